//! The batch `"score"` op for Continental Rummy (CLI-RUMMY.md `continental`).
//!
//! `{"op":"score","game":"continental","players":4,"winner":0,"melds":["4H 5H 6H 7H",
//! "9C TC JC QC","2D 3D 4D 5D","8S 9S TS"]}` → `{"ok":true,"jokers":0,"scores":[3,-1,-1,-1]}`.
//!
//! `players` 2–12, `winner` a seat, and either `melds` (the winner's 15 cards, one string per
//! sequence) or `"jokers":N` (no shape check); `anyPartition` (default false) accepts any 15
//! cards in sequences. Each loser pays the seed payment, 1 + 2 × jokers; the Bicycle schedule
//! is not part of this op. Every check is the rules crate's.

use crate::batch::{Answer, Failure};
use cardtable_rules::games::continental_rummy::{
    ContinentalCount, ContinentalHand, ContinentalMelds, ContinentalOptions, ContinentalRummy,
};
use cardtable_rules::games::{Game, Table};
use serde::Deserialize;
use serde_json::{json, Map, Value};

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Request {
    players: usize,
    winner: usize,
    melds: Option<Vec<String>>,
    jokers: Option<u32>,
    #[serde(default)]
    any_partition: bool,
}

fn usage(message: impl Into<String>) -> Failure {
    Failure::usage("E_BAD_REQUEST", message)
}

/// The answer to one Continental `score` request.
pub fn answer(request: &Value) -> Answer {
    let r: Request = Request::deserialize(request)
        .map_err(|e| usage(format!("This Continental request is not valid: {e}.")))?;
    let options = ContinentalOptions {
        any_partition: r.any_partition,
        ..ContinentalOptions::default()
    };
    let hand = match (r.melds, r.jokers) {
        (Some(melds), None) => ContinentalHand::Melds(ContinentalMelds {
            winner: r.winner,
            melds,
            first_turn: false,
            without_drawing: false,
        }),
        (None, Some(jokers)) => ContinentalHand::Count(ContinentalCount {
            winner: r.winner,
            jokers,
            deuces: 0,
            first_turn: false,
            without_drawing: false,
            one_suit: false,
        }),
        _ => {
            return Err(usage(
                "A Continental request needs either \"melds\" (the winner's sequences) or \"jokers\" (the count), not both.",
            ))
        }
    };
    let table = Table {
        seats: r.players,
        hand_index: 0,
        dealer: 0,
    };
    let scored = ContinentalRummy::score(&options, &table, &hand)?;
    let mut map = Map::new();
    map.insert("jokers".into(), json!(scored.outcome.jokers));
    map.insert("scores".into(), json!(scored.points));
    Ok(map)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cr3_and_cr1() {
        let cr3 = json!({"players":4,"winner":0,
            "melds":["4H 5H 6H 7H","9C TC JC QC","2D 3D 4D 5D","8S 9S TS"]});
        assert_eq!(
            Value::Object(answer(&cr3).unwrap()),
            json!({"jokers":0,"scores":[3,-1,-1,-1]})
        );
        let cr1 = json!({"players":4,"winner":0,"jokers":1});
        assert_eq!(
            Value::Object(answer(&cr1).unwrap()),
            json!({"jokers":1,"scores":[9,-3,-3,-3]})
        );
    }

    #[test]
    fn melds_or_jokers_but_not_both() {
        let both = json!({"players":4,"winner":0,"jokers":1,"melds":[]});
        assert_eq!(answer(&both).unwrap_err().kind, "usage");
        let neither = json!({"players":4,"winner":0});
        assert_eq!(answer(&neither).unwrap_err().kind, "usage");
        let many = json!({"players":13,"winner":0,"jokers":0});
        assert_eq!(answer(&many).unwrap_err().code, "E_PLAYER_COUNT");
    }
}
