//! The store writes what it is given and decides nothing: one change is one transaction that
//! stores the rows the caller made (points included, whatever they are), logs them for undo,
//! gives a new hand its id, honours a write key, and writes nothing when the caller refuses.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use cardtable_rules::{GameKind, Points};
use cardtable_store::{Action, Changed, GameState, HandRow, NewGame, Store, StoreError};
use chrono::{DateTime, TimeZone, Utc};
use serde_json::json;
use std::sync::Arc;

fn at(min: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 24, 9, min, 0)
        .single()
        .unwrap()
}

fn game(s: &mut Store) -> i64 {
    s.create_game(
        &NewGame {
            kind: GameKind::Scorepad,
            players: vec!["Ann".into(), "Bob".into()],
            options: json!({}),
            first_dealer: 0,
        },
        at(0),
    )
    .unwrap()
    .id
}

/// The rows of `before` plus one hand with the given points, as a caller would make them.
fn plus_hand(before: &GameState, points: [i64; 2]) -> GameState {
    let mut after = before.clone();
    after.hands.push(HandRow {
        id: 0,
        seq: before.hands.len() as i64 + 1,
        dealer: 0,
        facts: Arc::new(json!({"points": points})),
        played_at: cardtable_store::stamp(at(1)),
        points: points.iter().map(|&p| Points::from(p)).collect(),
    });
    after
}

#[test]
fn a_change_stores_exactly_the_rows_it_is_given_and_can_be_undone() {
    let mut s = Store::open_in_memory().unwrap();
    let id = game(&mut s);
    // Points that no rule would give for these facts: the store does not check them.
    let done = s
        .change(id, Action::Record, None, at(1), |before| {
            Ok::<_, StoreError>((plus_hand(before, [7, -3]), "passed through"))
        })
        .unwrap();
    let Changed::Done { state, extra } = done else {
        panic!("recorded")
    };
    assert_eq!(extra, "passed through");
    assert!(state.hands[0].id > 0, "the new hand got an id");
    let stored = s.game_rows(id).unwrap();
    assert_eq!(stored.hands.len(), 1);
    assert_eq!(
        stored.hands[0].points,
        vec![Points::from(7), Points::from(-3)]
    );
    assert_eq!(s.undo_redo(id).unwrap(), (Some("record".into()), None));
    assert_eq!(s.game_version(id).unwrap(), 1);
    s.undo(id).unwrap();
    assert!(s.game_rows(id).unwrap().hands.is_empty());
    assert_eq!(s.undo_redo(id).unwrap(), (None, Some("record".into())));
    s.redo(id).unwrap();
    assert_eq!(s.game_rows(id).unwrap().hands.len(), 1);
}

#[test]
fn a_refused_change_writes_nothing() {
    let mut s = Store::open_in_memory().unwrap();
    let id = game(&mut s);
    let refused = s.change(id, Action::Record, None, at(1), |_| {
        Err::<(GameState, ()), _>(StoreError::declined(
            cardtable_store::Declined::NothingToUndo,
        ))
    });
    assert!(matches!(refused, Err(StoreError::Invalid { .. })));
    assert!(s.game_rows(id).unwrap().hands.is_empty());
    assert_eq!(s.game_version(id).unwrap(), 0);
    assert_eq!(s.undo_redo(id).unwrap(), (None, None));
}

#[test]
fn a_write_key_records_once_and_a_retry_does_not_run_the_edit() {
    let mut s = Store::open_in_memory().unwrap();
    let id = game(&mut s);
    let facts = json!({"points": [1, 2]});
    let once = Store::write_key("retry-1", &facts, None).unwrap();
    let first = s
        .change(id, Action::Record, Some(&once), at(1), |b| {
            Ok::<_, StoreError>((plus_hand(b, [1, 2]), ()))
        })
        .unwrap();
    assert!(matches!(first, Changed::Done { .. }));
    let retry = s
        .change(
            id,
            Action::Record,
            Some(&once),
            at(2),
            |_| -> Result<(GameState, ()), StoreError> {
                panic!("a retry must not be priced again")
            },
        )
        .unwrap();
    assert!(matches!(retry, Changed::Repeated));
    assert_eq!(s.game_rows(id).unwrap().hands.len(), 1);
    assert!(Store::write_key("has space", &facts, None).is_err());
}
