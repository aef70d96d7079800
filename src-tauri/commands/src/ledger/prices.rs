//! The command layer's memo of hand prices, so that a write to a long game costs the hands it
//! changed, not the whole game.
//!
//! Pricing is a pure function of (game kind, options, seats, place in the game, dealer,
//! facts), so each game's hands keep their last price by place: a fold re-prices only the
//! hands whose place, dealer or facts changed (from the changed hand on, when a hand is
//! inserted or deleted), and takes the rest as they were. Nothing derived is stored on disk.

use cardtable_rules::games::dispatch::{self, Pricer};
use cardtable_rules::ledger::{fold_priced, is_priced_anywhere, Priced, Standings, StoredHand};
use cardtable_rules::{GameKind, RuleError};
use cardtable_store::GameState;
use serde_json::Value;
use std::collections::HashMap;
use std::sync::Arc;

/// Most games whose prices are kept (the memo starts again past it: a bound on memory).
const MAX_GAMES: usize = 32;

/// One hand's price at its place, with what it was priced from.
#[derive(Debug)]
struct Entry {
    dealer: usize,
    facts: Arc<Value>,
    priced: Result<Priced, RuleError>,
}

/// One game's prices by place, valid for its kind, options and seats.
#[derive(Debug)]
struct GamePrices {
    kind: GameKind,
    options: Value,
    seats: usize,
    hands: Vec<Option<Entry>>,
}

/// The memo of prices, by game.
#[derive(Debug, Default)]
pub(crate) struct Prices {
    games: HashMap<i64, GamePrices>,
}

impl Prices {
    /// The rules' fold over `state`, pricing through the memo.
    pub fn fold(&mut self, state: &GameState) -> Standings {
        if self.games.len() >= MAX_GAMES && !self.games.contains_key(&state.id) {
            self.games.clear();
        }
        let prices = self.games.entry(state.id).or_insert_with(|| GamePrices {
            kind: state.kind,
            options: state.row.options.clone(),
            seats: state.seats,
            hands: Vec::new(),
        });
        if prices.kind != state.kind
            || prices.seats != state.seats
            || prices.options != state.row.options
        {
            *prices = GamePrices {
                kind: state.kind,
                options: state.row.options.clone(),
                seats: state.seats,
                hands: Vec::new(),
            };
        }
        // The prices by place as they were; the fold writes the new ones. When a hand was
        // deleted or restored, the hands after it moved by one place: for a game priced the
        // same anywhere, their prices are found one place off.
        let old = std::mem::take(&mut prices.hands);
        let anywhere = is_priced_anywhere(state.kind);
        let mut fresh: Vec<Option<Entry>> = Vec::with_capacity(state.hands.len());
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
        let standings = fold_priced(
            state.kind,
            &state.row.options,
            state.seats,
            state.first_dealer,
            &stored,
            |table, hand| {
                let i = table.hand_index;
                let same = |e: &&Entry| {
                    e.dealer == table.dealer
                        && (Arc::ptr_eq(&e.facts, &hand.facts) || e.facts == hand.facts)
                };
                let at = |j: Option<usize>| j.and_then(|j| old.get(j)).and_then(Option::as_ref);
                let found = match at(Some(i)).filter(same) {
                    Some(e) => Some(e),
                    None if anywhere => at(Some(i + 1))
                        .filter(same)
                        .or_else(|| at(i.checked_sub(1)).filter(same)),
                    None => None,
                };
                let priced = match found {
                    Some(e) => e.priced.clone(),
                    None => {
                        let p = pricer.get_or_insert_with(|| {
                            dispatch::pricer(state.kind, &state.row.options)
                        });
                        match p {
                            Ok(p) => p.price(table, &hand.facts).map(Priced::from),
                            Err(e) => Err(e.clone()),
                        }
                    }
                };
                fresh.push(Some(Entry {
                    dealer: table.dealer,
                    facts: hand.facts.clone(),
                    priced: priced.clone(),
                }));
                priced
            },
        );
        prices.hands = fresh;
        standings
    }
}
