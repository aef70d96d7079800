//! The start-up screen: what went wrong opening the database, and the ways out (open the last
//! automatic backup, start a new database elsewhere, quit). Also the one place the app opens
//! its database, so the setup hook and these commands decide the same way.

use crate::error::AppError;
use crate::state::{AppState, Startup};
use cardtable_store::{
    list_backups, restore_backup, Backup, Refusal, RefusalKind, Restored, Store, StoreError,
};
use chrono::{DateTime, Utc};
use serde::Serialize;
use std::path::{Path, PathBuf};

/// What the UI needs to know before it shows anything: whether the database is open, and if
/// not, why and what can be done.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct StartupStatus {
    /// Why the database is not open; `None` when all is well.
    pub problem: Option<Refusal>,
    /// The database the app uses (or tried to use).
    pub path: Option<String>,
    /// The newest automatic backup beside it, if any.
    pub last_backup: Option<Backup>,
    /// Whether "open the last automatic backup" is offered: there is one, and the problem is
    /// a damaged or cut-short Cardtable file (another program's file or a newer Cardtable's
    /// database is never set aside for an older copy).
    pub can_restore: bool,
}

/// Opens the database at `path` for the app at `now`; a refusal or any failure becomes the
/// start-up problem instead of an error, so the window always opens.
pub fn open(path: &Path, now: DateTime<Utc>) -> Result<Store, Refusal> {
    Store::open_at(path, now).map_err(|e| match e {
        StoreError::Refused(refusal) => refusal,
        other => Refusal::new(
            RefusalKind::Unusable,
            path,
            format!("Cardtable could not open its database: {other}."),
        ),
    })
}

fn status(startup: &Startup) -> StartupStatus {
    let last_backup = startup
        .db
        .as_deref()
        .and_then(|db| list_backups(db).ok())
        .and_then(|b| b.into_iter().next());
    let can_restore = last_backup.is_some()
        && startup
            .problem
            .as_ref()
            .is_some_and(|p| p.kind.can_restore());
    StartupStatus {
        problem: startup.problem.clone(),
        path: startup.db.as_ref().map(|p| p.display().to_string()),
        last_backup,
        can_restore,
    }
}

/// Whether the database opened, and if not, why and what the person can do.
pub fn startup_status(state: &AppState) -> Result<StartupStatus, AppError> {
    Ok(status(&state.startup()?))
}

/// Puts the newest automatic backup in the damaged database's place (the damaged file is
/// renamed aside, never deleted) and opens it.
pub fn startup_restore(state: &AppState) -> Result<Restored, AppError> {
    let startup = state.startup()?;
    let now = Utc::now();
    let current = status(&startup);
    let (Some(db), Some(backup), true) = (startup.db, current.last_backup, current.can_restore)
    else {
        return Err(AppError::Storage {
            message: "There is no automatic backup to open for this database.".to_string(),
        });
    };
    let restored = restore_backup(&db, Path::new(&backup.path), now)?;
    let store = open(&db, now).map_err(|r| AppError::Storage { message: r.message })?;
    state.replace_store(store)?;
    Ok(restored)
}

/// Starts a fresh database at a new dated path in the app's data folder, leaving the one that
/// could not be opened as it is, and opens it. Answers the new path.
pub fn startup_new_database(state: &AppState) -> Result<String, AppError> {
    let startup = state.startup()?;
    if startup.problem.is_none() {
        return Err(AppError::Storage {
            message: "The database is open; there is nothing to replace.".to_string(),
        });
    }
    let now = Utc::now();
    let folder = startup
        .data_dir
        .or_else(|| {
            startup
                .db
                .as_deref()
                .and_then(Path::parent)
                .map(PathBuf::from)
        })
        .ok_or_else(|| AppError::Storage {
            message: "This computer has no folder for app data to start a database in.".to_string(),
        })?;
    let path = fresh_path(&folder, now);
    let store = open(&path, now).map_err(|r| AppError::Storage { message: r.message })?;
    state.replace_store(store)?;
    Ok(path.display().to_string())
}

/// `cardtable-<date and time>.db` in `folder`, with a number added if that name is taken.
fn fresh_path(folder: &Path, now: DateTime<Utc>) -> PathBuf {
    let base = format!("cardtable-{}", now.format("%Y-%m-%d-%H%M%S"));
    let mut path = folder.join(format!("{base}.db"));
    let mut n = 2;
    while std::fs::symlink_metadata(&path).is_ok() {
        path = folder.join(format!("{base}-{n}.db"));
        n += 1;
    }
    path
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn a_fresh_path_never_reuses_a_name() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let now = Utc
            .with_ymd_and_hms(2026, 11, 23, 9, 30, 5)
            .single()
            .unwrap_or_default();
        let first = fresh_path(dir.path(), now);
        assert!(first.ends_with("cardtable-2026-11-23-093005.db"));
        std::fs::write(&first, "").unwrap_or_else(|e| panic!("{e}"));
        assert!(fresh_path(dir.path(), now).ends_with("cardtable-2026-11-23-093005-2.db"));
    }
}
