//! The live trackers' moves (Skull & Roses, Avalanche): the round being played is kept move by
//! move in `tracker_moves`, so closing the app mid-round loses nothing.
//!
//! The command layer asks the rules first: a move is written only after the game's referee
//! accepts it after the moves already kept. Saving the finished round records its hand through
//! the usual path, and recording a hand deletes the game's kept moves in the same transaction
//! (see `hands.rs`), so a round is never saved twice nor lost between the two writes.

use crate::{stamp, Store, StoreError};
use chrono::{DateTime, Utc};
use rusqlite::params;
use serde_json::Value;

/// Largest move kept, in bytes of JSON (a move is a few dozen).
pub const MOVE_MAX: usize = 1024;

impl Store {
    /// The moves kept for game `id`'s current round, oldest first.
    pub fn tracker_moves(&self, id: i64) -> Result<Vec<Value>, StoreError> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT move FROM tracker_moves WHERE game_id = ?1 ORDER BY seq")?;
        let rows = stmt.query_map([id], |r| r.get::<_, String>(0))?;
        let mut moves = Vec::new();
        for text in rows {
            moves.push(serde_json::from_str(&text?)?);
        }
        Ok(moves)
    }

    /// Keeps `mv` as move number `seq` (0-based) of game `id`'s round; at most [`MOVE_MAX`]
    /// bytes of JSON.
    pub fn keep_tracker_move(
        &mut self,
        id: i64,
        seq: usize,
        mv: &Value,
        now: DateTime<Utc>,
    ) -> Result<(), StoreError> {
        let text = serde_json::to_string(mv)?;
        if text.len() > MOVE_MAX {
            return Err(StoreError::declined(crate::Declined::MoveTooLarge));
        }
        self.conn
            .prepare_cached(
                "INSERT INTO tracker_moves (game_id, seq, move, at) VALUES (?1, ?2, ?3, ?4)",
            )?
            .execute(params![
                id,
                i64::try_from(seq).unwrap_or(i64::MAX),
                text,
                stamp(now)
            ])?;
        Ok(())
    }

    /// Drops the newest kept move of game `id` (undo); nothing to drop is not an error.
    pub fn drop_tracker_move(&mut self, id: i64) -> Result<(), StoreError> {
        self.conn
            .prepare_cached(
                "DELETE FROM tracker_moves WHERE game_id = ?1
                 AND seq = (SELECT max(seq) FROM tracker_moves WHERE game_id = ?1)",
            )?
            .execute([id])?;
        Ok(())
    }
}
