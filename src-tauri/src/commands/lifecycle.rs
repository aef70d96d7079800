//! The table around the ledger: home cards, naming, deleting and restoring a game, ending an
//! open-ended game, a rematch, the entry form, and the hand being entered's draft.

use crate::error::AppError;
use crate::state::AppState;
use cardtable_commands::catalog as c;
use cardtable_commands::ledger::{GameCard, GameMeta};
use cardtable_store::GameSummary;
use serde_json::Value;
use tauri::State;

#[tauri::command]
pub fn games_overview(
    state: State<'_, AppState>,
    limit: Option<usize>,
) -> Result<Vec<GameCard>, AppError> {
    c::games_overview(&state, limit)
}

#[tauri::command]
pub fn games_meta(state: State<'_, AppState>, game_id: i64) -> Result<GameMeta, AppError> {
    c::games_meta(&state, game_id)
}

#[tauri::command]
pub fn games_rename(
    state: State<'_, AppState>,
    game_id: i64,
    name: String,
) -> Result<GameMeta, AppError> {
    c::games_rename(&state, game_id, name)
}

#[tauri::command]
pub fn games_delete(state: State<'_, AppState>, game_id: i64) -> Result<(), AppError> {
    c::games_delete(&state, game_id)
}

#[tauri::command]
pub fn games_restore(state: State<'_, AppState>, game_id: i64) -> Result<GameSummary, AppError> {
    c::games_restore(&state, game_id)
}

#[tauri::command]
pub fn games_end(
    state: State<'_, AppState>,
    game_id: i64,
    winners: Vec<usize>,
) -> Result<GameMeta, AppError> {
    c::games_end(&state, game_id, winners)
}

#[tauri::command]
pub fn games_rematch(state: State<'_, AppState>, game_id: i64) -> Result<GameSummary, AppError> {
    c::games_rematch(&state, game_id)
}

#[tauri::command]
pub fn games_set_entry_mode(
    state: State<'_, AppState>,
    game_id: i64,
    mode: String,
) -> Result<(), AppError> {
    c::games_set_entry_mode(&state, game_id, mode)
}

#[tauri::command]
pub fn drafts_get(state: State<'_, AppState>, game_id: i64) -> Result<Option<Value>, AppError> {
    c::drafts_get(&state, game_id, None)
}

#[tauri::command]
pub fn drafts_save(state: State<'_, AppState>, game_id: i64, facts: Value) -> Result<(), AppError> {
    c::drafts_save(&state, game_id, None, facts)
}

#[tauri::command]
pub fn drafts_discard(state: State<'_, AppState>, game_id: i64) -> Result<(), AppError> {
    c::drafts_discard(&state, game_id, None)
}
