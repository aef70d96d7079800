//! The commands' own refusals in the reader's language (issue 25): what was asked for and is
//! not there (`E_NOT_FOUND`), a save against a game that changed meanwhile (`E_STALE`), a tie
//! with no winner named (`E_BAD_WINNER`). Each is a message said in every language, its English
//! the old message byte for byte (written out here), and through the command table the
//! caller's language writes it, its code unchanged.

use crate::support::ok;
use cardtable_commands::words::{render, Lang, Said, LANGS};
use cardtable_commands::{call_as, call_for, AppError, AppState, Caller, COMMANDS};
use cardtable_rules::says::{message_ids, render_by_fluent, render_in, Reader};
use cardtable_store::{Declined, Missing, Store, StoreError};
use serde_json::{json, Value};
use std::collections::BTreeSet;

/// `said` in every language: its English is `english` byte for byte, every language renders
/// it without a missing message or argument (both ways the same), and in its own words.
fn said_everywhere(english: &str, said: &Said, ids: &mut BTreeSet<&'static str>) {
    assert_eq!(render(said, Lang::En, &[]), english);
    said.ids(ids);
    for lang in LANGS {
        let mut errors = Vec::new();
        let text = render_in(said, Reader { lang, names: &[] }, &mut errors);
        assert!(errors.is_empty(), "{english:?} {}: {errors:?}", lang.tag());
        assert_eq!(text, render_by_fluent(said, lang, &[]));
        if lang != Lang::En {
            assert_ne!(text, english, "{english:?} is English in {}", lang.tag());
        }
    }
}

fn phone(name: &str) -> Caller {
    Caller::Phone {
        key: name.to_lowercase(),
        name: name.to_string(),
    }
}

#[test]
fn not_found_stale_and_a_tie_are_said_in_every_language() {
    let mut ids = BTreeSet::new();
    // What is not there: the store's words, as they always were.
    for (missing, english) in [
        (Missing::Game(12), "Game 12 was not found."),
        (
            Missing::NightGame(7),
            "Game 7 as a table of a night was not found.",
        ),
        (Missing::Hand(3), "Hand 3 was not found."),
        (Missing::Player(41), "Player 41 was not found."),
        (Missing::Night(2), "Night 2 was not found."),
        (Missing::Series(9), "Series 9 was not found."),
    ] {
        let e = StoreError::not_found(missing);
        assert_eq!(e.to_string(), english);
        let AppError::NotFound {
            said: Some(said), ..
        } = AppError::from(e)
        else {
            panic!("{english} is said in English only")
        };
        said_everywhere(english, &said, &mut ids);
    }
    let table = Said::new("not-found-night-table")
        .arg("game", 5_i64)
        .arg("night", 2_i64);
    said_everywhere("Game 5 is not a table of night 2.", &table, &mut ids);
    // Who changed a game, and how, for each versioned write of the table.
    let who = [
        (Caller::Host, "The host"),
        (phone("Bob"), "Bob (phone)"),
        (Caller::Tv, "The TV view"),
    ];
    for (caller, english) in &who {
        assert_eq!(caller.credit(), *english);
    }
    let english_of = |id: &str| match id {
        "change-recorded-hand" => "just recorded hand 4",
        "change-amended-hand" => "just changed a hand",
        "change-deleted-hand" => "just deleted a hand",
        "change-undid" => "just undid the last change",
        "change-redid" => "just redid a change",
        "change-rules" => "just changed the rules",
        "change-reopened" => "just reopened the game",
        other => panic!("{other}: a versioned write without its English here"),
    };
    for c in COMMANDS {
        let Some(what) = c.policy.versioned else {
            continue;
        };
        for (caller, by) in &who {
            let change = Said::new(what)
                .arg("who", caller.credit_said())
                .arg("n", 4_i64);
            let stale = Said::new("stale-error").arg("change", change);
            said_everywhere(
                &format!("{by} {}. Nothing was saved; what you entered is kept, so check it against the game as it is now and save again.", english_of(what)),
                &stale,
                &mut ids,
            );
        }
    }
    said_everywhere(
        "The game just changed on another screen. Nothing was saved; what you entered is kept, so check it against the game as it is now and save again.",
        &Said::new("stale-error").arg("change", Said::new("change-unknown")),
        &mut ids,
    );
    // Every message of these refusals is said above or through the table below.
    let through_the_table = ["not-found-command", "not-found-shell"];
    let unsaid: Vec<&str> = message_ids(Lang::En)
        .into_iter()
        .filter(|id| {
            ["not-found-", "change-", "stale-"]
                .iter()
                .any(|p| id.starts_with(p))
        })
        .filter(|id| !ids.contains(id) && !through_the_table.contains(id))
        .collect();
    assert!(unsaid.is_empty(), "never said: {unsaid:?}");
}

/// `name` refused for `caller` reading `lang`: (code, message).
fn refused(w: &AppState, caller: &Caller, lang: Lang, name: &str, args: Value) -> (String, String) {
    let e = call_for(w, caller, lang, name, args).unwrap_err();
    (e.code().to_string(), e.to_string())
}

#[test]
fn not_found_stale_and_a_tie_come_in_the_readers_language_through_the_table() {
    let w = AppState::new(Store::open_in_memory().unwrap());
    let host = Caller::Host;
    // A game that is not there.
    let missing = json!({"gameId": 999});
    assert_eq!(
        refused(&w, &host, Lang::En, "games_version", missing.clone()),
        (
            "E_NOT_FOUND".to_string(),
            "Game 999 was not found.".to_string()
        )
    );
    assert_eq!(
        refused(&w, &host, Lang::De, "games_version", missing.clone()),
        (
            "E_NOT_FOUND".to_string(),
            "Partie 999 wurde nicht gefunden.".to_string()
        )
    );
    assert_eq!(
        refused(&w, &host, Lang::Fr, "hands_game", json!({"handId": 77})).1,
        "La donne 77 est introuvable."
    );
    // A command the table does not have, and one the window's shell answers.
    assert_eq!(
        refused(&w, &host, Lang::En, "no_such", Value::Null).1,
        "There is no command called \"no_such\"."
    );
    assert_eq!(
        refused(&w, &host, Lang::Es, "no_such", Value::Null).1,
        "No hay ningún comando llamado \"no_such\"."
    );
    assert_eq!(
        refused(&w, &host, Lang::En, "sharing_renew", Value::Null).1,
        "sharing_renew is answered by the app's window alone."
    );
    assert_eq!(
        refused(&w, &host, Lang::De, "sharing_renew", Value::Null).1,
        "sharing_renew beantwortet nur das Fenster der App."
    );
    // A save against a game Bob's phone changed meanwhile.
    let game = ok(
        &w,
        "games_create",
        json!({"game": {"players": ["Ann", "Bob", "Cy"], "preset": "seed", "options": {"kind": "knock_rummy", "options": {}}, "firstDealer": 0}}),
    )["id"]
        .as_i64()
        .unwrap();
    let v0 = ok(&w, "games_version", json!({"gameId": game}));
    let hand = |knocker: usize, hands: [u32; 3], version: &Value| json!({"gameId": game, "facts": {"kind": "knock_rummy", "facts": {"form": "cards", "knocker": knocker, "hands": hands}}, "version": version});
    call_as(&w, &phone("Bob"), "hands_record", hand(0, [4, 14, 14], &v0)).unwrap();
    let stale = hand(2, [14, 14, 4], &v0);
    assert_eq!(
        refused(&w, &host, Lang::En, "hands_record", stale.clone()),
        (
            "E_STALE".to_string(),
            "Bob (phone) just recorded hand 1. Nothing was saved; what you entered is kept, so check it against the game as it is now and save again.".to_string()
        )
    );
    assert_eq!(
        refused(&w, &host, Lang::Fr, "hands_record", stale.clone()),
        (
            "E_STALE".to_string(),
            "Bob (téléphone) vient d'enregistrer la donne 1. Rien n'a été enregistré ; votre saisie est conservée : comparez-la à la partie telle qu'elle est maintenant, puis enregistrez à nouveau.".to_string()
        )
    );
    assert_eq!(
        refused(&w, &phone("Ann"), Lang::De, "hands_record", stale).1,
        "Bob (Handy) hat gerade Spiel 1 eingetragen. Nichts wurde gespeichert; deine Eingabe bleibt erhalten: Vergleiche sie mit der Partie, wie sie jetzt ist, und speichere erneut."
    );
    // Ann and Cy lead on 10 each: ending the game with no winner named is a tie to settle.
    let v1 = ok(&w, "games_version", json!({"gameId": game}));
    ok(&w, "hands_record", hand(2, [14, 14, 4], &v1));
    let end = json!({"gameId": game, "winners": []});
    assert_eq!(
        refused(&w, &host, Lang::En, "games_end", end.clone()),
        (
            "E_BAD_WINNER".to_string(),
            "Ann and Cy are tied on 10: say who won.".to_string()
        )
    );
    assert_eq!(
        refused(&w, &host, Lang::De, "games_end", end.clone()),
        (
            "E_BAD_WINNER".to_string(),
            "Ann und Cy haben Gleichstand mit 10: Sag, wer gewonnen hat.".to_string()
        )
    );
    assert_eq!(
        refused(&w, &phone("Cy"), Lang::Fr, "games_end", end).1,
        "Ann et Cy sont à égalité avec 10 : dites qui a gagné."
    );
    // Naming Cy ends it; a winner named again is refused.
    ok(&w, "games_end", json!({"gameId": game, "winners": [2]}));
    let again = json!({"gameId": game, "winners": [0]});
    assert_eq!(
        refused(&w, &host, Lang::En, "games_end", again.clone()),
        (
            "E_INVALID_REQUEST".to_string(),
            "This game is already finished.".to_string()
        )
    );
    assert_eq!(
        refused(&w, &host, Lang::Es, "games_end", again).1,
        "Esta partida ya ha terminado."
    );
}

/// `(code, message)` of `name` refused for the host reading each of English, German, French
/// and Spanish.
fn refused_in_each(w: &AppState, name: &str, args: Value) -> Vec<(String, String)> {
    [Lang::En, Lang::De, Lang::Fr, Lang::Es]
        .into_iter()
        .map(|lang| refused(w, &Caller::Host, lang, name, args.clone()))
        .collect()
}

#[test]
fn a_file_refused_at_import_and_a_request_not_read_come_in_the_readers_language() {
    let w = AppState::new(Store::open_in_memory().unwrap());
    // A file that is not JSON: serde's words stay inside the language's sentence.
    let said = refused_in_each(&w, "import_json", json!({"text": "not json"}));
    assert!(said.iter().all(|(code, _)| code == "E_IMPORT"), "{said:?}");
    let english = &said[0].1;
    let why = english
        .strip_prefix("This file is not a Cardtable export: it is not valid JSON (")
        .and_then(|w| w.strip_suffix(")."))
        .unwrap_or_else(|| panic!("{english}"));
    assert_eq!(
        said[1].1,
        format!("Diese Datei ist kein Cardtable-Export: Sie ist kein gültiges JSON ({why}).")
    );
    assert_eq!(
        said[3].1,
        format!("Este archivo no es una exportación de Cardtable: no es JSON válido ({why}).")
    );
    // A JSON file that is not an export.
    let said = refused_in_each(&w, "import_json", json!({"text": "{\"format\": \"x\"}"}));
    assert_eq!(said[0].1, "This file is not a Cardtable export.");
    assert_eq!(said[2].1, "Ce fichier n'est pas un export Cardtable.");
    // Arguments of the wrong shape: serde's words inside the language's sentence.
    let said = refused_in_each(&w, "games_version", json!({"gameId": "x"}));
    assert!(
        said.iter().all(|(code, _)| code == "E_INVALID_REQUEST"),
        "{said:?}"
    );
    let why = said[0]
        .1
        .strip_prefix("The request to games_version is not valid: ")
        .unwrap_or_else(|| panic!("{}", said[0].1));
    assert_eq!(
        said[3].1,
        format!("La petición a games_version no es válida: {why}")
    );
    // A hand that cannot be read as the game's.
    let game = ok(
        &w,
        "games_create",
        json!({"game": {"players": ["Ann", "Bob"], "preset": "seed", "options": {"kind": "knock_rummy", "options": {}}, "firstDealer": 0}}),
    )["id"]
        .clone();
    let hand = json!({"gameId": game, "facts": {"kind": "knock_rummy", "facts": "nonsense"}});
    let said = refused_in_each(&w, "hands_record", hand);
    assert!(
        said.iter().all(|(code, _)| code == "E_BAD_HAND"),
        "{said:?}"
    );
    let why = said[0]
        .1
        .strip_prefix("This Knock Rummy hand cannot be read: ")
        .unwrap_or_else(|| panic!("{}", said[0].1));
    assert_eq!(
        said[2].1,
        format!("Cette donne de Rami à frapper ne peut pas être lue : {why}")
    );
    // A version that is not a number.
    let stale = json!({"gameId": game, "facts": {"kind": "knock_rummy", "facts": {"form": "cards", "knocker": 0, "hands": [4, 14]}}, "version": "x"});
    let said = refused_in_each(&w, "hands_record", stale);
    assert_eq!(
        said[0],
        (
            "E_INVALID_REQUEST".to_string(),
            "The request to hands_record is not valid: version must be a number.".to_string()
        )
    );
    assert_eq!(
        said[1].1,
        "Die Anfrage an hands_record ist nicht gültig: Die Version muss eine Zahl sein."
    );
}

/// Every reason the database declines a request, with its English: the old message, byte for
/// byte (written out here as it stood in the store and the commands before issue 25).
fn every_declined() -> Vec<(Declined, &'static str)> {
    let text = |s: &str| s.to_string();
    vec![
        (Declined::NothingToUndo, "There is nothing to undo."),
        (Declined::NothingToRedo, "There is nothing to redo."),
        (
            Declined::PlayerExists { name: text("Bob") },
            "There is already a player called Bob. Choose another name; Cardtable never merges two players.",
        ),
        (
            Declined::GameNameTooLong { max: 80, got: 81 },
            "A game's name can be at most 80 characters (81 were entered).",
        ),
        (
            Declined::NotOfNight { player: text("Zoe") },
            "Zoe is not one of this night's players; pick your name from the list.",
        ),
        (
            Declined::SeriesName { max: 80 },
            "A series needs a name of 1 to 80 characters (\"Autumn 2026\").",
        ),
        (
            Declined::NightInSeries {
                night: 3,
                series: 1,
            },
            "Night 3 is in series 1 already: a night counts in one series.",
        ),
        (
            Declined::RoundNotNext {
                night: 2,
                round: 4,
                next: 3,
            },
            "Round 4 of night 2 cannot be seated now: the next round is 3.",
        ),
        (
            Declined::NightOver { night: 2 },
            "Night 2 is over: the host finalised it, so there is nothing to check in to.",
        ),
        (
            Declined::ReasonTooLong { max: 500 },
            "A reason is at most 500 characters.",
        ),
        (
            Declined::ResultUnknown {
                action: text("shrug \"x\""),
            },
            "A night's result says \"shrug \\\"x\\\"\".",
        ),
        (
            Declined::RoundNotOpen { night: 2, round: 1 },
            "Round 1 of night 2 is not seated or is closed already.",
        ),
        (
            Declined::NightFinalised { night: 2 },
            "Night 2 is finalised already.",
        ),
        (
            Declined::NightNotOpen { night: 2 },
            "Night 2 is not open: it does not exist or is finalised.",
        ),
        (
            Declined::StoredKind { kind: text("poker") },
            "Stored game: 'poker' is not a game Cardtable knows.",
        ),
        (Declined::NoPlayers, "A game needs at least one player."),
        (
            Declined::SeatTwice { name: text("Ann") },
            "Ann was entered twice; each seat needs a different player.",
        ),
        (
            Declined::FirstDealer { seats: 3 },
            "The first dealer must be one of the 3 seats.",
        ),
        (
            Declined::HandOfAnotherGame { hand: 17 },
            "Hand 17 belongs to another game; nothing was changed.",
        ),
        (
            Declined::EntryForm { mode: text("x y") },
            "\"x y\" is not an entry form.",
        ),
        (
            Declined::WriteKey { max: 128 },
            "A write key is 1 to 128 letters, digits or punctuation, without spaces.",
        ),
        (
            Declined::WriteKeyUsed { key: text("k-1") },
            "The write key k-1 was already used for another hand; a retry must send the same game and hand, and a new hand needs a new key.",
        ),
        (
            Declined::DraftTooLarge,
            "This draft is too large to keep; save or clear the hand.",
        ),
        (
            Declined::ScreenName { max: 64 },
            "A screen's name is at most 64 characters.",
        ),
        (Declined::MoveTooLarge, "This move is too large to keep."),
        (
            Declined::DatabaseTooNew,
            "This database was made by a newer version of Cardtable. Update Cardtable to open it; nothing was changed.",
        ),
        (
            Declined::NotABackup {
                path: text("/tmp/stray.db"),
            },
            "/tmp/stray.db is not one of this database's automatic backups.",
        ),
        (
            Declined::BackupEmpty,
            "That backup is empty; choose another one.",
        ),
        (
            Declined::CsvUnwritten {
                why: text("disk full"),
            },
            "The CSV file could not be written: disk full.",
        ),
        (
            Declined::DealerSeat { seats: 2, seat: 10 },
            "The dealer must be one of the 2 seats (seat 10 was given).",
        ),
        (
            Declined::GameFinished,
            "This game is finished. Reopen it to make a correction.",
        ),
        (
            Declined::ReopenedOver,
            "This game is over; it was reopened only to correct its hands. Edit a hand, or start a rematch to play on.",
        ),
        (Declined::NotFinished, "This game is not finished."),
        (
            Declined::BackupTable {
                night: 2,
                table: 1,
                round: 3,
            },
            "Night 2's table 1 of round 3 is a game the backup does not hold.",
        ),
        (
            Declined::UnknownKind { kind: text("poker") },
            "Unknown game kind 'poker'.",
        ),
        (
            Declined::RoundNotOver,
            "This round isn't over yet: play it to the end first.",
        ),
    ]
}

/// Which reason `why` is, by position in [`every_declined`]: a new reason does not compile
/// here until it is listed (no wildcard arm).
fn listed_at(why: &Declined) -> usize {
    match why {
        Declined::NothingToUndo => 0,
        Declined::NothingToRedo => 1,
        Declined::PlayerExists { .. } => 2,
        Declined::GameNameTooLong { .. } => 3,
        Declined::NotOfNight { .. } => 4,
        Declined::SeriesName { .. } => 5,
        Declined::NightInSeries { .. } => 6,
        Declined::RoundNotNext { .. } => 7,
        Declined::NightOver { .. } => 8,
        Declined::ReasonTooLong { .. } => 9,
        Declined::ResultUnknown { .. } => 10,
        Declined::RoundNotOpen { .. } => 11,
        Declined::NightFinalised { .. } => 12,
        Declined::NightNotOpen { .. } => 13,
        Declined::StoredKind { .. } => 14,
        Declined::NoPlayers => 15,
        Declined::SeatTwice { .. } => 16,
        Declined::FirstDealer { .. } => 17,
        Declined::HandOfAnotherGame { .. } => 18,
        Declined::EntryForm { .. } => 19,
        Declined::WriteKey { .. } => 20,
        Declined::WriteKeyUsed { .. } => 21,
        Declined::DraftTooLarge => 22,
        Declined::ScreenName { .. } => 23,
        Declined::MoveTooLarge => 24,
        Declined::DatabaseTooNew => 25,
        Declined::NotABackup { .. } => 26,
        Declined::BackupEmpty => 27,
        Declined::CsvUnwritten { .. } => 28,
        Declined::DealerSeat { .. } => 29,
        Declined::GameFinished => 30,
        Declined::ReopenedOver => 31,
        Declined::NotFinished => 32,
        Declined::BackupTable { .. } => 33,
        Declined::UnknownKind { .. } => 34,
        Declined::RoundNotOver => 35,
    }
}

#[test]
fn what_the_database_refuses_is_said_in_every_language_and_through_the_table() {
    let mut ids = BTreeSet::new();
    let all = every_declined();
    let places: Vec<usize> = all.iter().map(|(why, _)| listed_at(why)).collect();
    assert_eq!(
        places,
        (0..all.len()).collect::<Vec<_>>(),
        "each reason once, in order"
    );
    for (why, english) in all {
        let e = StoreError::declined(why);
        assert_eq!(e.to_string(), english);
        let AppError::Validation {
            code,
            said: Some(said),
            ..
        } = AppError::from(e)
        else {
            panic!("{english} is said in English only")
        };
        assert_eq!(code, "E_INVALID_REQUEST");
        said_everywhere(english, &said, &mut ids);
    }
    let unsaid: Vec<&str> = message_ids(Lang::En)
        .into_iter()
        .filter(|id| id.starts_with("declined-") && !ids.contains(id))
        .collect();
    assert!(unsaid.is_empty(), "never said: {unsaid:?}");
    // Through the table: undo with nothing to undo, a game's name too long.
    let w = AppState::new(Store::open_in_memory().unwrap());
    let game = ok(
        &w,
        "games_create",
        json!({"game": {"players": ["Ann", "Bob"], "preset": "seed", "options": {"kind": "scorepad", "options": {}}, "firstDealer": 0}}),
    )["id"]
        .clone();
    let undo = json!({"gameId": game});
    assert_eq!(
        refused_in_each(&w, "history_undo", undo),
        [
            "There is nothing to undo.",
            "Es gibt nichts rückgängig zu machen.",
            "Il n'y a rien à annuler.",
            "No hay nada que deshacer."
        ]
        .map(|m| ("E_INVALID_REQUEST".to_string(), m.to_string()))
    );
    let long = json!({"gameId": game, "name": "x".repeat(81)});
    assert_eq!(
        refused(&w, &Caller::Host, Lang::De, "games_rename", long).1,
        "Der Name einer Partie darf höchstens 80 Zeichen haben (81 eingegeben)."
    );
}

/// `name` refused for `caller` in English and in `lang`: the code is `E_INVALID_REQUEST` in
/// both, the English is `english` byte for byte and `lang`'s is `said`.
fn declined_in(
    w: &AppState,
    caller: &Caller,
    name: &str,
    args: &Value,
    english: &str,
    lang: Lang,
    said: &str,
) {
    for (l, want) in [(Lang::En, english), (lang, said)] {
        let (code, message) = refused(w, caller, l, name, args.clone());
        assert_eq!(
            (code.as_str(), message.as_str()),
            ("E_INVALID_REQUEST", want),
            "{name} in {}",
            l.tag()
        );
    }
}

#[test]
fn what_the_database_declines_comes_in_the_readers_language_through_the_table() {
    let (_dir, w) = crate::support::table();
    let host = Caller::Host;
    // A series with no name; a night put in a second series.
    declined_in(
        &w,
        &host,
        "series_new",
        &json!({"name": " ", "nights": []}),
        "A series needs a name of 1 to 80 characters (\"Autumn 2026\").",
        Lang::De,
        "Eine Serie braucht einen Namen mit 1 bis 80 Zeichen („Herbst 2026“).",
    );
    let night = ok(
        &w,
        "night_new",
        json!({"night": {"kind": "gin_rummy", "players": ["Ann", "Bob"], "rounds": 1, "options": {"seed": 5}}}),
    )["id"]
        .as_i64()
        .unwrap();
    ok(
        &w,
        "series_new",
        json!({"name": "Autumn", "nights": [night]}),
    );
    let other = ok(&w, "series_new", json!({"name": "Winter", "nights": []}))["id"].clone();
    declined_in(
        &w,
        &host,
        "series_add",
        &json!({"seriesId": other, "nightId": night}),
        &format!("Night {night} is in series 1 already: a night counts in one series."),
        Lang::Fr,
        &format!("La soirée {night} est déjà dans la série 1\u{a0}: une soirée compte dans une seule série."),
    );
    // A phone checking in once the host finalised the night.
    ok(&w, "night_finalise", json!({"nightId": night}));
    declined_in(
        &w,
        &phone("Ann"),
        "night_check_in",
        &json!({"nightId": night, "player": "Ann"}),
        &format!("Night {night} is over: the host finalised it, so there is nothing to check in to."),
        Lang::Es,
        &format!("La velada {night} ha terminado: el anfitrión la cerró, así que ya nadie puede registrarse."),
    );
    // A first dealer who is not at the table.
    declined_in(
        &w,
        &host,
        "games_create",
        &json!({"game": {"players": ["Ann", "Bob", "Cy"], "preset": "seed", "options": {"kind": "basic_rummy", "options": {}}, "firstDealer": 5}}),
        "The first dealer must be one of the 3 seats.",
        Lang::De,
        "Der erste Geber muss einer der 3 Plätze sein.",
    );
    // A game to 50 of Basic Rummy: an entry form that is none, write keys, a dealer, a draft.
    let game = ok(
        &w,
        "games_create",
        json!({"game": {"players": ["Ann", "Bob"], "preset": "seed", "options": {"kind": "basic_rummy", "options": {"target": 50}}, "firstDealer": 0}}),
    )["id"]
        .clone();
    declined_in(
        &w,
        &host,
        "games_set_entry_mode",
        &json!({"gameId": game, "mode": "x y"}),
        "\"x y\" is not an entry form.",
        Lang::Fr,
        "«\u{a0}x y\u{a0}» n'est pas une forme de saisie.",
    );
    let hand = |points: [i64; 2], dealer: Option<usize>, key: Option<&str>| json!({"gameId": game, "facts": {"kind": "basic_rummy", "facts": {"points": points}}, "dealer": dealer, "key": key});
    declined_in(
        &w,
        &host,
        "hands_record",
        &hand([10, 0], None, Some("two words")),
        "A write key is 1 to 128 letters, digits or punctuation, without spaces.",
        Lang::Es,
        "Una clave de escritura tiene de 1 a 128 letras, cifras o signos de puntuación, sin espacios.",
    );
    declined_in(
        &w,
        &host,
        "hands_record",
        &hand([10, 0], Some(9), None),
        "The dealer must be one of the 2 seats (seat 10 was given).",
        Lang::De,
        "Der Geber muss einer der 2 Plätze sein (Platz 10 wurde angegeben).",
    );
    ok(&w, "hands_record", hand([10, 0], None, Some("k-1")));
    declined_in(
        &w,
        &host,
        "hands_record",
        &hand([0, 20], None, Some("k-1")),
        "The write key k-1 was already used for another hand; a retry must send the same game and hand, and a new hand needs a new key.",
        Lang::Fr,
        "La clé d'écriture k-1 a déjà servi pour une autre donne\u{a0}; une nouvelle tentative doit envoyer la même partie et la même donne, et une nouvelle donne a besoin d'une nouvelle clé.",
    );
    let huge = json!({"gameId": game, "facts": {"points": ["x".repeat(70_000)]}});
    declined_in(
        &w,
        &host,
        "drafts_save",
        &huge,
        "This draft is too large to keep; save or clear the hand.",
        Lang::De,
        "Dieser Entwurf ist zu groß zum Aufbewahren; speichere das Spiel oder leere es.",
    );
    // A screen's name comes from the caller, never from a request: only a phone paired with a
    // key longer than any the server hands out reaches this guard.
    let long_key = Caller::Phone {
        key: "k".repeat(70),
        name: "Ann".to_string(),
    };
    declined_in(
        &w,
        &long_key,
        "drafts_save",
        &json!({"gameId": game, "facts": {}}),
        "A screen's name is at most 64 characters.",
        Lang::Es,
        "El nombre de una pantalla tiene como mucho 64 caracteres.",
    );
    // Reopening a game that is not finished; then it finishes (60 passes 50).
    declined_in(
        &w,
        &host,
        "games_reopen",
        &json!({"gameId": game}),
        "This game is not finished.",
        Lang::Fr,
        "Cette partie n'est pas terminée.",
    );
    ok(&w, "hands_record", hand([60, 0], None, None));
    declined_in(
        &w,
        &host,
        "hands_record",
        &hand([5, 0], None, None),
        "This game is finished. Reopen it to make a correction.",
        Lang::De,
        "Diese Partie ist beendet. Öffne sie wieder, um etwas zu korrigieren.",
    );
    ok(&w, "games_reopen", json!({"gameId": game}));
    declined_in(
        &w,
        &host,
        "hands_record",
        &hand([5, 0], None, None),
        "This game is over; it was reopened only to correct its hands. Edit a hand, or start a rematch to play on.",
        Lang::Es,
        "Esta partida ha terminado; se reabrió solo para corregir sus manos. Edita una mano o empieza una revancha para seguir jugando.",
    );
    // A live tracker: a move too large to keep, a round saved before its end.
    let skull = ok(
        &w,
        "games_create",
        json!({"game": {"players": ["Ann", "Bea", "Cal"], "preset": "seed", "options": {"kind": "skull_and_roses", "options": {}}, "firstDealer": 0}}),
    )["id"]
        .clone();
    declined_in(
        &w,
        &host,
        "tracker_move",
        &json!({"gameId": skull, "mv": {"move": "x".repeat(2_000)}}),
        "This move is too large to keep.",
        Lang::Fr,
        "Ce coup est trop grand pour être gardé.",
    );
    declined_in(
        &w,
        &host,
        "tracker_save",
        &json!({"gameId": skull}),
        "This round isn't over yet: play it to the end first.",
        Lang::De,
        "Diese Runde ist noch nicht vorbei: Spiele sie erst zu Ende.",
    );
}

/// `e` as a front gives it to a reader of `lang`: (code, message).
fn told(e: StoreError, lang: Lang) -> (String, String) {
    let e = cardtable_commands::words::retell_error(AppError::from(e), lang);
    (e.code().to_string(), e.to_string())
}

/// What the command layer checks before the store (a night's rounds, a game's seats) still has
/// the store's own words behind it, and what only the window's start-up reaches (a backup):
/// called on the store itself, each is said in the reader's language.
#[test]
fn what_only_the_store_checks_is_said_in_the_readers_language() {
    use cardtable_store::{NewGame, NewResult, ResultAction};
    let now = chrono::Utc::now();
    let invalid = |m: &str| ("E_INVALID_REQUEST".to_string(), m.to_string());
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("cardtable.db");
    let mut s = Store::open(&db).unwrap();
    let players = ["Ann".to_string(), "Bob".to_string()];
    let night = s
        .create_night(&json!({"kind": "gin_rummy"}), &players, 1, now)
        .unwrap();
    // Rounds seat in turn and close once (the night's commands seat the next and close the
    // newest).
    let e = s.seat_round(night, 3, &[], &[], now).unwrap_err();
    assert_eq!(
        told(e, Lang::Fr),
        invalid(&format!(
            "Le tour 3 de la soirée {night} ne peut pas être placé maintenant\u{a0}: le tour suivant est le 1."
        ))
    );
    let e = s.night_close_round(night, 1, now).unwrap_err();
    assert_eq!(
        e.to_string(),
        format!("Round 1 of night {night} is not seated or is closed already.")
    );
    assert_eq!(
        told(e, Lang::De),
        invalid(&format!(
            "Runde 1 von Spielabend {night} ist nicht gesetzt oder schon geschlossen."
        ))
    );
    // A reason longer than the trail keeps (checked before the table is looked at).
    let e = s
        .night_result_add(
            &NewResult {
                game: 1,
                action: ResultAction::Refused,
                player: Some("Ann".to_string()),
                version: 0,
                scores: json!([]),
                claimed: None,
                reason: Some("x".repeat(501)),
            },
            now,
        )
        .unwrap_err();
    assert_eq!(
        told(e, Lang::Es),
        invalid("Un motivo tiene como mucho 500 caracteres.")
    );
    // A night finalised twice; a late arrival after it.
    s.night_finish(night, now).unwrap();
    let e = s.night_finish(night, now).unwrap_err();
    assert_eq!(
        told(e, Lang::De),
        invalid(&format!("Spielabend {night} ist schon abgeschlossen."))
    );
    let e = s
        .night_update(night, &json!({"kind": "gin_rummy"}), Some("Cy"), now)
        .unwrap_err();
    assert_eq!(
        told(e, Lang::Fr),
        invalid(&format!(
            "La soirée {night} n'est pas ouverte\u{a0}: elle n'existe pas ou elle est clôturée."
        ))
    );
    // A game with no one, or one player twice (the rules refuse both before the table does).
    let game = |players: &[&str]| NewGame {
        kind: cardtable_rules::games::GameKind::BasicRummy,
        players: players.iter().map(|p| p.to_string()).collect(),
        options: json!({}),
        first_dealer: 0,
    };
    let e = s.create_game(&game(&[]), now).unwrap_err();
    assert_eq!(
        told(e, Lang::Es),
        invalid("Una partida necesita al menos un jugador.")
    );
    let e = s.create_game(&game(&["Ann", "Ann"]), now).unwrap_err();
    assert_eq!(
        told(e, Lang::De),
        invalid("Ann wurde zweimal eingegeben; jeder Platz braucht einen anderen Spieler.")
    );
    // A game of a kind this build does not know (a newer Cardtable's database, opened by an
    // older one), through the table.
    let known = s.create_game(&game(&["Ann", "Bob"]), now).unwrap().id;
    s.connection()
        .execute("UPDATE games SET kind = 'poker' WHERE id = ?1", [known])
        .unwrap();
    drop(s);
    let w = AppState::new(Store::open(&db).unwrap());
    assert_eq!(
        refused(
            &w,
            &Caller::Host,
            Lang::En,
            "games_view",
            json!({"gameId": known})
        ),
        invalid("Stored game: 'poker' is not a game Cardtable knows.")
    );
    assert_eq!(
        refused(
            &w,
            &Caller::Host,
            Lang::Fr,
            "games_view",
            json!({"gameId": known})
        ),
        invalid(
            "Partie enregistrée\u{a0}: «\u{a0}poker\u{a0}» n'est pas un jeu que Cardtable connaît."
        )
    );
    drop(w);
    // The backup to open: a file that is not one of the database's, and an empty backup.
    let stray = dir.path().join("stray.db");
    std::fs::write(&stray, "not a backup").unwrap();
    let e = cardtable_store::restore_backup(&db, &stray, now).unwrap_err();
    assert_eq!(
        told(e, Lang::De),
        invalid(&format!(
            "{} ist keine der automatischen Sicherungen dieser Datenbank.",
            stray.display()
        ))
    );
    let later = now + chrono::Duration::days(2);
    drop(Store::open_at(&db, later).unwrap());
    let newest = cardtable_store::list_backups(&db).unwrap().remove(0);
    std::fs::write(&newest.path, "").unwrap();
    let e = cardtable_store::restore_backup(&db, std::path::Path::new(&newest.path), later)
        .unwrap_err();
    assert_eq!(e.to_string(), "That backup is empty; choose another one.");
    assert_eq!(
        told(e, Lang::Fr),
        invalid("Cette sauvegarde est vide\u{a0}; choisissez-en une autre.")
    );
}

/// No refusal is a finished English sentence any more: the store has no constructor for one
/// (`StoreError::Invalid` holds a `Declined`), and no source of the store or the commands
/// brings one back.
#[test]
fn no_store_refusal_is_an_english_sentence() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found = Vec::new();
    let mut dirs = vec![root.join("src"), root.join("../store/src")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                for (n, line) in text.lines().enumerate() {
                    if line.contains("StoreError::invalid(")
                        || line.contains("fn invalid(")
                        || (line.contains("Invalid {") && line.contains("message"))
                    {
                        found.push(format!("{}:{}: {}", path.display(), n + 1, line.trim()));
                    }
                }
            }
        }
    }
    assert!(found.is_empty(), "English refusals: {found:#?}");
}
