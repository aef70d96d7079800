//! The roster and player statistics.

use super::carry;
use super::carry_off_main;
use crate::error::AppError;
use crate::state::AppState;
use serde_json::Value;
use tauri::ipc::Request;
use tauri::{AppHandle, Runtime, State};

#[tauri::command]
pub fn players_list(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "players_list", request)
}

#[tauri::command]
pub fn players_rename(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "players_rename", request)
}

#[tauri::command]
pub async fn stats_player<R: Runtime>(
    app: AppHandle<R>,
    request: Request<'_>,
) -> Result<Value, AppError> {
    carry_off_main(app, "stats_player", request).await
}
