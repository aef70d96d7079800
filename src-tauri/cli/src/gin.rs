//! `cardtable gin` and the batch `"gin"` op: referee one Gin Rummy knock.
//!
//! Request: `{"op":"gin","knocker":"...","defender":"...","knockerMelds":"3s 4s 5s,7c 7d 7h",
//! "preset":"seed","upcard":"7s","layoffs":"8h th","options":{"undercutOnTie":false}}` (all but
//! the two hands optional; cards may also be given as arrays), or the counts form
//! `{"op":"gin","knockerDeadwood":6,"defenderDeadwood":20,"bigGin":false,"upcard":"7s"}`, or a
//! void hand `{"op":"gin","void":true}` (outcome `void`, 0 points, winner `none`).
//! Answer: `outcome` (`knock|gin|bigGin|undercut`), `knockerDeadwood`, `defenderDeadwood` (after
//! the best lay-offs), `layoffs` (cards), `points`, `winner` (`knocker|defender|none`), plus
//! `knockerMelds`, `knockerDeadwoodCards`, `defenderMelds`, `defenderDeadwoodCards`,
//! `knockLimit`, `doubled`, `explanation` and `warnings`.

use crate::batch::{Answer, Failure};
use cardtable_rules::games::dispatch::normalize_options;
use cardtable_rules::games::gin::{
    CardsEntry, CountsEntry, Gin, GinHand, GinOptions, GinOutcome, GinResult, Role,
};
use cardtable_rules::games::{Game, GameKind, Scored, Table};
use cardtable_rules::meld::Meld;
use cardtable_rules::notation::parse_token;
use cardtable_rules::says::{Arg, Said};
use cardtable_rules::Card;
use serde_json::{json, Map, Value};
use std::cell::RefCell;

/// A card-list field given as a string or an array of strings; `None` when absent or null.
pub fn text_field(request: &Value, key: &str) -> Result<Option<String>, Failure> {
    match request.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.clone())),
        Some(Value::Array(items)) => items
            .iter()
            .map(|i| i.as_str().map(str::to_string))
            .collect::<Option<Vec<_>>>()
            .map(|v| Some(v.join(" ")))
            .ok_or_else(|| bad_field(key)),
        Some(_) => Err(bad_field(key)),
    }
}

fn bad_field(key: &str) -> Failure {
    Failure::usage(
        "E_BAD_REQUEST",
        format!("\"{key}\" must be cards as a string (\"As 2s 3s\") or a list of strings."),
    )
}

/// Melds as `"M1,M2"` or as a list of melds (each a string or a list of cards).
fn melds_field(request: &Value) -> Result<Option<String>, Failure> {
    match request.get("knockerMelds") {
        Some(Value::Array(melds)) => {
            let mut parts = Vec::new();
            for m in melds {
                let wrapped = json!({ "m": m });
                parts.push(text_field(&wrapped, "m")?.ok_or_else(|| bad_field("knockerMelds"))?);
            }
            Ok(Some(parts.join(",")))
        }
        _ => text_field(request, "knockerMelds"),
    }
}

/// The options: a named preset (default Seed) with `"options"` laid over it.
pub fn options(preset: Option<&str>, overrides: Option<&Value>) -> Result<GinOptions, Failure> {
    let mut given = match overrides {
        None | Some(Value::Null) => Map::new(),
        Some(Value::Object(m)) => m.clone(),
        Some(_) => {
            return Err(Failure::usage_said(
                "E_BAD_OPTIONS",
                Said::new("cli-options-not-object"),
            ))
        }
    };
    if let Some(p) = preset {
        given.insert(
            "preset".into(),
            Value::String(p.trim().to_ascii_lowercase()),
        );
    }
    let full = normalize_options(GameKind::GinRummy, &Value::Object(given))?;
    cardtable_rules::json_error::read_json(&full).map_err(|e| {
        Failure::usage_said(
            "E_BAD_OPTIONS",
            Said::new("cli-gin-options-unusable").arg("why", e.to_string()),
        )
    })
}

fn number(request: &Value, key: &str) -> Result<Option<u32>, Failure> {
    match request.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(v) => v
            .as_u64()
            .and_then(|n| u32::try_from(n).ok())
            .map(Some)
            .ok_or_else(|| {
                Failure::usage(
                    "E_BAD_REQUEST",
                    format!("\"{key}\" must be a whole number of points."),
                )
            }),
    }
}

/// The hand a request describes.
pub fn hand_of(request: &Value) -> Result<GinHand, Failure> {
    if request.get("void").and_then(Value::as_bool) == Some(true) {
        return Ok(GinHand::Void);
    }
    let upcard = text_field(request, "upcard")?;
    if let Some(knocker) = text_field(request, "knocker")? {
        let defender = text_field(request, "defender")?.ok_or_else(|| {
            Failure::usage(
                "E_BAD_REQUEST",
                "A gin request needs \"defender\" cards too.",
            )
        })?;
        let melds = melds_field(request)?;
        let layoffs = text_field(request, "layoffs")?;
        let entry = CardsEntry::from_text(
            &knocker,
            &defender,
            melds.as_deref(),
            upcard.as_deref(),
            layoffs.as_deref(),
        )?;
        return Ok(GinHand::Cards(entry));
    }
    let (Some(k), Some(d)) = (
        number(request, "knockerDeadwood")?,
        number(request, "defenderDeadwood")?,
    ) else {
        return Err(Failure::usage(
            "E_BAD_REQUEST",
            "A gin request needs \"knocker\" and \"defender\" cards, or \"knockerDeadwood\" and \"defenderDeadwood\".",
        ));
    };
    let upcard = match upcard.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(t) => Some(parse_token(t).ok_or_else(|| {
            Failure::from(cardtable_rules::RuleError::new(
                "E_INVALID_CARD",
                format!("'{t}' is not a card."),
            ))
        })?),
    };
    Ok(GinHand::Counts(CountsEntry {
        knocker: 0,
        knocker_deadwood: i64::from(k),
        defender_deadwood: i64::from(d),
        big_gin: request
            .get("bigGin")
            .and_then(Value::as_bool)
            .unwrap_or(false),
        upcard,
    }))
}

/// Scores a hand with the knocker in seat 0.
pub fn referee(options: &GinOptions, hand: &GinHand) -> Result<Scored<GinOutcome>, Failure> {
    let table = Table {
        seats: 2,
        hand_index: 0,
        dealer: 1,
    };
    Ok(Gin::score(options, &table, hand)?)
}

fn strings(cards: &[Card]) -> Vec<String> {
    cards.iter().map(Card::to_string).collect()
}

fn melds(melds: &[Meld]) -> Vec<Vec<String>> {
    melds.iter().map(|m| strings(&m.cards)).collect()
}

/// The public answer shape of a scored hand.
pub fn to_json(s: &Scored<GinOutcome>) -> Map<String, Value> {
    let o = &s.outcome;
    let outcome = match o.result {
        GinResult::Knock => "knock",
        GinResult::Gin => "gin",
        GinResult::BigGin => "bigGin",
        GinResult::Undercut => "undercut",
        GinResult::Void => "void",
    };
    let winner = match o.winner {
        Some(Role::Knocker) => "knocker",
        Some(Role::Defender) => "defender",
        None => "none",
    };
    let layoffs: Vec<String> = o.layoffs.iter().map(|l| l.card.to_string()).collect();
    let warnings: Vec<Value> = s
        .warnings
        .iter()
        .map(|w| json!({"code": w.code, "message": w.message}))
        .collect();
    let v = json!({
        "outcome": outcome,
        "knockerDeadwood": o.knocker_deadwood,
        "defenderDeadwood": o.defender_deadwood,
        "layoffs": layoffs,
        "points": o.points,
        "winner": winner,
        "knockerMelds": melds(&o.knocker_melds),
        "knockerDeadwoodCards": strings(&o.knocker_deadwood_cards),
        "defenderMelds": melds(&o.defender_melds),
        "defenderDeadwoodCards": strings(&o.defender_deadwood_cards),
        "knockLimit": o.knock_limit,
        "doubled": o.doubled,
        "explanation": o.explanation,
        "warnings": warnings,
    });
    match v {
        Value::Object(m) => m,
        _ => Map::new(),
    }
}

/// The scored hand for people, in the text output's language.
pub fn to_text(s: &Scored<GinOutcome>) -> String {
    use cardtable_rules::says::render;
    let lang = crate::lang();
    let o = &s.outcome;
    let who = match o.winner {
        Some(Role::Knocker) => Said::new("cli-gin-knocker-scores").arg("points", o.points),
        Some(Role::Defender) => Said::new("cli-gin-defender-scores").arg("points", o.points),
        None => Said::new("cli-gin-nobody-scores"),
    };
    let what = match o.result {
        GinResult::Knock => "cli-gin-knock",
        GinResult::Gin => "cli-gin-gin",
        GinResult::BigGin => "cli-gin-big-gin",
        GinResult::Undercut => "cli-gin-undercut",
        GinResult::Void => "cli-gin-void",
    };
    let mut out = render(&Said::new(what).arg("who", who), lang, &[]);
    out.push('\n');
    for line in &o.said {
        out.push_str(&format!("  {}\n", render(line, lang, &[])));
    }
    for w in &s.warnings {
        let warning = Said::new("cli-warning")
            .arg("code", w.code.clone())
            .arg("why", Arg::Said(w.said.clone()));
        out.push_str(&format!("{}\n", render(&warning, lang, &[])));
    }
    out
}

/// [`options`], remembering the last few answers: a batch repeats a handful of presets and
/// options line after line, and reading them is a JSON round trip through the rules'
/// normaliser.
fn options_cached(preset: Option<&str>, overrides: Option<&Value>) -> Result<GinOptions, Failure> {
    type Seen = Vec<(Option<String>, Option<Value>, GinOptions)>;
    /// Distinct options remembered (the oldest goes first).
    const KEEP: usize = 8;
    thread_local!(static SEEN: RefCell<Seen> = const { RefCell::new(Vec::new()) });
    SEEN.with(|seen| {
        if let Ok(seen) = seen.try_borrow() {
            let hit = seen
                .iter()
                .find(|(p, o, _)| p.as_deref() == preset && o.as_ref() == overrides);
            if let Some((_, _, opts)) = hit {
                return Ok(opts.clone());
            }
        }
        let opts = options(preset, overrides)?;
        if let Ok(mut seen) = seen.try_borrow_mut() {
            if seen.len() >= KEEP {
                seen.remove(0);
            }
            seen.push((preset.map(str::to_string), overrides.cloned(), opts.clone()));
        }
        Ok(opts)
    })
}

/// The hand a batch request describes, scored.
pub fn scored(request: &Value) -> Result<Scored<GinOutcome>, Failure> {
    let preset = request.get("preset").and_then(Value::as_str);
    let opts = options_cached(preset, request.get("options"))?;
    let hand = hand_of(request)?;
    referee(&opts, &hand)
}

/// The batch op.
pub fn answer(request: &Value) -> Answer {
    Ok(to_json(&scored(request)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn g2_through_the_op() {
        let req = json!({"op":"gin","knocker":"5H 6H 7H TC TD TS 2C 3C 4C 8S","defender":"8H TH AS AD AC JD QD KD 3D 2H"});
        let a = answer(&req).unwrap();
        assert_eq!(a["outcome"], "undercut");
        assert_eq!(
            (a["knockerDeadwood"].clone(), a["defenderDeadwood"].clone()),
            (json!(8), json!(5))
        );
        assert_eq!(
            (a["points"].clone(), a["winner"].clone()),
            (json!(28), json!("defender"))
        );
    }

    #[test]
    fn options_overlay_and_bad_presets() {
        let o = options(Some("Classic"), Some(&json!({"undercutOnTie": false}))).unwrap();
        assert_eq!((o.gin_bonus, o.undercut_on_tie), (20, false));
        assert_eq!(
            options(Some("hollywood"), None).unwrap_err().code,
            "E_BAD_OPTIONS"
        );
        assert_eq!(
            options(None, Some(&json!(3))).unwrap_err().code,
            "E_BAD_OPTIONS"
        );
        assert_eq!(options(None, None).unwrap(), GinOptions::seed());
        // The remembered options follow the request, line after line.
        let classic = options(Some("classic"), None).unwrap();
        let loose = options(None, Some(&json!({"undercutOnTie": false}))).unwrap();
        for _ in 0..2 {
            assert_eq!(options_cached(Some("classic"), None).unwrap(), classic);
            assert_eq!(options_cached(None, None).unwrap(), GinOptions::seed());
            assert_eq!(
                options_cached(None, Some(&json!({"undercutOnTie": false}))).unwrap(),
                loose
            );
            assert_eq!(
                options_cached(Some("hollywood"), None).unwrap_err().code,
                "E_BAD_OPTIONS"
            );
        }
    }

    #[test]
    fn array_forms_and_counts() {
        let req = json!({"knocker":["3S","4S","5S","8D","8C","8H","JH","QH","KH","2D"],
            "defender":"9C 9D 9S 4D 5D 6D KS QC 7C 3H",
            "knockerMelds":[["3s","4s","5s"],"8d 8c 8h","jh qh kh"]});
        let a = answer(&req).unwrap();
        assert_eq!(a["points"], 28);
        let c = answer(
            &json!({"knockerDeadwood":6,"defenderDeadwood":20,"upcard":"7s","preset":"oklahoma"}),
        )
        .unwrap();
        assert_eq!(c["points"], 28);
        assert_eq!(answer(&json!({"knocker": 5})).unwrap_err().kind, "usage");
        assert_eq!(answer(&json!({})).unwrap_err().code, "E_BAD_REQUEST");
        let v = answer(&json!({"void": true})).unwrap();
        assert_eq!(
            (
                v["outcome"].clone(),
                v["points"].clone(),
                v["winner"].clone()
            ),
            (json!("void"), json!(0), json!("none"))
        );
    }
}
