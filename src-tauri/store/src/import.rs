//! Writing games brought in from elsewhere (an import of an export file, whose format and
//! checks are the command layer's): the roster, then each game with its seats and hands, the
//! ratings opt-in, the club nights and their series, all in one transaction. A game already in the database (same kind, players and start time) is
//! skipped, so importing the same file twice does not duplicate games.

use crate::game_rows::{new_hand_ids, write_game_row, write_hand, GameRow, HandRow};
use crate::night_backup::{write_nights, ImportNight, ImportSeries};
use crate::{Store, StoreError};
use cardtable_rules::GameKind;
use rusqlite::{params, OptionalExtension, TransactionBehavior};

/// A roster player to import.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportPlayer {
    /// Unique name (already normalised).
    pub name: String,
    /// RFC 3339 UTC.
    pub created_at: String,
}

/// A game to import, as checked by the caller: seats, dealers and points fit together.
#[derive(Debug, Clone, PartialEq)]
pub struct ImportGame {
    /// Which game.
    pub kind: GameKind,
    /// Player names in seat order (already normalised, no repeats).
    pub players: Vec<String>,
    /// Seat that dealt first.
    pub first_dealer: usize,
    /// RFC 3339 UTC.
    pub created_at: String,
    /// Options, finish and reopened flags.
    pub row: GameRow,
    /// Hands in play order; their `id` and `seq` are given here.
    pub hands: Vec<HandRow>,
    /// When it was deleted (a club night's table game is in a backup even when deleted).
    pub deleted_at: Option<String>,
}

/// What [`Store::import_backup`] wrote.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Imported {
    /// The games added (those already here are skipped).
    pub games: Vec<i64>,
    /// How many club nights were added (those already here are skipped).
    pub nights: usize,
}

impl Store {
    /// The roster as an export lists it, oldest first.
    pub fn roster(&self) -> Result<Vec<ImportPlayer>, StoreError> {
        let mut stmt = self
            .conn
            .prepare("SELECT name, created_at FROM players ORDER BY id")?;
        let players = stmt
            .query_map([], |r| {
                Ok(ImportPlayer {
                    name: r.get(0)?,
                    created_at: r.get(1)?,
                })
            })?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(players)
    }

    /// Writes a whole backup in one transaction: `players`, `games`, the ratings opt-in of
    /// the players named in `rated` (by name, any case; never undone: a player rated here
    /// stays rated), then the club `nights` (their tables name `games` by place) and the
    /// `series`. Anything refused rolls all of it back. Games and nights already here are
    /// skipped. `now` (RFC 3339 UTC) is when the opt-ins start.
    pub fn import_backup(
        &mut self,
        players: &[ImportPlayer],
        games: &[ImportGame],
        rated: &[String],
        nights: &[ImportNight],
        series: &[ImportSeries],
        now: &str,
    ) -> Result<Imported, StoreError> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        for p in players {
            tx.execute(
                "INSERT INTO players (name, created_at) VALUES (?1, ?2) ON CONFLICT (name) DO NOTHING",
                params![p.name, p.created_at],
            )?;
        }
        let mut added = Vec::new();
        let mut ids = Vec::with_capacity(games.len());
        for g in games {
            let names = g.players.join("\u{1f}");
            let existing: Option<i64> = tx
                .query_row(
                    "SELECT g.id FROM games g WHERE g.kind = ?1 AND g.created_at = ?2 AND
                        (SELECT group_concat(name, char(31)) FROM
                            (SELECT p.name FROM game_seats s JOIN players p ON p.id = s.player_id
                             WHERE s.game_id = g.id ORDER BY s.seat)) = ?3",
                    params![g.kind.id(), g.created_at, names],
                    |r| r.get(0),
                )
                .optional()?;
            if let Some(id) = existing {
                ids.push(id);
                continue;
            }
            tx.execute(
                "INSERT INTO games (kind, options, first_dealer, created_at) VALUES (?1, '{}', ?2, ?3)",
                params![g.kind.id(), i64::try_from(g.first_dealer).unwrap_or(0), g.created_at],
            )?;
            let gid = tx.last_insert_rowid();
            write_game_row(&tx, gid, &g.row)?;
            for (seat, name) in g.players.iter().enumerate() {
                tx.execute(
                    "INSERT INTO players (name, created_at) VALUES (?1, ?2) ON CONFLICT (name) DO NOTHING",
                    params![name, g.created_at],
                )?;
                tx.execute(
                    "INSERT INTO game_seats (game_id, seat, player_id)
                     SELECT ?1, ?2, id FROM players WHERE name = ?3",
                    params![gid, i64::try_from(seat).unwrap_or(0), name],
                )?;
            }
            let first = new_hand_ids(&tx, g.hands.len())?;
            for (i, h) in (0i64..).zip(&g.hands) {
                let row = HandRow {
                    id: first + i,
                    seq: i + 1,
                    ..h.clone()
                };
                write_hand(&tx, gid, &row)?;
            }
            if let Some(at) = &g.deleted_at {
                tx.execute(
                    "UPDATE games SET deleted_at = ?2 WHERE id = ?1",
                    params![gid, at],
                )?;
            }
            added.push(gid);
            ids.push(gid);
        }
        if !rated.is_empty() {
            let roster: Vec<(i64, String)> = tx
                .prepare("SELECT id, name FROM players")?
                .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
                .collect::<Result<_, _>>()?;
            for (id, name) in roster {
                if rated
                    .iter()
                    .any(|n| n.to_lowercase() == name.to_lowercase())
                {
                    tx.execute(
                        "INSERT OR IGNORE INTO rated_players (player_id, since) VALUES (?1, ?2)",
                        params![id, now],
                    )?;
                }
            }
        }
        let nights = write_nights(&tx, &ids, nights, series)?;
        tx.commit()?;
        Ok(Imported {
            games: added,
            nights,
        })
    }
}
