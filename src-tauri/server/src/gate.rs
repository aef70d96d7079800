//! What bounds the server, whoever talks to it: the accept loop with a cap on connections per
//! client address and in all, hyper's header-read timeout (which is also the idle timeout of
//! a kept-alive connection: hyper starts it whenever it waits for a request's head), a cap on
//! event streams per client and in all, the open-file soft limit raised to the hard one at
//! start, and a bounded rate of expensive commands per device.
//!
//! axum::serve is not used: it gives hyper no timer, so no header-read timeout can be set,
//! and it accepts every connection. The per-connection counts are the one thing no tower or
//! hyper setting gives (a tower concurrency limit counts requests, not sockets).

use axum::extract::{ConnectInfo, Request};
use axum::Router;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::net::TcpListener;
use tokio::sync::{watch, OwnedSemaphorePermit, Semaphore};
use tower::ServiceExt;

/// The server's bounds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Limits {
    /// Open connections in all.
    pub connections: usize,
    /// Open connections from one address.
    pub connections_per_client: usize,
    /// Open event streams in all.
    pub streams: usize,
    /// Open event streams from one address.
    pub streams_per_client: usize,
    /// How long a client may take to send a request's head (and how long a kept-alive
    /// connection may sit idle).
    pub header_timeout: Duration,
    /// How long a client may take to send a request's body.
    pub body_timeout: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            connections: 4096,
            connections_per_client: 64,
            streams: 256,
            streams_per_client: 16,
            header_timeout: Duration::from_secs(10),
            body_timeout: Duration::from_secs(10),
        }
    }
}

/// File descriptors kept free of connections (the database, its log, backups, the listener).
const SPARE_FILES: u64 = 128;

impl Limits {
    /// Raises the open-file soft limit to the hard limit, and lowers the connection cap to
    /// what the limit then allows, so that accepting never fails for want of descriptors.
    pub fn within_open_files(mut self) -> Self {
        let soft = rlimit::increase_nofile_limit(u64::MAX)
            .or_else(|_| rlimit::getrlimit(rlimit::Resource::NOFILE).map(|(soft, _)| soft))
            .unwrap_or(1024);
        let room = usize::try_from(soft.saturating_sub(SPARE_FILES)).unwrap_or(usize::MAX);
        self.connections = self.connections.min(room.max(16));
        self.streams = self.streams.min(self.connections);
        self
    }
}

/// Counts per client address under a cap in all and a cap per address.
struct Counted {
    all: Arc<Semaphore>,
    per_client: usize,
    by_client: Mutex<HashMap<IpAddr, usize>>,
}

/// One counted thing (a connection, an event stream): released when dropped.
pub struct Slot {
    counted: Arc<Counted>,
    client: IpAddr,
    _permit: OwnedSemaphorePermit,
}

impl Drop for Slot {
    fn drop(&mut self) {
        if let Ok(mut by_client) = self.counted.by_client.lock() {
            if let Some(n) = by_client.get_mut(&self.client) {
                *n = n.saturating_sub(1);
                if *n == 0 {
                    by_client.remove(&self.client);
                }
            }
        }
    }
}

impl Counted {
    fn new(all: usize, per_client: usize) -> Arc<Self> {
        Arc::new(Self {
            all: Arc::new(Semaphore::new(all)),
            per_client,
            by_client: Mutex::new(HashMap::new()),
        })
    }

    /// A slot for `client`, unless it or everyone is at the cap.
    fn take(self: &Arc<Self>, client: IpAddr) -> Option<Slot> {
        let mut by_client = self.by_client.lock().ok()?;
        let n = by_client.entry(client).or_insert(0);
        if *n >= self.per_client {
            return None;
        }
        let permit = self.all.clone().try_acquire_owned().ok()?;
        *n += 1;
        Some(Slot {
            counted: self.clone(),
            client,
            _permit: permit,
        })
    }
}

/// The open event streams.
pub struct Streams(Arc<Counted>);

impl Streams {
    /// Streams under `limits`.
    pub fn new(limits: &Limits) -> Self {
        Self(Counted::new(limits.streams, limits.streams_per_client))
    }

    /// A stream's slot for `client`, or `None` when it or everyone has too many open.
    pub fn open(&self, client: IpAddr) -> Option<Slot> {
        self.0.take(client)
    }
}

/// How many expensive commands (exports) one device may run in [`WORK_WINDOW`].
pub const MAX_EXPENSIVE: usize = 6;
/// The window expensive commands are counted over.
pub const WORK_WINDOW: Duration = Duration::from_secs(60);
/// The commands whose cost grows with the whole database.
pub const EXPENSIVE: &[&str] = &["export_all", "export_game", "files_export", "import_json"];

/// The expensive commands each device ran lately.
#[derive(Default)]
pub struct Work(Mutex<HashMap<String, Vec<Instant>>>);

impl Work {
    /// Whether the device `key` may run one more expensive command now (counted if so).
    pub fn admit(&self, key: &str) -> bool {
        let Ok(mut runs) = self.0.lock() else {
            return false;
        };
        let now = Instant::now();
        runs.retain(|_, r| {
            r.last()
                .is_some_and(|t| now.duration_since(*t) < WORK_WINDOW)
        });
        let mine = runs.entry(key.to_string()).or_default();
        mine.retain(|t| now.duration_since(*t) < WORK_WINDOW);
        if mine.len() >= MAX_EXPENSIVE {
            return false;
        }
        mine.push(now);
        true
    }
}

/// Resolves once `stopped` turns true (or its sender is gone).
async fn until_stopped(stopped: &mut watch::Receiver<bool>) {
    let _ = stopped.wait_for(|s| *s).await;
}

/// How long stopping waits for open connections to finish.
const DRAIN: Duration = Duration::from_secs(5);

/// Accepts connections on `listener` and serves `app` on each, within `limits`, until
/// `stopped` turns true; then lets open connections finish (up to [`DRAIN`]).
pub(crate) async fn serve(
    listener: TcpListener,
    app: Router,
    limits: Limits,
    mut stopped: watch::Receiver<bool>,
) -> std::io::Result<()> {
    let connections = Counted::new(limits.connections, limits.connections_per_client);
    let app = app.layer(tower_http::timeout::RequestBodyTimeoutLayer::new(
        limits.body_timeout,
    ));
    loop {
        let accepted = tokio::select! {
            () = until_stopped(&mut stopped) => break,
            accepted = listener.accept() => accepted,
        };
        let (stream, peer) = match accepted {
            Ok(pair) => pair,
            // Out of descriptors or a connection reset before it was accepted: go on.
            Err(_) => {
                tokio::time::sleep(Duration::from_millis(20)).await;
                continue;
            }
        };
        // Over the cap: closed at once, before a byte is read.
        let Some(slot) = connections.take(peer.ip()) else {
            drop(stream);
            continue;
        };
        let local = stream.local_addr().unwrap_or(peer);
        let _ = stream.set_nodelay(true);
        let app = app.clone();
        let mut until = stopped.clone();
        let header_timeout = limits.header_timeout;
        tokio::spawn(async move {
            let _slot = slot;
            let service = hyper::service::service_fn(move |mut request: Request<Incoming>| {
                request.extensions_mut().insert(ConnectInfo(peer));
                request.extensions_mut().insert(crate::Local(local));
                app.clone().oneshot(request)
            });
            let mut http = hyper::server::conn::http1::Builder::new();
            http.timer(TokioTimer::new())
                .header_read_timeout(header_timeout)
                .keep_alive(true);
            let connection = http.serve_connection(TokioIo::new(stream), service);
            tokio::pin!(connection);
            tokio::select! {
                _ = connection.as_mut() => {}
                () = until_stopped(&mut until) => {
                    connection.as_mut().graceful_shutdown();
                    let _ = tokio::time::timeout(DRAIN, connection).await;
                }
            }
        });
    }
    drop(listener);
    // Every connection holds a permit: having them all back means every one is closed.
    let all = u32::try_from(limits.connections).unwrap_or(u32::MAX);
    let _ = tokio::time::timeout(DRAIN, connections.all.acquire_many(all)).await;
    Ok(())
}
