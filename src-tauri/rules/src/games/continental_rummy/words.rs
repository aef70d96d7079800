//! Continental Rummy's options in words: the rules screen and the end-of-game line.

use super::ContinentalOptions;
use crate::games::rummy_family::words::{
    end_line as settled_line, end_line_said, end_sentence, end_sentence_said, points, points_said,
};
use crate::says::{joined, Said};

/// One line about a preset, from its own options: the shapes that go out and what each loser
/// pays (the presets differ in one or the other).
pub fn preset_hint(o: &ContinentalOptions) -> String {
    let shape = if o.any_partition {
        "Any sequences of 3 or more"
    } else {
        "Sequences as 5×3, 4+4+4+3 or 5+4+3+3"
    };
    format!("{shape}; each loser pays {}.", pays(o).join(", "))
}

/// What each loser pays the winner, item by item.
fn pays(o: &ContinentalOptions) -> Vec<String> {
    let mut pays = vec![format!("{} for going out", points(o.going_out))];
    if o.per_joker > 0 {
        pays.push(format!("{} per joker", o.per_joker));
    }
    if o.deuces_wild && o.per_deuce > 0 {
        pays.push(format!("{} per wild deuce", o.per_deuce));
    }
    if o.no_wild_bonus > 0 {
        pays.push(format!("{} with no wild card", o.no_wild_bonus));
    }
    if o.first_turn_bonus > 0 || o.first_turn_no_draw_bonus > 0 {
        pays.push(format!(
            "{} on the first turn ({} without drawing)",
            o.first_turn_bonus, o.first_turn_no_draw_bonus
        ));
    }
    if o.one_suit_bonus > 0 {
        pays.push(format!("{} for one suit", o.one_suit_bonus));
    }
    pays
}

/// The options, one line each.
pub fn describe(o: &ContinentalOptions) -> Vec<String> {
    let pays = pays(o);
    let shape = if o.any_partition {
        "Go out with all 15 cards in sequences of 3 or more; sets don't count."
    } else {
        "Go out with 15 cards in sequences: 5×3, 4+4+4+3 or 5+4+3+3; sets don't count."
    };
    let mut lines = vec![shape.to_string()];
    if o.deuces_wild {
        lines.push("Deuces are wild, as are the jokers.".to_string());
    }
    lines.push(format!("Each loser pays the winner {}.", pays.join(", ")));
    lines.push(end_sentence(o.target, o.deals));
    lines
}

/// "Settled each hand · open-ended", "To 100 net · settled each hand".
pub fn end_line(o: &ContinentalOptions) -> String {
    settled_line(o.target, o.deals)
}

/// [`pays`] as messages, item by item.
fn pays_said(o: &ContinentalOptions) -> Vec<Said> {
    let mut pays = vec![Said::new("rules-cont-going-out").arg("points", points_said(o.going_out))];
    if o.per_joker > 0 {
        pays.push(Said::new("rules-cont-per-joker").arg("n", o.per_joker));
    }
    if o.deuces_wild && o.per_deuce > 0 {
        pays.push(Said::new("rules-cont-per-deuce").arg("n", o.per_deuce));
    }
    if o.no_wild_bonus > 0 {
        pays.push(Said::new("rules-cont-no-wild").arg("n", o.no_wild_bonus));
    }
    if o.first_turn_bonus > 0 || o.first_turn_no_draw_bonus > 0 {
        pays.push(
            Said::new("rules-cont-first-turn")
                .arg("n", o.first_turn_bonus)
                .arg("without", o.first_turn_no_draw_bonus),
        );
    }
    if o.one_suit_bonus > 0 {
        pays.push(Said::new("rules-cont-one-suit").arg("n", o.one_suit_bonus));
    }
    pays
}

/// [`preset_hint`] as a message, for the reader's language.
pub fn preset_hint_said(o: &ContinentalOptions) -> Said {
    let shape = if o.any_partition {
        "hint-cont-any"
    } else {
        "hint-cont-shapes"
    };
    Said::new("hint-cont")
        .arg("shape", Said::new(shape))
        .arg("items", joined(pays_said(o), ", "))
}

/// [`describe`] as messages, for the reader's language.
pub fn describe_said(o: &ContinentalOptions) -> Vec<Said> {
    let shape = if o.any_partition {
        "rules-cont-any"
    } else {
        "rules-cont-shapes"
    };
    let mut lines = vec![Said::new(shape)];
    if o.deuces_wild {
        lines.push(Said::new("rules-cont-deuces"));
    }
    lines.push(Said::new("rules-cont-pays").arg("items", joined(pays_said(o), ", ")));
    lines.push(end_sentence_said(o.target, o.deals));
    lines
}

/// [`end_line`] as a message, for the reader's language.
pub fn end_said(o: &ContinentalOptions) -> Said {
    end_line_said(o.target, o.deals)
}

/// [`knob_words`] as messages, for the reader's language.
pub fn knob_words_said(o: &ContinentalOptions) -> Vec<(&'static str, Said)> {
    vec![
        ("target", end_sentence_said(o.target, o.deals)),
        (
            "deals",
            crate::games::rummy_family::words::deals_hint_said(o.deals),
        ),
    ]
}

/// The knobs the rules screen offers.
pub fn knob_words(o: &ContinentalOptions) -> Vec<(&'static str, String)> {
    let deals = match o.deals {
        Some(d) => format!("At most {d} deals, whichever comes first."),
        None => "No limit on the number of deals.".to_string(),
    };
    vec![
        ("target", end_sentence(o.target, o.deals)),
        ("deals", deals),
    ]
}

/// What was entered for `seat`: the winner's sequences ("went out: 3♥ 4♥ 5♥ · …; on the first
/// turn"), or the jokers and deuces counted; nothing on a loser's row (the winner's cards are
/// the hand's, not theirs).
pub fn entered_said(hand: &super::ContinentalHand, seat: usize) -> Said {
    use super::ContinentalHand;
    use crate::ledger::words::{entered_points_said, typed_cards_said};
    let with_extras = |head: Said, first_turn: bool, without_drawing: bool, one_suit: bool| {
        let mut parts = vec![head];
        if first_turn {
            parts.push(Said::new("cont-entered-first-turn"));
        }
        if without_drawing {
            parts.push(Said::new("cont-entered-without-drawing"));
        }
        if one_suit {
            parts.push(Said::new("cont-entered-one-suit"));
        }
        joined(parts, "; ")
    };
    match hand {
        ContinentalHand::Melds(m) if m.winner == seat => {
            let seqs: Vec<Said> = m.melds.iter().map(|s| typed_cards_said(s)).collect();
            with_extras(
                Said::new("cont-entered-went-out").arg("melds", joined(seqs, " · ")),
                m.first_turn,
                m.without_drawing,
                false,
            )
        }
        ContinentalHand::Count(c) if c.winner == seat => with_extras(
            Said::new("cont-entered-went-out-count")
                .arg("jokers", c.jokers)
                .arg("deuces", c.deuces),
            c.first_turn,
            c.without_drawing,
            c.one_suit,
        ),
        ContinentalHand::Melds(_) | ContinentalHand::Count(_) => crate::says::text(""),
        ContinentalHand::Points(p) => entered_points_said(&p.points, seat),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_follow_the_options() {
        let seed = describe(&ContinentalOptions::default());
        assert_eq!(
            seed[1],
            "Each loser pays the winner 1 point for going out, 2 per joker."
        );
        let bicycle = describe(&ContinentalOptions::bicycle());
        assert_eq!(bicycle[1], "Deuces are wild, as are the jokers.");
        assert!(
            bicycle[2].contains("7 on the first turn (10 without drawing)"),
            "{}",
            bicycle[2]
        );
        assert_eq!(
            end_line(&ContinentalOptions::default()),
            "Settled each hand · open-ended"
        );
    }
}
