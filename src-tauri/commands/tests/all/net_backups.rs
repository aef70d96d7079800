//! Issue 22: backups that cannot be flushed out. A refused import (junk, from the CLI or a
//! phone) takes no backup at all, and however many imports are made, the newest daily copy and
//! the copy from before the last migration stay.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use cardtable_commands::{call, AppState};
use cardtable_store::{list_backups, BackupReason, Store, KEEP_BACKUPS};
use serde_json::json;
use std::path::Path;

fn daily_backups(db: &Path) -> usize {
    list_backups(db)
        .unwrap()
        .iter()
        .filter(|b| b.reason == BackupReason::Daily)
        .count()
}

/// A database with a game and its daily backup (opened again two days later).
fn table_with_a_daily_backup(db: &Path) -> AppState {
    let then = chrono::Utc::now() - chrono::Duration::days(2);
    let state = AppState::new(Store::open_at(db, then).unwrap());
    call(
        &state,
        "games_create",
        json!({"game": {"players": ["Ann", "Bob"], "preset": "seed", "options": {"kind": "scorepad", "options": {}}, "firstDealer": 0}}),
    )
    .unwrap();
    drop(state);
    let state = AppState::new(Store::open_at(db, chrono::Utc::now()).unwrap());
    assert_eq!(daily_backups(db), 1);
    state
}

#[test]
fn seven_refused_imports_leave_the_daily_backup() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("table.db");
    let state = table_with_a_daily_backup(&db);
    for n in 0..KEEP_BACKUPS {
        let junk = format!("{{\"format\": \"not cardtable\", \"n\": {n}}}");
        let error = call(&state, "import_json", json!({"text": junk})).unwrap_err();
        assert!(!error.to_string().is_empty());
    }
    let backups = list_backups(&db).unwrap();
    eprintln!(
        "after {KEEP_BACKUPS} refused imports: {} backups, {} daily",
        backups.len(),
        daily_backups(&db)
    );
    assert_eq!(daily_backups(&db), 1);
    assert_eq!(backups.len(), 1, "a refused import took a backup");
}

#[test]
fn many_accepted_imports_never_push_out_the_daily_backup() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("table.db");
    let state = table_with_a_daily_backup(&db);
    let text = call(&state, "export_all", json!({"format": "json"})).unwrap();
    for _ in 0..KEEP_BACKUPS + 3 {
        // Every game is in the database already: each import adds nothing but is accepted.
        let added = call(&state, "import_json", json!({"text": text})).unwrap();
        assert_eq!(added["imported"].as_array().unwrap().len(), 0);
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    let backups = list_backups(&db).unwrap();
    eprintln!(
        "after {} accepted imports: {} backups, {} daily",
        KEEP_BACKUPS + 3,
        backups.len(),
        daily_backups(&db)
    );
    assert_eq!(daily_backups(&db), 1);
    assert_eq!(backups.len(), KEEP_BACKUPS);
}
