//! Exports of a club night (issue 26): its standings, rounds, tables and scores, as JSON (one
//! document, points exact: a fraction is `"5/2"`) or CSV (one table for a spreadsheet: a row
//! per standing, a row per seat of every table, a row per bye; points as text, `2.5`).
//! Both are read from the night as it stands ([`crate::night::view`]): the scores that count
//! are the ones the standings count, with each table's state beside them.

use crate::error::AppError;
use crate::export::ExportFormat;
use crate::ledger::{csv_guard, Ledger};
use crate::night::{view, NightView, TableStatus};
use crate::state::AppState;
use cardtable_rules::night::{RoundLength, Scoring, Standing};
use cardtable_rules::{GameKind, Points};
use cardtable_store::{Declined, StoreError};
use serde::Serialize;

/// A club night as exported in JSON.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NightExport {
    /// The night's id.
    pub night: i64,
    /// The game every table played (its id) and its name.
    pub kind: GameKind,
    /// The game's name.
    pub game: String,
    /// How many rounds the night has.
    pub rounds: u32,
    /// What a round is.
    pub round: RoundLength,
    /// How a table's result is scored.
    pub scoring: Scoring,
    /// RFC 3339 UTC.
    pub created_at: String,
    /// When the host finalised it (the results are provisional without).
    pub finalised: Option<String>,
    /// The standings, first place first.
    pub standings: Vec<Standing>,
    /// Every seated round.
    pub played: Vec<RoundExport>,
}

/// One round of an export.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RoundExport {
    /// Its number, from 1.
    pub round: u32,
    /// RFC 3339 UTC.
    pub seated_at: String,
    /// Its tables, by number.
    pub tables: Vec<TableExport>,
    /// Who sat it out.
    pub byes: Vec<String>,
}

/// One table of an export.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TableExport {
    /// Its number, from 1.
    pub table: usize,
    /// Its game's id.
    pub game: i64,
    /// Where its result stands.
    pub status: TableStatus,
    /// Hands recorded.
    pub hands: usize,
    /// Its seats in order.
    pub seats: Vec<SeatExport>,
}

/// One seat of a table.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SeatExport {
    /// Who sat there.
    pub player: String,
    /// The score as the table's game has it.
    pub score: Option<Points>,
    /// The score that counts in the standings (`None` while the result does not count).
    pub counted: Option<Points>,
}

/// The columns of a night's CSV.
pub const NIGHT_CSV_COLUMNS: [&str; 14] = [
    "row",
    "round",
    "table",
    "game",
    "seat",
    "player",
    "place",
    "points",
    "head to head",
    "opponents' points",
    "total",
    "score",
    "counted",
    "status",
];

fn status_word(status: TableStatus) -> &'static str {
    match status {
        TableStatus::Playing => "playing",
        TableStatus::ToConfirm => "to confirm",
        TableStatus::Confirmed => "confirmed",
        TableStatus::Refused => "refused",
        TableStatus::Corrected => "corrected",
        TableStatus::Accepted => "accepted",
    }
}

/// The night in its export shape.
pub fn night_document(night: &NightView) -> NightExport {
    NightExport {
        night: night.id,
        kind: night.spec.kind,
        game: night.spec.kind.name().to_string(),
        rounds: night.spec.rounds,
        round: night.spec.round,
        scoring: night.spec.scoring,
        created_at: night.created_at.clone(),
        finalised: night.finalised.clone(),
        standings: night.standings.clone(),
        played: night
            .rounds
            .iter()
            .map(|r| RoundExport {
                round: r.round,
                seated_at: r.seated_at.clone(),
                tables: r
                    .tables
                    .iter()
                    .map(|t| TableExport {
                        table: t.table,
                        game: t.game,
                        status: t.status,
                        hands: t.hands,
                        seats: t
                            .seats
                            .iter()
                            .enumerate()
                            .map(|(i, player)| SeatExport {
                                player: player.clone(),
                                score: t.scores.get(i).copied(),
                                counted: t.counted.as_ref().and_then(|c| c.get(i).copied()),
                            })
                            .collect(),
                    })
                    .collect(),
                byes: r.byes.clone(),
            })
            .collect(),
    }
}

fn csv_error(e: impl std::fmt::Display) -> StoreError {
    StoreError::declined(Declined::CsvUnwritten { why: e.to_string() })
}

/// The night as one CSV table: its standings, then every seat of every table, then the byes.
pub fn night_csv(night: &NightView) -> Result<String, StoreError> {
    let doc = night_document(night);
    let mut out = ::csv::WriterBuilder::new()
        .terminator(::csv::Terminator::Any(b'\n'))
        .from_writer(Vec::new());
    out.write_record(NIGHT_CSV_COLUMNS).map_err(csv_error)?;
    let show = |p: Option<Points>| p.map(Points::display).unwrap_or_default();
    for s in &doc.standings {
        let row: [String; 14] = [
            "standing".into(),
            String::new(),
            String::new(),
            String::new(),
            String::new(),
            csv_guard(&s.player).into_owned(),
            s.place.to_string(),
            s.points.display(),
            s.head_to_head.display(),
            s.buchholz.display(),
            s.total.display(),
            String::new(),
            String::new(),
            String::new(),
        ];
        out.write_record(&row).map_err(csv_error)?;
    }
    for r in &doc.played {
        for t in &r.tables {
            for (i, seat) in t.seats.iter().enumerate() {
                let row: [String; 14] = [
                    "seat".into(),
                    r.round.to_string(),
                    t.table.to_string(),
                    t.game.to_string(),
                    (i + 1).to_string(),
                    csv_guard(&seat.player).into_owned(),
                    String::new(),
                    String::new(),
                    String::new(),
                    String::new(),
                    String::new(),
                    show(seat.score),
                    show(seat.counted),
                    status_word(t.status).into(),
                ];
                out.write_record(&row).map_err(csv_error)?;
            }
        }
        for bye in &r.byes {
            let mut row: [String; 14] = Default::default();
            row[0] = "bye".into();
            row[1] = r.round.to_string();
            row[5] = csv_guard(bye).into_owned();
            out.write_record(&row).map_err(csv_error)?;
        }
    }
    let bytes = out.into_inner().map_err(csv_error)?;
    String::from_utf8(bytes).map_err(csv_error)
}

/// Night `night_id` exported as `format`, as text.
fn export_text(ledger: &Ledger, night_id: i64, format: ExportFormat) -> Result<String, AppError> {
    let night = view(ledger, night_id)?;
    Ok(match format {
        ExportFormat::Json => {
            serde_json::to_string_pretty(&night_document(&night)).map_err(StoreError::from)?
        }
        ExportFormat::Csv => night_csv(&night)?,
    })
}

/// Night `night_id`'s standings, rounds, tables and scores as JSON or CSV text (what the CLI
/// prints and a phone may download).
pub fn night_export(
    state: &AppState,
    night_id: i64,
    format: ExportFormat,
) -> Result<String, AppError> {
    export_text(&*state.store()?, night_id, format)
}

/// Saves night `night_id`'s export into the export folder (the host's Downloads):
/// `cardtable-night-<id>-<date>.<ext>`; its path.
pub fn night_export_file(
    state: &AppState,
    night_id: i64,
    format: ExportFormat,
) -> Result<String, AppError> {
    let text = export_text(&*state.store()?, night_id, format)?;
    crate::files::save_text(
        &format!("night-{night_id}"),
        format,
        &text,
        chrono::Utc::now(),
    )
}
