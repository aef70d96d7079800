//! The store remembers the last game's rows and each hand's price between calls (cache.rs);
//! these tests make sure a write it did not make itself is never hidden by that memory: one
//! by another connection to the same file (another window, the CLI), one straight through
//! this connection's SQL. After each, the view and the next write start from the database.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use cardtable_commands::Ledger;
use cardtable_rules::GameKind;
use cardtable_rules::Points;
use cardtable_store::NewGame;
use chrono::{DateTime, TimeZone, Utc};
use serde_json::json;

fn at(i: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 23, 10, 0, 0)
        .single()
        .unwrap()
        + chrono::Duration::seconds(i.into())
}

fn totals(store: &Ledger, game: i64) -> Vec<Points> {
    store.game_view(game).unwrap().standings.totals
}

#[test]
fn writes_by_another_connection_or_raw_sql_are_seen() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cache.db");
    let mut a = Ledger::open(&path).unwrap();
    let game = a
        .create_game(
            &NewGame {
                kind: GameKind::Scorepad,
                players: vec!["Ann".into(), "Bob".into()],
                options: json!({}),
                first_dealer: 0,
            },
            at(0),
        )
        .unwrap()
        .id;
    a.record_hand(game, &json!({"points": [5, 1]}), None, at(1))
        .unwrap();
    assert_eq!(totals(&a, game), vec![Points::from(5), Points::from(1)]);

    // Another connection records a hand: the first store's next view and write include it.
    let mut b = Ledger::open(&path).unwrap();
    b.record_hand(game, &json!({"points": [10, 10]}), None, at(2))
        .unwrap();
    assert_eq!(totals(&a, game), vec![Points::from(15), Points::from(11)]);
    let v = a
        .record_hand(game, &json!({"points": [1, 2]}), None, at(3))
        .unwrap();
    assert_eq!(v.standings.hands.len(), 3);
    assert_eq!(v.standings.totals, vec![Points::from(16), Points::from(13)]);

    // Raw SQL through this very connection changes the first hand's facts: the view re-prices.
    a.connection()
        .execute(
            "UPDATE hands SET facts = ?1 WHERE game_id = ?2 AND seq = 1",
            [json!({"points": [0, 7]}).to_string(), game.to_string()],
        )
        .unwrap();
    assert_eq!(totals(&a, game), vec![Points::from(11), Points::from(19)]);
    let v = a
        .record_hand(game, &json!({"points": [1, 1]}), None, at(4))
        .unwrap();
    assert_eq!(v.standings.totals, vec![Points::from(12), Points::from(20)]);
    // And what was written is what the rules say of the stored facts.
    assert_eq!(totals(&b, game), vec![Points::from(12), Points::from(20)]);
    assert!(b
        .game_view(game)
        .unwrap()
        .standings
        .hands
        .iter()
        .all(|h| !h.stale && h.problem.is_none()));
}

#[test]
fn amending_an_early_hand_moves_every_later_total_and_undo_brings_them_back() {
    let mut s = Ledger::open_in_memory().unwrap();
    let game = s
        .create_game(
            &NewGame {
                kind: GameKind::Scorepad,
                players: vec!["Ann".into(), "Bob".into()],
                options: json!({}),
                first_dealer: 0,
            },
            at(0),
        )
        .unwrap()
        .id;
    for i in 0..50 {
        s.record_hand(game, &json!({"points": [i, 1]}), None, at(i as u32))
            .unwrap();
    }
    let before = s.game_view(game).unwrap().standings;
    let first = before.hands[0].id;
    let v = s
        .amend_hand(first, &json!({"points": [100, 1]}), None, at(60))
        .unwrap();
    for (old, new) in before.hands.iter().zip(&v.standings.hands) {
        assert_eq!(new.running[0], old.running[0] + Points::from(100));
    }
    let second = before.hands[1].id;
    let v = s.delete_hand(second, at(61)).unwrap();
    assert_eq!(v.standings.hands.len(), 49);
    assert_eq!(v.standings.hands[1].number, 2);
    s.undo(game, at(62)).unwrap();
    s.undo(game, at(63)).unwrap();
    assert_eq!(s.game_view(game).unwrap().standings, before);
}
