//! Six Card Golf's options in words: the presets, the rules screen, the end-of-game line.

use super::GolfOptions;
use crate::games::words::{num, num_arg, plural};
use crate::says::Said;

/// A preset's name.
pub fn preset_name(id: &str) -> String {
    match id {
        "seed" => "Standard".to_string(),
        "eighteen_holes" => "18 holes".to_string(),
        "jokers_and_negative_twos" => "Jokers, pair of 2s −4".to_string(),
        other => crate::games::spelled_out(other),
    }
}

/// What a pair of 2s scores.
fn twos(o: &GolfOptions) -> &'static str {
    if o.negative_pair_of_twos {
        "−4"
    } else {
        "0"
    }
}

/// One line about a preset, from its options.
pub fn preset_hint(id: &str, o: &GolfOptions) -> String {
    match id {
        "eighteen_holes" => format!("A longer game: {}.", plural(o.holes, "hole")),
        "jokers_and_negative_twos" => format!(
            "Two jokers per pack worth {}; a pair of 2s scores {}.",
            num(o.joker_value),
            twos(o)
        ),
        _ => format!(
            "{}; a pair scores 0, a 2 is −2, a king {}.",
            plural(o.holes, "hole"),
            num(o.king_value)
        ),
    }
}

/// The options, one line each.
pub fn describe(o: &GolfOptions) -> Vec<String> {
    let mut lines = vec![
        format!("{}; the lowest total wins.", plural(o.holes, "hole")),
        format!(
            "A column of two cards of one rank scores 0; otherwise each card counts (A 1, 2 −2, 3–10 as marked, J and Q 10, K {}).",
            num(o.king_value)
        ),
        format!(
            "A king counts {}; a pair of 2s scores {}.",
            num(o.king_value),
            twos(o)
        ),
    ];
    if o.jokers {
        lines.push(format!("Jokers in play, worth {}.", num(o.joker_value)));
    }
    lines
}

/// "9 holes · lowest total wins".
pub fn end_line(o: &GolfOptions) -> String {
    format!("{} · lowest total wins", plural(o.holes, "hole"))
}

/// [`preset_hint`] as a message, for the reader's language.
pub fn preset_hint_said(id: &str, o: &GolfOptions) -> Said {
    let twos = if o.negative_pair_of_twos { -4 } else { 0 };
    match id {
        "eighteen_holes" => Said::new("hint-golf-longer").arg("holes", o.holes),
        "jokers_and_negative_twos" => Said::new("hint-golf-jokers")
            .arg("joker", num_arg(o.joker_value))
            .arg("twos", num_arg(twos)),
        _ => Said::new("hint-golf-seed")
            .arg("holes", o.holes)
            .arg("king", num_arg(o.king_value)),
    }
}

/// [`describe`] as messages, for the reader's language.
pub fn describe_said(o: &GolfOptions) -> Vec<Said> {
    let twos = if o.negative_pair_of_twos { -4 } else { 0 };
    let mut lines = vec![
        Said::new("rules-golf-holes").arg("holes", o.holes),
        Said::new("rules-golf-columns").arg("king", num_arg(o.king_value)),
        Said::new("rules-golf-king-twos")
            .arg("king", num_arg(o.king_value))
            .arg("twos", num_arg(twos)),
    ];
    if o.jokers {
        lines.push(Said::new("rules-golf-jokers").arg("joker", num_arg(o.joker_value)));
    }
    lines
}

/// [`end_line`] as a message, for the reader's language.
pub fn end_said(o: &GolfOptions) -> Said {
    Said::new("rules-golf-end").arg("holes", o.holes)
}

/// [`knob_words`] as messages, for the reader's language.
pub fn knob_words_said(o: &GolfOptions) -> Vec<(&'static str, Said)> {
    let twos = if o.negative_pair_of_twos {
        "hint-golf-twos-negative"
    } else {
        "hint-golf-twos-zero"
    };
    vec![
        ("holes", Said::new("rules-golf-holes").arg("holes", o.holes)),
        ("twos", Said::new(twos)),
        (
            "king",
            Said::new("hint-golf-king").arg("king", num_arg(o.king_value)),
        ),
    ]
}

/// The knobs the rules screen offers.
pub fn knob_words(o: &GolfOptions) -> Vec<(&'static str, String)> {
    let twos = if o.negative_pair_of_twos {
        "Two 2s in a column score −4."
    } else {
        "Two 2s in a column score 0, like any pair."
    };
    vec![
        (
            "holes",
            format!("{}; the lowest total wins.", plural(o.holes, "hole")),
        ),
        ("twos", twos.to_string()),
        (
            "king",
            format!("Each unpaired king counts {}.", num(o.king_value)),
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_follow_the_options() {
        let o = GolfOptions {
            negative_pair_of_twos: true,
            jokers: true,
            ..GolfOptions::default()
        };
        assert_eq!(
            preset_hint("jokers_and_negative_twos", &o),
            "Two jokers per pack worth −2; a pair of 2s scores −4."
        );
        assert_eq!(describe(&o).len(), 4);
        assert_eq!(
            end_line(&GolfOptions::default()),
            "9 holes · lowest total wins"
        );
    }
}
