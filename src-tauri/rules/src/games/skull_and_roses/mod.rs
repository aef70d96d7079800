//! Skull & Roses (RULES.md §8, decisions §11.14): a live tracker that referees each round move
//! by move.
//!
//! **Setup.** 3–12 players, each with 3 roses (number cards) and a skull (a face card).
//!
//! **A round** ([`Round`]): everyone puts one card face down; then, clockwise from the round's
//! first player, each places another card or challenges (an empty hand must challenge); the
//! auction runs from 1 to the cards on the table, raises strictly higher, passes final; the
//! challenger reveals their own stack first, then stacks of their choice, until a skull or
//! `bid` roses. Success scores 1; failure costs a card (drawn at random by the skull's owner,
//! chosen by the challenger on their own skull) and 0 cards puts a player out.
//!
//! **The game** ([`SkullStanding`]): two successful challenges win, and so does being the last
//! player standing (§11.14). No points are scored beyond the successes.
//!
//! **In the ledger** one hand is one round. Its facts are the round's start (the cards each
//! player owns, 0 for a player who is out) and its moves; the hand's dealer is the round's
//! first player ([`SkullHand::Round`]). Rounds kept before the referee existed are points only
//! ([`SkullHand::Points`]; the old untagged `{"points":[...]}` is upgraded to it by the
//! dispatch's legacy reader). A round scores 1
//! for a successful challenger and 0 for everyone else; the end rule and the next first player
//! fold the rounds' own results (eliminations included), see [`Game::end_with_facts`].
//!
//! The crate has no randomness: the card lost to another player's skull is drawn by the app
//! and entered as the `pick` of [`SkullMove::Lose`]. No knobs ([`SkullOptions`]).

mod error;
mod game;
mod live;
mod moves;
mod round;
mod track;
mod words;

pub use error::{check_bid, SkullError};
pub use game::{fold_rounds, standing, SkullStanding, STARTING_CARDS, SUCCESSES_TO_WIN};
pub use live::SkullTracker;
pub use moves::{Face, SkullMove, SkullNext};
pub use round::{Round, RoundResult};
pub use track::{log, log_said, track, RoundView, SkullTrack, TrackError};

use crate::error::RuleError;
use crate::games::tracker::{moves_of, TrackTable, TrackerView};
use crate::games::{Game, GameEnd, GameKind, PlayedHand, Scored, Table};
use crate::points::Points;
use serde::{Deserialize, Serialize};

/// Skull & Roses' rules.
#[derive(Debug, Clone, Copy, Default)]
pub struct SkullAndRoses;

/// No knobs: the maximum bid is the cards on the table and the last player standing wins
/// (§8.3, §11.14). Keys stored by older versions (`target`, `hands`) are ignored.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase", default)]
pub struct SkullOptions {}

/// One round as stored: its start and its moves.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename = "SkullRoundEntry")]
pub struct RoundEntry {
    /// Cards each player owns when the round starts (4 to 0; 0 = out of the game).
    pub cards: Vec<u8>,
    /// Face-down cards already on each stack when tracking began, if the round was picked up
    /// after some placements (the hand's dealer is then the player to move); absent: the
    /// round starts with one card on each stack.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub stacks: Option<Vec<u8>>,
    /// The moves in the order they happened.
    pub moves: Vec<SkullMove>,
}

/// Per-seat points entered by hand, from before the referee.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename = "SkullPointsEntry")]
pub struct PointsEntry {
    /// Points (successful challenges) per seat.
    pub points: Vec<Points>,
}

/// One Skull & Roses round as entered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(tag = "form", rename_all = "camelCase")]
pub enum SkullHand {
    /// The round move by move; the hand's dealer is its first player.
    Round(RoundEntry),
    /// Points only (rounds kept before the referee).
    Points(PointsEntry),
}

/// What a scored round says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(tag = "form", rename_all = "camelCase")]
pub enum SkullOutcome {
    /// The refereed round's result.
    Round(RoundResult),
    /// Points as entered.
    Points(PointsEntry),
}

impl Game for SkullAndRoses {
    const KIND: GameKind = GameKind::SkullAndRoses;
    type Options = SkullOptions;
    type Hand = SkullHand;
    type Outcome = SkullOutcome;
    const NAME: &'static str = "Skull & Roses";
    const PLAYERS: (u8, u8) = (3, 12);
    const SUMMARY: &'static str = "A bluffing game with three number cards (roses) and one face card (skull) each. Bid how many roses you can reveal; reveal your own stack first. Two successful challenges, or being the last player standing, wins. Cardtable tracks cards, challenges and eliminations rather than points.";
    const WAS_POINTS_ONLY: bool = true;

    fn win_rule(_options: &SkullOptions) -> crate::games::WinRule {
        crate::games::WinRule::highest(false)
    }

    fn entered_said(hand: &SkullHand, seat: usize) -> crate::says::Said {
        match hand {
            SkullHand::Round(r) => round_said(r, seat),
            SkullHand::Points(p) => crate::ledger::words::entered_points_said(&p.points, seat),
        }
    }

    said_hand_words!(SkullOutcome);

    fn hand_said(
        outcome: &SkullOutcome,
        points: &[crate::points::Points],
    ) -> Option<crate::says::Said> {
        use crate::says::{joined, Arg, Said};
        let head = match outcome {
            SkullOutcome::Round(r) => {
                let bid = match (r.success, r.skull_owner) {
                    (true, _) => Said::new("skull-told-won"),
                    (false, Some(s)) => {
                        Said::new("skull-told-failed-on").arg("owner", Arg::Seat(s))
                    }
                    (false, None) => Said::new("skull-told-failed"),
                };
                let mut parts = vec![bid.arg("player", Arg::Seat(r.challenger)).arg("bid", r.bid)];
                parts.extend(
                    r.eliminated
                        .iter()
                        .map(|out| Said::new("skull-told-out").arg("player", Arg::Seat(*out))),
                );
                Some(joined(parts, "; "))
            }
            SkullOutcome::Points(_) => None,
        };
        Some(crate::ledger::words::headline_said(head, points))
    }

    /// A round's outcome has no lines of its own: the tracker shows the moves.
    fn explanation_said(_outcome: &SkullOutcome) -> Option<&[crate::says::Said]> {
        Some(&[])
    }

    fn score(
        _options: &SkullOptions,
        table: &Table,
        hand: &SkullHand,
    ) -> Result<Scored<SkullOutcome>, RuleError> {
        Self::KIND.check_players(table.seats)?;
        match hand {
            SkullHand::Points(p) => {
                if p.points.len() != table.seats {
                    return Err(crate::games::entered_points::points_count(
                        table.seats,
                        p.points.len(),
                    ));
                }
                Ok(Scored {
                    points: p.points.clone(),
                    outcome: SkullOutcome::Points(p.clone()),
                    warnings: vec![],
                })
            }
            SkullHand::Round(r) => {
                if r.cards.len() != table.seats {
                    return Err(RuleError::saying(
                        "E_BAD_HAND",
                        crate::says::Said::new("skull-error-cards-count")
                            .arg("seats", table.seats)
                            .arg("got", r.cards.len()),
                    ));
                }
                let round =
                    Round::replay(&r.cards, table.dealer, r.stacks.as_deref(), &[], &r.moves)
                        .map_err(|(_, e)| e)?;
                let result = round.result().ok_or_else(|| SkullError::Unfinished {
                    expected: round.expected(),
                })?;
                let mut points = vec![Points::ZERO; table.seats];
                if result.success {
                    if let Some(p) = points.get_mut(result.challenger) {
                        *p = Points::from(1);
                    }
                }
                Ok(Scored {
                    points,
                    outcome: SkullOutcome::Round(result),
                    warnings: vec![],
                })
            }
        }
    }

    const END_READS_FACTS: bool = true;

    fn describe(_options: &SkullOptions) -> Vec<String> {
        vec![
            "Each player has 3 roses and a skull; bids run from 1 to the cards on the table."
                .to_string(),
            "A second successful challenge wins, and so does being the last player standing."
                .to_string(),
        ]
    }

    fn end_line(_options: &SkullOptions) -> String {
        "Two successful challenges win".to_string()
    }

    fn describe_said(_options: &SkullOptions) -> Option<Vec<crate::says::Said>> {
        Some(words::describe_said())
    }

    fn end_said(_options: &SkullOptions) -> Option<crate::says::Said> {
        Some(words::end_said())
    }

    fn end(_options: &SkullOptions, seats: usize, hands: &[PlayedHand]) -> GameEnd {
        standing(seats, 0, hands, &[]).to_end()
    }

    fn end_with_facts(
        _options: &SkullOptions,
        seats: usize,
        hands: &[PlayedHand],
        facts: &[Option<SkullHand>],
    ) -> GameEnd {
        standing(seats, 0, hands, facts).to_end()
    }

    fn next_dealer_with_facts(
        _options: &SkullOptions,
        seats: usize,
        first_dealer: usize,
        hands: &[PlayedHand],
        facts: &[Option<SkullHand>],
    ) -> usize {
        standing(seats, first_dealer, hands, facts).first
    }

    const TRACKED: bool = true;

    fn track(
        _options: &SkullOptions,
        table: &TrackTable<'_>,
        moves: &[serde_json::Value],
    ) -> Result<TrackerView, RuleError> {
        live::skull(table, &moves_of(moves)?)
    }
}

#[cfg(test)]
mod tests;

/// What `seat` did in a round: "4 cards owned; 2 placed; bid 3; passed".
fn round_said(r: &RoundEntry, seat: usize) -> crate::says::Said {
    use crate::says::Said;
    let start = r.cards.get(seat).copied().unwrap_or(0);
    if start == 0 {
        return Said::new("skull-entered-out");
    }
    let placed = r
        .stacks
        .as_ref()
        .and_then(|s| s.get(seat))
        .map_or(1, |n| u32::from(*n))
        + r.moves
            .iter()
            .filter(|m| matches!(m, SkullMove::Place { seat: s } if *s == seat))
            .count() as u32;
    let mut bid = None;
    let mut passed = false;
    for m in &r.moves {
        match *m {
            SkullMove::Challenge { seat: s, bid: b } | SkullMove::Raise { seat: s, bid: b }
                if s == seat =>
            {
                bid = Some(b)
            }
            SkullMove::Pass { seat: s } if s == seat => passed = true,
            _ => {}
        }
    }
    let mut parts = vec![Said::new("skull-entered-cards")
        .arg("owned", u32::from(start))
        .arg("placed", placed)];
    if let Some(b) = bid {
        parts.push(Said::new("skull-entered-bid").arg("bid", b));
    }
    if passed {
        parts.push(Said::new("skull-entered-passed"));
    }
    crate::says::joined(parts, "; ")
}
