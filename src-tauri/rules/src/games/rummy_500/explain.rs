//! The line per seat that explains a Rummy 500 hand to people: each meld and lay-off with
//! its value, the cards left in hand, the sum, and why each ace and joker counts what it does.

use super::hand::{kind_name, Rummy500Seat, ValuedCard};
use crate::card::Card;
use crate::notation::pretty_cards;

fn cards_text(cards: &[ValuedCard]) -> String {
    cards
        .iter()
        .map(|c| match c.card {
            Card::Joker if !c.stands_for.is_joker() => format!("JK→{}", c.stands_for.pretty()),
            Card::Joker => "JK".to_string(),
            n => n.pretty(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The meld a lay-off went onto, each joker with the card whose place it takes: "5♣ 6♣ JK→7♣".
fn onto_text(onto: &[Card], stands_for: &[Card]) -> String {
    onto.iter()
        .enumerate()
        .map(|(i, &c)| match (c, stands_for.get(i)) {
            (Card::Joker, Some(s)) if !s.is_joker() => format!("JK→{}", s.pretty()),
            (Card::Joker, _) => "JK".to_string(),
            (n, _) => n.pretty(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn reasons(cards: &[ValuedCard]) -> Vec<String> {
    cards
        .iter()
        .filter_map(|c| {
            c.why
                .as_ref()
                .map(|w| format!("{} is {w}", c.card.pretty()))
        })
        .collect()
}

/// One line for people: "Player 1: melded 7♥ 8♥ 9♥ (run) 24, …; in hand 4♣ A♠ 19; 54 − 19 = 35."
pub(super) fn seat_line(seat: usize, s: &Rummy500Seat) -> String {
    let mut parts = Vec::new();
    let mut why = Vec::new();
    for m in &s.melds {
        parts.push(format!(
            "{} ({}) {}",
            cards_text(&m.cards),
            kind_name(m.kind),
            m.value
        ));
        why.extend(reasons(&m.cards));
    }
    for l in &s.layoffs {
        parts.push(format!(
            "laid off {} onto {} {}",
            cards_text(&l.cards),
            onto_text(&l.onto, &l.onto_stands_for),
            l.value
        ));
        why.extend(reasons(&l.cards));
    }
    let melded = if parts.is_empty() {
        "melded nothing".to_string()
    } else {
        format!("melded {}", parts.join(", "))
    };
    let held: Vec<Card> = s.hand.iter().map(|c| c.card).collect();
    let hand = if held.is_empty() {
        "no cards in hand".to_string()
    } else {
        format!("in hand {} {}", pretty_cards(&held), s.in_hand)
    };
    why.extend(reasons(&s.hand));
    let why = if why.is_empty() {
        String::new()
    } else {
        format!(" ({})", why.join("; "))
    };
    format!(
        "Player {}: {melded}; {hand}; {} − {} = {}{why}.",
        seat + 1,
        s.melded,
        s.in_hand,
        s.score
    )
}
