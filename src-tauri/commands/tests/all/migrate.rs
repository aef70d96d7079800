//! Schema safety: a database made by schema version 1 (a frozen fixture) opens and migrates
//! with every row intact and priced the same; migration 0001 still builds exactly that schema;
//! and the latest schema matches its committed snapshot (append-only migrations).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use cardtable_commands::Ledger;
use cardtable_rules::Points;
use cardtable_store::{migrations, SCHEMA_VERSION};
use chrono::{TimeZone, Utc};
use rusqlite::Connection;
use serde_json::json;

const V1: &str = include_str!("../fixtures/v1_database.sql");
const SNAPSHOT: &str = include_str!("../fixtures/schema.sql");

fn schema(c: &Connection) -> String {
    let mut stmt = c
        .prepare(
            "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%'
             ORDER BY type DESC, name",
        )
        .unwrap();
    let rows: Vec<String> = stmt
        .query_map([], |r| r.get::<_, String>(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    rows.join(";\n") + ";\n"
}

fn pts(v: &[(i64, i64)]) -> Vec<Points> {
    v.iter()
        .map(|&(n, d)| Points::ratio(n, d).unwrap())
        .collect()
}

fn counts(c: &Connection) -> Vec<i64> {
    ["players", "games", "game_seats", "hands", "hand_scores"]
        .iter()
        .map(|t| {
            c.query_row(&format!("SELECT count(*) FROM {t}"), [], |r| r.get(0))
                .unwrap()
        })
        .collect()
}

#[test]
fn a_version_1_database_migrates_with_all_data_intact() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.db");
    {
        let c = Connection::open(&path).unwrap();
        c.execute_batch(V1).unwrap();
        let v: i64 = c
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .unwrap();
        assert_eq!(v, 1);
    }
    let mut s = Ledger::open(&path).unwrap();
    let c = s.connection();
    let v: i64 = c
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(v, SCHEMA_VERSION as i64);
    assert_eq!(counts(c), vec![3, 2, 5, 5, 12]);
    let next: i64 = c
        .query_row(
            "SELECT next FROM id_counters WHERE name = 'hands'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(next, 6, "new hand ids start after the migrated ones");
    let ok: String = c
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .unwrap();
    assert_eq!(ok, "ok");

    let gin = s.game_view(1).unwrap();
    assert_eq!(gin.game.players, ["Ann", "Bob"]);
    assert_eq!(
        gin.game.finished_at.as_deref(),
        Some("2026-11-01T20:00:00.000Z")
    );
    assert_eq!(gin.standings.totals, pts(&[(130, 1), (7, 1)]));
    assert!(gin.standings.over);
    assert_eq!(gin.standings.winners, vec![0]);
    assert!(!gin.reopened);

    let knock = s.game_view(2).unwrap();
    assert_eq!(
        s.store().game_rows(2).unwrap().row.options,
        json!({"target": 100})
    );
    assert_eq!(knock.preset, "seed");
    assert_eq!(knock.options.to_value()["target"], 100);
    // Version 10 dropped the never-read copies of the options (the v1 rows had them filled).
    let columns: Vec<String> = s
        .connection()
        .prepare("SELECT name FROM pragma_table_info('games')")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    for gone in ["preset", "target", "hands_limit"] {
        assert!(!columns.iter().any(|c| c == gone), "{gone}: {columns:?}");
    }
    assert_eq!(knock.standings.totals, pts(&[(10, 1), (3, 2), (-23, 2)]));
    assert_eq!(knock.standings.next_dealer, 1);
    assert_eq!(knock.game.hand_count, 2);
    for v in [&gin, &knock] {
        for h in &v.standings.hands {
            assert!(h.problem.is_none() && !h.stale, "hand {} re-prices", h.id);
        }
    }
    // The migrated game keeps working: record, then undo (history is new in version 2).
    let now = Utc.with_ymd_and_hms(2026, 11, 3, 0, 0, 0).single().unwrap();
    let v = s
        .record_hand(2, &json!({"points": [1, 1, 1]}), None, now)
        .unwrap();
    assert_eq!(v.standings.hands[2].dealer, 1);
    let v = s.undo(2, now).unwrap();
    assert_eq!(v.standings, knock.standings);
}

#[test]
fn the_bundled_sqlite_drops_columns() {
    // Migration 10 uses ALTER TABLE ... DROP COLUMN, SQLite 3.35 and later.
    let c = Connection::open_in_memory().unwrap();
    let version: String = c
        .query_row("SELECT sqlite_version()", [], |r| r.get(0))
        .unwrap();
    let parts: Vec<u32> = version.split('.').map(|p| p.parse().unwrap()).collect();
    assert!(
        parts[0] > 3 || (parts[0] == 3 && parts[1] >= 35),
        "{version}"
    );
}

#[test]
fn migration_0001_still_builds_the_version_1_schema() {
    let mut built = Connection::open_in_memory().unwrap();
    migrations().to_version(&mut built, 1).unwrap();
    let frozen = Connection::open_in_memory().unwrap();
    frozen.execute_batch(V1).unwrap();
    assert_eq!(schema(&built), schema(&frozen));
}

#[test]
fn latest_schema_matches_the_snapshot() {
    let s = Ledger::open_in_memory().unwrap();
    let now = schema(s.connection());
    if now != SNAPSHOT {
        panic!("schema changed; if intended (a new migration), update tests/fixtures/schema.sql to:\n{now}");
    }
}

#[test]
fn hand_ids_start_above_every_id_in_use_or_in_the_undo_log() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("v2.db");
    {
        let mut c = Connection::open(&path).unwrap();
        migrations().to_version(&mut c, 2).unwrap();
        c.execute_batch(
            "INSERT INTO games (id, kind, first_dealer, created_at) VALUES (1, 'scorepad', 0, 't');
             INSERT INTO hands (id, game_id, seq, dealer, facts, played_at) VALUES (7, 1, 1, 0, '{}', 't');
             INSERT INTO history (game_id, action, before, after, undone, at) VALUES
                 (1, 'record', '{\"hands\":[]}', '{\"hands\":[{\"id\":42}]}', 1, 't');",
        )
        .unwrap();
    }
    let s = Ledger::open(&path).unwrap();
    let next: i64 = s
        .connection()
        .query_row(
            "SELECT next FROM id_counters WHERE name = 'hands'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(next, 43);
}

#[test]
fn names_stored_before_version_7_are_normalised_without_merging_two_people() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("v6.db");
    {
        let mut c = Connection::open(&path).unwrap();
        migrations().to_version(&mut c, 6).unwrap();
        c.pragma_update(
            None,
            "application_id",
            cardtable_store::inspect::APPLICATION_ID,
        )
        .unwrap();
        c.execute_batch(
            "INSERT INTO players (id, name, created_at) VALUES
                 (1, 'Ann', 't'), (2, 'Ann ', 't'), (3, ' Bob' || char(8203), 't'),
                 (4, 'Cy  Dee', 't'), (5, char(8203) || ' ', 't'), (6, 'Ann' || char(8203), 't');
             INSERT INTO games (id, kind, first_dealer, created_at) VALUES (1, 'scorepad', 0, 't');
             INSERT INTO game_seats (game_id, seat, player_id) VALUES (1, 0, 1), (1, 1, 2);",
        )
        .unwrap();
    }
    let s = Ledger::open(&path).unwrap();
    let names: Vec<(i64, String)> = s
        .connection()
        .prepare("SELECT id, name FROM players ORDER BY id")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    let want = [
        (1, "Ann"),
        (2, "Ann (2)"),
        (3, "Bob"),
        (4, "Cy Dee"),
        (5, "Player 5"),
        (6, "Ann (3)"),
    ]
    .map(|(id, n)| (id, n.to_string()));
    assert_eq!(names, want);
    // The game still seats its two different people.
    assert_eq!(
        s.game_summary(1).unwrap().players,
        ["Ann", "Ann (2)"].map(String::from)
    );
    assert_eq!(
        s.connection()
            .query_row("PRAGMA user_version", [], |r| r.get::<_, i64>(0))
            .unwrap(),
        SCHEMA_VERSION as i64
    );
    // A backup of the version-6 file was taken before migrating.
    let backups = cardtable_store::list_backups(&path).unwrap();
    assert!(
        backups
            .iter()
            .any(|b| b.reason == cardtable_store::BackupReason::Migration),
        "{backups:?}"
    );
}

#[test]
fn a_draft_kept_before_version_8_becomes_the_host_windows() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("v7.db");
    {
        let mut c = Connection::open(&path).unwrap();
        migrations().to_version(&mut c, 7).unwrap();
        c.pragma_update(
            None,
            "application_id",
            cardtable_store::inspect::APPLICATION_ID,
        )
        .unwrap();
        c.execute_batch(
            "INSERT INTO players (id, name, created_at) VALUES (1, 'Ann', 't'), (2, 'Bob', 't');
             INSERT INTO games (id, kind, first_dealer, created_at) VALUES (1, 'scorepad', 0, 't');
             INSERT INTO game_seats (game_id, seat, player_id) VALUES (1, 0, 1), (1, 1, 2);
             INSERT INTO drafts (game_id, facts, updated_at) VALUES (1, '{\"points\":[\"12+\",null]}', 't');",
        )
        .unwrap();
    }
    let mut s = Ledger::open(&path).unwrap();
    assert_eq!(
        s.draft(1, "").unwrap(),
        Some(serde_json::json!({"points": ["12+", null]}))
    );
    assert_eq!(s.draft(1, "Phone 1").unwrap(), None);
    s.save_draft(1, "Phone 1", &serde_json::json!({}), chrono::Utc::now())
        .unwrap();
    assert!(
        s.draft(1, "").unwrap().is_some(),
        "the host's draft is kept"
    );
}
