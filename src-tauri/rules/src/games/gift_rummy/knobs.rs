//! Gift Rummy's knobs on the rules screen: the total it plays to and the number of deals.

use super::GiftRummyOptions;
use crate::games::knob::Knob;

/// The knobs, with their seed default and their value in `o`.
pub fn knobs(o: &GiftRummyOptions) -> Vec<Knob> {
    let d = GiftRummyOptions::default();
    vec![
        Knob::number(
            "target",
            &["target"],
            "Play to",
            (1, 100_000),
            d.target,
            o.target,
        )
        .plays_to(),
        Knob::number("deals", &["deals"], "Deals", (1, 1_000), d.deals, o.deals),
    ]
}
