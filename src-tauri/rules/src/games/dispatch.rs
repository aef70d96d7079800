//! JSON dispatch: the one place that turns a stored [`GameKind`] plus JSON (options, entered
//! facts) into calls on that game's typed [`Game`] implementation.
//!
//! The store and the shell only ever hold JSON; this module deserialises it for the right game
//! and serialises the answer back. Bad JSON is a [`RuleError`] (`E_BAD_OPTIONS`, `E_BAD_HAND`),
//! never a panic. Options are read *over the defaults*: a stored `{}` is the seed preset, and a
//! stored `{"preset": "oklahoma", "target": 150}` starts from the named preset and changes one
//! knob, so options saved by an older version keep working when a knob is added.
//!
//! Adding a game: one arm in [`game_of`] (`GameKind::X => &Adapter::<x::X>::IT`) and, if it has
//! named presets, one arm in [`presets`]. Kinds without a referee yet score manually entered
//! per-seat points ([`manual::ManualPoints`]).

pub mod manual;

use super::{Game, GameEnd, GameKind, PlayedHand, Table};
use crate::error::{RuleError, Warning};
use crate::points::Points;
use serde::Serialize;
use serde_json::Value;
use std::marker::PhantomData;

/// One hand scored by [`score_json`]: points per seat, the game's explanation as JSON, warnings.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct ScoredJson {
    /// Points per seat, in seat order.
    pub points: Vec<Points>,
    /// The game's own `Outcome`, serialised.
    #[ts(type = "unknown")]
    pub outcome: Value,
    /// Legal but unusual choices worth telling the players about.
    pub warnings: Vec<Warning>,
}

/// A named preset of a game's options.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Preset {
    /// Stable id stored in the options as `"preset"`, e.g. `seed`, `oklahoma`.
    pub id: String,
    /// The full options of this preset.
    #[ts(type = "unknown")]
    pub options: Value,
}

/// Scores one hand of `kind` from its stored JSON.
pub fn score_json(
    kind: GameKind,
    options: &Value,
    table: &Table,
    facts: &Value,
) -> Result<ScoredJson, RuleError> {
    let options = resolve_options(kind, options)?;
    game_of(kind).score(kind, &options, table, facts)
}

/// A hand pricer for one game and its options: the options are read once, then
/// [`Pricer::price`] scores hands exactly as [`score_json`] would (the ledger prices a whole
/// game's history this way).
pub struct Pricer(Box<PriceFn>);

/// What a [`Pricer`] runs: score one hand at a place at the table.
type PriceFn = dyn Fn(&Table, &Value) -> Result<ScoredJson, RuleError>;

impl Pricer {
    /// Scores one hand, as [`score_json`] with this pricer's game and options.
    pub fn price(&self, table: &Table, facts: &Value) -> Result<ScoredJson, RuleError> {
        (self.0)(table, facts)
    }
}

/// The pricer for `kind` with `options`; `E_BAD_OPTIONS` if the options do not fit the game.
pub fn pricer(kind: GameKind, options: &Value) -> Result<Pricer, RuleError> {
    let options = resolve_options(kind, options)?;
    game_of(kind).pricer(kind, &options)
}

/// Applies the end rule of `kind` to the hands played so far.
pub fn end_json(
    kind: GameKind,
    options: &Value,
    seats: usize,
    hands: &[PlayedHand],
) -> Result<GameEnd, RuleError> {
    let options = resolve_options(kind, options)?;
    game_of(kind).end(kind, &options, seats, hands)
}

/// Who deals the next hand of `kind`.
pub fn next_dealer_json(
    kind: GameKind,
    options: &Value,
    seats: usize,
    first_dealer: usize,
    hands: &[PlayedHand],
) -> Result<usize, RuleError> {
    let options = resolve_options(kind, options)?;
    game_of(kind).next_dealer(kind, &options, seats, first_dealer, hands)
}

/// Whether Cardtable referees hands of `kind`, or the players enter each hand's points.
pub fn is_refereed(kind: GameKind) -> bool {
    game_of(kind).is_refereed()
}

/// The seed options of `kind`, complete (every knob spelled out).
pub fn default_options(kind: GameKind) -> Value {
    game_of(kind).default_options()
}

/// The named presets of `kind`, the seed preset first.
pub fn presets(kind: GameKind) -> Vec<Preset> {
    let seed = Preset {
        id: "seed".to_string(),
        options: default_options(kind),
    };
    // Games with several presets add an arm here.
    let more = match kind {
        GameKind::GinRummy => named(super::gin::GinOptions::presets()),
        GameKind::GiftRummy => named(super::gift_rummy::GiftRummyOptions::presets()),
        GameKind::OhHeck => named(super::oh_heck::OhHeckOptions::presets()),
        GameKind::SixCardGolf => named(super::six_card_golf::GolfOptions::presets()),
        GameKind::Scorepad => named(super::scorepad::ScorepadOptions::presets()),
        _ => Vec::new(),
    };
    std::iter::once(seed)
        .chain(more.into_iter().filter(|p| p.id != "seed"))
        .collect()
}

/// A game's `(id, options)` preset list as [`Preset`]s.
fn named<O: Serialize>(list: Vec<(&'static str, O)>) -> Vec<Preset> {
    list.into_iter()
        .map(|(id, o)| Preset {
            id: id.to_string(),
            options: serde_json::to_value(o).unwrap_or(Value::Null),
        })
        .collect()
}

/// Checks stored or entered options and returns them complete (defaults filled in), as the
/// game's own `Options` type serialises them; `E_BAD_OPTIONS` if they do not fit the game.
pub fn normalize_options(kind: GameKind, options: &Value) -> Result<Value, RuleError> {
    let merged = resolve_options(kind, options)?;
    game_of(kind).normalize(kind, &merged)
}

/// Checks entered facts for `kind` without scoring: `E_BAD_HAND` if they are not the shape the
/// game expects. (Scoring does this too; this is for callers that only store.)
pub fn parse_check(kind: GameKind, facts: &Value) -> Result<(), RuleError> {
    game_of(kind).parse_check(kind, facts)
}

/// The options as the game will read them: the named preset (or the seed) with the stored
/// keys laid over it.
fn resolve_options(kind: GameKind, options: &Value) -> Result<Value, RuleError> {
    let given = match options {
        Value::Null => return Ok(default_options(kind)),
        Value::Object(map) => map,
        _ => {
            return Err(RuleError::new(
                "E_BAD_OPTIONS",
                format!(
                    "The options for {} must be a set of named settings.",
                    kind.name()
                ),
            ))
        }
    };
    let preset_id = given.get("preset").and_then(Value::as_str);
    let mut base = match preset_id {
        None => default_options(kind),
        Some(id) => presets(kind)
            .into_iter()
            .find(|p| p.id == id)
            .map(|p| p.options)
            .ok_or_else(|| {
                RuleError::new(
                    "E_BAD_OPTIONS",
                    format!("{} has no preset called '{id}'.", kind.name()),
                )
            })?,
    };
    if let Value::Object(base_map) = &mut base {
        for (k, v) in given {
            if k != "preset" {
                base_map.insert(k.clone(), v.clone());
            }
        }
    }
    Ok(base)
}

/// A game's typed rules behind a JSON face. Implemented once, generically, by [`Adapter`].
trait JsonGame: Sync {
    fn pricer(&self, kind: GameKind, options: &Value) -> Result<Pricer, RuleError>;
    fn score(
        &self,
        kind: GameKind,
        options: &Value,
        table: &Table,
        facts: &Value,
    ) -> Result<ScoredJson, RuleError>;
    fn end(
        &self,
        kind: GameKind,
        options: &Value,
        seats: usize,
        hands: &[PlayedHand],
    ) -> Result<GameEnd, RuleError>;
    fn next_dealer(
        &self,
        kind: GameKind,
        options: &Value,
        seats: usize,
        first_dealer: usize,
        hands: &[PlayedHand],
    ) -> Result<usize, RuleError>;
    fn default_options(&self) -> Value;
    fn is_refereed(&self) -> bool;
    fn normalize(&self, kind: GameKind, options: &Value) -> Result<Value, RuleError>;
    fn parse_check(&self, kind: GameKind, facts: &Value) -> Result<(), RuleError>;
}

/// The JSON face of the game `G`.
struct Adapter<G>(PhantomData<fn() -> G>);

impl<G> Adapter<G> {
    /// The one value of this zero-sized adapter, for `&'static` references in [`game_of`].
    const IT: Adapter<G> = Adapter(PhantomData);
}

fn options_of<G: Game>(kind: GameKind, options: &Value) -> Result<G::Options, RuleError> {
    G::Options::deserialize(options).map_err(|e| {
        RuleError::new(
            "E_BAD_OPTIONS",
            format!("The options for {} are not valid: {e}.", kind.name()),
        )
    })
}

fn hand_of<G: Game>(kind: GameKind, facts: &Value) -> Result<G::Hand, RuleError> {
    G::Hand::deserialize(facts).map_err(|e| {
        RuleError::new(
            "E_BAD_HAND",
            format!("This is not a {} hand: {e}.", kind.name()),
        )
    })
}

use serde::Deserialize;

/// Scores one hand of `G` with options already read.
fn price<G: Game>(
    kind: GameKind,
    options: &G::Options,
    table: &Table,
    facts: &Value,
) -> Result<ScoredJson, RuleError> {
    let hand = hand_of::<G>(kind, facts)?;
    let scored = G::score(options, table, &hand)?;
    if scored.points.len() != table.seats {
        return Err(RuleError::new(
            "E_BAD_HAND",
            format!(
                "{} scored {} seats for a {}-seat game.",
                kind.name(),
                scored.points.len(),
                table.seats
            ),
        ));
    }
    let outcome = serde_json::to_value(&scored.outcome)
        .map_err(|e| RuleError::new("E_BAD_HAND", format!("Cannot show the outcome: {e}.")))?;
    Ok(ScoredJson {
        points: scored.points,
        outcome,
        warnings: scored.warnings,
    })
}

impl<G: Game + 'static> JsonGame for Adapter<G>
where
    G::Options: 'static,
{
    fn pricer(&self, kind: GameKind, options: &Value) -> Result<Pricer, RuleError> {
        let options = options_of::<G>(kind, options)?;
        Ok(Pricer(Box::new(move |table, facts| {
            price::<G>(kind, &options, table, facts)
        })))
    }

    fn score(
        &self,
        kind: GameKind,
        options: &Value,
        table: &Table,
        facts: &Value,
    ) -> Result<ScoredJson, RuleError> {
        let options = options_of::<G>(kind, options)?;
        price::<G>(kind, &options, table, facts)
    }

    fn end(
        &self,
        kind: GameKind,
        options: &Value,
        seats: usize,
        hands: &[PlayedHand],
    ) -> Result<GameEnd, RuleError> {
        Ok(G::end(&options_of::<G>(kind, options)?, seats, hands))
    }

    fn next_dealer(
        &self,
        kind: GameKind,
        options: &Value,
        seats: usize,
        first_dealer: usize,
        hands: &[PlayedHand],
    ) -> Result<usize, RuleError> {
        let options = options_of::<G>(kind, options)?;
        Ok(G::next_dealer(&options, seats, first_dealer, hands))
    }

    fn default_options(&self) -> Value {
        serde_json::to_value(G::Options::default()).unwrap_or(Value::Null)
    }

    fn is_refereed(&self) -> bool {
        G::REFEREED
    }

    fn normalize(&self, kind: GameKind, options: &Value) -> Result<Value, RuleError> {
        let typed = options_of::<G>(kind, options)?;
        serde_json::to_value(typed).map_err(|e| {
            RuleError::new(
                "E_BAD_OPTIONS",
                format!("The options for {} are not valid: {e}.", kind.name()),
            )
        })
    }

    fn parse_check(&self, kind: GameKind, facts: &Value) -> Result<(), RuleError> {
        hand_of::<G>(kind, facts).map(|_| ())
    }
}

/// The rules of `kind`. One arm per game; kinds with no referee yet use manual points.
fn game_of(kind: GameKind) -> &'static dyn JsonGame {
    use manual::ManualPoints;
    match kind {
        GameKind::GinRummy => &Adapter::<super::gin::Gin>::IT,
        GameKind::GiftRummy => &Adapter::<super::gift_rummy::GiftRummy>::IT,
        GameKind::OhHeck => &Adapter::<super::oh_heck::OhHeck>::IT,
        GameKind::SixCardGolf => &Adapter::<super::six_card_golf::SixCardGolf>::IT,
        GameKind::Scorepad => &Adapter::<super::scorepad::Scorepad>::IT,
        // No referee for these: players enter each seat's points (§3, §4, §5, §8, §9).
        GameKind::BasicRummy
        | GameKind::BoathouseRummy
        | GameKind::ContinentalRummy
        | GameKind::GamblersRummy
        | GameKind::KnockRummy
        | GameKind::Rummy500
        | GameKind::SkullAndRoses
        | GameKind::Avalanche => &Adapter::<ManualPoints>::IT,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn table(seats: usize) -> Table {
        Table {
            seats,
            hand_index: 0,
            dealer: 0,
        }
    }

    #[test]
    fn manual_kinds_score_entered_points() {
        let s = score_json(
            GameKind::KnockRummy,
            &json!({}),
            &table(3),
            &json!({"points": [10, "-5/2", 0]}),
        );
        let s = s.map(|s| s.points);
        assert_eq!(
            s,
            Ok(vec![
                Points::from(10),
                Points::ratio(-5, 2).unwrap_or_default(),
                Points::ZERO
            ])
        );
    }

    #[test]
    fn bad_json_is_a_coded_error_not_a_panic() {
        let cases = [
            (json!({}), json!("nonsense"), "E_BAD_HAND"),
            (json!({}), json!({"points": [1]}), "E_BAD_HAND"),
            (json!({}), json!({"points": ["x", 1, 2]}), "E_BAD_HAND"),
            (json!([1]), json!({"points": [1, 2, 3]}), "E_BAD_OPTIONS"),
            (
                json!({"target": "lots"}),
                json!({"points": [1, 2, 3]}),
                "E_BAD_OPTIONS",
            ),
            (
                json!({"preset": "nope"}),
                json!({"points": [1, 2, 3]}),
                "E_BAD_OPTIONS",
            ),
        ];
        for (options, facts, code) in cases {
            let got = score_json(GameKind::Rummy500, &options, &table(3), &facts);
            assert_eq!(got.map_err(|e| e.code), Err(code), "{options} {facts}");
        }
    }

    #[test]
    fn options_fill_in_defaults_and_keep_given_knobs() {
        let n = normalize_options(GameKind::BasicRummy, &json!({"target": 150}));
        assert_eq!(
            n.ok().and_then(|v| v.get("target").cloned()),
            Some(json!(150))
        );
        let d = normalize_options(GameKind::BasicRummy, &Value::Null);
        assert_eq!(d.ok(), Some(default_options(GameKind::BasicRummy)));
        assert_eq!(presets(GameKind::Avalanche)[0].id, "seed");
    }

    #[test]
    fn every_kind_dispatches() {
        for kind in GameKind::ALL {
            let opts = default_options(kind);
            assert!(opts.is_object(), "{kind}");
            assert!(normalize_options(kind, &json!({})).is_ok(), "{kind}");
            assert_eq!(
                next_dealer_json(kind, &json!({}), 4, 3, &[]),
                Ok(3),
                "{kind}"
            );
        }
    }
}
