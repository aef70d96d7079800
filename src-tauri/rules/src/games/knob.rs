//! The knobs a game offers on its rules screen, as data: which setting of the options each one
//! changes (its path in the options' JSON), its label, what it takes (a number in a range, with
//! "none" for an open end; one of a few choices; on or off), its default and its current value.
//!
//! Each game declares its own knobs in its folder (`<game>/knobs.rs`, through
//! [`Game::knobs`](super::Game::knobs)); [`dispatch`](super::dispatch) fills in each knob's words
//! and the game's target, and the UI renders any game's knobs with one generic form. Nothing
//! about a knob is restated in TypeScript.

use serde::Serialize;
use serde_json::Value;

/// One knob of a game's rules screen, with its default and its current value.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Knob {
    /// Stable id on the rules screen (`"target"`), unique within the game.
    pub id: String,
    /// Where the setting sits in the options (`["gameTarget"]`, `["end", "points"]`).
    pub path: Vec<String>,
    /// Its label for people ("Play to").
    pub label: String,
    /// What it takes.
    pub kind: KnobKind,
    /// Its value in the game's seed options (`Options::default()`).
    pub default: Value,
    /// Its value in the options asked about.
    pub value: Value,
    /// Shown only while another setting has a given value (the scorepad's target only when
    /// it ends at a target); `None`: always shown.
    pub shown_when: Option<KnobWhen>,
    /// True for the total the game plays to (the chart draws it as a line).
    pub target: bool,
    /// One line for people about its current value (the game's `knob_words`).
    pub words: String,
    /// `words` as a message, for the reader's language (the game's `knob_words_said`).
    #[serde(skip)]
    #[ts(skip)]
    pub words_said: Option<crate::says::Said>,
}

/// What a knob takes.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum KnobKind {
    /// A whole number from `min` to `max` in steps of `step`; with `none`, it may also be
    /// left empty (JSON `null`), which `none` says in words ("No target").
    Number {
        /// Smallest value.
        #[ts(type = "number")]
        min: i64,
        /// Largest value.
        #[ts(type = "number")]
        max: i64,
        /// Step between values.
        #[ts(type = "number")]
        step: i64,
        /// What an empty value means, when it may be empty.
        none: Option<String>,
    },
    /// One of a few values.
    Choice {
        /// The values, in the order shown.
        choices: Vec<KnobChoice>,
    },
    /// On or off.
    Toggle,
}

/// One value of a choice knob.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct KnobChoice {
    /// The value at the knob's path when this choice is on.
    pub value: Value,
    /// Its words for people ("18 holes").
    pub label: String,
    /// When picking it replaces the whole setting the knob's path is in (the scorepad's
    /// `end` becomes `{kind: "hands", count: 10}`), that setting; `None`: only the value at
    /// the path changes.
    pub sets: Option<Value>,
}

/// "Shown while the setting at `path` is `equals`".
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct KnobWhen {
    /// Where the other setting sits in the options.
    pub path: Vec<String>,
    /// The value it must have.
    pub equals: Value,
}

/// The JSON of a value (a knob's default or current value); `null` if it cannot be written.
fn json<T: Serialize>(v: T) -> Value {
    serde_json::to_value(v).unwrap_or(Value::Null)
}

impl Knob {
    /// A knob on `path` (dot-free keys) with its default and current value; words are filled
    /// in by the dispatch from the game's `knob_words`.
    fn new<T: Serialize>(
        id: &str,
        path: &[&str],
        label: &str,
        kind: KnobKind,
        default: T,
        value: T,
    ) -> Knob {
        Knob {
            id: id.to_string(),
            path: path.iter().map(|k| k.to_string()).collect(),
            label: label.to_string(),
            kind,
            default: json(default),
            value: json(value),
            shown_when: None,
            target: false,
            words: String::new(),
            words_said: None,
        }
    }

    /// A whole number from `min` to `max` (step 1).
    pub fn number<T: Serialize>(
        id: &str,
        path: &[&str],
        label: &str,
        (min, max): (i64, i64),
        default: T,
        value: T,
    ) -> Knob {
        let kind = KnobKind::Number {
            min,
            max,
            step: 1,
            none: None,
        };
        Knob::new(id, path, label, kind, default, value)
    }

    /// A whole number from `min` to `max` that may be left empty, meaning `none` ("No
    /// target").
    pub fn optional<T: Serialize>(
        id: &str,
        path: &[&str],
        label: &str,
        (min, max, none): (i64, i64, &str),
        default: Option<T>,
        value: Option<T>,
    ) -> Knob {
        let kind = KnobKind::Number {
            min,
            max,
            step: 1,
            none: Some(none.to_string()),
        };
        Knob::new(id, path, label, kind, default, value)
    }

    /// One of `choices` (`(value, label)`).
    pub fn choice<T: Serialize, C: Serialize>(
        id: &str,
        path: &[&str],
        label: &str,
        choices: Vec<(C, &str)>,
        default: T,
        value: T,
    ) -> Knob {
        let choices = choices
            .into_iter()
            .map(|(v, label)| KnobChoice {
                value: json(v),
                label: label.to_string(),
                sets: None,
            })
            .collect();
        Knob::new(
            id,
            path,
            label,
            KnobKind::Choice { choices },
            default,
            value,
        )
    }

    /// On or off.
    pub fn toggle(id: &str, path: &[&str], label: &str, default: bool, value: bool) -> Knob {
        Knob::new(id, path, label, KnobKind::Toggle, default, value)
    }

    /// This knob is the total the game plays to.
    pub fn plays_to(mut self) -> Knob {
        self.target = true;
        self
    }

    /// This knob is shown only while the setting at `path` is `equals`.
    pub fn shown_when<T: Serialize>(mut self, path: &[&str], equals: T) -> Knob {
        self.shown_when = Some(KnobWhen {
            path: path.iter().map(|k| k.to_string()).collect(),
            equals: json(equals),
        });
        self
    }

    /// Picking choice `value` replaces the setting the knob's path is in with `sets`.
    pub fn choice_sets<C: Serialize, S: Serialize>(mut self, value: C, sets: S) -> Knob {
        let value = json(value);
        if let KnobKind::Choice { choices } = &mut self.kind {
            if let Some(c) = choices.iter_mut().find(|c| c.value == value) {
                c.sets = Some(json(sets));
            }
        }
        self
    }

    /// True when the knob is shown for `options` (the complete options as JSON).
    pub fn is_shown(&self, options: &Value) -> bool {
        self.shown_when
            .as_ref()
            .is_none_or(|w| value_at(options, &w.path) == Some(&w.equals))
    }

    /// Why `value` is not a value this knob takes, or `None` when it is one.
    pub fn refuses(&self, value: &Value) -> Option<String> {
        match &self.kind {
            KnobKind::Number {
                min,
                max,
                step,
                none,
            } => match value {
                Value::Null if none.is_some() => None,
                _ => match value.as_i64() {
                    Some(n) if n < *min || n > *max => {
                        Some(format!("{n} is outside {min} to {max}"))
                    }
                    Some(n) if (n - min) % step.max(&1) != 0 => {
                        Some(format!("{n} is not a step of {step} from {min}"))
                    }
                    Some(_) => None,
                    None => Some(format!("{value} is not a whole number")),
                },
            },
            KnobKind::Choice { choices } => (!choices.iter().any(|c| &c.value == value))
                .then(|| format!("{value} is not one of its choices")),
            KnobKind::Toggle => (!value.is_boolean()).then(|| format!("{value} is not on or off")),
        }
    }
}

/// The value at `path` in `options`, if there is one.
pub fn value_at<'a>(options: &'a Value, path: &[String]) -> Option<&'a Value> {
    path.iter().try_fold(options, |v, key| v.get(key))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn values_are_checked_against_the_kind() {
        let n = Knob::number("target", &["target"], "Play to", (1, 500), 100, 100);
        assert_eq!(n.refuses(&json!(250)), None);
        assert!(n.refuses(&json!(0)).is_some());
        assert!(n.refuses(&json!(null)).is_some());
        assert!(n.refuses(&json!("x")).is_some());
        let o = Knob::optional(
            "target",
            &["target"],
            "Play to",
            (1, 500, "No target"),
            Some(100),
            None,
        );
        assert_eq!(o.refuses(&json!(null)), None);
        assert_eq!(o.value, json!(null));
        let c = Knob::choice(
            "holes",
            &["holes"],
            "Holes",
            vec![(9, "9 holes"), (18, "18 holes")],
            9,
            18,
        );
        assert_eq!(c.refuses(&json!(18)), None);
        assert!(c.refuses(&json!(10)).is_some());
        let t = Knob::toggle("hook", &["hook"], "Dealer's hook", true, false);
        assert!(t.refuses(&json!(1)).is_some());
        assert_eq!(t.refuses(&json!(false)), None);
    }

    #[test]
    fn shown_when_reads_a_nested_setting() {
        let k = Knob::number("end-points", &["end", "points"], "", (1, 9), 1, 1)
            .shown_when(&["end", "kind"], "target");
        assert!(k.is_shown(&json!({"end": {"kind": "target", "points": 5}})));
        assert!(!k.is_shown(&json!({"end": {"kind": "open"}})));
        let c = Knob::choice(
            "end",
            &["end", "kind"],
            "",
            vec![("open", "Open"), ("hands", "Hands")],
            "open",
            "open",
        )
        .choice_sets("hands", json!({"kind": "hands", "count": 10}));
        let KnobKind::Choice { choices } = &c.kind else {
            panic!("a choice");
        };
        assert_eq!(choices[1].sets, Some(json!({"kind": "hands", "count": 10})));
        assert_eq!(choices[0].sets, None);
    }

    use crate::games::dispatch::{default_options, normalize_options, option_words, presets};
    use crate::games::GameKind;
    use crate::points::Points;

    /// The knobs of `kind` for `options` (stored form), words and all.
    fn knobs(kind: GameKind, options: Value) -> Vec<Knob> {
        option_words(kind, &options)
            .map(|w| w.knobs)
            .unwrap_or_default()
    }

    /// `options` with the value at `path` set to `v`.
    fn set_at(mut options: Value, path: &[String], v: Value) -> Value {
        let mut at = &mut options;
        for key in path {
            if !at.is_object() {
                *at = json!({});
            }
            at = &mut at[key.as_str()];
        }
        *at = v;
        options
    }

    #[test]
    fn every_default_is_the_seed_options_value() {
        for kind in GameKind::ALL {
            let seed = default_options(kind);
            let list = knobs(kind, json!({}));
            for k in &list {
                let at = value_at(&seed, &k.path).cloned().unwrap_or(Value::Null);
                assert_eq!(k.default, at, "{kind} {}", k.id);
                assert_eq!(k.value, k.default, "{kind} {}", k.id);
                assert!(!k.label.is_empty(), "{kind} {}", k.id);
                if k.is_shown(&seed) {
                    assert!(!k.words.is_empty(), "{kind} {} has no words", k.id);
                }
            }
            let mut ids: Vec<&str> = list.iter().map(|k| k.id.as_str()).collect();
            ids.sort_unstable();
            ids.dedup();
            assert_eq!(ids.len(), list.len(), "{kind}: knob ids are unique");
        }
    }

    #[test]
    fn every_preset_fits_the_knobs() {
        for kind in GameKind::ALL {
            for p in presets(kind) {
                let full = p.options.to_value();
                assert_eq!(p.options.kind(), kind);
                for k in knobs(kind, json!({"preset": p.id})) {
                    if !k.is_shown(&full) {
                        continue;
                    }
                    let at = value_at(&full, &k.path).cloned().unwrap_or(Value::Null);
                    assert_eq!(k.value, at, "{kind} {} {}", p.id, k.id);
                    assert_eq!(
                        k.refuses(&at),
                        None,
                        "{kind} preset {}: knob {}",
                        p.id,
                        k.id
                    );
                }
            }
        }
    }

    #[test]
    fn every_value_a_knob_offers_is_one_the_game_takes() {
        for kind in GameKind::ALL {
            let seed = default_options(kind);
            for k in knobs(kind, json!({})) {
                let tries: Vec<Value> = match &k.kind {
                    KnobKind::Number { min, max, none, .. } => {
                        let mut t = vec![json!(min), json!(max)];
                        if none.is_some() {
                            t.push(Value::Null);
                        }
                        t
                    }
                    KnobKind::Choice { choices } => {
                        choices.iter().map(|c| c.value.clone()).collect()
                    }
                    KnobKind::Toggle => vec![json!(true), json!(false)],
                };
                // A knob shown only while another setting has a value is tried with it.
                let base = match &k.shown_when {
                    Some(w) => set_at(seed.clone(), &w.path, w.equals.clone()),
                    None => seed.clone(),
                };
                for v in tries {
                    let mut o = set_at(base.clone(), &k.path, v.clone());
                    if let KnobKind::Choice { choices } = &k.kind {
                        if let Some(sets) = choices
                            .iter()
                            .find(|c| c.value == v)
                            .and_then(|c| c.sets.clone())
                        {
                            o = set_at(seed.clone(), &k.path[..k.path.len() - 1], sets);
                        }
                    }
                    let read = normalize_options(kind, &o);
                    assert!(read.is_ok(), "{kind} {} = {v}: {read:?}", k.id);
                    let again = knobs(kind, o.clone());
                    let same = again.iter().find(|a| a.id == k.id).map(|a| a.value.clone());
                    assert_eq!(same, Some(v.clone()), "{kind} {} reads back", k.id);
                }
            }
        }
    }

    #[test]
    fn every_game_with_a_target_offers_it_and_the_words_carry_it() {
        let with_target = [
            (GameKind::GinRummy, Some(100)),
            (GameKind::GiftRummy, Some(100)),
            (GameKind::BasicRummy, Some(100)),
            (GameKind::BoathouseRummy, None),
            (GameKind::ContinentalRummy, None),
            (GameKind::GamblersRummy, None),
            (GameKind::KnockRummy, None),
            (GameKind::Rummy500, Some(500)),
            (GameKind::Avalanche, None),
            (GameKind::Scorepad, None),
        ];
        for kind in GameKind::ALL {
            let list = knobs(kind, json!({}));
            let targets: Vec<&Knob> = list.iter().filter(|k| k.target).collect();
            let want = with_target.iter().find(|(k, _)| *k == kind);
            match want {
                None => assert!(targets.is_empty(), "{kind} has no target"),
                Some((_, seed_target)) => {
                    assert_eq!(targets.len(), 1, "{kind} offers its target");
                    let words = option_words(kind, &json!({})).map(|w| w.target);
                    assert_eq!(words, Ok(seed_target.map(Points::from)), "{kind}");
                }
            }
        }
        // A target set on the knob's path is the one the words carry, and the game reads it.
        for (kind, _) in with_target {
            let k = knobs(kind, json!({}))
                .into_iter()
                .find(|k| k.target)
                .unwrap_or_else(|| panic!("{kind}"));
            let mut o = set_at(default_options(kind), &k.path, json!(77));
            if kind == GameKind::Scorepad {
                o = json!({"end": {"kind": "target", "points": 77}});
            }
            let w = option_words(kind, &o).unwrap_or_else(|e| panic!("{kind}: {e:?}"));
            assert_eq!(w.target, Some(Points::from(77)), "{kind}");
        }
    }
}
