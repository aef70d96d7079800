//! Player statistics and the roster: games played and won per game, and the per-game figures
//! drawn from the rules' outcomes (Gin, Oh Heck!, Six Card Golf); renaming never merges.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use cardtable_commands::Ledger;
use cardtable_rules::games::oh_heck::{hand_size, OhHeckOptions};
use cardtable_rules::GameKind;
use cardtable_store::{NewGame, StoreError};
use chrono::{DateTime, TimeZone, Utc};
use serde_json::json;

fn at(minute: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 21, 3, minute, 0)
        .single()
        .unwrap()
}

fn game(s: &mut Ledger, kind: GameKind, players: &[&str], options: serde_json::Value) -> i64 {
    s.create_game(
        &NewGame {
            kind,
            players: players.iter().map(|p| p.to_string()).collect(),
            options,
            first_dealer: 0,
        },
        at(0),
    )
    .unwrap()
    .id
}

fn ann(s: &Ledger) -> i64 {
    s.list_players()
        .unwrap()
        .into_iter()
        .find(|p| p.name == "Ann")
        .unwrap()
        .id
}

#[test]
fn gin_oh_heck_and_golf_figures() {
    let mut s = Ledger::open_in_memory().unwrap();
    // Gin: Ann goes gin, then is undercut, then undercuts Bob.
    let g = game(&mut s, GameKind::GinRummy, &["Ann", "Bob"], json!({}));
    let counts = |knocker: usize, k: u32, d: u32| json!({"form": "counts", "knocker": knocker, "knockerDeadwood": k, "defenderDeadwood": d});
    s.record_hand(g, &counts(0, 0, 30), None, at(1)).unwrap();
    s.record_hand(g, &counts(0, 8, 5), None, at(2)).unwrap();
    s.record_hand(g, &counts(1, 9, 4), None, at(3)).unwrap();
    // Oh Heck!: Ann (seat 0) makes her bid in the first hand and misses in the second.
    let o = game(&mut s, GameKind::OhHeck, &["Ann", "Bob", "Cy"], json!({}));
    for (i, tricks_ann) in [(0usize, true), (1, false)] {
        let h = i64::from(hand_size(&OhHeckOptions::default(), 3, i).unwrap());
        let tricks = if tricks_ann { [h, 0, 0] } else { [0, h, 0] };
        let facts = json!({"bids": [h, 0, 1], "tricks": tricks});
        s.record_hand(o, &facts, None, at(4)).unwrap();
    }
    // Golf: manual hole scores.
    let f = game(&mut s, GameKind::SixCardGolf, &["Bob", "Ann"], json!({}));
    for (a, b) in [(5, 7), (3, -4), (12, 0)] {
        s.record_hand(f, &json!({"entries": [a, b]}), None, at(5))
            .unwrap();
    }
    let stats = s.player_stats(ann(&s)).unwrap();
    assert_eq!(stats.player.games, 3);
    let kinds: Vec<GameKind> = stats.by_game.iter().map(|k| k.kind).collect();
    assert_eq!(
        kinds,
        [GameKind::GinRummy, GameKind::OhHeck, GameKind::SixCardGolf]
    );
    let gin = &stats.by_game[0];
    assert_eq!((gin.played, gin.finished, gin.won, gin.hands), (1, 0, 0, 3));
    assert_eq!(gin.figures.gins, Some(1));
    assert_eq!(gin.figures.undercuts, Some(1));
    // Ann's deadwood: 0 (gin), 8 (undercut knocker), 4 (defender, after lay-offs).
    assert_eq!(gin.figures.average_deadwood, Some(4.0));
    assert_eq!(stats.by_game[1].figures.bid_hit_rate, Some(0.5));
    assert_eq!(stats.by_game[2].figures.best_round, Some(-4));
    assert_eq!(stats.by_game[2].figures.gins, None);
}

#[test]
fn wins_count_finished_games_only() {
    let mut s = Ledger::open_in_memory().unwrap();
    let opts = json!({"end": {"kind": "target", "points": 10}});
    let a = game(&mut s, GameKind::Scorepad, &["Ann", "Bob"], opts.clone());
    s.record_hand(a, &json!({"points": [10, 3]}), None, at(1))
        .unwrap();
    let b = game(&mut s, GameKind::Scorepad, &["Bob", "Ann"], opts.clone());
    s.record_hand(b, &json!({"points": [10, 10]}), None, at(2))
        .unwrap();
    let c = game(&mut s, GameKind::Scorepad, &["Ann", "Bob"], opts);
    s.record_hand(c, &json!({"points": [1, 30]}), None, at(3))
        .unwrap();
    game(&mut s, GameKind::Scorepad, &["Ann", "Cy"], json!({}));
    let k = &s.player_stats(ann(&s)).unwrap().by_game[0];
    assert_eq!((k.played, k.finished, k.won), (4, 3, 2), "one win, one tie");
}

#[test]
fn rename_never_merges() {
    let mut s = Ledger::open_in_memory().unwrap();
    game(&mut s, GameKind::Scorepad, &["Ann", "Bob"], json!({}));
    let id = ann(&s);
    let err = s.rename_player(id, " Bob ").unwrap_err();
    assert!(matches!(err, StoreError::Invalid { .. }));
    assert!(matches!(
        s.rename_player(999, "Zed"),
        Err(StoreError::NotFound { .. })
    ));
    let p = s.rename_player(id, "Annie").unwrap();
    assert_eq!(p.name, "Annie");
    assert_eq!(s.list_games(1).unwrap()[0].players, ["Annie", "Bob"]);
    assert_eq!(s.list_players().unwrap().len(), 2);
}
