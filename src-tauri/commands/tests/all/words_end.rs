//! A game's end in the reader's language (issue 25): a Basic Rummy game played to its target
//! reads its closing lines in English as the rules wrote them, and in German, French and
//! Spanish with the players named, while every hand's explanation follows too.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use cardtable_commands::words::{retell_view, Lang};
use cardtable_commands::Ledger;
use cardtable_rules::GameKind;
use cardtable_store::NewGame;
use serde_json::json;

#[test]
fn a_finished_rummy_game_ends_in_each_readers_language() {
    let mut store = Ledger::open_in_memory().unwrap();
    let new = NewGame {
        kind: GameKind::BasicRummy,
        players: vec!["Ann".into(), "Bob".into()],
        options: json!({"target": 20}),
        first_dealer: 0,
    };
    let id = store.create_game(&new, chrono::Utc::now()).unwrap().id;
    let facts = json!({"form": "cards", "winner": 0, "hands": ["", "KC QD 5H"]});
    store
        .record_hand(id, &facts, None, chrono::Utc::now())
        .unwrap();
    let view = store.game_view(id).unwrap();
    assert!(view.standings.over);
    let english = view.standings.explanation.clone();
    assert_eq!(
        english,
        [
            "A total reached the target of 20. Totals: Player 1 25, Player 2 0.",
            "Highest total: Player 1 wins."
        ]
    );
    assert_eq!(
        retell_view(view.clone(), Some(Lang::En))
            .standings
            .explanation,
        english
    );
    let german = retell_view(view.clone(), Some(Lang::De));
    assert_eq!(
        german.standings.explanation,
        [
            "Ein Stand hat das Ziel von 20 erreicht. Stände: Ann 25, Bob 0.",
            "Höchster Stand: Ann gewinnt."
        ]
    );
    let hand = german.standings.hands[0]
        .outcome
        .as_ref()
        .unwrap()
        .0
        .to_value();
    assert_eq!(hand["explanation"][0], "Ann hat ausgemacht.");
    for lang in [Lang::Fr, Lang::Es, Lang::EnXa] {
        let v = retell_view(view.clone(), Some(lang));
        assert_ne!(v.standings.explanation, english, "{}", lang.tag());
        assert!(v.standings.explanation.iter().all(|l| l.contains("Ann")));
    }
}
