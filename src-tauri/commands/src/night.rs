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
use cardtable_rules::night::{
    seat, standings, NightOptions, NightSpec, RoundLength, RoundResult, Standing, TableResult,
};
use cardtable_rules::{GameKind, Points, RuleError};
use cardtable_store::{NewGame, NewTable, NightRecord, StoreError};
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
    /// The standings after them (tables still playing count as they stand).
    pub standings: Vec<Standing>,
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

/// Seats night `night_id`'s next round: refused while a table of the current round is still
/// playing (naming it and its players) and once every round is seated.
pub fn night_seat(state: &AppState, night_id: i64) -> Result<NightRound, AppError> {
    let round = {
        let mut ledger = state.store()?;
        let record = ledger.night(night_id)?;
        let spec = spec_of(&record)?;
        let rounds = rounds(&ledger, &record, &spec)?;
        if let Some(last) = rounds.last() {
            let open: Vec<&TableState> = last.tables.iter().filter(|t| !t.done).collect();
            if !open.is_empty() && last.round < spec.rounds {
                return Err(round_open(last.round, &open).into());
            }
        }
        let played: Vec<RoundResult> = rounds.iter().map(result_of).collect();
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

/// The refusal to seat a round while tables of the last one still play.
fn round_open(round: u32, open: &[&TableState]) -> RuleError {
    let tables: Vec<String> = open
        .iter()
        .map(|t| format!("table {} ({})", t.table, t.seats.join(", ")))
        .collect();
    RuleError::new(
        "E_NIGHT_ROUND_OPEN",
        format!(
            "Round {round} is still being played at {}; seat the next round once every table has finished.",
            tables.join(", ")
        ),
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
            *old = new.clone();
        }
    }
    Ok(spec)
}

fn seed_of(record: &NightRecord) -> u32 {
    u32::try_from(record.seed).unwrap_or_default()
}

/// Each seated round with its tables' scores as they count.
fn rounds(
    ledger: &Ledger,
    record: &NightRecord,
    spec: &NightSpec,
) -> Result<Vec<RoundState>, StoreError> {
    record
        .rounds
        .iter()
        .map(|r| {
            let tables = r
                .tables
                .iter()
                .map(|t| table_state(ledger, spec, t))
                .collect::<Result<_, _>>()?;
            Ok(RoundState {
                round: r.round,
                tables,
                byes: r.byes.clone(),
            })
        })
        .collect()
}

/// One table's scores as the night counts them, from its game's ledger.
fn table_state(
    ledger: &Ledger,
    spec: &NightSpec,
    table: &cardtable_store::NightTable,
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
    };
    Ok(TableState {
        table: table.table,
        game: table.game,
        seats: view.game.players,
        scores,
        hands,
        done,
    })
}

/// A round's results for the standings. A table that has not recorded a hand yet has no
/// result to count (its level 0–0 is not a draw); a table with hands counts as it stands.
fn result_of(round: &RoundState) -> RoundResult {
    RoundResult {
        tables: round
            .tables
            .iter()
            .filter(|t| t.hands > 0)
            .map(|t| TableResult {
                seats: t.seats.clone(),
                scores: t.scores.clone(),
            })
            .collect(),
        byes: round.byes.clone(),
    }
}

/// The night as it stands.
fn view(ledger: &Ledger, id: i64) -> Result<NightView, StoreError> {
    let record = ledger.night(id)?;
    let spec = spec_of(&record)?;
    let rounds = rounds(ledger, &record, &spec)?;
    let played: Vec<RoundResult> = rounds.iter().map(result_of).collect();
    let standings = standings(&spec, spec.lowest_wins()?, &played);
    let round = rounds.last().map_or(0, |r| r.round);
    Ok(NightView {
        id,
        seed: seed_of(&record),
        created_at: record.created_at.clone(),
        round,
        complete: round >= spec.rounds && rounds.iter().all(|r| r.tables.iter().all(|t| t.done)),
        rounds,
        standings,
        spec,
    })
}
