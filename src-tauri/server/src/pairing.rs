//! Who may talk to the server. Joining is the host's decision: a phone that gives the right
//! secret (the QR code's long code, or the short PIN typed by hand) waits until the host allows
//! or refuses it on screen, unless the host turned on "let anyone with the code join". The QR
//! code's code is long, single-use and short-lived; the PIN is guarded per client and for the
//! whole server, and locks after [`MAX_WRONG_PINS`] wrong guesses until the host shows a new
//! one. Both change when the host asks and when a phone is removed. Paired devices' tokens are
//! random; only their SHA-256 digests are kept (in the database, when there is one), so phones
//! stay paired across a restart of the host. The read-only TV token is new each session.

use cardtable_commands::AppState;
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};
use tokio::sync::oneshot;

/// How many wrong pairing attempts one client may make in [`WINDOW`] before every attempt of
/// it, even a right one, is refused.
pub const MAX_ATTEMPTS: usize = 5;
/// The window pairing attempts are counted over.
pub const WINDOW: Duration = Duration::from_secs(60);
/// Wrong PINs, from every client together, after which the PIN no longer pairs anything until
/// the host shows a new one (the host sees the lockout). Guessing from many addresses thus
/// tries at most this many of the million PINs.
pub const MAX_WRONG_PINS: usize = 20;
/// How long the QR code's code pairs after it was made (it also pairs only once).
pub const CODE_LIFETIME: Duration = Duration::from_secs(10 * 60);
/// How long a phone's request waits for the host's answer.
pub const ASK_PATIENCE: Duration = Duration::from_secs(120);
/// How many requests may wait for the host at once (more are refused at once).
pub const MAX_WAITING: usize = 8;
/// Longest device name kept.
const MAX_NAME: usize = 40;

/// A paired device, as the host's list shows it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Device {
    /// Its number in the list (what revoking names): the database's row id when kept there.
    pub id: u64,
    /// The name it gave ("Bob's phone").
    pub name: String,
    /// Where it paired from.
    pub address: String,
}

/// A phone waiting for the host's answer.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct JoinRequest {
    /// What allowing or refusing names.
    pub id: u64,
    /// The name it asks to join as.
    pub name: String,
    /// Where it asks from.
    pub address: String,
}

/// What a token lets a client do (the command table says which commands each may call).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Access {
    /// A paired device: what a player at the table does.
    Device {
        /// Stable for as long as the device stays paired, derived from its token, never from
        /// a name it sends: whose drafts are whose.
        key: String,
        /// The name it paired with, as the host's list shows it (who is credited).
        name: String,
    },
    /// The TV view: reads of a game.
    Tv,
}

/// Why pairing was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PairRefusal {
    /// The code or PIN is wrong (or the code was used or is too old).
    Wrong,
    /// Too many attempts from this client in the last minute.
    TooMany,
    /// Too many wrong PINs in all: the PIN is locked until the host shows a new one.
    Locked,
    /// The host refused this phone.
    Refused,
    /// The host did not answer in time.
    NoAnswer,
    /// Too many phones are waiting for the host already.
    Busy,
}

/// The outcome of giving the right secret.
#[derive(Debug)]
pub enum Asked {
    /// Joined at once (open join): the token.
    Joined(String),
    /// Waits for the host: the answer comes on this channel.
    Waiting(u64, oneshot::Receiver<Result<String, PairRefusal>>),
}

/// How the PIN stands, for the host's screen.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PinState {
    /// Wrong PINs typed since this PIN was shown.
    pub wrong: usize,
    /// The PIN no longer pairs: the host must show a new one.
    pub locked: bool,
}

#[derive(Debug)]
struct Kept {
    device: Device,
    key: String,
}

struct Waiting {
    request: JoinRequest,
    answer: oneshot::Sender<Result<String, PairRefusal>>,
}

struct Inner {
    code: String,
    code_made: Instant,
    pin: String,
    wrong_pins: usize,
    open: bool,
    /// Paired devices by their token's digest.
    devices: HashMap<String, Kept>,
    next_id: u64,
    attempts: HashMap<IpAddr, Vec<Instant>>,
    waiting: Vec<Waiting>,
}

/// The secrets of one sharing session and the devices paired (kept across sessions when there
/// is a database).
pub struct Pairing {
    tv: String,
    inner: Mutex<Inner>,
    state: Option<AppState>,
}

impl std::fmt::Debug for Pairing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Pairing").finish_non_exhaustive()
    }
}

/// `bytes` random bytes as hex, from the operating system's generator.
pub fn random_hex(bytes: usize) -> Result<String, getrandom::Error> {
    let mut buf = vec![0u8; bytes];
    getrandom::fill(&mut buf)?;
    Ok(hex(&buf))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A token's SHA-256 digest, as hex: what is kept instead of the token.
pub fn digest(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

/// The stable key of the device whose token has `digest` (what its drafts are filed under).
fn key_of(digest: &str) -> String {
    format!("device-{}", &digest[..digest.len().min(24)])
}

/// A random 6-digit PIN.
fn random_pin() -> Result<String, getrandom::Error> {
    let mut buf = [0u8; 4];
    getrandom::fill(&mut buf)?;
    Ok(format!("{:06}", u32::from_le_bytes(buf) % 1_000_000))
}

/// Compares two secrets in time independent of where they differ.
fn same(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

fn clean_name(name: &str) -> String {
    name.trim()
        .chars()
        .filter(|c| !c.is_control())
        .take(MAX_NAME)
        .collect()
}

impl Pairing {
    /// Fresh secrets and no devices, kept nowhere.
    pub fn new() -> Result<Self, getrandom::Error> {
        Ok(Self {
            tv: random_hex(16)?,
            inner: Mutex::new(Inner {
                code: random_hex(24)?,
                code_made: Instant::now(),
                pin: random_pin()?,
                wrong_pins: 0,
                open: false,
                devices: HashMap::new(),
                next_id: 0,
                attempts: HashMap::new(),
                waiting: Vec::new(),
            }),
            state: None,
        })
    }

    /// Fresh secrets, and the devices paired before, kept in `state`'s database (none when it
    /// has no database open).
    pub fn load(state: AppState) -> Result<Self, getrandom::Error> {
        let mut pairing = Self::new()?;
        if let Ok(store) = state.store() {
            if let Ok(rows) = store.paired_devices() {
                if let Ok(inner) = pairing.inner.get_mut() {
                    for row in rows {
                        let id = u64::try_from(row.id).unwrap_or_default();
                        inner.next_id = inner.next_id.max(id);
                        inner.devices.insert(
                            row.token_digest.clone(),
                            Kept {
                                key: key_of(&row.token_digest),
                                device: Device {
                                    id,
                                    name: row.name,
                                    address: row.address,
                                },
                            },
                        );
                    }
                }
            }
        }
        pairing.state = Some(state);
        Ok(pairing)
    }

    fn lock(&self) -> Option<std::sync::MutexGuard<'_, Inner>> {
        self.inner.lock().ok()
    }

    /// The code the QR code's URL carries (a new one once it was used or grew old).
    pub fn code(&self) -> String {
        let Some(mut inner) = self.lock() else {
            return String::new();
        };
        if inner.code_made.elapsed() >= CODE_LIFETIME {
            if let Ok(code) = random_hex(24) {
                inner.code = code;
                inner.code_made = Instant::now();
            }
        }
        inner.code.clone()
    }

    /// The PIN the host shows.
    pub fn pin(&self) -> String {
        self.lock().map(|i| i.pin.clone()).unwrap_or_default()
    }

    /// How the PIN stands (wrong guesses, lockout).
    pub fn pin_state(&self) -> PinState {
        self.lock()
            .map(|i| PinState {
                wrong: i.wrong_pins,
                locked: i.wrong_pins >= MAX_WRONG_PINS,
            })
            .unwrap_or(PinState {
                wrong: 0,
                locked: true,
            })
    }

    /// New PIN and new QR code (the host asked, or a phone was removed); the lockout ends.
    pub fn renew(&self) -> bool {
        let (Ok(code), Ok(pin)) = (random_hex(24), random_pin()) else {
            return false;
        };
        let Some(mut inner) = self.lock() else {
            return false;
        };
        inner.code = code;
        inner.code_made = Instant::now();
        inner.pin = pin;
        inner.wrong_pins = 0;
        true
    }

    /// Whether anyone with the code joins without the host's answer.
    pub fn is_open(&self) -> bool {
        self.lock().is_some_and(|i| i.open)
    }

    /// Turns "let anyone with the code join" on or off.
    pub fn set_open(&self, open: bool) {
        if let Some(mut inner) = self.lock() {
            inner.open = open;
        }
    }

    /// The TV view's read-only token.
    pub fn tv_token(&self) -> &str {
        &self.tv
    }

    /// A device from `from` that gives `secret` (the QR code's code or the PIN) and `name`
    /// asks to join. Every attempt counts against `from`'s limit; a wrong PIN also against the
    /// whole server's. The QR code's code pairs once: a new one is made when it is used.
    pub fn ask(&self, from: IpAddr, secret: &str, name: &str) -> Result<Asked, PairRefusal> {
        self.ask_as(from, secret, name, false)
    }

    fn ask_as(
        &self,
        from: IpAddr,
        secret: &str,
        name: &str,
        open: bool,
    ) -> Result<Asked, PairRefusal> {
        let mut inner = self.lock().ok_or(PairRefusal::TooMany)?;
        let now = Instant::now();
        let tries = inner.attempts.entry(from).or_default();
        tries.retain(|t| now.duration_since(*t) < WINDOW);
        if tries.len() >= MAX_ATTEMPTS {
            return Err(PairRefusal::TooMany);
        }
        let fresh = inner.code_made.elapsed() < CODE_LIFETIME;
        let by_code = fresh && same(secret, &inner.code);
        let locked = inner.wrong_pins >= MAX_WRONG_PINS;
        let by_pin = !by_code && same(secret, &inner.pin);
        let admitted = by_code || (by_pin && !locked);
        if !admitted {
            if let Some(tries) = inner.attempts.get_mut(&from) {
                tries.push(now);
            }
            // A wrong guess short enough to be a PIN counts against the whole server's.
            if !by_pin && secret.len() <= 8 {
                inner.wrong_pins += 1;
            }
            return Err(if locked {
                PairRefusal::Locked
            } else {
                PairRefusal::Wrong
            });
        }
        // Drop what no one waits for any more, and forget old attempts of others.
        inner.waiting.retain(|w| !w.answer.is_closed());
        inner
            .attempts
            .retain(|_, t| t.last().is_some_and(|t| now.duration_since(*t) < WINDOW));
        if by_code {
            inner.code = random_hex(24).map_err(|_| PairRefusal::Wrong)?;
            inner.code_made = now;
        }
        let name = clean_name(name);
        if inner.open || open {
            let token = self.admit(&mut inner, &name, from)?;
            return Ok(Asked::Joined(token));
        }
        if inner.waiting.len() >= MAX_WAITING {
            return Err(PairRefusal::Busy);
        }
        inner.next_id += 1;
        let id = inner.next_id;
        let (answer, wait) = oneshot::channel();
        inner.waiting.push(Waiting {
            request: JoinRequest {
                id,
                name: if name.is_empty() {
                    format!("Phone {id}")
                } else {
                    name
                },
                address: from.to_string(),
            },
            answer,
        });
        Ok(Asked::Waiting(id, wait))
    }

    /// Pairs a device at once (open join, or the host's own tools and tests): the same checks
    /// as [`Pairing::ask`], with joining open for this one request.
    pub fn pair(&self, from: IpAddr, secret: &str, name: &str) -> Result<String, PairRefusal> {
        match self.ask_as(from, secret, name, true)? {
            Asked::Joined(token) => Ok(token),
            Asked::Waiting(..) => Err(PairRefusal::NoAnswer),
        }
    }

    /// Makes a token for a device called `name` from `from` and keeps its digest.
    fn admit(&self, inner: &mut Inner, name: &str, from: IpAddr) -> Result<String, PairRefusal> {
        let token = random_hex(32).map_err(|_| PairRefusal::Wrong)?;
        let digest = digest(&token);
        let address = from.to_string();
        let kept_id = self.state.as_ref().and_then(|state| {
            let store = state.store().ok()?;
            store
                .add_paired_device(&digest, name, &address, chrono::Utc::now())
                .ok()
        });
        let id = match kept_id.and_then(|id| u64::try_from(id).ok()) {
            Some(id) => {
                inner.next_id = inner.next_id.max(id);
                id
            }
            None => {
                inner.next_id += 1;
                inner.next_id
            }
        };
        let device = Device {
            id,
            name: if name.is_empty() {
                format!("Phone {id}")
            } else {
                name.to_string()
            },
            address,
        };
        inner.devices.insert(
            digest.clone(),
            Kept {
                key: key_of(&digest),
                device,
            },
        );
        Ok(token)
    }

    /// The phones waiting for the host's answer, oldest first.
    pub fn waiting(&self) -> Vec<JoinRequest> {
        let Some(mut inner) = self.lock() else {
            return Vec::new();
        };
        inner.waiting.retain(|w| !w.answer.is_closed());
        inner.waiting.iter().map(|w| w.request.clone()).collect()
    }

    /// The host allows (`true`) or refuses request `id`; false when no one waits under it.
    pub fn answer(&self, id: u64, allow: bool) -> bool {
        let Some(mut inner) = self.lock() else {
            return false;
        };
        let Some(at) = inner.waiting.iter().position(|w| w.request.id == id) else {
            return false;
        };
        let waiting = inner.waiting.remove(at);
        let outcome = if allow {
            let address = waiting
                .request
                .address
                .parse()
                .unwrap_or(IpAddr::from([0u8; 4]));
            self.admit(&mut inner, &waiting.request.name, address)
        } else {
            Err(PairRefusal::Refused)
        };
        let admitted = outcome.as_ref().ok().map(|t| digest(t));
        if waiting.answer.send(outcome).is_err() {
            // The phone gave up in the meantime: forget the device it would have been.
            if let Some(digest) = admitted {
                if let Some(kept) = inner.devices.remove(&digest) {
                    self.forget(kept.device.id);
                }
            }
            return false;
        }
        true
    }

    /// Forgets a request whose phone stopped waiting.
    pub fn withdraw(&self, id: u64) {
        if let Some(mut inner) = self.lock() {
            inner.waiting.retain(|w| w.request.id != id);
        }
    }

    /// What `token` may do, if anything.
    pub fn access(&self, token: &str) -> Option<Access> {
        if same(token, &self.tv) {
            return Some(Access::Tv);
        }
        let digest = digest(token);
        let inner = self.lock()?;
        inner.devices.get(&digest).map(|k| Access::Device {
            key: k.key.clone(),
            name: k.device.name.clone(),
        })
    }

    /// The paired devices, in pairing order.
    pub fn devices(&self) -> Vec<Device> {
        let mut list: Vec<Device> = self
            .lock()
            .map(|i| i.devices.values().map(|k| k.device.clone()).collect())
            .unwrap_or_default();
        list.sort_by_key(|d| d.id);
        list
    }

    fn forget(&self, id: u64) {
        if let (Some(state), Ok(id)) = (&self.state, i64::try_from(id)) {
            if let Ok(store) = state.store() {
                let _ = store.remove_paired_device(id);
            }
        }
    }

    /// Revokes device `id` (forgotten in the database too) and shows a new PIN and QR code;
    /// false when there is none.
    pub fn revoke(&self, id: u64) -> bool {
        let removed = {
            let Some(mut inner) = self.lock() else {
                return false;
            };
            let before = inner.devices.len();
            inner.devices.retain(|_, k| k.device.id != id);
            inner.devices.len() < before
        };
        if removed {
            self.forget(id);
            self.renew();
        }
        removed
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pin_and_code_pair_and_guesses_are_limited() {
        let p = Pairing::new().unwrap();
        let me: IpAddr = [192, 168, 1, 20].into();
        let other: IpAddr = [192, 168, 1, 21].into();
        assert_eq!(p.pin().len(), 6);
        let code = p.code();
        let token = p.pair(me, &code, "Ann").unwrap();
        assert!(matches!(p.access(&token), Some(Access::Device { name, .. }) if name == "Ann"));
        // The code pairs once.
        assert_ne!(p.code(), code);
        assert_eq!(p.pair(other, &code, ""), Err(PairRefusal::Wrong));
        for _ in 0..3 {
            assert_eq!(p.pair(me, "000000x", ""), Err(PairRefusal::Wrong));
        }
        p.pair(me, &p.pin(), "").unwrap();
        p.pair(me, &p.code(), "").unwrap();
        for _ in 0..2 {
            assert_eq!(p.pair(me, "000000x", ""), Err(PairRefusal::Wrong));
        }
        // Five wrong guesses: even the right PIN is refused now.
        assert_eq!(p.pair(me, &p.pin(), ""), Err(PairRefusal::TooMany));
        assert!(p.pair(other, &p.pin(), "").is_ok());
        let ann = p.devices()[0].id;
        let pin = p.pin();
        assert!(p.revoke(ann));
        assert_eq!(p.access(&token), None);
        // Removing a phone shows a new PIN.
        assert_ne!(p.pin(), pin);
        assert_eq!(p.access(p.tv_token()), Some(Access::Tv));
        assert_eq!(p.devices().len(), 3);
    }

    #[test]
    fn wrong_pins_from_many_places_lock_the_pin_until_the_host_renews_it() {
        let p = Pairing::new().unwrap();
        let pin = p.pin();
        let wrong = if pin == "000000" { "111111" } else { "000000" };
        for i in 0..MAX_WRONG_PINS {
            let from: IpAddr = [10, 0, (i / 200) as u8, (i % 200) as u8].into();
            assert_eq!(p.pair(from, wrong, ""), Err(PairRefusal::Wrong));
        }
        assert!(p.pin_state().locked);
        let fresh: IpAddr = [10, 9, 9, 9].into();
        assert_eq!(p.pair(fresh, &pin, ""), Err(PairRefusal::Locked));
        assert!(p.renew());
        assert!(!p.pin_state().locked);
        assert!(p.pair(fresh, &p.pin(), "").is_ok());
    }

    #[test]
    fn a_request_waits_for_the_host() {
        let p = Pairing::new().unwrap();
        let me: IpAddr = [192, 168, 1, 20].into();
        let Ok(Asked::Waiting(id, mut wait)) = p.ask(me, &p.pin(), "Bob") else {
            panic!("should wait");
        };
        assert_eq!(p.waiting()[0].name, "Bob");
        assert!(p.devices().is_empty());
        assert!(p.answer(id, true));
        let token = wait.try_recv().unwrap().unwrap();
        assert!(p.access(&token).is_some());
        let Ok(Asked::Waiting(id, mut wait)) = p.ask(me, &p.pin(), "Eve") else {
            panic!("should wait");
        };
        assert!(p.answer(id, false));
        assert_eq!(wait.try_recv().unwrap(), Err(PairRefusal::Refused));
        assert_eq!(p.devices().len(), 1);
    }
}
