//! Gambler's Rummy's knobs on the rules screen: the net total it may play to.

use super::GamblersOptions;
use crate::games::knob::Knob;

/// The knobs, with their seed default and their value in `o`.
pub fn knobs(o: &GamblersOptions) -> Vec<Knob> {
    let d = GamblersOptions::default();
    vec![Knob::optional(
        "target",
        &["target"],
        "Play to",
        (1, 100_000, "Settled each hand, no target"),
        d.target,
        o.target,
    )
    .plays_to()]
}
