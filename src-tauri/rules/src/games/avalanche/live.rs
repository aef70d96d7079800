//! Avalanche's live tracker ([`Game::track`](crate::games::Game::track)): the deal being
//! played replayed from its kept moves, each move in words, and once the deal is over the
//! facts to save as its hand. Deals pass clockwise: this deal's dealer follows the last saved
//! one, and the player after the dealer leads.

use super::{AvRank, AvalancheHand, AvalancheMove, AvalancheOptions, Deal, PlayKind, Step};
use crate::error::RuleError;
use crate::games::tracker::{retell_log, Finished, TrackTable, Tracker, TrackerView};
use crate::says::{joined, render, Arg, Lang, Said};
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
    /// The moves in words, one line each, in the reader's language (the rules write English).
    pub log: Vec<String>,
    /// The same lines as messages, for a reader in any language.
    #[serde(skip)]
    #[ts(skip)]
    pub said: Vec<Said>,
    /// Every rank a play may name, lowest first (2 … K, A, JK): the buttons of the rank tap.
    pub ranks: Vec<AvRank>,
    /// Set once the deal is over: its hand, to save.
    pub finished: Option<Finished>,
}

impl Tracker for AvalancheTracker {
    fn finished(&self) -> Option<&Finished> {
        self.finished.as_ref()
    }

    fn retell(&mut self, tell: &dyn Fn(&Said) -> String) {
        retell_log(&mut self.log, &self.said, tell);
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
    let said: Vec<Said> = deal.steps.iter().map(|(m, s)| say(m, s)).collect();
    let log = said
        .iter()
        .map(|s| render(s, Lang::En, &deal.names))
        .collect();
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
        said,
        ranks: AvRank::all().collect(),
        finished,
        deal,
    }))
}

/// One Avalanche move as a message (`tracker-av-*` in `tracker.ftl`), each player by seat:
/// the play and what it did, then the cards drawn to refill the hand and the end of the deal,
/// when there are.
pub fn say(m: &AvalancheMove, s: &Step) -> Said {
    let play = |id: &'static str, seat: usize, count: u32, rank: AvRank| {
        Said::new(id)
            .arg("name", Arg::Seat(seat))
            .arg("count", count)
            .arg("rank", rank.to_string())
    };
    let first = match (*m, s.kind) {
        (AvalancheMove::Snowfall { seat }, _) => {
            Said::new("tracker-av-snowfall").arg("name", Arg::Seat(seat))
        }
        (AvalancheMove::Play { seat, count, rank }, kind) => match kind {
            Some(PlayKind::Start) => play("tracker-av-start", seat, count, rank),
            Some(PlayKind::Grow) => play("tracker-av-grow", seat, count, rank),
            Some(PlayKind::Stop) => {
                play("tracker-av-stop", seat, count, rank).arg("cards", s.cards)
            }
            Some(PlayKind::Fall) | None => match s.receiver {
                Some(r) => play("tracker-av-fall-to", seat, count, rank)
                    .arg("cards", s.cards)
                    .arg("receiver", Arg::Seat(r)),
                None => play("tracker-av-fall", seat, count, rank),
            },
        },
    };
    let mut parts = vec![first];
    if s.refill > 0 {
        parts.push(Said::new("tracker-av-refill").arg("cards", s.refill));
    }
    if let Some(last) = s.last {
        parts.push(Said::new("tracker-av-last").arg("name", Arg::Seat(last)));
    }
    match parts.len() {
        1 => parts.remove(0),
        _ => joined(parts, " "),
    }
}
