//! One change to a game's hands or options, as one transaction: read the rows, let the caller
//! (the command layer, which prices through the rules) turn them into the new rows, write only
//! the rows that differ and log them for undo. This module decides nothing about scores,
//! validity or the end of the game: it stores what it is given.

use crate::cache::{load_cached, Stamp};
use crate::game_rows::{apply, diff, new_hand_ids, GameState};
use crate::group::Scope;
use crate::keys::{self, Once};
use crate::{stamp, Store, StoreError};
use chrono::{DateTime, Utc};
use rusqlite::{params, OptionalExtension};

/// Which change is being made; its label is what undo and redo name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// A new hand (the one whose id is 0 in the rows returned).
    Record,
    /// A hand's facts or dealer replaced.
    Amend,
    /// A hand deleted.
    Delete,
    /// The game's options replaced.
    Options,
    /// A finished game reopened for corrections.
    Reopen,
}

impl Action {
    /// The label kept in the history log.
    pub fn label(self) -> &'static str {
        match self {
            Action::Record => "record",
            Action::Amend => "amend",
            Action::Delete => "delete",
            Action::Options => "options",
            Action::Reopen => "reopen",
        }
    }
}

/// What [`Store::change`] did.
#[derive(Debug)]
pub enum Changed<T> {
    /// The rows were written; `state` is the game as it now stands, `extra` what the caller's
    /// edit returned beside it.
    Done {
        /// The game's rows after the change.
        state: GameState,
        /// The caller's own result (the command layer passes the standings through).
        extra: T,
    },
    /// The write's idempotency key had already recorded this very hand: nothing was written.
    Repeated,
}

impl Store {
    /// Game `id`'s rows (as last seen when nothing has been written since).
    pub fn game_rows(&self, id: i64) -> Result<GameState, StoreError> {
        load_cached(&self.cache, &self.conn, id)
    }

    /// The game a hand belongs to; `NotFound` if there is no such hand.
    pub fn game_of_hand(&self, hand: i64) -> Result<i64, StoreError> {
        self.conn
            .prepare_cached("SELECT game_id FROM hands WHERE id = ?1")?
            .query_row([hand], |r| r.get(0))
            .optional()?
            .ok_or_else(|| StoreError::not_found(crate::Missing::Hand(hand)))
    }

    /// What undo and redo of game `id` would act on (the labels of [`Action`]), if anything.
    pub fn undo_redo(&self, id: i64) -> Result<(Option<String>, Option<String>), StoreError> {
        let label = |undone: bool, newest: bool| -> Result<Option<String>, StoreError> {
            let order = if newest { "DESC" } else { "ASC" };
            let sql = format!(
                "SELECT action FROM history WHERE game_id = ?1 AND undone = ?2 ORDER BY id {order} LIMIT 1"
            );
            Ok(self
                .conn
                .prepare_cached(&sql)?
                .query_row(params![id, undone], |r| r.get(0))
                .optional()?)
        };
        Ok((label(false, true)?, label(true, false)?))
    }

    /// Checks a client's idempotency key for a new hand and fingerprints the request (the
    /// facts and dealer it names), for [`Store::change`].
    pub fn write_key(
        key: &str,
        facts: &serde_json::Value,
        dealer: Option<usize>,
    ) -> Result<Once, StoreError> {
        Once::new(key, facts, dealer)
    }

    /// One change in one transaction (taken before anything is read, so two writers never
    /// both change the same rows): read game `id`'s rows, let `edit` make the new rows from
    /// them, write the difference, log it for undo under `action`, drop the redo stack.
    ///
    /// For [`Action::Record`], the new hand is the one with id 0: it gets a fresh id, and
    /// `once` (a client's key) is remembered with it; a key that already recorded this hand
    /// makes the whole call [`Changed::Repeated`] before `edit` runs. Recording also ends the
    /// round a live tracker was keeping (`tracker.rs`).
    pub fn change<T, E: From<StoreError>>(
        &mut self,
        id: i64,
        action: Action,
        once: Option<&Once>,
        now: DateTime<Utc>,
        edit: impl FnOnce(&GameState) -> Result<(GameState, T), E>,
    ) -> Result<Changed<T>, E> {
        self.change_clearing(id, action, once, None, now, edit)
    }

    /// [`Store::change`] that also throws away screen `draft`'s draft of the game in the same
    /// transaction (a hand saved from its entry form: the saved hand and the cleared form are
    /// one change, one request).
    pub fn change_clearing<T, E: From<StoreError>>(
        &mut self,
        id: i64,
        action: Action,
        once: Option<&Once>,
        draft: Option<&str>,
        now: DateTime<Utc>,
        edit: impl FnOnce(&GameState) -> Result<(GameState, T), E>,
    ) -> Result<Changed<T>, E> {
        // Its own transaction, or inside a group (`group.rs`) a savepoint of the group's.
        let tx = Scope::open(&mut self.conn)?;
        if let Some(once) = once {
            if keys::seen(&tx, id, once)? {
                return Ok(Changed::Repeated);
            }
        }
        let before = load_cached(&self.cache, &tx, id)?;
        let (mut after, extra) = edit(&before)?;
        if action == Action::Record {
            if let Some(h) = after.hands.iter_mut().find(|h| h.id == 0) {
                h.id = new_hand_ids(&tx, 1)?;
                if let Some(once) = once {
                    keys::remember(&tx, id, once, h.id, &stamp(now))?;
                }
            }
        }
        let (b, a) = diff(&before, &after);
        let write = || -> Result<(), StoreError> {
            apply(&tx, id, &b, &a)?;
            tx.prepare_cached("DELETE FROM history WHERE game_id = ?1 AND undone = 1")?
                .execute([id])?;
            if action == Action::Record {
                tx.prepare_cached("DELETE FROM tracker_moves WHERE game_id = ?1")?
                    .execute([id])?;
            }
            if let Some(device) = draft {
                tx.prepare_cached("DELETE FROM drafts WHERE game_id = ?1 AND device = ?2")?
                    .execute(params![id, device])?;
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
            Ok(())
        };
        write()?;
        tx.commit()?;
        // Kept for the next call, stamped as the database stands after this commit (inside a
        // group, after its release: a step undone or a group not committed forgets it).
        let stamp = Stamp::of(&self.conn)?;
        if let Ok(mut cache) = self.cache.try_borrow_mut() {
            cache.keep(stamp, after.clone());
        }
        Ok(Changed::Done {
            state: after,
            extra,
        })
    }
}
