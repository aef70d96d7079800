//! Club nights (issue 26): creating a night, seating its next round (each table an ordinary
//! game, created in one transaction) and reading it with its standings.
//!
//! The rules decide everything (`cardtable_rules::night`: the spec's checks, who sits where,
//! the standings); the store keeps the night; this layer reads each table's game through the
//! ledger for its scores. A table's score is the game's as it stands: the totals after the
//! round's deals when a round is a number of deals, else the game's final totals (with its
//! end bonuses) once it is over, and its running totals while it is still being played; a
//! table with no hand recorded yet counts nothing. So the standings of a round in play are
//! provisional, and say so ([`TableState::done`]).

use crate::error::AppError;
use crate::ledger::Ledger;
use crate::state::AppState;
use cardtable_rules::night::standings::table_points;
use cardtable_rules::night::{
    seat, standings, NightOptions, NightSpec, RoundLength, RoundResult, Scoring, Standing,
    TableResult,
};
use cardtable_rules::says::{self, Said};
use cardtable_rules::{GameKind, Points, RuleError};
use cardtable_store::{
    NewGame, NewResult, NewTable, NightRecord, ResultAction, ResultRow, StoreError,
};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

/// What the host sends to create a night.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct NightSetup {
    /// The game every table plays.
    pub kind: GameKind,
    /// The players who checked in.
    pub players: Vec<String>,
    /// How many rounds.
    pub rounds: u32,
    /// The rest, each with its default when left out.
    #[ts(optional)]
    pub options: Option<NightOptions>,
}

/// One table of a seated round.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct NightTable {
    /// Its number in the room, from 1.
    pub table: usize,
    /// Its game's id (an ordinary game: `hand add`, the game screen).
    pub game: i64,
    /// Its players in seat order.
    pub seats: Vec<String>,
}

/// A seated round: what `night_seat` answers.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct NightRound {
    /// Its number, from 1.
    pub round: u32,
    /// Its tables, by number.
    pub tables: Vec<NightTable>,
    /// Who sits it out.
    pub byes: Vec<String>,
}

/// One table of a round as it stands.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct TableState {
    /// Its number, from 1.
    pub table: usize,
    /// Its game's id.
    pub game: i64,
    /// Its players in seat order.
    pub seats: Vec<String>,
    /// Each seat's score as it counts in the standings.
    pub scores: Vec<Points>,
    /// Hands recorded.
    pub hands: usize,
    /// Whether the table has played its round (its deals, or its game to the end).
    pub done: bool,
    /// Where its result stands: being played, to confirm, confirmed, refused, corrected by
    /// the host, or accepted by the host when the round was closed.
    pub status: TableStatus,
    /// The scores that count in the standings (`None` until the result is confirmed,
    /// corrected or accepted).
    pub counted: Option<Vec<Points>>,
    /// Who may confirm its result now (the players at the table but its winner), empty when
    /// there is nothing to confirm.
    pub confirmers: Vec<String>,
    /// Its result's trail, oldest first: every confirmation, refusal (with both versions),
    /// correction (with the reason) and acceptance.
    pub trail: Vec<ResultEntry>,
}

/// Where a table's result stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub enum TableStatus {
    /// The table is still playing its round.
    Playing,
    /// Its round is played: a player of the other side is to confirm the result.
    ToConfirm,
    /// A player at the table confirmed it (and the game has not changed since).
    Confirmed,
    /// A player at the table refused it: the host decides.
    Refused,
    /// The host set the scores that count.
    Corrected,
    /// The host accepted it as it stood when the round was closed.
    Accepted,
}

/// What happened to a table's result, in its trail.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub enum ResultKind {
    /// Confirmed at the table.
    Confirmed,
    /// Refused at the table.
    Refused,
    /// Corrected by the host.
    Corrected,
    /// Accepted by the host, closing the round.
    Accepted,
}

/// One entry of a table's result trail.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct ResultEntry {
    /// What happened.
    pub action: ResultKind,
    /// Who did it; `None`: the host.
    pub by: Option<String>,
    /// The result as the table's game had it then (per seat).
    pub scores: Vec<Points>,
    /// A refusal's own version of the scores, or the host's corrected scores.
    pub claimed: Option<Vec<Points>>,
    /// Why (a refusal, a correction).
    pub reason: Option<String>,
    /// RFC 3339 UTC.
    pub at: String,
}

/// One round of a night as it stands.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct RoundState {
    /// Its number, from 1.
    pub round: u32,
    /// Its tables.
    pub tables: Vec<TableState>,
    /// Who sat it out.
    pub byes: Vec<String>,
    /// When it was seated (RFC 3339 UTC): a timed round's clock starts here.
    pub seated_at: String,
    /// A timed round's end (RFC 3339 UTC): the deal in progress then is each table's last.
    pub ends_at: Option<String>,
}

/// A timed round's clock, computed on the host from the round's stored start (never from a
/// screen's own timer, which drifts and differs from phone to phone): a screen counts down
/// `ms_left` from the moment it received it, and reads the night again on every change.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct RoundClock {
    /// The round it times.
    pub round: u32,
    /// How long the round is.
    pub minutes: u32,
    /// When it ends (RFC 3339 UTC).
    pub ends_at: String,
    /// Milliseconds left when the night was read; 0 once the time is up: every table then
    /// finishes the deal in progress, its last deal.
    pub ms_left: u32,
}

/// A night with its rounds and standings: what `night_new` and `night_show` answer.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct NightView {
    /// The night's id.
    pub id: i64,
    /// What the night is.
    pub spec: NightSpec,
    /// The first round's shuffle.
    pub seed: u32,
    /// RFC 3339 UTC.
    pub created_at: String,
    /// The newest seated round (0 before the first).
    pub round: u32,
    /// Every round seated and every table done.
    pub complete: bool,
    /// The seated rounds.
    pub rounds: Vec<RoundState>,
    /// The standings after them: a table counts once its result is confirmed at the table,
    /// corrected or accepted by the host; provisional until the night is finalised.
    pub standings: Vec<Standing>,
    /// The rounds the host closed.
    pub closed: Vec<u32>,
    /// When the host finalised the night (its results are final from then on).
    pub finalised: Option<String>,
    /// The players checked in from a phone, by name.
    pub checked_in: Vec<String>,
    /// The clock of the newest round when rounds are timed, while it is open.
    pub clock: Option<RoundClock>,
}

/// Creates a night after the rules checked it. The first round's shuffle is the options'
/// `seed`, else drawn here from the clock (its nanoseconds): the rules draw nothing.
pub fn night_new(state: &AppState, setup: NightSetup) -> Result<NightView, AppError> {
    let now = chrono::Utc::now();
    let options = setup.options.unwrap_or_default();
    let seed = options.seed.unwrap_or(now.timestamp_subsec_nanos());
    let spec = NightSpec::new(setup.kind, &setup.players, setup.rounds, options)?;
    let night = {
        let mut ledger = state.store()?;
        let json = serde_json::to_value(&spec).map_err(StoreError::from)?;
        let id = ledger.create_night(&json, &spec.players, i64::from(seed), now)?;
        view(&ledger, id)?
    };
    state.changed(None);
    Ok(night)
}

/// Seats night `night_id`'s next round: the round before is closed first (see
/// [`night_close_round`]: refused while a table still plays or a refused result waits for the
/// host), and refused once every round is seated or the night is finalised.
pub fn night_seat(state: &AppState, night_id: i64) -> Result<NightRound, AppError> {
    let round = {
        let OpenNight {
            mut ledger,
            record,
            spec,
            rounds: before,
        } = open(state, night_id)?;
        let closed = ledger.night_closed_rounds(night_id)?;
        if let Some(last) = before.last() {
            if last.round < spec.rounds && !closed.contains(&last.round) {
                close(&mut ledger, night_id, last, Closing::Seat)?;
            }
        }
        let played: Vec<RoundResult> = rounds(&ledger, &record, &spec)?
            .iter()
            .map(result_of)
            .collect();
        let seating = seat(&spec, seed_of(&record), &played)?;
        let tables: Vec<NewTable> = seating
            .tables
            .iter()
            .map(|t| NewTable {
                table: t.table,
                game: NewGame {
                    kind: spec.kind,
                    players: t.seats.clone(),
                    options: spec.rules.clone(),
                    first_dealer: 0,
                },
            })
            .collect();
        let stored = ledger.seat_round(
            night_id,
            seating.round,
            &tables,
            &seating.byes,
            chrono::Utc::now(),
        )?;
        NightRound {
            round: stored.round,
            tables: stored
                .tables
                .into_iter()
                .map(|t| NightTable {
                    table: t.table,
                    game: t.game,
                    seats: t.seats,
                })
                .collect(),
            byes: seating.byes,
        }
    };
    state.changed(None);
    Ok(round)
}

/// Night `night_id` with its rounds and standings.
pub fn night_show(state: &AppState, night_id: i64) -> Result<NightView, AppError> {
    let ledger = state.store()?;
    Ok(view(&ledger, night_id)?)
}

/// A night in the list of nights.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct NightItem {
    /// Its id.
    pub id: i64,
    /// The game every table plays.
    pub kind: GameKind,
    /// How many players.
    pub players: usize,
    /// How many rounds.
    pub rounds: u32,
    /// The newest seated round (0 before the first).
    pub round: u32,
    /// RFC 3339 UTC.
    pub created_at: String,
    /// Whether the host finalised it.
    pub finalised: bool,
}

/// Every night, newest first.
pub fn nights_list(state: &AppState) -> Result<Vec<NightItem>, AppError> {
    let ledger = state.store()?;
    let nights = ledger.nights_list()?;
    Ok(nights
        .into_iter()
        .filter_map(|n| {
            let spec: NightSpec = serde_json::from_value(n.spec).ok()?;
            Some(NightItem {
                id: n.id,
                kind: spec.kind,
                players: spec.players.len(),
                rounds: spec.rounds,
                round: n.round,
                created_at: n.created_at,
                finalised: n.finished_at.is_some(),
            })
        })
        .collect())
}

/// What a phone shows at a night: the night's players to pick a name from, who it checked
/// in as, where that player sits this round, and the standings.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct NightPhone {
    /// The night's id.
    pub night: i64,
    /// The game every table plays.
    pub kind: GameKind,
    /// The newest seated round (0 before the first).
    pub round: u32,
    /// How many rounds.
    pub rounds: u32,
    /// The night's players, to pick a name from.
    pub players: Vec<String>,
    /// Who this phone checked in as.
    pub me: Option<String>,
    /// My place this round: my table (with its result), or `None` with a bye or before the
    /// first round.
    pub table: Option<TableState>,
    /// I sit this round out.
    pub bye: bool,
    /// I may confirm or refuse my table's result now.
    pub may_confirm: bool,
    /// The newest round is closed: the host has the last word on its results.
    pub closed: bool,
    /// The host finalised the night.
    pub finalised: bool,
    /// The standings (provisional until finalised).
    pub standings: Vec<Standing>,
    /// The clock of the newest round when rounds are timed, while it is open.
    pub clock: Option<RoundClock>,
}

/// The phone's device, or the refusal to a caller with none (the host's window, the CLI).
fn phone(device: Option<&str>) -> Result<&str, AppError> {
    match device {
        Some(d) if d.starts_with("phone:") => Ok(d),
        _ => Err(refusal("E_NIGHT_PHONE", Said::new("night-error-phone"))),
    }
}

/// A refusal of the night, said in every language (`table.ftl`).
fn refusal(code: &str, said: Said) -> AppError {
    AppError::Validation {
        code: code.to_string(),
        message: said.english(),
        said: Some(Box::new(said)),
    }
}

/// Players as "Ann, Bob" (the separator kept as it is, as the English always wrote it).
fn names_said(names: &[String]) -> Said {
    says::joined(names.iter().map(|n| says::text(n.as_str())).collect(), ", ")
}

/// Players as "Bob or Cy", each "or" in the reader's language.
fn either_said(names: &[String]) -> Said {
    let mut names = names.iter().map(|n| says::text(n.as_str()));
    let first = names.next().unwrap_or_else(|| says::text(""));
    names.fold(first, |a, b| Said::new("night-or").arg("a", a).arg("b", b))
}

/// Who refused a result: their name, else "A player" (`night-a-player`, or its lower-case
/// `night-a-player-lower` inside a sentence).
fn refused_by(by: Option<String>, id: &'static str) -> Said {
    by.map_or_else(|| Said::new(id), says::text)
}

/// Checks the calling phone in to night `night_id` as `player` (one of the night's players);
/// what the phone shows from now on.
pub fn night_check_in(
    state: &AppState,
    night_id: i64,
    player: String,
    device: Option<&str>,
) -> Result<NightPhone, AppError> {
    let device = phone(device)?;
    let answer = {
        let mut ledger = state.store()?;
        let record = ledger.night(night_id)?;
        let name = record
            .players
            .iter()
            .find(|p| p.to_lowercase() == player.trim().to_lowercase())
            .cloned()
            .unwrap_or(player);
        ledger.night_check_in(night_id, device, &name, chrono::Utc::now())?;
        phone_view(&ledger, night_id, Some(device))?
    };
    state.changed(None);
    Ok(answer)
}

/// What the calling phone shows at night `night_id` (the host's window sees the night's
/// players and standings, with no seat of its own).
pub fn night_phone(
    state: &AppState,
    night_id: i64,
    device: Option<&str>,
) -> Result<NightPhone, AppError> {
    let ledger = state.store()?;
    Ok(phone_view(&ledger, night_id, device)?)
}

fn phone_view(
    ledger: &Ledger,
    night_id: i64,
    device: Option<&str>,
) -> Result<NightPhone, StoreError> {
    let night = view(ledger, night_id)?;
    let me = match device {
        Some(d) => ledger.night_checked_in(night_id, d)?,
        None => None,
    };
    let current = night.rounds.last();
    let table = me.as_ref().and_then(|me| {
        current.and_then(|r| r.tables.iter().find(|t| t.seats.contains(me)).cloned())
    });
    let bye = me
        .as_ref()
        .is_some_and(|me| current.is_some_and(|r| r.byes.contains(me)));
    let closed = current.is_some_and(|r| night.closed.contains(&r.round));
    let may_confirm = !closed
        && night.finalised.is_none()
        && table.as_ref().is_some_and(|t| {
            t.status == TableStatus::ToConfirm
                && me.as_ref().is_some_and(|me| t.confirmers.contains(me))
        });
    Ok(NightPhone {
        night: night.id,
        kind: night.spec.kind,
        round: night.round,
        rounds: night.spec.rounds,
        players: night.spec.players.clone(),
        me,
        table,
        bye,
        may_confirm,
        closed,
        finalised: night.finalised.is_some(),
        standings: night.standings,
        clock: night.clock,
    })
}

/// A phone's answer on its table's result: confirmed, or refused with the reason and,
/// optionally, the scores the refuser makes it.
fn answer_result(
    state: &AppState,
    night_id: i64,
    game_id: i64,
    device: Option<&str>,
    refused: Option<(String, Option<Vec<Points>>)>,
) -> Result<NightPhone, AppError> {
    let device = phone(device)?;
    let answer = {
        let OpenNight {
            mut ledger, rounds, ..
        } = open(state, night_id)?;
        let Some(me) = ledger.night_checked_in(night_id, device)? else {
            return Err(refusal(
                "E_NIGHT_CHECK_IN",
                Said::new("night-error-check-in"),
            ));
        };
        let Some((round, table)) = rounds
            .iter()
            .find_map(|r| r.tables.iter().find(|t| t.game == game_id).map(|t| (r, t)))
        else {
            return Err(AppError::not_found(
                Said::new("not-found-night-table")
                    .arg("game", game_id)
                    .arg("night", night_id),
            ));
        };
        if !table.seats.contains(&me) {
            return Err(refusal(
                "E_NIGHT_NOT_SEATED",
                Said::new("night-error-not-seated")
                    .arg("name", me.as_str())
                    .arg("table", table.table)
                    .arg("seats", names_said(&table.seats)),
            ));
        }
        if ledger.night_closed_rounds(night_id)?.contains(&round.round) {
            return Err(refusal(
                "E_NIGHT_CLOSED",
                Said::new("night-error-closed").arg("round", round.round),
            ));
        }
        match table.status {
            TableStatus::ToConfirm => {}
            TableStatus::Playing => {
                return Err(refusal(
                    "E_NIGHT_PLAYING",
                    Said::new("night-error-playing")
                        .arg("table", table.table)
                        .arg("round", round.round),
                ))
            }
            TableStatus::Refused => {
                let by = table.trail.last().and_then(|e| e.by.clone());
                return Err(refusal(
                    "E_NIGHT_REFUSED",
                    Said::new("night-error-refused")
                        .arg("by", refused_by(by, "night-a-player"))
                        .arg("table", table.table),
                ));
            }
            TableStatus::Confirmed | TableStatus::Corrected | TableStatus::Accepted => {
                return Err(refusal(
                    "E_NIGHT_SETTLED",
                    Said::new("night-error-settled").arg("table", table.table),
                ))
            }
        }
        if !table.confirmers.contains(&me) {
            return Err(refusal(
                "E_NIGHT_OTHER_SIDE",
                Said::new("night-error-other-side")
                    .arg("name", me.as_str())
                    .arg("table", table.table)
                    .arg("confirmers", either_said(&table.confirmers)),
            ));
        }
        let (action, claimed, reason) = match refused {
            None => (ResultAction::Confirmed, None, None),
            Some((reason, claimed)) => {
                let reason = reason.trim().to_string();
                if reason.is_empty() {
                    return Err(refusal(
                        "E_NIGHT_REASON",
                        Said::new("night-error-reason-refuse"),
                    ));
                }
                if let Some(c) = &claimed {
                    check_scores(c, &table.seats)?;
                }
                (ResultAction::Refused, claimed, Some(reason))
            }
        };
        let version = ledger.game_version(game_id)?;
        ledger.night_result_add(
            &NewResult {
                game: game_id,
                action,
                player: Some(me),
                version,
                scores: to_json(&table.scores)?,
                claimed: claimed.as_ref().map(to_json).transpose()?,
                reason,
            },
            chrono::Utc::now(),
        )?;
        phone_view(&ledger, night_id, Some(device))?
    };
    state.changed(None);
    Ok(answer)
}

fn to_json<T: Serialize>(v: &T) -> Result<serde_json::Value, StoreError> {
    Ok(serde_json::to_value(v)?)
}

/// A set of scores has one score per seat.
fn check_scores(scores: &[Points], seats: &[String]) -> Result<(), AppError> {
    if scores.len() == seats.len() {
        return Ok(());
    }
    Err(refusal(
        "E_NIGHT_SCORES",
        Said::new("night-error-scores")
            .arg("seats", names_said(seats))
            .arg("got", scores.len()),
    ))
}

/// The calling phone's player confirms their table's result (game `game_id`).
pub fn night_confirm(
    state: &AppState,
    night_id: i64,
    game_id: i64,
    device: Option<&str>,
) -> Result<NightPhone, AppError> {
    answer_result(state, night_id, game_id, device, None)
}

/// The calling phone's player refuses their table's result, saying why (and, optionally,
/// what they make the scores): both versions are kept for the host.
pub fn night_refuse(
    state: &AppState,
    night_id: i64,
    game_id: i64,
    reason: String,
    scores: Option<Vec<Points>>,
    device: Option<&str>,
) -> Result<NightPhone, AppError> {
    answer_result(state, night_id, game_id, device, Some((reason, scores)))
}

/// The host corrects a table (game `game_id`): `scores` count from now on, the reason and the
/// result as it stood are kept in the table's trail.
pub fn night_correct(
    state: &AppState,
    night_id: i64,
    game_id: i64,
    scores: Vec<Points>,
    reason: String,
) -> Result<NightView, AppError> {
    let answer = {
        let OpenNight {
            mut ledger, rounds, ..
        } = open(state, night_id)?;
        let Some(table) = rounds
            .iter()
            .flat_map(|r| r.tables.iter())
            .find(|t| t.game == game_id)
        else {
            return Err(AppError::not_found(
                Said::new("not-found-night-table")
                    .arg("game", game_id)
                    .arg("night", night_id),
            ));
        };
        let reason = reason.trim().to_string();
        if reason.is_empty() {
            return Err(refusal(
                "E_NIGHT_REASON",
                Said::new("night-error-reason-correct"),
            ));
        }
        check_scores(&scores, &table.seats)?;
        let version = ledger.game_version(game_id)?;
        ledger.night_result_add(
            &NewResult {
                game: game_id,
                action: ResultAction::Corrected,
                player: None,
                version,
                scores: to_json(&table.scores)?,
                claimed: Some(to_json(&scores)?),
                reason: Some(reason),
            },
            chrono::Utc::now(),
        )?;
        view(&ledger, night_id)?
    };
    state.changed(None);
    Ok(answer)
}

/// The host closes the night's newest round: refused while a table still plays it or a
/// refused result waits for the host's correction; a result not confirmed yet is accepted as
/// it stands. Phones no longer confirm or refuse in it.
pub fn night_close_round(state: &AppState, night_id: i64) -> Result<NightView, AppError> {
    let answer = {
        let OpenNight {
            mut ledger, rounds, ..
        } = open(state, night_id)?;
        let Some(last) = rounds.last() else {
            return Err(refusal(
                "E_NIGHT_NO_ROUND",
                Said::new("night-error-no-round"),
            ));
        };
        if ledger.night_closed_rounds(night_id)?.contains(&last.round) {
            return Err(refusal(
                "E_NIGHT_CLOSED",
                Said::new("night-error-closed-already").arg("round", last.round),
            ));
        }
        close(&mut ledger, night_id, last, Closing::Close)?;
        view(&ledger, night_id)?
    };
    state.changed(None);
    Ok(answer)
}

/// The host finalises the night: its newest round is closed first (as
/// [`night_close_round`]), then the results are final: nothing of the night changes any
/// more. A night may be finalised before all its rounds are played (a night cut short).
pub fn night_finalise(state: &AppState, night_id: i64) -> Result<NightView, AppError> {
    let answer = {
        let OpenNight {
            mut ledger, rounds, ..
        } = open(state, night_id)?;
        if let Some(last) = rounds.last() {
            if !ledger.night_closed_rounds(night_id)?.contains(&last.round) {
                close(&mut ledger, night_id, last, Closing::Finalise)?;
            }
        }
        ledger.night_finish(night_id, chrono::Utc::now())?;
        view(&ledger, night_id)?
    };
    state.changed(None);
    Ok(answer)
}

/// A late arrival: `player` joins night `night_id` from its next round (one who left comes
/// back). Refused once the night is finalised.
pub fn night_arrive(
    state: &AppState,
    night_id: i64,
    player: String,
) -> Result<NightView, AppError> {
    let answer = {
        let OpenNight {
            mut ledger, spec, ..
        } = open(state, night_id)?;
        let next = spec.arrive(&player)?;
        let arrived = (next.players.len() > spec.players.len())
            .then(|| next.players.last().cloned())
            .flatten();
        let json = serde_json::to_value(&next).map_err(StoreError::from)?;
        ledger.night_update(night_id, &json, arrived.as_deref(), chrono::Utc::now())?;
        view(&ledger, night_id)?
    };
    state.changed(None);
    Ok(answer)
}

/// An early leaver: `player` is not seated in night `night_id` from its next round on, and
/// keeps their standing. Refused once the night is finalised.
pub fn night_leave(state: &AppState, night_id: i64, player: String) -> Result<NightView, AppError> {
    let answer = {
        let OpenNight {
            mut ledger, spec, ..
        } = open(state, night_id)?;
        let next = spec.leave(&player)?;
        let json = serde_json::to_value(&next).map_err(StoreError::from)?;
        ledger.night_update(night_id, &json, None, chrono::Utc::now())?;
        view(&ledger, night_id)?
    };
    state.changed(None);
    Ok(answer)
}

/// A night opened for one of the host's changes: the ledger (held until the change is made),
/// the night as stored, its spec and its rounds as they stand. Refused once the night is
/// finalised.
struct OpenNight<'a> {
    ledger: std::sync::MutexGuard<'a, Ledger>,
    record: NightRecord,
    spec: NightSpec,
    rounds: Vec<RoundState>,
}

fn open(state: &AppState, night_id: i64) -> Result<OpenNight<'_>, AppError> {
    let ledger = state.store()?;
    let record = ledger.night(night_id)?;
    open_night(&record)?;
    let spec = spec_of(&record)?;
    let rounds = rounds(&ledger, &record, &spec)?;
    Ok(OpenNight {
        ledger,
        record,
        spec,
        rounds,
    })
}

/// Refused once the host finalised the night.
fn open_night(record: &NightRecord) -> Result<(), AppError> {
    match record.finished_at {
        None => Ok(()),
        Some(_) => Err(refusal(
            "E_NIGHT_FINAL",
            Said::new("night-error-final").arg("night", record.id),
        )),
    }
}

/// Why the host closes a round: to seat the next one, to close it, or to finalise the night.
/// A round still played refuses each, saying what to do once every table has finished.
#[derive(Debug, Clone, Copy)]
enum Closing {
    Seat,
    Close,
    Finalise,
}

impl Closing {
    /// The `then` of `night-error-round-open`.
    fn then(self) -> &'static str {
        match self {
            Closing::Seat => "seat",
            Closing::Close => "close",
            Closing::Finalise => "finalise",
        }
    }
}

/// Closes `round` (the host is doing `why`): refused while a table plays or a refusal waits
/// for the host; the results not confirmed yet are accepted as they stand.
fn close(
    ledger: &mut Ledger,
    night_id: i64,
    round: &RoundState,
    why: Closing,
) -> Result<(), AppError> {
    let open: Vec<&TableState> = round
        .tables
        .iter()
        .filter(|t| t.status == TableStatus::Playing)
        .collect();
    if !open.is_empty() {
        return Err(round_open(round.round, &open, why).into());
    }
    let refused: Vec<Said> = round
        .tables
        .iter()
        .filter(|t| t.status == TableStatus::Refused)
        .map(|t| {
            let last = t.trail.last();
            Said::new("night-refused-table")
                .arg("table", t.table)
                .arg(
                    "by",
                    refused_by(last.and_then(|e| e.by.clone()), "night-a-player-lower"),
                )
                .arg(
                    "reason",
                    last.and_then(|e| e.reason.clone()).unwrap_or_default(),
                )
        })
        .collect();
    if !refused.is_empty() {
        return Err(refusal(
            "E_NIGHT_REFUSED",
            Said::new("night-error-refused-round")
                .arg("round", round.round)
                .arg("tables", says::joined(refused, ", ")),
        ));
    }
    let now = chrono::Utc::now();
    for t in round
        .tables
        .iter()
        .filter(|t| t.status == TableStatus::ToConfirm)
    {
        let version = ledger.game_version(t.game)?;
        ledger.night_result_add(
            &NewResult {
                game: t.game,
                action: ResultAction::Accepted,
                player: None,
                version,
                scores: to_json(&t.scores)?,
                claimed: None,
                reason: None,
            },
            now,
        )?;
    }
    ledger.night_close_round(night_id, round.round, now)?;
    Ok(())
}

/// The refusal to close a round while tables of it still play (to do `why` once they have
/// finished).
fn round_open(round: u32, open: &[&TableState], why: Closing) -> RuleError {
    let tables: Vec<Said> = open
        .iter()
        .map(|t| {
            Said::new("night-open-table")
                .arg("table", t.table)
                .arg("seats", names_said(&t.seats))
        })
        .collect();
    RuleError::saying(
        "E_NIGHT_ROUND_OPEN",
        Said::new("night-error-round-open")
            .arg("round", round)
            .arg("tables", says::joined(tables, ", "))
            .arg("then", why.then()),
    )
}

/// The night's spec as stored, with its players named as the roster names them now (a player
/// renamed since the night was made keeps their place in it).
fn spec_of(record: &NightRecord) -> Result<NightSpec, StoreError> {
    let mut spec: NightSpec = serde_json::from_value(record.spec.clone())?;
    for (old, new) in spec.players.iter_mut().zip(&record.players) {
        if old != new {
            for fixed in spec.fixed.iter_mut().filter(|f| &f.player == old) {
                fixed.player = new.clone();
            }
            for left in spec.left.iter_mut().filter(|l| *l == old) {
                *left = new.clone();
            }
            *old = new.clone();
        }
    }
    Ok(spec)
}

fn seed_of(record: &NightRecord) -> u32 {
    u32::try_from(record.seed).unwrap_or_default()
}

/// Each seated round with its tables' scores and results.
fn rounds(
    ledger: &Ledger,
    record: &NightRecord,
    spec: &NightSpec,
) -> Result<Vec<RoundState>, StoreError> {
    let results = ledger.night_results(record.id)?;
    let lowest_wins = spec.lowest_wins()?;
    record
        .rounds
        .iter()
        .map(|r| {
            let ends = round_end(spec, &r.seated_at);
            let tables = r
                .tables
                .iter()
                .map(|t| {
                    let trail: Vec<&ResultRow> =
                        results.iter().filter(|e| e.game == t.game).collect();
                    table_state(ledger, spec, lowest_wins, ends, t, &trail)
                })
                .collect::<Result<_, _>>()?;
            Ok(RoundState {
                round: r.round,
                tables,
                byes: r.byes.clone(),
                seated_at: r.seated_at.clone(),
                ends_at: ends.map(cardtable_store::stamp),
            })
        })
        .collect()
}

/// One table's scores as the night counts them, from its game's ledger, and where its result
/// stands from its trail.
fn table_state(
    ledger: &Ledger,
    spec: &NightSpec,
    lowest_wins: bool,
    ends: Option<DateTime<Utc>>,
    table: &cardtable_store::NightTable,
    trail: &[&ResultRow],
) -> Result<TableState, StoreError> {
    let view = ledger.game_view(table.game)?;
    let s = view.standings;
    let hands = s.hands.len();
    let (scores, done) = match spec.round {
        RoundLength::Game => (s.final_totals, s.over),
        RoundLength::Deals { deals } => {
            let deals = usize::try_from(deals).unwrap_or(usize::MAX);
            match deals.checked_sub(1).and_then(|last| s.hands.get(last)) {
                Some(hand) => (hand.running.clone(), true),
                None if s.over => (s.final_totals, true),
                None => (s.totals, false),
            }
        }
        RoundLength::Timed { .. } => {
            // The first hand recorded once the time is up is the table's last deal.
            let last = ends.and_then(|ends| {
                s.hands.iter().position(|h| {
                    DateTime::parse_from_rfc3339(&h.played_at).is_ok_and(|at| at >= ends)
                })
            });
            match last {
                Some(i) if i + 1 == hands && s.over => (s.final_totals, true),
                Some(i) => match s.hands.get(i) {
                    Some(hand) => (hand.running.clone(), true),
                    None => (s.totals, false),
                },
                None if s.over => (s.final_totals, true),
                None => (s.totals, false),
            }
        }
    };
    let seats = view.game.players;
    let version = ledger.game_version(table.game)?;
    let points =
        |v: &serde_json::Value| -> Option<Vec<Points>> { serde_json::from_value(v.clone()).ok() };
    let last = trail.last();
    let (status, counted) = match last {
        Some(e) if e.action == ResultAction::Corrected => {
            (TableStatus::Corrected, e.claimed.as_ref().and_then(points))
        }
        Some(e) if e.version == version && done => match e.action {
            ResultAction::Confirmed => (TableStatus::Confirmed, points(&e.scores)),
            ResultAction::Accepted => (TableStatus::Accepted, points(&e.scores)),
            ResultAction::Refused | ResultAction::Corrected => (TableStatus::Refused, None),
        },
        _ if done => (TableStatus::ToConfirm, None),
        _ => (TableStatus::Playing, None),
    };
    let confirmers = if status == TableStatus::ToConfirm {
        other_side(&seats, &scores, lowest_wins)
    } else {
        Vec::new()
    };
    Ok(TableState {
        table: table.table,
        game: table.game,
        seats,
        scores,
        hands,
        done,
        status,
        counted,
        confirmers,
        trail: trail
            .iter()
            .map(|e| ResultEntry {
                action: match e.action {
                    ResultAction::Confirmed => ResultKind::Confirmed,
                    ResultAction::Refused => ResultKind::Refused,
                    ResultAction::Corrected => ResultKind::Corrected,
                    ResultAction::Accepted => ResultKind::Accepted,
                },
                by: e.player.clone(),
                scores: points(&e.scores).unwrap_or_default(),
                claimed: e.claimed.as_ref().and_then(points),
                reason: e.reason.clone(),
                at: e.at.clone(),
            })
            .collect(),
    })
}

/// When a round seated at `seated_at` ends, for a timed night.
fn round_end(spec: &NightSpec, seated_at: &str) -> Option<DateTime<Utc>> {
    let RoundLength::Timed { minutes } = spec.round else {
        return None;
    };
    let start = DateTime::parse_from_rfc3339(seated_at).ok()?;
    Some(start.with_timezone(&Utc) + chrono::Duration::minutes(i64::from(minutes)))
}

/// The newest round's clock, for a timed night, while that round is open.
fn clock(
    spec: &NightSpec,
    rounds: &[RoundState],
    closed: &[u32],
    finalised: bool,
    now: DateTime<Utc>,
) -> Option<RoundClock> {
    let RoundLength::Timed { minutes } = spec.round else {
        return None;
    };
    let round = rounds.last()?;
    if finalised || closed.contains(&round.round) {
        return None;
    }
    let ends = round_end(spec, &round.seated_at)?;
    let left = (ends - now).num_milliseconds().max(0);
    Some(RoundClock {
        round: round.round,
        minutes,
        ends_at: cardtable_store::stamp(ends),
        ms_left: u32::try_from(left).unwrap_or(u32::MAX),
    })
}

/// Who confirms a table's result: the players of the other side, i.e. everyone at the table
/// but its winner (the player the result favours most); at a table where everyone ties, any
/// of them.
fn other_side(seats: &[String], scores: &[Points], lowest_wins: bool) -> Vec<String> {
    let table = TableResult {
        seats: seats.to_vec(),
        scores: scores.to_vec(),
    };
    let placings = table_points(&table, Scoring::Placings, lowest_wins);
    let best = placings.iter().copied().max().unwrap_or_default();
    let others: Vec<String> = seats
        .iter()
        .zip(&placings)
        .filter(|(_, p)| **p < best)
        .map(|(s, _)| s.clone())
        .collect();
    if others.is_empty() {
        seats.to_vec()
    } else {
        others
    }
}

/// A round's results for the standings: the tables whose result counts (confirmed,
/// corrected or accepted), with the scores that count.
fn result_of(round: &RoundState) -> RoundResult {
    RoundResult {
        tables: round
            .tables
            .iter()
            .filter_map(|t| {
                Some(TableResult {
                    seats: t.seats.clone(),
                    scores: t.counted.clone()?,
                })
            })
            .collect(),
        byes: round.byes.clone(),
    }
}

/// The night as it stands.
pub(crate) fn view(ledger: &Ledger, id: i64) -> Result<NightView, StoreError> {
    let record = ledger.night(id)?;
    let spec = spec_of(&record)?;
    let rounds = rounds(ledger, &record, &spec)?;
    let played: Vec<RoundResult> = rounds.iter().map(result_of).collect();
    let standings = standings(&spec, spec.lowest_wins()?, &played);
    let round = rounds.last().map_or(0, |r| r.round);
    let closed = ledger.night_closed_rounds(id)?;
    let clock = clock(
        &spec,
        &rounds,
        &closed,
        record.finished_at.is_some(),
        Utc::now(),
    );
    Ok(NightView {
        id,
        seed: seed_of(&record),
        created_at: record.created_at.clone(),
        round,
        complete: round >= spec.rounds
            && rounds
                .iter()
                .all(|r| r.tables.iter().all(|t| t.counted.is_some())),
        rounds,
        standings,
        closed,
        finalised: record.finished_at.clone(),
        checked_in: ledger.night_checked_in_players(id)?,
        clock,
        spec,
    })
}
