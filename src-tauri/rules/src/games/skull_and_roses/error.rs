//! Everything the Skull & Roses referee refuses, with the `E_SK_*` codes of RULES.md §8.4
//! (and a few more for moves at the wrong moment), worded for the people at the table.
//!
//! The §8.4 messages are kept word for word; they speak to the player who tried the move
//! ("You passed..."), except `E_SK_ELIMINATED`, which names the player.

use crate::error::Coded;
use crate::says::Said;

/// Why a Skull & Roses move (or bid) is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SkullError {
    /// Fewer than 3 or more than 12 players.
    #[error("Skull & Roses is for 3–12 players.")]
    PlayerCount,
    /// A bid above the cards on the table.
    #[error("Only {total} cards are on the table: bid at most {total}.")]
    BidTooHigh {
        /// Face-down cards on all stacks.
        total: u32,
    },
    /// An opening bid below 1.
    #[error("A challenge starts at 1 or more.")]
    BidTooLow,
    /// A raise that is not above the bid to beat.
    #[error("Raise to more than {current}, or pass.")]
    NotHigher {
        /// The bid to beat.
        current: u32,
    },
    /// A bid from a player who has passed this round.
    #[error("You passed and can't bid again this round.")]
    Passed,
    /// A player with no cards in hand tried to pass instead of challenging.
    #[error("You have no cards in hand: you must challenge.")]
    MustChallenge,
    /// A player with no cards in hand tried to place one.
    #[error("You have no cards left to place.")]
    CantPlace,
    /// The challenger turned another stack before their own was all revealed.
    #[error("Reveal all of your own cards before anyone else's.")]
    RevealOrder,
    /// A move by (or on the stack of) a player who has lost all their cards.
    #[error("{name} is out of the game.")]
    Eliminated {
        /// The player's name.
        name: String,
    },
    /// A move by the wrong player.
    #[error("It's {name}'s turn.")]
    NotYourTurn {
        /// Whose turn it is.
        name: String,
    },
    /// A move that does not fit this moment of the round.
    #[error("Not now: {}.", .expected.english())]
    NotNow {
        /// What the round waits for, e.g. "Ann places a card or challenges" (a message, said
        /// in the reader's language).
        expected: Said,
    },
    /// Turning a card of a stack that has none left face down.
    #[error("{name}'s stack has no face-down card left.")]
    StackEmpty {
        /// The stack's owner.
        name: String,
    },
    /// The card drawn for the loss is not one of the challenger's cards.
    #[error("{name} has {cards} cards: pick a number from 1 to {cards}.")]
    Pick {
        /// The challenger.
        name: String,
        /// Cards the challenger owns.
        cards: u8,
    },
    /// A seat number outside the table.
    #[error("There is no seat {seat} at this table of {seats}.")]
    NoSeat {
        /// 1-based seat as entered.
        seat: usize,
        /// Seats at the table.
        seats: usize,
    },
    /// A player's card count outside 0–4.
    #[error("{name} has {cards} cards, but everyone starts with 4 (3 roses and a skull).")]
    Cards {
        /// The player.
        name: String,
        /// The count given.
        cards: u32,
    },
    /// A move after the round ended.
    #[error("This round is over.")]
    RoundOver,
    /// A round saved before it was finished.
    #[error("This round isn't finished: {}.", .expected.english())]
    Unfinished {
        /// What the round still waits for (a message).
        expected: Said,
    },
    /// A round started when fewer than two players are left.
    #[error("Only one player is left: the game is over.")]
    GameOver,
}

impl Coded for SkullError {
    fn code(&self) -> &'static str {
        match self {
            SkullError::PlayerCount => "E_PLAYER_COUNT",
            SkullError::BidTooHigh { .. } => "E_SK_BID_TOO_HIGH",
            SkullError::BidTooLow => "E_SK_BID_TOO_LOW",
            SkullError::NotHigher { .. } => "E_SK_NOT_HIGHER",
            SkullError::Passed => "E_SK_PASSED",
            SkullError::MustChallenge => "E_SK_MUST_CHALLENGE",
            SkullError::CantPlace => "E_SK_CANT_PLACE",
            SkullError::RevealOrder => "E_SK_REVEAL_ORDER",
            SkullError::Eliminated { .. } => "E_SK_ELIMINATED",
            SkullError::NotYourTurn { .. } => "E_SK_NOT_YOUR_TURN",
            SkullError::NotNow { .. } => "E_SK_NOT_NOW",
            SkullError::StackEmpty { .. } => "E_SK_STACK_EMPTY",
            SkullError::Pick { .. } => "E_SK_PICK",
            SkullError::NoSeat { .. } => "E_SK_NO_SEAT",
            SkullError::Cards { .. } => "E_SK_CARDS",
            SkullError::RoundOver => "E_SK_ROUND_OVER",
            SkullError::Unfinished { .. } => "E_SK_UNFINISHED",
            SkullError::GameOver => "E_SK_GAME_OVER",
        }
    }

    /// Every refusal, with what the round waits for (`E_SK_NOT_NOW`, `E_SK_UNFINISHED`) a
    /// message of its own.
    fn said(&self) -> Option<Said> {
        Some(match self {
            SkullError::PlayerCount => Said::new("skull-error-players")
                .arg("game", crate::games::GameKind::SkullAndRoses.name_said()),
            SkullError::BidTooHigh { total } => {
                Said::new("skull-error-bid-too-high").arg("total", *total)
            }
            SkullError::BidTooLow => Said::new("skull-error-bid-too-low"),
            SkullError::NotHigher { current } => {
                Said::new("skull-error-not-higher").arg("current", *current)
            }
            SkullError::Passed => Said::new("skull-error-passed"),
            SkullError::MustChallenge => Said::new("skull-error-must-challenge"),
            SkullError::CantPlace => Said::new("skull-error-cant-place"),
            SkullError::RevealOrder => Said::new("skull-error-reveal-order"),
            SkullError::Eliminated { name } => {
                Said::new("skull-error-eliminated").arg("name", name.as_str())
            }
            SkullError::NotYourTurn { name } => {
                Said::new("error-not-your-turn").arg("name", name.as_str())
            }
            SkullError::NotNow { expected } => {
                Said::new("skull-error-not-now").arg("expected", expected.clone())
            }
            SkullError::Unfinished { expected } => {
                Said::new("skull-error-unfinished").arg("expected", expected.clone())
            }
            SkullError::StackEmpty { name } => {
                Said::new("skull-error-stack-empty").arg("name", name.as_str())
            }
            SkullError::Pick { name, cards } => Said::new("skull-error-pick")
                .arg("name", name.as_str())
                .arg("cards", u32::from(*cards)),
            SkullError::NoSeat { seat, seats } => Said::new("error-no-seat")
                .arg("seat", *seat)
                .arg("seats", *seats),
            SkullError::Cards { name, cards } => Said::new("skull-error-cards")
                .arg("name", name.as_str())
                .arg("cards", *cards),
            SkullError::RoundOver => Said::new("skull-error-round-over"),
            SkullError::GameOver => Said::new("skull-error-game-over"),
        })
    }
}

/// Checks a bid against the cards on the table and the bid to beat (`None`: an opening bid).
/// The order of the checks is §8.4's: above the table first, then not higher, then below 1.
pub fn check_bid(total: u32, current: Option<u32>, bid: i64) -> Result<u32, SkullError> {
    if bid > i64::from(total) {
        return Err(SkullError::BidTooHigh { total });
    }
    match current {
        Some(current) if bid <= i64::from(current) => Err(SkullError::NotHigher { current }),
        None if bid < 1 => Err(SkullError::BidTooLow),
        _ => u32::try_from(bid).map_err(|_| SkullError::BidTooLow),
    }
}
