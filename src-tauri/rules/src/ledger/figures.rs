//! Per-player figures drawn from the outcomes the rules computed for each hand: the numbers
//! people ask about (gins, undercuts and average deadwood in Gin; bid hit rate in Oh Heck!;
//! best round in Six Card Golf). Each game counts them from its own typed outcomes (its
//! `Game::tally` and `Game::figures`), never re-derived.

use crate::games::{GameKind, HandOutcome};
use serde::Serialize;

/// A player's figures in one kind of game; a field is `None` when it does not apply or no
/// hand has contributed to it yet.
#[derive(Debug, Clone, Default, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Figures {
    /// Gin: hands the player won by going gin (big gin included).
    pub gins: Option<u32>,
    /// Gin: hands the player won by undercutting the knocker.
    pub undercuts: Option<u32>,
    /// Gin: the player's average final deadwood over hands with a knock.
    pub average_deadwood: Option<f64>,
    /// Oh Heck!: share of bids made exactly, 0 to 1.
    pub bid_hit_rate: Option<f64>,
    /// Six Card Golf: the player's lowest hole score.
    pub best_round: Option<i64>,
}

/// Running tallies behind [`Figures`]: each game adds its outcomes ([`Game::tally`]) and
/// reads its own figures back ([`Game::figures`]).
///
/// [`Game::tally`]: crate::games::Game::tally
/// [`Game::figures`]: crate::games::Game::figures
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Tally {
    /// Gin: hands with a result (void hands included).
    pub gin_hands: u32,
    /// Gin: hands won by going gin.
    pub gins: u32,
    /// Gin: hands won by undercutting.
    pub undercuts: u32,
    /// Gin: the player's final deadwood summed over hands with a knock.
    pub deadwood_sum: u64,
    /// Gin: hands with a knock.
    pub deadwood_hands: u32,
    /// Oh Heck!: bids made.
    pub bids: u32,
    /// Oh Heck!: bids made exactly.
    pub bids_made: u32,
    /// Six Card Golf: the lowest hole score so far.
    pub best_round: Option<i64>,
}

impl Tally {
    /// Adds one hand's outcome, seen from `seat` (the game's own [`Game::tally`]).
    ///
    /// [`Game::tally`]: crate::games::Game::tally
    pub fn add(&mut self, outcome: &HandOutcome, seat: usize) {
        outcome.tally(seat, self);
    }

    /// The figures for `kind` so far (the game's own [`Game::figures`]).
    ///
    /// [`Game::figures`]: crate::games::Game::figures
    pub fn figures(&self, kind: GameKind) -> Figures {
        kind.figures(self)
    }

    /// `n / d`, or `None` before anything was counted.
    pub fn rate(n: u32, d: u32) -> Option<f64> {
        (d > 0).then(|| f64::from(n) / f64::from(d))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::gin::{GinOutcome, GinResult};
    use crate::games::oh_heck::{OhHeckLine, OhHeckOutcome};

    fn gin(result: GinResult, knocker: usize, winner: usize, k: u32, d: u32) -> HandOutcome {
        HandOutcome::GinRummy(GinOutcome {
            result,
            knocker: Some(knocker),
            winner_seat: Some(winner),
            knocker_deadwood: k,
            defender_deadwood: d,
            ..GinOutcome::void()
        })
    }

    #[test]
    fn gin_figures_from_outcomes() {
        let mut t = Tally::default();
        let hands = [
            gin(GinResult::Gin, 0, 0, 0, 20),
            gin(GinResult::Undercut, 1, 0, 8, 6),
            gin(GinResult::Knock, 1, 1, 3, 10),
            HandOutcome::GinRummy(GinOutcome::void()),
        ];
        for h in &hands {
            t.add(h, 0);
        }
        let f = t.figures(GameKind::GinRummy);
        assert_eq!((f.gins, f.undercuts), (Some(1), Some(1)));
        // Seat 0 held 0 (its gin), 6 and 10 as defender; the void hand does not count.
        assert_eq!(f.average_deadwood, Some(16.0 / 3.0));
        assert_eq!(f.bid_hit_rate, None);
    }

    #[test]
    fn oh_heck_figures_and_kinds_without_figures() {
        let line = |made| OhHeckLine {
            bid: 1,
            tricks: 1,
            made,
            points: 0,
        };
        let mut t = Tally::default();
        for made in [true, false, true, true] {
            let o = OhHeckOutcome {
                hand_size: 1,
                trump: None,
                bidding_order: vec![1, 0],
                forbidden_dealer_bid: None,
                total_bids: 2,
                lines: vec![line(!made), line(made)],
                explanation: vec![],
                said: vec![],
            };
            t.add(&HandOutcome::OhHeck(o), 1);
        }
        assert_eq!(t.figures(GameKind::OhHeck).bid_hit_rate, Some(0.75));
        assert_eq!(t.figures(GameKind::KnockRummy), Figures::default());
    }
}
