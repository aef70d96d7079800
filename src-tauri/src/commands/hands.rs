//! The game screen's commands: open a game (`games_view`: summary, options, standings and
//! undo state), record, amend and delete hands, undo and redo, change a game's options,
//! reopen a finished game, and list a game's option presets.
//!
//! Each body locks the store and calls it; the store has the rules validate and price every
//! hand and returns the fresh [`GameView`] (standings computed by the rules).

use crate::error::AppError;
use crate::state::AppState;
use cardtable_rules::games::dispatch::{presets, Preset};
use cardtable_rules::GameKind;
use cardtable_store::GameView;
use serde_json::Value;
use tauri::State;

/// Game `game_id` with its standings and history.
#[tauri::command]
pub fn games_view(state: State<'_, AppState>, game_id: i64) -> Result<GameView, AppError> {
    Ok(state.store()?.game_view(game_id)?)
}

/// Records the next hand; `dealer` defaults to the seat the rules say deals next.
#[tauri::command]
pub fn hands_record(
    state: State<'_, AppState>,
    game_id: i64,
    facts: Value,
    dealer: Option<usize>,
) -> Result<GameView, AppError> {
    let now = chrono::Utc::now();
    Ok(state.store()?.record_hand(game_id, &facts, dealer, now)?)
}

/// Replaces a past hand's facts (and dealer, if given); later totals are recomputed.
#[tauri::command]
pub fn hands_amend(
    state: State<'_, AppState>,
    hand_id: i64,
    facts: Value,
    dealer: Option<usize>,
) -> Result<GameView, AppError> {
    let now = chrono::Utc::now();
    Ok(state.store()?.amend_hand(hand_id, &facts, dealer, now)?)
}

/// Deletes a past hand; later totals are recomputed.
#[tauri::command]
pub fn hands_delete(state: State<'_, AppState>, hand_id: i64) -> Result<GameView, AppError> {
    let now = chrono::Utc::now();
    Ok(state.store()?.delete_hand(hand_id, now)?)
}

/// Reverts the game's newest change.
#[tauri::command]
pub fn history_undo(state: State<'_, AppState>, game_id: i64) -> Result<GameView, AppError> {
    let now = chrono::Utc::now();
    Ok(state.store()?.undo(game_id, now)?)
}

/// Re-applies the change most recently undone.
#[tauri::command]
pub fn history_redo(state: State<'_, AppState>, game_id: i64) -> Result<GameView, AppError> {
    let now = chrono::Utc::now();
    Ok(state.store()?.redo(game_id, now)?)
}

/// Replaces the game's options and re-prices its whole history.
#[tauri::command]
pub fn games_set_options(
    state: State<'_, AppState>,
    game_id: i64,
    options: Value,
) -> Result<GameView, AppError> {
    let now = chrono::Utc::now();
    Ok(state.store()?.set_options(game_id, &options, now)?)
}

/// Reopens a finished game for corrections.
#[tauri::command]
pub fn games_reopen(state: State<'_, AppState>, game_id: i64) -> Result<GameView, AppError> {
    let now = chrono::Utc::now();
    Ok(state.store()?.reopen_game(game_id, now)?)
}

/// The named option presets of a game, the seed preset first (for the "New game" screen).
#[tauri::command]
pub fn games_presets(kind: GameKind) -> Vec<Preset> {
    presets(kind)
}
