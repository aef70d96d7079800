//! The commands' own refusals in the reader's language (issue 25): what was asked for and is
//! not there (`E_NOT_FOUND`), a save against a game that changed meanwhile (`E_STALE`), a tie
//! with no winner named (`E_BAD_WINNER`). Each is a message said in every language, its English
//! the old message byte for byte (written out here), and through the command table the
//! caller's language writes it, its code unchanged.

use crate::support::ok;
use cardtable_commands::words::{render, Lang, Said, LANGS};
use cardtable_commands::{call_as, call_for, AppError, AppState, Caller, COMMANDS};
use cardtable_rules::says::{message_ids, render_by_fluent, render_in, Reader};
use cardtable_store::{Missing, Store, StoreError};
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

#[test]
fn what_the_database_refuses_is_said_in_every_language_and_through_the_table() {
    use cardtable_store::Declined;
    let mut ids = BTreeSet::new();
    for (why, english) in [
        (Declined::NothingToUndo, "There is nothing to undo."),
        (Declined::NothingToRedo, "There is nothing to redo."),
        (
            Declined::PlayerExists { name: "Bob".into() },
            "There is already a player called Bob. Choose another name; Cardtable never merges two players.",
        ),
        (
            Declined::GameNameTooLong { max: 80, got: 81 },
            "A game's name can be at most 80 characters (81 were entered).",
        ),
        (
            Declined::NotOfNight {
                player: "Zoe".into(),
            },
            "Zoe is not one of this night's players; pick your name from the list.",
        ),
    ] {
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
