//! The table both speed benches time (issue 28: `benches/window.rs` and
//! `src-tauri/server/benches/slow_phone.rs`), so that their figures are of the same games: a
//! 12-hand and a 1,000-hand scorepad game of Ann and Bob, made through the command table.

use cardtable_commands::{call, AppState};
use serde_json::{json, Value};

/// The two games' ids.
pub struct Games {
    /// 12 hands.
    pub small: i64,
    /// 1,000 hands.
    pub long: i64,
}

/// A new scorepad game of Ann and Bob (`games_create`'s arguments).
fn scorepad() -> Value {
    json!({"game": {"players": ["Ann", "Bob"], "preset": "seed", "options": {"kind": "scorepad", "options": {}}, "firstDealer": 0}})
}

/// The game's `games_create` answer's id.
fn create(state: &AppState) -> i64 {
    call(state, "games_create", scorepad()).unwrap()["id"]
        .as_i64()
        .unwrap()
}

/// Records the scorepad hand Ann `a`, Bob `b` in `game`.
pub fn record(state: &AppState, game: i64, a: i64, b: i64) {
    call(
        state,
        "hands_record",
        json!({"gameId": game, "facts": {"kind": "scorepad", "facts": {"points": [a, b]}}}),
    )
    .unwrap();
}

/// The two games, made in `state`'s database.
pub fn games(state: &AppState) -> Games {
    let long = create(state);
    for n in 0..1000 {
        record(state, long, n % 17, (n * 7) % 23);
    }
    let small = create(state);
    for n in 0..12 {
        record(state, small, n, 3);
    }
    Games { small, long }
}

/// The median of some figures.
pub fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}
