//! Club nights through the command table (a real database file, no Tauri), with the JSON the
//! window sends: a night of Gin made, seated, played through `hands_record` and shown; a
//! round seated while a table still plays, and a night that does not fit, refused in the
//! `{kind, code, message}` shape; a phone may read a night but not make or seat one.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support::{invoke, ok, strings, table};
use cardtable_commands::{call_as, Caller, HOST_ONLY};
use serde_json::json;

#[test]
fn a_night_is_made_seated_played_and_shown_through_the_table() {
    let (_dir, w) = table();
    let night = ok(
        &w,
        "night_new",
        json!({"night": {"kind": "gin_rummy", "players": ["Ann", "Bob", "Cy", "Dan"], "rounds": 2, "options": {"seed": 5}}}),
    );
    let id = night["id"].clone();
    assert_eq!(night["round"], 0);
    assert_eq!(night["seed"], 5);
    assert_eq!(night["spec"]["round"], json!({"kind": "game"}));
    let round = ok(&w, "night_seat", json!({"nightId": id}));
    assert_eq!(round["round"], 1);
    let tables = round["tables"].as_array().unwrap().clone();
    assert_eq!(tables.len(), 2);
    assert_eq!(round["byes"], json!([]));
    // A round is the whole game (to 100 by default): after one hand the table still plays.
    let first = tables[0]["game"].clone();
    ok(
        &w,
        "hands_record",
        json!({"gameId": first, "facts": {"kind": "gin_rummy", "facts": {"form": "counts", "knocker": 0, "knockerDeadwood": 0, "defenderDeadwood": 30}}}),
    );
    let err = invoke(&w, "night_seat", json!({"nightId": id})).unwrap_err();
    assert_eq!(err["kind"], "validation");
    assert_eq!(err["code"], "E_NIGHT_ROUND_OPEN");
    let seats = |t: &serde_json::Value| strings(&t["seats"]);
    assert_eq!(
        err["message"],
        format!(
            "Round 1 is still being played at table 1 ({}), table 2 ({}); seat the next round once every table has finished.",
            seats(&tables[0]).join(", "),
            seats(&tables[1]).join(", ")
        )
    );
    // As it stands: table 1's first seat leads 55–0 but still plays its game, and a table
    // counts in the standings only once its result is confirmed: nothing counts yet.
    let shown = ok(&w, "night_show", json!({"nightId": id}));
    assert_eq!(shown["complete"], false);
    let t1 = &shown["rounds"][0]["tables"][0];
    assert_eq!(t1["scores"], json!([55, 0]));
    assert_eq!(t1["hands"], 1);
    assert_eq!(t1["done"], false);
    assert_eq!(t1["status"], "playing");
    assert_eq!(t1["counted"], json!(null));
    assert_eq!(t1["confirmers"], json!([]));
    let standings = shown["standings"].as_array().unwrap();
    assert_eq!(standings.len(), 4);
    for s in standings {
        assert_eq!(s["points"], 0, "{shown}");
        assert_eq!(s["played"], 0, "{shown}");
        assert_eq!(s["place"], 1, "{shown}");
    }
    assert_eq!(shown["rounds"][0]["tables"][1]["hands"], 0);
}

#[test]
fn a_night_that_does_not_fit_is_refused_in_words() {
    let (_dir, w) = table();
    let err = invoke(
        &w,
        "night_new",
        json!({"night": {"kind": "oh_heck", "players": ["Ann", "Bob"], "rounds": 2}}),
    )
    .unwrap_err();
    assert_eq!(
        err,
        json!({"kind": "validation", "code": "E_NIGHT_PLAYERS", "message": "A night of Oh Heck! needs at least 3 players, one table's worth (2 were entered)."})
    );
    let err = invoke(&w, "night_show", json!({"nightId": 4})).unwrap_err();
    assert_eq!(err["kind"], "not_found");
    assert_eq!(err["message"], "Night 4 was not found.");
}

#[test]
fn a_phone_reads_a_night_but_only_the_host_makes_and_seats_one() {
    let (_dir, w) = table();
    let phone = Caller::Phone {
        key: "k1".to_string(),
        name: "Ann".to_string(),
    };
    let setup = json!({"night": {"kind": "gin_rummy", "players": ["Ann", "Bob"], "rounds": 1}});
    let err = call_as(&w, &phone, "night_new", setup.clone()).unwrap_err();
    assert_eq!(err.code(), HOST_ONLY);
    let id = ok(&w, "night_new", setup)["id"].clone();
    let err = call_as(&w, &phone, "night_seat", json!({"nightId": id})).unwrap_err();
    assert_eq!(err.code(), HOST_ONLY);
    let shown = call_as(&w, &phone, "night_show", json!({"nightId": id})).unwrap();
    assert_eq!(shown["round"], 0);
    let err = call_as(&w, &Caller::Tv, "night_show", json!({"nightId": id})).unwrap_err();
    assert_eq!(err.code(), HOST_ONLY);
    // The TV reads the night's board (seating and standings) and the list of nights.
    let board = call_as(&w, &Caller::Tv, "night_board", json!({"nightId": id})).unwrap();
    assert_eq!(board["id"], id);
    assert_eq!(
        call_as(&w, &Caller::Tv, "nights_list", json!({})).unwrap()[0]["id"],
        id
    );
    for name in ["night_correct", "night_close_round", "night_finalise"] {
        let err = call_as(
            &w,
            &phone,
            name,
            json!({"nightId": id, "gameId": 1, "scores": [1, 2], "reason": "x"}),
        )
        .unwrap_err();
        assert_eq!(err.code(), HOST_ONLY, "{name}");
    }
}
