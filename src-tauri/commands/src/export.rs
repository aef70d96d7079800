//! Export and import commands: a game or everything as JSON (complete, re-importable) or CSV
//! (one row per hand per player), and importing a JSON export. The text is returned to the UI,
//! which saves it where the person chooses; an import that is refused writes nothing.

use crate::error::AppError;
use crate::ledger::Ledger;
use crate::state::AppState;
use crate::words::Lang;
use cardtable_store::GameSummary;
use serde::{Deserialize, Serialize};

/// The two export formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub enum ExportFormat {
    /// Complete, versioned, re-importable.
    Json,
    /// One row per hand per player, for spreadsheets.
    Csv,
}

/// The export's text: JSON the same bytes in every language, CSV in the reader's (`lang`).
pub(crate) fn export(
    store: &Ledger,
    game_id: Option<i64>,
    format: ExportFormat,
    lang: Lang,
) -> Result<String, AppError> {
    Ok(match format {
        ExportFormat::Json => store.export_json(game_id, chrono::Utc::now())?,
        ExportFormat::Csv => store.export_csv_in(game_id, lang)?,
    })
}

/// One game as JSON or CSV text (off the main thread), the CSV in `lang`.
pub fn export_game(
    state: &AppState,
    game_id: i64,
    format: ExportFormat,
    lang: Lang,
) -> Result<String, AppError> {
    export(&*state.store()?, Some(game_id), format, lang)
}

/// Every game (and the whole roster, for JSON) as JSON or CSV text (off the main thread), the
/// CSV in `lang`.
pub fn export_all(state: &AppState, format: ExportFormat, lang: Lang) -> Result<String, AppError> {
    export(&*state.store()?, None, format, lang)
}

/// Imports a JSON export's text; returns the games added (games already present are skipped).
/// A text over the import limit (32 MB) is refused before it is parsed, writing nothing. Runs
/// off the main thread: a large import never freezes the window.
pub fn import_json(state: &AppState, text: String) -> Result<Vec<GameSummary>, AppError> {
    Ok(import_counted(state, &text)?.0)
}

/// What an import did: the games it added, and how many of the file's games it skipped and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct ImportReport {
    /// The games added.
    pub imported: Vec<GameSummary>,
    /// The file's games skipped because this database has them already (the same game, players
    /// and start): importing a file twice adds nothing the second time.
    pub already_here: usize,
    /// In words, for the person: "Imported 3 games; skipped 5 already here."
    pub message: String,
}

/// Imports a JSON export, answering what it did and what it skipped, in figures and in words:
/// the table's `import_json` (the window's Home screen) and the CLI's `import` (and its
/// `--json`).
pub fn files_import(state: &AppState, text: String) -> Result<ImportReport, AppError> {
    // The checks a write through the table passes first (the background integrity check).
    state.before_write()?;
    let (imported, in_file, nights) = import_counted(state, &text)?;
    let already_here = in_file.saturating_sub(imported.len());
    let games = |n: usize| {
        if n == 1 {
            "1 game".to_string()
        } else {
            format!("{n} games")
        }
    };
    // The club nights a backup brought, after the games they were played in.
    let added = match nights {
        0 => games(imported.len()),
        1 => format!("{} and 1 club night", games(imported.len())),
        n => format!("{} and {n} club nights", games(imported.len())),
    };
    let message = match already_here {
        0 => format!("Imported {added}."),
        skipped => format!("Imported {added}; skipped {skipped} already here."),
    };
    Ok(ImportReport {
        imported,
        already_here,
        message,
    })
}

/// Imports `text`: the games added, how many games the file held, and the club nights added.
fn import_counted(
    state: &AppState,
    text: &str,
) -> Result<(Vec<GameSummary>, usize, usize), AppError> {
    // The database first (a damaged one says so, whatever the file), then the file read and
    // checked before anything is written: a refused file takes no backup (seven of them would
    // otherwise push every older backup out).
    let mut store = state.store()?;
    let checked = Ledger::check_import(text)?;
    // A consistent copy of the database before every import (DESIGN.md robustness rules).
    store.backup_now(cardtable_store::BackupReason::Import, chrono::Utc::now())?;
    let (added, nights) = store.import_checked(&checked)?;
    drop(store);
    state.changed(None);
    Ok((added, checked.games(), nights))
}
