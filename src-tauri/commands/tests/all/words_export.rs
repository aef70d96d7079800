//! The CSV export and a game's view in the reader's language (issue 25): a finished Gin game's
//! CSV reads in English exactly as before, and in German, French and Spanish with its column
//! names, game name, each hand told and the bonus row in that language (the export command
//! writes in the caller's language); a game's view retells each hand once, keeps it, and
//! tells it again when a player's name changes.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use cardtable_commands::words::{retell_view, Lang};
use cardtable_commands::{call_for, AppState, Caller, Ledger};
use cardtable_rules::says::render;
use cardtable_rules::GameKind;
use cardtable_store::{NewGame, Store};
use serde_json::json;
use std::sync::Arc;

fn names() -> Vec<String> {
    vec!["Ann".to_string(), "Bob".to_string()]
}

/// A Gin game to 10 that Ann's knock (4 against 20) ends, with its bonuses.
fn finished_gin(store: &mut Ledger) -> i64 {
    let new = NewGame {
        kind: GameKind::GinRummy,
        players: names(),
        options: json!({"gameTarget": 10}),
        first_dealer: 0,
    };
    let id = store.create_game(&new, chrono::Utc::now()).unwrap().id;
    let facts =
        json!({"form": "counts", "knocker": 0, "knockerDeadwood": 4, "defenderDeadwood": 20});
    store
        .record_hand(id, &facts, None, chrono::Utc::now())
        .unwrap();
    id
}

fn rows(text: &str) -> Vec<Vec<String>> {
    csv::Reader::from_reader(text.as_bytes())
        .records()
        .map(|r| r.unwrap().iter().map(str::to_string).collect())
        .collect()
}

fn header(text: &str) -> Vec<String> {
    csv::Reader::from_reader(text.as_bytes())
        .headers()
        .unwrap()
        .iter()
        .map(str::to_string)
        .collect()
}

#[test]
fn a_finished_gin_games_csv_reads_in_each_readers_language() {
    let mut store = Ledger::open_in_memory().unwrap();
    let id = finished_gin(&mut store);
    let english = store.export_csv(Some(id)).unwrap();
    assert_eq!(store.export_csv_in(Some(id), Lang::En).unwrap(), english);
    assert_eq!(
        header(&english),
        [
            "game", "name", "kind", "hand", "dealer", "player", "entered", "points", "total",
            "summary"
        ]
    );
    let view = store.game_view(id).unwrap();
    let outcome = view.standings.hands[0].outcome.as_ref().unwrap().0.clone();
    let told = outcome.said(&view.standings.hands[0].points).unwrap();

    let german = store.export_csv_in(Some(id), Lang::De).unwrap();
    assert_eq!(
        header(&german),
        [
            "Partie",
            "Name",
            "Spielart",
            "Spiel",
            "Geber",
            "Spieler",
            "Eingabe",
            "Punkte",
            "Stand",
            "Zusammenfassung"
        ]
    );
    let r = rows(&german);
    assert_eq!(r.len(), 4, "two hand rows and two bonus rows: {german}");
    assert_eq!(r[0][1], "Gin Rommé");
    assert_eq!(r[0][2], "Gin Rommé");
    assert_eq!(r[0][9], render(&told, Lang::De, &names()));
    assert!(r[0][9].starts_with("Ann hat geklopft"), "{}", r[0][9]);
    assert_eq!(r[2][3], "Bonus");
    assert!(
        r[2][9].starts_with("Boni: Ann +225; Bob 0. "),
        "{}",
        r[2][9]
    );
    assert!(
        r[2][9].ends_with("Endstand: Ann 241, Bob 0; Abstand 241."),
        "{}",
        r[2][9]
    );
    // Only the words change: ids, points, totals and names are the English file's.
    let e = rows(&english);
    for (en, de) in e.iter().zip(&r) {
        for col in [0, 4, 5, 7, 8] {
            assert_eq!(en[col], de[col]);
        }
    }
    for (lang, summary, bonus) in [
        (Lang::Fr, "résumé", "prime"),
        (Lang::Es, "resumen", "bonificación"),
    ] {
        let text = store.export_csv_in(Some(id), lang).unwrap();
        assert_eq!(header(&text)[9], summary);
        let r = rows(&text);
        assert_eq!(r[0][9], render(&told, lang, &names()));
        assert_eq!(r[2][3], bonus);
        assert_ne!(r[2][9], e[2][9]);
    }
    // Every language, the pseudo-locale too, gives every message the arguments it uses (Fluent
    // writes a missing one as "{$name}").
    for lang in cardtable_commands::words::LANGS {
        let text = store.export_csv_in(Some(id), lang).unwrap();
        assert!(!text.contains("{$"), "{}: {text}", lang.tag());
        assert_eq!(rows(&text).len(), 4);
    }
}

#[test]
fn the_export_command_writes_in_the_callers_language_and_json_stays_the_same() {
    let state = AppState::new(Store::open_in_memory().unwrap());
    let id = finished_gin(&mut state.store().unwrap());
    let csv = |lang| {
        call_for(
            &state,
            &Caller::Host,
            lang,
            "export_game",
            json!({"gameId": id, "format": "csv"}),
        )
        .unwrap()
        .as_str()
        .unwrap()
        .to_string()
    };
    assert!(csv(Lang::En).starts_with("game,name,kind,"));
    assert!(csv(Lang::Fr).starts_with("partie,nom,jeu,"));
    let json = |lang| {
        let mut v = call_for(
            &state,
            &Caller::Host,
            lang,
            "export_game",
            json!({"gameId": id, "format": "json"}),
        )
        .unwrap();
        // The export says when it was made: the only thing two exports may differ in.
        let text: serde_json::Value = serde_json::from_str(v.as_str().unwrap()).unwrap();
        v = text;
        let map = v.as_object_mut().unwrap();
        map.remove("exportedAt");
        map.remove("exported_at");
        v
    };
    assert_eq!(json(Lang::En), json(Lang::De));
}

#[test]
fn a_view_retells_each_hand_once_and_again_when_a_name_changes() {
    let mut store = Ledger::open_in_memory().unwrap();
    let new = NewGame {
        kind: GameKind::BasicRummy,
        players: names(),
        options: json!({"target": 1000}),
        first_dealer: 0,
    };
    let id = store.create_game(&new, chrono::Utc::now()).unwrap().id;
    let facts = json!({"form": "cards", "winner": 0, "hands": ["", "KC QD 5H"]});
    store
        .record_hand(id, &facts, None, chrono::Utc::now())
        .unwrap();
    let first = retell_view(store.game_view(id).unwrap(), Some(Lang::De));
    let hand = |v: &cardtable_commands::GameView, i: usize| {
        v.standings.hands[i].outcome.as_ref().unwrap().0.clone()
    };
    let told = hand(&first, 0);
    assert_eq!(told.to_value()["explanation"][0], "Ann hat ausgemacht.");
    // Another hand: the first is the one told before, not told again.
    store
        .record_hand(id, &facts, None, chrono::Utc::now())
        .unwrap();
    let second = retell_view(store.game_view(id).unwrap(), Some(Lang::De));
    assert!(Arc::ptr_eq(&told, &hand(&second, 0)));
    assert_eq!(
        retell_view(store.game_view(id).unwrap(), Some(Lang::De))
            .standings
            .hands[1]
            .outcome
            .as_ref()
            .unwrap()
            .0
            .to_value(),
        hand(&second, 1).to_value()
    );
    // French is told on its own; German again after a name changes, with the new name.
    let french = retell_view(store.game_view(id).unwrap(), Some(Lang::Fr));
    assert_ne!(hand(&french, 0).to_value(), told.to_value());
    let mut view = store.game_view(id).unwrap();
    view.game.players[0] = "Anna".to_string();
    let renamed = retell_view(view, Some(Lang::De));
    let line = hand(&renamed, 0).to_value()["explanation"].to_string();
    assert!(line.contains("Anna"), "{line}");
}
