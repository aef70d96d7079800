//! The phones' budgets, each beside a floor measured in the same run (the machine is shared,
//! so ratios are what compare):
//! - first load of the UI over loopback (index.html and every asset it names, new
//!   connections), against the same bytes from a bare axum router;
//! - change-to-screen latency with 8 phones listening: from sending a hand to each phone's
//!   event stream delivering the change (p50/p99), against a bare axum round trip;
//! - the host's resident memory with 8 paired phones streaming, beside the process's own
//!   before it started sharing.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use axum::routing::get;
use cardtable_commands::{call, AppState};
use cardtable_store::Store;
use serde_json::{json, Value};
use std::net::SocketAddr;
use std::time::{Duration, Instant};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;

const PHONES: usize = 8;
const ROUNDS: usize = 60;

async fn request(addr: SocketAddr, head: &str, body: &str) -> (Duration, Vec<u8>) {
    let start = Instant::now();
    let mut s = TcpStream::connect(addr).await.unwrap();
    s.write_all(
        format!(
            "{head}Host: {addr}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        )
        .as_bytes(),
    )
    .await
    .unwrap();
    let mut raw = Vec::new();
    s.read_to_end(&mut raw).await.unwrap();
    (start.elapsed(), raw)
}

fn body_of(raw: &[u8]) -> String {
    let text = String::from_utf8_lossy(raw);
    text.split_once("\r\n\r\n")
        .map(|(_, b)| b.to_string())
        .unwrap_or_default()
}

/// The asset paths index.html names.
fn assets(index: &str) -> Vec<String> {
    index
        .split('"')
        .filter(|p| p.starts_with("/assets/") || p.starts_with("./assets/"))
        .map(|p| p.trim_start_matches('.').to_string())
        .collect()
}

async fn first_load(addr: SocketAddr) -> (Duration, Vec<(String, Vec<u8>)>) {
    let start = Instant::now();
    let (_, raw) = request(addr, "GET / HTTP/1.1\r\n", "").await;
    let index = body_of(&raw);
    let mut files = vec![("/".to_string(), index.clone().into_bytes())];
    let fetches = assets(&index).into_iter().map(|path| async move {
        let (_, raw) = request(addr, &format!("GET {path} HTTP/1.1\r\n"), "").await;
        (path, body_of(&raw).into_bytes())
    });
    files.extend(futures_util::future::join_all(fetches).await);
    (start.elapsed(), files)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

fn rss_kb() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .unwrap_or_default()
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

#[tokio::main]
async fn main() {
    let dir = tempfile::tempdir().unwrap();
    let rss_start = rss_kb();
    // The floor: a bare axum router with the UI's bytes, and an empty handler.
    let state =
        AppState::new(Store::open_at(&dir.path().join("bench.db"), chrono::Utc::now()).unwrap());
    let sharing = cardtable_server::share(state.clone(), "127.0.0.1:0".parse().unwrap())
        .await
        .unwrap();
    let addr = sharing.addr();
    let (_, files) = first_load(addr).await;
    let mut bare = axum::Router::new().route("/ping", get(|| async { "ok" }));
    for (path, bytes) in files.clone() {
        bare = bare.route(&path, get(move || async move { bytes.clone() }));
    }
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let bare_addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, bare).await });

    // First load, best of 10 each.
    let mut ours = Duration::MAX;
    let mut floor = Duration::MAX;
    for _ in 0..10 {
        ours = ours.min(first_load(addr).await.0);
        floor = floor.min(first_load(bare_addr).await.0);
    }
    let bytes: usize = files.iter().map(|(_, b)| b.len()).sum();
    println!(
        "first load of the UI ({} files, {} KB): {:.2} ms, bare axum {:.2} ms, ratio {:.2}",
        files.len(),
        bytes / 1024,
        ms(ours),
        ms(floor),
        ours.as_secs_f64() / floor.as_secs_f64()
    );

    // 8 phones paired and listening to one game.
    let game = call(&state, "games_create", json!({"game": {"players": ["Ann", "Bob"], "preset": "seed", "options": {"kind": "scorepad", "options": {}}, "firstDealer": 0}})).unwrap();
    let id = game["id"].as_i64().unwrap();
    let mut streams = Vec::new();
    let mut token = String::new();
    // Club night: anyone with the code joins without the host's answer.
    sharing.pairing().set_open(true);
    for n in 0..PHONES {
        let pair =
            json!({"secret": sharing.pairing().code(), "name": format!("Phone {n}")}).to_string();
        let (_, raw) = request(
            addr,
            "POST /api/pair HTTP/1.1\r\nContent-Type: application/json\r\n",
            &pair,
        )
        .await;
        token = serde_json::from_str::<Value>(&body_of(&raw)).unwrap()["token"]
            .as_str()
            .unwrap()
            .to_string();
        let mut s = TcpStream::connect(addr).await.unwrap();
        s.write_all(
            format!("GET /api/events?game={id}&token={token} HTTP/1.1\r\nHost: {addr}\r\n\r\n")
                .as_bytes(),
        )
        .await
        .unwrap();
        let mut lines = BufReader::new(s).lines();
        while lines.next_line().await.unwrap().unwrap() != "event: ready" {}
        streams.push(lines);
    }
    let mut latencies = Vec::new();
    let mut floors = Vec::new();
    for round in 0..ROUNDS {
        let hand =
            json!({"gameId": id, "facts": {"kind": "scorepad", "facts": {"points": [round, 1]}}})
                .to_string();
        let head = format!("POST /api/hands_record HTTP/1.1\r\nContent-Type: application/json\r\nAuthorization: Bearer {token}\r\n");
        let start = Instant::now();
        let send = tokio::spawn(async move { request(addr, &head, &hand).await });
        let waits = streams.iter_mut().map(|lines| async move {
            while lines.next_line().await.unwrap().unwrap() != "event: change" {}
            start.elapsed()
        });
        latencies.extend(futures_util::future::join_all(waits).await);
        send.await.unwrap();
        floors.push(request(bare_addr, "GET /ping HTTP/1.1\r\n", "").await.0);
    }
    latencies.sort();
    floors.sort();
    let (p50, p99, f50) = (
        percentile(&latencies, 0.5),
        percentile(&latencies, 0.99),
        percentile(&floors, 0.5),
    );
    println!("change to screen, {PHONES} phones, {ROUNDS} hands: p50 {:.2} ms, p99 {:.2} ms; bare axum round trip p50 {:.2} ms; ratios {:.1} / {:.1}",
        ms(p50), ms(p99), ms(f50), p50.as_secs_f64() / f50.as_secs_f64(), p99.as_secs_f64() / f50.as_secs_f64());
    let rss_sharing = rss_kb();
    println!("host memory with {PHONES} phones streaming: {} KB resident ({} KB over the process before sharing started)",
        rss_sharing, rss_sharing.saturating_sub(rss_start));
    drop(streams);
    sharing.stop().await.unwrap();
}
