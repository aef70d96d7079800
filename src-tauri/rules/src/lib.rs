//! `cardtable-rules`: every rule Cardtable referees, as pure functions.
//!
//! No I/O, no clock, no randomness, no tauri or SQL: the store keeps the facts players enter,
//! and this crate prices them (validation, scores, explanations, end-of-game rules).

pub mod arrange;
pub mod card;
pub mod deck;
pub mod error;
pub mod games;
pub mod json_error;
pub mod ledger;
pub mod meld;
pub mod night;
pub mod notation;
pub mod points;
pub mod says;
pub mod seats;

pub use card::{Card, Rank, Suit};
pub use error::{Coded, RuleError, Warning};
pub use games::{Game, GameKind};
pub use points::Points;
