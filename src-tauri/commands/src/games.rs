//! Games: the catalogue of what can be played, creating a game, one game's summary and the
//! recent-games list; and the rules a game is created or changed with, typed as they cross
//! IPC and stored as the preset plus the knobs changed over it.

use crate::error::AppError;
use crate::state::AppState;
use crate::words::{self, Lang};
use cardtable_rules::games::dispatch::presets;
use cardtable_rules::games::setup::{check_new_options, read_stored};
use cardtable_rules::games::{GameInfo, GameOptions};
use cardtable_rules::ledger::HandLine;
use cardtable_rules::seats::check_seats;
use cardtable_rules::GameKind;
use cardtable_store::{GameSummary, NewGame};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// How many games the home screen lists when the UI does not say.
const RECENT_GAMES: usize = 50;

/// What the "New game" screen sends: the players in seat order, the rules chosen (the preset
/// they start from and the complete options, tagged with the game) and the seat that deals
/// first.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct GameSetup {
    /// Player names in seat order; existing roster players are reused by exact name.
    pub players: Vec<String>,
    /// The id of the preset the rules start from (`"seed"`, `"oklahoma"`): its name is what
    /// the game's rules are called.
    pub preset: String,
    /// The game's complete options, tagged with its game (which game this is).
    pub options: GameOptions,
    /// Seat (0-based) of the first dealer.
    pub first_dealer: usize,
}

/// Every game Cardtable knows, in display order, for the "New game" screen.
pub fn games_kinds() -> Vec<GameInfo> {
    GameKind::ALL.iter().map(|k| k.info()).collect()
}

/// Creates a game after checking its players (count and names) and its options (a preset and
/// the knobs changed over it; nothing is stored when they do not fit the game) against the rules.
pub fn games_create(state: &AppState, game: GameSetup) -> Result<GameSummary, AppError> {
    let kind = game.options.kind();
    let players = check_seats(kind, &game.players)?;
    let options = stored_options(&game.preset, &game.options)?;
    check_new_options(kind, &options)?;
    let game = NewGame {
        kind,
        players,
        options,
        first_dealer: game.first_dealer,
    };
    let now = chrono::Utc::now();
    let created = state.store()?.create_game(&game, now)?;
    state.changed(Some(created.id));
    Ok(created)
}

/// Options as they are stored (the database's form, unchanged since the first version): the
/// preset's id and every setting whose value differs from the preset's. Refuses a preset the
/// game does not have (`E_BAD_OPTIONS`).
pub fn stored_options(preset: &str, options: &GameOptions) -> Result<Value, AppError> {
    let kind = options.kind();
    let base = presets(kind)
        .into_iter()
        .find(|p| p.id == preset)
        .ok_or_else(|| kind.no_such_preset(preset))?
        .options
        .to_value();
    let mut stored = Map::new();
    stored.insert("preset".to_string(), Value::String(preset.to_string()));
    if let Value::Object(settings) = options.to_value() {
        for (key, value) in settings {
            if base.get(&key) != Some(&value) {
                stored.insert(key, value);
            }
        }
    }
    Ok(Value::Object(stored))
}

/// Stored options (`{preset, ...the settings changed over it}`, as a file or the CLI gives
/// them) as the rules chooser sends them: the preset's id and the complete, typed options.
/// Checked as strictly as a new game's (an unknown key or a zero target is refused).
pub fn chosen_options(kind: GameKind, stored: &Value) -> Result<(String, GameOptions), AppError> {
    check_new_options(kind, stored)?;
    Ok(read_stored(kind, stored)?)
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

/// Hand `hand_id` told in `lang`: its line with its outcome (the referee's explanation) in the
/// reader's language, what the history shows when a person opens a hand the game screen's
/// view left untold (issue 25: a view in another language than English tells only the newest
/// hand). One request; a hand told before in this language is found kept, not told again.
pub fn hands_told(
    state: &AppState,
    hand_id: i64,
    lang: Option<Lang>,
) -> Result<HandLine, AppError> {
    let view = {
        let store = state.store()?;
        let game = store.game_of_hand(hand_id)?;
        store.game_view(game)?
    };
    words::tell_hand(view, hand_id, lang)
}
