//! The Gift Rummy swap referee (RULES.md §2.1): given who has knocked, who passes three cards
//! to whom in each swap of each round.
//!
//! Seats are North, East, South, West in clockwise order; "left" is the next active player
//! clockwise and "right" the next anticlockwise, skipping knocked players. With 4 active
//! players a round is three swaps (left, right, across); with 3 it is two (left, right); with
//! 2 a single exchange. Round 1 always has all four. Players may knock at the end of round 1
//! (and, by default, round 2); a knocked player no longer swaps. No further round is played
//! once 3 or 4 have knocked, fewer than 2 are active, or 3 rounds have been played.

use super::{seat_name, GiftRummyError};
use serde::{Deserialize, Serialize};

/// Which way a swap goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "snake_case")]
pub enum Direction {
    /// To the next active player clockwise.
    Left,
    /// To the next active player anticlockwise.
    Right,
    /// To the player opposite (4 active players only).
    Across,
    /// The two remaining active players swap with each other.
    Exchange,
}

/// One player passing three cards face down to another.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Pass {
    /// Seat passing.
    pub from: usize,
    /// Seat receiving.
    pub to: usize,
}

/// One swap: everyone active passes at once, then picks up.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Swap {
    /// Which way.
    pub direction: Direction,
    /// Who passes to whom, by seat.
    pub passes: Vec<Pass>,
}

/// One round of a deal.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Round {
    /// 1, 2 or 3.
    pub number: u8,
    /// Seats still swapping.
    pub active: Vec<usize>,
    /// The swaps, in order.
    pub swaps: Vec<Swap>,
    /// Each swap in words ("North passes 3 cards to East, ...").
    pub description: Vec<String>,
}

/// The swaps of one round among the `active` seats (in clockwise order).
pub fn round_swaps(active: &[usize]) -> Vec<Swap> {
    let n = active.len();
    let shift = |step: usize, direction| Swap {
        direction,
        passes: (0..n)
            .map(|i| Pass {
                from: active[i],
                to: active[(i + step) % n],
            })
            .collect(),
    };
    match n {
        4 => vec![
            shift(1, Direction::Left),
            shift(3, Direction::Right),
            shift(2, Direction::Across),
        ],
        3 => vec![shift(1, Direction::Left), shift(2, Direction::Right)],
        2 => vec![shift(1, Direction::Exchange)],
        _ => Vec::new(),
    }
}

fn describe(swap: &Swap) -> String {
    let passes: Vec<String> = swap
        .passes
        .iter()
        .map(|p| format!("{} → {}", seat_name(p.from), seat_name(p.to)))
        .collect();
    let way = match swap.direction {
        Direction::Left => "left",
        Direction::Right => "right",
        Direction::Across => "across",
        Direction::Exchange => "exchange",
    };
    format!("Pass 3 cards {way}: {}.", passes.join(", "))
}

fn round(number: u8, knocked: &[bool; 4]) -> Round {
    let active: Vec<usize> = (0..4).filter(|&s| !knocked[s]).collect();
    let swaps = round_swaps(&active);
    let description = swaps.iter().map(describe).collect();
    Round {
        number,
        active,
        swaps,
        description,
    }
}

fn flags(v: &[bool]) -> [bool; 4] {
    let mut out = [false; 4];
    for (o, &k) in out.iter_mut().zip(v) {
        *o = k;
    }
    out
}

/// The rounds of one deal, given who knocked after round 1 and after round 2 (empty = nobody).
pub fn deal_plan(
    after_round1: &[bool],
    after_round2: &[bool],
    knock_after_round2: bool,
) -> Result<Vec<Round>, GiftRummyError> {
    let r1 = flags(after_round1);
    let r2 = flags(after_round2);
    let mut rounds = vec![round(1, &[false; 4])];
    let knocked1 = r1.iter().filter(|&&k| k).count();
    let round2_played = knocked1 < 3;
    for seat in 0..4 {
        if !r2[seat] {
            continue;
        }
        if r1[seat] {
            return Err(GiftRummyError::KnockedTwice { seat });
        }
        if !round2_played {
            return Err(GiftRummyError::NoRoundTwo { knocked: knocked1 });
        }
        if !knock_after_round2 {
            return Err(GiftRummyError::KnockAfterRoundOne);
        }
    }
    if !round2_played {
        return Ok(rounds);
    }
    rounds.push(round(2, &r1));
    let both: [bool; 4] = std::array::from_fn(|s| r1[s] || r2[s]);
    if both.iter().filter(|&&k| !k).count() >= 2 && both.iter().filter(|&&k| k).count() < 3 {
        rounds.push(round(3, &both));
    }
    Ok(rounds)
}

/// Checks one tracked pass: the passer must still be active and pass exactly three cards.
pub fn check_pass(knocked: &[bool], from: usize, cards: usize) -> Result<(), GiftRummyError> {
    if knocked.get(from).copied().unwrap_or(false) {
        return Err(GiftRummyError::KnockedSwap { seat: from });
    }
    if cards != 3 {
        return Err(GiftRummyError::SwapSize { cards });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_three_two_active() {
        let four = round_swaps(&[0, 1, 2, 3]);
        assert_eq!(four[0].passes[0], Pass { from: 0, to: 1 });
        assert_eq!(four[1].passes[0], Pass { from: 0, to: 3 });
        assert_eq!(four[2].passes[0], Pass { from: 0, to: 2 });
        let three = round_swaps(&[0, 1, 3]);
        assert_eq!(three.len(), 2);
        assert_eq!(three[0].passes[2], Pass { from: 3, to: 0 });
        assert_eq!(three[1].passes[0], Pass { from: 0, to: 3 });
        assert_eq!(round_swaps(&[1, 3]).len(), 1);
        assert!(round_swaps(&[2]).is_empty());
    }

    #[test]
    fn knocked_players_cannot_pass() {
        let knocked = [false, false, false, true];
        assert_eq!(
            check_pass(&knocked, 3, 3).map_err(|e| e.to_string()),
            Err("West has knocked and no longer swaps.".into())
        );
        assert_eq!(
            check_pass(&knocked, 0, 2).map_err(|e| e.to_string()),
            Err("Each pass is exactly three cards.".into())
        );
        assert_eq!(check_pass(&knocked, 0, 3), Ok(()));
    }

    #[test]
    fn knock_timing() {
        let t = [true, false, false, false];
        assert!(deal_plan(&t, &t, true).is_err());
        assert!(deal_plan(
            &[true, true, true, false],
            &[false, false, false, true],
            true
        )
        .is_err());
        assert!(deal_plan(&[], &[false, true, false, false], false).is_err());
        assert_eq!(
            deal_plan(&[true, true, true, true], &[], true).map(|r| r.len()),
            Ok(1)
        );
    }
}
