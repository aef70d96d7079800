//! Answers a `game_end` fixture request through the JSON dispatch's end rule.

use super::failure;
use cardtable_rules::games::dispatch::end_json;
use cardtable_rules::games::{GameKind, PlayedHand};
use cardtable_rules::Points;
use serde_json::{json, Value};

/// `{"hands": [[points per seat], ...], "options": {...}}` → `{ok, over, winners}`.
pub fn answer(kind: GameKind, request: &Value) -> Value {
    let hands: Vec<Vec<Points>> = serde_json::from_value(request["hands"].clone()).unwrap();
    let seats = hands.first().map_or(0, Vec::len);
    let played: Vec<PlayedHand> = hands
        .into_iter()
        .enumerate()
        .map(|(i, points)| PlayedHand {
            dealer: i % seats,
            points,
            redeal: false,
        })
        .collect();
    let options = request.get("options").cloned().unwrap_or(json!({}));
    match end_json(kind, &options, seats, &played) {
        Ok(end) => json!({"ok": true, "over": end.over, "winners": end.winners}),
        Err(e) => failure(&e),
    }
}
