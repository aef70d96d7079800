//! Setting up a game through the command table (a real database file, no Tauri), as the "New
//! game" screen does: a preset and complete options are stored as the preset and the knobs
//! changed over it, and read over the preset; options that do not fit the game are refused with
//! the `{kind: "validation", code: "E_BAD_OPTIONS", message}` shape and nothing is stored; the
//! game's rules can then be changed with `games_set_options`.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support::{invoke, ok, table};
use cardtable_commands::AppState;
use serde_json::{json, Value};

fn create(w: &AppState, kind: &str, players: &[&str], options: Value) -> Result<Value, Value> {
    // As the chooser sends them: the preset's id and its complete options, with the knobs
    // changed over them.
    let preset = options["preset"].as_str().unwrap_or("seed").to_string();
    let presets = ok(w, "games_presets", json!({"kind": kind}));
    let base = presets
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["id"] == preset);
    let mut full = base.unwrap_or(&presets[0])["options"].clone();
    for (k, v) in options
        .as_object()
        .unwrap()
        .iter()
        .filter(|(k, _)| *k != "preset")
    {
        full["options"][k] = v.clone();
    }
    let game =
        json!({"game": {"players": players, "preset": preset, "options": full, "firstDealer": 1}});
    invoke(w, "games_create", game)
}

#[test]
fn a_preset_is_stored_as_chosen_and_read_over_its_values() {
    let (_dir, w) = table();
    let game = create(
        &w,
        "gin_rummy",
        &["Ann", "Bob"],
        json!({"preset": "oklahoma"}),
    )
    .unwrap();
    let view = ok(&w, "games_view", json!({"gameId": game["id"]}));
    assert_eq!(view["preset"], "oklahoma");
    assert_eq!(view["firstDealer"], 1);
    let full = view["options"].clone();
    // Complete and typed: tagged with the game, as `GameOptions`.
    assert_eq!(full["kind"], "gin_rummy");
    assert_eq!(
        (
            full["options"]["gameTarget"].clone(),
            full["options"]["spadeDouble"].clone()
        ),
        (json!(150), json!(true))
    );

    // A knob changed over a preset is kept beside it.
    let game = create(
        &w,
        "gin_rummy",
        &["Ann", "Bob"],
        json!({"preset": "classic", "gameTarget": 250}),
    )
    .unwrap();
    let view = ok(&w, "games_view", json!({"gameId": game["id"]}));
    assert_eq!(view["preset"], "classic");
    assert_eq!(view["options"]["options"]["gameTarget"], 250);
    assert_eq!(view["standings"]["over"], false);
}

#[test]
fn options_that_do_not_fit_the_game_are_refused_and_nothing_is_stored() {
    let (_dir, w) = table();
    let cases = [
        (
            "gin_rummy",
            json!({"preset": "hollywood"}),
            "Gin Rummy has no preset called 'hollywood'.",
        ),
        (
            "gin_rummy",
            json!({"preset": "oklahoma", "gameTarget": 0}),
            "The option 'gameTarget' of Gin Rummy must be at least 1.",
        ),
    ];
    for (kind, options, message) in cases {
        let players: &[&str] = if kind == "gin_rummy" {
            &["Ann", "Bob"]
        } else {
            &["Ann", "Bob", "Cy"]
        };
        let err = create(&w, kind, players, options.clone()).unwrap_err();
        assert_eq!(
            err,
            json!({"kind": "validation", "code": "E_BAD_OPTIONS", "message": message}),
            "{kind} {options}"
        );
    }
    // Golf's own check, the same at creation and at play.
    let err = create(&w, "six_card_golf", &["Ann", "Bob"], json!({"holes": 0})).unwrap_err();
    assert_eq!(err["code"], "E_GOLF_HOLES", "{err}");
    // A value of the wrong type is not the game's options at all: the table refuses the request
    // before the command runs (the window's shell carries it to the table as it came).
    let err = create(&w, "scorepad", &["Ann", "Bob"], json!({"end": "lots"})).unwrap_err();
    assert_eq!(err["code"], "E_INVALID_REQUEST", "{err}");
    assert_eq!(ok(&w, "games_list", json!({})), json!([]));
}

#[test]
fn changing_the_rules_later_reprices_the_history() {
    let (_dir, w) = table();
    let game = create(&w, "basic_rummy", &["Ann", "Bob"], json!({"target": 100})).unwrap();
    let id = game["id"].clone();
    let v = ok(
        &w,
        "hands_record",
        json!({"gameId": id, "facts": {"kind": "basic_rummy", "facts": {"points": [60, 0]}}}),
    );
    assert_eq!(v["standings"]["over"], false);
    // Lowering the target to 50 ends the game at the hand already played.
    let v = ok(
        &w,
        "games_set_options",
        json!({"gameId": id, "preset": "seed", "options": {"kind": "basic_rummy", "options": {"target": 50}}}),
    );
    assert_eq!(v["standings"]["over"], true);
    assert_eq!(v["standings"]["winners"], json!([0]));
    assert_eq!(v["preset"], "seed");
    assert_eq!(v["options"]["options"]["target"], 50);
}
