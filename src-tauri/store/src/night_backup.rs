//! The club nights in a JSON backup (issue 26): what the export reads of a night beyond
//! [`Store::night`] (when each round was closed, which phone checked in as whom), and the
//! import's writing of nights and series inside the import's one transaction (see
//! [`Store::import_backup`](crate::Store::import_backup)). The file's format and its checks
//! are the command layer's; this is SQL only.

use crate::games::player_id;
use crate::history::version_of;
use crate::nights::ResultAction;
use crate::{ImportRefusal, Store, StoreError};
use rusqlite::{params, OptionalExtension, Transaction};
use serde_json::Value;

/// A phone's check-in at a night, as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckIn {
    /// The phone (its paired device's key, as the night kept it).
    pub device: String,
    /// The player it checked in as.
    pub player: String,
    /// RFC 3339 UTC.
    pub at: String,
}

/// One entry of a table's result trail to import.
#[derive(Debug, Clone, PartialEq)]
pub struct ImportResult {
    /// What happened.
    pub action: ResultAction,
    /// Who did it (a roster name); `None`: the host.
    pub player: Option<String>,
    /// The entry was made against the game as it stands (false: a hand was changed since,
    /// so a confirmation no longer holds).
    pub current: bool,
    /// The result as the game had it (per seat, JSON).
    pub scores: Value,
    /// The refuser's version, or the host's scores.
    pub claimed: Option<Value>,
    /// Why.
    pub reason: Option<String>,
    /// RFC 3339 UTC.
    pub at: String,
}

/// One table of a round to import.
#[derive(Debug, Clone, PartialEq)]
pub struct ImportTable {
    /// Its number, from 1.
    pub table: usize,
    /// Its game: the place of the game in the import's games, from 0.
    pub game: usize,
    /// Its result's trail, oldest first.
    pub results: Vec<ImportResult>,
}

/// One seated round to import.
#[derive(Debug, Clone, PartialEq)]
pub struct ImportRound {
    /// Its number, from 1 (the rounds come in order).
    pub round: u32,
    /// RFC 3339 UTC.
    pub seated_at: String,
    /// When the host closed it.
    pub closed_at: Option<String>,
    /// Its tables.
    pub tables: Vec<ImportTable>,
    /// Who sat it out.
    pub byes: Vec<String>,
}

/// A night to import, as the caller checked it.
#[derive(Debug, Clone, PartialEq)]
pub struct ImportNight {
    /// The spec, as the rules wrote it.
    pub spec: Value,
    /// The first round's shuffle.
    pub seed: i64,
    /// RFC 3339 UTC.
    pub created_at: String,
    /// When the host finalised it.
    pub finished_at: Option<String>,
    /// Its players, in the order they checked in (normalised names).
    pub players: Vec<String>,
    /// Its seated rounds, in order.
    pub rounds: Vec<ImportRound>,
    /// Its phones' check-ins.
    pub check_ins: Vec<CheckIn>,
}

/// A series to import.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportSeries {
    /// Its name.
    pub name: String,
    /// RFC 3339 UTC.
    pub created_at: String,
    /// Its nights: their places in the import's nights, from 0.
    pub nights: Vec<usize>,
}

impl Store {
    /// Every game a backup holds: the games not deleted, and a night's table games even when
    /// deleted (a night cannot be restored without its tables); oldest first.
    pub fn backup_game_ids(&self) -> Result<Vec<i64>, StoreError> {
        Ok(self
            .conn
            .prepare_cached(
                "SELECT id FROM games
                 WHERE deleted_at IS NULL OR id IN (SELECT game_id FROM night_games)
                 ORDER BY created_at, id",
            )?
            .query_map([], |r| r.get(0))?
            .collect::<Result<_, _>>()?)
    }

    /// When the host closed each closed round of night `night`: (round, RFC 3339 UTC).
    pub fn night_closed_at(&self, night: i64) -> Result<Vec<(u32, String)>, StoreError> {
        Ok(self
            .conn
            .prepare_cached(
                "SELECT round, closed_at FROM night_rounds
                 WHERE night_id = ?1 AND closed_at IS NOT NULL ORDER BY round",
            )?
            .query_map([night], |r| Ok((r.get(0)?, r.get(1)?)))?
            .collect::<Result<_, _>>()?)
    }

    /// Night `night`'s check-ins, by phone.
    pub fn night_check_ins(&self, night: i64) -> Result<Vec<CheckIn>, StoreError> {
        Ok(self
            .conn
            .prepare_cached(
                "SELECT c.device, p.name, c.at FROM night_checkins c
                 JOIN players p ON p.id = c.player_id
                 WHERE c.night_id = ?1 ORDER BY c.device",
            )?
            .query_map([night], |r| {
                Ok(CheckIn {
                    device: r.get(0)?,
                    player: r.get(1)?,
                    at: r.get(2)?,
                })
            })?
            .collect::<Result<_, _>>()?)
    }
}

/// The refusal of an import that cannot be written as the file says (nothing is written).
fn refuse(why: ImportRefusal) -> StoreError {
    StoreError::Import { why }
}

/// Writes `nights` and then `series` in the import's transaction; `games` are the database
/// ids of the import's games, by place. A night already here (made at the same moment, with
/// the same seed and players) is not written again; a series already here (same name and
/// creation) gains the nights it lacks. Answers how many nights were added.
pub(crate) fn write_nights(
    tx: &Transaction<'_>,
    games: &[i64],
    nights: &[ImportNight],
    series: &[ImportSeries],
) -> Result<usize, StoreError> {
    let mut ids = Vec::with_capacity(nights.len());
    let mut added = 0;
    for night in nights {
        match existing_night(tx, night)? {
            Some(id) => ids.push(id),
            None => {
                ids.push(write_night(tx, games, night)?);
                added += 1;
            }
        }
    }
    for s in series {
        let found: Option<i64> = tx
            .query_row(
                "SELECT id FROM series WHERE name = ?1 AND created_at = ?2",
                params![s.name, s.created_at],
                |r| r.get(0),
            )
            .optional()?;
        let id = match found {
            Some(id) => id,
            None => {
                tx.execute(
                    "INSERT INTO series (name, created_at) VALUES (?1, ?2)",
                    params![s.name, s.created_at],
                )?;
                tx.last_insert_rowid()
            }
        };
        for &n in &s.nights {
            let night = *ids.get(n).ok_or_else(|| {
                refuse(ImportRefusal::SeriesNight {
                    series: s.name.clone(),
                })
            })?;
            // A night already in a series here stays there (a night counts in one series).
            tx.execute(
                "INSERT OR IGNORE INTO series_nights (series_id, night_id) VALUES (?1, ?2)",
                params![id, night],
            )?;
        }
    }
    Ok(added)
}

/// The night here that is `night` (made at the same moment, with the same seed and players).
fn existing_night(tx: &Transaction<'_>, night: &ImportNight) -> Result<Option<i64>, StoreError> {
    let names = night.players.join("\u{1f}");
    Ok(tx
        .query_row(
            "SELECT n.id FROM nights n WHERE n.created_at = ?1 AND n.seed = ?2 AND
                (SELECT group_concat(name, char(31)) FROM
                    (SELECT p.name FROM night_players np JOIN players p ON p.id = np.player_id
                     WHERE np.night_id = n.id ORDER BY np.position)) = ?3",
            params![night.created_at, night.seed, names],
            |r| r.get(0),
        )
        .optional()?)
}

fn write_night(
    tx: &Transaction<'_>,
    games: &[i64],
    night: &ImportNight,
) -> Result<i64, StoreError> {
    let at = &night.created_at;
    tx.execute(
        "INSERT INTO nights (spec, seed, created_at, finished_at) VALUES (?1, ?2, ?3, ?4)",
        params![
            serde_json::to_string(&night.spec)?,
            night.seed,
            at,
            night.finished_at
        ],
    )?;
    let id = tx.last_insert_rowid();
    for (position, name) in (0i64..).zip(&night.players) {
        let player = player_id(tx, name, at)?;
        tx.execute(
            "INSERT INTO night_players (night_id, position, player_id) VALUES (?1, ?2, ?3)",
            params![id, position, player],
        )?;
    }
    for round in &night.rounds {
        tx.execute(
            "INSERT INTO night_rounds (night_id, round, seated_at, closed_at) VALUES (?1, ?2, ?3, ?4)",
            params![id, round.round, round.seated_at, round.closed_at],
        )?;
        for table in &round.tables {
            let game = *games.get(table.game).ok_or_else(|| {
                refuse(ImportRefusal::TableMissing {
                    made: night.created_at.clone(),
                    table: table.table,
                    round: round.round,
                })
            })?;
            let tagged: Option<i64> = tx
                .query_row(
                    "SELECT night_id FROM night_games WHERE game_id = ?1",
                    [game],
                    |r| r.get(0),
                )
                .optional()?;
            if tagged.is_some() {
                return Err(refuse(ImportRefusal::TableTaken {
                    made: night.created_at.clone(),
                    table: table.table,
                    round: round.round,
                }));
            }
            tx.execute(
                "INSERT INTO night_games (game_id, night_id, round, table_no) VALUES (?1, ?2, ?3, ?4)",
                params![game, id, round.round, i64::try_from(table.table).unwrap_or(0)],
            )?;
            // A result made against the game as it stands holds against the game as imported
            // (its version here); one the game has changed since never holds (no version is
            // negative).
            let version = version_of(tx, game)?;
            for r in &table.results {
                let player = match &r.player {
                    Some(name) => Some(player_id(tx, name, &r.at)?),
                    None => None,
                };
                tx.execute(
                    "INSERT INTO night_results (game_id, action, player_id, version, scores, claimed, reason, at)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                    params![
                        game,
                        r.action.as_str(),
                        player,
                        if r.current { version } else { -1 },
                        serde_json::to_string(&r.scores)?,
                        r.claimed.as_ref().map(serde_json::to_string).transpose()?,
                        r.reason,
                        r.at
                    ],
                )?;
            }
        }
        for name in &round.byes {
            let player = player_id(tx, name, &round.seated_at)?;
            tx.execute(
                "INSERT INTO night_byes (night_id, round, player_id) VALUES (?1, ?2, ?3)",
                params![id, round.round, player],
            )?;
        }
    }
    for c in &night.check_ins {
        let player = player_id(tx, &c.player, &c.at)?;
        tx.execute(
            "INSERT INTO night_checkins (night_id, device, player_id, at) VALUES (?1, ?2, ?3, ?4)",
            params![id, c.device, player, c.at],
        )?;
    }
    Ok(id)
}
