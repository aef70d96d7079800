//! Undo and redo of a game's changes, from the `history` log: undo re-applies the rows as
//! they were before the newest change; redo re-applies the oldest undone change.

use crate::game_rows::{apply, GameState, Snapshot};
use crate::group::Scope;
use crate::{Store, StoreError};
use rusqlite::{params, OptionalExtension};

impl Store {
    /// Reverts the newest change to game `id` (record, amend, delete, options or reopen).
    pub fn undo(&mut self, id: i64) -> Result<(), StoreError> {
        self.step(id, true)
    }

    /// Re-applies the change most recently undone in game `id`.
    pub fn redo(&mut self, id: i64) -> Result<(), StoreError> {
        self.step(id, false)
    }

    /// Game `id`'s version: the newest change in force (0 before any). Every record, amend,
    /// delete, options change, reopen, undo and redo gives the game another version, and the
    /// same state always has the same one (the changes in force are a prefix of the log), so a
    /// write made against an older version can be refused.
    pub fn game_version(&self, id: i64) -> Result<i64, StoreError> {
        self.game_summary(id)?;
        version_of(&self.conn, id)
    }

    fn step(&mut self, id: i64, undo: bool) -> Result<(), StoreError> {
        // Its own transaction, or inside a group (`group.rs`) a savepoint of the group's.
        let tx = Scope::open(&mut self.conn)?;
        // Makes sure the game exists, so "nothing to undo" is not reported for a missing game.
        GameState::load(&tx, id)?;
        let sql = if undo {
            "SELECT id, before, after FROM history WHERE game_id = ?1 AND undone = 0 ORDER BY id DESC LIMIT 1"
        } else {
            "SELECT id, before, after FROM history WHERE game_id = ?1 AND undone = 1 ORDER BY id ASC LIMIT 1"
        };
        let entry: Option<(i64, String, String)> = tx
            .prepare_cached(sql)?
            .query_row([id], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
            .optional()?;
        let Some((entry, before, after)) = entry else {
            return Err(StoreError::declined(if undo {
                crate::Declined::NothingToUndo
            } else {
                crate::Declined::NothingToRedo
            }));
        };
        let before: Snapshot = serde_json::from_str(&before)?;
        let after: Snapshot = serde_json::from_str(&after)?;
        if undo {
            apply(&tx, id, &after, &before)?;
        } else {
            apply(&tx, id, &before, &after)?;
        }
        tx.prepare_cached("UPDATE history SET undone = ?2 WHERE id = ?1")?
            .execute(params![entry, undo])?;
        tx.commit()?;
        Ok(())
    }
}

/// Game `id`'s version as the database stands (see [`Store::game_version`]).
pub(crate) fn version_of(conn: &rusqlite::Connection, id: i64) -> Result<i64, StoreError> {
    Ok(conn
        .prepare_cached(
            "SELECT COALESCE(MAX(id), 0) FROM history WHERE game_id = ?1 AND undone = 0",
        )?
        .query_row([id], |r| r.get(0))?)
}
