//! A club night on a real SQLite file: created with its players, each round seated in one
//! transaction (the round, every table's game tagged with its night, round and table, the
//! byes), read back as stored after the file is closed and opened again; a round out of turn,
//! and a round with a table the store refuses, write nothing.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use cardtable_rules::GameKind;
use cardtable_store::{NewGame, NewTable, NightRound, NightTable, Store, StoreError};
use chrono::{DateTime, TimeZone, Utc};
use serde_json::json;

fn at(min: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 26, 19, min, 0)
        .single()
        .unwrap()
}

fn table(table: usize, players: &[&str]) -> NewTable {
    NewTable {
        table,
        game: NewGame {
            kind: GameKind::GinRummy,
            players: players.iter().map(|p| p.to_string()).collect(),
            options: json!({"preset": "seed"}),
            first_dealer: 0,
        },
    }
}

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

fn count(s: &Store, sql: &str) -> i64 {
    s.connection().query_row(sql, [], |r| r.get(0)).unwrap()
}

#[test]
fn a_night_is_stored_round_by_round_and_read_back() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("club.db");
    let players = names(&["Ann", "Bob", "Cy", "Dan", "Eve"]);
    let spec = json!({"kind": "gin_rummy", "players": players, "rounds": 2});
    let (id, round) = {
        let mut s = Store::open(&path).unwrap();
        let id = s.create_night(&spec, &players, 42, at(0)).unwrap();
        let round = s
            .seat_round(
                id,
                1,
                &[table(1, &["Cy", "Ann"]), table(2, &["Bob", "Dan"])],
                &names(&["Eve"]),
                at(1),
            )
            .unwrap();
        (id, round)
    };
    let s = Store::open(&path).unwrap();
    let night = s.night(id).unwrap();
    assert_eq!(night.spec, spec);
    assert_eq!(night.seed, 42);
    assert_eq!(night.created_at, "2026-11-26T19:00:00.000Z");
    assert_eq!(night.finished_at, None);
    assert_eq!(night.players, players);
    assert_eq!(night.rounds, vec![round.clone()]);
    let NightRound {
        round: number,
        tables,
        byes,
        seated_at,
    } = round;
    assert_eq!(number, 1);
    // A timed round's clock starts when the round was seated: kept to the millisecond.
    assert_eq!(seated_at, "2026-11-26T19:01:00.000Z");
    assert_eq!(byes, names(&["Eve"]));
    let seats: Vec<(usize, Vec<String>)> = tables
        .iter()
        .map(|t: &NightTable| (t.table, t.seats.clone()))
        .collect();
    assert_eq!(
        seats,
        vec![(1, names(&["Cy", "Ann"])), (2, names(&["Bob", "Dan"]))]
    );
    // Each table is an ordinary game, with its seats in the order given.
    let game = s.game_summary(tables[0].game).unwrap();
    assert_eq!(game.kind, GameKind::GinRummy);
    assert_eq!(game.players, names(&["Cy", "Ann"]));
    assert_eq!(count(&s, "SELECT count(*) FROM night_games"), 2);
    // The roster has each player once, whether they played or sat out.
    assert_eq!(count(&s, "SELECT count(*) FROM players"), 5);
}

#[test]
fn a_round_out_of_turn_or_with_a_refused_table_writes_nothing() {
    let mut s = Store::open_in_memory().unwrap();
    let players = names(&["Ann", "Bob", "Cy", "Dan"]);
    let id = s
        .create_night(&json!({"kind": "gin_rummy"}), &players, 1, at(0))
        .unwrap();
    let err = s
        .seat_round(id, 2, &[table(1, &["Ann", "Bob"])], &[], at(1))
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "Round 2 of night 1 cannot be seated now: the next round is 1."
    );
    // The second table repeats a name: the store refuses it, and the first table's game, the
    // round and its byes are not written either.
    let err = s
        .seat_round(
            id,
            1,
            &[table(1, &["Ann", "Bob"]), table(2, &["Cy", "Cy"])],
            &names(&["Dan"]),
            at(1),
        )
        .unwrap_err();
    assert!(matches!(err, StoreError::Invalid { .. }), "{err}");
    for t in ["games", "night_rounds", "night_games", "night_byes"] {
        assert_eq!(count(&s, &format!("SELECT count(*) FROM {t}")), 0, "{t}");
    }
    assert!(s.night(id).unwrap().rounds.is_empty());
    assert!(matches!(s.night(id + 1), Err(StoreError::NotFound { .. })));
    assert!(matches!(
        s.seat_round(id + 1, 1, &[], &[], at(2)),
        Err(StoreError::NotFound { .. })
    ));
    // Seated properly, the round is there and the next one is 2.
    s.seat_round(
        id,
        1,
        &[table(1, &["Ann", "Bob"]), table(2, &["Cy", "Dan"])],
        &[],
        at(3),
    )
    .unwrap();
    assert!(s.seat_round(id, 1, &[], &[], at(4)).is_err());
    assert_eq!(s.night(id).unwrap().rounds.len(), 1);
}
