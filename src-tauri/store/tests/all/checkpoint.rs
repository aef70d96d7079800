//! The write-ahead log is checkpointed beside the writer, not inside a commit
//! (`store/src/checkpoint.rs`), and still does not grow without bound: a group commit past
//! the checkpoint size wakes the checkpointer's thread, whose checkpoint lets the next commit
//! start the log again; a writer that never pauses checkpoints itself at ten times the size;
//! and closing leaves the database file complete, with no log beside it.

use cardtable_rules::GameKind;
use cardtable_store::{NewGame, Store};
use chrono::{TimeZone, Utc};
use serde_json::json;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The checkpoint size the tests set, in pages (the app's is 1,000).
const PAGES: usize = 20;

fn wal(db: &Path) -> PathBuf {
    let mut wal = db.as_os_str().to_owned();
    wal.push("-wal");
    PathBuf::from(wal)
}

/// The log header's checkpoint sequence: SQLite adds one each time a commit starts the log
/// again from its beginning, which it does only after a checkpoint copied all of it.
fn restarts(db: &Path) -> u32 {
    let head = std::fs::read(wal(db)).unwrap_or_default();
    head.get(12..16)
        .map_or(0, |b| u32::from_be_bytes([b[0], b[1], b[2], b[3]]))
}

/// The log file's length in pages (its high-water mark: a log started again is written over
/// from its beginning, not shortened).
fn wal_pages(db: &Path, page: u64) -> u64 {
    std::fs::metadata(wal(db)).map_or(0, |m| m.len()) / (page + 24)
}

fn open(db: &Path) -> (Store, i64, u64) {
    let mut store = Store::open(db).unwrap();
    store.set_checkpoint_pages(PAGES);
    let game = store
        .create_game(
            &NewGame {
                kind: GameKind::Scorepad,
                players: vec!["Ann".into(), "Bob".into()],
                options: json!({}),
                first_dealer: 0,
            },
            Utc.with_ymd_and_hms(2026, 11, 27, 0, 0, 0)
                .single()
                .unwrap(),
        )
        .unwrap()
        .id;
    let page: i64 = store
        .connection()
        .query_row("PRAGMA page_size", [], |r| r.get(0))
        .unwrap();
    let page = u64::try_from(page).unwrap();
    // The log emptied: what follows is the tests' own.
    store.checkpoint().unwrap();
    (store, game, page)
}

/// One group commit of a draft of some 12 KB (a few pages), on screen `n`.
fn commit_one(store: &mut Store, game: i64, n: usize) {
    let now = Utc
        .with_ymd_and_hms(2026, 11, 27, 0, 1, 0)
        .single()
        .unwrap();
    let facts = json!({ "note": format!("{n:06}").repeat(2_000) });
    store.group_begin().unwrap();
    store.step_begin().unwrap();
    store
        .save_draft(game, &format!("screen {}", n % 50), &facts, now)
        .unwrap();
    store.step_keep().unwrap();
    store.group_commit().unwrap();
}

/// Waits (up to a minute: the machine may be busy) for `done`.
fn wait_for(what: &str, mut done: impl FnMut() -> bool) {
    let start = Instant::now();
    while !done() {
        assert!(start.elapsed() < Duration::from_secs(60), "never: {what}");
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn a_group_commit_past_the_size_has_the_log_checkpointed_beside_it_and_started_again() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("night.db");
    let (mut store, game, page) = open(&db);
    commit_one(&mut store, game, 0);
    let restarted = restarts(&db);
    // Past the checkpoint size, far below the writer's own backstop.
    let mut n = 1;
    while wal_pages(&db, page) < PAGES as u64 {
        commit_one(&mut store, game, n);
        n += 1;
    }
    assert!(
        wal_pages(&db, page) < (PAGES * 5) as u64,
        "{} pages",
        wal_pages(&db, page)
    );
    wait_for("a checkpoint beside the writer", || {
        store.checkpoints() >= 1
    });
    // The checkpointer has copied the log: the next commit starts it again.
    commit_one(&mut store, game, n);
    assert_eq!(
        restarts(&db),
        restarted + 1,
        "the log was not started again after the checkpoint"
    );
    let drafts: i64 = store
        .connection()
        .query_row("SELECT count(*) FROM drafts", [], |r| r.get(0))
        .unwrap();
    assert_eq!(drafts, (n + 1).min(50) as i64);
    drop(store);
    assert!(!wal(&db).exists(), "a log was left beside the closed file");
    let store = Store::open(&db).unwrap();
    let kept: i64 = store
        .connection()
        .query_row("SELECT count(*) FROM drafts", [], |r| r.get(0))
        .unwrap();
    assert_eq!(kept, drafts);
}

#[test]
fn the_log_stays_bounded_under_a_writer_that_never_pauses() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("night.db");
    let (mut store, game, page) = open(&db);
    // Some 40 times the checkpoint size written, commit after commit.
    let mut highest = 0;
    for n in 0..250 {
        commit_one(&mut store, game, n);
        highest = highest.max(wal_pages(&db, page));
    }
    // Ten times the size (the writer's backstop), and the commits that passed it while a
    // checkpoint beside it kept the writer's own from running.
    assert!(
        highest <= (PAGES * 15) as u64,
        "the log reached {highest} pages"
    );
    assert!(restarts(&db) >= 1);
    let ok: String = store
        .connection()
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .unwrap();
    assert_eq!(ok, "ok");
}
