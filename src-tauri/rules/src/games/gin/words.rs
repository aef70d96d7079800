//! Gin Rummy's options in words: the presets, the rules screen, the end-of-game line.

use super::options::{GinOptions, OklahomaAce};
use crate::says::{Arg, Said};

/// A preset's name.
pub fn preset_name(id: &str) -> String {
    match id {
        "seed" => "Standard".to_string(),
        "modern" => "Modern".to_string(),
        "classic" => "Classic".to_string(),
        "oklahoma" => "Oklahoma".to_string(),
        other => crate::games::spelled_out(other),
    }
}

/// One line about a preset, from its options.
pub fn preset_hint(id: &str, o: &GinOptions) -> String {
    match id {
        "modern" => format!(
            "Standard plus big gin (all 11 cards melded) worth {}.",
            o.big_gin_bonus
        ),
        "classic" => format!(
            "Gin {}, undercut {}, {} per hand won.",
            o.gin_bonus, o.undercut_bonus, o.box_bonus
        ),
        "oklahoma" => format!(
            "The first upcard sets the knock limit; spades double; first to {}.",
            o.game_target
        ),
        _ => format!(
            "Knock with {} or less; gin {}, undercut {}, first to {}.",
            o.knock_limit, o.gin_bonus, o.undercut_bonus, o.game_target
        ),
    }
}

/// [`preset_hint`] as a message, for the reader's language.
pub fn preset_hint_said(id: &str, o: &GinOptions) -> Said {
    match id {
        "modern" => Said::new("hint-gin-modern").arg("big", int(o.big_gin_bonus)),
        "classic" => Said::new("hint-gin-classic")
            .arg("gin", int(o.gin_bonus))
            .arg("undercut", int(o.undercut_bonus))
            .arg("box", int(o.box_bonus)),
        "oklahoma" => Said::new("hint-gin-oklahoma").arg("target", int(o.game_target)),
        _ => Said::new("hint-gin-seed")
            .arg("limit", int(o.knock_limit))
            .arg("gin", int(o.gin_bonus))
            .arg("undercut", int(o.undercut_bonus))
            .arg("target", int(o.game_target)),
    }
}

/// The options, one line each (the English of [`describe_said`]).
pub fn describe(o: &GinOptions) -> Vec<String> {
    describe_said(o).iter().map(Said::english).collect()
}

/// The options as messages, one line each, for the reader's language.
pub fn describe_said(o: &GinOptions) -> Vec<Said> {
    let knock = if o.oklahoma {
        let ace = Said::new(match o.oklahoma_ace {
            OklahomaAce::LimitOne => "rules-gin-ace-limit-one",
            OklahomaAce::GinOnly => "rules-gin-ace-gin-only",
        });
        let id = if o.spade_double {
            "rules-gin-oklahoma-spades"
        } else {
            "rules-gin-oklahoma"
        };
        Said::new(id).arg("ace", Arg::Said(Box::new(ace)))
    } else if o.knock_limit == 0 {
        Said::new("rules-gin-straight")
    } else {
        Said::new("rules-gin-knock").arg("limit", int(o.knock_limit))
    };
    let bonuses = match (o.big_gin, o.undercut_on_tie) {
        (false, true) => "rules-gin-bonuses",
        (true, true) => "rules-gin-bonuses-big",
        (false, false) => "rules-gin-bonuses-tie",
        (true, false) => "rules-gin-bonuses-big-tie",
    };
    let bonuses = Said::new(bonuses)
        .arg("gin", int(o.gin_bonus))
        .arg("undercut", int(o.undercut_bonus));
    let bonuses = if o.big_gin {
        bonuses.arg("big", int(o.big_gin_bonus))
    } else {
        bonuses
    };
    vec![
        knock,
        bonuses,
        Said::new("rules-gin-game")
            .arg("target", int(o.game_target))
            .arg("bonus", int(o.game_bonus))
            .arg("box", int(o.box_bonus)),
    ]
}

fn int(n: u32) -> Arg {
    Arg::Int(i64::from(n))
}

/// "First to 100" (the English of [`end_said`]).
pub fn end_line(o: &GinOptions) -> String {
    end_said(o).english()
}

/// "First to 100" as a message, for the reader's language.
pub fn end_said(o: &GinOptions) -> Said {
    Said::new("rules-gin-end").arg("target", int(o.game_target))
}

/// [`knob_words`] as messages, for the reader's language.
pub fn knob_words_said(o: &GinOptions) -> Vec<(&'static str, Said)> {
    vec![(
        "target",
        Said::new("hint-gin-target").arg("target", int(o.game_target)),
    )]
}

/// The knobs the rules screen offers.
pub fn knob_words(o: &GinOptions) -> Vec<(&'static str, String)> {
    vec![(
        "target",
        format!(
            "The game ends when someone reaches {} hand points.",
            o.game_target
        ),
    )]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_follow_the_options() {
        let o = GinOptions::oklahoma();
        assert_eq!(
            describe(&o)[0],
            "Oklahoma: the first upcard sets the knock limit (an ace: gin only); a spade upcard doubles the hand."
        );
        assert_eq!(end_line(&o), "First to 150");
        assert_eq!(
            preset_hint("classic", &GinOptions::classic()),
            "Gin 20, undercut 10, 20 per hand won."
        );
        let straight = GinOptions {
            knock_limit: 0,
            ..GinOptions::seed()
        };
        assert_eq!(describe(&straight)[0], "Straight gin: no knocking.");
    }
}
