//! Skull & Roses' live tracker ([`Game::track`](crate::games::Game::track)): the saved rounds
//! folded into the standing, the round being played replayed from its kept moves, and once it
//! is over the facts to save as its hand (its dealer is the round's first player).

use super::{fold_rounds, Round, RoundView, SkullHand, SkullMove, SkullNext, SkullStanding};
use crate::error::RuleError;
use crate::games::tracker::{Finished, TrackTable, Tracker, TrackerView};
use serde::{Deserialize, Serialize};
use serde_json::json;

/// A tracked Skull & Roses game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct SkullTracker {
    /// Cards, successes, next first player, winner: the saved rounds plus a finished current one.
    pub standing: SkullStanding,
    /// The round being played (`None` when the game was already over).
    pub round: Option<RoundView>,
    /// Set once the current round is over: its hand, to save.
    pub finished: Option<Finished>,
}

impl Tracker for SkullTracker {
    fn finished(&self) -> Option<&Finished> {
        self.finished.as_ref()
    }

    /// The cards the failed challenger owns when the round waits for the card they lose to
    /// another player's skull, drawn blindly.
    fn blind_draw(&self) -> Option<u8> {
        match self.round.as_ref().map(|r| &r.next) {
            Some(SkullNext::Lose {
                cards,
                random: true,
                ..
            }) => Some(*cards),
            _ => None,
        }
    }

    fn retell(&mut self, tell: &dyn Fn(&crate::says::Said) -> String) {
        if let Some(round) = &mut self.round {
            crate::games::tracker::retell_log(&mut round.log, &round.said, tell);
        }
    }
}

/// Where the game stands with `moves` of the current round.
pub fn skull(table: &TrackTable<'_>, moves: &[SkullMove]) -> Result<TrackerView, RuleError> {
    let facts: Vec<Option<SkullHand>> = table
        .hands
        .iter()
        .map(|h| SkullHand::deserialize(h.facts).ok())
        .collect();
    let mut standing = fold_rounds(
        table.seats,
        table.first_dealer,
        table
            .hands
            .iter()
            .zip(&facts)
            .map(|(h, f)| (h.dealer, f.as_ref(), h.points)),
    );
    if standing.over {
        if !moves.is_empty() {
            return Err(RuleError::saying(
                "E_SK_GAME_OVER",
                crate::says::Said::new("skull-error-over"),
            ));
        }
        return Ok(TrackerView::SkullAndRoses(SkullTracker {
            standing,
            round: None,
            finished: None,
        }));
    }
    let (cards, first) = (standing.cards.clone(), standing.first);
    let round = Round::replay(&cards, first, None, table.names, moves)
        .map_err(|(_, e)| RuleError::from(e))?;
    let finished = round.result().map(|result| {
        standing.add_round(&result);
        Finished {
            facts: json!({"form": "round", "cards": cards, "moves": moves}),
            dealer: first,
        }
    });
    Ok(TrackerView::SkullAndRoses(SkullTracker {
        standing,
        round: Some(RoundView::of(&round, first, moves)),
        finished,
    }))
}
