//! Issue 22: an import's answer counts what it imported and what it skipped, and why
//! (`export::files_import`, which the CLI's `import` and its `--json` answer with).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use cardtable_commands::{call, AppState};
use serde_json::Value;

fn files_import(state: &AppState, text: Value) -> Value {
    let text = text.as_str().unwrap().to_string();
    serde_json::to_value(cardtable_commands::export::files_import(state, text).unwrap()).unwrap()
}
use cardtable_store::Store;
use serde_json::json;

fn state() -> (tempfile::TempDir, AppState) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open_at(&dir.path().join("table.db"), chrono::Utc::now()).unwrap();
    (dir, AppState::new(store))
}

#[test]
fn an_import_says_how_many_it_imported_and_skipped() {
    let (_from_dir, from) = state();
    for players in [["Ann", "Bob"], ["Cy", "Di"], ["Ed", "Flo"]] {
        call(
            &from,
            "games_create",
            json!({"game": {"players": players, "preset": "seed", "options": {"kind": "scorepad", "options": {}}, "firstDealer": 0}}),
        )
        .unwrap();
    }
    let three = call(&from, "export_all", json!({"format": "json"})).unwrap();
    let three = three.as_str().unwrap().to_string();

    let (_to_dir, to) = state();
    let first = files_import(&to, json!(three));
    assert_eq!(first["imported"].as_array().unwrap().len(), 3, "{first}");
    assert_eq!(first["alreadyHere"], 0);
    assert_eq!(first["message"], "Imported 3 games.");

    // Two more games in the file; the three it had are here already.
    for players in [["Gil", "Hal"], ["Ida", "Jo"]] {
        call(
            &from,
            "games_create",
            json!({"game": {"players": players, "preset": "seed", "options": {"kind": "scorepad", "options": {}}, "firstDealer": 0}}),
        )
        .unwrap();
    }
    let five = call(&from, "export_all", json!({"format": "json"})).unwrap();
    let again = files_import(&to, five.clone());
    assert_eq!(again["imported"].as_array().unwrap().len(), 2, "{again}");
    assert_eq!(again["alreadyHere"], 3);
    assert_eq!(
        again["message"],
        "Imported 2 games; skipped 3 already here."
    );

    let nothing = files_import(&to, five);
    assert_eq!(nothing["imported"], json!([]));
    assert_eq!(nothing["alreadyHere"], 5);
    assert_eq!(
        nothing["message"],
        "Imported 0 games; skipped 5 already here."
    );
    assert_eq!(
        call(&to, "games_list", json!({}))
            .unwrap()
            .as_array()
            .unwrap()
            .len(),
        5
    );
}
