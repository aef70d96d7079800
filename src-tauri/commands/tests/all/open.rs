//! Opening decides before it writes: every kind of file Cardtable must not open for writing
//! (cut short, another program's, not SQLite, a folder, a newer Cardtable's in WAL and in
//! rollback-journal mode, damaged pages) is refused with its kind, and the file is left
//! byte-for-byte as it was with nothing created beside it. A new or empty file and an older
//! Cardtable database open (the older one migrated after a backup), and closing leaves the
//! `.db` file complete on its own.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use cardtable_commands::Ledger;
use cardtable_rules::GameKind;
use cardtable_store::{
    inspect, list_backups, BackupReason, NewGame, RefusalKind, StoreError, Verdict, APPLICATION_ID,
    SCHEMA_VERSION,
};
use chrono::{DateTime, TimeZone, Utc};
use rusqlite::Connection;
use serde_json::json;
use std::collections::BTreeSet;
use std::path::Path;

const V1: &str = include_str!("../fixtures/v1_database.sql");

fn at(day: u32, hour: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, day, hour, 0, 0)
        .single()
        .unwrap()
}

/// Every name in `dir`, recursively (so a stray `-wal`, `-shm` or `backups/` shows).
fn names(dir: &Path) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for e in std::fs::read_dir(dir).unwrap().flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        if e.path().is_dir() {
            for inner in names(&e.path()) {
                out.insert(format!("{name}/{inner}"));
            }
        }
        out.insert(name);
    }
    out
}

/// A Cardtable database with one knock rummy game of `hands` hands, closed.
fn cardtable_db(path: &Path, hands: usize) {
    let mut s = Ledger::open(path).unwrap();
    let g = s
        .create_game(
            &NewGame {
                kind: GameKind::KnockRummy,
                players: vec!["Ann".into(), "Bob".into()],
                options: json!({"target": 1_000_000}),
                first_dealer: 0,
            },
            at(1, 9),
        )
        .unwrap();
    for i in 0..hands {
        let k = (i % 9) as i64 + 1;
        s.record_hand(g.id, &json!({"points": [k, -k]}), None, at(1, 10))
            .unwrap();
    }
}

/// Asserts `path` is refused as `kind` and that nothing in its folder changed.
fn refused_untouched(path: &Path, kind: RefusalKind) {
    let dir = path.parent().unwrap();
    let before_names = names(dir);
    let before = std::fs::read(path).ok();
    match inspect(path) {
        Err(r) => assert_eq!(r.kind, kind, "{r:?}"),
        other => panic!("expected {kind:?}, got {other:?}"),
    }
    match Ledger::open_at(path, at(20, 12)) {
        Err(StoreError::Refused(r)) => {
            assert_eq!(r.kind, kind);
            assert!(!r.message.is_empty() && !r.advice.is_empty());
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert_eq!(std::fs::read(path).ok(), before, "the file's bytes changed");
    assert_eq!(
        names(dir),
        before_names,
        "files appeared or vanished beside it"
    );
}

#[test]
fn a_truncated_database_is_refused_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cut.db");
    cardtable_db(&path, 300);
    let len = std::fs::metadata(&path).unwrap().len();
    assert!(len > 8192, "the game spans pages ({len} bytes)");
    let f = std::fs::OpenOptions::new().write(true).open(&path).unwrap();
    f.set_len(len / 2).unwrap();
    drop(f);
    refused_untouched(&path, RefusalKind::Truncated);
    // Cut inside the header too.
    std::fs::OpenOptions::new()
        .write(true)
        .open(&path)
        .unwrap()
        .set_len(40)
        .unwrap();
    refused_untouched(&path, RefusalKind::Truncated);
}

#[test]
fn another_programs_sqlite_file_is_refused_untouched() {
    let dir = tempfile::tempdir().unwrap();
    // Rollback-journal mode, no application id.
    let path = dir.path().join("notes.db");
    {
        let c = Connection::open(&path).unwrap();
        c.execute_batch("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes (body) VALUES ('milk');")
            .unwrap();
    }
    refused_untouched(&path, RefusalKind::Foreign);
    // WAL mode: opening it must not create -wal/-shm.
    let wal = dir.path().join("wal.db");
    {
        let c = Connection::open(&wal).unwrap();
        c.query_row("PRAGMA journal_mode = WAL", [], |_| Ok(()))
            .unwrap();
        c.execute_batch("CREATE TABLE t (x); INSERT INTO t VALUES (1);")
            .unwrap();
    }
    refused_untouched(&wal, RefusalKind::Foreign);
    // Another program's application id, even with tables named like ours.
    let other = dir.path().join("other.db");
    {
        let c = Connection::open(&other).unwrap();
        c.execute_batch(
            "PRAGMA application_id = 7; PRAGMA user_version = 1;
             CREATE TABLE players (x); CREATE TABLE games (x); CREATE TABLE game_seats (x);
             CREATE TABLE hands (x); CREATE TABLE hand_scores (x);",
        )
        .unwrap();
    }
    refused_untouched(&other, RefusalKind::Foreign);
}

#[test]
fn a_file_that_is_not_sqlite_is_refused_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("random.db");
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    let bytes: Vec<u8> = (0..8192)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 24) as u8
        })
        .collect();
    std::fs::write(&path, &bytes).unwrap();
    refused_untouched(&path, RefusalKind::NotSqlite);
    let text = dir.path().join("short.db");
    std::fs::write(&text, "hello\n").unwrap();
    refused_untouched(&text, RefusalKind::NotSqlite);
}

#[test]
fn a_directory_is_refused_and_nothing_is_created_in_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("a-folder.db");
    std::fs::create_dir(&path).unwrap();
    std::fs::write(path.join("keep.txt"), "mine").unwrap();
    refused_untouched(&path, RefusalKind::Directory);
    assert_eq!(
        names(&path),
        BTreeSet::from(["keep.txt".to_string()]),
        "nothing created inside"
    );
}

fn newer(path: &Path, journal: &str) {
    cardtable_db(path, 3);
    let c = Connection::open(path).unwrap();
    c.query_row(&format!("PRAGMA journal_mode = {journal}"), [], |_| Ok(()))
        .unwrap();
    c.pragma_update(None, "user_version", SCHEMA_VERSION as i64 + 1)
        .unwrap();
}

#[test]
fn a_newer_cardtable_database_is_refused_untouched_in_wal_mode() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("future.db");
    newer(&path, "WAL");
    assert_eq!(std::fs::read(&path).unwrap()[18], 2, "WAL mode");
    refused_untouched(&path, RefusalKind::Newer);
}

#[test]
fn a_newer_cardtable_database_is_refused_untouched_in_rollback_journal_mode() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("future.db");
    newer(&path, "DELETE");
    assert_eq!(
        std::fs::read(&path).unwrap()[18],
        1,
        "rollback-journal mode"
    );
    refused_untouched(&path, RefusalKind::Newer);
}

/// Overwrites pages 3 to 5 of the database at `path` with a pattern: the header and schema
/// (page 1) stay readable, the tables do not.
pub fn damage(path: &Path) {
    let mut bytes = std::fs::read(path).unwrap();
    let page = u16::from_be_bytes([bytes[16], bytes[17]]) as usize;
    assert!(bytes.len() >= 6 * page, "enough pages to damage");
    for (i, b) in bytes[2 * page..5 * page].iter_mut().enumerate() {
        *b = (i * 7 % 251) as u8;
    }
    std::fs::write(path, bytes).unwrap();
}

#[test]
fn a_damaged_database_is_refused_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("damaged.db");
    cardtable_db(&path, 300);
    damage(&path);
    refused_untouched(&path, RefusalKind::Damaged);
}

#[test]
fn an_older_cardtable_database_is_backed_up_then_migrated() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.db");
    {
        let c = Connection::open(&path).unwrap();
        c.execute_batch(V1).unwrap();
    }
    let original = std::fs::read(&path).unwrap();
    assert_eq!(inspect(&path).unwrap(), Verdict::Cardtable { version: 1 });
    let s = Ledger::open_at(&path, at(5, 8)).unwrap();
    let app_id: i32 = s
        .connection()
        .query_row("PRAGMA application_id", [], |r| r.get(0))
        .unwrap();
    assert_eq!(app_id, APPLICATION_ID, "set on migration");
    let backups = list_backups(&path).unwrap();
    assert_eq!(backups.len(), 1, "{backups:?}");
    assert_eq!(backups[0].reason, BackupReason::Migration);
    assert_eq!(backups[0].taken_at, "2026-11-05T08:00:00.000Z");
    // The backup is the version-1 database as it was.
    let b = Connection::open(&backups[0].path).unwrap();
    let v: i64 = b
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(v, 1);
    let hands: i64 = b
        .query_row("SELECT count(*) FROM hands", [], |r| r.get(0))
        .unwrap();
    assert_eq!(hands, 5);
    drop(b);
    drop(s);
    assert_ne!(std::fs::read(&path).unwrap(), original, "migrated");
    assert_eq!(
        inspect(&path).unwrap(),
        Verdict::Cardtable {
            version: SCHEMA_VERSION
        }
    );
}

#[test]
fn a_new_or_empty_file_is_opened_and_marked_as_cardtables() {
    let dir = tempfile::tempdir().unwrap();
    for name in ["missing/inside/new.db", "empty.db", "empty-sqlite.db"] {
        let path = dir.path().join(name);
        match name {
            "empty.db" => std::fs::write(&path, b"").unwrap(),
            "empty-sqlite.db" => drop(Connection::open(&path).unwrap()),
            _ => {}
        }
        assert_eq!(inspect(&path).unwrap(), Verdict::New, "{name}");
        drop(Ledger::open_at(&path, at(3, 3)).unwrap());
        let c = Connection::open(&path).unwrap();
        let app_id: i32 = c
            .query_row("PRAGMA application_id", [], |r| r.get(0))
            .unwrap();
        assert_eq!(app_id, APPLICATION_ID, "{name}");
        assert!(
            list_backups(&path).unwrap().is_empty(),
            "nothing to back up"
        );
    }
}

#[test]
fn after_closing_the_db_file_alone_holds_everything() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cardtable.db");
    cardtable_db(&path, 50);
    let wal = dir.path().join("cardtable.db-wal");
    assert!(
        std::fs::metadata(&wal).map_or(true, |m| m.len() == 0),
        "the log is empty after close"
    );
    let copy = dir.path().join("copy-only-the-db.db");
    std::fs::copy(&path, &copy).unwrap();
    let s = Ledger::open(&copy).unwrap();
    let games = s.list_games(10).unwrap();
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].hand_count, 50);
}

#[test]
fn checkpoint_empties_the_log_while_open() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cardtable.db");
    cardtable_db(&path, 2);
    let s = Ledger::open(&path).unwrap();
    s.connection()
        .execute("UPDATE games SET finished_at = NULL", [])
        .unwrap();
    s.checkpoint().unwrap();
    let wal = std::fs::metadata(dir.path().join("cardtable.db-wal"))
        .map(|m| m.len())
        .unwrap_or(0);
    assert_eq!(wal, 0);
}

/// The app killed while it made a new file and had not yet turned it to WAL, or any writer
/// killed in rollback-journal mode, leaves a hot journal (`-journal`) beside a half-written file.
/// A read-only look cannot roll it back (SQLite says "attempt to write a readonly database"):
/// the file was refused as damaged at the next start (found by `kill::kill_mid_write_loses_nothing`,
/// which kills a writer while it opens: seed 11400714819323198485 failed 2 runs in 6). It is judged
/// on a copy with its journal, as a crash's write-ahead log is, then opened and rolled back:
/// the transaction the crash cut off is gone, everything before it is there.
#[test]
fn a_hot_journal_left_by_a_crash_is_rolled_back_not_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cardtable.db");
    cardtable_db(&path, 3);
    {
        let c = Connection::open(&path).unwrap();
        c.query_row("PRAGMA journal_mode = DELETE", [], |_| Ok(()))
            .unwrap();
    }
    // A transaction big enough to spill into the file (one page of cache), caught mid-flight:
    // the file and its journal copied while it is open are what a crash leaves.
    let crashed = dir.path().join("crashed");
    std::fs::create_dir(&crashed).unwrap();
    let copy = crashed.join("cardtable.db");
    {
        let mut c = Connection::open(&path).unwrap();
        c.pragma_update(None, "cache_size", 1).unwrap();
        let t = c.transaction().unwrap();
        t.execute_batch(
            "CREATE TABLE cut_off(x);
             INSERT INTO cut_off SELECT randomblob(1000) FROM
               (WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 500) SELECT i FROM n);
             DELETE FROM hands;",
        )
        .unwrap();
        std::fs::copy(&path, &copy).unwrap();
        std::fs::copy(
            dir.path().join("cardtable.db-journal"),
            crashed.join("cardtable.db-journal"),
        )
        .unwrap();
        t.rollback().unwrap();
    }
    assert!(
        crashed
            .join("cardtable.db-journal")
            .metadata()
            .unwrap()
            .len()
            > 0
    );
    let before = std::fs::read(&copy).unwrap();
    // Judged on a copy: the user's file is not touched by the look.
    assert!(
        matches!(inspect(&copy), Ok(Verdict::Cardtable { .. })),
        "{:?}",
        inspect(&copy)
    );
    assert_eq!(
        std::fs::read(&copy).unwrap(),
        before,
        "the look changed the file"
    );
    // Opened: rolled back to the three hands, the cut-off table gone, the file sound.
    let s = Ledger::open(&copy).unwrap();
    let games = s.list_games(10).unwrap();
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].hand_count, 3);
    let c = s.connection();
    let cut: i64 = c
        .query_row(
            "SELECT count(*) FROM sqlite_master WHERE name = 'cut_off'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(cut, 0, "the cut-off transaction is rolled back");
    let ok: String = c
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .unwrap();
    assert_eq!(ok, "ok");
}
