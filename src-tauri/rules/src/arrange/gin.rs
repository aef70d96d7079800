//! The table-driven fast path for one deck without jokers (Gin, Knock, Basic, Boathouse).
//!
//! Not yet specialised: every call falls back to the generic solver.

use crate::card::Card;
use crate::meld::MeldRules;

/// Minimum deadwood by the fast path, or `None` when the hand or rules need the generic one.
pub fn min_deadwood(_cards: &[Card], _rules: &MeldRules) -> Option<u32> {
    None
}

/// Best discards by the fast path, or `None` when the hand or rules need the generic one.
pub fn best_discards(_cards: &[Card], _rules: &MeldRules) -> Option<(u32, Vec<Card>)> {
    None
}
