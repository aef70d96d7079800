//! `cardtable batch`: JSON Lines in on stdin, exactly one JSON line out per input line, in order.
//!
//! Each input line is one request object with an `"op"`; the answer is `{"ok":true,...}` or
//! `{"ok":false,"error":{"kind","code","message"}}`. A bad line (not JSON, unknown op, rules
//! violation) yields an error object and the batch goes on. A request's `"id"`, if any, is
//! copied into its answer. **Blank lines** (empty or whitespace only) also get one answer, an
//! error of kind `usage` and code `E_EMPTY_LINE`, so that answer *n* always belongs to input
//! line *n*. Lines that are not valid UTF-8 are read lossily and answered as bad JSON. A
//! trailing `\r` is ignored. A line longer than [`MAX_LINE`] bytes is not kept in memory: it
//! is skipped as it streams past and answered with one usage error, `E_LINE_TOO_LONG`, and
//! the batch goes on with the next line.
//!
//! Answers are written into one reused buffer and flushed whenever the input has nothing more
//! waiting, so a program that writes one line and waits gets its answer at once, while a
//! file streams through in large writes.
//!
//! Adding an op is one arm in [`dispatch`]: a function from the request to its answer.

use crate::{arrange, avalanche, gin, score, skull};
use cardtable_rules::GameKind;
use serde::de::DeserializeOwned;
use serde_json::{json, Map, Value};
use std::io::{self, BufRead, Write};

/// Why a request got no answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    /// `validation` (the rules said no) or `usage` (the request itself is malformed).
    pub kind: &'static str,
    /// Stable code, e.g. `E_KNOCK_TOO_HIGH` or `E_BAD_REQUEST`.
    pub code: String,
    /// For people, in English (the JSON's words).
    pub message: String,
    /// The same message as data, when it is said in every language (the text output writes
    /// it in its language).
    pub said: Option<Box<cardtable_rules::says::Said>>,
}

impl Failure {
    /// A malformed request.
    pub fn usage(code: &str, message: impl Into<String>) -> Self {
        Failure {
            kind: "usage",
            code: code.to_string(),
            message: message.into(),
            said: None,
        }
    }

    /// A malformed request said in every language: the JSON keeps its English, the text
    /// output writes it in its language.
    pub fn usage_said(code: &str, said: cardtable_rules::says::Said) -> Self {
        Failure {
            said: Some(Box::new(said.clone())),
            ..Failure::usage(code, said.english())
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
            said: e.said,
        }
    }
}

/// What an op returns: the answer's fields (without `ok`), or why not.
pub type Answer = Result<Map<String, Value>, Failure>;

/// A malformed request (`E_BAD_REQUEST`), for the ops that read their fields by hand.
pub fn bad_request(message: impl Into<String>) -> Failure {
    Failure::usage("E_BAD_REQUEST", message)
}

/// The request's field `key` read as `T`, or a usage failure naming it and `what` it must be.
pub fn field<T: DeserializeOwned>(request: &Value, key: &str, what: &str) -> Result<T, Failure> {
    let v = request.get(key).cloned().unwrap_or(Value::Null);
    serde_json::from_value(v).map_err(|e| bad_request(format!("\"{key}\" must be {what}: {e}.")))
}

/// The request's field `key` read as `T` when it is there and not `null`.
pub fn optional<T: DeserializeOwned>(
    request: &Value,
    key: &str,
    what: &str,
) -> Result<Option<T>, Failure> {
    match request.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(_) => field(request, key, what).map(Some),
    }
}

/// An answer made of a JSON object's fields (anything else answers no fields).
pub fn object(value: Value) -> Answer {
    match value {
        Value::Object(map) => Ok(map),
        _ => Ok(Map::new()),
    }
}

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
        "skull_bid" => respond(skull::bid(request)),
        "skull_round" => respond(skull::round(request)),
        "skull_game" => respond(skull::game(request)),
        "avalanche_play" => respond(avalanche::play(request)),
        "avalanche_round" => respond(avalanche::round(request)),
        "avalanche_counts" => respond(avalanche::counts(request)),
        other => Failure::usage(
            "E_UNKNOWN_OP",
            format!("Unknown op '{other}': expected one of arrange, gin, score, game_end, skull_bid, skull_round, skull_game, avalanche_play, avalanche_round, avalanche_counts."),
        )
        .to_json(),
    }
}

/// Answers one input line (never panics, always one JSON object).
#[cfg(test)]
pub fn answer_line(line: &str) -> Value {
    answer_line_keyed(line).0
}

/// [`answer_line`], with the order CLI-RUMMY.md writes that answer's fields in (after `ok` and
/// `id`; fields it does not name follow in alphabetical order). The batch itself writes
/// through [`write_answer`], which gives the same bytes.
#[cfg(test)]
pub fn answer_line_keyed(line: &str) -> (Value, &'static [&'static str]) {
    match parse_line(line) {
        Ok(request) => answer_request(&request),
        Err(f) => (f.to_json(), &[][..]),
    }
}

/// One input line as its request (a trailing `\r` ignored), or why it is none.
fn parse_line(line: &str) -> Result<Value, Failure> {
    let line = line.strip_suffix('\r').unwrap_or(line);
    if line.trim().is_empty() {
        return Err(Failure::usage(
            "E_EMPTY_LINE",
            "Empty line: expected one JSON request.",
        ));
    }
    serde_json::from_str(line)
        .map_err(|e| Failure::usage("E_BAD_JSON", format!("This line is not JSON: {e}.")))
}

/// The answer to one parsed request, with its documented field order.
fn answer_request(request: &Value) -> (Value, &'static [&'static str]) {
    let Some(obj) = request.as_object() else {
        return (
            Failure::usage("E_BAD_REQUEST", "A request must be a JSON object.").to_json(),
            &[][..],
        );
    };
    let mut answer = match obj.get("op").and_then(Value::as_str) {
        Some(op) => dispatch(op, request),
        None => Failure::usage(
            "E_BAD_REQUEST",
            "A request needs an \"op\", such as \"arrange\" or \"gin\".",
        )
        .to_json(),
    };
    if let (Some(id), Some(out)) = (obj.get("id"), answer.as_object_mut()) {
        out.insert("id".to_string(), id.clone());
    }
    let order = match obj.get("op").and_then(Value::as_str) {
        Some("score") => obj
            .get("game")
            .and_then(Value::as_str)
            .and_then(GameKind::from_batch_name)
            .map_or(&[][..], |(kind, _)| kind.batch_keys()),
        _ => &[],
    };
    (answer, order)
}

/// The answer line to one input line appended to `out` (without the newline): the bytes of
/// [`answer_line_keyed`] written by [`write_line`]. A Gin hand that is refereed is written
/// straight from its outcome ([`crate::gin_line`]), the hot path of a Gin batch.
fn write_answer(out: &mut Vec<u8>, line: &str) {
    let request = match parse_line(line) {
        Ok(r) => r,
        Err(f) => return write_line(out, &f.to_json(), &[]),
    };
    if request.get("op").and_then(Value::as_str) == Some("gin") {
        if let Ok(scored) = gin::scored(&request) {
            return crate::gin_line::write(out, request.get("id"), &scored);
        }
    }
    let (answer, order) = answer_request(&request);
    write_line(out, &answer, order);
}

/// Longest input line answered (1 MiB); a longer one gets `E_LINE_TOO_LONG`.
pub const MAX_LINE: usize = 1 << 20;

/// One answer as a line of JSON, with `"ok"` (then `"id"`) first for people reading along.
pub fn to_line(answer: &Value) -> String {
    let mut out = Vec::new();
    write_line(&mut out, answer, &[]);
    String::from_utf8_lossy(&out).into_owned()
}

/// [`to_line`] appended to `out` (without the newline), the fields named in `order` right
/// after `ok` and `id`.
fn write_line(out: &mut Vec<u8>, answer: &Value, order: &[&str]) {
    let Some(map) = answer.as_object() else {
        // Writing JSON into a Vec cannot fail.
        let _ = serde_json::to_writer(&mut *out, answer);
        return;
    };
    out.push(b'{');
    let mut first = true;
    let mut field = |out: &mut Vec<u8>, k: &str, v: &Value| {
        if !first {
            out.push(b',');
        }
        first = false;
        let _ = serde_json::to_writer(&mut *out, k);
        out.push(b':');
        let _ = serde_json::to_writer(&mut *out, v);
    };
    let first = ["ok", "id"].iter().chain(order);
    for key in first.clone() {
        if let Some(v) = map.get(*key) {
            field(out, key, v);
        }
    }
    for (k, v) in map.iter().filter(|(k, _)| !first.clone().any(|f| f == k)) {
        field(out, k, v);
    }
    out.push(b'}');
}

/// The answer to a line longer than [`MAX_LINE`].
fn too_long_answer() -> Value {
    Failure::usage(
        "E_LINE_TOO_LONG",
        format!(
            "This line is longer than {} MiB, so it was skipped: one request per line, each under {} MiB.",
            MAX_LINE >> 20,
            MAX_LINE >> 20
        ),
    )
    .to_json()
}

/// Reads the next line into `line` (without its `\n`), keeping at most [`MAX_LINE`] bytes:
/// the rest of a longer line is read past and dropped. Returns `None` at the end of the input,
/// else whether the line was too long and whether more input is already buffered.
fn next_line(input: &mut impl BufRead, line: &mut Vec<u8>) -> io::Result<Option<(bool, bool)>> {
    line.clear();
    let mut too_long = false;
    let mut read_any = false;
    loop {
        let buf = match input.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buf.is_empty() {
            // End of input: a last line without its newline still counts.
            return Ok(read_any.then_some((too_long, false)));
        }
        read_any = true;
        let (part, used, done) = match buf.iter().position(|&b| b == b'\n') {
            Some(i) => (&buf[..i], i + 1, true),
            None => (buf, buf.len(), false),
        };
        if !too_long {
            if line.len() + part.len() > MAX_LINE {
                too_long = true;
                line.clear();
            } else {
                line.extend_from_slice(part);
            }
        }
        let more = buf.len() > used;
        input.consume(used);
        if done {
            return Ok(Some((too_long, more)));
        }
    }
}

/// Runs the batch over `input`, writing one line per input line to `output`.
pub fn run(input: impl BufRead, mut output: impl Write) -> io::Result<()> {
    let mut input = input;
    let mut line = Vec::new();
    let mut out = Vec::with_capacity(1 << 16);
    while let Some((too_long, more)) = next_line(&mut input, &mut line)? {
        if too_long {
            write_line(&mut out, &too_long_answer(), &[]);
        } else {
            match std::str::from_utf8(&line) {
                Ok(text) => write_answer(&mut out, text),
                Err(_) => write_answer(&mut out, &String::from_utf8_lossy(&line)),
            }
        }
        out.push(b'\n');
        // Flush when the reader would wait for more input (or the buffer is large).
        if !more || out.len() >= 1 << 16 {
            output.write_all(&out)?;
            output.flush()?;
            out.clear();
        }
    }
    output.write_all(&out)?;
    output.flush()
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

    fn answers(input: &[u8], chunk: usize) -> Vec<Value> {
        let mut out = Vec::new();
        run(io::BufReader::with_capacity(chunk, input), &mut out).unwrap();
        String::from_utf8(out)
            .unwrap()
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect()
    }

    #[test]
    fn a_line_over_the_limit_gets_one_error_and_the_batch_goes_on() {
        let ok = b"{\"op\":\"arrange\",\"cards\":\"As 2s 3s\"}\n";
        let mut input = ok.to_vec();
        input.extend(std::iter::repeat_n(b'x', MAX_LINE + 1));
        input.push(b'\n');
        // Exactly at the limit is still read (and is not JSON).
        input.extend(std::iter::repeat_n(b' ', MAX_LINE - 1));
        input.extend(b"x\n");
        input.extend(ok);
        // Over the limit with no newline at the end of the input.
        input.extend(std::iter::repeat_n(b'{', 3 * MAX_LINE));
        for chunk in [8 * 1024, 7, MAX_LINE + 3] {
            let lines = answers(&input, chunk);
            assert_eq!(lines.len(), 5, "chunk {chunk}");
            assert_eq!(lines[0]["deadwood"], 0);
            assert_eq!(lines[1]["error"]["code"], "E_LINE_TOO_LONG");
            assert_eq!(lines[1]["error"]["kind"], "usage");
            assert_eq!(lines[2]["error"]["code"], "E_BAD_JSON");
            assert_eq!(lines[3]["deadwood"], 0);
            assert_eq!(lines[4]["error"]["code"], "E_LINE_TOO_LONG");
        }
    }

    #[test]
    fn small_reads_and_a_last_line_without_newline() {
        let input = b"{\"op\":\"arrange\",\"cards\":\"As 2s 3s\",\"id\":1}\r\n\n{\"op\":\"arrange\",\"cards\":\"Kd\"}";
        let lines = answers(input, 3);
        assert_eq!(lines.len(), 3);
        assert_eq!(
            (lines[0]["id"].clone(), lines[0]["deadwood"].clone()),
            (json!(1), json!(0))
        );
        assert_eq!(lines[1]["error"]["code"], "E_EMPTY_LINE");
        assert_eq!(lines[2]["deadwood"], 10);
    }

    /// The Gin hot path writes the very bytes of the general path, on every kind of Gin line:
    /// ids of every JSON type or none, presets and options, declared melds and lay-offs (with
    /// their warnings), gin, big gin, undercuts, the counts and void forms, refusals.
    #[test]
    fn the_gin_hot_path_writes_the_general_paths_bytes() {
        let mut lines = vec![
            r#"{"op":"gin","id":"x\"y","knocker":"5H 6H 7H TC TD TS 2C 3C 4C 8S","defender":"8H TH AS AD AC JD QD KD 3D 2H"}"#.to_string(),
            r#"{"op":"gin","id":null,"knocker":"As 2s 3s 4s 5s 6s 7s 8s 9s Ts","defender":"Kd Qd Jd 9c 8c 7c 2h 3h 4h 5d"}"#.to_string(),
            r#"{"op":"gin","id":[1,{"a":2}],"knocker":"As 2s 3s 4s 5s 6s 7s 8s 9s Ts Js","defender":"Kd Qd Jd 9c 8c 7c 2h 3h 4h 5d","preset":"classic"}"#.to_string(),
            r#"{"op":"gin","id":2.5,"knocker":"3S 4S 5S 8D 8C 8H JH QH KH 2D","defender":"9C 9D 9S 4D 5D 6D KS QC 7C 3H","knockerMelds":"3s 4s 5s,8d 8c 8h","options":{"undercutOnTie":false}}"#.to_string(),
            r#"{"op":"gin","knocker":"3S 4S 5S 8D 8C 8H JH QH KH 2D","defender":"9C 9D 9S 4D 5D 6D KS QC 7C 3H","layoffs":"6s"}"#.to_string(),
            r#"{"op":"gin","id":true,"knockerDeadwood":6,"defenderDeadwood":20,"upcard":"7s","preset":"oklahoma"}"#.to_string(),
            r#"{"op":"gin","id":-3,"void":true}"#.to_string(),
            r#"{"op":"gin","id":4,"knocker":"As 2s","defender":"Kd"}"#.to_string(),
            r#"{"op":"gin","id":5,"knocker":"KS KH KD QC JC 9D 8D 7D 6D 2S","defender":"AS 2H 3H 4H 5H 6H 7H 8H 9H TH"}"#.to_string(),
            "{\"op\":\"gin\",\"id\":6}\r".to_string(),
        ];
        // Random knocks, every tenth with a preset, as the batch bench deals them.
        let mut seed = 13u64;
        let deck: Vec<String> = cardtable_rules::Suit::ALL
            .iter()
            .flat_map(|&s| {
                cardtable_rules::Rank::ALL
                    .iter()
                    .map(move |&r| cardtable_rules::Card::new(r, s).to_string())
            })
            .collect();
        for n in 0..300 {
            let mut d = deck.clone();
            for i in 0..20 {
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let j = i + (seed >> 33) as usize % (52 - i);
                d.swap(i, j);
            }
            let preset = ["", r#","preset":"hollywood""#, r#","preset":"classic""#][n % 3];
            lines.push(format!(
                r#"{{"op":"gin","id":{n},"knocker":"{}","defender":"{}"{preset}}}"#,
                d[..10].join(" "),
                d[10..20].join(" ")
            ));
        }
        for line in &lines {
            let (answer, order) = answer_line_keyed(line);
            let mut general = Vec::new();
            write_line(&mut general, &answer, order);
            let mut fast = Vec::new();
            write_answer(&mut fast, line);
            assert_eq!(
                String::from_utf8_lossy(&fast),
                String::from_utf8_lossy(&general),
                "{line}"
            );
        }
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
