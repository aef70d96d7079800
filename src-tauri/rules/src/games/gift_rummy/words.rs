//! Gift Rummy's options in words: the presets, the rules screen, the end-of-game line.

use super::{Counting, GiftRummyOptions};
use crate::games::words::plural;

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
