//! The roster and player statistics.

use crate::commands::on_store;
use crate::error::AppError;
use crate::state::AppState;
use cardtable_commands::ledger::PlayerStats;
use cardtable_commands::stats as c;
use cardtable_store::PlayerInfo;
use tauri::{AppHandle, Runtime, State};

#[tauri::command]
pub fn players_list(state: State<'_, AppState>) -> Result<Vec<PlayerInfo>, AppError> {
    c::players_list(&state)
}

#[tauri::command]
pub fn players_rename(
    state: State<'_, AppState>,
    player_id: i64,
    name: String,
) -> Result<PlayerInfo, AppError> {
    c::players_rename(&state, player_id, name)
}

#[tauri::command]
pub async fn stats_player<R: Runtime>(
    app: AppHandle<R>,
    player_id: i64,
) -> Result<PlayerStats, AppError> {
    on_store(app, move |state| c::stats_player(state, player_id)).await
}
