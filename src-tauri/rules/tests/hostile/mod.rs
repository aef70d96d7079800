//! Hostile JSON for the fuzz tests of the rules, the batch referee and import: arbitrary values
//! with the keys and card strings the games read (so the fuzzing gets past the first
//! `deserialize`), numbers at the edges of every integer type, and mutations of real requests
//! (every `tests/fixtures/*.json` case) where one node at a time is replaced by anything.
//!
//! Shared by several crates' tests through `#[path]`, so it depends only on proptest and
//! serde_json.

#![allow(dead_code, clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use proptest::prelude::*;
use serde_json::{json, Map, Number, Value};

/// Keys the games, options, requests and exports read.
const KEYS: &[&str] = &[
    "op",
    "game",
    "id",
    "form",
    "knocker",
    "knockerCards",
    "defenderCards",
    "knockerDeadwood",
    "defenderDeadwood",
    "bigGin",
    "upcard",
    "knockerMelds",
    "layoffs",
    "defenderMelds",
    "hands",
    "knockedAfterRound1",
    "knockedAfterRound2",
    "bonusClaimedBy",
    "handSize",
    "handIndex",
    "trump",
    "bids",
    "tricks",
    "entries",
    "layouts",
    "points",
    "preset",
    "target",
    "gameTarget",
    "holes",
    "packs",
    "end",
    "kind",
    "count",
    "winner",
    "schedule",
    "hook",
    "scoring",
    "exactBonus",
    "seats",
    "options",
    "cards",
    "counting",
    "deals",
    "jokers",
    "kingValue",
    "negativePairOfTwos",
    "knockLimit",
    "nextDealer",
    "shutout",
    "lowestWins",
    "dealer",
    "format",
    "version",
    "checksum",
    "players",
    "games",
    "facts",
    "firstDealer",
    "name",
];

/// Strings the games read: cards, card lists, layouts, arithmetic, ids, and some nonsense.
const WORDS: &[&str] = &[
    "As",
    "10h",
    "T♥",
    "JK",
    "Kd",
    "2c",
    "As 2s 3s",
    "As 2s 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks",
    "KS 5H QD / 2C 5D JC",
    "KS 5H / QD",
    "12+7-3",
    "-5",
    "5/2",
    "1/0",
    "-0",
    "1e400",
    "9223372036854775807+1",
    "-9223372036854775808-1",
    "99999999999999999999",
    "0/0",
    "cards",
    "counts",
    "void",
    "gin_rummy",
    "oh_heck",
    "scorepad",
    "six_card_golf",
    "gift_rummy",
    "knock_rummy",
    "score",
    "game_end",
    "arrange",
    "gin",
    "seed",
    "oklahoma",
    "hands",
    "target",
    "highest",
    "lowest",
    "spades",
    "notrump",
    "",
    " ",
    "\u{200b}",
    "\u{0}",
    "é",
    "🂡",
    "cardtable-export",
];

/// Numbers at the edges: zero, ±1, the limits of every integer width, floats.
fn number() -> impl Strategy<Value = Value> {
    prop_oneof![
        (-3i64..60).prop_map(|n| json!(n)),
        any::<i64>().prop_map(|n| json!(n)),
        any::<u64>().prop_map(|n| json!(n)),
        prop::sample::select(vec![
            json!(u64::MAX),
            json!(i64::MIN),
            json!(i64::MAX),
            json!(u64::from(u32::MAX) + 1),
            json!(u32::MAX),
            json!(100_000_000u64),
            json!(-1),
        ]),
        prop::num::f64::NORMAL.prop_map(|f| Number::from_f64(f).map_or(Value::Null, Value::Number)),
    ]
}

/// Any leaf: null, a bool, a number, a known word or any string.
pub fn leaf() -> impl Strategy<Value = Value> {
    prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        number(),
        prop::sample::select(WORDS).prop_map(|w| json!(w)),
        ".{0,12}".prop_map(Value::String),
    ]
}

/// Any JSON value a few levels deep, objects keyed mostly by the keys the games read.
pub fn value() -> impl Strategy<Value = Value> {
    leaf().prop_recursive(4, 48, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::vec(
                (
                    prop_oneof![
                        4 => prop::sample::select(KEYS).prop_map(str::to_string),
                        1 => ".{0,6}".prop_map(String::from),
                    ],
                    inner
                ),
                0..6
            )
            .prop_map(|pairs| Value::Object(pairs.into_iter().collect::<Map<_, _>>())),
        ]
    })
}

/// Every node of `v` (itself first), by a pre-order index.
fn count(v: &Value) -> usize {
    1 + match v {
        Value::Array(a) => a.iter().map(count).sum(),
        Value::Object(o) => o.values().map(count).sum(),
        _ => 0,
    }
}

/// Replaces the node at pre-order index `at` with `with`.
fn replace(v: &mut Value, at: &mut usize, with: &Value) -> bool {
    if *at == 0 {
        *v = with.clone();
        return true;
    }
    *at -= 1;
    match v {
        Value::Array(a) => a.iter_mut().any(|x| replace(x, at, with)),
        Value::Object(o) => o.values_mut().any(|x| replace(x, at, with)),
        _ => false,
    }
}

/// `seed` with each `(where, what)` edit applied: `where` picks a node (modulo the count).
pub fn mutate(seed: &Value, edits: &[(usize, Value)]) -> Value {
    let mut v = seed.clone();
    for (pick, with) in edits {
        let mut at = pick % count(&v);
        replace(&mut v, &mut at, with);
    }
    v
}

/// Up to three edits of one node each.
pub fn edits() -> impl Strategy<Value = Vec<(usize, Value)>> {
    prop::collection::vec((any::<usize>(), value()), 0..3)
}

/// Every request of every `tests/fixtures/*.json` file (all the worked examples), for crates
/// two folders below the repository root.
pub fn fixture_requests(manifest_dir: &str) -> Vec<Value> {
    let dir = format!("{manifest_dir}/../../tests/fixtures");
    let mut out = Vec::new();
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        // The worked examples' requests only: `words/` holds their explanations.
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    paths.sort();
    for path in paths {
        let file: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        for case in file["cases"].as_array().into_iter().flatten() {
            out.push(case["request"].clone());
        }
    }
    assert!(out.len() > 50, "the fixtures were not found in {dir}");
    out
}
