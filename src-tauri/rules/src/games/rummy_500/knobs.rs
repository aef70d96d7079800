//! Rummy 500's knobs on the rules screen: the total it plays to.

use super::options::Rummy500Options;
use crate::games::knob::Knob;

/// The knobs, with their seed default and their value in `o`.
pub fn knobs(o: &Rummy500Options) -> Vec<Knob> {
    let d = Rummy500Options::default();
    vec![Knob::number(
        "target",
        &["target"],
        "Play to",
        (1, 100_000),
        d.target,
        o.target,
    )
    .plays_to()]
}
