//! Ratings across club nights (issue 26), opt-in: the players who opted in are the club's
//! rating group, and each is rated by the Weng-Lin model (the rules crate's [`rate`], on the
//! crate `skillratings`: a table of four is one match of four players each on their own),
//! from every club night's tables in the order they were played. This layer reads the nights
//! and the opt-ins, calls the rule and answers.
//!
//! Nothing of a rating is stored: it is recomputed from the stored games each time it is
//! read (a night's tables, with the scores that count in that night's standings: confirmed
//! at the table, corrected or accepted by the host), so a corrected result corrects the
//! ratings, and a table whose result does not count (yet) rates nobody. At a table only the
//! rated players are ranked, among themselves (players tied there share a rank); a table
//! with fewer than two rated players rates nobody.

use crate::error::AppError;
use crate::ledger::Ledger;
use crate::night::{view, NightView};
use crate::state::AppState;
pub use cardtable_rules::night::ratings::{rate, RatedTable, Rating};
use cardtable_store::StoreError;
use serde::Serialize;
use std::collections::HashMap;

/// A roster player's rating across club nights.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct PlayerRating {
    /// The roster player's id.
    pub player_id: i64,
    /// Their name.
    pub name: String,
    /// They opted in to being rated.
    pub rated: bool,
    /// Their rating (Weng-Lin's mean skill, 25 before any game); `None` when not rated.
    pub rating: Option<f64>,
    /// How uncertain it is (the standard deviation, 25/3 before any game, shrinking with
    /// every game).
    pub uncertainty: Option<f64>,
    /// The club night tables behind the rating.
    pub games: u32,
}

/// Every club night's tables whose result counts, oldest night first, each night's in the
/// order its rounds and tables were played.
fn night_tables(ledger: &Ledger) -> Result<Vec<RatedTable>, StoreError> {
    let mut ids: Vec<i64> = ledger.nights_list()?.iter().map(|n| n.id).collect();
    ids.sort_unstable();
    let mut tables = Vec::new();
    for id in ids {
        let night: NightView = view(ledger, id)?;
        let lowest_wins = night.spec.lowest_wins()?;
        for round in &night.rounds {
            for table in &round.tables {
                if let Some(scores) = &table.counted {
                    tables.push(RatedTable {
                        seats: table.seats.clone(),
                        scores: scores.clone(),
                        lowest_wins,
                    });
                }
            }
        }
    }
    Ok(tables)
}

fn ratings_of(ledger: &Ledger) -> Result<Vec<PlayerRating>, StoreError> {
    let roster = ledger.list_players()?;
    let opted = ledger.rated_players()?;
    let rated: Vec<String> = roster
        .iter()
        .filter(|p| opted.contains(&p.id))
        .map(|p| p.name.clone())
        .collect();
    let ratings = if rated.is_empty() {
        HashMap::new()
    } else {
        rate(&night_tables(ledger)?, &rated)
    };
    Ok(roster
        .into_iter()
        .map(|p| {
            let r = ratings.get(&p.name);
            PlayerRating {
                player_id: p.id,
                rated: opted.contains(&p.id),
                rating: r.map(|r| r.rating.rating),
                uncertainty: r.map(|r| r.rating.uncertainty),
                games: r.map_or(0, |r| r.games),
                name: p.name,
            }
        })
        .collect())
}

/// Every roster player's rating across club nights (by name; `None` for a player who did
/// not opt in).
pub fn ratings_list(state: &AppState) -> Result<Vec<PlayerRating>, AppError> {
    let ledger = state.store()?;
    Ok(ratings_of(&ledger)?)
}

/// The host opts roster player `player_id` in to being rated, or out (their rating is then
/// gone: it was never stored); every player's rating as it stands after.
pub fn players_rate(
    state: &AppState,
    player_id: i64,
    rated: bool,
) -> Result<Vec<PlayerRating>, AppError> {
    let answer = {
        let mut ledger = state.store()?;
        ledger.set_rated(player_id, rated, chrono::Utc::now())?;
        ratings_of(&ledger)?
    };
    state.changed(None);
    Ok(answer)
}
