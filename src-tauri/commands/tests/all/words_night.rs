//! A club night's refusals in the reader's language (issue 25): through the command table,
//! the caller's language writes the refusal's words (its code unchanged), English is the old
//! message byte for byte, and the other languages are their own words.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use crate::support::{ok, table};
use cardtable_commands::words::{Lang, LANGS};
use cardtable_commands::{call_for, AppState, Caller};
use serde_json::{json, Value};

/// `name` called by the host's window reading `lang`: the refusal's (code, message).
fn refused(w: &AppState, lang: Lang, name: &str, args: Value) -> (String, String) {
    let e = call_for(w, &Caller::Host, lang, name, args).unwrap_err();
    (e.code().to_string(), e.to_string())
}

#[test]
fn a_nights_refusals_come_in_the_readers_language_through_the_table() {
    let (_dir, w) = table();
    // The rules' refusal of a night that does not fit, with the game's name in German.
    let new = json!({"night": {"kind": "oh_heck", "players": ["Ann", "Bob"], "rounds": 2}});
    assert_eq!(
        refused(&w, Lang::En, "night_new", new.clone()),
        (
            "E_NIGHT_PLAYERS".to_string(),
            "A night of Oh Heck! needs at least 3 players, one table's worth (2 were entered)."
                .to_string()
        )
    );
    assert_eq!(
        refused(&w, Lang::De, "night_new", new),
        (
            "E_NIGHT_PLAYERS".to_string(),
            "Ein Spielabend mit Oh Hölle! braucht mindestens 3 Spieler, einen Tisch voll (2 eingetragen)."
                .to_string()
        )
    );
    let night = ok(
        &w,
        "night_new",
        json!({"night": {"kind": "gin_rummy", "players": ["Ann", "Bob", "Cy", "Dan"], "rounds": 2, "options": {"seed": 5}}}),
    );
    let id = night["id"].clone();
    // The commands' own refusals: no round seated yet; a phone's command from the window.
    let no_round = json!({"nightId": id});
    assert_eq!(
        refused(&w, Lang::De, "night_close_round", no_round.clone()),
        (
            "E_NIGHT_NO_ROUND".to_string(),
            "Noch keine Runde ist gesetzt: Setze die erste Runde.".to_string()
        )
    );
    let phone = json!({"nightId": id, "player": "Ann"});
    assert_eq!(
        refused(&w, Lang::De, "night_check_in", phone.clone()).1,
        "Spieler checken auf ihrem eigenen Handy ein: Öffne den Spielabend dort (Code scannen oder PIN eingeben)."
    );
    // A round seated while its tables still play: the tables and their players in a list.
    let round = ok(&w, "night_seat", json!({"nightId": id}));
    let seats = |t: &Value| -> String {
        let s: Vec<&str> = t["seats"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s.as_str().unwrap())
            .collect();
        s.join(", ")
    };
    let (t1, t2) = (seats(&round["tables"][0]), seats(&round["tables"][1]));
    let open = json!({"nightId": id});
    assert_eq!(
        refused(&w, Lang::De, "night_seat", open.clone()),
        (
            "E_NIGHT_ROUND_OPEN".to_string(),
            format!("Runde 1 wird noch gespielt an Tisch 1 ({t1}), Tisch 2 ({t2}); setze die nächste Runde, wenn jeder Tisch fertig ist.")
        )
    );
    assert_eq!(
        refused(&w, Lang::En, "night_seat", open.clone()).1,
        format!("Round 1 is still being played at table 1 ({t1}), table 2 ({t2}); seat the next round once every table has finished.")
    );
    // Closing the round or finalising the night is refused alike, saying what the host was
    // doing: not to seat a round when the host closes this one (found by the window's sweep).
    let tables = format!("table 1 ({t1}), table 2 ({t2})");
    for (name, then) in [
        ("night_close_round", "close it"),
        ("night_finalise", "finalise the night"),
    ] {
        assert_eq!(
            refused(&w, Lang::En, name, open.clone()),
            (
                "E_NIGHT_ROUND_OPEN".to_string(),
                format!("Round 1 is still being played at {tables}; {then} once every table has finished.")
            )
        );
    }
    assert_eq!(
        refused(&w, Lang::De, "night_close_round", open.clone()).1,
        format!("Runde 1 wird noch gespielt an Tisch 1 ({t1}), Tisch 2 ({t2}); schließe sie, wenn jeder Tisch fertig ist.")
    );
    assert_eq!(
        refused(&w, Lang::Fr, "night_finalise", open.clone()).1,
        format!("Le tour 1 se joue encore à la table 1 ({t1}), la table 2 ({t2})\u{a0}; vous pourrez clôturer la soirée quand chaque table aura fini.")
    );
    // Every language its own words, for each of them, the code the same.
    for (name, args) in [
        ("night_close_round", &no_round),
        ("night_check_in", &phone),
        ("night_seat", &open),
        ("night_close_round", &open),
        ("night_finalise", &open),
    ] {
        let (code, english) = refused(&w, Lang::En, name, args.clone());
        for lang in LANGS {
            let (c, said) = refused(&w, lang, name, args.clone());
            assert_eq!(c, code, "{name} {}", lang.tag());
            if lang != Lang::En {
                assert_ne!(said, english, "{name} {}", lang.tag());
            }
        }
    }
}

/// The table's own refusal of a command it does not grant the caller, in the caller's language.
#[test]
fn the_tables_refusal_to_the_tv_comes_in_its_language() {
    let (_dir, w) = table();
    let night = json!({"night": {"kind": "gin_rummy", "players": ["Ann", "Bob"], "rounds": 1}});
    let refuse = |lang| {
        let e = call_for(&w, &Caller::Tv, lang, "night_new", night.clone()).unwrap_err();
        (e.code().to_string(), e.to_string())
    };
    assert_eq!(
        refuse(Lang::En).1,
        "The TV view only shows the game; use a paired phone to change it."
    );
    assert_eq!(
        refuse(Lang::Fr),
        (
            cardtable_commands::HOST_ONLY.to_string(),
            "La vue TV ne fait qu'afficher la partie ; utilisez un téléphone couplé pour la modifier."
                .to_string()
        )
    );
}
