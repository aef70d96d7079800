//! Everything the Avalanche referee refuses, with the `E_AV_*` codes of RULES.md §9.7 (and a
//! few more for moves out of turn), worded for the people at the table.

use crate::error::Coded;
use crate::says::Said;

/// Why an Avalanche move or count is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AvalancheError {
    /// Outside 2–6 players.
    #[error("Avalanche is for 2–6 players (add packs for more).")]
    PlayerCount,
    /// Drawing while an avalanche is moving.
    #[error("An avalanche is moving: you must play cards.")]
    SnowfallActive,
    /// Drawing from an empty deck.
    #[error("The deck is empty: no more snowfalls.")]
    SnowfallEmpty,
    /// A play of more cards than the player holds.
    #[error("{name} holds only {held} cards and can't play {count}.")]
    NotInHand {
        /// The player.
        name: String,
        /// Cards in their hand.
        held: u32,
        /// Cards they tried to play.
        count: u32,
    },
    /// A play of no cards.
    #[error("Play at least one card.")]
    NoCards,
    /// Stored and removed cards that don't add up to the deck.
    #[error("Counts add up to {total} but the deck has {deck} cards.")]
    Conservation {
        /// What the counts add up to.
        total: u64,
        /// The configured deck size.
        deck: u32,
    },
    /// A deck too small for the deal.
    #[error("A deck of {deck} cards can't deal 10 to each of {seats} players.")]
    DeckTooSmall {
        /// The configured deck size.
        deck: u32,
        /// Players.
        seats: usize,
    },
    /// A move by the wrong player.
    #[error("It's {name}'s turn.")]
    NotYourTurn {
        /// Whose turn it is.
        name: String,
    },
    /// A move by a player who has run out of cards once the deck is empty.
    #[error("{name} is out of cards.")]
    Out {
        /// The player.
        name: String,
    },
    /// A seat outside the table.
    #[error("There is no seat {seat} at this table of {seats}.")]
    NoSeat {
        /// 1-based seat as entered.
        seat: usize,
        /// Seats at the table.
        seats: usize,
    },
    /// A move after the last player holding cards stored them.
    #[error("The game is over: only one player had cards left.")]
    GameOver,
    /// A deal saved before it was played out.
    #[error("This deal isn't finished: {name} is to play and {left} cards are still in hands.")]
    Unfinished {
        /// Whose turn it is.
        name: String,
        /// Cards still in the players' hands.
        left: u32,
    },
    /// The last player's seat in a counts entry is not at the table.
    #[error("The last player holding cards must be one of the {seats} players.")]
    LastSeat {
        /// Seats at the table.
        seats: usize,
    },
}

impl Coded for AvalancheError {
    fn code(&self) -> &'static str {
        match self {
            AvalancheError::PlayerCount => "E_PLAYER_COUNT",
            AvalancheError::SnowfallActive => "E_AV_SNOWFALL_ACTIVE",
            AvalancheError::SnowfallEmpty => "E_AV_SNOWFALL_EMPTY",
            AvalancheError::NotInHand { .. } => "E_AV_NOT_IN_HAND",
            AvalancheError::NoCards => "E_AV_NO_CARDS",
            AvalancheError::Conservation { .. } => "E_AV_CONSERVATION",
            AvalancheError::DeckTooSmall { .. } => "E_AV_DECK",
            AvalancheError::NotYourTurn { .. } => "E_AV_NOT_YOUR_TURN",
            AvalancheError::Out { .. } => "E_AV_OUT",
            AvalancheError::NoSeat { .. } => "E_AV_NO_SEAT",
            AvalancheError::GameOver => "E_AV_GAME_OVER",
            AvalancheError::Unfinished { .. } => "E_AV_UNFINISHED",
            AvalancheError::LastSeat { .. } => "E_AV_LAST_SEAT",
        }
    }

    fn said(&self) -> Option<Said> {
        Some(match self {
            AvalancheError::PlayerCount => Said::new("avalanche-error-players")
                .arg("game", crate::games::GameKind::Avalanche.name_said()),
            AvalancheError::SnowfallActive => Said::new("avalanche-error-snowfall-active"),
            AvalancheError::SnowfallEmpty => Said::new("avalanche-error-snowfall-empty"),
            AvalancheError::NotInHand { name, held, count } => {
                Said::new("avalanche-error-not-in-hand")
                    .arg("name", name.as_str())
                    .arg("held", *held)
                    .arg("count", *count)
            }
            AvalancheError::NoCards => Said::new("avalanche-error-no-cards"),
            AvalancheError::Conservation { total, deck } => {
                Said::new("avalanche-error-conservation")
                    .arg("total", total.to_string())
                    .arg("deck", *deck)
            }
            AvalancheError::DeckTooSmall { deck, seats } => Said::new("avalanche-error-deck")
                .arg("deck", *deck)
                .arg("seats", *seats),
            AvalancheError::NotYourTurn { name } => {
                Said::new("error-not-your-turn").arg("name", name.as_str())
            }
            AvalancheError::Out { name } => {
                Said::new("avalanche-error-out").arg("name", name.as_str())
            }
            AvalancheError::NoSeat { seat, seats } => Said::new("error-no-seat")
                .arg("seat", *seat)
                .arg("seats", *seats),
            AvalancheError::GameOver => Said::new("avalanche-error-game-over"),
            AvalancheError::Unfinished { name, left } => Said::new("avalanche-error-unfinished")
                .arg("name", name.as_str())
                .arg("left", *left),
            AvalancheError::LastSeat { seats } => {
                Said::new("avalanche-error-last-seat").arg("seats", *seats)
            }
        })
    }
}
