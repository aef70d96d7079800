//! Gift Rummy's options in words: the presets, the rules screen, the end-of-game line.

use super::{Counting, GiftRummyOptions};
use crate::games::words::plural;
use crate::says::Said;

/// A preset's name.
pub fn preset_name(id: &str) -> String {
    match id {
        "seed" => "Independent counting".to_string(),
        "exclusive" => "Exclusive counting".to_string(),
        other => crate::games::spelled_out(other),
    }
}

/// One line about the counting.
fn counting(o: &GiftRummyOptions) -> &'static str {
    match o.counting {
        Counting::Independent => {
            "Each card counts in every category it fits (flush, sequences, sets, twenty-one)."
        }
        Counting::Exclusive => {
            "Sequences, sets and the twenty-one use different cards; the best total counts."
        }
    }
}

/// One line about a preset, from its options.
pub fn preset_hint(_id: &str, o: &GiftRummyOptions) -> String {
    counting(o).to_string()
}

/// The options, one line each.
pub fn describe(o: &GiftRummyOptions) -> Vec<String> {
    vec![
        counting(o).to_string(),
        format!(
            "{}, or until someone reaches {}; the highest total wins.",
            plural(o.deals, "deal"),
            o.target
        ),
        format!("The only knocker after round 1 scores {}.", o.knock_bonus),
    ]
}

/// "4 deals or first to 100 · highest wins".
pub fn end_line(o: &GiftRummyOptions) -> String {
    format!(
        "{} or first to {} · highest wins",
        plural(o.deals, "deal"),
        o.target
    )
}

/// [`describe`] as messages, for the reader's language.
pub fn describe_said(o: &GiftRummyOptions) -> Vec<Said> {
    let counting = match o.counting {
        Counting::Independent => "rules-gift-independent",
        Counting::Exclusive => "rules-gift-exclusive",
    };
    vec![
        Said::new(counting),
        Said::new("rules-gift-end")
            .arg("deals", o.deals)
            .arg("target", o.target),
        Said::new("rules-gift-knock").arg("bonus", o.knock_bonus),
    ]
}

/// [`end_line`] as a message, for the reader's language.
pub fn end_said(o: &GiftRummyOptions) -> Said {
    Said::new("rules-gift-line")
        .arg("deals", o.deals)
        .arg("target", o.target)
}

/// [`knob_words`] as messages, for the reader's language.
pub fn knob_words_said(o: &GiftRummyOptions) -> Vec<(&'static str, Said)> {
    vec![
        (
            "target",
            Said::new("hint-gift-target")
                .arg("deals", o.deals)
                .arg("target", o.target),
        ),
        ("deals", Said::new("hint-gift-deals").arg("deals", o.deals)),
    ]
}

/// The knobs the rules screen offers.
pub fn knob_words(o: &GiftRummyOptions) -> Vec<(&'static str, String)> {
    vec![
        (
            "target",
            format!(
                "{}, or until someone reaches {}.",
                plural(o.deals, "deal"),
                o.target
            ),
        ),
        (
            "deals",
            format!(
                "At most {} of up to three rounds each.",
                plural(o.deals, "deal")
            ),
        ),
    ]
}
