//! What the store remembers between calls so that a write to a long game does not read the
//! whole game again (the prices are the command layer's memo: `cardtable-commands`' ledger).
//!
//! The game last written or viewed is kept as read, stamped with
//! the connection's count of changed rows (`sqlite3_total_changes`, which every write through
//! this connection moves) and `PRAGMA data_version` (which every commit by another connection
//! moves). The rows are reused only while both are unchanged, so any write anywhere, by any
//! code path or process, sends the next call back to the database. (A restore that copies
//! pages into this very connection with the backup API moves neither: it must reopen the
//! store.)

use crate::game_rows::GameState;
use crate::StoreError;
use rusqlite::Connection;

/// When the database was last seen: (rows changed by this connection, data version).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Stamp(u64, i64);

impl Stamp {
    /// The database's stamp now.
    pub fn of(conn: &Connection) -> Result<Stamp, StoreError> {
        let version = conn
            .prepare_cached("PRAGMA data_version")?
            .query_row([], |r| r.get(0))?;
        Ok(Stamp(conn.total_changes(), version))
    }
}

/// The last game's rows, as read at a stamp.
#[derive(Debug, Default)]
pub(crate) struct RowCache {
    last: Option<(Stamp, GameState)>,
}

impl RowCache {
    /// The rows of game `id` as last seen, if the database has not changed since.
    pub fn state(&self, id: i64, now: Stamp) -> Option<GameState> {
        match &self.last {
            Some((stamp, state)) if *stamp == now && state.id == id => Some(state.clone()),
            _ => None,
        }
    }

    /// Remembers `state` as the database holds it at `stamp`.
    pub fn keep(&mut self, stamp: Stamp, state: GameState) {
        self.last = Some((stamp, state));
    }
}

/// Game `id`'s rows: as last seen when the database has not changed since, else read (and
/// remembered).
pub(crate) fn load_cached(
    cache: &std::cell::RefCell<RowCache>,
    conn: &Connection,
    id: i64,
) -> Result<GameState, StoreError> {
    let stamp = Stamp::of(conn)?;
    if let Some(state) = cache.try_borrow().ok().and_then(|c| c.state(id, stamp)) {
        return Ok(state);
    }
    let state = GameState::load(conn, id)?;
    if let Ok(mut c) = cache.try_borrow_mut() {
        c.keep(stamp, state.clone());
    }
    Ok(state)
}
