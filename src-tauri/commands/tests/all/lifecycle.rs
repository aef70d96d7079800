//! A game's life around its ledger: the home screen's cards (totals, leaders, winners), naming,
//! soft delete and restore, stopping an open-ended game with named winners (checked by the
//! rules), a rematch with the deal passed on, the entry form and the hand draft.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
use cardtable_commands::Ledger;
use cardtable_rules::{GameKind, Points};
use cardtable_store::{NewGame, StoreError};
use chrono::{DateTime, TimeZone, Utc};
use serde_json::json;

fn at(minute: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 21, 1, minute, 0)
        .single()
        .unwrap()
}

fn pad(players: &[&str], options: serde_json::Value) -> NewGame {
    NewGame {
        kind: GameKind::Scorepad,
        players: players.iter().map(|p| p.to_string()).collect(),
        options,
        first_dealer: 0,
    }
}

fn pts(v: &[i64]) -> Vec<Points> {
    v.iter().map(|&p| Points::from(p)).collect()
}

#[test]
fn cards_show_totals_and_leaders_and_hide_deleted_games() {
    let mut s = Ledger::open_in_memory().unwrap();
    let low = s
        .create_game(
            &pad(&["Ann", "Bob"], json!({"preset": "to_100_lowest"})),
            at(1),
        )
        .unwrap();
    let open = s
        .create_game(&pad(&["Cy", "Dee", "Eve"], json!({})), at(2))
        .unwrap();
    s.record_hand(low.id, &json!({"points": [30, 10]}), None, at(3))
        .unwrap();
    s.record_hand(open.id, &json!({"points": [5, 9, 9]}), None, at(4))
        .unwrap();

    let cards = s.overview(10).unwrap();
    assert_eq!(cards.len(), 2);
    assert_eq!(cards[0].game.id, open.id);
    assert_eq!(cards[0].totals, pts(&[5, 9, 9]));
    assert_eq!(
        (cards[0].leaders.clone(), cards[0].over),
        (vec![1, 2], false)
    );
    // Lowest wins: Bob leads with 10.
    assert_eq!((cards[1].leaders.clone(), cards[1].over), (vec![1], false));

    s.record_hand(low.id, &json!({"points": [80, 5]}), None, at(5))
        .unwrap();
    let cards = s.overview(10).unwrap();
    assert_eq!((cards[1].leaders.clone(), cards[1].over), (vec![1], true));

    s.delete_game(open.id, at(6)).unwrap();
    let ids: Vec<i64> = s.overview(10).unwrap().iter().map(|c| c.game.id).collect();
    assert_eq!(ids, vec![low.id]);
    assert!(s.game_meta(open.id).unwrap().deleted_at.is_some());
    let back = s.restore_game(open.id).unwrap();
    assert_eq!(back.players, ["Cy", "Dee", "Eve"]);
    assert_eq!(s.overview(10).unwrap().len(), 2);
    assert!(matches!(
        s.delete_game(999, at(7)),
        Err(StoreError::NotFound { .. })
    ));
}

#[test]
fn a_game_is_named_and_a_blank_name_clears_it() {
    let mut s = Ledger::open_in_memory().unwrap();
    let g = s
        .create_game(&pad(&["Ann", "Bob"], json!({})), at(1))
        .unwrap();
    let meta = s.rename_game(g.id, "  Heart Failure ").unwrap();
    assert_eq!(meta.name.as_deref(), Some("Heart Failure"));
    assert_eq!(
        s.overview(5).unwrap()[0].name.as_deref(),
        Some("Heart Failure")
    );
    assert!(matches!(
        s.rename_game(g.id, &"x".repeat(81)),
        Err(StoreError::Invalid { .. })
    ));
    assert_eq!(s.rename_game(g.id, " ").unwrap().name, None);
}

#[test]
fn an_open_ended_game_is_stopped_with_a_named_winner() {
    let mut s = Ledger::open_in_memory().unwrap();
    let g = s
        .create_game(&pad(&["Ann", "Bob", "Cy"], json!({})), at(1))
        .unwrap();
    assert!(s.game_meta(g.id).unwrap().open_ended);
    // No hand yet: refused by the rules.
    let err = s.end_game(g.id, &[0], at(2)).unwrap_err();
    assert!(
        matches!(&err, StoreError::Rule(e) if e.code == "E_NO_HANDS"),
        "{err}"
    );
    s.record_hand(g.id, &json!({"points": [3, 7, 1]}), None, at(3))
        .unwrap();
    assert_eq!(s.game_meta(g.id).unwrap().leaders, vec![1]);
    let err = s.end_game(g.id, &[5], at(4)).unwrap_err();
    assert!(
        matches!(&err, StoreError::Rule(e) if e.code == "E_BAD_WINNER"),
        "{err}"
    );

    let meta = s.end_game(g.id, &[1], at(5)).unwrap();
    assert_eq!(meta.declared_winners, Some(vec![1]));
    let card = &s.overview(5).unwrap()[0];
    assert_eq!((card.leaders.clone(), card.over), (vec![1], true));
    assert!(s.game_view(g.id).unwrap().game.finished_at.is_some());
    // Finished: no new hand until it is reopened; reopened, the named winner no longer holds.
    assert!(s
        .record_hand(g.id, &json!({"points": [1, 1, 1]}), None, at(6))
        .is_err());
    s.reopen_game(g.id, at(7)).unwrap();
    assert_eq!(s.game_meta(g.id).unwrap().declared_winners, None);

    // A game with a target ends by its own rule.
    let t = s
        .create_game(
            &pad(&["Ann", "Bob"], json!({"preset": "to_100_highest"})),
            at(8),
        )
        .unwrap();
    s.record_hand(t.id, &json!({"points": [3, 7]}), None, at(9))
        .unwrap();
    let err = s.end_game(t.id, &[0], at(10)).unwrap_err();
    assert!(
        matches!(&err, StoreError::Rule(e) if e.code == "E_NOT_OPEN_ENDED"),
        "{err}"
    );
}

#[test]
fn a_rematch_keeps_players_and_rules_and_passes_the_deal() {
    let mut s = Ledger::open_in_memory().unwrap();
    let g = s
        .create_game(
            &pad(&["Ann", "Bob", "Cy"], json!({"preset": "ten_hands"})),
            at(1),
        )
        .unwrap();
    s.record_hand(g.id, &json!({"points": [3, 7, 1]}), None, at(2))
        .unwrap();
    let again = s.rematch_of(g.id).unwrap();
    assert_eq!(again.players, ["Ann", "Bob", "Cy"]);
    assert_eq!(again.options, json!({"preset": "ten_hands"}));
    // Ann dealt the one hand; Bob would have dealt next, so he deals first.
    assert_eq!(again.first_dealer, 1);
}

#[test]
fn drafts_and_entry_form_are_kept_per_game_and_per_screen() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let id = {
        let mut s = Ledger::open(&path).unwrap();
        let g = s
            .create_game(&pad(&["Ann", "Bob"], json!({})), at(1))
            .unwrap();
        assert_eq!(s.draft(g.id, "").unwrap(), None);
        s.save_draft(g.id, "", &json!({"points": ["12+", null]}), at(2))
            .unwrap();
        s.save_draft(g.id, "", &json!({"points": ["12+3", null]}), at(3))
            .unwrap();
        // Bob's phone types the same hand: its own draft, the window's is untouched.
        s.save_draft(g.id, "Bob's phone", &json!({"points": [null, "7"]}), at(3))
            .unwrap();
        s.set_entry_mode(g.id, "counts").unwrap();
        assert!(s.set_entry_mode(g.id, "<script>").is_err());
        assert!(s.save_draft(999, "", &json!({}), at(3)).is_err());
        assert!(s
            .save_draft(g.id, &"x".repeat(65), &json!({}), at(3))
            .is_err());
        g.id
    };
    let mut s = Ledger::open(&path).unwrap();
    assert_eq!(
        s.draft(id, "").unwrap(),
        Some(json!({"points": ["12+3", null]}))
    );
    assert_eq!(
        s.draft(id, "Bob's phone").unwrap(),
        Some(json!({"points": [null, "7"]}))
    );
    assert_eq!(s.draft(id, "Phone 2").unwrap(), None);
    assert_eq!(
        s.game_meta(id).unwrap().entry_mode.as_deref(),
        Some("counts")
    );
    s.discard_draft(id, "").unwrap();
    assert_eq!(s.draft(id, "").unwrap(), None);
    assert!(s.draft(id, "Bob's phone").unwrap().is_some());
}

#[test]
fn a_deleted_game_counts_in_no_statistics_and_no_full_export_until_restored() {
    let mut s = Ledger::open_in_memory().unwrap();
    let kept = s
        .create_game(&pad(&["Ann", "Bob"], json!({})), at(1))
        .unwrap();
    let gone = s
        .create_game(&pad(&["Ann", "Cy"], json!({})), at(2))
        .unwrap();
    for g in [kept.id, gone.id] {
        s.record_hand(g, &json!({"points": [5, 3]}), None, at(3))
            .unwrap();
    }
    s.delete_game(gone.id, at(4)).unwrap();
    let ann = s
        .list_players()
        .unwrap()
        .into_iter()
        .find(|p| p.name == "Ann")
        .unwrap();
    assert_eq!(ann.games, 1, "the deleted game is not counted");
    let stats = s.player_stats(ann.id).unwrap();
    assert_eq!(stats.by_game[0].played, 1);
    assert_eq!(stats.by_game[0].hands, 1);
    let export = s.export(None, at(5)).unwrap();
    assert_eq!(export.games.len(), 1);
    let csv = s.export_csv(None).unwrap();
    assert!(!csv.contains("Cy"), "{csv}");
    // The deleted game itself can still be exported on its own, and is counted again once
    // restored.
    assert_eq!(s.export(Some(gone.id), at(5)).unwrap().games.len(), 1);
    s.restore_game(gone.id).unwrap();
    assert_eq!(s.player_stats(ann.id).unwrap().by_game[0].played, 2);
    assert_eq!(s.export(None, at(6)).unwrap().games.len(), 2);
}
