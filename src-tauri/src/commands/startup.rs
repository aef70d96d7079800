//! The start-up screen: what went wrong opening the database and the ways out (open the last
//! automatic backup, start a new database, quit).

pub use cardtable_commands::startup::open_app;

use super::carry;
use crate::error::AppError;
use crate::state::AppState;
use serde_json::Value;
use tauri::ipc::Request;
use tauri::{AppHandle, Runtime, State};

#[tauri::command]
pub fn startup_status(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "startup_status", request)
}

#[tauri::command]
pub fn startup_about(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "startup_about", request)
}

#[tauri::command]
pub fn startup_restore(
    state: State<'_, AppState>,
    request: Request<'_>,
) -> Result<Value, AppError> {
    carry(&state, "startup_restore", request)
}

#[tauri::command]
pub fn startup_new_database(
    state: State<'_, AppState>,
    request: Request<'_>,
) -> Result<Value, AppError> {
    carry(&state, "startup_new_database", request)
}

/// Quits the app (the start-up screen's third choice): a table line without a body, answered
/// here (it acts on the process).
#[tauri::command]
pub fn startup_quit<R: Runtime>(app: AppHandle<R>) {
    app.exit(0);
}
