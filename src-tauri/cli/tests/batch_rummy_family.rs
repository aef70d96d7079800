//! Drives every case of `tests/fixtures/{basic,boathouse,gamblers,knock}_rummy.json`
//! (BR1-BR8, BH1-BH6, GB1-GB6, KR1-KR7, the CLI-RUMMY.md examples and the error cases)
//! through the built `cardtable batch` binary, one request per line. A case with an `answer`
//! (a CLI-RUMMY.md example) must print exactly that line, byte for byte, once the answer's keys
//! are put in the documented order (JSON objects are unordered; the batch prints keys sorted).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use serde_json::{Map, Value};
use std::io::Write;
use std::process::{Command, Stdio};

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

/// Runs the batch; returns each output line as printed.
fn batch(input: &str) -> Vec<String> {
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
    assert!(out.status.success());
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

/// A JSON object's entries in the order written (serde_json's `Map` sorts its keys).
struct Ordered(Vec<(String, Value)>);

impl<'de> serde::Deserialize<'de> for Ordered {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Visit;
        impl<'de> serde::de::Visitor<'de> for Visit {
            type Value = Ordered;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a JSON object")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut m: A,
            ) -> Result<Ordered, A::Error> {
                let mut out = Vec::new();
                while let Some(entry) = m.next_entry::<String, Value>()? {
                    out.push(entry);
                }
                Ok(Ordered(out))
            }
        }
        d.deserialize_map(Visit)
    }
}

/// The printed line's text with its keys in the order of the documented line: every value is
/// printed exactly as the binary printed it (re-serialised by serde_json, which is what the
/// batch uses, so numbers keep their form: `50`, `2.5`); keys the document lacks come last.
fn in_documented_order(line: &str, documented: &str) -> String {
    let got: Map<String, Value> = serde_json::from_str(line).unwrap();
    let doc: Ordered = serde_json::from_str(documented).unwrap();
    let mut parts: Vec<String> = doc
        .0
        .iter()
        .map(|(k, _)| {
            format!(
                "{}:{}",
                Value::String(k.clone()),
                got.get(k).unwrap_or(&Value::Null)
            )
        })
        .collect();
    parts.extend(
        got.iter()
            .filter(|(k, _)| !doc.0.iter().any(|(d, _)| d == *k))
            .map(|(k, v)| format!("{}:{v}", Value::String(k.clone()))),
    );
    format!("{{{}}}", parts.join(","))
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
    let lines = batch(&input);
    assert_eq!(lines.len(), cases.len(), "one answer per line");
    let mut failures = Vec::new();
    for (case, line) in cases.iter().zip(&lines) {
        let got: Value = serde_json::from_str(line).unwrap();
        if !matches(&case["expect"], &got) {
            failures.push(format!(
                "{}: expected {} got {line}",
                case["id"], case["expect"]
            ));
        }
        if let Some(doc) = case["answer"].as_str() {
            // The raw line must already hold exactly the documented keys, in some order.
            let printed = in_documented_order(line, doc);
            if printed != doc {
                failures.push(format!("{}: documented {doc} printed {line}", case["id"]));
            }
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
fn basic_rummy_and_classic_rum_through_batch() {
    run_fixture(
        "basic_rummy",
        &["BR1", "BR2", "BR3", "BR4", "BR5", "BR6", "BR7", "BR8"],
    );
}

#[test]
fn boathouse_through_batch() {
    run_fixture(
        "boathouse_rummy",
        &["BH1", "BH2", "BH3", "BH4", "BH5", "BH6"],
    );
}

#[test]
fn gamblers_rummy_through_batch() {
    run_fixture(
        "gamblers_rummy",
        &["GB1", "GB2", "GB3", "GB4", "GB5", "GB6"],
    );
}

#[test]
fn knock_rummy_through_batch() {
    run_fixture(
        "knock_rummy",
        &["KR1", "KR2", "KR3", "KR4", "KR5", "KR6", "KR7"],
    );
}

#[test]
fn documented_order_check_can_fail() {
    let doc = r#"{"ok":true,"scores":[2.5],"counts":[1]}"#;
    assert_eq!(
        in_documented_order(r#"{"ok":true,"counts":[1],"scores":[2.5]}"#, doc),
        doc
    );
    assert_ne!(
        in_documented_order(r#"{"ok":true,"counts":[1],"scores":["5/2"]}"#, doc),
        doc
    );
    assert_ne!(
        in_documented_order(r#"{"ok":true,"counts":[1],"scores":[2.5],"x":1}"#, doc),
        doc
    );
}
