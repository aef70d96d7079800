//! Export and import commands: a game or everything as JSON (complete, re-importable) or CSV
//! (one row per hand per player), and importing a JSON export. The text is returned to the UI,
//! which saves it where the person chooses; an import that is refused writes nothing.

use crate::error::AppError;
use crate::ledger::Ledger;
use crate::state::AppState;
use cardtable_store::GameSummary;
use serde::Deserialize;

/// The two export formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub enum ExportFormat {
    /// Complete, versioned, re-importable.
    Json,
    /// One row per hand per player, for spreadsheets.
    Csv,
}

fn export(store: &Ledger, game_id: Option<i64>, format: ExportFormat) -> Result<String, AppError> {
    Ok(match format {
        ExportFormat::Json => store.export_json(game_id, chrono::Utc::now())?,
        ExportFormat::Csv => store.export_csv(game_id)?,
    })
}

/// One game as JSON or CSV text (off the main thread).
pub fn export_game(
    state: &AppState,
    game_id: i64,
    format: ExportFormat,
) -> Result<String, AppError> {
    export(&*state.store()?, Some(game_id), format)
}

/// Every game (and the whole roster, for JSON) as JSON or CSV text (off the main thread).
pub fn export_all(state: &AppState, format: ExportFormat) -> Result<String, AppError> {
    export(&*state.store()?, None, format)
}

/// Imports a JSON export's text; returns the games added (games already present are skipped).
/// A text over the import limit (32 MB) is refused before it is parsed, writing nothing. Runs
/// off the main thread: a large import never freezes the window.
pub fn import_json(state: &AppState, text: String) -> Result<Vec<GameSummary>, AppError> {
    // The database first (a damaged one says so, whatever the file), then the file read and
    // checked before anything is written: a refused file takes no backup (seven of them would
    // otherwise push every older backup out).
    let mut store = state.store()?;
    let checked = Ledger::check_import(&text)?;
    // A consistent copy of the database before every import (DESIGN.md robustness rules).
    store.backup_now(cardtable_store::BackupReason::Import, chrono::Utc::now())?;
    let added = store.import_checked(&checked)?;
    drop(store);
    state.changed(None);
    Ok(added)
}
