//! The command table itself (`table.rs`): a game created and a hand recorded through it, a
//! write against an old version refused naming who changed the game, a phone that calls itself
//! the host credited as a phone, drafts per device whatever a phone names, what a phone and the
//! TV view may call, and every command's policy consistent.

use cardtable_commands::{
    allowed, call, call_as, is_write, policy, AppState, Caller, Who, COMMANDS, HOST_ONLY,
};
use cardtable_store::Store;
use serde_json::{json, Value};

fn state() -> AppState {
    AppState::new(Store::open_in_memory().unwrap())
}

fn phone(key: &str, name: &str) -> Caller {
    Caller::Phone {
        key: key.to_string(),
        name: name.to_string(),
    }
}

/// A new scorepad game for Ann and Bob; its id.
fn scorepad(state: &AppState) -> i64 {
    let game = call(
        state,
        "games_create",
        json!({"game": {"players": ["Ann", "Bob"], "preset": "seed", "options": {"kind": "scorepad", "options": {}}, "firstDealer": 0}}),
    )
    .unwrap();
    game["id"].as_i64().unwrap()
}

#[test]
fn a_game_is_created_and_a_hand_recorded_through_the_table() {
    let state = state();
    let seen = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let log = seen.clone();
    state.listen(Box::new(move |game| log.lock().unwrap().push(game)));
    let id = scorepad(&state);
    let view = call(
        &state,
        "hands_record",
        json!({"gameId": id, "facts": {"kind": "scorepad", "facts": {"points": [5, 3]}}}),
    )
    .unwrap();
    assert_eq!(view["standings"]["hands"].as_array().unwrap().len(), 1);
    assert_eq!(*seen.lock().unwrap(), [Some(id), Some(id)]);
    // Reads tell no one.
    call(&state, "games_view", json!({"gameId": id})).unwrap();
    assert_eq!(seen.lock().unwrap().len(), 2);
    let summary = call(
        &state,
        "hands_game",
        json!({"handId": view["standings"]["hands"][0]["id"]}),
    )
    .unwrap();
    assert_eq!(summary["id"], id);
}

#[test]
fn a_write_against_an_old_version_is_refused_and_names_who_changed_the_game() {
    let state = state();
    let id = scorepad(&state);
    let (bob, ann) = (phone("b", "Bob"), phone("a", "Ann"));
    let v0 = call(&state, "games_version", json!({"gameId": id})).unwrap();
    assert_eq!(v0, 0);
    let hand = |a: i64, version: &Value| json!({"gameId": id, "facts": {"kind": "scorepad", "facts": {"points": [a, 1]}}, "version": version});
    call_as(&state, &bob, "hands_record", hand(5, &v0)).unwrap();
    let e = call_as(&state, &ann, "hands_record", hand(7, &v0)).unwrap_err();
    let v = serde_json::to_value(&e).unwrap();
    assert_eq!(v["code"], "E_STALE");
    assert!(
        v["message"]
            .as_str()
            .unwrap()
            .starts_with("Bob (phone) just recorded hand 1. Nothing was saved"),
        "{v}"
    );
    let view = call(&state, "games_view", json!({"gameId": id})).unwrap();
    assert_eq!(view["standings"]["hands"].as_array().unwrap().len(), 1);
    // Undo and redo give versions too, and the same state the same version.
    let v1 = call(&state, "games_version", json!({"gameId": id})).unwrap();
    call(&state, "history_undo", json!({"gameId": id})).unwrap();
    assert_eq!(
        call(&state, "games_version", json!({"gameId": id})).unwrap(),
        v0
    );
    let e = call_as(&state, &ann, "hands_record", hand(7, &v1)).unwrap_err();
    assert!(
        e.to_string()
            .starts_with("The host just undid the last change."),
        "{e}"
    );
    call(&state, "history_redo", json!({"gameId": id})).unwrap();
    call_as(&state, &ann, "hands_record", hand(7, &v1)).unwrap();
    let e = call(&state, "hands_record", hand(7, &json!("one"))).unwrap_err();
    assert!(e.to_string().contains("version must be a number"), "{e}");
}

#[test]
fn a_phone_that_calls_itself_the_host_is_credited_as_a_phone() {
    let state = state();
    let id = scorepad(&state);
    let v0 = call(&state, "games_version", json!({"gameId": id})).unwrap();
    let hand = |version: &Value| json!({"gameId": id, "facts": {"kind": "scorepad", "facts": {"points": [1, 1]}}, "version": version});
    call_as(&state, &phone("x", "The host"), "hands_record", hand(&v0)).unwrap();
    let e = call(&state, "hands_record", hand(&v0)).unwrap_err();
    assert!(
        e.to_string()
            .starts_with("The host (phone) just recorded hand 1."),
        "{e}"
    );
    assert_ne!(Caller::Host.credit(), phone("x", "The host").credit());
}

#[test]
fn every_view_carries_its_version_and_a_stale_amend_or_delete_writes_nothing() {
    let state = state();
    let id = scorepad(&state);
    let facts = |a: i64| json!({"kind": "scorepad", "facts": {"points": [a, 1]}});
    let view = call(&state, "games_view", json!({"gameId": id})).unwrap();
    assert_eq!(view["version"], 0);
    let view = call(
        &state,
        "hands_record",
        json!({"gameId": id, "facts": facts(5)}),
    )
    .unwrap();
    let seen = view["version"].clone();
    assert_eq!(
        seen,
        call(&state, "games_version", json!({"gameId": id})).unwrap()
    );
    let hand = view["standings"]["hands"][0]["id"].as_i64().unwrap();
    // Bob amends from the view he has; Ann's amend and delete, made from that same view,
    // are refused and change nothing.
    let after = call_as(
        &state,
        &phone("b", "Bob"),
        "hands_amend",
        json!({"handId": hand, "facts": facts(6), "version": seen}),
    )
    .unwrap();
    assert_ne!(after["version"], seen);
    for (cmd, args) in [
        (
            "hands_amend",
            json!({"handId": hand, "facts": facts(9), "version": seen}),
        ),
        ("hands_delete", json!({"handId": hand, "version": seen})),
    ] {
        let e = call_as(&state, &phone("a", "Ann"), cmd, args).unwrap_err();
        let v = serde_json::to_value(&e).unwrap();
        assert_eq!(v["code"], "E_STALE", "{cmd}");
        assert!(
            v["message"]
                .as_str()
                .unwrap()
                .starts_with("Bob (phone) just changed a hand."),
            "{v}"
        );
    }
    let now = call(&state, "games_view", json!({"gameId": id})).unwrap();
    assert_eq!(now["standings"]["hands"][0]["points"], json!([6, 1]));
    assert_eq!(now["version"], after["version"]);
}

#[test]
fn bad_names_and_bad_arguments_are_refused_in_words() {
    let state = state();
    let e = call(&state, "drop_tables", json!({})).unwrap_err();
    assert_eq!(e.to_string(), "There is no command called \"drop_tables\".");
    let e = call(&state, "games_view", json!({"game_id": 1})).unwrap_err();
    let v = serde_json::to_value(&e).unwrap();
    assert_eq!(v["code"], "E_INVALID_REQUEST");
    assert!(v["message"].as_str().unwrap().contains("gameId"), "{v}");
    assert_eq!(
        call(&state, "rules_deck", Value::Null)
            .unwrap()
            .as_array()
            .unwrap()
            .len(),
        52
    );
    assert!(is_write("hands_record") && !is_write("games_view") && is_write("nope"));
    let e = call(&state, "sharing_stop", Value::Null).unwrap_err();
    assert_eq!(
        e.to_string(),
        "sharing_stop is answered by the app's window alone."
    );
}

#[test]
fn each_screen_keeps_its_own_draft_and_cannot_name_another() {
    let state = state();
    let id = scorepad(&state);
    // Two phones that paired with the same name are still two devices.
    let (ann, bob, ann_again) = (
        phone("k1", "Ann's phone"),
        phone("k2", "Bob's phone"),
        phone("k3", "Ann's phone"),
    );
    let save = |who: &Caller, facts: Value| {
        call_as(
            &state,
            who,
            "drafts_save",
            json!({"gameId": id, "facts": facts}),
        )
        .unwrap();
    };
    let get = |who: &Caller, args: Value| call_as(&state, who, "drafts_get", args).unwrap();
    save(&Caller::Host, json!({"points": [1, null]}));
    save(&ann, json!({"points": [null, 2]}));
    save(&bob, json!({"points": [3, 3]}));
    assert_eq!(
        get(&Caller::Host, json!({"gameId": id})),
        json!({"points": [1, null]})
    );
    assert_eq!(
        get(&ann, json!({"gameId": id})),
        json!({"points": [null, 2]})
    );
    assert_eq!(get(&ann_again, json!({"gameId": id})), Value::Null);
    // A phone that names another screen, by its name, its key or nothing, still gets its own.
    for device in [
        json!("Bob's phone"),
        json!("k2"),
        json!("phone:k2"),
        json!(""),
        json!(null),
    ] {
        assert_eq!(
            get(&ann, json!({"gameId": id, "device": device})),
            json!({"points": [null, 2]}),
            "{device}"
        );
    }
    call_as(
        &state,
        &ann,
        "drafts_discard",
        json!({"gameId": id, "device": "phone:k2"}),
    )
    .unwrap();
    assert_eq!(get(&ann, json!({"gameId": id})), Value::Null);
    assert_eq!(get(&bob, json!({"gameId": id})), json!({"points": [3, 3]}));
    assert_eq!(
        get(&Caller::Host, json!({"gameId": id})),
        json!({"points": [1, null]})
    );
}

#[test]
fn a_phone_is_a_player_at_the_table_and_the_tv_only_reads_a_game() {
    let state = state();
    let id = scorepad(&state);
    let ann = phone("k", "Ann");
    for name in [
        "hands_record",
        "history_undo",
        "drafts_save",
        "games_end",
        "tracker_move",
        "games_view",
        "rules_words",
    ] {
        assert!(allowed(&ann, name).is_ok(), "{name}");
    }
    for name in [
        "import_json",
        "export_all",
        "files_export",
        "players_rename",
        "games_delete",
        "games_restore",
        "startup_status",
        "startup_restore",
        "startup_new_database",
        "sharing_start",
    ] {
        let e = allowed(&ann, name).unwrap_err();
        assert_eq!(
            serde_json::to_value(&e).unwrap()["code"],
            HOST_ONLY,
            "{name}"
        );
        assert!(allowed(&Caller::Host, name).is_ok(), "{name}");
    }
    // Refused before anything runs: the game is still there.
    let e = call_as(&state, &ann, "games_delete", json!({"gameId": id})).unwrap_err();
    assert!(
        e.to_string().starts_with("Only the host can do this"),
        "{e}"
    );
    assert_eq!(
        call(&state, "games_meta", json!({"gameId": id})).unwrap()["deletedAt"],
        Value::Null
    );
    for c in COMMANDS {
        let tv = allowed(&Caller::Tv, c.name);
        assert_eq!(tv.is_ok(), c.policy.who == Who::Tv, "{}", c.name);
        if tv.is_ok() {
            assert!(!c.policy.write, "the TV view may call {}, a write", c.name);
        }
    }
    let e = call_as(&state, &Caller::Tv, "hands_record", json!({})).unwrap_err();
    assert!(
        e.to_string().starts_with("The TV view only shows the game"),
        "{e}"
    );
}

#[test]
fn every_command_has_a_consistent_policy() {
    let mut names: Vec<&str> = COMMANDS.iter().map(|c| c.name).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(
        names.len(),
        COMMANDS.len(),
        "a command is in the table twice"
    );
    for c in COMMANDS {
        let p = c.policy;
        if let Some(words) = p.versioned {
            assert!(
                p.write && !words.is_empty(),
                "{}: versioned but not a write",
                c.name
            );
        }
        if p.per_device {
            // The drafts, and the two commands that read or clear the caller's draft with
            // the game (opening it; saving a hand from its form, issue 28), and a club night's
            // phone: the player the phone checked in as (issue 26).
            assert!(
                c.name.starts_with("drafts_")
                    || ["games_open", "hands_record"].contains(&c.name)
                    || [
                        "night_phone",
                        "night_check_in",
                        "night_confirm",
                        "night_refuse"
                    ]
                    .contains(&c.name),
                "{}: per device",
                c.name
            );
        }
        if p.shell {
            assert_eq!(p.who, Who::Host, "{}: the window's own command", c.name);
        }
        assert_eq!(policy(c.name), Some(p));
    }
    // Every draft command is per device: a phone never reaches another's draft.
    for c in COMMANDS.iter().filter(|c| c.name.starts_with("drafts_")) {
        assert!(c.policy.per_device, "{}", c.name);
    }
    // Every write about a game's hands or history is versioned.
    for name in [
        "hands_record",
        "hands_amend",
        "hands_delete",
        "history_undo",
        "history_redo",
        "games_set_options",
        "games_reopen",
    ] {
        assert!(policy(name).and_then(|p| p.versioned).is_some(), "{name}");
    }
}
