//! The live trackers' commands through the command table (a real database file, no Tauri): a
//! Skull & Roses game played move by move to its winner, with a refused move, undo, the app's
//! random card draw and each round saved as a hand; an Avalanche deal that falls; and the
//! refusals a person sees.

#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // test code

use crate::support::{invoke, ok, table};
use cardtable_commands::AppState;
use serde_json::{json, Value};

fn create(w: &AppState, kind: &str, players: &[&str]) -> i64 {
    let g = ok(
        w,
        "games_create",
        json!({"game": {"players": players, "preset": "seed", "options": {"kind": kind, "options": {}}, "firstDealer": 0}}),
    );
    g["id"].as_i64().expect("id")
}

fn mv(w: &AppState, id: i64, m: Value) -> Result<Value, Value> {
    invoke(w, "tracker_move", json!({"gameId": id, "mv": m}))
}

fn play(w: &AppState, id: i64, moves: &[Value]) -> Value {
    let mut last = Value::Null;
    for m in moves {
        last = mv(w, id, m.clone()).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    last
}

/// Ann challenges at 1, both others pass, and her own top card is a rose.
fn ann_succeeds() -> Vec<Value> {
    vec![
        json!({"move": "challenge", "seat": 0, "bid": 1}),
        json!({"move": "pass", "seat": 1}),
        json!({"move": "pass", "seat": 2}),
        json!({"move": "reveal", "stack": 0, "card": "rose"}),
    ]
}

#[test]
fn a_skull_game_is_played_to_its_winner() {
    let (_dir, w) = table();
    let id = create(&w, "skull_and_roses", &["Ann", "Bea", "Cal"]);
    let v = ok(&w, "tracker_view", json!({"gameId": id}));
    assert_eq!(v["kind"], "skull_and_roses");
    assert_eq!(v["round"]["stacks"], json!([1, 1, 1]));
    assert_eq!(v["round"]["next"]["step"], "placeOrChallenge");

    // Out of turn: the referee's words, and nothing kept.
    let e = mv(&w, id, json!({"move": "place", "seat": 2})).unwrap_err();
    assert_eq!(e["code"], "E_SK_NOT_YOUR_TURN");
    assert_eq!(e["message"], "It's Ann's turn.");
    let e = invoke(&w, "tracker_draw", json!({"gameId": id})).unwrap_err();
    assert_eq!(e["code"], "E_NO_DRAW");

    // Undo takes back a placement.
    let v = play(&w, id, &[json!({"move": "place", "seat": 0})]);
    assert_eq!(v["round"]["stacks"], json!([2, 1, 1]));
    let v = ok(&w, "tracker_undo", json!({"gameId": id}));
    assert_eq!(v["round"]["stacks"], json!([1, 1, 1]));

    // A failed challenge on Bea's skull: the app draws the card Ann loses.
    let v = play(
        &w,
        id,
        &[
            json!({"move": "challenge", "seat": 0, "bid": 2}),
            json!({"move": "pass", "seat": 1}),
            json!({"move": "pass", "seat": 2}),
            json!({"move": "reveal", "stack": 0, "card": "rose"}),
            json!({"move": "reveal", "stack": 1, "card": "skull"}),
        ],
    );
    assert_eq!(v["round"]["next"]["step"], "lose");
    assert_eq!(v["round"]["next"]["random"], true);
    let e = invoke(&w, "tracker_save", json!({"gameId": id})).unwrap_err();
    assert_eq!(e["code"], "E_INVALID_REQUEST");
    let v = ok(&w, "tracker_draw", json!({"gameId": id}));
    let pick = v["round"]["moves"][5]["pick"]
        .as_u64()
        .expect("a drawn card");
    assert!(pick < 4);
    assert_eq!(v["standing"]["cards"], json!([3, 4, 4]));
    assert!(v["finished"].is_object());
    let g = ok(&w, "tracker_save", json!({"gameId": id}));
    assert_eq!(g["standings"]["hands"].as_array().map(Vec::len), Some(1));

    // Two successes win.
    play(&w, id, &ann_succeeds());
    ok(&w, "tracker_save", json!({"gameId": id}));
    let v = play(&w, id, &ann_succeeds());
    assert_eq!(v["standing"]["over"], true);
    assert_eq!(v["standing"]["winner"], 0);
    let g = ok(&w, "tracker_save", json!({"gameId": id}));
    assert_eq!(g["standings"]["over"], true);
    assert_eq!(g["standings"]["winners"], json!([0]));
    let v = ok(&w, "tracker_view", json!({"gameId": id}));
    assert!(v["round"].is_null());
    let e = mv(&w, id, json!({"move": "place", "seat": 0})).unwrap_err();
    assert_eq!(e["code"], "E_SK_GAME_OVER");
}

#[test]
fn an_avalanche_deal_falls_and_stops() {
    let (_dir, w) = table();
    let id = create(&w, "avalanche", &["Ann", "Bea"]);
    let v = play(
        &w,
        id,
        &[
            json!({"move": "play", "seat": 1, "count": 1, "rank": "9"}),
            json!({"move": "play", "seat": 0, "count": 1, "rank": "4"}),
        ],
    );
    assert_eq!(v["kind"], "avalanche");
    assert_eq!(v["last"]["kind"], "fall");
    assert_eq!(v["deal"]["stored"], json!([0, 2]));
    let v = play(
        &w,
        id,
        &[
            json!({"move": "play", "seat": 1, "count": 2, "rank": "Q"}),
            json!({"move": "play", "seat": 0, "count": 2, "rank": "5"}),
        ],
    );
    assert_eq!(v["last"]["kind"], "stop");
    assert_eq!(v["deal"]["removed"], 4);
    let e = mv(
        &w,
        id,
        json!({"move": "play", "seat": 0, "count": 1, "rank": "Z"}),
    )
    .unwrap_err();
    assert_eq!(e["code"], "E_BAD_MOVE");
    let e = mv(
        &w,
        id,
        json!({"move": "play", "seat": 1, "count": 11, "rank": "2"}),
    )
    .unwrap_err();
    assert_eq!(e["code"], "E_AV_NOT_IN_HAND");
}

#[test]
fn other_games_and_missing_games_are_refused() {
    let (_dir, w) = table();
    let gin = create(&w, "gin_rummy", &["Ann", "Bea"]);
    let e = invoke(&w, "tracker_view", json!({"gameId": gin})).unwrap_err();
    assert_eq!(e["code"], "E_NOT_TRACKED");
    let e = mv(&w, gin, json!({"move": "place", "seat": 0})).unwrap_err();
    assert_eq!(e["code"], "E_NOT_TRACKED");
    let e = invoke(&w, "tracker_view", json!({"gameId": 999})).unwrap_err();
    assert!(e["message"].as_str().is_some_and(|m| !m.is_empty()), "{e}");
}
