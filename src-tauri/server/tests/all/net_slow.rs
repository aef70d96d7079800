//! Issue 22: a client that sends its request's head slowly, or nothing at all, is dropped
//! after the header timeout instead of holding its connection for ever.

#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)]

use crate::support;

use std::time::{Duration, Instant};
use support::host;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// Waits (at most a minute) for the server to close `stream`; answers how long that took.
async fn closed_after(stream: &mut TcpStream, start: Instant) -> Option<Duration> {
    let mut buf = [0u8; 512];
    let deadline = Duration::from_secs(60);
    loop {
        match tokio::time::timeout(
            deadline.saturating_sub(start.elapsed()),
            stream.read(&mut buf),
        )
        .await
        {
            Err(_) => return None,
            Ok(Ok(0)) | Ok(Err(_)) => return Some(start.elapsed()),
            Ok(Ok(_)) => {}
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_header_and_an_idle_connection_are_dropped_after_the_timeout() {
    let h = host().await;
    let limits = cardtable_server::Limits::default();
    let addr = h.addr();
    // Slow header: a few bytes now, one more every second, never the blank line.
    let mut slow = TcpStream::connect(addr).await.unwrap();
    let start = Instant::now();
    slow.write_all(b"GET / HTTP/1.1\r\nHost: ").await.unwrap();
    let drip = async {
        for _ in 0..60 {
            tokio::time::sleep(Duration::from_secs(1)).await;
            if slow.write_all(b"x").await.is_err() {
                return start.elapsed();
            }
        }
        start.elapsed()
    };
    let dropped = drip.await;
    eprintln!("slow header: the server dropped it after {dropped:?}");
    assert!(dropped < Duration::from_secs(60), "never dropped");
    assert!(dropped >= limits.header_timeout);
    // Idle: connected, never a byte.
    let mut idle = TcpStream::connect(addr).await.unwrap();
    let took = closed_after(&mut idle, Instant::now()).await;
    eprintln!("idle connection: closed after {took:?}");
    assert!(took.is_some(), "never closed");
}
