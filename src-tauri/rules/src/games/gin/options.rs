//! Gin Rummy's knobs (RULES.md §1.6) and the four named presets (§11.4).
//!
//! Every number the scorer uses lives here: the knock limit, the Oklahoma upcard rules, the gin,
//! big gin and undercut bonuses, the tie rule, and the game-level target and bonuses. The
//! `Default` is the **Seed** preset.

use crate::card::{Card, Rank, Suit};
use serde::{Deserialize, Serialize};

/// What an ace turned up as the first upcard means in Oklahoma Gin.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub enum OklahomaAce {
    /// Only gin may end the hand (Bicycle; the default).
    GinOnly,
    /// The knock limit is 1.
    LimitOne,
}

/// How a shutout (the loser won no hand) changes the winner's final bonus (§1.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub enum Shutout {
    /// The game bonus becomes `shutout_game_bonus` (200) instead of `game_bonus` (§11.3).
    GameBonus,
    /// The winner's whole final total (hand points + game bonus + boxes) is doubled.
    DoubleTotal,
    /// The winner's hand points are doubled before the game bonus and boxes are added.
    DoubleHandPoints,
    /// No shutout rule.
    None,
}

/// Who deals the next hand (display only).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub enum DealerRule {
    /// The winner of the previous hand deals (classic).
    Winner,
    /// The deal alternates.
    Alternate,
}

/// Gin Rummy options. Missing fields in stored JSON take the Seed values.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase", default)]
pub struct GinOptions {
    /// Highest deadwood a knock may have (10; straight gin = 0). Ignored when `oklahoma` is on.
    pub knock_limit: u32,
    /// Oklahoma Gin: the first upcard sets the knock limit (A see `oklahoma_ace`, 2–9 pip,
    /// T/J/Q/K 10).
    pub oklahoma: bool,
    /// Oklahoma: what an ace upcard means.
    pub oklahoma_ace: OklahomaAce,
    /// Oklahoma: a spade upcard doubles the hand's points, bonuses included.
    pub spade_double: bool,
    /// Bonus for gin (25; classic 20).
    pub gin_bonus: u32,
    /// Big gin allowed: all 11 cards melded, no discard.
    pub big_gin: bool,
    /// Bonus for big gin (31 = 25 + 6 in modern apps; some use 50).
    pub big_gin_bonus: u32,
    /// Bonus for an undercut (25; classic 10).
    pub undercut_bonus: u32,
    /// A tie (K = D) counts as an undercut. Off: the knocker scores 0 and nobody wins the hand.
    pub undercut_on_tie: bool,
    /// Points per hand won, added at the end of the game (25; classic 20).
    pub box_bonus: u32,
    /// Hand points that end the game (100; Oklahoma 150).
    pub game_target: u32,
    /// Bonus for winning the game (100).
    pub game_bonus: u32,
    /// Shutout reading.
    pub shutout: Shutout,
    /// The game bonus on a shutout under [`Shutout::GameBonus`] (200).
    pub shutout_game_bonus: u32,
    /// Who deals next.
    pub next_dealer: DealerRule,
}

impl Default for GinOptions {
    fn default() -> Self {
        Self::seed()
    }
}

impl GinOptions {
    /// Seed: the defaults of RULES.md §1.6 (no big gin).
    pub fn seed() -> Self {
        Self {
            knock_limit: 10,
            oklahoma: false,
            oklahoma_ace: OklahomaAce::GinOnly,
            spade_double: false,
            gin_bonus: 25,
            big_gin: false,
            big_gin_bonus: 31,
            undercut_bonus: 25,
            undercut_on_tie: true,
            box_bonus: 25,
            game_target: 100,
            game_bonus: 100,
            shutout: Shutout::GameBonus,
            shutout_game_bonus: 200,
            next_dealer: DealerRule::Winner,
        }
    }

    /// Modern: Seed + big gin worth 31.
    pub fn modern() -> Self {
        Self {
            big_gin: true,
            ..Self::seed()
        }
    }

    /// Classic: gin 20, undercut 10, box 20, shutout 200, no big gin.
    pub fn classic() -> Self {
        Self {
            gin_bonus: 20,
            undercut_bonus: 10,
            box_bonus: 20,
            ..Self::seed()
        }
    }

    /// Oklahoma: Seed + the upcard sets the limit, an ace means gin only, spades double,
    /// target 150.
    pub fn oklahoma() -> Self {
        Self {
            oklahoma: true,
            oklahoma_ace: OklahomaAce::GinOnly,
            spade_double: true,
            game_target: 150,
            ..Self::seed()
        }
    }

    /// The named presets, Seed first.
    pub fn presets() -> Vec<(&'static str, GinOptions)> {
        vec![
            ("seed", Self::seed()),
            ("modern", Self::modern()),
            ("classic", Self::classic()),
            ("oklahoma", Self::oklahoma()),
        ]
    }

    /// The preset with this name (case-insensitive), if any.
    pub fn preset(name: &str) -> Option<GinOptions> {
        Self::presets()
            .into_iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name.trim()))
            .map(|(_, o)| o)
    }

    /// This hand's knock limit: `Some(n)` = knock with deadwood at most n; `None` = gin only
    /// (Oklahoma ace). Oklahoma needs the upcard, so `upcard` is only read then.
    pub fn limit_for(&self, upcard: Option<Card>) -> Limit {
        if !self.oklahoma {
            return Limit::Fixed(self.knock_limit);
        }
        match upcard {
            Some(Card::Standard(Rank::Ace, _)) => match self.oklahoma_ace {
                OklahomaAce::GinOnly => Limit::GinOnly,
                OklahomaAce::LimitOne => Limit::Upcard(1),
            },
            Some(Card::Standard(r, _)) => Limit::Upcard(r.pip_value()),
            Some(Card::Joker) | None => Limit::Missing,
        }
    }

    /// True when this hand's points are doubled (Oklahoma with a spade upcard).
    pub fn doubles(&self, upcard: Option<Card>) -> bool {
        self.oklahoma && self.spade_double && upcard.and_then(Card::suit) == Some(Suit::Spades)
    }
}

/// A hand's knock limit, and where it came from (for the messages).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Limit {
    /// The options' fixed limit.
    Fixed(u32),
    /// Oklahoma: set by the upcard.
    Upcard(u32),
    /// Oklahoma ace: only gin ends the hand.
    GinOnly,
    /// Oklahoma, but no usable upcard was entered.
    Missing,
}

impl Limit {
    /// The highest legal deadwood, if there is one.
    pub fn max(self) -> Option<u32> {
        match self {
            Limit::Fixed(n) | Limit::Upcard(n) => Some(n),
            Limit::GinOnly => Some(0),
            Limit::Missing => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_token;

    fn card(s: &str) -> Option<Card> {
        parse_token(s)
    }

    #[test]
    fn presets_match_rules_1_6() {
        let seed = GinOptions::default();
        assert_eq!(seed, GinOptions::seed());
        assert_eq!(
            (seed.gin_bonus, seed.undercut_bonus, seed.box_bonus),
            (25, 25, 25)
        );
        assert!(!seed.big_gin && seed.undercut_on_tie && !seed.oklahoma);
        assert!(GinOptions::modern().big_gin);
        assert_eq!(GinOptions::modern().big_gin_bonus, 31);
        let c = GinOptions::classic();
        assert_eq!((c.gin_bonus, c.undercut_bonus, c.box_bonus), (20, 10, 20));
        assert_eq!(c.shutout_game_bonus, 200);
        let o = GinOptions::oklahoma();
        assert!(o.oklahoma && o.spade_double && o.game_target == 150);
        assert_eq!(GinOptions::preset("Oklahoma"), Some(o));
        assert_eq!(GinOptions::preset("hollywood"), None);
    }

    #[test]
    fn oklahoma_limits_come_from_the_upcard() {
        let o = GinOptions::oklahoma();
        assert_eq!(o.limit_for(card("4d")), Limit::Upcard(4));
        assert_eq!(o.limit_for(card("Kc")), Limit::Upcard(10));
        assert_eq!(o.limit_for(card("Ah")), Limit::GinOnly);
        assert_eq!(o.limit_for(None), Limit::Missing);
        let one = GinOptions {
            oklahoma_ace: OklahomaAce::LimitOne,
            ..o.clone()
        };
        assert_eq!(one.limit_for(card("Ah")), Limit::Upcard(1));
        assert_eq!(GinOptions::seed().limit_for(card("4d")), Limit::Fixed(10));
        assert!(o.doubles(card("7s")) && !o.doubles(card("7h")));
        assert!(!GinOptions::seed().doubles(card("7s")));
    }

    #[test]
    fn partial_json_takes_seed_values() {
        let o: GinOptions = serde_json::from_str(r#"{"undercutOnTie":false}"#).unwrap();
        assert_eq!(
            o,
            GinOptions {
                undercut_on_tie: false,
                ..GinOptions::seed()
            }
        );
    }
}
