//! Golden test: every Skull & Roses worked example of RULES.md §8.5 (SK1-SK8) and the error
//! cases in `tests/fixtures/skull_and_roses.json`, answered through the rules crate: bids by
//! `check_bid`, rounds by the `Round` state machine, games by `track`. Every finished round is
//! also priced through the app's path (the JSON dispatch, the round's first player as the
//! hand's dealer), and every game is folded by the ledger, whose end rule must agree.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use crate::fixture_support;

use cardtable_rules::games::dispatch::score_json;
use cardtable_rules::games::skull_and_roses::{check_bid, log, track, Round, SkullMove};
use cardtable_rules::games::{GameKind, Table};
use cardtable_rules::ledger::{fold, StoredHand};
use cardtable_rules::Points;
use fixture_support::{covers, failure, run};
use serde_json::{json, Value};

fn names(request: &Value) -> Vec<String> {
    serde_json::from_value(request.get("names").cloned().unwrap_or(json!([]))).unwrap()
}

fn seats(request: &Value) -> usize {
    request["players"]
        .as_u64()
        .map(|n| n as usize)
        .or(request["cards"].as_array().map(Vec::len))
        .unwrap_or_else(|| names(request).len())
}

fn bid(request: &Value) -> Value {
    let stacks: Vec<u8> = serde_json::from_value(request["stacks"].clone()).unwrap();
    if !(3..=12).contains(&stacks.len()) {
        return failure(&cardtable_rules::games::skull_and_roses::SkullError::PlayerCount.into());
    }
    let total: u32 = stacks.iter().map(|&s| u32::from(s)).sum();
    let current = request["current"].as_u64().map(|c| c as u32);
    match check_bid(total, current, request["bid"].as_i64().unwrap()) {
        Ok(b) => json!({"ok": true, "final": b == total}),
        Err(e) => failure(&e.into()),
    }
}

fn round(request: &Value) -> Value {
    let seats = seats(request);
    let cards: Vec<u8> = request
        .get("cards")
        .map(|c| serde_json::from_value(c.clone()).unwrap())
        .unwrap_or_else(|| vec![4; seats]);
    let first = request["first"].as_u64().unwrap_or(0) as usize;
    let stacks: Option<Vec<u8>> = request
        .get("stacks")
        .map(|s| serde_json::from_value(s.clone()).unwrap());
    let moves: Vec<SkullMove> = serde_json::from_value(request["moves"].clone()).unwrap();
    let r = match Round::replay(&cards, first, stacks.as_deref(), &names(request), &moves) {
        Ok(r) => r,
        Err((_, e)) => return failure(&e.into()),
    };
    let result = r.result();
    let points = result.as_ref().map(|res| {
        let points: Vec<u32> = (0..seats)
            .map(|s| u32::from(res.success && res.challenger == s))
            .collect();
        // The app's path prices the same round to the same points.
        let facts = json!({"form": "round", "cards": cards, "stacks": stacks, "moves": moves});
        let table = Table {
            seats,
            hand_index: 0,
            dealer: first,
        };
        let priced = score_json(GameKind::SkullAndRoses, &json!({}), &table, &facts).unwrap();
        let want: Vec<Points> = points.iter().map(|&p| Points::from(i64::from(p))).collect();
        assert_eq!(priced.points, want, "{facts}");
        points
    });
    json!({
        "ok": true,
        "next": r.next(),
        "legal": r.legal_moves(),
        "stacks": r.stacks(),
        "revealed": r.revealed(),
        "passed": r.passed(),
        "log": log(&r, r.moves()),
        "result": result,
        "points": points,
    })
}

fn game(request: &Value) -> Value {
    let seats = seats(request);
    let first = request["first"].as_u64().unwrap_or(0) as usize;
    let rounds: Vec<Vec<SkullMove>> = serde_json::from_value(request["rounds"].clone()).unwrap();
    let t = match track(seats, first, &names(request), &rounds) {
        Ok(t) => t,
        Err(e) => return failure(&e.into()),
    };
    // The ledger, keeping one hand per finished round, reaches the same end and next starter.
    let mut cards = vec![4u8; seats];
    let mut dealer = first;
    let mut hands = Vec::new();
    for (i, (moves, res)) in rounds.iter().zip(&t.results).enumerate() {
        hands.push(StoredHand {
            id: i as i64 + 1,
            dealer,
            facts: json!({"form": "round", "cards": cards, "moves": moves}).into(),
            points: vec![],
            played_at: String::new(),
        });
        cards.clone_from(&res.cards_after);
        dealer = res.next_first.unwrap_or(dealer);
    }
    let s = fold(GameKind::SkullAndRoses, &json!({}), seats, first, &hands);
    assert_eq!(s.problems, 0);
    assert_eq!(s.over, t.standing.over);
    assert_eq!(s.winners, t.standing.winner.into_iter().collect::<Vec<_>>());
    let successes: Vec<Points> = t
        .standing
        .successes
        .iter()
        .map(|&n| Points::from(i64::from(n)))
        .collect();
    assert_eq!(s.totals, successes);
    if !s.over {
        assert_eq!(s.next_dealer, t.standing.first);
    }
    let st = t.standing;
    json!({
        "ok": true,
        "cards": st.cards,
        "successes": st.successes,
        "first": st.first,
        "over": st.over,
        "winner": st.winner,
        "explanation": st.explanation,
        "results": t.results,
        "round": t.round,
    })
}

fn answer(request: &Value) -> Value {
    match request["op"].as_str().unwrap() {
        "skull_bid" => bid(request),
        "skull_round" => round(request),
        "skull_game" => game(request),
        op => panic!("unexpected op {op}"),
    }
}

#[test]
fn every_skull_and_roses_example() {
    let ids = run("skull_and_roses", answer);
    covers(
        &ids,
        &["SK1", "SK2", "SK3", "SK4", "SK5", "SK6", "SK7", "SK8"],
    );
}
