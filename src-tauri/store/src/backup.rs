//! Automatic backups: consistent copies of the database in a `backups/` folder beside it.
//!
//! A backup is made with `VACUUM INTO` (a transactionally consistent copy, written to a
//! `.partial` name and renamed into place, so a half-written backup is never listed). One is
//! taken before every migration and every import, and on opening when the newest is more than
//! a day old; [`KEEP_BACKUPS`] are kept: the newest daily and pre-migration copies whatever
//! the number of others, then the newest of the rest. Names carry the time and the reason,
//! `cardtable-20261123T091000123Z-daily.db`, so they sort by age and say why they exist. The
//! clock is passed in. Restoring never deletes anything: the file it replaces (and its
//! `-wal`/`-shm`) is renamed aside first.

use crate::inspect::{inspect, open_read_only, sidecar, Verdict};
use crate::StoreError;
use chrono::{DateTime, NaiveDateTime, Utc};
use rusqlite::Connection;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// How many backups are kept; older ones are removed after each new one.
pub const KEEP_BACKUPS: usize = 7;

/// The folder holding the backups, beside the database.
const BACKUPS_DIR: &str = "backups";

/// The time format inside backup names: sorts as text, no characters file systems dislike.
const NAME_STAMP: &str = "%Y%m%dT%H%M%S%3fZ";

/// Why a backup was taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "snake_case")]
pub enum BackupReason {
    /// The newest backup was more than a day old when the database was opened.
    Daily,
    /// Before the schema was migrated to a new version.
    Migration,
    /// Before games were imported from a file.
    Import,
    /// Asked for by the person or a tool.
    Manual,
}

impl BackupReason {
    const ALL: [BackupReason; 4] = [
        BackupReason::Daily,
        BackupReason::Migration,
        BackupReason::Import,
        BackupReason::Manual,
    ];

    /// The word used in file names.
    pub fn as_str(self) -> &'static str {
        match self {
            BackupReason::Daily => "daily",
            BackupReason::Migration => "migration",
            BackupReason::Import => "import",
            BackupReason::Manual => "manual",
        }
    }
}

/// One backup file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Backup {
    /// Where it is.
    pub path: String,
    /// When it was taken, RFC 3339 UTC.
    pub taken_at: String,
    /// Why it was taken.
    pub reason: BackupReason,
}

/// What [`restore_backup`] did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Restored {
    /// The backup now in the database's place.
    pub backup: Backup,
    /// Where the file it replaced was moved (never deleted), if there was one.
    pub set_aside: Option<String>,
}

/// The `backups/` folder for the database at `db`.
pub fn backups_dir(db: &Path) -> PathBuf {
    db.parent()
        .unwrap_or_else(|| Path::new("."))
        .join(BACKUPS_DIR)
}

/// The database file's name without `.db`: the prefix of its backups' names.
fn stem(db: &Path) -> String {
    db.file_stem().map_or_else(
        || "cardtable".to_string(),
        |s| s.to_string_lossy().into_owned(),
    )
}

fn parse_name(stem: &str, name: &str) -> Option<(DateTime<Utc>, BackupReason)> {
    let rest = name
        .strip_prefix(stem)?
        .strip_prefix('-')?
        .strip_suffix(".db")?;
    let (stamp, reason) = rest.split_once('-')?;
    let reason = BackupReason::ALL
        .into_iter()
        .find(|r| r.as_str() == reason)?;
    let at = NaiveDateTime::parse_from_str(stamp, NAME_STAMP).ok()?;
    Some((at.and_utc(), reason))
}

/// The backups of the database at `db`, newest first. A missing folder is no backups.
pub fn list_backups(db: &Path) -> Result<Vec<Backup>, StoreError> {
    let dir = backups_dir(db);
    let entries = match std::fs::read_dir(&dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(e.into()),
    };
    let stem = stem(db);
    let mut found: Vec<(DateTime<Utc>, Backup)> = Vec::new();
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if let Some((at, reason)) = parse_name(&stem, &name) {
            found.push((
                at,
                Backup {
                    path: entry.path().display().to_string(),
                    taken_at: crate::stamp(at),
                    reason,
                },
            ));
        }
    }
    found.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| b.1.path.cmp(&a.1.path)));
    Ok(found.into_iter().map(|(_, b)| b).collect())
}

/// Whether the database at `db` is due its daily backup at `now`: no backup yet, or the newest
/// is more than a day old (or from the future, which a wrong clock can leave behind).
pub fn is_daily_due(db: &Path, now: DateTime<Utc>) -> Result<bool, StoreError> {
    let newest = list_backups(db)?.into_iter().next();
    Ok(
        match newest.and_then(|b| DateTime::parse_from_rfc3339(&b.taken_at).ok()) {
            None => true,
            Some(at) => {
                let age = now.signed_duration_since(at);
                age >= chrono::Duration::days(1) || age < chrono::Duration::zero()
            }
        },
    )
}

/// Writes a consistent copy of `conn`'s main database into the backups folder of `db`, then
/// keeps only the newest [`KEEP_BACKUPS`]. Works on a read-only connection too.
pub(crate) fn take(
    conn: &Connection,
    db: &Path,
    reason: BackupReason,
    now: DateTime<Utc>,
) -> Result<Backup, StoreError> {
    let dir = backups_dir(db);
    std::fs::create_dir_all(&dir)?;
    let name = format!(
        "{}-{}-{}.db",
        stem(db),
        now.format(NAME_STAMP),
        reason.as_str()
    );
    let target = dir.join(&name);
    let backup = Backup {
        path: target.display().to_string(),
        taken_at: crate::stamp(now),
        reason,
    };
    if target.exists() {
        // The same moment and reason: that copy is already there.
        return Ok(backup);
    }
    let partial = dir.join(format!("{name}.partial"));
    // A leftover from a crash mid-backup would make VACUUM INTO refuse.
    let _ = std::fs::remove_file(&partial);
    let written = conn
        .execute("VACUUM INTO ?1", [partial.to_string_lossy()])
        .map_err(StoreError::from)
        .and_then(|_| Ok(std::fs::rename(&partial, &target)?));
    if let Err(e) = written {
        let _ = std::fs::remove_file(&partial);
        return Err(e);
    }
    prune(db)?;
    Ok(backup)
}

/// Takes a backup of the file at `db` through a read-only connection (before a migration: no
/// byte of the original is written first).
pub(crate) fn take_of_file(
    db: &Path,
    reason: BackupReason,
    now: DateTime<Utc>,
) -> Result<Backup, StoreError> {
    let conn = open_read_only(db)?;
    take(&conn, db, reason, now)
}

/// The reasons whose newest backup is kept whatever the number of others: the daily copy and
/// the copy from before the last migration cannot be pushed out by imports or manual copies.
const ALWAYS_KEPT: [BackupReason; 2] = [BackupReason::Daily, BackupReason::Migration];

/// Keeps [`KEEP_BACKUPS`] backups of `db` at most: the newest of each [`ALWAYS_KEPT`] reason,
/// then the newest of the rest; removes the others.
fn prune(db: &Path) -> Result<(), StoreError> {
    let all = list_backups(db)?;
    let mut kept: Vec<&Backup> = ALWAYS_KEPT
        .iter()
        .filter_map(|reason| all.iter().find(|b| b.reason == *reason))
        .collect();
    for backup in &all {
        if kept.len() >= KEEP_BACKUPS {
            break;
        }
        if !kept.iter().any(|k| k.path == backup.path) {
            kept.push(backup);
        }
    }
    for old in all
        .iter()
        .filter(|b| !kept.iter().any(|k| k.path == b.path))
    {
        std::fs::remove_file(&old.path)?;
    }
    Ok(())
}

/// Puts the backup at `backup` in the place of the database at `db`: checks that the backup is
/// a sound Cardtable database, renames whatever is at `db` (and its `-wal`, `-shm`) aside to
/// `<db>.set-aside-<time>`, then copies the backup in (to a temporary name first, so `db` is
/// never half-written). The backup itself stays where it is.
pub fn restore_backup(
    db: &Path,
    backup: &Path,
    now: DateTime<Utc>,
) -> Result<Restored, StoreError> {
    let listed = list_backups(db)?
        .into_iter()
        .find(|b| Path::new(&b.path) == backup)
        .ok_or_else(|| {
            StoreError::declined(crate::Declined::NotABackup {
                path: backup.display().to_string(),
            })
        })?;
    match inspect(backup)? {
        Verdict::Cardtable { .. } => {}
        Verdict::New => return Err(StoreError::declined(crate::Declined::BackupEmpty)),
    }
    let set_aside = if std::fs::symlink_metadata(db).is_ok() {
        let aside = sidecar(db, &format!(".set-aside-{}", now.format(NAME_STAMP)));
        std::fs::rename(db, &aside)?;
        for suffix in ["-wal", "-shm", "-journal"] {
            let side = sidecar(db, suffix);
            if side.exists() {
                std::fs::rename(&side, sidecar(&aside, suffix))?;
            }
        }
        Some(aside.display().to_string())
    } else {
        None
    };
    let incoming = sidecar(db, ".restoring");
    std::fs::copy(backup, &incoming)?;
    std::fs::File::open(&incoming)?.sync_all()?;
    std::fs::rename(&incoming, db)?;
    Ok(Restored {
        backup: listed,
        set_aside,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn names_round_trip_and_foreign_names_are_ignored() {
        let at = Utc
            .with_ymd_and_hms(2026, 11, 23, 9, 10, 0)
            .single()
            .unwrap_or_default();
        let name = format!("my-db-{}-import.db", at.format(NAME_STAMP));
        assert_eq!(parse_name("my-db", &name), Some((at, BackupReason::Import)));
        assert_eq!(parse_name("my-db", "my-db-notes.db"), None);
        assert_eq!(parse_name("cardtable", &name), None);
        assert_eq!(parse_name("my-db", &format!("{name}.partial")), None);
    }
}
