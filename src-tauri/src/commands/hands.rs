//! The game screen's commands: open a game, record, amend and delete hands, undo and redo,
//! change options, reopen, list presets.

use super::carry;
use super::carry_off_main;
use crate::error::AppError;
use crate::state::AppState;
use serde_json::Value;
use tauri::ipc::Request;
use tauri::{AppHandle, Runtime, State};

#[tauri::command]
pub async fn games_view<R: Runtime>(
    app: AppHandle<R>,
    request: Request<'_>,
) -> Result<Value, AppError> {
    carry_off_main(app, "games_view", request).await
}

#[tauri::command]
pub async fn games_open<R: Runtime>(
    app: AppHandle<R>,
    request: Request<'_>,
) -> Result<Value, AppError> {
    carry_off_main(app, "games_open", request).await
}

#[tauri::command]
pub fn hands_record(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "hands_record", request)
}

#[tauri::command]
pub fn hands_amend(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "hands_amend", request)
}

#[tauri::command]
pub fn hands_delete(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "hands_delete", request)
}

#[tauri::command]
pub fn hands_game(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "hands_game", request)
}

/// One hand told in the window's language (it folds its game: off the main thread).
#[tauri::command]
pub async fn hands_told<R: Runtime>(
    app: AppHandle<R>,
    request: Request<'_>,
) -> Result<Value, AppError> {
    carry_off_main(app, "hands_told", request).await
}

#[tauri::command]
pub fn history_undo(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "history_undo", request)
}

#[tauri::command]
pub fn history_redo(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "history_redo", request)
}

#[tauri::command]
pub async fn games_set_options<R: Runtime>(
    app: AppHandle<R>,
    request: Request<'_>,
) -> Result<Value, AppError> {
    carry_off_main(app, "games_set_options", request).await
}

#[tauri::command]
pub fn games_reopen(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "games_reopen", request)
}

#[tauri::command]
pub fn games_presets(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "games_presets", request)
}
