//! Export and import: a game or everything as JSON or CSV text, and importing a JSON export.

use super::carry_off_main;
use crate::error::AppError;
use serde_json::Value;
use tauri::ipc::Request;
use tauri::{AppHandle, Runtime};

#[tauri::command]
pub async fn export_game<R: Runtime>(
    app: AppHandle<R>,
    request: Request<'_>,
) -> Result<Value, AppError> {
    carry_off_main(app, "export_game", request).await
}

#[tauri::command]
pub async fn export_all<R: Runtime>(
    app: AppHandle<R>,
    request: Request<'_>,
) -> Result<Value, AppError> {
    carry_off_main(app, "export_all", request).await
}

#[tauri::command]
pub async fn import_json<R: Runtime>(
    app: AppHandle<R>,
    request: Request<'_>,
) -> Result<Value, AppError> {
    carry_off_main(app, "import_json", request).await
}
