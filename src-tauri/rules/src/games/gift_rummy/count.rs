//! Counting one 13-card Gift Rummy hand (RULES.md §2.2, §2.3): flush, sequences, same rank,
//! twenty-one, either independently (a card may count in several categories, the default)
//! or exclusively (sequences, sets and the twenty-one use disjoint cards, maximised; the flush
//! stays independent).
//!
//! Sequences: per suit, the cards lying in maximal same-suit runs of 3 or more, counted once
//! with the ace low (A-2-3) and once with it high (Q-K-A); the larger count is taken, so one
//! ace never closes two runs and K-A-2 never wraps.

use super::GiftRummyOptions;
use crate::card::{Card, Rank, Suit};
use serde::{Deserialize, Serialize};

/// Points per category for one hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Breakdown {
    /// Longest suit, when it reaches the flush minimum (5).
    pub flush: u32,
    /// Cards in same-suit runs of 3 or more.
    pub sequences: u32,
    /// Three of a rank 6, four 12, per rank.
    pub sets: u32,
    /// 7 for one twenty-one.
    pub twenty_one: u32,
    /// 10 for the sole knocker after round 1.
    pub knock_bonus: u32,
}

impl Breakdown {
    /// The hand's total.
    pub fn total(&self) -> u32 {
        self.flush + self.sequences + self.sets + self.twenty_one + self.knock_bonus
    }
}

/// Which cards made which category, for the explanation.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Combos {
    /// The cards of the scoring flush (empty if none).
    pub flush: Vec<Card>,
    /// Each scoring run, low to high.
    pub runs: Vec<Vec<Card>>,
    /// Each scoring three or four of a kind.
    pub sets: Vec<Vec<Card>>,
    /// The four cards of the twenty-one, if one counts.
    pub twenty_one: Vec<Card>,
}

/// The flush: the longest suit's cards, when long enough (ties: the first suit, scored once).
fn flush(options: &GiftRummyOptions, cards: &[Card]) -> (u32, Vec<Card>) {
    let best = Suit::ALL
        .iter()
        .map(|&s| {
            cards
                .iter()
                .copied()
                .filter(|c| c.suit() == Some(s))
                .collect::<Vec<_>>()
        })
        .fold(
            Vec::new(),
            |best, v| if v.len() > best.len() { v } else { best },
        );
    let len = u32::try_from(best.len()).unwrap_or(0);
    if len >= options.flush_min {
        (len, best)
    } else {
        (0, Vec::new())
    }
}

/// Maximal runs of 3+ among `present` (indexed by position 1..=14).
fn runs_of(present: &[bool; 15]) -> Vec<Vec<usize>> {
    let mut runs = Vec::new();
    let mut current = Vec::new();
    for (pos, &here) in present.iter().enumerate().skip(1) {
        if here {
            current.push(pos);
        } else {
            if current.len() >= 3 {
                runs.push(current.clone());
            }
            current.clear();
        }
    }
    if current.len() >= 3 {
        runs.push(current);
    }
    runs
}

/// Sequences: per suit the better of ace low and ace high.
fn sequences(cards: &[Card]) -> (u32, Vec<Vec<Card>>) {
    let mut total = 0;
    let mut all = Vec::new();
    for suit in Suit::ALL {
        let mut low = [false; 15];
        for c in cards.iter().filter(|c| c.suit() == Some(suit)) {
            if let Some(r) = c.rank() {
                low[usize::from(r.number())] = true;
            }
        }
        let mut high = low;
        high[14] = low[1];
        high[1] = false;
        let (lo, hi) = (runs_of(&low), runs_of(&high));
        let count = |rs: &[Vec<usize>]| rs.iter().map(Vec::len).sum::<usize>();
        let best = if count(&hi) > count(&lo) { hi } else { lo };
        for run in best {
            total += run.len();
            let run: Vec<Card> = run
                .iter()
                .filter_map(|&p| Rank::from_number(if p == 14 { 1 } else { p as u8 }))
                .map(|r| Card::new(r, suit))
                .collect();
            all.push(run);
        }
    }
    (u32::try_from(total).unwrap_or(0), all)
}

/// Same rank: three 6, four 12 (by default), each rank on its own.
fn sets(options: &GiftRummyOptions, cards: &[Card]) -> (u32, Vec<Vec<Card>>) {
    let mut total = 0;
    let mut found = Vec::new();
    for rank in Rank::ALL {
        let of: Vec<Card> = cards
            .iter()
            .copied()
            .filter(|c| c.rank() == Some(rank))
            .collect();
        match of.len() {
            3 => total += options.three_of_a_kind,
            4 => total += options.four_of_a_kind,
            _ => continue,
        }
        found.push(of);
    }
    (total, found)
}

/// A card's twenty-one value: A 1, 2–10 pip, J/Q/K 5.
pub fn twenty_one_value(card: Card) -> u32 {
    match card.rank() {
        Some(Rank::Jack | Rank::Queen | Rank::King) => 5,
        Some(r) => u32::from(r.number()),
        None => 0,
    }
}

/// Every twenty-one: one card of each suit, values adding up to 21 (in ♠ ♥ ♦ ♣ order).
pub fn twenty_ones(options: &GiftRummyOptions, cards: &[Card]) -> Vec<[Card; 4]> {
    let by_suit: Vec<Vec<Card>> = Suit::ALL
        .iter()
        .map(|&s| {
            cards
                .iter()
                .copied()
                .filter(|c| c.suit() == Some(s))
                .collect()
        })
        .collect();
    let mut found = Vec::new();
    for &a in &by_suit[0] {
        for &b in &by_suit[1] {
            for &c in &by_suit[2] {
                for &d in &by_suit[3] {
                    let sum: u32 = [a, b, c, d].iter().map(|&x| twenty_one_value(x)).sum();
                    if sum == options.twenty_one_total {
                        found.push([a, b, c, d]);
                    }
                }
            }
        }
    }
    found
}

/// Independent counting (the default): every category on its own.
pub fn independent(options: &GiftRummyOptions, cards: &[Card]) -> (Breakdown, Combos) {
    let (flush, flush_cards) = flush(options, cards);
    let (sequences, runs) = sequences(cards);
    let (sets, set_cards) = sets(options, cards);
    let t = twenty_ones(options, cards).into_iter().next();
    let breakdown = Breakdown {
        flush,
        sequences,
        sets,
        twenty_one: if t.is_some() { options.twenty_one } else { 0 },
        knock_bonus: 0,
    };
    let combos = Combos {
        flush: flush_cards,
        runs,
        sets: set_cards,
        twenty_one: t.map(Vec::from).unwrap_or_default(),
    };
    (breakdown, combos)
}

/// Every choice of sets among `cards`: per rank with 3+ cards, none, each three, or all four.
fn set_choices(cards: &[Card]) -> Vec<Vec<Vec<Card>>> {
    let mut choices: Vec<Vec<Vec<Card>>> = vec![Vec::new()];
    for rank in Rank::ALL {
        let of: Vec<Card> = cards
            .iter()
            .copied()
            .filter(|c| c.rank() == Some(rank))
            .collect();
        if of.len() < 3 {
            continue;
        }
        let mut options: Vec<Option<Vec<Card>>> = vec![None];
        for skip in 0..of.len() {
            if of.len() == 4 || skip == 0 {
                let three: Vec<Card> = if of.len() == 4 {
                    of.iter()
                        .enumerate()
                        .filter(|&(i, _)| i != skip)
                        .map(|(_, &c)| c)
                        .collect()
                } else {
                    of.clone()
                };
                options.push(Some(three));
            }
        }
        if of.len() == 4 {
            options.push(Some(of.clone()));
        }
        choices = choices
            .into_iter()
            .flat_map(|base| {
                options.iter().map(move |o| {
                    let mut next = base.clone();
                    next.extend(o.clone());
                    next
                })
            })
            .collect();
    }
    choices
}

/// Exclusive counting (option): sequences, sets and the twenty-one use disjoint cards, and
/// the split with the highest total is taken (the first found on a tie); the flush stays
/// independent.
pub fn exclusive(options: &GiftRummyOptions, cards: &[Card]) -> (Breakdown, Combos) {
    let (flush, flush_cards) = flush(options, cards);
    let without = |from: &[Card], used: &[Card]| -> Vec<Card> {
        from.iter().copied().filter(|c| !used.contains(c)).collect()
    };
    let mut twenties: Vec<Option<[Card; 4]>> = vec![None];
    twenties.extend(twenty_ones(options, cards).into_iter().map(Some));
    let mut best: Option<(Breakdown, Combos)> = None;
    for t in twenties {
        let t_cards: Vec<Card> = t.map(Vec::from).unwrap_or_default();
        let rest = without(cards, &t_cards);
        for chosen in set_choices(&rest) {
            let set_score: u32 = chosen
                .iter()
                .map(|s| match s.len() {
                    4 => options.four_of_a_kind,
                    _ => options.three_of_a_kind,
                })
                .sum();
            let used: Vec<Card> = chosen.iter().flatten().copied().collect();
            let (sequences, runs) = sequences(&without(&rest, &used));
            let breakdown = Breakdown {
                flush,
                sequences,
                sets: set_score,
                twenty_one: if t.is_some() { options.twenty_one } else { 0 },
                knock_bonus: 0,
            };
            if best
                .as_ref()
                .is_none_or(|(b, _)| breakdown.total() > b.total())
            {
                let combos = Combos {
                    flush: flush_cards.clone(),
                    runs,
                    sets: chosen.clone(),
                    twenty_one: t_cards.clone(),
                };
                best = Some((breakdown, combos));
            }
        }
    }
    best.unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_cards;

    fn count(hand: &str) -> (u32, u32) {
        let o = GiftRummyOptions::default();
        let cards = parse_cards(hand).unwrap();
        (
            independent(&o, &cards).0.total(),
            exclusive(&o, &cards).0.total(),
        )
    }

    #[test]
    fn gr1_gr2_gr3() {
        assert_eq!(count("4H 5H 6H 7H 9H KH 5S 8S 2D 3D 4D JC QC"), (20, 17));
        assert_eq!(count("AS 2S 3S JS QS KS 7H 7D 7C 2H 9D 4C 5H"), (25, 23));
        assert_eq!(count("8S 8H 8D 8C 9S TS JS 2H 3H KD QD AC 5C"), (23, 19));
    }

    #[test]
    fn ace_high_beats_ace_low_when_longer() {
        let cards = parse_cards("AS 2S JS QS KS").unwrap();
        let (n, runs) = sequences(&cards);
        assert_eq!(n, 4);
        assert_eq!(runs.len(), 1);
    }
}
