//! `cardtable-store`: SQLite storage for Cardtable. Owns SQL and nothing else.
//!
//! A hand row keeps the facts the players entered (JSON) and the per-seat points the rules
//! computed from them; the store never prices a hand nor decides who won: the command layer
//! (`cardtable-commands`' ledger) does, through the rules, and gives the store rows to write. One [`Store`] wraps one
//! `rusqlite::Connection` opened with WAL, `foreign_keys=ON` and `synchronous=FULL` (a hand
//! must survive power loss). The schema lives in append-only `migrations/*.sql`, applied by
//! `rusqlite_migration` on open. The clock is passed in; the store never reads it.
//!
//! Opening never writes to a file it should not: [`inspect`] decides first, read-only, what
//! the file is, and only a new file or a Cardtable database of this or an older version is
//! opened for writing (an older one after a backup, see [`backup`]). Closing checkpoints the
//! write-ahead log, so the `.db` file alone holds everything.

pub mod backup;
mod cache;
mod devices;
mod drafts;
mod error;
mod game_meta;
mod game_rows;
mod games;
mod group;
mod hands;
mod history;
mod import;
pub mod inspect;
mod keys;
mod names;
mod night_backup;
mod nights;
mod players;
mod ratings;
mod series;
mod tracker;

pub use backup::{list_backups, restore_backup, Backup, BackupReason, Restored, KEEP_BACKUPS};
pub use devices::PairedDevice;
pub use drafts::DRAFT_MAX;
pub use error::{Declined, ImportRefusal, Missing, StoreError};
pub use game_meta::{MetaRow, NAME_MAX};
pub use game_rows::{GameRow, GameState, HandRow};
pub use games::{GameSummary, NewGame};
pub use hands::{Action, Changed};
pub use import::{ImportGame, ImportPlayer, Imported};
pub use inspect::{
    inspect, Background, Refusal, RefusalKind, RefusalReason, Verdict, APPLICATION_ID,
    FULL_CHECK_BYTES,
};
pub use keys::{Once, MAX_KEY_CHARS};
pub use night_backup::{
    CheckIn, ImportNight, ImportResult, ImportRound, ImportSeries, ImportTable,
};
pub use nights::{
    NewResult, NewTable, NightRecord, NightRound, NightSummary, NightTable, ResultAction, ResultRow,
};
pub use players::PlayerInfo;
pub use series::SeriesRecord;
pub use tracker::MOVE_MAX;

use cache::RowCache;
use chrono::{DateTime, Utc};
use rusqlite::Connection;
use rusqlite_migration::{Migrations, M};
use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

/// Every schema version, oldest first. Append only: a released file is never edited.
const MIGRATION_STEPS: &[M<'static>] = &[
    M::up(include_str!("../migrations/0001_init.sql")),
    M::up(include_str!("../migrations/0002_history.sql")),
    M::up(include_str!("../migrations/0003_hand_ids.sql")),
    M::up(include_str!("../migrations/0004_hand_keys.sql")),
    M::up(include_str!("../migrations/0005_table.sql")),
    M::up(include_str!("../migrations/0006_trackers.sql")),
    M::up(NAMES_SQL),
    M::up(include_str!("../migrations/0008_device_drafts.sql")),
    M::up(include_str!("../migrations/0009_paired_devices.sql")),
    M::up(include_str!("../migrations/0010_drop_option_copies.sql")),
    M::up(include_str!("../migrations/0011_nights.sql")),
    M::up(include_str!("../migrations/0012_night_results.sql")),
    M::up(include_str!("../migrations/0013_ratings_and_series.sql")),
];

/// Migration 7: no schema change; its Rust hook renames players (`names.rs`).
const NAMES_VERSION: usize = 7;
const NAMES_SQL: &str = include_str!("../migrations/0007_names.sql");

/// The migrations, in order (migration 7 with its hook, which a `const` list cannot hold).
pub fn migrations() -> Migrations<'static> {
    let steps = MIGRATION_STEPS
        .iter()
        .enumerate()
        .map(|(i, step)| {
            if i + 1 == NAMES_VERSION {
                M::up_with_hook(NAMES_SQL, names::normalize_stored)
            } else {
                step.clone()
            }
        })
        .collect();
    Migrations::new(steps)
}

/// The latest schema version (`PRAGMA user_version` after migrating).
pub const SCHEMA_VERSION: usize = MIGRATION_STEPS.len();

/// How long a write waits for another connection's lock before failing.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// The Cardtable database: one connection. The app keeps it behind a `Mutex`.
#[derive(Debug)]
pub struct Store {
    conn: Connection,
    /// The database file; `None` in memory (nothing to back up or checkpoint).
    path: Option<PathBuf>,
    /// The last game's rows as read (see `cache.rs`).
    cache: RefCell<RowCache>,
    /// The full integrity check of a database too big for it at open, running beside it.
    integrity: Option<Arc<Background>>,
}

impl Store {
    /// Opens (or creates) the database at `path` as [`Store::open_at`] does, without the daily
    /// backup (tools and tests that have no clock to pass). A migration still backs up first;
    /// that backup is named after the file's last modification time.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        Self::open_with(path, None, FULL_CHECK_BYTES)
    }

    /// Opens (or creates) the database at `path`, the app's way: decides read-only what the
    /// file is and refuses anything but a new file or a Cardtable database of this or an older
    /// version ([`StoreError::Refused`], the file untouched); backs up an older one before
    /// migrating it; creates missing parent folders, turns on WAL, foreign keys and
    /// `synchronous=FULL`; and takes the daily backup when the newest is more than a day old
    /// at `now`.
    pub fn open_at(path: &Path, now: DateTime<Utc>) -> Result<Store, StoreError> {
        Self::open_with(path, Some(now), FULL_CHECK_BYTES)
    }

    /// [`Store::open_at`], giving SQLite's full `integrity_check` at open only to a database of
    /// at most `full_check_bytes` (file and log together); a bigger one is checked in the
    /// background, and the first write of each day waits for that check
    /// ([`Store::integrity`]).
    pub fn open_within(
        path: &Path,
        now: DateTime<Utc>,
        full_check_bytes: u64,
    ) -> Result<Store, StoreError> {
        Self::open_with(path, Some(now), full_check_bytes)
    }

    /// The background integrity check of a database too big for it at open; `None` when the
    /// full check ran at open.
    pub fn integrity(&self) -> Option<Arc<Background>> {
        self.integrity.clone()
    }

    fn open_with(
        path: &Path,
        now: Option<DateTime<Utc>>,
        full_check_bytes: u64,
    ) -> Result<Store, StoreError> {
        let checked_at_open = inspect::full_check_fits(path, full_check_bytes);
        let verdict = inspect::inspect_within(path, full_check_bytes)?;
        if let Verdict::Cardtable { version } = verdict {
            if version < SCHEMA_VERSION {
                let at = match now {
                    Some(now) => now,
                    None => std::fs::metadata(path)?.modified()?.into(),
                };
                backup::take_of_file(path, BackupReason::Migration, at)?;
            }
        }
        if let Some(dir) = path.parent() {
            if !dir.as_os_str().is_empty() {
                std::fs::create_dir_all(dir)?;
            }
        }
        let conn = Connection::open(path)?;
        conn.busy_timeout(BUSY_TIMEOUT)?;
        // journal_mode returns the resulting mode as a row.
        let _mode: String = conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))?;
        let mut store = Self::finish_open(conn, Some(path.to_path_buf()))?;
        if !checked_at_open && matches!(verdict, Verdict::Cardtable { .. }) {
            let today = now.unwrap_or_else(Utc::now).date_naive();
            store.integrity = Some(Background::start(path, today));
        }
        if let Some(now) = now {
            if store.has_games()? && backup::is_daily_due(path, now)? {
                store.backup_now(BackupReason::Daily, now)?;
            }
        }
        Ok(store)
    }

    /// A fresh database in memory (tests, the CLI's scratch runs).
    pub fn open_in_memory() -> Result<Store, StoreError> {
        Self::finish_open(Connection::open_in_memory()?, None)
    }

    fn finish_open(mut conn: Connection, path: Option<PathBuf>) -> Result<Store, StoreError> {
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.pragma_update(None, "synchronous", "FULL")?;
        migrations().to_latest(&mut conn).map_err(|e| match e {
            rusqlite_migration::Error::MigrationDefinition(
                rusqlite_migration::MigrationDefinitionError::DatabaseTooFarAhead,
            ) => StoreError::declined(Declined::DatabaseTooNew),
            other => other.into(),
        })?;
        let app_id: i32 = conn.query_row("PRAGMA application_id", [], |r| r.get(0))?;
        if app_id != APPLICATION_ID {
            conn.pragma_update(None, "application_id", APPLICATION_ID)?;
        }
        Ok(Store {
            conn,
            path,
            cache: RefCell::new(RowCache::default()),
            integrity: None,
        })
    }

    /// Whether any game is stored (an empty database needs no backup).
    fn has_games(&self) -> Result<bool, StoreError> {
        Ok(self
            .conn
            .query_row("SELECT EXISTS (SELECT 1 FROM games)", [], |r| r.get(0))?)
    }

    /// Takes a consistent backup now, for `reason` (the import path calls this before adding
    /// games), and keeps the newest [`KEEP_BACKUPS`]. `None` for a database in memory.
    pub fn backup_now(
        &self,
        reason: BackupReason,
        now: DateTime<Utc>,
    ) -> Result<Option<Backup>, StoreError> {
        match &self.path {
            Some(path) => Ok(Some(backup::take(&self.conn, path, reason, now)?)),
            None => Ok(None),
        }
    }

    /// The database file, `None` in memory.
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// Copies everything in the write-ahead log into the database file and empties the log, so
    /// the `.db` file alone is complete (a copy of it is a copy of everything). Done on drop;
    /// the app also calls it when it exits.
    pub fn checkpoint(&self) -> Result<(), StoreError> {
        if self.path.is_some() {
            self.conn
                .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))?;
        }
        Ok(())
    }

    /// The underlying connection, read-only use (tests, integrity checks).
    pub fn connection(&self) -> &Connection {
        &self.conn
    }
}

impl Drop for Store {
    fn drop(&mut self) {
        // Nothing to report to: a failed checkpoint leaves the log beside the file, where
        // SQLite reads it on the next open, so nothing is lost.
        let _ = self.checkpoint();
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
pub fn stamp(t: chrono::DateTime<chrono::Utc>) -> String {
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
