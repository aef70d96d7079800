//! Games: the catalogue of what can be played, creating a game, one game's summary and the
//! recent-games list.

use crate::error::AppError;
use crate::state::AppState;
use cardtable_rules::games::setup::check_new_options;
use cardtable_rules::games::GameInfo;
use cardtable_rules::seats::check_seats;
use cardtable_rules::GameKind;
use cardtable_store::{GameSummary, NewGame};

/// How many games the home screen lists when the UI does not say.
const RECENT_GAMES: usize = 50;

/// Every game Cardtable knows, in display order, for the "New game" screen.
pub fn games_kinds() -> Vec<GameInfo> {
    GameKind::ALL.iter().map(|k| k.info()).collect()
}

/// Creates a game after checking its players (count and names) and its options (a preset and
/// the knobs changed over it; nothing is stored when they do not fit the game) against the rules.
pub fn games_create(state: &AppState, game: NewGame) -> Result<GameSummary, AppError> {
    let players = check_seats(game.kind, &game.players)?;
    check_new_options(game.kind, &game.options)?;
    let game = NewGame { players, ..game };
    let now = chrono::Utc::now();
    let created = state.store()?.create_game(&game, now)?;
    state.changed(Some(created.id));
    Ok(created)
}

/// One game's summary (players, dates, hand count).
pub fn games_get(state: &AppState, id: i64) -> Result<GameSummary, AppError> {
    Ok(state.store()?.game_summary(id)?)
}

/// The most recent games, newest first.
pub fn games_list(state: &AppState, limit: Option<usize>) -> Result<Vec<GameSummary>, AppError> {
    Ok(state.store()?.list_games(limit.unwrap_or(RECENT_GAMES))?)
}

/// Game `game_id`'s version: it changes with every change to the game's hands, options or
/// history, and a versioned write names the one it was made against.
pub fn games_version(state: &AppState, game_id: i64) -> Result<i64, AppError> {
    Ok(state.store()?.game_version(game_id)?)
}
