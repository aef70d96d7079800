//! Idempotency keys for recording hands: a retried write is recorded once.
//!
//! A client may send a key of its own choosing with a new hand (`hands_record`'s `key`, the
//! CLI's `hand add --key`). The key is checked and remembered inside the hand's own
//! transaction (see `Store::change`), so either both the hand and its key are written or
//! neither. Sending the same key again with the same game and request records nothing and
//! returns the game as it stands; the same key with another game or other facts is refused,
//! since it cannot be a retry.

use crate::StoreError;
use rusqlite::{params, Connection, OptionalExtension};
use serde_json::{json, Value};

/// The longest key accepted (a UUID is 36 characters).
pub const MAX_KEY_CHARS: usize = 128;

/// One keyed write: the client's key and the request it stands for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Once {
    key: String,
    /// The facts and dealer as canonical JSON (object keys sorted).
    request: String,
}

impl Once {
    /// Checks the key (1–128 visible ASCII characters) and fingerprints the request.
    pub(crate) fn new(key: &str, facts: &Value, dealer: Option<usize>) -> Result<Once, StoreError> {
        let ok = !key.is_empty()
            && key.len() <= MAX_KEY_CHARS
            && key.bytes().all(|b| b.is_ascii_graphic());
        if !ok {
            return Err(StoreError::declined(crate::Declined::WriteKey {
                max: MAX_KEY_CHARS,
            }));
        }
        Ok(Once {
            key: key.to_string(),
            request: json!({"facts": facts, "dealer": dealer}).to_string(),
        })
    }
}

/// True when this key already recorded this request in game `game` (a retry: record nothing).
/// The key used for another game or other facts is refused.
pub(crate) fn seen(tx: &Connection, game: i64, once: &Once) -> Result<bool, StoreError> {
    let row: Option<(i64, String)> = tx
        .prepare_cached("SELECT game_id, request FROM hand_keys WHERE key = ?1")?
        .query_row([&once.key], |r| Ok((r.get(0)?, r.get(1)?)))
        .optional()?;
    match row {
        None => Ok(false),
        Some((g, request)) if g == game && request == once.request => Ok(true),
        Some(_) => Err(StoreError::declined(crate::Declined::WriteKeyUsed {
            key: once.key.clone(),
        })),
    }
}

/// Remembers that `once` recorded hand `hand` of game `game` (same transaction as the hand).
pub(crate) fn remember(
    tx: &Connection,
    game: i64,
    once: &Once,
    hand: i64,
    at: &str,
) -> Result<(), StoreError> {
    tx.prepare_cached(
        "INSERT INTO hand_keys (key, game_id, hand_id, request, at) VALUES (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute(params![once.key, game, hand, once.request, at])?;
    Ok(())
}
