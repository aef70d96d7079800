//! Saving an export as a file in the person's Downloads folder.

pub use cardtable_commands::files::*;

use crate::commands::export::ExportFormat;
use crate::commands::on_store;
use crate::error::AppError;
use cardtable_commands::files as c;
use tauri::{AppHandle, Runtime};

#[tauri::command]
pub async fn files_export<R: Runtime>(
    app: AppHandle<R>,
    game_id: Option<i64>,
    format: ExportFormat,
) -> Result<String, AppError> {
    on_store(app, move |state| c::files_export(state, game_id, format)).await
}
