//! The game of Skull & Roses as a fold over its rounds (RULES.md §8.2 steps 5–7, §11.14):
//! successful challenges add up, lost cards stay lost, a player at 0 cards is out, and the
//! game ends at a second success or when one player is left standing.
//!
//! Rounds entered as moves bring their own result; the points-only rounds kept from before the
//! referee count their successes but cannot say who lost cards.

use super::round::{Round, RoundResult};
use super::SkullHand;
use crate::games::{GameEnd, PlayedHand};
use crate::points::Points;
use crate::says::Said;
use serde::{Deserialize, Serialize};

/// Successful challenges that win the game.
pub const SUCCESSES_TO_WIN: u32 = 2;

/// Cards each player starts with: 3 roses and a skull.
pub const STARTING_CARDS: u8 = 4;

/// Where a Skull & Roses game stands between rounds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct SkullStanding {
    /// Cards each player still owns (0 = out).
    pub cards: Vec<u8>,
    /// Successful challenges per player.
    pub successes: Vec<u32>,
    /// Who starts the next round.
    pub first: usize,
    /// Rounds played.
    pub rounds: usize,
    /// True once someone has won.
    pub over: bool,
    /// The winner (one player), once the game is over.
    pub winner: Option<usize>,
    /// How the game was won, for people.
    pub explanation: Vec<String>,
    /// The same as messages, for a reader in any language.
    #[serde(skip)]
    #[ts(skip)]
    pub said: Vec<Said>,
}

impl SkullStanding {
    /// A new game: 4 cards each, `first` to start.
    pub fn new(seats: usize, first: usize) -> SkullStanding {
        SkullStanding {
            cards: vec![STARTING_CARDS; seats],
            successes: vec![0; seats],
            first: first % seats.max(1),
            rounds: 0,
            over: false,
            winner: None,
            explanation: Vec::new(),
            said: Vec::new(),
        }
    }

    /// Counts a finished round.
    pub fn add_round(&mut self, result: &RoundResult) {
        if self.over {
            return;
        }
        self.rounds += 1;
        if result.cards_after.len() == self.cards.len() {
            self.cards.clone_from(&result.cards_after);
        }
        if result.success {
            if let Some(s) = self.successes.get_mut(result.challenger) {
                *s += 1;
            }
        }
        if let Some(next) = result.next_first {
            self.first = next;
        }
        self.settle();
    }

    /// Counts a round kept as points only: each point is one success; cards are unknown.
    pub fn add_points(&mut self, dealer: usize, points: &[Points]) {
        if self.over {
            return;
        }
        self.rounds += 1;
        for (s, p) in self.successes.iter_mut().zip(points) {
            let won = p
                .to_integer()
                .unwrap_or(0)
                .clamp(0, i64::from(SUCCESSES_TO_WIN));
            *s += u32::try_from(won).unwrap_or(0);
        }
        self.first = (dealer + 1) % self.cards.len().max(1);
        self.settle();
    }

    fn settle(&mut self) {
        if let Some(w) = self.successes.iter().position(|&s| s >= SUCCESSES_TO_WIN) {
            self.win(w, Said::new("skull-end-second-success"));
            return;
        }
        let left: Vec<usize> = (0..self.cards.len())
            .filter(|&s| self.cards[s] > 0)
            .collect();
        if let [w] = left[..] {
            self.win(w, Said::new("skull-end-last-standing"));
        }
    }

    fn win(&mut self, seat: usize, why: Said) {
        self.over = true;
        self.winner = Some(seat);
        self.explanation = vec![why.english()];
        self.said = vec![why];
    }

    /// The ledger's view of the end: over, no bonuses, the one winner.
    pub fn to_end(&self) -> GameEnd {
        if !self.over {
            return GameEnd::default();
        }
        GameEnd {
            over: true,
            bonuses: vec![Points::ZERO; self.cards.len()],
            winners: self.winner.into_iter().collect(),
            explanation: self.explanation.clone(),
            said: self.said.clone(),
        }
    }
}

/// Folds the stored rounds (with their facts where they still parse) into the standing.
pub fn standing(
    seats: usize,
    first_dealer: usize,
    hands: &[PlayedHand],
    facts: &[Option<SkullHand>],
) -> SkullStanding {
    fold_rounds(
        seats,
        first_dealer,
        hands.iter().enumerate().map(|(i, h)| {
            (
                h.dealer,
                facts.get(i).and_then(Option::as_ref),
                &h.points[..],
            )
        }),
    )
}

/// The standing from each round's dealer (its first player), facts (if they parse) and points
/// (used for rounds kept as points only).
pub fn fold_rounds<'a>(
    seats: usize,
    first_dealer: usize,
    rounds: impl IntoIterator<Item = (usize, Option<&'a SkullHand>, &'a [Points])>,
) -> SkullStanding {
    let mut st = SkullStanding::new(seats, first_dealer);
    for (dealer, facts, points) in rounds {
        let result = match facts {
            Some(SkullHand::Round(r)) => {
                Round::replay(&r.cards, dealer, r.stacks.as_deref(), &[], &r.moves)
                    .ok()
                    .and_then(|r| r.result())
            }
            _ => None,
        };
        match (result, facts) {
            (Some(result), _) => st.add_round(&result),
            (None, Some(SkullHand::Points(p))) => st.add_points(dealer, &p.points),
            (None, _) => st.add_points(dealer, points),
        }
    }
    st
}
