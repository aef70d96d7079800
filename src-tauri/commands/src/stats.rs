//! The roster and player statistics: list players, rename one (never merging two), and one
//! player's record across games with the figures the rules computed.

use crate::error::AppError;
use crate::ledger::PlayerStats;
use crate::state::AppState;
use cardtable_store::PlayerInfo;

/// Every roster player, by name, with the number of games they sat in.
pub fn players_list(state: &AppState) -> Result<Vec<PlayerInfo>, AppError> {
    Ok(state.store()?.list_players()?)
}

/// Renames a player everywhere; a name another player has is refused.
pub fn players_rename(
    state: &AppState,
    player_id: i64,
    name: String,
) -> Result<PlayerInfo, AppError> {
    Ok(state.store()?.rename_player(player_id, &name)?)
}

/// A player's games played and won per game, and the per-game figures (every game of the
/// player is folded, so this runs off the main thread).
pub fn stats_player(state: &AppState, player_id: i64) -> Result<PlayerStats, AppError> {
    Ok(state.store()?.player_stats(player_id)?)
}
