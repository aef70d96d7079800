//! Gambler's Rummy's options in words: the rules screen and the end-of-game line.

use super::{GamblersOptions, GamblersRefusal};
use crate::games::rummy_family::words::{
    end_line as settled_line, end_line_said, end_sentence, end_sentence_said,
};
use crate::points::Points;
use crate::says::Said;

/// The options, one line each.
pub fn describe(o: &GamblersOptions) -> Vec<String> {
    let refusal = match o.refusal {
        GamblersRefusal::Void => "A hand ended by a refused discard is void: nobody pays.",
        GamblersRefusal::LowestCollects => {
            "A hand ended by a refused discard: the lowest count collects the differences."
        }
    };
    let mut lines = vec![
        "Each loser pays the winner every card left in hand (A = 1); nobody goes out in one turn."
            .to_string(),
        refusal.to_string(),
    ];
    if o.floor && o.refusal == GamblersRefusal::LowestCollects {
        lines.push("A split share is rounded down.".to_string());
    }
    lines.push(end_sentence(o.target, None));
    lines
}

/// "Settled each hand · open-ended", "To 100 net · settled each hand".
pub fn end_line(o: &GamblersOptions) -> String {
    settled_line(o.target, None)
}

/// [`describe`] as messages, for the reader's language.
pub fn describe_said(o: &GamblersOptions) -> Vec<Said> {
    let refusal = match o.refusal {
        GamblersRefusal::Void => "rules-gamblers-void",
        GamblersRefusal::LowestCollects => "rules-gamblers-lowest-collects",
    };
    let mut lines = vec![Said::new("rules-gamblers-pays"), Said::new(refusal)];
    if o.floor && o.refusal == GamblersRefusal::LowestCollects {
        lines.push(Said::new("rules-gamblers-floor"));
    }
    lines.push(end_sentence_said(o.target.map(Points::from), None));
    lines
}

/// [`end_line`] as a message, for the reader's language.
pub fn end_said(o: &GamblersOptions) -> Said {
    end_line_said(o.target.map(Points::from), None)
}

/// [`knob_words`] as messages, for the reader's language.
pub fn knob_words_said(o: &GamblersOptions) -> Vec<(&'static str, Said)> {
    vec![(
        "target",
        end_sentence_said(o.target.map(Points::from), None),
    )]
}

/// The knobs the rules screen offers.
pub fn knob_words(o: &GamblersOptions) -> Vec<(&'static str, String)> {
    vec![("target", end_sentence(o.target, None))]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_follow_the_options() {
        let o = GamblersOptions {
            refusal: GamblersRefusal::LowestCollects,
            ..GamblersOptions::default()
        };
        assert!(describe(&o)[1].contains("lowest count collects"));
        assert!(describe(&GamblersOptions::default())[1].contains("void"));
        assert_eq!(end_line(&o), "Settled each hand · open-ended");
    }
}
