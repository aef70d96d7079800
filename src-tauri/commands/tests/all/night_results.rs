//! A club night's phones and results through the command table (a real database file), as the
//! window and the phones call it (issue 26): phones check in as players and read their seat;
//! a table's result counts only once a player of the other side confirms it; a refusal says
//! why and keeps both versions for the host, who corrects the table with a reason kept in the
//! trail; a confirmation lapses when the game changes; closing a round accepts what is left
//! and stops the phones; finalising makes everything final.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support::{ok, strings, table};
use cardtable_commands::{call_as, AppState, Caller};
use serde_json::{json, Value};

fn phone(key: &str) -> Caller {
    Caller::Phone {
        key: key.to_string(),
        name: format!("{key}'s phone"),
    }
}

fn as_phone(w: &AppState, key: &str, name: &str, args: Value) -> Result<Value, (String, String)> {
    call_as(w, &phone(key), name, args).map_err(|e| {
        let v = serde_json::to_value(&e).unwrap();
        (
            v["code"].as_str().unwrap_or_default().to_string(),
            v["message"].as_str().unwrap_or_default().to_string(),
        )
    })
}

/// The first seat gins (25 + 30 deadwood): 55–0.
fn gin(w: &AppState, game: &Value) {
    ok(
        w,
        "hands_record",
        json!({"gameId": game, "facts": {"kind": "gin_rummy", "facts": {"form": "counts", "knocker": 0, "knockerDeadwood": 0, "defenderDeadwood": 30}}}),
    );
}

fn points(show: &Value, who: &str) -> Value {
    show["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["player"] == who)
        .unwrap()["points"]
        .clone()
}

/// A night of Gin for five (one deal a round, two rounds): made, every player checked in on
/// their own phone, round 1 seated. The night's id and round 1's tables.
fn night(w: &AppState) -> (Value, Vec<Value>, String) {
    let night = ok(
        w,
        "night_new",
        json!({"night": {"kind": "gin_rummy", "players": ["Ann", "Bob", "Cy", "Dan", "Eve"], "rounds": 2, "options": {"deals": 1, "seed": 3}}}),
    );
    let id = night["id"].clone();
    for who in ["Ann", "Bob", "Cy", "Dan", "Eve"] {
        let me = as_phone(
            w,
            who,
            "night_check_in",
            json!({"nightId": id, "player": who.to_lowercase()}),
        )
        .unwrap();
        assert_eq!(me["me"], who);
        assert_eq!(me["table"], json!(null), "no round seated yet");
    }
    let round = ok(w, "night_seat", json!({"nightId": id}));
    let tables = round["tables"].as_array().unwrap().clone();
    let bye = strings(&round["byes"])[0].clone();
    (id, tables, bye)
}

#[test]
fn a_phone_checks_in_once_and_then_reads_its_seat() {
    let (_dir, w) = table();
    let (id, tables, bye) = night(&w);
    let show = ok(&w, "night_show", json!({"nightId": id}));
    assert_eq!(
        strings(&show["checkedIn"]),
        ["Ann", "Bob", "Cy", "Dan", "Eve"]
    );
    for t in &tables {
        for (seat, who) in strings(&t["seats"]).iter().enumerate() {
            let me = as_phone(&w, who, "night_phone", json!({"nightId": id})).unwrap();
            assert_eq!(me["me"], *who);
            assert_eq!(me["round"], 1);
            assert_eq!(me["bye"], false);
            assert_eq!(me["table"]["table"], t["table"]);
            assert_eq!(me["table"]["game"], t["game"]);
            assert_eq!(
                me["table"]["seats"], t["seats"],
                "{who} sits at seat {seat}"
            );
            assert_eq!(me["table"]["status"], "playing");
            assert_eq!(me["mayConfirm"], false);
        }
    }
    let me = as_phone(&w, &bye, "night_phone", json!({"nightId": id})).unwrap();
    assert_eq!(me["bye"], true);
    assert_eq!(me["table"], json!(null));
    // A phone that has not checked in sees the players to pick from, and no seat.
    let new = as_phone(&w, "stranger", "night_phone", json!({"nightId": id})).unwrap();
    assert_eq!(new["me"], json!(null));
    assert_eq!(strings(&new["players"]), ["Ann", "Bob", "Cy", "Dan", "Eve"]);
    // A name that is not the night's, and the host's window (no phone), are refused.
    let (code, message) = as_phone(
        &w,
        "stranger",
        "night_check_in",
        json!({"nightId": id, "player": "Zed"}),
    )
    .unwrap_err();
    assert_eq!(code, "E_INVALID_REQUEST");
    assert_eq!(
        message,
        "Zed is not one of this night's players; pick your name from the list."
    );
    let err = cardtable_commands::call(
        &w,
        "night_check_in",
        json!({"nightId": id, "player": "Ann"}),
    )
    .unwrap_err();
    assert_eq!(err.code(), "E_NIGHT_PHONE");
    // Checking in again moves the phone to the new name.
    let moved = as_phone(
        &w,
        "Ann",
        "night_check_in",
        json!({"nightId": id, "player": "Bob"}),
    )
    .unwrap();
    assert_eq!(moved["me"], "Bob");
}

#[test]
fn a_result_counts_once_the_other_side_confirms_and_a_refusal_waits_for_the_host() {
    let (_dir, w) = table();
    let (id, tables, bye) = night(&w);
    let (t1, t2) = (&tables[0], &tables[1]);
    let (win1, lose1) = (
        strings(&t1["seats"])[0].clone(),
        strings(&t1["seats"])[1].clone(),
    );
    let (win2, lose2) = (
        strings(&t2["seats"])[0].clone(),
        strings(&t2["seats"])[1].clone(),
    );
    // Before the deal is played there is nothing to confirm.
    let (code, _) = as_phone(
        &w,
        &lose1,
        "night_confirm",
        json!({"nightId": id, "gameId": t1["game"]}),
    )
    .unwrap_err();
    assert_eq!(code, "E_NIGHT_PLAYING");
    gin(&w, &t1["game"]);
    gin(&w, &t2["game"]);
    let show = ok(&w, "night_show", json!({"nightId": id}));
    assert_eq!(show["rounds"][0]["tables"][0]["status"], "toConfirm");
    assert_eq!(
        strings(&show["rounds"][0]["tables"][0]["confirmers"]),
        vec![lose1.clone()]
    );
    // Not counted yet: only the bye's 2 points.
    assert_eq!(points(&show, &win1), 0);
    assert_eq!(points(&show, &bye), 2);
    // The winner does not confirm their own win; a player of another table cannot either.
    let (code, message) = as_phone(
        &w,
        &win1,
        "night_confirm",
        json!({"nightId": id, "gameId": t1["game"]}),
    )
    .unwrap_err();
    assert_eq!(code, "E_NIGHT_OTHER_SIDE");
    assert_eq!(
        message,
        format!("{win1} won at table 1: the result is confirmed by the other side ({lose1}).")
    );
    let (code, _) = as_phone(
        &w,
        &lose2,
        "night_confirm",
        json!({"nightId": id, "gameId": t1["game"]}),
    )
    .unwrap_err();
    assert_eq!(code, "E_NIGHT_NOT_SEATED");
    assert!(
        as_phone(&w, &lose1, "night_phone", json!({"nightId": id})).unwrap()["mayConfirm"] == true
    );
    let me = as_phone(
        &w,
        &lose1,
        "night_confirm",
        json!({"nightId": id, "gameId": t1["game"]}),
    )
    .unwrap();
    assert_eq!(me["table"]["status"], "confirmed");
    assert_eq!(me["mayConfirm"], false);
    let show = ok(&w, "night_show", json!({"nightId": id}));
    assert_eq!(points(&show, &win1), 2);
    assert_eq!(show["rounds"][0]["tables"][0]["counted"], json!([55, 0]));
    let trail = &show["rounds"][0]["tables"][0]["trail"];
    assert_eq!(trail.as_array().unwrap().len(), 1);
    assert_eq!(trail[0]["action"], "confirmed");
    assert_eq!(trail[0]["by"], lose1);
    // Table 2's loser refuses: the reason is required; both versions are kept.
    let (code, _) = as_phone(
        &w,
        &lose2,
        "night_refuse",
        json!({"nightId": id, "gameId": t2["game"], "reason": "  "}),
    )
    .unwrap_err();
    assert_eq!(code, "E_NIGHT_REASON");
    let (code, _) = as_phone(
        &w,
        &lose2,
        "night_refuse",
        json!({"nightId": id, "gameId": t2["game"], "reason": "x", "scores": [1]}),
    )
    .unwrap_err();
    assert_eq!(code, "E_NIGHT_SCORES");
    let me = as_phone(
        &w,
        &lose2,
        "night_refuse",
        json!({"nightId": id, "gameId": t2["game"], "reason": "I had 20 deadwood, not 30", "scores": [45, 0]}),
    )
    .unwrap();
    assert_eq!(me["table"]["status"], "refused");
    let refused = &me["table"]["trail"][0];
    assert_eq!(refused["action"], "refused");
    assert_eq!(refused["by"], lose2);
    assert_eq!(refused["scores"], json!([55, 0]));
    assert_eq!(refused["claimed"], json!([45, 0]));
    assert_eq!(refused["reason"], "I had 20 deadwood, not 30");
    assert_eq!(
        points(&ok(&w, "night_show", json!({"nightId": id})), &win2),
        0
    );
    // A refused table waits for the host: confirming it now, or seating the next round, is
    // refused, naming it.
    let (code, _) = as_phone(
        &w,
        &lose2,
        "night_confirm",
        json!({"nightId": id, "gameId": t2["game"]}),
    )
    .unwrap_err();
    assert_eq!(code, "E_NIGHT_REFUSED");
    let err = cardtable_commands::call(&w, "night_seat", json!({"nightId": id})).unwrap_err();
    assert_eq!(err.code(), "E_NIGHT_REFUSED");
    assert_eq!(
        serde_json::to_value(&err).unwrap()["message"],
        format!("Round 1 has a refused result at table 2 ({lose2} refused it: I had 20 deadwood, not 30); correct it before the round is closed.")
    );
    // The host corrects it: a reason and one score a seat, then its scores count.
    let err = cardtable_commands::call(
        &w,
        "night_correct",
        json!({"nightId": id, "gameId": t2["game"], "scores": [45, 0], "reason": ""}),
    )
    .unwrap_err();
    assert_eq!(err.code(), "E_NIGHT_REASON");
    let show = ok(
        &w,
        "night_correct",
        json!({"nightId": id, "gameId": t2["game"], "scores": [0, 10], "reason": "Dealt again at the table: the second seat won by 10"}),
    );
    let t = &show["rounds"][0]["tables"][1];
    assert_eq!(t["status"], "corrected");
    assert_eq!(t["counted"], json!([0, 10]));
    assert_eq!(t["trail"].as_array().unwrap().len(), 2);
    assert_eq!(t["trail"][1]["action"], "corrected");
    assert_eq!(t["trail"][1]["by"], json!(null));
    assert_eq!(
        t["trail"][1]["scores"],
        json!([55, 0]),
        "the result as it stood is kept"
    );
    assert_eq!(
        t["trail"][1]["reason"],
        "Dealt again at the table: the second seat won by 10"
    );
    assert_eq!(points(&show, &lose2), 2);
    assert_eq!(points(&show, &win2), 0);
    // Closing the round: the phones have no more say in it.
    let show = ok(&w, "night_close_round", json!({"nightId": id}));
    assert_eq!(show["closed"], json!([1]));
    let (code, _) = as_phone(
        &w,
        &lose1,
        "night_refuse",
        json!({"nightId": id, "gameId": t1["game"], "reason": "late"}),
    )
    .unwrap_err();
    assert_eq!(code, "E_NIGHT_CLOSED");
    assert_eq!(show["finalised"], json!(null));
}

#[test]
fn a_confirmation_lapses_when_the_game_changes_and_closing_accepts_the_rest() {
    let (_dir, w) = table();
    let (id, tables, _bye) = night(&w);
    let (t1, t2) = (&tables[0], &tables[1]);
    let lose1 = strings(&t1["seats"])[1].clone();
    gin(&w, &t1["game"]);
    as_phone(
        &w,
        &lose1,
        "night_confirm",
        json!({"nightId": id, "gameId": t1["game"]}),
    )
    .unwrap();
    ok(&w, "history_undo", json!({"gameId": t1["game"]}));
    let show = ok(&w, "night_show", json!({"nightId": id}));
    assert_eq!(show["rounds"][0]["tables"][0]["status"], "playing");
    assert_eq!(show["rounds"][0]["tables"][0]["counted"], json!(null));
    // Redone, the game is again exactly what was confirmed: the confirmation holds.
    let view = ok(&w, "history_redo", json!({"gameId": t1["game"]}));
    let show = ok(&w, "night_show", json!({"nightId": id}));
    assert_eq!(show["rounds"][0]["tables"][0]["status"], "confirmed");
    // Amended, it is confirmed again.
    let hand = view["standings"]["hands"][0]["id"].clone();
    ok(
        &w,
        "hands_amend",
        json!({"handId": hand, "facts": {"kind": "gin_rummy", "facts": {"form": "counts", "knocker": 0, "knockerDeadwood": 0, "defenderDeadwood": 40}}}),
    );
    let show = ok(&w, "night_show", json!({"nightId": id}));
    let t = &show["rounds"][0]["tables"][0];
    assert_eq!(
        t["status"], "toConfirm",
        "to confirm again after a change: {t}"
    );
    assert_eq!(t["scores"], json!([65, 0]));
    // Closing is refused while a table plays; then it accepts the unconfirmed results.
    let err =
        cardtable_commands::call(&w, "night_close_round", json!({"nightId": id})).unwrap_err();
    assert_eq!(err.code(), "E_NIGHT_ROUND_OPEN");
    gin(&w, &t2["game"]);
    let show = ok(&w, "night_close_round", json!({"nightId": id}));
    let accepted = &show["rounds"][0]["tables"];
    assert_eq!(accepted[0]["status"], "accepted");
    assert_eq!(accepted[0]["counted"], json!([65, 0]));
    assert_eq!(accepted[1]["status"], "accepted");
    assert_eq!(accepted[1]["counted"], json!([55, 0]));
    assert_eq!(
        accepted[1]["trail"][0]["by"],
        json!(null),
        "accepted by the host"
    );
    let err =
        cardtable_commands::call(&w, "night_close_round", json!({"nightId": id})).unwrap_err();
    assert_eq!(err.code(), "E_NIGHT_CLOSED");
    // Round 2, then the night is finalised (its last round closed with it): nothing changes
    // any more.
    let r2 = ok(&w, "night_seat", json!({"nightId": id}));
    for t in r2["tables"].as_array().unwrap() {
        gin(&w, &t["game"]);
    }
    let show = ok(&w, "night_finalise", json!({"nightId": id}));
    assert!(show["finalised"].is_string());
    assert_eq!(show["complete"], true);
    assert_eq!(show["closed"], json!([1, 2]));
    let total: i64 = show["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["points"].as_i64().unwrap())
        .sum();
    assert_eq!(
        total, 12,
        "two rounds of two tables (2 each) and a bye (2): {show}"
    );
    for (name, args) in [
        ("night_finalise", json!({"nightId": id})),
        ("night_seat", json!({"nightId": id})),
        (
            "night_correct",
            json!({"nightId": id, "gameId": t1["game"], "scores": [0, 0], "reason": "late"}),
        ),
    ] {
        let err = cardtable_commands::call(&w, name, args).unwrap_err();
        assert_eq!(err.code(), "E_NIGHT_FINAL", "{name}");
    }
    let (code, _) = as_phone(
        &w,
        "Ann",
        "night_check_in",
        json!({"nightId": id, "player": "Ann"}),
    )
    .unwrap_err();
    assert_eq!(code, "E_INVALID_REQUEST");
    let list = ok(&w, "nights_list", json!({}));
    assert_eq!(list[0]["finalised"], true);
    assert_eq!(list[0]["round"], 2);
}

#[test]
fn a_late_arrival_and_an_early_leaver_change_the_next_round_only() {
    let (_dir, w) = table();
    let (id, tables, bye) = night(&w);
    for t in &tables {
        gin(&w, &t["game"]);
    }
    let leaver = strings(&tables[0]["seats"])[1].clone();
    // Fay arrives, the first table's loser leaves: the next round seats five, Fay among them.
    let show = ok(&w, "night_arrive", json!({"nightId": id, "player": "Fay"}));
    assert_eq!(show["spec"]["players"].as_array().unwrap().len(), 6);
    let show = ok(&w, "night_leave", json!({"nightId": id, "player": leaver}));
    assert_eq!(show["spec"]["left"], json!([leaver]));
    // Fay may check in now; the leaver keeps their line in the standings.
    as_phone(
        &w,
        "Fay",
        "night_check_in",
        json!({"nightId": id, "player": "Fay"}),
    )
    .unwrap();
    assert!(show["standings"]
        .as_array()
        .unwrap()
        .iter()
        .any(|s| s["player"] == leaver));
    let r2 = ok(&w, "night_seat", json!({"nightId": id}));
    let mut seated: Vec<String> = strings(&r2["byes"]);
    for t in r2["tables"].as_array().unwrap() {
        seated.extend(strings(&t["seats"]));
    }
    seated.sort();
    let mut want: Vec<String> = ["Ann", "Bob", "Cy", "Dan", "Eve", "Fay"]
        .iter()
        .map(|s| s.to_string())
        .filter(|s| *s != leaver)
        .collect();
    want.sort();
    assert_eq!(seated, want, "the bye of round 1 was {bye}");
    // Refusals in words; a phone may do neither.
    let err = cardtable_commands::call(&w, "night_arrive", json!({"nightId": id, "player": "fay"}))
        .unwrap_err();
    assert_eq!(err.code(), "E_NIGHT_PRESENT");
    let err = cardtable_commands::call(&w, "night_leave", json!({"nightId": id, "player": leaver}))
        .unwrap_err();
    assert_eq!(err.code(), "E_NIGHT_ABSENT");
    let (code, _) = as_phone(
        &w,
        "Fay",
        "night_leave",
        json!({"nightId": id, "player": "Fay"}),
    )
    .unwrap_err();
    assert_eq!(code, cardtable_commands::HOST_ONLY);
}
