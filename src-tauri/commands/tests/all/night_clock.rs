//! A club night's timed rounds through the command table (issue 26, third layer): a round is a
//! time limit with the last deal finished. The clock is read from the round's stored start
//! (the round is moved back in time in the database, as the hour passing would), the table
//! plays on until the time is up, and the first hand recorded after that is its last deal:
//! the scores after it count, whatever is played later.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support::{ok, table};
use cardtable_commands::AppState;
use serde_json::{json, Value};

/// The first seat gins (25 + 5 deadwood): 30–0, far from the game's 100.
fn gin(w: &AppState, game: &Value) {
    ok(
        w,
        "hands_record",
        json!({"gameId": game, "facts": {"kind": "gin_rummy", "facts": {"form": "counts", "knocker": 0, "knockerDeadwood": 0, "defenderDeadwood": 5}}}),
    );
}

/// Moves round `round` of night `id` to have been seated `seconds` ago.
fn seated_ago(w: &AppState, id: &Value, round: u32, seconds: i64) {
    let at = chrono::Utc::now() - chrono::Duration::seconds(seconds);
    let stamp = at.to_rfc3339_opts(chrono::SecondsFormat::Millis, true);
    let ledger = w.store().unwrap();
    let moved = ledger
        .store()
        .connection()
        .execute(
            "UPDATE night_rounds SET seated_at = ?1 WHERE night_id = ?2 AND round = ?3",
            rusqlite::params![stamp, id.as_i64().unwrap(), round],
        )
        .unwrap();
    assert_eq!(moved, 1);
}

fn table_of(show: &Value, round: usize) -> Value {
    show["rounds"][round - 1]["tables"][0].clone()
}

#[test]
fn a_timed_round_ends_with_the_deal_in_progress_when_the_time_is_up() {
    let (_dir, w) = table();
    let night = ok(
        &w,
        "night_new",
        json!({"night": {"kind": "gin_rummy", "players": ["Ann", "Bob"], "rounds": 2, "options": {"minutes": 30, "seed": 1}}}),
    );
    let id = night["id"].clone();
    assert_eq!(
        night["spec"]["round"],
        json!({"kind": "timed", "minutes": 30})
    );
    assert_eq!(night["clock"], json!(null), "no round seated, no clock");
    let round = ok(&w, "night_seat", json!({"nightId": id}));
    let game = round["tables"][0]["game"].clone();

    // Seated just now: about half an hour left, and a hand played keeps the table playing.
    gin(&w, &game);
    let show = ok(&w, "night_show", json!({"nightId": id}));
    let clock = &show["clock"];
    assert_eq!(clock["round"], 1);
    assert_eq!(clock["minutes"], 30);
    let left = clock["msLeft"].as_u64().unwrap();
    assert!(
        (29 * 60_000..=30 * 60_000).contains(&left),
        "{left} ms left"
    );
    assert_eq!(clock["endsAt"], show["rounds"][0]["endsAt"]);
    assert_eq!(table_of(&show, 1)["status"], "playing");
    assert_eq!(table_of(&show, 1)["done"], false);
    let err = cardtable_commands::call(&w, "night_seat", json!({"nightId": id})).unwrap_err();
    assert_eq!(err.code(), "E_NIGHT_ROUND_OPEN");
    // The phones read the same clock.
    let phone = ok(&w, "night_phone", json!({"nightId": id}));
    assert_eq!(phone["clock"]["endsAt"], clock["endsAt"]);

    // The round was seated 31 minutes before that hand: the hand was the deal in progress when
    // the time ran out, the table's last deal. A deal played after it does not count.
    seated_ago(&w, &id, 1, 31 * 60);
    let show = ok(&w, "night_show", json!({"nightId": id}));
    assert_eq!(show["clock"]["msLeft"], 0);
    assert_eq!(table_of(&show, 1)["status"], "toConfirm");
    gin(&w, &game);
    let show = ok(&w, "night_show", json!({"nightId": id}));
    let t = table_of(&show, 1);
    assert_eq!(
        (t["done"].clone(), t["hands"].clone()),
        (json!(true), json!(2))
    );
    assert_eq!(
        t["scores"],
        json!([30, 0]),
        "the deal after the last one does not count"
    );

    // Closing the round stops its clock; round 2 starts its own.
    ok(&w, "night_close_round", json!({"nightId": id}));
    let show = ok(&w, "night_show", json!({"nightId": id}));
    assert_eq!(show["clock"], json!(null));
    let round = ok(&w, "night_seat", json!({"nightId": id}));
    let game = round["tables"][0]["game"].clone();
    let show = ok(&w, "night_show", json!({"nightId": id}));
    assert_eq!(show["clock"]["round"], 2);
    assert!(show["clock"]["msLeft"].as_u64().unwrap() > 29 * 60_000);

    // Time up with no deal recorded since: the table is still playing its last deal, and
    // counts once that deal is in.
    seated_ago(&w, &id, 2, 31 * 60);
    let show = ok(&w, "night_show", json!({"nightId": id}));
    assert_eq!(show["clock"]["msLeft"], 0);
    assert_eq!(table_of(&show, 2)["status"], "playing");
    gin(&w, &game);
    let show = ok(&w, "night_show", json!({"nightId": id}));
    assert_eq!(table_of(&show, 2)["status"], "toConfirm");
    assert_eq!(table_of(&show, 2)["scores"], json!([30, 0]));
}
