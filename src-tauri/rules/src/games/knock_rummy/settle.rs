//! Knock Rummy's settlement (RULES.md §4.4, decision §11.8), from the counts alone.
//!
//! With c the counts, k the knocker and m the lowest count:
//! 1. the winners W are the seats with count m, except that a knocker tied with anyone is taken
//!    out of W (a tie with the knocker goes to the other player);
//! 2. every seat outside W pays its difference c − m, shared equally by W;
//! 3. a knocker above m also pays the `penalty` (10): shared by W, or with
//!    `penalty_recipients = below_knocker` (Pagat) the full penalty to every seat below the
//!    knocker's count;
//! 4. a knocker who is the sole winner with count 0 collects `rummy_bonus` (25) from each
//!    other seat.
//!
//! Every amount goes through one [`Book`], so a hand sums to exactly zero.

use super::{KnockRummyOptions, PenaltyRecipients};
use crate::games::rummy_family::settle::{Book, RummyPaymentReason};
use crate::says::{seats as seats_said, Arg, Said};

/// A settled Knock Rummy hand.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Settled {
    /// The payments and net amounts.
    pub book: Book,
    /// The seats that collect the differences.
    pub winners: Vec<usize>,
    /// The knocker tied for the lowest count and lost the tie.
    pub knocker_tied: bool,
    /// The knocker paid the penalty.
    pub penalty: bool,
    /// The knocker went rummy (sole winner at 0) and collected the bonus.
    pub rummy: bool,
    /// The rule lines, for people.
    pub lines: Vec<Said>,
}

/// Settles a hand from each seat's count; `knocker` must be a seat of `counts`.
pub(crate) fn settle(o: &KnockRummyOptions, knocker: usize, counts: &[u32]) -> Settled {
    let seats = counts.len();
    let mut book = Book::new(seats, o.floor);
    let ck = counts.get(knocker).copied().unwrap_or(0);
    let low = counts.iter().copied().min().unwrap_or(0);
    let mut winners: Vec<usize> = (0..seats).filter(|&i| counts[i] == low).collect();
    let knocker_tied = winners.len() > 1 && winners.contains(&knocker);
    if knocker_tied {
        winners.retain(|&i| i != knocker);
    }
    let mut lines = vec![Said::new("knock-lowest-wins")
        .arg("low", low)
        .arg("players", seats_said(&winners))
        .arg("count", winners.len())];
    if knocker_tied {
        lines.push(Said::new("knock-tied").arg("player", Arg::Seat(knocker)));
    }
    for (j, &c) in counts.iter().enumerate() {
        if !winners.contains(&j) {
            book.pay(j, &winners, c - low, RummyPaymentReason::Difference);
        }
    }
    let penalty = ck > low;
    if penalty {
        match o.penalty_recipients {
            PenaltyRecipients::Winners => {
                lines.push(
                    Said::new("knock-penalty-winners")
                        .arg("player", Arg::Seat(knocker))
                        .arg("penalty", o.penalty)
                        .arg("players", seats_said(&winners)),
                );
                book.pay(knocker, &winners, o.penalty, RummyPaymentReason::Penalty);
            }
            PenaltyRecipients::BelowKnocker => {
                let below: Vec<usize> = (0..seats).filter(|&i| counts[i] < ck).collect();
                lines.push(
                    Said::new("knock-penalty-below")
                        .arg("player", Arg::Seat(knocker))
                        .arg("penalty", o.penalty)
                        .arg("players", seats_said(&below)),
                );
                for i in below {
                    book.pay(knocker, &[i], o.penalty, RummyPaymentReason::Penalty);
                }
            }
        }
    }
    let rummy = winners == [knocker] && ck == 0;
    if rummy {
        lines.push(
            Said::new("knock-rummy-bonus")
                .arg("player", Arg::Seat(knocker))
                .arg("bonus", o.rummy_bonus),
        );
        for j in (0..seats).filter(|&j| j != knocker) {
            book.pay(j, &[knocker], o.rummy_bonus, RummyPaymentReason::RummyBonus);
        }
    }
    lines.extend(book.said_lines());
    Settled {
        book,
        winners,
        knocker_tied,
        penalty,
        rummy,
        lines,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::points::Points;

    fn net(o: &KnockRummyOptions, counts: &[u32]) -> Vec<Points> {
        let s = settle(o, 0, counts);
        assert_eq!(s.book.net.iter().copied().sum::<Points>(), Points::ZERO);
        s.book.net
    }

    fn pts(list: &[i64]) -> Vec<Points> {
        list.iter().map(|&p| Points::from(p)).collect()
    }

    #[test]
    fn kr1_to_kr7() {
        let o = KnockRummyOptions::default();
        assert_eq!(net(&o, &[5, 12, 20]), pts(&[22, -7, -15]));
        assert_eq!(net(&o, &[8, 3, 20]), pts(&[-15, 32, -17]));
        let kr3 = settle(&o, 0, &[4, 4, 10]);
        assert!(kr3.knocker_tied && !kr3.penalty);
        assert_eq!(kr3.book.net, pts(&[0, 6, -6]));
        let kr4 = settle(&o, 0, &[0, 12, 9]);
        assert!(kr4.rummy);
        assert_eq!(kr4.book.net, pts(&[71, -37, -34]));
        let kr5 = settle(&o, 0, &[0, 0, 9]);
        assert!(!kr5.rummy);
        assert_eq!(kr5.book.net, pts(&[0, 9, -9]));
        assert_eq!(net(&o, &[9, 2, 2, 15]), pts(&[-17, 15, 15, -13]));
        assert_eq!(net(&o, &[9, 2, 5, 15]), pts(&[-17, 33, -3, -13]));
        let pagat = KnockRummyOptions::pagat();
        assert_eq!(net(&pagat, &[9, 2, 5, 15]), pts(&[-27, 33, 7, -13]));
    }

    #[test]
    fn options_change_the_numbers() {
        let o = KnockRummyOptions {
            penalty: 20,
            rummy_bonus: 0,
            ..KnockRummyOptions::default()
        };
        assert_eq!(net(&o, &[8, 3, 20]), pts(&[-25, 42, -17]));
        assert_eq!(net(&o, &[0, 12, 9]), pts(&[21, -12, -9]));
        let floor = KnockRummyOptions {
            floor: true,
            ..KnockRummyOptions::default()
        };
        // Split two ways, each share rounded down: 7 → 3, 10 → 5, 13 → 6.
        assert_eq!(net(&floor, &[9, 2, 2, 15]), pts(&[-16, 14, 14, -12]));
    }
}
