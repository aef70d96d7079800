//! A Gin hand in words for exports: "Ann knocked: deadwood 4; Bob 20 after lay-offs; Ann +16".

use super::hand::{GinHand, GinOutcome, GinResult};
use crate::card::Card;
use crate::ledger::words::cards;
use crate::says::{Arg, Said};

/// What was entered for `seat`: "knocked with K♣ …; melds 3♠ 4♠ 5♠ · …; upcard 7♣", "deadwood
/// 20", "Q♥ …; laid off 6♠".
pub fn entered_words(hand: &GinHand, seat: usize) -> String {
    let upcard = |u: Option<Card>| {
        u.map(|c| format!("; upcard {}", c.pretty()))
            .unwrap_or_default()
    };
    match hand {
        GinHand::Void => "void hand".to_string(),
        GinHand::Counts(c) if c.knocker == seat => {
            let how = if c.big_gin {
                "big gin".to_string()
            } else if c.knocker_deadwood == 0 {
                "gin".to_string()
            } else {
                format!("knocked with deadwood {}", c.knocker_deadwood)
            };
            format!("{how}{}", upcard(c.upcard))
        }
        GinHand::Counts(c) => format!("deadwood {}", c.defender_deadwood),
        GinHand::Cards(c) if c.knocker == seat => {
            let melds = c
                .knocker_melds
                .as_ref()
                .filter(|m| !m.is_empty())
                .map(|m| {
                    let m: Vec<String> = m.iter().map(|meld| cards(meld)).collect();
                    format!("; melds {}", m.join(" · "))
                })
                .unwrap_or_default();
            format!(
                "knocked with {}{melds}{}",
                cards(&c.knocker_cards),
                upcard(c.upcard)
            )
        }
        GinHand::Cards(c) => {
            let laid = c
                .layoffs
                .as_ref()
                .filter(|l| !l.is_empty())
                .map(|l| format!("; laid off {}", cards(l)))
                .unwrap_or_default();
            format!("{}{laid}", cards(&c.defender_cards))
        }
    }
}

/// The hand as people say it, in English with the players' names.
pub fn hand_words(o: &GinOutcome, names: &[String]) -> String {
    crate::says::render(&hand_said(o), crate::says::Lang::En, names)
}

/// The hand as people say it, as a message: "Ann knocked: deadwood 4; Bob 20 after
/// lay-offs; Ann +16".
pub fn hand_said(o: &GinOutcome) -> Said {
    let Some(k) = o.knocker else {
        return Said::new("gin-told-void");
    };
    let d = 1 - k.min(1);
    let head = |id| {
        Said::new(id)
            .arg("knocker", Arg::Seat(k))
            .arg("defender", Arg::Seat(d))
            .arg("d", o.defender_deadwood)
    };
    let head = match o.result {
        GinResult::Gin => head("gin-told-gin"),
        GinResult::BigGin => head("gin-told-big-gin"),
        GinResult::Void => return Said::new("gin-told-void"),
        GinResult::Knock | GinResult::Undercut if o.layoffs.is_empty() => {
            head("gin-told-knock").arg("k", o.knocker_deadwood)
        }
        GinResult::Knock | GinResult::Undercut => {
            head("gin-told-knock-layoffs").arg("k", o.knocker_deadwood)
        }
    };
    let id = match o.winner_seat {
        Some(_) if o.result == GinResult::Undercut => "gin-told-undercut",
        Some(_) => "gin-told-scores",
        None => "gin-told-nobody",
    };
    Said::new(id)
        .arg("head", head)
        .arg_opt("winner", o.winner_seat.map(Arg::Seat))
        .arg("points", Arg::Signed(o.points))
}
