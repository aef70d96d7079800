//! Gin Rummy's lay-off search against an independent brute force (RULES.md §1.3.4–5).
//!
//! The oracle tries every subset of the defender's cards and accepts it when the cards can be
//! laid off one at a time onto the knocker's displayed melds (a run takes the card just below
//! or above its current ends, a 3-card set its fourth card), in some order. The defender's
//! final deadwood is then the minimum over accepted subsets of the minimum deadwood of the
//! rest, and in auto mode the knocker shows the optimal arrangement that maximises it.

#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)]

use cardtable_brute::brute_valued;
use cardtable_rules::arrange::{min_deadwood, optimal_arrangements};
use cardtable_rules::games::gin::{CardsEntry, Gin, GinHand, GinOptions, GinResult};
use cardtable_rules::games::{Game, Table};
use cardtable_rules::meld::{Meld, MeldKind, MeldRules};
use cardtable_rules::{Card, Rank, Suit};
use proptest::prelude::*;

/// A displayed meld as the oracle sees it: a run (suit, low, high) or a set (rank, size).
#[derive(Clone, Copy, Debug)]
enum Target {
    Run(Suit, u8, u8),
    Set(u8, usize),
}

fn targets(melds: &[Meld]) -> Vec<Target> {
    melds
        .iter()
        .map(|m| {
            let ranks: Vec<u8> = m
                .cards
                .iter()
                .filter_map(|c| c.rank())
                .map(Rank::number)
                .collect();
            match m.kind {
                MeldKind::Run => Target::Run(
                    m.cards[0].suit().unwrap(),
                    *ranks.iter().min().unwrap(),
                    *ranks.iter().max().unwrap(),
                ),
                MeldKind::Set => Target::Set(ranks[0], m.cards.len()),
            }
        })
        .collect()
}

/// Can every card in `left` be laid off, one at a time, in some order?
fn layable(t: &mut Vec<Target>, left: &mut Vec<Card>) -> bool {
    if left.is_empty() {
        return true;
    }
    for i in 0..left.len() {
        let c = left[i];
        let (r, s) = (c.rank().unwrap().number(), c.suit().unwrap());
        for j in 0..t.len() {
            let before = t[j];
            let after = match before {
                Target::Run(rs, lo, hi) if rs == s && lo > 1 && r == lo - 1 => {
                    Target::Run(rs, r, hi)
                }
                Target::Run(rs, lo, hi) if rs == s && hi < 13 && r == hi + 1 => {
                    Target::Run(rs, lo, r)
                }
                Target::Set(rank, 3) if rank == r => Target::Set(rank, 4),
                _ => continue,
            };
            t[j] = after;
            left.remove(i);
            let ok = layable(t, left);
            left.insert(i, c);
            t[j] = before;
            if ok {
                return true;
            }
        }
    }
    false
}

/// Gin's deadwood values (RULES.md §1: ace 1, pips as marked, faces 10), written out here.
fn gin_value(c: Card) -> u32 {
    u32::from(c.rank().map_or(0, Rank::number).min(10))
}

/// The defender's least deadwood after laying off onto `melds`: every subset of the defender's
/// cards that can be laid off (one at a time, in some order), the rest counted by the brute
/// force of `solver_props` with [`gin_value`]: independent of the referee's solver.
fn oracle_defence(melds: &[Meld], defender: &[Card]) -> u32 {
    let rules = MeldRules::gin();
    let base = targets(melds);
    let mut brute = brute_valued(
        defender,
        &rules,
        defender.iter().map(|&c| gin_value(c)).collect(),
    );
    let all = (1u32 << defender.len()) - 1;
    let mut best = u32::MAX;
    for mask in 0u32..=all {
        let mut laid: Vec<Card> = (0..defender.len())
            .filter(|i| mask >> i & 1 == 1)
            .map(|i| defender[i])
            .collect();
        if layable(&mut base.clone(), &mut laid) {
            best = best.min(brute.best(all & !mask));
        }
    }
    best
}

fn card(i: usize) -> Card {
    Card::new(Rank::ALL[i % 13], Suit::ALL[i / 13])
}

/// 20 distinct cards; `low` keeps to ranks A–8 so melds and lay-offs are common.
fn deal() -> impl Strategy<Value = (Vec<Card>, Vec<Card>)> {
    (
        any::<bool>(),
        Just((0..52usize).collect::<Vec<_>>()).prop_shuffle(),
    )
        .prop_map(|(low, deck)| {
            let pool: Vec<Card> = deck
                .into_iter()
                .map(card)
                .filter(|c| !low || c.rank().is_some_and(|r| r.number() <= 8))
                .collect();
            (pool[..10].to_vec(), pool[10..20].to_vec())
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]

    #[test]
    fn defender_deadwood_matches_the_brute_force((k, d) in deal()) {
        let rules = MeldRules::gin();
        let o = GinOptions { knock_limit: 98, ..GinOptions::seed() };
        let entry = CardsEntry { knocker: 0, knocker_cards: k.clone(), defender_cards: d.clone(), knocker_melds: None, upcard: None, layoffs: None };
        let table = Table { seats: 2, hand_index: 0, dealer: 1 };
        let s = Gin::score(&o, &table, &GinHand::Cards(entry)).expect("a legal knock with limit 98");
        let out = &s.outcome;
        if out.result == GinResult::Gin {
            let all = (1u32 << d.len()) - 1;
            let mut brute = brute_valued(&d, &rules, d.iter().map(|&c| gin_value(c)).collect());
            prop_assert_eq!(out.defender_deadwood, brute.best(all));
            return Ok(());
        }
        let expected = optimal_arrangements(&k, &rules)
            .unwrap()
            .iter()
            .map(|a| oracle_defence(&a.melds, &d))
            .max()
            .unwrap();
        prop_assert_eq!(out.defender_deadwood, expected);
        // The reported lay-offs are playable onto the shown melds and leave exactly D.
        let mut laid: Vec<Card> = out.layoffs.iter().map(|l| l.card).collect();
        let rest: Vec<Card> = d.iter().copied().filter(|c| !laid.contains(c)).collect();
        prop_assert_eq!(min_deadwood(&rest, &rules).unwrap(), out.defender_deadwood);
        prop_assert!(layable(&mut targets(&out.knocker_melds), &mut laid));
        // The lay-offs the referee found are accepted when entered back.
        let again = CardsEntry {
            knocker: 0, knocker_cards: k, defender_cards: d, upcard: None,
            knocker_melds: Some(out.knocker_melds.iter().map(|m| m.cards.to_vec()).collect()),
            layoffs: Some(out.layoffs.iter().map(|l| l.card).collect()),
        };
        let s2 = Gin::score(&o, &table, &GinHand::Cards(again)).expect("entered lay-offs accepted");
        prop_assert_eq!(s2.outcome.defender_deadwood, out.defender_deadwood);
        prop_assert_eq!(s2.points, s.points);
    }
}
