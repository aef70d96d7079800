//! Golden test: every Avalanche worked example of RULES.md §9.8 (AV1-AV7) and the error cases
//! in `tests/fixtures/avalanche.json`, answered through the rules crate: plays by `classify`,
//! deals by the `Deal` state machine (checking card conservation after every move), counts by
//! `check_counts`. Finished deals and counts are also priced through the app's path (the JSON
//! dispatch) to the same stored cards.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use crate::fixture_support;

use cardtable_rules::games::avalanche::{
    check_counts, classify, AvRank, AvalancheMove, AvalancheOptions, CountsEntry, Deal, Play,
};
use cardtable_rules::games::dispatch::score_json;
use cardtable_rules::games::{GameKind, Table};
use cardtable_rules::{Points, RuleError};
use fixture_support::{covers, failure, run};
use serde_json::{json, Value};

fn play_of(v: &Value) -> Result<Play, RuleError> {
    if let Some(cards) = v["cards"].as_str() {
        return Play::from_cards(cards);
    }
    let rank: AvRank = v["rank"].as_str().unwrap().parse()?;
    Ok(Play {
        count: v["count"].as_u64().unwrap() as u32,
        rank,
    })
}

fn options(request: &Value) -> AvalancheOptions {
    let mut o = AvalancheOptions::default();
    if let Some(p) = request["packs"].as_u64() {
        o.packs = p as u32;
    }
    if let Some(j) = request["jokers"].as_u64() {
        o.jokers = j as u32;
    }
    o
}

fn best(stored: &[u32]) -> Vec<usize> {
    let top = stored.iter().max().copied().unwrap_or(0);
    (0..stored.len()).filter(|&s| stored[s] == top).collect()
}

fn price(seats: usize, request: &Value, facts: Value, stored: &[u32]) {
    let o = options(request);
    let opts = json!({"packs": o.packs, "jokers": o.jokers});
    let table = Table {
        seats,
        hand_index: 0,
        dealer: seats - 1,
    };
    let priced = score_json(GameKind::Avalanche, &opts, &table, &facts).unwrap();
    let want: Vec<Points> = stored.iter().map(|&s| Points::from(i64::from(s))).collect();
    assert_eq!(priced.points, want, "{facts}");
}

fn answer(request: &Value) -> Value {
    let out = match request["op"].as_str().unwrap() {
        "avalanche_play" => (|| {
            let previous = match &request["previous"] {
                Value::Null => None,
                p => Some(play_of(p)?),
            };
            let kind = classify(previous, play_of(&request["play"])?);
            Ok(json!({"ok": true, "kind": kind}))
        })(),
        "avalanche_round" => (|| {
            let seats = request["players"].as_u64().unwrap() as usize;
            let first = request["first"].as_u64().unwrap_or(0) as usize;
            let names: Vec<String> =
                serde_json::from_value(request.get("names").cloned().unwrap_or(json!([]))).unwrap();
            let moves: Vec<AvalancheMove> =
                serde_json::from_value(request["moves"].clone()).unwrap();
            let deck = options(request).deck_size();
            let mut d = Deal::start(seats, deck, first, &names)?;
            for m in &moves {
                d.apply(m)?;
                assert_eq!(d.accounted(), u64::from(deck), "cards conserved");
            }
            if d.over {
                let facts = json!({"form": "plays", "first": first, "moves": moves});
                price(seats, request, facts, &d.stored);
            }
            let steps: Vec<_> = d.steps.iter().map(|(_, s)| s).collect();
            Ok(json!({
                "ok": true,
                "kinds": steps.iter().map(|s| s.kind).collect::<Vec<_>>(),
                "steps": steps,
                "stored": d.stored,
                "removed": d.removed,
                "hands": d.hands,
                "deck": d.deck,
                "onTable": d.on_table(),
                "turn": d.turn,
                "canSnowfall": d.can_snowfall(),
                "over": d.over,
                "winners": if d.over { best(&d.stored) } else { vec![] },
            }))
        })(),
        "avalanche_counts" => (|| {
            let entry = CountsEntry {
                stored: serde_json::from_value(request["stored"].clone()).unwrap(),
                removed: request["removed"].as_u64().unwrap() as u32,
                last: serde_json::from_value(request["last"].clone()).unwrap(),
                on_table: request["onTable"].as_u64().unwrap_or(0) as u32,
            };
            let deck = options(request).deck_size();
            let stored = check_counts(entry.stored.len(), deck, &entry)?;
            let mut facts = serde_json::to_value(&entry).unwrap();
            facts["form"] = json!("counts");
            price(stored.len(), request, facts, &stored);
            Ok(json!({"ok": true, "stored": stored, "total": deck, "winners": best(&stored)}))
        })(),
        op => panic!("unexpected op {op}"),
    };
    out.unwrap_or_else(|e: RuleError| failure(&e))
}

#[test]
fn every_avalanche_example() {
    let ids = run("avalanche", answer);
    covers(&ids, &["AV1", "AV2", "AV3", "AV4", "AV5", "AV6", "AV7"]);
}
