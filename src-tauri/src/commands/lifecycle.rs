//! A game's life around its ledger: home cards, a game's details, naming, deleting and
//! restoring a game, ending an open-ended game, a rematch.

use super::carry;
use crate::error::AppError;
use crate::state::AppState;
use serde_json::Value;
use tauri::ipc::Request;
use tauri::State;

#[tauri::command]
pub fn games_overview(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "games_overview", request)
}

#[tauri::command]
pub fn games_meta(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "games_meta", request)
}

#[tauri::command]
pub fn games_rename(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "games_rename", request)
}

#[tauri::command]
pub fn games_delete(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "games_delete", request)
}

#[tauri::command]
pub fn games_restore(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "games_restore", request)
}

#[tauri::command]
pub fn games_end(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "games_end", request)
}

#[tauri::command]
pub fn games_rematch(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "games_rematch", request)
}
