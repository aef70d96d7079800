//! Lay-offs (RULES.md §1.3.4–5): which defender cards may go onto the knocker's displayed
//! melds, and the defender's optimal final deadwood.
//!
//! Only the knocker's *displayed melds* take lay-offs: a run takes consecutive same-suit cards
//! below its low end and above its high end (chained, so 7♠ then 8♠ onto 4-5-6♠; nothing below
//! an ace or above a king), and a 3-card set takes its missing fourth card. Nothing goes onto the
//! knocker's deadwood. The defender's final deadwood is the minimum, over every feasible lay-off
//! set, of the minimum deadwood of the cards left (the defender keeps their own melds too).
//! Ties between lay-off sets are broken by fewer lay-offs, then by enumeration order (runs first
//! in meld order, shorter chains first), so the result is deterministic.

use super::error::GinError;
use super::hand::Layoff;
use crate::arrange::{arrange, min_deadwood};
use crate::card::{Card, Rank, Suit};
use crate::deck::{check_copies, Deck};
use crate::error::RuleError;
use crate::meld::{Arrangement, Meld, MeldKind, MeldRules};
use crate::says::{Arg, Said};

/// One feasible set of lay-offs, as a card bitmask and the cards in play order.
#[derive(Debug, Clone)]
struct Plan {
    mask: u64,
    layoffs: Vec<Layoff>,
}

fn bit(c: Card) -> u64 {
    1u64 << c.index()
}

fn mask_of(cards: &[Card]) -> u64 {
    cards.iter().fold(0, |m, &c| m | bit(c))
}

/// The card a meld slot stands for (jokers never occur in Gin, but stay safe).
fn standing(m: &Meld) -> Vec<Card> {
    if m.stands_for.len() == m.cards.len() {
        m.stands_for.to_vec()
    } else {
        m.cards.to_vec()
    }
}

/// A run's suit and its low and high rank numbers.
fn run_bounds(m: &Meld) -> Option<(Suit, u8, u8)> {
    let cards = standing(m);
    let suit = cards.first()?.suit()?;
    let ranks: Vec<u8> = cards
        .iter()
        .filter_map(|c| c.rank())
        .map(Rank::number)
        .collect();
    Some((suit, *ranks.iter().min()?, *ranks.iter().max()?))
}

/// The options for one meld: each is a list of lay-offs onto it.
fn meld_options(index: usize, m: &Meld, defender: u64) -> Vec<Vec<Layoff>> {
    let held = |c: Card| defender & bit(c) != 0;
    let lay = |card: Card| Layoff { card, meld: index };
    match m.kind {
        MeldKind::Run => {
            let Some((suit, lo, hi)) = run_bounds(m) else {
                return vec![Vec::new()];
            };
            let below: Vec<Card> = (1..lo)
                .rev()
                .filter_map(Rank::from_number)
                .map(|r| Card::new(r, suit))
                .take_while(|&c| held(c))
                .collect();
            let above: Vec<Card> = (hi + 1..=13)
                .filter_map(Rank::from_number)
                .map(|r| Card::new(r, suit))
                .take_while(|&c| held(c))
                .collect();
            let mut out = Vec::new();
            for i in 0..=below.len() {
                for j in 0..=above.len() {
                    out.push(
                        below[..i]
                            .iter()
                            .chain(&above[..j])
                            .map(|&c| lay(c))
                            .collect(),
                    );
                }
            }
            out
        }
        MeldKind::Set => {
            let cards = standing(m);
            let mut out = vec![Vec::new()];
            if let (3, Some(rank)) = (cards.len(), cards.first().and_then(|c| c.rank())) {
                for s in Suit::ALL {
                    let c = Card::new(rank, s);
                    if !cards.contains(&c) && held(c) {
                        out.push(vec![lay(c)]);
                    }
                }
            }
            out
        }
    }
}

/// Every feasible lay-off set (the empty one first).
fn plans(melds: &[Meld], defender: &[Card]) -> Vec<Plan> {
    let held = mask_of(defender);
    let mut acc = vec![Plan {
        mask: 0,
        layoffs: Vec::new(),
    }];
    for (i, m) in melds.iter().enumerate() {
        let options = meld_options(i, m, held);
        let mut next = Vec::with_capacity(acc.len() * options.len());
        for p in &acc {
            for opt in &options {
                let m = mask_of(&opt.iter().map(|l| l.card).collect::<Vec<_>>());
                if p.mask & m == 0 {
                    let mut layoffs = p.layoffs.clone();
                    layoffs.extend_from_slice(opt);
                    next.push(Plan {
                        mask: p.mask | m,
                        layoffs,
                    });
                }
            }
        }
        acc = next;
    }
    acc
}

/// The defender's side of a knock: lay-offs made and what is left.
#[derive(Debug, Clone)]
pub struct DefenderResult {
    /// The lay-offs, in play order.
    pub layoffs: Vec<Layoff>,
    /// Final deadwood.
    pub deadwood: u32,
    /// The defender's own arrangement of the cards left after the lay-offs.
    pub arrangement: Arrangement,
}

fn without(cards: &[Card], mask: u64) -> Vec<Card> {
    cards
        .iter()
        .copied()
        .filter(|&c| mask & bit(c) == 0)
        .collect()
}

/// The defender's optimal lay-offs and final deadwood against `melds` (§1.3.5);
/// `E_HAND_TOO_LONG` for a hand the solver does not search.
pub fn best_defence(
    melds: &[Meld],
    defender: &[Card],
    rules: &MeldRules,
) -> Result<DefenderResult, RuleError> {
    let mut best: Option<(u32, usize, Plan)> = None;
    for p in plans(melds, defender) {
        let d = min_deadwood(&without(defender, p.mask), rules)?;
        let better = match &best {
            None => true,
            Some((bd, bn, _)) => (d, p.layoffs.len()) < (*bd, *bn),
        };
        if better {
            best = Some((d, p.layoffs.len(), p));
        }
    }
    let plan = best.map(|(_, _, p)| p).unwrap_or(Plan {
        mask: 0,
        layoffs: Vec::new(),
    });
    finish(plan, defender, rules)
}

fn finish(plan: Plan, defender: &[Card], rules: &MeldRules) -> Result<DefenderResult, RuleError> {
    let arrangement = arrange(&without(defender, plan.mask), rules)?;
    Ok(DefenderResult {
        layoffs: plan.layoffs,
        deadwood: arrangement.deadwood,
        arrangement,
    })
}

/// The defender's side when the lay-offs were entered: checks them, then arranges the rest.
pub fn entered_defence(
    melds: &[Meld],
    knocker_deadwood: &[Card],
    defender: &[Card],
    entered: &[Card],
    rules: &MeldRules,
) -> Result<DefenderResult, RuleError> {
    check_copies(entered, Deck::SINGLE)?;
    if let Some(&c) = entered.iter().find(|c| !defender.contains(c)) {
        return Err(GinError::LayoffInvalid {
            card: c,
            reason: Said::new("gin-error-layoff-not-in-hand").arg("card", c),
        }
        .into());
    }
    let all = plans(melds, defender);
    let want = mask_of(entered);
    if let Some(p) = all.iter().find(|p| p.mask == want) {
        // Keep the referee's play order (chains inside out), which is always legal.
        return finish(p.clone(), defender, rules);
    }
    // Name the first entered card that no feasible set can add to the ones before it.
    let mut prefix = 0u64;
    for &c in entered {
        let with = prefix | bit(c);
        if !all.iter().any(|p| p.mask & with == with) {
            return Err(why_not(c, entered, melds, knocker_deadwood).into());
        }
        prefix = with;
    }
    Err(why_not(entered[0], entered, melds, knocker_deadwood).into())
}

/// Explains why `card` can't be laid off.
fn why_not(card: Card, entered: &[Card], melds: &[Meld], deadwood: &[Card]) -> GinError {
    if let Some(&with) = deadwood_partner(card, entered, deadwood) {
        return GinError::LayoffOnDeadwood { card, with };
    }
    let (Some(rank), Some(suit)) = (card.rank(), card.suit()) else {
        return not_fitting(card, Said::new("gin-error-layoff-no-jokers"));
    };
    let n = rank.number();
    // The nearest run of the card's suit, with the entered cards that chain onto it.
    let mut best: Option<(u8, Said)> = None;
    for m in melds.iter().filter(|m| m.kind == MeldKind::Run) {
        let Some((s, lo, hi)) = run_bounds(m) else {
            continue;
        };
        if s != suit {
            continue;
        }
        let has = |r: u8| {
            Rank::from_number(r).is_some_and(|r| entered.contains(&Card::new(r, suit)) && r != rank)
        };
        let (mut lo, mut hi) = (lo, hi);
        while lo > 1 && has(lo - 1) {
            lo -= 1;
        }
        while hi < 13 && has(hi + 1) {
            hi += 1;
        }
        let at = |r: u8| match Rank::from_number(r) {
            Some(r) => Arg::from(Card::new(r, suit)),
            None => Arg::Text(String::new()),
        };
        let (gap, text) = if n > hi {
            (
                n - hi,
                Said::new("gin-error-layoff-run-ends")
                    .arg("suit", suit_said(suit))
                    .arg("end", at(hi)),
            )
        } else {
            (
                lo.saturating_sub(n),
                Said::new("gin-error-layoff-run-starts")
                    .arg("suit", suit_said(suit))
                    .arg("start", at(lo)),
            )
        };
        if best.as_ref().is_none_or(|(g, _)| gap < *g) {
            best = Some((gap, text));
        }
    }
    match best {
        Some((_, text)) => not_fitting(card, text),
        None => not_fitting(card, Said::new("gin-error-layoff-no-meld")),
    }
}

fn not_fitting(card: Card, why: Said) -> GinError {
    GinError::LayoffInvalid {
        card,
        reason: Said::new("gin-error-layoff-not-fitting")
            .arg("card", card)
            .arg("why", why),
    }
}

/// A suit's name in a run's ("the heart run"), in the reader's language.
fn suit_said(suit: Suit) -> Said {
    Said::new(match suit {
        Suit::Spades => "gin-error-suit-spade",
        Suit::Hearts => "gin-error-suit-heart",
        Suit::Diamonds => "gin-error-suit-diamond",
        Suit::Clubs => "gin-error-suit-club",
    })
}

/// A knocker's unmatched card that `card` would form a meld with (with the other entered cards):
/// three or more of a rank, or three or more in a suit sequence, using at least one such card.
fn deadwood_partner<'a>(card: Card, entered: &[Card], deadwood: &'a [Card]) -> Option<&'a Card> {
    let (rank, suit) = (card.rank()?, card.suit()?);
    let pool: Vec<Card> = entered.iter().chain(deadwood).copied().collect();
    let same_rank = pool.iter().filter(|c| c.rank() == Some(rank)).count();
    if same_rank >= 3 {
        if let Some(w) = deadwood.iter().find(|c| c.rank() == Some(rank)) {
            return Some(w);
        }
    }
    let in_suit = |r: u8| Rank::from_number(r).is_some_and(|r| pool.contains(&Card::new(r, suit)));
    let n = rank.number();
    let (mut lo, mut hi) = (n, n);
    while lo > 1 && in_suit(lo - 1) {
        lo -= 1;
    }
    while hi < 13 && in_suit(hi + 1) {
        hi += 1;
    }
    if hi - lo >= 2 {
        return deadwood.iter().find(|c| {
            c.suit() == Some(suit) && c.rank().is_some_and(|r| (lo..=hi).contains(&r.number()))
        });
    }
    None
}

#[cfg(test)]
mod tests;
