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
