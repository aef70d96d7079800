//! Pricing a decided hand (RULES.md §1.4, §11.1) and writing its explanation.
//!
//! Given the knocker's deadwood K and the defender's final deadwood D: gin scores
//! `gin_bonus + D` and can't be undercut; big gin `big_gin_bonus + D`; a knock with K < D
//! scores D − K for the knocker; K ≥ D is an undercut, worth (K − D) + `undercut_bonus` to the
//! defender, except that a tie with `undercut_on_tie` off gives the knocker 0 and nobody wins
//! the hand. In Oklahoma with a spade upcard, the hand's points are doubled.

use super::hand::{GinOutcome, GinResult, Layoff, Role};
use super::options::GinOptions;
use crate::card::Card;
use crate::meld::Meld;
use crate::notation::push_pretty_cards;
use crate::points::Points;
use std::fmt::Write as _;

/// What decides the hand's points: the kind of knock and the two deadwoods.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// A knock with deadwood (lay-offs allowed).
    Knock,
    /// Gin: 10 cards, all melded.
    Gin,
    /// Big gin: 11 cards, all melded.
    BigGin,
}

/// The points and who scored them, with the rule that produced them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Priced {
    /// How the hand ended.
    pub result: GinResult,
    /// Points for the winner (never negative).
    pub points: u32,
    /// Who scored, if anyone.
    pub winner: Option<Role>,
    /// Doubled for a spade upcard.
    pub doubled: bool,
    /// The rule lines.
    pub lines: Vec<String>,
}

/// Prices a hand from its deadwoods.
pub fn price(o: &GinOptions, knock: Ending, k: u32, d: u32, upcard: Option<Card>) -> Priced {
    let (result, base, winner, line) = match knock {
        Ending::Gin => (
            GinResult::Gin,
            o.gin_bonus.saturating_add(d),
            Some(Role::Knocker),
            format!("Gin: {} gin bonus + {d} defender deadwood = {}.", o.gin_bonus, o.gin_bonus.saturating_add(d)),
        ),
        Ending::BigGin => (
            GinResult::BigGin,
            o.big_gin_bonus.saturating_add(d),
            Some(Role::Knocker),
            format!(
                "Big gin: {} big gin bonus + {d} defender deadwood = {}.",
                o.big_gin_bonus,
                o.big_gin_bonus.saturating_add(d)
            ),
        ),
        Ending::Knock if k < d => (
            GinResult::Knock,
            d - k,
            Some(Role::Knocker),
            format!("Knock: {d} − {k} = {}.", d - k),
        ),
        Ending::Knock if k == d && !o.undercut_on_tie => (
            GinResult::Knock,
            0,
            None,
            format!("Tie at {k}: with ties not counted as undercuts, the knocker scores 0 and nobody wins the hand."),
        ),
        Ending::Knock => {
            let total = (k - d).saturating_add(o.undercut_bonus);
            let tie = if k == d { " (a tie counts as an undercut)" } else { "" };
            (
                GinResult::Undercut,
                total,
                Some(Role::Defender),
                format!(
                    "Undercut{tie}: {k} − {d} = {}, + {} undercut bonus = {total}.",
                    k - d,
                    o.undercut_bonus
                ),
            )
        }
    };
    let mut lines = vec![line];
    let doubled = o.doubles(upcard) && base > 0;
    let points = if doubled {
        let up = upcard.map(Card::pretty).unwrap_or_default();
        lines.push(format!(
            "Oklahoma: the upcard {up} is a spade, so the hand counts double: {base} × 2 = {}.",
            base.saturating_mul(2)
        ));
        base.saturating_mul(2)
    } else {
        base
    };
    Priced {
        result,
        points,
        winner,
        doubled,
        lines,
    }
}

/// "A♠ 2♠ 3♠ · 7♥ 7♦ 7♣", or "none".
fn push_melds(out: &mut String, melds: &[Meld]) {
    if melds.is_empty() {
        out.push_str("none");
    }
    for (i, m) in melds.iter().enumerate() {
        if i > 0 {
            out.push_str(" · ");
        }
        push_pretty_cards(out, &m.cards);
    }
}

/// "deadwood 8♠ 9♦ = 17", or "no deadwood".
fn push_deadwood(out: &mut String, cards: &[Card], total: u32) {
    if cards.is_empty() {
        out.push_str("no deadwood");
    } else {
        out.push_str("deadwood ");
        push_pretty_cards(out, cards);
        let _ = write!(out, " = {total}");
    }
}

/// "Knocker's melds: …; deadwood … = K (limit 10)."
pub fn knocker_line(melds: &[Meld], cards: &[Card], k: u32, limit: Option<u32>) -> String {
    let mut out = String::with_capacity(96);
    out.push_str("Knocker's melds: ");
    push_melds(&mut out, melds);
    out.push_str("; ");
    push_deadwood(&mut out, cards, k);
    if let Some(l) = limit.filter(|_| k > 0) {
        let _ = write!(out, " (knock limit {l})");
    }
    out.push('.');
    out
}

/// "Defender's melds: …; deadwood … = D."
pub fn defender_line(melds: &[Meld], cards: &[Card], d: u32) -> String {
    let mut out = String::with_capacity(96);
    out.push_str("Defender's melds: ");
    push_melds(&mut out, melds);
    out.push_str("; ");
    push_deadwood(&mut out, cards, d);
    out.push('.');
    out
}

/// "Lay-offs: 3♠, 7♠, 8♠ onto 4♠ 5♠ 6♠; Q♠ onto Q♣ Q♦ Q♥."
pub fn layoff_line(knock: Ending, melds: &[Meld], layoffs: &[Layoff]) -> String {
    match knock {
        Ending::Gin => return "No lay-offs: the knocker went gin.".to_string(),
        Ending::BigGin => return "No lay-offs: the knocker went big gin.".to_string(),
        Ending::Knock => {}
    }
    if layoffs.is_empty() {
        return "No lay-offs.".to_string();
    }
    let mut out = String::with_capacity(64);
    out.push_str("Lay-offs: ");
    let mut first_meld = true;
    for (i, m) in melds.iter().enumerate() {
        let mut onto = layoffs.iter().filter(|l| l.meld == i).peekable();
        if onto.peek().is_none() {
            continue;
        }
        if !first_meld {
            out.push_str("; ");
        }
        first_meld = false;
        for (j, l) in onto.enumerate() {
            if j > 0 {
                out.push_str(", ");
            }
            out.push_str(l.card.pretty_str());
        }
        out.push_str(" onto ");
        push_pretty_cards(&mut out, &m.cards);
    }
    out.push('.');
    out
}

/// Fills in an outcome from its parts.
pub struct Parts {
    /// Knocker's seat.
    pub knocker: usize,
    /// Knock limit in force.
    pub limit: Option<u32>,
    /// Knocker's deadwood.
    pub k: u32,
    /// Defender's final deadwood.
    pub d: u32,
    /// Knocker's displayed melds.
    pub knocker_melds: Vec<Meld>,
    /// Knocker's unmatched cards.
    pub knocker_deadwood_cards: Vec<Card>,
    /// Defender's own melds.
    pub defender_melds: Vec<Meld>,
    /// Defender's unmatched cards.
    pub defender_deadwood_cards: Vec<Card>,
    /// Lay-offs made.
    pub layoffs: Vec<Layoff>,
}

/// Assembles the explained outcome.
pub fn assemble(parts: Parts, priced: Priced, mut explanation: Vec<String>) -> GinOutcome {
    explanation.extend(priced.lines);
    let winner_seat = priced.winner.map(|w| match w {
        Role::Knocker => parts.knocker,
        Role::Defender => 1 - parts.knocker.min(1),
    });
    GinOutcome {
        result: priced.result,
        knocker: Some(parts.knocker),
        knock_limit: parts.limit,
        knocker_deadwood: parts.k,
        defender_deadwood: parts.d,
        knocker_melds: parts.knocker_melds,
        knocker_deadwood_cards: parts.knocker_deadwood_cards,
        defender_melds: parts.defender_melds,
        defender_deadwood_cards: parts.defender_deadwood_cards,
        layoffs: parts.layoffs,
        points: Points::from(priced.points),
        winner: priced.winner,
        winner_seat,
        doubled: priced.doubled,
        explanation,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_token;

    #[test]
    fn knock_gin_and_undercut_lines() {
        let o = GinOptions::seed();
        let p = price(&o, Ending::Knock, 8, 5, None);
        assert_eq!(
            (p.result, p.points, p.winner),
            (GinResult::Undercut, 28, Some(Role::Defender))
        );
        assert_eq!(p.lines, ["Undercut: 8 − 5 = 3, + 25 undercut bonus = 28."]);
        let p = price(&o, Ending::Knock, 2, 30, None);
        assert_eq!((p.result, p.points), (GinResult::Knock, 28));
        assert_eq!(p.lines, ["Knock: 30 − 2 = 28."]);
        let p = price(&o, Ending::Gin, 0, 0, None);
        assert_eq!(
            (p.result, p.points, p.winner),
            (GinResult::Gin, 25, Some(Role::Knocker))
        );
        let p = price(&GinOptions::modern(), Ending::BigGin, 0, 54, None);
        assert_eq!((p.result, p.points), (GinResult::BigGin, 85));
    }

    #[test]
    fn tie_rule_and_spade_double() {
        let p = price(&GinOptions::seed(), Ending::Knock, 3, 3, None);
        assert_eq!(
            (p.result, p.points, p.winner),
            (GinResult::Undercut, 25, Some(Role::Defender))
        );
        let off = GinOptions {
            undercut_on_tie: false,
            ..GinOptions::seed()
        };
        let p = price(&off, Ending::Knock, 3, 3, None);
        assert_eq!((p.result, p.points, p.winner), (GinResult::Knock, 0, None));
        let p = price(
            &GinOptions::oklahoma(),
            Ending::Knock,
            6,
            20,
            parse_token("7s"),
        );
        assert_eq!((p.points, p.doubled), (28, true));
        assert!(p.lines[1].contains("14 × 2 = 28"));
        let p = price(
            &GinOptions::oklahoma(),
            Ending::Knock,
            6,
            20,
            parse_token("7h"),
        );
        assert_eq!((p.points, p.doubled), (14, false));
    }
}
