//! Golden test: every Rummy 500 worked example of RULES.md §5.5 (R5-1..R5-8), the §5.4
//! errors and the CLI-RUMMY.md example in `tests/fixtures/rummy_500.json`, through the JSON
//! dispatch (and, for the issue-10 cases, the arrangement solver).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use crate::fixture_support;

use cardtable_rules::arrange::arrange;
use cardtable_rules::games::dispatch::score_json;
use cardtable_rules::games::rummy_500::rules_for;
use cardtable_rules::games::{GameKind, Table};
use cardtable_rules::notation::parse_cards;
use cardtable_rules::RuleError;
use fixture_support::{covers, failure, run};
use serde_json::{json, Value};

fn arrange_op(request: &Value) -> Value {
    let cards = parse_cards(request["cards"].as_str().unwrap()).unwrap();
    match arrange(&cards, &rules_for(1)) {
        Ok(a) => json!({"ok": true, "deadwood": a.deadwood}),
        Err(e) => failure(&RuleError::from(e)),
    }
}

fn answer(request: &Value) -> Value {
    match request["op"].as_str() {
        Some("game_end") => return fixture_support::end::answer(GameKind::Rummy500, request),
        Some("arrange") => return arrange_op(request),
        _ => {}
    }
    let mut options = json!({});
    for key in ["decks", "jokerValue"] {
        if let Some(v) = request.get(key) {
            options[key] = v.clone();
        }
    }
    let mut facts = json!({"form": "cards", "hands": request["hands"]});
    for key in ["melds", "layoffs"] {
        if let Some(v) = request.get(key) {
            facts[key] = v.clone();
        }
    }
    let seats = request["hands"].as_array().map_or(0, Vec::len);
    let table = Table {
        seats,
        hand_index: 0,
        dealer: 0,
    };
    match score_json(GameKind::Rummy500, &options, &table, &facts) {
        Ok(s) => {
            let seats = s.outcome.to_value()["seats"]
                .as_array()
                .cloned()
                .unwrap_or_default();
            json!({
                "ok": true,
                "scores": s.points,
                "melded": seats.iter().map(|l| l["melded"].clone()).collect::<Vec<_>>(),
                "inHand": seats.iter().map(|l| l["inHand"].clone()).collect::<Vec<_>>(),
            })
        }
        Err(e) => failure(&e),
    }
}

#[test]
fn every_rummy_500_example() {
    let ids = run("rummy_500", answer);
    covers(
        &ids,
        &[
            "R5-1", "R5-2", "R5-3", "R5-4", "R5-5", "R5-6", "R5-7", "R5-8",
        ],
    );
}
