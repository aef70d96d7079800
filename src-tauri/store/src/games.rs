//! Games and their seats: creating a game (reusing roster players by name) and listing games.

use crate::{stamp, Store, StoreError};
use cardtable_rules::seats::normalize_name;
use cardtable_rules::{GameKind, RuleError};
use chrono::{DateTime, Utc};
use rusqlite::{params, OptionalExtension, Transaction};
use serde::{Deserialize, Serialize};

/// What the "New game" screen sends: the game, the players in seat order, the rule options
/// (JSON the rules understand; `{}` = the seed preset) and the seat that deals first.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct NewGame {
    /// Which game.
    pub kind: GameKind,
    /// Player names in seat order; existing roster players are reused by exact name.
    pub players: Vec<String>,
    /// Rule options as JSON.
    pub options: serde_json::Value,
    /// Seat (0-based) of the first dealer.
    pub first_dealer: usize,
}

/// One game as the games list shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct GameSummary {
    /// Database id.
    pub id: i64,
    /// Which game.
    pub kind: GameKind,
    /// Player names in seat order.
    pub players: Vec<String>,
    /// RFC 3339 UTC.
    pub created_at: String,
    /// RFC 3339 UTC, once the game is over.
    pub finished_at: Option<String>,
    /// Hands recorded so far.
    pub hand_count: u32,
}

impl Store {
    /// Creates a game with its seats. Names are normalised by the rules' one name rule
    /// ([`normalize_name`]: "Ann " and "Ann\u{200b}" are "Ann"), then looked up in the roster by
    /// exact name and added when new. Fails for no players, an empty, too long or repeated
    /// name, or a first dealer outside the seats. Player-count rules are the caller's (rules)
    /// job.
    pub fn create_game(
        &mut self,
        new: &NewGame,
        now: DateTime<Utc>,
    ) -> Result<GameSummary, StoreError> {
        let tx = self.conn.transaction()?;
        let created = insert_game(&tx, new, &stamp(now))?;
        tx.commit()?;
        Ok(created)
    }

    /// The `limit` most recently created games, newest first (games of a kind this build does
    /// not know are skipped).
    pub fn list_games(&self, limit: usize) -> Result<Vec<GameSummary>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id, kind, created_at, finished_at,
                    (SELECT count(*) FROM hands h WHERE h.game_id = g.id)
             FROM games g ORDER BY created_at DESC, id DESC LIMIT ?1",
        )?;
        let rows = stmt.query_map([i64::try_from(limit).unwrap_or(i64::MAX)], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, String>(2)?,
                r.get::<_, Option<String>>(3)?,
                r.get::<_, u32>(4)?,
            ))
        })?;
        let mut out = Vec::new();
        for row in rows {
            let (id, kind, created_at, finished_at, hand_count) = row?;
            // A game of a kind this build does not know (written by a newer Cardtable) is left
            // out of the list rather than failing the whole list.
            let Ok(kind) = parse_kind(&kind) else {
                continue;
            };
            out.push(GameSummary {
                id,
                kind,
                players: self.seat_names(id)?,
                created_at,
                finished_at,
                hand_count,
            });
        }
        Ok(out)
    }

    /// One game's summary; `NotFound` if there is no such game.
    pub fn game_summary(&self, id: i64) -> Result<GameSummary, StoreError> {
        let row = self
            .conn
            .prepare_cached(
                "SELECT kind, created_at, finished_at,
                        (SELECT count(*) FROM hands h WHERE h.game_id = g.id)
                 FROM games g WHERE id = ?1",
            )?
            .query_row([id], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, Option<String>>(2)?,
                    r.get::<_, u32>(3)?,
                ))
            })
            .optional()?;
        let Some((kind, created_at, finished_at, hand_count)) = row else {
            return Err(StoreError::not_found(crate::Missing::Game(id)));
        };
        Ok(GameSummary {
            id,
            kind: parse_kind(&kind)?,
            players: self.seat_names(id)?,
            created_at,
            finished_at,
            hand_count,
        })
    }

    /// Player names of a game in seat order.
    pub fn seat_names(&self, game: i64) -> Result<Vec<String>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT p.name FROM game_seats s JOIN players p ON p.id = s.player_id
             WHERE s.game_id = ?1 ORDER BY s.seat",
        )?;
        let names = stmt
            .query_map([game], |r| r.get::<_, String>(0))?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(names)
    }
}

/// A stored kind id back to a [`GameKind`]; an unknown id means the file is from elsewhere.
pub(crate) fn parse_kind(id: &str) -> Result<GameKind, StoreError> {
    id.parse::<GameKind>()
        .map_err(|e| StoreError::declined(crate::Declined::StoredKind { kind: e.0 }))
}

/// [`Store::create_game`] inside the caller's transaction (a club night seats all of a round's
/// tables in one), created at `created_at` (a stored stamp).
pub(crate) fn insert_game(
    tx: &Transaction<'_>,
    new: &NewGame,
    created_at: &str,
) -> Result<GameSummary, StoreError> {
    if new.players.is_empty() {
        return Err(StoreError::declined(crate::Declined::NoPlayers));
    }
    let names: Vec<String> = new
        .players
        .iter()
        .map(|n| normalize_name(n).map_err(RuleError::from))
        .collect::<Result<_, _>>()?;
    for (i, n) in names.iter().enumerate() {
        if names[..i].contains(n) {
            return Err(StoreError::declined(crate::Declined::SeatTwice {
                name: n.clone(),
            }));
        }
    }
    if new.first_dealer >= names.len() {
        return Err(StoreError::declined(crate::Declined::FirstDealer {
            seats: names.len(),
        }));
    }
    let options = if new.options.is_null() {
        serde_json::json!({})
    } else {
        new.options.clone()
    };
    let created_at = created_at.to_string();
    tx.execute(
        "INSERT INTO games (kind, options, first_dealer, created_at) VALUES (?1, ?2, ?3, ?4)",
        params![
            new.kind.id(),
            serde_json::to_string(&options)?,
            i64::try_from(new.first_dealer).unwrap_or(0),
            created_at,
        ],
    )?;
    let id = tx.last_insert_rowid();
    for (seat, name) in names.iter().enumerate() {
        let player = player_id(tx, name, &created_at)?;
        tx.execute(
            "INSERT INTO game_seats (game_id, seat, player_id) VALUES (?1, ?2, ?3)",
            params![id, i64::try_from(seat).unwrap_or(0), player],
        )?;
    }
    Ok(GameSummary {
        id,
        kind: new.kind,
        players: names,
        created_at,
        finished_at: None,
        hand_count: 0,
    })
}

/// The roster id for `name`, adding the player if new.
pub(crate) fn player_id(tx: &Transaction<'_>, name: &str, now: &str) -> Result<i64, StoreError> {
    let found: Option<i64> = tx
        .query_row("SELECT id FROM players WHERE name = ?1", [name], |r| {
            r.get(0)
        })
        .optional()?;
    if let Some(id) = found {
        return Ok(id);
    }
    tx.execute(
        "INSERT INTO players (name, created_at) VALUES (?1, ?2)",
        params![name, now],
    )?;
    Ok(tx.last_insert_rowid())
}
