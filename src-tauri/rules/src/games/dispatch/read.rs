//! Reading stored JSON as a game's typed options and hands (`E_BAD_OPTIONS`, `E_BAD_HAND`).

use super::super::legacy::upgrade_facts;
use super::super::{Game, GameKind};
use crate::error::RuleError;
use crate::json_error::read_json;
use crate::says::Said;
use serde_json::Value;

/// The typed options of `G`, read and then checked by the game's own [`Game::check_options`]
/// (the same check at creation and at play).
pub(crate) fn options_of<G: Game>(
    kind: GameKind,
    options: &Value,
) -> Result<G::Options, RuleError> {
    check_numbers(kind, options)?;
    let typed = read_json::<G::Options>(options).map_err(|e| {
        RuleError::saying(
            "E_BAD_OPTIONS",
            Said::new("json-error-options")
                .arg("game", kind.name_said())
                .arg("why", e),
        )
    })?;
    G::check_options(&typed)?;
    Ok(typed)
}

/// The largest number, either way, any option may hold: far beyond any target, bonus or card
/// value a table plays with, and small enough that no score computed from options overflows.
pub const MAX_OPTION_NUMBER: f64 = 1_000_000.0;

/// Refuses an option number beyond [`MAX_OPTION_NUMBER`], wherever it sits in the options.
pub(crate) fn check_numbers(kind: GameKind, options: &Value) -> Result<(), RuleError> {
    let too_big = |v: &Value| v.as_f64().is_some_and(|n| n.abs() > MAX_OPTION_NUMBER);
    let found = match options {
        Value::Object(map) => map.iter().find_map(|(k, v)| match v {
            Value::Object(_) => check_numbers(kind, v).err(),
            v if too_big(v) => Some(RuleError::saying(
                "E_BAD_OPTIONS",
                Said::new("json-error-option-too-large")
                    .arg("key", k.as_str())
                    .arg("game", kind.name_said())
                    .arg("max", MAX_OPTION_NUMBER.to_string()),
            )),
            _ => None,
        }),
        _ => None,
    };
    found.map_or(Ok(()), Err)
}

/// Reads stored or entered facts (in any facts version: see `legacy`) as a hand of `G`;
/// `E_BAD_HAND` with the reason when they are not one.
pub fn hand_of<G: Game>(kind: GameKind, facts: &Value) -> Result<G::Hand, RuleError> {
    read_json::<G::Hand>(&upgrade_facts(kind, facts)).map_err(|e| {
        RuleError::saying(
            "E_BAD_HAND",
            Said::new("json-error-hand")
                .arg("game", kind.name_said())
                .arg("why", e),
        )
    })
}

/// The facts of the first `n` hands read as `G`'s hands (`None` where missing or unreadable);
/// only the games whose end reads them ([`Game::END_READS_FACTS`]) pay for more than an empty
/// list.
pub(super) fn hands_of<G: Game>(
    kind: GameKind,
    n: usize,
    facts: &[&Value],
) -> Vec<Option<G::Hand>> {
    if facts.is_empty() || !G::END_READS_FACTS {
        return Vec::new();
    }
    (0..n)
        .map(|i| facts.get(i).and_then(|f| hand_of::<G>(kind, f).ok()))
        .collect()
}
