//! Refereeing one knock (RULES.md §1.3, §1.7): card counts, duplicates, the knock limit, the
//! knocker's displayed arrangement, then the defender's lay-offs and the points.
//!
//! The knocker's arrangement is the declared one when entered (validated; a warning
//! `W_NON_OPTIMAL_ARRANGEMENT` if it has more deadwood than the minimum), otherwise the
//! minimum-deadwood arrangement that leaves the defender the **highest** final deadwood (best
//! for the knocker). When lay-offs are entered too, only arrangements they fit are considered.

use super::error::{GinError, Side};
use super::hand::{CardsEntry, CountsEntry, GinOutcome};
use super::layoff::{best_defence, entered_defence, DefenderResult};
use super::options::{GinOptions, Limit};
use super::pricing::{assemble, defender_line, knocker_line, layoff_line, price, Ending, Parts};
use crate::arrange::{arrange, min_deadwood, optimal_arrangements};
use crate::card::Card;
use crate::deck::{check_copies, Deck};
use crate::error::{RuleError, Warning};
use crate::meld::{validate_arrangement, Arrangement, MeldRules};

/// The largest deadwood a 10-card Gin hand can have (K K Q Q J J T T 9 9, no meld).
pub const MAX_DEADWOOD: u32 = 98;

/// Checks the knock limit for deadwood `k`; returns the numeric limit.
fn check_limit(
    o: &GinOptions,
    upcard: Option<Card>,
    k: u32,
    best: Option<u32>,
) -> Result<u32, GinError> {
    let limit = o.limit_for(upcard);
    let max = match limit {
        Limit::Missing => return Err(GinError::UpcardRequired),
        Limit::GinOnly if k > 0 => return Err(GinError::GinOnly),
        l => l.max().unwrap_or(0),
    };
    if k > max {
        return Err(GinError::KnockTooHigh {
            deadwood: k,
            limit: max,
            upcard: match limit {
                Limit::Upcard(_) => upcard,
                _ => None,
            },
            best: best.filter(|&b| b < k),
        });
    }
    Ok(max)
}

fn check_seat(knocker: usize) -> Result<(), GinError> {
    if knocker > 1 {
        return Err(GinError::KnockerSeat(knocker));
    }
    Ok(())
}

/// Parses the declared melds against the knocker's cards.
fn declared(
    melds: &[Vec<Card>],
    hand: &[Card],
    rules: &MeldRules,
) -> Result<Arrangement, RuleError> {
    Ok(validate_arrangement(melds, hand, rules)?)
}

/// Scores a hand entered as cards.
pub fn score_cards(
    o: &GinOptions,
    e: &CardsEntry,
) -> Result<(GinOutcome, Vec<Warning>), RuleError> {
    check_seat(e.knocker)?;
    let rules = MeldRules::gin();
    // The recorded upcard is the deal's *first* upcard (it sets Oklahoma's limit). Either
    // player may have taken it into their hand, so it is not counted as a further copy.
    check_copies(
        e.knocker_cards.iter().chain(&e.defender_cards),
        Deck::SINGLE,
    )?;
    let kn = &e.knocker_cards;
    if e.defender_cards.len() != usize::from(super::HAND_SIZE) {
        return Err(GinError::CardCount {
            side: Side::Defender,
            got: e.defender_cards.len(),
            big_gin: o.big_gin,
        }
        .into());
    }
    if !(10..=11).contains(&kn.len()) {
        return Err(GinError::CardCount {
            side: Side::Knocker,
            got: kn.len(),
            big_gin: o.big_gin,
        }
        .into());
    }
    let min = min_deadwood(kn, &rules)?;
    let mut warnings = Vec::new();
    let candidates: Vec<Arrangement> = match &e.knocker_melds {
        Some(melds) => {
            let a = declared(melds, kn, &rules)?;
            if a.deadwood > min && kn.len() == 10 {
                warnings.push(Warning::saying(
                    "W_NON_OPTIMAL_ARRANGEMENT",
                    crate::says::Said::new("warning-non-optimal")
                        .arg("deadwood", a.deadwood)
                        .arg("min", min),
                ));
            }
            vec![a]
        }
        None => {
            let all = optimal_arrangements(kn, &rules)?;
            if all.is_empty() {
                vec![arrange(kn, &rules)?]
            } else {
                all
            }
        }
    };
    let k = candidates.first().map_or(min, |a| a.deadwood);
    let knock = match kn.len() {
        10 => {
            if k == 0 {
                Ending::Gin
            } else {
                Ending::Knock
            }
        }
        11 if k == 0 && o.big_gin => Ending::BigGin,
        11 if k == 0 => return Err(GinError::BigGinDisabled.into()),
        got => {
            return Err(GinError::CardCount {
                side: Side::Knocker,
                got,
                big_gin: o.big_gin,
            }
            .into())
        }
    };
    let limit = check_limit(o, e.upcard, k, e.knocker_melds.as_ref().map(|_| min))?;
    let entered = e.layoffs.as_deref().filter(|l| !l.is_empty());
    let (knocker, defence) = if knock == Ending::Knock {
        pick_knock(candidates, &e.defender_cards, entered, &rules)?
    } else {
        if entered.is_some() {
            return Err(GinError::LayoffOnGin.into());
        }
        let a = match candidates.into_iter().next() {
            Some(a) => a,
            None => arrange(kn, &rules)?,
        };
        let own = arrange(&e.defender_cards, &rules)?;
        let d = DefenderResult {
            layoffs: Vec::new(),
            deadwood: own.deadwood,
            arrangement: own,
        };
        (a, d)
    };
    let d = defence.deadwood;
    let limit = (knock == Ending::Knock).then_some(limit);
    let explanation = vec![
        knocker_line(&knocker.melds, &knocker.deadwood_cards.to_vec(), k, limit),
        layoff_line(knock, &knocker.melds, &defence.layoffs),
        defender_line(
            &defence.arrangement.melds,
            &defence.arrangement.deadwood_cards.to_vec(),
            d,
        ),
    ];
    let priced = price(o, knock, k, d, e.upcard);
    let parts = Parts {
        knocker: e.knocker,
        limit,
        k,
        d,
        knocker_melds: knocker.melds,
        knocker_deadwood_cards: knocker.deadwood_cards.into_vec(),
        defender_melds: defence.arrangement.melds,
        defender_deadwood_cards: defence.arrangement.deadwood_cards.into_vec(),
        layoffs: defence.layoffs,
    };
    Ok((assemble(parts, priced, explanation), warnings))
}

/// Among the candidate arrangements, the one leaving the defender the highest final deadwood
/// (only those the entered lay-offs fit, when lay-offs were entered).
fn pick_knock(
    candidates: Vec<Arrangement>,
    defender: &[Card],
    entered: Option<&[Card]>,
    rules: &MeldRules,
) -> Result<(Arrangement, DefenderResult), RuleError> {
    let mut best: Option<(Arrangement, DefenderResult)> = None;
    let mut first_err = None;
    for a in candidates {
        let d = match entered {
            None => best_defence(&a.melds, defender, rules)?,
            Some(l) => {
                match entered_defence(&a.melds, &a.deadwood_cards.to_vec(), defender, l, rules) {
                    Ok(d) => d,
                    Err(err) => {
                        first_err.get_or_insert(err);
                        continue;
                    }
                }
            }
        };
        if best.as_ref().is_none_or(|(_, b)| d.deadwood > b.deadwood) {
            best = Some((a, d));
        }
    }
    match (best, first_err) {
        (Some(b), _) => Ok(b),
        (None, Some(err)) => Err(err),
        (None, None) => Err(RuleError::new(
            "E_INTERNAL",
            "No arrangement of the knocker's cards was found.",
        )),
    }
}

/// Scores a hand entered as the two deadwood counts.
pub fn score_counts(o: &GinOptions, c: &CountsEntry) -> Result<GinOutcome, RuleError> {
    check_seat(c.knocker)?;
    let count = |n: i64| {
        u32::try_from(n)
            .ok()
            .filter(|&n| n <= MAX_DEADWOOD)
            .ok_or(GinError::DeadwoodRange(n))
    };
    let (k, d) = (count(c.knocker_deadwood)?, count(c.defender_deadwood)?);
    let knock = match (c.big_gin, k) {
        (true, _) if !o.big_gin => return Err(GinError::BigGinDisabled.into()),
        (true, 0) => Ending::BigGin,
        (true, _) => return Err(GinError::BigGinDeadwood.into()),
        (false, 0) => Ending::Gin,
        (false, _) => Ending::Knock,
    };
    let limit = check_limit(o, c.upcard, k, None)?;
    let limit = (knock == Ending::Knock).then_some(limit);
    let id = if knock == Ending::Knock {
        "gin-entered-counts-knock"
    } else {
        "gin-entered-counts"
    };
    let explanation = vec![crate::says::Said::new(id).arg("k", k).arg("d", d)];
    let priced = price(o, knock, k, d, c.upcard);
    let parts = Parts {
        knocker: c.knocker,
        limit,
        k,
        d,
        knocker_melds: Vec::new(),
        knocker_deadwood_cards: Vec::new(),
        defender_melds: Vec::new(),
        defender_deadwood_cards: Vec::new(),
        layoffs: Vec::new(),
    };
    Ok(assemble(parts, priced, explanation))
}

#[cfg(test)]
mod tests;
