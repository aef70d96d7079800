//! The live trackers' commands (Skull & Roses, Avalanche): thin wrappers over
//! [`cardtable_commands::tracker`].

use crate::error::AppError;
use crate::state::AppState;
use cardtable_commands::tracker as c;
use cardtable_commands::GameView;
use cardtable_rules::games::tracker::TrackerView;
use serde_json::Value;
use tauri::State;

#[tauri::command]
pub fn tracker_view(state: State<'_, AppState>, game_id: i64) -> Result<TrackerView, AppError> {
    c::tracker_view(&state, game_id)
}

#[tauri::command]
pub fn tracker_move(
    state: State<'_, AppState>,
    game_id: i64,
    mv: Value,
) -> Result<TrackerView, AppError> {
    c::tracker_move(&state, game_id, mv)
}

#[tauri::command]
pub fn tracker_undo(state: State<'_, AppState>, game_id: i64) -> Result<TrackerView, AppError> {
    c::tracker_undo(&state, game_id)
}

#[tauri::command]
pub fn tracker_draw(state: State<'_, AppState>, game_id: i64) -> Result<TrackerView, AppError> {
    c::tracker_draw(&state, game_id)
}

#[tauri::command]
pub fn tracker_save(state: State<'_, AppState>, game_id: i64) -> Result<GameView, AppError> {
    c::tracker_save(&state, game_id)
}
