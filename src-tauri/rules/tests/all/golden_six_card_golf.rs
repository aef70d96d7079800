//! Golden test: every Six Card Golf worked example of RULES.md §7.4 (GF1-GF7) and the §7.3
//! errors in `tests/fixtures/six_card_golf.json`, through the typed referee (one layout may be
//! priced on its own) and, for a table of 2 or more, the JSON dispatch as well.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use crate::fixture_support;

use cardtable_rules::games::dispatch::score_json;
use cardtable_rules::games::six_card_golf::{GolfHand, GolfOptions, SixCardGolf};
use cardtable_rules::games::{GameKind, Table};
use fixture_support::{covers, failure, run};
use serde_json::{json, Value};

fn answer(request: &Value) -> Value {
    if request["op"] == "game_end" {
        return fixture_support::end::answer(GameKind::SixCardGolf, request);
    }
    let mut options = json!({});
    for key in ["packs", "negativePairOfTwos", "kingValue", "holes"] {
        if let Some(v) = request.get(key) {
            options[key] = v.clone();
        }
    }
    let typed: GolfOptions = serde_json::from_value(options.clone()).unwrap();
    let hand: GolfHand = serde_json::from_value(json!({"entries": request["layouts"]})).unwrap();
    let seats = hand.entries.len();
    let scored = SixCardGolf::score_hole(&typed, seats, &hand);
    if seats >= 2 {
        let table = Table {
            seats,
            hand_index: 0,
            dealer: 0,
        };
        let facts = json!({"entries": request["layouts"]});
        let via_dispatch = score_json(GameKind::SixCardGolf, &options, &table, &facts);
        assert_eq!(
            via_dispatch.map(|s| s.points),
            scored.clone().map(|s| s.points)
        );
    }
    match scored {
        Ok(s) => json!({
            "ok": true,
            "scores": s.points,
            "pairs": s.outcome.lines.iter().map(|l| l.pairs.clone()).collect::<Vec<_>>(),
            "columns": s.outcome.lines.iter().map(|l| l.columns.clone()).collect::<Vec<_>>(),
            "warnings": s.warnings,
        }),
        Err(e) => failure(&e),
    }
}

#[test]
fn every_golf_example() {
    let ids = run("six_card_golf", answer);
    covers(&ids, &["GF1", "GF2", "GF3", "GF4", "GF5", "GF6", "GF7"]);
}
