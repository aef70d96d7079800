//! Hands through the store: record, amend, delete, options, reopen, undo and redo, with totals
//! recomputed by the rules after every change. Manual-points games (no referee) keep these
//! tests independent of any one game's scoring.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use cardtable_commands::GameView;
use cardtable_commands::Ledger;
use cardtable_rules::{GameKind, Points};
use cardtable_store::{NewGame, StoreError};
use chrono::{DateTime, TimeZone, Utc};
use serde_json::{json, Value};

fn at(minute: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 21, 1, minute, 0)
        .single()
        .unwrap()
}

fn pts(v: &[i64]) -> Vec<Points> {
    v.iter().map(|&p| Points::from(p)).collect()
}

fn hand(p: &[i64]) -> Value {
    json!({ "points": p })
}

fn new_game(store: &mut Ledger, options: Value) -> i64 {
    store
        .create_game(
            &NewGame {
                kind: GameKind::BasicRummy,
                players: vec!["Ann".into(), "Bob".into(), "Cy".into()],
                options,
                first_dealer: 1,
            },
            at(0),
        )
        .unwrap()
        .id
}

fn totals(v: &GameView) -> Vec<Points> {
    v.standings.totals.clone()
}

fn hand_rows(store: &Ledger) -> (i64, i64) {
    let c = store.connection();
    let hands = c
        .query_row("SELECT count(*) FROM hands", [], |r| r.get(0))
        .unwrap();
    let scores = c
        .query_row("SELECT count(*) FROM hand_scores", [], |r| r.get(0))
        .unwrap();
    (hands, scores)
}

#[test]
fn record_amend_delete_recompute_every_later_total() {
    let mut s = Ledger::open_in_memory().unwrap();
    let g = new_game(&mut s, json!({}));
    let v = s.record_hand(g, &hand(&[10, 0, 5]), None, at(1)).unwrap();
    assert_eq!(v.standings.hands[0].dealer, 1, "first dealer deals first");
    assert_eq!(v.standings.next_dealer, 2);
    s.record_hand(g, &hand(&[0, 20, 5]), None, at(2)).unwrap();
    let v = s.record_hand(g, &hand(&[1, 1, 1]), None, at(3)).unwrap();
    assert_eq!(totals(&v), pts(&[11, 21, 11]));
    assert_eq!(v.game.hand_count, 3);
    assert_eq!(v.standings.hands[1].running, pts(&[10, 20, 10]));

    let second = v.standings.hands[1].id;
    let v = s
        .amend_hand(second, &hand(&[0, 2, 5]), None, at(4))
        .unwrap();
    assert_eq!(v.standings.hands[1].running, pts(&[10, 2, 10]));
    assert_eq!(v.standings.hands[2].running, pts(&[11, 3, 11]));

    let first = v.standings.hands[0].id;
    let v = s.delete_hand(first, at(5)).unwrap();
    assert_eq!(v.standings.hands.len(), 2);
    assert_eq!(v.standings.hands[0].number, 1);
    assert_eq!(totals(&v), pts(&[1, 3, 6]));
    assert_eq!(hand_rows(&s), (2, 6));
    // What is stored is what the rules give for the stored facts.
    assert!(v.standings.hands.iter().all(|h| !h.stale));
    assert_eq!(s.game_view(g).unwrap(), v);
}

#[test]
fn invalid_hands_are_refused_and_write_nothing() {
    let mut s = Ledger::open_in_memory().unwrap();
    let g = new_game(&mut s, json!({}));
    s.record_hand(g, &hand(&[1, 2, 3]), None, at(1)).unwrap();
    let err = s.record_hand(g, &hand(&[1, 2]), None, at(2)).unwrap_err();
    assert!(
        matches!(&err, StoreError::Rule(e) if e.code == "E_BAD_HAND"),
        "{err:?}"
    );
    let err = s.record_hand(g, &hand(&[1, 2, 3]), Some(3), at(2));
    assert!(matches!(err, Err(StoreError::Invalid { .. })));
    assert!(matches!(
        s.record_hand(99, &hand(&[1, 2, 3]), None, at(2)),
        Err(StoreError::NotFound { .. })
    ));
    assert!(matches!(
        s.amend_hand(99, &hand(&[1, 2, 3]), None, at(2)),
        Err(StoreError::NotFound { .. })
    ));
    assert_eq!(hand_rows(&s), (1, 3));
    assert_eq!(s.game_view(g).unwrap().undo.as_deref(), Some("record"));
}

#[test]
fn undo_and_redo_walk_the_history() {
    let mut s = Ledger::open_in_memory().unwrap();
    let g = new_game(&mut s, json!({}));
    s.record_hand(g, &hand(&[1, 0, 0]), None, at(1)).unwrap();
    let v = s.record_hand(g, &hand(&[0, 2, 0]), None, at(2)).unwrap();
    let h2 = v.standings.hands[1].id;
    s.amend_hand(h2, &hand(&[0, 5, 0]), Some(0), at(3)).unwrap();
    let v = s.delete_hand(v.standings.hands[0].id, at(4)).unwrap();
    assert_eq!(totals(&v), pts(&[0, 5, 0]));
    let snapshots: Vec<Vec<Points>> = vec![pts(&[1, 5, 0]), pts(&[1, 2, 0]), pts(&[1, 0, 0])];
    for want in &snapshots {
        let v = s.undo(g, at(5)).unwrap();
        assert_eq!(&totals(&v), want);
    }
    let v = s.undo(g, at(5)).unwrap();
    assert!(v.standings.hands.is_empty());
    assert_eq!((v.undo, v.redo.as_deref()), (None, Some("record")));
    assert!(matches!(s.undo(g, at(5)), Err(StoreError::Invalid { .. })));
    for want in snapshots.iter().rev() {
        assert_eq!(&totals(&s.redo(g, at(6)).unwrap()), want);
    }
    let v = s.redo(g, at(6)).unwrap();
    assert_eq!(totals(&v), pts(&[0, 5, 0]));
    assert_eq!(v.standings.hands[0].dealer, 0, "amended dealer restored");
    assert!(matches!(s.redo(g, at(6)), Err(StoreError::Invalid { .. })));
    // A new change after an undo drops the redo stack.
    s.undo(g, at(7)).unwrap();
    let v = s.record_hand(g, &hand(&[3, 3, 3]), None, at(8)).unwrap();
    assert_eq!(v.redo, None);
}

#[test]
fn options_reprice_finish_reopen() {
    let mut s = Ledger::open_in_memory().unwrap();
    let g = new_game(&mut s, json!({"target": 100}));
    s.record_hand(g, &hand(&[60, 10, 0]), None, at(1)).unwrap();
    let v = s.record_hand(g, &hand(&[30, 0, 0]), None, at(2)).unwrap();
    assert!(!v.standings.over);
    assert_eq!(v.game.finished_at, None);
    // Lowering the target finishes the game at once.
    let v = s.set_options(g, &json!({"target": 90}), at(3)).unwrap();
    assert!(v.standings.over);
    assert_eq!(v.standings.winners, vec![0]);
    assert_eq!(
        v.game.finished_at.as_deref(),
        Some("2026-11-21T01:03:00.000Z")
    );
    // Finished: corrections need a reopen.
    let err = s.record_hand(g, &hand(&[1, 1, 1]), None, at(4));
    assert!(matches!(err, Err(StoreError::Invalid { .. })));
    let err = s.set_options(g, &json!({"target": 500}), at(4));
    assert!(matches!(err, Err(StoreError::Invalid { .. })));
    let v = s.reopen_game(g, at(5)).unwrap();
    assert!(v.reopened && v.game.finished_at.is_none());
    // Still over by the rules, but reopened: an amend does not finish it again.
    let first = v.standings.hands[0].id;
    let v = s
        .amend_hand(first, &hand(&[61, 10, 0]), None, at(6))
        .unwrap();
    assert!(v.game.finished_at.is_none());
    // Bad options are refused with the rules' code and change nothing.
    let err = s
        .set_options(g, &json!({"target": "high"}), at(7))
        .unwrap_err();
    assert!(matches!(&err, StoreError::Rule(e) if e.code == "E_BAD_OPTIONS"));
    // An unknown key or a zero target is refused as at creation, not stored and ignored.
    for bad in [json!({"targt": 50}), json!({"target": 0})] {
        let err = s.set_options(g, &bad, at(7)).unwrap_err();
        assert!(
            matches!(&err, StoreError::Rule(e) if e.code == "E_BAD_OPTIONS"),
            "{bad}"
        );
    }
    assert_eq!(
        s.store().game_rows(g).unwrap().row.options,
        json!({"target": 90})
    );
    // Still over by the rules: no hand is recorded past its end.
    let err = s
        .record_hand(g, &hand(&[0, 0, 0]), None, at(8))
        .unwrap_err();
    assert!(
        err.to_string().contains("reopened only to correct"),
        "{err}"
    );
    // A correction that takes it back below its end lets play go on, and the next hand
    // recorded closes the reopening.
    let v = s
        .amend_hand(first, &hand(&[10, 10, 0]), None, at(8))
        .unwrap();
    assert!(!v.standings.over && v.reopened);
    let v = s.record_hand(g, &hand(&[0, 0, 0]), None, at(8)).unwrap();
    assert!(!v.reopened && v.game.finished_at.is_none());
    // Undo of that record brings back the reopened, unfinished state.
    let v = s.undo(g, at(9)).unwrap();
    assert!(v.reopened && v.game.finished_at.is_none());
}

#[test]
fn stored_facts_that_no_longer_validate_are_shown_not_dropped() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let mut s = Ledger::open(&path).unwrap();
    let g = new_game(&mut s, json!({}));
    s.record_hand(g, &hand(&[1, 2, 3]), None, at(1)).unwrap();
    s.record_hand(g, &hand(&[4, 5, 6]), None, at(2)).unwrap();
    // As if a rule fix made the first hand's stored facts invalid.
    s.connection()
        .execute(
            "UPDATE hands SET facts = '{\"points\":[1,2]}' WHERE seq = 1",
            [],
        )
        .unwrap();
    drop(s);
    let s = Ledger::open(&path).unwrap();
    let v = s.game_view(g).unwrap();
    assert_eq!(v.standings.hands.len(), 2);
    assert_eq!(v.standings.problems, 1);
    let p = v.standings.hands[0].problem.as_ref().unwrap();
    assert_eq!(p.code, "E_BAD_HAND");
    assert_eq!(totals(&v), pts(&[5, 7, 9]), "stored points still count");
}

#[test]
fn a_failed_write_leaves_no_half_hand() {
    let mut s = Ledger::open_in_memory().unwrap();
    let g = new_game(&mut s, json!({}));
    s.record_hand(g, &hand(&[1, 2, 3]), None, at(1)).unwrap();
    // Make the third seat's score fail to insert, after the hand row and two scores went in.
    s.connection()
        .execute_batch(
            "CREATE TEMP TRIGGER fail_seat_2 BEFORE INSERT ON hand_scores WHEN NEW.seat = 2
             BEGIN SELECT RAISE(ABORT, 'disk on fire'); END;",
        )
        .unwrap();
    let err = s
        .record_hand(g, &hand(&[4, 5, 6]), None, at(2))
        .unwrap_err();
    assert!(matches!(err, StoreError::Sqlite(_)), "{err:?}");
    assert_eq!(hand_rows(&s), (1, 3));
    let v = s.game_view(g).unwrap();
    assert_eq!(v.standings.hands.len(), 1);
    assert_eq!(v.undo.as_deref(), Some("record"));
    // The same for an options change, which rewrites every hand's scores.
    s.connection()
        .execute_batch("DROP TRIGGER fail_seat_2; CREATE TEMP TRIGGER no_history BEFORE INSERT ON history BEGIN SELECT RAISE(ABORT, 'full'); END;")
        .unwrap();
    assert!(s.set_options(g, &json!({"target": 5}), at(3)).is_err());
    let after = s.game_view(g).unwrap();
    assert_eq!(s.store().game_rows(g).unwrap().row.options, json!({}));
    assert_eq!(after.game.finished_at, None);
}

#[test]
fn redo_in_one_game_never_touches_another_games_hands() {
    let mut s = Ledger::open_in_memory().unwrap();
    let g1 = new_game(&mut s, json!({}));
    let g2 = new_game(&mut s, json!({}));
    s.record_hand(g1, &hand(&[1, 1, 1]), None, at(1)).unwrap();
    s.undo(g1, at(2)).unwrap(); // game 1 can redo its hand
    let v2 = s.record_hand(g2, &hand(&[2, 2, 2]), None, at(3)).unwrap();
    let v1 = s.redo(g1, at(4)).unwrap();
    assert_eq!(totals(&v1), pts(&[1, 1, 1]));
    assert_eq!(s.game_view(g2).unwrap().standings, v2.standings);
    assert_ne!(v1.standings.hands[0].id, v2.standings.hands[0].id);
    assert_eq!(hand_rows(&s), (2, 6));
}
