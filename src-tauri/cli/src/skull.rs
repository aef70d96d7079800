//! The batch ops of Skull & Roses: one bid checked against the table, one round replayed move
//! by move, a whole game replayed round by round. Every rule lives in `cardtable-rules`.
//!
//! - `{"op":"skull_bid","stacks":[2,1,2,1],"current":4,"bid":5}` → `{"ok":true,"final":false}`
//!   (SK1). `stacks`: face-down cards per seat, 0–4 each, 3–12 seats (`E_PLAYER_COUNT`);
//!   `current`: the bid to beat, or `null` for the opening bid; `final`: the bid equals the
//!   cards on the table. Errors `E_SK_BID_TOO_LOW`, `E_SK_NOT_HIGHER`, `E_SK_BID_TOO_HIGH`.
//! - `{"op":"skull_round","cards":[4,4,4,4],"first":0,"moves":[...]}`: one round from its
//!   start, `cards` owned per seat (0 = out; or `"players":4` for a first round), `first` to
//!   move; optional `stacks` (a round picked up after some placements, `first` is then the
//!   player to move) and `names` (for messages). A move is `{"move":"place","seat":0}`,
//!   `challenge`/`raise` with `bid`, `pass`, `{"move":"reveal","stack":2,"card":"rose"}` (or
//!   `"skull"`), `{"move":"lose","pick":1}` (the card drawn at random, 0-based; optional) or
//!   `{"move":"starter","seat":2}`. → `next` (what the round waits for: `step` is
//!   `placeOrChallenge`, `bid`, `reveal`, `lose`, `starter` or `done`), `legal` (every move it
//!   would accept), `stacks`, `revealed`, `passed`, `log`, and `result` (`challenger`, `bid`,
//!   `success`, `skullOwner`, `cardsAfter`, `eliminated`, `nextFirst`) with `points` (1 for a
//!   successful challenger) once the round is over, else `null`.
//! - `{"op":"skull_game","players":4,"first":0,"rounds":[[...moves...],[...]]}` (or `names`
//!   instead of `players`): the rounds in order, each starting from what the one before left;
//!   the last may be unfinished. → `cards`, `successes`, `first` (who starts the next round),
//!   `over`, `winner` (or `null`), `explanation`, `results` (each finished round's result) and
//!   `round` (the round in progress as in `skull_round`, or `null` once the game is over).
//!
//! A refused move answers with its code (`E_SK_*`, §8.4) and message, like any batch failure.

use crate::batch::{bad_request as usage, field, object, optional, Answer, Failure};
use cardtable_rules::games::skull_and_roses::{check_bid, track, Round, SkullError, SkullMove};
use cardtable_rules::RuleError;
use serde_json::{json, Value};

fn player_count() -> Failure {
    RuleError::from(SkullError::PlayerCount).into()
}

/// The `skull_bid` op.
pub fn bid(request: &Value) -> Answer {
    let stacks: Vec<u8> = field(request, "stacks", "a list of face-down card counts")?;
    if !(3..=12).contains(&stacks.len()) {
        return Err(player_count());
    }
    if stacks.iter().any(|&s| s > 4) {
        return Err(usage("A stack holds 0 to 4 cards (3 roses and a skull)."));
    }
    let current: Option<u32> = optional(request, "current", "a bid or null")?;
    let bid: i64 = field(request, "bid", "a whole number")?;
    let total: u32 = stacks.iter().map(|&s| u32::from(s)).sum();
    let bid = check_bid(total, current, bid).map_err(RuleError::from)?;
    object(json!({"final": bid == total}))
}

/// Names from the request, and the seat count they (or `players`, or `cards`) give.
fn seats_and_names(request: &Value) -> Result<(usize, Vec<String>), Failure> {
    let names: Vec<String> = optional(request, "names", "a list of names")?.unwrap_or_default();
    let players: Option<usize> = optional(request, "players", "a number of players")?;
    let cards: Option<Vec<u8>> = optional(request, "cards", "a list of card counts")?;
    let seats = players
        .or(cards.map(|c| c.len()))
        .or((!names.is_empty()).then_some(names.len()))
        .ok_or_else(|| usage("Give \"players\" (or \"names\", or \"cards\")."))?;
    if !(3..=12).contains(&seats) {
        return Err(player_count());
    }
    Ok((seats, names))
}

/// The `skull_round` op.
pub fn round(request: &Value) -> Answer {
    let (seats, names) = seats_and_names(request)?;
    let cards: Vec<u8> =
        optional(request, "cards", "a list of card counts")?.unwrap_or_else(|| vec![4; seats]);
    let first: usize = optional(request, "first", "a seat")?.unwrap_or(0);
    let stacks: Option<Vec<u8>> = optional(request, "stacks", "a list of stack sizes")?;
    let moves: Vec<SkullMove> = field(request, "moves", "a list of moves")?;
    let r = Round::replay(&cards, first, stacks.as_deref(), &names, &moves)
        .map_err(|(_, e)| RuleError::from(e))?;
    let result = r.result();
    let points: Option<Vec<u32>> = result.as_ref().map(|res| {
        (0..seats)
            .map(|s| u32::from(res.success && res.challenger == s))
            .collect()
    });
    object(json!({
        "next": r.next(),
        "legal": r.legal_moves(),
        "stacks": r.stacks(),
        "revealed": r.revealed(),
        "passed": r.passed(),
        "log": cardtable_rules::games::skull_and_roses::log(&r, r.moves()),
        "result": result,
        "points": points,
    }))
}

/// The `skull_game` op.
pub fn game(request: &Value) -> Answer {
    let (seats, names) = seats_and_names(request)?;
    let first: usize = optional(request, "first", "a seat")?.unwrap_or(0);
    if first >= seats {
        return Err(usage(format!(
            "\"first\" must be a seat from 0 to {}.",
            seats - 1
        )));
    }
    let rounds: Vec<Vec<SkullMove>> = field(request, "rounds", "a list of rounds of moves")?;
    let t = track(seats, first, &names, &rounds).map_err(RuleError::from)?;
    let st = t.standing;
    object(json!({
        "cards": st.cards,
        "successes": st.successes,
        "first": st.first,
        "over": st.over,
        "winner": st.winner,
        "explanation": st.explanation,
        "results": t.results,
        "round": t.round,
    }))
}
