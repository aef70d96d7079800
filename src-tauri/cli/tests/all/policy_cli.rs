//! The CLI's ledger subcommands are the host's commands of the one command table: what they
//! print is what the table answers, and a refusal is the table's error (its kind, code and
//! message) with exit 1, as the host gets it.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support;

use cardtable_commands::{call, AppState};
use cardtable_store::Store;
use serde_json::{json, Value};
use std::path::Path;
use support::{cardtable as run, json_of};

/// The table's answer to `name` on the database at `db`, as the host's window gets it.
fn host(db: &Path, name: &str, args: Value) -> Result<Value, Value> {
    let state = AppState::new(Store::open_at(db, chrono::Utc::now()).unwrap());
    call(&state, name, args).map_err(|e| serde_json::to_value(&e).unwrap())
}

#[test]
fn the_ledger_subcommands_answer_and_refuse_as_the_table_does() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("cardtable.db");
    let game = json_of(&run(
        &db,
        &[
            "game",
            "new",
            "--kind",
            "scorepad",
            "--players",
            "Ann,Bob",
            "--json",
        ],
    ));
    let id = game["id"].as_i64().unwrap();
    let view = json_of(&run(
        &db,
        &[
            "hand",
            "add",
            &id.to_string(),
            "--facts",
            r#"{"points":[4,2]}"#,
            "--json",
        ],
    ));
    // What it prints is the table's answer.
    assert_eq!(
        json_of(&run(&db, &["game", "show", &id.to_string(), "--json"])),
        host(&db, "games_view", json!({"gameId": id})).unwrap()
    );
    let hand = view["standings"]["hands"][0]["id"].as_i64().unwrap();
    let amended = json_of(&run(
        &db,
        &[
            "hand",
            "amend",
            &hand.to_string(),
            "--facts",
            r#"{"points":[5,2]}"#,
            "--json",
        ],
    ));
    assert_eq!(amended["standings"]["hands"][0]["points"], json!([5, 2]));

    // Refusals: a rule's, a missing hand's, a missing game's; each the table's own error.
    let cases: [(&[&str], &str, Value); 3] = [
        (
            &[
                "hand",
                "add",
                &id.to_string(),
                "--facts",
                r#"{"points":[1]}"#,
            ],
            "hands_record",
            json!({"gameId": id, "facts": {"kind": "scorepad", "facts": {"points": [1]}}}),
        ),
        (
            &["hand", "delete", "999"],
            "hands_delete",
            json!({"handId": 999}),
        ),
        (
            &["game", "undo", "77"],
            "history_undo",
            json!({"gameId": 77}),
        ),
    ];
    for (args, name, request) in cases {
        let expected = host(&db, name, request).unwrap_err();
        let code = expected["code"]
            .as_str()
            .unwrap_or(match expected["kind"].as_str() {
                Some("not_found") => "E_NOT_FOUND",
                _ => "E_STORAGE",
            });
        let out = run(&db, args);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert_eq!(
            String::from_utf8_lossy(&out.stderr),
            format!("{code}: {}\n", expected["message"].as_str().unwrap()),
            "{args:?}"
        );
        let mut with_json = args.to_vec();
        with_json.push("--json");
        let out = run(&db, &with_json);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        let printed: Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(printed["ok"], false);
        assert_eq!(printed["error"]["kind"], expected["kind"], "{args:?}");
        assert_eq!(printed["error"]["code"], code, "{args:?}");
        assert_eq!(printed["error"]["message"], expected["message"], "{args:?}");
    }
    // Nothing refused was written.
    let now = host(&db, "games_view", json!({"gameId": id})).unwrap();
    assert_eq!(now["standings"]["hands"].as_array().unwrap().len(), 1);
}
