//! The command table is the one list of commands: the window's shell (its `generate_handler!`
//! list), the UI's `api.ts` (one typed function per command) and the versioned writes
//! `transport.ts` names are read from their sources and must be exactly the table's, and
//! every command of the table carries a policy.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use cardtable_commands::{Who, COMMANDS};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// A file of the repository, from this crate's folder (`src-tauri/commands`).
fn source(relative: &str) -> String {
    let path: PathBuf = Path::new(env!("CARGO_MANIFEST_DIR")).join(relative);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn table() -> BTreeSet<String> {
    COMMANDS.iter().map(|c| c.name.to_string()).collect()
}

/// The command names in the shell's `tauri::generate_handler![...]` list (each entry's last
/// path segment).
fn shell_handlers(lib: &str) -> BTreeSet<String> {
    let start = lib
        .find("generate_handler![")
        .expect("the shell's lib.rs has a generate_handler! list");
    let rest = &lib[start + "generate_handler![".len()..];
    let list = &rest[..rest.find(']').expect("the list ends")];
    list.split(',')
        .map(str::trim)
        .filter(|entry| !entry.is_empty())
        .map(|entry| entry.rsplit("::").next().unwrap_or(entry).to_string())
        .collect()
}

/// The command names api.ts calls: every `call("name"` or `call<T>("name"`.
fn api_calls(api: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    let mut rest = api;
    while let Some(at) = rest.find("call") {
        rest = &rest[at + "call".len()..];
        // Skip a type argument, e.g. call<CardFace[]>(.
        let after = match rest.strip_prefix('<') {
            Some(typed) => match typed.find(">(") {
                Some(end) => &typed[end + 1..],
                None => continue,
            },
            None => rest,
        };
        if let Some(quoted) = after.strip_prefix("(\"") {
            if let Some(end) = quoted.find('"') {
                names.insert(quoted[..end].to_string());
            }
        }
    }
    names
}

/// The commands transport.ts sends a game version with: its `VERSIONED` set.
fn transport_versioned(transport: &str) -> BTreeSet<String> {
    let start = transport
        .find("const VERSIONED = new Set([")
        .expect("transport.ts has its VERSIONED set");
    let rest = &transport[start..];
    let list = &rest[rest.find('[').unwrap() + 1..rest.find(']').unwrap()];
    list.split(',')
        .map(|s| s.trim().trim_matches('"').to_string())
        .filter(|s| !s.is_empty())
        .collect()
}

fn differ(what: &str, table: &BTreeSet<String>, other: &BTreeSet<String>) -> String {
    let missing: Vec<_> = table.difference(other).collect();
    let extra: Vec<_> = other.difference(table).collect();
    format!("in the table but not {what}: {missing:?}; in {what} but not the table: {extra:?}")
}

#[test]
fn the_shells_handler_list_is_the_table() {
    let shell = shell_handlers(&source("../src/lib.rs"));
    let table = table();
    assert_eq!(shell, table, "{}", differ("the shell", &table, &shell));
}

#[test]
fn api_ts_has_one_function_for_each_command_of_the_table_and_no_other() {
    let api = api_calls(&source("../../ui/src/lib/api.ts"));
    let table = table();
    assert_eq!(api, table, "{}", differ("api.ts", &table, &api));
}

#[test]
fn the_browsers_versioned_writes_are_the_tables() {
    let sent = transport_versioned(&source("../../ui/src/lib/transport.ts"));
    let table: BTreeSet<String> = COMMANDS
        .iter()
        .filter(|c| c.policy.versioned.is_some())
        .map(|c| c.name.to_string())
        .collect();
    assert_eq!(sent, table, "{}", differ("transport.ts", &table, &sent));
}

#[test]
fn the_readers_find_what_they_read() {
    // The parsers themselves, on text whose answer is known, so a parser that finds nothing
    // cannot pass the tests above by accident.
    let lib = "x(); tauri::generate_handler![\n a::b::games_view,\n c::hands_record,\n ]";
    assert_eq!(
        shell_handlers(lib),
        BTreeSet::from(["games_view".to_string(), "hands_record".to_string()])
    );
    let api = r#"return call("games_view", { gameId }); deck ??= call<CardFace[]>("rules_deck").catch(); recall(x)"#;
    assert_eq!(
        api_calls(api),
        BTreeSet::from(["games_view".to_string(), "rules_deck".to_string()])
    );
    let t = r#"const VERSIONED = new Set(["hands_record", "history_undo"]);"#;
    assert_eq!(
        transport_versioned(t),
        BTreeSet::from(["hands_record".to_string(), "history_undo".to_string()])
    );
}

#[test]
fn every_command_has_a_policy_and_phones_and_the_tv_get_only_theirs() {
    // A table line without a policy does not compile; this pins what each caller gets, so a
    // command that changes hands is a deliberate change here too.
    let of = |who: Who| -> BTreeSet<&str> {
        COMMANDS
            .iter()
            .filter(|c| c.policy.who == who)
            .map(|c| c.name)
            .collect()
    };
    assert_eq!(
        of(Who::Host),
        BTreeSet::from([
            "export_all",
            "files_export",
            "games_delete",
            "games_restore",
            "import_json",
            // A club night's making and seating are the host's (issue 26).
            "night_new",
            "night_seat",
            // Its round closing, a table's correction, its finalising: the host's too.
            "night_arrive",
            "night_close_round",
            "night_correct",
            // Saving a night's export into the host's Downloads.
            "night_export_file",
            "night_finalise",
            "night_leave",
            // Opting a player in to ratings across nights, or out: the roster is the host's.
            "players_rate",
            "players_rename",
            // Making a series of nights and adding a night to it.
            "series_add",
            // Saving a series' export into the host's Downloads.
            "series_export_file",
            "series_new",
            "sharing_answer",
            "sharing_renew",
            "sharing_revoke",
            "sharing_set_open",
            "sharing_start",
            "sharing_status",
            "sharing_stop",
            "startup_about",
            "startup_new_database",
            "startup_quit",
            "startup_restore",
            "startup_status",
        ])
    );
    assert_eq!(
        of(Who::Tv),
        BTreeSet::from([
            "games_get",
            // The game's name on the TV view (issue 27): static words about the games.
            "games_kinds",
            "games_meta",
            "games_overview",
            "games_version",
            "games_view",
            "hands_game",
            // A club night's seating and standings on the TV (issue 26).
            "night_board",
            "nights_list",
            "rules_words",
            "tracker_view",
        ])
    );
    for c in COMMANDS {
        assert!(
            !(c.policy.who == Who::Tv && c.policy.write),
            "{} is a write the TV view may call",
            c.name
        );
    }
}
