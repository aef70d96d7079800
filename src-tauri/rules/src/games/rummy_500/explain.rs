//! The line per seat that explains a Rummy 500 hand to people: each meld and lay-off with
//! its value, the cards left in hand, the sum, and why each ace and joker counts what it does.

use super::hand::{kind_name, Rummy500Seat, ValuedCard};
use crate::card::Card;
use crate::says::{joined, Arg, Said};

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

fn reasons(cards: &[ValuedCard]) -> Vec<Said> {
    cards
        .iter()
        .filter_map(|c| {
            c.why_said.as_ref().map(|w| {
                Said::new("r500-reason")
                    .arg("card", c.card)
                    .arg("why", w.clone())
            })
        })
        .collect()
}

/// One line for people: "Player 1: melded 7♥ 8♥ 9♥ (run) 24, …; in hand 4♣ A♠ 19; 54 − 19 = 35."
pub(super) fn seat_line(seat: usize, s: &Rummy500Seat) -> Said {
    let mut parts = Vec::new();
    let mut why = Vec::new();
    for m in &s.melds {
        parts.push(
            Said::new("r500-meld")
                .arg("cards", cards_text(&m.cards))
                .arg("kind", kind_name(m.kind))
                .arg("value", m.value),
        );
        why.extend(reasons(&m.cards));
    }
    for l in &s.layoffs {
        parts.push(
            Said::new("r500-laid-off")
                .arg("cards", cards_text(&l.cards))
                .arg("onto", onto_text(&l.onto, &l.onto_stands_for))
                .arg("value", l.value),
        );
        why.extend(reasons(&l.cards));
    }
    let melded = if parts.is_empty() {
        Said::new("r500-melded-nothing")
    } else {
        Said::new("r500-melded").arg("parts", joined(parts, ", "))
    };
    let held: Vec<Card> = s.hand.iter().map(|c| c.card).collect();
    let hand = if held.is_empty() {
        Said::new("r500-no-hand")
    } else {
        Said::new("r500-in-hand")
            .arg("cards", held.as_slice())
            .arg("n", s.in_hand)
    };
    why.extend(reasons(&s.hand));
    let line = if why.is_empty() {
        Said::new("r500-line")
    } else {
        Said::new("r500-line-why").arg("why", joined(why, "; "))
    };
    line.arg("player", Arg::Seat(seat))
        .arg("melded", melded)
        .arg("hand", hand)
        .arg("m", s.melded)
        .arg("h", s.in_hand)
        .arg("score", s.score)
}
