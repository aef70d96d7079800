//! The live trackers' commands (Skull & Roses, Avalanche): the tracked game as it stands, one
//! more move, undo of the newest move, the random card loss drawn by the app, and saving the
//! finished round as the game's next hand.
//!
//! Every move is checked by the rules and kept by the store as it happens (so closing the app
//! mid-round loses nothing). The only thing decided here is the random draw, because the rules
//! crate has no randomness: when the round waits for a card drawn blindly by the skull's owner
//! ([`TrackerView::blind_draw`]), [`tracker_draw`] picks one of the challenger's cards
//! uniformly and plays it as the move.
//!
//! Each answer's log is told in the reader's language (`lang`, the caller's: the table's
//! `reader` policy), the players named as the game names them; English is the rules' own.

use crate::error::AppError;
use crate::ledger::GameView;
use crate::ledger::Ledger;
use crate::state::AppState;
use crate::words::{self, Lang};
use cardtable_rules::games::tracker::TrackerView;
use serde_json::{json, Value};
use std::hash::{BuildHasher, Hasher};

/// Where tracked game `game_id` stands, with the moves of the round being played; its log in
/// `lang`.
pub fn tracker_view(
    state: &AppState,
    game_id: i64,
    lang: Option<Lang>,
) -> Result<TrackerView, AppError> {
    let store = state.store()?;
    let view = store.tracker(game_id)?;
    told(&store, game_id, view, lang)
}

/// Plays one move (`{"move":"place","seat":0}`, ...); refused moves are not kept. The answer's
/// log is in `lang`.
pub fn tracker_move(
    state: &AppState,
    game_id: i64,
    mv: Value,
    lang: Option<Lang>,
) -> Result<TrackerView, AppError> {
    let now = chrono::Utc::now();
    let mut store = state.store()?;
    let view = store.tracker_move(game_id, &mv, now)?;
    let view = told(&store, game_id, view, lang)?;
    drop(store);
    state.changed(Some(game_id));
    Ok(view)
}

/// Takes back the newest move of the round being played; the answer's log is in `lang`.
pub fn tracker_undo(
    state: &AppState,
    game_id: i64,
    lang: Option<Lang>,
) -> Result<TrackerView, AppError> {
    let mut store = state.store()?;
    let view = store.tracker_undo(game_id)?;
    let view = told(&store, game_id, view, lang)?;
    drop(store);
    state.changed(Some(game_id));
    Ok(view)
}

/// Draws the card a failed challenger loses to another player's skull, at random, and plays
/// it; the answer's log is in `lang`.
pub fn tracker_draw(
    state: &AppState,
    game_id: i64,
    lang: Option<Lang>,
) -> Result<TrackerView, AppError> {
    let now = chrono::Utc::now();
    let mut store = state.store()?;
    let view = draw(&mut store, game_id, now)?;
    let view = told(&store, game_id, view, lang)?;
    drop(store);
    state.changed(Some(game_id));
    Ok(view)
}

/// `view` of game `game_id` told in `lang` with the game's players' names (English: as it is,
/// without asking the store for them).
fn told(
    store: &Ledger,
    game_id: i64,
    view: TrackerView,
    lang: Option<Lang>,
) -> Result<TrackerView, AppError> {
    match lang {
        None | Some(Lang::En) => Ok(view),
        Some(_) => {
            let names = store.store().seat_names(game_id)?;
            Ok(words::retell_tracker(view, lang, &names))
        }
    }
}

fn draw(
    store: &mut Ledger,
    game_id: i64,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<TrackerView, AppError> {
    let Some(cards) = store.tracker(game_id)?.blind_draw() else {
        return Err(cardtable_rules::RuleError::saying(
            "E_NO_DRAW",
            cardtable_rules::says::Said::new("tracker-error-no-draw"),
        )
        .into());
    };
    let pick = random_below(u64::from(cards));
    Ok(store.tracker_move(game_id, &json!({"move": "lose", "pick": pick}), now)?)
}

/// Saves the finished round (or deal) as the game's next hand.
pub fn tracker_save(state: &AppState, game_id: i64) -> Result<GameView, AppError> {
    let now = chrono::Utc::now();
    let view = state.store()?.tracker_save(game_id, now)?;
    Ok(state.changed_view(view))
}

/// A random number in `0..n` (n ≥ 1) from the standard library's randomly keyed hasher, fed
/// the clock: enough for a blind pick at a card table, with no extra dependency.
fn random_below(n: u64) -> u64 {
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    h.write_u128(nanos);
    h.finish() % n.max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_fall_in_range_and_every_card_can_be_drawn() {
        let draws: Vec<u64> = (0..200).map(|_| random_below(4)).collect();
        assert!(draws.iter().all(|&d| d < 4));
        for card in 0..4 {
            assert!(
                draws.contains(&card),
                "card {card} never drawn in 200 draws"
            );
        }
        assert_eq!(random_below(1), 0);
    }
}
