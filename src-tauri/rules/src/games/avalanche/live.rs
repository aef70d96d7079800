//! Avalanche's live tracker ([`Game::track`](crate::games::Game::track)): the deal being
//! played replayed from its kept moves, each move in words, and once the deal is over the
//! facts to save as its hand. Deals pass clockwise: this deal's dealer follows the last saved
//! one, and the player after the dealer leads.

use super::{AvRank, AvalancheHand, AvalancheMove, AvalancheOptions, Deal, PlayKind, Step};
use crate::error::RuleError;
use crate::games::tracker::{Finished, TrackTable, Tracker, TrackerView};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A tracked Avalanche deal.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct AvalancheTracker {
    /// Who moved first in this deal.
    pub first: usize,
    /// The deal as it stands.
    pub deal: Deal,
    /// True when the player to move may draw.
    pub can_snowfall: bool,
    /// Cards face up in the moving avalanche.
    pub on_table: u32,
    /// What the last move did.
    pub last: Option<Step>,
    /// The moves in words.
    pub log: Vec<String>,
    /// Every rank a play may name, lowest first (2 … K, A, JK): the buttons of the rank tap.
    pub ranks: Vec<AvRank>,
    /// Set once the deal is over: its hand, to save.
    pub finished: Option<Finished>,
}

impl Tracker for AvalancheTracker {
    fn finished(&self) -> Option<&Finished> {
        self.finished.as_ref()
    }
}

/// Where the current deal stands with its kept `moves`.
pub fn avalanche(
    options: &AvalancheOptions,
    table: &TrackTable<'_>,
    moves: &[AvalancheMove],
) -> Result<TrackerView, RuleError> {
    let (seats, names) = (table.seats, table.names);
    let first_dealer = table.first_dealer;
    let hands = table.hands;
    // Deals pass clockwise: this deal's dealer follows the last one; the next player leads.
    let dealer = hands.last().map_or(first_dealer, |h| h.dealer + 1) % seats.max(1);
    let first = (dealer + 1) % seats.max(1);
    let deal = Deal::replay(seats, options.deck_size(), first, names, moves)
        .map_err(|(_, e)| RuleError::from(e))?;
    let log = deal.steps.iter().map(|(m, s)| say(&deal, m, s)).collect();
    let finished = deal.over.then(|| Finished {
        facts: serde_json::to_value(AvalancheHand::Plays(super::PlaysEntry {
            first: Some(first),
            moves: moves.to_vec(),
        }))
        .unwrap_or(Value::Null),
        dealer,
    });
    Ok(TrackerView::Avalanche(AvalancheTracker {
        first,
        can_snowfall: deal.can_snowfall(),
        on_table: deal.on_table(),
        last: deal.steps.last().map(|(_, s)| s.clone()),
        log,
        ranks: AvRank::all().collect(),
        finished,
        deal,
    }))
}

/// One Avalanche move in words.
fn say(deal: &Deal, m: &AvalancheMove, s: &Step) -> String {
    let name = |seat: usize| deal.names.get(seat).cloned().unwrap_or_default();
    let mut line = match (*m, s.kind) {
        (AvalancheMove::Snowfall { seat }, _) => format!("{} draws a card (snowfall).", name(seat)),
        (AvalancheMove::Play { seat, count, rank }, kind) => {
            let what = match kind {
                Some(PlayKind::Start) => "starts an avalanche".to_string(),
                Some(PlayKind::Grow) => "grows it".to_string(),
                Some(PlayKind::Stop) => format!("stops it: {} cards leave the game", s.cards),
                Some(PlayKind::Fall) | None => match s.receiver {
                    Some(r) => format!("makes it fall: {} cards to {}", s.cards, name(r)),
                    None => "makes it fall".to_string(),
                },
            };
            format!("{} plays {count}×{rank} and {what}.", name(seat))
        }
    };
    if s.refill > 0 {
        line.push_str(&format!(" Draws {} new cards.", s.refill));
    }
    if let Some(last) = s.last {
        line.push_str(&format!(
            " {} stores the last hand; the deal is over.",
            name(last)
        ));
    }
    line
}
