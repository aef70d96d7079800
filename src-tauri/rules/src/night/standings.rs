//! A night's standings: each table's scores become tournament points by the night's
//! [`Scoring`], byes score as the scoring says, and players level on points are ordered by the
//! tie-breaks in turn:
//!
//! 1. head to head: among the players level on points, each pair that shared a table gives
//!    the one who placed higher there 1 (a tie gives each 1/2);
//! 2. the opponents' points (Buchholz): the sum of the tournament points of everyone the
//!    player sat with, once per table shared (a bye adds nothing);
//! 3. total points: the table games' scores summed over the night (lowest first where the
//!    game's lowest score wins).
//!
//! Players level on all of these share a place; they are listed by name so the order never
//! depends on the order the players were entered in.

use super::spec::{NightSpec, Scoring};
use crate::points::Points;
use serde::{Deserialize, Serialize};
use std::cmp::Ordering;
use std::collections::BTreeMap;

/// One table's result: its players in seat order and each one's score in the table game (as
/// it stands, for a table still playing).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TableResult {
    /// Players in seat order.
    pub seats: Vec<String>,
    /// Each seat's score in the table game.
    pub scores: Vec<Points>,
}

/// One round's results: its tables and the players who had a bye.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct RoundResult {
    /// Every table of the round.
    pub tables: Vec<TableResult>,
    /// Players who sat the round out.
    pub byes: Vec<String>,
}

/// One line of the standings.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Standing {
    /// The player.
    pub player: String,
    /// Tournament points (byes included).
    pub points: Points,
    /// 1-based; players level on points and every tie-break share it.
    pub place: usize,
    /// First tie-break: points won against the players level with them.
    pub head_to_head: Points,
    /// Second tie-break: the tournament points of everyone they sat with (Buchholz).
    pub buchholz: Points,
    /// Third tie-break: their table games' scores summed.
    pub total: Points,
    /// Tables played.
    pub played: u32,
    /// Byes had.
    pub byes: u32,
}

/// Whether score `a` beats `b` at a table (`Greater`), ties (`Equal`) or loses.
fn versus(a: Points, b: Points, lowest_wins: bool) -> Ordering {
    if lowest_wins {
        b.cmp(&a)
    } else {
        a.cmp(&b)
    }
}

/// The tournament points of each seat of `table` by `scoring`.
pub fn table_points(table: &TableResult, scoring: Scoring, lowest_wins: bool) -> Vec<Points> {
    table
        .scores
        .iter()
        .enumerate()
        .map(|(i, &mine)| {
            let (mut beaten, mut tied) = (0i64, 0i64);
            for (j, &theirs) in table.scores.iter().enumerate() {
                if i != j {
                    match versus(mine, theirs, lowest_wins) {
                        Ordering::Greater => beaten += 1,
                        Ordering::Equal => tied += 1,
                        Ordering::Less => {}
                    }
                }
            }
            match scoring {
                // The places covered by a tie are shared: beaten + tied / 2.
                Scoring::Placings => {
                    Points::from(beaten) + Points::ratio(tied, 2).unwrap_or_default()
                }
                Scoring::MatchPoints => Points::from(2 * beaten + tied),
                Scoring::Totals => mine,
            }
        })
        .collect()
}

/// What a bye scores in a round of `round`'s tables, by `scoring` at tables of `size`.
pub fn bye_points(round: &RoundResult, scoring: Scoring, size: usize) -> Points {
    match scoring {
        Scoring::Placings => {
            Points::ratio(i64::try_from(size).unwrap_or(1) - 1, 2).unwrap_or_default()
        }
        Scoring::MatchPoints => Points::from(2),
        Scoring::Totals => {
            let scores: Vec<Points> = round
                .tables
                .iter()
                .flat_map(|t| t.scores.iter().copied())
                .collect();
            let seated = i64::try_from(scores.len()).unwrap_or(0);
            scores
                .into_iter()
                .sum::<Points>()
                .split(seated)
                .unwrap_or_default()
        }
    }
}

/// What is known of one player while the standings are built.
#[derive(Default)]
struct Tally {
    points: Points,
    total: Points,
    played: u32,
    byes: u32,
    /// Everyone they sat with, once per table.
    opponents: Vec<String>,
}

/// The night's standings after `rounds`, best first (see the module's header for the order).
/// Every player of the night has a line, whether they played yet or not; a name in the results
/// that is not a player of the night is counted too (a results list is never dropped).
pub fn standings(spec: &NightSpec, lowest_wins: bool, rounds: &[RoundResult]) -> Vec<Standing> {
    let mut tally: BTreeMap<String, Tally> = spec
        .players
        .iter()
        .map(|p| (p.clone(), Tally::default()))
        .collect();
    for round in rounds {
        for table in &round.tables {
            let points = table_points(table, spec.scoring, lowest_wins);
            for (i, player) in table.seats.iter().enumerate() {
                let t = tally.entry(player.clone()).or_default();
                t.points += points.get(i).copied().unwrap_or_default();
                t.total += table.scores.get(i).copied().unwrap_or_default();
                t.played += 1;
                t.opponents
                    .extend(table.seats.iter().filter(|other| *other != player).cloned());
            }
        }
        let bye = bye_points(round, spec.scoring, spec.table_size);
        for player in &round.byes {
            let t = tally.entry(player.clone()).or_default();
            t.points += bye;
            t.byes += 1;
        }
    }
    let points: BTreeMap<String, Points> = tally
        .iter()
        .map(|(name, t)| (name.clone(), t.points))
        .collect();
    let mut lines: Vec<Standing> = tally
        .iter()
        .map(|(name, t)| Standing {
            player: name.clone(),
            points: t.points,
            place: 0,
            head_to_head: Points::ZERO,
            buchholz: t
                .opponents
                .iter()
                .map(|o| points.get(o).copied().unwrap_or_default())
                .sum(),
            total: t.total,
            played: t.played,
            byes: t.byes,
        })
        .collect();
    // Head to head: within each group level on points, the pairs that met.
    for line in &mut lines {
        line.head_to_head = head_to_head(&line.player, line.points, &points, rounds, lowest_wins);
    }
    let better = |a: &Standing, b: &Standing| -> Ordering {
        // Totals scoring reads points the way the game reads its scores.
        let by_points = if spec.scoring == Scoring::Totals {
            versus(a.points, b.points, lowest_wins)
        } else {
            a.points.cmp(&b.points)
        };
        by_points
            .then(a.head_to_head.cmp(&b.head_to_head))
            .then(a.buchholz.cmp(&b.buchholz))
            .then(versus(a.total, b.total, lowest_wins))
    };
    lines.sort_by(|a, b| better(b, a).then_with(|| a.player.cmp(&b.player)));
    let mut places: Vec<usize> = Vec::with_capacity(lines.len());
    for (i, line) in lines.iter().enumerate() {
        let shared = i
            .checked_sub(1)
            .and_then(|p| Some((lines.get(p)?, places.get(p)?)))
            .filter(|(prev, _)| better(prev, line) == Ordering::Equal)
            .map(|(_, &place)| place);
        places.push(shared.unwrap_or(i + 1));
    }
    for (line, place) in lines.iter_mut().zip(places) {
        line.place = place;
    }
    lines
}

/// `player`'s head-to-head points against the players level with them on `level` points: 1
/// for each table shared with one of them where `player` placed higher, 1/2 where they tied.
fn head_to_head(
    player: &str,
    level: Points,
    points: &BTreeMap<String, Points>,
    rounds: &[RoundResult],
    lowest_wins: bool,
) -> Points {
    let half = Points::ratio(1, 2).unwrap_or_default();
    let mut won = Points::ZERO;
    for table in rounds.iter().flat_map(|r| r.tables.iter()) {
        let Some(me) = table.seats.iter().position(|s| s == player) else {
            continue;
        };
        let mine = table.scores.get(me).copied().unwrap_or_default();
        for (j, other) in table.seats.iter().enumerate() {
            if j == me || points.get(other) != Some(&level) {
                continue;
            }
            let theirs = table.scores.get(j).copied().unwrap_or_default();
            match versus(mine, theirs, lowest_wins) {
                Ordering::Greater => won += Points::from(1),
                Ordering::Equal => won += half,
                Ordering::Less => {}
            }
        }
    }
    won
}
