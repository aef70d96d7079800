//! The live trackers' commands (Skull & Roses, Avalanche).

use super::carry;
use crate::error::AppError;
use crate::state::AppState;
use serde_json::Value;
use tauri::ipc::Request;
use tauri::State;

#[tauri::command]
pub fn tracker_view(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "tracker_view", request)
}

#[tauri::command]
pub fn tracker_move(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "tracker_move", request)
}

#[tauri::command]
pub fn tracker_undo(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "tracker_undo", request)
}

#[tauri::command]
pub fn tracker_draw(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "tracker_draw", request)
}

#[tauri::command]
pub fn tracker_save(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "tracker_save", request)
}
