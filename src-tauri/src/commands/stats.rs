//! The roster and player statistics: list players, rename one (never merging two), and one
//! player's record across games with the figures the rules computed.

use crate::commands::on_store;
use crate::error::AppError;
use crate::state::AppState;
use cardtable_store::{PlayerInfo, PlayerStats};
use tauri::{AppHandle, Runtime, State};

/// Every roster player, by name, with the number of games they sat in.
#[tauri::command]
pub fn players_list(state: State<'_, AppState>) -> Result<Vec<PlayerInfo>, AppError> {
    Ok(state.store()?.list_players()?)
}

/// Renames a player everywhere; a name another player has is refused.
#[tauri::command]
pub fn players_rename(
    state: State<'_, AppState>,
    player_id: i64,
    name: String,
) -> Result<PlayerInfo, AppError> {
    Ok(state.store()?.rename_player(player_id, &name)?)
}

/// A player's games played and won per game, and the per-game figures (every game of the
/// player is folded, so this runs off the main thread).
#[tauri::command]
pub async fn stats_player<R: Runtime>(
    app: AppHandle<R>,
    player_id: i64,
) -> Result<PlayerStats, AppError> {
    on_store(app, move |store| Ok(store.player_stats(player_id)?)).await
}
