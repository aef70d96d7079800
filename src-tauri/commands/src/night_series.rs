//! Series of club nights (issue 26): a season of nights with its own standings and export.
//!
//! A series' standings are computed from its nights' standings every time they are read
//! (nothing is stored but which nights are in it), so a corrected table corrects the
//! series too. The rule itself (series points, tie-breaks) is the rules crate's
//! [`series_standings`]; this layer reads the nights, calls it and answers.

use crate::error::AppError;
use crate::export::ExportFormat;
use crate::ledger::{csv_guard, Ledger};
use crate::night::{view, NightView};
use crate::state::AppState;
pub use cardtable_rules::night::series::{series_standings, SeriesStanding};
use cardtable_store::{Declined, SeriesRecord, StoreError};
use serde::Serialize;

/// One night of a series.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct SeriesNight {
    /// The night's id.
    pub night: i64,
    /// Its game.
    pub kind: cardtable_rules::GameKind,
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
        standings: series_standings(
            &nights
                .iter()
                .map(|n| n.standings.as_slice())
                .collect::<Vec<_>>(),
        ),
        final_results: nights.iter().all(|n| n.finalised.is_some()),
        nights: nights
            .iter()
            .map(|n| SeriesNight {
                night: n.id,
                kind: n.spec.kind,
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
    StoreError::declined(Declined::CsvUnwritten { why: e.to_string() })
}

/// Series `series_id` saved as JSON or CSV (as [`series_export`]) in the host's Downloads,
/// `cardtable-series-N-DATE.json|csv`; the file's path.
pub fn series_export_file(
    state: &AppState,
    series_id: i64,
    format: ExportFormat,
) -> Result<String, AppError> {
    let text = series_export(state, series_id, format)?;
    crate::files::save_text(
        &format!("series-{series_id}"),
        format,
        &text,
        chrono::Utc::now(),
    )
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
