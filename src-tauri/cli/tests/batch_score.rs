//! Drives every case of `tests/fixtures/{oh_heck,six_card_golf,gift_rummy,scorepad}.json`
//! (the worked examples GR1-GR11, OH1-OH8, GF1-GF7 and the error cases) through the built
//! `cardtable batch` binary: one request per line in, one answer per line out, in order.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use serde_json::Value;
use std::io::Write;
use std::process::{Command, Stdio};

/// True when `actual` has everything `expect` says (`"*"` matches anything; arrays match
/// element by element).
fn matches(expect: &Value, actual: &Value) -> bool {
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

fn batch(input: &str) -> Vec<Value> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_cardtable"))
        .arg("batch")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

fn run_fixture(name: &str, wanted: &[&str]) {
    let path = format!(
        "{}/../../tests/fixtures/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let file: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let cases = file["cases"].as_array().unwrap();
    let input: String = cases
        .iter()
        .map(|c| format!("{}\n", c["request"]))
        .collect();
    let answers = batch(&input);
    assert_eq!(answers.len(), cases.len(), "one answer per line");
    let mut failures = Vec::new();
    for (case, got) in cases.iter().zip(&answers) {
        if !matches(&case["expect"], got) {
            failures.push(format!(
                "{}: expected {} got {got}",
                case["id"], case["expect"]
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    let ids: Vec<&str> = cases.iter().filter_map(|c| c["id"].as_str()).collect();
    for w in wanted {
        let prefix = format!("{w}-");
        assert!(
            ids.iter().any(|id| id == w || id.starts_with(&prefix)),
            "no case for {w}"
        );
    }
}

#[test]
fn oh_heck_through_batch() {
    run_fixture(
        "oh_heck",
        &["OH1", "OH2", "OH3", "OH4", "OH5", "OH6", "OH7", "OH8"],
    );
}

#[test]
fn six_card_golf_through_batch() {
    run_fixture(
        "six_card_golf",
        &["GF1", "GF2", "GF3", "GF4", "GF5", "GF6", "GF7"],
    );
}

#[test]
fn gift_rummy_through_batch() {
    run_fixture(
        "gift_rummy",
        &[
            "GR1", "GR2", "GR3", "GR4", "GR5", "GR6", "GR7", "GR8", "GR9", "GR10", "GR11",
        ],
    );
}

#[test]
fn scorepad_through_batch() {
    run_fixture("scorepad", &["SP1"]);
}

#[test]
fn malformed_score_requests_are_usage_errors() {
    let input = concat!(
        "{\"op\":\"score\"}\n",
        "{\"op\":\"score\",\"game\":\"chess\"}\n",
        "{\"op\":\"score\",\"game\":\"oh_heck\",\"bids\":\"two\"}\n",
        "{\"op\":\"score\",\"game\":\"oh_heck\",\"bids\":[1,0,0],\"tricks\":[1,0,0]}\n",
        "{\"op\":\"score\",\"game\":\"skull_and_roses\"}\n",
    );
    let answers = batch(input);
    assert_eq!(answers.len(), 5);
    for a in &answers {
        assert_eq!(a["ok"], false, "{a}");
        assert_eq!(a["error"]["kind"], "usage", "{a}");
    }
    assert_eq!(answers[1]["error"]["code"], "E_UNKNOWN_GAME");
}
