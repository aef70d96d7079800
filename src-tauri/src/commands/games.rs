//! Games: the catalogue, creating a game, one game's summary and the recent-games list.

use super::carry;
use crate::error::AppError;
use crate::state::AppState;
use serde_json::Value;
use tauri::ipc::Request;
use tauri::State;

#[tauri::command]
pub fn games_kinds(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "games_kinds", request)
}

#[tauri::command]
pub fn games_create(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "games_create", request)
}

#[tauri::command]
pub fn games_get(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "games_get", request)
}

#[tauri::command]
pub fn games_list(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "games_list", request)
}

#[tauri::command]
pub fn games_version(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "games_version", request)
}
