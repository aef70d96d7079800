//! Ratings across club nights (issue 26): who opted in to being rated. The ratings are never
//! stored (they are recomputed from the stored games each time they are read); only the
//! opt-in is.

use crate::{stamp, Store, StoreError};
use chrono::{DateTime, Utc};
use rusqlite::params;

impl Store {
    /// The ids of the players who opted in to being rated.
    pub fn rated_players(&self) -> Result<Vec<i64>, StoreError> {
        let ids = self
            .conn
            .prepare_cached("SELECT player_id FROM rated_players ORDER BY player_id")?
            .query_map([], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        Ok(ids)
    }

    /// Opts roster player `player` in to being rated (`rated`) or out. Refused for a player
    /// not in the roster.
    pub fn set_rated(
        &mut self,
        player: i64,
        rated: bool,
        now: DateTime<Utc>,
    ) -> Result<(), StoreError> {
        let known: bool = self.conn.query_row(
            "SELECT EXISTS (SELECT 1 FROM players WHERE id = ?1)",
            params![player],
            |r| r.get(0),
        )?;
        if !known {
            return Err(StoreError::not_found(crate::Missing::Player(player)));
        }
        if rated {
            self.conn.execute(
                "INSERT OR IGNORE INTO rated_players (player_id, since) VALUES (?1, ?2)",
                params![player, stamp(now)],
            )?;
        } else {
            self.conn.execute(
                "DELETE FROM rated_players WHERE player_id = ?1",
                params![player],
            )?;
        }
        Ok(())
    }
}
