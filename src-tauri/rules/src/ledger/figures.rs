//! Per-player figures drawn from the outcomes the rules computed for each hand: the numbers
//! people ask about (gins, undercuts and average deadwood in Gin; bid hit rate in Oh Heck!;
//! best round in Six Card Golf). Read from each game's own outcome JSON, never re-derived.

use crate::games::gin::GinResult;
use crate::games::GameKind;
use serde::Serialize;
use serde_json::Value;

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

/// Running tallies behind [`Figures`].
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Tally {
    gin_hands: u32,
    gins: u32,
    undercuts: u32,
    deadwood_sum: u64,
    deadwood_hands: u32,
    bids: u32,
    bids_made: u32,
    best_round: Option<i64>,
}

fn as_usize(v: Option<&Value>) -> Option<usize> {
    v.and_then(Value::as_u64)
        .and_then(|n| usize::try_from(n).ok())
}

impl Tally {
    /// Adds one hand of `kind`, seen from `seat`, from its outcome JSON. Outcomes of another
    /// shape (a game that changed, a manual hand) are skipped.
    pub fn add(&mut self, kind: GameKind, outcome: &Value, seat: usize) {
        match kind {
            GameKind::GinRummy => self.add_gin(outcome, seat),
            GameKind::OhHeck => {
                let made = outcome
                    .get("lines")
                    .and_then(|l| l.get(seat))
                    .and_then(|l| l.get("made"))
                    .and_then(Value::as_bool);
                if let Some(made) = made {
                    self.bids += 1;
                    self.bids_made += u32::from(made);
                }
            }
            GameKind::SixCardGolf => {
                let score = outcome
                    .get("lines")
                    .and_then(|l| l.get(seat))
                    .and_then(|l| l.get("score"))
                    .and_then(Value::as_i64);
                if let Some(s) = score {
                    self.best_round = Some(self.best_round.map_or(s, |b| b.min(s)));
                }
            }
            _ => {}
        }
    }

    fn add_gin(&mut self, outcome: &Value, seat: usize) {
        let Some(result) = outcome
            .get("result")
            .and_then(|r| serde_json::from_value::<GinResult>(r.clone()).ok())
        else {
            return;
        };
        self.gin_hands += 1;
        let won = as_usize(outcome.get("winnerSeat")) == Some(seat);
        match result {
            GinResult::Gin | GinResult::BigGin if won => self.gins += 1,
            GinResult::Undercut if won => self.undercuts += 1,
            _ => {}
        }
        let Some(knocker) = as_usize(outcome.get("knocker")) else {
            return; // a void hand: nobody's deadwood was counted
        };
        let key = if knocker == seat {
            "knockerDeadwood"
        } else {
            "defenderDeadwood"
        };
        if let Some(d) = outcome.get(key).and_then(Value::as_u64) {
            self.deadwood_sum += d;
            self.deadwood_hands += 1;
        }
    }

    /// The figures for `kind` so far.
    pub fn figures(&self, kind: GameKind) -> Figures {
        let rate = |n: u32, d: u32| (d > 0).then(|| f64::from(n) / f64::from(d));
        match kind {
            GameKind::GinRummy => Figures {
                gins: Some(self.gins),
                undercuts: Some(self.undercuts),
                average_deadwood: (self.deadwood_hands > 0)
                    .then(|| self.deadwood_sum as f64 / f64::from(self.deadwood_hands)),
                ..Figures::default()
            },
            GameKind::OhHeck => Figures {
                bid_hit_rate: rate(self.bids_made, self.bids),
                ..Figures::default()
            },
            GameKind::SixCardGolf => Figures {
                best_round: self.best_round,
                ..Figures::default()
            },
            _ => Figures::default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn gin_figures_from_outcomes() {
        let mut t = Tally::default();
        let hands = [
            json!({"result": "gin", "knocker": 0, "winnerSeat": 0, "knockerDeadwood": 0, "defenderDeadwood": 20}),
            json!({"result": "undercut", "knocker": 1, "winnerSeat": 0, "knockerDeadwood": 8, "defenderDeadwood": 6}),
            json!({"result": "knock", "knocker": 1, "winnerSeat": 1, "knockerDeadwood": 3, "defenderDeadwood": 10}),
            json!({"result": "void", "knocker": null, "winnerSeat": null, "knockerDeadwood": 0, "defenderDeadwood": 0}),
            json!({"entered": [1, 2]}),
        ];
        for h in &hands {
            t.add(GameKind::GinRummy, h, 0);
        }
        let f = t.figures(GameKind::GinRummy);
        assert_eq!((f.gins, f.undercuts), (Some(1), Some(1)));
        // Seat 0 held 0 (its gin), 6 and 10 as defender; the void hand does not count.
        assert_eq!(f.average_deadwood, Some(16.0 / 3.0));
        assert_eq!(f.bid_hit_rate, None);
    }

    #[test]
    fn oh_heck_and_golf() {
        let mut t = Tally::default();
        for made in [true, false, true, true] {
            let o = json!({"lines": [{"made": !made}, {"made": made}]});
            t.add(GameKind::OhHeck, &o, 1);
        }
        assert_eq!(t.figures(GameKind::OhHeck).bid_hit_rate, Some(0.75));
        let mut g = Tally::default();
        for s in [12, -4, 7] {
            g.add(
                GameKind::SixCardGolf,
                &json!({"lines": [{"score": 99}, {"score": s}]}),
                1,
            );
        }
        assert_eq!(g.figures(GameKind::SixCardGolf).best_round, Some(-4));
    }
}
