//! The one command table: a command's name, its policy and its JSON arguments in, its JSON
//! answer out.
//!
//! Every line of the table is `name [policy] (arguments) => body;`. The policy is required
//! (a line without one does not compile) and says:
//! - `read` or `write`: a front tells others of a write;
//! - who may call it: `host` (the host's own window, and the CLI on the host's machine),
//!   `phone` (also a paired phone: what a player at the table does) or `tv` (also the
//!   read-only TV view: reads of a game);
//! - `versioned "words"`: a write to a game that may name the game's version it was made
//!   against; the words say what it did in a stale refusal ("Bob (phone) just recorded hand 5");
//! - `per_device`: each screen has its own (drafts): the caller's device, never an argument
//!   it sends, says whose.
//!
//! A line with no body is answered by the window's shell itself (it acts on the window or the
//! process: quitting, starting the server for the phones); the table carries its policy.
//!
//! The arguments are exactly what the window's `invoke` sends: an object with camelCase keys
//! (`{"gameId": 3, "facts": {...}}`); a missing optional argument is `None`. An unknown
//! command or arguments of the wrong shape are a validation error written for a person, like
//! every other refusal.
//!
//! Stale writes: a versioned write may name the game's version it was made against
//! (`"version"`, from `games_version`); when the game has changed since, nothing is written
//! and the refusal (`E_STALE`) says who changed it and how ("Bob (phone) just recorded hand
//! 5"), so the screen keeps what was typed. Checked writes run one at a time.

use crate::error::AppError;
use crate::state::AppState;
use crate::{catalog, export, files, games, hands, rules, startup, stats, tracker};
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

/// Who may call a command. Each level also lets in everyone above it: the host may call
/// everything, a paired phone what a player at the table does, the TV view only reads of a
/// game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Who {
    /// The host's own window (and the CLI on the host's machine) only: the host's files, its
    /// database, the roster, importing, exporting everything, deleting and restoring games.
    Host,
    /// Also a paired phone: entering, correcting, undoing and redoing hands, its drafts,
    /// ending a game, and everything the table reads.
    Phone,
    /// Also the read-only TV view: reads of a game.
    Tv,
}

/// A command's policy, from its line in the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Policy {
    /// It writes: a front tells the other screens.
    pub write: bool,
    /// Who may call it.
    pub who: Who,
    /// A write that changes a game's version: what it did, in words, for a stale refusal
    /// ("recorded hand", "undid the last change").
    pub versioned: Option<&'static str>,
    /// Each device has its own (drafts): the caller says whose, never its arguments.
    pub per_device: bool,
    /// Answered by the window's shell itself, not by [`call`].
    pub shell: bool,
}

/// A command of the table: its name and its policy.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Command {
    /// Its name (`hands_record`), the IPC command's and the HTTP path's.
    pub name: &'static str,
    /// Who may call it and how.
    pub policy: Policy,
}

/// Who is calling: the host, a paired phone (known by its token, never by a name it sends) or
/// the TV view.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Caller {
    /// The host's own window or its CLI.
    Host,
    /// A paired phone.
    Phone {
        /// Stable for as long as the phone stays paired and derived from its pairing (never
        /// from its name): whose drafts are whose.
        key: String,
        /// The name it paired with, as the host's list shows it: who stale refusals credit.
        name: String,
    },
    /// The read-only TV view.
    Tv,
}

impl Caller {
    /// Whether this caller may call a command of `policy`.
    pub fn may(&self, policy: &Policy) -> bool {
        match self {
            Caller::Host => true,
            Caller::Phone { .. } => matches!(policy.who, Who::Phone | Who::Tv),
            Caller::Tv => policy.who == Who::Tv,
        }
    }

    /// Who made a change, as other screens' refusals say it. A phone is always marked as
    /// one, so a phone that paired as "The host" is never taken for the host.
    pub fn credit(&self) -> String {
        match self {
            Caller::Host => "The host".to_string(),
            Caller::Phone { name, .. } => format!("{name} (phone)"),
            Caller::Tv => "The TV view".to_string(),
        }
    }

    /// The device whose drafts a per-device command reads and writes: the host's own
    /// (`None`), or the phone's, under its key (never empty, never the host's).
    fn device(&self) -> Option<String> {
        match self {
            Caller::Host => None,
            Caller::Phone { key, .. } => Some(format!("phone:{key}")),
            Caller::Tv => Some("tv".to_string()),
        }
    }

    /// Why this caller may not call a command the table does not grant it (`E_HOST_ONLY`).
    fn refusal(&self) -> AppError {
        let message = match self {
            Caller::Tv => {
                "The TV view only shows the game; use a paired phone to change it.".to_string()
            }
            Caller::Host | Caller::Phone { .. } => {
                "Only the host can do this, on the computer sharing the game.".to_string()
            }
        };
        AppError::Validation {
            code: HOST_ONLY.to_string(),
            message,
        }
    }
}

/// The code of a refusal to a caller the table does not grant the command.
pub const HOST_ONLY: &str = "E_HOST_ONLY";

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

/// A table line's policy: `read|write, host|phone|tv` and then any of `versioned "words"`
/// and `per_device`. Anything else does not compile.
macro_rules! policy {
    (read, $who:ident $($rest:tt)*) => {
        policy!(@more Policy { write: false, who: policy!(@who $who), versioned: None, per_device: false, shell: false }; $($rest)*)
    };
    (write, $who:ident $($rest:tt)*) => {
        policy!(@more Policy { write: true, who: policy!(@who $who), versioned: None, per_device: false, shell: false }; $($rest)*)
    };
    (@who host) => { Who::Host };
    (@who phone) => { Who::Phone };
    (@who tv) => { Who::Tv };
    (@more $p:expr;) => { $p };
    (@more $p:expr; , versioned $words:literal $($rest:tt)*) => {
        policy!(@more Policy { versioned: Some($words), ..$p }; $($rest)*)
    };
    (@more $p:expr; , per_device $($rest:tt)*) => {
        policy!(@more Policy { per_device: true, ..$p }; $($rest)*)
    };
}

/// A table line's body, or the shell's refusal for a line with none.
macro_rules! body {
    ($name:ident; [$($arg:ident),*]) => {{
        $( let _ = $arg; )*
        Err(AppError::NotFound {
            message: format!(
                "{} is answered by the app's window alone.",
                stringify!($name)
            ),
        })
    }};
    ($name:ident; [$($arg:ident),*] $body:expr) => {
        answer($body)
    };
}

/// Whether a table line has no body (the shell answers it).
macro_rules! shell {
    () => {
        true
    };
    ($body:expr) => {
        false
    };
}

/// Declares the table: for each command, its policy, its arguments (camelCase in JSON) and
/// the function call that answers it.
macro_rules! table {
    ($state:ident; $( $name:ident [ $($policy:tt)+ ] ( $( $arg:ident : $ty:ty ),* ) $( => $body:expr )? ; )*) => {
        /// Every command of the table, with its policy.
        pub const COMMANDS: &[Command] = &[ $( Command {
            name: stringify!($name),
            policy: Policy { shell: shell!($($body)?), ..policy!($($policy)+) },
        } ),* ];

        /// Runs command `name` with `args` (the JSON the UI sends) and answers its JSON.
        fn run($state: &AppState, name: &str, args: Value) -> Result<Value, AppError> {
            match name {
                $( stringify!($name) => {
                    #[derive(serde::Deserialize)]
                    #[serde(rename_all = "camelCase")]
                    struct Args { $( $arg: $ty ),* }
                    let Args { $( $arg ),* } = read_args(stringify!($name), args)?;
                    body!($name; [$($arg),*] $($body)?)
                } )*
                _ => Err(AppError::NotFound {
                    message: format!("There is no command called {name:?}."),
                }),
            }
        }
    };
}

table! { state;
    games_kinds [read, phone] () => Ok(games::games_kinds());
    games_create [write, phone] (game: games::GameSetup) => games::games_create(state, game);
    games_list [read, phone] (limit: Option<usize>) => games::games_list(state, limit);
    games_get [read, tv] (id: i64) => games::games_get(state, id);
    games_view [read, tv] (game_id: i64) => hands::games_view(state, game_id);
    games_set_options [write, phone, versioned "changed the rules"]
        (game_id: i64, preset: String, options: cardtable_rules::games::GameOptions) =>
        hands::games_set_options(state, game_id, preset, options);
    games_reopen [write, phone, versioned "reopened the game"] (game_id: i64) =>
        hands::games_reopen(state, game_id);
    games_presets [read, phone] (kind: cardtable_rules::GameKind) => Ok(hands::games_presets(kind));
    hands_record [write, phone, versioned "recorded hand"]
        (game_id: i64, facts: hands::EnteredFacts, dealer: Option<usize>, key: Option<String>) =>
        hands::hands_record(state, game_id, facts, dealer, key);
    hands_amend [write, phone, versioned "changed a hand"] (hand_id: i64, facts: hands::EnteredFacts, dealer: Option<usize>) =>
        hands::hands_amend(state, hand_id, facts, dealer);
    hands_delete [write, phone, versioned "deleted a hand"] (hand_id: i64) => hands::hands_delete(state, hand_id);
    hands_game [read, tv] (hand_id: i64) => hands::hands_game(state, hand_id);
    history_undo [write, phone, versioned "undid the last change"] (game_id: i64) => hands::history_undo(state, game_id);
    history_redo [write, phone, versioned "redid a change"] (game_id: i64) => hands::history_redo(state, game_id);
    export_game [read, phone] (game_id: i64, format: export::ExportFormat) =>
        export::export_game(state, game_id, format);
    export_all [read, host] (format: export::ExportFormat) => export::export_all(state, format);
    import_json [write, host] (text: String) => export::import_json(state, text);
    files_export [write, host] (game_id: Option<i64>, format: export::ExportFormat) =>
        files::files_export(state, game_id, format);
    players_list [read, phone] () => stats::players_list(state);
    players_rename [write, host] (player_id: i64, name: String) => stats::players_rename(state, player_id, name);
    stats_player [read, phone] (player_id: i64) => stats::stats_player(state, player_id);
    rules_preview [read, phone] (options: Value, table: cardtable_rules::games::Table, facts: hands::EnteredFacts) =>
        rules::rules_preview(options, table, facts);
    rules_options [read, phone] (kind: cardtable_rules::GameKind, options: Value) => rules::rules_options(kind, options);
    rules_words [read, tv] (kind: cardtable_rules::GameKind, options: Value) => rules::rules_words(kind, options);
    rules_parse_cards [read, phone] (text: String) => rules::rules_parse_cards(text);
    rules_deck [read, phone] () => Ok(rules::rules_deck());
    rules_oh_heck_table [read, phone] (options: Value, table: cardtable_rules::games::Table, bids: Vec<Option<i64>>) =>
        rules::rules_oh_heck_table(options, table, bids);
    games_overview [read, tv] (limit: Option<usize>) => catalog::games_overview(state, limit);
    games_meta [read, tv] (game_id: i64) => catalog::games_meta(state, game_id);
    games_rename [write, phone] (game_id: i64, name: String) => catalog::games_rename(state, game_id, name);
    games_delete [write, host] (game_id: i64) => catalog::games_delete(state, game_id);
    games_restore [write, host] (game_id: i64) => catalog::games_restore(state, game_id);
    games_end [write, phone] (game_id: i64, winners: Vec<usize>) => catalog::games_end(state, game_id, winners);
    games_rematch [write, phone] (game_id: i64) => catalog::games_rematch(state, game_id);
    games_set_entry_mode [write, phone] (game_id: i64, mode: String) =>
        catalog::games_set_entry_mode(state, game_id, mode);
    games_version [read, tv] (game_id: i64) => games::games_version(state, game_id);
    drafts_get [read, phone, per_device] (game_id: i64, device: Option<String>) =>
        catalog::drafts_get(state, game_id, device.as_deref());
    drafts_save [write, phone, per_device] (game_id: i64, device: Option<String>, facts: Value) =>
        catalog::drafts_save(state, game_id, device.as_deref(), facts);
    drafts_discard [write, phone, per_device] (game_id: i64, device: Option<String>) =>
        catalog::drafts_discard(state, game_id, device.as_deref());
    startup_status [read, host] () => startup::startup_status(state);
    startup_restore [write, host] () => startup::startup_restore(state);
    startup_new_database [write, host] () => startup::startup_new_database(state);
    startup_quit [write, host] ();
    tracker_view [read, tv] (game_id: i64) => tracker::tracker_view(state, game_id);
    tracker_move [write, phone] (game_id: i64, mv: Value) => tracker::tracker_move(state, game_id, mv);
    tracker_undo [write, phone] (game_id: i64) => tracker::tracker_undo(state, game_id);
    tracker_draw [write, phone] (game_id: i64) => tracker::tracker_draw(state, game_id);
    tracker_save [write, phone] (game_id: i64) => tracker::tracker_save(state, game_id);
    sharing_start [write, host] ();
    sharing_status [read, host] ();
    sharing_revoke [write, host] (id: u64);
    sharing_stop [write, host] ();
    sharing_answer [write, host] (id: u32, allow: bool);
    sharing_set_open [write, host] (open: bool);
    sharing_renew [write, host] ();
}

/// The policy of command `name`, when the table has it.
pub fn policy(name: &str) -> Option<Policy> {
    COMMANDS.iter().find(|c| c.name == name).map(|c| c.policy)
}

/// Whether `caller` may call `name`: `Ok` when the table grants it; the `E_HOST_ONLY`
/// refusal when it does not; not found when the table has no such command.
pub fn allowed(caller: &Caller, name: &str) -> Result<Policy, AppError> {
    let Some(policy) = policy(name) else {
        return Err(AppError::NotFound {
            message: format!("There is no command called {name:?}."),
        });
    };
    if caller.may(&policy) {
        Ok(policy)
    } else {
        Err(caller.refusal())
    }
}

/// Runs command `name` with `args` (the JSON the UI sends) for the host, and answers its JSON.
pub fn call(state: &AppState, name: &str, args: Value) -> Result<Value, AppError> {
    call_as(state, &Caller::Host, name, args)
}

/// [`call`] for `caller`: refused unless the table grants it the command; a per-device
/// command is about the caller's own device whatever its arguments say; a versioned write
/// others' stale refusals credit to it.
pub fn call_as(
    state: &AppState,
    caller: &Caller,
    name: &str,
    mut args: Value,
) -> Result<Value, AppError> {
    let policy = allowed(caller, name)?;
    if policy.per_device {
        // Each screen keeps its own draft: the screen is who is calling, never what it says.
        let device = caller.device().map_or(Value::Null, Value::from);
        if args.is_null() {
            args = Value::Object(Default::default());
        }
        if let Some(map) = args.as_object_mut() {
            map.insert("device".to_string(), device);
        }
    }
    let Some(what) = policy.versioned else {
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
        state.set_last_change(game, format!("{} just {what}", caller.credit()));
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
    policy(name).is_none_or(|p| p.write)
}

#[cfg(test)]
mod tests {
    use super::*;
    use cardtable_store::Store;
    use serde_json::json;

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
                assert!(c.name.starts_with("drafts_"), "{}: per device", c.name);
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
}
