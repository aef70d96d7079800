//! The game screen's commands: open a game (`games_view`: summary, options, standings and
//! undo state), record, amend and delete hands, undo and redo, change a game's options,
//! reopen a finished game, and list a game's option presets.
//!
//! A read locks the store and calls it. A write to a game (record, amend, delete, undo, redo,
//! options, reopen) is a save of the group commit (`group.rs`): its body is given the ledger,
//! already locked inside the group's transaction, and the command table tells the other
//! screens once the group is on disk. The ledger has the rules validate and price every hand
//! and returns the fresh [`GameView`] (standings computed by the rules).

use crate::error::AppError;
use crate::games::stored_options;
use crate::ledger::{GameMeta, GameView, Ledger};
use crate::state::AppState;
use cardtable_rules::games::dispatch::ScoredJson;
use cardtable_rules::games::dispatch::{presets, Preset};
use cardtable_rules::games::{GameInfo, GameOptions, Table};
use cardtable_rules::{GameKind, RuleError};
use cardtable_store::Store;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// Game `game_id` with its standings and history (a long game is re-priced hand by hand, so
/// fronts run this off their main thread).
pub fn games_view(state: &AppState, game_id: i64) -> Result<GameView, AppError> {
    Ok(state.store()?.game_view(game_id)?)
}

/// Everything the game screen needs to open, in one answer (one request on a slow phone):
/// the view (with its options in words), the game's own details, this screen's draft of the
/// hand being entered, and what Cardtable knows of the game.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct GameOpen {
    /// The game with its standings, undo state and version.
    pub view: GameView,
    /// Its name, deletion, named winners, whether it is open-ended, its entry form.
    pub meta: GameMeta,
    /// This screen's draft of the hand being entered, if any.
    #[ts(type = "unknown")]
    pub draft: Option<Value>,
    /// The entry form's preview of that draft, priced here so that a game opened with a
    /// draft asks nothing more (issue 28): none without a draft, for a game no longer
    /// played, or for a draft that is no game's hand yet (a form not filled in).
    pub draft_preview: Option<DraftPreview>,
    /// The game's name, players and hand size, from the rules.
    pub info: GameInfo,
}

/// A draft's hand priced as the entry form asks for it ([`crate::rules::rules_preview`]): at
/// the game's next hand, under its options.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct DraftPreview {
    /// Where the hand sits: the game's next hand and who deals it.
    pub table: Table,
    /// What the rules answered.
    pub answer: Priced,
}

/// The rules' answer to a hand priced before it is saved: what it scores, or their refusal
/// (what is still wrong with it).
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub enum Priced {
    /// What the hand scores.
    Scored(Box<ScoredJson>),
    /// Why the rules refuse it.
    Refused(AppError),
}

/// The preview of `draft` the form of `view`'s next hand would ask for (None: it would ask
/// none, or the game is not being played).
fn draft_preview(view: &GameView, draft: &Value) -> Option<DraftPreview> {
    if view.game.finished_at.is_some() || view.standings.over {
        return None;
    }
    let facts: EnteredFacts = serde_json::from_value(draft.clone()).ok()?;
    let table = Table {
        seats: view.game.players.len(),
        hand_index: view.standings.hands.len(),
        dealer: view.standings.next_dealer,
    };
    let answer = match crate::rules::rules_preview(view.options.clone(), table, facts) {
        Ok(scored) => Priced::Scored(Box::new(scored)),
        Err(refused) => Priced::Refused(refused),
    };
    Some(DraftPreview { table, answer })
}

/// Opens game `game_id` on screen `device` (`None` the host's window): [`GameOpen`], read
/// under one lock, the standings folded once.
pub fn games_open(
    state: &AppState,
    game_id: i64,
    device: Option<&str>,
) -> Result<GameOpen, AppError> {
    let store = state.store()?;
    let view = store.game_view(game_id)?;
    let meta = store.game_meta_of(&view)?;
    let draft = store.draft(game_id, device.unwrap_or(""))?;
    drop(store);
    Ok(GameOpen {
        info: view.game.kind.info(),
        draft_preview: draft.as_ref().and_then(|d| draft_preview(&view, d)),
        draft,
        meta,
        view,
    })
}

/// A hand's facts as the app sends them, tagged with their game: `{kind, facts}` (the
/// TypeScript `HandFacts`). The facts stay JSON until the rules read them, so a shape the game
/// does not accept is the rules' coded, worded refusal (`E_BAD_HAND`), not an IPC failure.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct EnteredFacts {
    /// The game the facts are for.
    pub kind: GameKind,
    /// The game's own facts.
    pub facts: Value,
}

/// Refuses facts of another game than game `game_id`'s.
fn check_kind(store: &Store, game_id: i64, facts: &EnteredFacts) -> Result<(), AppError> {
    let kind = store.game_summary(game_id)?.kind;
    if facts.kind == kind {
        return Ok(());
    }
    Err(RuleError::saying(
        "E_BAD_HAND",
        cardtable_rules::says::Said::new("command-error-hand-kind")
            .arg("hand", facts.kind.name_said())
            .arg("game", kind.name_said()),
    )
    .into())
}

/// Records the next hand (its facts tagged with its game); `dealer` defaults to the seat the
/// rules say deals next. `key` (the UI sends a random one per entered hand, and the same one
/// when it retries that entry) makes the write idempotent: sent again, it records nothing and
/// returns the game as it stands. `draft` (a screen: `""` the host's window) has that
/// screen's draft of the game thrown away in the same transaction as the hand is recorded.
pub fn hands_record(
    ledger: &mut Ledger,
    game_id: i64,
    facts: EnteredFacts,
    dealer: Option<usize>,
    key: Option<String>,
    draft: Option<&str>,
) -> Result<GameView, AppError> {
    let now = chrono::Utc::now();
    check_kind(ledger, game_id, &facts)?;
    Ok(ledger.record_hand_clearing(game_id, &facts.facts, dealer, key.as_deref(), draft, now)?)
}

/// Replaces a past hand's facts (and dealer, if given); later totals are recomputed.
pub fn hands_amend(
    ledger: &mut Ledger,
    hand_id: i64,
    facts: EnteredFacts,
    dealer: Option<usize>,
) -> Result<GameView, AppError> {
    let now = chrono::Utc::now();
    let game_id = ledger.game_of_hand(hand_id)?;
    check_kind(ledger, game_id, &facts)?;
    Ok(ledger.amend_hand(hand_id, &facts.facts, dealer, now)?)
}

/// Deletes a past hand; later totals are recomputed.
pub fn hands_delete(ledger: &mut Ledger, hand_id: i64) -> Result<GameView, AppError> {
    let now = chrono::Utc::now();
    Ok(ledger.delete_hand(hand_id, now)?)
}

/// Reverts the game's newest change.
pub fn history_undo(ledger: &mut Ledger, game_id: i64) -> Result<GameView, AppError> {
    let now = chrono::Utc::now();
    Ok(ledger.undo(game_id, now)?)
}

/// Re-applies the change most recently undone.
pub fn history_redo(ledger: &mut Ledger, game_id: i64) -> Result<GameView, AppError> {
    let now = chrono::Utc::now();
    Ok(ledger.redo(game_id, now)?)
}

/// Replaces the game's options (the preset they start from and the complete options, tagged
/// with the game, stored as the preset and the settings changed over it) and re-prices its
/// whole history (a long game takes a while: fronts run it off their main thread). Options of
/// another game are refused (`E_BAD_OPTIONS`).
pub fn games_set_options(
    ledger: &mut Ledger,
    game_id: i64,
    preset: String,
    options: GameOptions,
) -> Result<GameView, AppError> {
    let now = chrono::Utc::now();
    let kind = ledger.game_summary(game_id)?.kind;
    if options.kind() != kind {
        return Err(RuleError::saying(
            "E_BAD_OPTIONS",
            cardtable_rules::says::Said::new("command-error-rules-kind")
                .arg("rules", options.kind().name_said())
                .arg("game", kind.name_said()),
        )
        .into());
    }
    let stored = stored_options(&preset, &options)?;
    Ok(ledger.set_options(game_id, &stored, now)?)
}

/// Reopens a finished game for corrections.
pub fn games_reopen(ledger: &mut Ledger, game_id: i64) -> Result<GameView, AppError> {
    let now = chrono::Utc::now();
    Ok(ledger.reopen_game(game_id, now)?)
}

/// The named option presets of a game, the seed preset first (for the "New game" screen).
pub fn games_presets(kind: GameKind) -> Vec<Preset> {
    presets(kind)
}

/// The game hand `hand_id` belongs to (a front that has only a hand's id, such as the CLI's
/// `hand amend`, learns its game and seats from it).
pub fn hands_game(
    state: &AppState,
    hand_id: i64,
) -> Result<cardtable_store::GameSummary, AppError> {
    let store = state.store()?;
    Ok(store.game_summary(store.game_of_hand(hand_id)?)?)
}
