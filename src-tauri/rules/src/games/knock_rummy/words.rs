//! Knock Rummy's options in words: the rules screen and the end-of-game line.

use super::{KnockDealSize, KnockRummyOptions, PenaltyRecipients};
use crate::games::rummy_family::words::{
    end_line as settled_line, end_line_said, end_sentence, end_sentence_said, points, points_said,
};
use crate::points::Points;
use crate::says::Said;

/// The options, one line each.
pub fn describe(o: &KnockRummyOptions) -> Vec<String> {
    let penalty = match o.penalty_recipients {
        PenaltyRecipients::Winners => format!(
            "The lowest count wins (a tie goes against the knocker); a knocker who loses pays {} more.",
            points(o.penalty)
        ),
        PenaltyRecipients::BelowKnocker => format!(
            "The lowest count wins (a tie goes against the knocker); a knocker who loses pays {} to everyone below them.",
            points(o.penalty)
        ),
    };
    let rummy = match o.rummy_bonus {
        0 => "No bonus for knocking with nothing unmatched.".to_string(),
        b => format!(
            "Knocking alone with nothing unmatched collects {} from each player.",
            points(b)
        ),
    };
    let deal = match o.deal_size {
        KnockDealSize::Standard => "Deal 10 cards to 2 players, 7 to 3–4, 6 to 5–6.",
        KnockDealSize::Pagat => "Deal 10 cards to 2 players, 7 to 3 or more.",
    };
    vec![
        penalty,
        rummy,
        deal.to_string(),
        end_sentence(o.target, None),
    ]
}

/// "Settled each hand · open-ended", "To 100 net · settled each hand".
pub fn end_line(o: &KnockRummyOptions) -> String {
    settled_line(o.target, None)
}

/// [`describe`] as messages, for the reader's language.
pub fn describe_said(o: &KnockRummyOptions) -> Vec<Said> {
    let penalty = match o.penalty_recipients {
        PenaltyRecipients::Winners => "rules-knock-penalty-winners",
        PenaltyRecipients::BelowKnocker => "rules-knock-penalty-below",
    };
    let rummy = match o.rummy_bonus {
        0 => Said::new("rules-knock-no-bonus"),
        b => Said::new("rules-knock-bonus").arg("bonus", points_said(b)),
    };
    let deal = match o.deal_size {
        KnockDealSize::Standard => "rules-knock-deal-standard",
        KnockDealSize::Pagat => "rules-knock-deal-pagat",
    };
    vec![
        Said::new(penalty).arg("penalty", points_said(o.penalty)),
        rummy,
        Said::new(deal),
        end_sentence_said(o.target.map(Points::from), None),
    ]
}

/// [`end_line`] as a message, for the reader's language.
pub fn end_said(o: &KnockRummyOptions) -> Said {
    end_line_said(o.target.map(Points::from), None)
}

/// [`knob_words`] as messages, for the reader's language.
pub fn knob_words_said(o: &KnockRummyOptions) -> Vec<(&'static str, Said)> {
    vec![(
        "target",
        end_sentence_said(o.target.map(Points::from), None),
    )]
}

/// The knobs the rules screen offers.
pub fn knob_words(o: &KnockRummyOptions) -> Vec<(&'static str, String)> {
    vec![("target", end_sentence(o.target, None))]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_follow_the_options() {
        let seed = describe(&KnockRummyOptions::default());
        assert!(seed[0].ends_with("pays 10 points more."), "{}", seed[0]);
        assert!(seed[1].contains("25 points"));
        let pagat = describe(&KnockRummyOptions::pagat());
        assert!(pagat[0].contains("everyone below them"));
        assert!(pagat[2].contains("7 to 3 or more"));
        let none = KnockRummyOptions {
            rummy_bonus: 0,
            target: Some(100),
            ..KnockRummyOptions::default()
        };
        assert_eq!(
            describe(&none)[1],
            "No bonus for knocking with nothing unmatched."
        );
        assert_eq!(end_line(&none), "To 100 net · settled each hand");
    }
}
