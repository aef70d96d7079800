//! Ending an open-ended Knock Rummy game at the table (issue 23): Knock Rummy without a target
//! says "stop whenever you like", so `games_end` takes the players' winner, and that win counts
//! in the player's statistics as it does on Home.

// Helpers here are test code too: a failed step should stop the test with its reason.
#![allow(clippy::unwrap_used, clippy::panic)]

use cardtable_commands::{call, AppState};
use cardtable_store::Store;
use serde_json::{json, Value};

fn ok(state: &AppState, name: &str, args: Value) -> Value {
    call(state, name, args).unwrap_or_else(|e| panic!("{name}: {e:?}"))
}

fn knock_stats(state: &AppState, player: &str) -> Value {
    let players = ok(state, "players_list", json!({}));
    let id = players
        .as_array()
        .and_then(|ps| ps.iter().find(|p| p["name"] == player))
        .map(|p| p["id"].clone())
        .unwrap();
    let stats = ok(state, "stats_player", json!({"playerId": id}));
    stats["byGame"]
        .as_array()
        .and_then(|g| g.iter().find(|k| k["kind"] == "knock_rummy"))
        .cloned()
        .unwrap()
}

#[test]
fn an_open_knock_rummy_game_ends_with_the_named_winner_and_the_win_counts() {
    let state = AppState::new(Store::open_in_memory().unwrap());
    let game = ok(
        &state,
        "games_create",
        json!({"game": {"players": ["Ann", "Bob", "Cy"], "preset": "seed", "options": {"kind": "knock_rummy", "options": {}}, "firstDealer": 0}}),
    );
    let id = game["id"].as_i64().unwrap();
    let meta = ok(&state, "games_meta", json!({"gameId": id}));
    assert_eq!(meta["openEnded"], true, "{meta}");

    // Nothing to end before a hand is played.
    let err = call(&state, "games_end", json!({"gameId": id, "winners": [0]})).unwrap_err();
    assert_eq!(
        serde_json::to_value(&err).unwrap()["code"],
        "E_NO_HANDS",
        "{err:?}"
    );

    // Ann knocks with 4; Bob holds 20, Cy 9: Ann collects the differences.
    for facts in [
        json!({"form": "cards", "knocker": 0, "hands": [4, 20, 9]}),
        json!({"form": "cards", "knocker": 1, "hands": [12, 3, 30]}),
    ] {
        ok(
            &state,
            "hands_record",
            json!({"gameId": id, "facts": {"kind": "knock_rummy", "facts": facts}}),
        );
    }
    let meta = ok(&state, "games_meta", json!({"gameId": id}));
    assert_eq!(meta["leaders"], json!([1]), "{meta}");
    assert_eq!(knock_stats(&state, "Bob")["won"], 0);

    let ended = ok(&state, "games_end", json!({"gameId": id, "winners": [1]}));
    assert_eq!(ended["declaredWinners"], json!([1]));

    let bob = knock_stats(&state, "Bob");
    assert_eq!(
        (
            bob["played"].clone(),
            bob["finished"].clone(),
            bob["won"].clone()
        ),
        (json!(1), json!(1), json!(1)),
        "{bob}"
    );
    let ann = knock_stats(&state, "Ann");
    assert_eq!(
        (ann["finished"].clone(), ann["won"].clone()),
        (json!(1), json!(0)),
        "{ann}"
    );

    // Once over, it cannot be ended again.
    let again = call(&state, "games_end", json!({"gameId": id, "winners": [0]}));
    assert!(again.is_err());
}

#[test]
fn a_knock_rummy_game_with_a_target_is_not_ended_by_the_players() {
    let state = AppState::new(Store::open_in_memory().unwrap());
    let game = ok(
        &state,
        "games_create",
        json!({"game": {"players": ["Ann", "Bob"], "preset": "seed", "options": {"kind": "knock_rummy", "options": {"target": 100}}, "firstDealer": 0}}),
    );
    let id = game["id"].as_i64().unwrap();
    ok(
        &state,
        "hands_record",
        json!({"gameId": id, "facts": {"kind": "knock_rummy", "facts": {"form": "cards", "knocker": 0, "hands": [4, 20]}}}),
    );
    let err = call(&state, "games_end", json!({"gameId": id, "winners": [0]})).unwrap_err();
    assert_eq!(
        serde_json::to_value(&err).unwrap()["code"],
        "E_NOT_OPEN_ENDED"
    );
}

#[test]
fn naming_no_one_ends_the_game_for_the_leader_and_a_tie_is_refused_naming_the_tied() {
    let state = AppState::new(Store::open_in_memory().unwrap());
    let new = |players: &[&str]| {
        ok(
            &state,
            "games_create",
            json!({"game": {"players": players, "preset": "seed", "options": {"kind": "knock_rummy", "options": {}}, "firstDealer": 0}}),
        )["id"]
            .as_i64()
            .unwrap()
    };
    let hand = |id: i64, facts: Value| {
        ok(
            &state,
            "hands_record",
            json!({"gameId": id, "facts": {"kind": "knock_rummy", "facts": facts}}),
        );
    };
    // Ann knocks with 4 and collects 10 from each; then Cy does the same: Ann and Cy lead on 10.
    let tied = new(&["Ann", "Bob", "Cy"]);
    hand(
        tied,
        json!({"form": "cards", "knocker": 0, "hands": [4, 14, 14]}),
    );
    hand(
        tied,
        json!({"form": "cards", "knocker": 2, "hands": [14, 14, 4]}),
    );
    let err = call(&state, "games_end", json!({"gameId": tied, "winners": []})).unwrap_err();
    let err = serde_json::to_value(&err).unwrap();
    assert_eq!(err["code"], "E_BAD_WINNER", "{err}");
    assert_eq!(err["message"], "Ann and Cy are tied on 10: say who won.");
    let meta = ok(&state, "games_meta", json!({"gameId": tied}));
    assert_eq!(meta["declaredWinners"], Value::Null, "nothing was ended");
    // Naming one of them settles it.
    let meta = ok(&state, "games_end", json!({"gameId": tied, "winners": [2]}));
    assert_eq!(meta["declaredWinners"], json!([2]));

    // One leader: naming no one gives her the win.
    let led = new(&["Ann", "Bob"]);
    hand(
        led,
        json!({"form": "cards", "knocker": 0, "hands": [4, 20]}),
    );
    let meta = ok(&state, "games_end", json!({"gameId": led, "winners": []}));
    assert_eq!(meta["declaredWinners"], json!([0]));
    // A game that ends by its own rule is still refused in the rules' words, named or not.
    let target = ok(
        &state,
        "games_create",
        json!({"game": {"players": ["Ann", "Bob"], "preset": "seed", "options": {"kind": "knock_rummy", "options": {"target": 100}}, "firstDealer": 0}}),
    )["id"]
        .as_i64()
        .unwrap();
    hand(
        target,
        json!({"form": "cards", "knocker": 0, "hands": [4, 20]}),
    );
    let err = call(
        &state,
        "games_end",
        json!({"gameId": target, "winners": []}),
    )
    .unwrap_err();
    assert_eq!(
        serde_json::to_value(&err).unwrap()["code"],
        "E_NOT_OPEN_ENDED"
    );
}
