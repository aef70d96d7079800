//! `files_export` through the command table (a real database file, no Tauri): it writes a game
//! (or everything) into the export folder (`CARDTABLE_EXPORT_DIR`, a tempdir here) under a
//! dated name, never overwrites an earlier file, and what it writes is a file `import_json`
//! accepts.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support::{invoke, ok, table};
use cardtable_commands::AppState;
use serde_json::json;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// One export folder for the whole test binary: the variable is process-wide, so every test
/// sets it to the same tempdir (set once, before any command reads it).
fn export_dir() -> &'static Path {
    static DIR: OnceLock<tempfile::TempDir> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        // Set once, under the OnceLock, before any command of this binary reads it.
        std::env::set_var("CARDTABLE_EXPORT_DIR", dir.path());
        dir
    })
    .path()
}

/// A fresh database file, after pointing exports at this binary's tempdir.
fn app() -> (tempfile::TempDir, AppState) {
    export_dir();
    table()
}

/// A Scorepad game for Ann and Bob with one hand recorded; returns its id.
fn scorepad_game(w: &AppState) -> i64 {
    let game = json!({"game": {"players": ["Ann", "Bob"], "preset": "seed", "options": {"kind": "scorepad", "options": {}}, "firstDealer": 0}});
    let id = ok(w, "games_create", game)["id"].as_i64().unwrap();
    ok(
        w,
        "hands_record",
        json!({"gameId": id, "facts": {"kind": "scorepad", "facts": {"points": [12, 5]}}}),
    );
    id
}

fn today() -> String {
    chrono::Utc::now().format("%Y-%m-%d").to_string()
}

#[test]
fn a_game_is_saved_as_json_that_import_accepts_and_never_overwritten() {
    let (_dir, w) = app();
    let id = scorepad_game(&w);
    let date = today();
    let first = PathBuf::from(
        ok(&w, "files_export", json!({"gameId": id, "format": "json"}))
            .as_str()
            .unwrap(),
    );
    // The date is read in the command; a run straddling midnight UTC would see tomorrow's.
    let name = first.file_name().unwrap().to_str().unwrap().to_string();
    assert!(
        name == format!("cardtable-scorepad-any-game-{id}-{date}.json")
            || name == format!("cardtable-scorepad-any-game-{id}-{}.json", today()),
        "{name}"
    );
    assert_eq!(first.parent().unwrap(), export_dir());
    let text = std::fs::read_to_string(&first).unwrap();

    // Saving again keeps the first file and writes a numbered copy beside it.
    let second = PathBuf::from(
        ok(&w, "files_export", json!({"gameId": id, "format": "json"}))
            .as_str()
            .unwrap(),
    );
    assert_ne!(second, first);
    assert_eq!(
        second.file_name().unwrap().to_str().unwrap(),
        name.replace(".json", "-2.json")
    );
    assert_eq!(std::fs::read_to_string(&first).unwrap(), text);

    // A fresh database imports the saved file: the game comes back with its hand.
    let (_other, w2) = app();
    let added = ok(&w2, "import_json", json!({"text": text}))["imported"].clone();
    assert_eq!(added.as_array().unwrap().len(), 1);
    assert_eq!(added[0]["kind"], "scorepad");
    assert_eq!(added[0]["players"], json!(["Ann", "Bob"]));
    assert_eq!(added[0]["handCount"], 1);
}

#[test]
fn everything_is_saved_as_csv_and_json() {
    let (_dir, w) = app();
    scorepad_game(&w);
    let csv = PathBuf::from(
        ok(&w, "files_export", json!({"gameId": null, "format": "csv"}))
            .as_str()
            .unwrap(),
    );
    let name = csv.file_name().unwrap().to_str().unwrap().to_string();
    assert!(
        name.starts_with("cardtable-all-") && name.ends_with(".csv"),
        "{name}"
    );
    let text = std::fs::read_to_string(&csv).unwrap();
    assert!(text.contains("Ann") && text.contains("Bob"), "{text}");

    let json_path = ok(&w, "files_export", json!({"format": "json"}));
    let text = std::fs::read_to_string(json_path.as_str().unwrap()).unwrap();
    let (_other, w2) = app();
    assert_eq!(
        ok(&w2, "import_json", json!({"text": text}))["imported"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
}

#[test]
fn an_unknown_game_is_refused_and_nothing_is_written() {
    let (_dir, w) = app();
    let e = invoke(&w, "files_export", json!({"gameId": 999, "format": "json"})).unwrap_err();
    assert_eq!(e["kind"], "not_found", "{e}");
    assert!(e["message"].as_str().is_some_and(|m| !m.is_empty()));
    // Other tests may write meanwhile, but never a file for game 999.
    assert!(std::fs::read_dir(export_dir())
        .unwrap()
        .flatten()
        .all(|f| !f.file_name().to_string_lossy().contains("-999-")));
}
