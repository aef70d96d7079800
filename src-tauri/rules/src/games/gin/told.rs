//! A Gin hand in words for exports: "Ann knocked: deadwood 4; Bob 20 after lay-offs; Ann +16".

use super::hand::{GinOutcome, GinResult};
use crate::ledger::words::{name, signed};

/// The hand as people say it, with the players' names.
pub fn hand_words(o: &GinOutcome, names: &[String]) -> String {
    let Some(k) = o.knocker else {
        return "Void hand: nobody scores".to_string();
    };
    let d = 1 - k.min(1);
    let (kn, dn) = (name(names, k), name(names, d));
    let laid = if o.layoffs.is_empty() {
        ""
    } else {
        " after lay-offs"
    };
    let head = match o.result {
        GinResult::Gin => format!("{kn} went gin; {dn} {}", o.defender_deadwood),
        GinResult::BigGin => format!("{kn} went big gin; {dn} {}", o.defender_deadwood),
        GinResult::Void => return "Void hand: nobody scores".to_string(),
        GinResult::Knock | GinResult::Undercut => format!(
            "{kn} knocked: deadwood {}; {dn} {}{laid}",
            o.knocker_deadwood, o.defender_deadwood
        ),
    };
    match o.winner_seat {
        Some(w) if o.result == GinResult::Undercut => {
            format!("{head}; undercut: {} {}", name(names, w), signed(&o.points))
        }
        Some(w) => format!("{head}; {} {}", name(names, w), signed(&o.points)),
        None => format!("{head}; nobody scores"),
    }
}
