//! Basic Rummy, and the Classic Rum parent as a preset (RULES.md §3, decisions §11.6, §11.16).
//!
//! **The hand.** 2–6 players, one 52-card deck, no jokers; 10 cards each for 2 players, 7 for
//! 3–4, 6 for 5–6. A = 1, 2–10 pip, J/Q/K = 10; aces are low. Entered: who went out (or
//! nobody), what each seat holds (its cards, or a count announced instead) and whether the
//! winner went rummy (trusted as ticked). Every card left in a loser's hand counts, melded or
//! not. Between turns a hand holds at most the deal (`E_TOO_MANY_CARDS`); the winner holds
//! nothing (`E_WINNER_HAS_CARDS`); a card appears once (`E_DUPLICATE_CARD`).
//!
//! **Points (Basic).** The winner scores the sum of the other hands' counts, doubled for rummy
//! when `rummy_double` is on. When nobody went out, m is the lowest count and W the seats
//! holding it: everyone else's count above m makes a pot, shared equally by W (exact halves and
//! thirds; `floor` rounds each share down); the others score 0.
//!
//! **Settlement (Classic).** Each loser pays the winner their count (×2 for rummy with
//! `rummy_double`); on nobody-out (only if allowed) each other seat pays its difference,
//! shared by W. A settled hand sums to exactly zero.
//!
//! **The game.** To `target` (100 suggested) or for `deals` deals, whichever comes first;
//! highest total wins, equal totals are co-winners. The deal passes clockwise.
//!
//! Knobs: [`BasicRummyOptions`] (`settlement`, `rummyDouble`, `nobodyOut`, `target`, `deals`,
//! `floor`); presets Seed (Basic) and Classic (settlement, rummy double, nobody-out not
//! allowed: `E_NOBODY_OUT_NOT_ALLOWED`). A hand is [`BasicRummyHand`]: cards or points.

mod hand;
mod knobs;
mod options;
mod words;

pub use hand::{BasicRummyCards, BasicRummyHand, BasicRummyOutcome, BasicRummyResult};
pub use options::BasicRummyOptions;

use super::entered_points::scored_as_entered;
use super::rummy_family::points::entered_line;
use super::rummy_family::settle::{end, Book, RummyPaymentReason};
use super::rummy_family::{
    check_deal_bound, check_entries, check_losers_entered, check_one_deck, check_seat,
    check_winner_empty, count_all, count_line, deal_size, read_entry, Held, RummySeatCount,
};
use crate::error::RuleError;
use crate::games::{Game, GameEnd, GameKind, PlayedHand, Scored, Table};
use crate::meld::MeldRules;
use crate::points::Points;
use crate::says::{seats as seats_said, Arg, Said};

/// Basic Rummy's rules.
#[derive(Debug, Clone, Copy, Default)]
pub struct BasicRummy;

impl Game for BasicRummy {
    const KIND: GameKind = GameKind::BasicRummy;
    type Options = BasicRummyOptions;
    type Hand = BasicRummyHand;
    type Outcome = BasicRummyOutcome;
    const NAME: &'static str = "Basic Rummy";
    const PLAYERS: (u8, u8) = (2, 6);
    const SUMMARY: &'static str = "Two to six players meld sets and runs (ace low). The player who goes out scores the cards left in everyone else's hand; if nobody goes out, the lowest hand collects the differences. Play to an agreed target (100 suggested) or a number of deals. The Classic Rum preset settles each hand as payments and doubles for going rummy.";
    const SHORT_NAME: Option<&'static str> = Some("basic");
    const BATCH_NAMES: &'static [(&'static str, Option<&'static str>)] =
        &[("classic_rum", Some("classic"))];
    const BATCH_KEYS: &'static [&'static str] = &["scores", "counts"];
    const WAS_POINTS_ONLY: bool = true;

    fn win_rule(options: &BasicRummyOptions) -> crate::games::WinRule {
        crate::games::WinRule::highest(options.target.is_none() && options.deals.is_none())
    }

    fn entered_said(hand: &BasicRummyHand, seat: usize) -> crate::says::Said {
        use crate::ledger::words::{
            entered_points_said, entry_says_nothing, headed_said, seat_entry_said,
        };
        use crate::says::Said;
        match hand {
            BasicRummyHand::Cards(c) => {
                let head = match (c.winner == Some(seat), c.rummy) {
                    (true, true) => Some(Said::new("rummy-entered-went-out-rummy")),
                    (true, false) => Some(Said::new("rummy-entered-went-out")),
                    (false, _) => None,
                };
                let entry = c.hands.get(seat);
                headed_said(head, seat_entry_said(entry), entry_says_nothing(entry))
            }
            BasicRummyHand::Points(p) => entered_points_said(&p.points, seat),
        }
    }

    said_outcome!(BasicRummyOutcome, seats);

    fn hand_said(
        outcome: &BasicRummyOutcome,
        points: &[crate::points::Points],
    ) -> Option<crate::says::Said> {
        use crate::says::{Arg, Said};
        let head = match (&outcome.result, outcome.winner) {
            (BasicRummyResult::WentOut, Some(w)) => Some(
                Said::new(match (outcome.rummy, outcome.doubled) {
                    (true, true) => "basic-told-out-rummy-doubled",
                    (true, false) => "basic-told-out-rummy",
                    (false, _) => "rummy-told-out",
                })
                .arg("player", Arg::Seat(w)),
            ),
            (BasicRummyResult::NobodyOut, _) => Some(Said::new("basic-told-nobody-out")),
            (BasicRummyResult::WentOut, None) | (BasicRummyResult::Entered, _) => None,
        };
        Some(crate::ledger::words::headline_said(head, points))
    }

    fn meld_rules() -> Option<crate::meld::MeldRules> {
        Some(crate::meld::MeldRules::basic_rummy())
    }

    fn knobs(options: &BasicRummyOptions) -> Vec<crate::games::knob::Knob> {
        knobs::knobs(options)
    }

    fn presets() -> Vec<(&'static str, BasicRummyOptions)> {
        BasicRummyOptions::presets()
    }

    fn preset_name(id: &str) -> String {
        match id {
            "classic" => "Classic Rum".to_string(),
            "seed" => "Standard".to_string(),
            other => crate::games::spelled_out(other),
        }
    }

    fn describe(options: &BasicRummyOptions) -> Vec<String> {
        let mut lines = vec![match options.settlement {
            true => "Each loser pays the winner the value of their cards.".to_string(),
            false => {
                "The player who goes out scores the cards left in the other hands.".to_string()
            }
        }];
        if options.rummy_double {
            lines.push("Going rummy doubles the score.".to_string());
        }
        lines.push(Self::end_line(options));
        lines
    }

    fn knob_words(options: &BasicRummyOptions) -> Vec<(&'static str, String)> {
        let deals = match options.deals {
            Some(d) => format!("At most {d} deals, whichever comes first."),
            None => "No limit on the number of deals.".to_string(),
        };
        vec![("target", Self::end_line(options)), ("deals", deals)]
    }

    fn knob_words_said(options: &BasicRummyOptions) -> Vec<(&'static str, crate::says::Said)> {
        vec![
            ("target", words::end_said(options)),
            (
                "deals",
                crate::games::rummy_family::words::deals_hint_said(options.deals),
            ),
        ]
    }

    fn end_line(options: &BasicRummyOptions) -> String {
        match (options.target, options.deals) {
            (Some(t), _) => format!("The game ends when a total reaches {t}."),
            (None, Some(d)) => format!("The game ends after {d} deals; the highest total wins."),
            (None, None) => "Open-ended: stop whenever you like.".to_string(),
        }
    }

    fn describe_said(options: &BasicRummyOptions) -> Option<Vec<crate::says::Said>> {
        Some(words::describe_said(options))
    }

    fn end_said(options: &BasicRummyOptions) -> Option<crate::says::Said> {
        Some(words::end_said(options))
    }

    fn score(
        options: &BasicRummyOptions,
        table: &Table,
        hand: &BasicRummyHand,
    ) -> Result<Scored<BasicRummyOutcome>, RuleError> {
        GameKind::BasicRummy.check_players(table.seats)?;
        match hand {
            BasicRummyHand::Cards(c) => score_cards(options, table.seats, c),
            BasicRummyHand::Points(p) => {
                scored_as_entered(table.seats, p, options.settlement, |points| {
                    entered(options, points)
                })
            }
        }
    }

    fn end(options: &BasicRummyOptions, seats: usize, hands: &[PlayedHand]) -> GameEnd {
        end(options.target, options.deals, seats, hands)
    }
}

fn entered(options: &BasicRummyOptions, points: &[Points]) -> BasicRummyOutcome {
    BasicRummyOutcome {
        result: BasicRummyResult::Entered,
        winner: None,
        collectors: Vec::new(),
        rummy: false,
        doubled: false,
        settlement: options.settlement,
        seats: Vec::new(),
        pot: None,
        payments: Vec::new(),
        explanation: vec![entered_line(points).english()],
        said: vec![entered_line(points)],
    }
}

/// Why a hand with nobody out is refused under these options.
fn nobody_out_refused(options: &BasicRummyOptions) -> RuleError {
    let id = if options.settlement {
        "rummy-error-nobody-out-classic"
    } else {
        "rummy-error-nobody-out"
    };
    RuleError::saying("E_NOBODY_OUT_NOT_ALLOWED", Said::new(id))
}

/// Checks the entered cards and counts every seat.
pub(crate) fn read_hand(
    options: &BasicRummyOptions,
    seats: usize,
    entry: &BasicRummyCards,
) -> Result<Vec<RummySeatCount>, RuleError> {
    check_entries(seats, entry.hands.len())?;
    match entry.winner {
        Some(w) => check_seat(w, seats, "player who went out")?,
        None if !options.nobody_out => return Err(nobody_out_refused(options)),
        None => {}
    }
    let deal = deal_size(seats);
    let max_count = u32::try_from(deal * 10).unwrap_or(u32::MAX);
    let held: Vec<Held> = entry
        .hands
        .iter()
        .enumerate()
        .map(|(seat, e)| read_entry(GameKind::BasicRummy.name(), seat, e, max_count))
        .collect::<Result<_, _>>()?;
    if let Some(w) = entry.winner.and_then(|w| held.get(w)) {
        check_winner_empty(w)?;
    }
    check_deal_bound(&held, seats, deal)?;
    check_one_deck(&held)?;
    check_losers_entered(&held, entry.winner)?;
    let rules = MeldRules::basic_rummy();
    Ok(held
        .iter()
        .enumerate()
        .map(|(seat, h)| count_all(seat, h, &rules))
        .collect())
}

fn score_cards(
    options: &BasicRummyOptions,
    seats: usize,
    entry: &BasicRummyCards,
) -> Result<Scored<BasicRummyOutcome>, RuleError> {
    let counts = read_hand(options, seats, entry)?;
    let mut explanation: Vec<Said> = counts
        .iter()
        .filter(|c| Some(c.seat) != entry.winner)
        .map(count_line)
        .collect();
    let mut book = Book::new(seats, options.floor);
    let mut points = vec![Points::ZERO; seats];
    let mut outcome = BasicRummyOutcome {
        result: BasicRummyResult::WentOut,
        winner: entry.winner,
        collectors: Vec::new(),
        rummy: entry.rummy && entry.winner.is_some(),
        doubled: false,
        settlement: options.settlement,
        seats: Vec::new(),
        pot: None,
        payments: Vec::new(),
        explanation: Vec::new(),
        said: Vec::new(),
    };
    match entry.winner {
        Some(w) => {
            outcome.collectors = vec![w];
            outcome.doubled = outcome.rummy && options.rummy_double;
            let times = if outcome.doubled { 2 } else { 1 };
            let losers: Vec<&RummySeatCount> = counts.iter().filter(|c| c.seat != w).collect();
            let total: u32 = losers.iter().map(|c| c.count).sum();
            let sum = losers
                .iter()
                .map(|c| c.count.to_string())
                .collect::<Vec<_>>()
                .join(" + ");
            explanation.insert(0, Said::new("rummy-went-out").arg("player", Arg::Seat(w)));
            if options.settlement {
                explanation.push(
                    Said::new(if outcome.doubled {
                        "basic-each-loser-pays-doubled"
                    } else {
                        "basic-each-loser-pays"
                    })
                    .arg("player", Arg::Seat(w)),
                );
                for c in &losers {
                    let reason = if outcome.doubled {
                        RummyPaymentReason::DoubledCount
                    } else {
                        RummyPaymentReason::Count
                    };
                    book.pay(c.seat, &[w], c.count * times, reason);
                }
            } else {
                explanation.push(
                    Said::new("basic-scores")
                        .arg("player", Arg::Seat(w))
                        .arg("sum", sum)
                        .arg("total", total),
                );
                if outcome.doubled {
                    explanation.push(
                        Said::new("basic-rummy-doubled")
                            .arg("player", Arg::Seat(w))
                            .arg("total", total)
                            .arg("doubled", total * 2),
                    );
                }
                points[w] = Points::from(total * times);
            }
            if outcome.rummy && !options.rummy_double {
                explanation.push(Said::new("basic-rummy-not-doubled"));
            }
        }
        None => {
            outcome.result = BasicRummyResult::NobodyOut;
            let low = counts.iter().map(|c| c.count).min().unwrap_or(0);
            let winners: Vec<usize> = counts
                .iter()
                .filter(|c| c.count == low)
                .map(|c| c.seat)
                .collect();
            let pot: u32 = counts.iter().map(|c| c.count - low).sum();
            explanation.insert(0, Said::new("rummy-nobody-out"));
            explanation.push(
                Said::new("basic-lowest-pot")
                    .arg("low", low)
                    .arg("players", seats_said(&winners))
                    .arg("pot", pot),
            );
            if options.settlement {
                for c in counts.iter().filter(|c| c.count > low) {
                    book.pay(
                        c.seat,
                        &winners,
                        c.count - low,
                        RummyPaymentReason::Difference,
                    );
                }
            } else {
                let n = i64::try_from(winners.len()).unwrap_or(1);
                let share = Points::from(pot).split(n).unwrap_or(Points::ZERO);
                let share = if options.floor { share.floor() } else { share };
                for &w in &winners {
                    points[w] = share;
                }
                if winners.len() > 1 {
                    explanation.push(
                        Said::new(if options.floor {
                            "rummy-split-floor"
                        } else {
                            "rummy-split"
                        })
                        .arg("ways", winners.len())
                        .arg("share", share),
                    );
                }
            }
            outcome.collectors = winners;
            outcome.pot = Some(pot);
        }
    }
    if options.settlement {
        explanation.extend(book.said_lines());
        points = book.net;
        outcome.payments = book.payments;
    }
    outcome.seats = counts;
    outcome.explanation = explanation.iter().map(Said::english).collect();
    outcome.said = explanation;
    Ok(Scored {
        points,
        outcome,
        warnings: Vec::new(),
    })
}

#[cfg(test)]
mod tests;
