//! Continental Rummy's knobs (RULES.md §4.2, decisions §11.9) and its named presets.
//!
//! The payment each loser makes is `going_out`, plus `per_joker` for every joker in the
//! winner's hand, plus (when deuces are wild) `per_deuce` for every wild deuce; the Bicycle
//! schedule adds `no_wild_bonus` when no wild card was used, `first_turn_bonus` (or
//! `first_turn_no_draw_bonus`) for going out on the first turn, and `one_suit_bonus` when all
//! 15 cards are one suit. The seed payment is 1 + 2 per joker with every bonus 0.

use crate::points::Points;
use serde::{Deserialize, Serialize};

/// Continental Rummy options. Missing fields in stored JSON take the seed values.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase", default)]
pub struct ContinentalOptions {
    /// Paid by each loser for going out (1).
    pub going_out: u32,
    /// Paid by each loser per joker in the winner's hand (2).
    pub per_joker: u32,
    /// Deuces are wild (Bicycle); a wild deuce is written `2C=7H` in a meld.
    pub deuces_wild: bool,
    /// Paid by each loser per wild deuce in the winner's hand (Bicycle 1).
    pub per_deuce: u32,
    /// Paid by each loser when the winner used no wild card (Bicycle 10).
    pub no_wild_bonus: u32,
    /// Paid by each loser when the winner went out on the first turn (Bicycle 7).
    pub first_turn_bonus: u32,
    /// Paid instead when that was without drawing (Bicycle 10).
    pub first_turn_no_draw_bonus: u32,
    /// Paid by each loser when all 15 cards are one suit (Bicycle 10).
    pub one_suit_bonus: u32,
    /// Accept any 15 cards in sequences of 3+, not only 5×3, 4+4+4+3 and 5+4+3+3 (§11.9).
    pub any_partition: bool,
    /// The game ends after the hand in which a net total reaches this (none: open-ended).
    pub target: Option<Points>,
    /// The game ends after this many deals (none: open-ended).
    pub deals: Option<u32>,
}

impl Default for ContinentalOptions {
    fn default() -> Self {
        Self {
            going_out: 1,
            per_joker: 2,
            deuces_wild: false,
            per_deuce: 0,
            no_wild_bonus: 0,
            first_turn_bonus: 0,
            first_turn_no_draw_bonus: 0,
            one_suit_bonus: 0,
            any_partition: false,
            target: None,
            deals: None,
        }
    }
}

impl ContinentalOptions {
    /// Bicycle's schedule: deuces wild, 1 per deuce and 2 per joker, 10 with no wild card,
    /// 7 (10 without drawing) on the first turn, 10 for one suit.
    pub fn bicycle() -> Self {
        Self {
            deuces_wild: true,
            per_deuce: 1,
            no_wild_bonus: 10,
            first_turn_bonus: 7,
            first_turn_no_draw_bonus: 10,
            one_suit_bonus: 10,
            ..Self::default()
        }
    }

    /// The named presets, the seed first.
    pub fn presets() -> Vec<(&'static str, ContinentalOptions)> {
        vec![
            ("seed", Self::default()),
            ("bicycle", Self::bicycle()),
            (
                "any_partition",
                Self {
                    any_partition: true,
                    ..Self::default()
                },
            ),
        ]
    }

    /// Packs (and jokers: one per pack) for `players`: 2 for 2–5, 3 for 6–8, 4 for 9–12.
    pub fn packs_for(players: usize) -> u8 {
        match players {
            0..=5 => 2,
            6..=8 => 3,
            _ => 4,
        }
    }
}
