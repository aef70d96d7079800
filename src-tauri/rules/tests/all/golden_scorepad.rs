//! Golden test: the scorepad cases in `tests/fixtures/scorepad.json` (arithmetic entry, bad
//! input, player count, the three end rules), through the JSON dispatch.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use crate::fixture_support;

use cardtable_rules::games::dispatch::score_json;
use cardtable_rules::games::{GameKind, Table};
use fixture_support::{covers, failure, run};
use serde_json::{json, Value};

fn answer(request: &Value) -> Value {
    if request["op"] == "game_end" {
        return fixture_support::end::answer(GameKind::Scorepad, request);
    }
    let seats = request["points"].as_array().map_or(0, Vec::len);
    let table = Table {
        seats,
        hand_index: 0,
        dealer: 0,
    };
    let facts = json!({"points": request["points"]});
    match score_json(GameKind::Scorepad, &json!({}), &table, &facts) {
        Ok(s) => {
            let lines = s.outcome.to_value()["lines"]
                .as_array()
                .cloned()
                .unwrap_or_default();
            json!({
                "ok": true,
                "scores": s.points,
                "shown": lines.iter().map(|l| l["shown"].clone()).collect::<Vec<_>>(),
            })
        }
        Err(e) => failure(&e),
    }
}

#[test]
fn every_scorepad_case() {
    let ids = run("scorepad", answer);
    covers(&ids, &["SP1"]);
}
