//! What the CLI's test drivers share: running the built `cardtable` binary (a batch, or a
//! ledger command on a temporary database) and checking a fixture file's cases against its
//! answers. Each test binary uses part of it.

#![allow(dead_code, clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use serde_json::Value;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// True when `actual` has everything `expect` says (`"*"` matches anything; arrays match
/// element by element).
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

/// Runs `cardtable batch` on `input`; each output line as printed.
pub fn batch_lines(input: &str) -> Vec<String> {
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
        .map(str::to_string)
        .collect()
}

/// [`batch_lines`], each line parsed.
pub fn batch(input: &str) -> Vec<Value> {
    batch_lines(input)
        .iter()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// Sends every case of `tests/fixtures/<name>.json` through one batch, one request per line,
/// and checks each answer: the whole answer when the case says `"exact": true`, the printed
/// line byte for byte when it gives an `"answer"` (a CLI-RUMMY.md example), else the keys its
/// `expect` names. Cases marked `"only": "rules"` are for the rules crate and skipped. Every id
/// in `wanted` (a worked example) must have a case.
pub fn run_fixture(name: &str, wanted: &[&str]) {
    let path = format!(
        "{}/../../tests/fixtures/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let file: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let cases: Vec<&Value> = file["cases"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["only"] != "rules")
        .collect();
    let input: String = cases
        .iter()
        .map(|c| format!("{}\n", c["request"]))
        .collect();
    let lines = batch_lines(&input);
    assert_eq!(lines.len(), cases.len(), "one answer per line");
    let mut failures = Vec::new();
    for (case, line) in cases.iter().zip(&lines) {
        let got: Value = serde_json::from_str(line).unwrap();
        let ok = if case["exact"] == true {
            case["expect"] == got
        } else {
            matches(&case["expect"], &got)
        };
        if !ok {
            failures.push(format!(
                "{}: expected {} got {line}",
                case["id"], case["expect"]
            ));
        }
        if let Some(doc) = case["answer"].as_str() {
            if line != doc {
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

/// Runs `cardtable <args> --db <db>`.
pub fn cardtable(db: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cardtable"))
        .args(args)
        .arg("--db")
        .arg(db)
        .output()
        .unwrap()
}

/// The JSON a successful command printed (the test stops with its stderr otherwise).
pub fn json_of(out: &Output) -> Value {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// Creates a game with `game new --json`; its id.
pub fn new_game(db: &Path, kind: &str, players: &str, options: &str) -> String {
    let g = json_of(&cardtable(
        db,
        &[
            "game",
            "new",
            "--kind",
            kind,
            "--players",
            players,
            "--options",
            options,
            "--json",
        ],
    ));
    g["id"].as_i64().unwrap().to_string()
}
