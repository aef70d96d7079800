//! The live trackers through the store: every accepted move is kept as it happens and survives
//! closing the database mid-round; a refused move is not kept; undo drops the newest move;
//! saving the finished round records its hand and clears the kept moves in one transaction.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use cardtable_commands::Ledger;
use cardtable_rules::games::tracker::TrackerView;
use cardtable_rules::GameKind;
use cardtable_store::{NewGame, StoreError};
use chrono::{DateTime, TimeZone, Utc};
use serde_json::{json, Value};

fn at(minute: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 21, 1, minute, 0)
        .single()
        .unwrap()
}

fn skull_game(store: &mut Ledger) -> i64 {
    store
        .create_game(
            &NewGame {
                kind: GameKind::SkullAndRoses,
                players: vec!["Ann".into(), "Bea".into(), "Cal".into()],
                options: json!({}),
                first_dealer: 0,
            },
            at(0),
        )
        .unwrap()
        .id
}

fn skull(view: TrackerView) -> cardtable_rules::games::skull_and_roses::SkullTracker {
    match view {
        TrackerView::SkullAndRoses(s) => s,
        other => panic!("{other:?}"),
    }
}

fn moves_kept(store: &Ledger) -> i64 {
    store
        .connection()
        .query_row("SELECT count(*) FROM tracker_moves", [], |r| r.get(0))
        .unwrap()
}

/// Ann challenges at 1 and shows her own rose: a success.
fn win(first: usize) -> Vec<Value> {
    let (b, c) = ((first + 1) % 3, (first + 2) % 3);
    vec![
        json!({"move": "challenge", "seat": first, "bid": 1}),
        json!({"move": "pass", "seat": b}),
        json!({"move": "pass", "seat": c}),
        json!({"move": "reveal", "stack": first, "card": "rose"}),
    ]
}

#[test]
fn moves_survive_a_restart_and_rounds_are_saved_once() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let mut store = Ledger::open(&path).unwrap();
    let id = skull_game(&mut store);
    store
        .tracker_move(id, &json!({"move": "place", "seat": 0}), at(1))
        .unwrap();
    store
        .tracker_move(
            id,
            &json!({"move": "challenge", "seat": 1, "bid": 2}),
            at(2),
        )
        .unwrap();
    // Refused moves are not kept, and say why in the table's words.
    let e = store
        .tracker_move(id, &json!({"move": "raise", "seat": 2, "bid": 2}), at(3))
        .unwrap_err();
    assert!(
        matches!(&e, StoreError::Rule(r) if r.code == "E_SK_NOT_HIGHER"),
        "{e:?}"
    );
    assert!(store
        .tracker_move(id, &json!({"move": "dance"}), at(3))
        .is_err());
    let before = skull(store.tracker(id).unwrap());
    drop(store);
    // Closing the app mid-round loses nothing.
    let mut store = Ledger::open(&path).unwrap();
    let after = skull(store.tracker(id).unwrap());
    assert_eq!(before, after);
    assert_eq!(after.round.as_ref().unwrap().moves.len(), 2);
    // Undo drops the newest move only.
    let undone = skull(store.tracker_undo(id).unwrap());
    assert_eq!(undone.round.unwrap().moves.len(), 1);
    store.tracker_undo(id).unwrap();
    assert_eq!(moves_kept(&store), 0);
    // A round that is not over can't be saved.
    store
        .tracker_move(id, &json!({"move": "place", "seat": 0}), at(4))
        .unwrap();
    assert!(matches!(
        store.tracker_save(id, at(5)),
        Err(StoreError::Invalid { .. })
    ));
    store.tracker_undo(id).unwrap();
    for m in win(0) {
        store.tracker_move(id, &m, at(6)).unwrap();
    }
    let done = skull(store.tracker(id).unwrap());
    assert_eq!(done.standing.successes, vec![1, 0, 0]);
    assert!(done.finished.is_some());
    // No move after the end of the round.
    assert!(store
        .tracker_move(id, &json!({"move": "place", "seat": 0}), at(7))
        .is_err());
    let view = store.tracker_save(id, at(8)).unwrap();
    assert_eq!(view.standings.hands.len(), 1);
    assert_eq!(moves_kept(&store), 0);
    // The next round starts with Ann again, from the saved hand; a second success wins.
    for m in win(0) {
        store.tracker_move(id, &m, at(9)).unwrap();
    }
    let view = store.tracker_save(id, at(10)).unwrap();
    assert!(view.standings.over);
    assert_eq!(view.standings.winners, vec![0]);
    let over = skull(store.tracker(id).unwrap());
    assert!(over.standing.over && over.round.is_none());
    assert!(store
        .tracker_move(id, &json!({"move": "place", "seat": 0}), at(11))
        .is_err());
}

#[test]
fn an_avalanche_deal_is_tracked_to_its_end() {
    let mut store = Ledger::open_in_memory().unwrap();
    let id = store
        .create_game(
            &NewGame {
                kind: GameKind::Avalanche,
                players: vec!["Ann".into(), "Bo".into()],
                options: json!({"packs": 0, "jokers": 25}),
                first_dealer: 1,
            },
            at(0),
        )
        .unwrap()
        .id;
    // Dealer Bo: Ann leads.
    let v = store
        .tracker_move(
            id,
            &json!({"move": "play", "seat": 0, "count": 10, "rank": "5"}),
            at(1),
        )
        .unwrap();
    let TrackerView::Avalanche(a) = v else {
        panic!()
    };
    assert_eq!((a.first, a.deal.hands.clone()), (0, vec![5, 10]));
    // The rank buttons are Rust's ranks, in Avalanche order (none written in the UI).
    let ranks: Vec<String> = a.ranks.iter().map(ToString::to_string).collect();
    assert_eq!(
        ranks,
        ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "JK"]
    );
    let names = serde_json::to_value(&a.ranks).unwrap();
    assert_eq!(names[13], "JK");
    store
        .tracker_move(
            id,
            &json!({"move": "play", "seat": 1, "count": 10, "rank": "3"}),
            at(2),
        )
        .unwrap();
    let view = store.tracker_save(id, at(3)).unwrap();
    assert_eq!(view.standings.totals, vec![5.into(), 0.into()]);
    assert!(view.standings.over);
}

#[test]
fn other_games_have_no_tracker() {
    let mut store = Ledger::open_in_memory().unwrap();
    let id = store
        .create_game(
            &NewGame {
                kind: GameKind::Scorepad,
                players: vec!["Ann".into(), "Bo".into()],
                options: json!({}),
                first_dealer: 0,
            },
            at(0),
        )
        .unwrap()
        .id;
    assert!(matches!(store.tracker(id), Err(StoreError::Rule(r)) if r.code == "E_NOT_TRACKED"));
}
