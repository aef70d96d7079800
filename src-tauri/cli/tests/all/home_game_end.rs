//! `cardtable game end ID [--winner SEAT]...` (issue 23): an open-ended game (Knock Rummy
//! without a target) is ended by the leader without --winner, by the named seats with it, and a
//! tie for the lead without --winner is refused by `games_end` itself, in words naming the tied
//! players.

// Helpers here are test code too: a failed step should stop the test with its reason.
#![allow(clippy::unwrap_used, clippy::panic)]

use crate::support;

use serde_json::{json, Value};
use std::path::Path;
use std::process::Output;
use support::{cardtable as run, json_of, new_game};

fn add(db: &Path, id: &str, facts: Value) {
    json_of(&run(
        db,
        &["hand", "add", id, "--facts", &facts.to_string(), "--json"],
    ));
}

fn end(db: &Path, id: &str, extra: &[&str]) -> Output {
    let mut args = vec!["game", "end", id];
    args.extend_from_slice(extra);
    run(db, &args)
}

#[test]
fn the_leader_wins_without_winner_flags() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let g = new_game(&db, "knock_rummy", "Ann,Bob,Cy", "{}");
    // Ann knocks with 4 against 20 and 9: Ann +21, Bob -16, Cy -5.
    add(
        &db,
        &g,
        json!({"form": "cards", "knocker": 0, "hands": [4, 20, 9]}),
    );
    let out = end(&db, &g, &[]);
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Ended here: Ann wins."), "{text}");
    assert!(text.contains("finished"), "{text}");
    // Ended once: a second end is refused by the command itself.
    let again = end(&db, &g, &["--json"]);
    assert_eq!(again.status.code(), Some(1));
    let err: Value = serde_json::from_slice(&again.stdout).unwrap();
    assert_eq!(err["ok"], false);
}

#[test]
fn named_winners_share_the_win_and_json_is_the_apps_answer() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let g = new_game(&db, "knock_rummy", "Ann,Bob,Cy", "{}");
    add(
        &db,
        &g,
        json!({"form": "cards", "knocker": 0, "hands": [4, 20, 9]}),
    );
    let meta = json_of(&end(&db, &g, &["--winner", "2", "--winner", "1", "--json"]));
    assert_eq!(meta["declaredWinners"], json!([1, 2]));
    assert_eq!(meta["openEnded"], true);
    let view = json_of(&run(&db, &["game", "show", &g, "--json"]));
    assert!(view["game"]["finishedAt"].is_string(), "{view}");

    // A seat that is not at the table is refused as a usage error, counting from 0.
    let g2 = new_game(&db, "knock_rummy", "Ann,Bob", "{}");
    add(
        &db,
        &g2,
        json!({"form": "cards", "knocker": 0, "hands": [4, 20]}),
    );
    let out = end(&db, &g2, &["--winner", "2"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("seats are counted from 0"), "{err}");
}

#[test]
fn a_tie_without_winner_is_refused_naming_the_tied_players() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let g = new_game(&db, "knock_rummy", "Ann,Bob,Cy", "{}");
    // Ann knocks with 4 and collects 10 from each; then Cy does the same: Ann and Cy level.
    add(
        &db,
        &g,
        json!({"form": "cards", "knocker": 0, "hands": [4, 14, 14]}),
    );
    add(
        &db,
        &g,
        json!({"form": "cards", "knocker": 2, "hands": [14, 14, 4]}),
    );
    let show = json_of(&run(&db, &["game", "show", &g, "--json"]));
    let totals = show["standings"]["finalTotals"].clone();
    assert_eq!(
        totals[0], totals[2],
        "Ann and Cy tie for the lead: {totals}"
    );
    let out = end(&db, &g, &[]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    let tied = format!("Ann and Cy are tied on {}: say who won.", totals[0]);
    assert!(err.contains(&tied), "{err}");
    // The same with --json: the refusal as JSON, nothing ended.
    let out = end(&db, &g, &["--json"]);
    let err: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(err["error"]["code"], "E_BAD_WINNER");
    let show = json_of(&run(&db, &["game", "show", &g, "--json"]));
    assert!(show["game"]["finishedAt"].is_null());
    // Naming one of them settles it.
    let meta = json_of(&end(&db, &g, &["--winner", "2", "--json"]));
    assert_eq!(meta["declaredWinners"], json!([2]));
}

#[test]
fn a_game_with_a_target_is_refused_and_help_documents_game_end() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let g = new_game(&db, "knock_rummy", "Ann,Bob", r#"{"target": 100}"#);
    add(
        &db,
        &g,
        json!({"form": "cards", "knocker": 0, "hands": [4, 20]}),
    );
    let out = end(&db, &g, &[]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("E_NOT_OPEN_ENDED"), "{err}");

    let help = std::process::Command::new(env!("CARGO_BIN_EXE_cardtable"))
        .args(["game", "--help"])
        .output()
        .unwrap();
    let help = String::from_utf8_lossy(&help.stdout);
    assert!(
        help.contains("end") && help.contains("open-ended"),
        "{help}"
    );
    let top = std::process::Command::new(env!("CARGO_BIN_EXE_cardtable"))
        .arg("--help")
        .output()
        .unwrap();
    let top = String::from_utf8_lossy(&top.stdout);
    assert!(top.contains("end an open-ended one"), "{top}");
}
