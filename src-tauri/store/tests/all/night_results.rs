//! A club night's check-ins, result trail, closed rounds and finalising on a real SQLite file
//! (issue 26): written, the file closed and opened again, read back as written; a check-in as
//! someone who is not the night's player, a result for a game that is not a night's table, an
//! over-long reason, a round closed twice and a night finalised twice write nothing.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use cardtable_rules::GameKind;
use cardtable_store::{NewGame, NewResult, NewTable, ResultAction, Store};
use chrono::{DateTime, TimeZone, Utc};
use serde_json::json;

fn at(min: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 26, 20, min, 0)
        .single()
        .unwrap()
}

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

fn count(s: &Store, sql: &str) -> i64 {
    s.connection().query_row(sql, [], |r| r.get(0)).unwrap()
}

#[test]
fn check_ins_results_and_closing_are_kept_across_a_reopen() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("club.db");
    let players = names(&["Ann", "Bob", "Cy"]);
    let (night, game) = {
        let mut s = Store::open(&path).unwrap();
        let night = s
            .create_night(&json!({"kind": "gin_rummy"}), &players, 1, at(0))
            .unwrap();
        let round = s
            .seat_round(
                night,
                1,
                &[NewTable {
                    table: 1,
                    game: NewGame {
                        kind: GameKind::GinRummy,
                        players: names(&["Bob", "Ann"]),
                        options: json!({"preset": "seed"}),
                        first_dealer: 0,
                    },
                }],
                &names(&["Cy"]),
                at(1),
            )
            .unwrap();
        let game = round.tables[0].game;
        s.night_check_in(night, "phone:a", "Ann", at(2)).unwrap();
        s.night_check_in(night, "phone:b", "Bob", at(2)).unwrap();
        // A second phone for Ann, and phone b moved to Cy.
        s.night_check_in(night, "phone:a2", "Ann", at(3)).unwrap();
        s.night_check_in(night, "phone:b", "Cy", at(3)).unwrap();
        let refused = s
            .night_check_in(night, "phone:z", "Zed", at(3))
            .unwrap_err();
        assert_eq!(
            refused.to_string(),
            "Zed is not one of this night's players; pick your name from the list."
        );
        s.night_result_add(
            &NewResult {
                game,
                action: ResultAction::Refused,
                player: Some("Ann".to_string()),
                version: 3,
                scores: json!([55, 0]),
                claimed: Some(json!([45, 0])),
                reason: Some("20 deadwood, not 30".to_string()),
            },
            at(4),
        )
        .unwrap();
        s.night_result_add(
            &NewResult {
                game,
                action: ResultAction::Corrected,
                player: None,
                version: 3,
                scores: json!([55, 0]),
                claimed: Some(json!([45, 0])),
                reason: Some("Ann was right".to_string()),
            },
            at(5),
        )
        .unwrap();
        s.night_close_round(night, 1, at(6)).unwrap();
        s.night_finish(night, at(7)).unwrap();
        (night, game)
    };
    let mut s = Store::open(&path).unwrap();
    assert_eq!(
        s.night_checked_in(night, "phone:a").unwrap().as_deref(),
        Some("Ann")
    );
    assert_eq!(
        s.night_checked_in(night, "phone:b").unwrap().as_deref(),
        Some("Cy")
    );
    assert_eq!(s.night_checked_in(night, "phone:z").unwrap(), None);
    assert_eq!(
        s.night_checked_in_players(night).unwrap(),
        names(&["Ann", "Cy"])
    );
    let trail = s.night_results(night).unwrap();
    assert_eq!(trail.len(), 2);
    assert_eq!(trail[0].game, game);
    assert_eq!(trail[0].action, ResultAction::Refused);
    assert_eq!(trail[0].player.as_deref(), Some("Ann"));
    assert_eq!(trail[0].scores, json!([55, 0]));
    assert_eq!(trail[0].claimed, Some(json!([45, 0])));
    assert_eq!(trail[0].reason.as_deref(), Some("20 deadwood, not 30"));
    assert_eq!(trail[0].at, "2026-11-26T20:04:00.000Z");
    assert_eq!(trail[1].action, ResultAction::Corrected);
    assert_eq!(trail[1].player, None);
    assert_eq!(s.night_closed_rounds(night).unwrap(), [1]);
    assert_eq!(
        s.night(night).unwrap().finished_at.as_deref(),
        Some("2026-11-26T20:07:00.000Z")
    );
    let list = s.nights_list().unwrap();
    assert_eq!(list.len(), 1);
    assert_eq!(list[0].round, 1);
    assert!(list[0].finished_at.is_some());
    // Refusals write nothing.
    assert!(s.night_close_round(night, 1, at(8)).is_err());
    assert!(s.night_close_round(night, 2, at(8)).is_err());
    assert!(s.night_finish(night, at(8)).is_err());
    assert!(
        s.night_check_in(night, "phone:c", "Cy", at(8)).is_err(),
        "finalised"
    );
    let not_a_table = s.night_result_add(
        &NewResult {
            game: 999,
            action: ResultAction::Confirmed,
            player: Some("Ann".to_string()),
            version: 1,
            scores: json!([]),
            claimed: None,
            reason: None,
        },
        at(8),
    );
    assert!(not_a_table.is_err());
    let long = s.night_result_add(
        &NewResult {
            game,
            action: ResultAction::Refused,
            player: Some("Ann".to_string()),
            version: 1,
            scores: json!([]),
            claimed: None,
            reason: Some("x".repeat(501)),
        },
        at(8),
    );
    assert!(long.is_err());
    assert_eq!(count(&s, "SELECT count(*) FROM night_results"), 2);
    assert_eq!(count(&s, "SELECT count(*) FROM night_checkins"), 3);
    // Deleting the night takes its check-ins and results with it.
    s.connection().execute("DELETE FROM nights", []).unwrap();
    assert_eq!(count(&s, "SELECT count(*) FROM night_results"), 0);
    assert_eq!(count(&s, "SELECT count(*) FROM night_checkins"), 0);
}
