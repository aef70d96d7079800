//! The IPC commands: thin `#[tauri::command]` wrappers, one file per domain, over the command
//! layer (`cardtable-commands`), where every body lives. A wrapper keeps the command's name
//! and arguments and calls the function of the same name; the one `generate_handler!` list is
//! [`crate::handlers`]. Each file re-exports its domain's types (`commands::rules::OptionWords`).
//!
//! Commands that can take long (import, export, opening or re-pricing a game, statistics) are
//! `async` and run through [`on_store`], on a blocking worker thread, so the window's main
//! thread never waits on the database and the window never freezes.

pub mod catalog;
pub mod export;
pub mod files;
pub mod games;
pub mod hands;
pub mod rules;
pub mod sharing;
pub mod startup;
pub mod stats;
pub mod tracker;

use crate::error::AppError;
use crate::state::AppState;
use tauri::{AppHandle, Manager, Runtime};

/// Runs `work` with the app's state, on one of the async runtime's blocking threads (never
/// the main thread), and hands its answer back to the waiting command.
pub(crate) async fn on_store<R: Runtime, T: Send + 'static>(
    app: AppHandle<R>,
    work: impl FnOnce(&AppState) -> Result<T, AppError> + Send + 'static,
) -> Result<T, AppError> {
    tauri::async_runtime::spawn_blocking(move || {
        let state = app
            .try_state::<AppState>()
            .ok_or_else(|| AppError::internal("The database is not open."))?;
        work(&state)
    })
    .await
    .map_err(|e| AppError::internal(format!("The command stopped before it finished: {e}.")))?
}
