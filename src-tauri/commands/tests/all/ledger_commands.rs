//! The ledger's commands through the command table (a real database file, no Tauri): record,
//! amend, delete, undo, redo, options, reopen, export/import, players and stats, with the
//! argument names and JSON shapes the UI uses, and the `{kind, code, message}` error shape.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support::{invoke, ok, table};
use cardtable_commands::AppState;
use serde_json::{json, Value};

fn gin_game(w: &AppState) -> Value {
    let game = json!({"game": {"players": ["Ann", "Bob"], "preset": "seed", "options": {"kind": "gin_rummy", "options": {}}, "firstDealer": 0}});
    ok(w, "games_create", game)["id"].clone()
}

fn counts(knocker: u32, k: u32, d: u32) -> Value {
    let facts =
        json!({"form": "counts", "knocker": knocker, "knockerDeadwood": k, "defenderDeadwood": d});
    json!({"kind": "gin_rummy", "facts": facts})
}

#[test]
fn record_amend_delete_undo_redo_through_ipc() {
    let (_dir, w) = table();
    let id = gin_game(&w);
    let v = ok(
        &w,
        "hands_record",
        json!({"gameId": id, "facts": counts(0, 0, 30)}),
    );
    assert_eq!(v["standings"]["totals"], json!([55, 0]));
    assert_eq!(v["undo"], "record");
    let v = ok(
        &w,
        "hands_record",
        json!({"gameId": id, "facts": counts(1, 5, 12), "dealer": 1}),
    );
    assert_eq!(v["standings"]["hands"][1]["dealer"], 1);
    assert_eq!(v["standings"]["hands"][1]["running"], json!([55, 7]));
    let first = v["standings"]["hands"][0]["id"].clone();
    let v = ok(
        &w,
        "hands_amend",
        json!({"handId": first, "facts": counts(0, 2, 30)}),
    );
    assert_eq!(v["standings"]["totals"], json!([28, 7]));
    let v = ok(&w, "hands_delete", json!({"handId": first}));
    assert_eq!(v["standings"]["totals"], json!([0, 7]));
    let v = ok(&w, "history_undo", json!({"gameId": id}));
    assert_eq!(v["standings"]["totals"], json!([28, 7]));
    assert_eq!(v["redo"], "delete");
    let v = ok(&w, "history_redo", json!({"gameId": id}));
    assert_eq!(v["standings"]["totals"], json!([0, 7]));
    let again = ok(&w, "games_view", json!({"gameId": id}));
    assert_eq!(again, v);
}

#[test]
fn rule_and_store_refusals_have_the_error_shape() {
    let (_dir, w) = table();
    let id = gin_game(&w);
    let err = invoke(
        &w,
        "hands_record",
        json!({"gameId": id, "facts": counts(0, 11, 30)}),
    )
    .unwrap_err();
    assert_eq!(err["kind"], "validation");
    assert!(
        err["code"].as_str().is_some_and(|c| c.starts_with("E_")),
        "{err}"
    );
    assert!(err["message"].as_str().is_some_and(|m| !m.is_empty()));
    let err = invoke(
        &w,
        "hands_record",
        json!({"gameId": id, "facts": {"kind": "gin_rummy", "facts": {"nonsense": 1}}}),
    )
    .unwrap_err();
    assert_eq!(
        (err["kind"].as_str(), err["code"].as_str()),
        (Some("validation"), Some("E_BAD_HAND"))
    );
    let err = invoke(&w, "history_undo", json!({"gameId": id})).unwrap_err();
    assert_eq!(err["message"], "There is nothing to undo.");
    let err = invoke(&w, "games_view", json!({"gameId": 999})).unwrap_err();
    assert_eq!(err["kind"], "not_found");
    let err = invoke(&w, "hands_delete", json!({"handId": 999})).unwrap_err();
    assert_eq!(err["kind"], "not_found");
    let err = invoke(
        &w,
        "games_set_options",
        json!({"gameId": id, "preset": "seed", "options": {"kind": "gin_rummy", "options": {"gameTarget": 0}}}),
    )
    .unwrap_err();
    assert_eq!(err["code"], "E_BAD_OPTIONS");
    let err = invoke(&w, "games_reopen", json!({"gameId": id})).unwrap_err();
    assert_eq!(err["message"], "This game is not finished.");
}

#[test]
fn options_presets_reopen_export_import_players_stats() {
    let (_dir, w) = table();
    let presets = ok(&w, "games_presets", json!({"kind": "gin_rummy"}));
    assert_eq!(presets[0]["id"], "seed");
    let id = gin_game(&w);
    ok(
        &w,
        "hands_record",
        json!({"gameId": id, "facts": counts(0, 0, 60)}),
    );
    let v = ok(
        &w,
        "hands_record",
        json!({"gameId": id, "facts": counts(0, 0, 60)}),
    );
    assert_eq!(v["standings"]["over"], true);
    assert!(v["game"]["finishedAt"].is_string());
    let err = invoke(
        &w,
        "hands_record",
        json!({"gameId": id, "facts": counts(0, 0, 1)}),
    )
    .unwrap_err();
    assert_eq!(err["kind"], "validation");
    let v = ok(&w, "games_reopen", json!({"gameId": id}));
    assert_eq!(v["reopened"], true);

    let csv = ok(&w, "export_game", json!({"gameId": id, "format": "csv"}));
    // Header, two hands for two seats, and the end-bonus row for each seat.
    assert_eq!(csv.as_str().unwrap().lines().count(), 1 + 2 * 2 + 2);
    let text = ok(&w, "export_all", json!({"format": "json"}));
    let err = invoke(
        &w,
        "import_json",
        json!({"text": "{\"format\":\"something-else\"}"}),
    )
    .unwrap_err();
    assert_eq!(
        (err["kind"].as_str(), err["code"].as_str()),
        (Some("validation"), Some("E_IMPORT"))
    );
    let added = ok(&w, "import_json", json!({"text": text}));
    assert_eq!(added["imported"], json!([]), "already present: skipped");
    assert_eq!(added["alreadyHere"], 1);
    assert_eq!(
        added["message"],
        "Imported 0 games; skipped 1 already here."
    );

    let players = ok(&w, "players_list", json!({}));
    let ann = players
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "Ann")
        .unwrap()["id"]
        .clone();
    let stats = ok(&w, "stats_player", json!({"playerId": ann}));
    assert_eq!(stats["byGame"][0]["kind"], "gin_rummy");
    assert_eq!(stats["byGame"][0]["figures"]["gins"], 2);
    let err = invoke(
        &w,
        "players_rename",
        json!({"playerId": ann, "name": "Bob"}),
    )
    .unwrap_err();
    assert_eq!(err["kind"], "validation");
    let p = ok(
        &w,
        "players_rename",
        json!({"playerId": ann, "name": "Annie"}),
    );
    assert_eq!(p["name"], "Annie");
}
