//! The optimal arrangement of a hand (RULES.md §0.2, §1.3): the minimum deadwood over every
//! way of choosing disjoint melds (4-card sets and long runs may be broken up), the melds and
//! deadwood cards that reach it, and for a hand with one card too many the best discards.
//!
//! Generic over [`MeldRules`]: every ace mode, several decks, wild jokers (which may stand for
//! any card, including one the hand also holds). [`min_deadwood`] takes the table-driven fast
//! path of `gin` when the hand has no duplicate cards and no wild jokers ([`arrange`] too,
//! through `blocks`, unless aces go high or low); everything else goes through the memoised
//! search of `generic`. All are exact, and the proptests hold them to a brute force.
//!
//! **Deterministic tie-breaks.** Cards sort by rank, then suit (♠♥♦♣), jokers last. Inside an
//! arrangement, melds sort by the first card they stand for, then kind (set before run), then
//! length. [`optimal_arrangements`] lists every minimum-deadwood arrangement once (two
//! arrangements differ when their melds or deadwood cards differ; which suit a joker in a set
//! stands for is not a difference: it takes the lowest free suit; nor is which of two melds
//! holds a natural card and which a joker standing for that same card: the natural goes to
//! the meld of the lower card) ordered by: fewest deadwood
//! cards, then fewest melds (so a long run stays whole), then the deadwood cards in card
//! order, then the melds in that display order; [`arrange`] returns the first.
//! [`best_discard`] lists every discard reaching the minimum in card order and shows the
//! arrangement after the first of them.
//!
//! **Limits.** The search is exact for any hand of up to [`MAX_CARDS`] cards. A longer hand is
//! refused with [`HandTooLong`] (`E_HAND_TOO_LONG`) by every entry point: it is never
//! answered with a guess. The largest hand each game accepts, all within the limit: Gin 11
//! (10 after the discard, 11 before it or for big gin), Basic, Knock and Gambler's Rummy 11
//! (the deal of 10 plus the card drawn), Boathouse 11, Continental 16 (15 plus the card
//! drawn), Gift Rummy 13 (scored without this solver). Rummy 500 is scored from the melds the
//! players declare, never by this search; its hand can grow past the deal of 13 by taking the
//! discard pile, and a hand of up to 24 cards is still analysed exactly, a longer one refused.
//! At most [`MAX_ARRANGEMENTS`] optimal arrangements are listed (only hands with several
//! jokers come near that).

mod blocks;
#[cfg(test)]
mod blocks_props;
mod generic;
mod gin;

use crate::card::{Card, Rank, Suit};
use crate::error::Coded;
use crate::meld::{run_rank, Arrangement, DeadCards, Meld, MeldCards, MeldKind, MeldRules};
use generic::{Cand, Cost, Solver};
use serde::Serialize;
use std::collections::HashSet;

/// One arrangement as the search finds it: melds, dead natural cards, dead wild jokers.
type Found = (Vec<Cand>, Vec<usize>, u8);

/// Largest hand the solver searches.
pub const MAX_CARDS: usize = 24;
/// Most arrangements [`optimal_arrangements`] lists.
pub const MAX_ARRANGEMENTS: usize = 10_000;

/// A hand longer than the solver searches exactly ([`MAX_CARDS`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error(
    "This hand has {cards} cards, but Cardtable can only work out the best melds of a hand of up to {max} cards. Check the cards entered, or lay out the melds yourself."
)]
pub struct HandTooLong {
    /// Cards in the hand.
    pub cards: usize,
    /// The most the solver searches ([`MAX_CARDS`]).
    pub max: usize,
}

impl Coded for HandTooLong {
    fn code(&self) -> &'static str {
        "E_HAND_TOO_LONG"
    }

    fn said(&self) -> Option<crate::says::Said> {
        Some(
            crate::says::Said::new("hand-too-long")
                .arg("cards", self.cards)
                .arg("max", self.max),
        )
    }
}

/// Refuses a hand the solver does not search exactly.
fn check_len(cards: &[Card]) -> Result<(), HandTooLong> {
    if cards.len() > MAX_CARDS {
        return Err(HandTooLong {
            cards: cards.len(),
            max: MAX_CARDS,
        });
    }
    Ok(())
}

/// The best discard(s) from a hand with one card too many.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct DiscardChoice {
    /// Minimum deadwood after the discard.
    pub deadwood: u32,
    /// Every card whose discard reaches that minimum, in card order, each once.
    pub best_discards: Vec<Card>,
    /// The arrangement after discarding the first of `best_discards`.
    pub arrangement: Arrangement,
}

fn card_of(i: usize) -> Card {
    Card::new(Rank::ALL[i % 13], Suit::ALL[(i / 13) % 4])
}

fn tally(cards: &[Card]) -> ([u8; 52], u8) {
    let mut counts = [0u8; 52];
    let mut jokers = 0u8;
    for &c in cards {
        match c {
            Card::Joker => jokers = jokers.saturating_add(1),
            c => counts[c.index()] = counts[c.index()].saturating_add(1),
        }
    }
    (counts, jokers)
}

fn total(cards: &[Card], rules: &MeldRules) -> u32 {
    cards
        .iter()
        .fold(0u32, |t, &c| t.saturating_add(rules.value(c)))
}

/// The minimum deadwood of `cards` under `rules`; [`HandTooLong`] beyond [`MAX_CARDS`].
pub fn min_deadwood(cards: &[Card], rules: &MeldRules) -> Result<u32, HandTooLong> {
    check_len(cards)?;
    if let Some(v) = gin::min_deadwood(cards, rules) {
        return Ok(v);
    }
    let (counts, jokers) = tally(cards);
    let mut solver = Solver::new(counts, jokers, rules);
    Ok(solver
        .solve()
        .deadwood
        .saturating_add(solver.dead_jokers.saturating_mul(rules.joker_value)))
}

/// One minimum-deadwood arrangement, the first by the tie-breaks of the module header;
/// [`HandTooLong`] beyond [`MAX_CARDS`].
#[inline]
pub fn arrange(cards: &[Card], rules: &MeldRules) -> Result<Arrangement, HandTooLong> {
    check_len(cards)?;
    if let Some(a) = blocks::arrange(cards, rules) {
        return Ok(a);
    }
    Ok(listing(cards, rules, true)
        .into_iter()
        .next()
        .unwrap_or_else(|| all_deadwood(cards, rules)))
}

fn all_deadwood(cards: &[Card], rules: &MeldRules) -> Arrangement {
    let mut dead = cards.to_vec();
    dead.sort();
    Arrangement {
        melds: Vec::new(),
        deadwood: total(cards, rules),
        deadwood_cards: DeadCards::from_vec(dead),
    }
}

/// Every minimum-deadwood arrangement, ordered by the tie-breaks of the module header;
/// [`HandTooLong`] beyond [`MAX_CARDS`].
pub fn optimal_arrangements(
    cards: &[Card],
    rules: &MeldRules,
) -> Result<Vec<Arrangement>, HandTooLong> {
    check_len(cards)?;
    if let Some(all) = blocks::optimal_arrangements(cards, rules) {
        return Ok(all);
    }
    Ok(listing(cards, rules, false))
}

/// The optimal arrangements of `cards`: every one with the least deadwood, or with `exact`
/// only those that also have the fewest deadwood cards and then the fewest melds (the only
/// candidates for the first place, and far fewer when jokers can stand for many cards).
/// Callers have checked the length.
fn listing(cards: &[Card], rules: &MeldRules, exact: bool) -> Vec<Arrangement> {
    let (counts, jokers) = tally(cards);
    let mut solver = Solver::new(counts, jokers, rules);
    let target = if exact {
        solver.solve_exact()
    } else {
        solver.solve()
    };
    let mut search = Listing {
        exact,
        path: Vec::new(),
        dead: Vec::new(),
        out: Vec::new(),
        seen: HashSet::new(),
    };
    search.collect(&mut solver, target);
    let extra_jokers = solver.dead_jokers;
    let mut out: Vec<Arrangement> = search
        .out
        .into_iter()
        .map(|(cands, dead, jokers)| {
            let mut melds: Vec<Meld> = cands.iter().map(to_meld).collect();
            sort_melds(&mut melds);
            let mut dead: Vec<Card> = dead.into_iter().map(card_of).collect();
            let jokers = u32::from(jokers) + extra_jokers;
            dead.extend((0..jokers).map(|_| Card::Joker));
            dead.sort();
            Arrangement {
                melds,
                deadwood: total(&dead, rules),
                deadwood_cards: DeadCards::from_vec(dead),
            }
        })
        .collect();
    out.sort_by(compare);
    out.dedup();
    out.truncate(MAX_ARRANGEMENTS);
    out
}

/// The tie-break order of optimal arrangements (see the module header).
fn compare(a: &Arrangement, b: &Arrangement) -> std::cmp::Ordering {
    let key = |x: &Arrangement| (x.deadwood_cards.len(), x.melds.len());
    key(a)
        .cmp(&key(b))
        .then_with(|| a.deadwood_cards.cmp(&b.deadwood_cards))
        .then_with(|| a.melds.cmp(&b.melds))
}

/// Melds in display order: by the first card they stand for, then kind, then length.
fn sort_melds(melds: &mut [Meld]) {
    melds.sort_by(|a, b| {
        let key = |m: &Meld| (m.stands_for.first().copied(), m.kind, m.cards.len());
        key(a).cmp(&key(b)).then_with(|| a.cards.cmp(&b.cards))
    });
}

/// The depth-first listing of every way to reach a target cost from the solver's state.
struct Listing {
    /// Match the whole cost, not just the deadwood.
    exact: bool,
    path: Vec<Cand>,
    dead: Vec<usize>,
    out: Vec<Found>,
    seen: HashSet<Found>,
}

impl Listing {
    /// What is left to reach after paying `cost`, if this branch can still reach `target`.
    fn rest(&self, solver: &mut Solver, target: Cost, cost: Cost) -> Option<Cost> {
        let left = target.minus(cost)?;
        if solver.solve().deadwood != left.deadwood {
            return None;
        }
        (!self.exact || solver.solve_exact() == left).then_some(left)
    }

    fn collect(&mut self, solver: &mut Solver, target: Cost) {
        if self.out.len() >= MAX_ARRANGEMENTS * 4 {
            return;
        }
        let Some(c) = solver.first() else {
            let mut p = self.path.clone();
            p.sort();
            let mut d = self.dead.clone();
            d.sort();
            let found = (p, d, solver.jokers);
            if self.seen.insert(found.clone()) {
                self.out.push(found);
            }
            return;
        };
        solver.toggle_dead(c, true);
        if let Some(left) = self.rest(solver, target, solver.dead_cost(c, self.exact)) {
            self.dead.push(c);
            self.collect(solver, left);
            self.dead.pop();
        }
        solver.toggle_dead(c, false);
        for cand in solver.candidates(c) {
            solver.apply(&cand, true);
            let meld = if self.exact {
                Cost::MELD
            } else {
                Cost::default()
            };
            if let Some(left) = self.rest(solver, target, meld) {
                self.path.push(cand);
                self.collect(solver, left);
                self.path.pop();
            }
            solver.apply(&cand, false);
        }
    }
}

fn to_meld(c: &Cand) -> Meld {
    // A meld never holds more than MAX_MELD_CARDS cards, so no push is refused.
    let mut cards = MeldCards::new();
    let mut stands_for = MeldCards::new();
    match c.kind {
        MeldKind::Run => {
            let suit = Suit::ALL[usize::from(c.anchor % 4)];
            for q in 0..c.len {
                let card = Card::new(run_rank(c.start, q), suit);
                let _ = stands_for.try_push(card);
                let _ = cards.try_push(if c.naturals & (1 << q) != 0 {
                    card
                } else {
                    Card::Joker
                });
            }
        }
        MeldKind::Set => {
            let rank = Rank::ALL[usize::from(c.anchor % 13)];
            let mut jokers = c.jokers;
            for (s, &suit) in Suit::ALL.iter().enumerate() {
                let card = Card::new(rank, suit);
                if c.naturals & (1 << s) != 0 {
                    let _ = cards.try_push(card);
                    let _ = stands_for.try_push(card);
                } else if jokers > 0 {
                    jokers -= 1;
                    let _ = cards.try_push(Card::Joker);
                    let _ = stands_for.try_push(card);
                }
            }
        }
    }
    Meld {
        kind: c.kind,
        cards,
        stands_for,
    }
}

/// For a hand with one card too many (11 in Gin): the minimum deadwood over every discard,
/// and every discard reaching it. `Ok(None)` for an empty hand; [`HandTooLong`] beyond
/// [`MAX_CARDS`].
pub fn best_discard(
    cards: &[Card],
    rules: &MeldRules,
) -> Result<Option<DiscardChoice>, HandTooLong> {
    check_len(cards)?;
    if cards.is_empty() {
        return Ok(None);
    }
    if let Some(choice) = blocks::best_discard(cards, rules) {
        return Ok(Some(choice));
    }
    let (deadwood, best_discards) =
        gin::best_discards(cards, rules).unwrap_or_else(|| shared_discards(cards, rules));
    let Some(&first) = best_discards.first() else {
        return Ok(None);
    };
    let arrangement = arrange(&without(cards, first), rules)?;
    Ok(Some(DiscardChoice {
        deadwood,
        best_discards,
        arrangement,
    }))
}

/// The discards of the generic search: one solver for the whole hand, each discard taken
/// out in turn, so the discards share the memo. Callers have checked the length.
fn shared_discards(cards: &[Card], rules: &MeldRules) -> (u32, Vec<Card>) {
    let (counts, jokers) = tally(cards);
    let mut solver = Solver::new(counts, jokers, rules);
    let jv = rules.joker_value;
    let mut scores = Vec::new();
    for (i, &n) in counts.iter().enumerate() {
        if n > 0 {
            solver.toggle_dead(i, true);
            let dw = solver.solve().deadwood;
            scores.push((
                dw.saturating_add(solver.dead_jokers.saturating_mul(jv)),
                card_of(i),
            ));
            solver.toggle_dead(i, false);
        }
    }
    if jokers > 0 {
        // Discarding a joker: a wild one leaves the search, a dead one leaves the deadwood.
        let wild = solver.jokers > 0;
        solver.take_joker(wild, true);
        let dw = solver.solve().deadwood;
        let dead = solver.dead_jokers.saturating_mul(jv);
        scores.push((dw.saturating_add(dead), Card::Joker));
        solver.take_joker(wild, false);
    }
    keep_best(scores.into_iter())
}

/// The least score and every card reaching it, in card order.
fn keep_best(scores: impl Iterator<Item = (u32, Card)>) -> (u32, Vec<Card>) {
    let mut best = u32::MAX;
    let mut which = Vec::new();
    for (dw, d) in scores {
        if dw < best {
            best = dw;
            which.clear();
        }
        if dw == best {
            which.push(d);
        }
    }
    which.sort();
    which.dedup();
    (best, which)
}

/// `cards` less one copy of `card`.
fn without(cards: &[Card], card: Card) -> Vec<Card> {
    let mut rest = cards.to_vec();
    if let Some(i) = rest.iter().position(|&c| c == card) {
        rest.remove(i);
    }
    rest
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_cards;

    fn cards(t: &str) -> Vec<Card> {
        parse_cards(t).unwrap()
    }

    #[test]
    fn gin_examples() {
        let g = MeldRules::gin();
        let g6 = cards("5S 6S 7S 8S 8H 8D 2C 3C 4C KD");
        assert_eq!(min_deadwood(&g6, &g).unwrap(), 10);
        let a = arrange(&g6, &g).unwrap();
        assert_eq!(a.deadwood_cards.to_vec(), cards("KD"));
        assert_eq!(a.melds.len(), 3);
        assert_eq!(
            min_deadwood(&cards("3S 4S 5S 6S 8D 8C 8H AH 4D 6C"), &g).unwrap(),
            11
        );
        assert_eq!(
            min_deadwood(&cards("QH KH AH 2H 3H 7C 7D 7S 9S 9D"), &g).unwrap(),
            38
        );
        let g10 = arrange(&cards("6H 7H 8H 8C 8D 2S 3S 4S 5D AC"), &g).unwrap();
        assert_eq!(g10.deadwood, 19);
        assert_eq!(g10.deadwood_cards.to_vec(), cards("AC 5D 6H 7H"));
    }

    #[test]
    fn boathouse_examples() {
        let b = MeldRules::boathouse();
        assert_eq!(
            min_deadwood(&cards("AS KS QS 2D 2C 2H 7C 9H AD"), &b).unwrap(),
            27
        );
        assert_eq!(min_deadwood(&cards("KH AH 2H 5C 5D 5S 9C"), &b).unwrap(), 9);
        assert_eq!(
            min_deadwood(&cards("AS AH AD KS QS 2S 3S"), &b).unwrap(),
            22
        );
        assert_eq!(
            min_deadwood(&cards("QS KS AS 2S 3S 9D 9C"), &b).unwrap(),
            18
        );
    }

    #[test]
    fn every_optimal_arrangement_is_listed() {
        // K♠ completes either the run J-Q-K♠ or the set of kings: both leave 20.
        let g = MeldRules::gin();
        let all = optimal_arrangements(&cards("JS QS KS KH KD"), &g).unwrap();
        assert_eq!(all.len(), 2);
        assert!(all.iter().all(|a| a.deadwood == 20 && a.melds.len() == 1));
        assert_eq!(all[0].deadwood_cards.to_vec(), cards("JS QS"));
        assert_eq!(all[1].deadwood_cards.to_vec(), cards("KH KD"));
    }

    #[test]
    fn jokers_and_two_decks() {
        let r5 = MeldRules::rummy_500();
        // Two jokers make 5-6♣ a four-card run; the 9♦ is dead.
        let a = arrange(&cards("5C 6C JK JK 9D"), &r5).unwrap();
        assert_eq!(a.deadwood, 9);
        assert_eq!(a.deadwood_cards.to_vec(), cards("9D"));
        assert_eq!(a.melds[0].cards.len(), 4);
        // Two 7♣: one in a run, one in a set.
        let hand = cards("5C 6C 7C 7C 7H 7D");
        assert_eq!(min_deadwood(&hand, &r5).unwrap(), 0);
        // A joker may replace a natural that is cheaper as deadwood.
        // (a set holds at most four cards, so the 7♠ is cheaper out than the joker).
        assert_eq!(min_deadwood(&cards("7S 7H 7D 7C JK"), &r5).unwrap(), 7);
        // Thirteen clubs and a joker, ace low: the joker can only stand for a club the hand
        // holds (A-6♣ + joker as 7♣, then 7-K♣), yet that melds everything.
        let low = MeldRules {
            ace_mode: crate::meld::AceMode::LowOnly,
            ..r5.clone()
        };
        let clubs = cards("AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC JK");
        assert_eq!(min_deadwood(&clubs, &low).unwrap(), 0);
    }

    #[test]
    fn a_hand_too_long_is_refused_not_guessed() {
        let r5 = MeldRules::rummy_500();
        let hand =
            cards("AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH");
        assert_eq!(hand.len(), 25);
        let too_long = HandTooLong {
            cards: 25,
            max: MAX_CARDS,
        };
        assert_eq!(min_deadwood(&hand, &r5), Err(too_long));
        assert_eq!(arrange(&hand, &r5), Err(too_long));
        assert_eq!(optimal_arrangements(&hand, &r5), Err(too_long));
        assert_eq!(best_discard(&hand, &r5), Err(too_long));
        assert_eq!(too_long.code(), "E_HAND_TOO_LONG");
        assert!(
            too_long.to_string().contains("up to 24 cards"),
            "{too_long}"
        );
        assert_eq!(min_deadwood(&hand[..24], &r5), Ok(0));
    }

    #[test]
    fn best_discard_lists_every_tie() {
        let g = MeldRules::gin();
        let d = best_discard(&cards("5S 6S 7S 8S JC JD JH 2H 3H 4H 5H"), &g)
            .unwrap()
            .unwrap();
        assert_eq!(d.deadwood, 0);
        assert_eq!(d.best_discards, cards("2H 5S 5H 8S"));
        assert!(best_discard(&[], &g).unwrap().is_none());
    }
}
