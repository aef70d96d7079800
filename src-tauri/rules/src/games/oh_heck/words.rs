//! Oh Heck!'s options in words: the presets, the rules screen, the end-of-game line. The
//! schedule words follow [`schedule`](super::schedule) itself.

use super::{OhHeckOptions, OhHeckSchedule, OhHeckScoring};
use crate::games::words::num;
use crate::points::Points;
use crate::says::{Arg, Said};

/// A preset's name.
pub fn preset_name(id: &str) -> String {
    match id {
        "seed" => "Standard".to_string(),
        "tricks_plus_bonus" => "Tricks + 10".to_string(),
        "off_bid_penalty" => "Off-bid penalty".to_string(),
        "mrpikes" => "MrPikes".to_string(),
        "up_down" => "Up and down".to_string(),
        other => crate::games::spelled_out(other),
    }
}

/// How a bid is paid, in one sentence (the bonus is the options' own).
pub fn scoring(o: &OhHeckOptions) -> String {
    let bonus = num(o.exact_bonus);
    match o.scoring {
        OhHeckScoring::Seed => format!("An exact bid scores {bonus} + the bid; a miss scores 0."),
        OhHeckScoring::TricksPlusBonus => {
            format!("Every trick taken scores 1; an exact bid adds {bonus}.")
        }
        OhHeckScoring::OffBidPenalty => {
            format!("An exact bid scores the tricks + {bonus}; a miss loses the difference.")
        }
        OhHeckScoring::Mrpikes => {
            format!("An exact bid scores {bonus} + the bid; a miss loses {bonus} + the difference.")
        }
    }
}

/// The run of hand sizes, in one sentence.
pub fn schedule_words(schedule: OhHeckSchedule) -> &'static str {
    match schedule {
        OhHeckSchedule::DownUp => {
            "Hands go from the starting size (10 cards for 3 to 5 players, 8 for 6, 7 for 7) down to 1 and back up."
        }
        OhHeckSchedule::UpDown => {
            "Hands go from 1 card up to the most (51 ÷ players) and back down."
        }
        OhHeckSchedule::DownUpMax => {
            "Hands go from the most cards (51 ÷ players) down to 1 and back up."
        }
    }
}

/// One line about a preset, from its options.
pub fn preset_hint(id: &str, o: &OhHeckOptions) -> String {
    match id {
        "up_down" => format!(
            "Standard scoring; {}",
            lower_first(schedule_words(o.schedule))
        ),
        _ => scoring(o),
    }
}

fn lower_first(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_lowercase().chain(c).collect(),
        None => String::new(),
    }
}

/// The options, one line each.
pub fn describe(o: &OhHeckOptions) -> Vec<String> {
    let hook = if o.hook {
        "The dealer is hooked: the bids may not add up to the cards dealt."
    } else {
        "No hook: the dealer may bid anything."
    };
    vec![
        scoring(o),
        hook.to_string(),
        schedule_words(o.schedule).to_string(),
    ]
}

/// [`describe`] as messages, for the reader's language.
pub fn describe_said(o: &OhHeckOptions) -> Vec<Said> {
    let scoring = match o.scoring {
        OhHeckScoring::Seed => "rules-oh-heck-seed",
        OhHeckScoring::TricksPlusBonus => "rules-oh-heck-tricks-plus-bonus",
        OhHeckScoring::OffBidPenalty => "rules-oh-heck-off-bid-penalty",
        OhHeckScoring::Mrpikes => "rules-oh-heck-mrpikes",
    };
    let hook = if o.hook {
        "rules-oh-heck-hook"
    } else {
        "rules-oh-heck-no-hook"
    };
    let schedule = match o.schedule {
        OhHeckSchedule::DownUp => "rules-oh-heck-down-up",
        OhHeckSchedule::UpDown => "rules-oh-heck-up-down",
        OhHeckSchedule::DownUpMax => "rules-oh-heck-down-up-max",
    };
    vec![
        Said::new(scoring).arg("bonus", Arg::Minus(Points::from(o.exact_bonus))),
        Said::new(hook),
        Said::new(schedule),
    ]
}

/// [`preset_hint`] as a message, for the reader's language: the scoring line, or for Up and
/// down its schedule (none for a schedule no preset has).
pub fn preset_hint_said(id: &str, o: &OhHeckOptions) -> Option<Said> {
    match (id, o.schedule) {
        ("up_down", OhHeckSchedule::UpDown) => Some(Said::new("hint-oh-heck-up-down")),
        ("up_down", OhHeckSchedule::DownUp | OhHeckSchedule::DownUpMax) => None,
        _ => describe_said(o).into_iter().next(),
    }
}

/// "The whole schedule · highest total wins" as a message.
pub fn end_said() -> Said {
    Said::new("rules-oh-heck-end")
}

/// [`knob_words`] as messages, for the reader's language.
pub fn knob_words_said(o: &OhHeckOptions) -> Vec<(&'static str, crate::says::Said)> {
    let hook = if o.hook {
        "hint-hook-on"
    } else {
        "hint-hook-off"
    };
    vec![("hook", crate::says::Said::new(hook))]
}

/// The knobs the rules screen offers.
pub fn knob_words(o: &OhHeckOptions) -> Vec<(&'static str, String)> {
    let hook = if o.hook {
        "The dealer may not bid so that the bids add up to the cards dealt."
    } else {
        "The dealer may bid anything."
    };
    vec![("hook", hook.to_string())]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::oh_heck::schedule;

    #[test]
    fn every_schedule_is_worded_as_it_runs() {
        // The words must agree with the schedule itself: where it starts and where it turns.
        for (s, starts_high) in [
            (OhHeckSchedule::DownUp, true),
            (OhHeckSchedule::UpDown, false),
            (OhHeckSchedule::DownUpMax, true),
        ] {
            let run = schedule(s, 4);
            assert_eq!(run.first() != Some(&1), starts_high, "{s:?}");
            let words = schedule_words(s);
            assert_eq!(words.contains("from 1 card up"), !starts_high, "{words}");
        }
        assert_eq!(schedule(OhHeckSchedule::DownUpMax, 4)[0], 12);
        assert!(schedule_words(OhHeckSchedule::DownUpMax).contains("51 ÷ players"));
    }

    #[test]
    fn scoring_uses_the_bonus_of_the_options() {
        let o = OhHeckOptions {
            scoring: OhHeckScoring::Mrpikes,
            exact_bonus: 5,
            ..OhHeckOptions::default()
        };
        assert_eq!(
            scoring(&o),
            "An exact bid scores 5 + the bid; a miss loses 5 + the difference."
        );
        assert_eq!(preset_name("up_down"), "Up and down");
    }
}
