//! What the players enter for one Rummy 500 hand, and the explained result.
//!
//! A hand is entered as cards ([`Rummy500Cards`]: per seat, the melds put down this hand,
//! the lay-offs made, the cards left in hand) or, for hands kept before Cardtable refereed
//! Rummy 500, as each seat's points ([`EnteredPoints`]). Meld and lay-off strings use the
//! card notation; a joker in a meld names the card it stands for (`JK=7C`), a joker left in
//! hand is just `JK`.

use crate::card::Card;
use crate::games::entered_points::EnteredPoints;
use crate::meld::{Meld, MeldKind};
use serde::{Deserialize, Serialize};

/// One Rummy 500 hand as entered at the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(tag = "form", rename_all = "camelCase")]
pub enum Rummy500Hand {
    /// Every seat's melds, lay-offs and cards left: the referee checks and values them.
    Cards(Rummy500Cards),
    /// Each seat's points as entered (hands kept before the referee).
    Points(EnteredPoints),
}

/// The cards of one hand, per seat in seat order.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Rummy500Cards {
    /// The cards left in each seat's hand (`""` for none), e.g. `"4C AS JK"`.
    pub hands: Vec<String>,
    /// Per seat, the melds it put down this hand, one string per meld (`"5C 6C JK=7C"`).
    /// Empty: nobody melded.
    #[serde(default)]
    pub melds: Vec<Vec<String>>,
    /// Per seat, the lay-offs it made. Empty: nobody laid off.
    #[serde(default)]
    pub layoffs: Vec<Vec<Rummy500Layoff>>,
}

/// Cards laid off onto a meld on the table (anyone's).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Rummy500Layoff {
    /// The cards laid off (`"TH"`, or `"JK=TH"`).
    pub cards: String,
    /// The meld as it lay on the table at that moment, earlier lay-offs included. Only a
    /// reference: its cards score for whoever put them down and are not counted again.
    pub onto: String,
}

/// One card as scored: what it is, what it stands for, what it is worth and, for aces and
/// jokers, why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct ValuedCard {
    /// The physical card.
    pub card: Card,
    /// What it stands for (itself, or a joker's declared card).
    pub stands_for: Card,
    /// Its value.
    pub value: u32,
    /// For people, on aces and jokers: "low end of the run A♠ 2♠ 3♠: 1".
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub why: Option<String>,
    /// The same as a message, for a reader in any language.
    #[serde(skip)]
    #[ts(skip)]
    pub why_said: Option<crate::says::Said>,
}

/// A meld put down this hand, valued.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct ValuedMeld {
    /// Set or run.
    pub kind: MeldKind,
    /// Its cards in display order (runs ascending), valued.
    pub cards: Vec<ValuedCard>,
    /// Sum of the card values.
    pub value: u32,
}

/// A lay-off, valued: only the cards laid off score for this seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct ValuedLayoff {
    /// The meld it went onto, as entered.
    pub onto: Vec<Card>,
    /// What each card of `onto` stands for (itself, or the card a joker takes the place of),
    /// so a joker in it reads "JK→7♣".
    pub onto_stands_for: Vec<Card>,
    /// The meld after the lay-off, in display order, with what each joker stands for (what
    /// was checked).
    pub result: Meld,
    /// The cards laid off, valued where they landed.
    pub cards: Vec<ValuedCard>,
    /// Sum of the laid-off card values.
    pub value: u32,
}

/// One seat's hand, explained.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Rummy500Seat {
    /// Melds put down this hand.
    pub melds: Vec<ValuedMeld>,
    /// Lay-offs made this hand.
    pub layoffs: Vec<ValuedLayoff>,
    /// Cards left in hand, valued (aces and jokers 15).
    pub hand: Vec<ValuedCard>,
    /// Value of the melds plus the lay-offs.
    pub melded: u32,
    /// Value of the cards left in hand.
    pub in_hand: u32,
    /// `melded − in_hand`.
    #[ts(type = "number")]
    pub score: i64,
}

/// A scored Rummy 500 hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Rummy500Outcome {
    /// Decks in play (0 when points were entered).
    pub decks: u8,
    /// Each seat's melds, lay-offs and hand (empty when points were entered).
    pub seats: Vec<Rummy500Seat>,
    /// One line per seat, for people.
    pub explanation: Vec<String>,
    /// The same lines as messages, for a reader in any language.
    #[serde(skip)]
    #[ts(skip)]
    pub said: Vec<crate::says::Said>,
}

/// Set or run, for people.
pub(super) fn kind_name(kind: MeldKind) -> crate::says::Said {
    crate::says::Said::new(match kind {
        MeldKind::Set => "r500-set",
        MeldKind::Run => "r500-run",
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hand_json_forms() {
        let h: Rummy500Hand = serde_json::from_str(
            r#"{"form":"cards","hands":["4C AS",""],"melds":[["7H 8H 9H"],[]],"layoffs":[[],[{"cards":"TH","onto":"7H 8H 9H"}]]}"#,
        )
        .unwrap();
        let Rummy500Hand::Cards(c) = &h else {
            panic!("{h:?}")
        };
        assert_eq!(c.layoffs[1][0].cards, "TH");
        let back = serde_json::to_value(&h).unwrap();
        assert_eq!(back["form"], "cards");
        let p: Rummy500Hand =
            serde_json::from_str(r#"{"form":"points","points":[35,-5]}"#).unwrap();
        assert!(matches!(p, Rummy500Hand::Points(e) if e.points.len() == 2));
        let bare: Rummy500Hand =
            serde_json::from_str(r#"{"form":"cards","hands":["","KS"]}"#).unwrap();
        assert!(matches!(bare, Rummy500Hand::Cards(c) if c.melds.is_empty()));
    }
}
