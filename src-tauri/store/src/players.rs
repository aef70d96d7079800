//! The roster. Renaming never merges two players: a name already taken is refused. A new name
//! goes through the rules' one name rule
//! ([`normalize_name`](cardtable_rules::seats::normalize_name)), like game creation and
//! import. Statistics are the command layer's (it folds each game with the rules).

use crate::{Store, StoreError};
use cardtable_rules::seats::normalize_name;
use cardtable_rules::RuleError;
use rusqlite::{params, OptionalExtension};
use serde::Serialize;

/// A roster player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct PlayerInfo {
    /// Database id.
    pub id: i64,
    /// Unique name.
    pub name: String,
    /// Games the player sat in.
    pub games: u32,
}

impl Store {
    /// The roster, by name.
    pub fn list_players(&self) -> Result<Vec<PlayerInfo>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT p.id, p.name, (SELECT count(*) FROM game_seats s JOIN games g ON g.id = s.game_id
                                    WHERE s.player_id = p.id AND g.deleted_at IS NULL)
             FROM players p ORDER BY p.name",
        )?;
        let rows = stmt.query_map([], |r| {
            Ok(PlayerInfo {
                id: r.get(0)?,
                name: r.get(1)?,
                games: r.get(2)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Roster player `id`; `NotFound` if there is none.
    pub fn player(&self, id: i64) -> Result<PlayerInfo, StoreError> {
        self.list_players()?
            .into_iter()
            .find(|p| p.id == id)
            .ok_or_else(|| StoreError::not_found(crate::Missing::Player(id)))
    }

    /// Renames player `id` everywhere. The name is normalised (trimmed, NFC, no invisible
    /// characters, at most 40 characters); a name another player already has, after
    /// normalising, is refused: players are never merged silently.
    pub fn rename_player(&mut self, id: i64, name: &str) -> Result<PlayerInfo, StoreError> {
        let name = normalize_name(name).map_err(RuleError::from)?;
        let name = name.as_str();
        let taken: Option<i64> = self
            .conn
            .query_row("SELECT id FROM players WHERE name = ?1", [name], |r| {
                r.get(0)
            })
            .optional()?;
        match taken {
            Some(other) if other != id => {
                return Err(StoreError::declined(crate::Declined::PlayerExists {
                    name: name.to_string(),
                }))
            }
            _ => {}
        }
        let n = self.conn.execute(
            "UPDATE players SET name = ?2 WHERE id = ?1",
            params![id, name],
        )?;
        if n == 0 {
            return Err(StoreError::not_found(crate::Missing::Player(id)));
        }
        self.player(id)
    }

    /// The games player `id` sat in that are not deleted, with their seat in each.
    pub fn player_seats(&self, id: i64) -> Result<Vec<(i64, usize)>, StoreError> {
        let seats: Vec<(i64, i64)> = self
            .conn
            .prepare_cached(
                "SELECT s.game_id, s.seat FROM game_seats s JOIN games g ON g.id = s.game_id
                 WHERE s.player_id = ?1 AND g.deleted_at IS NULL",
            )?
            .query_map([id], |r| Ok((r.get(0)?, r.get(1)?)))?
            .collect::<Result<_, _>>()?;
        Ok(seats
            .into_iter()
            .map(|(g, s)| (g, usize::try_from(s).unwrap_or(0)))
            .collect())
    }
}
