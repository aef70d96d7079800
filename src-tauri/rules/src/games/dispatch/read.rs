//! Reading stored JSON as a game's typed options and hands (`E_BAD_OPTIONS`, `E_BAD_HAND`).

use super::super::legacy::upgrade_facts;
use super::super::{Game, GameKind};
use crate::error::RuleError;
use crate::json_error::read_json;
use serde_json::Value;

/// The typed options of `G`, read and then checked by the game's own [`Game::check_options`]
/// (the same check at creation and at play).
pub(crate) fn options_of<G: Game>(
    kind: GameKind,
    options: &Value,
) -> Result<G::Options, RuleError> {
    check_numbers(kind, options)?;
    let typed = read_json::<G::Options>(options).map_err(|e| {
        RuleError::new(
            "E_BAD_OPTIONS",
            format!("The options for {} cannot be used: {e}.", kind.name()),
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
            v if too_big(v) => Some(RuleError::new(
                "E_BAD_OPTIONS",
                format!(
                    "The option '{k}' of {} is too large (at most {MAX_OPTION_NUMBER} either way).",
                    kind.name()
                ),
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
        RuleError::new(
            "E_BAD_HAND",
            format!("This {} hand cannot be read: {e}.", kind.name()),
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
