//! Avalanche's options in words for the reader's language: the rules panel's lines and the
//! game screen's end line as messages (their English is `describe`'s and `end_line`'s own).

use super::AvalancheOptions;
use crate::games::words::num_arg;
use crate::says::Said;

/// The options as messages, one line each.
pub fn describe_said(o: &AvalancheOptions) -> Vec<Said> {
    let end = match (o.hands, o.target) {
        (Some(n), Some(t)) => Said::new("rules-avalanche-end-both")
            .arg("deals", n)
            .arg("target", num_arg(t)),
        (Some(n), None) => Said::new("rules-avalanche-end-deals").arg("deals", n),
        (None, Some(t)) => Said::new("rules-avalanche-end-target").arg("target", num_arg(t)),
        (None, None) => Said::new("rules-open-ended"),
    };
    vec![
        Said::new("rules-avalanche-deck")
            .arg("packs", o.packs)
            .arg("jokers", o.jokers)
            .arg("cards", o.deck_size()),
        end,
        Said::new("rules-avalanche-most"),
    ]
}

/// "1 deal · most stored cards wins" as a message.
pub fn end_said(o: &AvalancheOptions) -> Said {
    match (o.hands, o.target) {
        (Some(n), _) => Said::new("rules-avalanche-line-deals").arg("deals", n),
        (None, Some(t)) => Said::new("rules-avalanche-line-target").arg("target", num_arg(t)),
        (None, None) => Said::new("rules-avalanche-line-open"),
    }
}

/// The knobs' lines as messages (`knobs::knob_words`'s English), by knob id.
pub fn knob_words_said(o: &AvalancheOptions) -> Vec<(&'static str, Said)> {
    let hands = match o.hands {
        Some(n) => Said::new("rules-avalanche-end-deals").arg("deals", n),
        None => Said::new("hint-deals-no-limit"),
    };
    let target = match o.target {
        Some(t) => Said::new("rules-avalanche-end-target").arg("target", num_arg(t)),
        None => Said::new("hint-avalanche-no-target"),
    };
    let packs = Said::new("hint-avalanche-packs")
        .arg("packs", o.packs)
        .arg("jokers", o.jokers)
        .arg("cards", o.deck_size());
    vec![("hands", hands), ("target", target), ("packs", packs)]
}
