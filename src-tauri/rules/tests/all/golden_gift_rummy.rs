//! Golden test: every Gift Rummy worked example of RULES.md §2.5 (GR1-GR11, both countings)
//! and the §2.4 errors in `tests/fixtures/gift_rummy.json`, through the JSON dispatch.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use crate::fixture_support;

use cardtable_rules::games::dispatch::score_json;
use cardtable_rules::games::{GameKind, Table};
use fixture_support::{covers, failure, run};
use serde_json::{json, Value};

fn answer(request: &Value) -> Value {
    if request["op"] == "game_end" {
        return fixture_support::end::answer(GameKind::GiftRummy, request);
    }
    let mut options = json!({});
    if let Some(c) = request.get("counting") {
        options["counting"] = c.clone();
    }
    let mut facts = json!({"hands": request["hands"]});
    for key in ["knockedAfterRound1", "knockedAfterRound2", "bonusClaimedBy"] {
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
    match score_json(GameKind::GiftRummy, &options, &table, &facts) {
        Ok(s) => {
            let lines = s.outcome.to_value()["lines"]
                .as_array()
                .cloned()
                .unwrap_or_default();
            json!({
                "ok": true,
                "scores": s.points,
                "breakdown": lines.iter().map(|l| l["breakdown"].clone()).collect::<Vec<_>>(),
                "rounds": s.outcome.to_value()["rounds"],
            })
        }
        Err(e) => failure(&e),
    }
}

#[test]
fn every_gift_rummy_example() {
    let ids = run("gift_rummy", answer);
    let wanted = [
        "GR1", "GR2", "GR3", "GR4", "GR5", "GR6", "GR7", "GR8", "GR9", "GR10", "GR11",
    ];
    covers(&ids, &wanted);
}
