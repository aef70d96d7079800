//! A memo of hand prices. Pricing is a pure function of (game, options, seats, position,
//! dealer, facts), so the store keeps each answer and a fold over a long game re-prices only
//! the hands that changed. This keeps recording a hand in a 1,000-hand Gin game (whose cards
//! go through the meld solver) inside the budget, without ever storing a total.

use crate::state::GameState;
use cardtable_rules::games::dispatch::{self, Pricer, ScoredJson};
use cardtable_rules::ledger::{fold_with, Standings, StoredHand};
use cardtable_rules::{GameKind, RuleError};
use std::collections::HashMap;

/// Past this many entries the memo starts again: a bound on memory (a Gin outcome is a few
/// kilobytes, so this stays in the tens of megabytes), not on correctness.
const MAX_ENTRIES: usize = 20_000;

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
        // Built on the first miss only: most folds find every hand in the memo.
        let mut pricer: Option<Result<Pricer, RuleError>> = None;
        let map = &mut self.map;
        fold_with(
            state.kind,
            &state.row.options,
            state.seats,
            state.first_dealer,
            &stored,
            |table, facts| {
                let key = Key {
                    kind: state.kind,
                    options: options.clone(),
                    seats: table.seats,
                    hand_index: table.hand_index,
                    dealer: table.dealer,
                    facts: facts.to_string(),
                };
                if let Some(hit) = map.get(&key) {
                    return hit.clone();
                }
                let p =
                    pricer.get_or_insert_with(|| dispatch::pricer(state.kind, &state.row.options));
                let priced = match p {
                    Ok(p) => p.price(table, facts),
                    Err(e) => Err(e.clone()),
                };
                if map.len() >= MAX_ENTRIES {
                    map.clear();
                }
                map.insert(key, priced.clone());
                priced
            },
        )
    }
}
