//! "Let phones join" through Tauri's mock runtime: off by default; turned on, it shows a QR
//! code of a pairing link and a PIN; a phone pairs over real HTTP and is listed; removing it
//! refuses its token; a write in the window reaches the phone's event stream (the same state);
//! stopping closes the server.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::mock_ipc;

use crate::http::post;
use mock_ipc::{app, invoke, ok};
use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::time::Duration;

#[test]
fn a_phone_pairs_sees_the_windows_write_and_is_removed() {
    let (_app, w) = app();
    assert_eq!(ok(&w, "sharing_status", json!({})), Value::Null);
    let status = ok(&w, "sharing_start", json!({}));
    assert!(
        status["qrSvg"].as_str().unwrap().contains("<svg"),
        "{status}"
    );
    let pin = status["pin"].as_str().unwrap().to_string();
    assert_eq!(pin.len(), 6);
    let url = status["pairUrl"].as_str().unwrap();
    let addr = url
        .strip_prefix("http://")
        .and_then(|u| u.split_once('/'))
        .unwrap()
        .0
        .to_string();
    assert!(url.contains("/#/pair/"), "{url}");

    // Joining is the host's decision; here the window lets anyone with the code join.
    let status = ok(&w, "sharing_set_open", json!({"open": true}));
    assert_eq!(status["open"], true, "{status}");
    let (code, body) = post(
        &addr,
        "/api/pair",
        None,
        &json!({"secret": pin, "name": "Bob"}),
    );
    assert_eq!(code, 200, "{body}");
    let token: Value = serde_json::from_str(&body).unwrap();
    let token = token["token"].as_str().unwrap().to_string();
    let devices = ok(&w, "sharing_status", json!({}))["devices"].clone();
    assert_eq!(devices[0]["name"], "Bob");

    // The phone listens; the window records a hand; the phone hears of it.
    let game = ok(
        &w,
        "games_create",
        json!({"game": {"players": ["Ann", "Bob"], "preset": "seed", "options": {"kind": "scorepad", "options": {}}, "firstDealer": 0}}),
    );
    let id = game["id"].as_i64().unwrap();
    let mut events = TcpStream::connect(&addr).unwrap();
    events
        .set_read_timeout(Some(Duration::from_secs(20)))
        .unwrap();
    write!(events, "GET /api/events?game={id}&token={token} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n").unwrap();
    let mut lines = BufReader::new(events).lines();
    while lines.next().unwrap().unwrap() != "event: ready" {}
    ok(
        &w,
        "hands_record",
        json!({"gameId": id, "facts": {"kind": "scorepad", "facts": {"points": [3, 4]}}}),
    );
    while lines.next().unwrap().unwrap() != "event: change" {}

    let id = devices[0]["id"].clone();
    let after = ok(&w, "sharing_revoke", json!({"id": id}));
    assert_eq!(after["devices"], json!([]));
    let (code, _) = post(&addr, "/api/games_list", Some(&token), &json!({}));
    assert_eq!(code, 401);
    let again = invoke(&w, "sharing_revoke", json!({"id": id})).unwrap_err();
    assert_eq!(again["kind"], "not_found");

    ok(&w, "sharing_stop", json!({}));
    assert_eq!(ok(&w, "sharing_status", json!({})), Value::Null);
    assert!(TcpStream::connect(&addr).is_err());
}
