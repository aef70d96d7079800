//! A Gin hand in words for exports: "Ann knocked: deadwood 4; Bob 20 after lay-offs; Ann +16".

use super::hand::{GinHand, GinOutcome, GinResult};
use crate::card::Card;
use crate::says::{joined, Arg, Said};

/// What was entered for `seat`: "knocked with K♣ …; melds 3♠ 4♠ 5♠ · …; upcard 7♣", "deadwood
/// 20", "Q♥ …; laid off 6♠".
pub fn entered_said(hand: &GinHand, seat: usize) -> Said {
    let upcard = |u: Option<Card>| {
        u.map(|c| Said::new("gin-entered-upcard").arg("card", Arg::Cards(vec![c])))
    };
    let parts = |first: Said, rest: Vec<Option<Said>>| {
        let mut all = vec![first];
        all.extend(rest.into_iter().flatten());
        joined(all, "; ")
    };
    match hand {
        GinHand::Void => Said::new("gin-entered-void"),
        GinHand::Counts(c) if c.knocker == seat => {
            let how = if c.big_gin {
                Said::new("gin-entered-big-gin")
            } else if c.knocker_deadwood == 0 {
                Said::new("gin-entered-gin")
            } else {
                Said::new("gin-entered-knock-deadwood").arg("d", c.knocker_deadwood)
            };
            parts(how, vec![upcard(c.upcard)])
        }
        GinHand::Counts(c) => Said::new("gin-entered-deadwood").arg("d", c.defender_deadwood),
        GinHand::Cards(c) if c.knocker == seat => {
            let melds = c.knocker_melds.as_ref().filter(|m| !m.is_empty()).map(|m| {
                let m: Vec<Said> = m
                    .iter()
                    .map(|meld| Said::new("same").arg("x", Arg::Cards(meld.clone())))
                    .collect();
                Said::new("gin-entered-melds").arg("melds", joined(m, " · "))
            });
            parts(
                Said::new("gin-entered-knock-cards")
                    .arg("cards", Arg::Cards(c.knocker_cards.clone())),
                vec![melds, upcard(c.upcard)],
            )
        }
        GinHand::Cards(c) => {
            let laid = c
                .layoffs
                .as_ref()
                .filter(|l| !l.is_empty())
                .map(|l| Said::new("gin-entered-laid-off").arg("cards", Arg::Cards(l.clone())));
            parts(
                Said::new("same").arg("x", Arg::Cards(c.defender_cards.clone())),
                vec![laid],
            )
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
