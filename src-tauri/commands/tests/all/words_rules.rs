//! A game's rules in the reader's language (issue 25): the game screen's end line ("First to
//! 100") and the rules panel's lines of a Gin game, in the view and from `rules_words`, are
//! English exactly as before and German, French and Spanish in those readers' languages.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use cardtable_commands::words::{retell_view, Lang};
use cardtable_commands::{call_for, AppState, Caller, Ledger};
use cardtable_rules::GameKind;
use cardtable_store::{NewGame, Store};
use serde_json::json;

fn gin(store: &mut Ledger) -> i64 {
    let new = NewGame {
        kind: GameKind::GinRummy,
        players: vec!["Ann".to_string(), "Bob".to_string()],
        options: json!({"gameTarget": 150}),
        first_dealer: 0,
    };
    store.create_game(&new, chrono::Utc::now()).unwrap().id
}

const READ: [(Lang, &str, &str); 4] = [
    (
        Lang::En,
        "First to 150",
        "First to 150; game bonus 100, 25 per hand won.",
    ),
    (
        Lang::De,
        "Ziel 150",
        "Ziel 150; Partiebonus 100, 25 je gewonnenem Spiel.",
    ),
    (
        Lang::Fr,
        "Objectif 150",
        "Objectif 150\u{a0}; prime de partie 100, 25 par donne gagnée.",
    ),
    (
        Lang::Es,
        "Objetivo 150",
        "Objetivo 150; bonificación de partida 100, 25 por mano ganada.",
    ),
];

#[test]
fn a_gin_games_end_line_and_rules_read_in_each_readers_language() {
    let mut store = Ledger::open_in_memory().unwrap();
    let id = gin(&mut store);
    let english = store.game_view(id).unwrap().words.unwrap();
    for (lang, end, game) in READ {
        let w = retell_view(store.game_view(id).unwrap(), Some(lang))
            .words
            .unwrap();
        assert_eq!(w.end_line, end, "{}", lang.tag());
        assert_eq!(w.lines.len(), 3);
        assert_eq!(w.lines[2], game, "{}", lang.tag());
        if lang != Lang::En {
            assert_ne!(w.lines[0], english.lines[0], "{}", lang.tag());
            assert_ne!(w.lines[1], english.lines[1], "{}", lang.tag());
        }
        // The knobs' labels are the reader's (chooser words); their settings the same.
        let settings = |k: &cardtable_rules::games::knob::Knob| (k.id.clone(), k.value.clone());
        assert_eq!(
            w.knobs.iter().map(settings).collect::<Vec<_>>(),
            english.knobs.iter().map(settings).collect::<Vec<_>>()
        );
        if lang == Lang::En {
            assert_eq!(w.knobs[0].label, "Play to");
        } else {
            assert_ne!(w.knobs[0].label, english.knobs[0].label, "{}", lang.tag());
        }
        assert_eq!(w.target, english.target);
    }
    assert_eq!(english.lines[0], "Knock with 10 or less.");
}

#[test]
fn rules_words_answers_in_the_callers_language() {
    let state = AppState::new(Store::open_in_memory().unwrap());
    let options = json!({"kind": "gin_rummy", "options": {"gameTarget": 150}});
    for (lang, end, game) in READ {
        let w = call_for(
            &state,
            &Caller::Host,
            lang,
            "rules_words",
            json!({"preset": "seed", "options": options}),
        )
        .unwrap();
        assert_eq!(w["endLine"], end, "{}", lang.tag());
        assert_eq!(w["lines"][2], game, "{}", lang.tag());
        assert!(w.get("endSaid").is_none() && w.get("linesSaid").is_none());
    }
}

/// The rummy family's rules read in each reader's language too: a Knock Rummy game played to
/// 100 net, in the view and from `rules_words` (Continental's lines, the payments item by item).
#[test]
fn a_rummy_family_games_end_line_and_rules_read_in_each_readers_language() {
    let mut store = Ledger::open_in_memory().unwrap();
    let new = NewGame {
        kind: GameKind::KnockRummy,
        players: vec!["Ann".to_string(), "Bob".to_string(), "Cy".to_string()],
        options: json!({"target": 100}),
        first_dealer: 0,
    };
    let id = store.create_game(&new, chrono::Utc::now()).unwrap().id;
    let read = [
        (
            Lang::En,
            "To 100 net · settled each hand",
            "Deal 10 cards to 2 players, 7 to 3–4, 6 to 5–6.",
        ),
        (
            Lang::De,
            "Bis Saldo 100 · Abrechnung nach jedem Spiel",
            "Geben: 10 Karten an 2 Spieler, 7 an 3–4, 6 an 5–6.",
        ),
        (
            Lang::Fr,
            "Solde de 100 · réglé à chaque donne",
            "Distribuer 10 cartes à 2 joueurs, 7 à 3–4, 6 à 5–6.",
        ),
        (
            Lang::Es,
            "Saldo de 100 · se liquida cada mano",
            "Repartir 10 cartas a 2 jugadores, 7 a 3–4, 6 a 5–6.",
        ),
    ];
    let english = store.game_view(id).unwrap().words.unwrap();
    assert_eq!(english.lines.len(), 4);
    for (lang, end, deal) in read {
        let w = retell_view(store.game_view(id).unwrap(), Some(lang))
            .words
            .unwrap();
        assert_eq!(w.end_line, end, "{}", lang.tag());
        assert_eq!(w.lines[2], deal, "{}", lang.tag());
        if lang != Lang::En {
            for (line, english) in w.lines.iter().zip(&english.lines) {
                assert_ne!(line, english, "{}", lang.tag());
            }
        }
    }

    let state = AppState::new(Store::open_in_memory().unwrap());
    // Bicycle's options, as the rules screen sends them.
    let options = json!({"kind": "continental_rummy", "options": {
        "deucesWild": true, "perDeuce": 1, "noWildBonus": 10, "firstTurnBonus": 7,
        "firstTurnNoDrawBonus": 10, "oneSuitBonus": 10
    }});
    let pays = [
        (Lang::En, "Each loser pays the winner 1 point for going out, 2 per joker, 1 per wild deuce, 10 with no wild card, 7 on the first turn (10 without drawing), 10 for one suit."),
        (Lang::De, "Jeder Verlierer zahlt dem Sieger 1 Punkt fürs Ausmachen, 2 je Joker, 1 je wilde Zwei, 10 ohne wilde Karte, 7 im ersten Zug (10 ohne zu ziehen), 10 für eine Farbe."),
        (Lang::Fr, "Chaque perdant paie au gagnant 1 point pour la sortie, 2 par joker, 1 par deux joker, 10 sans carte joker, 7 au premier tour (10 sans piocher), 10 pour une seule couleur."),
        (Lang::Es, "Cada perdedor paga al ganador 1 punto por cerrar, 2 por comodín, 1 por dos comodín, 10 sin comodín, 7 en el primer turno (10 sin robar), 10 por un solo palo."),
    ];
    for (lang, line) in pays {
        let w = call_for(
            &state,
            &Caller::Host,
            lang,
            "rules_words",
            json!({"preset": "bicycle", "options": options}),
        )
        .unwrap();
        assert_eq!(w["lines"][2], line, "{}", lang.tag());
    }
}

/// The presets of the rules chooser are named and hinted in the caller's language (a published name such
/// as Oklahoma kept), and the same presets with the same options in every language.
#[test]
fn games_presets_names_the_presets_in_the_callers_language() {
    let state = AppState::new(Store::open_in_memory().unwrap());
    let ask = |lang| {
        call_for(
            &state,
            &Caller::Host,
            lang,
            "games_presets",
            json!({"kind": "gin_rummy"}),
        )
        .unwrap()
    };
    let english = ask(Lang::En);
    let names = |v: &serde_json::Value| -> Vec<String> {
        v.as_array()
            .unwrap()
            .iter()
            .map(|p| p["name"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(
        names(&english),
        ["Standard", "Modern", "Classic", "Oklahoma"]
    );
    for (lang, seed, knock) in [
        (Lang::De, "Grundregeln", "Klopfen mit 10 oder weniger"),
        (Lang::Fr, "Règles de base", "Frapper avec 10 ou moins"),
        (Lang::Es, "Estándar", "Cerrar con 10 o menos"),
    ] {
        let read = ask(lang);
        assert_eq!(names(&read)[0], seed, "{}", lang.tag());
        assert_eq!(names(&read)[3], "Oklahoma", "{}", lang.tag());
        let hint = read[0]["hint"].as_str().unwrap();
        assert!(hint.starts_with(knock), "{}: {hint}", lang.tag());
        for (p, e) in read
            .as_array()
            .unwrap()
            .iter()
            .zip(english.as_array().unwrap())
        {
            assert_eq!((&p["id"], &p["options"]), (&e["id"], &e["options"]));
        }
    }
}

/// Oh Heck!'s table for the bids (`rules_oh_heck_table`) carries the "how to play" reminder in
/// the caller's language, the English as the rules wrote it; the rest of the answer is the same
/// in every language.
#[test]
fn oh_hecks_reminder_comes_in_the_callers_language() {
    let state = AppState::new(Store::open_in_memory().unwrap());
    let args = json!({
        "options": {"kind": "oh_heck", "options": {}},
        "table": {"seats": 4, "dealer": 0, "handIndex": 2},
        "bids": [null, 1, null, 0],
    });
    let table = |lang| {
        call_for(
            &state,
            &Caller::Host,
            lang,
            "rules_oh_heck_table",
            args.clone(),
        )
        .unwrap()
    };
    let english = table(Lang::En);
    assert_eq!(
        english["reminder"],
        cardtable_rules::games::oh_heck::REMINDER
    );
    for (lang, words) in [
        (Lang::De, "Farbe bedienen"),
        (Lang::Fr, "Fournissez à la couleur"),
        (Lang::Es, "asistir al palo"),
    ] {
        let mut told = table(lang);
        let reminder = told["reminder"].as_str().unwrap().to_string();
        assert!(reminder.contains(words), "{}: {reminder}", lang.tag());
        told["reminder"] = english["reminder"].clone();
        assert_eq!(told, english, "{}", lang.tag());
    }
}
