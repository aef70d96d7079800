//! Words shared by the settlement games of the rummy family (Boathouse, Gambler's, Knock
//! Rummy, Continental): how such a game ends, for the rules screen and the game screen.

use crate::games::words::num_arg;
use crate::points::Points;
use crate::says::Said;
use std::fmt::Display;

/// How a settlement game ends, as a sentence ("The game ends after the hand in which a net
/// total reaches 100.").
pub fn end_sentence(target: Option<impl Display>, deals: Option<u32>) -> String {
    match (target, deals) {
        (Some(t), Some(d)) => format!(
            "The game ends when a net total reaches {t}, or after {d} deals; the highest total wins."
        ),
        (Some(t), None) => {
            format!("The game ends when a net total reaches {t}; the highest total wins.")
        }
        (None, Some(d)) => format!("The game ends after {d} deals; the highest total wins."),
        (None, None) => {
            "Each hand is settled on its own: stop whenever you like.".to_string()
        }
    }
}

/// How a settlement game ends, in a few words for the game screen ("To 100 net · settled
/// each hand").
pub fn end_line(target: Option<impl Display>, deals: Option<u32>) -> String {
    match (target, deals) {
        (Some(t), Some(d)) => format!("To {t} net or {d} deals · settled each hand"),
        (Some(t), None) => format!("To {t} net · settled each hand"),
        (None, Some(d)) => format!("{d} deals · settled each hand"),
        (None, None) => "Settled each hand · open-ended".to_string(),
    }
}

/// "1 point", "10 points".
pub fn points(n: u32) -> String {
    if n == 1 {
        "1 point".to_string()
    } else {
        format!("{n} points")
    }
}

/// [`end_sentence`] as a message, for the reader's language.
pub fn end_sentence_said(target: Option<Points>, deals: Option<u32>) -> Said {
    let id = match (target, deals) {
        (Some(_), Some(_)) => "rules-rummy-end-target-deals",
        (Some(_), None) => "rules-rummy-end-target",
        (None, Some(_)) => "rules-rummy-end-deals",
        (None, None) => "rules-rummy-end-open",
    };
    Said::new(id)
        .arg_opt("target", target.map(num_arg))
        .arg_opt("deals", deals)
}

/// [`end_line`] as a message, for the reader's language.
pub fn end_line_said(target: Option<Points>, deals: Option<u32>) -> Said {
    let id = match (target, deals) {
        (Some(_), Some(_)) => "rules-rummy-line-target-deals",
        (Some(_), None) => "rules-rummy-line-target",
        (None, Some(_)) => "rules-rummy-line-deals",
        (None, None) => "rules-rummy-line-open",
    };
    Said::new(id)
        .arg_opt("target", target.map(num_arg))
        .arg_opt("deals", deals)
}

/// The deals knob's line as a message: "At most 8 deals, whichever comes first.", "No limit
/// on the number of deals."
pub fn deals_hint_said(deals: Option<u32>) -> Said {
    match deals {
        Some(d) => Said::new("hint-deals-at-most").arg("deals", d),
        None => Said::new("hint-deals-no-limit"),
    }
}

/// [`points`] as a message: "1 point", "10 points".
pub fn points_said(n: u32) -> Said {
    Said::new("rules-rummy-points").arg("n", n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn end_words_follow_the_target_and_deals() {
        assert_eq!(
            end_sentence(Some(100), None),
            "The game ends when a net total reaches 100; the highest total wins."
        );
        assert_eq!(
            end_line(None::<u32>, None),
            "Settled each hand · open-ended"
        );
        assert_eq!(
            end_line(None::<u32>, Some(6)),
            "6 deals · settled each hand"
        );
        assert_eq!(points(1), "1 point");
    }
}
