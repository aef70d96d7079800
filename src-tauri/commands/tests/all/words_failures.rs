//! A failure of the machine or a bug in the reader's language (issue 25): `E_STORAGE` and
//! `E_INTERNAL` are messages said in every language, the system's own words (SQLite's, the
//! operating system's, the store's refusal) an argument inside the sentence, and so are the
//! window's own refusals (sharing, what the window sends) and the command line's own words.
//! Each English is the old message byte for byte (written out here); through the command
//! table a real failure (a full disk, a commit that fails, no database open) reaches a German
//! or French reader in their language, its kind and code unchanged.

use crate::support::{execute, said_everywhere};
use cardtable_commands::startup::open_app;
use cardtable_commands::words::{Lang, Said};
use cardtable_commands::{call_for, AppError, AppState, Caller};
use cardtable_rules::says::{message_ids, text, Arg};
use cardtable_store::{Store, StoreError};
use serde_json::{json, Value};
use std::collections::BTreeSet;

fn why(id: &'static str, why: &str) -> Said {
    Said::new(id).arg("why", why)
}

/// Every message of these failures with its English, the old words.
fn every_failure() -> Vec<(String, Said)> {
    let disk = "database or disk is full";
    let mut all: Vec<(String, Said)> = vec![
        (
            format!("database error: {disk}"),
            why("storage-database-error", disk),
        ),
        (
            "database migration failed: no such table".into(),
            why("storage-migration-failed", "no such table"),
        ),
        (
            "cannot create the database folder: Permission denied (os error 13)".into(),
            why(
                "storage-database-folder",
                "Permission denied (os error 13)",
            ),
        ),
        (
            "stored data is not valid JSON: EOF while parsing".into(),
            why("storage-stored-json", "EOF while parsing"),
        ),
        (
            "Cardtable has no database open: /x is a folder.".into(),
            why("storage-no-database", "/x is a folder."),
        ),
        (
            format!("Nothing was saved: the database could not keep this change (database error: {disk}). What you entered is kept; save again."),
            Said::new("storage-nothing-saved").arg("why", why("storage-database-error", disk)),
        ),
        (
            "There is no Downloads or home folder to save the export in.".into(),
            Said::new("storage-no-export-folder"),
        ),
        (
            "The export could not be saved in /home/ann/Downloads: cardtable-all-2026-11-27.json and 1000 numbered copies already exist.".into(),
            Said::new("storage-export-not-saved")
                .arg("folder", "/home/ann/Downloads")
                .arg(
                    "why",
                    Said::new("storage-export-copies")
                        .arg("name", "cardtable-all-2026-11-27.json")
                        .arg("copies", 1000_u32),
                ),
        ),
        (
            "The export could not be saved in /mnt: No space left on device (os error 28).".into(),
            Said::new("storage-export-not-saved")
                .arg("folder", "/mnt")
                .arg("why", text("No space left on device (os error 28)")),
        ),
        (
            "Cardtable could not read its database's schema version: disk I/O error.".into(),
            why("storage-schema-version", "disk I/O error"),
        ),
        (
            "There is no automatic backup to open for this database.".into(),
            Said::new("storage-no-backup"),
        ),
        (
            "The database is open; there is nothing to replace.".into(),
            Said::new("storage-nothing-to-replace"),
        ),
        (
            "This computer has no folder for app data to start a database in.".into(),
            Said::new("storage-no-data-folder"),
        ),
        (
            "Phones cannot join: this computer refused to listen (Address in use).".into(),
            why("storage-cannot-listen", "Address in use"),
        ),
        (
            "Sharing stopped with an error: task panicked.".into(),
            why("storage-sharing-stopped", "task panicked"),
        ),
        (
            "The database is unavailable after an earlier failure; restart Cardtable.".into(),
            Said::new("internal-unavailable"),
        ),
        (
            "The save stopped before it was answered; check the game and save again.".into(),
            Said::new("internal-save-unanswered"),
        ),
        (
            "A save to a game was made outside its group commit.".into(),
            Said::new("internal-save-outside-group"),
        ),
        (
            "The answer could not be written: key must be a string.".into(),
            why("internal-answer-unwritten", "key must be a string"),
        ),
        (
            "The answer could not be read: missing field `id`.".into(),
            why("internal-answer-unread", "missing field `id`"),
        ),
        (
            "The command stopped before it finished: task 7 panicked.".into(),
            why("internal-command-stopped", "task 7 panicked"),
        ),
        (
            "The database is not open.".into(),
            Said::new("internal-no-database"),
        ),
        (
            "The QR code could not be drawn: data too long.".into(),
            why("internal-qr", "data too long"),
        ),
        ("No new PIN could be drawn.".into(), Said::new("internal-no-pin")),
        (
            "Sharing is not available in this window.".into(),
            Said::new("internal-no-sharing"),
        ),
        // The window's own refusals.
        (
            "Sharing is off: turn on \"Let phones join\" first.".into(),
            Said::new("sharing-off"),
        ),
        (
            "That phone is not waiting any more: it gave up or sharing restarted.".into(),
            Said::new("sharing-not-waiting"),
        ),
        (
            "Sharing is off, so there is no device to remove.".into(),
            Said::new("sharing-off-no-device"),
        ),
        (
            "That device is not paired any more.".into(),
            Said::new("sharing-not-paired"),
        ),
        (
            "The window sent bytes where the command expects its arguments as JSON.".into(),
            Said::new("window-sent-bytes"),
        ),
    ];
    let cli: Vec<(&str, Said)> = vec![
        (
            "No database path: pass --db PATH or set CARDTABLE_DB.",
            Said::new("cli-no-db"),
        ),
        (
            "--facts is not valid JSON: EOF while parsing an object at line 1 column 1",
            Said::new("cli-flag-not-json")
                .arg("flag", "facts")
                .arg("why", "EOF while parsing an object at line 1 column 1"),
        ),
        (
            "--dealer 3 is not a seat of this game: seats are counted from 0 (the first player) as in the JSON, so they are 0 to 2.",
            Said::new("cli-seat-flag")
                .arg("flag", "dealer")
                .arg("n", 3_usize)
                .arg("last", 2_usize),
        ),
        (
            "The export could not be written to out/a.json: the folder out does not exist.",
            Said::new("cli-export-unwritten")
                .arg("path", "out/a.json")
                .arg("why", Said::new("cli-export-no-folder").arg("folder", "out")),
        ),
        (
            "The export could not be written to /a.json: Cardtable may not write in /.",
            Said::new("cli-export-unwritten")
                .arg("path", "/a.json")
                .arg("why", Said::new("cli-export-not-allowed").arg("folder", "/")),
        ),
        (
            "cardtable: the change was saved; do not run it again without --key.",
            Said::new("cli-saved-unanswered"),
        ),
        (
            "cardtable: the answer could not be written: Broken pipe (os error 32).",
            why("cli-answer-unwritten", "Broken pipe (os error 32)"),
        ),
        (
            "Wrote out/a.json",
            Said::new("cli-wrote").arg("path", "out/a.json"),
        ),
        (
            "Ended here: Ann wins.",
            Said::new("cli-ended-won").arg("winners", Arg::List(vec![text("Ann")])),
        ),
        (
            "Ended here: Ann, Bob and Cy share the win.",
            Said::new("cli-ended-shared").arg(
                "winners",
                Arg::List(vec![text("Ann"), text("Bob"), text("Cy")]),
            ),
        ),
        ("hand", Said::new("cli-col-hand")),
        ("id", Said::new("cli-col-id")),
        ("dealer", Said::new("cli-col-dealer")),
        ("total", Said::new("cli-col-total")),
        ("bonus", Said::new("cli-col-bonus")),
        ("final", Said::new("cli-col-final")),
        ("seat 3", Said::new("cli-seat").arg("n", 3_usize)),
        (
            "Options problem: E_BAD_OPTIONS: The target must be positive.",
            Said::new("cli-options-problem")
                .arg("code", "E_BAD_OPTIONS")
                .arg("why", "The target must be positive."),
        ),
        (
            "Hand 2 no longer validates (E_BAD_HAND: Too many points.); its stored points are counted.",
            Said::new("cli-hand-problem")
                .arg("n", 2_usize)
                .arg("code", "E_BAD_HAND")
                .arg("why", "Too many points."),
        ),
    ];
    // A game's line: the game by its English name, as `kind.name()` wrote it.
    let gin = cardtable_rules::GameKind::GinRummy;
    let scorepad = cardtable_rules::GameKind::Scorepad;
    all.push((
        format!(
            "#12 {} — Ann, Bob — 1 hand(s), started 2026-11-27 01:02:03, in progress",
            gin.name()
        ),
        Said::new("cli-summary")
            .arg("id", 12_i64)
            .arg("game", gin.name_said())
            .arg("players", "Ann, Bob")
            .arg("hands", 1_u32)
            .arg("started", "2026-11-27 01:02:03")
            .arg("state", Said::new("cli-in-progress")),
    ));
    all.push((
        format!(
            "#3 {} — Ann — 7 hand(s), started 2026-11-26, finished 2026-11-27",
            scorepad.name()
        ),
        Said::new("cli-summary")
            .arg("id", 3_i64)
            .arg("game", scorepad.name_said())
            .arg("players", "Ann")
            .arg("hands", 7_u32)
            .arg("started", "2026-11-26")
            .arg("state", Said::new("cli-finished").arg("at", "2026-11-27")),
    ));
    all.extend(cli.into_iter().map(|(e, s)| (e.to_string(), s)));
    all.extend(cli_text());
    all
}

/// The command line's text output (arrange, serve, a club night and a series), as it was.
fn cli_text() -> Vec<(String, Said)> {
    let night = cardtable_rules::GameKind::GinRummy;
    let lines: Vec<(&str, Said)> = vec![
        (
            "Best discards: K♣ 7♦",
            Said::new("cli-best-discards").arg("cards", "K♣ 7♦"),
        ),
        (
            "After discarding the first of them:",
            Said::new("cli-after-discarding"),
        ),
        (
            "Melds: A♠ 2♠ 3♠ · 7♣ 7♦ 7♥",
            Said::new("cli-melds").arg("melds", "A♠ 2♠ 3♠ · 7♣ 7♦ 7♥"),
        ),
        ("Melds: none", Said::new("cli-melds-none")),
        (
            "Deadwood: 0",
            Said::new("cli-deadwood").arg("points", 0_u32),
        ),
        (
            "Deadwood: K♣ 7♦ = 17",
            Said::new("cli-deadwood-cards")
                .arg("cards", "K♣ 7♦")
                .arg("points", 17_u32),
        ),
        (
            "Warning (W_NON_OPTIMAL_ARRANGEMENT): A better arrangement exists.",
            Said::new("cli-warning")
                .arg("code", "W_NON_OPTIMAL_ARRANGEMENT")
                .arg("why", "A better arrangement exists."),
        ),
        (
            "Cardtable is sharing /data/cardtable.db at http://192.168.1.5:7878/",
            Said::new("cli-serve-sharing")
                .arg("db", "/data/cardtable.db")
                .arg("url", "http://192.168.1.5:7878/"),
        ),
        (
            "Scan the code, or open http://h/#/pair/x",
            Said::new("cli-serve-scan").arg("link", "http://h/#/pair/x"),
        ),
        (
            "PIN: 123456",
            Said::new("cli-serve-pin").arg("pin", "123456"),
        ),
        (
            "TV view (read only): http://h/#/tv/y",
            Said::new("cli-serve-tv").arg("link", "http://h/#/tv/y"),
        ),
        ("Stop with Ctrl-C.", Said::new("cli-serve-stop")),
        (
            "cardtable serve: cannot listen on 0.0.0.0:7878: Address in use",
            Said::new("cli-serve-cannot-listen")
                .arg("address", "0.0.0.0:7878")
                .arg("why", "Address in use"),
        ),
        (
            "cardtable serve: interrupted: stopping.",
            Said::new("cli-serve-stopping").arg("why", Said::new("cli-serve-interrupted")),
        ),
        (
            "cardtable serve: terminated: stopping.",
            Said::new("cli-serve-stopping").arg("why", Said::new("cli-serve-terminated")),
        ),
        (
            "cardtable serve: task failed",
            why("cli-serve-failed", "task failed"),
        ),
        (
            "cardtable serve: /d.db was not finished: database is locked",
            Said::new("cli-serve-unfinished")
                .arg("db", "/d.db")
                .arg("why", "database is locked"),
        ),
        (
            "Say how to export the night: --csv (for a spreadsheet) or --json.",
            Said::new("cli-export-how-night"),
        ),
        (
            "Say how to export the series: --csv (for a spreadsheet) or --json.",
            Said::new("cli-export-how-series"),
        ),
        (
            "Series 2 · Autumn 2026 · 1 night · provisional",
            Said::new("cli-series-head")
                .arg("id", 2_i64)
                .arg("name", "Autumn 2026")
                .arg("nights", 1_usize)
                .arg("state", Said::new("cli-series-provisional")),
        ),
        (
            "Series 2 · Autumn 2026 · 3 nights · final",
            Said::new("cli-series-head")
                .arg("id", 2_i64)
                .arg("name", "Autumn 2026")
                .arg("nights", 3_usize)
                .arg("state", Said::new("cli-series-final")),
        ),
        (
            "(1 night, 0 won)",
            Said::new("cli-series-record")
                .arg("nights", 1_u32)
                .arg("wins", 0_u32),
        ),
        (
            "(3 nights, 2 won)",
            Said::new("cli-series-record")
                .arg("nights", 3_u32)
                .arg("wins", 2_u32),
        ),
        (
            "Night 4: Gin · won by Ann, Bob",
            Said::new("cli-series-night")
                .arg("night", 4_i64)
                .arg("game", "Gin")
                .arg("winners", "Ann, Bob"),
        ),
        (
            "Night 4: Gin (provisional) · won by Ann",
            Said::new("cli-series-night-provisional")
                .arg("night", 4_i64)
                .arg("game", "Gin")
                .arg("winners", "Ann"),
        ),
        ("Round 2", Said::new("cli-round").arg("round", 2_u32)),
        (
            "Table 1: Ann, Bob (game 7)",
            Said::new("cli-table")
                .arg("table", 1_usize)
                .arg("seats", "Ann, Bob")
                .arg("game", 7_i64),
        ),
        ("Bye: Eve", Said::new("cli-bye").arg("names", "Eve")),
        ("final results", Said::new("cli-night-final")),
        ("not seated yet", Said::new("cli-night-not-seated")),
        (
            "all 3 rounds played",
            Said::new("cli-night-all-played").arg("rounds", 3_u32),
        ),
        (
            "round 2 of 3 played",
            Said::new("cli-night-round-played")
                .arg("round", 2_u32)
                .arg("rounds", 3_u32),
        ),
        (
            "round 2 of 3 (a table counts once its result is confirmed)",
            Said::new("cli-night-round")
                .arg("round", 2_u32)
                .arg("rounds", 3_u32),
        ),
        (
            "Round 2 clock: 4:05 left (ends 2026-11-27T03:00:00Z)",
            Said::new("cli-night-clock")
                .arg("round", 2_u32)
                .arg("left", "4:05")
                .arg("ends", "2026-11-27T03:00:00Z"),
        ),
        (
            "Round 2 clock: time is up, each table finishes its deal in progress (its last)",
            Said::new("cli-night-clock-up").arg("round", 2_u32),
        ),
        (
            "(4 played)",
            Said::new("cli-night-record").arg("played", 4_u32),
        ),
        (
            "(3 played, 1 bye)",
            Said::new("cli-night-record-byes")
                .arg("played", 3_u32)
                .arg("byes", 1_u32),
        ),
        (
            "(2 played, 2 byes)",
            Said::new("cli-night-record-byes")
                .arg("played", 2_u32)
                .arg("byes", 2_u32),
        ),
    ];
    let mut all: Vec<(String, Said)> = lines.into_iter().map(|(e, s)| (e.to_string(), s)).collect();
    // What the command line's own flags cannot be read as.
    all.extend([
        (
            "'poker' has no meld rules here: try gin, knock_rummy or continental_rummy."
                .to_string(),
            Said::new("cli-no-meld-rules")
                .arg("game", "poker")
                .arg("games", "gin, knock_rummy")
                .arg("last", "continental_rummy"),
        ),
        (
            "\"options\" must be an object of named settings.".to_string(),
            Said::new("cli-options-not-object"),
        ),
        (
            "The Gin options cannot be used: unknown field `x`.".to_string(),
            why("cli-gin-options-unusable", "unknown field `x`"),
        ),
        (
            "--options is not JSON: expected value at line 1 column 1.".to_string(),
            why("cli-options-not-json", "expected value at line 1 column 1"),
        ),
    ]);
    for (state, english) in [
        ("cli-table-to-confirm", "to confirm"),
        ("cli-table-confirmed", "confirmed"),
        ("cli-table-refused", "refused: the host decides"),
        ("cli-table-corrected", "corrected by the host"),
        ("cli-table-accepted", "accepted by the host"),
        ("cli-table-done", "done"),
        ("cli-table-playing", "playing"),
    ] {
        all.push((
            format!("Table 3: Cy, Dan (game 9, {english})"),
            Said::new("cli-table-state")
                .arg("table", 3_usize)
                .arg("seats", "Cy, Dan")
                .arg("game", 9_i64)
                .arg("state", Said::new(state)),
        ));
    }
    all.push((
        format!("Night 5 · {} · final results", night.name()),
        Said::new("cli-night-head")
            .arg("id", 5_i64)
            .arg("game", night.name_said())
            .arg("state", Said::new("cli-night-final")),
    ));
    all
}

#[test]
fn storage_internal_window_and_cli_words_are_said_in_every_language() {
    let mut ids = BTreeSet::new();
    for (english, said) in every_failure() {
        said_everywhere(&english, &said, &mut ids);
    }
    // Every message of these groups is said above (the CLI's Gin and end lines elsewhere).
    let elsewhere =
        |id: &str| id.starts_with("cli-gin-") || id == "cli-game-over" || id == "cli-next-dealer";
    let unsaid: Vec<&str> = message_ids(Lang::En)
        .into_iter()
        .filter(|id| {
            ["storage-", "internal-", "sharing-", "window-", "cli-"]
                .iter()
                .any(|p| id.starts_with(p))
        })
        .filter(|id| !ids.contains(id) && !elsewhere(id))
        .collect();
    assert!(unsaid.is_empty(), "never said: {unsaid:?}");
}

#[test]
fn the_stores_failures_keep_their_english_and_are_told_in_the_readers_language() {
    // SQLite's own words stay as they are, inside the reader's sentence.
    let sqlite = rusqlite::Error::SqliteFailure(
        rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_FULL),
        Some("database or disk is full".into()),
    );
    let e = AppError::from(StoreError::Sqlite(sqlite));
    assert_eq!(e.to_string(), "database error: database or disk is full");
    assert_eq!(e.code(), "E_STORAGE");
    let de = cardtable_commands::words::retell_error(e.clone(), Lang::De);
    assert_eq!(de.to_string(), "Datenbankfehler: database or disk is full");
    assert_eq!(de.code(), "E_STORAGE");
    assert_eq!(serde_json::to_value(&de).unwrap()["kind"], "storage");
    // English is told as it is.
    assert_eq!(
        cardtable_commands::words::retell_error(e.clone(), Lang::En),
        e
    );
    let io = AppError::from(StoreError::Io(std::io::Error::other("disk full")));
    assert_eq!(
        io.to_string(),
        "cannot create the database folder: disk full"
    );
    assert_eq!(
        cardtable_commands::words::retell_error(io, Lang::Fr).to_string(),
        "impossible de créer le dossier de la base de données\u{a0}: disk full"
    );
}

fn new_game(i: usize) -> Value {
    json!({"game": {"players": [format!("Ann {i}"), format!("Bob {i}")], "preset": "seed", "options": {"kind": "scorepad", "options": {}}, "firstDealer": 0}})
}

/// A hand of `game`, saved from `version` as the host reading `lang`.
fn record(
    state: &AppState,
    lang: Lang,
    game: i64,
    n: usize,
    version: i64,
) -> Result<Value, AppError> {
    call_for(
        state,
        &Caller::Host,
        lang,
        "hands_record",
        json!({"gameId": game, "facts": {"kind": "scorepad", "facts": {"points": [n, 0]}}, "version": version, "key": format!("{}-{n}", lang.tag())}),
    )
}

fn version(state: &AppState, game: i64) -> i64 {
    call_for(
        state,
        &Caller::Host,
        Lang::En,
        "games_version",
        json!({"gameId": game}),
    )
    .unwrap()
    .as_i64()
    .unwrap()
}

/// A real database file for the test.
fn table() -> (tempfile::TempDir, AppState) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("cardtable.db")).unwrap();
    (dir, AppState::new(store))
}

#[test]
fn a_full_disk_at_a_save_is_said_in_german_and_in_english_as_before() {
    let (_dir, state) = table();
    let game = call_for(&state, &Caller::Host, Lang::En, "games_create", new_game(0)).unwrap()
        ["id"]
        .as_i64()
        .unwrap();
    // The database may not grow: saves fill what room its pages have, then SQLite refuses.
    let pages: i64 = state
        .store()
        .unwrap()
        .connection()
        .query_row("PRAGMA page_count", [], |r| r.get(0))
        .unwrap();
    execute(&state, &format!("PRAGMA max_page_count = {pages}"));
    let mut n = 0;
    let full = loop {
        match record(&state, Lang::De, game, n, version(&state, game)) {
            Ok(_) => n += 1,
            Err(e) => break e,
        }
        assert!(n < 10_000, "the database never filled");
    };
    assert_eq!(full.code(), "E_STORAGE", "{full:?}");
    assert_eq!(
        full.to_string(),
        "Datenbankfehler: database or disk is full"
    );
    // The same save in English: the old words, byte for byte.
    let english = record(&state, Lang::En, game, n, version(&state, game)).unwrap_err();
    assert_eq!(
        english.to_string(),
        "database error: database or disk is full"
    );
    assert_eq!(
        serde_json::to_value(&english).unwrap(),
        json!({"kind": "storage", "message": "database error: database or disk is full"})
    );
}

#[test]
fn a_commit_that_fails_is_said_in_french_and_in_english_as_before() {
    let (_dir, state) = table();
    let game = call_for(&state, &Caller::Host, Lang::En, "games_create", new_game(1)).unwrap()
        ["id"]
        .as_i64()
        .unwrap();
    // A constraint checked only at commit: every hand leaves a row pointing at no game, so
    // the group's COMMIT itself fails, as a failed sync fails it.
    execute(
        &state,
        "CREATE TABLE dangling (game INTEGER REFERENCES games(id) DEFERRABLE INITIALLY DEFERRED);
         CREATE TRIGGER dangle AFTER INSERT ON hands BEGIN INSERT INTO dangling VALUES (-1); END;",
    );
    let fr = record(&state, Lang::Fr, game, 1, 0).unwrap_err();
    assert_eq!(fr.code(), "E_STORAGE");
    assert_eq!(
        fr.to_string(),
        "Rien n'a été enregistré\u{a0}: la base de données n'a pas pu garder ce changement (erreur de base de données\u{a0}: FOREIGN KEY constraint failed). Ce que vous avez saisi est conservé\u{a0}; enregistrez à nouveau."
    );
    let en = record(&state, Lang::En, game, 1, 0).unwrap_err();
    assert_eq!(
        en.to_string(),
        "Nothing was saved: the database could not keep this change (database error: FOREIGN KEY constraint failed). What you entered is kept; save again."
    );
}

#[test]
fn no_database_open_and_the_start_up_screens_refusals_are_said_in_german() {
    // A folder where the database should be: the app opens with the start-up problem.
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("a-folder.db");
    std::fs::create_dir(&db).unwrap();
    let state = open_app(Some(db), Some(dir.path().join("data")), chrono::Utc::now()).unwrap();
    let status = cardtable_commands::startup::startup_status(&state, None).unwrap();
    let english = status.problem.expect("no start-up problem").message;
    assert_eq!(
        english,
        "The database path is a folder, not a database file."
    );
    for (lang, head, problem) in [
        (
            Lang::En,
            "Cardtable has no database open: ",
            english.as_str(),
        ),
        (
            Lang::De,
            "Cardtable hat keine Datenbank geöffnet: ",
            "Der Datenbankpfad ist ein Ordner, keine Datenbankdatei.",
        ),
    ] {
        for (name, args) in [("games_list", json!({})), ("games_create", new_game(2))] {
            let e = call_for(&state, &Caller::Host, lang, name, args).unwrap_err();
            assert_eq!(e.code(), "E_STORAGE", "{name}");
            // What is wrong with the file, in the reader's language too, inside their sentence.
            assert_eq!(e.to_string(), format!("{head}{problem}"), "{name}");
        }
    }
    // No backup to open; in the reader's language.
    let restore = |lang| {
        call_for(&state, &Caller::Host, lang, "startup_restore", Value::Null)
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        restore(Lang::En),
        "There is no automatic backup to open for this database."
    );
    assert_eq!(
        restore(Lang::De),
        "Für diese Datenbank gibt es keine automatische Sicherung zum Öffnen."
    );
    // With a database open there is nothing to replace.
    let (_d, open) = table();
    let replace = |lang| {
        call_for(
            &open,
            &Caller::Host,
            lang,
            "startup_new_database",
            Value::Null,
        )
        .unwrap_err()
        .to_string()
    };
    assert_eq!(
        replace(Lang::En),
        "The database is open; there is nothing to replace."
    );
    assert_eq!(
        replace(Lang::Fr),
        "La base de données est ouverte\u{a0}; il n'y a rien à remplacer."
    );
}
