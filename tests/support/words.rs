//! Whether a screen reads in the reader's language (issue 25), shared by the Chromium test
//! (src-tauri/server/tests/all/l10n.rs) and the real window's (tests/e2e/l10n.rs): the English
//! words of the catalogues (the UI's `ui/src/locales/en.ftl`, and Rust's
//! `src-tauri/commands/locales/en/*.ftl` for what Rust writes), the text a person reads on the
//! page (tests/support/visible_text.js), and which of those words are on it.

use fantoccini::Client;
use serde_json::json;
use std::collections::BTreeSet;

/// Words written the same in every language (the brand, a file format, card notation).
const ALLOWED: [&str; 3] = ["cardtable", "json", "pin"];

/// The words of the English catalogue's messages (three letters or more, lower case): the text
/// of every message and variant, without its placeables.
pub fn english_words() -> BTreeSet<String> {
    let words = words_of(include_str!("../../ui/src/locales/en.ftl"));
    assert!(words.len() > 300, "the English catalogue has words");
    words
}

/// The words of the English messages Rust says (`src-tauri/commands/locales/en/*.ftl`: the
/// referee's explanations, game names and summaries, option words, refusals), as
/// [`english_words`] reads the UI's: what a screen in the pseudo-locale shows of Rust's words
/// must not hold one of them either.
pub fn rust_english_words() -> BTreeSet<String> {
    use cardtable_commands::words::{Lang, CATALOGUES};
    let words: BTreeSet<String> = CATALOGUES
        .iter()
        .filter(|(lang, _, _)| *lang == Lang::En)
        .flat_map(|(_, _, text)| words_of(text))
        .collect();
    assert!(words.len() > 300, "the Rust English catalogue has words");
    words
}

/// The English words of both catalogues, the UI's and Rust's: what a screen whose Rust words
/// are checked too (`visible_text(.., true)`) must not show in the pseudo-locale.
pub fn every_english_word() -> BTreeSet<String> {
    let mut words = english_words();
    words.extend(rust_english_words());
    words
}

/// The words (three letters or more, lower case) of a Fluent catalogue's messages: the text of
/// every message and variant, without its placeables.
fn words_of(source: &str) -> BTreeSet<String> {
    let mut words = BTreeSet::new();
    for line in source.lines() {
        let line = line.trim_start();
        if line.starts_with('#') || line.is_empty() {
            continue;
        }
        // "id = text", "[variant] text", "*[variant] text"; a line of a placeable alone
        // ("{ $count ->", "}") has no text.
        let text = if let Some((id, text)) = line.split_once(" = ") {
            // An example of what to type (players' names: "Ann, Bob, Cy") holds names, not
            // words; the tests' players have those names.
            if id.contains(' ') || id.ends_with("-example") {
                continue;
            }
            text
        } else if let Some(rest) = line.strip_prefix('*').unwrap_or(line).strip_prefix('[') {
            rest.split_once(']').map_or("", |(_, t)| t)
        } else {
            continue;
        };
        let mut plain = String::new();
        let mut depth = 0;
        for c in text.chars() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                _ if depth == 0 => plain.push(c),
                _ => {}
            }
        }
        for word in plain.split(|c: char| !c.is_ascii_alphabetic()) {
            if word.len() >= 3 && !ALLOWED.contains(&word.to_lowercase().as_str()) {
                words.insert(word.to_lowercase());
            }
        }
    }
    words
}

/// The visible text of the page a person reads (text nodes, and the placeholders and labels of
/// controls), without what a message was given (a player's name, between U+2068 and U+2069:
/// the pseudo-locale isolates it) and, unless `with_rust`, without what Rust wrote.
pub async fn visible_text(c: &Client, with_rust: bool) -> Vec<String> {
    let script = include_str!("visible_text.js");
    let got = c.execute(script, vec![json!(with_rust)]).await.unwrap();
    got.as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap_or_default().to_string())
        .collect()
}

/// The English words of the catalogue found in `texts` (outside web addresses), each with the
/// text it is in.
pub fn english_in(texts: &[String], words: &BTreeSet<String>) -> Vec<String> {
    texts
        .iter()
        .filter_map(|t| {
            // An address (the pairing link, the TV's) is typed, not read: its path's words
            // ("pair", "night") are the same in every language.
            let found: Vec<&str> = t
                .split_whitespace()
                .filter(|token| !token.contains("://"))
                .flat_map(|token| token.split(|c: char| !c.is_ascii_alphabetic()))
                .filter(|w| words.contains(&w.to_lowercase()))
                .collect();
            (!found.is_empty()).then(|| format!("{found:?} in {t:?}"))
        })
        .collect()
}
