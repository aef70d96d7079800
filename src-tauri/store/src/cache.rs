//! What the store remembers between calls so that a write to a long game costs the hands it
//! changed, not the whole game.
//!
//! **Prices.** Pricing is a pure function of (game kind, options, seats, place in the game,
//! dealer, facts), so each game's hands keep their last price by place: a fold re-prices only
//! the hands whose place, dealer or facts changed (from the changed hand on, when a hand is
//! inserted or deleted), and takes the rest as they were. Nothing derived is stored on disk.
//!
//! **The last game's rows.** The game last written or viewed is kept as read, stamped with
//! the connection's count of changed rows (`sqlite3_total_changes`, which every write through
//! this connection moves) and `PRAGMA data_version` (which every commit by another connection
//! moves). The rows are reused only while both are unchanged, so any write anywhere, by any
//! code path or process, sends the next call back to the database. (A restore that copies
//! pages into this very connection with the backup API moves neither: it must reopen the
//! store.)

use crate::state::GameState;
use crate::StoreError;
use cardtable_rules::games::dispatch::{self, Pricer};
use cardtable_rules::ledger::{fold_priced, is_priced_anywhere, Priced, Standings, StoredHand};
use cardtable_rules::{GameKind, RuleError};
use rusqlite::Connection;
use serde_json::Value;
use std::collections::HashMap;
use std::sync::Arc;

/// Most games whose prices are kept (the memo starts again past it: a bound on memory).
const MAX_GAMES: usize = 32;

/// When the database was last seen: (rows changed by this connection, data version).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Stamp(u64, i64);

impl Stamp {
    /// The database's stamp now.
    pub fn of(conn: &Connection) -> Result<Stamp, StoreError> {
        let version = conn
            .prepare_cached("PRAGMA data_version")?
            .query_row([], |r| r.get(0))?;
        Ok(Stamp(conn.total_changes(), version))
    }
}

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

/// The memo of prices and the last game's rows.
#[derive(Debug, Default)]
pub(crate) struct PriceCache {
    games: HashMap<i64, GamePrices>,
    last: Option<(Stamp, GameState)>,
}

impl PriceCache {
    /// The rows of game `id` as last seen, if the database has not changed since.
    pub fn state(&self, id: i64, now: Stamp) -> Option<GameState> {
        match &self.last {
            Some((stamp, state)) if *stamp == now && state.id == id => Some(state.clone()),
            _ => None,
        }
    }

    /// Remembers `state` as the database holds it at `stamp`.
    pub fn keep(&mut self, stamp: Stamp, state: GameState) {
        self.last = Some((stamp, state));
    }

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

/// Game `id`'s rows: as last seen when the database has not changed since, else read (and
/// remembered).
pub(crate) fn load_cached(
    cache: &std::cell::RefCell<PriceCache>,
    conn: &Connection,
    id: i64,
) -> Result<GameState, StoreError> {
    let stamp = Stamp::of(conn)?;
    if let Some(state) = cache.try_borrow().ok().and_then(|c| c.state(id, stamp)) {
        return Ok(state);
    }
    let state = GameState::load(conn, id)?;
    if let Ok(mut c) = cache.try_borrow_mut() {
        c.keep(stamp, state.clone());
    }
    Ok(state)
}
