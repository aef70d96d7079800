//! What the players enter for one Continental Rummy hand, and the explained settlement.
//!
//! A hand is entered as the winner's 15 cards as shown, one string per sequence
//! ([`ContinentalMelds`]; a joker names its card, `JK=7C`, and with deuces wild a wild deuce
//! too, `2C=7H`), or as just the wild-card counts ([`ContinentalCount`], no shape check), or,
//! for hands kept before Cardtable refereed the game, as each seat's points.

use crate::card::Card;
use crate::games::entered_points::EnteredPoints;
use serde::{Deserialize, Serialize};

/// One Continental Rummy hand as entered at the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(tag = "form", rename_all = "camelCase")]
pub enum ContinentalHand {
    /// The winner's sequences: the referee checks the shape and counts the wild cards.
    Melds(ContinentalMelds),
    /// Just the winner and the wild cards in the winning hand.
    Count(ContinentalCount),
    /// Each seat's net points as entered (hands kept before the referee).
    Points(EnteredPoints),
}

/// The winner's 15 cards as shown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct ContinentalMelds {
    /// Seat of the player who went out.
    pub winner: usize,
    /// One string per sequence, e.g. `"4H 5H 6H 7H"` or `"9C JK=TC JC"`.
    pub melds: Vec<String>,
    /// Went out on the first turn (Bicycle bonus).
    #[serde(default)]
    pub first_turn: bool,
    /// ... and without drawing (Bicycle bonus).
    #[serde(default)]
    pub without_drawing: bool,
}

/// The winner and the wild cards in the winning hand, without the cards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct ContinentalCount {
    /// Seat of the player who went out.
    pub winner: usize,
    /// Jokers in the winner's hand.
    pub jokers: u32,
    /// Wild deuces in the winner's hand (only when deuces are wild).
    #[serde(default)]
    pub deuces: u32,
    /// Went out on the first turn (Bicycle bonus).
    #[serde(default)]
    pub first_turn: bool,
    /// ... and without drawing (Bicycle bonus).
    #[serde(default)]
    pub without_drawing: bool,
    /// All 15 cards were one suit (Bicycle bonus).
    #[serde(default)]
    pub one_suit: bool,
}

/// One card of a sequence: the physical card and what it stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct SequenceCard {
    /// The physical card (a joker, or a deuce used as a wild card, stands for another).
    pub card: Card,
    /// What it stands for.
    pub stands_for: Card,
}

/// One sequence as shown, checked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Sequence {
    /// Its cards, ascending.
    pub cards: Vec<SequenceCard>,
    /// How it counts towards the shape: itself, or split (a 7-card run as `[4, 3]`).
    pub counts_as: Vec<u8>,
}

/// One item of the payment each loser makes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct PaymentItem {
    /// What it is for: "going out", "2 jokers × 2".
    pub reason: String,
    /// How much each loser pays for it.
    pub amount: u32,
    /// The reason as a message, for a reader in any language.
    #[serde(skip)]
    #[ts(skip)]
    pub said: crate::says::Said,
}

/// A scored Continental Rummy hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct ContinentalOutcome {
    /// Seat that went out (`None` when points were entered).
    pub winner: Option<usize>,
    /// Packs in play (one joker each).
    pub packs: u8,
    /// The winner's sequences (empty when only counts or points were entered).
    pub sequences: Vec<Sequence>,
    /// The shape found, e.g. `4+4+4+3` (empty when not checked).
    pub shape: String,
    /// Jokers in the winner's hand.
    pub jokers: u32,
    /// Wild deuces in the winner's hand.
    pub deuces: u32,
    /// What each loser pays, item by item.
    pub payment: Vec<PaymentItem>,
    /// What each loser pays in all.
    pub each_loser_pays: u32,
    /// For people.
    pub explanation: Vec<String>,
    /// The same lines as messages, for a reader in any language.
    #[serde(skip)]
    #[ts(skip)]
    pub said: Vec<crate::says::Said>,
}
