//! The verdicts a table needs besides the fold: which way a game is won (highest or lowest
//! total), who leads right now, whether the game is open-ended, and whether the winners the
//! players name when they stop an open-ended game are a valid choice.
//!
//! An open-ended game (the scorepad's `open` end, or a points-only game with neither a target
//! nor a number of hands) never ends by itself: the players stop when they like and name the
//! winner. The choice is checked here: the game must be open-ended and not over, at least one
//! hand must have been played, and every named seat must be at the table, named once.

use crate::error::RuleError;
use crate::games::avalanche::AvalancheOptions;
use crate::games::dispatch::manual::ManualOptions;
use crate::games::dispatch::{is_refereed, normalize_options};
use crate::games::scorepad::{ScorepadEnd, ScorepadOptions, ScorepadWinner};
use crate::games::GameKind;
use crate::points::Points;
use serde::de::DeserializeOwned;
use serde_json::Value;

/// How a game is won and whether it ends by itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WinRule {
    /// The lowest total wins (Golf, a lowest-wins scorepad); else the highest.
    pub lowest_wins: bool,
    /// The game has no end rule: the players stop it and name the winner.
    pub open_ended: bool,
}

fn typed<O: DeserializeOwned>(kind: GameKind, complete: &Value) -> Result<O, RuleError> {
    O::deserialize(complete).map_err(|e| {
        RuleError::new(
            "E_BAD_OPTIONS",
            format!("The options for {} are not valid: {e}.", kind.name()),
        )
    })
}

/// How `kind` under `options` (as stored) is won; `E_BAD_OPTIONS` if the options do not fit.
pub fn win_rule(kind: GameKind, options: &Value) -> Result<WinRule, RuleError> {
    let complete = normalize_options(kind, options)?;
    Ok(match kind {
        GameKind::Scorepad => {
            let o: ScorepadOptions = typed(kind, &complete)?;
            WinRule {
                lowest_wins: o.winner == ScorepadWinner::Lowest,
                open_ended: o.end == ScorepadEnd::Open,
            }
        }
        GameKind::SixCardGolf => WinRule {
            lowest_wins: true,
            open_ended: false,
        },
        GameKind::Avalanche => {
            let o: AvalancheOptions = typed(kind, &complete)?;
            WinRule {
                lowest_wins: false,
                open_ended: o.hands.is_none() && o.target.is_none(),
            }
        }
        _ if !is_refereed(kind) => {
            let o: ManualOptions = typed(kind, &complete)?;
            WinRule {
                lowest_wins: o.lowest_wins,
                open_ended: o.target.is_none() && o.hands.is_none(),
            }
        }
        _ => WinRule {
            lowest_wins: false,
            open_ended: false,
        },
    })
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
        return Err(RuleError::new(
            "E_NOT_OPEN_ENDED",
            format!(
                "This {} game ends by its own rule, so it cannot be stopped with a chosen winner.",
                kind.name()
            ),
        ));
    }
    if hands_played == 0 {
        return Err(RuleError::new(
            "E_NO_HANDS",
            "Play at least one hand before ending the game.",
        ));
    }
    if named.is_empty() {
        return Err(RuleError::new(
            "E_BAD_WINNER",
            "Name the winner (or the players who share the win).",
        ));
    }
    let mut out: Vec<usize> = Vec::with_capacity(named.len());
    for &seat in named {
        if seat >= seats {
            return Err(RuleError::new(
                "E_BAD_WINNER",
                format!(
                    "Seat {} is not at this table: the game has {seats} players.",
                    seat + 1
                ),
            ));
        }
        if out.contains(&seat) {
            return Err(RuleError::new(
                "E_BAD_WINNER",
                format!("Seat {} was named twice.", seat + 1),
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
