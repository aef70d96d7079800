//! Rummy 500's knobs (RULES.md §5.3, decisions §11.10) and its named presets.
//!
//! Every number the scorer uses lives here: the target (500), what a melded joker is worth
//! (15, or the card it represents), how many decks (by player count unless given), and what
//! an exact tie at the top means (co-winners, or another hand).

use serde::{Deserialize, Serialize};

/// What a joker melded or laid off is worth (a joker left in hand is always 15).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub enum JokerValue {
    /// 15 wherever it lies (§11.10).
    #[default]
    Fifteen,
    /// The value of the card it was declared as (an ace low in a run 1, else 15).
    Represented,
}

/// What happens when several players pass the target with the same highest total.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub enum ExactTie {
    /// They are co-winners (§11.10).
    #[default]
    CoWinners,
    /// Another hand is played until one total is highest alone.
    PlayAnotherHand,
}

/// Rummy 500 options. Missing fields in stored JSON take the seed values.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase", default)]
pub struct Rummy500Options {
    /// The game ends at the end of the hand in which a total reaches this (500).
    #[ts(type = "number")]
    pub target: i64,
    /// What a melded or laid-off joker is worth.
    pub joker_value: JokerValue,
    /// Decks in play: `None` = by player count (1 for 2–4 players, 2 for 5–8). A value that
    /// does not match the player count is refused (`E_R5_DECKS`).
    pub decks: Option<u8>,
    /// An exact tie for the highest total at or above the target.
    pub exact_tie: ExactTie,
}

impl Default for Rummy500Options {
    fn default() -> Self {
        Self {
            target: 500,
            joker_value: JokerValue::Fifteen,
            decks: None,
            exact_tie: ExactTie::CoWinners,
        }
    }
}

impl Rummy500Options {
    /// The named presets, the seed first.
    pub fn presets() -> Vec<(&'static str, Rummy500Options)> {
        vec![
            ("seed", Self::default()),
            (
                "represented_jokers",
                Self {
                    joker_value: JokerValue::Represented,
                    ..Self::default()
                },
            ),
            (
                "play_off_ties",
                Self {
                    exact_tie: ExactTie::PlayAnotherHand,
                    ..Self::default()
                },
            ),
        ]
    }

    /// The decks this many players use, by §5.1.
    pub fn decks_for(seats: usize) -> u8 {
        if seats <= 4 {
            1
        } else {
            2
        }
    }
}
