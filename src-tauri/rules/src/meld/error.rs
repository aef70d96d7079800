//! The errors of meld checks, with the codes and table messages of RULES.md (§1.7, §3.4,
//! §4.2, §5.4): `E_INVALID_MELD`, `E_SET_DUPLICATE_SUIT`, `E_MELD_OVERLAP`, `E_CR_WRAP`,
//! `E_CR_SET`, `E_R5_WRAP`, and `E_MELD_NOT_IN_HAND` for a declared meld card the hand lacks.

use super::{MeldKind, Refusal, RefusalWords};
use crate::card::{Card, Rank};
use crate::error::Coded;
use crate::games::GameKind;
use crate::notation::pretty_cards;
use crate::says::Said;

/// Why cards are not a meld, or a declared arrangement is not valid.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MeldError {
    /// Fewer cards than the smallest meld.
    #[error(
        "{} is too short for a meld: a meld needs at least {min} cards.",
        pretty_cards(cards)
    )]
    TooShort {
        /// The cards offered.
        cards: Vec<Card>,
        /// Minimum meld size.
        min: u8,
    },
    /// Neither one rank nor one suit.
    #[error("{} is neither a set nor a run.", pretty_cards(cards))]
    NotAMeld {
        /// The cards offered.
        cards: Vec<Card>,
    },
    /// One suit, but the ranks are not consecutive.
    #[error("{} is not a run.", pretty_cards(cards))]
    NotARun {
        /// The cards offered.
        cards: Vec<Card>,
    },
    /// A run that needs a high ace in an ace-low game.
    #[error("{} is not a run: aces are low in {}.", pretty_cards(cards), named(*game).0)]
    AceLow {
        /// The cards offered.
        cards: Vec<Card>,
        /// The game, named in the message.
        game: GameKind,
    },
    /// A run round the corner where that isn't allowed.
    #[error("{}", refused(*refusal, "is not a run: runs can't go round the corner in", *game, cards))]
    Wrap {
        /// The cards offered.
        cards: Vec<Card>,
        /// The game's code and words for it (Continental and Rummy 500 have their own).
        refusal: Refusal,
        /// The game, named in the standard words.
        game: GameKind,
    },
    /// Two cards of one suit in a set.
    #[error("{} isn't a valid set: suits must differ.", pretty_cards(cards))]
    SetDuplicateSuit {
        /// The cards offered.
        cards: Vec<Card>,
    },
    /// More cards of one rank than a set may hold.
    #[error(
        "{} is too long for a set: a set has at most {max} cards.",
        pretty_cards(cards)
    )]
    SetTooLong {
        /// The cards offered.
        cards: Vec<Card>,
        /// Maximum set size.
        max: u8,
    },
    /// Sets offered in a game where they don't count.
    #[error("{}", refused(*refusal, "is a set, but sets don't count in", *game, cards))]
    SetsNotAllowed {
        /// The cards offered.
        cards: Vec<Card>,
        /// The game's code and words for it (Continental Rummy has its own).
        refusal: Refusal,
        /// The game, named in the standard words.
        game: GameKind,
    },
    /// Runs offered in a game where they don't count.
    #[error("{} is a run, but only sets count in {}.", pretty_cards(cards), named(*game).0)]
    RunsNotAllowed {
        /// The cards offered.
        cards: Vec<Card>,
        /// The game, named in the message.
        game: GameKind,
    },
    /// A joker in a game without jokers.
    #[error("Jokers aren't used in {}.", named(*game).0)]
    Joker {
        /// The cards offered.
        cards: Vec<Card>,
        /// The game, named in the message.
        game: GameKind,
    },
    /// A meld of jokers only.
    #[error("{} needs at least one card that isn't a joker.", pretty_cards(cards))]
    JokersOnly {
        /// The cards offered.
        cards: Vec<Card>,
    },
    /// A joker declared as a card that doesn't fit the meld.
    #[error("The joker can't stand for {} in {}.", stands_for.pretty(), pretty_cards(cards))]
    JokerMisfit {
        /// The cards offered.
        cards: Vec<Card>,
        /// What it was declared as.
        stands_for: Card,
    },
    /// A card used in two declared melds.
    #[error("{}", overlap_message(*card, *first, *second))]
    Overlap {
        /// The card.
        card: Card,
        /// The first meld's kind.
        first: MeldKind,
        /// The second meld's kind.
        second: MeldKind,
    },
    /// A declared meld uses a card that is not in the hand.
    #[error("{} is in a meld but not in the hand.", card.pretty())]
    NotInHand {
        /// The card.
        card: Card,
    },
}

/// The words of a refused meld: the game's own, or the standard `rule` naming the game.
fn refused(refusal: Refusal, rule: &str, game: GameKind, cards: &[Card]) -> String {
    match refusal.words {
        RefusalWords::Standard => format!("{} {rule} {}.", pretty_cards(cards), named(game).0),
        RefusalWords::Fixed { english, .. } => english.to_string(),
        RefusalWords::Ranks { english, .. } => format!("{} {english}", ranks(cards)),
    }
}

/// The game's own words for a refused meld as a message (`Standard`'s is `standard`'s, naming
/// the game).
fn refused_said(refusal: Refusal, standard: Said, cards: &[Card]) -> Said {
    match refusal.words {
        RefusalWords::Standard => standard,
        RefusalWords::Fixed { said, .. } => Said::new(said),
        RefusalWords::Ranks { said, .. } => Said::new(said).arg("ranks", ranks(cards)),
    }
}

/// The ranks of `cards` joined by dashes ("K-A-2").
fn ranks(cards: &[Card]) -> String {
    let ranks: Vec<&str> = cards
        .iter()
        .map(|c| c.rank().map_or("Joker", Rank::label))
        .collect();
    ranks.join("-")
}

fn overlap_message(card: Card, first: MeldKind, second: MeldKind) -> String {
    match (first, second) {
        (MeldKind::Run, MeldKind::Run) => format!("{} can't be in two runs.", card.pretty()),
        (MeldKind::Set, MeldKind::Set) => format!("{} can't be in two sets.", card.pretty()),
        _ => format!("{} can't be in both the run and the set.", card.pretty()),
    }
}

impl Coded for MeldError {
    fn code(&self) -> &'static str {
        match self {
            MeldError::Wrap { refusal, .. } => refusal.code,
            MeldError::SetsNotAllowed { refusal, .. } => refusal.code,
            MeldError::SetDuplicateSuit { .. } => "E_SET_DUPLICATE_SUIT",
            MeldError::Overlap { .. } => "E_MELD_OVERLAP",
            MeldError::NotInHand { .. } => "E_MELD_NOT_IN_HAND",
            _ => "E_INVALID_MELD",
        }
    }

    fn said(&self) -> Option<Said> {
        Some(self.message())
    }
}

impl MeldError {
    /// The refusal as a message, in every language: every meld refusal is said (there is no
    /// English-only one). The cards as the English always wrote them (nothing at all for
    /// none).
    pub fn message(&self) -> Said {
        let with = |id: &'static str, cards: &[Card]| {
            Said::new(id).arg("cards", crate::says::Arg::Text(pretty_cards(cards)))
        };
        match self {
            MeldError::TooShort { cards, min } => {
                with("meld-error-too-short", cards).arg("min", u32::from(*min))
            }
            MeldError::NotAMeld { cards } => with("meld-error-not-a-meld", cards),
            MeldError::NotARun { cards } => with("meld-error-not-a-run", cards),
            MeldError::AceLow { cards, game } => {
                with("meld-error-ace-low", cards).arg("game", named(*game).1)
            }
            MeldError::Wrap {
                cards,
                refusal,
                game,
            } => refused_said(
                *refusal,
                with("meld-error-wrap", cards).arg("game", named(*game).1),
                cards,
            ),
            MeldError::SetDuplicateSuit { cards } => with("meld-error-set-suits", cards),
            MeldError::SetTooLong { cards, max } => {
                with("meld-error-set-too-long", cards).arg("max", u32::from(*max))
            }
            MeldError::SetsNotAllowed {
                cards,
                refusal,
                game,
            } => refused_said(
                *refusal,
                with("meld-error-no-sets", cards).arg("game", named(*game).1),
                cards,
            ),
            MeldError::RunsNotAllowed { cards, game } => {
                with("meld-error-no-runs", cards).arg("game", named(*game).1)
            }
            MeldError::JokersOnly { cards } => with("meld-error-jokers-only", cards),
            MeldError::Joker { game, .. } => {
                Said::new("meld-error-no-jokers").arg("game", named(*game).1)
            }
            MeldError::JokerMisfit { cards, stands_for } => {
                with("meld-error-joker-misfit", cards).arg("card", *stands_for)
            }
            MeldError::Overlap {
                card,
                first,
                second,
            } => Said::new(match (first, second) {
                (MeldKind::Run, MeldKind::Run) => "meld-error-two-runs",
                (MeldKind::Set, MeldKind::Set) => "meld-error-two-sets",
                _ => "meld-error-run-and-set",
            })
            .arg("card", *card),
            MeldError::NotInHand { card } => Said::new("meld-error-not-in-hand").arg("card", *card),
        }
    }
}

/// A game as a meld's refusal names it, in English and as a message in the reader's language:
/// Gin Rummy by its short name ("aces are low in Gin"), every other game by its name.
fn named(game: GameKind) -> (&'static str, Said) {
    match game {
        GameKind::GinRummy => ("Gin", Said::new("meld-game-gin")),
        GameKind::GiftRummy
        | GameKind::BasicRummy
        | GameKind::BoathouseRummy
        | GameKind::ContinentalRummy
        | GameKind::GamblersRummy
        | GameKind::KnockRummy
        | GameKind::Rummy500
        | GameKind::OhHeck
        | GameKind::SixCardGolf
        | GameKind::SkullAndRoses
        | GameKind::Avalanche
        | GameKind::Scorepad => (game.name(), game.name_said()),
    }
}
