//! A whole Skull & Roses game replayed from its moves, round after round: what the tracker
//! shows (cards, successes, stacks, the buttons of the next legal moves, the log) and what the
//! CLI's `skull_game` answers. Each round starts from the cards the previous one left and with
//! the first player it named, so a game is just its list of rounds' moves.

use super::error::SkullError;
use super::game::SkullStanding;
use super::moves::{Face, SkullMove, SkullNext};
use super::round::{Round, RoundResult};
use crate::error::RuleError;
use crate::says::{render, Arg, Lang, Said};
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
    /// The moves in words, one line each, in the reader's language (the rules write English).
    pub log: Vec<String>,
    /// The same lines as messages, for a reader in any language.
    #[serde(skip)]
    #[ts(skip)]
    pub said: Vec<Said>,
}

impl RoundView {
    /// The view of `round` after `moves`, its log in English and as messages.
    pub(crate) fn of(round: &Round, first: usize, moves: &[SkullMove]) -> RoundView {
        let said = log_said(round, moves);
        RoundView {
            first,
            cards: round.owned().to_vec(),
            stacks: round.stacks().to_vec(),
            revealed: round.revealed().to_vec(),
            passed: round.passed().to_vec(),
            moves: moves.to_vec(),
            next: round.next(),
            legal: round.legal_moves(),
            log: said
                .iter()
                .map(|s| render(s, Lang::En, round.names()))
                .collect(),
            said,
        }
    }
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
    let round = current.map(|r| RoundView::of(&r, r.first(), r.moves()));
    Ok(SkullTrack {
        standing,
        results,
        round,
    })
}

/// The moves of `round` in words ("Bea challenges: 2.", "Cal turns over Ann's card: the
/// skull."), in English with the round's names: [`log_said`] rendered.
pub fn log(round: &Round, moves: &[SkullMove]) -> Vec<String> {
    log_said(round, moves)
        .iter()
        .map(|s| render(s, Lang::En, round.names()))
        .collect()
}

/// The moves of `round` as messages, one a move, each player by seat (`tracker-skull-*` in
/// `tracker.ftl`).
pub fn log_said(round: &Round, moves: &[SkullMove]) -> Vec<Said> {
    let mut challenger = round.first();
    let said = |id: &'static str, seat: usize| Said::new(id).arg("name", Arg::Seat(seat));
    moves
        .iter()
        .map(|m| match *m {
            SkullMove::Place { seat } => said("tracker-skull-place", seat),
            SkullMove::Challenge { seat, bid } => {
                challenger = seat;
                said("tracker-skull-challenge", seat).arg("bid", bid)
            }
            SkullMove::Raise { seat, bid } => {
                challenger = seat;
                said("tracker-skull-raise", seat).arg("bid", bid)
            }
            SkullMove::Pass { seat } => said("tracker-skull-pass", seat),
            SkullMove::Reveal { stack, card } => {
                let what = Said::new(match card {
                    Face::Rose => "tracker-skull-rose",
                    Face::Skull => "tracker-skull-skull",
                });
                if stack == challenger {
                    said("tracker-skull-reveal-own", stack).arg("card", what)
                } else {
                    said("tracker-skull-reveal", challenger)
                        .arg("owner", Arg::Seat(stack))
                        .arg("card", what)
                }
            }
            // The card drawn, counted from 1 ("the 1st of their cards").
            SkullMove::Lose { pick: Some(p) } => {
                said("tracker-skull-lose-pick", challenger).arg("pick", u32::from(p) + 1)
            }
            SkullMove::Lose { pick: None } => said("tracker-skull-lose", challenger),
            SkullMove::Starter { seat } => said("tracker-skull-starter", seat),
        })
        .collect()
}
