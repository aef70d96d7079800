//! Continental Rummy's knobs on the rules screen: the net total it may play to, or a number of
//! deals.

use super::options::ContinentalOptions;
use crate::games::knob::Knob;

/// The knobs, with their seed default and their value in `o`.
pub fn knobs(o: &ContinentalOptions) -> Vec<Knob> {
    let d = ContinentalOptions::default();
    vec![
        Knob::optional(
            "target",
            &["target"],
            "Play to",
            (1, 100_000, "Settled each hand, no target"),
            d.target,
            o.target,
        )
        .plays_to(),
        Knob::optional(
            "deals",
            &["deals"],
            "Or after this many deals",
            (1, 1_000, "No limit"),
            d.deals,
            o.deals,
        ),
    ]
}
