//! Export and import commands: a game or everything as JSON (complete, re-importable) or CSV
//! (one row per hand per player), and importing a JSON export. The text is returned to the UI,
//! which saves it where the person chooses; an import that is refused writes nothing.

use crate::error::AppError;
use crate::state::AppState;
use cardtable_store::GameSummary;
use serde::Deserialize;
use tauri::State;

/// The two export formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub enum ExportFormat {
    /// Complete, versioned, re-importable.
    Json,
    /// One row per hand per player, for spreadsheets.
    Csv,
}

fn export(
    state: &State<'_, AppState>,
    game_id: Option<i64>,
    format: ExportFormat,
) -> Result<String, AppError> {
    let store = state.store()?;
    Ok(match format {
        ExportFormat::Json => store.export_json(game_id, chrono::Utc::now())?,
        ExportFormat::Csv => store.export_csv(game_id)?,
    })
}

/// One game as JSON or CSV text.
#[tauri::command]
pub fn export_game(
    state: State<'_, AppState>,
    game_id: i64,
    format: ExportFormat,
) -> Result<String, AppError> {
    export(&state, Some(game_id), format)
}

/// Every game (and the whole roster, for JSON) as JSON or CSV text.
#[tauri::command]
pub fn export_all(state: State<'_, AppState>, format: ExportFormat) -> Result<String, AppError> {
    export(&state, None, format)
}

/// Imports a JSON export's text; returns the games added (games already present are skipped).
#[tauri::command]
pub fn import_json(state: State<'_, AppState>, text: String) -> Result<Vec<GameSummary>, AppError> {
    Ok(state.store()?.import_json(&text)?)
}
