//! Whole games played through the command table, with the final state asserted exactly: the
//! RULES.md examples of a game's end (Gin Rummy's G12 totals and its shutout, with the shutout's
//! two optional readings; a Gift Rummy deal, GR1's hands with GR8's lone knock) from the
//! fixture `tests/fixtures/end_states.json`, each hand's points, the hand points, the final
//! totals with bonuses, the winners, and whether the game is over.

use crate::support::{ok, table};
use serde_json::{json, Value};

const CASES: &str = include_str!("../fixtures/end_states.json");

#[test]
fn every_worked_end_state_is_reached_exactly_through_the_table() {
    let cases: Value = serde_json::from_str(CASES).unwrap();
    let cases = cases["cases"].as_array().unwrap();
    assert_eq!(cases.len(), 5);
    for case in cases {
        let id = &case["id"];
        let (_dir, state) = table();
        let kind = case["kind"].clone();
        let game = ok(
            &state,
            "games_create",
            json!({"game": {"players": case["players"], "preset": "seed", "options": {"kind": kind, "options": case["options"]}, "firstDealer": 0}}),
        );
        let mut view = Value::Null;
        for facts in case["hands"].as_array().unwrap() {
            view = ok(
                &state,
                "hands_record",
                json!({"gameId": game["id"], "facts": {"kind": kind, "facts": facts}}),
            );
        }
        // What a fresh read says, not only the last write's answer.
        assert_eq!(
            ok(&state, "games_view", json!({"gameId": game["id"]})),
            view,
            "{id}"
        );
        let s = &view["standings"];
        let points: Vec<Value> = s["hands"]
            .as_array()
            .unwrap()
            .iter()
            .map(|h| h["points"].clone())
            .collect();
        assert_eq!(
            Value::from(points),
            case["points"],
            "{id}: each hand's points"
        );
        assert_eq!(s["totals"], case["totals"], "{id}: hand points");
        assert_eq!(s["finalTotals"], case["finalTotals"], "{id}: final totals");
        assert_eq!(s["winners"], case["winners"], "{id}: winners");
        let over = case.get("over").and_then(Value::as_bool).unwrap_or(true);
        assert_eq!(s["over"], over, "{id}");
        assert_eq!(view["game"]["finishedAt"].is_string(), over, "{id}");
        // The home card shows the same end.
        let card = &ok(&state, "games_overview", json!({}))[0];
        assert_eq!(card["totals"], case["finalTotals"], "{id}: home card");
        assert_eq!(card["over"], over, "{id}: home card");
    }
}

#[test]
fn a_finished_gin_game_takes_no_more_hands_and_keeps_its_end() {
    let (_dir, state) = table();
    let game = ok(
        &state,
        "games_create",
        json!({"game": {"players": ["Ann", "Bob"], "preset": "seed", "options": {"kind": "gin_rummy", "options": {}}, "firstDealer": 0}}),
    );
    let hand = |k: u32, d: u32| json!({"gameId": game["id"], "facts": {"kind": "gin_rummy", "facts": {"form": "counts", "knocker": 0, "knockerDeadwood": k, "defenderDeadwood": d}}});
    for (k, d) in [(0, 25), (2, 32), (0, 0)] {
        ok(&state, "hands_record", hand(k, d));
    }
    let e = crate::support::invoke(&state, "hands_record", hand(0, 10)).unwrap_err();
    assert_eq!(e["kind"], "validation", "{e}");
    let view = ok(&state, "games_view", json!({"gameId": game["id"]}));
    assert_eq!(view["standings"]["finalTotals"], json!([380, 0]));
    assert_eq!(view["standings"]["hands"].as_array().map(Vec::len), Some(3));
}
