//! Drives every case of `tests/fixtures/gin_rummy.json` (RULES.md §1.8 G1–G12 and the §1.7
//! errors) through the built `cardtable batch` binary, with blank and broken lines mixed in:
//! exactly one answer line per input line, in order, and a bad line never stops the batch.
//! Also checks the `arrange` and `gin` subcommands and the exit codes.

// Test helpers outside #[test] fns may fail loudly.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)]

use serde_json::Value;
use std::io::Write;
use std::process::{Command, Output, Stdio};

const FIXTURE: &str = include_str!("../../../../tests/fixtures/gin_rummy.json");

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_cardtable"))
}

fn batch(input: &str) -> (Vec<Value>, Output) {
    let mut child = bin()
        .arg("batch")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run cardtable");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("write");
    let out = child.wait_with_output().expect("wait");
    let lines = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON: {l}: {e}")))
        .collect();
    (lines, out)
}

/// Sorted copy of a list of card strings, or of a list of such lists.
fn normal(v: &Value) -> Value {
    match v {
        Value::Array(items) if items.iter().all(Value::is_string) => {
            let mut c = items.clone();
            c.sort_by_key(|x| x.as_str().unwrap_or_default().to_ascii_lowercase());
            Value::Array(c)
        }
        Value::Array(items) if items.iter().all(Value::is_array) => {
            let mut c: Vec<Value> = items.iter().map(normal).collect();
            c.sort_by_key(|x| x.to_string().to_ascii_lowercase());
            Value::Array(c)
        }
        other => other.clone(),
    }
}

fn check(path: &str, expect: &Value, got: &Value, bad: &mut Vec<String>) {
    for (k, want) in expect.as_object().into_iter().flatten() {
        let p = format!("{path}.{k}");
        match k.as_str() {
            "messagePrefix" => {
                let m = got["message"].as_str().unwrap_or_default();
                if !m.starts_with(want.as_str().unwrap_or_default()) {
                    bad.push(format!("{p}: {m:?}"));
                }
            }
            "explanationContains" => {
                let lines = got["explanation"].as_array().cloned().unwrap_or_default();
                for line in want.as_array().into_iter().flatten() {
                    if !lines.contains(line) {
                        bad.push(format!("{p}: {line} not in {lines:?}"));
                    }
                }
            }
            _ if want.is_object() => check(&p, want, &got[k], bad),
            _ if want
                .as_array()
                .is_some_and(|a| a.iter().any(Value::is_object)) =>
            {
                let g = got[k].as_array().cloned().unwrap_or_default();
                let w = want.as_array().cloned().unwrap_or_default();
                if g.len() != w.len() {
                    bad.push(format!("{p}: {} items, expected {}", g.len(), w.len()));
                }
                for (i, (wi, gi)) in w.iter().zip(&g).enumerate() {
                    check(&format!("{p}[{i}]"), wi, gi, bad);
                }
            }
            _ if normal(want) != normal(&got[k]) => {
                bad.push(format!("{p}: got {}, expected {want}", got[k]))
            }
            _ => {}
        }
    }
}

#[test]
fn every_gin_case_through_cardtable_batch() {
    let fixture: Value = serde_json::from_str(FIXTURE).expect("fixture");
    let cases = fixture["cases"].as_array().expect("cases");
    // Interleave a blank line and a broken line after every third case.
    let mut input = String::new();
    let mut expected: Vec<Option<&Value>> = Vec::new();
    for (i, case) in cases.iter().enumerate() {
        input.push_str(&case["request"].to_string());
        input.push('\n');
        expected.push(Some(case));
        if i % 3 == 2 {
            input.push_str("\n{\"op\":\"gin\",\n");
            expected.extend([None, None]);
        }
    }
    let (lines, out) = batch(&input);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(lines.len(), expected.len(), "one answer per input line");
    let mut bad = Vec::new();
    for (got, case) in lines.iter().zip(&expected) {
        match case {
            Some(case) => {
                let id = case["id"].as_str().unwrap_or("?");
                check(id, &case["expect"], got, &mut bad);
            }
            None => {
                assert_eq!(got["ok"], false);
                assert_eq!(got["error"]["kind"], "usage");
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn answers_keep_their_order_and_ids() {
    let input = "{\"op\":\"arrange\",\"cards\":\"QH KH AH 2H 3H 7C 7D 7S 9S 9D\",\"id\":1}\n\
                 {\"op\":\"bogus\",\"id\":2}\n\
                 {\"op\":\"arrange\",\"cards\":\"6H 7H 8H 8C 8D 2S 3S 4S 5D AC\",\"id\":3}\n";
    let (lines, out) = batch(input);
    assert_eq!(out.status.code(), Some(0));
    let ids: Vec<i64> = lines.iter().filter_map(|l| l["id"].as_i64()).collect();
    assert_eq!(ids, [1, 2, 3]);
    assert_eq!(
        (lines[0]["deadwood"].as_i64(), lines[2]["deadwood"].as_i64()),
        (Some(38), Some(19))
    );
    assert_eq!(lines[1]["error"]["code"], "E_UNKNOWN_OP");
}

#[test]
fn arrange_and_gin_subcommands() {
    let out = bin()
        .args([
            "arrange", "5S", "6S", "7S", "8S", "8H", "8D", "2C", "3C", "4C", "KD",
        ])
        .output()
        .expect("run");
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Deadwood: K♦ = 10"), "{text}");
    let out = bin()
        .args(["arrange", "--json", "5S 6S 7S 8S JC JD JH 2H 3H 4H 5H"])
        .output()
        .expect("run");
    let v: Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(
        normal(&v["bestDiscards"]),
        normal(&serde_json::json!(["5s", "8s", "2h", "5h"]))
    );
    let out = bin()
        .args([
            "gin",
            "--knocker",
            "5H 6H 7H TC TD TS 2C 3C 4C 8S",
            "--defender",
            "8H TH AS AD AC JD QD KD 3D 2H",
        ])
        .output()
        .expect("run");
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0));
    assert!(
        text.starts_with("Undercut: the defender scores 28."),
        "{text}"
    );
    assert!(
        text.contains("Undercut: 8 − 5 = 3, + 25 undercut bonus = 28."),
        "{text}"
    );
    let out = bin()
        .args([
            "gin",
            "--preset",
            "oklahoma",
            "--upcard",
            "7s",
            "--json",
            "--knocker",
            "3S 4S 5S 8D 8C 8H JH QH KH 6D",
            "--defender",
            "9C 9D 9S 2D 3D AD KS QC 7C 3H",
        ])
        .output()
        .expect("run");
    let v: Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(
        (v["points"].as_i64(), v["doubled"].as_bool()),
        (Some(48), Some(true))
    );
}

#[test]
fn gin_subcommand_takes_deadwood_counts() {
    let out = bin()
        .args([
            "gin",
            "--preset",
            "oklahoma",
            "--upcard",
            "7s",
            "--knocker-deadwood",
            "6",
            "--defender-deadwood",
            "20",
        ])
        .output()
        .expect("run");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.starts_with("Knock: the knocker scores 28."), "{text}");
    let out = bin()
        .args([
            "gin",
            "--json",
            "--preset",
            "modern",
            "--knocker-deadwood",
            "0",
            "--defender-deadwood",
            "54",
            "--big-gin",
        ])
        .output()
        .expect("run");
    let v: Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(
        (v["outcome"].as_str(), v["points"].as_i64()),
        (Some("bigGin"), Some(85))
    );
    // Cards and counts together, or half of either form, is a usage error.
    for args in [
        vec![
            "gin",
            "--knocker",
            "As",
            "--knocker-deadwood",
            "3",
            "--defender-deadwood",
            "4",
        ],
        vec!["gin", "--knocker", "As"],
        vec!["gin", "--knocker-deadwood", "3"],
    ] {
        let out = bin().args(&args).output().expect("run");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
}

#[test]
fn exit_codes() {
    // The rules reject the hand: 1, with the code and message on stderr.
    let out = bin()
        .args([
            "gin",
            "--knocker",
            "3S 4S 5S 6S 8D 8C 8H AH 4D 6C",
            "--defender",
            "2C 3C 9C TC JC QC KC 9D TD JD",
        ])
        .output()
        .expect("run");
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("E_KNOCK_TOO_HIGH: Deadwood is 11"));
    // Bad command-line usage: 2.
    for args in [
        vec!["gin", "--preset", "hollywood"],
        vec!["arrange"],
        vec!["nope"],
        vec!["batch", "extra"],
    ] {
        let out = bin().args(&args).output().expect("run");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
    // An empty batch runs fine.
    let (lines, out) = batch("");
    assert!(lines.is_empty());
    assert_eq!(out.status.code(), Some(0));
}
