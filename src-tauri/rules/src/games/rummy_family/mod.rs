//! What Basic Rummy (with Classic Rum), Boathouse, Gambler's and Knock Rummy share (RULES.md
//! §3, §4.1, §4.3, §4.4): one seat's entry (the cards left in its hand, or a count announced
//! instead), the checks on a hand's cards, each seat's count with its explanation, the
//! settlement payments ([`settle`]) and the points-only form of hands stored before these games
//! had a referee ([`points`]).
//!
//! **Cards.** One 52-card deck, no jokers: a joker is refused (`E_INVALID_CARD`), and a card may
//! appear once among all the seats (`E_DUPLICATE_CARD`, §0.3). Cards are typed as in the rest of
//! Cardtable (`"KC 7d, A♥"`). A hand longer than the meld solver searches exactly
//! ([`crate::arrange::MAX_CARDS`]) is never counted: each game refuses it first.
//!
//! **Counts.** A seat's count is either the value of every card it holds (Basic, Classic and
//! Gambler's: melds left in hand still count), or its minimum deadwood found by the one meld
//! solver, [`crate::arrange::arrange`] (Boathouse, Knock Rummy). Card values come from the
//! game's [`MeldRules`]. An announced count must lie between 0 and the most the deal's cards can
//! be worth (`E_COUNT_RANGE`).

pub mod points;
pub mod settle;
pub mod words;

use crate::arrange::arrange;
use crate::card::Card;
use crate::deck::{check_copies, Deck};
use crate::error::RuleError;
use crate::meld::{Meld, MeldRules};
use crate::notation::parse_cards;
use crate::says::{joined, Arg, Said};
use serde::{Deserialize, Serialize};

/// One seat's entry in the games that take cards or an announced count (Basic, Classic and
/// Knock Rummy).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(untagged)]
pub enum RummySeatEntry {
    /// The cards the seat holds, as typed: `"KC 7D AH"` (`""` = no cards).
    Cards(String),
    /// The count announced instead of the cards.
    Count(#[ts(type = "number")] i64),
}

/// What a seat holds once read: cards, or a count announced for them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Held {
    /// The cards.
    Cards(Vec<Card>),
    /// An announced count.
    Count(u32),
}

impl Held {
    /// The cards held (none for an announced count).
    pub fn cards(&self) -> &[Card] {
        match self {
            Held::Cards(c) => c,
            Held::Count(_) => &[],
        }
    }

    /// True when the seat has nothing left: no cards, or an announced 0.
    pub fn is_empty(&self) -> bool {
        match self {
            Held::Cards(c) => c.is_empty(),
            Held::Count(n) => *n == 0,
        }
    }
}

/// How one seat's cards count against it, explained.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct RummySeatCount {
    /// 0-based seat.
    pub seat: usize,
    /// The cards entered for the seat (empty when a count was announced).
    pub cards: Vec<Card>,
    /// True when the count was announced instead of cards.
    pub announced: bool,
    /// The melds the solver found, which do not count (Boathouse, Knock Rummy); empty in the
    /// games where every card left in hand counts.
    pub melds: Vec<Meld>,
    /// The cards that count, in card order.
    pub counted: Vec<Card>,
    /// What the seat's cards count.
    pub count: u32,
    /// For people: `"melds Q♠ K♠ A♠ · 2♥ 2♦ 2♣; unmatched 7♣ 9♥ A♦ = 7 + 9 + 11 = 27"`.
    pub text: String,
    /// The same as a message, for a reader in any language.
    #[serde(skip)]
    #[ts(skip)]
    pub said: Said,
}

/// Checks that a hand has one entry per seat (`E_ENTRY_COUNT`).
pub(crate) fn check_entries(seats: usize, got: usize) -> Result<(), RuleError> {
    if seats == got {
        return Ok(());
    }
    Err(RuleError::saying(
        "E_ENTRY_COUNT",
        Said::new("rummy-error-entries")
            .arg("seats", seats)
            .arg("got", got),
    ))
}

/// A game of the family by its name in the reader's language (its English name as given).
pub(crate) fn game_named(name: &str) -> Said {
    crate::games::GameKind::ALL
        .into_iter()
        .find(|k| k.name() == name)
        .map_or_else(|| crate::says::text(name), |k| k.name_said())
}

/// Checks that a marked seat (the winner, the knocker) is at the table (`E_BAD_SEAT`).
pub(crate) fn check_seat(seat: usize, seats: usize, role: &str) -> Result<(), RuleError> {
    if seat < seats {
        return Ok(());
    }
    let id = match role {
        "player who went out" => "rummy-error-seat-out",
        "player who knocked" => "rummy-error-seat-knocked",
        _ => {
            return Err(RuleError::new(
                "E_BAD_SEAT",
                format!(
                    "The {role} must be one of the {seats} players (seat {seat} was given; seats count from 0)."
                ),
            ))
        }
    };
    Err(RuleError::saying(
        "E_BAD_SEAT",
        Said::new(id).arg("seats", seats).arg("seat", seat),
    ))
}

/// Parses one seat's cards; a bad token or a joker is `E_INVALID_CARD`, naming the player.
pub(crate) fn parse_seat(game: &str, seat: usize, text: &str) -> Result<Vec<Card>, RuleError> {
    let cards = parse_cards(text).map_err(|e| {
        let why = crate::error::Coded::said(&e).unwrap_or_else(|| crate::says::text(e.to_string()));
        RuleError::saying(
            "E_INVALID_CARD",
            Said::new("seat-text")
                .arg("player", Arg::Seat(seat))
                .arg("text", why),
        )
    })?;
    if cards.iter().any(|c| c.is_joker()) {
        return Err(RuleError::saying(
            "E_INVALID_CARD",
            Said::new("rummy-error-joker")
                .arg("player", Arg::Seat(seat))
                .arg("game", game_named(game)),
        ));
    }
    Ok(cards)
}

/// Each seat's cards, as typed (`hands[seat]`), read for `game`.
pub(crate) fn parse_card_seats(game: &str, hands: &[String]) -> Result<Vec<Held>, RuleError> {
    hands
        .iter()
        .enumerate()
        .map(|(seat, text)| parse_seat(game, seat, text).map(Held::Cards))
        .collect()
}

/// Reads one seat's entry. An announced count must be 0..=`max_count` (`E_COUNT_RANGE`), where
/// `max_count` is the most the deal's cards can be worth.
pub(crate) fn read_entry(
    game: &str,
    seat: usize,
    entry: &RummySeatEntry,
    max_count: u32,
) -> Result<Held, RuleError> {
    match entry {
        RummySeatEntry::Cards(text) => parse_seat(game, seat, text).map(Held::Cards),
        RummySeatEntry::Count(n) => match u32::try_from(*n) {
            Ok(c) if c <= max_count => Ok(Held::Count(c)),
            _ => Err(RuleError::saying(
                "E_COUNT_RANGE",
                Said::new("rummy-error-count-range")
                    .arg("player", Arg::Seat(seat))
                    .arg("max", max_count)
                    // As typed, however large.
                    .arg("got", n.to_string()),
            )),
        },
    }
}

/// The seat that went out must have nothing left (`E_WINNER_HAS_CARDS`).
pub(crate) fn check_winner_empty(held: &Held) -> Result<(), RuleError> {
    if held.is_empty() {
        return Ok(());
    }
    Err(RuleError::saying(
        "E_WINNER_HAS_CARDS",
        Said::new("rummy-error-winner-has-cards"),
    ))
}

/// Every seat that did not go out holds cards or announced a count (`E_CARDS_MISSING`): a seat
/// left empty was not entered, and is never scored as a silent 0.
pub(crate) fn check_losers_entered(held: &[Held], winner: Option<usize>) -> Result<(), RuleError> {
    for (seat, h) in held.iter().enumerate() {
        if Some(seat) != winner && matches!(h, Held::Cards(c) if c.is_empty()) {
            return Err(RuleError::saying(
                "E_CARDS_MISSING",
                Said::new("rummy-error-cards-missing").arg("player", Arg::Seat(seat)),
            ));
        }
    }
    Ok(())
}

/// Every seat's cards together: one deck, each card once (`E_DUPLICATE_CARD`).
pub(crate) fn check_one_deck(held: &[Held]) -> Result<(), RuleError> {
    check_copies(held.iter().flat_map(Held::cards), Deck::SINGLE).map_err(RuleError::from)
}

/// Cards dealt to each player for a seat count (§3.1): 10 for 2, 7 for 3–4, 6 for 5–6.
pub fn deal_size(seats: usize) -> usize {
    match seats {
        0..=2 => 10,
        3 | 4 => 7,
        _ => 6,
    }
}

/// Between turns a hand holds at most the deal (`E_TOO_MANY_CARDS`, §3.4).
pub(crate) fn check_deal_bound(held: &[Held], seats: usize, max: usize) -> Result<(), RuleError> {
    for (seat, h) in held.iter().enumerate() {
        let got = h.cards().len();
        if got > max {
            return Err(RuleError::saying(
                "E_TOO_MANY_CARDS",
                Said::new("rummy-error-too-many-cards")
                    .arg("seats", seats)
                    .arg("max", max)
                    .arg("player", Arg::Seat(seat))
                    .arg("got", got),
            ));
        }
    }
    Ok(())
}

/// `"K♣ 7♦ A♥ = 10 + 7 + 1 = 18"`, `"Q♠ = 10"`, `"nothing = 0"`.
fn sum_said(cards: &[Card], rules: &MeldRules) -> Said {
    let total: u32 = cards.iter().map(|&c| rules.value(c)).sum();
    match cards {
        [] => Said::new("rummy-sum-nothing"),
        [one] => Said::new("rummy-sum-one")
            .arg("card", *one)
            .arg("total", total),
        many => {
            let parts: Vec<String> = many.iter().map(|&c| rules.value(c).to_string()).collect();
            Said::new("rummy-sum")
                .arg("cards", many)
                .arg("parts", parts.join(" + "))
                .arg("total", total)
        }
    }
}

/// The seat's count with its words: the English `text` is the message's.
fn seat_count(
    seat: usize,
    cards: Vec<Card>,
    announced: bool,
    melds: Vec<Meld>,
    counted: Vec<Card>,
    count: u32,
    said: Said,
) -> RummySeatCount {
    RummySeatCount {
        seat,
        cards,
        announced,
        melds,
        counted,
        count,
        text: said.english(),
        said,
    }
}

fn announced(seat: usize, n: u32) -> RummySeatCount {
    let said = Said::new("rummy-announced").arg("n", n);
    seat_count(seat, Vec::new(), true, Vec::new(), Vec::new(), n, said)
}

/// The seat's count when every card left in hand counts (Basic, Classic, Gambler's).
pub(crate) fn count_all(seat: usize, held: &Held, rules: &MeldRules) -> RummySeatCount {
    match held {
        Held::Count(n) => announced(seat, *n),
        Held::Cards(cards) => {
            let mut counted = cards.clone();
            counted.sort();
            let said = if cards.is_empty() {
                Said::new("no-cards")
            } else {
                sum_said(cards, rules)
            };
            let count = counted.iter().map(|&c| rules.value(c)).sum();
            seat_count(seat, cards.clone(), false, Vec::new(), counted, count, said)
        }
    }
}

/// The seat's minimum deadwood, with the arrangement that reaches it (Boathouse, Knock Rummy).
/// The caller bounds the hand first; a hand longer than the solver searches would be refused
/// (`E_HAND_TOO_LONG`), never miscounted.
pub(crate) fn count_deadwood(
    seat: usize,
    held: &Held,
    rules: &MeldRules,
) -> Result<RummySeatCount, RuleError> {
    let cards = match held {
        Held::Count(n) => return Ok(announced(seat, *n)),
        Held::Cards(c) => c,
    };
    let best = arrange(cards, rules)?;
    let melds = joined(
        best.melds
            .iter()
            .map(|m| Said::new("same").arg("x", m.cards.as_slice()))
            .collect(),
        " · ",
    );
    let dead = if best.deadwood_cards.is_empty() {
        Said::new("rummy-unmatched-none")
    } else {
        Said::new("rummy-unmatched").arg("sum", sum_said(&best.deadwood_cards.to_vec(), rules))
    };
    let said = match (cards.is_empty(), best.melds.is_empty()) {
        (true, _) => Said::new("no-cards"),
        (false, true) => Said::new("rummy-no-melds").arg("dead", dead),
        (false, false) => Said::new("rummy-melds")
            .arg("melds", melds)
            .arg("dead", dead),
    };
    Ok(seat_count(
        seat,
        cards.clone(),
        false,
        best.melds,
        best.deadwood_cards.into_vec(),
        best.deadwood,
        said,
    ))
}

/// "Player 2: K♣ 7♦ = 17." for each seat's count.
pub(crate) fn count_line(c: &RummySeatCount) -> Said {
    Said::new("rummy-count-line")
        .arg("player", crate::says::Arg::Seat(c.seat))
        .arg("count", c.said.clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn held(text: &str) -> Held {
        Held::Cards(parse_cards(text).unwrap())
    }

    #[test]
    fn counts_explain_themselves() {
        let r = MeldRules::basic_rummy();
        let c = count_all(1, &held("KC 7D AH"), &r);
        assert_eq!(
            (c.count, c.text.as_str()),
            (18, "K♣ 7♦ A♥ = 10 + 7 + 1 = 18")
        );
        let b = count_deadwood(
            1,
            &held("AS KS QS 2D 2C 2H 7C 9H AD"),
            &MeldRules::boathouse(),
        )
        .unwrap();
        assert_eq!(b.count, 27);
        assert_eq!(
            b.text,
            "melds 2♥ 2♦ 2♣ · Q♠ K♠ A♠; unmatched A♦ 7♣ 9♥ = 11 + 7 + 9 = 27"
        );
        assert_eq!(count_all(0, &Held::Count(14), &r).text, "14 (announced)");
        assert_eq!(count_all(0, &held(""), &r).text, "no cards");
    }

    #[test]
    fn entries_are_checked_with_table_messages() {
        let e = read_entry("Basic Rummy", 1, &RummySeatEntry::Count(-3), 70).unwrap_err();
        assert_eq!(e.code, "E_COUNT_RANGE");
        let e = read_entry("Basic Rummy", 1, &RummySeatEntry::Cards("AS JK".into()), 70);
        assert_eq!(e.unwrap_err().code, "E_INVALID_CARD");
        let e = parse_seat("Basic Rummy", 2, "AS 1X").unwrap_err();
        assert_eq!(e.message, "Player 3: '1X' (2nd card) is not a card.");
        let dup = check_one_deck(&[held("7H 2C"), held("7h")]).unwrap_err();
        assert_eq!(
            (dup.code, dup.message.as_str()),
            (
                "E_DUPLICATE_CARD",
                "The 7♥ was entered twice, but this game uses one deck."
            )
        );
        let many = check_deal_bound(&[held(""), held("AS 2S 3S 4S 5S 6S 7S 8S")], 4, 7);
        assert_eq!(
            many.unwrap_err().message,
            "With 4 players a hand holds at most 7 cards between turns (Player 2 has 8)."
        );
        assert_eq!(
            crate::says::seats(&[0, 2, 3]).english(),
            "Player 1, Player 3 and Player 4"
        );
        assert_eq!(
            check_seat(4, 4, "player who went out").unwrap_err().code,
            "E_BAD_SEAT"
        );
        assert_eq!([2, 3, 4, 5, 6].map(deal_size), [10, 7, 7, 6, 6]);
    }
}
