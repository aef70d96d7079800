//! The one command table: a command's name, its policy and its JSON arguments in, its JSON
//! answer out.
//!
//! Every line of the table is `name [policy] (arguments) => body;`. The policy is required
//! (a line without one does not compile) and says:
//! - `read` or `write`: a front tells others of a write;
//! - who may call it: `host` (the host's own window, and the CLI on the host's machine),
//!   `phone` (also a paired phone: what a player at the table does) or `tv` (also the
//!   read-only TV view: reads of a game);
//! - `versioned "message"`: a write to a game that may name the game's version it was made
//!   against; the message (`change-*` in `table.ftl`) says what it did in a stale refusal
//!   ("Bob (phone) just recorded hand 5"), in the reader's language;
//! - `per_device`: each screen has its own (drafts): the caller's device, never an argument
//!   it sends, says whose.
//! - `reader`: its answer carries words for a reader: the caller's language (its request's
//!   `Accept-Language`, English without one), never an argument it sends, says which.
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
//! 5"), so the screen keeps what was typed. Versioned writes are the saves of the group
//! commit (`group.rs`): written one group at a time, each checked against the game as the
//! saves before it left it, and answered once its group is on disk.

use crate::error::AppError;
use crate::ledger::Ledger;
use crate::state::AppState;
use crate::{
    drafts, export, files, games, hands, lifecycle, night, night_export, night_series, ratings,
    rules, startup, stats, tracker, words,
};
use cardtable_rules::says::{Lang, Said};
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
    /// A write that changes a game's version: what it did, as a message id for a stale
    /// refusal (`change-recorded-hand`: "{ $who } just recorded hand { $n }").
    pub versioned: Option<&'static str>,
    /// Each device has its own (drafts): the caller says whose, never its arguments.
    pub per_device: bool,
    /// Its answer carries words for a reader: the caller's language says which (issue 25).
    pub reader: bool,
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

    /// Who made a change, as other screens' refusals say it (in English). A phone is always
    /// marked as one, so a phone that paired as "The host" is never taken for the host.
    pub fn credit(&self) -> String {
        self.credit_said().english()
    }

    /// [`Caller::credit`] as a message, said in each reader's language.
    pub fn credit_said(&self) -> Said {
        match self {
            Caller::Host => Said::new("change-by-host"),
            Caller::Phone { name, .. } => Said::new("change-by-phone").arg("name", name.as_str()),
            Caller::Tv => Said::new("change-by-tv"),
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
        let said = Said::new(match self {
            Caller::Tv => "host-only-tv",
            Caller::Host | Caller::Phone { .. } => "host-only",
        });
        AppError::Validation {
            code: HOST_ONLY.to_string(),
            message: said.english(),
            said: Some(Box::new(said)),
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
    serde_json::from_value(args).map_err(|e| {
        // Serde's words (a field's name, a position) stay inside the language's sentence; the
        // rules' own refusals (options checked on the way in) end with their full stop.
        let why = e.to_string().trim_end_matches('.').to_string();
        invalid_request(name, cardtable_rules::says::text(why))
    })
}

/// `E_INVALID_REQUEST`: the request to `name` is not valid, and `why`.
fn invalid_request(name: &str, why: Said) -> AppError {
    AppError::refusal(
        "E_INVALID_REQUEST",
        Said::new("request-error-invalid")
            .arg("name", name)
            .arg("why", why),
    )
}

/// A command's answer as JSON.
fn answer<T: Serialize>(result: Result<T, AppError>) -> Result<Value, AppError> {
    serde_json::to_value(result?).map_err(|e| {
        AppError::internal(Said::new("internal-answer-unwritten").arg("why", e.to_string()))
    })
}

/// A table line's policy: `read|write, host|phone|tv` and then any of `versioned "words"`
/// and `per_device`. Anything else does not compile.
macro_rules! policy {
    (read, $who:ident $($rest:tt)*) => {
        policy!(@more Policy { write: false, who: policy!(@who $who), versioned: None, per_device: false, reader: false, shell: false }; $($rest)*)
    };
    (write, $who:ident $($rest:tt)*) => {
        policy!(@more Policy { write: true, who: policy!(@who $who), versioned: None, per_device: false, reader: false, shell: false }; $($rest)*)
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
    (@more $p:expr; , reader $($rest:tt)*) => {
        policy!(@more Policy { reader: true, ..$p }; $($rest)*)
    };
}

/// A table line's body, or the shell's refusal for a line with none.
macro_rules! body {
    ($name:ident; [$($arg:ident),*]) => {{
        $( let _ = $arg; )*
        Err(AppError::not_found(
            Said::new("not-found-shell").arg("name", stringify!($name)),
        ))
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
    ($state:ident, $ledger:ident; $( $name:ident [ $($policy:tt)+ ] ( $( $arg:ident : $ty:ty ),* ) $( => $body:expr )? ; )*) => {
        /// Every command of the table, with its policy.
        pub const COMMANDS: &[Command] = &[ $( Command {
            name: stringify!($name),
            policy: Policy { shell: shell!($($body)?), ..policy!($($policy)+) },
        } ),* ];

        /// Runs command `name` with `args` (the JSON the UI sends) and answers its JSON. A
        /// versioned write is given the ledger its group commit locked (`group.rs`); every
        /// other command, `None`.
        fn run(
            $state: &AppState,
            $ledger: Option<&mut Ledger>,
            name: &str,
            args: Value,
        ) -> Result<Value, AppError> {
            match name {
                $( stringify!($name) => {
                    #[derive(serde::Deserialize)]
                    #[serde(rename_all = "camelCase")]
                    struct Args { $( $arg: $ty ),* }
                    let Args { $( $arg ),* } = read_args(stringify!($name), args)?;
                    body!($name; [$($arg),*] $($body)?)
                } )*
                _ => Err(no_command(name)),
            }
        }
    };
}

table! { state, ledger;
    games_kinds [read, tv, reader] (lang: Option<Lang>) => Ok(words::name_games(games::games_kinds(), lang));
    games_create [write, phone] (game: games::GameSetup) => games::games_create(state, game);
    games_list [read, phone] (limit: Option<usize>) => games::games_list(state, limit);
    games_get [read, tv] (id: i64) => games::games_get(state, id);
    games_view [read, tv, reader] (game_id: i64, lang: Option<Lang>) =>
        hands::games_view(state, game_id).map(|v| words::retell_view(v, lang));
    games_open [read, phone, per_device, reader] (game_id: i64, device: Option<String>, lang: Option<Lang>) =>
        hands::games_open(state, game_id, device.as_deref()).map(|mut o| {
            o.view = words::retell_shown(o.view, lang, None);
            o.info = words::name_game(o.info, lang);
            o.draft_preview = o.draft_preview.map(|p| words::retell_draft_preview(p, lang));
            o
        });
    games_set_options [write, phone, versioned "change-rules", reader]
        (game_id: i64, preset: String, options: cardtable_rules::games::GameOptions, lang: Option<Lang>) =>
        hands::games_set_options(saved(ledger)?, game_id, preset, options).map(|v| words::retell_shown(v, lang, None));
    games_reopen [write, phone, versioned "change-reopened", reader] (game_id: i64, lang: Option<Lang>) =>
        hands::games_reopen(saved(ledger)?, game_id).map(|v| words::retell_shown(v, lang, None));
    games_presets [read, phone, reader] (kind: cardtable_rules::GameKind, lang: Option<Lang>) =>
        Ok(rules::presets_in(hands::games_presets(kind), lang.unwrap_or(Lang::En)));
    hands_record [write, phone, versioned "change-recorded-hand", per_device, reader]
        (game_id: i64, facts: hands::EnteredFacts, dealer: Option<usize>, key: Option<String>, device: Option<String>, clear_draft: Option<bool>, lang: Option<Lang>) =>
        hands::hands_record(saved(ledger)?, game_id, facts, dealer, key, clear_draft.unwrap_or(false).then(|| device.as_deref().unwrap_or("")))
            .map(|v| words::retell_shown(v, lang, None));
    hands_amend [write, phone, versioned "change-amended-hand", reader] (hand_id: i64, facts: hands::EnteredFacts, dealer: Option<usize>, lang: Option<Lang>) =>
        hands::hands_amend(saved(ledger)?, hand_id, facts, dealer).map(|v| words::retell_shown(v, lang, Some(hand_id)));
    hands_delete [write, phone, versioned "change-deleted-hand", reader] (hand_id: i64, lang: Option<Lang>) =>
        hands::hands_delete(saved(ledger)?, hand_id).map(|v| words::retell_shown(v, lang, None));
    hands_game [read, tv] (hand_id: i64) => hands::hands_game(state, hand_id);
    hands_told [read, phone, reader] (hand_id: i64, lang: Option<Lang>) => games::hands_told(state, hand_id, lang);
    history_undo [write, phone, versioned "change-undid", reader] (game_id: i64, lang: Option<Lang>) =>
        hands::history_undo(saved(ledger)?, game_id).map(|v| words::retell_shown(v, lang, None));
    history_redo [write, phone, versioned "change-redid", reader] (game_id: i64, lang: Option<Lang>) =>
        hands::history_redo(saved(ledger)?, game_id).map(|v| words::retell_shown(v, lang, None));
    export_game [read, phone, reader] (game_id: i64, format: export::ExportFormat, lang: Option<Lang>) =>
        export::export_game(state, game_id, format, lang.unwrap_or(Lang::En));
    export_all [read, host, reader] (format: export::ExportFormat, lang: Option<Lang>) =>
        export::export_all(state, format, lang.unwrap_or(Lang::En));
    import_json [write, host] (text: String) => export::files_import(state, text);
    files_export [write, host, reader] (game_id: Option<i64>, format: export::ExportFormat, lang: Option<Lang>) =>
        files::files_export(state, game_id, format, lang.unwrap_or(Lang::En));
    players_list [read, phone] () => stats::players_list(state);
    players_rename [write, host] (player_id: i64, name: String) => stats::players_rename(state, player_id, name);
    stats_player [read, phone] (player_id: i64) => stats::stats_player(state, player_id);
    rules_preview [read, phone, reader] (options: cardtable_rules::games::GameOptions, table: cardtable_rules::games::Table, facts: hands::EnteredFacts, lang: Option<Lang>) =>
        rules::rules_preview(options, table, facts).map(|s| words::retell_scored(s, lang));
    rules_words [read, tv, reader] (preset: String, options: cardtable_rules::games::GameOptions, lang: Option<Lang>) =>
        rules::rules_words(preset, options).map(|w| w.retold(lang.unwrap_or(Lang::En)));
    rules_parse_cards [read, phone] (text: String) => rules::rules_parse_cards(text);
    rules_deck [read, phone] () => Ok(rules::rules_deck());
    rules_oh_heck_table [read, phone, reader] (options: cardtable_rules::games::GameOptions, table: cardtable_rules::games::Table, bids: Vec<Option<i64>>, lang: Option<Lang>) =>
        rules::rules_oh_heck_table(options, table, bids, lang.unwrap_or(Lang::En));
    games_overview [read, tv] (limit: Option<usize>) => lifecycle::games_overview(state, limit);
    games_meta [read, tv] (game_id: i64) => lifecycle::games_meta(state, game_id);
    games_rename [write, phone] (game_id: i64, name: String) => lifecycle::games_rename(state, game_id, name);
    games_delete [write, host] (game_id: i64) => lifecycle::games_delete(state, game_id);
    games_restore [write, host] (game_id: i64) => lifecycle::games_restore(state, game_id);
    games_end [write, phone] (game_id: i64, winners: Vec<usize>) => lifecycle::games_end(state, game_id, winners);
    games_rematch [write, phone] (game_id: i64) => lifecycle::games_rematch(state, game_id);
    games_set_entry_mode [write, phone] (game_id: i64, mode: String) =>
        drafts::games_set_entry_mode(state, game_id, mode);
    games_version [read, tv] (game_id: i64) => games::games_version(state, game_id);
    drafts_get [read, phone, per_device] (game_id: i64, device: Option<String>) =>
        drafts::drafts_get(state, game_id, device.as_deref());
    drafts_save [write, phone, per_device] (game_id: i64, device: Option<String>, facts: Value, hands: Option<u32>) =>
        drafts::drafts_save(state, game_id, device.as_deref(), facts, hands);
    drafts_discard [write, phone, per_device] (game_id: i64, device: Option<String>) =>
        drafts::drafts_discard(state, game_id, device.as_deref());
    startup_status [read, host, reader] (lang: Option<Lang>) => startup::startup_status(state, lang);
    startup_about [read, host] () => startup::startup_about(state);
    startup_restore [write, host] () => startup::startup_restore(state);
    startup_new_database [write, host] () => startup::startup_new_database(state);
    startup_quit [write, host] ();
    tracker_view [read, tv, reader] (game_id: i64, lang: Option<Lang>) => tracker::tracker_view(state, game_id, lang);
    tracker_move [write, phone, reader] (game_id: i64, mv: Value, lang: Option<Lang>) => tracker::tracker_move(state, game_id, mv, lang);
    tracker_undo [write, phone, reader] (game_id: i64, lang: Option<Lang>) => tracker::tracker_undo(state, game_id, lang);
    tracker_draw [write, phone, reader] (game_id: i64, lang: Option<Lang>) => tracker::tracker_draw(state, game_id, lang);
    tracker_save [write, phone, reader] (game_id: i64, lang: Option<Lang>) =>
        tracker::tracker_save(state, game_id).map(|v| words::retell_shown(v, lang, None));
    night_new [write, host] (night: night::NightSetup) => night::night_new(state, night);
    night_seat [write, host] (night_id: i64) => night::night_seat(state, night_id);
    night_show [read, phone] (night_id: i64) => night::night_show(state, night_id);
    nights_list [read, tv] () => night::nights_list(state);
    night_board [read, tv] (night_id: i64) => night::night_show(state, night_id);
    night_phone [read, phone, per_device] (night_id: i64, device: Option<String>) =>
        night::night_phone(state, night_id, device.as_deref());
    night_check_in [write, phone, per_device] (night_id: i64, player: String, device: Option<String>) =>
        night::night_check_in(state, night_id, player, device.as_deref());
    night_confirm [write, phone, per_device] (night_id: i64, game_id: i64, device: Option<String>) =>
        night::night_confirm(state, night_id, game_id, device.as_deref());
    night_refuse [write, phone, per_device]
        (night_id: i64, game_id: i64, reason: String, scores: Option<Vec<cardtable_rules::Points>>, device: Option<String>) =>
        night::night_refuse(state, night_id, game_id, reason, scores, device.as_deref());
    night_correct [write, host] (night_id: i64, game_id: i64, scores: Vec<cardtable_rules::Points>, reason: String) =>
        night::night_correct(state, night_id, game_id, scores, reason);
    night_close_round [write, host] (night_id: i64) => night::night_close_round(state, night_id);
    night_finalise [write, host] (night_id: i64) => night::night_finalise(state, night_id);
    night_arrive [write, host] (night_id: i64, player: String) => night::night_arrive(state, night_id, player);
    night_leave [write, host] (night_id: i64, player: String) => night::night_leave(state, night_id, player);
    night_export [read, phone] (night_id: i64, format: export::ExportFormat) =>
        night_export::night_export(state, night_id, format);
    night_export_file [write, host] (night_id: i64, format: export::ExportFormat) =>
        night_export::night_export_file(state, night_id, format);
    series_new [write, host] (name: String, nights: Vec<i64>) => night_series::series_new(state, name, nights);
    series_add [write, host] (series_id: i64, night_id: i64) => night_series::series_add(state, series_id, night_id);
    series_show [read, phone] (series_id: i64) => night_series::series_show(state, series_id);
    series_list [read, phone] () => night_series::series_list(state);
    series_export [read, phone] (series_id: i64, format: export::ExportFormat) =>
        night_series::series_export(state, series_id, format);
    series_export_file [write, host] (series_id: i64, format: export::ExportFormat) =>
        night_series::series_export_file(state, series_id, format);
    ratings_list [read, phone] () => ratings::ratings_list(state);
    players_rate [write, host] (player_id: i64, rated: bool) => ratings::players_rate(state, player_id, rated);
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

/// The refusal of a command the table does not have, its name as typed (quoted, escaped).
fn no_command(name: &str) -> AppError {
    AppError::not_found(Said::new("not-found-command").arg("name", format!("{name:?}")))
}

/// Whether `caller` may call `name`: `Ok` when the table grants it; the `E_HOST_ONLY`
/// refusal when it does not; not found when the table has no such command.
pub fn allowed(caller: &Caller, name: &str) -> Result<Policy, AppError> {
    let Some(policy) = policy(name) else {
        return Err(no_command(name));
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

/// [`call`] for `caller`, in English: [`call_for`].
pub fn call_as(
    state: &AppState,
    caller: &Caller,
    name: &str,
    args: Value,
) -> Result<Value, AppError> {
    call_for(state, caller, Lang::En, name, args)
}

/// [`call`] for `caller` reading `lang`: refused unless the table grants it the command; a
/// per-device command is about the caller's own device whatever its arguments say; a reader's
/// command writes its words in the caller's language whatever its arguments say; a versioned
/// write others' stale refusals credit to it.
pub fn call_for(
    state: &AppState,
    caller: &Caller,
    lang: Lang,
    name: &str,
    mut args: Value,
) -> Result<Value, AppError> {
    // The table's own refusal is said in the caller's language too.
    let policy = allowed(caller, name).map_err(|e| words::retell_error(e, lang))?;
    if policy.write {
        state
            .before_write()
            .map_err(|e| words::retell_error(e, lang))?;
    }
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
    if policy.reader {
        // The reader's language is the caller's (its request's header), as its device is.
        if args.is_null() {
            args = Value::Object(Default::default());
        }
        if let Some(map) = args.as_object_mut() {
            map.insert("lang".to_string(), Value::from(lang.tag()));
        }
    }
    let Some(what) = policy.versioned else {
        return run(state, None, name, args).map_err(|e| words::retell_error(e, lang));
    };
    // A save to a game: written with every save waiting, its version checked inside the
    // group, against the game as the saves before it in the group left it.
    let (me, caller, name) = (state.clone(), caller.clone(), name.to_string());
    state
        .save(Box::new(move |ledger, notes| {
            let game = game_of(ledger, &args)?;
            if let (Some(game), Some(version)) = (game, args.get("version")) {
                let Some(version) = version.as_i64() else {
                    let refused = invalid_request(&name, Said::new("request-error-version"));
                    return Err(words::retell_error(refused, lang));
                };
                if ledger.game_version(game)? != version {
                    let who = notes
                        .last_change(game)
                        .or_else(|| me.last_change(game))
                        .unwrap_or_else(|| Said::new("change-unknown"));
                    let stale =
                        AppError::refusal("E_STALE", Said::new("stale-error").arg("change", who));
                    return Err(words::retell_error(stale, lang));
                }
            }
            let answer =
                run(&me, Some(ledger), &name, args).map_err(|e| words::retell_error(e, lang))?;
            if let Some(game) = answer["game"]["id"].as_i64().or(game) {
                let change = Said::new(what).arg("who", caller.credit_said());
                let change = match name.as_str() {
                    "hands_record" => change.arg(
                        "n",
                        answer["standings"]["hands"].as_array().map_or(0, Vec::len),
                    ),
                    _ => change,
                };
                notes.changed(game, change);
            }
            Ok(answer)
        }))
        // What the group says (nothing saved, the database gone) and what a save's own reading
        // of the game found, in the caller's language too (a retold refusal is told the same).
        .map_err(|e| words::retell_error(e, lang))
}

/// The ledger a versioned write's body is given by its group commit: there is always one, as
/// [`call_for`] runs every versioned write as a save of a group.
fn saved(ledger: Option<&mut Ledger>) -> Result<&mut Ledger, AppError> {
    ledger.ok_or_else(|| AppError::internal(Said::new("internal-save-outside-group")))
}

/// The game a versioned write is about: its `gameId`, or the game of its `handId`.
fn game_of(ledger: &Ledger, args: &Value) -> Result<Option<i64>, AppError> {
    if let Some(game) = args.get("gameId").and_then(Value::as_i64) {
        return Ok(Some(game));
    }
    match args.get("handId").and_then(Value::as_i64) {
        Some(hand) => Ok(Some(ledger.game_of_hand(hand)?)),
        None => Ok(None),
    }
}

/// Whether command `name` writes (unknown commands count as writes: refused where writes are).
pub fn is_write(name: &str) -> bool {
    policy(name).is_none_or(|p| p.write)
}
