//! The store owns SQL and nothing else: it takes from the rules only their data types and the
//! one name rule, never their pricing, verdicts, words or folds (those are the command layer's
//! ledger). This test reads the store's own sources and fails when one of them reaches for
//! more, so the layer cannot creep back by accident.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::Path;

/// What the store may use of `cardtable_rules`.
const ALLOWED: &[&str] = &[
    "Points",
    "RuleError",
    "GameKind",
    "seats::normalize_name",
    "seats::MAX_NAME_CHARS",
    "json_error::plain",
];

fn uses_of_rules(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for line in text.lines().filter(|l| !l.trim_start().starts_with("//")) {
        let mut rest = line;
        while let Some(at) = rest.find("cardtable_rules::") {
            rest = &rest[at + "cardtable_rules::".len()..];
            let path: String = rest
                .chars()
                .take_while(|c| {
                    c.is_alphanumeric()
                        || *c == '_'
                        || *c == ':'
                        || *c == '{'
                        || *c == ','
                        || *c == ' '
                        || *c == '}'
                })
                .collect();
            let path = path.split(';').next().unwrap_or("").trim().to_string();
            // `seats::{normalize_name, MAX_NAME_CHARS}` and `{GameKind, Points}` expand to
            // their items.
            match path.split_once('{') {
                Some((prefix, items)) => {
                    for item in items.trim_end_matches(['}', ' ']).split(',') {
                        found.push(format!("{prefix}{}", item.trim()));
                    }
                }
                None => found.push(path.split(['(', ' ']).next().unwrap_or("").to_string()),
            }
        }
    }
    found
}

#[test]
fn the_store_never_prices_folds_or_words() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut bad = Vec::new();
    let mut seen = 0;
    for entry in std::fs::read_dir(&src).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            for used in uses_of_rules(&text) {
                seen += 1;
                if !ALLOWED.contains(&used.as_str()) {
                    bad.push(format!("{}: cardtable_rules::{used}", path.display()));
                }
            }
        }
    }
    assert!(
        seen > 0,
        "the scan found no use of the rules at all: it is broken"
    );
    assert!(
        bad.is_empty(),
        "the store reaches into the rules beyond their types:\n{}",
        bad.join("\n")
    );
}

#[test]
fn the_scan_sees_a_forbidden_use() {
    let text = "use cardtable_rules::games::dispatch::score_json;\nuse cardtable_rules::{GameKind, Points};";
    let found = uses_of_rules(text);
    assert!(
        found.contains(&"games::dispatch::score_json".to_string()),
        "{found:?}"
    );
    assert!(found.contains(&"GameKind".to_string()), "{found:?}");
    assert!(found.contains(&"Points".to_string()), "{found:?}");
}
