//! Read-only rules commands for the game screen: previews, options in words, the deck, typed cards and
//! the Oh Heck! table.

use super::carry;
use crate::error::AppError;
use crate::state::AppState;
use serde_json::Value;
use tauri::ipc::Request;
use tauri::State;

#[tauri::command]
pub fn rules_preview(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "rules_preview", request)
}

#[tauri::command]
pub fn rules_words(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "rules_words", request)
}

#[tauri::command]
pub fn rules_parse_cards(
    state: State<'_, AppState>,
    request: Request<'_>,
) -> Result<Value, AppError> {
    carry(&state, "rules_parse_cards", request)
}

#[tauri::command]
pub fn rules_deck(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "rules_deck", request)
}

#[tauri::command]
pub fn rules_oh_heck_table(
    state: State<'_, AppState>,
    request: Request<'_>,
) -> Result<Value, AppError> {
    carry(&state, "rules_oh_heck_table", request)
}
