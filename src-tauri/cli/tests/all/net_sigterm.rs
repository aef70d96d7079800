//! Issue 22: stopping `cardtable serve` with SIGTERM (or Ctrl-C's SIGINT) finishes the
//! database: the `.db` file alone, copied without its `-wal`, holds every game and hand a phone
//! saved. And a saved hand whose answer cannot be written exits 3, not 1.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::serve::post;
use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Read};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Games and hands in the database file `db` alone, read by plain SQLite.
fn count_in_file_alone(db: &Path) -> (i64, i64) {
    let dir = tempfile::tempdir().unwrap();
    let copy = dir.path().join("copy.db");
    std::fs::copy(db, &copy).unwrap();
    let conn = rusqlite::Connection::open(&copy).unwrap();
    let count = |table: &str| {
        conn.query_row(&format!("SELECT count(*) FROM {table}"), [], |r| r.get(0))
            .unwrap_or(-1)
    };
    (count("games"), count("hands"))
}

fn serve_then(signal: &str) {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("club.db");
    let mut child = Command::new(env!("CARGO_BIN_EXE_cardtable"))
        .args(["serve", "--port", "0", "--host", "127.0.0.1", "--db"])
        .arg(&db)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut addr = String::new();
    let mut pin = String::new();
    for line in lines.by_ref() {
        let line = line.unwrap();
        if let Some(rest) = line.split_once(" at http://") {
            addr = rest.1.trim_end_matches('/').to_string();
        }
        if let Some(p) = line.strip_prefix("PIN: ") {
            pin = p.to_string();
            break;
        }
    }
    let (status, body) = post(
        &addr,
        "/api/pair",
        None,
        &json!({"secret": pin, "name": "Club"}),
    );
    assert_eq!(status, 200, "{body}");
    let token: Value = serde_json::from_str(&body).unwrap();
    let token = token["token"].as_str().unwrap().to_string();
    let game = json!({"game": {"players": ["Ann", "Bob"], "preset": "seed", "options": {"kind": "scorepad", "options": {}}, "firstDealer": 0}});
    let (status, body) = post(&addr, "/api/games_create", Some(&token), &game);
    assert_eq!(status, 200, "{body}");
    let id = serde_json::from_str::<Value>(&body).unwrap()["id"]
        .as_i64()
        .unwrap();
    for n in 0..5 {
        let hand =
            json!({"gameId": id, "facts": {"kind": "scorepad", "facts": {"points": [n, 1]}}});
        let (status, body) = post(&addr, "/api/hands_record", Some(&token), &hand);
        assert_eq!(status, 200, "{body}");
    }
    let (games, hands) = count_in_file_alone(&db);
    eprintln!("{signal}: while serving, the .db alone holds {games} games and {hands} hands");
    let killed = Command::new("kill")
        .args([&format!("-{signal}"), &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "serve did not stop"
        );
        std::thread::sleep(Duration::from_millis(20));
    };
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    let (games, hands) = count_in_file_alone(&db);
    eprintln!(
        "{signal}: serve exited {status:?} in {:?}; the .db alone holds {games} games and {hands} hands ({stderr})",
        start.elapsed()
    );
    assert!(status.success(), "{status:?} {stderr}");
    assert_eq!((games, hands), (1, 5));
}

#[test]
fn sigterm_leaves_a_db_file_that_holds_everything_on_its_own() {
    serve_then("TERM");
}

#[test]
fn sigint_leaves_a_db_file_that_holds_everything_on_its_own() {
    serve_then("INT");
}

#[test]
fn a_saved_hand_whose_answer_cannot_be_written_exits_3() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let cardtable = env!("CARGO_BIN_EXE_cardtable");
    let made = Command::new(cardtable)
        .args([
            "game",
            "new",
            "--kind",
            "scorepad",
            "--players",
            "Ann,Bob",
            "--db",
        ])
        .arg(&db)
        .output()
        .unwrap();
    assert!(made.status.success(), "{made:?}");
    // /dev/full: every write fails with "no space left on device".
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let out = Command::new(cardtable)
        .args([
            "hand",
            "add",
            "1",
            "--facts",
            r#"{"points": [3, 4]}"#,
            "--db",
        ])
        .arg(&db)
        .stdout(full)
        .output()
        .unwrap();
    eprintln!("hand add into /dev/full: {:?}", out.status.code());
    assert_eq!(out.status.code(), Some(3), "{out:?}");
    let shown = Command::new(cardtable)
        .args(["game", "show", "1", "--json", "--db"])
        .arg(&db)
        .output()
        .unwrap();
    let view: Value = serde_json::from_slice(&shown.stdout).unwrap();
    assert_eq!(view["standings"]["hands"].as_array().unwrap().len(), 1);
}
