//! Small helpers for the words the games use about their options (the rules screen, the
//! preset hints, the end-of-game line): numbers as people read them, plurals, the end rule of
//! a game scored by points per hand.

use crate::games::knob::{Knob, KnobKind};
use crate::points::Points;
use crate::says::{render, Arg, Lang, Said};
use std::fmt::Display;

/// The words of the rules chooser that Rust sends as typed knobs and presets (a knob's label,
/// what its empty value means, a choice's label, a preset's name), each English text with its
/// message (`chooser-*` in `games.ftl`): [`knobs_in`] and [`chooser_in`] write them in the
/// reader's language. The English stays the knobs' own; the words test checks every knob and
/// preset of every game has its message here, and that the message's English is the text.
const CHOOSER: &[(&str, &str)] = &[
    ("Play to", "chooser-play-to"),
    ("Or after this many deals", "chooser-or-after-deals"),
    ("Deals", "chooser-deals"),
    ("No target", "chooser-no-target"),
    ("No limit", "chooser-no-limit"),
    ("Settled each hand, no target", "chooser-settled-no-target"),
    ("Or until someone stores", "chooser-until-stored"),
    ("Packs of 52", "chooser-packs"),
    ("Dealer's hook", "chooser-dealers-hook"),
    ("Who wins", "chooser-who-wins"),
    ("Highest total", "chooser-highest-total"),
    ("Lowest total", "chooser-lowest-total"),
    ("The game ends", "chooser-game-ends"),
    ("At a target", "chooser-at-target"),
    ("After N hands", "chooser-after-n-hands"),
    ("Open-ended", "chooser-open-ended"),
    ("Points that end the game", "chooser-end-points"),
    ("Number of hands", "chooser-number-of-hands"),
    ("Holes", "chooser-holes"),
    ("9 holes", "chooser-9-holes"),
    ("18 holes", "chooser-18-holes"),
    ("Pair of 2s scores −4", "chooser-twos"),
    ("A king is worth", "chooser-king"),
    ("Standard", "chooser-standard"),
    ("Modern", "chooser-modern"),
    ("Classic", "chooser-classic"),
    ("Oklahoma", "chooser-oklahoma"),
    ("Classic Rum", "chooser-classic-rum"),
    ("Bicycle", "chooser-bicycle"),
    ("Any partition", "chooser-any-partition"),
    ("Pagat", "chooser-pagat"),
    ("Represented jokers", "chooser-represented-jokers"),
    ("Play off ties", "chooser-play-off-ties"),
    ("Independent counting", "chooser-independent"),
    ("Exclusive counting", "chooser-exclusive"),
    ("Tricks + 10", "chooser-tricks-plus-10"),
    ("Off-bid penalty", "chooser-off-bid-penalty"),
    ("MrPikes", "chooser-mrpikes"),
    ("Up and down", "chooser-up-and-down"),
    ("First to 100", "chooser-first-to-100"),
    ("Lowest at 100", "chooser-lowest-at-100"),
    ("Ten hands", "chooser-ten-hands"),
    ("Jokers, pair of 2s −4", "chooser-jokers-twos"),
];

/// A word of the rules chooser (a knob's label, a choice, a preset's name) as its message, when
/// the chooser has one.
pub fn chooser_said(english: &str) -> Option<Said> {
    CHOOSER
        .iter()
        .find(|(e, _)| *e == english)
        .map(|(_, id)| Said::new(id))
}

/// A word of the rules chooser in `lang` (as it is when the chooser has no message for it).
pub fn chooser_in(english: &str, lang: Lang) -> String {
    match chooser_said(english) {
        Some(said) if lang != Lang::En => render(&said, lang, &[]),
        Some(_) | None => english.to_string(),
    }
}

/// The knobs with their labels, empty values' words and choices' labels in `lang`.
pub fn knobs_in(mut knobs: Vec<Knob>, lang: Lang) -> Vec<Knob> {
    if lang == Lang::En {
        return knobs;
    }
    for k in &mut knobs {
        k.label = chooser_in(&k.label, lang);
        if let Some(said) = &k.words_said {
            k.words = render(said, lang, &[]);
        }
        match &mut k.kind {
            KnobKind::Number { none, .. } => {
                if let Some(n) = none {
                    *n = chooser_in(n, lang);
                }
            }
            KnobKind::Choice { choices } => {
                for c in choices {
                    c.label = chooser_in(&c.label, lang);
                }
            }
            KnobKind::Toggle => {}
        }
    }
    knobs
}

/// A number as people read it: a typographic minus (`−5`), fractions as `25/2`.
pub fn num(n: impl Display) -> String {
    let s = n.to_string();
    match s.strip_prefix('-') {
        Some(rest) => format!("−{rest}"),
        None => s,
    }
}

/// A number as a message argument, written as [`num`] writes it: a whole number as a number
/// (it selects plural forms), a negative one with a typographic minus, a fraction in its exact
/// form (`25/2`).
pub fn num_arg(n: impl Into<Points>) -> Arg {
    let p = n.into();
    match p.parts() {
        (n, 1) if n >= 0 => Arg::Int(n),
        (_, 1) => Arg::Minus(p),
        _ => Arg::Text(num(p)),
    }
}

/// `"1 hole"`, `"9 holes"`.
pub fn plural(n: impl Into<i64>, one: &str) -> String {
    let n = n.into();
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{} {one}s", num(n))
    }
}

/// How a game scored by points per hand ends.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum PointsEnd {
    /// When someone's total reaches this.
    Target(Points),
    /// After this many hands.
    Hands(u32),
    /// Whenever the players stop.
    Open,
}

/// "The game ends when someone reaches 100; the highest total wins."
pub fn points_end_sentence(end: PointsEnd, lowest_wins: bool) -> String {
    let who = if lowest_wins {
        "the lowest total wins"
    } else {
        "the highest total wins"
    };
    match end {
        PointsEnd::Target(t) => {
            format!("The game ends when someone reaches {}; {who}.", num(t))
        }
        PointsEnd::Hands(n) => format!("The game ends after {}; {who}.", plural(n, "hand")),
        PointsEnd::Open => format!("Open-ended: stop whenever you like; {who}."),
    }
}

/// "To 100 · highest total wins", for the game screen.
pub fn points_end_line(end: PointsEnd, lowest_wins: bool) -> String {
    let who = if lowest_wins {
        "lowest total wins"
    } else {
        "highest total wins"
    };
    match end {
        PointsEnd::Target(t) => format!("To {} · {who}", num(t)),
        PointsEnd::Hands(n) => format!("{} · {who}", plural(n, "hand")),
        PointsEnd::Open => format!("Open-ended · {who}"),
    }
}

/// [`points_end_sentence`] as a message, for the reader's language.
pub fn points_end_sentence_said(end: PointsEnd, lowest_wins: bool) -> Said {
    let who = Said::new(if lowest_wins {
        "rules-points-lowest"
    } else {
        "rules-points-highest"
    });
    let said = match end {
        PointsEnd::Target(t) => Said::new("rules-points-end-target").arg("target", num_arg(t)),
        PointsEnd::Hands(n) => Said::new("rules-points-end-hands").arg("hands", n),
        PointsEnd::Open => Said::new("rules-points-end-open"),
    };
    said.arg("who", who)
}

/// [`points_end_line`] as a message, for the reader's language.
pub fn points_end_line_said(end: PointsEnd, lowest_wins: bool) -> Said {
    let who = Said::new(if lowest_wins {
        "rules-points-line-lowest"
    } else {
        "rules-points-line-highest"
    });
    let said = match end {
        PointsEnd::Target(t) => Said::new("rules-points-line-target").arg("target", num_arg(t)),
        PointsEnd::Hands(n) => Said::new("rules-points-line-hands").arg("hands", n),
        PointsEnd::Open => Said::new("rules-points-line-open"),
    };
    said.arg("who", who)
}

/// [`points_knobs`] as messages, for the reader's language.
pub fn points_knobs_said(end: PointsEnd, lowest_wins: bool) -> Vec<(&'static str, Said)> {
    let winner = Said::new(if lowest_wins {
        "hint-points-fewest"
    } else {
        "hint-points-most"
    });
    let points = match end {
        PointsEnd::Target(t) => Said::new("hint-points-target").arg("target", num_arg(t)),
        PointsEnd::Hands(_) | PointsEnd::Open => Said::new("hint-points-end-points"),
    };
    let count = match end {
        PointsEnd::Hands(n) => Said::new("hint-points-hands").arg("hands", n),
        PointsEnd::Target(_) | PointsEnd::Open => Said::new("hint-points-number"),
    };
    vec![
        ("winner", winner),
        ("end", points_end_sentence_said(end, lowest_wins)),
        ("end-points", points),
        ("end-count", count),
    ]
}

/// The "who wins" and "the game ends" knob words of a points game.
pub fn points_knobs(end: PointsEnd, lowest_wins: bool) -> Vec<(&'static str, String)> {
    let winner = if lowest_wins {
        "Fewest points wins, as in Hearts or Golf."
    } else {
        "Most points wins."
    };
    let points = match end {
        PointsEnd::Target(t) => format!("The game ends when a total reaches {t}."),
        PointsEnd::Hands(_) | PointsEnd::Open => "Points that end the game.".to_string(),
    };
    let count = match end {
        PointsEnd::Hands(n) => format!("The game ends after {}.", plural(n, "hand")),
        PointsEnd::Target(_) | PointsEnd::Open => "Number of hands.".to_string(),
    };
    vec![
        ("winner", winner.to_string()),
        ("end", points_end_sentence(end, lowest_wins)),
        ("end-points", points),
        ("end-count", count),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_plurals_and_end_lines() {
        assert_eq!(num(-5), "−5");
        assert_eq!(plural(1, "deal"), "1 deal");
        assert_eq!(plural(18, "hole"), "18 holes");
        assert_eq!(
            points_end_sentence(PointsEnd::Target(Points::from(100)), false),
            "The game ends when someone reaches 100; the highest total wins."
        );
        assert_eq!(
            points_end_line(PointsEnd::Hands(10), true),
            "10 hands · lowest total wins"
        );
        assert_eq!(
            points_end_line(PointsEnd::Open, false),
            "Open-ended · highest total wins"
        );
    }
}
