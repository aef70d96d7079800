//! An Oh Heck! hand in words for exports: "5 cards, ♠ trumps: Ann bid 2, took 2 +12; ...".

use super::{OhHeckOutcome, Trump};
use crate::ledger::words::{name, signed};
use crate::points::Points;

/// The hand as people say it, with the players' names and each seat's points.
pub fn hand_words(o: &OhHeckOutcome, points: &[Points], names: &[String]) -> String {
    let trump = match o.trump {
        Some(Trump::Spades) => "♠ trumps",
        Some(Trump::Hearts) => "♥ trumps",
        Some(Trump::Diamonds) => "♦ trumps",
        Some(Trump::Clubs) => "♣ trumps",
        Some(Trump::NoTrumps) | None => "no trumps",
    };
    let seats: Vec<String> = o
        .lines
        .iter()
        .enumerate()
        .map(|(seat, l)| {
            let p = points.get(seat).map(signed).unwrap_or_default();
            format!("{} bid {}, took {} {p}", name(names, seat), l.bid, l.tricks)
        })
        .collect();
    let cards = if o.hand_size == 1 { "card" } else { "cards" };
    format!("{} {cards}, {trump}: {}", o.hand_size, seats.join("; "))
}
