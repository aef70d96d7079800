//! Issue 22 (DNS rebinding): the server answers only requests whose `Host` is its own address
//! and port (or localhost, reached on loopback); another name is refused before anything is
//! read or written, even with a good token. The `Origin` check stays.

#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)]

use crate::support;

use serde_json::json;
use std::net::SocketAddr;
use support::{host, new_game};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

async fn post_as(addr: SocketAddr, host: &str, path: &str, token: &str, body: &str) -> u16 {
    let mut s = TcpStream::connect(addr).await.unwrap();
    let head = format!(
        "POST {path} HTTP/1.1\r\nHost: {host}\r\nAuthorization: Bearer {token}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    s.write_all(head.as_bytes()).await.unwrap();
    let mut raw = Vec::new();
    let _ = tokio::time::timeout(support::PATIENCE, s.read_to_end(&mut raw)).await;
    String::from_utf8_lossy(&raw)
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_foreign_host_is_refused_even_with_a_good_token() {
    let h = host().await;
    let addr = h.addr();
    let port = addr.port();
    let token = h.pair("Ann").await;
    let body = new_game().to_string();
    for foreign in [
        format!("evil.example:{port}"),
        "evil.example".to_string(),
        format!("127.0.0.1:{}", port.wrapping_add(1)),
        format!("10.0.0.1:{port}"),
        format!("attacker.localhost.example:{port}"),
        String::new(),
    ] {
        let status = post_as(addr, &foreign, "/api/games_create", &token, &body).await;
        eprintln!("Host: {foreign:?} -> {status}");
        assert_eq!(status, 421, "{foreign}");
        let pair = json!({"secret": h.sharing.pin()}).to_string();
        assert_eq!(post_as(addr, &foreign, "/api/pair", "", &pair).await, 421);
    }
    assert_eq!(h.games(), 0);
    for own in [format!("127.0.0.1:{port}"), format!("localhost:{port}")] {
        let status = post_as(addr, &own, "/api/games_create", &token, &body).await;
        assert_eq!(status, 200, "{own}");
    }
    assert_eq!(h.games(), 2);
}
