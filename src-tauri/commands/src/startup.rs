//! The start-up screen: what went wrong opening the database, and the ways out (open the last
//! automatic backup, start a new database elsewhere, quit). Also the one place the app opens
//! its database, so the setup hook and these commands decide the same way.
//!
//! A new database started here is remembered (in `replaced-databases.json` in the app's data
//! folder, keyed by the path that could not be opened), so the next launch opens it again
//! instead of showing this screen each time, and says so. The refused file is still tried
//! first, read-only, every launch: once it can be opened again (Cardtable updated for a newer
//! file, a folder moved away), it is the one used.

use crate::error::AppError;
use crate::state::{AppState, Startup};
use crate::words::{render, Lang};
use cardtable_rules::says::{text, Said};
use cardtable_store::backup::backups_dir;
use cardtable_store::{
    list_backups, restore_backup, Backup, Refusal, RefusalKind, RefusalReason, Restored, Store,
    StoreError,
};
use chrono::{DateTime, Utc};
use serde::Serialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The file in the app's data folder that remembers, per refused database, the one started
/// in its place.
const REPLACED: &str = "replaced-databases.json";

/// Larger than any honest list of replacements: a bigger file is not read.
const REPLACED_MAX_BYTES: u64 = 64 * 1024;

/// What the UI needs to know before it shows anything: whether the database is open, and if
/// not, why and what can be done, in the reader's language (the problem's title, message and
/// advice too).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct StartupStatus {
    /// Why the database is not open; `None` when all is well.
    pub problem: Option<Refusal>,
    /// The database the app uses (or tried to use).
    pub path: Option<String>,
    /// The newest automatic backup beside it, if any.
    pub last_backup: Option<Backup>,
    /// What the person can do, in words (the reader's language): the problem's advice, unless
    /// it offers a backup there is not.
    pub advice: String,
    /// Said once the window opens, when all is well (in the reader's language): the app
    /// opened the database started in place of one it still cannot open.
    pub notice: Option<String>,
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
            RefusalReason::CouldNotOpen {
                why: other.to_string(),
            },
        ),
    })
}

/// Opens the app's database at start-up: `db` (`None` when the platform has no data folder),
/// or, while `db` is refused, the database the person started in its place on an earlier
/// launch. Anything else becomes the start-up problem, so the window always opens.
pub fn open_app(
    db: Option<PathBuf>,
    data_dir: Option<PathBuf>,
    now: DateTime<Utc>,
) -> Result<AppState, StoreError> {
    let problem = match &db {
        Some(path) => match open(path, now) {
            Ok(store) => {
                return Ok(AppState::opened(
                    store,
                    Startup {
                        data_dir,
                        ..Startup::default()
                    },
                ))
            }
            Err(refusal) => refusal,
        },
        None => Refusal::new(
            RefusalKind::Unusable,
            Path::new(""),
            RefusalReason::NoDataFolder,
        ),
    };
    if let (Some(original), Some(instead)) = (
        db.as_deref(),
        data_dir
            .as_deref()
            .and_then(|d| db.as_deref().and_then(|b| replacement(d, b))),
    ) {
        if let Ok(store) = open(&instead, now) {
            let notice = Said::new("startup-notice")
                .arg("db", original.display().to_string())
                .arg("title", title_said(problem.kind))
                .arg("instead", instead.display().to_string());
            return Ok(AppState::opened(
                store,
                Startup {
                    data_dir,
                    notice: Some(notice),
                    ..Startup::default()
                },
            ));
        }
    }
    let startup = Startup {
        db,
        data_dir,
        problem: Some(problem),
        notice: None,
    };
    Ok(AppState::with_problem(Store::open_in_memory()?, startup))
}

/// The replacements remembered in `data_dir` (none when the file is missing, too big or not
/// what Cardtable writes).
fn replacements(data_dir: &Path) -> BTreeMap<String, String> {
    let path = data_dir.join(REPLACED);
    let fits = std::fs::metadata(&path).is_ok_and(|m| m.is_file() && m.len() <= REPLACED_MAX_BYTES);
    if !fits {
        return BTreeMap::new();
    }
    std::fs::read_to_string(&path)
        .ok()
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or_default()
}

/// The database started in place of `db`, if one was and it is still there.
fn replacement(data_dir: &Path, db: &Path) -> Option<PathBuf> {
    let key = db.display().to_string();
    replacements(data_dir)
        .remove(&key)
        .map(PathBuf::from)
        .filter(|p| p.is_file())
}

/// Remembers that `instead` was started in place of `db` (written whole, then renamed over
/// the old list, so a crash leaves the old list or the new one).
fn remember(data_dir: &Path, db: &Path, instead: &Path) -> std::io::Result<()> {
    let mut all = replacements(data_dir);
    all.insert(db.display().to_string(), instead.display().to_string());
    let text = serde_json::to_string_pretty(&all).map_err(std::io::Error::other)?;
    std::fs::create_dir_all(data_dir)?;
    let tmp = data_dir.join(format!("{REPLACED}.tmp"));
    std::fs::write(&tmp, text)?;
    std::fs::rename(&tmp, data_dir.join(REPLACED))
}

/// The heading of the start-up screen for a `kind` of refused file, as a message.
pub fn title_said(kind: RefusalKind) -> Said {
    Said::new(match kind {
        RefusalKind::Directory => "startup-title-directory",
        RefusalKind::Unreadable => "startup-title-unreadable",
        RefusalKind::NotSqlite => "startup-title-not-sqlite",
        RefusalKind::Truncated => "startup-title-truncated",
        RefusalKind::Foreign => "startup-title-foreign",
        RefusalKind::Newer => "startup-title-newer",
        RefusalKind::Damaged => "startup-title-damaged",
        RefusalKind::Unusable => "startup-title-unusable",
    })
}

/// What the person can do about a `kind` of refused file, as a message.
pub fn advice_said(kind: RefusalKind) -> Said {
    Said::new(match kind {
        RefusalKind::Directory | RefusalKind::Unreadable => "startup-advice-point",
        RefusalKind::NotSqlite | RefusalKind::Foreign => "startup-advice-elsewhere",
        RefusalKind::Newer => "startup-advice-update",
        RefusalKind::Truncated | RefusalKind::Damaged => "startup-advice-backup",
        RefusalKind::Unusable => "startup-advice-retry",
    })
}

/// Why a database was refused, as a message (the system's own words inside it as they are).
pub fn reason_said(reason: &RefusalReason) -> Said {
    let int = |n: u64| i64::try_from(n).unwrap_or(i64::MAX);
    match reason {
        RefusalReason::CannotLook { why } => {
            Said::new("startup-cannot-look").arg("why", why.as_str())
        }
        RefusalReason::Folder => Said::new("startup-folder"),
        RefusalReason::NotOrdinaryFile => Said::new("startup-not-ordinary"),
        RefusalReason::CannotRead { why } => {
            Said::new("startup-cannot-read").arg("why", why.as_str())
        }
        RefusalReason::BytesLeft { got } => Said::new("startup-bytes-left").arg("got", int(*got)),
        RefusalReason::NotSqlite => Said::new("startup-not-sqlite"),
        RefusalReason::Foreign => Said::new("startup-foreign"),
        RefusalReason::CutShort { has, needs } => Said::new("startup-cut-short")
            .arg("has", int(*has))
            .arg("needs", int(*needs)),
        RefusalReason::CannotOpenFile { why } => {
            Said::new("startup-cannot-open-file").arg("why", why.as_str())
        }
        RefusalReason::Unreadable { why } => {
            Said::new("startup-unreadable").arg("why", why.as_str())
        }
        RefusalReason::Newer { version, reads } => Said::new("startup-newer")
            .arg("version", int(*version))
            .arg("reads", int(*reads)),
        RefusalReason::CheckFound { problems } => {
            Said::new("startup-check-found").arg("problems", problems.join("; "))
        }
        RefusalReason::CannotCheck { why } => {
            Said::new("startup-cannot-check").arg("why", why.as_str())
        }
        RefusalReason::CouldNotOpen { why } => {
            Said::new("startup-could-not-open").arg("why", why.as_str())
        }
        RefusalReason::NoDataFolder => Said::new("startup-no-data-folder"),
    }
}

/// What is wrong with a refused database, as a message: its reason's, or its English words as
/// they are when it has none (read back from JSON).
pub fn message_said(refusal: &Refusal) -> Said {
    refusal
        .reason
        .as_ref()
        .map_or_else(|| text(refusal.message.clone()), |r| reason_said(r))
}

/// A whole refusal as a message, what is wrong then what to do: what an `E_STORAGE` that
/// quotes it says (its English the refusal's own `Display`).
pub fn refusal_said(refusal: &Refusal) -> Said {
    Said::new("startup-refusal")
        .arg("message", message_said(refusal))
        .arg("advice", advice_said(refusal.kind))
}

/// `refusal` with its heading, message and advice in `lang` (its kind, path and reason as
/// they are).
pub fn retell_refusal(mut refusal: Refusal, lang: Lang) -> Refusal {
    refusal.title = render(&title_said(refusal.kind), lang, &[]);
    refusal.message = render(&message_said(&refusal), lang, &[]);
    refusal.advice = render(&advice_said(refusal.kind), lang, &[]);
    refusal
}

/// An `E_STORAGE` that quotes `refusal`, said in every language.
pub fn refused(refusal: &Refusal) -> AppError {
    AppError::storage(refusal_said(refusal))
}

fn status(startup: &Startup, lang: Lang) -> StartupStatus {
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
    let advice = match &startup.problem {
        None => String::new(),
        Some(p) if p.kind.can_restore() && last_backup.is_none() => {
            render(&Said::new("startup-advice-no-backup"), lang, &[])
        }
        Some(p) => render(&advice_said(p.kind), lang, &[]),
    };
    StartupStatus {
        problem: startup.problem.clone().map(|p| retell_refusal(p, lang)),
        path: startup.db.as_ref().map(|p| p.display().to_string()),
        last_backup,
        can_restore,
        advice,
        notice: startup.notice.as_ref().map(|n| render(n, lang, &[])),
    }
}

/// The About line on Home: which Cardtable this is and where its data lives.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct About {
    /// Cardtable's version, the workspace's (the one `cardtable --version` prints and the
    /// packages carry).
    pub version: String,
    /// The database file in use; `None` when there is none (the start-up screen is showing).
    pub database: Option<String>,
    /// The folder its automatic backups go to, beside it.
    pub backups: Option<String>,
    /// The open database's schema version (`PRAGMA user_version`), `None` when none is open.
    pub schema_version: Option<u32>,
}

/// The version, the database file, its backups folder and its schema version.
pub fn startup_about(state: &AppState) -> Result<About, AppError> {
    let startup = state.startup()?;
    let version = env!("CARGO_PKG_VERSION").to_string();
    if startup.problem.is_some() {
        return Ok(About {
            version,
            database: None,
            backups: None,
            schema_version: None,
        });
    }
    let store = state.store()?;
    let schema_version = store
        .connection()
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .map_err(|e| {
            AppError::storage(Said::new("storage-schema-version").arg("why", e.to_string()))
        })?;
    let database = store.path().map(Path::to_path_buf);
    Ok(About {
        version,
        backups: database
            .as_deref()
            .map(|db| backups_dir(db).display().to_string()),
        database: database.map(|db| db.display().to_string()),
        schema_version: Some(schema_version),
    })
}

/// Whether the database opened, and if not, why and what the person can do, in `lang`
/// (English when none is given).
pub fn startup_status(state: &AppState, lang: Option<Lang>) -> Result<StartupStatus, AppError> {
    Ok(status(&state.startup()?, lang.unwrap_or(Lang::En)))
}

/// Puts the newest automatic backup in the damaged database's place (the damaged file is
/// renamed aside, never deleted) and opens it.
pub fn startup_restore(state: &AppState) -> Result<Restored, AppError> {
    let startup = state.startup()?;
    let now = Utc::now();
    let current = status(&startup, Lang::En);
    let (Some(db), Some(backup), true) = (startup.db, current.last_backup, current.can_restore)
    else {
        return Err(AppError::storage(Said::new("storage-no-backup")));
    };
    let restored = restore_backup(&db, Path::new(&backup.path), now)?;
    let store = open(&db, now).map_err(|r| AppError::storage(message_said(&r)))?;
    state.replace_store(store)?;
    Ok(restored)
}

/// Starts a fresh database at a new dated path in the app's data folder, leaving the one that
/// could not be opened as it is, and opens it. Answers the new path.
pub fn startup_new_database(state: &AppState) -> Result<String, AppError> {
    let startup = state.startup()?;
    if startup.problem.is_none() {
        return Err(AppError::storage(Said::new("storage-nothing-to-replace")));
    }
    let now = Utc::now();
    let folder = startup
        .data_dir
        .clone()
        .or_else(|| {
            startup
                .db
                .as_deref()
                .and_then(Path::parent)
                .map(PathBuf::from)
        })
        .ok_or_else(|| AppError::storage(Said::new("storage-no-data-folder")))?;
    let path = fresh_path(&folder, now);
    let store = open(&path, now).map_err(|r| AppError::storage(message_said(&r)))?;
    state.replace_store(store)?;
    // Next launch opens this one again while the old file still cannot be opened. Failing to
    // note it costs only this screen once more, so it does not undo the new database.
    if let (Some(data_dir), Some(db)) = (startup.data_dir.as_deref(), startup.db.as_deref()) {
        let _ = remember(data_dir, db, &path);
    }
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

    #[test]
    fn a_remembered_replacement_is_read_only_when_it_is_sound() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let (db, instead) = (dir.path().join("bad.db"), dir.path().join("new.db"));
        assert_eq!(replacement(dir.path(), &db), None, "nothing remembered");
        remember(dir.path(), &db, &instead).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(replacement(dir.path(), &db), None, "the new file is gone");
        std::fs::write(&instead, "").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(replacement(dir.path(), &db), Some(instead.clone()));
        assert_eq!(
            replacement(dir.path(), &instead),
            None,
            "only for that file"
        );
        for junk in [
            "[1, 2]".to_string(),
            "{\"a\": ".to_string(),
            " ".repeat(70_000),
        ] {
            std::fs::write(dir.path().join(REPLACED), junk).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(replacement(dir.path(), &db), None);
        }
    }
}
