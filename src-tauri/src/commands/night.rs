//! Club nights (issue 26): creating a night, seating its next round, reading it with its
//! standings.

use super::carry;
use crate::error::AppError;
use crate::state::AppState;
use serde_json::Value;
use tauri::ipc::Request;
use tauri::State;

#[tauri::command]
pub fn night_new(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "night_new", request)
}

#[tauri::command]
pub fn night_seat(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "night_seat", request)
}

#[tauri::command]
pub fn night_show(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "night_show", request)
}
