//! Basic Rummy's (and Classic Rum's) options in words for the reader's language: the rules
//! panel's lines and the game screen's end line as messages (their English is `describe`'s
//! and `end_line`'s own).

use super::BasicRummyOptions;
use crate::games::words::num_arg;
use crate::says::Said;

/// The options as messages, one line each.
pub fn describe_said(o: &BasicRummyOptions) -> Vec<Said> {
    let mut lines = vec![Said::new(if o.settlement {
        "rules-basic-settlement"
    } else {
        "rules-basic-scores"
    })];
    if o.rummy_double {
        lines.push(Said::new("rules-basic-rummy-double"));
    }
    lines.push(end_said(o));
    lines
}

/// "The game ends when a total reaches 100." as a message.
pub fn end_said(o: &BasicRummyOptions) -> Said {
    match (o.target, o.deals) {
        (Some(t), _) => Said::new("rules-basic-end-target").arg("target", num_arg(t)),
        (None, Some(d)) => Said::new("rules-rummy-end-deals").arg("deals", d),
        (None, None) => Said::new("rules-open-ended"),
    }
}
