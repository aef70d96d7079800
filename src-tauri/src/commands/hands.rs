//! The game screen's commands: open a game, record, amend and delete hands, undo and redo,
//! change options, reopen, list presets.

pub use cardtable_commands::hands::*;

use crate::commands::on_store;
use crate::error::AppError;
use crate::state::AppState;
use cardtable_commands::hands as c;
use cardtable_commands::GameView;
use cardtable_rules::games::dispatch::Preset;
use cardtable_rules::games::GameOptions;
use cardtable_rules::GameKind;
use tauri::{AppHandle, Runtime, State};

#[tauri::command]
pub async fn games_view<R: Runtime>(app: AppHandle<R>, game_id: i64) -> Result<GameView, AppError> {
    on_store(app, move |state| c::games_view(state, game_id)).await
}

#[tauri::command]
pub fn hands_record(
    state: State<'_, AppState>,
    game_id: i64,
    facts: EnteredFacts,
    dealer: Option<usize>,
    key: Option<String>,
) -> Result<GameView, AppError> {
    c::hands_record(&state, game_id, facts, dealer, key)
}

#[tauri::command]
pub fn hands_amend(
    state: State<'_, AppState>,
    hand_id: i64,
    facts: EnteredFacts,
    dealer: Option<usize>,
) -> Result<GameView, AppError> {
    c::hands_amend(&state, hand_id, facts, dealer)
}

#[tauri::command]
pub fn hands_delete(state: State<'_, AppState>, hand_id: i64) -> Result<GameView, AppError> {
    c::hands_delete(&state, hand_id)
}

#[tauri::command]
pub fn hands_game(
    state: State<'_, AppState>,
    hand_id: i64,
) -> Result<cardtable_store::GameSummary, AppError> {
    c::hands_game(&state, hand_id)
}

#[tauri::command]
pub fn history_undo(state: State<'_, AppState>, game_id: i64) -> Result<GameView, AppError> {
    c::history_undo(&state, game_id)
}

#[tauri::command]
pub fn history_redo(state: State<'_, AppState>, game_id: i64) -> Result<GameView, AppError> {
    c::history_redo(&state, game_id)
}

#[tauri::command]
pub async fn games_set_options<R: Runtime>(
    app: AppHandle<R>,
    game_id: i64,
    preset: String,
    options: GameOptions,
) -> Result<GameView, AppError> {
    on_store(app, move |state| {
        c::games_set_options(state, game_id, preset, options)
    })
    .await
}

#[tauri::command]
pub fn games_reopen(state: State<'_, AppState>, game_id: i64) -> Result<GameView, AppError> {
    c::games_reopen(&state, game_id)
}

#[tauri::command]
pub fn games_presets(kind: GameKind) -> Vec<Preset> {
    c::games_presets(kind)
}
