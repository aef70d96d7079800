//! One Avalanche play (k cards of one rank) and its class against the play before it
//! (RULES.md §9.2): **grow** (more cards, or as many of an equal or higher rank), **stop** (as
//! many cards of a lower rank, when the previous play had 2 or more), **fall** (fewer cards, or
//! a lower single on a single). With no avalanche on the table any play **starts** one.
//! Suits don't matter; ranks run 2 < … < K < A < Joker, and jokers are not wild.

use crate::card::Card;
use crate::notation::parse_cards;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// A rank in Avalanche order: 2..=10, J 11, Q 12, K 13, A 14, Joker 15.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, ts_rs::TS)]
#[ts(type = "string")]
#[ts(rename = "AvalancheRank")]
pub struct AvRank(u8);

impl AvRank {
    /// The lowest rank, 2.
    pub const TWO: AvRank = AvRank(2);
    /// The joker, the highest rank.
    pub const JOKER: AvRank = AvRank(15);

    /// Every rank, lowest first.
    pub fn all() -> impl Iterator<Item = AvRank> {
        (2..=15).map(AvRank)
    }

    /// The rank of a card (a joker is the highest).
    pub fn of(card: Card) -> AvRank {
        match card.rank() {
            Some(r) if r.number() == 1 => AvRank(14),
            Some(r) => AvRank(r.number()),
            None => AvRank::JOKER,
        }
    }
}

impl fmt::Display for AvRank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            11 => f.write_str("J"),
            12 => f.write_str("Q"),
            13 => f.write_str("K"),
            14 => f.write_str("A"),
            15 => f.write_str("JK"),
            n => write!(f, "{n}"),
        }
    }
}

/// A rank that is not one of 2–10, T, J, Q, K, A, JK.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a rank: use 2–10, J, Q, K, A or JK.")]
pub struct BadRank(pub String);

impl crate::error::Coded for BadRank {
    fn code(&self) -> &'static str {
        "E_INVALID_CARD"
    }

    fn said(&self) -> Option<crate::says::Said> {
        Some(crate::says::Said::new("avalanche-error-rank").arg("token", self.0.as_str()))
    }
}

impl FromStr for AvRank {
    type Err = BadRank;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim().to_ascii_uppercase();
        let n = match t.as_str() {
            "T" | "10" => 10,
            "J" => 11,
            "Q" => 12,
            "K" => 13,
            "A" => 14,
            "JK" | "JOKER" => 15,
            d => match d.parse::<u8>() {
                Ok(n) if (2..=9).contains(&n) && d.len() == 1 => n,
                _ => return Err(BadRank(s.to_string())),
            },
        };
        Ok(AvRank(n))
    }
}

impl Serialize for AvRank {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for AvRank {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// k cards of one rank.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename = "AvalanchePlay")]
pub struct Play {
    /// How many cards (1 or more).
    pub count: u32,
    /// Their rank.
    pub rank: AvRank,
}

/// A play given as cards that are not all one rank.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("All cards in one play must be the same rank.")]
pub struct MixedRanks;

impl crate::error::Coded for MixedRanks {
    fn code(&self) -> &'static str {
        "E_AV_MIXED_RANKS"
    }

    fn said(&self) -> Option<crate::says::Said> {
        Some(crate::says::Said::new("avalanche-error-mixed-ranks"))
    }
}

impl Play {
    /// The play made of `cards` (e.g. `"7h 7c"`): all one rank, at least one card.
    pub fn from_cards(cards: &str) -> Result<Play, crate::RuleError> {
        let cards = parse_cards(cards)?;
        let first = cards.first().map(|&c| AvRank::of(c)).ok_or(MixedRanks)?;
        if cards.iter().any(|&c| AvRank::of(c) != first) {
            return Err(MixedRanks.into());
        }
        Ok(Play {
            count: u32::try_from(cards.len()).unwrap_or(u32::MAX),
            rank: first,
        })
    }
}

impl fmt::Display for Play {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}×{}", self.count, self.rank)
    }
}

/// The class of a play against the one before it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub enum PlayKind {
    /// No avalanche was on the table: this play starts one.
    Start,
    /// More cards, or as many of an equal or higher rank: the avalanche grows.
    Grow,
    /// As many cards (2 or more) of a lower rank: the avalanche is removed from the game.
    Stop,
    /// Fewer cards, or a lower single on a single: the avalanche falls on the previous player.
    Fall,
}

impl PlayKind {
    /// `start`, `grow`, `stop` or `fall`.
    pub fn word(self) -> &'static str {
        match self {
            PlayKind::Start => "start",
            PlayKind::Grow => "grow",
            PlayKind::Stop => "stop",
            PlayKind::Fall => "fall",
        }
    }
}

/// Classifies `play` against the immediately previous play (`None`: no avalanche moving).
pub fn classify(previous: Option<Play>, play: Play) -> PlayKind {
    let Some(p) = previous else {
        return PlayKind::Start;
    };
    if play.count > p.count || (play.count == p.count && play.rank >= p.rank) {
        PlayKind::Grow
    } else if play.count == p.count && p.count >= 2 {
        PlayKind::Stop
    } else {
        PlayKind::Fall
    }
}
