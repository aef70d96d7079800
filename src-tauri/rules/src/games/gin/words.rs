//! Gin Rummy's options in words: the presets, the rules screen, the end-of-game line.

use super::options::{GinOptions, OklahomaAce};

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

/// The options, one line each.
pub fn describe(o: &GinOptions) -> Vec<String> {
    let knock = if o.oklahoma {
        let ace = match o.oklahoma_ace {
            OklahomaAce::LimitOne => "knock with 1 or less",
            OklahomaAce::GinOnly => "gin only",
        };
        let spades = if o.spade_double {
            "; a spade upcard doubles the hand"
        } else {
            ""
        };
        format!("Oklahoma: the first upcard sets the knock limit (an ace: {ace}){spades}.")
    } else if o.knock_limit == 0 {
        "Straight gin: no knocking.".to_string()
    } else {
        format!("Knock with {} or less.", o.knock_limit)
    };
    let big = if o.big_gin {
        format!(", big gin {}", o.big_gin_bonus)
    } else {
        String::new()
    };
    let tie = if o.undercut_on_tie {
        ""
    } else {
        " (a tie is not an undercut)"
    };
    vec![
        knock,
        format!(
            "Gin {}{big}, undercut {}{tie}.",
            o.gin_bonus, o.undercut_bonus
        ),
        format!(
            "First to {}; game bonus {}, {} per hand won.",
            o.game_target, o.game_bonus, o.box_bonus
        ),
    ]
}

/// "First to 100".
pub fn end_line(o: &GinOptions) -> String {
    format!("First to {}", o.game_target)
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
