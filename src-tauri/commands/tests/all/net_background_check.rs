//! Issue 22: a database too big for SQLite's full `integrity_check` at open is checked in the
//! background, and the first write waits for that check: damage only the full check sees (an
//! index that no longer matches its table; `quick_check` passes it) refuses the write, leaves
//! the file as it was, and becomes the start-up problem, as damage found at open does. The
//! size threshold is lowered to 0 bytes through `Store::open_within`, so a small file takes
//! the big one's path.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use cardtable_commands::startup::startup_status;
use cardtable_commands::{call, AppError, AppState};
use cardtable_store::{RefusalKind, Store};
use rusqlite::Connection;
use serde_json::json;
use std::path::Path;

fn new_game() -> serde_json::Value {
    json!({"game": {"players": ["Ann", "Bob"], "preset": "seed", "options": {"kind": "scorepad", "options": {}}, "firstDealer": 0}})
}

/// A database with a few games, closed.
fn table(db: &Path) {
    let state = AppState::new(Store::open_at(db, chrono::Utc::now()).unwrap());
    for _ in 0..5 {
        call(&state, "games_create", new_game()).unwrap();
    }
    state.close().unwrap();
}

#[test]
fn damage_found_in_the_background_refuses_the_first_write() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("table.db");
    table(&db);
    {
        let conn = Connection::open(&db).unwrap();
        conn.execute_batch(
            "PRAGMA writable_schema = ON;
             UPDATE sqlite_master SET sql = 'CREATE INDEX games_by_created ON games (kind DESC, id DESC)'
                 WHERE name = 'games_by_created';
             PRAGMA writable_schema = OFF;",
        )
        .unwrap();
        conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))
            .unwrap();
        let quick: String = conn
            .query_row("PRAGMA quick_check", [], |r| r.get(0))
            .unwrap();
        assert_eq!(quick, "ok", "the damage must be one quick_check misses");
    }
    let before = std::fs::read(&db).unwrap();

    // Opens: the quick check at open passes, the full one runs beside it.
    let store = Store::open_within(&db, chrono::Utc::now(), 0).unwrap();
    assert!(store.integrity().is_some(), "no background check started");
    let state = AppState::new(store);
    // Reading does not wait for the check.
    let games = call(&state, "games_list", json!({})).unwrap();
    assert_eq!(games.as_array().unwrap().len(), 5);

    let refused = call(&state, "games_create", new_game()).unwrap_err();
    let AppError::Storage { message, .. } = &refused else {
        panic!("not a storage refusal: {refused:?}");
    };
    assert!(message.contains("damaged"), "{message}");
    // The start-up screen now has the problem, with the backup to open.
    let status = startup_status(&state, None).unwrap();
    let problem = status.problem.expect("no start-up problem");
    assert_eq!(problem.kind, RefusalKind::Damaged, "{problem:?}");
    // And every command after it is refused with it (nothing reads or writes the file).
    assert!(call(&state, "games_list", json!({})).is_err());
    drop(state);
    assert_eq!(
        std::fs::read(&db).unwrap(),
        before,
        "a damaged file was written to"
    );
}

#[test]
fn a_sound_database_checked_in_the_background_takes_writes() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("table.db");
    table(&db);
    let store = Store::open_within(&db, chrono::Utc::now(), 0).unwrap();
    let check = store.integrity().expect("no background check started");
    let state = AppState::new(store);
    call(&state, "games_create", new_game()).unwrap();
    assert_eq!(
        check.sound_on(chrono::Utc::now().date_naive()),
        Some(true),
        "the write did not wait for the check"
    );
    assert!(startup_status(&state, None).unwrap().problem.is_none());
    // Under the threshold, the full check runs at open and none in the background.
    state.close().unwrap();
    let small = Store::open_within(&db, chrono::Utc::now(), u64::MAX).unwrap();
    assert!(small.integrity().is_none());
}
