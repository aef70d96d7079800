//! Exports tell each hand in words and carry the end-of-game bonuses: a Gin game played to its
//! end has "Ann knocked: deadwood 2; Bob 40; Ann +38" on each hand (JSON and CSV), the bonuses
//! with the players' names, CSV bonus rows that bring the totals to the final ones, and the
//! JSON file still imports.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
use cardtable_commands::Ledger;
use cardtable_rules::GameKind;
use cardtable_store::NewGame;
use chrono::{DateTime, TimeZone, Utc};
use serde_json::json;

fn at(minute: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 21, 1, minute, 0)
        .single()
        .unwrap()
}

#[test]
fn a_finished_gin_game_exports_its_hands_and_bonuses_in_words() {
    let mut s = Ledger::open_in_memory().unwrap();
    let g = s
        .create_game(
            &NewGame {
                kind: GameKind::GinRummy,
                players: vec!["Ann".into(), "Bob".into()],
                options: json!({}),
                first_dealer: 0,
            },
            at(1),
        )
        .unwrap();
    for m in 2..5 {
        s.record_hand(
            g.id,
            &json!({"form": "counts", "knocker": 0, "knockerDeadwood": 2, "defenderDeadwood": 40}),
            None,
            at(m),
        )
        .unwrap();
    }
    let view = s.game_view(g.id).unwrap();
    assert!(view.standings.over);
    let final_ann = view.standings.final_totals[0].display();

    let export = s.export(Some(g.id), at(9)).unwrap();
    let game = &export.games[0];
    assert_eq!(
        game.hands[0].summary.as_deref(),
        Some("Ann knocked: deadwood 2; Bob 40; Ann +38")
    );
    let bonus = game.bonus_summary.clone().unwrap_or_default();
    assert!(bonus.starts_with("Bonuses: Ann +"), "{bonus}");
    assert!(bonus.contains("Ann reached 114"), "{bonus}");
    assert!(!bonus.contains("Player 1"), "{bonus}");
    assert_eq!(game.bonuses, view.standings.bonuses);

    let csv = s.export_csv(Some(g.id)).unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 1 + 3 * 2 + 2, "{csv}");
    assert!(
        lines[1].ends_with(",Ann knocked: deadwood 2; Bob 40; Ann +38"),
        "{}",
        lines[1]
    );
    assert!(
        lines[7].starts_with(&format!("{},Gin Rummy,Gin Rummy,bonus,,Ann,,", g.id)),
        "{}",
        lines[7]
    );
    assert!(lines[7].contains(&format!(",{final_ann},")), "{}", lines[7]);

    // The words are for people; the file still imports (into a fresh database).
    let text = s.export_json(Some(g.id), at(10)).unwrap();
    let mut fresh = Ledger::open_in_memory().unwrap();
    let added = fresh.import_json(&text).unwrap();
    assert_eq!(added.len(), 1);
}
