//! The hand being entered: the entry form a game last used, and each screen's draft.

use super::carry;
use crate::error::AppError;
use crate::state::AppState;
use serde_json::Value;
use tauri::ipc::Request;
use tauri::State;

#[tauri::command]
pub fn games_set_entry_mode(
    state: State<'_, AppState>,
    request: Request<'_>,
) -> Result<Value, AppError> {
    carry(&state, "games_set_entry_mode", request)
}

#[tauri::command]
pub fn drafts_get(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "drafts_get", request)
}

#[tauri::command]
pub fn drafts_save(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "drafts_save", request)
}

#[tauri::command]
pub fn drafts_discard(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "drafts_discard", request)
}
