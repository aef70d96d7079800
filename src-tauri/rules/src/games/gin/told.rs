//! A Gin hand in words for exports: "Ann knocked: deadwood 4; Bob 20 after lay-offs; Ann +16".

use super::hand::{GinHand, GinOutcome, GinResult};
use crate::card::Card;
use crate::ledger::words::{cards, name, signed};

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

/// The hand as people say it, with the players' names.
pub fn hand_words(o: &GinOutcome, names: &[String]) -> String {
    let Some(k) = o.knocker else {
        return "Void hand: nobody scores".to_string();
    };
    let d = 1 - k.min(1);
    let (kn, dn) = (name(names, k), name(names, d));
    let laid = if o.layoffs.is_empty() {
        ""
    } else {
        " after lay-offs"
    };
    let head = match o.result {
        GinResult::Gin => format!("{kn} went gin; {dn} {}", o.defender_deadwood),
        GinResult::BigGin => format!("{kn} went big gin; {dn} {}", o.defender_deadwood),
        GinResult::Void => return "Void hand: nobody scores".to_string(),
        GinResult::Knock | GinResult::Undercut => format!(
            "{kn} knocked: deadwood {}; {dn} {}{laid}",
            o.knocker_deadwood, o.defender_deadwood
        ),
    };
    match o.winner_seat {
        Some(w) if o.result == GinResult::Undercut => {
            format!("{head}; undercut: {} {}", name(names, w), signed(&o.points))
        }
        Some(w) => format!("{head}; {} {}", name(names, w), signed(&o.points)),
        None => format!("{head}; nobody scores"),
    }
}
