//! The roster and player statistics. Renaming never merges two players: a name already taken
//! is refused. A new name goes through the rules' one name rule
//! ([`normalize_name`](cardtable_rules::seats::normalize_name)), like game creation and import. Statistics fold each of the player's games with the rules (winners, and the
//! per-game figures read from the rules' outcomes); no score is computed in SQL.

use crate::state::GameState;
use crate::{Store, StoreError};
use cardtable_rules::ledger::figures::{Figures, Tally};
use cardtable_rules::seats::normalize_name;
use cardtable_rules::{GameKind, RuleError};
use rusqlite::{params, OptionalExtension};
use serde::Serialize;
use std::collections::BTreeMap;

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

/// One player's record in one kind of game.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct KindStats {
    /// Which game.
    pub kind: GameKind,
    /// Games played (finished or not).
    pub played: u32,
    /// Games that are over.
    pub finished: u32,
    /// Finished games the player won (co-winners included).
    pub won: u32,
    /// Hands played.
    pub hands: u32,
    /// The figures people ask about for this game.
    pub figures: Figures,
}

/// A player's statistics across all games.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct PlayerStats {
    /// The player.
    pub player: PlayerInfo,
    /// One entry per kind of game played, in the app's game order.
    pub by_game: Vec<KindStats>,
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

    fn player(&self, id: i64) -> Result<PlayerInfo, StoreError> {
        self.list_players()?
            .into_iter()
            .find(|p| p.id == id)
            .ok_or_else(|| StoreError::not_found(format!("Player {id}")))
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
                return Err(StoreError::invalid(format!(
                    "There is already a player called {name}. Choose another name; Cardtable never merges two players."
                )))
            }
            _ => {}
        }
        let n = self.conn.execute(
            "UPDATE players SET name = ?2 WHERE id = ?1",
            params![id, name],
        )?;
        if n == 0 {
            return Err(StoreError::not_found(format!("Player {id}")));
        }
        self.player(id)
    }

    /// Player `id`'s statistics across every game they sat in.
    pub fn player_stats(&self, id: i64) -> Result<PlayerStats, StoreError> {
        let player = self.player(id)?;
        let seats: Vec<(i64, i64)> = self
            .conn
            .prepare_cached(
                "SELECT s.game_id, s.seat FROM game_seats s JOIN games g ON g.id = s.game_id
                 WHERE s.player_id = ?1 AND g.deleted_at IS NULL",
            )?
            .query_map([id], |r| Ok((r.get(0)?, r.get(1)?)))?
            .collect::<Result<_, _>>()?;
        let mut by_kind: BTreeMap<GameKind, (KindStats, Tally)> = BTreeMap::new();
        for (game, seat) in seats {
            let seat = usize::try_from(seat).unwrap_or(0);
            let state = match GameState::load(&self.conn, game) {
                Ok(s) => s,
                // A kind this build does not know: not counted, rather than no statistics.
                Err(StoreError::Invalid { .. }) => continue,
                Err(e) => return Err(e),
            };
            let standings = self.fold(&state);
            let (k, tally) = by_kind.entry(state.kind).or_insert_with(|| {
                (
                    KindStats {
                        kind: state.kind,
                        played: 0,
                        finished: 0,
                        won: 0,
                        hands: 0,
                        figures: Figures::default(),
                    },
                    Tally::default(),
                )
            });
            k.played += 1;
            if standings.over {
                k.finished += 1;
                k.won += u32::from(standings.winners.contains(&seat));
            }
            for line in &standings.hands {
                k.hands += 1;
                if let Some(outcome) = &line.outcome {
                    tally.add(outcome, seat);
                }
            }
        }
        let by_game = by_kind
            .into_values()
            .map(|(mut k, tally)| {
                k.figures = tally.figures(k.kind);
                k
            })
            .collect();
        Ok(PlayerStats { player, by_game })
    }
}
