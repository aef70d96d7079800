//! Cardtable's HTTP front for the phones at the table: the embedded UI, `POST /api/<command>`
//! through the shared command table (`cardtable_commands::call`, the same `{kind, message}`
//! errors as the window), live updates as server-sent events, and pairing.
//!
//! Started by [`share`] (from the app's "Let phones join" or `cardtable serve`); the
//! [`Sharing`] it answers shows the QR code and PIN, lists and revokes devices, and
//! [`Sharing::stop`] closes every connection. Every `/api` request but pairing needs a token
//! (`Authorization: Bearer`, or `?token=` for event streams); without a valid one the answer
//! is 401 and nothing. A request another page's script makes (an `Origin` not this server's)
//! is refused, and so is a body over [`BODY_LIMIT`].

mod api;
mod assets;
pub mod pairing;

use cardtable_commands::AppState;
use pairing::{Device, Pairing};
use std::net::SocketAddr;
use std::sync::Arc;
use tokio::sync::{broadcast, watch};

pub use api::router;

/// The largest request body accepted (a hand, a draft, an import of a few games).
pub const BODY_LIMIT: usize = 1024 * 1024;

/// What every request handler shares.
#[derive(Clone)]
pub struct Shared {
    /// The commands' state (the one database).
    pub state: AppState,
    /// Who may talk.
    pub pairing: Arc<Pairing>,
    /// Every write, by game (`None`: any game).
    pub changes: broadcast::Sender<Option<i64>>,
    /// Turns true when sharing stops: every event stream ends.
    pub stopped: watch::Receiver<bool>,
}

/// A running server: its address and secrets, its devices, and the way to stop it.
pub struct Sharing {
    addr: SocketAddr,
    pairing: Arc<Pairing>,
    stop: watch::Sender<bool>,
    task: tokio::task::JoinHandle<std::io::Result<()>>,
}

/// Starts serving `state` on `bind` (port 0 picks a free one). Every write made through
/// `state`, by any front, reaches the event streams.
pub async fn share(state: AppState, bind: SocketAddr) -> std::io::Result<Sharing> {
    let pairing = Arc::new(Pairing::new().map_err(|e| std::io::Error::other(e.to_string()))?);
    let (changes, _) = broadcast::channel(256);
    let sender = changes.clone();
    state.listen(Box::new(move |game| {
        // No one listening is not a failure.
        let _ = sender.send(game);
    }));
    let (stop, stopped) = watch::channel(false);
    let shared = Shared {
        state,
        pairing: pairing.clone(),
        changes,
        stopped: stopped.clone(),
    };
    let listener = tokio::net::TcpListener::bind(bind).await?;
    let addr = listener.local_addr()?;
    let app = router(shared).into_make_service_with_connect_info::<SocketAddr>();
    let mut until = stopped;
    let task = tokio::spawn(async move {
        axum::serve(listener, app)
            .with_graceful_shutdown(async move {
                let _ = until.wait_for(|stopped| *stopped).await;
            })
            .await
    });
    Ok(Sharing {
        addr,
        pairing,
        stop,
        task,
    })
}

impl Sharing {
    /// Where the server listens.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The address phones use: this machine's address on the local network (the one its
    /// default route leaves by), with the server's port; loopback when there is no network.
    pub fn lan_addr(&self) -> SocketAddr {
        let ip = std::net::UdpSocket::bind("0.0.0.0:0")
            .and_then(|s| s.connect("192.168.0.1:9").map(|_| s))
            .and_then(|s| s.local_addr())
            .map(|a| a.ip())
            .unwrap_or(std::net::Ipv4Addr::LOCALHOST.into());
        SocketAddr::new(ip, self.addr.port())
    }

    /// The URL the QR code carries: opening it pairs the phone.
    pub fn pair_url(&self, host: SocketAddr) -> String {
        format!("http://{host}/#/pair/{}", self.pairing.code())
    }

    /// The read-only TV view's link.
    pub fn tv_url(&self, host: SocketAddr) -> String {
        format!("http://{host}/#/tv/{}", self.pairing.tv_token())
    }

    /// The PIN to type on a phone that cannot scan.
    pub fn pin(&self) -> &str {
        self.pairing.pin()
    }

    /// `url` as a QR code, an SVG image.
    pub fn qr_svg(url: &str) -> Result<String, qrcode::types::QrError> {
        let code = qrcode::QrCode::new(url.as_bytes())?;
        Ok(code
            .render::<qrcode::render::svg::Color<'_>>()
            .min_dimensions(240, 240)
            .build())
    }

    /// The secrets and devices.
    pub fn pairing(&self) -> &Pairing {
        &self.pairing
    }

    /// The paired devices.
    pub fn devices(&self) -> Vec<Device> {
        self.pairing.devices()
    }

    /// Revokes a device: its token is refused from now on and its event streams end.
    pub fn revoke(&self, id: u64) -> bool {
        self.pairing.revoke(id)
    }

    /// Stops sharing: closes every event stream and connection, and waits for the server.
    pub async fn stop(self) -> std::io::Result<()> {
        let _ = self.stop.send(true);
        self.task.await.map_err(std::io::Error::other)?
    }

    /// Runs until the server stops by itself (headless `cardtable serve`).
    pub async fn wait(self) -> std::io::Result<()> {
        self.task.await.map_err(std::io::Error::other)?
    }
}
