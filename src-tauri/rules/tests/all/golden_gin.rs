//! Golden test: every Gin Rummy worked example of RULES.md §1.8 (G1–G12) and the §1.7 errors,
//! from `tests/fixtures/gin_rummy.json`, driven straight through the rules crate.
//!
//! Each fixture case is a `cardtable batch` request; this driver answers it with the crate's
//! own API (the CLI's integration test feeds the same requests to the real binary) and checks
//! the expected fields. Lists of cards compare as sets; `messagePrefix` and
//! `explanationContains` match text.

use cardtable_rules::arrange::{arrange, best_discard};
use cardtable_rules::deck::check_copies;
use cardtable_rules::games::dispatch::{end_json, normalize_options};
use cardtable_rules::games::gin::{
    CardsEntry, CountsEntry, Gin, GinHand, GinOptions, GinOutcome, GinResult, Role,
};
use cardtable_rules::games::{Game, GameKind, PlayedHand, Scored, Table};
use cardtable_rules::meld::MeldRules;
use cardtable_rules::notation::{parse_cards, parse_token};
use cardtable_rules::{Card, Points, RuleError};
use serde_json::{json, Value};

const FIXTURE: &str = include_str!("../../../../tests/fixtures/gin_rummy.json");

fn s(v: &Value, key: &str) -> Option<String> {
    v.get(key).and_then(Value::as_str).map(str::to_string)
}

fn strings(cards: &[Card]) -> Vec<String> {
    cards.iter().map(Card::to_string).collect()
}

fn err_json(e: RuleError) -> Value {
    crate::fixture_support::said_everywhere(&e);
    json!({"ok": false, "error": {"kind": "validation", "code": e.code, "message": e.message}})
}

fn options(req: &Value) -> Result<GinOptions, RuleError> {
    let mut given = req.get("options").cloned().unwrap_or(json!({}));
    if let (Some(p), Some(map)) = (s(req, "preset"), given.as_object_mut()) {
        map.insert("preset".into(), json!(p));
    }
    let full = normalize_options(GameKind::GinRummy, &given)?;
    serde_json::from_value(full).map_err(|e| RuleError::new("E_BAD_OPTIONS", e.to_string()))
}

fn gin(req: &Value) -> Result<Value, RuleError> {
    let o = options(req)?;
    let hand = match s(req, "knocker") {
        Some(k) => GinHand::Cards(CardsEntry::from_text(
            &k,
            &s(req, "defender").unwrap_or_default(),
            s(req, "knockerMelds").as_deref(),
            s(req, "upcard").as_deref(),
            s(req, "layoffs").as_deref(),
        )?),
        None => GinHand::Counts(CountsEntry {
            knocker: 0,
            knocker_deadwood: req["knockerDeadwood"].as_i64().unwrap_or(0),
            defender_deadwood: req["defenderDeadwood"].as_i64().unwrap_or(0),
            big_gin: req["bigGin"].as_bool().unwrap_or(false),
            upcard: s(req, "upcard").and_then(|u| parse_token(&u)),
        }),
    };
    let table = Table {
        seats: 2,
        hand_index: 0,
        dealer: 1,
    };
    let scored: Scored<GinOutcome> = Gin::score(&o, &table, &hand)?;
    let out = &scored.outcome;
    // Points per seat agree with the outcome: the scorer's seat gets them, the other nothing.
    let total: Points = scored.points.iter().copied().sum();
    assert_eq!(total, out.points);
    let outcome = match out.result {
        GinResult::Knock => "knock",
        GinResult::Gin => "gin",
        GinResult::BigGin => "bigGin",
        GinResult::Undercut => "undercut",
        GinResult::Void => "void",
    };
    let winner = match out.winner {
        Some(Role::Knocker) => "knocker",
        Some(Role::Defender) => "defender",
        None => "none",
    };
    let melds = |m: &[cardtable_rules::meld::Meld]| -> Vec<Vec<String>> {
        m.iter().map(|m| strings(&m.cards)).collect()
    };
    let warnings: Vec<Value> = scored
        .warnings
        .iter()
        .map(|w| json!({"code": w.code, "message": w.message}))
        .collect();
    Ok(json!({
        "ok": true, "outcome": outcome,
        "knockerDeadwood": out.knocker_deadwood, "defenderDeadwood": out.defender_deadwood,
        "layoffs": out.layoffs.iter().map(|l| l.card.to_string()).collect::<Vec<_>>(),
        "points": out.points, "winner": winner, "doubled": out.doubled,
        "knockerMelds": melds(&out.knocker_melds), "defenderMelds": melds(&out.defender_melds),
        "explanation": out.explanation, "warnings": warnings,
    }))
}

fn arrange_op(req: &Value) -> Result<Value, RuleError> {
    let rules = MeldRules::gin();
    let cards = parse_cards(&s(req, "cards").unwrap_or_default())?;
    check_copies(&cards, rules.deck)?;
    let (a, discards) = match (cards.len(), best_discard(&cards, &rules)?) {
        (11, Some(choice)) => (choice.arrangement, Some(strings(&choice.best_discards))),
        _ => (arrange(&cards, &rules)?, None),
    };
    let mut v = json!({
        "ok": true, "deadwood": a.deadwood,
        "melds": a.melds.iter().map(|m| strings(&m.cards)).collect::<Vec<_>>(),
        "deadwoodCards": strings(&a.deadwood_cards.to_vec()),
    });
    if let Some(d) = discards {
        v["bestDiscards"] = json!(d);
    }
    Ok(v)
}

fn game_end(req: &Value) -> Result<Value, RuleError> {
    let hands: Vec<PlayedHand> = req["hands"]
        .as_array()
        .into_iter()
        .flatten()
        .enumerate()
        .map(|(i, h)| PlayedHand {
            dealer: i % 2,
            points: serde_json::from_value(h.clone()).unwrap_or_default(),
            redeal: false,
        })
        .collect();
    let end = end_json(GameKind::GinRummy, &req["options"], 2, &hands)?;
    Ok(
        json!({"ok": true, "over": end.over, "winners": end.winners, "explanation": end.explanation}),
    )
}

/// Sorted copy of a list of card strings, or of a list of such lists; anything else as is.
fn normal(v: &Value) -> Value {
    match v {
        Value::Array(items) if items.iter().all(Value::is_string) => {
            let mut c = items.clone();
            c.sort_by_key(|x| x.as_str().unwrap_or_default().to_ascii_lowercase());
            Value::Array(c)
        }
        Value::Array(items) if items.iter().all(Value::is_array) => {
            let mut c: Vec<Value> = items.iter().map(normal).collect();
            c.sort_by_key(|x| x.to_string().to_ascii_lowercase());
            Value::Array(c)
        }
        other => other.clone(),
    }
}

/// Checks that `got` has every expected field; returns the mismatches.
fn check(path: &str, expect: &Value, got: &Value, bad: &mut Vec<String>) {
    let Some(fields) = expect.as_object() else {
        return;
    };
    for (k, want) in fields {
        let p = format!("{path}.{k}");
        match k.as_str() {
            "messagePrefix" => {
                let m = got["message"].as_str().unwrap_or_default();
                if !m.starts_with(want.as_str().unwrap_or_default()) {
                    bad.push(format!("{p}: {m:?} does not start with {want}"));
                }
            }
            "explanationContains" => {
                for line in want.as_array().into_iter().flatten() {
                    let lines = got["explanation"].as_array().cloned().unwrap_or_default();
                    if !lines.contains(line) {
                        bad.push(format!("{p}: {line} not in {lines:?}"));
                    }
                }
            }
            _ if want.is_object() => check(&p, want, &got[k], bad),
            _ if want
                .as_array()
                .is_some_and(|a| a.iter().any(Value::is_object)) =>
            {
                let g = got[k].as_array().cloned().unwrap_or_default();
                let w = want.as_array().cloned().unwrap_or_default();
                if g.len() != w.len() {
                    bad.push(format!("{p}: {} items, expected {}", g.len(), w.len()));
                }
                for (i, (wi, gi)) in w.iter().zip(&g).enumerate() {
                    check(&format!("{p}[{i}]"), wi, gi, bad);
                }
            }
            _ => {
                if normal(want) != normal(&got[k]) {
                    bad.push(format!("{p}: got {}, expected {want}", got[k]));
                }
            }
        }
    }
}

#[test]
fn every_gin_example_of_rules_md() {
    let fixture: Value = serde_json::from_str(FIXTURE).expect("fixture is JSON");
    let cases = fixture["cases"].as_array().expect("cases");
    let mut failures = Vec::new();
    for case in cases {
        let id = case["id"].as_str().expect("id");
        let req = &case["request"];
        let got = match req["op"].as_str() {
            Some("gin") => gin(req),
            Some("arrange") => arrange_op(req),
            Some("game_end") => game_end(req),
            other => panic!("{id}: unknown op {other:?}"),
        }
        .unwrap_or_else(err_json);
        let mut bad = Vec::new();
        check(id, &case["expect"], &got, &mut bad);
        failures.extend(bad);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // Every worked example G1..G12 is present.
    for n in 1..=12 {
        let id = format!("G{n}");
        assert!(cases.iter().any(|c| c["id"] == id.as_str()), "{id} missing");
    }
}
