//! Checking the options a new game is created with (the "New game" setup screen, the CLI).
//!
//! Options are stored as given (a preset id plus the knobs changed over it) and read over the
//! preset by [`dispatch`](super::dispatch). Reading alone forgives too much for a game being
//! set up: an unknown key (a typo, or Gin's `target` for `gameTarget`) would be ignored and the
//! game would silently play to the wrong number. So [`check_new_options`] also refuses keys the
//! game does not have, and counts that could never end a game (a target, a number of deals,
//! hands or holes of zero). Every refusal is `E_BAD_OPTIONS` with a message for the table, or
//! the game's own code when its [`Game::check_options`](super::Game::check_options) refuses a
//! value it cannot play (Golf's `E_GOLF_HOLES`), the same check that runs for every hand.

use super::dispatch::{check_numbers, default_options, normalize_options};
use super::{GameKind, GameOptions};
use crate::error::RuleError;
use serde_json::Value;

/// Knobs that count something the game must reach or play through, so they must be at least 1.
const POSITIVE: [&str; 5] = ["gameTarget", "target", "deals", "holes", "hands"];

/// Checks options for a new game of `kind` and returns them complete (as the rules will read
/// them). `null` and `{}` are the seed preset. Refuses (`E_BAD_OPTIONS`) options that are not an
/// object, a preset the game does not have, a key the game does not have, a value of the wrong
/// type, and a target, number of deals, hands or holes below 1.
pub fn check_new_options(kind: GameKind, options: &Value) -> Result<Value, RuleError> {
    let full = normalize_options(kind, options)?;
    if let (Value::Object(given), Value::Object(known)) = (options, &full) {
        if let Some(key) = given
            .keys()
            .find(|k| k.as_str() != "preset" && !known.contains_key(k.as_str()))
        {
            return Err(bad(format!(
                "{} has no option called '{key}'.",
                kind.name()
            )));
        }
    }
    if let Value::Object(known) = &full {
        for key in POSITIVE {
            if let Some(v) = known.get(key) {
                if below_one(v) {
                    return Err(bad(format!(
                        "The option '{key}' of {} must be at least 1.",
                        kind.name()
                    )));
                }
            }
        }
        // The scorepad keeps its end rule in one object: `{kind: "target", points}` or
        // `{kind: "hands", count}`.
        if let Some(Value::Object(end)) = known.get("end") {
            for key in ["points", "count"] {
                if end.get(key).is_some_and(below_one) {
                    return Err(bad(format!(
                        "The end of a {} game must be at least 1 (hands or points).",
                        kind.name()
                    )));
                }
            }
        }
    }
    Ok(full)
}

/// A stored game's options (`{preset, ...the settings changed over it}`) as the rules read
/// them: the preset's id and the complete, typed options. Only reading must work here: a game
/// stored before a check was added still opens.
pub fn read_stored(kind: GameKind, stored: &Value) -> Result<(String, GameOptions), RuleError> {
    let preset = stored
        .get("preset")
        .and_then(Value::as_str)
        .unwrap_or("seed")
        .to_string();
    Ok((
        preset,
        GameOptions::read(kind, &normalize_options(kind, stored)?)?,
    ))
}

/// [`GameOptions`] as they arrive from outside, before they are checked: `{kind, options}`.
#[derive(Debug, Clone, serde::Deserialize)]
pub struct TaggedOptions {
    kind: GameKind,
    #[serde(default = "no_settings")]
    options: Value,
}

/// Options sent without settings: the game's defaults.
fn no_settings() -> Value {
    Value::Object(serde_json::Map::new())
}

impl<'de> serde::Deserialize<'de> for GameOptions {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let tagged = TaggedOptions::deserialize(d)?;
        GameOptions::try_from(tagged).map_err(serde::de::Error::custom)
    }
}

impl TryFrom<TaggedOptions> for GameOptions {
    type Error = String;

    /// The game's options, refusing a key the game does not have (a typo would otherwise be
    /// dropped and the game played by other rules). The preset is never inside the options (it
    /// travels beside them), so a `preset` key is refused like any other. What the values may
    /// be (a target of at least 1, Golf's holes) is the command's check, as for a new game.
    fn try_from(t: TaggedOptions) -> Result<Self, String> {
        if let (Value::Object(given), Value::Object(known)) = (&t.options, default_options(t.kind))
        {
            if let Some(key) = given.keys().find(|k| !known.contains_key(k.as_str())) {
                return Err(format!("{} has no option called '{key}'.", t.kind.name()));
            }
        }
        check_numbers(t.kind, &t.options).map_err(|e| e.message)?;
        GameOptions::of_kind(t.kind, &t.options)
            .map_err(|e| format!("The options for {} cannot be used: {e}.", t.kind.name()))
    }
}

/// True for a number below 1 (`null`, meaning "no limit", is fine; fractions as text too).
fn below_one(v: &Value) -> bool {
    v.as_f64().is_some_and(|n| n < 1.0)
}

fn bad(message: String) -> RuleError {
    RuleError::new("E_BAD_OPTIONS", message)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn code(kind: GameKind, o: Value) -> Option<&'static str> {
        check_new_options(kind, &o).err().map(|e| e.code)
    }

    #[test]
    fn presets_and_knobs_are_read_complete() {
        let o = check_new_options(GameKind::GinRummy, &json!({"preset": "oklahoma"})).unwrap();
        assert_eq!(
            (o["gameTarget"].clone(), o["oklahoma"].clone()),
            (json!(150), json!(true))
        );
        let o = check_new_options(
            GameKind::GinRummy,
            &json!({"preset": "classic", "gameTarget": 250}),
        )
        .unwrap();
        assert_eq!(
            (o["gameTarget"].clone(), o["ginBonus"].clone()),
            (json!(250), json!(20))
        );
        assert!(check_new_options(GameKind::BasicRummy, &json!({"target": 100})).is_ok());
        assert!(check_new_options(GameKind::Scorepad, &Value::Null).is_ok());
    }

    #[test]
    fn unknown_keys_wrong_types_and_zero_counts_are_refused() {
        let e = check_new_options(
            GameKind::GinRummy,
            &json!({"preset": "oklahoma", "target": 150}),
        );
        assert_eq!(
            e.map_err(|e| e.message),
            Err("Gin Rummy has no option called 'target'.".to_string())
        );
        assert_eq!(
            code(GameKind::GinRummy, json!({"preset": "hollywood"})),
            Some("E_BAD_OPTIONS")
        );
        assert_eq!(
            code(GameKind::GinRummy, json!({"gameTarget": "lots"})),
            Some("E_BAD_OPTIONS")
        );
        assert_eq!(
            code(GameKind::GinRummy, json!({"gameTarget": 0})),
            Some("E_BAD_OPTIONS")
        );
        // Golf's holes are checked by the game's own check, the one scoring runs too.
        assert_eq!(
            code(GameKind::SixCardGolf, json!({"holes": 0})),
            Some("E_GOLF_HOLES")
        );
        assert_eq!(
            code(GameKind::SixCardGolf, json!({"holes": 10})),
            Some("E_GOLF_HOLES")
        );
        assert_eq!(
            code(GameKind::SixCardGolf, json!({"packs": 9})),
            Some("E_GOLF_PACKS")
        );
        assert_eq!(
            code(GameKind::BasicRummy, json!({"hands": 0})),
            Some("E_BAD_OPTIONS")
        );
        assert_eq!(
            code(GameKind::BasicRummy, json!([1])),
            Some("E_BAD_OPTIONS")
        );
        let end = json!({"end": {"kind": "hands", "count": 0}});
        assert_eq!(code(GameKind::Scorepad, end), Some("E_BAD_OPTIONS"));
        assert_eq!(code(GameKind::BasicRummy, json!({"target": null})), None);
    }
}
