//! Avalanche's knobs on the rules screen: a number of deals (1) or a number of stored cards to
//! play to, and more packs for a bigger table.

use super::AvalancheOptions;
use crate::games::knob::Knob;
use crate::games::words::{num, plural};

/// The knobs, with their seed default and their value in `o`.
pub fn knobs(o: &AvalancheOptions) -> Vec<Knob> {
    let d = AvalancheOptions::default();
    vec![
        Knob::optional(
            "hands",
            &["hands"],
            "Deals",
            (1, 1_000, "No limit"),
            d.hands,
            o.hands,
        ),
        Knob::optional(
            "target",
            &["target"],
            "Or until someone stores",
            (1, 100_000, "No target"),
            d.target,
            o.target,
        )
        .plays_to(),
        Knob::number(
            "packs",
            &["packs"],
            "Packs of 52",
            (1, 20),
            d.packs,
            o.packs,
        ),
    ]
}

/// One line about each knob's current value.
pub fn knob_words(o: &AvalancheOptions) -> Vec<(&'static str, String)> {
    let hands = match o.hands {
        Some(n) => format!("The game ends after {}.", plural(n, "deal")),
        None => "No limit on the number of deals.".to_string(),
    };
    let target = match o.target {
        Some(t) => format!("The game ends when someone has stored {} cards.", num(t)),
        None => "No number of stored cards ends the game.".to_string(),
    };
    let packs = format!(
        "{} and {} jokers: {} cards.",
        plural(o.packs, "pack"),
        o.jokers,
        o.deck_size()
    );
    vec![("hands", hands), ("target", target), ("packs", packs)]
}
