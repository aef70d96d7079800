//! Reading entered JSON (a hand's facts, a game's options, a CLI request) into a typed value,
//! with the failure said for a person instead of for a programmer.
//!
//! Serde says "invalid value: integer `-3`, expected u32"; the table should read "“bids”, item
//! 2: -3 is not allowed here (a whole number of 0 or more is expected)". [`read_json`] keeps the
//! path to the bad value (through `serde_path_to_error`) and [`plain`] rewrites serde's
//! standard phrases; messages the types write themselves (a card that is not a card, a
//! fraction with a zero denominator) are already for people and pass through unchanged.

use serde::de::DeserializeOwned;
use serde_json::Value;

/// Reads `value` as a `T`; the error is one sentence part for people (no trailing period),
/// naming where in the JSON the problem is when it is not at the top.
pub fn read_json<T: DeserializeOwned>(value: &Value) -> Result<T, String> {
    serde_path_to_error::deserialize::<_, T>(value).map_err(|e| {
        let inner = e.inner().to_string();
        // The path of an unknown field ends at that field, which the message names already.
        let skip_last = inner.starts_with("unknown field");
        let place = place(e.path(), skip_last);
        let what = match at_path(value, e.path()) {
            // A count or points typed with decimals (2.5) where whole numbers are taken.
            Some(Value::Number(n)) if n.is_f64() && inner.contains("untagged enum") => {
                format!("{n} is not a whole number: counts and points are whole numbers")
            }
            _ => plain(&inner),
        };
        match place {
            Some(p) => format!("{p}: {what}"),
            None => what,
        }
    })
}

/// The value at `path` in `value`, if it is there.
fn at_path<'v>(value: &'v Value, path: &serde_path_to_error::Path) -> Option<&'v Value> {
    use serde_path_to_error::Segment;
    path.iter().try_fold(value, |v, segment| match segment {
        Segment::Seq { index } => v.get(*index),
        Segment::Map { key } => v.get(key.as_str()),
        Segment::Enum { .. } | Segment::Unknown => Some(v),
    })
}

/// Where in the JSON the problem is: `“bids”, item 2`; `None` at the top level.
fn place(path: &serde_path_to_error::Path, skip_last: bool) -> Option<String> {
    use serde_path_to_error::Segment;
    let segments: Vec<&Segment> = path.iter().collect();
    let keep = segments.len() - usize::from(skip_last && !segments.is_empty());
    let parts: Vec<String> = segments[..keep]
        .iter()
        .filter_map(|s| match s {
            Segment::Seq { index } => Some(format!("item {}", index.saturating_add(1))),
            Segment::Map { key } => Some(format!("“{}”", clip(key))),
            Segment::Enum { variant } => Some(format!("“{}”", clip(variant))),
            Segment::Unknown => None,
        })
        .collect();
    (!parts.is_empty()).then(|| parts.join(", "))
}

/// Serde's standard phrases in words for the table. Anything else is returned unchanged.
pub fn plain(message: &str) -> String {
    let m = message.trim_end_matches('.');
    if let Some(rest) = m.strip_prefix("invalid type: ") {
        if let Some((got, want)) = rest.split_once(", expected ") {
            return format!(
                "{} was given where {} is expected",
                value_words(got),
                type_words(want)
            );
        }
    }
    if let Some(rest) = m.strip_prefix("invalid value: ") {
        if let Some((got, want)) = rest.split_once(", expected ") {
            return format!(
                "{} is not allowed here ({} is expected)",
                value_words(got),
                type_words(want)
            );
        }
    }
    if let Some(rest) = m.strip_prefix("invalid length ") {
        if let Some((got, want)) = rest.split_once(", expected ") {
            return format!(
                "{} item(s) were given where {} is expected",
                clip(got),
                type_words(want)
            );
        }
    }
    if let Some(rest) = m.strip_prefix("missing field ") {
        return format!("“{}” is missing", unquote(rest));
    }
    if let Some(rest) = m.strip_prefix("duplicate field ") {
        return format!("“{}” is given twice", unquote(rest));
    }
    if let Some(rest) = m.strip_prefix("unknown field ") {
        let (field, choices) = rest.split_once(", expected ").unwrap_or((rest, ""));
        return format!(
            "“{}” is not something Cardtable knows here{}",
            unquote(field),
            choice_words(choices)
        );
    }
    if let Some(rest) = m.strip_prefix("unknown variant ") {
        let (variant, choices) = rest.split_once(", expected ").unwrap_or((rest, ""));
        return format!(
            "“{}” is not a choice here{}",
            unquote(variant),
            choice_words(choices)
        );
    }
    if m.starts_with("data did not match any variant of untagged enum") {
        return "this entry is neither of the kinds this game takes here".to_string();
    }
    clip(m)
}

/// ` (choose one of: a, b)` from serde's "one of `a`, `b`" / "`a`"; empty when there is none.
fn choice_words(choices: &str) -> String {
    let list = choices.strip_prefix("one of ").unwrap_or(choices);
    let names: Vec<String> = list
        .split(", ")
        .flat_map(|part| part.split(" or "))
        .map(unquote)
        .filter(|n| !n.is_empty() && !n.starts_with("there are no"))
        .collect();
    if names.is_empty() {
        String::new()
    } else {
        format!(" (choose one of: {})", names.join(", "))
    }
}

/// Serde's description of the value it got, for people.
fn value_words(got: &str) -> String {
    let got = got.trim();
    for prefix in ["integer ", "floating point ", "boolean ", "character "] {
        if let Some(v) = got.strip_prefix(prefix) {
            return unquote(v);
        }
    }
    if let Some(v) = got.strip_prefix("string ") {
        return format!("the text {}", clip(v));
    }
    match got {
        "null" => "nothing (null)".to_string(),
        "sequence" => "a list".to_string(),
        "map" => "a set of named values".to_string(),
        "unit value" | "unit" => "nothing".to_string(),
        other => clip(other),
    }
}

/// Serde's description of what it expected (a Rust type name, often), for people.
fn type_words(want: &str) -> String {
    let want = want.trim();
    match want {
        "u8" | "u16" | "u32" | "u64" | "u128" | "usize" => {
            "a whole number of 0 or more".to_string()
        }
        "i8" | "i16" | "i32" | "i64" | "i128" | "isize" | "an integer" => {
            "a whole number".to_string()
        }
        "f32" | "f64" | "a number" => "a number".to_string(),
        "a boolean" | "bool" => "true or false".to_string(),
        "a string" | "a borrowed string" | "a char" => "text".to_string(),
        "a sequence" => "a list".to_string(),
        "a map" => "a set of named values".to_string(),
        other if other.starts_with("struct ") || other.starts_with("internally tagged enum") => {
            "a set of named values".to_string()
        }
        other if other.starts_with("a sequence of ") || other.starts_with("an array of") => {
            format!("a list ({})", clip(other))
        }
        other if other.starts_with("tuple") || other.starts_with("a tuple") => {
            format!("a list ({})", clip(other))
        }
        other => clip(other),
    }
}

/// `\`x\`` → `x`.
fn unquote(s: &str) -> String {
    clip(s.trim().trim_matches('`'))
}

/// At most 60 characters of something echoed back, so a 50 MB value never lands in a message.
fn clip(s: &str) -> String {
    const MAX: usize = 60;
    match s.char_indices().nth(MAX) {
        Some((i, _)) => format!("{}…", &s[..i]),
        None => s.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;
    use serde_json::json;

    #[derive(Debug, Deserialize)]
    #[serde(rename_all = "camelCase", deny_unknown_fields)]
    #[allow(dead_code)]
    struct Bids {
        bids: Vec<u32>,
        hook: bool,
        #[serde(default)]
        form: Option<Form>,
    }

    #[derive(Debug, Deserialize)]
    #[serde(rename_all = "snake_case")]
    enum Form {
        Cards,
        Counts,
    }

    fn err(v: Value) -> String {
        read_json::<Bids>(&v).err().unwrap_or_default()
    }

    #[test]
    fn no_programmer_words_reach_people() {
        let cases = [
            (
                json!({"bids": [1, -3], "hook": true}),
                "“bids”, item 2: -3 is not allowed here (a whole number of 0 or more is expected)",
            ),
            (
                json!({"bids": "two", "hook": true}),
                "“bids”: the text \"two\" was given where a list is expected",
            ),
            (json!({"bids": []}), "“hook” is missing"),
            (
                json!({"bids": [], "hook": 1}),
                "“hook”: 1 was given where true or false is expected",
            ),
            (
                json!({"bids": [], "hook": true, "form": "void"}),
                "“form”: “void” is not a choice here (choose one of: cards, counts)",
            ),
            (
                json!({"bids": [], "hook": true, "hooks": 1}),
                "“hooks” is not something Cardtable knows here (choose one of: bids, hook, form)",
            ),
            (
                json!("text"),
                "the text \"text\" was given where a set of named values is expected",
            ),
        ];
        for (value, want) in cases {
            assert_eq!(err(value), want);
        }
    }

    #[test]
    fn a_decimal_count_says_counts_are_whole_numbers() {
        #[derive(Debug, Deserialize)]
        #[serde(untagged)]
        #[allow(dead_code)]
        enum Seat {
            Cards(String),
            Count(i64),
        }
        #[derive(Debug, Deserialize)]
        #[allow(dead_code)]
        struct Hand {
            hands: Vec<Seat>,
        }
        let e = read_json::<Hand>(&json!({"hands": ["KC", 2.5]})).err();
        assert_eq!(
            e.as_deref(),
            Some("“hands”, item 2: 2.5 is not a whole number: counts and points are whole numbers")
        );
        let e = read_json::<Hand>(&json!({"hands": ["KC", true]})).err();
        assert_eq!(
            e.as_deref(),
            Some("“hands”, item 2: this entry is neither of the kinds this game takes here")
        );
    }

    #[test]
    fn long_values_are_clipped() {
        let long = "x".repeat(10_000);
        let e = err(json!({"bids": long, "hook": true}));
        assert!(e.chars().count() < 150, "{e}");
        for word in ["u32", "i64", "usize", "invalid", "expected u"] {
            assert!(!e.contains(word), "{e}");
        }
    }
}
