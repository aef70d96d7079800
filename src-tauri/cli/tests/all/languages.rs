//! `cardtable --lang` (issue 25): the text output reads in the chosen language (else the
//! environment's locale), while `batch` and `--json` answer the same bytes in every language.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Every Gin, score and arrange request of the worked examples, one per line.
fn every_request() -> String {
    let mut input = String::new();
    for name in [
        "gin_rummy",
        "oh_heck",
        "six_card_golf",
        "scorepad",
        "arrange",
    ] {
        let path = format!(
            "{}/../../tests/fixtures/{name}.json",
            env!("CARGO_MANIFEST_DIR")
        );
        let file: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        for case in file["cases"].as_array().unwrap() {
            if case["only"] != "rules" {
                input.push_str(&case["request"].to_string());
                input.push('\n');
            }
        }
    }
    input
}

/// Runs `cardtable <args>` with `env` set (and the locale variables cleared otherwise),
/// `input` on its standard input.
fn run(args: &[&str], env: &[(&str, &str)], input: &str) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_cardtable"));
    cmd.args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut child = cmd.spawn().unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

#[test]
fn batch_answers_the_same_bytes_in_every_language() {
    let input = every_request();
    assert!(input.lines().count() > 40);
    let english = run(&["batch"], &[], &input);
    assert!(english.status.success());
    assert!(!english.stdout.is_empty());
    for lang in ["en", "de", "fr", "es", "en-XA"] {
        let out = run(&["batch", "--lang", lang], &[], &input);
        assert!(out.stdout == english.stdout, "batch --lang {lang} differs");
    }
    let by_env = run(&["batch"], &[("LANG", "de_DE.UTF-8")], &input);
    assert!(
        by_env.stdout == english.stdout,
        "batch under LANG=de differs"
    );
}

#[test]
fn gin_text_reads_in_the_chosen_language_and_its_json_does_not_change() {
    let hand = [
        "gin",
        "--knocker",
        "3S 4S 5S 8D 8C 8H JH QH KH 2D",
        "--defender",
        "9C 9D 9S 4D 5D 6D KS QC 7C 3H",
    ];
    let text = |lang: Option<&str>, env: &[(&str, &str)]| {
        let mut args = hand.to_vec();
        if let Some(l) = lang {
            args.extend(["--lang", l]);
        }
        let out = run(&args, env, "");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let en = text(None, &[]);
    assert!(en.starts_with("Knock: the knocker scores 28.\n"), "{en}");
    assert!(en.contains("  Knock: 30 − 2 = 28.\n"), "{en}");
    let de = text(Some("de"), &[]);
    assert!(
        de.starts_with("Geklopft: der Klopfer bekommt 28.\n"),
        "{de}"
    );
    assert!(de.contains("  Klopfen: 30 − 2 = 28.\n"), "{de}");
    // The environment's locale when there is no flag; the flag over the environment.
    assert_eq!(
        text(None, &[("LANG", "fr_FR.UTF-8")]),
        text(Some("fr"), &[])
    );
    assert_eq!(
        text(None, &[("LC_ALL", "es_ES.UTF-8"), ("LANG", "de_DE")]),
        text(Some("es"), &[])
    );
    assert_eq!(text(Some("en"), &[("LANG", "de_DE.UTF-8")]), en);
    assert_eq!(text(None, &[("LANG", "C")]), en);
    // --json: the same bytes in every language.
    let mut json = hand.to_vec();
    json.push("--json");
    let plain = run(&json, &[], "").stdout;
    for lang in ["de", "fr", "es"] {
        let mut args = json.clone();
        args.extend(["--lang", lang]);
        assert!(
            run(&args, &[], "").stdout == plain,
            "--json --lang {lang} differs"
        );
    }
    // A refusal is written in the language too, with its stable code.
    let bad = run(
        &["gin", "--knocker", "XX", "--defender", "AS", "--lang", "de"],
        &[],
        "",
    );
    let err = String::from_utf8(bad.stderr).unwrap();
    assert!(
        err.contains("E_INVALID_CARD") && err.contains("ist keine Karte"),
        "{err}"
    );
}

/// The output of `cardtable <args> --db <db>` (and `--lang <lang>`), the locale cleared.
fn ledger(db: &std::path::Path, args: &[&str], lang: Option<&str>) -> Output {
    let mut all = args.to_vec();
    all.extend(["--db", db.to_str().unwrap()]);
    if let Some(lang) = lang {
        all.extend(["--lang", lang]);
    }
    run(&all, &[], "")
}

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}

fn stderr(out: &Output) -> String {
    String::from_utf8(out.stderr.clone()).unwrap()
}

#[test]
fn the_ledgers_own_words_read_in_the_chosen_language_and_its_json_does_not_change() {
    use cardtable_rules::says::{render, Lang};
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("cardtable.db");
    let made = ledger(
        &db,
        &["game", "new", "--kind", "scorepad", "--players", "Ann,Bob"],
        Some("de"),
    );
    assert!(made.status.success(), "{}", stderr(&made));
    let games: serde_json::Value =
        serde_json::from_slice(&ledger(&db, &["games", "--json"], None).stdout).unwrap();
    let started = games[0]["createdAt"].as_str().unwrap().to_string();
    let kind = cardtable_rules::GameKind::Scorepad;
    let german = render(&kind.name_said(), Lang::De, &[]);
    assert_ne!(german, kind.name());
    // A game's line: the game by its German name, the hands counted in German.
    assert_eq!(
        stdout(&made),
        format!("#1 {german} — Ann, Bob — 0 Runden, begonnen {started}, läuft\n")
    );
    assert_eq!(
        stdout(&ledger(&db, &["games"], None)),
        format!(
            "#1 {} — Ann, Bob — 0 hand(s), started {started}, in progress\n",
            kind.name()
        )
    );
    let hand = ["hand", "add", "1", "--facts", r#"{"points":[5,2]}"#];
    let shown = stdout(&ledger(&db, &hand, Some("fr")));
    assert!(shown.contains("\nmanche  n°  donneur  Ann"), "{shown}");
    assert!(shown.contains("\ncumul"), "{shown}");
    let english = stdout(&ledger(&db, &["game", "show", "1"], None));
    assert!(english.contains("\nhand   id  dealer  Ann"), "{english}");
    assert!(english.contains("\ntotal"), "{english}");

    // What is not there: the table's refusal, said in the language (its code as it is).
    let missing = ledger(&db, &["game", "show", "99"], Some("de"));
    assert_eq!(missing.status.code(), Some(1));
    assert_eq!(
        stderr(&missing),
        "E_NOT_FOUND: Partie 99 wurde nicht gefunden.\n"
    );
    assert_eq!(
        stderr(&ledger(&db, &["game", "show", "99"], None)),
        "E_NOT_FOUND: Game 99 was not found.\n"
    );
    // The CLI's own refusals: a flag that is not JSON, a seat out of range.
    let bad_json = ledger(&db, &["hand", "add", "1", "--facts", "{"], Some("de"));
    assert_eq!(bad_json.status.code(), Some(2));
    assert!(
        stderr(&bad_json).starts_with("E_USAGE: --facts ist kein gültiges JSON: EOF"),
        "{}",
        stderr(&bad_json)
    );
    let seat = [
        "hand",
        "add",
        "1",
        "--facts",
        r#"{"points":[1,2]}"#,
        "--dealer",
        "5",
    ];
    assert_eq!(
        stderr(&ledger(&db, &seat, Some("de"))),
        "E_USAGE: --dealer 5 ist kein Platz dieser Partie: Plätze werden wie im JSON ab 0 (der erste Spieler) gezählt, hier also 0 bis 1.\n"
    );
    assert_eq!(
        stderr(&ledger(&db, &seat, None)),
        "E_USAGE: --dealer 5 is not a seat of this game: seats are counted from 0 (the first player) as in the JSON, so they are 0 to 1.\n"
    );
    // An export to a folder that is not there, and one written.
    let nowhere = dir.path().join("none");
    let out = nowhere.join("x.json");
    let out = out.to_str().unwrap();
    let export = ["export", "--out", out];
    let refused = ledger(&db, &export, Some("de"));
    assert_eq!(refused.status.code(), Some(1));
    assert_eq!(
        stderr(&refused),
        format!(
            "E_EXPORT_WRITE: Der Export konnte nicht nach {out} geschrieben werden: der Ordner {} existiert nicht.\n",
            nowhere.display()
        )
    );
    assert_eq!(
        stderr(&ledger(&db, &export, None)),
        format!(
            "E_EXPORT_WRITE: The export could not be written to {out}: the folder {} does not exist.\n",
            nowhere.display()
        )
    );
    // Its JSON is the same bytes in every language.
    let mut json = export.to_vec();
    json.push("--json");
    let plain = ledger(&db, &json, None).stdout;
    assert!(String::from_utf8_lossy(&plain).contains("E_EXPORT_WRITE"));
    for lang in ["de", "fr", "es"] {
        assert!(ledger(&db, &json, Some(lang)).stdout == plain, "{lang}");
    }
    let written = dir.path().join("x.json");
    let written = written.to_str().unwrap();
    assert_eq!(
        stdout(&ledger(&db, &["export", "--out", written], Some("es"))),
        format!("Escrito {written}\n")
    );
    assert_eq!(
        stdout(&ledger(&db, &["export", "--out", written], None)),
        format!("Wrote {written}\n")
    );
    // The end of a game, named.
    let ended = stdout(&ledger(
        &db,
        &["game", "end", "1", "--winner", "0"],
        Some("de"),
    ));
    assert!(ended.ends_with("Hier beendet: Ann gewinnt.\n"), "{ended}");
    // And a game's JSON is the same bytes in every language.
    let plain = ledger(&db, &["game", "show", "1", "--json"], None).stdout;
    for lang in ["de", "fr", "es", "en-XA"] {
        assert!(
            ledger(&db, &["game", "show", "1", "--json"], Some(lang)).stdout == plain,
            "{lang}"
        );
    }
}

#[test]
fn arrange_and_a_club_night_read_in_the_chosen_language() {
    let text = |args: &[&str]| {
        let out = run(args, &[], "");
        assert!(out.status.success(), "{}", stderr(&out));
        stdout(&out)
    };
    let cards = ["arrange", "As", "2s", "3s", "Kd"];
    assert_eq!(text(&cards), "Melds: A♠ 2♠ 3♠\nDeadwood: K♦ = 10\n");
    let mut de = cards.to_vec();
    de.extend(["--lang", "de"]);
    assert_eq!(text(&de), "Kombinationen: A♠ 2♠ 3♠\nRestpunkte: K♦ = 10\n");

    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("club.db");
    let made = ledger(
        &db,
        &[
            "night",
            "new",
            "--kind",
            "gin_rummy",
            "--players",
            "Ann,Bob,Cy,Dan,Eve",
            "--rounds",
            "2",
            "--options",
            r#"{"deals": 1, "seed": 7}"#,
        ],
        None,
    );
    let night = stdout(&made).trim().to_string();
    assert!(ledger(&db, &["night", "seat", &night], None)
        .status
        .success());
    let gin = cardtable_rules::GameKind::GinRummy;
    let english = stdout(&ledger(&db, &["night", "show", &night], None));
    assert!(
        english.starts_with(&format!(
            "Night {night} · {} · round 1 of 2 (a table counts once its result is confirmed)\n",
            gin.name()
        )),
        "{english}"
    );
    assert!(english.contains("\nRound 1\n  Table 1: "), "{english}");
    assert!(english.contains(" (game "), "{english}");
    assert!(english.contains("\n  Bye: "), "{english}");
    let german = stdout(&ledger(&db, &["night", "show", &night], Some("de")));
    let name =
        cardtable_rules::says::render(&gin.name_said(), cardtable_rules::says::Lang::De, &[]);
    assert!(
        german.starts_with(&format!(
            "Spielabend {night} · {name} · Runde 1 von 2 (ein Tisch zählt, sobald sein Ergebnis bestätigt ist)\n"
        )),
        "{german}"
    );
    assert!(german.contains("\nRunde 1\n  Tisch 1: "), "{german}");
    assert!(german.contains(" (Partie "), "{german}");
    assert!(german.contains("\n  Freilos: "), "{german}");
    // Asked for as text, an export says how to ask for it, in the language.
    let how = ledger(&db, &["night", "export", &night], Some("fr"));
    assert_eq!(how.status.code(), Some(2));
    assert_eq!(
        stderr(&how),
        "E_USAGE: Dites comment exporter la soirée\u{a0}: --csv (pour un tableur) ou --json.\n"
    );
}
