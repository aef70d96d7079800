//! Gin Rummy's knobs on the rules screen: the total the game plays to.

use super::options::GinOptions;
use crate::games::knob::Knob;

/// The knobs, with their seed default and their value in `o`.
pub fn knobs(o: &GinOptions) -> Vec<Knob> {
    let d = GinOptions::default();
    vec![Knob::number(
        "target",
        &["gameTarget"],
        "Play to",
        (1, 100_000),
        d.game_target,
        o.game_target,
    )
    .plays_to()]
}
