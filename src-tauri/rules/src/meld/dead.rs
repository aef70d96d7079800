//! [`DeadCards`]: the cards of an arrangement outside every meld, in card order (rank, then
//! suit; jokers last).
//!
//! The fast solver works on one-deck hands as bit masks, and there the dead cards are simply
//! the bits no meld took: they are kept as that mask (and a count of dead jokers) and turned
//! into cards only when read. Writing them out card by card, and then moving the list with the
//! arrangement, cost as much as the whole solve (issue 13). Hands with repeated cards (several
//! decks) keep a plain list. Both forms read, compare, hash and serialize the same way: as the
//! list of cards in card order.

use crate::card::{Card, Rank, Suit};
use serde::ser::{Serialize, SerializeSeq, Serializer};
use std::cmp::Ordering;
use std::fmt;
use std::hash::{Hash, Hasher};

/// The cards outside every meld, in card order (rank, then suit; jokers last).
#[derive(Clone, Default)]
pub struct DeadCards(Form);

#[derive(Clone)]
enum Form {
    /// Distinct standard cards as a rank-major mask (bit `rank index * 4 + suit index`, whose
    /// bit order is card order), then `jokers` jokers.
    Mask { bits: u64, jokers: u32 },
    /// Any cards, in the order given (the solvers give card order).
    List(Vec<Card>),
}

impl Default for Form {
    fn default() -> Self {
        Form::Mask { bits: 0, jokers: 0 }
    }
}

/// Each card by its rank-major index (`rank * 4 + suit`); the 12 spare entries are never read.
static BY_RANK_MAJOR: [Card; 64] = {
    let mut t = [Card::Joker; 64];
    let mut k = 0;
    while k < 52 {
        t[k] = Card::Standard(Rank::ALL[k / 4], Suit::ALL[k % 4]);
        k += 1;
    }
    t
};

impl DeadCards {
    /// No cards.
    pub fn new() -> Self {
        Self::default()
    }

    /// The cards of a rank-major mask (bit `rank index * 4 + suit index`; bits 52 and up are
    /// ignored), then `jokers` jokers.
    pub fn from_mask(bits: u64, jokers: u32) -> Self {
        DeadCards(Form::Mask {
            bits: bits & ((1 << 52) - 1),
            jokers,
        })
    }

    /// These cards, in the order given (callers give card order).
    pub fn from_vec(cards: Vec<Card>) -> Self {
        DeadCards(Form::List(cards))
    }

    /// How many cards.
    pub fn len(&self) -> usize {
        match &self.0 {
            Form::Mask { bits, jokers } => bits.count_ones() as usize + *jokers as usize,
            Form::List(v) => v.len(),
        }
    }

    /// No cards at all.
    pub fn is_empty(&self) -> bool {
        match &self.0 {
            Form::Mask { bits, jokers } => *bits == 0 && *jokers == 0,
            Form::List(v) => v.is_empty(),
        }
    }

    /// The cards, in card order.
    pub fn iter(&self) -> Iter<'_> {
        match &self.0 {
            Form::Mask { bits, jokers } => Iter::Mask {
                bits: *bits,
                jokers: *jokers,
            },
            Form::List(v) => Iter::List(v.iter()),
        }
    }

    /// The cards as a list.
    pub fn to_vec(&self) -> Vec<Card> {
        match &self.0 {
            Form::Mask { .. } => self.iter().collect(),
            Form::List(v) => v.clone(),
        }
    }

    /// The cards as a list (no copy when they already are one).
    pub fn into_vec(self) -> Vec<Card> {
        match self.0 {
            Form::Mask { .. } => self.iter().collect(),
            Form::List(v) => v,
        }
    }
}

/// The cards of a [`DeadCards`], in card order.
#[derive(Clone)]
pub enum Iter<'a> {
    #[doc(hidden)]
    Mask { bits: u64, jokers: u32 },
    #[doc(hidden)]
    List(std::slice::Iter<'a, Card>),
}

impl Iterator for Iter<'_> {
    type Item = Card;

    #[inline]
    fn next(&mut self) -> Option<Card> {
        match self {
            Iter::Mask { bits, jokers } => {
                if *bits != 0 {
                    let k = bits.trailing_zeros() as usize;
                    *bits &= *bits - 1;
                    Some(BY_RANK_MAJOR[k & 63])
                } else if *jokers > 0 {
                    *jokers -= 1;
                    Some(Card::Joker)
                } else {
                    None
                }
            }
            Iter::List(it) => it.next().copied(),
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = match self {
            Iter::Mask { bits, jokers } => bits.count_ones() as usize + *jokers as usize,
            Iter::List(it) => it.len(),
        };
        (n, Some(n))
    }
}

impl ExactSizeIterator for Iter<'_> {}

impl<'a> IntoIterator for &'a DeadCards {
    type Item = Card;
    type IntoIter = Iter<'a>;

    fn into_iter(self) -> Iter<'a> {
        self.iter()
    }
}

impl FromIterator<Card> for DeadCards {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Self {
        DeadCards::from_vec(iter.into_iter().collect())
    }
}

impl From<Vec<Card>> for DeadCards {
    fn from(cards: Vec<Card>) -> Self {
        DeadCards::from_vec(cards)
    }
}

impl PartialEq for DeadCards {
    fn eq(&self, other: &Self) -> bool {
        match (&self.0, &other.0) {
            (Form::Mask { .. }, Form::Mask { .. }) | (Form::List(_), Form::List(_)) => {
                self.iter().eq(other.iter())
            }
            _ => self.len() == other.len() && self.iter().eq(other.iter()),
        }
    }
}

impl Eq for DeadCards {}

impl PartialOrd for DeadCards {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// As lists of cards compare: card by card, a shorter prefix first.
impl Ord for DeadCards {
    fn cmp(&self, other: &Self) -> Ordering {
        self.iter().cmp(other.iter())
    }
}

/// As the list of cards hashes.
impl Hash for DeadCards {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_usize(self.len());
        for c in self.iter() {
            c.hash(state);
        }
    }
}

impl fmt::Debug for DeadCards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// As the list of cards.
impl Serialize for DeadCards {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(Some(self.len()))?;
        for c in self.iter() {
            seq.serialize_element(&c)?;
        }
        seq.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_cards;

    fn cards(s: &str) -> Vec<Card> {
        parse_cards(s).unwrap_or_default()
    }

    /// Rank-major bit of a card.
    fn bit(c: Card) -> u64 {
        match c {
            Card::Standard(r, s) => 1 << ((usize::from(r.number()) - 1) * 4 + s.index()),
            Card::Joker => 0,
        }
    }

    #[test]
    fn a_mask_reads_as_its_cards_in_card_order() {
        let hand = cards("KD 2S AC 2H 10S");
        let mask = hand.iter().fold(0, |m, &c| m | bit(c));
        let dead = DeadCards::from_mask(mask, 2);
        let want = cards("AC 2S 2H 10S KD JK JK");
        assert_eq!(dead.to_vec(), want);
        assert_eq!(dead.len(), 7);
        assert!(!dead.is_empty());
        assert!(DeadCards::from_mask(0, 0).is_empty());
        assert_eq!(dead.iter().len(), 7);
    }

    #[test]
    fn both_forms_compare_hash_and_serialize_as_the_list() {
        use std::collections::hash_map::DefaultHasher;
        let list = cards("3C 9H QS");
        let mask = DeadCards::from_mask(list.iter().fold(0, |m, &c| m | bit(c)), 0);
        let plain = DeadCards::from_vec(list.clone());
        assert_eq!(mask, plain);
        let h = |d: &DeadCards| {
            let mut s = DefaultHasher::new();
            d.hash(&mut s);
            s.finish()
        };
        assert_eq!(h(&mask), h(&plain));
        assert_eq!(
            serde_json::to_string(&mask).ok(),
            serde_json::to_string(&list).ok()
        );
        assert_eq!(format!("{mask:?}"), format!("{list:?}"));
        let shorter = DeadCards::from_vec(cards("3C 9H"));
        assert!(shorter < mask);
        assert_ne!(shorter, mask);
        assert_eq!(mask.cmp(&plain), Ordering::Equal);
        assert_eq!(mask.clone().into_vec(), list);
    }
}
