//! Ledger basics on an in-memory and an on-disk database: open, pragmas, create and list games.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
use cardtable_commands::Ledger;
use cardtable_rules::GameKind;
use cardtable_store::{default_path, NewGame, StoreError, SCHEMA_VERSION};
use chrono::{DateTime, TimeZone, Utc};
use serde_json::json;

fn at(minute: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 21, 1, minute, 0)
        .single()
        .unwrap()
}

fn gin(a: &str, b: &str) -> NewGame {
    NewGame {
        kind: GameKind::GinRummy,
        players: vec![a.into(), b.into()],
        options: json!({}),
        first_dealer: 0,
    }
}

fn create_and_list(store: &mut Ledger) {
    let g1 = store.create_game(&gin("Ann", "Bob"), at(1)).unwrap();
    let g2 = store
        .create_game(
            &NewGame {
                kind: GameKind::OhHeck,
                players: vec![" Cy ".into(), "Ann".into(), "Dee".into()],
                options: json!({"target": 100}),
                first_dealer: 2,
            },
            at(2),
        )
        .unwrap();
    assert_eq!(g2.players, ["Cy", "Ann", "Dee"]);
    assert_eq!(g1.created_at, "2026-11-21T01:01:00.000Z");
    let list = store.list_games(10).unwrap();
    assert_eq!(list, vec![g2.clone(), g1.clone()]);
    assert_eq!(store.list_games(1).unwrap(), vec![g2.clone()]);
    assert_eq!(store.game_summary(g1.id).unwrap(), g1);
    // Ann is one roster player reused across both games.
    let ann: i64 = store
        .connection()
        .query_row("SELECT count(*) FROM players WHERE name = 'Ann'", [], |r| {
            r.get(0)
        })
        .unwrap();
    assert_eq!(ann, 1);
}

#[test]
fn in_memory_create_and_list() {
    let mut store = Ledger::open_in_memory().unwrap();
    create_and_list(&mut store);
}

#[test]
fn on_disk_create_list_reopen_and_pragmas() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir
        .path()
        .join("nested")
        .join("deeper")
        .join("cardtable.db");
    {
        let mut store = Ledger::open(&path).unwrap();
        create_and_list(&mut store);
        let c = store.connection();
        let mode: String = c
            .query_row("PRAGMA journal_mode", [], |r| r.get(0))
            .unwrap();
        assert_eq!(mode, "wal");
        let fk: i64 = c
            .query_row("PRAGMA foreign_keys", [], |r| r.get(0))
            .unwrap();
        assert_eq!(fk, 1);
        let sync: i64 = c.query_row("PRAGMA synchronous", [], |r| r.get(0)).unwrap();
        assert_eq!(sync, 2, "synchronous=FULL");
    }
    let store = Ledger::open(&path).unwrap();
    assert_eq!(store.list_games(10).unwrap().len(), 2);
    let version: i64 = store
        .connection()
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(version, SCHEMA_VERSION as i64);
}

#[test]
fn bad_new_games_are_refused_and_write_nothing() {
    let mut store = Ledger::open_in_memory().unwrap();
    let cases = [
        NewGame {
            players: vec![],
            ..gin("a", "b")
        },
        gin("Ann", "  "),
        gin("Ann", " Ann"),
        NewGame {
            first_dealer: 2,
            ..gin("Ann", "Bob")
        },
    ];
    for new in &cases {
        let err = store.create_game(new, at(0)).unwrap_err();
        // A blank name is the rules' name rule (E_PLAYER_NAME_EMPTY); the rest the store's.
        assert!(
            matches!(err, StoreError::Invalid { .. } | StoreError::Rule(_)),
            "{err:?}"
        );
    }
    assert!(store.list_games(10).unwrap().is_empty());
    let players: i64 = store
        .connection()
        .query_row("SELECT count(*) FROM players", [], |r| r.get(0))
        .unwrap();
    assert_eq!(players, 0);
}

#[test]
fn missing_game_is_not_found() {
    let store = Ledger::open_in_memory().unwrap();
    assert!(matches!(
        store.game_summary(42),
        Err(StoreError::NotFound { .. })
    ));
}

#[test]
fn default_path_honours_env() {
    // Only this test touches CARDTABLE_DB in this test binary.
    std::env::set_var("CARDTABLE_DB", "/tmp/x/y.db");
    assert_eq!(default_path(), Some("/tmp/x/y.db".into()));
    std::env::remove_var("CARDTABLE_DB");
    if let Some(p) = default_path() {
        assert!(p.ends_with("app.cardtable/cardtable.db"), "{p:?}");
    }
}

#[test]
fn a_game_of_an_unknown_kind_does_not_break_the_list() {
    let mut store = Ledger::open_in_memory().unwrap();
    let g = store.create_game(&gin("Ann", "Bob"), at(1)).unwrap();
    let other = store.create_game(&gin("Cy", "Dee"), at(2)).unwrap();
    store
        .connection()
        .execute(
            "UPDATE games SET kind = 'from_the_future' WHERE id = ?1",
            [other.id],
        )
        .unwrap();
    assert_eq!(store.list_games(10).unwrap(), vec![g]);
    assert!(store.game_view(other.id).is_err());
}

#[test]
fn a_database_from_a_newer_cardtable_is_refused_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("future.db");
    drop(Ledger::open(&path).unwrap());
    {
        let c = rusqlite::Connection::open(&path).unwrap();
        c.pragma_update(None, "user_version", 99).unwrap();
    }
    match Ledger::open(&path) {
        Err(StoreError::Refused(r)) => assert!(r.message.contains("newer version")),
        other => panic!("expected a refusal, got {other:?}"),
    }
    let c = rusqlite::Connection::open(&path).unwrap();
    let v: i64 = c
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(v, 99);
}
