//! The shell under Tauri's mock runtime: it registers every command of the command table and
//! carries each to the table unchanged (the answer through IPC is the one `call` gives, for
//! the same arguments), and a game round-trips through IPC with the `{kind, code, message}`
//! error shape.

use crate::mock_ipc::{app, invoke, ok};
use cardtable_app::AppState;
use cardtable_commands::{call, COMMANDS};
use serde_json::{json, Value};
use tauri::Manager;

/// What Tauri answers for a command the shell does not register.
fn unregistered(name: &str) -> Result<Value, Value> {
    Err(Value::String(format!("Command {name} not found")))
}

#[test]
fn the_shell_carries_every_command_of_the_table_to_the_table() {
    let (app, w) = app();
    let state = app.state::<AppState>().inner().clone();
    // A game with a hand, so that the reads of different commands answer differently.
    let game = ok(
        &w,
        "games_create",
        json!({"game": {"players": ["Ann", "Bob"], "preset": "seed", "options": {"kind": "scorepad", "options": {}}, "firstDealer": 0}}),
    );
    ok(
        &w,
        "hands_record",
        json!({"gameId": game["id"], "facts": {"kind": "scorepad", "facts": {"points": [3, 4]}}}),
    );
    assert_eq!(
        invoke(&w, "no_such_command", json!({})),
        unregistered("no_such_command")
    );
    let mut carried = 0;
    for c in COMMANDS {
        if ["startup_quit", "sharing_start"].contains(&c.name) {
            // The window's own acts (quitting the process, opening the server): the sharing
            // test calls one, and the commands crate's policy test reads both in the list.
            continue;
        }
        let through_ipc = invoke(&w, c.name, json!({}));
        assert_ne!(
            through_ipc,
            unregistered(c.name),
            "the shell does not register {}",
            c.name
        );
        if c.policy.shell {
            continue; // answered by the shell itself (sharing, quitting): not the table's
        }
        // Without arguments most commands are refused in words naming the command; the rest
        // answer what the table answers for the same state.
        let direct = call(&state, c.name, json!({})).map_err(|e| serde_json::to_value(e).unwrap());
        assert_eq!(
            through_ipc, direct,
            "{} is not carried to the table as it is",
            c.name
        );
        carried += 1;
    }
    assert!(carried > 40, "{carried}");
}

#[test]
fn a_game_round_trips_through_ipc_with_the_error_shape() {
    let (_app, w) = app();
    let game = ok(
        &w,
        "games_create",
        json!({"game": {"players": ["Ann", "Bob"], "preset": "seed", "options": {"kind": "gin_rummy", "options": {}}, "firstDealer": 0}}),
    );
    let facts = json!({"kind": "gin_rummy", "facts": {"form": "counts", "knocker": 0, "knockerDeadwood": 0, "defenderDeadwood": 30}});
    let view = ok(
        &w,
        "hands_record",
        json!({"gameId": game["id"], "facts": facts}),
    );
    assert_eq!(view["standings"]["totals"], json!([55, 0]));
    assert_eq!(ok(&w, "games_view", json!({"gameId": game["id"]})), view);
    let err = invoke(
        &w,
        "games_create",
        json!({"game": {"players": ["Ann"], "preset": "seed", "options": {"kind": "gin_rummy", "options": {}}, "firstDealer": 0}}),
    )
    .unwrap_err();
    assert_eq!(
        err,
        json!({
            "kind": "validation",
            "code": "E_PLAYER_COUNT",
            "message": "Gin Rummy is for exactly 2 players (1 player was entered)."
        })
    );
    let err = invoke(&w, "games_view", json!({"gameId": "three"})).unwrap_err();
    assert_eq!(err["code"], "E_INVALID_REQUEST", "{err}");
}
