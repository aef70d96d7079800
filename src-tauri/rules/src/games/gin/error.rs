//! Gin Rummy's own rule violations (RULES.md §1.7), with their stable codes and messages.
//!
//! Card notation, duplicate and meld errors come from the shared modules (`E_INVALID_CARD`,
//! `E_DUPLICATE_CARD`, `E_INVALID_MELD`, `E_MELD_OVERLAP`); this enum holds the rest.

use crate::card::Card;
use crate::error::Coded;
use crate::says::Said;

/// Which side of the hand a message talks about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    /// The player who knocked.
    Knocker,
    /// The other player.
    Defender,
}

/// A Gin Rummy hand that cannot be scored as entered. Its words are a message
/// ([`GinError::said`]); its English is the English catalogue's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GinError {
    /// The knocker must show 10 cards (11 only for big gin); the defender 10.
    CardCount {
        /// Whose hand.
        side: Side,
        /// How many cards were entered.
        got: usize,
        /// Big gin is enabled (changes the knocker's message for 11 cards).
        big_gin: bool,
    },
    /// 11 melded cards entered while big gin is off.
    BigGinDisabled,
    /// The knocker's deadwood is above the limit.
    KnockTooHigh {
        /// The deadwood of the knock (declared or minimum).
        deadwood: u32,
        /// The limit in force.
        limit: u32,
        /// The Oklahoma upcard that set the limit, if any.
        upcard: Option<Card>,
        /// A lower minimum deadwood that the declared arrangement missed, if any.
        best: Option<u32>,
    },
    /// Oklahoma: an ace was turned up, so only gin ends the hand.
    GinOnly,
    /// Oklahoma needs the first upcard to know the knock limit.
    UpcardRequired,
    /// Lay-offs entered against gin or big gin.
    LayoffOnGin,
    /// A lay-off card that fits no displayed meld.
    LayoffInvalid {
        /// The card.
        card: Card,
        /// The table-friendly reason ("9♥ doesn't fit: the heart run ends at 7♥."), as a
        /// message.
        reason: Said,
    },
    /// A lay-off that would only make a meld with the knocker's unmatched cards.
    LayoffOnDeadwood {
        /// The defender's card.
        card: Card,
        /// The knocker's unmatched card it would go with.
        with: Card,
    },
    /// The knocker's seat is not one of the two players.
    KnockerSeat(usize),
    /// An entered deadwood count no 10-card hand can have.
    DeadwoodRange(i64),
    /// Big gin entered as counts with knocker deadwood above 0.
    BigGinDeadwood,
}

impl GinError {
    /// What went wrong, as a message for the person at the table (RULES.md §1.7).
    pub fn said(&self) -> Said {
        match self {
            GinError::CardCount {
                side: Side::Knocker,
                got: 11,
                big_gin: true,
            } => Said::new("gin-error-big-gin-unmelded"),
            GinError::CardCount {
                side: Side::Knocker,
                got,
                ..
            } => Said::new("gin-error-knocker-cards").arg("got", *got),
            GinError::CardCount {
                side: Side::Defender,
                got,
                ..
            } => Said::new("gin-error-defender-cards").arg("got", *got),
            GinError::BigGinDisabled => Said::new("gin-error-big-gin-disabled"),
            GinError::KnockTooHigh {
                deadwood,
                limit,
                upcard,
                best,
            } => {
                let head = match upcard {
                    Some(up) => Said::new("gin-error-upcard-limit")
                        .arg("upcard", *up)
                        .arg("limit", *limit)
                        .arg("deadwood", *deadwood),
                    None => Said::new("gin-error-too-high")
                        .arg("deadwood", *deadwood)
                        .arg("limit", *limit),
                };
                match best {
                    Some(b) => Said::new("gin-error-could-be-lower")
                        .arg("head", head)
                        .arg("best", *b),
                    None => head,
                }
            }
            GinError::GinOnly => Said::new("gin-error-gin-only"),
            GinError::UpcardRequired => Said::new("gin-error-upcard-required"),
            GinError::LayoffOnGin => Said::new("gin-error-layoff-on-gin"),
            GinError::LayoffInvalid { reason, .. } => reason.clone(),
            GinError::LayoffOnDeadwood { card, with } => Said::new("gin-error-layoff-on-deadwood")
                .arg("card", *card)
                .arg("with", *with),
            GinError::KnockerSeat(seat) => Said::new("gin-error-knocker-seat").arg("n", *seat + 1),
            GinError::DeadwoodRange(n) => Said::new("gin-error-deadwood-range").arg("n", *n),
            GinError::BigGinDeadwood => Said::new("gin-error-big-gin-deadwood"),
        }
    }
}

impl std::fmt::Display for GinError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.said().english())
    }
}

impl std::error::Error for GinError {}

impl Coded for GinError {
    fn code(&self) -> &'static str {
        match self {
            GinError::CardCount { .. } => "E_GIN_CARD_COUNT",
            GinError::BigGinDisabled => "E_BIG_GIN_DISABLED",
            GinError::KnockTooHigh { .. } => "E_KNOCK_TOO_HIGH",
            GinError::GinOnly => "E_GIN_ONLY",
            GinError::UpcardRequired => "E_UPCARD_REQUIRED",
            GinError::LayoffOnGin => "E_LAYOFF_ON_GIN",
            GinError::LayoffInvalid { .. } => "E_LAYOFF_INVALID",
            GinError::LayoffOnDeadwood { .. } => "E_LAYOFF_ON_DEADWOOD",
            GinError::KnockerSeat(_) => "E_GIN_KNOCKER",
            GinError::DeadwoodRange(_) => "E_GIN_DEADWOOD_RANGE",
            GinError::BigGinDeadwood => "E_BIG_GIN_DEADWOOD",
        }
    }

    fn said(&self) -> Option<Said> {
        Some(GinError::said(self))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_token;

    #[test]
    fn messages_follow_rules_1_7() {
        let e = GinError::CardCount {
            side: Side::Knocker,
            got: 9,
            big_gin: false,
        };
        assert_eq!(
            e.to_string(),
            "The knocker must show 10 cards after discarding (has 9)."
        );
        assert_eq!(e.code(), "E_GIN_CARD_COUNT");
        let e = GinError::KnockTooHigh {
            deadwood: 11,
            limit: 10,
            upcard: None,
            best: None,
        };
        assert_eq!(
            e.to_string(),
            "Deadwood is 11; you may knock with at most 10."
        );
        let e = GinError::KnockTooHigh {
            deadwood: 5,
            limit: 4,
            upcard: parse_token("4d"),
            best: None,
        };
        assert!(e
            .to_string()
            .starts_with("The upcard 4♦ sets this hand's knock limit to 4."));
        assert_eq!(
            GinError::GinOnly.to_string(),
            "An ace was turned up: only gin ends this hand."
        );
        assert_eq!(
            GinError::BigGinDisabled.to_string(),
            "Big gin isn't enabled: discard one card and score as gin."
        );
    }
}
