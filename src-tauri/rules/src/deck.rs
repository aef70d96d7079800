//! Checks over a whole hand's worth of cards: how many decks allow how many copies (§0.3).
//!
//! Every card entered for a hand (each player's cards, melds, lay-offs, a recorded upcard)
//! goes through [`check_copies`] once.

use crate::card::Card;
use crate::error::Coded;

/// The deck a game is played with: how many standard packs and how many jokers in all.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Deck {
    /// Number of standard 52-card packs.
    pub packs: u8,
    /// Total jokers in play (0 for most games).
    pub jokers: u8,
}

impl Deck {
    /// One 52-card pack, no jokers.
    pub const SINGLE: Deck = Deck {
        packs: 1,
        jokers: 0,
    };

    /// `packs` packs, no jokers.
    pub fn packs(packs: u8) -> Deck {
        Deck { packs, jokers: 0 }
    }
}

/// Too many copies of one card for the deck in play.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CopiesError {
    /// A standard card appears more often than there are packs.
    #[error("{}", duplicate_message(*card, *count, *packs))]
    Duplicate {
        /// The card.
        card: Card,
        /// How often it was entered.
        count: usize,
        /// How many packs are in play.
        packs: u8,
    },
    /// More jokers than the deck has.
    #[error("{}", joker_message(*count, *allowed))]
    TooManyJokers {
        /// How many jokers were entered.
        count: usize,
        /// How many the deck has.
        allowed: u8,
    },
}

fn times(n: usize) -> String {
    match n {
        2 => "twice".to_string(),
        n => format!("{n} times"),
    }
}

fn duplicate_message(card: Card, count: usize, packs: u8) -> String {
    if packs <= 1 {
        format!(
            "The {} was entered {}, but this game uses one deck.",
            card.pretty(),
            times(count)
        )
    } else {
        format!(
            "{} appears {} but you're playing with {packs} packs.",
            card.pretty(),
            times(count)
        )
    }
}

fn joker_message(count: usize, allowed: u8) -> String {
    match allowed {
        0 => "This game is played without jokers.".to_string(),
        1 => format!("{count} jokers were entered, but there is only 1 in play."),
        a => format!("{count} jokers were entered, but there are only {a} in play."),
    }
}

impl Coded for CopiesError {
    fn code(&self) -> &'static str {
        "E_DUPLICATE_CARD"
    }

    fn said(&self) -> Option<crate::says::Said> {
        use crate::says::Said;
        Some(match *self {
            CopiesError::Duplicate { card, count, packs } if packs <= 1 => {
                Said::new("copies-error-one-deck")
                    .arg("card", card)
                    .arg("count", count)
            }
            CopiesError::Duplicate { card, count, packs } => Said::new("copies-error-packs")
                .arg("card", card)
                .arg("count", count)
                .arg("packs", u32::from(packs)),
            CopiesError::TooManyJokers { allowed: 0, .. } => Said::new("copies-error-no-jokers"),
            CopiesError::TooManyJokers { count, allowed } => Said::new("copies-error-jokers")
                .arg("count", count)
                .arg("allowed", u32::from(allowed)),
        })
    }
}

/// Checks that no card appears more often than `deck` allows. Reports the first offender in
/// the order the cards were entered.
pub fn check_copies<'a>(
    cards: impl IntoIterator<Item = &'a Card>,
    deck: Deck,
) -> Result<(), CopiesError> {
    let mut counts = [0usize; 53];
    let mut order: Vec<Card> = Vec::new();
    for &c in cards {
        let slot = &mut counts[c.index()];
        *slot += 1;
        let limit = if c.is_joker() {
            usize::from(deck.jokers)
        } else {
            usize::from(deck.packs)
        };
        if *slot == limit + 1 {
            order.push(c);
        }
    }
    match order.first() {
        None => Ok(()),
        Some(&Card::Joker) => Err(CopiesError::TooManyJokers {
            count: counts[52],
            allowed: deck.jokers,
        }),
        Some(&card) => Err(CopiesError::Duplicate {
            card,
            count: counts[card.index()],
            packs: deck.packs,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_cards;

    fn cards(s: &str) -> Vec<Card> {
        parse_cards(s).unwrap_or_default()
    }

    #[test]
    fn single_deck_duplicate_message() {
        let err = check_copies(&cards("7H 2C 7h"), Deck::SINGLE).err();
        assert_eq!(
            err.map(|e| e.to_string()).as_deref(),
            Some("The 7♥ was entered twice, but this game uses one deck.")
        );
    }

    #[test]
    fn multi_deck_message_and_limit() {
        assert_eq!(check_copies(&cards("QS QS"), Deck::packs(2)), Ok(()));
        let err = check_copies(&cards("QS QS Q♠"), Deck::packs(2)).err();
        assert_eq!(
            err.map(|e| e.to_string()).as_deref(),
            Some("Q♠ appears 3 times but you're playing with 2 packs.")
        );
    }

    #[test]
    fn jokers_are_limited_by_the_deck() {
        let deck = Deck {
            packs: 1,
            jokers: 2,
        };
        assert_eq!(check_copies(&cards("JK JK AS"), deck), Ok(()));
        assert_eq!(
            check_copies(&cards("JK JK JK"), deck),
            Err(CopiesError::TooManyJokers {
                count: 3,
                allowed: 2
            })
        );
    }

    #[test]
    fn first_offender_in_entry_order() {
        let err = check_copies(&cards("2C 9D 9D 2C"), Deck::SINGLE);
        assert!(
            matches!(err, Err(CopiesError::Duplicate { card, .. }) if card.to_string() == "9d")
        );
    }
}
