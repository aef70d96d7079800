//! The batch `"score"` op for Rummy 500 (CLI-RUMMY.md `rummy_500`).
//!
//! `{"op":"score","game":"rummy_500","hands":["4C AS",""],"melds":[["7H 8H 9H","KC KD KS"],
//! ["5C 6C JK=7C"]],"layoffs":[[],[{"cards":"TH","onto":"7H 8H 9H"}]]}` →
//! `{"ok":true,"scores":[35,36],"melded":[54,36],"inHand":[19,0]}`.
//!
//! `hands` gives each seat's cards left (2–8 seats), `melds` per seat the melds put down this
//! hand, `layoffs` (optional) per seat `{cards, onto}`; options `decks` (1 for 2–4 seats, 2 for
//! 5–8; any other value is `E_R5_DECKS`) and `jokerValue` (`"fifteen"`, `"represented"`).
//! Every check is the rules crate's.

use crate::batch::{Answer, Failure};
use cardtable_rules::games::rummy_500::{
    JokerValue, Rummy500, Rummy500Cards, Rummy500Hand, Rummy500Layoff, Rummy500Options,
};
use cardtable_rules::games::{Game, Table};
use cardtable_rules::RuleError;
use serde::Deserialize;
use serde_json::{json, Map, Value};

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Request {
    hands: Vec<String>,
    #[serde(default)]
    melds: Vec<Vec<String>>,
    #[serde(default)]
    layoffs: Vec<Vec<Rummy500Layoff>>,
    #[serde(default)]
    decks: Value,
    joker_value: Option<JokerValue>,
}

/// `decks` as given: absent or null = by player count; any value that is not 1 or 2 is
/// refused by the rules with `E_R5_DECKS`.
fn decks(value: &Value) -> Result<Option<u8>, Failure> {
    match value {
        Value::Null => Ok(None),
        v => match v.as_u64().and_then(|n| u8::try_from(n).ok()) {
            Some(n) => Ok(Some(n)),
            None => Err(RuleError::new(
                "E_R5_DECKS",
                format!("Rummy 500 is played with one deck (2–4 players) or two decks (5–8 players), not {v}."),
            )
            .into()),
        },
    }
}

/// The answer to one Rummy 500 `score` request.
pub fn answer(request: &Value) -> Answer {
    let r: Request = Request::deserialize(request).map_err(|e| {
        Failure::usage(
            "E_BAD_REQUEST",
            format!("This Rummy 500 request is not valid: {e}."),
        )
    })?;
    let options = Rummy500Options {
        decks: decks(&r.decks)?,
        joker_value: r.joker_value.unwrap_or_default(),
        ..Rummy500Options::default()
    };
    let table = Table {
        seats: r.hands.len(),
        hand_index: 0,
        dealer: 0,
    };
    let hand = Rummy500Hand::Cards(Rummy500Cards {
        hands: r.hands,
        melds: r.melds,
        layoffs: r.layoffs,
    });
    let scored = Rummy500::score(&options, &table, &hand)?;
    let seats = &scored.outcome.seats;
    let mut map = Map::new();
    map.insert("scores".into(), json!(scored.points));
    map.insert(
        "melded".into(),
        json!(seats.iter().map(|s| s.melded).collect::<Vec<_>>()),
    );
    map.insert(
        "inHand".into(),
        json!(seats.iter().map(|s| s.in_hand).collect::<Vec<_>>()),
    );
    Ok(map)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cli_rummy_example() {
        let req = json!({"op":"score","game":"rummy_500","hands":["4C AS",""],
            "melds":[["7H 8H 9H","KC KD KS"],["5C 6C JK=7C"]],
            "layoffs":[[],[{"cards":"TH","onto":"7H 8H 9H"}]]});
        let got = Value::Object(answer(&req).unwrap());
        assert_eq!(
            got,
            json!({"scores":[35,36],"melded":[54,36],"inHand":[19,0]})
        );
    }

    #[test]
    fn decks_other_than_one_or_two_are_refused() {
        for d in [json!(3), json!(0), json!("two"), json!(-1)] {
            let req = json!({"hands":["",""],"decks":d});
            assert_eq!(answer(&req).unwrap_err().code, "E_R5_DECKS", "{d}");
        }
        let ok = json!({"hands":["",""],"decks":1});
        assert!(answer(&ok).is_ok());
    }
}
