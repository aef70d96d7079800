//! `cardtable serve` end to end: it prints where it listens and the PIN, a phone pairs with
//! the PIN and creates a game over HTTP, and the game is in the database file afterwards.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use serde_json::{json, Value};
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

pub(crate) use crate::http::post;

#[test]
fn serve_pairs_a_phone_by_pin_and_keeps_its_game() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("club.db");
    let mut child = Command::new(env!("CARGO_BIN_EXE_cardtable"))
        .args(["serve", "--port", "0", "--host", "127.0.0.1", "--db"])
        .arg(&db)
        .stdout(Stdio::piped())
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
    assert!(addr.starts_with("127.0.0.1:"), "{addr}");
    assert_eq!(pin.len(), 6);
    let (status, _) = post(&addr, "/api/games_list", None, &json!({}));
    assert_eq!(status, 401);
    let (status, body) = post(
        &addr,
        "/api/pair",
        None,
        &json!({"secret": pin, "name": "Club phone"}),
    );
    assert_eq!(status, 200, "{body}");
    let token: Value = serde_json::from_str(&body).unwrap();
    let token = token["token"].as_str().unwrap().to_string();
    let game = json!({"game": {"players": ["Ann", "Bob"], "preset": "seed", "options": {"kind": "scorepad", "options": {}}, "firstDealer": 0}});
    let (status, body) = post(&addr, "/api/games_create", Some(&token), &game);
    assert_eq!(status, 200, "{body}");
    child.kill().unwrap();
    child.wait().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_cardtable"))
        .args(["games", "--json", "--db"])
        .arg(&db)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Ann") && text.contains("scorepad"), "{text}");
}
