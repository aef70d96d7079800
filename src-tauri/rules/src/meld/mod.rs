//! Melds (RULES.md §0.2): sets and runs under per-game meld rules, their validation with the
//! table-friendly messages of RULES.md, and the check of a declared arrangement of a hand.
//!
//! - **Set**: `min_set..=max_set` (3-4) cards of one rank. Suits always differ: a single deck
//!   guarantees it and several decks require it (`E_SET_DUPLICATE_SUIT`), so a set has at most
//!   4 cards. A joker in a set stands for a missing suit (the lowest free one unless declared).
//! - **Run**: `min_run` or more cards of one suit with consecutive ranks, no rank twice, under an
//!   [`AceMode`]: `LowOnly` (A-2-3 only), `LowOrHigh` (also Q-K-A; no wrap, so one ace is never
//!   both ends), `RoundTheCorner` (any arc of the 13-rank cycle, at most 13 cards).
//! - **Jokers** are wild only when the deck has jokers; each stands for one card, declared with
//!   `JK=7C` ([`parse_declared`]) or chosen by the referee. A meld needs one natural card.
//!
//! Knobs live in [`MeldRules`] with one constructor per game (`gin()`, `knock_rummy()`,
//! `basic_rummy()`, `gamblers_rummy()`, `boathouse()`, `rummy_500()`, `continental()`).
//! The checks are in `validate.rs`, the errors and their RULES.md messages in `error.rs`.

mod dead;
mod error;
mod validate;

pub use dead::DeadCards;
pub use error::MeldError;
pub(crate) use validate::run_rank;
pub use validate::{
    parse_declared, validate_arrangement, validate_declared_arrangement, validate_declared_meld,
    validate_meld,
};

use crate::card::Card;
use crate::deck::Deck;
use crate::games::GameKind;
use serde::Serialize;

/// How aces may be used in runs (§0.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub enum AceMode {
    /// A-2-3 only (Gin, Basic, Gambler's, Knock Rummy).
    LowOnly,
    /// A-2-3 and Q-K-A, never K-A-2 (Rummy 500, Continental, Gift Rummy).
    LowOrHigh,
    /// Any arc of the 13-rank cycle, e.g. K-A-2 (Boathouse).
    RoundTheCorner,
}

/// A set (same rank) or a run (same suit, consecutive ranks).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub enum MeldKind {
    /// 3-4 cards of one rank.
    Set,
    /// 3+ consecutive cards of one suit.
    Run,
}

/// What counts as a meld in one game, and what each card is worth as deadwood.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MeldRules {
    /// The game, named in messages ("aces are low in Gin", said in the reader's language).
    pub game: GameKind,
    /// How this game refuses a run round the corner when its aces are high or low.
    pub wrap: Refusal,
    /// How this game refuses a set when only runs count.
    pub no_sets: Refusal,
    /// Ace usage in runs.
    pub ace_mode: AceMode,
    /// Sets count as melds.
    pub sets: bool,
    /// Runs count as melds.
    pub runs: bool,
    /// Fewest cards in a set (3).
    pub min_set: u8,
    /// Most cards in a set (4; never more, since suits differ).
    pub max_set: u8,
    /// Fewest cards in a run (3).
    pub min_run: u8,
    /// Deadwood value by rank, ace first.
    pub values: [u32; 13],
    /// Deadwood value of a joker.
    pub joker_value: u32,
    /// Packs and jokers in play; jokers are wild only when `deck.jokers > 0`.
    pub deck: Deck,
}

/// How a game refuses a meld its rules rule out (a run round the corner, a set where only
/// runs count): the error code and the words. RULES.md gives Continental Rummy and Rummy 500
/// their own; every other game says [`Refusal::STANDARD`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Refusal {
    /// The error code.
    pub code: &'static str,
    /// The words.
    pub words: RefusalWords,
}

/// The words of a [`Refusal`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RefusalWords {
    /// The cards and the rule broken, naming the game ("Q♥ K♥ A♥ 2♥ is not a run: runs can't
    /// go round the corner in Rummy 500.", "7♥ 7♠ 7♦ is a set, but sets don't count in …").
    Standard,
    /// One sentence for every such meld ("Sequences can't go round the corner."): its
    /// message and its English.
    Fixed {
        /// The message, in every language (`meld-error-cr-wrap`).
        said: &'static str,
        /// Its English, the words the rules write.
        english: &'static str,
    },
    /// The ranks joined by dashes, then these words ("K-A-2 isn't a run."): the message (its
    /// `$ranks` the ranks) and the English words after the ranks.
    Ranks {
        /// The message, in every language (`meld-error-r5-wrap`).
        said: &'static str,
        /// The English words after the ranks.
        english: &'static str,
    },
}

impl Refusal {
    /// `E_INVALID_MELD` with the standard words.
    pub const STANDARD: Refusal = Refusal {
        code: "E_INVALID_MELD",
        words: RefusalWords::Standard,
    };
}

/// The usual rummy values by rank: A = 1, pips, J/Q/K = 10.
pub const PIP_VALUES: [u32; 13] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10];

impl MeldRules {
    fn ace_low(game: GameKind) -> Self {
        MeldRules {
            game,
            wrap: Refusal::STANDARD,
            no_sets: Refusal::STANDARD,
            ace_mode: AceMode::LowOnly,
            sets: true,
            runs: true,
            min_set: 3,
            max_set: 4,
            min_run: 3,
            values: PIP_VALUES,
            joker_value: 0,
            deck: Deck::SINGLE,
        }
    }

    /// Gin Rummy (§1.2): one deck, ace low only, A = 1, courts 10.
    pub fn gin() -> Self {
        Self::ace_low(GameKind::GinRummy)
    }

    /// Knock Rummy (§4.4): as Gin.
    pub fn knock_rummy() -> Self {
        Self::ace_low(GameKind::KnockRummy)
    }

    /// Basic Rummy (§3.1): as Gin.
    pub fn basic_rummy() -> Self {
        Self::ace_low(GameKind::BasicRummy)
    }

    /// Gambler's Rummy (§4.3): as Gin.
    pub fn gamblers_rummy() -> Self {
        Self::ace_low(GameKind::GamblersRummy)
    }

    /// Boathouse Rummy (§4.1): runs go round the corner and an ace is worth 11.
    pub fn boathouse() -> Self {
        let mut values = PIP_VALUES;
        values[0] = 11;
        MeldRules {
            ace_mode: AceMode::RoundTheCorner,
            values,
            ..Self::ace_low(GameKind::BoathouseRummy)
        }
    }

    /// Rummy 500 (§5) with two decks and four jokers: ace high or low, ace and joker worth 15
    /// in hand. Use [`MeldRules::with_deck`] for the one-deck game (2 jokers).
    pub fn rummy_500() -> Self {
        let mut values = PIP_VALUES;
        values[0] = 15;
        MeldRules {
            ace_mode: AceMode::LowOrHigh,
            values,
            joker_value: 15,
            deck: Deck {
                packs: 2,
                jokers: 4,
            },
            wrap: Refusal {
                code: "E_R5_WRAP",
                words: RefusalWords::Ranks {
                    said: "meld-error-r5-wrap",
                    english: "isn't a run.",
                },
            },
            ..Self::ace_low(GameKind::Rummy500)
        }
    }

    /// Continental Rummy (§4.2): runs only, ace high or low, 2 packs and 2 jokers.
    pub fn continental() -> Self {
        MeldRules {
            ace_mode: AceMode::LowOrHigh,
            sets: false,
            deck: Deck {
                packs: 2,
                jokers: 2,
            },
            wrap: Refusal {
                code: "E_CR_WRAP",
                words: RefusalWords::Fixed {
                    said: "meld-error-cr-wrap",
                    english: "Sequences can't go round the corner.",
                },
            },
            no_sets: Refusal {
                code: "E_CR_SET",
                words: RefusalWords::Fixed {
                    said: "meld-error-cr-set",
                    english: "Sets don't count in Continental Rummy.",
                },
            },
            ..Self::ace_low(GameKind::ContinentalRummy)
        }
    }

    /// The same rules with another deck (e.g. Rummy 500 for 2-4 players: 1 pack, 2 jokers).
    pub fn with_deck(self, deck: Deck) -> Self {
        MeldRules { deck, ..self }
    }

    /// Deadwood value of one card.
    pub fn value(&self, card: Card) -> u32 {
        match card {
            Card::Standard(r, _) => self.values[usize::from(r.number() - 1)],
            Card::Joker => self.joker_value,
        }
    }

    /// True when jokers are wild in this game.
    pub fn jokers_wild(&self) -> bool {
        self.deck.jokers > 0
    }

    /// True when a run of `len` cards may start at rank index `start` (0 = ace): the run's
    /// positions are `start, start + 1, …` taken mod 13.
    pub fn run_fits(&self, start: u8, len: u8) -> bool {
        if len < self.min_run.max(1) || len > 13 || start > 12 {
            return false;
        }
        match self.ace_mode {
            AceMode::LowOnly => start + len <= 13,
            // A..K and 2..A hold the same 13 cards: keep only A..K.
            AceMode::LowOrHigh => start + len <= 14 && !(len == 13 && start == 1),
            AceMode::RoundTheCorner => len < 13 || start == 0,
        }
    }

    pub(crate) fn min_meld(&self) -> u8 {
        match (self.sets, self.runs) {
            (true, true) => self.min_set.min(self.min_run),
            (true, false) => self.min_set,
            _ => self.min_run,
        }
    }
}

/// Most cards in one meld: a run holds each rank at most once (a set at most four).
pub const MAX_MELD_CARDS: usize = 13;

/// A meld's cards, kept inline (no allocation): a solver builds a few melds per hand, and at a
/// few tens of nanoseconds a solve, allocating them was most of the cost of an arrangement.
pub type MeldCards = arrayvec::ArrayVec<Card, MAX_MELD_CARDS>;

/// One meld: its cards in display order (runs ascending, sets by suit ♠♥♦♣) and what each
/// card stands for (itself, or the card a joker represents).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Meld {
    /// Set or run.
    pub kind: MeldKind,
    /// The physical cards, in display order.
    #[ts(as = "Vec<Card>")]
    pub cards: MeldCards,
    /// `stands_for[i]` is what `cards[i]` represents (== `cards[i]` unless it is a joker).
    #[ts(as = "Vec<Card>")]
    pub stands_for: MeldCards,
}

/// A hand split into disjoint melds and deadwood.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Arrangement {
    /// The melds.
    pub melds: Vec<Meld>,
    /// Total value of the deadwood cards.
    pub deadwood: u32,
    /// The cards outside every meld, in card order (rank, then suit; jokers last).
    #[ts(as = "Vec<Card>")]
    pub deadwood_cards: DeadCards,
}
