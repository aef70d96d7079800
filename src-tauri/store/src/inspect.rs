//! Deciding what a database file is before anything writes to it.
//!
//! [`inspect`] looks at the path without changing a byte: the file system first (missing,
//! empty, a folder, unreadable), then the 100-byte SQLite header read as plain bytes (not
//! SQLite at all, cut short, another program's `application_id`), then the file opened
//! read-only (`immutable=1` when no `-wal` sits beside it, so SQLite creates no `-wal`/`-shm`
//! either): its `application_id`, `user_version`, tables and `PRAGMA quick_check` (the full
//! `integrity_check`, which also compares every index with its table, up to
//! [`FULL_CHECK_BYTES`]). Only a new or empty file and a Cardtable database of this or an
//! older schema version may be opened for writing; everything else is a [`Refusal`]: its kind
//! and its reason as data ([`RefusalReason`]), which the commands crate says to the person in
//! their language, and the same words in English.

use crate::SCHEMA_VERSION;
use chrono::NaiveDate;
use rusqlite::{Connection, OpenFlags};
use serde::{Deserialize, Serialize};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Condvar, Mutex};

/// Cardtable's SQLite `application_id` ("CDTB"), stored in every database it creates or
/// migrates, so another program's file is never mistaken for one of ours.
pub const APPLICATION_ID: i32 = 0x4344_5442;

/// The tables every Cardtable schema since version 1 has: how a database made before the
/// `application_id` was set is still recognised as Cardtable's.
const CARDTABLE_TABLES: [&str; 5] = ["players", "games", "game_seats", "hands", "hand_scores"];

/// The first 16 bytes of every SQLite database file.
const SQLITE_MAGIC: &[u8; 16] = b"SQLite format 3\0";

/// What kind of file a refused database is: the start-up screen picks its words and the
/// choices it offers from this.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "snake_case")]
pub enum RefusalKind {
    /// The path is a folder, not a file.
    Directory,
    /// The file (or its folder) cannot be read: permissions, or not a regular file.
    Unreadable,
    /// The file is not an SQLite database at all.
    NotSqlite,
    /// The file is a database that was cut short (its header counts more pages than it has).
    Truncated,
    /// An SQLite database of another program.
    Foreign,
    /// A Cardtable database made by a newer version of Cardtable.
    Newer,
    /// A Cardtable database that fails SQLite's `quick_check`: some pages are damaged.
    Damaged,
    /// Opening failed for another reason (no permission to write there, a full disk, a
    /// migration that could not run); the file was left as it was.
    Unusable,
}

impl RefusalKind {
    /// The heading the start-up screen shows for this kind of file.
    pub fn title(self) -> &'static str {
        match self {
            RefusalKind::Directory => "The database path is a folder",
            RefusalKind::Unreadable => "Cardtable cannot read its database",
            RefusalKind::NotSqlite => "This is not a Cardtable database",
            RefusalKind::Truncated => "The database file is cut short",
            RefusalKind::Foreign => "This database belongs to another program",
            RefusalKind::Newer => "This database is from a newer Cardtable",
            RefusalKind::Damaged => "The database file is damaged",
            RefusalKind::Unusable => "Cardtable cannot open its database",
        }
    }

    /// What the person can do about it.
    pub fn advice(self) -> &'static str {
        match self {
            RefusalKind::Directory | RefusalKind::Unreadable => {
                "Point CARDTABLE_DB at a database file, or start a new database."
            }
            RefusalKind::NotSqlite | RefusalKind::Foreign => {
                "Start a new database elsewhere; this file is left as it is."
            }
            RefusalKind::Newer => {
                "Update Cardtable to open it, or start a new database elsewhere; this file is left as it is."
            }
            RefusalKind::Truncated | RefusalKind::Damaged => {
                "Open the last automatic backup (the damaged file is kept beside it), or start a new database elsewhere."
            }
            RefusalKind::Unusable => "Start a new database elsewhere, or quit and try again.",
        }
    }

    /// Whether restoring an automatic backup over this file makes sense: only for a file that
    /// is (or was) Cardtable's own and can no longer be read. Another program's file or a newer
    /// Cardtable's database is never set aside in favour of an older copy.
    pub fn can_restore(self) -> bool {
        matches!(self, RefusalKind::Truncated | RefusalKind::Damaged)
    }
}

/// Why a database was refused, as data: which check failed and the details it found (the
/// system's own words, byte counts, versions). The commands crate says it in the reader's
/// language; [`RefusalReason::english`] is the store's own English, the [`Refusal`]'s `message`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RefusalReason {
    /// The file system would not say what is at the path (`why`: its error).
    CannotLook {
        /// The operating system's words.
        why: String,
    },
    /// The path is a folder.
    Folder,
    /// The path is a device or a pipe.
    NotOrdinaryFile,
    /// The file could not be read (`why`: the operating system's words).
    CannotRead {
        /// The operating system's words.
        why: String,
    },
    /// The file starts like an SQLite database but ends after `got` bytes.
    BytesLeft {
        /// How many bytes there are.
        got: u64,
    },
    /// The file is not an SQLite database at all.
    NotSqlite,
    /// The file is another program's SQLite database.
    Foreign,
    /// The file has `has` of the `needs` bytes its header counts.
    CutShort {
        /// Its length.
        has: u64,
        /// The length its header promises.
        needs: u64,
    },
    /// SQLite could not open the file (`why`: SQLite's words).
    CannotOpenFile {
        /// SQLite's words.
        why: String,
    },
    /// SQLite could not read the file's own tables (`why`: SQLite's words).
    Unreadable {
        /// SQLite's words.
        why: String,
    },
    /// A newer Cardtable's database: its format `version`, this Cardtable reads up to `reads`.
    Newer {
        /// The file's schema version.
        version: u64,
        /// The newest schema version this Cardtable reads.
        reads: u64,
    },
    /// SQLite's check found these problems (its own words).
    CheckFound {
        /// SQLite's words, one per problem.
        problems: Vec<String>,
    },
    /// The background check could not be waited for (`why`: what failed).
    CannotCheck {
        /// What failed.
        why: String,
    },
    /// Opening failed for another reason (`why`: the store's error in its own words).
    CouldNotOpen {
        /// The store's error.
        why: String,
    },
    /// The platform has no data folder to keep a database in.
    NoDataFolder,
}

impl RefusalReason {
    /// The reason in English: the [`Refusal`]'s `message`.
    pub fn english(&self) -> String {
        match self {
            RefusalReason::CannotLook { why } => {
                format!("Cardtable cannot look at its database file: {why}.")
            }
            RefusalReason::Folder => "The database path is a folder, not a database file.".to_string(),
            RefusalReason::NotOrdinaryFile => {
                "The database path is not an ordinary file (a device or a pipe).".to_string()
            }
            RefusalReason::CannotRead { why } => {
                format!("Cardtable cannot read its database file: {why}.")
            }
            RefusalReason::BytesLeft { got } => {
                format!("The database file is cut short: only {got} bytes are left of it.")
            }
            RefusalReason::NotSqlite => {
                "This file is not a Cardtable database: it is not an SQLite database at all."
                    .to_string()
            }
            RefusalReason::Foreign => {
                "This file is another program's database, not Cardtable's.".to_string()
            }
            RefusalReason::CutShort { has, needs } => {
                format!("The database file is cut short: it has {has} of its {needs} bytes.")
            }
            RefusalReason::CannotOpenFile { why } => {
                format!("Cardtable cannot open its database file: {why}.")
            }
            RefusalReason::Unreadable { why } => {
                format!("The database file is damaged and cannot be read ({why}).")
            }
            RefusalReason::Newer { version, reads } => format!(
                "This database was made by a newer version of Cardtable (its format is version {version}; this Cardtable reads up to {reads})."
            ),
            RefusalReason::CheckFound { problems } => format!(
                "The database file is damaged: SQLite's check found {}.",
                problems.join("; ")
            ),
            RefusalReason::CannotCheck { why } => {
                format!("Cardtable could not check its database file: {why}.")
            }
            RefusalReason::CouldNotOpen { why } => {
                format!("Cardtable could not open its database: {why}.")
            }
            RefusalReason::NoDataFolder => "This computer has no folder for app data, so Cardtable has nowhere to keep its database. Set CARDTABLE_DB to a database file.".to_string(),
        }
    }
}

/// Why Cardtable will not open a database, for the person: what is wrong and what they can do.
/// Nothing was written to the file. Its words are English; the commands crate says the same
/// from `kind` and `reason` in the reader's language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS, thiserror::Error)]
#[serde(rename_all = "camelCase")]
#[error("{message} {advice}")]
pub struct Refusal {
    /// What kind of file it is.
    pub kind: RefusalKind,
    /// The path as given.
    pub path: String,
    /// A heading for the start-up screen, e.g. "The database file is damaged".
    pub title: String,
    /// What is wrong, in words.
    pub message: String,
    /// What the person can do about it.
    pub advice: String,
    /// What is wrong, as data (`None` only for a refusal read back from JSON, which carries
    /// its English words alone; boxed, so a `Result` carrying a refusal stays small).
    #[serde(skip)]
    #[ts(skip)]
    pub reason: Option<Box<RefusalReason>>,
}

impl Refusal {
    /// A refusal of `kind` for the file at `path`, with its heading and advice.
    pub fn new(kind: RefusalKind, path: &Path, reason: RefusalReason) -> Self {
        Refusal {
            kind,
            path: path.display().to_string(),
            title: kind.title().to_string(),
            message: reason.english(),
            advice: kind.advice().to_string(),
            reason: Some(Box::new(reason)),
        }
    }
}

/// A database Cardtable may open for writing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// Nothing there yet (no file, an empty file, or an SQLite file with no tables): a new
    /// database is made.
    New,
    /// A Cardtable database at schema `version` (at most [`SCHEMA_VERSION`]); one below it is
    /// migrated after a backup.
    Cardtable {
        /// Its `user_version`.
        version: usize,
    },
}

/// What the 100-byte header says, read as bytes.
struct Header {
    page_size: u64,
    /// The page count, when the header vouches for it (non-zero and written by a SQLite that
    /// keeps it: the "version-valid-for" number matches the change counter).
    pages: Option<u64>,
    application_id: i32,
}

fn be32(b: &[u8], at: usize) -> u32 {
    let mut four = [0u8; 4];
    four.copy_from_slice(&b[at..at + 4]);
    u32::from_be_bytes(four)
}

fn header(bytes: &[u8; 100]) -> Header {
    let raw = u16::from_be_bytes([bytes[16], bytes[17]]);
    let page_size = if raw == 1 { 65_536 } else { u64::from(raw) };
    let pages = be32(bytes, 28);
    let valid = pages != 0 && be32(bytes, 24) == be32(bytes, 92);
    Header {
        page_size,
        pages: valid.then_some(u64::from(pages)),
        application_id: be32(bytes, 68) as i32,
    }
}

/// The path of an SQLite sidecar file: `<db>-wal`, `<db>-shm`, `<db>-journal`.
pub(crate) fn sidecar(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_os_string();
    name.push(suffix);
    PathBuf::from(name)
}

/// Opens `path` for reading only, creating nothing beside it when it can: `immutable=1` when
/// no write-ahead log or journal is there to be read (SQLite would otherwise make `-wal` and
/// `-shm` for a WAL database), plain read-only when one is (its pages are part of the file).
pub(crate) fn open_read_only(path: &Path) -> rusqlite::Result<Connection> {
    let has_log = sidecar(path, "-wal").exists() || sidecar(path, "-journal").exists();
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY
        | OpenFlags::SQLITE_OPEN_URI
        | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let mode = if has_log { "mode=ro" } else { "immutable=1" };
    Connection::open_with_flags(format!("file:{}?{mode}", uri_path(path)), flags)
}

/// `path` escaped for an SQLite `file:` URI (`%`, `?` and `#` would end or garble it).
fn uri_path(path: &Path) -> String {
    let mut out = String::new();
    for c in path.to_string_lossy().chars() {
        match c {
            '%' => out.push_str("%25"),
            '?' => out.push_str("%3f"),
            '#' => out.push_str("%23"),
            c => out.push(c),
        }
    }
    out
}

/// Decides what the file at `path` is without writing to it (see the module header).
pub fn inspect(path: &Path) -> Result<Verdict, Refusal> {
    inspect_within(path, FULL_CHECK_BYTES)
}

/// [`inspect`], with the full `integrity_check` for a database (file and log together) of at
/// most `full_check_bytes`; a larger one gets `quick_check` here and its full check later, in
/// the background ([`Background`]).
pub fn inspect_within(path: &Path, full_check_bytes: u64) -> Result<Verdict, Refusal> {
    let refuse = |kind, reason| Refusal::new(kind, path, reason);
    let meta = match std::fs::metadata(path) {
        Ok(meta) => meta,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Verdict::New),
        Err(e) => {
            return Err(refuse(
                RefusalKind::Unreadable,
                RefusalReason::CannotLook { why: e.to_string() },
            ))
        }
    };
    if meta.is_dir() {
        return Err(refuse(RefusalKind::Directory, RefusalReason::Folder));
    }
    if !meta.is_file() {
        return Err(refuse(
            RefusalKind::Unreadable,
            RefusalReason::NotOrdinaryFile,
        ));
    }
    let wal_len = std::fs::metadata(sidecar(path, "-wal")).map_or(0, |m| m.len());
    if meta.len() == 0 && wal_len == 0 {
        return Ok(Verdict::New);
    }
    let mut bytes = [0u8; 100];
    let read = std::fs::File::open(path).and_then(|mut f| {
        let mut got = 0;
        while got < bytes.len() {
            match f.read(&mut bytes[got..])? {
                0 => break,
                n => got += n,
            }
        }
        Ok(got)
    });
    let got = match read {
        Ok(got) => got,
        Err(e) => {
            return Err(refuse(
                RefusalKind::Unreadable,
                RefusalReason::CannotRead { why: e.to_string() },
            ))
        }
    };
    if got < bytes.len() {
        let (kind, reason) = if got > 0 && bytes[..got.min(16)] == SQLITE_MAGIC[..got.min(16)] {
            (
                RefusalKind::Truncated,
                RefusalReason::BytesLeft { got: got as u64 },
            )
        } else {
            (RefusalKind::NotSqlite, RefusalReason::NotSqlite)
        };
        return Err(refuse(kind, reason));
    }
    if &bytes[..16] != SQLITE_MAGIC {
        return Err(refuse(RefusalKind::NotSqlite, RefusalReason::NotSqlite));
    }
    let head = header(&bytes);
    if head.application_id != 0 && head.application_id != APPLICATION_ID {
        return Err(refuse(RefusalKind::Foreign, RefusalReason::Foreign));
    }
    if let Some(pages) = head.pages {
        let needed = pages.saturating_mul(head.page_size);
        if meta.len() < needed {
            return Err(refuse(
                RefusalKind::Truncated,
                RefusalReason::CutShort {
                    has: meta.len(),
                    needs: needed,
                },
            ));
        }
    }
    look_inside(path, &refuse, full_check_fits(path, full_check_bytes))
}

/// The SQLite half of [`inspect`]: identity, version and `quick_check` (the full
/// `integrity_check` up to [`FULL_CHECK_BYTES`]) through a read-only connection.
fn look_inside(
    path: &Path,
    refuse: &dyn Fn(RefusalKind, RefusalReason) -> Refusal,
    full: bool,
) -> Result<Verdict, Refusal> {
    let conn = open_read_only(path).map_err(|e| {
        refuse(
            RefusalKind::Unreadable,
            RefusalReason::CannotOpenFile { why: e.to_string() },
        )
    })?;
    let probe = conn.query_row("PRAGMA application_id", [], |r| r.get::<_, i32>(0));
    if let Err(rusqlite::Error::SqliteFailure(e, _)) = &probe {
        let left_by_a_crash = LOGS.iter().any(|log| sidecar(path, log).exists());
        if e.code == rusqlite::ErrorCode::ReadOnly && left_by_a_crash {
            drop(conn);
            return inspect_copy(path, refuse, full);
        }
    }
    judge(&conn, full, refuse)
}

/// The logs a crash can leave beside the file: a write-ahead log (`-wal`, the store's own mode),
/// or a hot rollback journal (`-journal`: the app killed while it made a new file and had not
/// yet turned it to WAL).
const LOGS: [&str; 2] = ["-wal", "-journal"];

/// A write-ahead log or a hot journal left behind by a crash (the app killed, the power cut) can
/// only be read by a connection that may write (it replays the log, or rolls the journal back),
/// which would change the user's file before it is judged. So a copy of the file and its logs
/// is judged instead, in a private temporary folder that is removed afterwards; the original
/// stays byte for byte as it was.
fn inspect_copy(
    path: &Path,
    refuse: &dyn Fn(RefusalKind, RefusalReason) -> Refusal,
    full: bool,
) -> Result<Verdict, Refusal> {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let unreadable = |e: &dyn std::fmt::Display| {
        refuse(
            RefusalKind::Unreadable,
            RefusalReason::CannotLook { why: e.to_string() },
        )
    };
    let dir = std::env::temp_dir().join(format!(
        "cardtable-inspect-{}-{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    ));
    std::fs::create_dir_all(&dir).map_err(|e| unreadable(&e))?;
    let copy = dir.join("copy.db");
    let judged = std::fs::copy(path, &copy)
        .and_then(|_| {
            for log in LOGS {
                if sidecar(path, log).exists() {
                    std::fs::copy(sidecar(path, log), sidecar(&copy, log))?;
                }
            }
            Ok(())
        })
        .map_err(|e| unreadable(&e))
        .and_then(|_| Connection::open(&copy).map_err(|e| unreadable(&e)))
        .and_then(|conn| judge(&conn, full, refuse));
    // Best effort: a leftover copy in the temporary folder harms nothing.
    let _ = std::fs::remove_dir_all(&dir);
    judged
}

/// The largest database (file and log together) given SQLite's full `integrity_check` at
/// open; a larger one gets `quick_check`, which skips comparing each index with its table.
/// Measured on a Cardtable-shaped database while the machine was busy compiling (issue 22):
/// at 16 MB (5,000 games of 20 hands) `quick_check` took 0.86 s and `integrity_check` 1.19 s;
/// at 65 MB 4.3 s and 6.9 s. So the full check costs about a third more than the quick one
/// already paid, and stays near a second up to this size.
pub const FULL_CHECK_BYTES: u64 = 16 * 1024 * 1024;

/// Whether the database at `path` is small enough for the full check at open (at most `limit`
/// bytes, file and log together).
pub(crate) fn full_check_fits(path: &Path, limit: u64) -> bool {
    let len = |p: &Path| std::fs::metadata(p).map_or(0, |m| m.len());
    len(path) + len(&sidecar(path, "-wal")) <= limit
}

/// Identity, version and `quick_check` of an open database (`integrity_check` when `full`).
fn judge(
    conn: &Connection,
    full: bool,
    refuse: &dyn Fn(RefusalKind, RefusalReason) -> Refusal,
) -> Result<Verdict, Refusal> {
    let damaged = |e: rusqlite::Error| {
        refuse(
            RefusalKind::Damaged,
            RefusalReason::Unreadable { why: e.to_string() },
        )
    };
    let app_id: i32 = conn
        .query_row("PRAGMA application_id", [], |r| r.get(0))
        .map_err(damaged)?;
    let version: i64 = conn
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .map_err(damaged)?;
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
        .and_then(|mut s| s.query_map([], |r| r.get(0))?.collect())
        .map_err(damaged)?;
    let ours = app_id == APPLICATION_ID
        || (app_id == 0
            && version >= 1
            && CARDTABLE_TABLES
                .iter()
                .all(|t| tables.iter().any(|have| have == t)));
    if !ours {
        if app_id == 0 && version == 0 && tables.is_empty() {
            return Ok(Verdict::New);
        }
        return Err(refuse(RefusalKind::Foreign, RefusalReason::Foreign));
    }
    let version = usize::try_from(version).unwrap_or(usize::MAX);
    if version > SCHEMA_VERSION {
        return Err(refuse(
            RefusalKind::Newer,
            RefusalReason::Newer {
                version: version as u64,
                reads: SCHEMA_VERSION as u64,
            },
        ));
    }
    let check = if full {
        "PRAGMA integrity_check(5)"
    } else {
        "PRAGMA quick_check(5)"
    };
    let problems: Vec<String> = conn
        .prepare(check)
        .and_then(|mut s| s.query_map([], |r| r.get(0))?.collect())
        .map_err(damaged)?;
    if problems.iter().any(|p| p != "ok") {
        return Err(refuse(
            RefusalKind::Damaged,
            RefusalReason::CheckFound { problems },
        ));
    }
    Ok(Verdict::Cardtable { version })
}

/// SQLite's full `integrity_check` of the Cardtable database at `path`, read-only (the same
/// identity checks as [`inspect`] first): `Ok` when it is sound.
pub fn full_check(path: &Path) -> Result<(), Refusal> {
    let refuse = |kind, reason| Refusal::new(kind, path, reason);
    look_inside(path, &refuse, true).map(|_| ())
}

/// How the background check stands.
#[derive(Debug, Clone)]
enum Checked {
    /// Running.
    Running,
    /// Found the file sound on this day.
    Sound(NaiveDate),
    /// Found damage: every write from now on is refused with this.
    Damaged(Refusal),
}

/// The full `integrity_check` of a database too big for it at open (over
/// [`FULL_CHECK_BYTES`]): it runs on a thread of its own from the moment the store opens, so
/// the window shows the games at once, and the first write of each day waits for that day's
/// check ([`Background::before_write`]); damage found refuses the write, and the app then
/// shows the start-up screen as for damage found at open. Nothing is written until it passed.
#[derive(Debug)]
pub struct Background {
    path: PathBuf,
    state: Mutex<Checked>,
    done: Condvar,
}

impl Background {
    /// Starts the check of `path` on a thread, for `today`.
    pub fn start(path: &Path, today: NaiveDate) -> Arc<Self> {
        let check = Arc::new(Self {
            path: path.to_path_buf(),
            state: Mutex::new(Checked::Running),
            done: Condvar::new(),
        });
        check.spawn(today);
        check
    }

    fn spawn(self: &Arc<Self>, day: NaiveDate) {
        let me = self.clone();
        let run = move || {
            let found = full_check(&me.path);
            if let Ok(mut state) = me.state.lock() {
                *state = match found {
                    Ok(()) => Checked::Sound(day),
                    Err(refusal) => Checked::Damaged(refusal),
                };
            }
            me.done.notify_all();
        };
        if std::thread::Builder::new()
            .name("integrity-check".to_string())
            .spawn(run.clone())
            .is_err()
        {
            // No thread to be had: check here and now instead.
            run();
        }
    }

    /// Waits for the check of `today` (starting it when the last one was on an earlier day);
    /// `Err` with the damage it found.
    pub fn before_write(self: &Arc<Self>, today: NaiveDate) -> Result<(), Refusal> {
        let unknown = |e: &dyn std::fmt::Display| {
            Refusal::new(
                RefusalKind::Unreadable,
                &self.path,
                RefusalReason::CannotCheck { why: e.to_string() },
            )
        };
        let mut state = self.state.lock().map_err(|e| unknown(&e))?;
        loop {
            match &*state {
                Checked::Damaged(refusal) => return Err(refusal.clone()),
                Checked::Sound(day) if *day >= today => return Ok(()),
                Checked::Sound(_) => {
                    *state = Checked::Running;
                    self.spawn(today);
                }
                Checked::Running => {}
            }
            state = self.done.wait(state).map_err(|e| unknown(&e))?;
        }
    }

    /// Whether the check has found the file sound for `today` without waiting (`None`: still
    /// running, or not yet run today).
    pub fn sound_on(&self, today: NaiveDate) -> Option<bool> {
        match &*self.state.lock().ok()? {
            Checked::Damaged(_) => Some(false),
            Checked::Sound(day) if *day >= today => Some(true),
            _ => None,
        }
    }
}
