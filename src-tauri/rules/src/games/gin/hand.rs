//! What the players enter for one Gin Rummy hand, and the explained result the referee returns.
//!
//! A hand is entered in one of three forms: the cards (the knocker's 10 cards after the
//! discard, or 11 for big gin, the defender's 10, optionally the knocker's declared melds,
//! the Oklahoma upcard and the lay-offs the defender made); just the two deadwood counts; or
//! a void hand (the stock ran down to two cards, nobody scores, the same dealer redeals).

use crate::card::Card;
use crate::error::RuleError;
use crate::meld::Meld;
use crate::notation::{parse_cards, parse_token, NotationError};
use crate::points::Points;
use serde::{Deserialize, Serialize};

/// One Gin Rummy hand as entered at the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(tag = "form", rename_all = "camelCase")]
pub enum GinHand {
    /// Both players' cards: the referee checks the knock and finds the lay-offs.
    Cards(CardsEntry),
    /// Just the two deadwood counts (the defender's after lay-offs).
    Counts(CountsEntry),
    /// The stock ran down to two cards without a knock: no points, same dealer redeals.
    Void,
}

/// The cards of one hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct CardsEntry {
    /// Seat (0 or 1) of the player who knocked.
    pub knocker: usize,
    /// The knocker's cards after the discard (10), or all 11 for big gin.
    pub knocker_cards: Vec<Card>,
    /// The defender's 10 cards.
    pub defender_cards: Vec<Card>,
    /// The melds the knocker laid out, if entered; otherwise the referee picks the best.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub knocker_melds: Option<Vec<Vec<Card>>>,
    /// The first upcard (needed for Oklahoma).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub upcard: Option<Card>,
    /// The cards the defender laid off, if entered (the referee checks them); absent or empty:
    /// the referee finds the best lay-offs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub layoffs: Option<Vec<Card>>,
}

impl CardsEntry {
    /// Builds an entry from typed text, as the CLI takes it: cards separated by spaces and/or
    /// commas; `melds` separated by commas between melds and spaces inside (`"3s 4s 5s,7c 7d
    /// 7h"`); the knocker sits in seat 0.
    pub fn from_text(
        knocker: &str,
        defender: &str,
        melds: Option<&str>,
        upcard: Option<&str>,
        layoffs: Option<&str>,
    ) -> Result<CardsEntry, RuleError> {
        let knocker_melds = match melds {
            None => None,
            Some(text) => Some(
                text.split([',', ';', '|'])
                    .filter(|m| !m.trim().is_empty())
                    .map(parse_cards)
                    .collect::<Result<Vec<_>, _>>()?,
            ),
        };
        let upcard = match upcard.map(str::trim) {
            None | Some("") => None,
            Some(t) => Some(parse_token(t).ok_or_else(|| NotationError::NotACard {
                token: t.to_string(),
            })?),
        };
        Ok(CardsEntry {
            knocker: 0,
            knocker_cards: parse_cards(knocker)?,
            defender_cards: parse_cards(defender)?,
            knocker_melds,
            upcard,
            layoffs: layoffs.map(parse_cards).transpose()?,
        })
    }
}

/// Just the deadwood counts of one hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct CountsEntry {
    /// Seat (0 or 1) of the player who knocked.
    pub knocker: usize,
    /// The knocker's deadwood (0 = gin). Any whole number is read, so one out of range is
    /// refused by the rules with the bound in words (`E_GIN_DEADWOOD_RANGE`).
    #[ts(type = "number")]
    pub knocker_deadwood: i64,
    /// The defender's deadwood after lay-offs (or without them, on gin).
    #[ts(type = "number")]
    pub defender_deadwood: i64,
    /// The knocker went big gin (all 11 cards melded).
    #[serde(default)]
    pub big_gin: bool,
    /// The first upcard (needed for Oklahoma).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub upcard: Option<Card>,
}

/// How the hand ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub enum GinResult {
    /// A knock that the knocker won (or tied with `undercut_on_tie` off: 0 points).
    Knock,
    /// Ten cards, all melded.
    Gin,
    /// Eleven cards, all melded.
    BigGin,
    /// The defender's deadwood was at most the knocker's.
    Undercut,
    /// No knock before the stock ran out.
    Void,
}

/// Which player scored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub enum Role {
    /// The player who knocked.
    Knocker,
    /// The other player.
    Defender,
}

/// One defender card laid off onto one of the knocker's displayed melds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Layoff {
    /// The defender's card.
    pub card: Card,
    /// Index into [`GinOutcome::knocker_melds`].
    pub meld: usize,
}

/// A scored hand with its explanation.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct GinOutcome {
    /// How the hand ended.
    pub result: GinResult,
    /// Seat of the knocker (`None` for a void hand).
    pub knocker: Option<usize>,
    /// The knock limit in force (`None` for a void hand).
    pub knock_limit: Option<u32>,
    /// The knocker's deadwood (of the displayed arrangement).
    pub knocker_deadwood: u32,
    /// The defender's final deadwood, after the lay-offs.
    pub defender_deadwood: u32,
    /// The knocker's displayed melds (empty when only counts were entered).
    pub knocker_melds: Vec<Meld>,
    /// The knocker's unmatched cards.
    pub knocker_deadwood_cards: Vec<Card>,
    /// The defender's own melds after the lay-offs.
    pub defender_melds: Vec<Meld>,
    /// The defender's cards left unmatched.
    pub defender_deadwood_cards: Vec<Card>,
    /// The defender's lay-offs, each onto one of `knocker_melds`, in the order played.
    pub layoffs: Vec<Layoff>,
    /// Points scored by the winner of the hand (0 when nobody scores).
    pub points: Points,
    /// Who scored (`None` on a void hand or a tie with `undercut_on_tie` off).
    pub winner: Option<Role>,
    /// Seat of the player who scored.
    pub winner_seat: Option<usize>,
    /// Oklahoma with a spade upcard: the points were doubled.
    pub doubled: bool,
    /// Which rule produced which points: the rules' English, or the reader's language in the
    /// views of the commands marked `reader`.
    pub explanation: Vec<String>,
    /// The same lines as messages, for a reader in any language.
    #[serde(skip)]
    #[ts(skip)]
    pub said: Vec<crate::says::Said>,
}

impl GinOutcome {
    /// The explained result of a void hand.
    pub fn void() -> Self {
        Self {
            result: GinResult::Void,
            knocker: None,
            knock_limit: None,
            knocker_deadwood: 0,
            defender_deadwood: 0,
            knocker_melds: Vec::new(),
            knocker_deadwood_cards: Vec::new(),
            defender_melds: Vec::new(),
            defender_deadwood_cards: Vec::new(),
            layoffs: Vec::new(),
            points: Points::ZERO,
            winner: None,
            winner_seat: None,
            doubled: false,
            explanation: vec![crate::says::Said::new("gin-void-line").english()],
            said: vec![crate::says::Said::new("gin-void-line")],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hand_json_forms() {
        let h: GinHand = serde_json::from_str(
            r#"{"form":"cards","knocker":0,"knockerCards":["As","2s"],"defenderCards":["Kd"],"upcard":"7s"}"#,
        )
        .unwrap();
        match &h {
            GinHand::Cards(c) => {
                assert_eq!(c.knocker_cards.len(), 2);
                assert_eq!(c.upcard.map(|c| c.to_string()), Some("7s".to_string()));
                assert!(c.layoffs.is_none());
            }
            other => panic!("{other:?}"),
        }
        let back = serde_json::to_value(&h).unwrap();
        assert_eq!(back["form"], "cards");
        let c: GinHand = serde_json::from_str(
            r#"{"form":"counts","knocker":1,"knockerDeadwood":6,"defenderDeadwood":20}"#,
        )
        .unwrap();
        assert!(matches!(
            c,
            GinHand::Counts(CountsEntry { big_gin: false, .. })
        ));
        let v: GinHand = serde_json::from_str(r#"{"form":"void"}"#).unwrap();
        assert_eq!(v, GinHand::Void);
    }
}
