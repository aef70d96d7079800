//! The points-only form of a hand: the per-seat points stored before these games had a
//! referee (the players typed each hand's points). They are scored as entered, so a game kept
//! that way keeps its history; a settlement game whose points do not sum to zero gets a
//! warning (`W_NOT_ZERO_SUM`), not an error, since the table may have agreed on it. The entry
//! and its bounds are [`EnteredPoints`], and it is scored by
//! [`scored_as_entered`](crate::games::entered_points::scored_as_entered), shared with Rummy 500
//! and Continental Rummy.

pub use crate::games::entered_points::EnteredPoints;

use super::settle::net_said;
use crate::points::Points;
use crate::says::Said;

/// The explanation of a hand scored as entered: "Points entered by hand: Player 1 +5, ...".
pub(crate) fn entered_line(points: &[Points]) -> Said {
    Said::new("rummy-entered").arg("points", net_said(points))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::entered_points::scored_as_entered;

    fn entry(p: &[&str]) -> EnteredPoints {
        EnteredPoints {
            points: p.iter().map(|s| s.parse().unwrap()).collect(),
        }
    }

    #[test]
    fn scored_as_entered_with_a_warning_when_not_zero_sum() {
        let (pts, w) = scored_as_entered(3, &entry(&["10", "-5/2", "-15/2"]), true, |_| ())
            .map(|s| (s.points, s.warnings))
            .unwrap();
        assert_eq!(pts[1], Points::ratio(-5, 2).unwrap());
        assert!(w.is_empty());
        let (_, w) = scored_as_entered(3, &entry(&["10", "0", "0"]), true, |_| ())
            .map(|s| (s.points, s.warnings))
            .unwrap();
        assert_eq!(w[0].code, "W_NOT_ZERO_SUM");
        let (_, w) = scored_as_entered(3, &entry(&["10", "0", "0"]), false, |_| ())
            .map(|s| (s.points, s.warnings))
            .unwrap();
        assert!(w.is_empty());
    }

    #[test]
    fn bounded() {
        let e = scored_as_entered(2, &entry(&["2000000000", "0"]), false, |_| ()).unwrap_err();
        assert_eq!(e.code, "E_BAD_HAND");
        let e = scored_as_entered(2, &entry(&["1/13", "0"]), false, |_| ()).unwrap_err();
        assert_eq!(e.code, "E_BAD_HAND");
        let e = scored_as_entered(3, &entry(&["1", "0"]), false, |_| ()).unwrap_err();
        assert_eq!(e.code, "E_BAD_HAND");
    }
}
