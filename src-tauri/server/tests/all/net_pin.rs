//! Issue 22: guessing the PIN from many addresses (200 loopback addresses, 127.0.0.2 to
//! 127.0.0.201, each under its own per-address limit) is stopped for the whole server long
//! before 1 % of the PIN space: after `MAX_WRONG_PINS` wrong guesses the PIN pairs nothing,
//! not even itself, until the host shows a new one; the host sees the lockout.

#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)]

use crate::support;

use serde_json::{json, Value};
use std::net::{Ipv4Addr, SocketAddr};
use support::host;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpSocket;

/// `POST /api/pair` with `secret`, from `127.0.0.<last>`: status and error code.
async fn guess(addr: SocketAddr, last: u8, secret: &str) -> (u16, String) {
    let socket = TcpSocket::new_v4().unwrap();
    socket
        .bind(SocketAddr::from((Ipv4Addr::new(127, 0, 0, last), 0)))
        .unwrap();
    let mut s = socket.connect(addr).await.unwrap();
    let body = json!({"secret": secret, "name": "guesser"}).to_string();
    let head = format!(
        "POST /api/pair HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    s.write_all(head.as_bytes()).await.unwrap();
    let mut raw = Vec::new();
    let _ = tokio::time::timeout(support::PATIENCE, s.read_to_end(&mut raw)).await;
    let text = String::from_utf8_lossy(&raw).to_string();
    let status = text
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let code = text
        .split_once("\r\n\r\n")
        .and_then(|(_, b)| serde_json::from_str::<Value>(b).ok())
        .and_then(|v| v["code"].as_str().map(str::to_string))
        .unwrap_or_default();
    (status, code)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn guessing_the_pin_from_200_addresses_is_stopped_for_the_whole_server() {
    let h = host().await;
    let addr = h.addr();
    let pin: u32 = h.sharing.pin().parse().unwrap();
    let per_address = 4; // under the per-address limit of 5 a minute
    let mut checked = 0usize; // guesses answered "wrong PIN": really compared with the PIN
    let mut stopped = 0usize;
    let mut n = 0u32;
    for round in 0..per_address {
        for a in 0..200u8 {
            n += 1;
            let wrong = format!("{:06}", (pin + n) % 1_000_000);
            let (status, code) = guess(addr, 2 + a, &wrong).await;
            match code.as_str() {
                "E_WRONG_PIN" => checked += 1,
                "E_PIN_LOCKED" => stopped += 1,
                other => panic!("round {round}, 127.0.0.{}: {status} {other}", 2 + a),
            }
        }
    }
    eprintln!(
        "{n} guesses from 200 addresses: {checked} compared with the PIN, {stopped} refused unread (1 % of the PIN space is 10,000)"
    );
    // The right PIN, from an address that never guessed, is refused too: the guessing is
    // over until the host shows a new PIN, not merely slowed.
    let (status, code) = guess(addr, 250, &format!("{pin:06}")).await;
    eprintln!("the right PIN from a fresh address afterwards: {status} {code:?}");
    assert_eq!((status, code.as_str()), (429, "E_PIN_LOCKED"));
    assert!(checked <= cardtable_server::pairing::MAX_WRONG_PINS);
    assert!(checked < 10_000);
    assert!(h.sharing.pin_state().locked);
    assert!(h.sharing.devices().is_empty() && h.sharing.waiting().is_empty());
    // The host shows a new PIN: it pairs (once the host allows the phone).
    assert!(h.sharing.renew());
    assert!(!h.sharing.pin_state().locked);
}
