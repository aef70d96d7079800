//! A memo of hand prices. Pricing is a pure function of (game, options, seats, position,
//! dealer, facts), so the store keeps each answer and a fold over a long game re-prices only
//! the hands that changed. This keeps recording a hand in a 1,000-hand Gin game (whose cards
//! go through the meld solver) inside the budget, without ever storing a total.

use crate::state::GameState;
use cardtable_rules::games::dispatch::{score_json, ScoredJson};
use cardtable_rules::games::Table;
use cardtable_rules::ledger::{fold_with, Standings, StoredHand};
use cardtable_rules::{GameKind, RuleError};
use serde_json::Value;
use std::collections::HashMap;

/// Past this many entries the memo starts again (a bound on memory, not on correctness).
const MAX_ENTRIES: usize = 200_000;

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct Key {
    kind: GameKind,
    options: String,
    seats: usize,
    hand_index: usize,
    dealer: usize,
    facts: String,
}

/// Memoised [`score_json`].
#[derive(Default)]
pub(crate) struct PriceCache {
    map: HashMap<Key, Result<ScoredJson, RuleError>>,
}

impl std::fmt::Debug for PriceCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "PriceCache({} entries)", self.map.len())
    }
}

impl PriceCache {
    /// [`score_json`], remembered.
    pub fn price(
        &mut self,
        kind: GameKind,
        options: &str,
        options_value: &Value,
        table: &Table,
        facts: &Value,
    ) -> Result<ScoredJson, RuleError> {
        let key = Key {
            kind,
            options: options.to_string(),
            seats: table.seats,
            hand_index: table.hand_index,
            dealer: table.dealer,
            facts: facts.to_string(),
        };
        if let Some(hit) = self.map.get(&key) {
            return hit.clone();
        }
        let priced = score_json(kind, options_value, table, facts);
        if self.map.len() >= MAX_ENTRIES {
            self.map.clear();
        }
        self.map.insert(key, priced.clone());
        priced
    }

    /// The rules' fold over `state`, pricing through the memo.
    pub fn fold(&mut self, state: &GameState) -> Standings {
        let options = state.row.options.to_string();
        let stored: Vec<StoredHand> = state
            .hands
            .iter()
            .map(|h| StoredHand {
                id: h.id,
                dealer: h.dealer,
                facts: h.facts.clone(),
                points: h.points.clone(),
                played_at: h.played_at.clone(),
            })
            .collect();
        fold_with(
            state.kind,
            &state.row.options,
            state.seats,
            state.first_dealer,
            &stored,
            |table, facts| self.price(state.kind, &options, &state.row.options, table, facts),
        )
    }
}
