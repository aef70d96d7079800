//! The verdicts a table needs besides the fold: which way a game is won (highest or lowest
//! total), who leads right now, whether the game is open-ended, and whether the winners the
//! players name when they stop an open-ended game are a valid choice.
//!
//! Each game says how it is won in its own [`Game::win_rule`](crate::games::Game::win_rule). An
//! open-ended game (the scorepad's `open` end; a rummy game, Avalanche or a points-only game
//! with neither a target nor a number of deals) never ends by itself: the players stop when they like and name the
//! winner. The choice is checked here: the game must be open-ended and not over, at least one
//! hand must have been played, and every named seat must be at the table, named once.

use crate::error::RuleError;
use crate::games::dispatch::win_rule_json;
use crate::games::{GameKind, PlayedHand};
use crate::points::Points;
use serde_json::Value;

/// How a game is won and whether it ends by itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WinRule {
    /// The lowest total wins (Golf, a lowest-wins scorepad); else the highest.
    pub lowest_wins: bool,
    /// The game has no end rule: the players stop it and name the winner.
    pub open_ended: bool,
}

impl WinRule {
    /// The highest total wins; `open_ended` when the game has no end rule of its own.
    pub const fn highest(open_ended: bool) -> Self {
        WinRule {
            lowest_wins: false,
            open_ended,
        }
    }

    /// The lowest total wins; `open_ended` when the game has no end rule of its own.
    pub const fn lowest(open_ended: bool) -> Self {
        WinRule {
            lowest_wins: true,
            open_ended,
        }
    }
}

/// How `kind` under `options` (as stored) is won, as the game itself says
/// ([`Game::win_rule`](crate::games::Game::win_rule)); `E_BAD_OPTIONS` if the options do not fit.
pub fn win_rule(kind: GameKind, options: &Value) -> Result<WinRule, RuleError> {
    win_rule_json(kind, options)
}

/// Each seat's total over `hands` (their points summed, seat by seat).
pub fn totals(seats: usize, hands: &[PlayedHand]) -> Vec<Points> {
    let mut totals = vec![Points::ZERO; seats];
    for h in hands {
        for (t, p) in totals.iter_mut().zip(&h.points) {
            *t += *p;
        }
    }
    totals
}

/// The seats with the best of `totals` under `rule` (several on a tie; none without seats).
pub fn leaders(rule: WinRule, totals: &[Points]) -> Vec<usize> {
    let best = if rule.lowest_wins {
        totals.iter().min()
    } else {
        totals.iter().max()
    };
    match best {
        Some(best) => (0..totals.len()).filter(|&i| totals[i] == *best).collect(),
        None => Vec::new(),
    }
}

/// Checks the winners the players name when they stop a game: the game must be open-ended and
/// not already over, have at least one hand, and every named seat must be one of the `seats`,
/// named once. Returns the seats in seat order.
pub fn check_declared_winners(
    kind: GameKind,
    options: &Value,
    seats: usize,
    hands_played: usize,
    over: bool,
    named: &[usize],
) -> Result<Vec<usize>, RuleError> {
    let rule = win_rule(kind, options)?;
    if !rule.open_ended || over {
        return Err(RuleError::saying(
            "E_NOT_OPEN_ENDED",
            crate::says::Said::new("end-error-not-open-ended").arg("game", kind.name_said()),
        ));
    }
    if hands_played == 0 {
        return Err(RuleError::saying(
            "E_NO_HANDS",
            crate::says::Said::new("end-error-no-hands"),
        ));
    }
    if named.is_empty() {
        return Err(RuleError::saying(
            "E_BAD_WINNER",
            crate::says::Said::new("end-error-no-winner"),
        ));
    }
    let mut out: Vec<usize> = Vec::with_capacity(named.len());
    for &seat in named {
        if seat >= seats {
            return Err(RuleError::saying(
                "E_BAD_WINNER",
                crate::says::Said::new("end-error-no-seat")
                    .arg("seat", seat + 1)
                    .arg("seats", seats),
            ));
        }
        if out.contains(&seat) {
            return Err(RuleError::saying(
                "E_BAD_WINNER",
                crate::says::Said::new("end-error-twice").arg("seat", seat + 1),
            ));
        }
        out.push(seat);
    }
    out.sort_unstable();
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn pts(v: &[i64]) -> Vec<Points> {
        v.iter().map(|&p| Points::from(p)).collect()
    }

    #[test]
    fn which_way_each_game_is_won() {
        let golf = win_rule(GameKind::SixCardGolf, &json!({})).map(|r| r.lowest_wins);
        assert_eq!(golf, Ok(true));
        let gin = win_rule(GameKind::GinRummy, &json!({}));
        assert_eq!(
            gin,
            Ok(WinRule {
                lowest_wins: false,
                open_ended: false
            })
        );
        let pad = win_rule(GameKind::Scorepad, &json!({"preset": "to_100_lowest"}));
        assert_eq!(
            pad,
            Ok(WinRule {
                lowest_wins: true,
                open_ended: false
            })
        );
        let open = win_rule(GameKind::Scorepad, &json!({}));
        assert_eq!(open.map(|r| r.open_ended), Ok(true));
        let open_deals = win_rule(GameKind::Avalanche, &json!({"hands": null}));
        assert_eq!(
            open_deals,
            Ok(WinRule {
                lowest_wins: false,
                open_ended: true
            })
        );
        let one_deal = win_rule(GameKind::Avalanche, &json!({}));
        assert_eq!(one_deal.map(|r| r.open_ended), Ok(false));
        let to_100 = win_rule(GameKind::BasicRummy, &json!({"target": 100}));
        assert_eq!(to_100.map(|r| r.open_ended), Ok(false));
    }

    /// The five games whose own words say "stop whenever you like" without a target or a
    /// number of deals are open-ended then, and only then (issue 23).
    #[test]
    fn settled_rummy_games_are_open_ended_without_a_target() {
        let open = |kind, o: Value| win_rule(kind, &o);
        let highest_open = Ok(WinRule::highest(true));
        let highest_closed = Ok(WinRule::highest(false));
        assert_eq!(open(GameKind::KnockRummy, json!({})), highest_open);
        assert_eq!(
            open(GameKind::KnockRummy, json!({"preset": "pagat"})),
            highest_open
        );
        assert_eq!(
            open(GameKind::KnockRummy, json!({"target": 100})),
            highest_closed
        );
        assert_eq!(open(GameKind::BoathouseRummy, json!({})), highest_open);
        assert_eq!(
            open(GameKind::BoathouseRummy, json!({"target": 50})),
            highest_closed
        );
        assert_eq!(open(GameKind::GamblersRummy, json!({})), highest_open);
        assert_eq!(
            open(GameKind::GamblersRummy, json!({"target": 50})),
            highest_closed
        );
        assert_eq!(open(GameKind::ContinentalRummy, json!({})), highest_open);
        assert_eq!(
            open(GameKind::ContinentalRummy, json!({"target": 30})),
            highest_closed
        );
        assert_eq!(
            open(GameKind::ContinentalRummy, json!({"deals": 5})),
            highest_closed
        );
        assert_eq!(
            open(GameKind::BasicRummy, json!({"preset": "classic"})),
            highest_open
        );
        assert_eq!(
            open(
                GameKind::BasicRummy,
                json!({"preset": "classic", "deals": 6})
            ),
            highest_closed
        );
        assert_eq!(open(GameKind::BasicRummy, json!({})), highest_closed);
        // The words agree: each open configuration says so in its end line.
        for (kind, o) in [
            (GameKind::KnockRummy, json!({})),
            (GameKind::BoathouseRummy, json!({})),
            (GameKind::GamblersRummy, json!({})),
            (GameKind::ContinentalRummy, json!({})),
            (GameKind::BasicRummy, json!({"preset": "classic"})),
        ] {
            let words = crate::games::dispatch::option_words(kind, &o)
                .map(|w| w.end_line.to_lowercase())
                .unwrap_or_default();
            assert!(words.contains("open-ended"), "{kind}: {words}");
        }
    }

    #[test]
    fn an_open_rummy_game_may_be_stopped_with_a_chosen_winner() {
        let named = check_declared_winners(GameKind::KnockRummy, &json!({}), 3, 2, false, &[1]);
        assert_eq!(named, Ok(vec![1]));
        let closed = check_declared_winners(
            GameKind::KnockRummy,
            &json!({"target": 100}),
            3,
            2,
            false,
            &[1],
        );
        assert_eq!(closed.map_err(|e| e.code), Err("E_NOT_OPEN_ENDED"));
    }

    #[test]
    fn leaders_follow_the_win_rule_and_share_ties() {
        let high = WinRule {
            lowest_wins: false,
            open_ended: true,
        };
        let low = WinRule {
            lowest_wins: true,
            open_ended: false,
        };
        assert_eq!(leaders(high, &pts(&[10, 30, 30])), vec![1, 2]);
        assert_eq!(leaders(low, &pts(&[10, 30, -2])), vec![2]);
        assert!(leaders(high, &[]).is_empty());
    }

    #[test]
    fn a_named_winner_is_checked() {
        let open = json!({});
        let ok = check_declared_winners(GameKind::Scorepad, &open, 3, 2, false, &[2, 0]);
        assert_eq!(ok, Ok(vec![0, 2]));
        let code = |r: Result<Vec<usize>, RuleError>| r.err().map(|e| e.code);
        assert_eq!(
            code(check_declared_winners(
                GameKind::Scorepad,
                &open,
                3,
                2,
                false,
                &[3]
            )),
            Some("E_BAD_WINNER")
        );
        assert_eq!(
            code(check_declared_winners(
                GameKind::Scorepad,
                &open,
                3,
                2,
                false,
                &[1, 1]
            )),
            Some("E_BAD_WINNER")
        );
        assert_eq!(
            code(check_declared_winners(
                GameKind::Scorepad,
                &open,
                3,
                2,
                false,
                &[]
            )),
            Some("E_BAD_WINNER")
        );
        assert_eq!(
            code(check_declared_winners(
                GameKind::Scorepad,
                &open,
                3,
                0,
                false,
                &[0]
            )),
            Some("E_NO_HANDS")
        );
        assert_eq!(
            code(check_declared_winners(
                GameKind::GinRummy,
                &open,
                2,
                4,
                false,
                &[0]
            )),
            Some("E_NOT_OPEN_ENDED")
        );
        let to_100 = json!({"preset": "to_100_highest"});
        assert_eq!(
            code(check_declared_winners(
                GameKind::Scorepad,
                &to_100,
                2,
                4,
                false,
                &[0]
            )),
            Some("E_NOT_OPEN_ENDED")
        );
    }
}
