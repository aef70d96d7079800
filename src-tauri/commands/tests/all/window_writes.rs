//! A write from the host's window goes through the command table as the host (the shell
//! carries it to `call`), so a phone's write made against the version before it is refused,
//! and the refusal credits the window's write to the host by name.

use crate::support::{ok, table};
use cardtable_commands::{call, call_as, Caller};
use serde_json::{json, Value};

#[test]
fn a_phones_write_on_the_version_before_a_window_write_is_refused_naming_the_host() {
    let (_dir, state) = table();
    let game = ok(
        &state,
        "games_create",
        json!({"game": {"players": ["Ann", "Bob"], "preset": "seed", "options": {"kind": "scorepad", "options": {}}, "firstDealer": 0}}),
    );
    let id = game["id"].clone();
    let bob = Caller::Phone {
        key: "k-bob".to_string(),
        name: "Bob".to_string(),
    };
    let hand = |a: i64| json!({"kind": "scorepad", "facts": {"points": [a, 1]}});
    // Bob's phone reads the game's version; then the window records a hand (as the shell
    // does: `call`, with no version, as the host).
    let seen = call_as(&state, &bob, "games_version", json!({"gameId": id})).unwrap();
    ok(
        &state,
        "hands_record",
        json!({"gameId": id, "facts": hand(5)}),
    );
    let e = call_as(
        &state,
        &bob,
        "hands_record",
        json!({"gameId": id, "facts": hand(7), "version": seen}),
    )
    .unwrap_err();
    let e = serde_json::to_value(&e).unwrap();
    assert_eq!(e["code"], "E_STALE", "{e}");
    let message = e["message"].as_str().unwrap();
    assert!(
        message.starts_with("The host just recorded hand 1. Nothing was saved"),
        "{message}"
    );
    // The same for a change of a hand made in the window.
    let view = ok(&state, "games_view", json!({"gameId": id}));
    let hand_id = view["standings"]["hands"][0]["id"].clone();
    let seen = view["version"].clone();
    ok(
        &state,
        "hands_amend",
        json!({"handId": hand_id, "facts": hand(6)}),
    );
    let e = call_as(
        &state,
        &bob,
        "hands_delete",
        json!({"handId": hand_id, "version": seen}),
    )
    .unwrap_err();
    assert!(
        e.to_string().starts_with("The host just changed a hand."),
        "{e}"
    );
    // Nothing of Bob's was written: one hand, the window's.
    let now = call(&state, "games_view", json!({"gameId": id})).unwrap();
    assert_eq!(now["standings"]["hands"].as_array().map(Vec::len), Some(1));
    assert_eq!(now["standings"]["hands"][0]["points"], json!([6, 1]));
    // Once Bob's phone has the new version, its write goes through.
    let fresh: Value = call_as(&state, &bob, "games_version", json!({"gameId": id})).unwrap();
    call_as(
        &state,
        &bob,
        "hands_record",
        json!({"gameId": id, "facts": hand(7), "version": fresh}),
    )
    .unwrap();
}
