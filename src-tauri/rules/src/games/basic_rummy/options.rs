//! Basic Rummy's knobs (RULES.md §3.2, §3.3, §11.6) and its two presets, Basic (the seed) and
//! Classic Rum.

use serde::{Deserialize, Serialize};

/// Basic Rummy options. Missing fields in stored JSON take the seed (Basic) values.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase", default)]
pub struct BasicRummyOptions {
    /// Settle each hand as payments (Classic Rum): each loser pays the winner their count, and
    /// the hand sums to zero. Off (Basic): the winner scores the total and the others 0.
    pub settlement: bool,
    /// Going rummy (out in one turn, with nothing melded before) doubles the hand (§3.3: off in
    /// Basic, on in Classic).
    pub rummy_double: bool,
    /// A hand may end with nobody out (Basic's stock rule: the pile is turned over once). Off
    /// when the stock is reshuffled without limit (seed 004) or turned over without limit
    /// (Classic): then every hand needs a winner (`E_NOBODY_OUT_NOT_ALLOWED`).
    pub nobody_out: bool,
    /// The game ends after the hand in which a total reaches this (100 suggested; none: no
    /// target).
    pub target: Option<u32>,
    /// The game ends after this many deals (none: no limit).
    pub deals: Option<u32>,
    /// Round each share of a split pot down to a whole number (§0.4 option; default exact).
    pub floor: bool,
}

impl Default for BasicRummyOptions {
    fn default() -> Self {
        Self::basic()
    }
}

impl BasicRummyOptions {
    /// Basic (seed 002/004, §11.6): the winner scores the cards left in the other hands, no
    /// rummy doubling, nobody-out allowed, target 100.
    pub fn basic() -> Self {
        Self {
            settlement: false,
            rummy_double: false,
            nobody_out: true,
            target: Some(100),
            deals: None,
            floor: false,
        }
    }

    /// Classic Rum (seed 003): each hand settled as payments, rummy pays double, the stock is
    /// turned over without limit (so somebody always goes out), no end set.
    pub fn classic() -> Self {
        Self {
            settlement: true,
            rummy_double: true,
            nobody_out: false,
            target: None,
            deals: None,
            floor: false,
        }
    }

    /// The named presets, the seed (Basic) first.
    pub fn presets() -> Vec<(&'static str, BasicRummyOptions)> {
        vec![("seed", Self::basic()), ("classic", Self::classic())]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_match_rules_3() {
        let b = BasicRummyOptions::default();
        assert!(!b.settlement && !b.rummy_double && b.nobody_out);
        assert_eq!(b.target, Some(100));
        let c = BasicRummyOptions::classic();
        assert!(c.settlement && c.rummy_double && !c.nobody_out);
        let partial: BasicRummyOptions = serde_json::from_str(r#"{"rummyDouble":true}"#).unwrap();
        assert_eq!(
            partial,
            BasicRummyOptions {
                rummy_double: true,
                ..BasicRummyOptions::basic()
            }
        );
    }
}
