//! The ledger: a game's stored hands folded into its standings.
//!
//! The store keeps the facts each hand was entered with; this fold re-prices every hand with
//! the game's rules (through [`dispatch`](crate::games::dispatch)), keeps running totals after
//! every hand, asks the game's own end rule whether it is over (adding final bonuses such as
//! Gin's game and box bonuses) and who deals next. A hand whose facts no longer validate (after
//! a rule fix, say) is kept, counted at its stored points and reported with its problem: it is
//! never dropped and never stops the fold. Per-player figures for statistics are in
//! [`figures`].

pub mod figures;
pub mod verdict;
pub mod words;

use crate::error::{RuleError, Warning};
use crate::games::dispatch::{
    end_json_with_facts, is_redeal, next_dealer_json_with_facts, pricer, ScoredJson,
};
use crate::games::{GameKind, HandFacts, HandOutcome, PlayedHand, Table};
use crate::points::Points;
use serde::{Serialize, Serializer};
use serde_json::Value;
use std::sync::Arc;

/// One stored hand, as the store hands it to the fold.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredHand {
    /// Database id.
    pub id: i64,
    /// Seat that dealt it.
    pub dealer: usize,
    /// What the players entered (shared: a long game's facts are not copied for each fold).
    pub facts: Arc<Value>,
    /// The points stored when it was last priced (used when the facts no longer validate).
    pub points: Vec<Points>,
    /// When it was played (RFC 3339), passed through for display.
    pub played_at: String,
}

/// Why a stored hand could not be re-priced.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Problem {
    /// The rule error code, e.g. `E_DUPLICATE_CARD`.
    pub code: String,
    /// The message for people.
    pub message: String,
}

/// One line of the history: a hand, its points and the totals after it.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct HandLine {
    /// Database id (for amend/delete).
    pub id: i64,
    /// 1-based position in the game.
    pub number: usize,
    /// Seat that dealt it.
    pub dealer: usize,
    /// What was entered, read as this game's hand (in any facts version); `None` when the
    /// stored facts are no longer a hand of this game (the problem says why).
    #[ts(as = "Option<HandFacts>")]
    pub facts: Option<Shared<HandFacts>>,
    /// What was entered, exactly as stored (for exports).
    #[serde(skip)]
    #[ts(skip)]
    pub stored_facts: Shared<Value>,
    /// Points per seat counted for this hand.
    pub points: Vec<Points>,
    /// Running totals per seat after this hand.
    pub running: Vec<Points>,
    /// The game's explanation, when the facts still validate.
    #[ts(as = "Option<HandOutcome>")]
    pub outcome: Option<Shared<HandOutcome>>,
    /// Warnings the rules raise about this hand.
    pub warnings: Vec<Warning>,
    /// Set when the facts no longer validate: the stored points are counted instead.
    pub problem: Option<Problem>,
    /// True when the stored points differ from what the rules give now (needs re-saving).
    pub stale: bool,
    /// RFC 3339 UTC.
    pub played_at: String,
}

/// Where a game stands after all its hands.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Standings {
    /// Which game.
    pub kind: GameKind,
    /// Number of seats.
    pub seats: usize,
    /// Every hand, in order.
    pub hands: Vec<HandLine>,
    /// Hand points per seat summed over all hands (before end bonuses).
    pub totals: Vec<Points>,
    /// End-of-game bonuses per seat (zeros while the game goes on).
    pub bonuses: Vec<Points>,
    /// `totals + bonuses`.
    pub final_totals: Vec<Points>,
    /// Seat that deals the next hand.
    pub next_dealer: usize,
    /// True once the game's own end rule is met.
    pub over: bool,
    /// Winning seats (several on a tie; empty while the game goes on).
    pub winners: Vec<usize>,
    /// Which rule produced which bonus, for people.
    pub explanation: Vec<String>,
    /// The same lines as messages, for a reader in any language (empty while the game ends
    /// in English only).
    #[serde(skip)]
    #[ts(skip)]
    pub said: Vec<crate::says::Said>,
    /// Set when the game's options themselves no longer validate.
    pub options_problem: Option<Problem>,
    /// Number of hands with a problem.
    pub problems: usize,
    /// Cards each player's hand is entered with at this table, when the rules fix it (Gin's
    /// 10, Knock Rummy's 7 for three players): the entry form moves on to the next seat once
    /// a seat holds that many.
    pub hand_size: Option<u8>,
}

/// A value shared between folds: cloning it copies a pointer. It reads (derefs) and
/// serialises as the value itself.
#[derive(Debug, Clone, PartialEq)]
pub struct Shared<T>(pub Arc<T>);

impl<T> std::ops::Deref for Shared<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T: Serialize> Serialize for Shared<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.as_ref().serialize(s)
    }
}

/// True when a hand of `kind` is priced the same wherever it stands in the game (only its
/// dealer, facts, options and seats count), so a price may follow a hand that moved up or
/// down when an earlier hand was deleted or restored. Oh Heck!'s hand sizes follow the
/// schedule, and other games may count rounds, so each game says so itself
/// ([`Game::PRICED_ANYWHERE`](crate::games::Game::PRICED_ANYWHERE), false unless it knows).
pub fn is_priced_anywhere(kind: GameKind) -> bool {
    kind.priced_anywhere()
}

/// One hand as the rules priced it, in the form the fold keeps: the outcome is shared, so a
/// caller that remembers prices between folds (the store) hands them back without copying.
#[derive(Debug, Clone, PartialEq)]
pub struct Priced {
    /// Points per seat.
    pub points: Vec<Points>,
    /// The game's own outcome, tagged with its kind.
    pub outcome: Arc<HandOutcome>,
    /// The facts as the game read them.
    pub facts: Arc<HandFacts>,
    /// Warnings the rules raise about this hand.
    pub warnings: Vec<Warning>,
}

impl From<ScoredJson> for Priced {
    fn from(s: ScoredJson) -> Self {
        Priced {
            points: s.points,
            outcome: Arc::new(s.outcome),
            facts: Arc::new(s.facts),
            warnings: s.warnings,
        }
    }
}

/// Folds `hands` (in play order) of a `kind` game with `seats` seats into its standings.
pub fn fold(
    kind: GameKind,
    options: &Value,
    seats: usize,
    first_dealer: usize,
    hands: &[StoredHand],
) -> Standings {
    let pricer = pricer(kind, options);
    fold_with(
        kind,
        options,
        seats,
        first_dealer,
        hands,
        |table, facts| match &pricer {
            Ok(p) => p.price(table, facts),
            Err(e) => Err(e.clone()),
        },
    )
}

/// [`fold`] with the pricing of each hand supplied by the caller: `price(table, facts)` must
/// return what [`score_json`](crate::games::dispatch::score_json) returns for this game and
/// options. (The store passes a memoised
/// `score_json`, since pricing is a pure function of its inputs.)
pub fn fold_with(
    kind: GameKind,
    options: &Value,
    seats: usize,
    first_dealer: usize,
    hands: &[StoredHand],
    mut price: impl FnMut(&Table, &Value) -> Result<ScoredJson, RuleError>,
) -> Standings {
    fold_priced(kind, options, seats, first_dealer, hands, |table, hand| {
        price(table, &hand.facts).map(Priced::from)
    })
}

/// [`fold_with`] with each hand's price supplied already shared (see [`Priced`]): the store
/// remembers each hand's price at its place and re-prices only the hands whose place, dealer
/// or facts changed, so a write to a long game costs the changed hands and one cheap pass.
pub fn fold_priced(
    kind: GameKind,
    options: &Value,
    seats: usize,
    first_dealer: usize,
    hands: &[StoredHand],
    mut price: impl FnMut(&Table, &StoredHand) -> Result<Priced, RuleError>,
) -> Standings {
    let mut lines = Vec::with_capacity(hands.len());
    let mut played = Vec::with_capacity(hands.len());
    let mut running = vec![Points::ZERO; seats];
    let mut problems = 0;
    for (i, h) in hands.iter().enumerate() {
        let table = Table {
            seats,
            hand_index: i,
            dealer: h.dealer,
        };
        let (points, outcome, facts, warnings, problem) = match price(&table, h) {
            Ok(s) => (
                s.points,
                Some(Shared(s.outcome)),
                Some(Shared(s.facts)),
                s.warnings,
                None,
            ),
            Err(e) => {
                problems += 1;
                let mut stored = h.points.clone();
                stored.resize(seats, Points::ZERO);
                let problem = Problem {
                    code: e.code.to_string(),
                    message: e.message,
                };
                // Facts that still read as this game's hand stay editable.
                let facts = HandFacts::read(kind, &h.facts)
                    .ok()
                    .map(|f| Shared(Arc::new(f)));
                (stored, None, facts, vec![], Some(problem))
            }
        };
        for (acc, p) in running.iter_mut().zip(&points) {
            *acc += *p;
        }
        lines.push(HandLine {
            id: h.id,
            number: i + 1,
            dealer: h.dealer,
            facts,
            stored_facts: Shared(h.facts.clone()),
            stale: problem.is_none() && points != h.points,
            points: points.clone(),
            running: running.clone(),
            outcome,
            warnings,
            problem,
            played_at: h.played_at.clone(),
        });
        played.push(PlayedHand {
            dealer: h.dealer,
            points,
            redeal: is_redeal(kind, &h.facts),
        });
    }
    let facts: Vec<&Value> = hands.iter().map(|h| &*h.facts).collect();
    let (end, next_dealer, options_problem) = match (
        end_json_with_facts(kind, options, seats, &played, &facts),
        next_dealer_json_with_facts(kind, options, seats, first_dealer, &played, &facts),
    ) {
        (Ok(end), Ok(next)) => (end, next, None),
        (Err(e), _) | (_, Err(e)) => {
            let next = match played.last() {
                Some(h) => (h.dealer + 1) % seats.max(1),
                None => first_dealer % seats.max(1),
            };
            let problem = Problem {
                code: e.code.to_string(),
                message: e.message,
            };
            (Default::default(), next, Some(problem))
        }
    };
    let mut bonuses = end.bonuses.clone();
    bonuses.resize(seats, Points::ZERO);
    let final_totals = running.iter().zip(&bonuses).map(|(t, b)| *t + *b).collect();
    Standings {
        hand_size: crate::games::dispatch::deal_size_json(kind, options, seats),
        kind,
        seats,
        hands: lines,
        totals: running,
        bonuses,
        final_totals,
        next_dealer,
        over: end.over,
        winners: end.winners,
        explanation: end.explanation,
        said: end.said,
        options_problem,
        problems,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn hand(id: i64, dealer: usize, facts: Value, stored: &[i64]) -> StoredHand {
        StoredHand {
            id,
            dealer,
            facts: Arc::new(facts),
            points: stored.iter().map(|&p| Points::from(p)).collect(),
            played_at: String::new(),
        }
    }

    fn pts(v: &[i64]) -> Vec<Points> {
        v.iter().map(|&p| Points::from(p)).collect()
    }

    #[test]
    fn running_totals_dealer_and_target() {
        let hands = [
            hand(1, 0, json!({"points": [30, 10]}), &[30, 10]),
            hand(2, 1, json!({"points": [20, 50]}), &[20, 50]),
            hand(3, 0, json!({"points": [60, 0]}), &[60, 0]),
        ];
        let opts = json!({"target": 100});
        let s = fold(GameKind::BasicRummy, &opts, 2, 0, &hands[..2]);
        assert_eq!(s.hands[1].running, pts(&[50, 60]));
        assert_eq!((s.over, s.next_dealer), (false, 0));
        let s = fold(GameKind::BasicRummy, &opts, 2, 0, &hands);
        assert_eq!(s.totals, pts(&[110, 60]));
        assert_eq!(s.final_totals, pts(&[110, 60]));
        assert_eq!((s.over, s.winners.clone()), (true, vec![0]));
        assert_eq!(
            s.hands.iter().map(|h| h.number).collect::<Vec<_>>(),
            [1, 2, 3]
        );
        assert!(s.hands.iter().all(|h| !h.stale && h.problem.is_none()));
    }

    #[test]
    fn broken_hand_is_kept_with_its_problem_at_stored_points() {
        let hands = [
            hand(1, 0, json!({"points": [5, 5]}), &[5, 5]),
            hand(2, 1, json!({"oops": true}), &[7, 1]),
            hand(3, 0, json!({"points": [1, 2]}), &[9, 9]),
        ];
        let s = fold(GameKind::KnockRummy, &json!({}), 2, 0, &hands);
        assert_eq!(s.hands.len(), 3);
        assert_eq!(s.problems, 1);
        assert_eq!(
            s.hands[1].problem.as_ref().map(|p| p.code.as_str()),
            Some("E_BAD_HAND")
        );
        assert_eq!(s.hands[1].points, pts(&[7, 1]));
        assert!(s.hands[2].stale, "stored 9/9 differs from the facts' 1/2");
        assert_eq!(s.totals, pts(&[13, 8]));
    }

    #[test]
    fn kinds_priced_anywhere_price_the_same_at_every_place() {
        use crate::games::dispatch::score_json;
        let hands = [
            json!({"form": "cards", "knocker": 1,
                "knockerCards": ["3s", "4s", "5s", "8d", "8c", "8h", "Jh", "Qh", "Kh", "2d"],
                "defenderCards": ["9c", "9d", "9s", "4d", "5d", "6d", "Ks", "Qc", "7c", "3h"]}),
            json!({"form": "counts", "knocker": 0, "knockerDeadwood": 0, "defenderDeadwood": 31}),
            json!({"form": "void"}),
        ];
        let kind = GameKind::GinRummy;
        assert!(is_priced_anywhere(kind));
        assert!(!is_priced_anywhere(GameKind::OhHeck));
        for opts in [json!({}), json!({"preset": "oklahoma"})] {
            for facts in &hands {
                for dealer in 0..2 {
                    let at = |hand_index| {
                        score_json(
                            kind,
                            &opts,
                            &Table {
                                seats: 2,
                                hand_index,
                                dealer,
                            },
                            facts,
                        )
                    };
                    let first = at(0);
                    for i in [1, 2, 17, 999] {
                        assert_eq!(at(i), first, "{facts} at {i}");
                    }
                }
            }
        }
    }

    #[test]
    fn bad_options_do_not_crash_the_view() {
        let hands = [hand(1, 1, json!({"points": [5, 5]}), &[5, 5])];
        let s = fold(GameKind::Avalanche, &json!({"target": "x"}), 2, 0, &hands);
        assert_eq!(
            s.options_problem.as_ref().map(|p| p.code.as_str()),
            Some("E_BAD_OPTIONS")
        );
        assert_eq!(s.totals, pts(&[5, 5]));
        assert_eq!(s.next_dealer, 0);
        assert!(!s.over);
    }
}
