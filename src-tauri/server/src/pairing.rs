//! Who may talk to the server: the pairing code in the QR code's URL, the short PIN typed by
//! hand (attempts limited per client), the devices paired so far with their random tokens
//! (listed, revocable), and the read-only TV token.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How many wrong pairing attempts one client may make in [`WINDOW`] before every attempt of
/// it, even a right one, is refused.
pub const MAX_ATTEMPTS: usize = 5;
/// The window pairing attempts are counted over.
pub const WINDOW: Duration = Duration::from_secs(60);
/// Longest device name kept.
const MAX_NAME: usize = 40;

/// A paired device, as the host's list shows it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Device {
    /// Its number in the list (what revoking names).
    pub id: u64,
    /// The name it gave ("Bob's phone").
    pub name: String,
    /// Where it paired from.
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

/// The key of the device holding `token`: a digest of the token, so the token itself is
/// never written anywhere (drafts are stored under the key).
fn device_key(token: &str) -> String {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::hash::DefaultHasher::new();
    token.hash(&mut hasher);
    format!("{:016x}", hasher.finish())
}

/// Why pairing was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PairRefusal {
    /// The code or PIN is wrong.
    Wrong,
    /// Too many attempts from this client in the last minute.
    TooMany,
}

#[derive(Debug, Default)]
struct Inner {
    devices: HashMap<String, Device>,
    next_id: u64,
    attempts: HashMap<IpAddr, Vec<Instant>>,
}

/// The secrets of one sharing session (new ones each time sharing starts).
#[derive(Debug)]
pub struct Pairing {
    code: String,
    pin: String,
    tv: String,
    inner: Mutex<Inner>,
}

/// `bytes` random bytes as hex, from the operating system's generator.
pub fn random_hex(bytes: usize) -> Result<String, getrandom::Error> {
    let mut buf = vec![0u8; bytes];
    getrandom::fill(&mut buf)?;
    Ok(buf.iter().map(|b| format!("{b:02x}")).collect())
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

impl Pairing {
    /// Fresh secrets.
    pub fn new() -> Result<Self, getrandom::Error> {
        Ok(Self {
            code: random_hex(16)?,
            pin: random_pin()?,
            tv: random_hex(16)?,
            inner: Mutex::default(),
        })
    }

    /// The code the QR code's URL carries.
    pub fn code(&self) -> &str {
        &self.code
    }

    /// The PIN the host shows.
    pub fn pin(&self) -> &str {
        &self.pin
    }

    /// The TV view's read-only token.
    pub fn tv_token(&self) -> &str {
        &self.tv
    }

    /// Pairs a device from `from` that gives `secret` (the QR code's code or the PIN) and
    /// `name`; answers its new token. Every attempt counts against `from`'s limit.
    pub fn pair(&self, from: IpAddr, secret: &str, name: &str) -> Result<String, PairRefusal> {
        let mut inner = self.inner.lock().map_err(|_| PairRefusal::TooMany)?;
        let now = Instant::now();
        let tries = inner.attempts.entry(from).or_default();
        tries.retain(|t| now.duration_since(*t) < WINDOW);
        if tries.len() >= MAX_ATTEMPTS {
            return Err(PairRefusal::TooMany);
        }
        if !(same(secret, &self.code) || same(secret, &self.pin)) {
            tries.push(now);
            return Err(PairRefusal::Wrong);
        }
        let token = random_hex(32).map_err(|_| PairRefusal::Wrong)?;
        inner.next_id += 1;
        let name: String = name.trim().chars().take(MAX_NAME).collect();
        let device = Device {
            id: inner.next_id,
            name: if name.is_empty() {
                format!("Phone {}", inner.next_id)
            } else {
                name
            },
            address: from.to_string(),
        };
        inner.devices.insert(token.clone(), device);
        Ok(token)
    }

    /// What `token` may do, if anything.
    pub fn access(&self, token: &str) -> Option<Access> {
        if same(token, &self.tv) {
            return Some(Access::Tv);
        }
        let inner = self.inner.lock().ok()?;
        inner
            .devices
            .iter()
            .find(|(t, _)| same(t, token))
            .map(|(t, d)| Access::Device {
                key: device_key(t),
                name: d.name.clone(),
            })
    }

    /// The paired devices, in pairing order.
    pub fn devices(&self) -> Vec<Device> {
        let mut list: Vec<Device> = self
            .inner
            .lock()
            .map(|i| i.devices.values().cloned().collect())
            .unwrap_or_default();
        list.sort_by_key(|d| d.id);
        list
    }

    /// Revokes device `id`; false when there is none.
    pub fn revoke(&self, id: u64) -> bool {
        let Ok(mut inner) = self.inner.lock() else {
            return false;
        };
        let before = inner.devices.len();
        inner.devices.retain(|_, d| d.id != id);
        inner.devices.len() < before
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
        let token = p.pair(me, p.code(), "Ann").unwrap();
        let Some(Access::Device { key, name }) = p.access(&token) else {
            panic!("Ann's token is a device's");
        };
        assert_eq!(name, "Ann");
        assert!(!key.is_empty() && !token.contains(&key));
        // Another device with the same name is another key.
        let twin = p.pair(other, p.code(), "Ann").unwrap();
        let Some(Access::Device { key: twin_key, .. }) = p.access(&twin) else {
            panic!("a device's token");
        };
        assert_ne!(key, twin_key);
        assert!(p.revoke(p.devices()[1].id));
        for _ in 0..3 {
            assert_eq!(p.pair(me, "000000x", ""), Err(PairRefusal::Wrong));
        }
        p.pair(me, p.pin(), "").unwrap();
        p.pair(me, p.code(), "").unwrap();
        for _ in 0..2 {
            assert_eq!(p.pair(me, "000000x", ""), Err(PairRefusal::Wrong));
        }
        // Five wrong guesses: even the right PIN is refused now.
        assert_eq!(p.pair(me, p.pin(), ""), Err(PairRefusal::TooMany));
        assert!(p.pair(other, p.pin(), "").is_ok());
        let ann = p.devices()[0].id;
        assert!(p.revoke(ann));
        assert_eq!(p.access(&token), None);
        assert_eq!(p.access(p.tv_token()), Some(Access::Tv));
        assert_eq!(p.devices().len(), 3);
    }
}
