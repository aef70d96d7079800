//! Boathouse Rummy (RULES.md §4.1), a settlement game.
//!
//! **The hand.** 2–6 players, one 52-card deck, no jokers. Nobody melds until going out with the
//! whole hand in one turn, so every win is a rummy (and rummy doubling does not apply). Runs may
//! go round the corner (K-A-2, Q-K-A-2-3). Entered: who went out, and every loser's cards (not a
//! count: the referee finds the unmatched cards). A player may take two cards in a turn, so a
//! loser's hand has no fixed size; Cardtable counts hands of up to [`MAX_HAND`] (18) cards, whose
//! every arrangement is searched exactly within a millisecond, and refuses a longer one
//! (`E_TOO_MANY_CARDS`) rather than count it wrong or slowly.
//!
//! **Payments.** Each loser pays the winner their unmatched cards only: the minimum deadwood
//! over every way of melding their hand, with A = 11, J/Q/K = 10, others pip. The outcome shows
//! the melds and unmatched cards the solver found for each loser. A hand sums to zero.
//!
//! **The game.** Each hand is settled on its own; an optional `target` ends the game after the
//! hand in which a net total reaches it (highest total wins). The deal passes clockwise.
//!
//! Knobs: [`BoathouseOptions`] (`target`). A hand is [`BoathouseHand`]: cards or points.

mod knobs;
mod words;

use super::entered_points::scored_as_entered;
use super::rummy_family::points::{entered_line, EnteredPoints};
use super::rummy_family::settle::{end, Book, RummyPayment, RummyPaymentReason};
use super::rummy_family::{
    check_entries, check_losers_entered, check_one_deck, check_seat, check_winner_empty,
    count_deadwood, count_line, parse_card_seats, RummySeatCount,
};
use crate::error::RuleError;
use crate::games::{Game, GameEnd, GameKind, PlayedHand, Scored, Table};
use crate::meld::MeldRules;
use crate::points::Points;
use serde::{Deserialize, Serialize};

/// The longest loser's hand Cardtable counts. The solver searches up to
/// [`MAX_CARDS`](crate::arrange::MAX_CARDS) cards exactly, but finding the arrangement of the
/// worst 20-card shape (every card in both a run and a set: five ranks in all four suits) takes
/// over a millisecond, while every 18-card shape measured stays under one (benches/rummy_family_score.rs).
/// Eighteen cards is eight more than any deal, so a longer hand is refused, never miscounted.
pub const MAX_HAND: usize = 18;

/// Boathouse Rummy options. Missing fields take the seed values.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase", default)]
pub struct BoathouseOptions {
    /// The game ends after the hand in which a net total reaches this (none: each hand is
    /// settled on its own and the game goes on until the players stop).
    pub target: Option<u32>,
}

/// One Boathouse hand as entered at the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(tag = "form", rename_all = "camelCase")]
pub enum BoathouseHand {
    /// Who went out and every loser's cards: the referee finds the unmatched cards.
    Cards(BoathouseCards),
    /// The points each seat scored, typed by the players (hands kept before the referee).
    Points(EnteredPoints),
}

/// The cards of one hand.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct BoathouseCards {
    /// Seat (0-based) of the player who went out.
    pub winner: usize,
    /// Per seat, the cards in hand (`"AS KS QS 2D"`); the winner's entry is `""`.
    pub hands: Vec<String>,
}

/// A scored hand with its explanation.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct BoathouseOutcome {
    /// Seat of the player who went out (`None` for entered points).
    pub winner: Option<usize>,
    /// Each seat's unmatched count with the arrangement found, in seat order (empty for
    /// entered points).
    pub seats: Vec<RummySeatCount>,
    /// Who paid whom.
    pub payments: Vec<RummyPayment>,
    /// Which rule produced which points, for people.
    pub explanation: Vec<String>,
    /// The same lines as messages, for a reader in any language.
    #[serde(skip)]
    #[ts(skip)]
    pub said: Vec<crate::says::Said>,
}

/// Boathouse Rummy's rules.
#[derive(Debug, Clone, Copy, Default)]
pub struct BoathouseRummy;

impl Game for BoathouseRummy {
    const KIND: GameKind = GameKind::BoathouseRummy;
    type Options = BoathouseOptions;
    type Hand = BoathouseHand;
    type Outcome = BoathouseOutcome;
    const NAME: &'static str = "Boathouse Rummy";
    const PLAYERS: (u8, u8) = (2, 6);
    const SUMMARY: &'static str = "A Rum variant where runs may go round the corner (K-A-2) and you may only meld by going out with your whole hand. Losers pay the winner for their unmatched cards only, with aces worth 11.";
    const SHORT_NAME: Option<&'static str> = Some("boathouse");
    const BATCH_NAMES: &'static [(&'static str, Option<&'static str>)] =
        &[("boathouse", Some("seed"))];
    const WAS_POINTS_ONLY: bool = true;

    fn win_rule(options: &BoathouseOptions) -> crate::games::WinRule {
        crate::games::WinRule::highest(options.target.is_none())
    }

    fn entered_said(hand: &BoathouseHand, seat: usize) -> crate::says::Said {
        use crate::ledger::words::{entered_points_said, headed_said, typed_rest};
        match hand {
            BoathouseHand::Cards(c) => {
                let head =
                    (c.winner == seat).then(|| crate::says::Said::new("rummy-entered-went-out"));
                let (rest, nothing) = typed_rest(c.hands.get(seat));
                headed_said(head, rest, nothing)
            }
            BoathouseHand::Points(p) => entered_points_said(&p.points, seat),
        }
    }

    said_outcome!(BoathouseOutcome, seats);

    fn hand_said(
        outcome: &BoathouseOutcome,
        points: &[crate::points::Points],
    ) -> Option<crate::says::Said> {
        let head = outcome.winner.map(|w| {
            crate::says::Said::new("rummy-told-out").arg("player", crate::says::Arg::Seat(w))
        });
        Some(crate::ledger::words::headline_said(head, points))
    }

    fn meld_rules() -> Option<crate::meld::MeldRules> {
        Some(crate::meld::MeldRules::boathouse())
    }

    fn knobs(options: &BoathouseOptions) -> Vec<crate::games::knob::Knob> {
        knobs::knobs(options)
    }

    fn describe(options: &BoathouseOptions) -> Vec<String> {
        words::describe(options)
    }

    fn end_line(options: &BoathouseOptions) -> String {
        words::end_line(options)
    }

    fn describe_said(options: &BoathouseOptions) -> Option<Vec<crate::says::Said>> {
        Some(words::describe_said(options))
    }

    fn end_said(options: &BoathouseOptions) -> Option<crate::says::Said> {
        Some(words::end_said(options))
    }

    fn knob_words(options: &BoathouseOptions) -> Vec<(&'static str, String)> {
        words::knob_words(options)
    }

    fn knob_words_said(options: &BoathouseOptions) -> Vec<(&'static str, crate::says::Said)> {
        words::knob_words_said(options)
    }

    fn score(
        _options: &BoathouseOptions,
        table: &Table,
        hand: &BoathouseHand,
    ) -> Result<Scored<BoathouseOutcome>, RuleError> {
        GameKind::BoathouseRummy.check_players(table.seats)?;
        match hand {
            BoathouseHand::Cards(c) => score_cards(table.seats, c),
            BoathouseHand::Points(p) => {
                scored_as_entered(table.seats, p, true, |points| BoathouseOutcome {
                    winner: None,
                    seats: Vec::new(),
                    payments: Vec::new(),
                    explanation: vec![entered_line(points).english()],
                    said: vec![entered_line(points)],
                })
            }
        }
    }

    fn end(options: &BoathouseOptions, seats: usize, hands: &[PlayedHand]) -> GameEnd {
        end(options.target, None, seats, hands)
    }
}

/// Checks the entered cards and counts every seat's unmatched cards.
pub(crate) fn read_hand(
    seats: usize,
    entry: &BoathouseCards,
) -> Result<Vec<RummySeatCount>, RuleError> {
    check_entries(seats, entry.hands.len())?;
    check_seat(entry.winner, seats, "player who went out")?;
    let name = GameKind::BoathouseRummy.name();
    let held = parse_card_seats(name, &entry.hands)?;
    if let Some(w) = held.get(entry.winner) {
        check_winner_empty(w)?;
    }
    for (seat, h) in held.iter().enumerate() {
        let got = h.cards().len();
        if got > MAX_HAND {
            return Err(RuleError::saying(
                "E_TOO_MANY_CARDS",
                crate::says::Said::new("boathouse-error-too-many-cards")
                    .arg("player", crate::says::Arg::Seat(seat))
                    .arg("got", got)
                    .arg("max", MAX_HAND),
            ));
        }
    }
    check_one_deck(&held)?;
    check_losers_entered(&held, Some(entry.winner))?;
    let rules = MeldRules::boathouse();
    held.iter()
        .enumerate()
        .map(|(seat, h)| count_deadwood(seat, h, &rules))
        .collect()
}

fn score_cards(
    seats: usize,
    entry: &BoathouseCards,
) -> Result<Scored<BoathouseOutcome>, RuleError> {
    let counts = read_hand(seats, entry)?;
    let w = entry.winner;
    let mut said =
        vec![crate::says::Said::new("boathouse-went-out").arg("player", crate::says::Arg::Seat(w))];
    let mut book = Book::new(seats, false);
    for c in counts.iter().filter(|c| c.seat != w) {
        said.push(count_line(c));
        book.pay(c.seat, &[w], c.count, RummyPaymentReason::Count);
    }
    said.extend(book.said_lines());
    let points: Vec<Points> = book.net;
    Ok(Scored {
        points,
        outcome: BoathouseOutcome {
            winner: Some(w),
            seats: counts,
            payments: book.payments,
            explanation: said.iter().map(crate::says::Said::english).collect(),
            said,
        },
        warnings: Vec::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hand(winner: usize, hands: &[&str]) -> BoathouseHand {
        BoathouseHand::Cards(BoathouseCards {
            winner,
            hands: hands.iter().map(|s| s.to_string()).collect(),
        })
    }

    fn score(h: &BoathouseHand, seats: usize) -> Result<Scored<BoathouseOutcome>, RuleError> {
        let table = Table {
            seats,
            hand_index: 0,
            dealer: 0,
        };
        BoathouseRummy::score(&BoathouseOptions::default(), &table, h)
    }

    fn counts(h: &BoathouseHand, seats: usize) -> Vec<u32> {
        score(h, seats)
            .unwrap()
            .outcome
            .seats
            .iter()
            .map(|c| c.count)
            .collect()
    }

    #[test]
    fn bh1_to_bh4_unmatched_cards_round_the_corner() {
        let bh1 = hand(0, &["", "AS KS QS 2D 2C 2H 7C 9H AD"]);
        assert_eq!(counts(&bh1, 2), [0, 27]);
        assert_eq!(counts(&hand(0, &["", "KH AH 2H 5C 5D 5S 9C"]), 2), [0, 9]);
        let bh3 = score(&hand(0, &["", "AS AH AD KS QS 2S 3S"]), 2).unwrap();
        assert_eq!(bh3.outcome.seats[1].count, 22);
        assert_eq!(bh3.outcome.seats[1].melds[0].cards.len(), 5);
        assert_eq!(counts(&hand(0, &["", "QS KS AS 2S 3S 9D 9C"]), 2), [0, 18]);
    }

    #[test]
    fn bh5_bh6_payments() {
        let bh5 = hand(
            0,
            &["", "AS KS QS 2D 2C 2H 7C 9H AD", "3H 4H 5H 6C 6D 6S 9C"],
        );
        let s = score(&bh5, 3).unwrap();
        assert_eq!(s.points, [36, -27, -9].map(Points::from));
        assert_eq!(s.outcome.payments.len(), 2);
        let bh6 = score(&hand(1, &["AD", ""]), 2).unwrap();
        assert_eq!(bh6.points, [-11, 11].map(Points::from));
    }

    #[test]
    fn errors() {
        let code = |h: BoathouseHand, seats| score(&h, seats).map(|_| ()).map_err(|e| e.code);
        assert_eq!(code(hand(0, &[""]), 1), Err("E_PLAYER_COUNT"));
        assert_eq!(code(hand(0, &["AS", "KD"]), 2), Err("E_WINNER_HAS_CARDS"));
        assert_eq!(code(hand(0, &["", "AS", "as"]), 3), Err("E_DUPLICATE_CARD"));
        assert_eq!(code(hand(0, &["", "AS JK"]), 2), Err("E_INVALID_CARD"));
        assert_eq!(code(hand(2, &["", "AS"]), 2), Err("E_BAD_SEAT"));
        let all: Vec<String> = crate::card::Suit::ALL
            .iter()
            .flat_map(|&s| crate::card::Rank::ALL.map(|r| crate::card::Card::new(r, s).to_string()))
            .collect();
        let long = hand(0, &["", &all[..MAX_HAND + 1].join(" ")]);
        let e = score(&long, 2).unwrap_err();
        assert_eq!(e.code, "E_TOO_MANY_CARDS");
        let most = hand(0, &["", &all[..MAX_HAND].join(" ")]);
        assert!(score(&most, 2).is_ok());
    }
}
