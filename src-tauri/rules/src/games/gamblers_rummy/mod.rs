//! Gambler's Rummy (RULES.md §4.3, decision §11.7), a settlement game.
//!
//! **The hand.** Exactly 4 players (`E_GB_PLAYERS`), 7 cards each, one 52-card deck, no
//! jokers; A = 1 and aces are low. Nobody may go out in a single turn: the cards must leave the
//! hand over at least two turns (one card laid off earlier is enough). A winner marked as having
//! gone out in one turn is refused (`E_GB_ONE_TURN_OUT`). The stock is used once; afterwards
//! each player must take the top discard, and the hand ends when a player refuses it, with
//! nobody out. Between turns a hand holds at most 7 cards (`E_TOO_MANY_CARDS`).
//!
//! **Payments.** Each loser pays the winner the value of every card left in their hand (melded
//! or not). A hand that ends by a refusal is void by default: nobody pays (`refusal = void`).
//! Option `lowest_collects`: every other seat pays its count minus the lowest count, shared
//! equally by the seats holding the lowest (exact fractions; `floor` rounds shares down). A hand
//! sums to zero.
//!
//! **The game.** Each hand is settled on its own; an optional `target` ends the game after the
//! hand in which a net total reaches it (highest total wins). The deal passes clockwise.
//!
//! Knobs: [`GamblersOptions`] (`refusal`, `target`, `floor`). A hand is [`GamblersHand`].

mod knobs;
mod words;

use super::entered_points::scored_as_entered;
use super::rummy_family::points::{entered_line, EnteredPoints};
use super::rummy_family::settle::{end, Book, RummyPayment, RummyPaymentReason};
use super::rummy_family::{
    check_deal_bound, check_entries, check_losers_entered, check_one_deck, check_seat,
    check_winner_empty, count_all, count_line, parse_card_seats, RummySeatCount,
};
use crate::error::RuleError;
use crate::games::{Game, GameEnd, GameKind, PlayedHand, Scored, Table};
use crate::meld::MeldRules;
use crate::says::{seats as seats_said, Arg, Said};
use serde::{Deserialize, Serialize};

/// Cards dealt to each player.
pub const DEAL: usize = 7;

/// What a hand that ends by a refusal (nobody out) pays.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "snake_case")]
pub enum GamblersRefusal {
    /// The hand is void: nobody pays (§11.7).
    #[default]
    Void,
    /// The lowest count collects each other seat's difference, as in Basic Rummy.
    LowestCollects,
}

/// Gambler's Rummy options. Missing fields take the seed values.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase", default)]
pub struct GamblersOptions {
    /// What a hand ended by a refusal pays.
    pub refusal: GamblersRefusal,
    /// The game ends after the hand in which a net total reaches this (none: no end).
    pub target: Option<u32>,
    /// Round each share of a split difference down to a whole number.
    pub floor: bool,
}

/// One Gambler's Rummy hand as entered at the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(tag = "form", rename_all = "camelCase")]
pub enum GamblersHand {
    /// Who went out (or nobody, after a refusal) and every seat's cards.
    Cards(GamblersCards),
    /// The points each seat scored, typed by the players (hands kept before the referee).
    Points(EnteredPoints),
}

/// The cards of one hand.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct GamblersCards {
    /// Seat (0-based) of the player who went out; `None` when a player refused the discard.
    pub winner: Option<usize>,
    /// Per seat, the cards in hand (`"KH 8C AS"`); the winner's entry is `""`.
    pub hands: Vec<String>,
    /// The winner went out in a single turn (not allowed).
    #[serde(default)]
    pub one_turn_out: bool,
}

/// A scored hand with its explanation.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct GamblersOutcome {
    /// Seat of the player who went out (`None` after a refusal or for entered points).
    pub winner: Option<usize>,
    /// After a refusal with `lowest_collects`: the seats with the lowest count.
    pub collectors: Vec<usize>,
    /// The hand ended by a refusal and nobody pays.
    pub void: bool,
    /// Each seat's count, in seat order (empty for entered points).
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

/// Gambler's Rummy's rules.
#[derive(Debug, Clone, Copy, Default)]
pub struct GamblersRummy;

impl Game for GamblersRummy {
    const KIND: GameKind = GameKind::GamblersRummy;
    type Options = GamblersOptions;
    type Hand = GamblersHand;
    type Outcome = GamblersOutcome;
    const NAME: &'static str = "Gambler's Rummy";
    const PLAYERS: (u8, u8) = (4, 4);
    const SUMMARY: &'static str = "Four players, seven cards each, ace low. Nobody may go out in a single turn, and the stock is used only once. Losers pay the winner the value of their hands.";
    const SHORT_NAME: Option<&'static str> = Some("gamblers");
    const WAS_POINTS_ONLY: bool = true;
    const PLAYERS_CODE: &'static str = "E_GB_PLAYERS";

    fn win_rule(options: &GamblersOptions) -> crate::games::WinRule {
        crate::games::WinRule::highest(options.target.is_none())
    }

    fn entered_said(hand: &GamblersHand, seat: usize) -> crate::says::Said {
        use crate::ledger::words::{entered_points_said, headed_said, typed_rest};
        use crate::says::Said;
        match hand {
            GamblersHand::Cards(c) => {
                let head = match (c.winner == Some(seat), c.one_turn_out) {
                    (true, true) => Some(Said::new("rummy-entered-went-out-one-turn")),
                    (true, false) => Some(Said::new("rummy-entered-went-out")),
                    (false, _) => None,
                };
                let (rest, nothing) = typed_rest(c.hands.get(seat));
                headed_said(head, rest, nothing)
            }
            GamblersHand::Points(p) => entered_points_said(&p.points, seat),
        }
    }

    said_outcome!(GamblersOutcome, seats);

    fn hand_said(
        outcome: &GamblersOutcome,
        points: &[crate::points::Points],
    ) -> Option<crate::says::Said> {
        use crate::says::{Arg, Said};
        let head = match (outcome.void, outcome.winner) {
            (true, _) => Some(Said::new("gamblers-told-void")),
            (false, Some(w)) => Some(Said::new("rummy-told-out").arg("player", Arg::Seat(w))),
            (false, None) => None,
        };
        Some(crate::ledger::words::headline_said(head, points))
    }

    fn meld_rules() -> Option<crate::meld::MeldRules> {
        Some(crate::meld::MeldRules::gamblers_rummy())
    }

    fn knobs(options: &GamblersOptions) -> Vec<crate::games::knob::Knob> {
        knobs::knobs(options)
    }

    fn describe(options: &GamblersOptions) -> Vec<String> {
        words::describe(options)
    }

    fn end_line(options: &GamblersOptions) -> String {
        words::end_line(options)
    }

    fn describe_said(options: &GamblersOptions) -> Option<Vec<crate::says::Said>> {
        Some(words::describe_said(options))
    }

    fn end_said(options: &GamblersOptions) -> Option<crate::says::Said> {
        Some(words::end_said(options))
    }

    fn knob_words(options: &GamblersOptions) -> Vec<(&'static str, String)> {
        words::knob_words(options)
    }

    fn knob_words_said(options: &GamblersOptions) -> Vec<(&'static str, crate::says::Said)> {
        words::knob_words_said(options)
    }

    fn score(
        options: &GamblersOptions,
        table: &Table,
        hand: &GamblersHand,
    ) -> Result<Scored<GamblersOutcome>, RuleError> {
        GameKind::GamblersRummy.check_players(table.seats)?;
        match hand {
            GamblersHand::Cards(c) => score_cards(options, table.seats, c),
            GamblersHand::Points(p) => {
                scored_as_entered(table.seats, p, true, |points| GamblersOutcome {
                    winner: None,
                    collectors: Vec::new(),
                    void: false,
                    seats: Vec::new(),
                    payments: Vec::new(),
                    explanation: vec![entered_line(points).english()],
                    said: vec![entered_line(points)],
                })
            }
        }
    }

    fn end(options: &GamblersOptions, seats: usize, hands: &[PlayedHand]) -> GameEnd {
        end(options.target, None, seats, hands)
    }
}

/// Checks the entered cards and counts every seat.
pub(crate) fn read_hand(
    seats: usize,
    entry: &GamblersCards,
) -> Result<Vec<RummySeatCount>, RuleError> {
    check_entries(seats, entry.hands.len())?;
    if let Some(w) = entry.winner {
        check_seat(w, seats, "player who went out")?;
        if entry.one_turn_out {
            return Err(RuleError::saying(
                "E_GB_ONE_TURN_OUT",
                crate::says::Said::new("gamblers-error-one-turn"),
            ));
        }
    }
    let name = GameKind::GamblersRummy.name();
    let held = parse_card_seats(name, &entry.hands)?;
    if let Some(w) = entry.winner.and_then(|w| held.get(w)) {
        check_winner_empty(w)?;
    }
    check_deal_bound(&held, seats, DEAL)?;
    check_one_deck(&held)?;
    if entry.winner.is_some() {
        check_losers_entered(&held, entry.winner)?;
    }
    let rules = MeldRules::gamblers_rummy();
    Ok(held
        .iter()
        .enumerate()
        .map(|(seat, h)| count_all(seat, h, &rules))
        .collect())
}

fn score_cards(
    options: &GamblersOptions,
    seats: usize,
    entry: &GamblersCards,
) -> Result<Scored<GamblersOutcome>, RuleError> {
    let counts = read_hand(seats, entry)?;
    let mut book = Book::new(seats, options.floor);
    let mut explanation: Vec<Said> = Vec::new();
    let mut collectors = Vec::new();
    let mut void = false;
    match entry.winner {
        Some(w) => {
            explanation.push(Said::new("gamblers-went-out").arg("player", Arg::Seat(w)));
            for c in counts.iter().filter(|c| c.seat != w) {
                explanation.push(count_line(c));
                book.pay(c.seat, &[w], c.count, RummyPaymentReason::Count);
            }
            collectors.push(w);
        }
        None => {
            explanation.push(Said::new("gamblers-refused"));
            for c in &counts {
                explanation.push(count_line(c));
            }
            match options.refusal {
                GamblersRefusal::Void => {
                    void = true;
                    explanation.push(Said::new("gamblers-void"));
                }
                GamblersRefusal::LowestCollects => {
                    let low = counts.iter().map(|c| c.count).min().unwrap_or(0);
                    collectors = counts
                        .iter()
                        .filter(|c| c.count == low)
                        .map(|c| c.seat)
                        .collect();
                    explanation.push(
                        Said::new("gamblers-lowest-collects")
                            .arg("low", low)
                            .arg("players", seats_said(&collectors))
                            .arg("count", collectors.len()),
                    );
                    for c in counts.iter().filter(|c| c.count > low) {
                        book.pay(
                            c.seat,
                            &collectors,
                            c.count - low,
                            RummyPaymentReason::Difference,
                        );
                    }
                }
            }
        }
    }
    if !void {
        explanation.extend(book.said_lines());
    }
    Ok(Scored {
        points: book.net,
        outcome: GamblersOutcome {
            winner: entry.winner,
            collectors,
            void,
            seats: counts,
            payments: book.payments,
            explanation: explanation.iter().map(Said::english).collect(),
            said: explanation,
        },
        warnings: Vec::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::points::Points;

    fn hand(winner: Option<usize>, hands: &[&str], one_turn_out: bool) -> GamblersHand {
        GamblersHand::Cards(GamblersCards {
            winner,
            hands: hands.iter().map(|s| s.to_string()).collect(),
            one_turn_out,
        })
    }

    fn score(
        o: &GamblersOptions,
        h: &GamblersHand,
        seats: usize,
    ) -> Result<Vec<Points>, &'static str> {
        let table = Table {
            seats,
            hand_index: 0,
            dealer: 0,
        };
        GamblersRummy::score(o, &table, h)
            .map(|s| s.points)
            .map_err(|e| e.code)
    }

    const GB4: [&str; 4] = ["KH QH", "8C", "3D", "QS 2D"];

    #[test]
    fn gb1_losers_pay_every_card() {
        let gb1 = hand(Some(0), &["", "KH 8C AS", "5D 5C 2H", "QS"], false);
        let got = score(&GamblersOptions::default(), &gb1, 4);
        assert_eq!(got, Ok([41, -19, -12, -10].map(Points::from).to_vec()));
    }

    #[test]
    fn gb4_refusal_void_or_lowest_collects() {
        let gb4 = hand(None, &GB4, false);
        assert_eq!(
            score(&GamblersOptions::default(), &gb4, 4),
            Ok(vec![Points::ZERO; 4])
        );
        let o = GamblersOptions {
            refusal: GamblersRefusal::LowestCollects,
            ..Default::default()
        };
        assert_eq!(
            score(&o, &gb4, 4),
            Ok([-17, -5, 31, -9].map(Points::from).to_vec())
        );
        // A refusal ignores the one-turn flag: nobody went out.
        assert!(score(&o, &hand(None, &GB4, true), 4).is_ok());
    }

    #[test]
    fn gb2_gb5_and_card_errors() {
        let d = GamblersOptions::default();
        let one_turn = hand(Some(0), &["", "KH", "5D", "QS"], true);
        assert_eq!(score(&d, &one_turn, 4), Err("E_GB_ONE_TURN_OUT"));
        let five = hand(Some(0), &["", "KH", "5D", "QS", "2C"], false);
        assert_eq!(score(&d, &five, 5), Err("E_GB_PLAYERS"));
        let winner = hand(Some(0), &["AS", "KH", "5D", "QS"], false);
        assert_eq!(score(&d, &winner, 4), Err("E_WINNER_HAS_CARDS"));
        let dup = hand(Some(0), &["", "KH", "kh", "QS"], false);
        assert_eq!(score(&d, &dup, 4), Err("E_DUPLICATE_CARD"));
        let bad = hand(Some(0), &["", "KX", "5D", "QS"], false);
        assert_eq!(score(&d, &bad, 4), Err("E_INVALID_CARD"));
        let eight = hand(Some(0), &["", "AS 2S 3S 4S 5S 6S 7S 8S", "5D", "QS"], false);
        assert_eq!(score(&d, &eight, 4), Err("E_TOO_MANY_CARDS"));
    }
}
