//! The batch `"score"` op for Basic Rummy, Classic Rum, Boathouse, Knock Rummy and Gambler's
//! Rummy, in the shapes of CLI-RUMMY.md. Every rule lives in `cardtable-rules`; this module
//! reads the request, builds the game's options and hand, and writes the answer.
//!
//! - `{"op":"score","game":"basic_rummy","winner":0,"hands":["","KC 7D AH",14],"rummy":false}`:
//!   `winner` a seat or `null` (nobody out); each entry cards or an announced count; optional
//!   `rummyDouble` (default false), `floor` → `scores`, `counts`.
//! - `"game":"classic_rum"` (Basic Rummy's batch name for its Classic Rum preset, see
//!   [`Game::BATCH_NAMES`]): the same shape, settled as payments; `rummyDouble` defaults to
//!   true and `winner: null` is `E_NOBODY_OUT_NOT_ALLOWED`.
//! - `{"op":"score","game":"boathouse","winner":0,"hands":["","AS KS QS 2D"]}`: card strings
//!   only → `counts` (unmatched, A = 11, round the corner), `scores`.
//! - `{"op":"score","game":"knock_rummy","knocker":0,"hands":[...]}`: whole hands or announced
//!   counts; optional `penalty`, `rummyBonus`, `penaltyRecipients` (`winners` or
//!   `below_knocker`), `dealSize` (`standard` or `pagat`), `floor` → `counts`, `scores`.
//! - `{"op":"score","game":"gamblers_rummy","winner":null,"hands":[4 card strings]}`: optional
//!   `oneTurnOut`, `refusal` (`void` or `lowest_collects`), `floor` → `counts`, `scores`.
//!
//! A whole score is a JSON integer; a fraction is a JSON number rounded to 4 decimals (5/2 →
//! `2.5`, 10/3 → `3.3333`). Rule failures are kind `validation` with the RULES.md code; a
//! malformed request is kind `usage`.

use crate::batch::{Answer, Failure};
use cardtable_rules::games::basic_rummy::{
    BasicRummy, BasicRummyCards, BasicRummyHand, BasicRummyOptions,
};
use cardtable_rules::games::boathouse_rummy::{
    BoathouseCards, BoathouseHand, BoathouseOptions, BoathouseRummy,
};
use cardtable_rules::games::gamblers_rummy::{
    GamblersCards, GamblersHand, GamblersOptions, GamblersRefusal, GamblersRummy,
};
use cardtable_rules::games::knock_rummy::{
    KnockDealSize, KnockRummy, KnockRummyCards, KnockRummyHand, KnockRummyOptions,
    PenaltyRecipients,
};
use cardtable_rules::games::rummy_family::RummySeatCount;
use cardtable_rules::games::rummy_family::RummySeatEntry;
use cardtable_rules::games::{preset_options, Game, Scored, Table};
use cardtable_rules::Points;
use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde_json::{json, Map, Value};

fn usage(message: impl Into<String>) -> Failure {
    Failure::usage("E_BAD_REQUEST", message)
}

/// A score as CLI-RUMMY.md writes it: an integer, or a number rounded to 4 decimals.
pub fn number(p: Points) -> Value {
    if let Some(i) = p.to_integer() {
        return json!(i);
    }
    let (n, d) = p.parts();
    let (n, d) = (i128::from(n) * 10_000, i128::from(d));
    // Round half away from zero, exactly, before leaving the integers.
    let q = (2 * n + n.signum() * d) / (2 * d);
    let ten_thousandths = i64::try_from(q).unwrap_or(i64::MAX);
    // Whole ten-thousandths up to 2^53 are exact as f64; the quotient is the nearest double.
    json!(ten_thousandths as f64 / 10_000.0)
}

fn answer<O>(scored: &Scored<O>, counts: &[RummySeatCount]) -> Answer {
    let scores: Vec<Value> = scored.points.iter().copied().map(number).collect();
    let counts: Vec<u32> = counts.iter().map(|c| c.count).collect();
    let mut map = Map::new();
    map.insert("scores".into(), json!(scores));
    map.insert("counts".into(), json!(counts));
    Ok(map)
}

fn table(seats: usize) -> Table {
    Table {
        seats,
        hand_index: 0,
        dealer: 0,
    }
}

/// A seat key that must be present: a seat number, or `null` when `nullable`.
fn seat(request: &Value, key: &str, nullable: bool) -> Result<Option<usize>, Failure> {
    let what = if nullable { " (or null)" } else { "" };
    let bad = || {
        usage(format!(
            "\"{key}\" must be a seat number{what}, counting from 0."
        ))
    };
    match request.get(key) {
        None if nullable => Err(usage(format!(
            "This request needs \"{key}\": a seat number, or null."
        ))),
        None => Err(usage(format!(
            "This request needs \"{key}\": a seat number."
        ))),
        Some(Value::Null) if nullable => Ok(None),
        Some(v) => v
            .as_u64()
            .map(|n| Some(usize::try_from(n).unwrap_or(usize::MAX)))
            .ok_or_else(bad),
    }
}

fn hands_array(request: &Value) -> Result<&Vec<Value>, Failure> {
    request
        .get("hands")
        .and_then(Value::as_array)
        .ok_or_else(|| usage("This request needs \"hands\": one entry per seat."))
}

/// Entries that are card strings or announced counts.
fn entries(request: &Value) -> Result<Vec<RummySeatEntry>, Failure> {
    hands_array(request)?
        .iter()
        .enumerate()
        .map(|(i, v)| match v {
            Value::String(s) => Ok(RummySeatEntry::Cards(s.clone())),
            Value::Number(n) => n
                .as_i64()
                .or_else(|| n.as_u64().map(|_| i64::MAX))
                .map(RummySeatEntry::Count)
                .ok_or_else(|| usage(format!("Seat {i}'s count must be a whole number."))),
            _ => Err(usage(format!(
                "Seat {i}'s entry must be cards as a string or a count."
            ))),
        })
        .collect()
}

/// Entries that must be card strings (Boathouse and Gambler's count the cards themselves).
fn card_strings(request: &Value, game: &str) -> Result<Vec<String>, Failure> {
    hands_array(request)?
        .iter()
        .enumerate()
        .map(|(i, v)| {
            v.as_str().map(str::to_string).ok_or_else(|| {
                usage(format!(
                    "Seat {i}'s entry must be its cards as a string: {game} counts the cards, not an announced number."
                ))
            })
        })
        .collect()
}

fn knobs<T: DeserializeOwned>(request: &Value) -> Result<T, Failure> {
    T::deserialize(request).map_err(|e| usage(format!("This request is not valid: {e}.")))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct BasicKnobs {
    #[serde(default)]
    rummy: bool,
    rummy_double: Option<bool>,
    floor: Option<bool>,
}

/// A Basic Rummy hand under the rules of `preset` (the game's default rules when `None`;
/// `classic_rum` names the Classic Rum preset).
pub fn basic(request: &Value, preset: Option<&str>) -> Answer {
    let preset = match preset {
        None => BasicRummyOptions::default(),
        Some(id) => preset_options::<BasicRummy>(id)
            .ok_or_else(|| usage(format!("Basic Rummy has no preset '{id}'.")))?,
    };
    let k: BasicKnobs = knobs(request)?;
    let options = BasicRummyOptions {
        rummy_double: k.rummy_double.unwrap_or(preset.rummy_double),
        floor: k.floor.unwrap_or(preset.floor),
        ..preset
    };
    let winner = seat(request, "winner", true)?;
    let hands = entries(request)?;
    let seats = hands.len();
    let hand = BasicRummyHand::Cards(BasicRummyCards {
        winner,
        hands,
        rummy: k.rummy,
    });
    let scored = BasicRummy::score(&options, &table(seats), &hand)?;
    answer(&scored, &scored.outcome.seats)
}

/// A Boathouse Rummy hand.
pub fn boathouse(request: &Value) -> Answer {
    let winner = seat(request, "winner", false)?.unwrap_or(usize::MAX);
    let hands = card_strings(request, "Boathouse")?;
    let seats = hands.len();
    let hand = BoathouseHand::Cards(BoathouseCards { winner, hands });
    let scored = BoathouseRummy::score(&BoathouseOptions::default(), &table(seats), &hand)?;
    answer(&scored, &scored.outcome.seats)
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct KnockKnobs {
    penalty: Option<u32>,
    rummy_bonus: Option<u32>,
    penalty_recipients: Option<PenaltyRecipients>,
    deal_size: Option<KnockDealSize>,
    floor: Option<bool>,
}

/// A Knock Rummy hand.
pub fn knock(request: &Value) -> Answer {
    let k: KnockKnobs = knobs(request)?;
    let d = KnockRummyOptions::default();
    let options = KnockRummyOptions {
        penalty: k.penalty.unwrap_or(d.penalty),
        rummy_bonus: k.rummy_bonus.unwrap_or(d.rummy_bonus),
        penalty_recipients: k.penalty_recipients.unwrap_or(d.penalty_recipients),
        deal_size: k.deal_size.unwrap_or(d.deal_size),
        floor: k.floor.unwrap_or(d.floor),
        ..d
    };
    // An absent or null knocker is the rules' own E_KR_NO_KNOCKER.
    let knocker = match request.get("knocker") {
        None => None,
        Some(_) => seat(request, "knocker", true)?,
    };
    let hands = entries(request)?;
    let seats = hands.len();
    let hand = KnockRummyHand::Cards(KnockRummyCards { knocker, hands });
    let scored = KnockRummy::score(&options, &table(seats), &hand)?;
    answer(&scored, &scored.outcome.seats)
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct GamblersKnobs {
    #[serde(default)]
    one_turn_out: bool,
    refusal: Option<GamblersRefusal>,
    floor: Option<bool>,
}

/// A Gambler's Rummy hand.
pub fn gamblers(request: &Value) -> Answer {
    let k: GamblersKnobs = knobs(request)?;
    let d = GamblersOptions::default();
    let options = GamblersOptions {
        refusal: k.refusal.unwrap_or(d.refusal),
        floor: k.floor.unwrap_or(d.floor),
        ..d
    };
    let winner = seat(request, "winner", true)?;
    let hands = card_strings(request, "Gambler's Rummy")?;
    let seats = hands.len();
    let hand = GamblersHand::Cards(GamblersCards {
        winner,
        hands,
        one_turn_out: k.one_turn_out,
    });
    let scored = GamblersRummy::score(&options, &table(seats), &hand)?;
    answer(&scored, &scored.outcome.seats)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_integers_or_four_decimals() {
        let n = |a, b| number(Points::ratio(a, b).unwrap()).to_string();
        assert_eq!(n(50, 1), "50");
        assert_eq!(n(5, 2), "2.5");
        assert_eq!(n(10, 3), "3.3333");
        assert_eq!(n(-5, 3), "-1.6667");
        assert_eq!(n(2, 3), "0.6667");
        assert_eq!(n(-1, 8), "-0.125");
        assert_eq!(n(1, 20000), "0.0001");
    }

    #[test]
    fn malformed_requests_are_usage_errors() {
        let code = |g: &str, r: Value| {
            let answer = match g {
                "basic_rummy" => basic(&r, None),
                "boathouse" => boathouse(&r),
                _ => knock(&r),
            };
            answer.err().map(|f| (f.kind, f.code))
        };
        let usage = Some(("usage", "E_BAD_REQUEST".to_string()));
        assert_eq!(code("basic_rummy", json!({"hands": [""]})), usage);
        assert_eq!(
            code("basic_rummy", json!({"winner": -1, "hands": ["", "AS"]})),
            usage
        );
        assert_eq!(
            code("basic_rummy", json!({"winner": 0, "hands": ["", 2.5]})),
            usage
        );
        assert_eq!(
            code("boathouse", json!({"winner": 0, "hands": ["", 5]})),
            usage
        );
        assert_eq!(
            code("boathouse", json!({"winner": null, "hands": ["", "AS"]})),
            usage
        );
        assert_eq!(
            code("knock_rummy", json!({"knocker": 0, "hands": 3})),
            usage
        );
        let no_knocker = code("knock_rummy", json!({"knocker": null, "hands": [1, 2]}));
        assert_eq!(
            no_knocker,
            Some(("validation", "E_KR_NO_KNOCKER".to_string()))
        );
    }
}
