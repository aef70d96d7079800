//! Gin Rummy's game level (RULES.md §1.5, §11.3): the race to `game_target` hand points, the
//! game bonus (and the shutout readings), the box bonus per hand won, and who deals next.
//!
//! A hand is **won** by the seat that scored points in it; a void hand or a tie with
//! `undercut_on_tie` off is won by nobody. The game ends after the first hand in which a seat's
//! cumulative hand points reach the target; hands after it are ignored. Box and game bonuses
//! never count toward the target. Next dealer: the winner of the previous hand (or, as an
//! option, alternating). A void hand is redealt by the same dealer under either rule; a hand
//! played out that nobody won (a tied knock without the undercut) keeps the same dealer under
//! the winner rule (there is no winner to deal) but passes the deal under alternating (§1.1).

use super::options::{DealerRule, GinOptions, Shutout};
use crate::games::{GameEnd, PlayedHand};
use crate::points::Points;
use crate::says::{joined, seat, Said};

fn hand_winner(h: &PlayedHand) -> Option<usize> {
    h.points.iter().position(|p| *p > Points::ZERO)
}

/// Seats and their points, joined by ", ": "Player 1 0, Player 2 16".
fn standing(points: &[Points]) -> Said {
    joined(
        points
            .iter()
            .enumerate()
            .map(|(i, p)| {
                Said::new("seat-points")
                    .arg("player", seat(i))
                    .arg("points", *p)
            })
            .collect(),
        ", ",
    )
}

/// The game's standing after `hands`: over or not, final bonuses, winners.
pub fn end(o: &GinOptions, seats: usize, hands: &[PlayedHand]) -> GameEnd {
    let mut totals = vec![Points::ZERO; seats];
    let mut won = vec![0u32; seats];
    let target = Points::from(o.game_target);
    let mut over = false;
    for h in hands {
        for (t, p) in totals.iter_mut().zip(&h.points) {
            *t += *p;
        }
        if let Some(w) = hand_winner(h).filter(|&w| w < seats) {
            won[w] += 1;
        }
        if totals.iter().any(|t| *t >= target) {
            over = true;
            break;
        }
    }
    if !over {
        let said = vec![Said::new("gin-end-race")
            .arg("target", o.game_target)
            .arg("standing", standing(&totals))];
        return GameEnd {
            explanation: said.iter().map(Said::english).collect(),
            said,
            over: false,
            bonuses: vec![Points::ZERO; seats],
            winners: Vec::new(),
        };
    }
    let top = totals.iter().copied().max().unwrap_or(Points::ZERO);
    let winners: Vec<usize> = (0..seats).filter(|&i| totals[i] == top).collect();
    let mut bonuses = vec![Points::ZERO; seats];
    let mut said = Vec::new();
    for &w in &winners {
        let boxes = Points::from(o.box_bonus) * i64::from(won[w]);
        let shutout = (0..seats).all(|i| winners.contains(&i) || won[i] == 0);
        let hand_points = totals[w];
        let game = Points::from(o.game_bonus);
        said.push(
            Said::new("gin-end-reached")
                .arg("player", seat(w))
                .arg("points", hand_points)
                .arg("target", o.game_target)
                .arg("bonus", o.game_bonus),
        );
        bonuses[w] = match (shutout && seats > 1, o.shutout) {
            (true, Shutout::GameBonus) => {
                said.push(Said::new("gin-end-shutout-bonus").arg("bonus", o.shutout_game_bonus));
                Points::from(o.shutout_game_bonus)
            }
            (true, Shutout::DoubleTotal) => {
                let total = (hand_points + game + boxes) * 2;
                said.push(
                    Said::new("gin-end-shutout-double-total")
                        .arg("points", hand_points)
                        .arg("game", o.game_bonus)
                        .arg("boxes", boxes)
                        .arg("total", total),
                );
                total - hand_points - boxes
            }
            (true, Shutout::DoubleHandPoints) => {
                said.push(
                    Said::new("gin-end-shutout-double-points")
                        .arg("points", hand_points)
                        .arg("total", hand_points * 2),
                );
                hand_points + game
            }
            _ => game,
        };
    }
    for i in 0..seats {
        let boxes = Points::from(o.box_bonus) * i64::from(won[i]);
        bonuses[i] += boxes;
        said.push(
            Said::new("gin-end-boxes")
                .arg("player", seat(i))
                .arg("won", won[i])
                .arg("box", o.box_bonus)
                .arg("total", boxes),
        );
    }
    let finals: Vec<Points> = totals.iter().zip(&bonuses).map(|(t, b)| *t + *b).collect();
    let mut line = standing(&finals);
    if let (2, [a, b]) = (seats, finals.as_slice()) {
        let margin = if a >= b { *a - *b } else { *b - *a };
        line = Said::new("gin-end-margin")
            .arg("line", line)
            .arg("margin", margin);
    }
    said.push(Said::new("gin-end-final").arg("line", line));
    GameEnd {
        explanation: said.iter().map(Said::english).collect(),
        said,
        over: true,
        bonuses,
        winners,
    }
}

/// Who deals the next hand.
pub fn next_dealer(
    o: &GinOptions,
    seats: usize,
    first_dealer: usize,
    hands: &[PlayedHand],
) -> usize {
    let seats = seats.max(1);
    let Some(last) = hands.last() else {
        return first_dealer % seats;
    };
    if last.redeal {
        return last.dealer % seats;
    }
    match (o.next_dealer, hand_winner(last)) {
        (DealerRule::Alternate, _) => (last.dealer + 1) % seats,
        (DealerRule::Winner, Some(w)) => w % seats,
        (DealerRule::Winner, None) => last.dealer % seats,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hands(points: &[[i64; 2]]) -> Vec<PlayedHand> {
        points
            .iter()
            .map(|p| PlayedHand {
                dealer: 0,
                points: vec![Points::from(p[0]), Points::from(p[1])],
                redeal: false,
            })
            .collect()
    }

    fn finals(o: &GinOptions, h: &[[i64; 2]]) -> (bool, Vec<Points>, Vec<usize>) {
        let hs = hands(h);
        let e = end(o, 2, &hs);
        let totals: Vec<i64> = (0..2).map(|i| h.iter().map(|p| p[i]).sum()).collect();
        let f = totals
            .iter()
            .zip(&e.bonuses)
            .map(|(t, b)| Points::from(*t) + *b)
            .collect();
        (e.over, f, e.winners)
    }

    #[test]
    fn g12_totals_and_margin() {
        let h = [[28, 0], [0, 28], [42, 0], [35, 0]];
        let (over, f, w) = finals(&GinOptions::seed(), &h);
        assert!(over);
        assert_eq!(f, [Points::from(280), Points::from(53)]);
        assert_eq!(w, [0]);
        let e = end(&GinOptions::seed(), 2, &hands(&h));
        assert!(e
            .explanation
            .last()
            .is_some_and(|l| l.contains("margin 227")));
    }

    #[test]
    fn g12_shutout_readings() {
        let h = [[50, 0], [30, 0], [25, 0]];
        let (_, f, _) = finals(&GinOptions::seed(), &h);
        assert_eq!(f[0], Points::from(380));
        let dt = GinOptions {
            shutout: Shutout::DoubleTotal,
            ..GinOptions::seed()
        };
        assert_eq!(finals(&dt, &h).1[0], Points::from(560));
        let dh = GinOptions {
            shutout: Shutout::DoubleHandPoints,
            ..GinOptions::seed()
        };
        assert_eq!(finals(&dh, &h).1[0], Points::from(385));
        let none = GinOptions {
            shutout: Shutout::None,
            ..GinOptions::seed()
        };
        assert_eq!(finals(&none, &h).1[0], Points::from(280));
    }

    #[test]
    fn not_over_below_target_and_void_hands_win_nothing() {
        let (over, _, w) = finals(&GinOptions::seed(), &[[28, 0], [0, 0], [0, 71]]);
        assert!(!over && w.is_empty());
        let (over, f, _) = finals(&GinOptions::seed(), &[[0, 0], [99, 0], [1, 0]]);
        assert!(over);
        // two hands won, shutout: 100 + 200 + 2 × 25
        assert_eq!(f[0], Points::from(350));
    }

    #[test]
    fn hands_after_the_end_are_ignored() {
        let (_, f, _) = finals(&GinOptions::seed(), &[[100, 0], [0, 0]]);
        assert_eq!(f[0], Points::from(325));
        let e = end(&GinOptions::seed(), 2, &hands(&[[100, 0], [0, 50]]));
        assert_eq!(e.bonuses[1], Points::ZERO);
    }

    #[test]
    fn winner_deals_next_and_void_redeals() {
        let o = GinOptions::seed();
        assert_eq!(next_dealer(&o, 2, 1, &[]), 1);
        let mut h = hands(&[[0, 28]]);
        assert_eq!(next_dealer(&o, 2, 0, &h), 1);
        h[0].points = vec![Points::ZERO, Points::ZERO];
        h[0].dealer = 1;
        assert_eq!(next_dealer(&o, 2, 0, &h), 1);
        let alt = GinOptions {
            next_dealer: DealerRule::Alternate,
            ..o
        };
        let h = hands(&[[28, 0]]);
        assert_eq!(next_dealer(&alt, 2, 0, &h), 1);
    }

    #[test]
    fn alternate_passes_the_deal_after_a_tie_but_not_after_a_void_hand() {
        // Issue 10: a knock tied without the undercut scores nothing for anyone, yet it was
        // played, so under "alternate" the deal passes; only a void hand is redealt (§1.1).
        let alt = GinOptions {
            next_dealer: DealerRule::Alternate,
            ..GinOptions::seed()
        };
        let mut tie = hands(&[[0, 0]]);
        assert_eq!(next_dealer(&alt, 2, 0, &tie), 1);
        tie[0].dealer = 1;
        assert_eq!(next_dealer(&alt, 2, 0, &tie), 0);
        let mut void = hands(&[[0, 0]]);
        void[0].redeal = true;
        assert_eq!(next_dealer(&alt, 2, 1, &void), 0);
        // The winner rule: a tie has no winner to deal, so the dealer deals again; a void too.
        assert_eq!(next_dealer(&GinOptions::seed(), 2, 0, &hands(&[[0, 0]])), 0);
        assert_eq!(next_dealer(&GinOptions::seed(), 2, 0, &void), 0);
    }
}
