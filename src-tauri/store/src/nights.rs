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
            .ok_or_else(|| StoreError::not_found(format!("Night {night}")))?;
        let next = last.unwrap_or(0) + 1;
        if round != next {
            return Err(StoreError::invalid(format!(
                "Round {round} of night {night} cannot be seated now: the next round is {next}."
            )));
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
            .ok_or_else(|| StoreError::not_found(format!("Night {id}")))?;
        let players = self.names_of(
            "SELECT p.name FROM night_players np JOIN players p ON p.id = np.player_id
             WHERE np.night_id = ?1 ORDER BY np.position",
            params![id],
        )?;
        let numbers: Vec<u32> = self
            .conn
            .prepare_cached("SELECT round FROM night_rounds WHERE night_id = ?1 ORDER BY round")?
            .query_map([id], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        let mut rounds = Vec::with_capacity(numbers.len());
        for round in numbers {
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
