//! Golden test: the worked examples of Basic Rummy and Classic Rum (BR1-BR8), Boathouse
//! (BH1-BH6), Gambler's (GB1-GB6) and Knock Rummy (KR1-KR7), with the CLI-RUMMY.md examples
//! and the error cases, from `tests/fixtures/{basic,boathouse,gamblers,knock}_rummy.json`,
//! through the typed referees, and each scored hand once more through the JSON dispatch (the
//! stored-facts path the app uses), which must give the same points. Cases marked `cliOnly`
//! are malformed command lines the rules never see.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use crate::fixture_support;

use cardtable_rules::arrange::arrange;
use cardtable_rules::games::basic_rummy::{BasicRummy, BasicRummyOptions};
use cardtable_rules::games::boathouse_rummy::BoathouseRummy;
use cardtable_rules::games::dispatch::score_json;
use cardtable_rules::games::gamblers_rummy::GamblersRummy;
use cardtable_rules::games::knock_rummy::KnockRummy;
use cardtable_rules::games::rummy_family::RummySeatCount;
use cardtable_rules::games::{Game, GameKind, Scored, Table};
use cardtable_rules::meld::MeldRules;
use cardtable_rules::notation::parse_cards;
use cardtable_rules::{Card, Points, RuleError};
use fixture_support::{covers, failure, matches};
use serde::Serialize;
use serde_json::{json, Value};

/// A score as CLI-RUMMY.md writes it (an integer, or 4 decimals), computed here on its own.
fn number(p: Points) -> Value {
    match p.to_integer() {
        Some(i) => json!(i),
        None => {
            let (n, d) = p.parts();
            let x = (n as f64 / d as f64 * 10_000.0).round() / 10_000.0;
            json!(x)
        }
    }
}

fn table(seats: usize) -> Table {
    Table {
        seats,
        hand_index: 0,
        dealer: 0,
    }
}

/// The options a request's knobs make, as the stored JSON options of the game.
fn options(game: &str, request: &Value) -> Value {
    let mut o = match game {
        "classic_rum" => serde_json::to_value(BasicRummyOptions::classic()).unwrap(),
        _ => json!({}),
    };
    let knobs = [
        "rummyDouble",
        "floor",
        "penalty",
        "rummyBonus",
        "penaltyRecipients",
        "dealSize",
        "refusal",
    ];
    for k in knobs {
        if let Some(v) = request.get(k) {
            o[k] = v.clone();
        }
    }
    o
}

/// The stored facts (the `cards` form of the game's hand) a request describes.
fn facts(game: &str, request: &Value) -> Value {
    let mut f = json!({"form": "cards", "hands": request["hands"]});
    for k in ["winner", "knocker", "rummy", "oneTurnOut"] {
        if let Some(v) = request.get(k) {
            f[k] = v.clone();
        }
    }
    if game == "knock_rummy" && request.get("knocker").is_none() {
        f["knocker"] = Value::Null;
    }
    f
}

fn typed<G: Game>(
    options: &Value,
    facts: &Value,
    seats: usize,
    counts: impl Fn(&G::Outcome) -> &[RummySeatCount],
) -> Result<(Vec<Points>, Vec<u32>), RuleError>
where
    G::Outcome: Serialize,
{
    let o: G::Options = serde_json::from_value(options.clone()).unwrap();
    let h: G::Hand = serde_json::from_value(facts.clone()).unwrap();
    let s: Scored<G::Outcome> = G::score(&o, &table(seats), &h)?;
    let c = counts(&s.outcome).iter().map(|c| c.count).collect();
    Ok((s.points, c))
}

fn strings(cards: &[Card]) -> Value {
    json!(cards.iter().map(Card::to_string).collect::<Vec<_>>())
}

fn answer(request: &Value) -> Value {
    let game = request["game"].as_str().unwrap();
    match request["op"].as_str().unwrap() {
        "arrange" => {
            let rules = match game {
                "basic_rummy" => MeldRules::basic_rummy(),
                "gamblers_rummy" => MeldRules::gamblers_rummy(),
                "boathouse" => MeldRules::boathouse(),
                other => panic!("no meld rules for {other}"),
            };
            let a = arrange(
                &parse_cards(request["cards"].as_str().unwrap()).unwrap(),
                &rules,
            )
            .unwrap();
            let melds: Vec<Value> = a.melds.iter().map(|m| strings(&m.cards)).collect();
            return json!({"ok": true, "deadwood": a.deadwood, "melds": melds,
                "deadwoodCards": strings(&a.deadwood_cards.to_vec())});
        }
        "game_end" => {
            let (kind, preset) = match game {
                "classic_rum" => (GameKind::BasicRummy, Some("classic")),
                "boathouse" => (GameKind::BoathouseRummy, None),
                other => (other.parse().unwrap(), None),
            };
            let mut r = request.clone();
            if let Some(p) = preset {
                r["options"] = json!({"preset": p});
            }
            return fixture_support::end::answer(kind, &r);
        }
        _ => {}
    }
    let options = options(game, request);
    let facts = facts(game, request);
    let seats = request["hands"].as_array().unwrap().len();
    let (kind, scored) = match game {
        "basic_rummy" | "classic_rum" => (
            GameKind::BasicRummy,
            typed::<BasicRummy>(&options, &facts, seats, |o| &o.seats),
        ),
        "boathouse" => (
            GameKind::BoathouseRummy,
            typed::<BoathouseRummy>(&options, &facts, seats, |o| &o.seats),
        ),
        "gamblers_rummy" => (
            GameKind::GamblersRummy,
            typed::<GamblersRummy>(&options, &facts, seats, |o| &o.seats),
        ),
        "knock_rummy" => (
            GameKind::KnockRummy,
            typed::<KnockRummy>(&options, &facts, seats, |o| &o.seats),
        ),
        other => panic!("unknown game {other}"),
    };
    let via_dispatch = score_json(kind, &options, &table(seats), &facts);
    assert_eq!(
        via_dispatch.map(|s| s.points),
        scored.clone().map(|s| s.0),
        "{request}"
    );
    match scored {
        Ok((points, counts)) => {
            if game != "basic_rummy" {
                let sum: Points = points.iter().copied().sum();
                assert_eq!(sum, Points::ZERO, "settlement sums to zero: {request}");
            }
            let scores: Vec<Value> = points.into_iter().map(number).collect();
            json!({"ok": true, "scores": scores, "counts": counts})
        }
        Err(e) => failure(&e),
    }
}

fn run(name: &str, wanted: &[&str]) {
    let path = format!(
        "{}/../../tests/fixtures/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let file: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let mut failures = Vec::new();
    let mut ids = Vec::new();
    for case in file["cases"].as_array().unwrap() {
        let id = case["id"].as_str().unwrap().to_string();
        ids.push(id.clone());
        if case.get("cliOnly") == Some(&json!(true)) {
            continue;
        }
        let got = answer(&case["request"]);
        if !matches(&case["expect"], &got) {
            failures.push(format!("{id}: expected {} got {got}", case["expect"]));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    covers(&ids, wanted);
}

#[test]
fn basic_rummy_and_classic_rum() {
    run(
        "basic_rummy",
        &["BR1", "BR2", "BR3", "BR4", "BR5", "BR6", "BR7", "BR8"],
    );
}

#[test]
fn boathouse() {
    run(
        "boathouse_rummy",
        &["BH1", "BH2", "BH3", "BH4", "BH5", "BH6"],
    );
}

#[test]
fn gamblers_rummy() {
    run(
        "gamblers_rummy",
        &["GB1", "GB2", "GB3", "GB4", "GB5", "GB6"],
    );
}

#[test]
fn knock_rummy() {
    run(
        "knock_rummy",
        &["KR1", "KR2", "KR3", "KR4", "KR5", "KR6", "KR7"],
    );
}
