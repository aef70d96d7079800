//! A whole Skull & Roses game replayed from its moves, round after round: what the tracker
//! shows (cards, successes, stacks, the buttons of the next legal moves, the log) and what the
//! CLI's `skull_game` answers. Each round starts from the cards the previous one left and with
//! the first player it named, so a game is just its list of rounds' moves.

use super::error::SkullError;
use super::game::SkullStanding;
use super::moves::{Face, SkullMove, SkullNext};
use super::round::{Round, RoundResult};
use crate::error::RuleError;
use serde::{Deserialize, Serialize};

/// The game as the tracker shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct SkullTrack {
    /// Cards, successes, who starts, over and winner, after the finished rounds.
    pub standing: SkullStanding,
    /// Each finished round's result.
    pub results: Vec<RoundResult>,
    /// The round being played (`None` once the game is over).
    pub round: Option<RoundView>,
}

/// The round in progress.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename = "SkullRoundView")]
pub struct RoundView {
    /// Who started it.
    pub first: usize,
    /// Cards each player owns now (a card lost this round already counted).
    pub cards: Vec<u8>,
    /// Face-down cards on each stack.
    pub stacks: Vec<u8>,
    /// Cards turned over on each stack.
    pub revealed: Vec<u8>,
    /// Who has passed in the auction.
    pub passed: Vec<bool>,
    /// The moves so far.
    pub moves: Vec<SkullMove>,
    /// What it waits for.
    pub next: SkullNext,
    /// Every move it would accept now.
    pub legal: Vec<SkullMove>,
    /// The moves in words, one line each.
    pub log: Vec<String>,
}

/// A refused move: which round and move (0-based), and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrackError {
    /// The round.
    pub round: usize,
    /// The move in that round (`None`: the round could not start).
    pub at: Option<usize>,
    /// Why.
    pub error: SkullError,
}

impl From<TrackError> for RuleError {
    fn from(e: TrackError) -> Self {
        e.error.into()
    }
}

/// Replays a game of `names.len()` players (or `seats` unnamed ones) that `first` starts.
/// Every round but the last must be finished; the last may be in progress (or finished, in
/// which case the next one is shown, unless the game is over).
pub fn track(
    seats: usize,
    first: usize,
    names: &[String],
    rounds: &[Vec<SkullMove>],
) -> Result<SkullTrack, TrackError> {
    let mut standing = SkullStanding::new(seats, first);
    let mut results = Vec::new();
    let mut current = None;
    for (i, moves) in rounds.iter().enumerate() {
        let fail = |at, error| TrackError {
            round: i,
            at,
            error,
        };
        if standing.over {
            return Err(fail(None, SkullError::GameOver));
        }
        let round = Round::replay(&standing.cards, standing.first, None, names, moves)
            .map_err(|(at, e)| fail(at, e))?;
        match round.result() {
            Some(r) => {
                standing.add_round(&r);
                results.push(r);
            }
            None if i + 1 == rounds.len() => current = Some(round),
            None => {
                return Err(fail(
                    Some(moves.len()),
                    SkullError::Unfinished {
                        expected: round.expected(),
                    },
                ))
            }
        }
    }
    if current.is_none() && !standing.over {
        current = Round::start(&standing.cards, standing.first, names).ok();
    }
    let round = current.map(|r| RoundView {
        first: r.first(),
        cards: r.owned().to_vec(),
        stacks: r.stacks().to_vec(),
        revealed: r.revealed().to_vec(),
        passed: r.passed().to_vec(),
        moves: r.moves().to_vec(),
        next: r.next(),
        legal: r.legal_moves(),
        log: log(&r, r.moves()),
    });
    Ok(SkullTrack {
        standing,
        results,
        round,
    })
}

/// The moves of `round` in words ("Bea challenges at 2", "Cal turns Ann's card: a skull").
pub fn log(round: &Round, moves: &[SkullMove]) -> Vec<String> {
    let mut challenger = round.first();
    moves
        .iter()
        .map(|m| match *m {
            SkullMove::Place { seat } => format!("{} places a card.", round.name(seat)),
            SkullMove::Challenge { seat, bid } => {
                challenger = seat;
                format!("{} challenges: {bid}.", round.name(seat))
            }
            SkullMove::Raise { seat, bid } => {
                challenger = seat;
                format!("{} raises to {bid}.", round.name(seat))
            }
            SkullMove::Pass { seat } => format!("{} passes.", round.name(seat)),
            SkullMove::Reveal { stack, card } => {
                let what = match card {
                    Face::Rose => "a rose",
                    Face::Skull => "the skull",
                };
                if stack == challenger {
                    format!("{} turns over their own card: {what}.", round.name(stack))
                } else {
                    format!(
                        "{} turns over {}'s card: {what}.",
                        round.name(challenger),
                        round.name(stack)
                    )
                }
            }
            SkullMove::Lose { pick: Some(p) } => format!(
                "{} loses a card for good (the {} of their cards, drawn at random).",
                round.name(challenger),
                ordinal(usize::from(p) + 1)
            ),
            SkullMove::Lose { pick: None } => {
                format!("{} loses a card for good.", round.name(challenger))
            }
            SkullMove::Starter { seat } => {
                format!("{} starts the next round.", round.name(seat))
            }
        })
        .collect()
}

/// "1st", "2nd", "3rd", "4th", ... "11th", "12th", "13th", "21st".
fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}
