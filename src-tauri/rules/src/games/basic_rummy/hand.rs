//! What the players enter for one Basic Rummy hand, and the explained result.
//!
//! A hand is entered as cards (who went out, or nobody; what every seat holds, as cards or an
//! announced count; whether the winner went rummy) or, for hands kept before Basic Rummy had a
//! referee, as the points each seat scored.

use crate::games::rummy_family::points::EnteredPoints;
use crate::games::rummy_family::settle::RummyPayment;
use crate::games::rummy_family::{RummySeatCount, RummySeatEntry};
use serde::{Deserialize, Serialize};

/// One Basic Rummy hand as entered at the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(tag = "form", rename_all = "camelCase")]
pub enum BasicRummyHand {
    /// Who went out and what everyone else holds: the referee counts and scores.
    Cards(BasicRummyCards),
    /// The points each seat scored, typed by the players (hands kept before the referee).
    Points(EnteredPoints),
}

/// The cards of one hand.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct BasicRummyCards {
    /// Seat (0-based) of the player who went out; `None` when nobody went out.
    pub winner: Option<usize>,
    /// Per seat: the cards left in hand (`"KC 7D AH"`) or the count announced instead. The
    /// winner's entry is `""` (or 0).
    pub hands: Vec<RummySeatEntry>,
    /// The winner went rummy: out in one turn with nothing melded before (trusted as ticked).
    #[serde(default)]
    pub rummy: bool,
}

/// How the hand ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub enum BasicRummyResult {
    /// A player went out.
    WentOut,
    /// Nobody went out: the lowest count(s) collect the differences.
    NobodyOut,
    /// Points typed by the players.
    Entered,
}

/// A scored hand with its explanation.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct BasicRummyOutcome {
    /// How the hand ended.
    pub result: BasicRummyResult,
    /// Seat of the player who went out.
    pub winner: Option<usize>,
    /// The seats that score: the winner, or on nobody-out every seat with the lowest count.
    pub collectors: Vec<usize>,
    /// The winner went rummy.
    pub rummy: bool,
    /// The hand was doubled for rummy.
    pub doubled: bool,
    /// Settled as payments (Classic): the points are net amounts summing to zero.
    pub settlement: bool,
    /// Each seat's count, in seat order (empty for entered points).
    pub seats: Vec<RummySeatCount>,
    /// On nobody-out: the pot, the sum of everyone's count above the lowest.
    pub pot: Option<u32>,
    /// The payments, in settlement mode.
    pub payments: Vec<RummyPayment>,
    /// Which rule produced which points, for people.
    pub explanation: Vec<String>,
    /// The same lines as messages, for a reader in any language.
    #[serde(skip)]
    #[ts(skip)]
    pub said: Vec<crate::says::Said>,
}
