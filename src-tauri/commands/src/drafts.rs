//! The hand being entered: the entry form a game last used, and each screen's draft of the
//! hand (kept until it is saved or discarded).

use crate::error::AppError;
use crate::state::AppState;
use serde_json::Value;

/// Remembers the entry form chosen for a game (`cards`, `counts`, ...).
pub fn games_set_entry_mode(state: &AppState, game_id: i64, mode: String) -> Result<(), AppError> {
    Ok(state.store()?.set_entry_mode(game_id, &mode)?)
}

/// The draft of the hand being entered in a game on this screen, if any. `device` is the
/// screen: `None` for the host's window, else a paired phone (by its key) or the TV view, set
/// by the command table from the caller, never taken from what a phone sends.
pub fn drafts_get(
    state: &AppState,
    game_id: i64,
    device: Option<&str>,
) -> Result<Option<Value>, AppError> {
    Ok(state.store()?.draft(game_id, device.unwrap_or(""))?)
}

/// Keeps what this screen's entry form holds as its draft of the game; answers whether it was
/// kept. `hands` is how many hands the game had when the form wrote it (the hand it enters is
/// the next one): a draft written against fewer hands than the game has now is not kept. A
/// draft write already on its way when the hand was saved (the save clears the draft in its
/// own transaction) would otherwise land after the save and bring the saved hand back as an
/// unsaved one. Checked and written under the one lock every write takes, so no save comes
/// between the two.
pub fn drafts_save(
    state: &AppState,
    game_id: i64,
    device: Option<&str>,
    facts: Value,
    hands: Option<u32>,
) -> Result<bool, AppError> {
    let mut store = state.store()?;
    if let Some(hands) = hands {
        if store.game_summary(game_id)?.hand_count > hands {
            return Ok(false);
        }
    }
    store.save_draft(game_id, device.unwrap_or(""), &facts, chrono::Utc::now())?;
    Ok(true)
}

/// Throws this screen's draft of the game away.
pub fn drafts_discard(
    state: &AppState,
    game_id: i64,
    device: Option<&str>,
) -> Result<(), AppError> {
    Ok(state
        .store()?
        .discard_draft(game_id, device.unwrap_or(""))?)
}
