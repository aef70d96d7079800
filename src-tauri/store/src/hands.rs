//! Recording, amending and deleting hands, changing options and reopening games: each is one
//! transaction that re-prices the game with the rules, writes only the rows that changed and
//! logs them for undo. The rules decide scores, validity and the end of the game; this module
//! only stores what they say.

use crate::cache::{load_cached, Stamp};
use crate::keys::{self, Once};
use crate::state::{apply, diff, new_hand_ids, GameState, HandRow};
use crate::{stamp, GameSummary, Store, StoreError};
use cardtable_rules::games::dispatch::score_json;
use cardtable_rules::games::setup::check_new_options;
use cardtable_rules::games::Table;
use cardtable_rules::ledger::Standings;
use chrono::{DateTime, Utc};
use rusqlite::{params, OptionalExtension, TransactionBehavior};
use serde::Serialize;
use serde_json::Value;
use std::sync::Arc;

/// Everything the game screen shows: the game, its options, standings and undo state.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct GameView {
    /// The game as listed.
    pub game: GameSummary,
    /// The stored options (as saved; the rules fill in defaults).
    pub options: Value,
    /// Seat that dealt first.
    pub first_dealer: usize,
    /// True after `games_reopen` until the next hand is recorded.
    pub reopened: bool,
    /// Totals, history, next dealer, end of game: computed by the rules.
    pub standings: Standings,
    /// What undo would revert (`record`, `amend`, `delete`, `options`, `reopen`), if anything.
    pub undo: Option<String>,
    /// What redo would re-apply, if anything.
    pub redo: Option<String>,
    /// The game's version as this view shows it ([`Store::game_version`]): a write made from
    /// this view names it, and is refused if the game has changed since.
    pub version: i64,
}

/// Which change is being made; it decides how "finished" follows the rules' verdict.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Action {
    Record,
    Amend,
    Delete,
    Options,
    Reopen,
}

impl Action {
    pub(crate) fn label(self) -> &'static str {
        match self {
            Action::Record => "record",
            Action::Amend => "amend",
            Action::Delete => "delete",
            Action::Options => "options",
            Action::Reopen => "reopen",
        }
    }
}

fn check_dealer(dealer: usize, seats: usize) -> Result<usize, StoreError> {
    if dealer < seats {
        Ok(dealer)
    } else {
        Err(StoreError::invalid(format!(
            "The dealer must be one of the {seats} seats (seat {} was given).",
            dealer + 1
        )))
    }
}

fn require_open(state: &GameState) -> Result<(), StoreError> {
    if state.row.finished_at.is_some() {
        return Err(StoreError::invalid(
            "This game is finished. Reopen it to make a correction.",
        ));
    }
    Ok(())
}

impl Store {
    /// The game screen's view of game `id`.
    pub fn game_view(&self, id: i64) -> Result<GameView, StoreError> {
        let state = load_cached(&self.cache, &self.conn, id)?;
        self.view_of(&state)
    }

    pub(crate) fn view_of(&self, state: &GameState) -> Result<GameView, StoreError> {
        let standings = self.fold(state);
        self.view_with(state, standings)
    }

    /// The view of `state` with its standings already folded.
    fn view_with(&self, state: &GameState, standings: Standings) -> Result<GameView, StoreError> {
        let label = |undone: bool, newest: bool| -> Result<Option<String>, StoreError> {
            let order = if newest { "DESC" } else { "ASC" };
            let sql = format!(
                "SELECT action FROM history WHERE game_id = ?1 AND undone = ?2 ORDER BY id {order} LIMIT 1"
            );
            Ok(self
                .conn
                .prepare_cached(&sql)?
                .query_row(params![state.id, undone], |r| r.get(0))
                .optional()?)
        };
        Ok(GameView {
            game: self.game_summary(state.id)?,
            options: state.row.options.clone(),
            first_dealer: state.first_dealer,
            reopened: state.row.reopened,
            standings,
            undo: label(false, true)?,
            redo: label(true, false)?,
            version: crate::history::version_of(&self.conn, state.id)?,
        })
    }

    /// Records the next hand of game `id`: the rules validate and price `facts`, then the hand
    /// and its scores are written in one transaction. `dealer` defaults to the rules' next dealer.
    pub fn record_hand(
        &mut self,
        id: i64,
        facts: &Value,
        dealer: Option<usize>,
        now: DateTime<Utc>,
    ) -> Result<GameView, StoreError> {
        self.record_hand_once(id, facts, dealer, None, now)
    }

    /// [`Store::record_hand`] with a client-chosen idempotency `key`: the first write with a
    /// key records the hand; the same write sent again records nothing and returns the game
    /// as it stands (see `keys.rs`). `None` records every time.
    pub fn record_hand_once(
        &mut self,
        id: i64,
        facts: &Value,
        dealer: Option<usize>,
        key: Option<&str>,
        now: DateTime<Utc>,
    ) -> Result<GameView, StoreError> {
        let once = key.map(|k| Once::new(k, facts, dealer)).transpose()?;
        self.change(id, Action::Record, once.as_ref(), now, |state, before| {
            require_open(state)?;
            let next = match dealer {
                Some(d) => d,
                None => before.next_dealer()?,
            };
            let dealer = check_dealer(next, state.seats)?;
            let table = Table {
                seats: state.seats,
                hand_index: state.hands.len(),
                dealer,
            };
            let scored = score_json(state.kind, &state.row.options, &table, facts)?;
            state.hands.push(HandRow {
                id: 0, // assigned in `change`
                seq: state.hands.last().map_or(1, |h| h.seq + 1),
                dealer,
                facts: Arc::new(facts.clone()),
                played_at: stamp(now),
                points: scored.points,
            });
            Ok(())
        })
    }

    /// Replaces the facts (and optionally the dealer) of hand `hand`; every later total follows.
    pub fn amend_hand(
        &mut self,
        hand: i64,
        facts: &Value,
        dealer: Option<usize>,
        now: DateTime<Utc>,
    ) -> Result<GameView, StoreError> {
        let game = self.game_of_hand(hand)?;
        self.change(game, Action::Amend, None, now, |state, _| {
            require_open(state)?;
            let i = state
                .position(hand)
                .ok_or_else(|| StoreError::not_found(format!("Hand {hand}")))?;
            let dealer = check_dealer(dealer.unwrap_or(state.hands[i].dealer), state.seats)?;
            let table = Table {
                seats: state.seats,
                hand_index: i,
                dealer,
            };
            let scored = score_json(state.kind, &state.row.options, &table, facts)?;
            let h = &mut state.hands[i];
            h.facts = Arc::new(facts.clone());
            h.dealer = dealer;
            h.points = scored.points;
            Ok(())
        })
    }

    /// Deletes hand `hand`; later hands move up and are re-priced.
    pub fn delete_hand(&mut self, hand: i64, now: DateTime<Utc>) -> Result<GameView, StoreError> {
        let game = self.game_of_hand(hand)?;
        self.change(game, Action::Delete, None, now, |state, _| {
            require_open(state)?;
            state.hands.retain(|h| h.id != hand);
            Ok(())
        })
    }

    /// Replaces game `id`'s options (checked by the rules) and re-prices its whole history.
    pub fn set_options(
        &mut self,
        id: i64,
        options: &Value,
        now: DateTime<Utc>,
    ) -> Result<GameView, StoreError> {
        self.change(id, Action::Options, None, now, |state, _| {
            require_open(state)?;
            // The same strict check as at creation: an unknown key or a zero target is refused,
            // not stored and silently ignored.
            check_new_options(state.kind, options)?;
            state.row.options = if options.is_null() {
                serde_json::json!({})
            } else {
                options.clone()
            };
            Ok(())
        })
    }

    /// Reopens a finished game so its hands can be corrected. No hand can be recorded past its
    /// end; a correction that leaves it short of its end lets play go on (the next hand
    /// recorded closes the reopening).
    pub fn reopen_game(&mut self, id: i64, now: DateTime<Utc>) -> Result<GameView, StoreError> {
        self.change(id, Action::Reopen, None, now, |state, _| {
            if state.row.finished_at.is_none() {
                return Err(StoreError::invalid("This game is not finished."));
            }
            state.row.finished_at = None;
            state.row.reopened = true;
            Ok(())
        })
    }

    /// The game a hand belongs to; `NotFound` if there is no such hand.
    pub fn game_of_hand(&self, hand: i64) -> Result<i64, StoreError> {
        self.conn
            .prepare_cached("SELECT game_id FROM hands WHERE id = ?1")?
            .query_row([hand], |r| r.get(0))
            .optional()?
            .ok_or_else(|| StoreError::not_found(format!("Hand {hand}")))
    }

    /// One change in one transaction: load, let `edit` change the state in memory, re-price,
    /// settle "finished", write the difference, log it for undo, drop the redo stack.
    fn change(
        &mut self,
        id: i64,
        action: Action,
        once: Option<&Once>,
        now: DateTime<Utc>,
        edit: impl FnOnce(&mut GameState, &GameState) -> Result<(), StoreError>,
    ) -> Result<GameView, StoreError> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        if let Some(once) = once {
            if keys::seen(&tx, id, once)? {
                drop(tx);
                return self.game_view(id);
            }
        }
        // The rows as last seen when nothing has been written since; else from the database.
        let before = load_cached(&self.cache, &tx, id)?;
        if action == Action::Record && before.row.reopened {
            // Reopened to correct its hands, not to play past its end.
            let over = match self.cache.try_borrow_mut() {
                Ok(mut cache) => before.clone().reprice(&mut cache).over,
                Err(_) => return Err(StoreError::invalid("The database is busy; try again.")),
            };
            if over {
                return Err(StoreError::invalid(
                    "This game is over; it was reopened only to correct its hands. Edit a hand, or start a rematch to play on.",
                ));
            }
        }
        let mut after = before.clone();
        edit(&mut after, &before)?;
        if action == Action::Record {
            if let Some(h) = after.hands.last_mut() {
                h.id = new_hand_ids(&tx, 1)?;
                if let Some(once) = once {
                    keys::remember(&tx, id, once, h.id, &stamp(now))?;
                }
            }
        }
        let standings = match self.cache.try_borrow_mut() {
            Ok(mut cache) => after.reprice(&mut cache),
            Err(_) => return Err(StoreError::invalid("The database is busy; try again.")),
        };
        match action {
            Action::Reopen => {}
            Action::Record => {
                after.row.reopened = false;
                after.row.finished_at = standings.over.then(|| stamp(now));
            }
            Action::Amend | Action::Delete | Action::Options => {
                if !after.row.reopened {
                    after.row.finished_at = standings
                        .over
                        .then(|| after.row.finished_at.clone().unwrap_or_else(|| stamp(now)));
                }
            }
        }
        let (b, a) = diff(&before, &after);
        apply(&tx, id, &b, &a)?;
        tx.prepare_cached("DELETE FROM history WHERE game_id = ?1 AND undone = 1")?
            .execute([id])?;
        if action == Action::Record {
            // A recorded hand ends the round a live tracker was keeping (tracker.rs).
            tx.prepare_cached("DELETE FROM tracker_moves WHERE game_id = ?1")?
                .execute([id])?;
        }
        tx.prepare_cached(
            "INSERT INTO history (game_id, action, before, after, at) VALUES (?1, ?2, ?3, ?4, ?5)",
        )?
        .execute(params![
            id,
            action.label(),
            serde_json::to_string(&b)?,
            serde_json::to_string(&a)?,
            stamp(now)
        ])?;
        tx.commit()?;
        let view = self.view_with(&after, standings)?;
        // Kept for the next call, stamped as the database stands after this commit.
        let stamp = Stamp::of(&self.conn)?;
        if let Ok(mut cache) = self.cache.try_borrow_mut() {
            cache.keep(stamp, after);
        }
        Ok(view)
    }
}
