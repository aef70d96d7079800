//! Playing cards: ranks, suits, jokers, and their two printed forms.
//!
//! `Display` prints the compact ASCII form (`As`, `Td`, `JK`) that [`crate::notation`] parses
//! back; [`Card::pretty`] prints the unicode form used in messages and the UI (`A♠`, `10♦`).

use serde::{Deserialize, Serialize};
use std::fmt;

/// The four suits, in the order `RULES.md` writes them: ♠ ♥ ♦ ♣.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Suit {
    /// ♠
    Spades = 0,
    /// ♥
    Hearts = 1,
    /// ♦
    Diamonds = 2,
    /// ♣
    Clubs = 3,
}

impl Suit {
    /// All suits in index order.
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    /// 0..4, stable (used for bit layouts).
    pub fn index(self) -> usize {
        self as usize
    }

    /// Lower-case ASCII letter: `s h d c`.
    pub fn letter(self) -> char {
        match self {
            Suit::Spades => 's',
            Suit::Hearts => 'h',
            Suit::Diamonds => 'd',
            Suit::Clubs => 'c',
        }
    }

    /// Unicode symbol: `♠ ♥ ♦ ♣`.
    pub fn symbol(self) -> char {
        match self {
            Suit::Spades => '♠',
            Suit::Hearts => '♥',
            Suit::Diamonds => '♦',
            Suit::Clubs => '♣',
        }
    }

    /// English plural name, for messages ("the heart run").
    pub fn name(self) -> &'static str {
        match self {
            Suit::Spades => "spade",
            Suit::Hearts => "heart",
            Suit::Diamonds => "diamond",
            Suit::Clubs => "club",
        }
    }
}

/// Ranks, ace low in numbering: `Ace` = 1 … `King` = 13.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Rank {
    /// A (1; some games also treat it as 14 or value 11/15)
    Ace = 1,
    /// 2
    Two = 2,
    /// 3
    Three = 3,
    /// 4
    Four = 4,
    /// 5
    Five = 5,
    /// 6
    Six = 6,
    /// 7
    Seven = 7,
    /// 8
    Eight = 8,
    /// 9
    Nine = 9,
    /// 10
    Ten = 10,
    /// J
    Jack = 11,
    /// Q
    Queen = 12,
    /// K
    King = 13,
}

impl Rank {
    /// All ranks, ace first.
    pub const ALL: [Rank; 13] = [
        Rank::Ace,
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
    ];

    /// 1 (ace) … 13 (king).
    pub fn number(self) -> u8 {
        self as u8
    }

    /// The rank with number 1..=13, if any.
    pub fn from_number(n: u8) -> Option<Rank> {
        Rank::ALL.get(usize::from(n).checked_sub(1)?).copied()
    }

    /// The usual rummy value: A = 1, pips, J/Q/K = 10.
    pub fn pip_value(self) -> u32 {
        u32::from(self.number().min(10))
    }

    /// One ASCII character: `A 2 … 9 T J Q K`.
    pub fn letter(self) -> char {
        match self {
            Rank::Ace => 'A',
            Rank::Ten => 'T',
            Rank::Jack => 'J',
            Rank::Queen => 'Q',
            Rank::King => 'K',
            r => char::from(b'0' + r.number()),
        }
    }

    /// Table form: `A 2 … 10 J Q K`.
    pub fn label(self) -> &'static str {
        const LABELS: [&str; 13] = [
            "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
        ];
        LABELS[usize::from(self.number() - 1)]
    }
}

/// One physical card: a rank and a suit, or a joker.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Card {
    /// A standard card.
    Standard(Rank, Suit),
    /// A joker (its meaning in a meld is declared separately).
    Joker,
}

impl Card {
    /// Shorthand constructor.
    pub fn new(rank: Rank, suit: Suit) -> Card {
        Card::Standard(rank, suit)
    }

    /// The rank, or `None` for a joker.
    pub fn rank(self) -> Option<Rank> {
        match self {
            Card::Standard(r, _) => Some(r),
            Card::Joker => None,
        }
    }

    /// The suit, or `None` for a joker.
    pub fn suit(self) -> Option<Suit> {
        match self {
            Card::Standard(_, s) => Some(s),
            Card::Joker => None,
        }
    }

    /// True for a joker.
    pub fn is_joker(self) -> bool {
        matches!(self, Card::Joker)
    }

    /// 0..52 for standard cards (suit-major: `suit * 13 + rank - 1`), 52 for a joker.
    pub fn index(self) -> usize {
        match self {
            Card::Standard(r, s) => s.index() * 13 + usize::from(r.number() - 1),
            Card::Joker => 52,
        }
    }

    /// Unicode form for people: `A♠`, `10♦`, `Joker`.
    pub fn pretty(self) -> String {
        self.pretty_str().to_string()
    }

    /// [`Card::pretty`] without an allocation (explanations are built from these).
    pub fn pretty_str(self) -> &'static str {
        // By rank (ace first), then suit in `Suit::ALL` order.
        const PRETTY: [[&str; 4]; 13] = [
            ["A♠", "A♥", "A♦", "A♣"],
            ["2♠", "2♥", "2♦", "2♣"],
            ["3♠", "3♥", "3♦", "3♣"],
            ["4♠", "4♥", "4♦", "4♣"],
            ["5♠", "5♥", "5♦", "5♣"],
            ["6♠", "6♥", "6♦", "6♣"],
            ["7♠", "7♥", "7♦", "7♣"],
            ["8♠", "8♥", "8♦", "8♣"],
            ["9♠", "9♥", "9♦", "9♣"],
            ["10♠", "10♥", "10♦", "10♣"],
            ["J♠", "J♥", "J♦", "J♣"],
            ["Q♠", "Q♥", "Q♦", "Q♣"],
            ["K♠", "K♥", "K♦", "K♣"],
        ];
        match self {
            Card::Standard(r, s) => PRETTY[usize::from(r.number() - 1)][s.index()],
            Card::Joker => "Joker",
        }
    }
}

impl fmt::Display for Card {
    /// Compact ASCII form: `As`, `Td`, `JK`. Round-trips through [`crate::notation`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Card::Standard(r, s) => write!(f, "{}{}", r.letter(), s.letter()),
            Card::Joker => f.write_str("JK"),
        }
    }
}

impl Serialize for Card {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

impl ts_rs::TS for Card {
    type WithoutGenerics = Card;
    type OptionInnerType = Card;
    fn name(_: &ts_rs::Config) -> String {
        "string".to_string()
    }
    fn inline(_: &ts_rs::Config) -> String {
        "string".to_string()
    }
    fn decl(_: &ts_rs::Config) -> String {
        "type Card = string;".to_string()
    }
    fn decl_concrete(_: &ts_rs::Config) -> String {
        "type Card = string;".to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pretty_table_is_label_then_symbol() {
        for r in Rank::ALL {
            for s in Suit::ALL {
                let c = Card::new(r, s);
                assert_eq!(c.pretty_str(), format!("{}{}", r.label(), s.symbol()));
                assert_eq!(c.to_string(), format!("{}{}", r.letter(), s.letter()));
            }
        }
        assert_eq!(Card::Joker.pretty_str(), "Joker");
    }

    #[test]
    fn display_and_pretty() {
        let c = Card::new(Rank::Ten, Suit::Diamonds);
        assert_eq!(c.to_string(), "Td");
        assert_eq!(c.pretty(), "10♦");
        assert_eq!(Card::new(Rank::Ace, Suit::Spades).to_string(), "As");
        assert_eq!(Card::Joker.to_string(), "JK");
    }

    #[test]
    fn indexes_are_dense_and_unique() {
        let mut seen = [false; 53];
        for s in Suit::ALL {
            for r in Rank::ALL {
                let i = Card::new(r, s).index();
                assert!(!seen[i]);
                seen[i] = true;
            }
        }
        assert_eq!(Card::Joker.index(), 52);
    }

    #[test]
    fn pip_values() {
        assert_eq!(Rank::Ace.pip_value(), 1);
        assert_eq!(Rank::Nine.pip_value(), 9);
        assert_eq!(Rank::King.pip_value(), 10);
        assert_eq!(Rank::from_number(0), None);
        assert_eq!(Rank::from_number(14), None);
    }
}
