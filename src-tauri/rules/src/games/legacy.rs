//! Facts stored before a game had a referee. Until then the players typed each hand's points,
//! stored as `{"points": [...]}`; a refereed game's hand is a `"form"`-tagged enum whose
//! `points` form keeps exactly that shape. [`upgrade_facts`] adds the missing tag so the old
//! hands read as the points form and a game kept that way keeps its history.

use super::GameKind;
use serde_json::Value;
use std::borrow::Cow;

/// Facts of a formerly points-only kind with no `"form"` key and a `"points"` array come back
/// with `"form": "points"` added; everything else is returned unchanged (and not copied).
pub fn upgrade_facts(kind: GameKind, facts: &Value) -> Cow<'_, Value> {
    match facts {
        Value::Object(map)
            if kind.was_points_only()
                && !map.contains_key("form")
                && map.get("points").is_some_and(Value::is_array) =>
        {
            let mut upgraded = map.clone();
            upgraded.insert("form".to_string(), Value::String("points".to_string()));
            Cow::Owned(Value::Object(upgraded))
        }
        _ => Cow::Borrowed(facts),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn old_points_facts_get_the_points_form() {
        let old = json!({"points": [10, "5/2", 0]});
        let up = upgrade_facts(GameKind::KnockRummy, &old);
        assert_eq!(*up, json!({"form": "points", "points": [10, "5/2", 0]}));
        assert!(matches!(up, Cow::Owned(_)));
    }

    #[test]
    fn everything_else_is_left_alone() {
        let cases = [
            (
                GameKind::KnockRummy,
                json!({"form": "cards", "points": [1]}),
            ),
            (
                GameKind::KnockRummy,
                json!({"form": "points", "points": [1]}),
            ),
            (GameKind::BasicRummy, json!({"points": "12"})),
            (GameKind::BasicRummy, json!([1, 2])),
            (GameKind::GinRummy, json!({"points": [1, 2]})),
            (GameKind::Scorepad, json!({"points": [1, 2]})),
        ];
        for (kind, facts) in cases {
            let up = upgrade_facts(kind, &facts);
            assert!(matches!(up, Cow::Borrowed(_)), "{kind} {facts}");
            assert_eq!(*up, facts);
        }
        let n = GameKind::ALL
            .iter()
            .filter(|&&k| k.was_points_only())
            .count();
        assert_eq!(n, 8);
    }
}
