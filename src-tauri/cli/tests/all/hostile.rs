//! The CLI's half of issue 10, end to end through the built binary: a closed output pipe ends
//! quietly after the hand is saved; `hand add --key` makes a retry record nothing; `game
//! reopen`; seats counted from 0 in flags as in the JSON; an export that cannot be written names
//! the export's folder; `import /dev/zero` is refused after 32 MB; one hostile batch line
//! cannot stop the batch.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support;

use serde_json::{json, Value};
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};
use support::{cardtable, json_of, new_game};

fn hands(db: &Path, id: &str) -> usize {
    let v = json_of(&cardtable(db, &["game", "show", id, "--json"]));
    v["standings"]["hands"].as_array().unwrap().len()
}

#[test]
fn a_closed_pipe_ends_quietly_after_the_hand_is_saved() {
    // Issue 10: `hand add ... | head -c1` panicked with exit 101 after the hand was saved.
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("p.db");
    let id = new_game(&db, "knock_rummy", "Ann,Bob", "{}");
    for args in [
        vec!["hand", "add", &id, "--facts", r#"{"points":[5,0]}"#],
        vec!["game", "show", &id],
        vec!["games"],
        vec!["export"],
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_cardtable"))
            .args(&args)
            .arg("--db")
            .arg(&db)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // The reader goes away before the answer is written.
        drop(child.stdout.take());
        let out = child.wait_with_output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        assert_eq!(String::from_utf8_lossy(&out.stderr), "", "{args:?}");
    }
    assert_eq!(hands(&db, &id), 1);
}

#[test]
fn a_retried_hand_add_with_its_key_records_once() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let id = new_game(&db, "knock_rummy", "Ann,Bob", "{}");
    let add = |key: &str| {
        cardtable(
            &db,
            &[
                "hand",
                "add",
                &id,
                "--facts",
                r#"{"points":[5,0]}"#,
                "--key",
                key,
                "--json",
            ],
        )
    };
    let first = json_of(&add("7f1c-retry"));
    let retry = json_of(&add("7f1c-retry"));
    assert_eq!(first["standings"], retry["standings"]);
    assert_eq!(hands(&db, &id), 1);
    json_of(&add("another"));
    assert_eq!(hands(&db, &id), 2);
    let clash = cardtable(
        &db,
        &[
            "hand",
            "add",
            &id,
            "--facts",
            r#"{"points":[0,5]}"#,
            "--key",
            "another",
        ],
    );
    assert_eq!(clash.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&clash.stderr).contains("already used for another hand"));
}

#[test]
fn game_reopen_and_seats_from_zero() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("r.db");
    let id = new_game(&db, "knock_rummy", "Ann,Bob,Cy", r#"{"target":10}"#);
    // --dealer 0 is the first player, as `"dealer": 0` in the JSON.
    let v = json_of(&cardtable(
        &db,
        &[
            "hand",
            "add",
            &id,
            "--facts",
            r#"{"points":[10,0,0]}"#,
            "--dealer",
            "0",
            "--json",
        ],
    ));
    assert_eq!(v["standings"]["hands"][0]["dealer"], 0);
    assert!(v["game"]["finishedAt"].is_string());
    let text = String::from_utf8(cardtable(&db, &["game", "show", &id]).stdout).unwrap();
    assert!(text.contains("Game over"), "{text}");
    let v = json_of(&cardtable(&db, &["game", "reopen", &id, "--json"]));
    assert!(v["game"]["finishedAt"].is_null());
    assert_eq!(v["reopened"], true);
    let again = cardtable(&db, &["game", "reopen", &id]);
    assert_eq!(again.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&again.stderr).contains("not finished"));
    let bad = cardtable(
        &db,
        &[
            "game",
            "new",
            "--kind",
            "scorepad",
            "--players",
            "A,B",
            "--first-dealer",
            "2",
        ],
    );
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("so they are 0 to 1"));
    let help = Command::new(env!("CARGO_BIN_EXE_cardtable"))
        .args(["hand", "add", "--help"])
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&help.stdout).contains("counted from 0"));
}

#[test]
fn a_ten_hole_golf_game_is_refused_when_created() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("g.db");
    let out = cardtable(
        &db,
        &[
            "game",
            "new",
            "--kind",
            "six_card_golf",
            "--players",
            "A,B",
            "--options",
            r#"{"holes":10}"#,
        ],
    );
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "E_GOLF_HOLES: The game is 9 or 18 holes.\n"
    );
}

#[test]
fn export_and_import_errors_name_the_right_thing() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("e.db");
    new_game(&db, "scorepad", "Ann,Bob", "{}");
    // Issue 10: this blamed "the database folder".
    let out = cardtable(&db, &["export", "--out", "/nonexistent/x.json"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "E_EXPORT_WRITE: The export could not be written to /nonexistent/x.json: the folder /nonexistent does not exist.\n"
    );
    // Issue 10: this read until the machine ran out of memory.
    let out = cardtable(&db, &["import", "/dev/zero"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("larger than 32 MB"));
    let out = cardtable(&db, &["import", dir.path().to_str().unwrap()]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("is a folder"));
}

#[test]
fn hostile_batch_lines_are_answered_and_the_batch_goes_on() {
    // Issue 10: one short line killed the referee and every later line went unanswered.
    let lines = [
        json!({"op":"game_end","game":"scorepad","hands":[],"seats":18446744073709551615u64}),
        json!({"op":"game_end","game":"scorepad","hands":[],"seats":4294967296u64}),
        json!({"op":"game_end","game":"scorepad","hands":[],"seats":100000000}),
        json!({"op":"score","game":"oh_heck","handSize":-3,"bids":[2,1,1,0],"tricks":[2,1,2,0]}),
        json!({"op":"score","game":"scorepad","points":["12+7-3","-5","0"],"id":"last"}),
    ];
    let input: String = lines.iter().map(|l| format!("{l}\n")).collect();
    let mut child = Command::new(env!("CARGO_BIN_EXE_cardtable"))
        .arg("batch")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let answers: Vec<Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(answers.len(), lines.len());
    for a in &answers[..3] {
        assert_eq!(a["error"]["code"], "E_PLAYER_COUNT", "{a}");
    }
    // Issue 10: "invalid value: integer -3, expected u32" reached people as it was.
    assert_eq!(
        answers[3]["error"]["message"],
        "This request cannot be read: “handSize”: -3 is not allowed here (a whole number of 0 or more is expected)."
    );
    assert_eq!(answers[4]["id"], "last");
    assert_eq!(answers[4]["scores"], json!([16, -5, 0]));
}
