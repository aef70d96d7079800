//! Golden test: every Continental Rummy worked example of RULES.md §4.2 (CR1..CR7), its
//! errors and the CLI-RUMMY.md examples in `tests/fixtures/continental_rummy.json`, through
//! the JSON dispatch.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use crate::fixture_support;

use cardtable_rules::games::dispatch::score_json;
use cardtable_rules::games::{GameKind, Table};
use fixture_support::{covers, failure, run};
use serde_json::{json, Value};

fn answer(request: &Value) -> Value {
    if request["op"] == "game_end" {
        return fixture_support::end::answer(GameKind::ContinentalRummy, request);
    }
    let mut options = request.get("options").cloned().unwrap_or(json!({}));
    if let Some(v) = request.get("anyPartition") {
        options["anyPartition"] = v.clone();
    }
    let mut facts = match request.get("melds") {
        Some(m) => json!({"form": "melds", "melds": m}),
        None => json!({"form": "count", "jokers": request["jokers"]}),
    };
    facts["winner"] = request["winner"].clone();
    if let Some(d) = request.get("deuces") {
        facts["deuces"] = d.clone();
    }
    let table = Table {
        seats: request["players"].as_u64().unwrap() as usize,
        hand_index: 0,
        dealer: 0,
    };
    match score_json(GameKind::ContinentalRummy, &options, &table, &facts) {
        Ok(s) => json!({"ok": true, "jokers": s.outcome.to_value()["jokers"], "scores": s.points}),
        Err(e) => failure(&e),
    }
}

#[test]
fn every_continental_example() {
    let ids = run("continental_rummy", answer);
    covers(&ids, &["CR1", "CR2", "CR3", "CR4", "CR5", "CR6", "CR7"]);
}
