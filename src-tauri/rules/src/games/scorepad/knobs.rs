//! The scorepad's knobs on the rules screen: who wins (highest or lowest total) and how the
//! game ends (at a target, after a number of hands, or open-ended), with that target or count.

use super::{ScorepadEnd, ScorepadOptions, ScorepadWinner};
use crate::games::knob::Knob;
use serde_json::json;

/// The target of an end rule, if it has one.
fn points(e: &ScorepadEnd) -> Option<i64> {
    match e {
        ScorepadEnd::Target { points } => Some(*points),
        ScorepadEnd::Hands { .. } | ScorepadEnd::Open => None,
    }
}

/// The number of hands of an end rule, if it has one.
fn count(e: &ScorepadEnd) -> Option<u32> {
    match e {
        ScorepadEnd::Hands { count } => Some(*count),
        ScorepadEnd::Target { .. } | ScorepadEnd::Open => None,
    }
}

/// The tag of an end rule, as stored.
fn mode(e: &ScorepadEnd) -> &'static str {
    match e {
        ScorepadEnd::Target { .. } => "target",
        ScorepadEnd::Hands { .. } => "hands",
        ScorepadEnd::Open => "open",
    }
}

/// The knobs, with their seed default and their value in `o`.
pub fn knobs(o: &ScorepadOptions) -> Vec<Knob> {
    let d = ScorepadOptions::default();
    let winners = vec![
        (ScorepadWinner::Highest, "Highest total"),
        (ScorepadWinner::Lowest, "Lowest total"),
    ];
    let ends = vec![
        ("target", "At a target"),
        ("hands", "After N hands"),
        ("open", "Open-ended"),
    ];
    vec![
        Knob::choice(
            "winner",
            &["winner"],
            "Who wins",
            winners,
            d.winner,
            o.winner,
        ),
        Knob::choice(
            "end",
            &["end", "kind"],
            "The game ends",
            ends,
            mode(&d.end),
            mode(&o.end),
        )
        .choice_sets("target", json!({"kind": "target", "points": 100}))
        .choice_sets("hands", json!({"kind": "hands", "count": 10}))
        .choice_sets("open", json!({"kind": "open"})),
        Knob::number(
            "end-points",
            &["end", "points"],
            "Points that end the game",
            (1, 100_000),
            points(&d.end),
            points(&o.end),
        )
        .shown_when(&["end", "kind"], "target")
        .plays_to(),
        Knob::number(
            "end-count",
            &["end", "count"],
            "Number of hands",
            (1, 1_000),
            count(&d.end),
            count(&o.end),
        )
        .shown_when(&["end", "kind"], "hands"),
    ]
}
