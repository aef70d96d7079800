//! A server on a fresh database for the tests, and plain HTTP/1.1 over a socket to talk to it
//! (no client library: the tests see exactly the bytes a phone would).

#![allow(dead_code)] // each test binary uses a different subset
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // test scaffolding

use cardtable_commands::{call, AppState};
use cardtable_server::{share, Sharing};
use cardtable_store::Store;
use serde_json::{json, Value};
use std::net::SocketAddr;
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;

/// A generous limit for anything a test waits for (never a timing assertion).
pub const PATIENCE: Duration = Duration::from_secs(20);

/// A sharing server over a database file in a temporary folder.
pub struct Host {
    pub state: AppState,
    pub sharing: Sharing,
    pub dir: tempfile::TempDir,
}

pub async fn host() -> Host {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open_at(&dir.path().join("table.db"), chrono_now()).unwrap();
    let state = AppState::new(store);
    let sharing = share(state.clone(), "127.0.0.1:0".parse().unwrap())
        .await
        .unwrap();
    Host {
        state,
        sharing,
        dir,
    }
}

fn chrono_now() -> chrono::DateTime<chrono::Utc> {
    chrono::Utc::now()
}

impl Host {
    pub fn addr(&self) -> SocketAddr {
        self.sharing.addr()
    }

    /// How many games the database holds (read straight through the command layer).
    pub fn games(&self) -> usize {
        call(&self.state, "games_list", json!({}))
            .unwrap()
            .as_array()
            .unwrap()
            .len()
    }

    /// Pairs a device with the QR code's code, the host allowing it when it asks; answers
    /// its token.
    pub async fn pair(&self, name: &str) -> String {
        let body = json!({"secret": self.sharing.pairing().code(), "name": name}).to_string();
        let addr = self.addr();
        let asking =
            tokio::spawn(async move { post(addr, "/api/pair", &[], body.as_bytes()).await });
        let deadline = tokio::time::Instant::now() + PATIENCE;
        let id = loop {
            if let Some(request) = self.sharing.waiting().into_iter().find(|r| r.name == name) {
                break request.id;
            }
            assert!(tokio::time::Instant::now() < deadline, "{name} never asked");
            tokio::time::sleep(Duration::from_millis(5)).await;
        };
        assert!(self.sharing.answer(id, true));
        let (status, body) = asking.await.unwrap();
        assert_eq!(status, 200, "{body}");
        serde_json::from_str::<Value>(&body).unwrap()["token"]
            .as_str()
            .unwrap()
            .to_string()
    }
}

/// A new scorepad game's arguments.
pub fn new_game() -> Value {
    json!({"game": {"players": ["Ann", "Bob"], "preset": "seed", "options": {"kind": "scorepad", "options": {}}, "firstDealer": 0}})
}

/// A scorepad hand's arguments.
pub fn hand(game: i64, a: i64, b: i64) -> Value {
    json!({"gameId": game, "facts": {"kind": "scorepad", "facts": {"points": [a, b]}}})
}

/// `POST path` with `headers` and `body`; answers the status and the body's text.
pub async fn post(
    addr: SocketAddr,
    path: &str,
    headers: &[(&str, &str)],
    body: &[u8],
) -> (u16, String) {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    let mut head = format!(
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n",
        body.len()
    );
    for (name, value) in headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    head.push_str("\r\n");
    stream.write_all(head.as_bytes()).await.unwrap();
    // A server may answer (413) before it has read the whole body and close: not an error.
    let _ = stream.write_all(body).await;
    let mut raw = Vec::new();
    let _ = tokio::time::timeout(PATIENCE, stream.read_to_end(&mut raw)).await;
    parse(&raw)
}

/// `POST /api/<command>` as a paired device.
pub async fn command(addr: SocketAddr, token: &str, name: &str, args: &Value) -> (u16, String) {
    let auth = format!("Bearer {token}");
    post(
        addr,
        &format!("/api/{name}"),
        &[("Authorization", &auth)],
        args.to_string().as_bytes(),
    )
    .await
}

/// `GET path`; answers the status and the body's text.
pub async fn get(addr: SocketAddr, path: &str) -> (u16, String) {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    let head = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    stream.write_all(head.as_bytes()).await.unwrap();
    let mut raw = Vec::new();
    let _ = tokio::time::timeout(PATIENCE, stream.read_to_end(&mut raw)).await;
    parse(&raw)
}

fn parse(raw: &[u8]) -> (u16, String) {
    let text = String::from_utf8_lossy(raw).to_string();
    let status = text
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let body = if head
        .to_ascii_lowercase()
        .contains("transfer-encoding: chunked")
    {
        dechunk(body)
    } else {
        body.to_string()
    };
    (status, body)
}

fn dechunk(mut body: &str) -> String {
    let mut out = String::new();
    while let Some((size, rest)) = body.split_once("\r\n") {
        let size = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
        if size == 0 || rest.len() < size {
            break;
        }
        out.push_str(&rest[..size]);
        body = rest[size..].trim_start_matches("\r\n");
    }
    out
}

/// An open event stream, read line by line.
pub struct Events {
    pub status: u16,
    lines: tokio::io::Lines<BufReader<TcpStream>>,
}

/// Opens `GET /api/events?...`.
pub async fn events(addr: SocketAddr, query: &str) -> Events {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    let head = format!(
        "GET /api/events?{query} HTTP/1.1\r\nHost: {addr}\r\nAccept: text/event-stream\r\nConnection: close\r\n\r\n"
    );
    stream.write_all(head.as_bytes()).await.unwrap();
    let mut lines = BufReader::new(stream).lines();
    let first = lines.next_line().await.unwrap().unwrap_or_default();
    let status = first
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    Events { status, lines }
}

impl Events {
    /// The data of the next event called `name` (skipping others), or `None` when the stream
    /// ends first.
    pub async fn next(&mut self, name: &str) -> Option<String> {
        let wanted = format!("event: {name}");
        let mut inside = false;
        loop {
            let line = tokio::time::timeout(PATIENCE, self.lines.next_line())
                .await
                .expect("an event within the patience")
                .ok()??;
            if line == wanted {
                inside = true;
            } else if inside {
                if let Some(data) = line.strip_prefix("data: ") {
                    return Some(data.to_string());
                }
            }
        }
    }
}
