//! Every IPC command, one file per domain; commands are named `<domain>_<verb>`.
//!
//! A command body is a few lines: lock the store, call `rules`/`store`, map the error. The one
//! `generate_handler!` list is [`crate::handlers`].
//!
//! Commands that can take long (import, export, opening or re-pricing a game, statistics) are
//! `async` and do their work through [`on_store`], on a blocking worker thread, so the window's
//! main thread never waits on the database and the window never freezes.

pub mod catalog;
pub mod export;
pub mod files;
pub mod games;
pub mod hands;
pub mod rules;
pub mod startup;
pub mod stats;
pub mod tracker;

use crate::error::AppError;
use crate::state::AppState;
use cardtable_store::Store;
use tauri::{AppHandle, Manager, Runtime};

/// Runs `work` with the store locked, on one of the async runtime's blocking threads (never
/// the main thread), and hands its answer back to the waiting command.
pub(crate) async fn on_store<R: Runtime, T: Send + 'static>(
    app: AppHandle<R>,
    work: impl FnOnce(&mut Store) -> Result<T, AppError> + Send + 'static,
) -> Result<T, AppError> {
    tauri::async_runtime::spawn_blocking(move || {
        let state = app
            .try_state::<AppState>()
            .ok_or_else(|| AppError::internal("The database is not open."))?;
        let mut store = state.store()?;
        work(&mut store)
    })
    .await
    .map_err(|e| AppError::internal(format!("The command stopped before it finished: {e}.")))?
}
