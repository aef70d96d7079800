//! Golden test: every Oh Heck! worked example of RULES.md §6.4 (OH1-OH8) and the error cases
//! in `tests/fixtures/oh_heck.json`, answered through the app's path: the JSON dispatch with
//! the hand placed in the schedule where its size falls.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use crate::fixture_support;

use cardtable_rules::games::dispatch::score_json;
use cardtable_rules::games::oh_heck::{schedule, OhHeckSchedule};
use cardtable_rules::games::{GameKind, Table};
use fixture_support::{covers, failure, run};
use serde_json::{json, Value};

fn answer(request: &Value) -> Value {
    let bids = request["bids"].as_array().cloned().unwrap_or_default();
    let seats = bids.len();
    let plan = schedule(OhHeckSchedule::DownUp, seats);
    // With a size but no index, play the first hand of the schedule that has that size.
    let hand_index = match (request.get("handIndex"), request.get("handSize")) {
        (Some(i), _) => i.as_u64().unwrap() as usize,
        (None, Some(h)) => {
            let h = h.as_u64().unwrap() as u32;
            plan.iter().position(|&s| s == h).unwrap_or(0)
        }
        (None, None) => 0,
    };
    let table = Table {
        seats,
        hand_index,
        dealer: seats.saturating_sub(1),
    };
    let mut options = json!({});
    if let Some(s) = request.get("scoring") {
        options["scoring"] = s.clone();
    }
    let facts = json!({
        "handSize": request.get("handSize"),
        "bids": request["bids"],
        "tricks": request["tricks"],
    });
    match score_json(GameKind::OhHeck, &options, &table, &facts) {
        Ok(s) => json!({
            "ok": true,
            "scores": s.points,
            "forbiddenDealerBid": s.outcome.to_value()["forbiddenDealerBid"],
            "handSize": s.outcome.to_value()["handSize"],
            "schedule": plan,
        }),
        Err(e) => failure(&e),
    }
}

#[test]
fn every_oh_heck_example() {
    let ids = run("oh_heck", answer);
    covers(
        &ids,
        &["OH1", "OH2", "OH3", "OH4", "OH5", "OH6", "OH7", "OH8"],
    );
}
