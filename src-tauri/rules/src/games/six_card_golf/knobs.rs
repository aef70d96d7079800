//! Six Card Golf's knobs on the rules screen: 9 or 18 holes, the pair of 2s, the king's value.

use super::{GolfOptions, MAX_CARD_VALUE};
use crate::games::knob::Knob;

/// The knobs, with their seed default and their value in `o`.
pub fn knobs(o: &GolfOptions) -> Vec<Knob> {
    let d = GolfOptions::default();
    vec![
        Knob::choice(
            "holes",
            &["holes"],
            "Holes",
            vec![(9, "9 holes"), (18, "18 holes")],
            d.holes,
            o.holes,
        ),
        Knob::toggle(
            "twos",
            &["negativePairOfTwos"],
            "Pair of 2s scores −4",
            d.negative_pair_of_twos,
            o.negative_pair_of_twos,
        ),
        Knob::number(
            "king",
            &["kingValue"],
            "A king is worth",
            (-MAX_CARD_VALUE, MAX_CARD_VALUE),
            d.king_value,
            o.king_value,
        ),
    ]
}
