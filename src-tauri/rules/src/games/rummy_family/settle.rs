//! Settlement (RULES.md §0.4): a hand as zero-sum payments "X pays Y n", and the end rule the
//! four games share.
//!
//! A [`Book`] records each payment once and nets it into per-seat amounts, so a settled hand
//! sums to exactly zero (exact rationals, [`Points`]). An amount shared by several receivers is
//! split into equal exact shares (halves, thirds; §11.16); with the `floor` option each share is
//! rounded down and the payer pays only the rounded shares, so the hand still sums to zero.
//!
//! **End rule.** The game is over once a seat's total reaches the target, or once the agreed
//! number of deals has been played, whichever comes first; with neither it goes on until the
//! players stop. The highest total wins; equal totals give co-winners.

use crate::games::{GameEnd, PlayedHand};
use crate::ledger::verdict::{leaders, totals, WinRule};
use crate::points::Points;
use serde::{Deserialize, Serialize};

use crate::says::{joined, seats as seats_said, Arg, Said};

/// Why a payment was made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub enum RummyPaymentReason {
    /// A loser pays the count of their hand.
    Count,
    /// Basic Rummy's Classic settlement: a loser pays twice the count of their hand, the
    /// winner having gone rummy with rummy doubling on.
    DoubledCount,
    /// A player pays the difference between their count and the lowest count.
    Difference,
    /// Knock Rummy: the knocker who did not have the lowest count pays the penalty.
    Penalty,
    /// Knock Rummy: the knocker went rummy (count 0, sole winner) and collects the bonus.
    RummyBonus,
}

impl RummyPaymentReason {
    fn said(self) -> Said {
        Said::new(match self {
            RummyPaymentReason::Count => "rummy-reason-count",
            RummyPaymentReason::DoubledCount => "rummy-reason-doubled-count",
            RummyPaymentReason::Difference => "rummy-reason-difference",
            RummyPaymentReason::Penalty => "rummy-reason-penalty",
            RummyPaymentReason::RummyBonus => "rummy-reason-rummy-bonus",
        })
    }
}

/// One payment of a settled hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct RummyPayment {
    /// 0-based seat that pays.
    pub from: usize,
    /// 0-based seat that receives.
    pub to: usize,
    /// How much (a share of a split amount may be a fraction).
    pub amount: Points,
    /// What it is for.
    pub reason: RummyPaymentReason,
    /// How many receivers shared the amount this share came from (1 = not split).
    pub shared_by: usize,
}

impl RummyPayment {
    /// "Player 2 pays Player 1 18 (count)." / "… 14 (count 7, doubled for rummy)." / "… 8.5
    /// (half of the difference 17)."
    pub fn line(&self) -> String {
        self.said().english()
    }

    /// [`RummyPayment::line`] as a message.
    pub fn said(&self) -> Said {
        // A doubled count says the count it doubles: "14 (count 7, doubled for rummy)".
        let doubled = (self.reason == RummyPaymentReason::DoubledCount && self.shared_by <= 1)
            .then(|| self.amount.split(2))
            .flatten();
        let why = match (doubled, self.shared_by) {
            (Some(count), _) => Said::new("rummy-why-doubled").arg("count", count),
            (None, shared) => match shared {
                0 | 1 => self.reason.said(),
                2 => Said::new("rummy-why-half").arg("reason", self.reason.said()),
                3 => Said::new("rummy-why-third").arg("reason", self.reason.said()),
                n => Said::new("rummy-why-share")
                    .arg("n", n)
                    .arg("reason", self.reason.said()),
            },
        };
        Said::new("rummy-pays")
            .arg("from", Arg::Seat(self.from))
            .arg("to", Arg::Seat(self.to))
            .arg("amount", self.amount)
            .arg("why", why)
    }
}

/// The payments of one hand and what they net to per seat.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Book {
    /// Net amount per seat: + received, − paid.
    pub net: Vec<Points>,
    /// Every payment, in the order made.
    pub payments: Vec<RummyPayment>,
    floor: bool,
}

impl Book {
    /// An empty book for `seats` seats; `floor` rounds each share down.
    pub fn new(seats: usize, floor: bool) -> Self {
        Book {
            net: vec![Points::ZERO; seats],
            payments: Vec::new(),
            floor,
        }
    }

    /// `from` pays `amount`, shared equally by `to`. Nothing is recorded for a zero share or a
    /// seat paying itself.
    pub fn pay(&mut self, from: usize, to: &[usize], amount: u32, reason: RummyPaymentReason) {
        let receivers: Vec<usize> = to.iter().copied().filter(|&t| t != from).collect();
        let n = i64::try_from(receivers.len()).unwrap_or(i64::MAX);
        let Some(share) = Points::from(amount).split(n) else {
            return;
        };
        let share = if self.floor { share.floor() } else { share };
        if share.is_zero() || from >= self.net.len() {
            return;
        }
        for &t in &receivers {
            if t >= self.net.len() {
                continue;
            }
            self.net[from] += -share;
            self.net[t] += share;
            self.payments.push(RummyPayment {
                from,
                to: t,
                amount: share,
                reason,
                shared_by: receivers.len(),
            });
        }
    }

    /// One line per payment, then each seat's net result.
    #[cfg(test)]
    pub fn lines(&self) -> Vec<String> {
        self.said_lines().iter().map(Said::english).collect()
    }

    /// [`Book::lines`] as messages.
    pub fn said_lines(&self) -> Vec<Said> {
        let mut out: Vec<Said> = self.payments.iter().map(RummyPayment::said).collect();
        if self.payments.is_empty() {
            out.push(Said::new("rummy-nobody-pays"));
        }
        out.push(Said::new("rummy-net").arg("nets", net_said(&self.net)));
        out
    }
}

/// "Player 1 +23, Player 2 −14": each seat with its net result.
pub(crate) fn net_said(points: &[Points]) -> Said {
    joined(
        points
            .iter()
            .enumerate()
            .map(|(i, p)| {
                Said::new("seat-points")
                    .arg("player", Arg::Seat(i))
                    .arg("points", Arg::Net(*p))
            })
            .collect(),
        ", ",
    )
}

/// The shared end rule: `target` (a running total reaching it ends the game), `deals` (the game
/// ends after that many hands), the first of the two; the highest total wins. Like every
/// points ledger here, it reads the totals of all the hands recorded.
pub(crate) fn end(
    target: Option<u32>,
    deals: Option<u32>,
    seats: usize,
    hands: &[PlayedHand],
) -> GameEnd {
    let totals = totals(seats, hands);
    let reached = target.filter(|&t| totals.iter().any(|p| *p >= Points::from(t)));
    let dealt = deals.filter(|&n| usize::try_from(n).is_ok_and(|n| hands.len() >= n));
    let standing = joined(
        totals
            .iter()
            .enumerate()
            .map(|(i, t)| {
                Said::new("seat-points")
                    .arg("player", Arg::Seat(i))
                    .arg("points", *t)
            })
            .collect(),
        ", ",
    );
    let why = match (reached, dealt) {
        _ if hands.is_empty() => None,
        (Some(t), _) => Some(Said::new("end-target-reached").arg("target", t)),
        (None, Some(n)) => Some(Said::new("end-deals-played").arg("deals", n)),
        (None, None) => None,
    };
    let Some(why) = why else {
        let goal = match (target, deals) {
            (Some(t), Some(n)) => Said::new("end-goal-target-or-deals")
                .arg("target", t)
                .arg("deals", n),
            (Some(t), None) => Said::new("end-goal-target").arg("target", t),
            (None, Some(n)) => Said::new("end-goal-deals").arg("deals", n),
            (None, None) => Said::new("end-goal-none"),
        };
        let line = Said::new("end-goal-totals")
            .arg("goal", goal)
            .arg("totals", standing);
        return GameEnd {
            over: false,
            bonuses: vec![Points::ZERO; seats],
            winners: Vec::new(),
            explanation: vec![line.english()],
            said: vec![line],
        };
    };
    let winners = leaders(WinRule::highest(false), &totals);
    let lines = [
        Said::new("end-why-totals")
            .arg("why", why)
            .arg("totals", standing),
        Said::new("end-highest-wins")
            .arg("winners", seats_said(&winners))
            .arg("count", winners.len()),
    ];
    GameEnd {
        over: true,
        bonuses: vec![Points::ZERO; seats],
        explanation: lines.iter().map(Said::english).collect(),
        said: lines.to_vec(),
        winners,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn played(points: &[i64]) -> PlayedHand {
        PlayedHand {
            dealer: 0,
            points: points.iter().map(|&p| Points::from(p)).collect(),
            redeal: false,
        }
    }

    #[test]
    fn shares_are_exact_and_sum_to_zero() {
        let mut b = Book::new(4, false);
        b.pay(0, &[1, 2], 17, RummyPaymentReason::Difference);
        b.pay(3, &[1, 2], 13, RummyPaymentReason::Difference);
        assert_eq!(b.net[1], Points::from(15));
        assert_eq!(b.net.iter().copied().sum::<Points>(), Points::ZERO);
        assert_eq!(
            b.payments[0].line(),
            "Player 1 pays Player 2 8.5 (half of the difference)."
        );
        let mut d = Book::new(2, false);
        d.pay(1, &[0], 14, RummyPaymentReason::DoubledCount);
        assert_eq!(
            d.payments[0].line(),
            "Player 2 pays Player 1 14 (count 7, doubled for rummy)."
        );
        let mut f = Book::new(3, true);
        f.pay(2, &[0, 1], 5, RummyPaymentReason::Difference);
        assert_eq!(f.net, [2, 2, -4].map(Points::from));
        let mut z = Book::new(2, false);
        z.pay(0, &[1], 0, RummyPaymentReason::Count);
        z.pay(0, &[0], 5, RummyPaymentReason::Count);
        assert!(z.payments.is_empty());
        assert_eq!(
            z.lines(),
            ["Nobody pays anything.", "Net: Player 1 0, Player 2 0."]
        );
    }

    #[test]
    fn end_by_target_deals_or_never() {
        let hands = [played(&[60, -60]), played(&[50, -50])];
        assert!(!end(None, None, 2, &hands).over);
        let e = end(Some(100), None, 2, &hands[..1]);
        assert!(!e.over);
        let e = end(Some(100), None, 2, &hands);
        assert_eq!((e.over, e.winners), (true, vec![0]));
        let e = end(None, Some(1), 2, &hands);
        assert!(e.over && e.explanation[0].starts_with("All 1 deals"));
        let tie = [played(&[5, 5, 0])];
        assert_eq!(end(None, Some(1), 3, &tie).winners, vec![0, 1]);
    }
}
