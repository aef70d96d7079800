//! A series' standings (issue 26): a season of club nights added up from each night's
//! standings (the conventions and their sources are in `docs/club-night.md`, "Series").
//!
//! Each night gives a player **one series point for every player of that night they finished
//! above**, and half a point for every player level with them (the night's place read as a
//! table's placings are: two tied first of five score 3 each), whatever the night's game and
//! scoring, so nights of different games and scorings add up on one scale and a night of more
//! players is worth more. A night of *n* players hands out *n*(*n*−1)/2 series points.
//!
//! Players level on series points are ordered by these tie-breaks in turn:
//!
//! 1. the **nights won** (placed first, alone or shared), more first;
//! 2. the nights' **tournament points** summed, more first.
//!
//! Players level on all three share a place (both "3."), listed by name, so the order never
//! depends on the order of the nights or of their standings.

use super::standings::Standing;
use crate::points::Points;
use serde::{Deserialize, Serialize};
use std::cmp::Ordering;
use std::collections::BTreeMap;

/// One line of a series' standings.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct SeriesStanding {
    /// The player.
    pub player: String,
    /// 1-based; players level on everything share it.
    pub place: usize,
    /// Series points: one for every player finished above, night by night (ties share).
    pub points: Points,
    /// Nights won (placed first, alone or shared).
    pub wins: u32,
    /// The nights' tournament points summed (the second tie-break).
    pub night_points: Points,
    /// Nights played.
    pub nights: u32,
}

/// The series points one line of a night's `standings` earns: one for every player placed
/// below, a half for every other player sharing the place.
pub fn night_points(standings: &[Standing], line: &Standing) -> Points {
    let above = standings.iter().filter(|o| o.place > line.place).count();
    let level = standings
        .iter()
        .filter(|o| o.place == line.place && o.player != line.player)
        .count();
    Points::from(i64::try_from(above).unwrap_or(i64::MAX))
        + Points::ratio(i64::try_from(level).unwrap_or(0), 2).unwrap_or_default()
}

/// How two lines of the series compare before the names: series points, then nights won,
/// then the nights' tournament points (`Less`: `a` ranks higher).
fn order(a: &SeriesStanding, b: &SeriesStanding) -> Ordering {
    b.points
        .cmp(&a.points)
        .then(b.wins.cmp(&a.wins))
        .then(b.night_points.cmp(&a.night_points))
}

/// The series standings of `nights`, each night's standings as it stands, first place first.
pub fn series_standings(nights: &[&[Standing]]) -> Vec<SeriesStanding> {
    let mut lines: BTreeMap<String, SeriesStanding> = BTreeMap::new();
    for standings in nights {
        for s in standings.iter() {
            let line = lines
                .entry(s.player.clone())
                .or_insert_with(|| SeriesStanding {
                    player: s.player.clone(),
                    place: 0,
                    points: Points::default(),
                    wins: 0,
                    night_points: Points::default(),
                    nights: 0,
                });
            line.points += night_points(standings, s);
            line.night_points += s.points;
            line.nights += 1;
            if s.place == 1 {
                line.wins += 1;
            }
        }
    }
    let mut out: Vec<SeriesStanding> = lines.into_values().collect();
    out.sort_by(|a, b| order(a, b).then_with(|| a.player.cmp(&b.player)));
    let mut place = 0;
    for i in 0..out.len() {
        let level = i > 0 && order(&out[i - 1], &out[i]) == Ordering::Equal;
        if !level {
            place = i + 1;
        }
        if let Some(line) = out.get_mut(i) {
            line.place = place;
        }
    }
    out
}
