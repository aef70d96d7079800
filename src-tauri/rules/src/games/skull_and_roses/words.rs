//! Skull & Roses's rules in words for the reader's language: the rules panel's lines and the
//! game screen's end line as messages (their English is `describe`'s and `end_line`'s own).

use crate::says::Said;

/// The rules as messages, one line each.
pub fn describe_said() -> Vec<Said> {
    vec![
        Said::new("rules-skull-cards"),
        Said::new("rules-skull-wins"),
    ]
}

/// "Two successful challenges win" as a message.
pub fn end_said() -> Said {
    Said::new("rules-skull-end")
}
