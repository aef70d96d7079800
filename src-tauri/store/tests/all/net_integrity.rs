//! Issue 22: damage that only SQLite's full `integrity_check` sees (an index that no longer
//! matches its table; `quick_check` passes it) is found when the database is opened, so it is
//! refused (the app's start-up screen) instead of written to.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use cardtable_store::{inspect, RefusalKind, Store, FULL_CHECK_BYTES};
use rusqlite::Connection;

#[test]
fn a_damaged_index_is_found_at_open() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("table.db");
    drop(Store::open(&db).unwrap());
    {
        let conn = Connection::open(&db).unwrap();
        for n in 0..20 {
            conn.execute(
                "INSERT INTO games (kind, options, first_dealer, created_at) VALUES ('scorepad', '{}', 0, ?1)",
                [format!("2026-01-0{}T00:00:{n:02}.000Z", 1 + n % 9)],
            )
            .unwrap();
        }
        // The index's definition now names another column than the one it was built on.
        conn.execute_batch(
            "PRAGMA writable_schema = ON;
             UPDATE sqlite_master SET sql = 'CREATE INDEX games_by_created ON games (kind DESC, id DESC)'
                 WHERE name = 'games_by_created';
             PRAGMA writable_schema = OFF;",
        )
        .unwrap();
        conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))
            .unwrap();
    }
    let conn = Connection::open(&db).unwrap();
    let quick: String = conn
        .query_row("PRAGMA quick_check", [], |r| r.get(0))
        .unwrap();
    let full: String = conn
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .unwrap();
    drop(conn);
    eprintln!("quick_check: {quick}; integrity_check: {full}");
    assert_eq!(quick, "ok", "the damage must be one quick_check misses");
    assert_ne!(full, "ok");
    assert!(std::fs::metadata(&db).unwrap().len() <= FULL_CHECK_BYTES);
    let refusal = inspect(&db).unwrap_err();
    assert_eq!(refusal.kind, RefusalKind::Damaged, "{refusal:?}");
    let before = std::fs::read(&db).unwrap();
    assert!(Store::open(&db).is_err());
    assert_eq!(
        std::fs::read(&db).unwrap(),
        before,
        "a damaged file was written to"
    );
}
