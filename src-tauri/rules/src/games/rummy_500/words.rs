//! Rummy 500's options in words: the rules screen and the end-of-game line.

use super::options::{ExactTie, JokerValue, Rummy500Options};
use crate::says::{Arg, Said};

/// The options, one line each.
pub fn describe(o: &Rummy500Options) -> Vec<String> {
    let joker = match o.joker_value {
        JokerValue::Fifteen => "A joker is worth 15 wherever it lies.",
        JokerValue::Represented => {
            "A melded joker is worth the card it stands for; in hand it costs 15."
        }
    };
    let decks = match o.decks {
        None => {
            "One deck and 2 jokers for 2–4 players, two decks and 4 jokers for 5–8.".to_string()
        }
        Some(1) => "One deck and 2 jokers.".to_string(),
        Some(d) => format!("{d} decks, {} jokers.", u32::from(d) * 2),
    };
    vec![
        "Each hand scores the cards melded and laid off, minus the cards left in hand (aces 15, or 1 low in a run)."
            .to_string(),
        joker.to_string(),
        decks,
        end_sentence(o),
    ]
}

/// "The game ends when a total reaches 500; ...".
fn end_sentence(o: &Rummy500Options) -> String {
    let tie = match o.exact_tie {
        ExactTie::CoWinners => "an exact tie shares the win",
        ExactTie::PlayAnotherHand => "an exact tie plays another hand",
    };
    format!(
        "The game ends when a total reaches {}; the highest total wins, {tie}.",
        o.target
    )
}

/// One line about a preset, from its own options: how jokers count, how an exact tie ends,
/// the target (each preset differs in one of them).
pub fn preset_hint(o: &Rummy500Options) -> String {
    let joker = match o.joker_value {
        JokerValue::Fifteen => "Jokers 15 wherever they lie",
        JokerValue::Represented => "A melded joker is worth the card it stands for",
    };
    let tie = match o.exact_tie {
        ExactTie::CoWinners => "an exact tie shares the win",
        ExactTie::PlayAnotherHand => "an exact tie plays another hand",
    };
    format!("{joker}, {tie}; first to {}.", o.target)
}

/// "First to 500".
pub fn end_line(o: &Rummy500Options) -> String {
    format!("First to {}", o.target)
}

/// [`describe`] as messages, for the reader's language.
pub fn describe_said(o: &Rummy500Options) -> Vec<Said> {
    let joker = match o.joker_value {
        JokerValue::Fifteen => "rules-r500-joker-fifteen",
        JokerValue::Represented => "rules-r500-joker-represented",
    };
    let decks = match o.decks {
        None => Said::new("rules-r500-decks-auto"),
        Some(1) => Said::new("rules-r500-decks-one"),
        Some(d) => Said::new("rules-r500-decks")
            .arg("decks", Arg::Int(i64::from(d)))
            .arg("jokers", Arg::Int(i64::from(d) * 2)),
    };
    let end = match o.exact_tie {
        ExactTie::CoWinners => "rules-r500-end-shares",
        ExactTie::PlayAnotherHand => "rules-r500-end-another",
    };
    vec![
        Said::new("rules-r500-scoring"),
        Said::new(joker),
        decks,
        Said::new(end).arg("target", Arg::Int(o.target)),
    ]
}

/// [`preset_hint`] as a message, for the reader's language.
pub fn preset_hint_said(o: &Rummy500Options) -> Said {
    let joker = match o.joker_value {
        JokerValue::Fifteen => "hint-r500-joker-fifteen",
        JokerValue::Represented => "hint-r500-joker-represented",
    };
    let tie = match o.exact_tie {
        ExactTie::CoWinners => "hint-r500-tie-shares",
        ExactTie::PlayAnotherHand => "hint-r500-tie-another",
    };
    Said::new("hint-r500")
        .arg("joker", Said::new(joker))
        .arg("tie", Said::new(tie))
        .arg("target", Arg::Int(o.target))
}

/// [`knob_words`] as messages, for the reader's language.
pub fn knob_words_said(o: &Rummy500Options) -> Vec<(&'static str, Said)> {
    let end = match o.exact_tie {
        ExactTie::CoWinners => "rules-r500-end-shares",
        ExactTie::PlayAnotherHand => "rules-r500-end-another",
    };
    vec![("target", Said::new(end).arg("target", Arg::Int(o.target)))]
}

/// "First to 500" as a message, for the reader's language.
pub fn end_said(o: &Rummy500Options) -> Said {
    Said::new("rules-r500-first-to").arg("target", Arg::Int(o.target))
}

/// The knobs the rules screen offers.
pub fn knob_words(o: &Rummy500Options) -> Vec<(&'static str, String)> {
    vec![("target", end_sentence(o))]
}

/// What was entered for `seat`: "melded 7♥ 8♥ 9♥ · 5♣ 6♣ JK→7♣; laid off 10♥ onto 7♥ 8♥ 9♥;
/// in hand 4♣ A♠", or the points of a hand kept as points only.
pub fn entered_said(hand: &super::Rummy500Hand, seat: usize) -> Said {
    use super::Rummy500Hand;
    use crate::ledger::words::{entered_points_said, typed_cards_said};
    match hand {
        Rummy500Hand::Cards(c) => {
            let mut parts = Vec::new();
            let melds: Vec<Said> = c
                .melds
                .get(seat)
                .map_or(&[][..], Vec::as_slice)
                .iter()
                .map(|m| typed_cards_said(m))
                .collect();
            if !melds.is_empty() {
                parts.push(
                    Said::new("r500-entered-melded")
                        .arg("melds", crate::says::joined(melds, " · ")),
                );
            }
            for l in c.layoffs.get(seat).map_or(&[][..], Vec::as_slice) {
                parts.push(
                    Said::new("r500-entered-laid-off")
                        .arg("cards", typed_cards_said(&l.cards))
                        .arg("onto", typed_cards_said(&l.onto)),
                );
            }
            parts.push(match c.hands.get(seat) {
                Some(h) if crate::notation::tokens(h).next().is_none() => {
                    Said::new("r500-entered-no-cards-in-hand")
                }
                Some(h) => Said::new("r500-entered-in-hand").arg("cards", typed_cards_said(h)),
                None => Said::new("r500-entered-in-hand").arg("cards", crate::says::text("")),
            });
            crate::says::joined(parts, "; ")
        }
        Rummy500Hand::Points(p) => entered_points_said(&p.points, seat),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_follow_the_options() {
        let seed = Rummy500Options::default();
        assert_eq!(end_line(&seed), "First to 500");
        assert_eq!(describe(&seed)[1], "A joker is worth 15 wherever it lies.");
        let presets = Rummy500Options::presets();
        let represented = &presets[1].1;
        assert!(describe(represented)[1].contains("the card it stands for"));
        let ties = &presets[2].1;
        assert!(describe(ties)[3].ends_with("an exact tie plays another hand."));
    }
}
