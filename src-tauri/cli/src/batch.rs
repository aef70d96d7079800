//! `cardtable batch`: JSON Lines in on stdin, exactly one JSON line out per input line, in order.
//!
//! Each input line is one request object with an `"op"`; the answer is `{"ok":true,...}` or
//! `{"ok":false,"error":{"kind","code","message"}}`. A bad line (not JSON, unknown op, rules
//! violation) yields an error object and the batch goes on. A request's `"id"`, if any, is
//! copied into its answer. **Blank lines** (empty or whitespace only) also get one answer, an
//! error of kind `usage` and code `E_EMPTY_LINE`, so that answer *n* always belongs to input
//! line *n*. Lines that are not valid UTF-8 are read lossily and answered as bad JSON. A
//! trailing `\r` is ignored.
//!
//! Adding an op is one arm in [`dispatch`]: a function from the request to its answer.

use crate::{arrange, gin, score};
use serde_json::{json, Map, Value};
use std::io::{self, BufRead, Write};

/// Why a request got no answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    /// `validation` (the rules said no) or `usage` (the request itself is malformed).
    pub kind: &'static str,
    /// Stable code, e.g. `E_KNOCK_TOO_HIGH` or `E_BAD_REQUEST`.
    pub code: String,
    /// For people.
    pub message: String,
}

impl Failure {
    /// A malformed request.
    pub fn usage(code: &str, message: impl Into<String>) -> Self {
        Failure {
            kind: "usage",
            code: code.to_string(),
            message: message.into(),
        }
    }

    /// The error answer for this failure.
    pub fn to_json(&self) -> Value {
        json!({"ok": false, "error": {"kind": self.kind, "code": self.code, "message": self.message}})
    }
}

impl From<cardtable_rules::RuleError> for Failure {
    fn from(e: cardtable_rules::RuleError) -> Self {
        Failure {
            kind: "validation",
            code: e.code.to_string(),
            message: e.message,
        }
    }
}

/// What an op returns: the answer's fields (without `ok`), or why not.
pub type Answer = Result<Map<String, Value>, Failure>;

/// Turns an op's result into the answer line's object.
pub fn respond(answer: Answer) -> Value {
    match answer {
        Ok(mut map) => {
            let mut out = Map::new();
            out.insert("ok".to_string(), Value::Bool(true));
            out.append(&mut map);
            Value::Object(out)
        }
        Err(f) => f.to_json(),
    }
}

/// Routes one request to its op. One arm per op.
fn dispatch(op: &str, request: &Value) -> Value {
    match op {
        "arrange" => respond(arrange::answer(request)),
        "gin" => respond(gin::answer(request)),
        "score" | "game_end" => respond(score::answer(request)),
        other => Failure::usage(
            "E_UNKNOWN_OP",
            format!("Unknown op '{other}': expected one of arrange, gin, score, game_end."),
        )
        .to_json(),
    }
}

/// Answers one input line (never panics, always one JSON object).
pub fn answer_line(line: &str) -> Value {
    let line = line.strip_suffix('\r').unwrap_or(line);
    if line.trim().is_empty() {
        return Failure::usage("E_EMPTY_LINE", "Empty line: expected one JSON request.").to_json();
    }
    let request: Value = match serde_json::from_str(line) {
        Ok(v) => v,
        Err(e) => {
            return Failure::usage("E_BAD_JSON", format!("This line is not JSON: {e}.")).to_json()
        }
    };
    let Some(obj) = request.as_object() else {
        return Failure::usage("E_BAD_REQUEST", "A request must be a JSON object.").to_json();
    };
    let mut answer = match obj.get("op").and_then(Value::as_str) {
        Some(op) => dispatch(op, &request),
        None => Failure::usage(
            "E_BAD_REQUEST",
            "A request needs an \"op\", such as \"arrange\" or \"gin\".",
        )
        .to_json(),
    };
    if let (Some(id), Some(out)) = (obj.get("id"), answer.as_object_mut()) {
        out.insert("id".to_string(), id.clone());
    }
    answer
}

/// One answer as a line of JSON, with `"ok"` (then `"id"`) first for people reading along.
pub fn to_line(answer: &Value) -> String {
    let Some(map) = answer.as_object() else {
        return answer.to_string();
    };
    let mut parts = Vec::with_capacity(map.len());
    for key in ["ok", "id"] {
        if let Some(v) = map.get(key) {
            parts.push(format!("{}:{v}", Value::String(key.to_string())));
        }
    }
    for (k, v) in map.iter().filter(|(k, _)| *k != "ok" && *k != "id") {
        parts.push(format!("{}:{v}", Value::String(k.clone())));
    }
    format!("{{{}}}", parts.join(","))
}

/// Runs the batch over `input`, writing one line per input line to `output`.
pub fn run(input: impl BufRead, mut output: impl Write) -> io::Result<()> {
    let mut input = input;
    let mut buf = Vec::new();
    loop {
        buf.clear();
        if input.read_until(b'\n', &mut buf)? == 0 {
            break;
        }
        let text = String::from_utf8_lossy(&buf);
        let line = text.strip_suffix('\n').unwrap_or(&text);
        writeln!(output, "{}", to_line(&answer_line(line)))?;
        output.flush()?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_answer_per_line_in_order() {
        let input = "{\"op\":\"arrange\",\"cards\":\"As 2s 3s Kd\",\"id\":7}\n\nnot json\n{\"op\":\"nope\"}\r\n[1]\n{}";
        let mut out = Vec::new();
        run(input.as_bytes(), &mut out).unwrap();
        let lines: Vec<Value> = String::from_utf8(out)
            .unwrap()
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(lines.len(), 6);
        assert_eq!(lines[0]["ok"], true);
        assert_eq!(lines[0]["deadwood"], 10);
        assert_eq!(lines[0]["id"], 7);
        assert_eq!(lines[1]["error"]["code"], "E_EMPTY_LINE");
        assert_eq!(lines[2]["error"]["code"], "E_BAD_JSON");
        assert_eq!(lines[3]["error"]["code"], "E_UNKNOWN_OP");
        assert_eq!(lines[4]["error"]["code"], "E_BAD_REQUEST");
        assert_eq!(lines[5]["error"]["kind"], "usage");
    }

    #[test]
    fn ok_comes_first_and_lines_stay_json() {
        let line = to_line(&answer_line(
            "{\"op\":\"arrange\",\"cards\":\"As 2s 3s\",\"id\":\"x\"}",
        ));
        assert!(line.starts_with("{\"ok\":true,\"id\":\"x\","), "{line}");
        let back: Value = serde_json::from_str(&line).unwrap();
        assert_eq!(back["deadwood"], 0);
    }

    #[test]
    fn invalid_utf8_is_a_bad_line_not_a_crash() {
        let mut out = Vec::new();
        run(
            &b"\xff\xfe\n{\"op\":\"arrange\",\"cards\":\"As\"}\n"[..],
            &mut out,
        )
        .unwrap();
        let text = String::from_utf8(out).unwrap();
        assert_eq!(text.lines().count(), 2);
        assert!(text.lines().next().unwrap().contains("E_BAD_JSON"));
    }
}
