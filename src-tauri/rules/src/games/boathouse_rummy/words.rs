//! Boathouse Rummy's options in words: the rules screen and the end-of-game line.

use super::BoathouseOptions;
use crate::games::rummy_family::words::{
    end_line as settled_line, end_line_said, end_sentence, end_sentence_said,
};
use crate::points::Points;
use crate::says::Said;

/// The options, one line each.
pub fn describe(o: &BoathouseOptions) -> Vec<String> {
    vec![
        "Go out with the whole hand in one turn; runs may go round the corner (K-A-2).".to_string(),
        "Each loser pays the winner their unmatched cards (A = 11, J/Q/K = 10).".to_string(),
        end_sentence(o.target, None),
    ]
}

/// "Settled each hand · open-ended", "To 100 net · settled each hand".
pub fn end_line(o: &BoathouseOptions) -> String {
    settled_line(o.target, None)
}

/// [`describe`] as messages, for the reader's language.
pub fn describe_said(o: &BoathouseOptions) -> Vec<Said> {
    vec![
        Said::new("rules-boathouse-out"),
        Said::new("rules-boathouse-pays"),
        end_sentence_said(o.target.map(Points::from), None),
    ]
}

/// [`end_line`] as a message, for the reader's language.
pub fn end_said(o: &BoathouseOptions) -> Said {
    end_line_said(o.target.map(Points::from), None)
}

/// [`knob_words`] as messages, for the reader's language.
pub fn knob_words_said(o: &BoathouseOptions) -> Vec<(&'static str, Said)> {
    vec![(
        "target",
        end_sentence_said(o.target.map(Points::from), None),
    )]
}

/// The knobs the rules screen offers.
pub fn knob_words(o: &BoathouseOptions) -> Vec<(&'static str, String)> {
    vec![("target", end_sentence(o.target, None))]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_follow_the_options() {
        let o = BoathouseOptions { target: Some(50) };
        assert_eq!(end_line(&o), "To 50 net · settled each hand");
        assert!(describe(&o)[2].contains("reaches 50"));
        assert_eq!(
            end_line(&BoathouseOptions::default()),
            "Settled each hand · open-ended"
        );
    }
}
