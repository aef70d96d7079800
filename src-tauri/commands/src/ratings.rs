//! Ratings across club nights (issue 26), opt-in: the players who opted in are the club's
//! rating group, and each is rated by the Weng-Lin model (crate `skillratings`: a Bayesian
//! rating for games of many players, a table of four being one match of four players each on
//! their own), from every club night's tables in the order they were played.
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
use cardtable_rules::Points;
use cardtable_store::StoreError;
use serde::Serialize;
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;
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

/// One rated table: its players in seat order and the scores that count.
#[derive(Debug, Clone, PartialEq)]
pub struct RatedTable {
    /// Players in seat order.
    pub seats: Vec<String>,
    /// Each seat's score as it counts.
    pub scores: Vec<Points>,
    /// The lowest score wins at this game.
    pub lowest_wins: bool,
}

/// A player's rating and the number of tables behind it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    /// Weng-Lin's mean and deviation.
    pub rating: WengLinRating,
    /// The tables behind it.
    pub games: u32,
}

/// Rates the players of `rated` over `tables`, in order: every rated player starts at
/// Weng-Lin's default (25, 25/3); a table updates its rated players once it has two.
pub fn rate(tables: &[RatedTable], rated: &[String]) -> HashMap<String, Rating> {
    let config = WengLinConfig::new();
    let mut ratings: HashMap<String, Rating> = rated
        .iter()
        .map(|name| {
            (
                name.clone(),
                Rating {
                    rating: WengLinRating::new(),
                    games: 0,
                },
            )
        })
        .collect();
    for table in tables {
        let at: Vec<(&String, Points)> = table
            .seats
            .iter()
            .zip(&table.scores)
            .filter(|(name, _)| ratings.contains_key(*name))
            .map(|(name, score)| (name, *score))
            .collect();
        if at.len() < 2 {
            continue;
        }
        // One team of one a player; a player's rank is 1 + the rated players who beat them.
        let teams: Vec<[WengLinRating; 1]> = at
            .iter()
            .map(|(name, _)| [ratings.get(*name).map(|r| r.rating).unwrap_or_default()])
            .collect();
        let ranks: Vec<MultiTeamOutcome> = at
            .iter()
            .map(|(_, mine)| {
                let beaten_by = at
                    .iter()
                    .filter(|(_, theirs)| {
                        if table.lowest_wins {
                            theirs < mine
                        } else {
                            theirs > mine
                        }
                    })
                    .count();
                MultiTeamOutcome::new(beaten_by + 1)
            })
            .collect();
        let input: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
            .iter()
            .zip(&ranks)
            .map(|(team, rank)| (team.as_slice(), *rank))
            .collect();
        let after = weng_lin_multi_team(&input, &config);
        for ((name, _), new) in at.iter().zip(after) {
            if let (Some(r), Some(new)) = (ratings.get_mut(*name), new.first()) {
                r.rating = *new;
                r.games += 1;
            }
        }
    }
    ratings
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
