//! The live trackers' moves (Skull & Roses, Avalanche): the round being played is kept move by
//! move in `tracker_moves`, so closing the app mid-round loses nothing.
//!
//! The rules decide: a move is written only after the game's referee accepts it after the
//! moves already kept ([`tracker_view`]). Saving the finished round records its hand through
//! the usual path, and recording a hand deletes the game's kept moves in the same transaction
//! (see `hands.rs`), so a round is never saved twice nor lost between the two writes.

use crate::state::GameState;
use crate::{stamp, Store, StoreError};
use cardtable_rules::games::tracker::{
    tracker_view, SavedHand, TrackTable, TrackerView, MAX_MOVES,
};
use cardtable_rules::RuleError;
use chrono::{DateTime, Utc};
use rusqlite::{params, Connection};
use serde_json::Value;

/// Largest move kept, in bytes of JSON (a move is a few dozen).
pub const MOVE_MAX: usize = 1024;

fn kept_moves(conn: &Connection, game: i64) -> Result<Vec<Value>, StoreError> {
    let mut stmt =
        conn.prepare_cached("SELECT move FROM tracker_moves WHERE game_id = ?1 ORDER BY seq")?;
    let rows = stmt.query_map([game], |r| r.get::<_, String>(0))?;
    let mut moves = Vec::new();
    for text in rows {
        moves.push(serde_json::from_str(&text?)?);
    }
    Ok(moves)
}

impl Store {
    /// Where tracked game `id` stands: its saved hands and the kept moves, through the rules.
    pub fn tracker(&self, id: i64) -> Result<TrackerView, StoreError> {
        let moves = kept_moves(&self.conn, id)?;
        self.tracker_with(id, &moves)
    }

    fn tracker_with(&self, id: i64, moves: &[Value]) -> Result<TrackerView, StoreError> {
        let state = GameState::load(&self.conn, id)?;
        let names = self.seat_names(id)?;
        let hands: Vec<SavedHand<'_>> = state
            .hands
            .iter()
            .map(|h| SavedHand {
                dealer: h.dealer,
                facts: &h.facts,
                points: &h.points,
            })
            .collect();
        let table = TrackTable {
            seats: state.seats,
            first_dealer: state.first_dealer,
            names: &names,
            hands: &hands,
        };
        Ok(tracker_view(state.kind, &state.row.options, &table, moves)?)
    }

    /// Keeps one more move of game `id`'s current round, once the rules accept it.
    pub fn tracker_move(
        &mut self,
        id: i64,
        mv: &Value,
        now: DateTime<Utc>,
    ) -> Result<TrackerView, StoreError> {
        let text = serde_json::to_string(mv)?;
        if text.len() > MOVE_MAX {
            return Err(StoreError::invalid("This move is too large to keep."));
        }
        let mut moves = kept_moves(&self.conn, id)?;
        if moves.len() >= MAX_MOVES {
            return Err(RuleError::new(
                "E_TOO_MANY_MOVES",
                format!("A round can't hold more than {MAX_MOVES} moves."),
            )
            .into());
        }
        moves.push(mv.clone());
        let view = self.tracker_with(id, &moves)?;
        // A move after the end of the round is the referee's refusal (E_SK_ROUND_OVER...).
        self.conn
            .prepare_cached(
                "INSERT INTO tracker_moves (game_id, seq, move, at) VALUES (?1, ?2, ?3, ?4)",
            )?
            .execute(params![
                id,
                i64::try_from(moves.len() - 1).unwrap_or(i64::MAX),
                text,
                stamp(now)
            ])?;
        Ok(view)
    }

    /// Drops the newest kept move of game `id` (undo); nothing to drop is not an error.
    pub fn tracker_undo(&mut self, id: i64) -> Result<TrackerView, StoreError> {
        self.conn
            .prepare_cached(
                "DELETE FROM tracker_moves WHERE game_id = ?1
                 AND seq = (SELECT max(seq) FROM tracker_moves WHERE game_id = ?1)",
            )?
            .execute([id])?;
        self.tracker(id)
    }

    /// Saves game `id`'s finished round as its next hand (the kept moves go in the same
    /// transaction); `Invalid` if the round is not over.
    pub fn tracker_save(
        &mut self,
        id: i64,
        now: DateTime<Utc>,
    ) -> Result<crate::GameView, StoreError> {
        let Some(done) = self.tracker(id)?.finished().cloned() else {
            return Err(StoreError::invalid(
                "This round isn't over yet: play it to the end first.",
            ));
        };
        self.record_hand(id, &done.facts, Some(done.dealer), now)
    }
}
