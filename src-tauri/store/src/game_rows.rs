//! A game's rows read into memory, and the minimal writes that turn one such state into
//! another. Every change to hands or options goes through here (and into the history log).
//! The rows hold the points the rules computed; pricing them is the command layer's job.

use crate::games::parse_kind;
use crate::StoreError;
use cardtable_rules::{GameKind, Points};
use rusqlite::{params, Connection, OptionalExtension};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;
use std::sync::Arc;

/// The game row's mutable part.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GameRow {
    pub options: Value,
    pub finished_at: Option<String>,
    pub reopened: bool,
}

/// One hand row with its scores.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct HandRow {
    pub id: i64,
    pub seq: i64,
    pub dealer: usize,
    /// Shared: copying a game's state (before and after a change) does not copy its facts.
    #[serde(with = "shared")]
    pub facts: Arc<Value>,
    pub played_at: String,
    pub points: Vec<Points>,
}

/// A game as stored: fixed facts, the mutable row, hands in play order.
#[derive(Debug, Clone)]
pub struct GameState {
    pub id: i64,
    pub kind: GameKind,
    pub seats: usize,
    pub first_dealer: usize,
    pub row: GameRow,
    pub hands: Vec<HandRow>,
}

/// The rows one change touched, before or after it (history entries hold two of these).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct Snapshot {
    pub game: GameRow,
    pub hands: Vec<HandRow>,
}

/// (De)serialises a shared value as the value itself.
mod shared {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};
    use serde_json::Value;
    use std::sync::Arc;

    pub fn serialize<S: Serializer>(v: &Arc<Value>, s: S) -> Result<S::Ok, S::Error> {
        v.as_ref().serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Arc<Value>, D::Error> {
        Value::deserialize(d).map(Arc::new)
    }
}

fn to_usize(v: i64) -> usize {
    usize::try_from(v).unwrap_or(0)
}

fn to_i64(v: usize) -> i64 {
    i64::try_from(v).unwrap_or(i64::MAX)
}

impl GameState {
    /// Reads game `id` with all its hands; `NotFound` if there is none.
    pub(crate) fn load(conn: &Connection, id: i64) -> Result<GameState, StoreError> {
        let row = conn
            .prepare_cached(
                "SELECT kind, options, first_dealer, finished_at, reopened,
                        (SELECT count(*) FROM game_seats s WHERE s.game_id = g.id)
                 FROM games g WHERE id = ?1",
            )?
            .query_row([id], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, i64>(2)?,
                    r.get::<_, Option<String>>(3)?,
                    r.get::<_, bool>(4)?,
                    r.get::<_, i64>(5)?,
                ))
            })
            .optional()?;
        let Some((kind, options, first_dealer, finished_at, reopened, seats)) = row else {
            return Err(StoreError::not_found(crate::Missing::Game(id)));
        };
        let mut hands: Vec<HandRow> = Vec::new();
        let mut stmt = conn.prepare_cached(
            "SELECT h.id, h.seq, h.dealer, h.facts, h.played_at, s.num, s.den
             FROM hands h LEFT JOIN hand_scores s ON s.hand_id = h.id
             WHERE h.game_id = ?1 ORDER BY h.seq, s.seat",
        )?;
        let mut rows = stmt.query([id])?;
        while let Some(r) = rows.next()? {
            let hid: i64 = r.get(0)?;
            let score = match (r.get::<_, Option<i64>>(5)?, r.get::<_, Option<i64>>(6)?) {
                (Some(n), Some(d)) => Points::ratio(n, d),
                _ => None,
            };
            if hands.last().map(|h| h.id) != Some(hid) {
                let facts: String = r.get(3)?;
                hands.push(HandRow {
                    id: hid,
                    seq: r.get(1)?,
                    dealer: to_usize(r.get(2)?),
                    facts: Arc::new(serde_json::from_str(&facts)?),
                    played_at: r.get(4)?,
                    points: Vec::new(),
                });
            }
            if let (Some(p), Some(h)) = (score, hands.last_mut()) {
                h.points.push(p);
            }
        }
        Ok(GameState {
            id,
            kind: parse_kind(&kind)?,
            seats: to_usize(seats),
            first_dealer: to_usize(first_dealer),
            row: GameRow {
                options: serde_json::from_str(&options)?,
                finished_at,
                reopened,
            },
            hands,
        })
    }

    /// Index of hand `id` in play order.
    pub fn position(&self, hand: i64) -> Option<usize> {
        self.hands.iter().position(|h| h.id == hand)
    }
}

/// The rows that differ between two states of one game, as (before, after) snapshots.
pub(crate) fn diff(before: &GameState, after: &GameState) -> (Snapshot, Snapshot) {
    let old: BTreeMap<i64, &HandRow> = before.hands.iter().map(|h| (h.id, h)).collect();
    let new: BTreeMap<i64, &HandRow> = after.hands.iter().map(|h| (h.id, h)).collect();
    let mut b = Vec::new();
    let mut a = Vec::new();
    for (id, h) in &old {
        match new.get(id) {
            Some(n) if n == h => {}
            Some(n) => {
                b.push((*h).clone());
                a.push((*n).clone());
            }
            None => b.push((*h).clone()),
        }
    }
    for (id, n) in &new {
        if !old.contains_key(id) {
            a.push((*n).clone());
        }
    }
    (
        Snapshot {
            game: before.row.clone(),
            hands: b,
        },
        Snapshot {
            game: after.row.clone(),
            hands: a,
        },
    )
}

/// Writes `to` over `from` for game `game`: hands only in `from` are deleted, the rest of
/// `to`'s hands are inserted or replaced, and the game row is set.
pub(crate) fn apply(
    conn: &Connection,
    game: i64,
    from: &Snapshot,
    to: &Snapshot,
) -> Result<(), StoreError> {
    for h in &from.hands {
        if !to.hands.iter().any(|t| t.id == h.id) {
            conn.prepare_cached("DELETE FROM hands WHERE id = ?1 AND game_id = ?2")?
                .execute(params![h.id, game])?;
        }
    }
    for h in &to.hands {
        write_hand(conn, game, h)?;
    }
    if from.game != to.game {
        write_game_row(conn, game, &to.game)?;
    }
    Ok(())
}

/// `n` fresh hand ids, never used before by any game (the first is returned).
pub(crate) fn new_hand_ids(conn: &Connection, n: usize) -> Result<i64, StoreError> {
    Ok(conn
        .prepare_cached(
            "UPDATE id_counters
             SET next = max(next, (SELECT coalesce(max(id), 0) + 1 FROM hands)) + ?1
             WHERE name = 'hands' RETURNING next - ?1",
        )?
        .query_row([to_i64(n)], |r| r.get(0))?)
}

/// Inserts or replaces one hand of `game` and its scores. A hand id that belongs to another
/// game is refused (it would mean a log entry pointing at someone else's hand).
pub(crate) fn write_hand(conn: &Connection, game: i64, h: &HandRow) -> Result<(), StoreError> {
    let facts = serde_json::to_string(&*h.facts)?;
    let written = conn
        .prepare_cached(
            "INSERT INTO hands (id, game_id, seq, dealer, facts, played_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
             ON CONFLICT (id) DO UPDATE SET seq = excluded.seq, dealer = excluded.dealer,
                 facts = excluded.facts, played_at = excluded.played_at
             WHERE hands.game_id = excluded.game_id",
        )?
        .execute(params![h.id, game, h.seq, to_i64(h.dealer), facts, h.played_at])?;
    if written != 1 {
        return Err(StoreError::declined(crate::Declined::HandOfAnotherGame {
            hand: h.id,
        }));
    }
    conn.prepare_cached("DELETE FROM hand_scores WHERE hand_id = ?1")?
        .execute([h.id])?;
    let mut ins = conn.prepare_cached(
        "INSERT INTO hand_scores (hand_id, seat, num, den) VALUES (?1, ?2, ?3, ?4)",
    )?;
    for (seat, p) in h.points.iter().enumerate() {
        let (n, d) = p.parts();
        ins.execute(params![h.id, to_i64(seat), n, d])?;
    }
    Ok(())
}

/// Sets a game's options, finish and reopened flags.
pub(crate) fn write_game_row(
    conn: &Connection,
    game: i64,
    row: &GameRow,
) -> Result<(), StoreError> {
    conn.prepare_cached(
        "UPDATE games SET options = ?2, finished_at = ?3, reopened = ?4 WHERE id = ?1",
    )?
    .execute(params![
        game,
        serde_json::to_string(&row.options)?,
        row.finished_at,
        row.reopened,
    ])?;
    Ok(())
}
