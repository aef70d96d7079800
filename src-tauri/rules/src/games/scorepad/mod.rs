//! The generic scorepad (RULES.md §11.15): points per hand for any game Cardtable does not
//! referee, Heart Failure among them.
//!
//! Rules implemented: 1–20 players. Each hand, every player's points are entered as a whole
//! number, negative allowed, or as a little sum such as `12+7-3` (whole numbers joined by `+`
//! and `-`; spaces and the typographic minus `−` are fine). The sum is worked out and shown
//! next to what was typed ("12+7-3 = 16"). Anything else is rejected with a clear message,
//! never guessed. The totals decide the winner: highest or lowest total, and the game ends
//! when someone reaches a target, after a number of hands, or whenever the players stop
//! (open-ended). A tie gives co-winners.
//!
//! Knobs ([`ScorepadOptions`]): `winner` (`highest` / `lowest`), `end` (`target` with
//! `points`, `hands` with `count`, or `open`).

mod knobs;
mod words;

use crate::error::{Coded, RuleError};
use crate::games::{Game, GameEnd, GameKind, PlayedHand, Scored, Table};
use crate::ledger::verdict::{leaders, totals, WinRule};
use crate::points::Points;
use crate::says::Said;
use serde::{Deserialize, Serialize};

/// Whether the highest or the lowest total wins.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "snake_case")]
pub enum ScorepadWinner {
    /// The highest total wins.
    #[default]
    Highest,
    /// The lowest total wins.
    Lowest,
}

/// When the game ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, ts_rs::TS)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum ScorepadEnd {
    /// After the hand in which someone's total reaches `points` or more.
    Target {
        /// The target.
        #[ts(type = "number")]
        points: i64,
    },
    /// After `count` hands.
    Hands {
        /// Number of hands.
        count: u32,
    },
    /// Whenever the players stop.
    #[default]
    Open,
}

/// The knobs of the scorepad.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase", default)]
pub struct ScorepadOptions {
    /// Highest or lowest total wins.
    pub winner: ScorepadWinner,
    /// When the game ends.
    pub end: ScorepadEnd,
}

impl ScorepadOptions {
    /// Named presets (stable ids); `seed` is open-ended, highest wins.
    pub fn presets() -> Vec<(&'static str, ScorepadOptions)> {
        use ScorepadEnd::{Hands, Open, Target};
        use ScorepadWinner::{Highest, Lowest};
        let p = |winner, end| ScorepadOptions { winner, end };
        vec![
            ("seed", p(Highest, Open)),
            ("to_100_highest", p(Highest, Target { points: 100 })),
            ("to_100_lowest", p(Lowest, Target { points: 100 })),
            ("ten_hands", p(Highest, Hands { count: 10 })),
        ]
    }
}

/// One player's points as entered: a number, or text such as `"12+7-3"`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(untagged)]
pub enum PointsEntry {
    /// A plain number.
    Number(#[ts(type = "number")] i64),
    /// Text to evaluate.
    Text(String),
}

/// What the players enter for one hand: points per seat, in seat order.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct ScorepadHand {
    /// Each seat's points.
    pub points: Vec<PointsEntry>,
}

/// One seat's line: what was typed and what it is worth.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct ScorepadLine {
    /// As entered.
    pub entry: String,
    /// Its value.
    #[ts(type = "number")]
    pub value: i64,
    /// For the table: `"12+7-3 = 16"`, or just `"16"`.
    pub shown: String,
}

/// How one hand scored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct ScorepadOutcome {
    /// Per seat, in seat order.
    pub lines: Vec<ScorepadLine>,
}

/// Why a points entry is not a score.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ScorepadError {
    /// Player count outside 1–20.
    #[error("The scorepad is for 1–20 players.")]
    PlayerCount,
    /// Not one entry per player.
    #[error("Enter points for every player ({seats} players, {got} entered).")]
    EntryCount {
        /// Players at the table.
        seats: usize,
        /// Entries given.
        got: usize,
    },
    /// Nothing typed.
    #[error("Player {}'s points are empty: enter a number such as 12, -5 or 12+7-3.", .seat + 1)]
    Empty {
        /// 0-based seat.
        seat: usize,
    },
    /// Not whole numbers joined by + and -.
    #[error("Player {}'s points '{text}' are not a number: use whole numbers with + and -, such as 12+7-3.", .seat + 1)]
    Invalid {
        /// 0-based seat.
        seat: usize,
        /// As typed.
        text: String,
    },
    /// Beyond what any scorepad needs.
    #[error("Player {}'s points '{text}' are too large: a hand scores at most 1,000,000,000 either way.", .seat + 1)]
    TooLarge {
        /// 0-based seat.
        seat: usize,
        /// As typed.
        text: String,
    },
}

impl Coded for ScorepadError {
    fn code(&self) -> &'static str {
        match self {
            ScorepadError::PlayerCount => "E_PLAYER_COUNT",
            ScorepadError::EntryCount { .. } => "E_ENTRY_COUNT",
            _ => "E_POINTS_ENTRY",
        }
    }

    fn said(&self) -> Option<crate::says::Said> {
        use crate::says::{Arg, Said};
        Some(match self {
            ScorepadError::PlayerCount => Said::new("points-error-players"),
            ScorepadError::EntryCount { seats, got } => Said::new("points-error-entry-count")
                .arg("seats", *seats)
                .arg("got", *got),
            ScorepadError::Empty { seat } => {
                Said::new("points-error-empty").arg("player", Arg::Seat(*seat))
            }
            ScorepadError::Invalid { seat, text } => Said::new("points-error-invalid")
                .arg("player", Arg::Seat(*seat))
                .arg("text", text.as_str()),
            ScorepadError::TooLarge { seat, text } => Said::new("points-error-too-large")
                .arg("player", Arg::Seat(*seat))
                .arg("text", text.as_str()),
        })
    }
}

/// Why text does not evaluate, without the seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExprProblem {
    /// Nothing but spaces.
    Empty,
    /// Not whole numbers joined by + and -.
    Invalid,
    /// A number or result beyond ±1,000,000,000.
    TooLarge,
}

/// The largest magnitude accepted for a number or a result.
pub const LIMIT: i64 = 1_000_000_000;

/// Evaluates `12+7-3`-style text: whole numbers joined by `+`/`-`, an optional leading sign.
pub fn evaluate(text: &str) -> Result<i64, ExprProblem> {
    let chars: Vec<char> = text
        .chars()
        .map(|c| if c == '−' { '-' } else { c })
        .collect();
    let skip = |i: &mut usize| {
        while chars.get(*i).is_some_and(|c| c.is_whitespace()) {
            *i += 1;
        }
    };
    let mut i = 0;
    skip(&mut i);
    if i == chars.len() {
        return Err(ExprProblem::Empty);
    }
    let mut total: i64 = 0;
    let mut first = true;
    while i < chars.len() {
        let sign = match chars[i] {
            '+' => 1,
            '-' => -1,
            _ if first => 1,
            _ => return Err(ExprProblem::Invalid),
        };
        if matches!(chars[i], '+' | '-') {
            i += 1;
            skip(&mut i);
        }
        first = false;
        let start = i;
        let mut number: i64 = 0;
        while let Some(d) = chars.get(i).and_then(|c| c.to_digit(10)) {
            number = number * 10 + i64::from(d);
            if number > LIMIT {
                return Err(ExprProblem::TooLarge);
            }
            i += 1;
        }
        if i == start {
            return Err(ExprProblem::Invalid);
        }
        skip(&mut i);
        total += sign * number;
        if total.abs() > LIMIT {
            return Err(ExprProblem::TooLarge);
        }
    }
    Ok(total)
}

/// One seat's entry, evaluated.
pub fn line(seat: usize, entry: &PointsEntry) -> Result<ScorepadLine, ScorepadError> {
    let text = match entry {
        PointsEntry::Number(n) => n.to_string(),
        PointsEntry::Text(t) => t.trim().to_string(),
    };
    let value = evaluate(&text).map_err(|p| match p {
        ExprProblem::Empty => ScorepadError::Empty { seat },
        ExprProblem::Invalid => ScorepadError::Invalid {
            seat,
            text: text.clone(),
        },
        ExprProblem::TooLarge => ScorepadError::TooLarge {
            seat,
            text: text.clone(),
        },
    })?;
    let plain = text.strip_prefix('+').unwrap_or(&text) == value.to_string();
    let shown = if plain {
        value.to_string()
    } else {
        format!("{text} = {value}")
    };
    Ok(ScorepadLine {
        entry: text,
        value,
        shown,
    })
}

/// The scorepad.
pub struct Scorepad;

impl Game for Scorepad {
    const KIND: GameKind = GameKind::Scorepad;
    type Options = ScorepadOptions;
    type Hand = ScorepadHand;
    type Outcome = ScorepadOutcome;
    const NAME: &'static str = "Scorepad (any game)";
    const PLAYERS: (u8, u8) = (1, 20);
    const SUMMARY: &'static str = "A plain scorepad for any game Cardtable does not referee (Heart Failure among them): enter each player's points per hand (12+7-3 arithmetic accepted), choose whether highest or lowest wins, and end at a target, after a number of hands, or whenever you like.";

    fn win_rule(options: &ScorepadOptions) -> crate::games::WinRule {
        crate::games::WinRule {
            lowest_wins: options.winner == ScorepadWinner::Lowest,
            open_ended: options.end == ScorepadEnd::Open,
        }
    }

    /// The points as the players typed them ("12+7-3"), the same in every language.
    fn entered_said(hand: &ScorepadHand, seat: usize) -> crate::says::Said {
        crate::says::text(match hand.points.get(seat) {
            Some(PointsEntry::Number(n)) => n.to_string(),
            Some(PointsEntry::Text(t)) => t.trim().to_string(),
            None => String::new(),
        })
    }

    fn hand_words(
        outcome: &ScorepadOutcome,
        _points: &[crate::points::Points],
        names: &[String],
    ) -> String {
        crate::ledger::words::per_seat(outcome.lines.iter().map(|l| l.shown.clone()), names)
    }

    fn knobs(options: &ScorepadOptions) -> Vec<crate::games::knob::Knob> {
        knobs::knobs(options)
    }

    fn presets() -> Vec<(&'static str, ScorepadOptions)> {
        ScorepadOptions::presets()
    }

    fn preset_name(id: &str) -> String {
        words::preset_name(id)
    }

    fn describe(options: &ScorepadOptions) -> Vec<String> {
        words::describe(options)
    }

    fn end_line(options: &ScorepadOptions) -> String {
        words::end_line(options)
    }

    fn describe_said(options: &ScorepadOptions) -> Option<Vec<crate::says::Said>> {
        Some(words::describe_said(options))
    }

    fn end_said(options: &ScorepadOptions) -> Option<crate::says::Said> {
        Some(words::end_said(options))
    }

    fn knob_words(options: &ScorepadOptions) -> Vec<(&'static str, String)> {
        words::knob_words(options)
    }

    fn knob_words_said(options: &ScorepadOptions) -> Vec<(&'static str, crate::says::Said)> {
        words::knob_words_said(options)
    }

    fn score(
        _options: &ScorepadOptions,
        table: &Table,
        hand: &ScorepadHand,
    ) -> Result<Scored<ScorepadOutcome>, RuleError> {
        if !(1..=20).contains(&table.seats) {
            return Err(ScorepadError::PlayerCount.into());
        }
        if hand.points.len() != table.seats {
            return Err(ScorepadError::EntryCount {
                seats: table.seats,
                got: hand.points.len(),
            }
            .into());
        }
        let lines = hand
            .points
            .iter()
            .enumerate()
            .map(|(seat, e)| line(seat, e))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Scored {
            points: lines.iter().map(|l| Points::from(l.value)).collect(),
            outcome: ScorepadOutcome { lines },
            warnings: Vec::new(),
        })
    }

    fn end(options: &ScorepadOptions, seats: usize, hands: &[PlayedHand]) -> GameEnd {
        let totals = totals(seats, hands);
        let highest = options.winner == ScorepadWinner::Highest;
        let (over, why) = match options.end {
            ScorepadEnd::Target { points } => {
                let reached = totals.iter().any(|&t| t >= Points::from(points));
                let id = if highest {
                    "points-end-target-highest"
                } else {
                    "points-end-target-lowest"
                };
                (reached, Some(Said::new(id).arg("target", points)))
            }
            ScorepadEnd::Hands { count } => {
                let id = if highest {
                    "points-end-hands-highest"
                } else {
                    "points-end-hands-lowest"
                };
                (
                    hands.len() >= usize::try_from(count).unwrap_or(usize::MAX),
                    Some(Said::new(id).arg("hands", count)),
                )
            }
            ScorepadEnd::Open => (false, None),
        };
        // Nothing is decided before the first hand, whatever the target.
        let over = over && !hands.is_empty();
        let why: Vec<Said> = why.into_iter().filter(|_| over).collect();
        GameEnd {
            over,
            bonuses: vec![Points::ZERO; seats],
            winners: if over {
                leaders(
                    WinRule {
                        lowest_wins: !highest,
                        open_ended: false,
                    },
                    &totals,
                )
            } else {
                Vec::new()
            },
            explanation: why.iter().map(Said::english).collect(),
            said: why,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic() {
        assert_eq!(evaluate("12+7-3"), Ok(16));
        assert_eq!(evaluate(" -5 "), Ok(-5));
        assert_eq!(evaluate("+5"), Ok(5));
        assert_eq!(evaluate("10 − 15"), Ok(-5));
        assert_eq!(evaluate(" 12 + 7 - 3 "), Ok(16));
        assert_eq!(evaluate("  "), Err(ExprProblem::Empty));
        for bad in ["12+", "x", "1.5", "12*2", "--", "1 2", "3--2", "+"] {
            assert_eq!(evaluate(bad), Err(ExprProblem::Invalid), "{bad}");
        }
        assert_eq!(evaluate("99999999999"), Err(ExprProblem::TooLarge));
    }

    #[test]
    fn no_game_ends_before_its_first_hand() {
        let o = ScorepadOptions {
            winner: ScorepadWinner::Lowest,
            end: ScorepadEnd::Target { points: 0 },
        };
        assert!(!Scorepad::end(&o, 3, &[]).over);
        let hand = PlayedHand {
            dealer: 0,
            points: vec![Points::from(2), Points::from(-1), Points::ZERO],
            redeal: false,
        };
        let end = Scorepad::end(&o, 3, &[hand]);
        assert_eq!((end.over, end.winners), (true, vec![1]));
    }

    #[test]
    fn shown_form() {
        let l = line(0, &PointsEntry::Text("12+7-3".into())).unwrap();
        assert_eq!(l.shown, "12+7-3 = 16");
        let l = line(0, &PointsEntry::Number(-5)).unwrap();
        assert_eq!(l.shown, "-5");
    }
}
