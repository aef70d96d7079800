//! The games commands through the command table (a real database file, no Tauri), by name with
//! the argument names and JSON shapes the window sends: happy paths and the
//! `{kind, code, message}` error shape.

#![allow(clippy::expect_used)]

use crate::support::{invoke, table};
use serde_json::{json, Value};

fn new_game(kind: &str, players: &[&str]) -> Value {
    json!({"game": {"players": players, "preset": "seed", "options": {"kind": kind, "options": {}}, "firstDealer": 0}})
}

#[test]
fn kinds_lists_every_game_with_its_range() {
    let (_dir, w) = table();
    let kinds = invoke(&w, "games_kinds", json!({})).expect("games_kinds");
    let kinds = kinds.as_array().expect("array");
    assert_eq!(kinds.len(), cardtable_rules::GameKind::ALL.len());
    let gin = &kinds[0];
    assert_eq!(gin["kind"], "gin_rummy");
    assert_eq!(gin["name"], "Gin Rummy");
    assert_eq!(gin["minPlayers"], 2);
    assert_eq!(gin["maxPlayers"], 2);
    assert!(gin["summary"]
        .as_str()
        .is_some_and(|s| s.contains("deadwood")));
}

#[test]
fn create_then_list_newest_first_with_trimmed_names() {
    let (_dir, w) = table();
    let first =
        invoke(&w, "games_create", new_game("gin_rummy", &[" Ann ", "Bob"])).expect("create");
    assert_eq!(first["kind"], "gin_rummy");
    assert_eq!(first["players"], json!(["Ann", "Bob"]));
    assert_eq!(first["handCount"], 0);
    let second = invoke(
        &w,
        "games_create",
        new_game("oh_heck", &["Ann", "Bob", "Cy"]),
    )
    .expect("create");
    let list = invoke(&w, "games_list", json!({})).expect("list");
    let ids: Vec<&Value> = list
        .as_array()
        .expect("array")
        .iter()
        .map(|g| &g["id"])
        .collect();
    assert_eq!(ids, [&second["id"], &first["id"]]);
    let one = invoke(&w, "games_get", json!({"id": first["id"]})).expect("get");
    assert_eq!(one, first);
    let limited = invoke(&w, "games_list", json!({"limit": 1})).expect("list");
    assert_eq!(limited.as_array().map(Vec::len), Some(1));
}

#[test]
fn validation_errors_have_kind_code_and_rules_message() {
    let (_dir, w) = table();
    let err = invoke(&w, "games_create", new_game("gin_rummy", &["Ann"])).expect_err("1 player");
    assert_eq!(
        err,
        json!({
            "kind": "validation",
            "code": "E_PLAYER_COUNT",
            "message": "Gin Rummy is for exactly 2 players (1 player was entered)."
        })
    );
    let err =
        invoke(&w, "games_create", new_game("basic_rummy", &["Ann", "ann"])).expect_err("dup");
    assert_eq!(err["kind"], "validation");
    assert_eq!(err["code"], "E_PLAYER_NAME_DUPLICATE");
    // Nothing was written by the refused requests.
    let list = invoke(&w, "games_list", json!({})).expect("list");
    assert_eq!(list, json!([]));
}

#[test]
fn malformed_arguments_are_refused_not_panicking() {
    let (_dir, w) = table();
    let err = invoke(&w, "games_create", new_game("poker", &["Ann", "Bob"]));
    assert!(err.is_err(), "{err:?}");
    let err = invoke(&w, "games_create", json!({}));
    assert!(err.is_err(), "{err:?}");
}

#[test]
fn unknown_game_is_not_found() {
    let (_dir, w) = table();
    let err = invoke(&w, "games_get", json!({"id": 404})).expect_err("no such game");
    assert_eq!(err["kind"], "not_found");
    assert!(err["message"].as_str().is_some_and(|m| !m.is_empty()));
}
