//! Read-only rules commands for the game screen: previews, options, the deck, typed cards and
//! the Oh Heck! table.

pub use cardtable_commands::rules::*;

use crate::commands::hands::EnteredFacts;
use crate::error::AppError;
use cardtable_commands::rules as c;
use cardtable_rules::games::dispatch::ScoredJson;
use cardtable_rules::games::Table;
use cardtable_rules::{Card, GameKind};
use serde_json::Value;

#[tauri::command]
pub fn rules_preview(
    options: Value,
    table: Table,
    facts: EnteredFacts,
) -> Result<ScoredJson, AppError> {
    c::rules_preview(options, table, facts)
}

#[tauri::command]
pub fn rules_words(kind: GameKind, options: Value) -> Result<OptionWords, AppError> {
    c::rules_words(kind, options)
}

#[tauri::command]
pub fn rules_options(
    kind: GameKind,
    options: Value,
) -> Result<cardtable_rules::games::GameOptions, AppError> {
    c::rules_options(kind, options)
}

#[tauri::command]
pub fn rules_parse_cards(text: String) -> Result<Vec<Card>, AppError> {
    c::rules_parse_cards(text)
}

#[tauri::command]
pub fn rules_deck() -> Vec<CardFace> {
    c::rules_deck()
}

#[tauri::command]
pub fn rules_oh_heck_table(
    options: Value,
    table: Table,
    bids: Vec<Option<i64>>,
) -> Result<OhHeckTable, AppError> {
    c::rules_oh_heck_table(options, table, bids)
}
