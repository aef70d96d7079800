//! Options cross IPC typed (issue 21): `games_create` and `games_set_options` take the preset's
//! id and the complete options tagged with their game, and store them as the database always
//! has: the preset and the settings changed over it, so an old database opens unchanged.

use cardtable_commands::games::{chosen_options, stored_options};
use cardtable_commands::{call, AppState};
use cardtable_rules::games::GameOptions;
use cardtable_rules::GameKind;
use cardtable_store::{NewGame, Store};
use serde_json::{json, Value};

fn ok(state: &AppState, name: &str, args: Value) -> Value {
    call(state, name, args).unwrap_or_else(|e| panic!("{name}: {e:?}"))
}

/// The complete options of `kind`'s preset `id`, as `games_presets` gives them.
fn preset(state: &AppState, kind: &str, id: &str) -> Value {
    let presets = ok(state, "games_presets", json!({"kind": kind}));
    presets
        .as_array()
        .and_then(|ps| ps.iter().find(|p| p["id"] == id))
        .map(|p| p["options"].clone())
        .unwrap()
}

/// Game `game`'s options as the database keeps them.
fn stored(state: &AppState, game: &Value) -> Value {
    let id = game["id"].as_i64().unwrap();
    state.store().unwrap().game_rows(id).unwrap().row.options
}

#[test]
fn a_game_created_with_typed_options_stores_the_preset_and_what_changed_over_it() {
    let state = AppState::new(Store::open_in_memory().unwrap());
    let mut options = preset(&state, "gin_rummy", "oklahoma");
    options["options"]["gameTarget"] = json!(200);
    let game = ok(
        &state,
        "games_create",
        json!({"game": {"players": ["Ann", "Bob"], "preset": "oklahoma", "options": options, "firstDealer": 1}}),
    );
    assert_eq!(game["kind"], "gin_rummy");
    let view = ok(&state, "games_view", json!({"gameId": game["id"]}));
    assert_eq!(view["preset"], "oklahoma");
    assert_eq!(
        view["options"], options,
        "the view carries the complete options"
    );
    assert_eq!(
        stored(&state, &game),
        json!({"preset": "oklahoma", "gameTarget": 200})
    );
    assert_eq!(view["firstDealer"], 1);

    // A preset taken as it is stores its id alone.
    let seed = preset(&state, "six_card_golf", "seed");
    let game = ok(
        &state,
        "games_create",
        json!({"game": {"players": ["Ann", "Bob"], "preset": "seed", "options": seed, "firstDealer": 0}}),
    );
    assert_eq!(stored(&state, &game), json!({"preset": "seed"}));

    // A preset the game does not have is refused, and nothing is stored.
    let err = call(
        &state,
        "games_create",
        json!({"game": {"players": ["Ann", "Bob"], "preset": "hollywood", "options": seed, "firstDealer": 0}}),
    )
    .unwrap_err();
    assert_eq!(
        serde_json::to_value(err).unwrap(),
        json!({"kind": "validation", "code": "E_BAD_OPTIONS", "message": "Six Card Golf has no preset called 'hollywood'."})
    );
    // A value of the wrong type is not the game's options at all.
    let err = call(
        &state,
        "games_create",
        json!({"game": {"players": ["Ann", "Bob"], "preset": "seed", "options": {"kind": "scorepad", "options": {"end": "lots"}}, "firstDealer": 0}}),
    )
    .unwrap_err();
    assert_eq!(
        serde_json::to_value(err).unwrap()["code"],
        "E_INVALID_REQUEST"
    );
    assert_eq!(
        ok(&state, "games_list", json!({}))
            .as_array()
            .unwrap()
            .len(),
        2
    );
}

#[test]
fn an_old_game_s_stored_options_come_back_typed_and_are_stored_again_unchanged() {
    let state = AppState::new(Store::open_in_memory().unwrap());
    let stored = json!({"preset": "classic", "gameTarget": 250});
    let id = state
        .store()
        .unwrap()
        .create_game(
            &NewGame {
                kind: GameKind::GinRummy,
                players: vec!["Ann".into(), "Bob".into()],
                options: stored.clone(),
                first_dealer: 0,
            },
            chrono::Utc::now(),
        )
        .unwrap()
        .id;
    let view = ok(&state, "games_view", json!({"gameId": id}));
    assert_eq!(view["preset"], "classic");
    let full = view["options"].clone();
    assert_eq!(
        full["options"]["ginBonus"], 20,
        "classic's, over the seed's 25"
    );
    let view = ok(
        &state,
        "games_set_options",
        json!({"gameId": id, "preset": "classic", "options": full}),
    );
    assert_eq!(view["options"], full);
    let kept = state.store().unwrap().game_rows(id).unwrap().row.options;
    assert_eq!(kept, stored, "stored as the preset and the changes over it");

    // The same options under the seed preset store every setting where classic differs.
    let typed: GameOptions = serde_json::from_value(full).unwrap();
    let seed = stored_options("seed", &typed).unwrap();
    assert_eq!(seed["preset"], "seed");
    assert_eq!(
        (seed["gameTarget"].clone(), seed["ginBonus"].clone()),
        (json!(250), json!(20))
    );
    assert!(seed.get("knockLimit").is_none(), "the same in both presets");
}

#[test]
fn another_game_s_options_are_refused_and_change_nothing() {
    let state = AppState::new(Store::open_in_memory().unwrap());
    let game = ok(
        &state,
        "games_create",
        json!({"game": {"players": ["Ann", "Bob"], "preset": "seed", "options": {"kind": "basic_rummy", "options": {"target": 150}}, "firstDealer": 0}}),
    );
    let err = call(
        &state,
        "games_set_options",
        json!({"gameId": game["id"], "preset": "seed", "options": preset(&state, "scorepad", "seed")}),
    )
    .unwrap_err();
    assert_eq!(
        serde_json::to_value(err).unwrap(),
        json!({"kind": "validation", "code": "E_BAD_OPTIONS", "message": "These are rules for Scorepad (any game), and this game is Basic Rummy."})
    );
    assert_eq!(
        stored(&state, &game),
        json!({"preset": "seed", "target": 150})
    );
    // A zero target is refused as at creation.
    let err = call(
        &state,
        "games_set_options",
        json!({"gameId": game["id"], "preset": "seed", "options": {"kind": "basic_rummy", "options": {"target": 0}}}),
    )
    .unwrap_err();
    assert_eq!(serde_json::to_value(err).unwrap()["code"], "E_BAD_OPTIONS");
}

#[test]
fn stored_options_from_a_file_or_the_cli_are_checked_strictly_before_they_are_typed() {
    let (preset, typed) = chosen_options(
        GameKind::GinRummy,
        &json!({"preset": "oklahoma", "gameTarget": 200}),
    )
    .unwrap();
    assert_eq!(preset, "oklahoma");
    assert_eq!(
        stored_options(&preset, &typed).unwrap(),
        json!({"preset": "oklahoma", "gameTarget": 200})
    );
    assert_eq!(
        chosen_options(GameKind::Scorepad, &json!({})).unwrap().0,
        "seed"
    );
    // A typo is refused, not silently dropped on the way to the typed options.
    let err = chosen_options(
        GameKind::GinRummy,
        &json!({"preset": "oklahoma", "target": 150}),
    )
    .unwrap_err();
    assert_eq!(
        serde_json::to_value(err).unwrap()["message"],
        "Gin Rummy has no option called 'target'."
    );
}
