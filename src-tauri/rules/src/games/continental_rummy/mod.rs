//! Continental Rummy (RULES.md §4.2, decisions §11.9): a settlement game.
//!
//! **The hand.** 2–12 players with 2 packs (2–5 players), 3 (6–8) or 4 (9–12) and one joker
//! per pack; 15 cards each. Only sequences count (a set is `E_CR_SET`): 3 or more cards of one
//! suit in order, the ace high or low but never round the corner (`E_CR_WRAP`); two sequences
//! may share a suit. Jokers are wild and name their card (`JK=7C`; a bare `JK` is
//! `E_JOKER_UNDECLARED`). Nobody melds before going out; the winner shows all 15 cards as
//! 3+3+3+3+3, 4+4+4+3 or 5+4+3+3, where a sequence of 6 or more may count as several (a 7 as
//! 4+3); anything else is `E_CR_SHAPE` (5+5+5 among them), unless the any-partition option
//! accepts any 15 cards in sequences. No card appears more often than there are packs, and
//! no more jokers than packs (`E_DUPLICATE_CARD`). The hand may also be entered as the joker
//! count alone, with no shape check.
//!
//! **Payment.** Each loser pays the winner 1, plus 2 for every joker in the winner's hand:
//! the winner receives (players − 1) × that and the scores sum to zero exactly. The Bicycle
//! schedule is an option (preset `bicycle`): deuces wild and 1 per wild deuce (written
//! `2C=7H`), 10 when no wild card was used, 7 for going out on the first turn (10 without
//! drawing), 10 for one suit; CR7 (2 jokers, 1 wild deuce) pays 6 a loser.
//!
//! **The game.** Settlement per hand, no end of its own; an optional `target` (a net total)
//! or number of `deals` ends it, highest net total winning (ties: co-winners). The deal passes
//! clockwise.
//!
//! Knobs: [`ContinentalOptions`]; presets `seed`, `bicycle`, `any_partition`. Hands kept as
//! bare points before the referee are scored as entered, with a warning when they don't sum
//! to zero.

mod hand;
mod knobs;
mod options;
mod score;
pub mod shape;
mod words;

pub use hand::{
    ContinentalCount, ContinentalHand, ContinentalMelds, ContinentalOutcome, PaymentItem, Sequence,
    SequenceCard,
};
pub use options::ContinentalOptions;

use crate::error::RuleError;
use crate::games::entered_points::{entered_lines, entered_said, scored_as_entered};
use crate::games::{Game, GameEnd, GameKind, PlayedHand, Scored, Table};
use crate::ledger::verdict::{leaders, totals, WinRule};
use crate::points::Points;
use crate::says::{Arg, Said};

/// Continental Rummy's rules.
#[derive(Debug, Clone, Copy, Default)]
pub struct ContinentalRummy;

fn check_winner(winner: usize, seats: usize) -> Result<(), RuleError> {
    if winner < seats {
        return Ok(());
    }
    Err(RuleError::saying(
        "E_BAD_HAND",
        Said::new("continental-error-winner")
            .arg("seats", seats)
            .arg("got", winner.saturating_add(1)),
    ))
}

impl Game for ContinentalRummy {
    const KIND: GameKind = GameKind::ContinentalRummy;
    type Options = ContinentalOptions;
    type Hand = ContinentalHand;
    type Outcome = ContinentalOutcome;
    const NAME: &'static str = "Continental Rummy";
    const PLAYERS: (u8, u8) = (2, 12);
    const SUMMARY: &'static str = "Two to twelve players with two to four packs and jokers. Only sequences count: go out by showing all 15 cards as 5x3, 4+4+4+3 or 5+4+3+3 sequences. Each loser pays 1, plus 2 for every joker in the winner's hand.";
    const SHORT_NAME: Option<&'static str> = Some("continental");
    const BATCH_NAMES: &'static [(&'static str, Option<&'static str>)] = &[("continental", None)];
    const WAS_POINTS_ONLY: bool = true;

    fn win_rule(options: &ContinentalOptions) -> crate::games::WinRule {
        crate::games::WinRule::highest(options.target.is_none() && options.deals.is_none())
    }

    fn entered_said(hand: &ContinentalHand, seat: usize) -> crate::says::Said {
        words::entered_said(hand, seat)
    }

    said_outcome!(ContinentalOutcome);

    fn hand_said(outcome: &ContinentalOutcome, points: &[crate::points::Points]) -> Option<Said> {
        let head = outcome.winner.map(|w| {
            Said::new("cont-told")
                .arg("player", Arg::Seat(w))
                .arg("each", outcome.each_loser_pays)
        });
        Some(crate::ledger::words::headline_said(head, points))
    }

    fn meld_rules() -> Option<crate::meld::MeldRules> {
        Some(crate::meld::MeldRules::continental())
    }

    fn knobs(options: &ContinentalOptions) -> Vec<crate::games::knob::Knob> {
        knobs::knobs(options)
    }

    fn preset_hint(_id: &str, options: &ContinentalOptions) -> String {
        words::preset_hint(options)
    }

    fn preset_hint_said(id: &str, options: &ContinentalOptions) -> Option<crate::says::Said> {
        let _ = id;
        Some(words::preset_hint_said(options))
    }

    fn describe(options: &ContinentalOptions) -> Vec<String> {
        words::describe(options)
    }

    fn end_line(options: &ContinentalOptions) -> String {
        words::end_line(options)
    }

    fn describe_said(options: &ContinentalOptions) -> Option<Vec<crate::says::Said>> {
        Some(words::describe_said(options))
    }

    fn end_said(options: &ContinentalOptions) -> Option<crate::says::Said> {
        Some(words::end_said(options))
    }

    fn knob_words(options: &ContinentalOptions) -> Vec<(&'static str, String)> {
        words::knob_words(options)
    }

    fn knob_words_said(options: &ContinentalOptions) -> Vec<(&'static str, crate::says::Said)> {
        words::knob_words_said(options)
    }

    fn presets() -> Vec<(&'static str, ContinentalOptions)> {
        ContinentalOptions::presets()
    }

    fn score(
        options: &ContinentalOptions,
        table: &Table,
        hand: &ContinentalHand,
    ) -> Result<Scored<ContinentalOutcome>, RuleError> {
        let seats = table.seats;
        GameKind::ContinentalRummy.check_players(seats)?;
        let packs = ContinentalOptions::packs_for(seats);
        let (winner, sequences, shape, wilds) = match hand {
            ContinentalHand::Points(p) => {
                return scored_as_entered(seats, p, true, |points| ContinentalOutcome {
                    winner: None,
                    packs,
                    sequences: Vec::new(),
                    shape: String::new(),
                    jokers: 0,
                    deuces: 0,
                    payment: Vec::new(),
                    each_loser_pays: 0,
                    explanation: entered_lines(points),
                    said: entered_said(points),
                })
            }
            ContinentalHand::Melds(m) => {
                check_winner(m.winner, seats)?;
                let shown = score::check_melds(options, packs, m)?;
                (m.winner, shown.sequences, shown.shape, shown.wilds)
            }
            ContinentalHand::Count(c) => {
                check_winner(c.winner, seats)?;
                let wilds = score::check_count(options, packs, c)?;
                (c.winner, Vec::new(), String::new(), wilds)
            }
        };
        let payment = score::payment(options, &wilds);
        let each = payment.iter().fold(0u32, |t, p| t.saturating_add(p.amount));
        let losers = i64::try_from(seats.saturating_sub(1)).unwrap_or(0);
        let points: Vec<Points> = (0..seats)
            .map(|s| {
                Points::from(if s == winner {
                    i64::from(each) * losers
                } else {
                    -i64::from(each)
                })
            })
            .collect();
        let mut said = Vec::new();
        if !shape.is_empty() {
            said.push(
                Said::new("cont-went-out")
                    .arg("player", Arg::Seat(winner))
                    .arg("shape", shape.as_str()),
            );
        }
        let items: Vec<Said> = payment
            .iter()
            .map(|p| {
                Said::new("cont-item")
                    .arg("amount", p.amount)
                    .arg("reason", p.said.clone())
            })
            .collect();
        said.push(
            Said::new("cont-each-pays")
                .arg("losers", losers)
                .arg("each", each)
                .arg("items", crate::says::joined(items, " + "))
                .arg("player", Arg::Seat(winner))
                .arg("total", i64::from(each) * losers),
        );
        Ok(Scored {
            points,
            outcome: ContinentalOutcome {
                winner: Some(winner),
                packs,
                sequences,
                shape,
                jokers: wilds.jokers,
                deuces: wilds.deuces,
                payment,
                each_loser_pays: each,
                explanation: said.iter().map(Said::english).collect(),
                said,
            },
            warnings: Vec::new(),
        })
    }

    fn end(options: &ContinentalOptions, seats: usize, hands: &[PlayedHand]) -> GameEnd {
        let totals = totals(seats, hands);
        let reached = options
            .target
            .is_some_and(|t| totals.iter().any(|&p| p >= t));
        let dealt = options
            .deals
            .is_some_and(|n| hands.len() >= usize::try_from(n).unwrap_or(usize::MAX));
        if hands.is_empty() || !(reached || dealt) {
            return GameEnd::default();
        }
        let winners = leaders(WinRule::highest(false), &totals);
        let why = Said::new(if reached {
            "continental-end-target"
        } else {
            "continental-end-deals"
        });
        GameEnd {
            over: true,
            bonuses: vec![Points::ZERO; seats],
            winners,
            explanation: vec![why.english()],
            said: vec![why],
        }
    }
}

#[cfg(test)]
mod tests;
