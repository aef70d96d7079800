//! Entering hands of Basic Rummy (Classic Rum preset), Boathouse, Gambler's and Knock Rummy from
//! the command line: `game new --kind … --options '{"preset":…}'` and `hand add --facts` with the
//! game's own hand JSON (`{"form":"cards",…}` or `{"form":"points",…}`), on a temporary
//! database; the rules' refusals come back with their codes.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support;

use serde_json::{json, Value};
use std::path::Path;
use std::process::Output;
use support::{cardtable as run, json_of, new_game};

fn add(db: &Path, id: &str, facts: Value) -> Output {
    run(
        db,
        &["hand", "add", id, "--facts", &facts.to_string(), "--json"],
    )
}

#[test]
fn classic_rum_hands_settle_and_total() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let id = new_game(&db, "basic_rummy", "Ann,Bob,Cy", r#"{"preset":"classic"}"#);
    let v = json_of(&add(
        &db,
        &id,
        json!({"form": "cards", "winner": 0, "hands": ["", 14, "5C 4D"]}),
    ));
    assert_eq!(v["standings"]["totals"], json!([23, -14, -9]));
    let v = json_of(&add(
        &db,
        &id,
        json!({"form": "cards", "winner": 2, "hands": ["KD", "AS", ""], "rummy": true}),
    ));
    assert_eq!(v["standings"]["totals"], json!([3, -16, 13]));
    // Classic has no nobody-out: refused with the rule's code, nothing written.
    let bad = run(
        &db,
        &[
            "hand",
            "add",
            &id,
            "--facts",
            r#"{"form":"cards","winner":null,"hands":[3,4,5]}"#,
        ],
    );
    assert_eq!(bad.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&bad.stderr).starts_with("E_NOBODY_OUT_NOT_ALLOWED: "));
    let show = json_of(&run(&db, &["game", "show", &id, "--json"]));
    assert_eq!(show["standings"]["hands"].as_array().map(Vec::len), Some(2));
}

#[test]
fn basic_rummy_race_to_the_target() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let id = new_game(&db, "basic_rummy", "Ann,Bob", r#"{"target":40}"#);
    let v = json_of(&add(
        &db,
        &id,
        json!({"form": "cards", "winner": null, "hands": [4, "KD QD 9C"]}),
    ));
    assert_eq!(v["standings"]["totals"], json!([25, 0]));
    // Hands kept before the referee: points typed per seat.
    let v = json_of(&add(&db, &id, json!({"form": "points", "points": [20, 0]})));
    assert_eq!(v["standings"]["totals"], json!([45, 0]));
    assert_eq!(v["standings"]["over"], json!(true));
    assert_eq!(v["standings"]["winners"], json!([0]));
}

#[test]
fn boathouse_gamblers_and_knock_rummy_hands() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let boat = new_game(&db, "boathouse_rummy", "Ann,Bob,Cy", "{}");
    let v = json_of(&add(
        &db,
        &boat,
        json!({"form": "cards", "winner": 0,
               "hands": ["", "AS KS QS 2D 2C 2H 7C 9H AD", "3H 4H 5H 6C 6D 6S 9C"]}),
    ));
    assert_eq!(v["standings"]["totals"], json!([36, -27, -9]));

    let gb = new_game(
        &db,
        "gamblers_rummy",
        "Ann,Bob,Cy,Dee",
        r#"{"refusal":"lowest_collects"}"#,
    );
    let v = json_of(&add(
        &db,
        &gb,
        json!({"form": "cards", "winner": null, "hands": ["KH QH", "8C", "3D", "QS 2D"]}),
    ));
    assert_eq!(v["standings"]["totals"], json!([-17, -5, 31, -9]));
    let bad = add(
        &db,
        &gb,
        json!({"form": "cards", "winner": 0, "hands": ["", "8C", "3D", "2D"], "oneTurnOut": true}),
    );
    assert_eq!(bad.status.code(), Some(1));
    let err: Value = serde_json::from_slice(&bad.stdout).unwrap();
    assert_eq!(err["error"]["code"], "E_GB_ONE_TURN_OUT");

    let kr = new_game(
        &db,
        "knock_rummy",
        "Ann,Bob,Cy,Dee",
        r#"{"preset":"pagat"}"#,
    );
    let v = json_of(&add(
        &db,
        &kr,
        json!({"form": "cards", "knocker": 0, "hands": [9, 2, 5, 15]}),
    ));
    assert_eq!(v["standings"]["totals"], json!([-27, 33, 7, -13]));
    let v = json_of(&add(
        &db,
        &kr,
        json!({"form": "cards", "knocker": 0, "hands": [9, 2, 2, 2]}),
    ));
    assert_eq!(
        v["standings"]["totals"],
        json!([-64, "136/3", "58/3", "-2/3"])
    );
    let bad = add(&db, &kr, json!({"form": "cards", "hands": [1, 2, 3, 4]}));
    let err: Value = serde_json::from_slice(&bad.stdout).unwrap();
    assert_eq!(err["error"]["code"], "E_KR_NO_KNOCKER");
}
