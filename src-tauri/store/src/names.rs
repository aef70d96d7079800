//! Migration 7's hook: stored players' names put in the form the rules give every new name
//! ([`normalize_name`]), for databases from before names were normalised. A name that becomes
//! one another player already has is never merged with it (two people stay two people): it
//! gets the first free " (2)", " (3)", ... A name with nothing visible in it becomes
//! "Player N" (its id); an over-long one is cut to the limit.

use cardtable_rules::seats::{normalize_name, MAX_NAME_CHARS};
use rusqlite::{params, Transaction};
use rusqlite_migration::HookResult;
use std::collections::HashSet;

/// Renames every player whose stored name is not in normal form (see the module docs).
pub(crate) fn normalize_stored(tx: &Transaction) -> HookResult {
    let rows: Vec<(i64, String)> = tx
        .prepare("SELECT id, name FROM players ORDER BY id")?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<Result<_, _>>()?;
    let is_normal = |name: &str| normalize_name(name).is_ok_and(|n| n == name);
    let mut taken: HashSet<String> = rows
        .iter()
        .filter(|(_, name)| is_normal(name))
        .map(|(_, name)| name.clone())
        .collect();
    for (id, name) in rows.iter().filter(|(_, name)| !is_normal(name)) {
        let wanted = normal_form(*id, name);
        let free = free_name(&wanted, &taken);
        tx.execute(
            "UPDATE players SET name = ?1 WHERE id = ?2",
            params![free, id],
        )?;
        taken.insert(free);
    }
    Ok(())
}

/// `name` in normal form: cut to the limit when too long, "Player `id`" when nothing is left.
fn normal_form(id: i64, name: &str) -> String {
    let cut: String = name.chars().take(MAX_NAME_CHARS).collect();
    normalize_name(name)
        .or_else(|_| normalize_name(&cut))
        .unwrap_or_else(|_| format!("Player {id}"))
}

/// `wanted`, or the first of "`wanted` (2)", "`wanted` (3)", ... that nobody has, each cut so
/// it stays within the name limit.
fn free_name(wanted: &str, taken: &HashSet<String>) -> String {
    if !taken.contains(wanted) {
        return wanted.to_string();
    }
    (2u64..)
        .map(|n| {
            let tail = format!(" ({n})");
            let room = MAX_NAME_CHARS.saturating_sub(tail.chars().count());
            let head: String = wanted.chars().take(room).collect();
            format!("{}{tail}", head.trim_end())
        })
        .find(|candidate| !taken.contains(candidate))
        .unwrap_or_else(|| wanted.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_taken_name_gets_the_first_free_number_within_the_limit() {
        let taken: HashSet<String> = ["Ann", "Ann (2)"].map(String::from).into();
        assert_eq!(free_name("Bob", &taken), "Bob");
        assert_eq!(free_name("Ann", &taken), "Ann (3)");
        let long = "x".repeat(MAX_NAME_CHARS);
        let taken: HashSet<String> = [long.clone()].into();
        let got = free_name(&long, &taken);
        assert_eq!(got.chars().count(), MAX_NAME_CHARS);
        assert!(got.ends_with(" (2)"), "{got}");
    }

    #[test]
    fn the_normal_form_of_unusable_names() {
        assert_eq!(normal_form(7, " Ann\u{200b} "), "Ann");
        assert_eq!(normal_form(7, "\u{200b}  "), "Player 7");
        assert_eq!(normal_form(7, &"y".repeat(500)), "y".repeat(MAX_NAME_CHARS));
    }
}
