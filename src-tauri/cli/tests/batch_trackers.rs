//! Drives every case of `tests/fixtures/{skull_and_roses,avalanche}.json` (the worked examples
//! SK1-SK8 and AV1-AV7 and their error cases) through the built `cardtable batch` binary: one
//! request per line in, one answer per line out, in order.

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
fn skull_and_roses_through_batch() {
    run_fixture(
        "skull_and_roses",
        &["SK1", "SK2", "SK3", "SK4", "SK5", "SK6", "SK7", "SK8"],
    );
}

#[test]
fn avalanche_through_batch() {
    run_fixture(
        "avalanche",
        &["AV1", "AV2", "AV3", "AV4", "AV5", "AV6", "AV7"],
    );
}

#[test]
fn malformed_tracker_requests_are_usage_errors() {
    let input = concat!(
        "{\"op\":\"skull_bid\",\"stacks\":[1,1,9],\"bid\":1}\n",
        "{\"op\":\"skull_bid\",\"stacks\":\"two\",\"bid\":1}\n",
        "{\"op\":\"skull_round\",\"players\":3,\"moves\":[{\"move\":\"dance\"}]}\n",
        "{\"op\":\"skull_game\",\"rounds\":[]}\n",
        "{\"op\":\"avalanche_play\",\"play\":{\"rank\":\"7\"}}\n",
        "{\"op\":\"avalanche_round\",\"moves\":[]}\n",
        "{\"op\":\"avalanche_counts\",\"stored\":[1,2],\"removed\":-1}\n",
    );
    let answers = batch(input);
    assert_eq!(answers.len(), 7);
    for a in &answers {
        assert_eq!(a["ok"], false, "{a}");
        assert_eq!(a["error"]["kind"], "usage", "{a}");
        assert_eq!(a["error"]["code"], "E_BAD_REQUEST", "{a}");
    }
}
