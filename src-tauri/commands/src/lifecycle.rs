//! A game's life around its ledger: the home screen's game cards, a game's details, naming,
//! deleting and restoring a game (undo), stopping an open-ended game with the winners the
//! players name (the rules check the choice; naming no one gives the win to the leader, and a
//! tie for the lead is refused naming the tied players), and a rematch.

use crate::error::AppError;
use crate::ledger::{GameCard, GameMeta};
use crate::state::AppState;
use cardtable_rules::games::setup::check_new_options;
use cardtable_rules::seats::check_seats;
use cardtable_store::{GameSummary, NewGame};

/// How many games the home screen lists when the UI does not say.
const RECENT_GAMES: usize = 50;

/// The recent games that are not deleted, newest first, with totals and leaders or winners.
pub fn games_overview(state: &AppState, limit: Option<usize>) -> Result<Vec<GameCard>, AppError> {
    Ok(state.store()?.overview(limit.unwrap_or(RECENT_GAMES))?)
}

/// A game's name, deletion, named winners, whether it is open-ended and its entry form.
pub fn games_meta(state: &AppState, game_id: i64) -> Result<GameMeta, AppError> {
    Ok(state.store()?.game_meta(game_id)?)
}

/// Names a game ("Heart Failure"); a blank name clears it.
pub fn games_rename(state: &AppState, game_id: i64, name: String) -> Result<GameMeta, AppError> {
    let meta = state.store()?.rename_game(game_id, &name)?;
    state.changed(Some(game_id));
    Ok(meta)
}

/// Deletes a game softly; `games_restore` brings it back.
pub fn games_delete(state: &AppState, game_id: i64) -> Result<(), AppError> {
    state.store()?.delete_game(game_id, chrono::Utc::now())?;
    state.changed(Some(game_id));
    Ok(())
}

/// Brings a deleted game back (the undo of `games_delete`).
pub fn games_restore(state: &AppState, game_id: i64) -> Result<GameSummary, AppError> {
    let game = state.store()?.restore_game(game_id)?;
    state.changed(Some(game_id));
    Ok(game)
}

/// Stops an open-ended game with the winners the players name (seats, 0-based).
pub fn games_end(
    state: &AppState,
    game_id: i64,
    winners: Vec<usize>,
) -> Result<GameMeta, AppError> {
    let meta = state
        .store()?
        .end_game(game_id, &winners, chrono::Utc::now())?;
    state.changed(Some(game_id));
    Ok(meta)
}

/// Starts a rematch: the same players and rules, the deal passed on. Checked like a new game.
pub fn games_rematch(state: &AppState, game_id: i64) -> Result<GameSummary, AppError> {
    let mut store = state.store()?;
    let game = store.rematch_of(game_id)?;
    let players = check_seats(game.kind, &game.players)?;
    check_new_options(game.kind, &game.options)?;
    let game = NewGame { players, ..game };
    let created = store.create_game(&game, chrono::Utc::now())?;
    drop(store);
    state.changed(Some(created.id));
    Ok(created)
}
