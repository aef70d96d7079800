//! Saving an export as a file in the person's Downloads folder.

use super::carry_off_main;
use crate::error::AppError;
use serde_json::Value;
use tauri::ipc::Request;
use tauri::{AppHandle, Runtime};

#[tauri::command]
pub async fn files_export<R: Runtime>(
    app: AppHandle<R>,
    request: Request<'_>,
) -> Result<Value, AppError> {
    carry_off_main(app, "files_export", request).await
}
