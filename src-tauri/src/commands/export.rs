//! Export and import: a game or everything as JSON or CSV text, and importing a JSON export.

pub use cardtable_commands::export::*;

use crate::commands::on_store;
use crate::error::AppError;
use cardtable_commands::export as c;
use cardtable_store::GameSummary;
use tauri::{AppHandle, Runtime};

#[tauri::command]
pub async fn export_game<R: Runtime>(
    app: AppHandle<R>,
    game_id: i64,
    format: ExportFormat,
) -> Result<String, AppError> {
    on_store(app, move |state| c::export_game(state, game_id, format)).await
}

#[tauri::command]
pub async fn export_all<R: Runtime>(
    app: AppHandle<R>,
    format: ExportFormat,
) -> Result<String, AppError> {
    on_store(app, move |state| c::export_all(state, format)).await
}

#[tauri::command]
pub async fn import_json<R: Runtime>(
    app: AppHandle<R>,
    text: String,
) -> Result<Vec<GameSummary>, AppError> {
    on_store(app, move |state| c::import_json(state, text)).await
}
