//! Games: the catalogue, creating a game, one game's summary and the recent-games list.

use crate::error::AppError;
use crate::state::AppState;
use cardtable_commands::games as c;
use cardtable_commands::games::GameSetup;
use cardtable_rules::games::GameInfo;
use cardtable_store::GameSummary;
use tauri::State;

#[tauri::command]
pub fn games_kinds() -> Vec<GameInfo> {
    c::games_kinds()
}

#[tauri::command]
pub fn games_create(state: State<'_, AppState>, game: GameSetup) -> Result<GameSummary, AppError> {
    c::games_create(&state, game)
}

#[tauri::command]
pub fn games_get(state: State<'_, AppState>, id: i64) -> Result<GameSummary, AppError> {
    c::games_get(&state, id)
}

#[tauri::command]
pub fn games_list(
    state: State<'_, AppState>,
    limit: Option<usize>,
) -> Result<Vec<GameSummary>, AppError> {
    c::games_list(&state, limit)
}

#[tauri::command]
pub fn games_version(state: State<'_, AppState>, game_id: i64) -> Result<i64, AppError> {
    c::games_version(&state, game_id)
}
