//! Avalanche, by Kápolnás György and Légrády Gábor (RULES.md §9, decisions §11.13): a tracker
//! that referees each play, or checks the final counts of a deal.
//!
//! **The deck**: `packs` packs plus `jokers` jokers (2 and 6: 110 cards); 2–6 players, 10
//! cards each. **A play** ([`Play`], [`classify`]): k cards of one rank, compared with the
//! previous play: grow, stop (removed from the game) or fall (stored by the player who made
//! the previous play: those are points). With no avalanche moving a player may draw one card
//! (a snowfall) while the deck lasts. **The deal** ([`Deal`]) refills empty hands from the
//! deck, puts out players who run out once it is empty, and ends when one player still has
//! cards: they store them. Most stored cards wins; a tie gives co-winners.
//!
//! **In the ledger** one hand is one deal, entered in one of three forms ([`AvalancheHand`]):
//! the plays one by one (`plays`), the final stored counts (`counts`, with the removed cards
//! and the last player's hand, checked against the deck size: `E_AV_CONSERVATION`), or points
//! only (`points`, deals kept before the referee; the dispatch's legacy reader upgrades the old
//! `{"points":[...]}` to this).
//! A deal scores each player's stored cards. The game is one deal by default (`hands`), or
//! several deals added up, or played to a `target`.
//!
//! Knobs: [`AvalancheOptions`].

mod deal;
mod error;
mod knobs;
mod live;
mod play;
mod words;

pub use deal::{AvalancheMove, Deal, Step, HAND_SIZE};
pub use error::AvalancheError;
pub use live::AvalancheTracker;
pub use play::{classify, AvRank, BadRank, MixedRanks, Play, PlayKind};

use crate::error::RuleError;
use crate::games::tracker::{moves_of, TrackTable, TrackerView};
use crate::games::words::{num, plural};
use crate::games::{Game, GameEnd, GameKind, PlayedHand, Scored, Table};
use crate::ledger::verdict::{leaders, totals, WinRule};
use crate::points::Points;
use serde::{Deserialize, Serialize};

/// Avalanche's rules.
#[derive(Debug, Clone, Copy, Default)]
pub struct Avalanche;

/// The deck and the end of the game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase", default)]
pub struct AvalancheOptions {
    /// Full packs of 52 (2; add packs for bigger tables).
    pub packs: u32,
    /// Jokers added (6).
    pub jokers: u32,
    /// The game ends after this many deals (1); `None`: when the players stop.
    pub hands: Option<u32>,
    /// Or when someone's total stored cards reach this.
    pub target: Option<Points>,
}

impl Default for AvalancheOptions {
    fn default() -> Self {
        AvalancheOptions {
            packs: 2,
            jokers: 6,
            hands: Some(1),
            target: None,
        }
    }
}

impl AvalancheOptions {
    /// Cards in the deck: 52 per pack plus the jokers.
    pub fn deck_size(&self) -> u32 {
        self.packs.saturating_mul(52).saturating_add(self.jokers)
    }
}

/// A deal played move by move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename = "AvalanchePlaysEntry")]
pub struct PlaysEntry {
    /// Who moves first (default: the player after the dealer).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub first: Option<usize>,
    /// The moves in order.
    pub moves: Vec<AvalancheMove>,
}

/// The last player holding cards and how many they had.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename = "AvalancheLastHand")]
pub struct LastHand {
    /// Their seat.
    pub seat: usize,
    /// Cards in their hand, added to their pile.
    pub cards: u32,
}

/// The final counts of a deal.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename = "AvalancheCountsEntry")]
pub struct CountsEntry {
    /// Cards each player stored.
    pub stored: Vec<u32>,
    /// Cards removed from the game by stops.
    pub removed: u32,
    /// The last player's hand, if it is not already in their count.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub last: Option<LastHand>,
    /// Face-up cards left on the table when the deal ended (usually 0).
    #[serde(default)]
    pub on_table: u32,
}

/// Per-seat points entered by hand, from before the referee.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename = "AvalanchePointsEntry")]
pub struct PointsEntry {
    /// Stored cards per seat.
    pub points: Vec<Points>,
}

/// One Avalanche deal as entered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(tag = "form", rename_all = "camelCase")]
pub enum AvalancheHand {
    /// Play by play.
    Plays(PlaysEntry),
    /// The final stored counts.
    Counts(CountsEntry),
    /// Points only.
    Points(PointsEntry),
}

/// What a scored deal says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct AvalancheOutcome {
    /// Cards stored per seat (the points).
    pub stored: Vec<u32>,
    /// Cards removed from the game (`None` for points only).
    pub removed: Option<u32>,
    /// Face-up cards left on the table.
    pub on_table: u32,
    /// The class of each move in order (`None` for a snowfall); empty unless played by play.
    pub kinds: Vec<Option<PlayKind>>,
}

/// Checks final counts against the deck: the stored piles (with the last hand), the removed
/// cards and anything left on the table must add up to `deck` cards. Returns the piles.
pub fn check_counts(seats: usize, deck: u32, c: &CountsEntry) -> Result<Vec<u32>, AvalancheError> {
    if !(2..=6).contains(&seats) || c.stored.len() != seats {
        return Err(AvalancheError::PlayerCount);
    }
    let mut stored = c.stored.clone();
    if let Some(last) = c.last {
        let slot = stored
            .get_mut(last.seat)
            .ok_or(AvalancheError::LastSeat { seats })?;
        *slot = slot.saturating_add(last.cards);
    }
    let total: u64 = stored.iter().map(|&s| u64::from(s)).sum::<u64>()
        + u64::from(c.removed)
        + u64::from(c.on_table);
    if total != u64::from(deck) {
        return Err(AvalancheError::Conservation { total, deck });
    }
    Ok(stored)
}

fn seats_of(table: &Table) -> Result<(), RuleError> {
    if (2..=6).contains(&table.seats) {
        Ok(())
    } else {
        Err(AvalancheError::PlayerCount.into())
    }
}

impl Game for Avalanche {
    const KIND: GameKind = GameKind::Avalanche;
    type Options = AvalancheOptions;
    type Hand = AvalancheHand;
    type Outcome = AvalancheOutcome;
    const NAME: &'static str = "Avalanche";
    const PLAYERS: (u8, u8) = (2, 6);
    const SUMMARY: &'static str = "Two to six players with two packs and six jokers. Play sets of one rank onto the moving avalanche: grow it, stop it, or make it fall onto the previous player, who stores the cards as points. Most stored cards wins.";
    const WAS_POINTS_ONLY: bool = true;

    fn win_rule(options: &AvalancheOptions) -> crate::games::WinRule {
        crate::games::WinRule::highest(options.hands.is_none() && options.target.is_none())
    }

    fn entered_said(hand: &AvalancheHand, seat: usize) -> crate::says::Said {
        use crate::says::{joined, text, Said};
        match hand {
            AvalancheHand::Plays(p) => {
                let mut plays = 0u32;
                let mut cards = 0u32;
                let mut snowfalls = 0u32;
                for m in &p.moves {
                    match *m {
                        AvalancheMove::Play { seat: s, count, .. } if s == seat => {
                            plays += 1;
                            cards += count;
                        }
                        AvalancheMove::Snowfall { seat: s } if s == seat => snowfalls += 1,
                        AvalancheMove::Play { .. } | AvalancheMove::Snowfall { .. } => {}
                    }
                }
                let mut parts = vec![Said::new("avalanche-entered-plays")
                    .arg("plays", plays)
                    .arg("cards", cards)];
                if snowfalls > 0 {
                    parts.push(Said::new("avalanche-entered-snowfalls").arg("n", snowfalls));
                }
                joined(parts, "; ")
            }
            AvalancheHand::Counts(c) => {
                let mut parts = vec![c.stored.get(seat).map_or_else(
                    || text(""),
                    |n| Said::new("avalanche-entered-stored").arg("n", *n),
                )];
                if let Some(last) = c.last.filter(|l| l.seat == seat) {
                    parts.push(Said::new("avalanche-entered-last").arg("n", last.cards));
                }
                joined(parts, "; ")
            }
            AvalancheHand::Points(p) => crate::ledger::words::entered_points_said(&p.points, seat),
        }
    }

    fn hand_words(
        _outcome: &AvalancheOutcome,
        points: &[crate::points::Points],
        names: &[String],
    ) -> String {
        crate::ledger::words::by_points(points, names)
    }

    fn hand_said(
        _outcome: &AvalancheOutcome,
        points: &[crate::points::Points],
    ) -> Option<crate::says::Said> {
        Some(crate::ledger::words::by_points_said(points))
    }

    /// A deal's outcome has no lines of its own: its moves are classes (`kinds`) the
    /// screens name.
    fn explanation_said(_outcome: &AvalancheOutcome) -> Option<&[crate::says::Said]> {
        Some(&[])
    }

    fn knobs(options: &AvalancheOptions) -> Vec<crate::games::knob::Knob> {
        knobs::knobs(options)
    }

    fn score(
        options: &AvalancheOptions,
        table: &Table,
        hand: &AvalancheHand,
    ) -> Result<Scored<AvalancheOutcome>, RuleError> {
        seats_of(table)?;
        let outcome = match hand {
            AvalancheHand::Points(p) => {
                if p.points.len() != table.seats {
                    return Err(crate::games::entered_points::points_count(
                        table.seats,
                        p.points.len(),
                    ));
                }
                return Ok(Scored {
                    points: p.points.clone(),
                    outcome: AvalancheOutcome {
                        stored: vec![],
                        removed: None,
                        on_table: 0,
                        kinds: vec![],
                    },
                    warnings: vec![],
                });
            }
            AvalancheHand::Counts(c) => AvalancheOutcome {
                stored: check_counts(table.seats, options.deck_size(), c)?,
                removed: Some(c.removed),
                on_table: c.on_table,
                kinds: vec![],
            },
            AvalancheHand::Plays(p) => {
                let first = p.first.unwrap_or((table.dealer + 1) % table.seats);
                let deal = Deal::replay(table.seats, options.deck_size(), first, &[], &p.moves)
                    .map_err(|(_, e)| e)?;
                deal.check_finished()?;
                AvalancheOutcome {
                    stored: deal.stored.clone(),
                    removed: Some(deal.removed),
                    on_table: deal.on_table(),
                    kinds: deal.steps.iter().map(|(_, s)| s.kind).collect(),
                }
            }
        };
        Ok(Scored {
            points: outcome
                .stored
                .iter()
                .map(|&s| Points::from(i64::from(s)))
                .collect(),
            outcome,
            warnings: vec![],
        })
    }

    fn end(options: &AvalancheOptions, seats: usize, hands: &[PlayedHand]) -> GameEnd {
        let totals = totals(seats, hands);
        let reached = options
            .target
            .is_some_and(|t| totals.iter().any(|&p| p >= t));
        let all_played = options
            .hands
            .is_some_and(|n| hands.len() >= usize::try_from(n).unwrap_or(usize::MAX));
        if hands.is_empty() || !(reached || all_played) {
            return GameEnd::default();
        }
        let line = crate::says::Said::new("avalanche-end-most-stored");
        GameEnd {
            over: true,
            bonuses: vec![Points::ZERO; seats],
            winners: leaders(WinRule::highest(false), &totals),
            explanation: vec![line.english()],
            said: vec![line],
        }
    }

    const TRACKED: bool = true;

    fn describe(options: &AvalancheOptions) -> Vec<String> {
        let end = match (options.hands, options.target) {
            (Some(n), Some(t)) => format!(
                "The game ends after {} or when someone has stored {} cards.",
                plural(n, "deal"),
                num(t)
            ),
            (Some(n), None) => format!("The game ends after {}.", plural(n, "deal")),
            (None, Some(t)) => format!("The game ends when someone has stored {} cards.", num(t)),
            (None, None) => "Open-ended: stop whenever you like.".to_string(),
        };
        vec![
            format!(
                "{} and {} jokers: {} cards; 10 each.",
                plural(options.packs, "pack"),
                options.jokers,
                options.deck_size()
            ),
            end,
            "The most stored cards wins.".to_string(),
        ]
    }

    fn knob_words(options: &AvalancheOptions) -> Vec<(&'static str, String)> {
        knobs::knob_words(options)
    }

    fn knob_words_said(options: &AvalancheOptions) -> Vec<(&'static str, crate::says::Said)> {
        words::knob_words_said(options)
    }

    fn end_line(options: &AvalancheOptions) -> String {
        match (options.hands, options.target) {
            (Some(n), _) => format!("{} · most stored cards wins", plural(n, "deal")),
            (None, Some(t)) => format!("To {} cards · most stored cards wins", num(t)),
            (None, None) => "Open-ended · most stored cards wins".to_string(),
        }
    }

    fn describe_said(options: &AvalancheOptions) -> Option<Vec<crate::says::Said>> {
        Some(words::describe_said(options))
    }

    fn end_said(options: &AvalancheOptions) -> Option<crate::says::Said> {
        Some(words::end_said(options))
    }

    fn track(
        options: &AvalancheOptions,
        table: &TrackTable<'_>,
        moves: &[serde_json::Value],
    ) -> Result<TrackerView, RuleError> {
        live::avalanche(options, table, &moves_of(moves)?)
    }
}

#[cfg(test)]
mod tests;
