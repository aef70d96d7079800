//! The live trackers (Skull & Roses, Avalanche): the rules referee each move of the round
//! being played after the moves the store keeps, and a finished round is saved as the game's
//! next hand.

use super::{GameView, Ledger};
use cardtable_rules::games::tracker::{
    tracker_view, SavedHand, TrackTable, TrackerView, MAX_MOVES,
};
use cardtable_store::{StoreError, MOVE_MAX};
use chrono::{DateTime, Utc};
use serde_json::Value;

impl Ledger {
    /// Where tracked game `id` stands: its saved hands and the kept moves, through the rules.
    pub fn tracker(&self, id: i64) -> Result<TrackerView, StoreError> {
        let moves = self.store.tracker_moves(id)?;
        self.tracker_with(id, &moves)
    }

    fn tracker_with(&self, id: i64, moves: &[Value]) -> Result<TrackerView, StoreError> {
        let state = self.store.game_rows(id)?;
        let names = self.store.seat_names(id)?;
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
        let mut moves = self.store.tracker_moves(id)?;
        if moves.len() >= MAX_MOVES {
            return Err(cardtable_rules::games::tracker::too_many_moves().into());
        }
        moves.push(mv.clone());
        let view = self.tracker_with(id, &moves)?;
        // A move after the end of the round is the referee's refusal (E_SK_ROUND_OVER...).
        self.store.keep_tracker_move(id, moves.len() - 1, mv, now)?;
        Ok(view)
    }

    /// Drops the newest kept move of game `id` (undo); nothing to drop is not an error.
    pub fn tracker_undo(&mut self, id: i64) -> Result<TrackerView, StoreError> {
        self.store.drop_tracker_move(id)?;
        self.tracker(id)
    }

    /// Saves game `id`'s finished round as its next hand (the kept moves go in the same
    /// transaction); `Invalid` if the round is not over.
    pub fn tracker_save(&mut self, id: i64, now: DateTime<Utc>) -> Result<GameView, StoreError> {
        let Some(done) = self.tracker(id)?.finished().cloned() else {
            return Err(StoreError::invalid(
                "This round isn't over yet: play it to the end first.",
            ));
        };
        self.record_hand(id, &done.facts, Some(done.dealer), now)
    }
}
