//! The start-up screen: what went wrong opening the database and the ways out (open the last
//! automatic backup, start a new database, quit).

pub use cardtable_commands::startup::*;

use crate::error::AppError;
use crate::state::AppState;
use cardtable_commands::startup as c;
use cardtable_store::Restored;
use tauri::{AppHandle, Runtime, State};

#[tauri::command]
pub fn startup_status(state: State<'_, AppState>) -> Result<StartupStatus, AppError> {
    c::startup_status(&state)
}

#[tauri::command]
pub fn startup_restore(state: State<'_, AppState>) -> Result<Restored, AppError> {
    c::startup_restore(&state)
}

#[tauri::command]
pub fn startup_new_database(state: State<'_, AppState>) -> Result<String, AppError> {
    c::startup_new_database(&state)
}

/// Quits the app (the start-up screen's third choice): the one command only the window has.
#[tauri::command]
pub fn startup_quit<R: Runtime>(app: AppHandle<R>) {
    app.exit(0);
}
