//! The batch `"score"` op for Oh Heck!, Six Card Golf, Gift Rummy and the scorepad, and the
//! `"game_end"` op that applies any game's end rule to a list of per-hand points. The rummy
//! family's `score` shapes are in [`crate::rummy`]. A request names its game by id or by a
//! name the game gives the batch (`Game::BATCH_NAMES`), looked up in the registry.
//!
//! One JSON request in, one JSON answer out; every rule lives in `cardtable-rules`. Shapes:
//! - `{"op":"score","game":"oh_heck","handSize":5,"bids":[2,1,1,0],"tricks":[2,1,2,0]}`: seats in
//!   bidding order, the dealer last (or `"handIndex"` instead of `"handSize"` to use the
//!   schedule); optional `"scoring"`, `"hook"`, `"schedule"` → `scores`,
//!   `forbiddenDealerBid` (or `null`), `handSize`, `schedule`.
//! - `{"op":"score","game":"six_card_golf","layouts":["KS 5H QD / 2C 5D JC", 18],"packs":1}`:
//!   a layout or a manual score per player; optional `negativePairOfTwos`, `kingValue`,
//!   `jokers`, `holes` → `scores`, `pairs` (0-based columns), `columns`, `warnings`.
//! - `{"op":"score","game":"gift_rummy","hands":[4 × 13 cards],"knockedAfterRound1":[...],
//!   "knockedAfterRound2":[...],"bonusClaimedBy":2,"counting":"independent"}` → `scores`, `breakdown`
//!   (`flush, sequences, sets, twentyOne, knockBonus` per seat) and `rounds` (who passes to whom).
//! - `{"op":"score","game":"scorepad","points":["12+7-3","-5","0"]}` → `scores`, `shown`.
//! - `rummy_500` and `continental` (also `continental_rummy`): see `rummy500.rs` and
//!   `continental.rs`.
//! - `{"op":"game_end","game":"six_card_golf","hands":[[35,35,40]],"options":{}}` → `over`,
//!   `winners` (0-based seats), `explanation`.
//!
//! Errors: `{"ok":false,"error":{"kind":"validation","code":"E_...","message":"..."}}` when the
//! rules reject the entry, kind `usage` when the request itself is malformed.

use cardtable_rules::games::dispatch::end_json;
use cardtable_rules::games::gift_rummy::{Counting, GiftRummy, GiftRummyHand, GiftRummyOptions};
use cardtable_rules::games::oh_heck::{
    schedule, OhHeck, OhHeckHand, OhHeckOptions, OhHeckSchedule, OhHeckScoring, Trump,
};
use cardtable_rules::games::scorepad::{PointsEntry, Scorepad, ScorepadHand, ScorepadOptions};
use cardtable_rules::games::six_card_golf::{GolfEntry, GolfHand, GolfOptions, SixCardGolf};
use cardtable_rules::games::{Game, GameKind, PlayedHand, Table, UnknownGame};
use cardtable_rules::{Points, RuleError};
use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde_json::{json, Map, Value};

use crate::batch::{Answer, Failure};

fn usage(message: impl Into<String>) -> Failure {
    Failure::usage("E_BAD_REQUEST", message)
}

/// The answer to one `score` or `game_end` request: its fields without `ok`, or why not.
pub fn answer(request: &Value) -> Answer {
    let game = request
        .get("game")
        .and_then(Value::as_str)
        .ok_or_else(|| usage("A score request needs a \"game\", such as \"oh_heck\"."))?;
    let ending = request.get("op").and_then(Value::as_str) == Some("game_end");
    // The game's id, or a name the game gives the batch besides (`classic_rum`, `boathouse`,
    // `continental`, see `Game::BATCH_NAMES`): the kind, with the preset the name stands for.
    let (kind, preset) = GameKind::from_batch_name(game).ok_or_else(|| {
        Failure::usage("E_UNKNOWN_GAME", UnknownGame(game.to_string()).to_string())
    })?;
    if ending {
        return game_end(kind, preset, request);
    }
    match kind {
        GameKind::OhHeck => oh_heck(request),
        GameKind::SixCardGolf => golf(request),
        GameKind::GiftRummy => gift_rummy(request),
        GameKind::Scorepad => scorepad(request),
        GameKind::ContinentalRummy => crate::continental::answer(request),
        GameKind::Rummy500 => crate::rummy500::answer(request),
        GameKind::BasicRummy => crate::rummy::basic(request, preset),
        GameKind::BoathouseRummy => crate::rummy::boathouse(request),
        GameKind::KnockRummy => crate::rummy::knock(request),
        GameKind::GamblersRummy => crate::rummy::gamblers(request),
        // Gin has its own op; the trackers have their own ops.
        GameKind::GinRummy | GameKind::SkullAndRoses | GameKind::Avalanche => Err(usage(format!(
            "The batch \"score\" op does not score {} hands.",
            kind.name()
        ))),
    }
}

fn parse<T: DeserializeOwned>(request: &Value) -> Result<T, Failure> {
    cardtable_rules::json_error::read_json(request)
        .map_err(|e| usage(format!("This request cannot be read: {e}.")))
}

/// The fields of a JSON object built with `json!`.
fn object(value: Value) -> Answer {
    match value {
        Value::Object(map) => Ok(map),
        other => Ok(Map::from_iter([("result".to_string(), other)])),
    }
}

fn points(list: &[Points]) -> Value {
    json!(list)
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct OhHeckRequest {
    hand_size: Option<u32>,
    hand_index: Option<usize>,
    bids: Vec<i64>,
    tricks: Vec<i64>,
    scoring: Option<OhHeckScoring>,
    hook: Option<bool>,
    schedule: Option<OhHeckSchedule>,
    trump: Option<Trump>,
}

fn oh_heck(request: &Value) -> Answer {
    let r: OhHeckRequest = parse(request)?;
    let defaults = OhHeckOptions::default();
    let options = OhHeckOptions {
        scoring: r.scoring.unwrap_or(defaults.scoring),
        hook: r.hook.unwrap_or(defaults.hook),
        schedule: r.schedule.unwrap_or(defaults.schedule),
        ..defaults
    };
    let seats = r.bids.len();
    let table = Table {
        seats,
        hand_index: r.hand_index.unwrap_or(0),
        dealer: seats.saturating_sub(1),
    };
    let hand = OhHeckHand {
        hand_size: r.hand_size,
        trump: r.trump,
        bids: r.bids,
        tricks: r.tricks,
    };
    let scored = match (r.hand_index, r.hand_size) {
        (Some(_), _) => OhHeck::score(&options, &table, &hand)?,
        (None, Some(size)) => {
            OhHeck::score_sized(&options, &table, size, &hand).map_err(RuleError::from)?
        }
        (None, None) => {
            return Err(usage(
                "An oh_heck request needs \"handSize\" or \"handIndex\".",
            ))
        }
    };
    object(json!({
        "scores": points(&scored.points),
        "forbiddenDealerBid": scored.outcome.forbidden_dealer_bid,
        "handSize": scored.outcome.hand_size,
        "schedule": schedule(options.schedule, seats),
    }))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct GolfRequest {
    layouts: Vec<GolfEntry>,
    packs: Option<u8>,
    negative_pair_of_twos: Option<bool>,
    king_value: Option<i64>,
    jokers: Option<bool>,
    holes: Option<u32>,
}

fn golf(request: &Value) -> Answer {
    let r: GolfRequest = parse(request)?;
    let d = GolfOptions::default();
    let options = GolfOptions {
        negative_pair_of_twos: r.negative_pair_of_twos.unwrap_or(d.negative_pair_of_twos),
        king_value: r.king_value.unwrap_or(d.king_value),
        jokers: r.jokers.unwrap_or(d.jokers),
        holes: r.holes.unwrap_or(d.holes),
        packs: r.packs,
        ..d
    };
    let seats = r.layouts.len();
    let hand = GolfHand { entries: r.layouts };
    let scored = SixCardGolf::score_hole(&options, seats, &hand)?;
    let lines = &scored.outcome.lines;
    object(json!({
        "scores": points(&scored.points),
        "pairs": lines.iter().map(|l| l.pairs.clone()).collect::<Vec<_>>(),
        "columns": lines.iter().map(|l| l.columns.clone()).collect::<Vec<_>>(),
        "packs": scored.outcome.packs,
        "warnings": scored.warnings,
    }))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct GiftRequest {
    hands: Vec<String>,
    #[serde(default)]
    knocked_after_round1: Vec<bool>,
    #[serde(default)]
    knocked_after_round2: Vec<bool>,
    bonus_claimed_by: Option<usize>,
    counting: Option<Counting>,
}

fn gift_rummy(request: &Value) -> Answer {
    let r: GiftRequest = parse(request)?;
    let options = GiftRummyOptions {
        counting: r.counting.unwrap_or_default(),
        ..GiftRummyOptions::default()
    };
    let hand = GiftRummyHand {
        hands: r.hands,
        knocked_after_round1: r.knocked_after_round1,
        knocked_after_round2: r.knocked_after_round2,
        bonus_claimed_by: r.bonus_claimed_by,
    };
    let scored = GiftRummy::score_deal(&options, &hand)?;
    let o = &scored.outcome;
    object(json!({
        "scores": points(&scored.points),
        "breakdown": o.lines.iter().map(|l| l.breakdown).collect::<Vec<_>>(),
        "rounds": o.rounds,
    }))
}

#[derive(Deserialize)]
struct ScorepadRequest {
    points: Vec<PointsEntry>,
}

fn scorepad(request: &Value) -> Answer {
    let r: ScorepadRequest = parse(request)?;
    let table = Table {
        seats: r.points.len(),
        hand_index: 0,
        dealer: 0,
    };
    let hand = ScorepadHand { points: r.points };
    let scored = Scorepad::score(&ScorepadOptions::default(), &table, &hand)?;
    let shown: Vec<&str> = scored
        .outcome
        .lines
        .iter()
        .map(|l| l.shown.as_str())
        .collect();
    object(json!({"scores": points(&scored.points), "shown": shown}))
}

#[derive(Deserialize)]
struct EndRequest {
    hands: Vec<Vec<Points>>,
    #[serde(default)]
    options: Value,
    seats: Option<usize>,
}

fn game_end(kind: GameKind, preset: Option<&str>, request: &Value) -> Answer {
    let mut r: EndRequest = parse(request)?;
    if let (Some(p), Value::Object(o)) = (preset, &mut r.options) {
        o.entry("preset").or_insert_with(|| json!(p));
    }
    if let (Some(p), Value::Null) = (preset, &r.options) {
        r.options = json!({ "preset": p });
    }
    let seats = r
        .seats
        .or_else(|| r.hands.first().map(Vec::len))
        .unwrap_or(0);
    if r.hands.iter().any(|h| h.len() != seats) {
        return Err(usage(format!(
            "Every hand needs points for all {seats} seats."
        )));
    }
    let played: Vec<PlayedHand> = r
        .hands
        .into_iter()
        .enumerate()
        .map(|(i, points)| PlayedHand {
            dealer: i % seats.max(1),
            points,
            redeal: false,
        })
        .collect();
    let end = end_json(kind, &r.options, seats, &played)?;
    let mut map = Map::new();
    map.insert("over".into(), json!(end.over));
    map.insert("winners".into(), json!(end.winners));
    map.insert("explanation".into(), json!(end.explanation));
    Ok(map)
}
