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

pub mod addresses;
mod api;
mod assets;
mod gate;
pub mod pairing;

use cardtable_commands::AppState;
use pairing::{Device, JoinRequest, Pairing, PinState};
use std::net::SocketAddr;
use std::sync::Arc;
use tokio::sync::{broadcast, watch};

pub use api::{router, Local};
pub use gate::{Limits, Streams};

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
    /// The open event streams, per client and in all.
    pub streams: Arc<Streams>,
    /// The expensive commands each device ran lately.
    pub work: Arc<gate::Work>,
}

impl Shared {
    /// What the handlers share over `state` and `pairing`, with no server around it (the
    /// fuzzing test drives the router directly).
    pub fn new(
        state: AppState,
        pairing: Arc<Pairing>,
        limits: &Limits,
    ) -> (Self, watch::Sender<bool>) {
        let (changes, _) = broadcast::channel(256);
        let (stop, stopped) = watch::channel(false);
        let shared = Shared {
            state,
            pairing,
            changes,
            stopped,
            streams: Arc::new(Streams::new(limits)),
            work: Arc::new(gate::Work::default()),
        };
        (shared, stop)
    }
}

/// A running server: its address and secrets, its devices, and the way to stop it.
pub struct Sharing {
    addr: SocketAddr,
    pairing: Arc<Pairing>,
    stop: watch::Sender<bool>,
    task: tokio::task::JoinHandle<std::io::Result<()>>,
}

/// Starts serving `state` on `bind` (port 0 picks a free one) within the default [`Limits`].
/// Every write made through `state`, by any front, reaches the event streams. The phones
/// paired before (kept in `state`'s database) are paired still.
pub async fn share(state: AppState, bind: SocketAddr) -> std::io::Result<Sharing> {
    share_within(state, bind, Limits::default()).await
}

/// [`share`] within `limits`.
pub async fn share_within(
    state: AppState,
    bind: SocketAddr,
    limits: Limits,
) -> std::io::Result<Sharing> {
    let limits = limits.within_open_files();
    let pairing =
        Arc::new(Pairing::load(state.clone()).map_err(|e| std::io::Error::other(e.to_string()))?);
    let (shared, stop) = Shared::new(state, pairing.clone(), &limits);
    let sender = shared.changes.clone();
    shared.state.listen(Box::new(move |game| {
        // No one listening is not a failure.
        let _ = sender.send(game);
    }));
    let listener = tokio::net::TcpListener::bind(bind).await?;
    let addr = listener.local_addr()?;
    let stopped = shared.stopped.clone();
    let app = router(shared);
    let task = tokio::spawn(gate::serve(listener, app, limits, stopped));
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

    /// The address phones use: the best of [`Sharing::lan_addrs`]; else the address the
    /// default route leaves by; loopback when there is no network.
    pub fn lan_addr(&self) -> SocketAddr {
        if let Some(best) = self.lan_addrs().into_iter().next() {
            return best;
        }
        let ip = std::net::UdpSocket::bind("0.0.0.0:0")
            .and_then(|s| s.connect("192.168.0.1:9").map(|_| s))
            .and_then(|s| s.local_addr())
            .map(|a| a.ip())
            .unwrap_or(std::net::Ipv4Addr::LOCALHOST.into());
        SocketAddr::new(ip, self.addr.port())
    }

    /// Every address a phone on the local network may reach the server on, best first
    /// (physical Wi-Fi and Ethernet first; never loopback, link-local, VPN or container
    /// addresses: see [`addresses`]), with the server's port. Empty when the server listens on
    /// one address only (it is then that one) or the machine has no such address.
    pub fn lan_addrs(&self) -> Vec<SocketAddr> {
        let port = self.addr.port();
        if !self.addr.ip().is_unspecified() {
            return if addresses::usable("", self.addr.ip(), false) {
                vec![self.addr]
            } else {
                Vec::new()
            };
        }
        addresses::reachable()
            .into_iter()
            .filter(|r| self.addr.is_ipv6() || r.ip.is_ipv4())
            .map(|r| SocketAddr::new(r.ip, port))
            .collect()
    }

    /// The URL the QR code carries: opening it pairs the phone.
    pub fn pair_url(&self, host: SocketAddr) -> String {
        format!("http://{host}/#/pair/{}", self.pairing.code())
    }

    /// The phones waiting for the host to let them join.
    pub fn waiting(&self) -> Vec<JoinRequest> {
        self.pairing.waiting()
    }

    /// The host lets phone request `id` join (`true`) or refuses it; false when no phone waits
    /// under that number any more.
    pub fn answer(&self, id: u64, allow: bool) -> bool {
        self.pairing.answer(id, allow)
    }

    /// How the PIN stands: wrong guesses so far, and whether it is locked.
    pub fn pin_state(&self) -> PinState {
        self.pairing.pin_state()
    }

    /// Shows a new PIN and QR code (the old ones pair nothing from now on).
    pub fn renew(&self) -> bool {
        self.pairing.renew()
    }

    /// The read-only TV view's link.
    pub fn tv_url(&self, host: SocketAddr) -> String {
        format!("http://{host}/#/tv/{}", self.pairing.tv_token())
    }

    /// The PIN to type on a phone that cannot scan.
    pub fn pin(&self) -> String {
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

    /// Revokes a device: its token is refused from now on (it is forgotten in the database
    /// too), its event streams end, and a new PIN and QR code are shown.
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

    /// Waits until the server stops by itself (it does only on an error); do not call
    /// [`Sharing::stop`] after this answered.
    pub async fn finished(&mut self) -> std::io::Result<()> {
        (&mut self.task).await.map_err(std::io::Error::other)?
    }
}
