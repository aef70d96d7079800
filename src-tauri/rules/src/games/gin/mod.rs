//! Gin Rummy, with Oklahoma Gin (RULES.md §1, decisions §11.1–4).
//!
//! **The hand.** Two players. The knocker shows 10 cards after the discard (11 for big gin).
//! Cards are worth A = 1, 2–10 pip, J/Q/K = 10; aces are low (A-2-3 is a run, Q-K-A is not).
//! The knocker's deadwood K is that of the displayed arrangement: the declared melds when
//! entered (validated), otherwise a minimum-deadwood arrangement, ties broken for the one that
//! leaves the defender the highest final deadwood. A knock needs K ≤ the knock limit (10; in
//! Oklahoma the first upcard's value, an ace meaning gin only). K = 0 is gin. The defender
//! lays off onto the knocker's displayed melds only (chained run extensions, the fourth card of
//! a set; never onto deadwood, never against gin) and keeps their own melds; their final
//! deadwood D is the best over all of that.
//!
//! **Points.** Gin: `gin_bonus` (25) plus D, never undercut. Big gin (option): `big_gin_bonus`
//! (31) plus D. Knock with K < D: D − K to the knocker. K ≥ D: undercut, (K − D) plus
//! `undercut_bonus` (25) to the defender; with `undercut_on_tie` off a tie gives the knocker 0 and nobody wins the
//! hand. Oklahoma with a spade upcard doubles the hand. A void hand scores nothing.
//!
//! **The game.** First to `game_target` (100) hand points; then `game_bonus` (100; 200 on a
//! shutout, or the two other shutout readings as options) and `box_bonus` (25) per hand won.
//! The winner of a hand deals the next (alternating as an option).
//!
//! Knobs: [`GinOptions`]; presets Seed (default), Modern, Classic, Oklahoma. A hand may be
//! entered as cards, as the two deadwood counts, or as void ([`GinHand`]).

mod error;
mod game_end;
mod hand;
/// Cards in a Gin hand (the defender's, and the knocker's after the discard).
pub const HAND_SIZE: u8 = 10;

mod knobs;
mod knock;
mod layoff;
mod options;
mod pricing;
mod told;
mod words;

pub use error::{GinError, Side};
pub use hand::{CardsEntry, CountsEntry, GinHand, GinOutcome, GinResult, Layoff, Role};
pub use knock::MAX_DEADWOOD;
pub use options::{DealerRule, GinOptions, Limit, OklahomaAce, Shutout};
pub use told::{hand_said, hand_words};

use crate::error::RuleError;
use crate::games::{Game, GameEnd, GameKind, PlayedHand, Scored, Table};
use crate::ledger::figures::{Figures, Tally};
use crate::points::Points;

/// Gin Rummy's rules.
#[derive(Debug, Clone, Copy, Default)]
pub struct Gin;

impl Game for Gin {
    const KIND: GameKind = GameKind::GinRummy;
    type Options = GinOptions;
    type Hand = GinHand;
    type Outcome = GinOutcome;
    const NAME: &'static str = "Gin Rummy";
    const PLAYERS: (u8, u8) = (2, 2);
    const SUMMARY: &'static str = "Two players, ten cards each. Knock with 10 or less deadwood; the defender lays off onto the knocker's melds. Knock, gin (25) and undercut (25) score by the deadwood difference; first to 100 wins, then the game bonus (100, 200 on a shutout) and 25 per hand won. Presets: Standard, Modern (big gin), Classic and Oklahoma (the upcard sets the knock limit, spades double).";
    const SHORT_NAME: Option<&'static str> = Some("gin");
    const HAND_SIZE: Option<u8> = Some(HAND_SIZE);
    const PRICED_ANYWHERE: bool = true;

    fn win_rule(_options: &GinOptions) -> crate::games::WinRule {
        crate::games::WinRule::highest(false)
    }

    fn hand_words(
        outcome: &GinOutcome,
        _points: &[crate::points::Points],
        names: &[String],
    ) -> String {
        told::hand_words(outcome, names)
    }

    fn entered_said(hand: &GinHand, seat: usize) -> crate::says::Said {
        told::entered_said(hand, seat)
    }

    fn hand_said(
        outcome: &GinOutcome,
        _points: &[crate::points::Points],
    ) -> Option<crate::says::Said> {
        Some(told::hand_said(outcome))
    }

    fn retell(outcome: &mut GinOutcome, tell: &dyn Fn(&crate::says::Said) -> String) {
        outcome.explanation = outcome.said.iter().map(tell).collect();
    }

    fn explanation_said(outcome: &GinOutcome) -> Option<&[crate::says::Said]> {
        Some(&outcome.said)
    }

    fn meld_rules() -> Option<crate::meld::MeldRules> {
        Some(crate::meld::MeldRules::gin())
    }

    fn knobs(options: &GinOptions) -> Vec<crate::games::knob::Knob> {
        knobs::knobs(options)
    }

    fn presets() -> Vec<(&'static str, GinOptions)> {
        GinOptions::presets()
    }

    fn preset_name(id: &str) -> String {
        words::preset_name(id)
    }

    fn preset_hint(id: &str, options: &GinOptions) -> String {
        words::preset_hint(id, options)
    }

    fn preset_hint_said(id: &str, options: &GinOptions) -> Option<crate::says::Said> {
        Some(words::preset_hint_said(id, options))
    }

    fn describe(options: &GinOptions) -> Vec<String> {
        words::describe(options)
    }

    fn end_line(options: &GinOptions) -> String {
        words::end_line(options)
    }

    fn describe_said(options: &GinOptions) -> Option<Vec<crate::says::Said>> {
        Some(words::describe_said(options))
    }

    fn end_said(options: &GinOptions) -> Option<crate::says::Said> {
        Some(words::end_said(options))
    }

    fn knob_words(options: &GinOptions) -> Vec<(&'static str, String)> {
        words::knob_words(options)
    }

    fn knob_words_said(options: &GinOptions) -> Vec<(&'static str, crate::says::Said)> {
        words::knob_words_said(options)
    }

    fn tally(outcome: &GinOutcome, seat: usize, t: &mut Tally) {
        t.gin_hands += 1;
        let won = outcome.winner_seat == Some(seat);
        match outcome.result {
            GinResult::Gin | GinResult::BigGin if won => t.gins += 1,
            GinResult::Undercut if won => t.undercuts += 1,
            GinResult::Gin
            | GinResult::BigGin
            | GinResult::Undercut
            | GinResult::Knock
            | GinResult::Void => {}
        }
        let Some(knocker) = outcome.knocker else {
            return; // a void hand: nobody's deadwood was counted
        };
        t.deadwood_sum += u64::from(if knocker == seat {
            outcome.knocker_deadwood
        } else {
            outcome.defender_deadwood
        });
        t.deadwood_hands += 1;
    }

    fn figures(t: &Tally) -> Figures {
        Figures {
            gins: Some(t.gins),
            undercuts: Some(t.undercuts),
            average_deadwood: (t.deadwood_hands > 0)
                .then(|| t.deadwood_sum as f64 / f64::from(t.deadwood_hands)),
            ..Figures::default()
        }
    }

    fn score(
        options: &GinOptions,
        table: &Table,
        hand: &GinHand,
    ) -> Result<Scored<GinOutcome>, RuleError> {
        GameKind::GinRummy.check_players(table.seats)?;
        let (outcome, warnings) = match hand {
            GinHand::Cards(e) => knock::score_cards(options, e)?,
            GinHand::Counts(c) => (knock::score_counts(options, c)?, Vec::new()),
            GinHand::Void => (GinOutcome::void(), Vec::new()),
        };
        let mut points = vec![Points::ZERO; table.seats];
        if let Some(slot) = outcome.winner_seat.and_then(|s| points.get_mut(s)) {
            *slot = outcome.points;
        }
        Ok(Scored {
            points,
            outcome,
            warnings,
        })
    }

    fn end(options: &GinOptions, seats: usize, hands: &[PlayedHand]) -> GameEnd {
        game_end::end(options, seats, hands)
    }

    fn next_dealer(
        options: &GinOptions,
        seats: usize,
        first_dealer: usize,
        hands: &[PlayedHand],
    ) -> usize {
        game_end::next_dealer(options, seats, first_dealer, hands)
    }

    const REDEALS: bool = true;

    /// A void hand (§1.1) is cancelled and the same dealer deals again.
    fn is_redeal(hand: &GinHand) -> bool {
        matches!(hand, GinHand::Void)
    }

    /// A void hand is `{"form": "void"}` (the hand's tag), so no card needs parsing.
    fn is_redeal_json(facts: &serde_json::Value) -> Option<bool> {
        Some(facts.get("form").and_then(serde_json::Value::as_str) == Some("void"))
    }
}

#[cfg(test)]
mod tests;
