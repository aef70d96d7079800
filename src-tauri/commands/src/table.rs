//! The one command table: a command's name and its JSON arguments in, its JSON answer out.
//!
//! The arguments are exactly what the window's `invoke` sends: an object with camelCase keys
//! (`{"gameId": 3, "facts": {...}}`); a missing optional argument is `None`. An unknown
//! command or arguments of the wrong shape are a validation error written for a person, like
//! every other refusal.
//!
//! Stale writes: a write to a game may name the game's version it was made against
//! (`"version"`, from `games_version`); when the game has changed since, nothing is written
//! and the refusal (`E_STALE`) says who changed it and how ("Bob just recorded hand 5"), so
//! the screen keeps what was typed. Checked writes run one at a time.

use crate::error::AppError;
use crate::state::AppState;
use crate::{catalog, export, files, games, hands, rules, startup, stats, tracker};
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

/// Reads a command's arguments; `null` (no arguments) reads as `{}`.
fn read_args<T: DeserializeOwned>(name: &str, args: Value) -> Result<T, AppError> {
    let args = if args.is_null() {
        Value::Object(Default::default())
    } else {
        args
    };
    serde_json::from_value(args).map_err(|e| AppError::Validation {
        code: "E_INVALID_REQUEST".to_string(),
        message: format!("The request to {name} is not valid: {e}."),
    })
}

/// A command's answer as JSON.
fn answer<T: Serialize>(result: Result<T, AppError>) -> Result<Value, AppError> {
    serde_json::to_value(result?)
        .map_err(|e| AppError::internal(format!("The answer could not be written: {e}.")))
}

/// Declares the table: for each command, its arguments (camelCase in JSON), whether it
/// writes, and the function call that answers it.
macro_rules! table {
    ($state:ident; $( $name:ident [$write:literal] ( $( $arg:ident : $ty:ty ),* ) => $body:expr ; )*) => {
        /// Every command of the table, with whether it writes (a front tells others of a
        /// write, and may refuse writes to a read-only client).
        pub const COMMANDS: &[(&str, bool)] = &[ $( (stringify!($name), $write) ),* ];

        /// Runs command `name` with `args` (the JSON the UI sends) and answers its JSON.
        fn run($state: &AppState, name: &str, args: Value) -> Result<Value, AppError> {
            match name {
                $( stringify!($name) => {
                    #[derive(serde::Deserialize)]
                    #[serde(rename_all = "camelCase")]
                    struct Args { $( $arg: $ty ),* }
                    let Args { $( $arg ),* } = read_args(stringify!($name), args)?;
                    answer($body)
                } )*
                _ => Err(AppError::NotFound {
                    message: format!("There is no command called {name:?}."),
                }),
            }
        }
    };
}

table! { state;
    games_kinds [false] () => Ok(games::games_kinds());
    games_create [true] (game: cardtable_store::NewGame) => games::games_create(state, game);
    games_list [false] (limit: Option<usize>) => games::games_list(state, limit);
    games_get [false] (id: i64) => games::games_get(state, id);
    games_view [false] (game_id: i64) => hands::games_view(state, game_id);
    games_set_options [true] (game_id: i64, options: Value) =>
        hands::games_set_options(state, game_id, options);
    games_reopen [true] (game_id: i64) => hands::games_reopen(state, game_id);
    games_presets [false] (kind: cardtable_rules::GameKind) => Ok(hands::games_presets(kind));
    hands_record [true] (game_id: i64, facts: hands::EnteredFacts, dealer: Option<usize>, key: Option<String>) =>
        hands::hands_record(state, game_id, facts, dealer, key);
    hands_amend [true] (hand_id: i64, facts: hands::EnteredFacts, dealer: Option<usize>) =>
        hands::hands_amend(state, hand_id, facts, dealer);
    hands_delete [true] (hand_id: i64) => hands::hands_delete(state, hand_id);
    history_undo [true] (game_id: i64) => hands::history_undo(state, game_id);
    history_redo [true] (game_id: i64) => hands::history_redo(state, game_id);
    export_game [false] (game_id: i64, format: export::ExportFormat) =>
        export::export_game(state, game_id, format);
    export_all [false] (format: export::ExportFormat) => export::export_all(state, format);
    import_json [true] (text: String) => export::import_json(state, text);
    files_export [false] (game_id: Option<i64>, format: export::ExportFormat) =>
        files::files_export(state, game_id, format);
    players_list [false] () => stats::players_list(state);
    players_rename [true] (player_id: i64, name: String) => stats::players_rename(state, player_id, name);
    stats_player [false] (player_id: i64) => stats::stats_player(state, player_id);
    rules_preview [false] (options: Value, table: cardtable_rules::games::Table, facts: hands::EnteredFacts) =>
        rules::rules_preview(options, table, facts);
    rules_options [false] (kind: cardtable_rules::GameKind, options: Value) => rules::rules_options(kind, options);
    rules_words [false] (kind: cardtable_rules::GameKind, options: Value) => rules::rules_words(kind, options);
    rules_parse_cards [false] (text: String) => rules::rules_parse_cards(text);
    rules_deck [false] () => Ok(rules::rules_deck());
    rules_oh_heck_table [false] (options: Value, table: cardtable_rules::games::Table, bids: Vec<Option<i64>>) =>
        rules::rules_oh_heck_table(options, table, bids);
    games_overview [false] (limit: Option<usize>) => catalog::games_overview(state, limit);
    games_meta [false] (game_id: i64) => catalog::games_meta(state, game_id);
    games_rename [true] (game_id: i64, name: String) => catalog::games_rename(state, game_id, name);
    games_delete [true] (game_id: i64) => catalog::games_delete(state, game_id);
    games_restore [true] (game_id: i64) => catalog::games_restore(state, game_id);
    games_end [true] (game_id: i64, winners: Vec<usize>) => catalog::games_end(state, game_id, winners);
    games_rematch [true] (game_id: i64) => catalog::games_rematch(state, game_id);
    games_set_entry_mode [true] (game_id: i64, mode: String) =>
        catalog::games_set_entry_mode(state, game_id, mode);
    games_version [false] (game_id: i64) => Ok(state.store()?.game_version(game_id)?);
    drafts_get [false] (game_id: i64, device: Option<String>) =>
        catalog::drafts_get(state, game_id, device.as_deref());
    drafts_save [true] (game_id: i64, device: Option<String>, facts: Value) =>
        catalog::drafts_save(state, game_id, device.as_deref(), facts);
    drafts_discard [true] (game_id: i64, device: Option<String>) =>
        catalog::drafts_discard(state, game_id, device.as_deref());
    startup_status [false] () => startup::startup_status(state);
    startup_restore [true] () => startup::startup_restore(state);
    startup_new_database [true] () => startup::startup_new_database(state);
    tracker_view [false] (game_id: i64) => tracker::tracker_view(state, game_id);
    tracker_move [true] (game_id: i64, mv: Value) => tracker::tracker_move(state, game_id, mv);
    tracker_undo [true] (game_id: i64) => tracker::tracker_undo(state, game_id);
    tracker_draw [true] (game_id: i64) => tracker::tracker_draw(state, game_id);
    tracker_save [true] (game_id: i64) => tracker::tracker_save(state, game_id);
}

/// The writes that change a game's version, and what each is called in a refusal.
const VERSIONED: &[(&str, &str)] = &[
    ("hands_record", "recorded hand"),
    ("hands_amend", "changed a hand"),
    ("hands_delete", "deleted a hand"),
    ("history_undo", "undid the last change"),
    ("history_redo", "redid a change"),
    ("games_set_options", "changed the rules"),
    ("games_reopen", "reopened the game"),
];

/// Runs command `name` with `args` (the JSON the UI sends) and answers its JSON.
pub fn call(state: &AppState, name: &str, args: Value) -> Result<Value, AppError> {
    call_as(state, None, name, args)
}

/// [`call`] for a named client (`who`, "Bob's phone"), whose writes others' refusals name.
pub fn call_as(
    state: &AppState,
    who: Option<&str>,
    name: &str,
    mut args: Value,
) -> Result<Value, AppError> {
    if name.starts_with("drafts_") {
        // Each screen keeps its own draft: the screen is who is calling, never what it says.
        if let Some(map) = args.as_object_mut() {
            map.insert("device".to_string(), who.map_or(Value::Null, Value::from));
        }
    }
    let Some(&(_, what)) = VERSIONED.iter().find(|(n, _)| *n == name) else {
        return run(state, name, args);
    };
    let _one_at_a_time = state.writing()?;
    let game = game_of(state, &args)?;
    if let (Some(game), Some(version)) = (game, args.get("version")) {
        let Some(version) = version.as_i64() else {
            return Err(AppError::Validation {
                code: "E_INVALID_REQUEST".to_string(),
                message: format!("The request to {name} is not valid: version must be a number."),
            });
        };
        if state.store()?.game_version(game)? != version {
            let who = state
                .last_change(game)
                .unwrap_or_else(|| "The game just changed on another screen".to_string());
            return Err(AppError::Validation {
                code: "E_STALE".to_string(),
                message: format!(
                    "{who}. Nothing was saved; what you entered is kept, so check it against the game as it is now and save again."
                ),
            });
        }
    }
    let answer = run(state, name, args)?;
    if let Some(game) = answer["game"]["id"].as_i64().or(game) {
        let what = match name {
            "hands_record" => format!(
                "{what} {}",
                answer["standings"]["hands"].as_array().map_or(0, Vec::len)
            ),
            _ => what.to_string(),
        };
        state.set_last_change(game, format!("{} just {what}", who.unwrap_or("The host")));
    }
    Ok(answer)
}

/// The game a versioned write is about: its `gameId`, or the game of its `handId`.
fn game_of(state: &AppState, args: &Value) -> Result<Option<i64>, AppError> {
    if let Some(game) = args.get("gameId").and_then(Value::as_i64) {
        return Ok(Some(game));
    }
    match args.get("handId").and_then(Value::as_i64) {
        Some(hand) => Ok(Some(state.store()?.game_of_hand(hand)?)),
        None => Ok(None),
    }
}

/// Whether command `name` writes (unknown commands count as writes: refused where writes are).
pub fn is_write(name: &str) -> bool {
    COMMANDS
        .iter()
        .find(|(n, _)| *n == name)
        .is_none_or(|(_, write)| *write)
}

#[cfg(test)]
mod tests {
    use super::*;
    use cardtable_store::Store;
    use serde_json::json;

    fn state() -> AppState {
        AppState::new(Store::open_in_memory().unwrap())
    }

    /// A new scorepad game for Ann and Bob; its id.
    fn scorepad(state: &AppState) -> i64 {
        let game = call(
            state,
            "games_create",
            json!({"game": {"kind": "scorepad", "players": ["Ann", "Bob"], "options": {}, "firstDealer": 0}}),
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
    }

    #[test]
    fn a_write_against_an_old_version_is_refused_and_names_who_changed_the_game() {
        let state = state();
        let id = scorepad(&state);
        let v0 = call(&state, "games_version", json!({"gameId": id})).unwrap();
        assert_eq!(v0, 0);
        let hand = |a: i64, version: &Value| json!({"gameId": id, "facts": {"kind": "scorepad", "facts": {"points": [a, 1]}}, "version": version});
        call_as(&state, Some("Bob"), "hands_record", hand(5, &v0)).unwrap();
        let e = call_as(&state, Some("Ann"), "hands_record", hand(7, &v0)).unwrap_err();
        let v = serde_json::to_value(&e).unwrap();
        assert_eq!(v["code"], "E_STALE");
        assert!(
            v["message"]
                .as_str()
                .unwrap()
                .starts_with("Bob just recorded hand 1. Nothing was saved"),
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
        let e = call_as(&state, Some("Ann"), "hands_record", hand(7, &v1)).unwrap_err();
        assert!(
            e.to_string()
                .starts_with("The host just undid the last change."),
            "{e}"
        );
        call(&state, "history_redo", json!({"gameId": id})).unwrap();
        call_as(&state, Some("Ann"), "hands_record", hand(7, &v1)).unwrap();
        let e = call(&state, "hands_record", hand(7, &json!("one"))).unwrap_err();
        assert!(e.to_string().contains("version must be a number"), "{e}");
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
            Some("Bob"),
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
            let e = call_as(&state, Some("Ann"), cmd, args).unwrap_err();
            let v = serde_json::to_value(&e).unwrap();
            assert_eq!(v["code"], "E_STALE", "{cmd}");
            assert!(
                v["message"]
                    .as_str()
                    .unwrap()
                    .starts_with("Bob just changed a hand."),
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
    }

    #[test]
    fn each_screen_keeps_its_own_draft_and_cannot_name_another() {
        let state = state();
        let id = scorepad(&state);
        let save = |who: Option<&str>, facts: Value| {
            call_as(
                &state,
                who,
                "drafts_save",
                json!({"gameId": id, "facts": facts}),
            )
            .unwrap();
        };
        let get =
            |who: Option<&str>, args: Value| call_as(&state, who, "drafts_get", args).unwrap();
        save(None, json!({"points": [1, null]}));
        save(Some("Ann's phone"), json!({"points": [null, 2]}));
        save(Some("Bob's phone"), json!({"points": [3, 3]}));
        assert_eq!(
            get(None, json!({"gameId": id})),
            json!({"points": [1, null]})
        );
        assert_eq!(
            get(Some("Ann's phone"), json!({"gameId": id})),
            json!({"points": [null, 2]})
        );
        // A phone that names another screen still gets its own draft.
        assert_eq!(
            get(
                Some("Ann's phone"),
                json!({"gameId": id, "device": "Bob's phone"})
            ),
            json!({"points": [null, 2]})
        );
        assert_eq!(
            get(Some("Ann's phone"), json!({"gameId": id, "device": null})),
            json!({"points": [null, 2]})
        );
        call_as(
            &state,
            Some("Ann's phone"),
            "drafts_discard",
            json!({"gameId": id}),
        )
        .unwrap();
        assert_eq!(get(Some("Ann's phone"), json!({"gameId": id})), Value::Null);
        assert_eq!(
            get(Some("Bob's phone"), json!({"gameId": id})),
            json!({"points": [3, 3]})
        );
        assert_eq!(
            get(None, json!({"gameId": id})),
            json!({"points": [1, null]})
        );
    }
}
