//! The naive brute force the rules' meld solver is checked against (issue 21): every subset of
//! a hand is tested for being a meld with its own simple rules check, written from RULES.md
//! §0.2 and not from the rules crate's `meld.rs`, then a memoised search over the subsets left
//! picks disjoint melds. Only the card and rule types come from the rules crate.
//!
//! A crate of its own so that `make test` can optimise it (Cargo.toml, `profile.ci.package`)
//! while the rules crate it checks stays unoptimised: the brute force is most of the solver
//! properties' run (measured with perf), and unoptimised it made them the longest tests of the
//! run. Used by the rules crate's integration tests only.

use cardtable_rules::meld::{AceMode, MeldRules};
use cardtable_rules::Card;
use std::collections::HashMap;

/// Is this subset of cards a meld? Written from RULES.md §0.2, not from `meld.rs`.
pub fn is_meld(cards: &[Card], rules: &MeldRules) -> bool {
    let wild = rules.deck.jokers > 0;
    let jokers = cards.iter().filter(|c| c.is_joker()).count();
    if jokers > 0 && !wild {
        return false;
    }
    let nat: Vec<(u8, usize)> = cards
        .iter()
        .filter_map(|c| Some((c.rank()?.number(), c.suit()?.index())))
        .collect();
    if nat.is_empty() {
        return false;
    }
    let n = cards.len();
    // Set: one rank, all suits different, size within limits.
    let set = rules.sets
        && n >= usize::from(rules.min_set)
        && n <= usize::from(rules.max_set).min(4)
        && nat.iter().all(|p| p.0 == nat[0].0)
        && (0..nat.len()).all(|i| (0..i).all(|j| nat[i].1 != nat[j].1));
    if set {
        return true;
    }
    if !rules.runs || n < usize::from(rules.min_run) || n > 13 {
        return false;
    }
    if !nat.iter().all(|p| p.1 == nat[0].1) {
        return false;
    }
    // Run: some window of n consecutive ranks holds each natural rank exactly once.
    let windows: Vec<Vec<u8>> = match rules.ace_mode {
        AceMode::LowOnly => (1..=14 - n as u8)
            .map(|lo| (lo..lo + n as u8).collect())
            .collect(),
        // Ranks 1..14 with 14 = the ace high.
        AceMode::LowOrHigh => (1..=15 - n as u8)
            .map(|lo| (lo..lo + n as u8).map(|r| (r - 1) % 13 + 1).collect())
            .collect(),
        AceMode::RoundTheCorner => (1..=13u8)
            .map(|lo| (0..n as u8).map(|k| (lo - 1 + k) % 13 + 1).collect())
            .collect(),
    };
    windows.iter().any(|w| {
        let mut used = vec![false; w.len()];
        nat.iter()
            .all(|&(r, _)| match w.iter().position(|&x| x == r) {
                Some(p) if !used[p] => {
                    used[p] = true;
                    true
                }
                _ => false,
            })
    })
}

/// Every meld of the hand as a bit mask over hand positions.
pub fn all_melds(hand: &[Card], rules: &MeldRules) -> Vec<u32> {
    let n = hand.len();
    (1u32..1 << n)
        .filter(|&m| {
            let sub: Vec<Card> = (0..n)
                .filter(|i| m & (1 << i) != 0)
                .map(|i| hand[i])
                .collect();
            is_meld(&sub, rules)
        })
        .collect()
}

/// The brute force: every partition of a hand into melds and deadwood, memoised by the mask
/// of cards left. Also the oracle of the Gin lay-off property (the rules' `props_gin`).
pub struct Brute {
    /// Each card's deadwood value, by position.
    values: Vec<u32>,
    melds: Vec<u32>,
    memo: HashMap<u32, u32>,
}

impl Brute {
    /// Minimum deadwood of the cards at the positions in `left`.
    pub fn best(&mut self, left: u32) -> u32 {
        if left == 0 {
            return 0;
        }
        if let Some(&v) = self.memo.get(&left) {
            return v;
        }
        let first = left.trailing_zeros();
        let mut best = self.values[first as usize] + self.best(left & !(1 << first));
        for k in 0..self.melds.len() {
            let m = self.melds[k];
            if m & (1 << first) != 0 && m & !left == 0 {
                best = best.min(self.best(left & !m));
            }
        }
        self.memo.insert(left, best);
        best
    }

    /// How many partitions of `left` into melds and deadwood reach `target`.
    pub fn count(&mut self, left: u32, target: u32) -> usize {
        if left == 0 {
            return usize::from(target == 0);
        }
        let first = left.trailing_zeros();
        let v = self.values[first as usize];
        let mut total = 0;
        if v <= target && self.best(left & !(1 << first)) == target - v {
            total += self.count(left & !(1 << first), target - v);
        }
        for k in 0..self.melds.len() {
            let m = self.melds[k];
            if m & (1 << first) != 0 && m & !left == 0 && self.best(left & !m) == target {
                total += self.count(left & !m, target);
            }
        }
        total
    }
}

pub fn brute(hand: &[Card], rules: &MeldRules) -> Brute {
    brute_valued(hand, rules, hand.iter().map(|&c| rules.value(c)).collect())
}

/// The brute force with each card's value given (by position), so an oracle can count values
/// by its own table rather than `MeldRules::value`.
pub fn brute_valued(hand: &[Card], rules: &MeldRules, values: Vec<u32>) -> Brute {
    Brute {
        values,
        melds: all_melds(hand, rules),
        memo: HashMap::new(),
    }
}

pub fn brute_min(hand: &[Card], rules: &MeldRules) -> u32 {
    brute(hand, rules).best((1u32 << hand.len()) - 1)
}
