//! Rummy 500, also 500 Rum, Persian or Pinochle Rummy (RULES.md §5, decisions §11.10).
//!
//! **The hand.** 2–8 players; 2–4 play with one deck and 2 jokers, 5–8 with two decks and 4
//! jokers (another deck count is `E_R5_DECKS`). After the hand, each seat enters the melds it
//! put down this hand, its lay-offs onto anyone's melds (`{cards, onto}`, where `onto` is the
//! meld as it lay on the table, earlier lay-offs included: only a reference, neither counted
//! nor checked against the other seats), and the cards left in its hand. Melds are sets of
//! 3–4 (with two decks the suits must differ: `E_SET_DUPLICATE_SUIT`) or runs of 3+ with the
//! ace high or low but never round the corner (`E_R5_WRAP`). Jokers are wild and a joker in a
//! meld or lay-off names its card (`JK=7C`; a bare `JK` there is `E_JOKER_UNDECLARED`); in a
//! set only that card's rank matters. A lay-off is valid when `onto` plus the cards is one
//! meld (`E_LAYOFF_INVALID`). No card appears more often than there are decks among hands,
//! melds and laid-off cards, and at most two jokers per deck (`E_DUPLICATE_CARD`).
//!
//! **Values (§5.3).** 2–10 pip, J Q K 10; an ace 15, except 1 at the low end of a run (A-2-3,
//! a lay-off judged on `onto` + cards, so an ace laid off below a 2 is 1); a joker 15
//! wherever it lies, or (option) a melded or laid-off joker is worth the card it represents.
//! A seat scores its melded value (melds + lay-offs) minus the value of its hand; scores and
//! totals may be negative.
//!
//! **The game.** The first player whose total reaches the target (500) at the end of a hand
//! wins; several at once: the highest total; an exact tie gives co-winners (or, as an option,
//! another hand). The deal passes clockwise.
//!
//! Knobs: [`Rummy500Options`] (`target`, `jokerValue`, `decks`, `exactTie`); presets `seed`,
//! `represented_jokers`, `play_off_ties`. A hand may also be entered as each seat's points
//! (the `points` form), kept as entered. Not refereed here: the one-meld-per-turn and
//! must-use-the-deepest-card rules of play (`E_R5_TWO_MELDS`, `E_R5_PICKUP_UNUSED`), which
//! need the turns, not the end of the hand.

mod explain;
mod hand;
mod knobs;
mod options;
mod score;
mod words;

pub use hand::{
    Rummy500Cards, Rummy500Hand, Rummy500Layoff, Rummy500Outcome, Rummy500Seat, ValuedCard,
    ValuedLayoff, ValuedMeld,
};
pub use options::{ExactTie, JokerValue, Rummy500Options};
pub use score::rules_for;

use crate::error::RuleError;
use crate::games::entered_points::{entered_lines, scored_as_entered};
use crate::games::{Game, GameEnd, GameKind, PlayedHand, Scored, Table};
use crate::ledger::verdict::{leaders, WinRule};
use crate::points::Points;
use crate::says::{seats as seats_said, Arg, Said};

/// Rummy 500's rules.
#[derive(Debug, Clone, Copy, Default)]
pub struct Rummy500;

impl Game for Rummy500 {
    const KIND: GameKind = GameKind::Rummy500;
    type Options = Rummy500Options;
    type Hand = Rummy500Hand;
    type Outcome = Rummy500Outcome;
    const NAME: &'static str = "Rummy 500";
    const PLAYERS: (u8, u8) = (2, 8);
    const SUMMARY: &'static str = "Two to eight players with jokers; take any card from the discard pile along with everything above it. You score the cards you melded or laid off, minus the cards left in your hand (aces 15, or 1 low in a run; jokers 15). First to 500 wins.";
    const SHORT_NAME: Option<&'static str> = Some("500");
    const BATCH_KEYS: &'static [&'static str] = &["scores", "melded", "inHand"];
    const WAS_POINTS_ONLY: bool = true;

    fn win_rule(_options: &Rummy500Options) -> crate::games::WinRule {
        crate::games::WinRule::highest(false)
    }

    fn entered_said(hand: &Rummy500Hand, seat: usize) -> crate::says::Said {
        words::entered_said(hand, seat)
    }

    said_outcome!(Rummy500Outcome);

    fn hand_said(
        _outcome: &Rummy500Outcome,
        points: &[crate::points::Points],
    ) -> Option<crate::says::Said> {
        Some(crate::ledger::words::by_points_said(points))
    }

    fn meld_rules() -> Option<crate::meld::MeldRules> {
        Some(crate::meld::MeldRules::rummy_500())
    }

    fn knobs(options: &Rummy500Options) -> Vec<crate::games::knob::Knob> {
        knobs::knobs(options)
    }

    fn preset_hint(_id: &str, options: &Rummy500Options) -> String {
        words::preset_hint(options)
    }

    fn preset_hint_said(id: &str, options: &Rummy500Options) -> Option<crate::says::Said> {
        let _ = id;
        Some(words::preset_hint_said(options))
    }

    fn describe(options: &Rummy500Options) -> Vec<String> {
        words::describe(options)
    }

    fn end_line(options: &Rummy500Options) -> String {
        words::end_line(options)
    }

    fn describe_said(options: &Rummy500Options) -> Option<Vec<crate::says::Said>> {
        Some(words::describe_said(options))
    }

    fn end_said(options: &Rummy500Options) -> Option<crate::says::Said> {
        Some(words::end_said(options))
    }

    fn knob_words(options: &Rummy500Options) -> Vec<(&'static str, String)> {
        words::knob_words(options)
    }

    fn knob_words_said(options: &Rummy500Options) -> Vec<(&'static str, crate::says::Said)> {
        words::knob_words_said(options)
    }

    fn presets() -> Vec<(&'static str, Rummy500Options)> {
        Rummy500Options::presets()
    }

    fn score(
        options: &Rummy500Options,
        table: &Table,
        hand: &Rummy500Hand,
    ) -> Result<Scored<Rummy500Outcome>, RuleError> {
        GameKind::Rummy500.check_players(table.seats)?;
        match hand {
            Rummy500Hand::Points(p) => {
                scored_as_entered(table.seats, p, false, |points| Rummy500Outcome {
                    decks: 0,
                    seats: Vec::new(),
                    explanation: entered_lines(points),
                    said: crate::games::entered_points::entered_said(points),
                })
            }
            Rummy500Hand::Cards(entry) => {
                let outcome = score::score_cards(options, table.seats, entry)?;
                Ok(Scored {
                    points: outcome
                        .seats
                        .iter()
                        .map(|s| Points::from(s.score))
                        .collect(),
                    outcome,
                    warnings: Vec::new(),
                })
            }
        }
    }

    fn end(options: &Rummy500Options, seats: usize, hands: &[PlayedHand]) -> GameEnd {
        let target = Points::from(options.target);
        let mut totals = vec![Points::ZERO; seats];
        for (i, h) in hands.iter().enumerate() {
            for (t, p) in totals.iter_mut().zip(&h.points) {
                *t += *p;
            }
            if !totals.iter().any(|&t| t >= target) {
                continue;
            }
            let top = leaders(WinRule::highest(false), &totals);
            let best = top.first().and_then(|&s| totals.get(s)).copied();
            let best = best.unwrap_or(Points::ZERO);
            if top.len() > 1 && options.exact_tie == ExactTie::PlayAnotherHand {
                if i + 1 == hands.len() {
                    let line = Said::new("rummy-500-end-tied-again")
                        .arg("players", seats_said(&top))
                        .arg("total", Arg::Points(best));
                    return GameEnd {
                        explanation: vec![line.english()],
                        said: vec![line],
                        ..GameEnd::default()
                    };
                }
                continue;
            }
            let id = match top.len() {
                1 => "rummy-500-end-reached",
                _ => "rummy-500-end-co-winners",
            };
            let why = Said::new(id)
                .arg("players", seats_said(&top))
                .arg("total", Arg::Points(best))
                .arg("target", options.target)
                .arg("hand", i + 1);
            return GameEnd {
                over: true,
                bonuses: vec![Points::ZERO; seats],
                winners: top,
                explanation: vec![why.english()],
                said: vec![why],
            };
        }
        GameEnd::default()
    }
}

/// "Player 2", "Player 1 and Player 3".
#[cfg(test)]
mod tests;
