//! Fuzzing the JSON face of every game (issue 10: "no input makes anything panic"): hand facts,
//! options, seat counts, dealers and stored points, arbitrary or mutated from every worked
//! example in `tests/fixtures`, through `score_json`, `end_json`, `next_dealer_json`,
//! `normalize_options` and the ledger fold, for every `GameKind`. A panic fails the test; any
//! answer (a score or a coded refusal) passes. Bounded case counts keep it to seconds.
//!
//! Also the regression cases of the issue: 2^64 - 1, 2^32 and 10^8 seats are refused at once.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use crate::hostile;

use cardtable_rules::games::dispatch::{
    end_json, next_dealer_json, normalize_options, presets, score_json,
};
use cardtable_rules::games::{GameKind, PlayedHand, Table};
use cardtable_rules::ledger::{fold, StoredHand};
use cardtable_rules::Points;
use proptest::prelude::*;
use serde_json::{json, Value};
use std::sync::OnceLock;

/// The fixture requests plus hand-written facts of each game, as mutation seeds.
fn seeds() -> &'static [Value] {
    static SEEDS: OnceLock<Vec<Value>> = OnceLock::new();
    SEEDS.get_or_init(|| {
        let mut s = hostile::fixture_requests(env!("CARGO_MANIFEST_DIR"));
        s.extend([
            json!({"form": "counts", "knocker": 1, "knockerDeadwood": 6, "defenderDeadwood": 20, "upcard": "7s"}),
            json!({"form": "cards", "knocker": 0,
                "knockerCards": ["3s", "4s", "5s", "8d", "8c", "8h", "Jh", "Qh", "Kh", "2d"],
                "defenderCards": ["9c", "9d", "9s", "4d", "5d", "6d", "Ks", "Qc", "7c", "3h"]}),
            json!({"form": "void"}),
            json!({"handSize": 5, "bids": [2, 1, 1, 0], "tricks": [2, 1, 2, 0]}),
            json!({"entries": ["KS 5H QD / 2C 5D JC", 18]}),
            json!({"points": ["12+7-3", "-5", "0"]}),
            json!({"points": [10, "-5/2", 0]}),
        ]);
        s
    })
}

/// Seat counts: the sensible ones and the edges.
fn seats() -> impl Strategy<Value = usize> {
    prop_oneof![
        8 => 0usize..24,
        1 => prop::sample::select(vec![usize::MAX, 1 << 32, 100_000_000, 257, 21]),
    ]
}

fn kind() -> impl Strategy<Value = GameKind> {
    prop::sample::select(GameKind::ALL.to_vec())
}

/// Options: the seed, a preset, or a mutated preset.
fn options() -> impl Strategy<Value = (GameKind, Value)> {
    (kind(), any::<prop::sample::Index>(), hostile::edits()).prop_map(|(k, i, e)| {
        let list = presets(k);
        let base = list[i.index(list.len())].options.to_value();
        (k, hostile::mutate(&base, &e))
    })
}

fn points() -> impl Strategy<Value = Points> {
    prop_oneof![
        (-200i64..200).prop_map(Points::from),
        (any::<i64>(), any::<i64>())
            .prop_map(|(n, d)| Points::ratio(n % 1_000_000, d % 1_000).unwrap_or_default()),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 600, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn scoring_any_facts_never_panics(
        (k, opts) in options(),
        seed in any::<prop::sample::Index>(),
        edits in hostile::edits(),
        seats in seats(),
        dealer in prop_oneof![0usize..24, any::<usize>()],
        hand_index in prop_oneof![0usize..30, any::<usize>()],
    ) {
        let list = seeds();
        let facts = hostile::mutate(&list[seed.index(list.len())], &edits);
        let table = Table { seats, hand_index, dealer };
        let _ = score_json(k, &opts, &table, &facts);
        let _ = score_json(k, &json!({}), &table, &facts);
        let _ = normalize_options(k, &opts);
    }

    #[test]
    fn end_and_next_dealer_never_panic(
        (k, opts) in options(),
        seats in seats(),
        first in prop_oneof![0usize..24, any::<usize>()],
        hands in prop::collection::vec(
            (prop_oneof![0usize..24, any::<usize>()], prop::collection::vec(points(), 0..8), any::<bool>()),
            0..12,
        ),
    ) {
        let played: Vec<PlayedHand> = hands
            .into_iter()
            .map(|(dealer, points, redeal)| PlayedHand { dealer, points, redeal })
            .collect();
        let _ = end_json(k, &opts, seats, &played);
        if let Ok(next) = next_dealer_json(k, &opts, seats, first, &played) {
            prop_assert!(next < seats);
        }
    }

    #[test]
    fn the_ledger_folds_any_stored_game(
        (k, opts) in options(),
        seats in 1usize..13,
        first in 0usize..13,
        hands in prop::collection::vec(
            (any::<prop::sample::Index>(), hostile::edits(), 0usize..13, prop::collection::vec(points(), 0..14)),
            0..6,
        ),
    ) {
        let list = seeds();
        let stored: Vec<StoredHand> = hands
            .into_iter()
            .enumerate()
            .map(|(i, (seed, edits, dealer, points))| StoredHand {
                id: i64::try_from(i).unwrap(),
                dealer: dealer % seats,
                facts: hostile::mutate(&list[seed.index(list.len())], &edits).into(),
                points,
                played_at: String::new(),
            })
            .collect();
        let s = fold(k, &opts, seats, first % seats, &stored);
        prop_assert_eq!(s.hands.len(), stored.len());
        prop_assert_eq!(s.totals.len(), seats);
    }
}

#[test]
fn absurd_seat_counts_are_refused_at_once() {
    // Issue 10: `{"op":"game_end","game":"scorepad","hands":[],"seats":18446744073709551615}`
    // panicked ("capacity overflow"); 2^32 seats aborted on a 68 GB allocation; 10^8 took 6 s
    // and 3.1 GB.
    for seats in [usize::MAX, 1 << 32, 100_000_000, 21, 0] {
        for kind in GameKind::ALL {
            let e = end_json(kind, &json!({}), seats, &[]).unwrap_err();
            assert!(
                e.code.ends_with("PLAYERS") || e.code == "E_PLAYER_COUNT",
                "{kind} {e:?}"
            );
            let e = next_dealer_json(kind, &json!({}), seats, 0, &[]).unwrap_err();
            assert!(e.message.contains("players"), "{kind} {e:?}");
            let table = Table {
                seats,
                hand_index: 0,
                dealer: 0,
            };
            assert!(score_json(kind, &json!({}), &table, &json!({"points": []})).is_err());
        }
    }
    let e = end_json(GameKind::Scorepad, &json!({}), usize::MAX, &[]).unwrap_err();
    assert_eq!(e.code, "E_PLAYER_COUNT");
    assert!(
        e.message
            .starts_with("Scorepad (any game) is for 1–20 players"),
        "{}",
        e.message
    );
}

#[test]
fn option_numbers_beyond_any_table_are_refused() {
    // A Golf king worth i64::MAX overflowed the column sum; an Oh Heck! bonus of i64::MAX the
    // exact-bid score.
    use cardtable_rules::games::setup::check_new_options;
    for (kind, o) in [
        (GameKind::SixCardGolf, json!({"kingValue": i64::MAX})),
        (GameKind::OhHeck, json!({"exactBonus": i64::MAX})),
        (GameKind::GiftRummy, json!({"threeOfAKind": u32::MAX})),
        (
            GameKind::Scorepad,
            json!({"end": {"kind": "target", "points": 1e300}}),
        ),
    ] {
        let e = check_new_options(kind, &o).unwrap_err();
        assert_eq!(e.code, "E_BAD_OPTIONS", "{kind} {o}");
        assert!(e.message.contains("too large"), "{}", e.message);
    }
}

#[test]
fn a_dealer_outside_the_table_is_refused() {
    let table = Table {
        seats: 3,
        hand_index: 0,
        dealer: 7,
    };
    let e = score_json(
        GameKind::KnockRummy,
        &json!({}),
        &table,
        &json!({"points": [1, 2, 3]}),
    )
    .unwrap_err();
    assert_eq!(e.code, "E_BAD_DEALER");
}

#[test]
fn a_golf_game_of_ten_holes_is_refused_when_created_not_at_every_hole() {
    // Issue 10: `{"holes":10}` was accepted at creation, then every hole was refused.
    use cardtable_rules::games::setup::check_new_options;
    let e = check_new_options(GameKind::SixCardGolf, &json!({"holes": 10})).unwrap_err();
    assert_eq!(
        (e.code, e.message.as_str()),
        ("E_GOLF_HOLES", "The game is 9 or 18 holes.")
    );
    assert!(check_new_options(GameKind::SixCardGolf, &json!({"holes": 18})).is_ok());
}

#[test]
fn serde_words_do_not_reach_people() {
    // Issue 10: "invalid value: integer -3, expected u32" was shown as it is.
    let table = Table {
        seats: 4,
        hand_index: 5,
        dealer: 3,
    };
    let e = score_json(
        GameKind::OhHeck,
        &json!({}),
        &table,
        &json!({"handSize": 5, "bids": [2, 1, 1, 0], "tricks": [2, 1, 2, 0], "trump": 3}),
    )
    .unwrap_err();
    assert_eq!(e.code, "E_BAD_HAND");
    let e = score_json(
        GameKind::OhHeck,
        &json!({"exactBonus": "ten"}),
        &table,
        &json!({}),
    )
    .unwrap_err();
    assert_eq!(e.code, "E_BAD_OPTIONS");
    assert_eq!(
        e.message,
        "The options for Oh Heck! cannot be used: “exactBonus”: the text \"ten\" was given where a whole number is expected."
    );
    let golf = Table {
        seats: 2,
        hand_index: 0,
        dealer: 0,
    };
    let e = score_json(
        GameKind::SixCardGolf,
        &json!({"holes": -3}),
        &golf,
        &json!({"entries": [1, 2]}),
    )
    .unwrap_err();
    assert_eq!(
        e.message,
        "The options for Six Card Golf cannot be used: “holes”: -3 is not allowed here (a whole number of 0 or more is expected)."
    );
    for word in ["u32", "i64", "usize", "invalid value", "invalid type"] {
        assert!(!e.message.contains(word), "{}", e.message);
    }
}
