//! An Oh Heck! hand in words for exports: "5 cards, ♠ trumps: Ann bid 2, took 2 +12; ...".

use super::{OhHeckOutcome, Trump};
use crate::points::Points;
use crate::says::{render, Arg, Lang, Said};

/// The hand as people say it, in English with the players' names and each seat's points.
pub fn hand_words(o: &OhHeckOutcome, points: &[Points], names: &[String]) -> String {
    render(&hand_said(o, points), Lang::En, names)
}

/// The hand as a message: its size, its trumps, and each seat's bid, tricks and points.
pub fn hand_said(o: &OhHeckOutcome, points: &[Points]) -> Said {
    let trump = match o.trump {
        Some(Trump::Spades) => Said::new("oh-heck-trumps").arg("suit", "♠"),
        Some(Trump::Hearts) => Said::new("oh-heck-trumps").arg("suit", "♥"),
        Some(Trump::Diamonds) => Said::new("oh-heck-trumps").arg("suit", "♦"),
        Some(Trump::Clubs) => Said::new("oh-heck-trumps").arg("suit", "♣"),
        Some(Trump::NoTrumps) | None => Said::new("oh-heck-no-trumps"),
    };
    let seats: Vec<Said> = o
        .lines
        .iter()
        .enumerate()
        .map(|(seat, l)| {
            let p = points.get(seat).map(|p| Arg::Signed(*p));
            Said::new(if p.is_some() {
                "oh-heck-told-seat"
            } else {
                "oh-heck-told-seat-bare"
            })
            .arg("player", Arg::Seat(seat))
            .arg("bid", l.bid)
            .arg("tricks", l.tricks)
            .arg_opt("points", p)
        })
        .collect();
    Said::new("oh-heck-told")
        .arg("cards", o.hand_size)
        .arg("trump", trump)
        .arg("seats", Arg::Joined(seats, "; "))
}
