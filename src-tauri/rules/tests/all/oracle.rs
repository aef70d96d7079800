//! The gin fast path agrees with the `gin-rummy` crate (an independent exact solver, used only
//! here as an oracle) on 1,000,000 random 10-card hands and 1,000,000 random 11-card hands: the
//! minimum deadwood, and for 11 cards the deadwood after the best discard and which discards
//! reach it. The arrangements the referee shows are checked too: the 10-card arrangement and
//! the one after the best discard are read back through `validate_arrangement` (the checker a
//! declared arrangement goes through) and must give the same deadwood and the same dead cards.
//! Hands come from a fixed-seed splitmix64 generator, so a failure reproduces.

#![allow(clippy::unwrap_used, clippy::panic)] // test helpers: every card dealt here is a standard card, and a bad arrangement fails the test

use cardtable_rules::arrange::{arrange, best_discard, min_deadwood};
use cardtable_rules::meld::{validate_arrangement, Arrangement, MeldRules};
use cardtable_rules::{Card, Rank, Suit};

struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// `n` distinct cards of one deck (a partial Fisher-Yates shuffle).
    fn deal(&mut self, n: usize) -> Vec<Card> {
        let mut deck: Vec<usize> = (0..52).collect();
        for i in 0..n {
            let j = i + (self.next() % (52 - i) as u64) as usize;
            deck.swap(i, j);
        }
        deck[..n]
            .iter()
            .map(|&i| Card::new(Rank::ALL[i % 13], Suit::ALL[i / 13]))
            .collect()
    }
}

fn oracle_hand(cards: &[Card]) -> gin_rummy::Hand {
    cards
        .iter()
        .map(|c| {
            let suit = match c.suit().unwrap() {
                Suit::Spades => gin_rummy::Suit::Spades,
                Suit::Hearts => gin_rummy::Suit::Hearts,
                Suit::Diamonds => gin_rummy::Suit::Diamonds,
                Suit::Clubs => gin_rummy::Suit::Clubs,
            };
            gin_rummy::Card {
                suit,
                rank: gin_rummy::Rank::new(c.rank().unwrap().number()),
            }
        })
        .collect()
}

fn oracle(cards: &[Card]) -> u32 {
    u32::from(gin_rummy::deadwood(oracle_hand(cards)))
}

const HANDS: usize = 1_000_000;

/// `a` is a real arrangement of `hand` with `deadwood`: its melds, declared back, are valid and
/// leave exactly its dead cards.
fn check_arrangement(a: &Arrangement, hand: &[Card], deadwood: u32, rules: &MeldRules, n: usize) {
    assert_eq!(a.deadwood, deadwood, "hand {n}: {hand:?}");
    let melds: Vec<Vec<Card>> = a.melds.iter().map(|m| m.cards.to_vec()).collect();
    let back = validate_arrangement(&melds, hand, rules)
        .unwrap_or_else(|e| panic!("hand {n}: {hand:?}: {e}"));
    assert_eq!(back.deadwood, deadwood, "hand {n}: {hand:?}");
    let mut dead = a.deadwood_cards.to_vec();
    let mut dead_back = back.deadwood_cards.to_vec();
    dead.sort();
    dead_back.sort();
    assert_eq!(dead, dead_back, "hand {n}: {hand:?}");
}

#[test]
fn ten_card_hands_agree_with_the_gin_rummy_crate() {
    let rules = MeldRules::gin();
    let mut rng = SplitMix(0x00c0_ffee);
    for n in 0..HANDS {
        let hand = rng.deal(10);
        let expected = oracle(&hand);
        assert_eq!(
            min_deadwood(&hand, &rules).unwrap(),
            expected,
            "hand {n}: {hand:?}"
        );
        check_arrangement(&arrange(&hand, &rules).unwrap(), &hand, expected, &rules, n);
    }
}

#[test]
fn eleven_card_hands_and_best_discards_agree_with_the_gin_rummy_crate() {
    let rules = MeldRules::gin();
    let mut rng = SplitMix(0x0bad_5eed);
    for n in 0..HANDS {
        let hand = rng.deal(11);
        assert_eq!(
            min_deadwood(&hand, &rules).unwrap(),
            oracle(&hand),
            "hand {n}: {hand:?}"
        );
        let after: Vec<(u32, Card)> = (0..11)
            .map(|i| {
                let mut rest = hand.clone();
                let d = rest.remove(i);
                (oracle(&rest), d)
            })
            .collect();
        let best = after.iter().map(|a| a.0).min().unwrap();
        let mut which: Vec<Card> = after.iter().filter(|a| a.0 == best).map(|a| a.1).collect();
        which.sort();
        let got = best_discard(&hand, &rules).unwrap().unwrap();
        assert_eq!(got.deadwood, best, "hand {n}: {hand:?}");
        assert_eq!(got.best_discards, which, "hand {n}: {hand:?}");
        let mut rest = hand.clone();
        let first = rest.iter().position(|&c| c == which[0]).unwrap();
        rest.remove(first);
        check_arrangement(&got.arrangement, &rest, best, &rules, n);
    }
}
