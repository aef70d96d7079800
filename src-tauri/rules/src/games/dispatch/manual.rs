//! Manual points: the players enter each seat's points for the hand, and Cardtable keeps the
//! running totals. Used for every kind that has no referee yet (Basic, Boathouse, Continental,
//! Gambler's and Knock Rummy, Rummy 500, Skull & Roses, Avalanche) so their games can already
//! be kept and corrected.
//!
//! Knobs ([`ManualOptions`]): `target` (the game ends after the hand in which someone reaches
//! it), `hands` (or after that many hands), `lowestWins` (default: highest total wins). With
//! neither a target nor a number of hands the game is open-ended. Ties give co-winners.

use crate::error::RuleError;
use crate::games::words::{points_end_line, points_end_sentence, points_knobs, PointsEnd};
use crate::games::{Game, GameEnd, GameKind, PlayedHand, Scored, Table};
use crate::points::Points;
use serde::{Deserialize, Serialize};

/// The manual-points game.
#[derive(Debug, Clone, Copy)]
pub struct ManualPoints;

/// End rule of a manually scored game.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase", default)]
pub struct ManualOptions {
    /// The game ends after the hand in which a total reaches this (None: no target).
    pub target: Option<Points>,
    /// The game ends after this many hands (None: no limit).
    pub hands: Option<u32>,
    /// Lowest total wins (Golf-like) instead of highest.
    pub lowest_wins: bool,
}

impl ManualOptions {
    /// The end rule as the shared points words read it (a target first, as [`Game::end`]).
    pub fn end(&self) -> PointsEnd {
        match (self.target, self.hands) {
            (Some(t), _) => PointsEnd::Target(t),
            (None, Some(n)) => PointsEnd::Hands(n),
            (None, None) => PointsEnd::Open,
        }
    }
}

/// One hand: the points each seat scored, in seat order.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct ManualHand {
    /// Points per seat.
    pub points: Vec<Points>,
}

/// Nothing to explain beyond the points themselves.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct ManualOutcome {
    /// Points per seat, as entered.
    pub entered: Vec<Points>,
}

impl Game for ManualPoints {
    // Dispatch serves several kinds with this one type; KIND names the generic one.
    const KIND: GameKind = GameKind::Scorepad;
    const REFEREED: bool = false;
    type Options = ManualOptions;
    type Hand = ManualHand;
    type Outcome = ManualOutcome;
    const NAME: &'static str = "Points per hand";
    const PLAYERS: (u8, u8) = (1, 20);
    const SUMMARY: &'static str = "The players enter each seat's points for the hand, and Cardtable keeps the running totals to a target, for a number of hands, or for as long as the players like.";

    fn win_rule(options: &ManualOptions) -> crate::games::WinRule {
        crate::games::WinRule {
            lowest_wins: options.lowest_wins,
            open_ended: options.target.is_none() && options.hands.is_none(),
        }
    }

    fn hand_words(_outcome: &ManualOutcome, points: &[Points], names: &[String]) -> String {
        crate::ledger::words::by_points(points, names)
    }

    fn preset_name(_id: &str) -> String {
        "Points per hand".to_string()
    }

    fn describe(options: &ManualOptions) -> Vec<String> {
        vec![points_end_sentence(options.end(), options.lowest_wins)]
    }

    fn end_line(options: &ManualOptions) -> String {
        points_end_line(options.end(), options.lowest_wins)
    }

    fn knob_words(options: &ManualOptions) -> Vec<(&'static str, String)> {
        points_knobs(options.end(), options.lowest_wins)
    }

    fn score(
        _options: &ManualOptions,
        table: &Table,
        hand: &ManualHand,
    ) -> Result<Scored<ManualOutcome>, RuleError> {
        if hand.points.len() != table.seats {
            return Err(RuleError::new(
                "E_BAD_HAND",
                format!(
                    "Enter points for each of the {} players ({} entered).",
                    table.seats,
                    hand.points.len()
                ),
            ));
        }
        Ok(Scored {
            points: hand.points.clone(),
            outcome: ManualOutcome {
                entered: hand.points.clone(),
            },
            warnings: vec![],
        })
    }

    fn end(options: &ManualOptions, seats: usize, hands: &[PlayedHand]) -> GameEnd {
        let totals = totals(seats, hands);
        let reached = options
            .target
            .is_some_and(|t| totals.iter().any(|&p| p >= t));
        let all_played = options
            .hands
            .is_some_and(|n| hands.len() >= usize::try_from(n).unwrap_or(usize::MAX));
        if hands.is_empty() || !(reached || all_played) {
            return GameEnd::default();
        }
        GameEnd {
            over: true,
            bonuses: vec![Points::ZERO; seats],
            winners: best_seats(&totals, options.lowest_wins),
            explanation: vec![],
        }
    }
}

/// Sum of each seat's points over `hands`.
pub fn totals(seats: usize, hands: &[PlayedHand]) -> Vec<Points> {
    let mut t = vec![Points::ZERO; seats];
    for h in hands {
        for (acc, p) in t.iter_mut().zip(&h.points) {
            *acc += *p;
        }
    }
    t
}

/// Seats holding the highest (or lowest) total; several on a tie.
pub fn best_seats(totals: &[Points], lowest: bool) -> Vec<usize> {
    let best = if lowest {
        totals.iter().min()
    } else {
        totals.iter().max()
    };
    match best {
        None => vec![],
        Some(b) => (0..totals.len()).filter(|&i| totals[i] == *b).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn played(points: &[i64]) -> PlayedHand {
        PlayedHand {
            dealer: 0,
            points: points.iter().map(|&p| Points::from(p)).collect(),
            redeal: false,
        }
    }

    #[test]
    fn open_ended_without_target() {
        let hands = vec![played(&[500, 0]); 3];
        assert!(!ManualPoints::end(&ManualOptions::default(), 2, &hands).over);
    }

    #[test]
    fn target_and_co_winners() {
        let o = ManualOptions {
            target: Some(Points::from(100)),
            ..Default::default()
        };
        let hands = [played(&[60, 60, 10]), played(&[40, 40, 5])];
        let end = ManualPoints::end(&o, 3, &hands[..1]);
        assert!(!end.over);
        let end = ManualPoints::end(&o, 3, &hands);
        assert!(end.over);
        assert_eq!(end.winners, vec![0, 1]);
    }

    #[test]
    fn number_of_hands_lowest_wins() {
        let o = ManualOptions {
            hands: Some(2),
            lowest_wins: true,
            ..Default::default()
        };
        let hands = [played(&[5, 3]), played(&[-2, 7])];
        let end = ManualPoints::end(&o, 2, &hands);
        assert_eq!((end.over, end.winners), (true, vec![0]));
    }
}
