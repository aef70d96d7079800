//! Golden test: the RULES.md hand examples about melds and the optimal arrangement, from
//! `tests/fixtures/arrange.json` (G1-G10 hands, BH1-BH6, CR3/CR5/CR6, R5-3/R5-8, the §1.7 and
//! §3.4 meld errors). Each case names its RULES.md id; see the fixture's `format` field.

#![allow(clippy::unwrap_used, clippy::panic)] // test helpers: a malformed fixture should fail loudly

use cardtable_rules::arrange::{arrange, best_discard};
use cardtable_rules::meld::{validate_arrangement, validate_meld, AceMode, MeldError, MeldRules};
use cardtable_rules::notation::parse_cards;
use cardtable_rules::Card;
use serde_json::{json, Value};

const FIXTURE: &str = include_str!("../../../../tests/fixtures/arrange.json");

fn rules(req: &Value) -> MeldRules {
    let mut rules = match req["rules"].as_str().unwrap() {
        "gin" => MeldRules::gin(),
        "knock_rummy" => MeldRules::knock_rummy(),
        "basic_rummy" => MeldRules::basic_rummy(),
        "gamblers_rummy" => MeldRules::gamblers_rummy(),
        "boathouse" => MeldRules::boathouse(),
        "rummy_500" => MeldRules::rummy_500(),
        "continental" => MeldRules::continental(),
        other => panic!("unknown rules {other}"),
    };
    if let Some(mode) = req.get("aceMode").and_then(Value::as_str) {
        rules.ace_mode = match mode {
            "lowOnly" => AceMode::LowOnly,
            "lowOrHigh" => AceMode::LowOrHigh,
            "roundTheCorner" => AceMode::RoundTheCorner,
            other => panic!("unknown ace mode {other}"),
        };
    }
    rules
}

fn strings(cards: &[Card]) -> Value {
    json!(cards.iter().map(Card::to_string).collect::<Vec<_>>())
}

/// A refused meld as the batch answers it, once it is found said in every language.
fn failure(e: MeldError) -> Value {
    let e: cardtable_rules::RuleError = e.into();
    crate::fixture_support::said_everywhere(&e);
    json!({"ok": false, "error": {"code": e.code, "message": e.message}})
}

fn answer(req: &Value) -> Value {
    let rules = rules(req);
    let cards = parse_cards(req["cards"].as_str().unwrap()).unwrap();
    match req["op"].as_str().unwrap() {
        "arrange" => {
            let a = arrange(&cards, &rules).unwrap();
            let melds: Vec<Value> = a.melds.iter().map(|m| strings(&m.cards)).collect();
            let mut out = json!({"ok": true, "deadwood": a.deadwood, "melds": melds,
                "deadwoodCards": strings(&a.deadwood_cards.to_vec())});
            if req.get("discard") == Some(&json!(true)) {
                let d = best_discard(&cards, &rules).unwrap().unwrap();
                out["bestDiscards"] = strings(&d.best_discards);
                out["discardDeadwood"] = json!(d.deadwood);
            }
            out
        }
        "meld" => match validate_meld(&cards, &rules) {
            Ok(m) => json!({"ok": true, "kind": m.kind, "cards": strings(&m.cards),
                "standsFor": strings(&m.stands_for)}),
            Err(e) => failure(e),
        },
        "arrangement" => {
            let melds: Vec<Vec<Card>> = req["melds"]
                .as_str()
                .unwrap()
                .split(',')
                .map(|m| parse_cards(m).unwrap())
                .collect();
            match validate_arrangement(&melds, &cards, &rules) {
                Ok(a) => json!({"ok": true, "deadwood": a.deadwood,
                    "deadwoodCards": strings(&a.deadwood_cards.to_vec())}),
                Err(e) => failure(e),
            }
        }
        other => panic!("unknown op {other}"),
    }
}

/// Every key of `expect` matches `got` (objects recursively; everything else exactly).
fn matches(expect: &Value, got: &Value) -> bool {
    match expect {
        Value::Object(map) => map
            .iter()
            .all(|(k, v)| got.get(k).is_some_and(|g| matches(v, g))),
        _ => expect == got,
    }
}

#[test]
fn every_arrangement_example_of_rules_md() {
    let file: Value = serde_json::from_str(FIXTURE).unwrap();
    let cases = file["cases"].as_array().unwrap();
    assert!(cases.len() >= 30);
    let mut failed = Vec::new();
    for case in cases {
        let got = answer(&case["request"]);
        if !matches(&case["expect"], &got) {
            failed.push(format!(
                "{}: expected {} got {}",
                case["id"], case["expect"], got
            ));
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}
