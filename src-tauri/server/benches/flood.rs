//! Issue 22's flood, measured (`cargo bench -p cardtable-server --bench flood`). One paired
//! phone saves hands (a new connection each, as a browser's fetch after an idle minute) and
//! the bench prints its p50/p99:
//! - alone: the floor;
//! - while 2,000 idle connections and 2,000 event-stream attempts arrive from 200 loopback
//!   addresses (127.0.0.2 to 127.0.0.201), each beside the floor as a ratio;
//! - again with the flood held, once it has all arrived;
//! - then this process's CPU time (user + system, from `/proc/self/stat`) over 20 s with the
//!   idle connections and the admitted event streams held and nothing else happening;
//! - and the floor once more after the flood is gone (how much the machine moved meanwhile).
//!
//! The server runs with the default limits but a header timeout of 60 s, so that the idle
//! connections stay open through the whole run (the default 10 s would close them while the
//! CPU is measured: a worse case for the server, not a kinder one). The flood's clients run in
//! this process too, on the same runtime; they only hold their sockets once opened.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use cardtable_commands::{call, AppState};
use cardtable_server::Limits;
use cardtable_store::Store;
use serde_json::{json, Value};
use std::net::{Ipv4Addr, SocketAddr};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};

const ATTACKERS: u8 = 200;
const EACH: usize = 10;
const SAVES: usize = 200;

async fn post(addr: SocketAddr, path: &str, token: &str, body: &str) -> (u16, String) {
    let mut s = TcpStream::connect(addr).await.unwrap();
    s.write_all(
        format!(
            "POST {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nAuthorization: Bearer {token}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        )
        .as_bytes(),
    )
    .await
    .unwrap();
    let mut raw = Vec::new();
    s.read_to_end(&mut raw).await.unwrap();
    let text = String::from_utf8_lossy(&raw).to_string();
    let status = text
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let body = text
        .split_once("\r\n\r\n")
        .map(|(_, b)| b.to_string())
        .unwrap_or_default();
    (status, body)
}

/// A connection to `addr` from `127.0.0.<last>`; `None` when refused.
async fn connect_from(last: u8, addr: SocketAddr) -> Option<TcpStream> {
    let socket = TcpSocket::new_v4().ok()?;
    socket
        .bind(SocketAddr::from((Ipv4Addr::new(127, 0, 0, last), 0)))
        .ok()?;
    tokio::time::timeout(Duration::from_secs(2), socket.connect(addr))
        .await
        .ok()?
        .ok()
}

/// The phone saves `SAVES` hands, 20 ms apart; answers each save's time, sorted.
async fn saves(addr: SocketAddr, token: String, game: i64, from: usize) -> Vec<Duration> {
    let mut took = Vec::new();
    for n in from..from + SAVES {
        let hand =
            json!({"gameId": game, "facts": {"kind": "scorepad", "facts": {"points": [n, 1]}}})
                .to_string();
        let start = Instant::now();
        let (status, text) = post(addr, "/api/hands_record", &token, &hand).await;
        took.push(start.elapsed());
        assert_eq!(status, 200, "a save failed: {text}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    took.sort();
    took
}

fn pct(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// This process's CPU time so far (user + system), in clock ticks.
fn cpu_ticks() -> u64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let after = stat
        .rsplit_once(')')
        .map(|(_, rest)| rest)
        .unwrap_or_default();
    let fields: Vec<&str> = after.split_whitespace().collect();
    fields[11].parse::<u64>().unwrap_or(0) + fields[12].parse::<u64>().unwrap_or(0)
}

fn main() {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap()
        .block_on(run());
}

async fn run() {
    let dir = tempfile::tempdir().unwrap();
    let state =
        AppState::new(Store::open_at(&dir.path().join("flood.db"), chrono::Utc::now()).unwrap());
    let limits = Limits {
        header_timeout: Duration::from_secs(60),
        ..Limits::default()
    };
    let sharing =
        cardtable_server::share_within(state.clone(), "127.0.0.1:0".parse().unwrap(), limits)
            .await
            .unwrap();
    let addr = sharing.addr();
    sharing.pairing().set_open(true);
    let pair = json!({"secret": sharing.pairing().code(), "name": "Ann's phone"}).to_string();
    let (_, body) = post(addr, "/api/pair", "", &pair).await;
    let token = serde_json::from_str::<Value>(&body).unwrap()["token"]
        .as_str()
        .unwrap()
        .to_string();
    // Each phase saves into a game of its own: a save answers the game's whole view, so the
    // phases compare only when their games are the same size.
    let new_game = || {
        call(&state, "games_create", json!({"game": {"players": ["Ann", "Bob"], "preset": "seed", "options": {"kind": "scorepad", "options": {}}, "firstDealer": 0}})).unwrap()["id"].as_i64().unwrap()
    };
    let tv = sharing.pairing().tv_token().to_string();

    // The floor: the phone alone.
    let alone = saves(addr, token.clone(), new_game(), 0).await;

    // The same phone while the flood arrives.
    let flooded = tokio::spawn(saves(addr, token.clone(), new_game(), 0));
    let flood_start = Instant::now();
    let mut idle = Vec::new();
    let mut streams = Vec::new();
    let mut refused = 0usize;
    for _ in 0..EACH {
        for a in 0..ATTACKERS {
            let last = 2 + a;
            if let Some(s) = connect_from(last, addr).await {
                idle.push(s);
            }
            if let Some(mut s) = connect_from(last, addr).await {
                let head = format!(
                    "GET /api/events?token={tv} HTTP/1.1\r\nHost: {addr}\r\nAccept: text/event-stream\r\n\r\n"
                );
                if s.write_all(head.as_bytes()).await.is_ok() {
                    let mut first = [0u8; 12];
                    let n = tokio::time::timeout(Duration::from_secs(5), s.read(&mut first))
                        .await
                        .ok()
                        .and_then(Result::ok)
                        .unwrap_or(0);
                    if first[..n].starts_with(b"HTTP/1.1 200") {
                        streams.push(s);
                    } else {
                        refused += 1;
                    }
                }
            }
        }
    }
    let flood_took = flood_start.elapsed();
    let flooded = flooded.await.unwrap();
    // Held, the flood complete: the same phone once more.
    let held = saves(addr, token.clone(), new_game(), 0).await;

    let (a50, a99) = (pct(&alone, 0.5), pct(&alone, 0.99));
    let (f50, f99) = (pct(&flooded, 0.5), pct(&flooded, 0.99));
    println!(
        "phone saving {SAVES} hands alone:       p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        ms(a50),
        ms(a99),
        ms(*alone.last().unwrap())
    );
    println!(
        "phone saving {SAVES} hands under flood: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms (flood of {} idle connections and {} event streams held, {refused} streams refused, opened over {:.1} s)",
        ms(f50),
        ms(f99),
        ms(*flooded.last().unwrap()),
        idle.len(),
        streams.len(),
        flood_took.as_secs_f64()
    );
    println!(
        "ratios against the floor: p50 {:.1}x, p99 {:.1}x (flooded p99 over the floor's p50: {:.1}x)",
        f50.as_secs_f64() / a50.as_secs_f64(),
        f99.as_secs_f64() / a99.as_secs_f64(),
        f99.as_secs_f64() / a50.as_secs_f64()
    );
    let (h50, h99) = (pct(&held, 0.5), pct(&held, 0.99));
    println!(
        "phone saving {SAVES} hands with the flood held: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms; ratios p50 {:.1}x, p99 {:.1}x",
        ms(h50),
        ms(h99),
        ms(*held.last().unwrap()),
        h50.as_secs_f64() / a50.as_secs_f64(),
        h99.as_secs_f64() / a99.as_secs_f64()
    );

    // What holding them costs while nothing happens.
    let ticks = 100u64; // USER_HZ on Linux
    let before = cpu_ticks();
    let wall = Instant::now();
    tokio::time::sleep(Duration::from_secs(20)).await;
    let spent = cpu_ticks() - before;
    let secs = wall.elapsed().as_secs_f64();
    println!(
        "idle for {secs:.1} s with {} idle connections and {} event streams held: {:.2} s of CPU, {:.1} % of a core",
        idle.len(),
        streams.len(),
        spent as f64 / ticks as f64,
        spent as f64 / ticks as f64 / secs * 100.0
    );
    drop(idle);
    drop(streams);
    // The floor again, the flood gone: how much the machine itself moved during the run.
    tokio::time::sleep(Duration::from_secs(1)).await;
    let after = saves(addr, token.clone(), new_game(), 0).await;
    println!(
        "phone saving {SAVES} hands alone again: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        ms(pct(&after, 0.5)),
        ms(pct(&after, 0.99)),
        ms(*after.last().unwrap())
    );
    sharing.stop().await.unwrap();
}
