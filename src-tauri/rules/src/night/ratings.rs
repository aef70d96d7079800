//! Ratings across club nights (issue 26): the Weng-Lin model (Weng and Lin, "A Bayesian
//! Approximation Method for Online Ranking", JMLR 12, 2011; the model behind OpenSkill),
//! computed by the crate `skillratings`, a table of any size being one match in which every
//! player is a team of one.
//!
//! A pure fold over the tables in the order they were played: the caller gives every table
//! whose result counts (with the scores that count, so a corrected result rates as
//! corrected) and the players who opted in. At a table only the opted-in players are ranked,
//! among themselves (players tied share a rank; the lowest score first where the lowest
//! wins); a table with fewer than two of them rates nobody, and the others never have a
//! rating.

use crate::points::Points;
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;
use std::collections::HashMap;

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
