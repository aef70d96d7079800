//! Series of club nights (issue 26): a season of nights with its own standings and export.
//!
//! A series' standings are computed from its nights' standings every time they are read
//! (nothing is stored but which nights are in it), so a corrected table corrects the
//! series too. Each night gives a player **one series point for every player of that night
//! they finished above** (the night's place, read as a table's placings are: players tied
//! share, so two tied first of five score 3 each), whatever the night's game and scoring, so
//! nights of different games and scorings add up. Ties in series points are broken by the
//! nights won (placed first), then by the tournament points summed over the nights; players
//! level on all three share a place, listed by name.

use crate::error::AppError;
use crate::export::ExportFormat;
use crate::ledger::{csv_guard, Ledger};
use crate::night::{view, NightView};
use crate::state::AppState;
use cardtable_rules::Points;
use cardtable_store::{SeriesRecord, StoreError};
use serde::Serialize;
use std::cmp::Ordering;
use std::collections::BTreeMap;

/// One line of a series' standings.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
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

/// One night of a series.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct SeriesNight {
    /// The night's id.
    pub night: i64,
    /// Its game's name.
    pub game: String,
    /// RFC 3339 UTC.
    pub created_at: String,
    /// Whether the host finalised it.
    pub finalised: bool,
    /// Who placed first.
    pub winners: Vec<String>,
}

/// A series with its nights and standings.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct SeriesView {
    /// Its id.
    pub id: i64,
    /// Its name.
    pub name: String,
    /// RFC 3339 UTC.
    pub created_at: String,
    /// Its nights, oldest first.
    pub nights: Vec<SeriesNight>,
    /// Its standings, first place first (provisional while a night of it is).
    pub standings: Vec<SeriesStanding>,
    /// Every night of it is finalised.
    pub final_results: bool,
}

/// The series standings of `nights` (each night's standings as it stands).
pub fn series_standings(nights: &[NightView]) -> Vec<SeriesStanding> {
    let mut lines: BTreeMap<String, SeriesStanding> = BTreeMap::new();
    for night in nights {
        let n = night.standings.len();
        for s in &night.standings {
            // Players this one finished above, and half of those level with them.
            let above = night.standings.iter().filter(|o| o.place > s.place).count();
            let level = night
                .standings
                .iter()
                .filter(|o| o.place == s.place && o.player != s.player)
                .count();
            let points = Points::from(i64::try_from(above).unwrap_or(i64::MAX))
                + Points::ratio(i64::try_from(level).unwrap_or(0), 2).unwrap_or_default();
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
            line.points += points;
            line.night_points += s.points;
            line.nights += 1;
            if s.place == 1 && n > 0 {
                line.wins += 1;
            }
        }
    }
    let mut out: Vec<SeriesStanding> = lines.into_values().collect();
    let order = |a: &SeriesStanding, b: &SeriesStanding| -> Ordering {
        b.points
            .cmp(&a.points)
            .then(b.wins.cmp(&a.wins))
            .then(b.night_points.cmp(&a.night_points))
    };
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

fn series_view(ledger: &Ledger, record: &SeriesRecord) -> Result<SeriesView, StoreError> {
    let nights: Vec<NightView> = record
        .nights
        .iter()
        .map(|&id| view(ledger, id))
        .collect::<Result<_, _>>()?;
    Ok(SeriesView {
        id: record.id,
        name: record.name.clone(),
        created_at: record.created_at.clone(),
        standings: series_standings(&nights),
        final_results: nights.iter().all(|n| n.finalised.is_some()),
        nights: nights
            .iter()
            .map(|n| SeriesNight {
                night: n.id,
                game: n.spec.kind.name().to_string(),
                created_at: n.created_at.clone(),
                finalised: n.finalised.is_some(),
                winners: n
                    .standings
                    .iter()
                    .filter(|s| s.place == 1)
                    .map(|s| s.player.clone())
                    .collect(),
            })
            .collect(),
    })
}

/// The host makes series `name` of `nights` (each in no other series; more may be added).
pub fn series_new(
    state: &AppState,
    name: String,
    nights: Vec<i64>,
) -> Result<SeriesView, AppError> {
    let answer = {
        let mut ledger = state.store()?;
        let id = ledger.series_create(&name, &nights, chrono::Utc::now())?;
        series_view(&ledger, &ledger.series(id)?)?
    };
    state.changed(None);
    Ok(answer)
}

/// The host adds night `night_id` to series `series_id`.
pub fn series_add(state: &AppState, series_id: i64, night_id: i64) -> Result<SeriesView, AppError> {
    let answer = {
        let mut ledger = state.store()?;
        ledger.series_add(series_id, night_id)?;
        series_view(&ledger, &ledger.series(series_id)?)?
    };
    state.changed(None);
    Ok(answer)
}

/// Series `series_id` with its nights and standings.
pub fn series_show(state: &AppState, series_id: i64) -> Result<SeriesView, AppError> {
    let ledger = state.store()?;
    let record = ledger.series(series_id)?;
    Ok(series_view(&ledger, &record)?)
}

/// Every series, newest first, with its standings.
pub fn series_list(state: &AppState) -> Result<Vec<SeriesView>, AppError> {
    let ledger = state.store()?;
    let all = ledger.series_list()?;
    Ok(all
        .iter()
        .map(|r| series_view(&ledger, r))
        .collect::<Result<_, _>>()?)
}

fn csv_error(e: impl std::fmt::Display) -> StoreError {
    StoreError::invalid(format!("The CSV file could not be written: {e}."))
}

/// Series `series_id` as JSON (the series with its nights and standings) or CSV (its
/// standings: place, player, series points, nights won, the nights' points, nights played).
pub fn series_export(
    state: &AppState,
    series_id: i64,
    format: ExportFormat,
) -> Result<String, AppError> {
    let series = series_show(state, series_id)?;
    Ok(match format {
        ExportFormat::Json => serde_json::to_string_pretty(&series).map_err(StoreError::from)?,
        ExportFormat::Csv => {
            let mut out = ::csv::WriterBuilder::new()
                .terminator(::csv::Terminator::Any(b'\n'))
                .from_writer(Vec::new());
            out.write_record([
                "place",
                "player",
                "series points",
                "nights won",
                "night points",
                "nights",
            ])
            .map_err(csv_error)?;
            for s in &series.standings {
                out.write_record([
                    s.place.to_string(),
                    csv_guard(&s.player).into_owned(),
                    s.points.display(),
                    s.wins.to_string(),
                    s.night_points.display(),
                    s.nights.to_string(),
                ])
                .map_err(csv_error)?;
            }
            let bytes = out.into_inner().map_err(csv_error)?;
            String::from_utf8(bytes).map_err(csv_error)?
        }
    })
}
