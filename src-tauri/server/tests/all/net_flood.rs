//! Issue 22: no one locks the phones out by holding connections. 2,000 idle connections and
//! 2,000 event streams, from 200 loopback addresses (127.0.0.2 to 127.0.0.201), are held
//! while a paired phone on 127.0.0.1 saves hands; every save must succeed. The process starts
//! at the usual soft limit of 1,024 open files (the limit the 1,100 connections ran
//! into): the server raises it, caps connections and event streams per client and in all, and
//! drops connections that send nothing within its header timeout.

#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)]

use crate::support;

use serde_json::Value;
use std::net::{Ipv4Addr, SocketAddr};
use std::time::{Duration, Instant};
use support::{command, hand, host, new_game};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};

/// A connection to `addr` from the loopback address `127.0.0.<last>`; `None` when refused.
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

const ATTACKERS: u8 = 200;
const EACH: usize = 10;

/// Set in the child process the flood runs in.
const CHILD_ENV: &str = "CARDTABLE_FLOOD_CHILD";

/// The flood runs in a process of its own (this test binary again, running only this test):
/// it lowers the open-file limit and opens thousands of sockets, which the other tests of the
/// binary, running beside it, must not feel.
#[test]
fn idle_connections_and_event_streams_do_not_lock_out_a_paired_phone() {
    if std::env::var_os(CHILD_ENV).is_some() {
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .unwrap()
            .block_on(flood());
        return;
    }
    let out = std::process::Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "net_flood::idle_connections_and_event_streams_do_not_lock_out_a_paired_phone",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(CHILD_ENV, "1")
        .output()
        .unwrap();
    print!("{}", String::from_utf8_lossy(&out.stdout));
    eprint!("{}", String::from_utf8_lossy(&out.stderr));
    assert!(
        out.status.success(),
        "the flood's process failed: {}",
        out.status
    );
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("1 passed"),
        "the flood test did not run in its process"
    );
}

async fn flood() {
    // The usual default soft limit; the hard limit stays where it is.
    let (_, hard) = rlimit::getrlimit(rlimit::Resource::NOFILE).unwrap();
    rlimit::setrlimit(rlimit::Resource::NOFILE, 1024.min(hard), hard).unwrap();
    let h = host().await;
    let addr = h.addr();
    let phone = h.pair("Ann").await;
    let (_, game) = command(addr, &phone, "games_create", &new_game()).await;
    let id = serde_json::from_str::<Value>(&game).unwrap()["id"]
        .as_i64()
        .unwrap();
    let tv = h.sharing.pairing().tv_token().to_string();

    let saves = tokio::spawn(async move {
        let mut took = Vec::new();
        let mut failed = Vec::new();
        for n in 0..200 {
            let start = Instant::now();
            let (status, text) = command(addr, &phone, "hands_record", &hand(id, n, 1)).await;
            took.push(start.elapsed());
            if status != 200 {
                failed.push(format!("{status} {text}"));
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        (took, failed)
    });

    let mut idle = Vec::new();
    let mut streams = Vec::new();
    let mut refused_streams = 0usize;
    for round in 0..EACH {
        for a in 0..ATTACKERS {
            let last = 2 + a;
            if let Some(s) = connect_from(last, addr).await {
                idle.push(s);
            }
            // An event stream (the TV token, which any TV in the room has).
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
                        refused_streams += 1;
                    }
                }
            }
        }
        eprintln!(
            "round {round}: {} idle connections, {} event streams open, {refused_streams} streams refused",
            idle.len(),
            streams.len()
        );
    }
    let (mut took, failed) = saves.await.unwrap();
    // What the held streams cost while nothing happens: this process's CPU over 5 s.
    let cpu = |stat: String| -> u64 {
        let after = stat
            .rsplit_once(')')
            .map(|(_, rest)| rest)
            .unwrap_or_default();
        let fields: Vec<&str> = after.split_whitespace().collect();
        fields[11].parse::<u64>().unwrap_or(0) + fields[12].parse::<u64>().unwrap_or(0)
    };
    let before = cpu(std::fs::read_to_string("/proc/self/stat").unwrap_or_default());
    tokio::time::sleep(Duration::from_secs(5)).await;
    let after = cpu(std::fs::read_to_string("/proc/self/stat").unwrap_or_default());
    eprintln!(
        "idle with {} event streams held: {} % of a core (clock ticks of 10 ms over 5 s)",
        streams.len(),
        (after - before) * 100 / 500
    );
    took.sort();
    let p50 = took[took.len() / 2];
    let p99 = took[took.len() * 99 / 100];
    eprintln!(
        "phone's saves with {} idle connections and {} event streams held ({} refused): p50 {:?}, p99 {:?}, max {:?}, {} failed",
        idle.len(),
        streams.len(),
        refused_streams,
        p50,
        p99,
        took.last().unwrap(),
        failed.len()
    );
    assert!(failed.is_empty(), "saves failed: {failed:?}");
    let view = cardtable_commands::call(&h.state, "games_view", serde_json::json!({"gameId": id}))
        .unwrap();
    assert_eq!(view["standings"]["hands"].as_array().unwrap().len(), 200);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_address_holds_only_its_share_of_connections() {
    let h = host().await;
    let addr = h.addr();
    let mut open = Vec::new();
    for _ in 0..300 {
        if let Some(s) = connect_from(7, addr).await {
            open.push(s);
        }
    }
    // Connections over the cap are closed at once: reading them ends without a byte, while
    // the others have nothing to read yet.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let mut closed = 0;
    for s in &open {
        let mut buf = [0u8; 1];
        if let Ok(0) = s.try_read(&mut buf) {
            closed += 1;
        }
    }
    let limits = cardtable_server::Limits::default();
    eprintln!("300 connections from one address: {closed} closed at once");
    assert_eq!(closed, 300 - limits.connections_per_client);
    // Another address is still served.
    let mut other = connect_from(8, addr).await.unwrap();
    other
        .write_all(
            format!("GET / HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n").as_bytes(),
        )
        .await
        .unwrap();
    let mut page = Vec::new();
    other.read_to_end(&mut page).await.unwrap();
    assert!(page.starts_with(b"HTTP/1.1 200"));
}
