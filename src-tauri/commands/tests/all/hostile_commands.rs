//! The app's commands against the hostile inputs of issue 10, through the command table (a real
//! database file, no Tauri): a retried `hands_record` with its key records once; names are
//! normalised and bounded on create and rename; the Oh Heck! table and the preview refuse
//! absurd seat counts; an oversized import and a 10-hole Golf game are refused with messages
//! for people.

#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)]

use crate::support::{invoke, ok, table};
use cardtable_commands::AppState;
use serde_json::{json, Value};

fn create(w: &AppState, kind: &str, players: &[&str], options: Value) -> Result<Value, Value> {
    invoke(
        w,
        "games_create",
        json!({"game": {"players": players, "preset": "seed", "options": {"kind": kind, "options": options}, "firstDealer": 0}}),
    )
}

#[test]
fn a_retried_record_with_its_key_records_once() {
    let (_dir, w) = table();
    let g = create(&w, "knock_rummy", &["Ann", "Bob"], json!({})).unwrap();
    let args = json!({"gameId": g["id"], "facts": {"kind": "knock_rummy", "facts": {"points": [5, 0]}}, "dealer": null, "key": "0b7c9d1e-retry"});
    let first = ok(&w, "hands_record", args.clone());
    let again = ok(&w, "hands_record", args);
    assert_eq!(first["standings"], again["standings"]);
    assert_eq!(again["standings"]["hands"].as_array().unwrap().len(), 1);
    // Without a key (older UIs), every call records.
    ok(
        &w,
        "hands_record",
        json!({"gameId": g["id"], "facts": {"kind": "knock_rummy", "facts": {"points": [5, 0]}}, "dealer": null}),
    );
    let v = ok(&w, "games_view", json!({"gameId": g["id"]}));
    assert_eq!(v["standings"]["hands"].as_array().unwrap().len(), 2);
}

#[test]
fn names_are_one_rule_on_create_and_rename() {
    let (_dir, w) = table();
    create(&w, "scorepad", &["Ann", "Bob"], json!({})).unwrap();
    let g = create(&w, "scorepad", &["Ann\u{200b} ", "Cy"], json!({})).unwrap();
    assert_eq!(g["players"], json!(["Ann", "Cy"]));
    let players = ok(&w, "players_list", json!({}));
    let names: Vec<&str> = players
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Ann", "Bob", "Cy"]);
    let bob = players[1]["id"].clone();
    let huge = "x".repeat(1_000_000);
    let e = invoke(&w, "players_rename", json!({"playerId": bob, "name": huge})).unwrap_err();
    assert_eq!(e["code"], "E_PLAYER_NAME_TOO_LONG");
    assert_eq!(
        e["message"],
        "A player's name can be at most 40 characters; this one has 1000000."
    );
    let e = invoke(
        &w,
        "players_rename",
        json!({"playerId": bob, "name": "ann\u{200b}"}),
    );
    assert!(
        e.is_ok()
            || e.as_ref().unwrap_err()["message"]
                .as_str()
                .unwrap()
                .contains("already")
    );
    let long = "y".repeat(41);
    let e = create(&w, "scorepad", &["Ann", long.as_str()], json!({})).unwrap_err();
    assert_eq!(e["code"], "E_PLAYER_NAME_TOO_LONG");
}

#[test]
fn absurd_seat_counts_and_options_are_refused() {
    let (_dir, w) = table();
    for seats in [u64::MAX, 1 << 32, 100_000_000] {
        let table = json!({"seats": seats, "handIndex": 0, "dealer": 0});
        let e = invoke(
            &w,
            "rules_oh_heck_table",
            json!({"options": {"kind": "oh_heck", "options": {}}, "table": table, "bids": []}),
        )
        .unwrap_err();
        assert_eq!(e["code"], "E_PLAYER_COUNT");
        let e = invoke(
            &w,
            "rules_preview",
            json!({"options": {"kind": "scorepad", "options": {}}, "table": table, "facts": {"kind": "scorepad", "facts": {"points": []}}}),
        )
        .unwrap_err();
        assert_eq!(e["code"], "E_PLAYER_COUNT");
    }
    let e = create(&w, "six_card_golf", &["A", "B"], json!({"holes": 10})).unwrap_err();
    assert_eq!(e["code"], "E_GOLF_HOLES");
    assert!(ok(&w, "games_list", json!({}))
        .as_array()
        .unwrap()
        .is_empty());
    let e = invoke(
        &w,
        "rules_words",
        json!({"preset": "seed", "options": {"kind": "oh_heck", "options": {"exactBonus": -3.5}}}),
    )
    .unwrap_err();
    let m = e["message"].as_str().unwrap();
    assert!(!m.contains("i64") && !m.contains("invalid type"), "{m}");
    // Typed options with a key the game does not have are refused in words, not dropped
    // (issue 21), and the message ends with one full stop.
    let e = invoke(
        &w,
        "rules_preview",
        json!({"options": {"kind": "gin_rummy", "options": {"target": 100}},
               "table": {"seats": 2, "handIndex": 0, "dealer": 0},
               "facts": {"kind": "gin_rummy", "facts": {"form": "counts", "knocker": 0, "knockerDeadwood": 3, "defenderDeadwood": 30}}}),
    )
    .unwrap_err();
    let m = e["message"].as_str().unwrap();
    assert!(m.contains("no option called 'target'"), "{m}");
    assert!(!m.contains(".."), "{m}");
}

#[test]
fn an_oversized_import_is_refused_and_writes_nothing() {
    let (_dir, w) = table();
    let text = " ".repeat(33 * 1024 * 1024);
    let e = invoke(&w, "import_json", json!({"text": text})).unwrap_err();
    assert_eq!(e["code"], "E_IMPORT");
    assert!(e["message"]
        .as_str()
        .unwrap()
        .starts_with("This file is larger than 32 MB"));
    assert!(ok(&w, "games_list", json!({}))
        .as_array()
        .unwrap()
        .is_empty());
}
