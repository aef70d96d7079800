//! `cardtable serve` end to end: it prints where it listens and the PIN, a phone pairs with
//! the PIN and creates a game over HTTP, and the game is in the database file afterwards.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Command, Stdio};

/// `POST path` with a JSON body over plain HTTP/1.1; the status and the body.
pub(crate) fn post(addr: &str, path: &str, auth: Option<&str>, body: &Value) -> (u16, String) {
    let body = body.to_string();
    let mut stream = TcpStream::connect(addr).unwrap();
    let auth = auth
        .map(|t| format!("Authorization: Bearer {t}\r\n"))
        .unwrap_or_default();
    write!(
        stream,
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n{auth}Connection: close\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut raw = String::new();
    stream.read_to_string(&mut raw).unwrap();
    let status = raw.split(' ').nth(1).unwrap().parse().unwrap();
    let body = raw.split_once("\r\n\r\n").unwrap().1.to_string();
    (status, body)
}

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
