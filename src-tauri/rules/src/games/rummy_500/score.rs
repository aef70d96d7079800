//! Checking and valuing one Rummy 500 hand of cards (RULES.md §5.1, §5.3, §5.4, §0.3).
//!
//! Order of the checks: player count and decks (`E_PLAYER_COUNT`, `E_R5_DECKS`), one entry per
//! seat (`E_BAD_HAND`), the card notation (`E_INVALID_CARD`) and undeclared jokers in melds
//! and lay-offs (`E_JOKER_UNDECLARED`), copies across hands, melds and laid-off cards
//! (`E_DUPLICATE_CARD`; `onto` is only a reference and is not counted), each meld
//! (`E_INVALID_MELD`, `E_SET_DUPLICATE_SUIT`, `E_R5_WRAP`), then each lay-off: `onto` plus the
//! cards must be one meld (`E_LAYOFF_INVALID`).

use super::hand::{
    Rummy500Cards, Rummy500Outcome, Rummy500Seat, ValuedCard, ValuedLayoff, ValuedMeld,
};
use super::options::{JokerValue, Rummy500Options};
use crate::card::{Card, Rank};
use crate::deck::{check_copies, Deck};
use crate::error::RuleError;
use crate::games::GameKind;
use crate::meld::{parse_declared, validate_declared_meld, Meld, MeldError, MeldKind, MeldRules};
use crate::notation::{parse_cards, pretty_cards, tokens};
use crate::says::Said;

/// The longest meld there is (a run of all 13 ranks); longer `onto` text is refused unread.
const LONGEST_MELD: usize = 13;
/// Cards in one deck, jokers included.
const DECK_SIZE: usize = 54;

/// A meld as typed: its physical cards and what each joker was declared as.
#[derive(Debug, Clone)]
struct Declared {
    cards: Vec<Card>,
    declared: Vec<Option<Card>>,
}

/// The decks in play for `seats` players, checking the option against §5.1.
pub(super) fn decks(options: &Rummy500Options, seats: usize) -> Result<u8, RuleError> {
    let expected = Rummy500Options::decks_for(seats);
    match options.decks {
        None => Ok(expected),
        Some(d) if d == expected => Ok(d),
        Some(d @ (1 | 2)) => Err(RuleError::saying(
            "E_R5_DECKS",
            match expected {
                2 => Said::new("r500-error-two-decks").arg("seats", seats),
                _ => Said::new("r500-error-one-deck")
                    .arg("seats", seats)
                    .arg("decks", u32::from(d)),
            },
        )),
        Some(d) => Err(RuleError::saying(
            "E_R5_DECKS",
            Said::new("r500-error-decks")
                .arg("game", crate::games::GameKind::Rummy500.name_said())
                .arg("decks", u32::from(d)),
        )),
    }
}

/// The meld rules for `decks` decks (two jokers per deck).
pub fn rules_for(decks: u8) -> MeldRules {
    MeldRules::rummy_500().with_deck(Deck {
        packs: decks,
        jokers: decks.saturating_mul(2),
    })
}

fn undeclared() -> RuleError {
    RuleError::saying(
        "E_JOKER_UNDECLARED",
        Said::new("r500-error-joker-undeclared"),
    )
}

/// Parses a meld string; every joker must name its card.
fn parse_meld(text: &str) -> Result<Declared, RuleError> {
    let (cards, declared) = parse_declared(text)?;
    if cards
        .iter()
        .zip(&declared)
        .any(|(c, d)| c.is_joker() && d.is_none())
    {
        return Err(undeclared());
    }
    Ok(Declared { cards, declared })
}

/// Checks one meld. In a set only a joker's rank matters (§5.1), so when every card and
/// every declaration share one rank the jokers simply fill the missing suits.
fn validate(d: &Declared, rules: &MeldRules) -> Result<Meld, MeldError> {
    let mut ranks = d
        .cards
        .iter()
        .zip(&d.declared)
        .map(|(c, decl)| decl.unwrap_or(*c).rank());
    let first = ranks.next().flatten();
    let one_rank = first.is_some() && ranks.all(|r| r == first);
    if one_rank && d.declared.iter().any(Option::is_some) {
        return validate_declared_meld(&d.cards, &[], rules);
    }
    validate_declared_meld(&d.cards, &d.declared, rules)
}

/// The value of a card standing for `s` in meld `m` (physical `card`), with the reason for
/// aces and jokers.
fn in_meld(card: Card, s: Card, m: &Meld, jokers: JokerValue) -> ValuedCard {
    let low_run =
        m.kind == MeldKind::Run && m.stands_for.first().and_then(|c| c.rank()) == Some(Rank::Ace);
    let shown = || m.stands_for.as_slice();
    let (ace_value, ace_why) = match (m.kind, low_run) {
        (MeldKind::Run, true) => (1, Said::new("r500-ace-low-run").arg("cards", shown())),
        (MeldKind::Run, false) => (15, Said::new("r500-ace-top-run").arg("cards", shown())),
        (MeldKind::Set, _) => (15, Said::new("r500-ace-set")),
    };
    let face = |s: Card| match s.rank() {
        Some(Rank::Ace) => ace_value,
        Some(r) => r.pip_value(),
        None => 15,
    };
    let (value, why) = match (card, jokers) {
        (Card::Joker, JokerValue::Fifteen) => (15, Some(Said::new("r500-joker-15").arg("card", s))),
        (Card::Joker, JokerValue::Represented) => {
            let v = face(s);
            let why = if s.rank() == Some(Rank::Ace) {
                Said::new("r500-joker-as-ace").arg("ace", ace_why)
            } else {
                Said::new("r500-joker-as")
            };
            (v, Some(why.arg("card", s).arg("value", v)))
        }
        (c, _) if c.rank() == Some(Rank::Ace) => (
            ace_value,
            Some(
                Said::new("r500-ace")
                    .arg("ace", ace_why)
                    .arg("value", ace_value),
            ),
        ),
        (c, _) => (c.rank().map_or(0, Rank::pip_value), None),
    };
    valued(card, s, value, why)
}

/// A valued card, its reason in English and as a message.
fn valued(card: Card, stands_for: Card, value: u32, why: Option<Said>) -> ValuedCard {
    ValuedCard {
        card,
        stands_for,
        value,
        why: why.as_ref().map(Said::english),
        why_said: why,
    }
}

/// A card left in hand: pip value, courts 10, aces and jokers 15.
fn in_hand(card: Card) -> ValuedCard {
    let (value, why) = match card.rank() {
        None => (15, Some(Said::new("r500-hand-joker"))),
        Some(Rank::Ace) => (15, Some(Said::new("r500-hand-ace"))),
        Some(r) => (r.pip_value(), None),
    };
    valued(card, card, value, why)
}

fn sum(cards: &[ValuedCard]) -> u32 {
    cards.iter().fold(0u32, |t, c| t.saturating_add(c.value))
}

fn bad_hand(message: String) -> RuleError {
    RuleError::new("E_BAD_HAND", message)
}

/// Every string of the entry has at most as many tokens as the deck has cards, counted
/// without allocating, so a huge entry is refused before it is parsed.
fn check_size(entry: &Rummy500Cards, decks: u8) -> Result<(), RuleError> {
    let limit = DECK_SIZE.saturating_mul(usize::from(decks));
    let count = |t: &str| tokens(t).take(limit.saturating_add(1)).count();
    let mut total = 0usize;
    let cards = entry
        .hands
        .iter()
        .chain(entry.melds.iter().flatten())
        .chain(entry.layoffs.iter().flatten().map(|l| &l.cards));
    for text in cards {
        total = total.saturating_add(count(text));
        if total > limit {
            return Err(RuleError::saying(
                "E_DUPLICATE_CARD",
                Said::new("r500-error-too-many-cards").arg("limit", limit),
            ));
        }
    }
    for l in entry.layoffs.iter().flatten() {
        if count(&l.onto) > LONGEST_MELD {
            return Err(RuleError::new(
                "E_LAYOFF_INVALID",
                format!(
                    "A meld on the table has at most {LONGEST_MELD} cards; '{}…' is longer.",
                    l.onto.chars().take(40).collect::<String>()
                ),
            ));
        }
    }
    Ok(())
}

/// One seat's entry, parsed.
struct SeatEntry {
    hand: Vec<Card>,
    melds: Vec<Declared>,
    layoffs: Vec<(Declared, Declared)>,
}

fn parse_seats(entry: &Rummy500Cards, seats: usize) -> Result<Vec<SeatEntry>, RuleError> {
    let mut out = Vec::with_capacity(seats);
    for seat in 0..seats {
        let hand = parse_cards(entry.hands.get(seat).map_or("", String::as_str))?;
        let melds = entry
            .melds
            .get(seat)
            .map_or(&[][..], Vec::as_slice)
            .iter()
            .map(|m| parse_meld(m))
            .collect::<Result<Vec<_>, _>>()?;
        let layoffs = entry
            .layoffs
            .get(seat)
            .map_or(&[][..], Vec::as_slice)
            .iter()
            .map(|l| Ok((parse_meld(&l.cards)?, parse_meld(&l.onto)?)))
            .collect::<Result<Vec<_>, RuleError>>()?;
        out.push(SeatEntry {
            hand,
            melds,
            layoffs,
        });
    }
    Ok(out)
}

/// Values one lay-off: `onto` + `cards` must be one meld; only `cards` score.
fn layoff(
    cards: &Declared,
    onto: &Declared,
    rules: &MeldRules,
    jokers: JokerValue,
) -> Result<ValuedLayoff, RuleError> {
    // A meld's refusal, said in any language.
    let why_meld = crate::meld::MeldError::message;
    let invalid = |why: Said| {
        RuleError::saying(
            "E_LAYOFF_INVALID",
            Said::new("r500-error-layoff")
                .arg("cards", crate::says::Arg::Text(pretty_cards(&cards.cards)))
                .arg("onto", crate::says::Arg::Text(pretty_cards(&onto.cards)))
                .arg("why", why),
        )
    };
    if cards.cards.is_empty() {
        return Err(invalid(Said::new("r500-error-layoff-none")));
    }
    validate(onto, rules)
        .map_err(|e| invalid(Said::new("r500-error-layoff-not-meld").arg("why", why_meld(&e))))?;
    let joined = Declared {
        cards: onto.cards.iter().chain(&cards.cards).copied().collect(),
        declared: onto
            .declared
            .iter()
            .chain(&cards.declared)
            .copied()
            .collect(),
    };
    let meld = validate(&joined, rules).map_err(|e| invalid(why_meld(&e)))?;
    // The places the meld gives its jokers, less those declared: an undeclared joker (in
    // `onto` or laid off) takes the next free one, so every joker reads "JK→7♣".
    let mut free: Vec<Card> = meld
        .cards
        .iter()
        .zip(meld.stands_for.iter())
        .filter(|(c, _)| c.is_joker())
        .map(|(_, s)| *s)
        .collect();
    for d in joined.declared.iter().flatten() {
        if let Some(i) = free.iter().position(|f| f == d) {
            free.remove(i);
        }
    }
    let mut free = free.into_iter();
    let mut place = |c: Card, d: Option<Card>| match d {
        Some(d) => d,
        None if c.is_joker() => free.next().unwrap_or(c),
        None => c,
    };
    let onto_stands_for: Vec<Card> = onto
        .cards
        .iter()
        .zip(&onto.declared)
        .map(|(&c, d)| place(c, *d))
        .collect();
    let valued: Vec<ValuedCard> = cards
        .cards
        .iter()
        .zip(&cards.declared)
        .map(|(&c, d)| in_meld(c, place(c, *d), &meld, jokers))
        .collect();
    Ok(ValuedLayoff {
        onto: onto.cards.clone(),
        onto_stands_for,
        value: sum(&valued),
        result: meld,
        cards: valued,
    })
}

/// Checks and values a hand of cards: each seat's melded value, in-hand value and score.
pub(super) fn score_cards(
    options: &Rummy500Options,
    seats: usize,
    entry: &Rummy500Cards,
) -> Result<Rummy500Outcome, RuleError> {
    GameKind::Rummy500.check_players(seats)?;
    let decks = decks(options, seats)?;
    if entry.hands.len() != seats {
        return Err(bad_hand(format!(
            "Enter the cards left in each of the {seats} players' hands ({} entered; \"\" for none).",
            entry.hands.len()
        )));
    }
    for (what, len) in [
        ("melds", entry.melds.len()),
        ("lay-offs", entry.layoffs.len()),
    ] {
        if len != 0 && len != seats {
            return Err(bad_hand(format!(
                "Enter the {what} of each of the {seats} players ({len} entered; [] for none)."
            )));
        }
    }
    check_size(entry, decks)?;
    let rules = rules_for(decks);
    let parsed = parse_seats(entry, seats)?;
    let physical = parsed.iter().flat_map(|s| {
        s.hand
            .iter()
            .chain(s.melds.iter().flat_map(|m| &m.cards))
            .chain(s.layoffs.iter().flat_map(|(c, _)| &c.cards))
    });
    check_copies(physical, rules.deck)?;
    let mut out = Vec::with_capacity(seats);
    for s in &parsed {
        let mut melds = Vec::with_capacity(s.melds.len());
        for d in &s.melds {
            let m = validate(d, &rules)?;
            let cards: Vec<ValuedCard> = m
                .cards
                .iter()
                .zip(&m.stands_for)
                .map(|(&c, &f)| in_meld(c, f, &m, options.joker_value))
                .collect();
            melds.push(ValuedMeld {
                kind: m.kind,
                value: sum(&cards),
                cards,
            });
        }
        let layoffs = s
            .layoffs
            .iter()
            .map(|(c, onto)| layoff(c, onto, &rules, options.joker_value))
            .collect::<Result<Vec<_>, _>>()?;
        let mut hand: Vec<ValuedCard> = s.hand.iter().map(|&c| in_hand(c)).collect();
        hand.sort_by_key(|v| v.card);
        let melded = melds
            .iter()
            .map(|m| m.value)
            .chain(layoffs.iter().map(|l| l.value))
            .fold(0u32, u32::saturating_add);
        let in_hand = sum(&hand);
        out.push(Rummy500Seat {
            melds,
            layoffs,
            hand,
            melded,
            in_hand,
            score: i64::from(melded) - i64::from(in_hand),
        });
    }
    let said: Vec<Said> = out
        .iter()
        .enumerate()
        .map(|(i, s)| super::explain::seat_line(i, s))
        .collect();
    Ok(Rummy500Outcome {
        decks,
        seats: out,
        explanation: said.iter().map(Said::english).collect(),
        said,
    })
}
