//! Shared by the golden drivers of Oh Heck!, Six Card Golf, Gift Rummy and the scorepad: loads
//! a `tests/fixtures/<game>.json` file and matches an answer against a case's `expect`
//! (a subset: every key given must match, arrays element by element, `"*"` matches anything).

#![allow(dead_code, clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

pub mod end;

use cardtable_rules::RuleError;
use serde_json::{json, Value};

/// One worked example or error case.
pub struct Case {
    /// RULES.md id, e.g. `OH1`.
    pub id: String,
    /// The `cardtable batch` request line.
    pub request: Value,
    /// The expected answer (subset).
    pub expect: Value,
}

/// Loads the cases of `tests/fixtures/<name>.json` at the repository root.
pub fn cases(name: &str) -> Vec<Case> {
    let path = format!(
        "{}/../../tests/fixtures/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let file: Value = serde_json::from_str(&text).unwrap();
    file["cases"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| Case {
            id: c["id"].as_str().unwrap().to_string(),
            request: c["request"].clone(),
            expect: c["expect"].clone(),
        })
        .collect()
}

/// True when `actual` has everything `expect` says.
pub fn matches(expect: &Value, actual: &Value) -> bool {
    match (expect, actual) {
        (Value::String(s), _) if s == "*" => true,
        (Value::Object(e), Value::Object(a)) => e
            .iter()
            .all(|(k, v)| a.get(k).is_some_and(|av| matches(v, av))),
        (Value::Array(e), Value::Array(a)) => {
            e.len() == a.len() && e.iter().zip(a).all(|(x, y)| matches(x, y))
        }
        _ => expect == actual,
    }
}

/// The batch error shape of a rule error, once it is found said in every language
/// ([`said_everywhere`]).
pub fn failure(e: &RuleError) -> Value {
    said_everywhere(e);
    json!({"ok": false, "error": {"kind": "validation", "code": e.code, "message": e.message}})
}

/// Every refusal is said in every language: a message with its arguments (`said`) whose
/// English is the refusal's own message byte for byte, and which every language, the
/// pseudo-locale too, writes without a missing message or argument, in its own words.
pub fn said_everywhere(e: &RuleError) {
    use cardtable_rules::says::{render, render_in, Lang, Reader, LANGS};
    let said = e.said.as_deref().unwrap_or_else(|| {
        panic!(
            "{}: {:?} is an English sentence, not a message said in every language",
            e.code, e.message
        )
    });
    assert_eq!(render(said, Lang::En, &[]), e.message, "{}", e.code);
    for lang in LANGS {
        let mut errors = Vec::new();
        let text = render_in(said, Reader { lang, names: &[] }, &mut errors);
        assert!(
            errors.is_empty() && !text.is_empty(),
            "{} {}: {errors:?}",
            e.code,
            lang.tag()
        );
        if lang != Lang::En {
            assert_ne!(text, e.message, "{} {} is English", e.code, lang.tag());
        }
    }
}

/// Runs every case through `answer`, reporting all mismatches at once; returns the ids run.
pub fn run(name: &str, answer: impl Fn(&Value) -> Value) -> Vec<String> {
    let mut failures = Vec::new();
    let mut ids = Vec::new();
    for case in cases(name) {
        let got = answer(&case.request);
        if !matches(&case.expect, &got) {
            failures.push(format!("{}: expected {} got {}", case.id, case.expect, got));
        }
        ids.push(case.id);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    ids
}

/// Asserts that every RULES.md id in `wanted` has at least one case.
pub fn covers(ids: &[String], wanted: &[&str]) {
    for w in wanted {
        assert!(
            ids.iter()
                .any(|id| id == w || id.starts_with(&format!("{w}-"))),
            "no fixture for {w}"
        );
    }
}

#[test]
fn matcher_can_fail() {
    assert!(matches(
        &json!({"a": [1, "*"]}),
        &json!({"a": [1, 2], "b": 3})
    ));
    assert!(!matches(&json!({"a": [1, "*"]}), &json!({"a": [1]})));
    assert!(!matches(&json!({"a": 1}), &json!({"b": 1})));
    assert!(!matches(&json!({"x": null}), &json!({"x": 0})));
}
