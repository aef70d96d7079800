//! The batch ops of Avalanche: one play classified, one deal replayed play by play, and the
//! final counts of a deal checked. Every rule lives in `cardtable-rules`.
//!
//! - `{"op":"avalanche_play","previous":{"count":2,"rank":"7"},"play":{"count":3,"rank":"4"}}`
//!   → `{"ok":true,"kind":"grow"}`. `kind` is `grow`, `stop` or `fall` against the previous
//!   play (§9.2); `previous: null` (or absent): no avalanche moving, any play is `start`.
//!   `rank` is `2`–`9`, `T` or `10`, `J`, `Q`, `K`, `A` or `JK`, any case (a number is read
//!   as its digits); `count` is 1 or more (`E_AV_NO_CARDS`). A play may instead be given as
//!   its cards, `{"cards":"7h 7c"}` (`E_AV_MIXED_RANKS` when the ranks differ). An unknown
//!   rank is `E_INVALID_CARD`.
//! - `{"op":"avalanche_round","players":4,"first":0,"moves":[...]}`: one deal from the deal
//!   (10 cards each; optional `packs` 2 and `jokers` 6 set the deck, `names` the messages).
//!   A move is `{"move":"snowfall","seat":0}` or `{"move":"play","seat":0,"count":2,
//!   "rank":"7"}`. → `kinds` (each move's class, `null` for a snowfall), `steps` (per move:
//!   `kind`, `receiver` of a fall, `cards` that fell or were removed, `refill`, `last`),
//!   `stored`, `removed`, `hands`, `deck`, `onTable`, `turn`, `canSnowfall`, `over`, and
//!   `winners` (most stored cards, ties shared) once the deal is over, else `[]`.
//!   Errors `E_AV_SNOWFALL_ACTIVE`, `E_AV_SNOWFALL_EMPTY`, `E_AV_NOT_IN_HAND` (more cards
//!   than the hand holds), `E_AV_NOT_YOUR_TURN`, `E_AV_OUT`, `E_AV_GAME_OVER`,
//!   `E_PLAYER_COUNT`.
//! - `{"op":"avalanche_counts","stored":[30,25,18,22],"removed":11,"last":{"seat":3,"cards":4}}`
//!   (optional `onTable`, `packs`, `jokers`): the final counts of a deal, with the last
//!   player's hand added to their pile. → `stored`, `total` (the deck size they add up to) and
//!   `winners`; `E_AV_CONSERVATION` when they don't add up (AV7).

use crate::batch::{bad_request as usage, field, object, optional, Answer, Failure};
use cardtable_rules::games::avalanche::{
    check_counts, classify, AvRank, AvalancheMove, AvalancheOptions, CountsEntry, Deal, Play,
};
use cardtable_rules::ledger::verdict::{leaders, WinRule};
use cardtable_rules::{Points, RuleError};
use serde_json::{json, Value};

/// A play given as `{"count","rank"}` or `{"cards"}`.
fn play_of(value: &Value, key: &str) -> Result<Play, Failure> {
    if let Some(cards) = value.get("cards").and_then(Value::as_str) {
        return Ok(Play::from_cards(cards)?);
    }
    let count = value
        .get("count")
        .and_then(Value::as_u64)
        .ok_or_else(|| usage(format!("\"{key}\" needs a \"count\" of 1 or more.")))?;
    if count == 0 {
        return Err(RuleError::new("E_AV_NO_CARDS", "Play at least one card.").into());
    }
    let rank = match value.get("rank") {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Number(n)) => n.to_string(),
        _ => {
            return Err(usage(format!(
                "\"{key}\" needs a \"rank\", such as \"7\" or \"JK\"."
            )))
        }
    };
    let rank: AvRank = rank.parse().map_err(RuleError::from)?;
    Ok(Play {
        count: u32::try_from(count).unwrap_or(u32::MAX),
        rank,
    })
}

/// The `avalanche_play` op.
pub fn play(request: &Value) -> Answer {
    let previous = match request.get("previous") {
        None | Some(Value::Null) => None,
        Some(p) => Some(play_of(p, "previous")?),
    };
    let play = play_of(request.get("play").unwrap_or(&Value::Null), "play")?;
    object(json!({"kind": classify(previous, play)}))
}

fn options(request: &Value) -> Result<AvalancheOptions, Failure> {
    let mut o = AvalancheOptions::default();
    if let Some(p) = optional(request, "packs", "a number of packs")? {
        o.packs = p;
    }
    if let Some(j) = optional(request, "jokers", "a number of jokers")? {
        o.jokers = j;
    }
    Ok(o)
}

fn winners(stored: &[u32]) -> Vec<usize> {
    let totals: Vec<Points> = stored.iter().map(|&s| Points::from(i64::from(s))).collect();
    leaders(WinRule::highest(false), &totals)
}

/// The `avalanche_round` op.
pub fn round(request: &Value) -> Answer {
    let names: Vec<String> = optional(request, "names", "a list of names")?.unwrap_or_default();
    let players: usize = match optional(request, "players", "a number of players")? {
        Some(n) => n,
        None if !names.is_empty() => names.len(),
        None => return Err(usage("Give \"players\" (or \"names\").")),
    };
    let first: usize = optional(request, "first", "a seat")?.unwrap_or(0);
    let moves: Vec<AvalancheMove> = field(request, "moves", "a list of moves")?;
    let deck = options(request)?.deck_size();
    let d =
        Deal::replay(players, deck, first, &names, &moves).map_err(|(_, e)| RuleError::from(e))?;
    let steps: Vec<_> = d.steps.iter().map(|(_, s)| s).collect();
    object(json!({
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
        "winners": if d.over { winners(&d.stored) } else { Vec::new() },
    }))
}

/// The `avalanche_counts` op.
pub fn counts(request: &Value) -> Answer {
    let entry = CountsEntry {
        stored: field(request, "stored", "a list of stored-card counts")?,
        removed: field(request, "removed", "a number of cards")?,
        last: optional(request, "last", "{\"seat\":3,\"cards\":4}")?,
        on_table: optional(request, "onTable", "a number of cards")?.unwrap_or(0),
    };
    let deck = options(request)?.deck_size();
    let stored = check_counts(entry.stored.len(), deck, &entry).map_err(RuleError::from)?;
    object(json!({"stored": stored, "total": deck, "winners": winners(&stored)}))
}
