//! Basic Rummy's knobs on the rules screen: the target (100 suggested) or a number of deals,
//! whichever comes first (RULES.md §11.6).

use super::options::BasicRummyOptions;
use crate::games::knob::Knob;

/// The knobs, with their seed default and their value in `o`.
pub fn knobs(o: &BasicRummyOptions) -> Vec<Knob> {
    let d = BasicRummyOptions::default();
    vec![
        Knob::optional(
            "target",
            &["target"],
            "Play to",
            (1, 100_000, "No target"),
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
