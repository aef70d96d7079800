//! `cardtable-store`: SQLite storage for Cardtable. Owns SQL and nothing else.
//!
//! A hand row keeps the facts the players entered (JSON) and the per-seat points the rules
//! computed from them; the store never decides who won. One [`Store`] wraps one
//! `rusqlite::Connection` opened with WAL, `foreign_keys=ON` and `synchronous=FULL` (a hand
//! must survive power loss). The schema lives in append-only `migrations/*.sql`, applied by
//! `rusqlite_migration` on open. The clock is passed in; the store never reads it.

mod cache;
mod csv;
mod error;
mod export;
mod games;
mod hands;
mod history;
mod players;
mod state;

pub use csv::{cell as csv_cell, entered_summary, CSV_HEADER};
pub use error::StoreError;
pub use export::{
    parse_export, Export, ExportGame, ExportHand, ExportPlayer, EXPORT_FORMAT, EXPORT_VERSION,
};
pub use games::{GameSummary, NewGame};
pub use hands::GameView;
pub use players::{KindStats, PlayerInfo, PlayerStats};

use cache::PriceCache;
use rusqlite::Connection;
use rusqlite_migration::{Migrations, M};
use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Every schema version, oldest first. Append only: a released file is never edited.
const MIGRATION_STEPS: &[M<'static>] = &[
    M::up(include_str!("../migrations/0001_init.sql")),
    M::up(include_str!("../migrations/0002_history.sql")),
    M::up(include_str!("../migrations/0003_hand_ids.sql")),
];

/// The migrations, in order.
pub fn migrations() -> Migrations<'static> {
    Migrations::from_slice(MIGRATION_STEPS)
}

/// The latest schema version (`PRAGMA user_version` after migrating).
pub const SCHEMA_VERSION: usize = MIGRATION_STEPS.len();

/// How long a write waits for another connection's lock before failing.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// The Cardtable database: one connection. The app keeps it behind a `Mutex`.
#[derive(Debug)]
pub struct Store {
    conn: Connection,
    /// Hand prices already computed (pricing is pure; see `cache.rs`).
    cache: RefCell<PriceCache>,
}

impl Store {
    /// Opens (or creates) the database at `path`: creates missing parent folders, turns on WAL,
    /// foreign keys and `synchronous=FULL`, and brings the schema up to date.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        if let Some(dir) = path.parent() {
            if !dir.as_os_str().is_empty() {
                std::fs::create_dir_all(dir)?;
            }
        }
        let conn = Connection::open(path)?;
        conn.busy_timeout(BUSY_TIMEOUT)?;
        // journal_mode returns the resulting mode as a row.
        let _mode: String = conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))?;
        Self::finish_open(conn)
    }

    /// A fresh database in memory (tests, the CLI's scratch runs).
    pub fn open_in_memory() -> Result<Store, StoreError> {
        Self::finish_open(Connection::open_in_memory()?)
    }

    fn finish_open(mut conn: Connection) -> Result<Store, StoreError> {
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.pragma_update(None, "synchronous", "FULL")?;
        migrations().to_latest(&mut conn).map_err(|e| match e {
            rusqlite_migration::Error::MigrationDefinition(
                rusqlite_migration::MigrationDefinitionError::DatabaseTooFarAhead,
            ) => StoreError::invalid(
                "This database was made by a newer version of Cardtable. Update Cardtable to open it; nothing was changed.",
            ),
            other => other.into(),
        })?;
        Ok(Store {
            conn,
            cache: RefCell::new(PriceCache::default()),
        })
    }

    /// The rules' fold over a game's state, priced through the memo.
    pub(crate) fn fold(&self, state: &state::GameState) -> cardtable_rules::ledger::Standings {
        match self.cache.try_borrow_mut() {
            Ok(mut cache) => cache.fold(state),
            Err(_) => PriceCache::default().fold(state),
        }
    }

    /// The underlying connection, read-only use (tests, integrity checks).
    pub fn connection(&self) -> &Connection {
        &self.conn
    }
}

/// Where the app keeps its database: `$CARDTABLE_DB` if set, else
/// `<data dir>/app.cardtable/cardtable.db` (the folder Tauri's `app_data_dir` gives for the
/// identifier `app.cardtable`). `None` when the platform has no data folder.
pub fn default_path() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("CARDTABLE_DB").filter(|p| !p.is_empty()) {
        return Some(PathBuf::from(p));
    }
    dirs::data_dir().map(|d| d.join("app.cardtable").join("cardtable.db"))
}

/// A timestamp as stored: RFC 3339 in UTC with milliseconds, which sorts as text.
pub(crate) fn stamp(t: chrono::DateTime<chrono::Utc>) -> String {
    t.to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn migrations_validate() {
        assert!(migrations().validate().is_ok());
    }

    #[test]
    fn stamps_sort_as_text() {
        use chrono::TimeZone;
        let a = chrono::Utc.with_ymd_and_hms(2026, 1, 2, 3, 4, 5).single();
        let b = chrono::Utc.with_ymd_and_hms(2026, 11, 2, 3, 4, 5).single();
        let (Some(a), Some(b)) = (a, b) else {
            panic!("bad test dates")
        };
        assert_eq!(stamp(a), "2026-01-02T03:04:05.000Z");
        assert!(stamp(a) < stamp(b));
    }
}
