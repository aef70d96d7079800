//! The live trackers in the reader's language (issue 25): the tracker commands have the
//! `reader` policy, so a move, an undo, a draw and the view answer their log in the caller's
//! language (a phone's, the window's), the players named as the game names them; English is
//! the rules' own log byte for byte, and the JSON's shape is the same in every language (only
//! the log's words differ). Saving the round answers the game's view told as a hand's record
//! is.

#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // test code

use crate::support::{ok, table};
use cardtable_commands::words::Lang;
use cardtable_commands::{call_for, AppState, Caller};
use serde_json::{json, Value};

fn create(w: &AppState, kind: &str, players: &[&str]) -> i64 {
    let g = ok(
        w,
        "games_create",
        json!({"game": {"players": players, "preset": "seed", "options": {"kind": kind, "options": {}}, "firstDealer": 0}}),
    );
    g["id"].as_i64().unwrap()
}

fn phone() -> Caller {
    Caller::Phone {
        key: "k1".into(),
        name: "Bea's phone".into(),
    }
}

/// `name` with `args` for `caller` reading `lang`: the answer, or the refusal as JSON.
fn ask(w: &AppState, caller: &Caller, lang: Lang, name: &str, args: Value) -> Result<Value, Value> {
    call_for(w, caller, lang, name, args).map_err(|e| serde_json::to_value(e).unwrap())
}

fn log(view: &Value) -> Vec<String> {
    let log = if view["kind"] == "skull_and_roses" {
        &view["round"]["log"]
    } else {
        &view["log"]
    };
    log.as_array()
        .unwrap_or_else(|| panic!("no log: {view}"))
        .iter()
        .map(|l| l.as_str().unwrap().to_string())
        .collect()
}

/// `view` without its log: what must be the same in every language.
fn without_log(mut view: Value) -> Value {
    if view["kind"] == "skull_and_roses" {
        view["round"].as_object_mut().unwrap().remove("log");
    } else {
        view.as_object_mut().unwrap().remove("log");
    }
    view
}

#[test]
fn a_tracker_answers_its_log_in_the_callers_language() {
    let (_dir, w) = table();
    let id = create(&w, "skull_and_roses", &["Ann", "Bea", "Cal"]);
    let host = Caller::Host;
    let mv = |caller: &Caller, lang, m: Value| {
        ask(
            &w,
            caller,
            lang,
            "tracker_move",
            json!({"gameId": id, "mv": m}),
        )
        .unwrap_or_else(|e| panic!("{e}"))
    };
    // A move played from a German phone answers a German log.
    let de = mv(
        &phone(),
        Lang::De,
        json!({"move": "challenge", "seat": 0, "bid": 2}),
    );
    assert_eq!(log(&de), ["Ann fordert heraus: 2."]);
    // The same round read in English is the rules' English, byte for byte, and the rest of
    // the answer the same JSON.
    let view = |caller: &Caller, lang| {
        ask(&w, caller, lang, "tracker_view", json!({"gameId": id})).unwrap()
    };
    let en = view(&host, Lang::En);
    assert_eq!(log(&en), ["Ann challenges: 2."]);
    assert_eq!(without_log(de.clone()), without_log(en.clone()));
    assert_eq!(en, ok(&w, "tracker_view", json!({"gameId": id})));
    // The TV view reads in its own language too.
    assert_eq!(
        log(&view(&Caller::Tv, Lang::Fr)),
        ["Ann lance un défi\u{a0}: 2."]
    );

    mv(&host, Lang::En, json!({"move": "pass", "seat": 1}));
    mv(&host, Lang::En, json!({"move": "pass", "seat": 2}));
    mv(
        &host,
        Lang::En,
        json!({"move": "reveal", "stack": 0, "card": "rose"}),
    );
    let es = mv(
        &phone(),
        Lang::Es,
        json!({"move": "reveal", "stack": 1, "card": "skull"}),
    );
    assert_eq!(
        log(&es),
        [
            "Ann desafía a 2.",
            "Bea pasa.",
            "Cal pasa.",
            "Ann descubre su propia carta: una rosa.",
            "Ann descubre la carta de Bea: la calavera.",
        ]
    );
    // Undo and the app's blind draw answer in the caller's language.
    let undone = ask(
        &w,
        &phone(),
        Lang::De,
        "tracker_undo",
        json!({"gameId": id}),
    )
    .unwrap();
    assert_eq!(log(&undone).len(), 4);
    assert_eq!(
        log(&undone)[3],
        "Ann deckt die eigene Karte auf: eine Rose."
    );
    mv(
        &host,
        Lang::En,
        json!({"move": "reveal", "stack": 1, "card": "skull"}),
    );
    // The round is not over: saving it is refused, with the same code in every language.
    let refused = ask(
        &w,
        &phone(),
        Lang::De,
        "tracker_save",
        json!({"gameId": id}),
    )
    .unwrap_err();
    assert_eq!(refused["code"], "E_INVALID_REQUEST");
    let drawn = ask(
        &w,
        &phone(),
        Lang::Fr,
        "tracker_draw",
        json!({"gameId": id}),
    )
    .unwrap();
    let last = log(&drawn).pop().unwrap();
    assert!(
        last.starts_with("Ann perd une carte pour de bon (la ")
            && last.ends_with("e de ses cartes, tirée au hasard)."),
        "{last}"
    );
    let english = log(&view(&host, Lang::En)).pop().unwrap();
    assert!(
        english.starts_with("Ann loses a card for good (the ")
            && english.ends_with(" of their cards, drawn at random)."),
        "{english}"
    );

    // Saving the round answers the game's view told as a hand's record tells it (a Skull &
    // Roses round has no sentences of its own: its rules' words are the view's words).
    let saved = ask(
        &w,
        &phone(),
        Lang::De,
        "tracker_save",
        json!({"gameId": id}),
    )
    .unwrap();
    assert_eq!(saved["standings"]["hands"].as_array().unwrap().len(), 1);
    assert_eq!(
        saved["words"]["endLine"],
        "Zwei erfolgreiche Herausforderungen gewinnen"
    );
    let english = ok(&w, "games_view", json!({"gameId": id}));
    assert_eq!(english["words"]["endLine"], "Two successful challenges win");
}

#[test]
fn an_avalanche_deals_log_reads_in_the_callers_language() {
    let (_dir, w) = table();
    let id = create(&w, "avalanche", &["Ann", "Bob"]);
    // Bob leads (the player after the dealer); Ann's lower play makes it fall to Bob.
    let mut answers = Vec::new();
    for (lang, m) in [
        (
            Lang::Es,
            json!({"move": "play", "seat": 1, "count": 1, "rank": "9"}),
        ),
        (
            Lang::De,
            json!({"move": "play", "seat": 0, "count": 1, "rank": "4"}),
        ),
    ] {
        answers.push(
            ask(
                &w,
                &phone(),
                lang,
                "tracker_move",
                json!({"gameId": id, "mv": m}),
            )
            .unwrap(),
        );
    }
    assert_eq!(log(&answers[0]), ["Bob juega 1×9 y empieza una avalancha."]);
    assert_eq!(
        log(&answers[1]),
        [
            "Bob spielt 1×9 und startet eine Lawine.",
            "Ann spielt 1×4 und bringt sie zum Absturz: 2 Karten an Bob.",
        ]
    );
    let en = ask(
        &w,
        &Caller::Host,
        Lang::En,
        "tracker_view",
        json!({"gameId": id}),
    )
    .unwrap();
    assert_eq!(
        log(&en),
        [
            "Bob plays 1×9 and starts an avalanche.",
            "Ann plays 1×4 and makes it fall: 2 cards to Bob.",
        ]
    );
    assert_eq!(without_log(answers[1].clone()), without_log(en));
}
