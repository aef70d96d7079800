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
use crate::points::Points;
use crate::says::{Arg, Said};

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
    pub lines: Vec<Said>,
}

/// Prices a hand from its deadwoods.
pub fn price(o: &GinOptions, knock: Ending, k: u32, d: u32, upcard: Option<Card>) -> Priced {
    let (result, base, winner, line) = match knock {
        Ending::Gin => (
            GinResult::Gin,
            o.gin_bonus.saturating_add(d),
            Some(Role::Knocker),
            Said::new("gin-price-gin")
                .arg("bonus", o.gin_bonus)
                .arg("d", d)
                .arg("total", o.gin_bonus.saturating_add(d)),
        ),
        Ending::BigGin => (
            GinResult::BigGin,
            o.big_gin_bonus.saturating_add(d),
            Some(Role::Knocker),
            Said::new("gin-price-big-gin")
                .arg("bonus", o.big_gin_bonus)
                .arg("d", d)
                .arg("total", o.big_gin_bonus.saturating_add(d)),
        ),
        Ending::Knock if k < d => (
            GinResult::Knock,
            d - k,
            Some(Role::Knocker),
            Said::new("gin-price-knock")
                .arg("d", d)
                .arg("k", k)
                .arg("total", d - k),
        ),
        Ending::Knock if k == d && !o.undercut_on_tie => (
            GinResult::Knock,
            0,
            None,
            Said::new("gin-price-tie").arg("k", k),
        ),
        Ending::Knock => {
            let total = (k - d).saturating_add(o.undercut_bonus);
            let id = if k == d {
                "gin-price-undercut-tie"
            } else {
                "gin-price-undercut"
            };
            (
                GinResult::Undercut,
                total,
                Some(Role::Defender),
                Said::new(id)
                    .arg("k", k)
                    .arg("d", d)
                    .arg("diff", k - d)
                    .arg("bonus", o.undercut_bonus)
                    .arg("total", total),
            )
        }
    };
    let mut lines = vec![line];
    let doubled = o.doubles(upcard) && base > 0;
    let points = if doubled {
        lines.push(
            Said::new("gin-price-doubled")
                .arg("upcard", Arg::Cards(upcard.into_iter().collect()))
                .arg("base", base)
                .arg("total", base.saturating_mul(2)),
        );
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
fn melds_said(melds: &[Meld]) -> Said {
    if melds.is_empty() {
        return Said::new("melds-none");
    }
    Said::new("same").arg(
        "x",
        Arg::Joined(
            melds
                .iter()
                .map(|m| Said::new("same").arg("x", m.cards.as_slice()))
                .collect(),
            " · ",
        ),
    )
}

/// "deadwood 8♠ 9♦ = 17", or "no deadwood".
fn deadwood_said(cards: &[Card], total: u32) -> Said {
    if cards.is_empty() {
        Said::new("gin-no-deadwood")
    } else {
        Said::new("gin-deadwood")
            .arg("cards", cards)
            .arg("total", total)
    }
}

/// "Knocker's melds: …; deadwood … = K (limit 10)."
pub fn knocker_line(melds: &[Meld], cards: &[Card], k: u32, limit: Option<u32>) -> Said {
    let said = |id| {
        Said::new(id)
            .arg("melds", melds_said(melds))
            .arg("deadwood", deadwood_said(cards, k))
    };
    match limit.filter(|_| k > 0) {
        Some(l) => said("gin-knocker-line-limit").arg("limit", l),
        None => said("gin-knocker-line"),
    }
}

/// "Defender's melds: …; deadwood … = D."
pub fn defender_line(melds: &[Meld], cards: &[Card], d: u32) -> Said {
    Said::new("gin-defender-line")
        .arg("melds", melds_said(melds))
        .arg("deadwood", deadwood_said(cards, d))
}

/// "Lay-offs: 3♠, 7♠, 8♠ onto 4♠ 5♠ 6♠; Q♠ onto Q♣ Q♦ Q♥."
pub fn layoff_line(knock: Ending, melds: &[Meld], layoffs: &[Layoff]) -> Said {
    match knock {
        Ending::Gin => return Said::new("gin-no-layoffs-gin"),
        Ending::BigGin => return Said::new("gin-no-layoffs-big-gin"),
        Ending::Knock => {}
    }
    if layoffs.is_empty() {
        return Said::new("gin-no-layoffs");
    }
    let groups: Vec<Said> = melds
        .iter()
        .enumerate()
        .filter_map(|(i, m)| {
            let onto: Vec<Said> = layoffs
                .iter()
                .filter(|l| l.meld == i)
                .map(|l| Said::new("same").arg("x", l.card))
                .collect();
            (!onto.is_empty()).then(|| {
                Said::new("gin-layoff-onto")
                    .arg("cards", Arg::Joined(onto, ", "))
                    .arg("meld", m.cards.as_slice())
            })
        })
        .collect();
    Said::new("gin-layoffs").arg("layoffs", Arg::Joined(groups, "; "))
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
pub fn assemble(parts: Parts, priced: Priced, mut said: Vec<Said>) -> GinOutcome {
    said.extend(priced.lines);
    let explanation = said.iter().map(Said::english).collect();
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
        said,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_token;

    fn english(lines: &[Said]) -> Vec<String> {
        lines.iter().map(Said::english).collect()
    }

    #[test]
    fn knock_gin_and_undercut_lines() {
        let o = GinOptions::seed();
        let p = price(&o, Ending::Knock, 8, 5, None);
        assert_eq!(
            (p.result, p.points, p.winner),
            (GinResult::Undercut, 28, Some(Role::Defender))
        );
        assert_eq!(
            english(&p.lines),
            ["Undercut: 8 − 5 = 3, + 25 undercut bonus = 28."]
        );
        let p = price(&o, Ending::Knock, 2, 30, None);
        assert_eq!((p.result, p.points), (GinResult::Knock, 28));
        assert_eq!(english(&p.lines), ["Knock: 30 − 2 = 28."]);
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
        assert!(p.lines[1].english().contains("14 × 2 = 28"));
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
