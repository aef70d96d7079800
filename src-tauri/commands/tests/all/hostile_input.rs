//! The store's half of issue 10 ("never crash, never lose a score"): names normalised in one
//! place for game creation, renaming and import; import files bounded and checked; a retried
//! `hand add` with the same key recorded once. Plus a fuzz of import files: arbitrary bytes
//! through `parse_export`, and valid exports mutated (and resealed) through `import_json`,
//! which never panics and never leaves the database inconsistent.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::hostile;

use cardtable_commands::ledger::{parse_export, read_import, Export};
use cardtable_commands::Ledger;
use cardtable_rules::GameKind;
use cardtable_store::{NewGame, StoreError};
use chrono::{DateTime, TimeZone, Utc};
use proptest::prelude::*;
use serde_json::{json, Value};

fn at(minute: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 23, 9, minute, 0)
        .single()
        .unwrap()
}

fn game(kind: GameKind, names: &[&str]) -> NewGame {
    NewGame {
        kind,
        players: names.iter().map(|n| n.to_string()).collect(),
        options: json!({}),
        first_dealer: 0,
    }
}

fn roster(s: &Ledger) -> Vec<String> {
    s.list_players()
        .unwrap()
        .into_iter()
        .map(|p| p.name)
        .collect()
}

fn code(e: &StoreError) -> &str {
    match e {
        StoreError::Rule(r) => r.code,
        StoreError::Invalid { .. } => "invalid",
        StoreError::Import { .. } => "import",
        _ => "other",
    }
}

#[test]
fn ann_ann_space_and_ann_zero_width_are_one_player() {
    let mut s = Ledger::open_in_memory().unwrap();
    for (i, ann) in ["Ann", "Ann ", "Ann\u{200b}", "\u{feff}Ann"]
        .iter()
        .enumerate()
    {
        let g = s
            .create_game(&game(GameKind::Scorepad, &[ann, "Bob"]), at(i as u32))
            .unwrap();
        assert_eq!(g.players, ["Ann", "Bob"]);
    }
    assert_eq!(roster(&s), ["Ann", "Bob"]);
    let ann = s.list_players().unwrap()[0].clone();
    assert_eq!(ann.games, 4);
}

#[test]
fn renaming_uses_the_same_name_rule() {
    let mut s = Ledger::open_in_memory().unwrap();
    s.create_game(&game(GameKind::Scorepad, &["Ann", "Bob"]), at(0))
        .unwrap();
    let bob = s.list_players().unwrap()[1].id;
    // Issue 10: a 50 MB name was accepted.
    let huge = "x".repeat(50 * 1024 * 1024);
    let e = s.rename_player(bob, &huge).unwrap_err();
    assert_eq!(code(&e), "E_PLAYER_NAME_TOO_LONG");
    assert_eq!(
        e.to_string(),
        "A player's name can be at most 40 characters; this one has 52428800."
    );
    let e = s.rename_player(bob, " \u{200b}").unwrap_err();
    assert_eq!(code(&e), "E_PLAYER_NAME_EMPTY");
    // "Ann\u{200b}" is Ann: refused, never merged.
    let e = s.rename_player(bob, "Ann\u{200b}").unwrap_err();
    assert!(e.to_string().contains("already a player called Ann"), "{e}");
    let p = s.rename_player(bob, "  Robert\t  Jones ").unwrap();
    assert_eq!(p.name, "Robert Jones");
    assert_eq!(roster(&s), ["Ann", "Robert Jones"]);
}

fn export_of(names: &[&str]) -> Export {
    let mut s = Ledger::open_in_memory().unwrap();
    let g = s
        .create_game(&game(GameKind::Scorepad, &["P1", "P2"]), at(0))
        .unwrap();
    s.record_hand(g.id, &json!({"points": ["3", "4"]}), None, at(1))
        .unwrap();
    let mut e = s.export(None, at(2)).unwrap();
    e.games[0].players = names.iter().map(|n| n.to_string()).collect();
    e.players = e.games[0]
        .players
        .iter()
        .map(|n| cardtable_commands::ledger::ExportPlayer {
            name: n.clone(),
            created_at: e.exported_at.clone(),
            rated: false,
        })
        .collect();
    e.sealed().unwrap()
}

#[test]
fn imported_names_are_normalised_and_checked() {
    let mut s = Ledger::open_in_memory().unwrap();
    s.create_game(&game(GameKind::Scorepad, &["Ann", "Cy"]), at(0))
        .unwrap();
    let file = serde_json::to_string(&export_of(&["Ann\u{200b} ", "Bob"])).unwrap();
    s.import_json(&file).unwrap();
    assert_eq!(roster(&s), ["Ann", "Bob", "Cy"]);
    let long = "y".repeat(41);
    for (names, why) in [
        (vec!["Ann", "ann\u{200b}"], "twice"),
        (vec!["Ann", long.as_str()], "at most 40"),
        (vec!["Ann", " "], "empty"),
    ] {
        let file = serde_json::to_string(&export_of(&names)).unwrap();
        let e = s.import_json(&file).unwrap_err();
        assert!(e.to_string().contains(why), "{e}");
    }
    // A game whose player count does not fit its game.
    let mut e = export_of(&["A", "B"]);
    e.games[0].kind = "gin_rummy".into();
    e.games[0].players.push("C".into());
    e.games[0].hands.clear();
    let file = serde_json::to_string(&e.sealed().unwrap()).unwrap();
    let err = s.import_json(&file).unwrap_err();
    assert!(err.to_string().contains("exactly 2 players"), "{err}");
    assert_eq!(roster(&s), ["Ann", "Bob", "Cy"]);
}

#[test]
fn import_files_are_bounded() {
    // Issue 10: `cardtable import /dev/zero` read until the machine ran out of memory.
    let e = read_import(std::path::Path::new("/dev/zero")).unwrap_err();
    assert_eq!(
        e.to_string(),
        "This file is larger than 32 MB, the largest export Cardtable imports; nothing was imported."
    );
    let dir = tempfile::tempdir().unwrap();
    let e = read_import(dir.path()).unwrap_err();
    assert!(
        e.to_string()
            .ends_with("is a folder; choose a Cardtable export file."),
        "{e}"
    );
    let e = read_import(&dir.path().join("missing.json")).unwrap_err();
    assert!(e.to_string().starts_with("There is no file "), "{e}");
    let big = " ".repeat(33 * 1024 * 1024);
    assert!(parse_export(&big)
        .unwrap_err()
        .to_string()
        .starts_with("This file is larger than 32 MB"));
    let binary = dir.path().join("b.json");
    std::fs::write(&binary, [0xff, 0xfe, 0x00]).unwrap();
    assert!(read_import(&binary)
        .unwrap_err()
        .to_string()
        .contains("it is not text"));
}

#[test]
fn a_retried_write_is_recorded_once() {
    // Issue 10: a killed `hand add` may have committed, so a script that retries recorded the
    // hand twice.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("k.db");
    let mut s = Ledger::open(&path).unwrap();
    let g = s
        .create_game(&game(GameKind::KnockRummy, &["Ann", "Bob"]), at(0))
        .unwrap()
        .id;
    let facts = json!({"points": [5, 0]});
    let first = s
        .record_hand_once(g, &facts, None, Some("k-1"), at(1))
        .unwrap();
    drop(s);
    let mut s = Ledger::open(&path).unwrap();
    let again = s
        .record_hand_once(g, &facts, None, Some("k-1"), at(2))
        .unwrap();
    assert_eq!(again.standings.hands.len(), 1);
    assert_eq!(again.standings, first.standings);
    // The same key for other facts cannot be a retry.
    let e = s
        .record_hand_once(g, &json!({"points": [0, 5]}), None, Some("k-1"), at(3))
        .unwrap_err();
    assert!(
        e.to_string().contains("already used for another hand"),
        "{e}"
    );
    // Nor for another game.
    let other = s
        .create_game(&game(GameKind::KnockRummy, &["Ann", "Bob"]), at(4))
        .unwrap()
        .id;
    assert!(s
        .record_hand_once(other, &facts, None, Some("k-1"), at(5))
        .is_err());
    // A new key is a new hand; no key records every time.
    s.record_hand_once(g, &facts, None, Some("k-2"), at(6))
        .unwrap();
    let v = s.record_hand(g, &facts, None, at(7)).unwrap();
    assert_eq!(v.standings.hands.len(), 3);
    // Keys are checked: no spaces, at most 128 characters.
    for bad in ["", "a b", &"k".repeat(129)] {
        assert!(s
            .record_hand_once(g, &facts, None, Some(bad), at(8))
            .is_err());
    }
    // A refused hand remembers no key: the corrected retry with the same key records.
    let bad = json!({"points": [1]});
    assert!(s
        .record_hand_once(g, &bad, None, Some("k-3"), at(9))
        .is_err());
    let v = s
        .record_hand_once(g, &facts, None, Some("k-3"), at(10))
        .unwrap();
    assert_eq!(v.standings.hands.len(), 4);
}

/// A small real export to mutate (made once).
fn base_export() -> &'static Value {
    static BASE: std::sync::OnceLock<Value> = std::sync::OnceLock::new();
    BASE.get_or_init(make_export)
}

fn make_export() -> Value {
    let mut s = Ledger::open_in_memory().unwrap();
    let g = s
        .create_game(&game(GameKind::GinRummy, &["Ann", "Bob"]), at(0))
        .unwrap();
    s.record_hand(
        g.id,
        &json!({"form": "counts", "knocker": 0, "knockerDeadwood": 6, "defenderDeadwood": 20}),
        None,
        at(1),
    )
    .unwrap();
    let g = s
        .create_game(&game(GameKind::Scorepad, &["Ann", "Cy", "Dee"]), at(2))
        .unwrap();
    s.record_hand(g.id, &json!({"points": ["1", "2", "3"]}), None, at(3))
        .unwrap();
    serde_json::to_value(s.export(None, at(4)).unwrap()).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_bytes_are_refused_not_a_panic(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        let text = String::from_utf8_lossy(&bytes);
        prop_assert!(parse_export(&text).is_err());
    }

    #[test]
    fn mutated_exports_import_or_are_refused_cleanly(edits in hostile::edits(), reseal in any::<bool>()) {
        let mutated = hostile::mutate(base_export(), &edits);
        let mut text = mutated.to_string();
        if reseal {
            // Past the checksum, into the deeper checks.
            if let Ok(e) = serde_json::from_value::<Export>(mutated) {
                if let Ok(e) = e.sealed() {
                    text = serde_json::to_string(&e).unwrap();
                }
            }
        }
        let mut s = Ledger::open_in_memory().unwrap();
        let _ = s.import_json(&text);
        let ok: String = s.connection().query_row("PRAGMA integrity_check", [], |r| r.get(0)).unwrap();
        prop_assert_eq!(ok, "ok");
        let fk: i64 = s.connection().query_row("SELECT count(*) FROM pragma_foreign_key_check", [], |r| r.get(0)).unwrap();
        prop_assert_eq!(fk, 0);
        for g in s.list_games(100).unwrap() {
            let _ = s.game_view(g.id).unwrap();
        }
    }
}
