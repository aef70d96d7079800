//! Gin Rummy's own rule violations (RULES.md §1.7), with their stable codes and messages.
//!
//! Card notation, duplicate and meld errors come from the shared modules (`E_INVALID_CARD`,
//! `E_DUPLICATE_CARD`, `E_INVALID_MELD`, `E_MELD_OVERLAP`); this enum holds the rest.

use crate::card::Card;
use crate::error::Coded;

/// Which side of the hand a message talks about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    /// The player who knocked.
    Knocker,
    /// The other player.
    Defender,
}

/// A Gin Rummy hand that cannot be scored as entered.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GinError {
    /// The knocker must show 10 cards (11 only for big gin); the defender 10.
    #[error("{}", card_count_message(*side, *got, *big_gin))]
    CardCount {
        /// Whose hand.
        side: Side,
        /// How many cards were entered.
        got: usize,
        /// Big gin is enabled (changes the knocker's message for 11 cards).
        big_gin: bool,
    },
    /// 11 melded cards entered while big gin is off.
    #[error("Big gin isn't enabled: discard one card and score as gin.")]
    BigGinDisabled,
    /// The knocker's deadwood is above the limit.
    #[error("{}", too_high_message(*deadwood, *limit, *upcard, *best))]
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
    #[error("An ace was turned up: only gin ends this hand.")]
    GinOnly,
    /// Oklahoma needs the first upcard to know the knock limit.
    #[error("Oklahoma Gin needs the first upcard: it sets this hand's knock limit.")]
    UpcardRequired,
    /// Lay-offs entered against gin or big gin.
    #[error("No lay-offs are allowed when the knocker goes gin.")]
    LayoffOnGin,
    /// A lay-off card that fits no displayed meld.
    #[error("{}", reason)]
    LayoffInvalid {
        /// The card.
        card: Card,
        /// The table-friendly reason ("9♥ doesn't fit: the heart run ends at 7♥.").
        reason: String,
    },
    /// A lay-off that would only make a meld with the knocker's unmatched cards.
    #[error("You can't lay off onto the knocker's unmatched cards: {} only goes with {}.", .card.pretty(), .with.pretty())]
    LayoffOnDeadwood {
        /// The defender's card.
        card: Card,
        /// The knocker's unmatched card it would go with.
        with: Card,
    },
    /// The knocker's seat is not one of the two players.
    #[error("The knocker must be player 1 or player 2 (got player {}).", .0 + 1)]
    KnockerSeat(usize),
    /// An entered deadwood count no 10-card hand can have.
    #[error("Deadwood is 0 to 98 (a 10-card hand has at most 98), so {0} cannot be right.")]
    DeadwoodRange(i64),
    /// Big gin entered as counts with knocker deadwood above 0.
    #[error("Big gin means every card is melded, so the knocker's deadwood must be 0.")]
    BigGinDeadwood,
}

fn card_count_message(side: Side, got: usize, big_gin: bool) -> String {
    match side {
        Side::Knocker if big_gin && got == 11 => {
            "The knocker has 11 cards but not all are melded: big gin needs every card in a meld; otherwise discard one and show 10.".to_string()
        }
        Side::Knocker => format!("The knocker must show 10 cards after discarding (has {got})."),
        Side::Defender => format!("The defender must show 10 cards (has {got})."),
    }
}

fn too_high_message(deadwood: u32, limit: u32, upcard: Option<Card>, best: Option<u32>) -> String {
    let mut m = match upcard {
        Some(up) => format!(
            "The upcard {} sets this hand's knock limit to {limit}. Deadwood is {deadwood}.",
            up.pretty()
        ),
        None => format!("Deadwood is {deadwood}; you may knock with at most {limit}."),
    };
    if let Some(b) = best {
        m.push_str(&format!(
            " These cards can be arranged with {b} deadwood instead."
        ));
    }
    m
}

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
