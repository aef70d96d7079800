//! A game's own details around its ledger: the recent games, its name, soft deletion and
//! restore (undo), the winners named when the players stop an open-ended game (the command
//! layer checks the choice with the rules) and the entry form last used. The draft of the hand
//! being entered is in `drafts.rs`.
//!
//! Deleting is soft: `deleted_at` hides a game from the recent games until
//! [`Store::restore_game`]; nothing else about it changes.

use crate::{stamp, GameSummary, Store, StoreError};
use chrono::{DateTime, Utc};
use rusqlite::{params, OptionalExtension};

/// Longest game name, in characters.
pub const NAME_MAX: usize = 80;

/// A game's own details as stored beside its ledger (the command layer adds what the rules
/// say: leaders, whether the game is open-ended).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MetaRow {
    /// The name the players gave it, if any.
    pub name: Option<String>,
    /// Set while the game is deleted (RFC 3339 UTC).
    pub deleted_at: Option<String>,
    finished_at: Option<String>,
    declared: Option<String>,
    declared_at: Option<String>,
    /// The hand-entry form last chosen for this game (e.g. `cards`, `counts`).
    pub entry_mode: Option<String>,
}

impl MetaRow {
    /// The named winners, only while the game is still finished at the moment they were named
    /// (a reopened game's winners are decided again).
    pub fn declared(&self) -> Option<Vec<usize>> {
        let named = self.declared.as_deref()?;
        if self.finished_at.is_none() || self.finished_at != self.declared_at {
            return None;
        }
        serde_json::from_str(named).ok()
    }
}

impl Store {
    /// Game `id`'s own details as stored.
    pub fn meta_row(&self, id: i64) -> Result<MetaRow, StoreError> {
        self.conn
            .prepare_cached(
                "SELECT name, deleted_at, finished_at, declared_winners, declared_at, entry_mode
                 FROM games WHERE id = ?1",
            )?
            .query_row([id], |r| {
                Ok(MetaRow {
                    name: r.get(0)?,
                    deleted_at: r.get(1)?,
                    finished_at: r.get(2)?,
                    declared: r.get(3)?,
                    declared_at: r.get(4)?,
                    entry_mode: r.get(5)?,
                })
            })
            .optional()?
            .ok_or_else(|| StoreError::not_found(crate::Missing::Game(id)))
    }

    /// The ids of the `limit` most recent games that are not deleted, newest first.
    pub fn recent_game_ids(&self, limit: usize) -> Result<Vec<i64>, StoreError> {
        Ok(self
            .conn
            .prepare_cached(
                "SELECT id FROM games WHERE deleted_at IS NULL
                 ORDER BY created_at DESC, id DESC LIMIT ?1",
            )?
            .query_map([i64::try_from(limit).unwrap_or(i64::MAX)], |r| r.get(0))?
            .collect::<Result<_, _>>()?)
    }

    /// The ids of every game that is not deleted, oldest first (exports of everything).
    pub fn live_game_ids(&self) -> Result<Vec<i64>, StoreError> {
        Ok(self
            .conn
            .prepare_cached(
                "SELECT id FROM games WHERE deleted_at IS NULL ORDER BY created_at, id",
            )?
            .query_map([], |r| r.get(0))?
            .collect::<Result<_, _>>()?)
    }

    /// Names game `id` (a blank name clears it); at most [`NAME_MAX`] characters.
    pub fn rename_game(&mut self, id: i64, name: &str) -> Result<(), StoreError> {
        let name = name.trim();
        if name.chars().count() > NAME_MAX {
            return Err(StoreError::declined(crate::Declined::GameNameTooLong {
                max: NAME_MAX,
                got: name.chars().count(),
            }));
        }
        let name = (!name.is_empty()).then_some(name);
        self.update_game(
            id,
            "UPDATE games SET name = ?2 WHERE id = ?1",
            params![id, name],
        )
    }

    /// Deletes game `id` softly: hidden from the recent games until restored.
    pub fn delete_game(&mut self, id: i64, now: DateTime<Utc>) -> Result<(), StoreError> {
        self.update_game(
            id,
            "UPDATE games SET deleted_at = coalesce(deleted_at, ?2) WHERE id = ?1",
            params![id, stamp(now)],
        )
    }

    /// Brings a deleted game back (the undo of [`Store::delete_game`]).
    pub fn restore_game(&mut self, id: i64) -> Result<GameSummary, StoreError> {
        self.update_game(
            id,
            "UPDATE games SET deleted_at = NULL WHERE id = ?1",
            params![id],
        )?;
        self.game_summary(id)
    }

    /// Remembers the hand-entry form chosen for game `id` (`cards`, `counts`, ...).
    pub fn set_entry_mode(&mut self, id: i64, mode: &str) -> Result<(), StoreError> {
        let mode = mode.trim();
        if mode.is_empty() || mode.len() > 20 || !mode.chars().all(|c| c.is_ascii_alphanumeric()) {
            return Err(StoreError::declined(crate::Declined::EntryForm {
                mode: mode.to_string(),
            }));
        }
        self.update_game(
            id,
            "UPDATE games SET entry_mode = ?2 WHERE id = ?1",
            params![id, mode],
        )
    }

    fn update_game(
        &mut self,
        id: i64,
        sql: &str,
        args: impl rusqlite::Params,
    ) -> Result<(), StoreError> {
        let changed = self.conn.execute(sql, args)?;
        if changed == 0 {
            return Err(StoreError::not_found(crate::Missing::Game(id)));
        }
        Ok(())
    }

    /// Marks game `id` finished now with the winners the players named (the command layer has
    /// checked the choice with the rules).
    pub fn declare_winners(
        &mut self,
        id: i64,
        named: &[usize],
        now: DateTime<Utc>,
    ) -> Result<(), StoreError> {
        let at = stamp(now);
        self.update_game(
            id,
            "UPDATE games SET finished_at = ?2, declared_at = ?2, declared_winners = ?3,
                              reopened = 0
             WHERE id = ?1",
            params![id, at, serde_json::to_string(named)?],
        )
    }
}
