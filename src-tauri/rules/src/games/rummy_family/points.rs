//! The points-only form of a hand: the per-seat points stored before these games had a
//! referee (the players typed each hand's points). They are scored as entered, so a game kept
//! that way keeps its history; a settlement game whose points do not sum to zero gets a
//! warning (`W_NOT_ZERO_SUM`), not an error, since the table may have agreed on it. The entry
//! and its bounds are [`EnteredPoints`], shared with Rummy 500 and Continental Rummy.

pub use crate::games::entered_points::EnteredPoints;

use super::player;
use super::settle::signed;
use crate::error::{RuleError, Warning};
use crate::games::entered_points::zero_sum_warning;
use crate::points::Points;

/// Checks a points entry (one per seat, within bounds: `E_BAD_HAND`) and returns its points,
/// with a warning when a settlement hand does not sum to zero.
pub(crate) fn score_points(
    seats: usize,
    entry: &EnteredPoints,
    settlement: bool,
) -> Result<(Vec<Points>, Vec<Warning>), RuleError> {
    entry.check(seats)?;
    let warnings = match settlement {
        true => zero_sum_warning(&entry.points).into_iter().collect(),
        false => Vec::new(),
    };
    Ok((entry.points.clone(), warnings))
}

/// The explanation of a hand scored as entered: "Points entered by hand: Player 1 +5, ...".
pub(crate) fn entered_line(points: &[Points]) -> String {
    let shown: Vec<String> = points
        .iter()
        .enumerate()
        .map(|(i, p)| format!("{} {}", player(i), signed(*p)))
        .collect();
    format!("Points entered by hand: {}.", shown.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(p: &[&str]) -> EnteredPoints {
        EnteredPoints {
            points: p.iter().map(|s| s.parse().unwrap()).collect(),
        }
    }

    #[test]
    fn scored_as_entered_with_a_warning_when_not_zero_sum() {
        let (pts, w) = score_points(3, &entry(&["10", "-5/2", "-15/2"]), true).unwrap();
        assert_eq!(pts[1], Points::ratio(-5, 2).unwrap());
        assert!(w.is_empty());
        let (_, w) = score_points(3, &entry(&["10", "0", "0"]), true).unwrap();
        assert_eq!(w[0].code, "W_NOT_ZERO_SUM");
        let (_, w) = score_points(3, &entry(&["10", "0", "0"]), false).unwrap();
        assert!(w.is_empty());
    }

    #[test]
    fn bounded() {
        let e = score_points(2, &entry(&["2000000000", "0"]), false).unwrap_err();
        assert_eq!(e.code, "E_BAD_HAND");
        let e = score_points(2, &entry(&["1/13", "0"]), false).unwrap_err();
        assert_eq!(e.code, "E_BAD_HAND");
        let e = score_points(3, &entry(&["1", "0"]), false).unwrap_err();
        assert_eq!(e.code, "E_BAD_HAND");
    }
}
