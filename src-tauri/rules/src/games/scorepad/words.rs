//! The scorepad's options in words: the presets, the rules screen, the end-of-game line.

use super::{ScorepadEnd, ScorepadOptions, ScorepadWinner};
use crate::games::words::{
    points_end_line, points_end_line_said, points_end_sentence, points_end_sentence_said,
    points_knobs, PointsEnd,
};
use crate::points::Points;

/// The end rule as the shared points words read it.
fn end(o: &ScorepadOptions) -> (PointsEnd, bool) {
    let end = match o.end {
        ScorepadEnd::Target { points } => PointsEnd::Target(Points::from(points)),
        ScorepadEnd::Hands { count } => PointsEnd::Hands(count),
        ScorepadEnd::Open => PointsEnd::Open,
    };
    (end, o.winner == ScorepadWinner::Lowest)
}

/// A preset's name.
pub fn preset_name(id: &str) -> String {
    match id {
        "seed" => "Open-ended".to_string(),
        "to_100_highest" => "First to 100".to_string(),
        "to_100_lowest" => "Lowest at 100".to_string(),
        "ten_hands" => "Ten hands".to_string(),
        other => crate::games::spelled_out(other),
    }
}

/// The options, one line each.
pub fn describe(o: &ScorepadOptions) -> Vec<String> {
    let (e, low) = end(o);
    vec![points_end_sentence(e, low)]
}

/// "To 100 · lowest total wins".
pub fn end_line(o: &ScorepadOptions) -> String {
    let (e, low) = end(o);
    points_end_line(e, low)
}

/// [`describe`] as messages, for the reader's language.
pub fn describe_said(o: &ScorepadOptions) -> Vec<crate::says::Said> {
    let (e, low) = end(o);
    vec![points_end_sentence_said(e, low)]
}

/// [`end_line`] as a message, for the reader's language.
pub fn end_said(o: &ScorepadOptions) -> crate::says::Said {
    let (e, low) = end(o);
    points_end_line_said(e, low)
}

/// [`knob_words`] as messages, for the reader's language.
pub fn knob_words_said(o: &ScorepadOptions) -> Vec<(&'static str, crate::says::Said)> {
    let (e, low) = end(o);
    crate::games::words::points_knobs_said(e, low)
}

/// The knobs the rules screen offers.
pub fn knob_words(o: &ScorepadOptions) -> Vec<(&'static str, String)> {
    let (e, low) = end(o);
    points_knobs(e, low)
}
