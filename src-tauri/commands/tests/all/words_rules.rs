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
        "Objectif 150 ; prime de partie 100, 25 par donne gagnée.",
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
        // The rest is the same in every language.
        assert_eq!(w.knobs, english.knobs);
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
