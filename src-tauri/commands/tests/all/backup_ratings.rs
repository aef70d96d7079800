//! The JSON backup carries the club-night ratings opt-in (issue 26 follow-up): an export of a
//! database with rated players, imported into a fresh one, leaves the same players rated; the
//! file says version 2 only when it carries an opt-in, and an older (version 1) backup, which
//! has none, still imports with nobody rated.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use cardtable_commands::Ledger;
use cardtable_rules::GameKind;
use cardtable_store::NewGame;
use chrono::{TimeZone, Utc};
use serde_json::{json, Value};

fn rated(s: &Ledger) -> Vec<String> {
    let ids = s.rated_players().unwrap();
    let mut names: Vec<String> = s
        .list_players()
        .unwrap()
        .into_iter()
        .filter(|p| ids.contains(&p.id))
        .map(|p| p.name)
        .collect();
    names.sort();
    names
}

fn with_game() -> Ledger {
    let mut s = Ledger::open_in_memory().unwrap();
    let at = Utc
        .with_ymd_and_hms(2026, 11, 21, 2, 0, 0)
        .single()
        .unwrap();
    s.create_game(
        &NewGame {
            kind: GameKind::Scorepad,
            players: vec!["Ann".into(), "Bob".into(), "Cy".into()],
            options: json!({}),
            first_dealer: 0,
        },
        at,
    )
    .unwrap();
    s
}

#[test]
fn a_backup_restores_who_is_rated() {
    let mut s = with_game();
    let ids: Vec<(String, i64)> = s
        .list_players()
        .unwrap()
        .into_iter()
        .map(|p| (p.name, p.id))
        .collect();
    for (name, id) in &ids {
        if name != "Bob" {
            s.set_rated(*id, true, Utc::now()).unwrap();
        }
    }
    assert_eq!(rated(&s), ["Ann", "Cy"]);
    let text = s.export_json(None, Utc::now()).unwrap();
    let file: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(file["version"], 2);
    let bob = file["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "Bob")
        .unwrap();
    assert!(bob.get("rated").is_none(), "{bob}");

    let mut fresh = Ledger::open_in_memory().unwrap();
    assert_eq!(fresh.import_json(&text).unwrap().len(), 1);
    assert_eq!(rated(&fresh), ["Ann", "Cy"]);
    // The restored database's backup is the same file (but for its time).
    let again: Value = serde_json::from_str(&fresh.export_json(None, Utc::now()).unwrap()).unwrap();
    assert_eq!(again["players"], file["players"]);
    assert_eq!(again["checksum"], file["checksum"]);

    // The checksum covers the opt-in: a file edited to rate Bob is refused.
    let edited = text.replacen(
        "\"name\": \"Bob\",",
        "\"name\": \"Bob\",\n      \"rated\": true,",
        1,
    );
    assert_ne!(edited, text);
    let err = Ledger::open_in_memory()
        .unwrap()
        .import_json(&edited)
        .unwrap_err();
    assert!(err.to_string().contains("checksum"), "{err}");
}

#[test]
fn an_old_backup_without_the_opt_in_imports() {
    // Nobody rated: the file is a version 1 file, as an older Cardtable wrote it.
    let s = with_game();
    let text = s.export_json(None, Utc::now()).unwrap();
    let file: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(file["version"], 1);
    assert!(!text.contains("rated"));
    let mut fresh = Ledger::open_in_memory().unwrap();
    assert_eq!(fresh.import_json(&text).unwrap().len(), 1);
    assert!(rated(&fresh).is_empty());
    assert_eq!(fresh.list_players().unwrap().len(), 3);
}
