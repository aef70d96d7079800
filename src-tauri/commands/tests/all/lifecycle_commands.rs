//! The commands around the ledger through the command table (a real database file, no
//! Tauri): the home cards, naming, deleting and restoring a game, stopping an open-ended game
//! with a named winner (a wrong choice comes back as the `{kind: "validation", code, message}`
//! shape), a rematch, and a hand draft.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support::{invoke, ok, table};
use serde_json::json;

#[test]
fn name_delete_restore_end_and_rematch_a_scorepad_game() {
    let (_dir, w) = table();
    let game = ok(
        &w,
        "games_create",
        json!({"game": {"players": ["Ann", "Bob"], "preset": "seed", "options": {"kind": "scorepad", "options": {}}, "firstDealer": 0}}),
    );
    let id = game["id"].clone();
    let meta = ok(
        &w,
        "games_rename",
        json!({"gameId": id, "name": "Heart Failure"}),
    );
    assert_eq!(meta["name"], "Heart Failure");
    assert_eq!(meta["openEnded"], true);
    ok(
        &w,
        "hands_record",
        json!({"gameId": id, "facts": {"kind": "scorepad", "facts": {"points": [12, 30]}}, "dealer": null}),
    );

    let cards = ok(&w, "games_overview", json!({"limit": null}));
    assert_eq!(cards[0]["name"], "Heart Failure");
    assert_eq!(cards[0]["totals"], json!([12, 30]));
    assert_eq!(cards[0]["leaders"], json!([1]));

    ok(&w, "games_delete", json!({"gameId": id}));
    assert_eq!(ok(&w, "games_overview", json!({"limit": null})), json!([]));
    ok(&w, "games_restore", json!({"gameId": id}));
    assert_eq!(
        ok(&w, "games_overview", json!({"limit": null}))
            .as_array()
            .map(Vec::len),
        Some(1)
    );

    let err = invoke(&w, "games_end", json!({"gameId": id, "winners": [4]})).unwrap_err();
    assert_eq!(err["kind"], "validation");
    assert_eq!(err["code"], "E_BAD_WINNER");
    let meta = ok(&w, "games_end", json!({"gameId": id, "winners": [1]}));
    assert_eq!(meta["declaredWinners"], json!([1]));

    let again = ok(&w, "games_rematch", json!({"gameId": id}));
    assert_eq!(again["players"], json!(["Ann", "Bob"]));
    let view = ok(&w, "games_view", json!({"gameId": again["id"]}));
    assert_eq!(view["firstDealer"], 1, "the deal passes on");

    ok(
        &w,
        "drafts_save",
        json!({"gameId": again["id"], "facts": {"points": ["7", null]}}),
    );
    assert_eq!(
        ok(&w, "drafts_get", json!({"gameId": again["id"]})),
        json!({"points": ["7", null]})
    );
    ok(&w, "drafts_discard", json!({"gameId": again["id"]}));
    assert_eq!(
        ok(&w, "drafts_get", json!({"gameId": again["id"]})),
        json!(null)
    );
}
