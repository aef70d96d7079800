//! The `points` form of a hand: each seat's points as the players entered them, for games that
//! were kept as bare points before Cardtable refereed them (Rummy 500, Continental Rummy).
//!
//! Such hands are scored exactly as entered. The values are bounded where they enter
//! ([`MAX_ENTERED`] in size, [`MAX_DENOMINATOR`] for fractions) so that totals and sums never
//! overflow; [`sums_to_zero`] lets a settlement game warn when entered payments don't balance.

use crate::error::{RuleError, Warning};
use crate::games::Scored;
use crate::points::Points;
use crate::says::Said;
use num_rational::Ratio;
use num_traits::CheckedAdd;
use serde::{Deserialize, Serialize};

/// Largest size of one entered score, either sign.
pub const MAX_ENTERED: i64 = 1_000_000_000;
/// Largest denominator of an entered fraction (halves, thirds… up to twelfths).
pub const MAX_DENOMINATOR: i64 = 12;

/// Points per seat, in seat order, as entered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct EnteredPoints {
    /// Points per seat.
    pub points: Vec<Points>,
}

/// The refusal of points entered for another number of players than the table's
/// (`E_BAD_HAND`).
pub fn points_count(seats: usize, got: usize) -> RuleError {
    RuleError::saying(
        "E_BAD_HAND",
        crate::says::Said::new("points-error-count")
            .arg("seats", seats)
            .arg("got", got),
    )
}

impl EnteredPoints {
    /// Checks one entry per seat and every value within bounds.
    pub fn check(&self, seats: usize) -> Result<(), RuleError> {
        if self.points.len() != seats {
            return Err(points_count(seats, self.points.len()));
        }
        for (seat, p) in self.points.iter().enumerate() {
            let (n, d) = p.parts();
            if n.abs() > MAX_ENTERED.saturating_mul(d) || d > MAX_DENOMINATOR {
                return Err(RuleError::new(
                    "E_BAD_HAND",
                    format!(
                        "Player {}'s points ({}) are out of range: enter a whole number up to {MAX_ENTERED} either way, or a simple fraction.",
                        seat + 1,
                        p.display()
                    ),
                ));
            }
        }
        Ok(())
    }
}

/// Whether the points balance exactly; `None` if the sum could not be formed.
pub fn sums_to_zero(points: &[Points]) -> Option<bool> {
    let mut sum = Ratio::<i64>::from_integer(0);
    for p in points {
        let (n, d) = p.parts();
        if d == 0 {
            return None;
        }
        sum = sum.checked_add(&Ratio::new(n, d))?;
    }
    Some(*sum.numer() == 0)
}

/// A hand of points entered by hand (the points form) scored as entered: the entry checked
/// (`E_BAD_HAND`), `W_NOT_ZERO_SUM` when a `settlement` hand does not sum to zero, and the
/// game's outcome for those points.
pub fn scored_as_entered<O>(
    seats: usize,
    entry: &EnteredPoints,
    settlement: bool,
    outcome: impl FnOnce(&[Points]) -> O,
) -> Result<Scored<O>, RuleError> {
    entry.check(seats)?;
    let warnings = match settlement {
        true => zero_sum_warning(&entry.points).into_iter().collect(),
        false => Vec::new(),
    };
    Ok(Scored {
        outcome: outcome(&entry.points),
        points: entry.points.clone(),
        warnings,
    })
}

/// One line per seat for points entered by hand: "Player 2: -2.5 (entered).".
pub fn entered_lines(points: &[Points]) -> Vec<String> {
    entered_said(points).iter().map(Said::english).collect()
}

/// [`entered_lines`] as messages.
pub fn entered_said(points: &[Points]) -> Vec<Said> {
    points
        .iter()
        .enumerate()
        .map(|(i, p)| {
            Said::new("entered-line")
                .arg("player", crate::says::Arg::Seat(i))
                .arg("points", *p)
        })
        .collect()
}

/// The warning a settlement game gives when entered payments don't balance.
pub fn zero_sum_warning(points: &[Points]) -> Option<Warning> {
    match sums_to_zero(points) {
        Some(true) => None,
        _ => Some(Warning::saying(
            "W_NOT_ZERO_SUM",
            crate::says::Said::new("warning-not-zero-sum"),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pts(v: &[i64]) -> Vec<Points> {
        v.iter().map(|&p| Points::from(p)).collect()
    }

    #[test]
    fn bounds_and_balance() {
        let e = EnteredPoints {
            points: pts(&[9, -3, -3, -3]),
        };
        assert_eq!(e.check(4), Ok(()));
        assert_eq!(e.check(3).map_err(|e| e.code), Err("E_BAD_HAND"));
        assert_eq!(zero_sum_warning(&e.points), None);
        assert!(zero_sum_warning(&pts(&[9, -3])).is_some());
        let big = EnteredPoints {
            points: pts(&[i64::MAX, 0]),
        };
        assert_eq!(big.check(2).map_err(|e| e.code), Err("E_BAD_HAND"));
        let third = Points::ratio(1, 3).unwrap_or_default();
        assert_eq!(
            sums_to_zero(&[third, third, third, Points::from(-1)]),
            Some(true)
        );
    }
}
