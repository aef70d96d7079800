//! Club nights (issue 26): a night's spec (JSON the rules own), the seed of its first round's
//! shuffle, its players, and each seated round: its tables' games (ordinary games, tagged
//! with the night, round and table) and its byes. Seating a round writes the round, every
//! table's game and the byes in one transaction. Who sits where and who leads are the rules'.

use crate::games::{insert_game, player_id};
use crate::{stamp, NewGame, Store, StoreError};
use chrono::{DateTime, Utc};
use rusqlite::{params, OptionalExtension};
use serde_json::Value;

/// One table of a round to seat: its number and its game (players in seat order).
#[derive(Debug, Clone, PartialEq)]
pub struct NewTable {
    /// Its number in the room, from 1.
    pub table: usize,
    /// Its game.
    pub game: NewGame,
}

/// One table of a seated round, as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NightTable {
    /// Its number, from 1.
    pub table: usize,
    /// Its game's id.
    pub game: i64,
    /// Its players in seat order (the game's seats).
    pub seats: Vec<String>,
}

/// A seated round, as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NightRound {
    /// Its number, from 1.
    pub round: u32,
    /// Its tables, by number.
    pub tables: Vec<NightTable>,
    /// Who sat it out.
    pub byes: Vec<String>,
    /// When it was seated (RFC 3339 UTC): a timed round's clock starts here.
    pub seated_at: String,
}

/// A night as stored.
#[derive(Debug, Clone, PartialEq)]
pub struct NightRecord {
    /// Database id.
    pub id: i64,
    /// The spec, as the rules wrote it.
    pub spec: Value,
    /// The seed of the first round's shuffle.
    pub seed: i64,
    /// RFC 3339 UTC.
    pub created_at: String,
    /// RFC 3339 UTC, once the host finalised it.
    pub finished_at: Option<String>,
    /// Its players, in the order they checked in.
    pub players: Vec<String>,
    /// Its seated rounds, in order.
    pub rounds: Vec<NightRound>,
}

impl Store {
    /// Stores a new night: its spec, seed and players (normalised names, already checked by
    /// the rules; roster players are reused by exact name, new ones added). Its id.
    pub fn create_night(
        &mut self,
        spec: &Value,
        players: &[String],
        seed: i64,
        now: DateTime<Utc>,
    ) -> Result<i64, StoreError> {
        let created_at = stamp(now);
        let tx = self.conn.transaction()?;
        tx.execute(
            "INSERT INTO nights (spec, seed, created_at) VALUES (?1, ?2, ?3)",
            params![serde_json::to_string(spec)?, seed, created_at],
        )?;
        let id = tx.last_insert_rowid();
        for (position, name) in players.iter().enumerate() {
            let player = player_id(&tx, name, &created_at)?;
            tx.execute(
                "INSERT INTO night_players (night_id, position, player_id) VALUES (?1, ?2, ?3)",
                params![id, i64::try_from(position).unwrap_or(0), player],
            )?;
        }
        tx.commit()?;
        Ok(id)
    }

    /// Seats round `round` of night `night`: the round, each table's game (tagged with its
    /// night, round and table) and the byes, all in one transaction. Refused unless `round` is
    /// the night's next round.
    pub fn seat_round(
        &mut self,
        night: i64,
        round: u32,
        tables: &[NewTable],
        byes: &[String],
        now: DateTime<Utc>,
    ) -> Result<NightRound, StoreError> {
        let seated_at = stamp(now);
        let tx = self.conn.transaction()?;
        let last: Option<u32> = tx
            .query_row(
                "SELECT (SELECT max(round) FROM night_rounds WHERE night_id = n.id)
                 FROM nights n WHERE n.id = ?1",
                [night],
                |r| r.get(0),
            )
            .optional()?
            .ok_or_else(|| StoreError::not_found(crate::Missing::Night(night)))?;
        let next = last.unwrap_or(0) + 1;
        if round != next {
            return Err(StoreError::declined(crate::Declined::RoundNotNext {
                night,
                round,
                next,
            }));
        }
        tx.execute(
            "INSERT INTO night_rounds (night_id, round, seated_at) VALUES (?1, ?2, ?3)",
            params![night, round, seated_at],
        )?;
        let mut seated = Vec::with_capacity(tables.len());
        for table in tables {
            let game = insert_game(&tx, &table.game, &seated_at)?;
            tx.execute(
                "INSERT INTO night_games (game_id, night_id, round, table_no) VALUES (?1, ?2, ?3, ?4)",
                params![game.id, night, round, i64::try_from(table.table).unwrap_or(0)],
            )?;
            seated.push(NightTable {
                table: table.table,
                game: game.id,
                seats: game.players,
            });
        }
        for name in byes {
            let player = player_id(&tx, name, &seated_at)?;
            tx.execute(
                "INSERT INTO night_byes (night_id, round, player_id) VALUES (?1, ?2, ?3)",
                params![night, round, player],
            )?;
        }
        tx.commit()?;
        Ok(NightRound {
            round,
            tables: seated,
            byes: byes.to_vec(),
            seated_at,
        })
    }

    /// Night `id` with its players and seated rounds; `NotFound` if there is no such night.
    pub fn night(&self, id: i64) -> Result<NightRecord, StoreError> {
        let (spec, seed, created_at, finished_at): (String, i64, String, Option<String>) = self
            .conn
            .query_row(
                "SELECT spec, seed, created_at, finished_at FROM nights WHERE id = ?1",
                [id],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
            )
            .optional()?
            .ok_or_else(|| StoreError::not_found(crate::Missing::Night(id)))?;
        let players = self.names_of(
            "SELECT p.name FROM night_players np JOIN players p ON p.id = np.player_id
             WHERE np.night_id = ?1 ORDER BY np.position",
            params![id],
        )?;
        let numbers: Vec<(u32, String)> = self
            .conn
            .prepare_cached(
                "SELECT round, seated_at FROM night_rounds WHERE night_id = ?1 ORDER BY round",
            )?
            .query_map([id], |r| Ok((r.get(0)?, r.get(1)?)))?
            .collect::<Result<_, _>>()?;
        let mut rounds = Vec::with_capacity(numbers.len());
        for (round, seated_at) in numbers {
            let games: Vec<(i64, i64)> = self
                .conn
                .prepare_cached(
                    "SELECT table_no, game_id FROM night_games
                     WHERE night_id = ?1 AND round = ?2 ORDER BY table_no",
                )?
                .query_map(params![id, round], |r| Ok((r.get(0)?, r.get(1)?)))?
                .collect::<Result<_, _>>()?;
            let mut tables = Vec::with_capacity(games.len());
            for (table, game) in games {
                tables.push(NightTable {
                    table: usize::try_from(table).unwrap_or(0),
                    game,
                    seats: self.seat_names(game)?,
                });
            }
            let byes = self.names_of(
                "SELECT p.name FROM night_byes b JOIN players p ON p.id = b.player_id
                 WHERE b.night_id = ?1 AND b.round = ?2 ORDER BY p.name",
                params![id, round],
            )?;
            rounds.push(NightRound {
                round,
                tables,
                byes,
                seated_at,
            });
        }
        Ok(NightRecord {
            id,
            spec: serde_json::from_str(&spec)?,
            seed,
            created_at,
            finished_at,
            players,
            rounds,
        })
    }

    /// The names a query of one column answers, in its order.
    fn names_of(&self, sql: &str, args: impl rusqlite::Params) -> Result<Vec<String>, StoreError> {
        Ok(self
            .conn
            .prepare_cached(sql)?
            .query_map(args, |r| r.get(0))?
            .collect::<Result<_, _>>()?)
    }
}

/// What happened to a table's result (the `night_results` trail's `action`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ResultAction {
    /// A player at the table confirmed it.
    Confirmed,
    /// A player at the table refused it, saying why (and what they make it).
    Refused,
    /// The host set the scores that count, saying why.
    Corrected,
    /// The host accepted it as it stood, closing the round.
    Accepted,
}

impl ResultAction {
    /// The trail's word for it (`confirmed`, `refused`, `corrected`, `accepted`).
    pub fn as_str(self) -> &'static str {
        match self {
            ResultAction::Confirmed => "confirmed",
            ResultAction::Refused => "refused",
            ResultAction::Corrected => "corrected",
            ResultAction::Accepted => "accepted",
        }
    }

    /// The action a trail's word names.
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "confirmed" => Some(ResultAction::Confirmed),
            "refused" => Some(ResultAction::Refused),
            "corrected" => Some(ResultAction::Corrected),
            "accepted" => Some(ResultAction::Accepted),
            _ => None,
        }
    }
}

/// One entry to add to a table's result trail.
#[derive(Debug, Clone, PartialEq)]
pub struct NewResult {
    /// The table's game.
    pub game: i64,
    /// What happened.
    pub action: ResultAction,
    /// The player who did it (a roster name); `None`: the host.
    pub player: Option<String>,
    /// The game's version the result was read at.
    pub version: i64,
    /// The result as the game had it (per seat, JSON).
    pub scores: Value,
    /// The refuser's version, or the host's corrected scores (per seat, JSON).
    pub claimed: Option<Value>,
    /// Why (a refusal, a correction).
    pub reason: Option<String>,
}

/// One entry of a table's result trail, as stored.
#[derive(Debug, Clone, PartialEq)]
pub struct ResultRow {
    /// Its id (the trail's order).
    pub id: i64,
    /// The table's game.
    pub game: i64,
    /// What happened.
    pub action: ResultAction,
    /// Who did it; `None`: the host.
    pub player: Option<String>,
    /// The game's version it was read at.
    pub version: i64,
    /// The result as the game had it.
    pub scores: Value,
    /// The refuser's version, or the host's scores.
    pub claimed: Option<Value>,
    /// Why.
    pub reason: Option<String>,
    /// RFC 3339 UTC.
    pub at: String,
}

/// A night in the list of nights.
#[derive(Debug, Clone, PartialEq)]
pub struct NightSummary {
    /// Its id.
    pub id: i64,
    /// Its spec.
    pub spec: Value,
    /// RFC 3339 UTC.
    pub created_at: String,
    /// When the host finalised it.
    pub finished_at: Option<String>,
    /// Its newest seated round (0 before the first).
    pub round: u32,
}

/// The longest reason kept (the migration's check).
const MAX_REASON: usize = 500;

impl Store {
    /// Checks a phone in to night `night` as `player` (a player of the night, by exact name):
    /// from now on the phone `device` is that player at this night. Checking in again moves
    /// the phone to the new name.
    pub fn night_check_in(
        &mut self,
        night: i64,
        device: &str,
        player: &str,
        now: DateTime<Utc>,
    ) -> Result<(), StoreError> {
        let tx = self.conn.transaction()?;
        let finished: Option<Option<String>> = tx
            .query_row(
                "SELECT finished_at FROM nights WHERE id = ?1",
                [night],
                |r| r.get(0),
            )
            .optional()?;
        match finished {
            None => return Err(StoreError::not_found(crate::Missing::Night(night))),
            Some(Some(_)) => {
                return Err(StoreError::declined(crate::Declined::NightOver { night }))
            }
            Some(None) => {}
        }
        let id: Option<i64> = tx
            .query_row(
                "SELECT p.id FROM night_players np JOIN players p ON p.id = np.player_id
                 WHERE np.night_id = ?1 AND p.name = ?2",
                params![night, player],
                |r| r.get(0),
            )
            .optional()?;
        let Some(id) = id else {
            return Err(StoreError::declined(crate::Declined::NotOfNight {
                player: player.to_string(),
            }));
        };
        tx.execute(
            "INSERT INTO night_checkins (night_id, device, player_id, at) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (night_id, device) DO UPDATE SET player_id = excluded.player_id, at = excluded.at",
            params![night, device, id, stamp(now)],
        )?;
        tx.commit()?;
        Ok(())
    }

    /// The player phone `device` checked in as at night `night`, if it did.
    pub fn night_checked_in(&self, night: i64, device: &str) -> Result<Option<String>, StoreError> {
        Ok(self
            .conn
            .query_row(
                "SELECT p.name FROM night_checkins c JOIN players p ON p.id = c.player_id
                 WHERE c.night_id = ?1 AND c.device = ?2",
                params![night, device],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// The players of night `night` checked in from at least one phone, by name.
    pub fn night_checked_in_players(&self, night: i64) -> Result<Vec<String>, StoreError> {
        self.names_of(
            "SELECT DISTINCT p.name FROM night_checkins c JOIN players p ON p.id = c.player_id
             WHERE c.night_id = ?1 ORDER BY p.name",
            params![night],
        )
    }

    /// Adds an entry to a table's result trail (the table's game must be a night's table);
    /// its id.
    pub fn night_result_add(
        &mut self,
        entry: &NewResult,
        now: DateTime<Utc>,
    ) -> Result<i64, StoreError> {
        if entry
            .reason
            .as_ref()
            .is_some_and(|r| r.chars().count() > MAX_REASON)
        {
            return Err(StoreError::declined(crate::Declined::ReasonTooLong {
                max: MAX_REASON,
            }));
        }
        let at = stamp(now);
        let tx = self.conn.transaction()?;
        let tagged: Option<i64> = tx
            .query_row(
                "SELECT night_id FROM night_games WHERE game_id = ?1",
                [entry.game],
                |r| r.get(0),
            )
            .optional()?;
        if tagged.is_none() {
            return Err(StoreError::not_found(crate::Missing::NightGame(entry.game)));
        }
        let player = match &entry.player {
            Some(name) => Some(player_id(&tx, name, &at)?),
            None => None,
        };
        let claimed = entry
            .claimed
            .as_ref()
            .map(serde_json::to_string)
            .transpose()?;
        tx.execute(
            "INSERT INTO night_results (game_id, action, player_id, version, scores, claimed, reason, at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
            params![
                entry.game,
                entry.action.as_str(),
                player,
                entry.version,
                serde_json::to_string(&entry.scores)?,
                claimed,
                entry.reason,
                at
            ],
        )?;
        let id = tx.last_insert_rowid();
        tx.commit()?;
        Ok(id)
    }

    /// Every entry of night `night`'s result trails, oldest first.
    pub fn night_results(&self, night: i64) -> Result<Vec<ResultRow>, StoreError> {
        type Raw = (
            i64,
            i64,
            String,
            Option<String>,
            i64,
            String,
            Option<String>,
            Option<String>,
            String,
        );
        let raw: Vec<Raw> = self
            .conn
            .prepare_cached(
                "SELECT r.id, r.game_id, r.action, p.name, r.version, r.scores, r.claimed, r.reason, r.at
                 FROM night_results r JOIN night_games g ON g.game_id = r.game_id
                 LEFT JOIN players p ON p.id = r.player_id
                 WHERE g.night_id = ?1 ORDER BY r.id",
            )?
            .query_map([night], |r| {
                Ok((
                    r.get(0)?,
                    r.get(1)?,
                    r.get(2)?,
                    r.get(3)?,
                    r.get(4)?,
                    r.get(5)?,
                    r.get(6)?,
                    r.get(7)?,
                    r.get(8)?,
                ))
            })?
            .collect::<Result<_, _>>()?;
        raw.into_iter()
            .map(
                |(id, game, action, player, version, scores, claimed, reason, at)| {
                    let action = ResultAction::parse(&action).ok_or_else(|| {
                        StoreError::declined(crate::Declined::ResultUnknown {
                            action: action.clone(),
                        })
                    })?;
                    Ok(ResultRow {
                        id,
                        game,
                        action,
                        player,
                        version,
                        scores: serde_json::from_str(&scores)?,
                        claimed: claimed.as_deref().map(serde_json::from_str).transpose()?,
                        reason,
                        at,
                    })
                },
            )
            .collect()
    }

    /// Closes round `round` of night `night` (no phone confirms or refuses in it any more);
    /// refused when it is not seated or already closed.
    pub fn night_close_round(
        &mut self,
        night: i64,
        round: u32,
        now: DateTime<Utc>,
    ) -> Result<(), StoreError> {
        let changed = self.conn.execute(
            "UPDATE night_rounds SET closed_at = ?3
             WHERE night_id = ?1 AND round = ?2 AND closed_at IS NULL",
            params![night, round, stamp(now)],
        )?;
        if changed == 0 {
            return Err(StoreError::declined(crate::Declined::RoundNotOpen {
                night,
                round,
            }));
        }
        Ok(())
    }

    /// The rounds of night `night` the host closed.
    pub fn night_closed_rounds(&self, night: i64) -> Result<Vec<u32>, StoreError> {
        Ok(self
            .conn
            .prepare_cached(
                "SELECT round FROM night_rounds WHERE night_id = ?1 AND closed_at IS NOT NULL ORDER BY round",
            )?
            .query_map([night], |r| r.get(0))?
            .collect::<Result<_, _>>()?)
    }

    /// Finalises night `night`: its results are final from now on. Refused when it is
    /// already.
    pub fn night_finish(&mut self, night: i64, now: DateTime<Utc>) -> Result<(), StoreError> {
        self.night(night)?;
        let changed = self.conn.execute(
            "UPDATE nights SET finished_at = ?2 WHERE id = ?1 AND finished_at IS NULL",
            params![night, stamp(now)],
        )?;
        if changed == 0 {
            return Err(StoreError::declined(crate::Declined::NightFinalised {
                night,
            }));
        }
        Ok(())
    }

    /// Every night, newest first.
    pub fn nights_list(&self) -> Result<Vec<NightSummary>, StoreError> {
        type Raw = (i64, String, String, Option<String>, Option<u32>);
        let raw: Vec<Raw> = self
            .conn
            .prepare_cached(
                "SELECT n.id, n.spec, n.created_at, n.finished_at,
                        (SELECT max(round) FROM night_rounds WHERE night_id = n.id)
                 FROM nights n ORDER BY n.id DESC",
            )?
            .query_map([], |r| {
                Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))
            })?
            .collect::<Result<_, _>>()?;
        raw.into_iter()
            .map(|(id, spec, created_at, finished_at, round)| {
                Ok(NightSummary {
                    id,
                    spec: serde_json::from_str(&spec)?,
                    created_at,
                    finished_at,
                    round: round.unwrap_or(0),
                })
            })
            .collect()
    }
}

impl Store {
    /// Replaces night `night`'s spec (a late arrival, an early leaver: the rules wrote it) and
    /// adds `arrived` to its players, after the others. Refused once the night is finalised.
    pub fn night_update(
        &mut self,
        night: i64,
        spec: &Value,
        arrived: Option<&str>,
        now: DateTime<Utc>,
    ) -> Result<(), StoreError> {
        let at = stamp(now);
        let tx = self.conn.transaction()?;
        let changed = tx.execute(
            "UPDATE nights SET spec = ?2 WHERE id = ?1 AND finished_at IS NULL",
            params![night, serde_json::to_string(spec)?],
        )?;
        if changed == 0 {
            return Err(StoreError::declined(crate::Declined::NightNotOpen {
                night,
            }));
        }
        if let Some(name) = arrived {
            let player = player_id(&tx, name, &at)?;
            tx.execute(
                "INSERT INTO night_players (night_id, position, player_id)
                 VALUES (?1, (SELECT coalesce(max(position), -1) + 1 FROM night_players WHERE night_id = ?1), ?2)",
                params![night, player],
            )?;
        }
        tx.commit()?;
        Ok(())
    }
}
