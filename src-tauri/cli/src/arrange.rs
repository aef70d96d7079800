//! `cardtable arrange` and the batch `"arrange"` op: the optimal meld arrangement of a hand.
//!
//! Gin meld rules by default (`"game"`: `gin`/`gin_rummy`, or `knock_rummy`, `basic_rummy`,
//! `gamblers_rummy`, `boathouse_rummy`, `rummy_500`, `continental_rummy` for their meld rules).
//! Answer: `deadwood`, `melds` (lists of cards), `deadwoodCards`, and for an 11-card Gin hand
//! `bestDiscards`: every discard that reaches the minimum, with `deadwood`, `melds` and
//! `deadwoodCards` describing the hand after the first of them.

use crate::batch::{Answer, Failure};
use cardtable_rules::arrange::{arrange, best_discard};
use cardtable_rules::deck::check_copies;
use cardtable_rules::meld::{Arrangement, Meld, MeldRules};
use cardtable_rules::notation::{parse_cards, pretty_cards};
use cardtable_rules::{Card, GameKind, RuleError};
use serde_json::{json, Map, Value};

/// The meld rules for a game id (or a short name), as typed: each game's own
/// ([`GameKind::meld_rules`]).
pub fn rules_for(game: &str) -> Result<MeldRules, Failure> {
    let typed = game.trim().to_ascii_lowercase();
    // A game's short name ([`Game::SHORT_NAME`](cardtable_rules::games::Game::SHORT_NAME)), or its id.
    let kind = GameKind::ALL
        .into_iter()
        .find(|k| k.short_name() == Some(typed.as_str()))
        .or_else(|| typed.parse::<GameKind>().ok());
    kind.and_then(GameKind::meld_rules).ok_or_else(|| {
        let with_melds: Vec<&str> = GameKind::ALL
            .into_iter()
            .filter(|k| k.meld_rules().is_some())
            .map(GameKind::id)
            .collect();
        let (last, rest) = with_melds.split_last().unwrap_or((&"", &[]));
        Failure::usage_said(
            "E_UNKNOWN_GAME",
            cardtable_rules::says::Said::new("cli-no-meld-rules")
                .arg("game", typed.to_string())
                .arg("games", rest.join(", "))
                .arg("last", last.to_string()),
        )
    })
}

/// The analysis of one hand.
#[derive(Debug, Clone)]
pub struct Analysis {
    /// The arrangement shown (after the first best discard, for 11 Gin cards).
    pub arrangement: Arrangement,
    /// Every best discard, for an 11-card Gin hand.
    pub best_discards: Option<Vec<Card>>,
}

/// Parses, checks and arranges `cards` under `rules`.
pub fn analyse(cards: &str, rules: &MeldRules) -> Result<Analysis, RuleError> {
    let cards = parse_cards(cards)?;
    check_copies(&cards, rules.deck)?;
    if rules == &MeldRules::gin() && cards.len() == 11 {
        if let Some(choice) = best_discard(&cards, rules)? {
            return Ok(Analysis {
                arrangement: choice.arrangement,
                best_discards: Some(choice.best_discards),
            });
        }
    }
    Ok(Analysis {
        arrangement: arrange(&cards, rules)?,
        best_discards: None,
    })
}

fn strings(cards: &[Card]) -> Vec<String> {
    cards.iter().map(Card::to_string).collect()
}

/// The JSON fields of an analysis.
pub fn to_json(a: &Analysis) -> Map<String, Value> {
    let mut map = Map::new();
    map.insert("deadwood".into(), json!(a.arrangement.deadwood));
    let melds: Vec<Vec<String>> = a
        .arrangement
        .melds
        .iter()
        .map(|m| strings(&m.cards))
        .collect();
    map.insert("melds".into(), json!(melds));
    map.insert(
        "deadwoodCards".into(),
        json!(strings(&a.arrangement.deadwood_cards.to_vec())),
    );
    if let Some(d) = &a.best_discards {
        map.insert("bestDiscards".into(), json!(strings(d)));
    }
    map
}

/// A meld for people; a joker shows what it stands for (`Joker=9♠`).
fn meld_text(m: &Meld) -> String {
    m.cards
        .iter()
        .enumerate()
        .map(|(i, c)| match (c, m.stands_for.get(i)) {
            (Card::Joker, Some(s)) if !s.is_joker() => format!("Joker={}", s.pretty()),
            _ => c.pretty(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The analysis for people, in the text output's language (cards as people write them, with
/// suit symbols, in every language).
pub fn to_text(a: &Analysis) -> String {
    use cardtable_rules::says::Said;
    let mut out = String::new();
    let mut line = |said: Said| {
        out.push_str(&crate::words(&said));
        out.push('\n');
    };
    if let Some(d) = &a.best_discards {
        line(Said::new("cli-best-discards").arg("cards", pretty_cards(d)));
        line(Said::new("cli-after-discarding"));
    }
    let melds: Vec<String> = a.arrangement.melds.iter().map(meld_text).collect();
    line(if melds.is_empty() {
        Said::new("cli-melds-none")
    } else {
        Said::new("cli-melds").arg("melds", melds.join(" · "))
    });
    let points = a.arrangement.deadwood;
    line(if a.arrangement.deadwood_cards.is_empty() {
        Said::new("cli-deadwood").arg("points", points)
    } else {
        Said::new("cli-deadwood-cards")
            .arg(
                "cards",
                pretty_cards(&a.arrangement.deadwood_cards.to_vec()),
            )
            .arg("points", points)
    });
    out
}

/// The batch op: `{"op":"arrange","game":"gin","cards":"As 2s 3s ..."}`.
pub fn answer(request: &Value) -> Answer {
    let game = request.get("game").and_then(Value::as_str).unwrap_or("gin");
    let rules = rules_for(game)?;
    let cards = crate::gin::text_field(request, "cards")?.ok_or_else(|| {
        Failure::usage(
            "E_BAD_REQUEST",
            "An arrange request needs \"cards\", such as \"As 2s 3s\".",
        )
    })?;
    Ok(to_json(&analyse(&cards, &rules)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn g9_and_g10_deadwood() {
        let g9 = analyse("QH KH AH 2H 3H 7C 7D 7S 9S 9D", &MeldRules::gin()).unwrap();
        assert_eq!(g9.arrangement.deadwood, 38);
        let g10 = analyse("6H 7H 8H 8C 8D 2S 3S 4S 5D AC", &MeldRules::gin()).unwrap();
        assert_eq!(g10.arrangement.deadwood, 19);
        assert!(to_text(&g10).contains("= 19"));
    }

    #[test]
    fn eleven_cards_list_every_best_discard() {
        let a = analyse("5S 6S 7S 8S JC JD JH 2H 3H 4H 5H", &MeldRules::gin()).unwrap();
        let mut d = strings(a.best_discards.as_deref().unwrap_or_default());
        d.sort();
        assert_eq!(d, ["2h", "5h", "5s", "8s"]);
        assert_eq!(a.arrangement.deadwood, 0);
        let ten = to_json(&analyse("As 2s 3s 4s 5s 6s 7s 8s 9s Ts", &MeldRules::gin()).unwrap());
        assert!(ten.get("bestDiscards").is_none());
    }

    #[test]
    fn jokers_show_what_they_stand_for() {
        let a = analyse("JK 5h 6h 8c 8d Kd", &MeldRules::rummy_500()).unwrap();
        let text = to_text(&a);
        assert!(text.contains("Joker="), "{text}");
    }

    #[test]
    fn errors() {
        assert_eq!(
            analyse("As 1X", &MeldRules::gin()).unwrap_err().code,
            "E_INVALID_CARD"
        );
        assert_eq!(
            analyse("As As", &MeldRules::gin()).unwrap_err().code,
            "E_DUPLICATE_CARD"
        );
        assert!(rules_for("hearts").is_err());
        // Issue 10: a hand longer than the solver searches is refused, not guessed.
        let long = "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH";
        let err = analyse(long, &MeldRules::rummy_500()).unwrap_err();
        assert_eq!(err.code, "E_HAND_TOO_LONG");
        assert!(err.message.contains("25 cards"), "{}", err.message);
    }
}
