//! The ledger subcommands end to end on a temporary database: create a game, record hands
//! (one refused), show standings, export, import elsewhere, refuse a damaged file.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support;

use support::{cardtable as run, json_of as json};

#[test]
fn game_new_hand_add_show_export_import() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("a").join("cardtable.db");
    let g = json(&run(
        &db,
        &[
            "game",
            "new",
            "--kind",
            "knock_rummy",
            "--players",
            "Ann, Bob,Cy",
            "--options",
            r#"{"target":20}"#,
            "--first-dealer",
            "2",
            "--json",
        ],
    ));
    assert_eq!(g["players"], serde_json::json!(["Ann", "Bob", "Cy"]));
    let id = g["id"].as_i64().unwrap().to_string();
    let v = json(&run(
        &db,
        &[
            "hand",
            "add",
            &id,
            "--facts",
            r#"{"points":[5,"5/2",0]}"#,
            "--json",
        ],
    ));
    assert_eq!(v["standings"]["hands"][0]["dealer"], 2);
    assert_eq!(v["standings"]["totals"], serde_json::json!([5, "5/2", 0]));
    // Refused: wrong number of seats. Exit 1, the rule's code on stderr, nothing written.
    let bad = run(&db, &["hand", "add", &id, "--facts", r#"{"points":[1,2]}"#]);
    assert_eq!(bad.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&bad.stderr).starts_with("E_BAD_HAND: "));
    // Usage: seats count from 0, as in the JSON: a 3-seat game has no seat 3.
    let bad = run(
        &db,
        &[
            "hand",
            "add",
            &id,
            "--facts",
            r#"{"points":[1,2,3]}"#,
            "--dealer",
            "3",
        ],
    );
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("counted from 0"));
    let out = run(
        &db,
        &[
            "hand",
            "add",
            &id,
            "--facts",
            r#"{"points":[15,0,0]}"#,
            "--dealer",
            "1",
        ],
    );
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&run(&db, &["game", "show", &id]).stdout).to_string();
    assert!(text.contains("Game over. Winner: Ann."), "{text}");
    assert!(text.contains("15 (20)"), "{text}");
    let games = json(&run(&db, &["games", "--json"]));
    assert_eq!(games[0]["handCount"], 2);

    let file = dir.path().join("export.json");
    let out = run(&db, &["export", "--out", file.to_str().unwrap()]);
    assert!(out.status.success());
    let other = dir.path().join("b.db");
    let added = json(&run(&other, &["import", file.to_str().unwrap(), "--json"]));
    assert_eq!(added["imported"].as_array().map(Vec::len), Some(1));
    assert_eq!(added["alreadyHere"], 0);
    assert_eq!(added["message"], "Imported 1 game.");
    // Again: skipped, and the answer says why.
    let again = json(&run(&other, &["import", file.to_str().unwrap(), "--json"]));
    assert_eq!(again["imported"].as_array().map(Vec::len), Some(0));
    assert_eq!(again["alreadyHere"], 1);
    let out = run(&other, &["import", file.to_str().unwrap()]);
    assert!(
        String::from_utf8_lossy(&out.stdout)
            .starts_with("Imported 0 games; skipped 1 already here."),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    let a = json(&run(&db, &["game", "show", &id, "--json"]));
    let b = json(&run(&other, &["game", "show", "1", "--json"]));
    assert_eq!(a["standings"], b["standings"]);

    let csv = String::from_utf8_lossy(&run(&db, &["export", "--format", "csv"]).stdout).to_string();
    assert_eq!(csv.lines().count(), 1 + 2 * 3);

    // A damaged file is refused and writes nothing.
    std::fs::write(&file, "{\"format\": \"cardtable-export\"").unwrap();
    let out = run(&other, &["import", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not valid JSON"));
    let out = run(&other, &["import", db.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        json(&run(&other, &["games", "--json"]))
            .as_array()
            .map(Vec::len),
        Some(1)
    );
}

#[test]
fn rummy_500_and_continental_hands_are_entered_as_cards() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("cardtable.db");
    let new = |kind: &str, players: &str| {
        let g = json(&run(
            &db,
            &[
                "game",
                "new",
                "--kind",
                kind,
                "--players",
                players,
                "--json",
            ],
        ));
        g["id"].as_i64().unwrap().to_string()
    };
    let r5 = new("rummy_500", "Ann,Bob");
    let facts = r#"{"form":"cards","hands":["4C AS",""],"melds":[["7H 8H 9H","KC KD KS"],["5C 6C JK=7C"]],"layoffs":[[],[{"cards":"TH","onto":"7H 8H 9H"}]]}"#;
    let v = json(&run(&db, &["hand", "add", &r5, "--facts", facts, "--json"]));
    assert_eq!(v["standings"]["totals"], serde_json::json!([35, 36]));
    let bad = r#"{"form":"cards","hands":["",""],"melds":[["KS AS 2S"],[]]}"#;
    let out = run(&db, &["hand", "add", &r5, "--facts", bad]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).starts_with("E_R5_WRAP: "));
    let cr = new("continental_rummy", "Ann,Bob,Cy,Di");
    let facts = r#"{"form":"melds","winner":1,"melds":["4H 5H 6H 7H","9C TC JC QC","2D 3D 4D 5D","8S 9S JK=TS"]}"#;
    let v = json(&run(&db, &["hand", "add", &cr, "--facts", facts, "--json"]));
    assert_eq!(v["standings"]["totals"], serde_json::json!([-3, 9, -3, -3]));
}

#[test]
fn the_first_command_of_the_day_takes_the_daily_backup_like_the_app() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("cardtable.db");
    let backups = || -> Vec<String> {
        std::fs::read_dir(dir.path().join("backups"))
            .map(|d| {
                d.map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                    .collect()
            })
            .unwrap_or_default()
    };
    // An empty database needs no backup.
    run(&db, &["games"]);
    assert!(backups().is_empty(), "{:?}", backups());
    run(
        &db,
        &["game", "new", "--kind", "scorepad", "--players", "Ann,Bob"],
    );
    run(&db, &["hand", "add", "1", "--facts", r#"{"points":[3,4]}"#]);
    let taken = backups();
    assert_eq!(taken.len(), 1, "{taken:?}");
    assert!(taken[0].ends_with("-daily.db"), "{taken:?}");
    // Later commands the same day take no more.
    run(&db, &["game", "show", "1"]);
    run(&db, &["hand", "add", "1", "--facts", r#"{"points":[1,2]}"#]);
    assert_eq!(backups(), taken);
}
