//! CSV export: one row per hand per player — game, kind, hand number, dealer, player, what was
//! entered for that player, the hand's points, the running total (totals from the rules'
//! fold) and the hand in words ("Ann knocked: deadwood 4; Bob 20; Ann +16", from the rules).
//! A finished game with end-of-game bonuses has one more row per player, hand `bonus`, so the
//! rows add up to the final totals. A cell that a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`,
//! tab or carriage return) is prefixed with `'`; the points columns are plain numbers.

use super::Ledger;
use cardtable_rules::ledger::words::{bonus_words, hand_words};
use cardtable_store::StoreError;
use serde_json::Value;

/// The header row.
pub const CSV_HEADER: &str = "game,kind,hand,dealer,player,entered,points,total,summary";

/// Neutralises formula-like text and quotes the cell when needed.
pub fn cell(text: &str) -> String {
    let text = if text.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{text}")
    } else {
        text.to_string()
    };
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text
    }
}

/// What was entered for `seat`: the seat's entry of every per-seat list in the facts (e.g.
/// `points: 10`, `bids: 2; tricks: 1`), else the facts themselves as compact JSON.
pub fn entered_summary(facts: &Value, seat: usize, seats: usize) -> String {
    entered_for_seat(facts, seat, seats).unwrap_or_else(|| facts.to_string())
}

/// The seat's entry of every per-seat list in the facts, if the facts have any.
fn entered_for_seat(facts: &Value, seat: usize, seats: usize) -> Option<String> {
    if let Value::Object(map) = facts {
        let parts: Vec<String> = map
            .iter()
            .filter_map(|(k, v)| match v {
                Value::Array(items) if items.len() == seats => items.get(seat).map(|x| {
                    let x = match x {
                        Value::String(s) => s.clone(),
                        other => other.to_string(),
                    };
                    format!("{k}: {x}")
                }),
                _ => None,
            })
            .collect();
        if !parts.is_empty() {
            return Some(parts.join("; "));
        }
    }
    None
}

impl Ledger {
    /// CSV of game `id` (`Some`) or of every game (`None`), header first.
    pub fn export_csv(&self, id: Option<i64>) -> Result<String, StoreError> {
        let ids: Vec<i64> = match id {
            Some(id) => vec![id],
            None => self.store.live_game_ids()?,
        };
        let mut out = String::from(CSV_HEADER);
        out.push('\n');
        for gid in ids {
            let state = self.store.game_rows(gid)?;
            let names = self.store.seat_names(gid)?;
            let standings = self.fold(&state);
            for line in &standings.hands {
                let words = hand_words(line.outcome.as_deref(), &line.points, &names);
                for (seat, name) in names.iter().enumerate() {
                    let dealer = names.get(line.dealer).map_or("", String::as_str);
                    let points = line.points.get(seat).map(|p| p.display());
                    let total = line.running.get(seat).map(|p| p.display());
                    let row = [
                        gid.to_string(),
                        cell(state.kind.name()),
                        line.number.to_string(),
                        cell(dealer),
                        cell(name),
                        cell(&entered_summary(&line.stored_facts, seat, state.seats)),
                        points.unwrap_or_default(),
                        total.unwrap_or_default(),
                        cell(&words),
                    ];
                    out.push_str(&row.join(","));
                    out.push('\n');
                }
            }
            let bonus = bonus_words(&standings.bonuses, &standings.explanation, &names);
            if !bonus.is_empty() {
                for (seat, name) in names.iter().enumerate() {
                    let points = standings.bonuses.get(seat).map(|p| p.display());
                    let total = standings.final_totals.get(seat).map(|p| p.display());
                    let row = [
                        gid.to_string(),
                        cell(state.kind.name()),
                        "bonus".to_string(),
                        String::new(),
                        cell(name),
                        String::new(),
                        points.unwrap_or_default(),
                        total.unwrap_or_default(),
                        cell(&bonus),
                    ];
                    out.push_str(&row.join(","));
                    out.push('\n');
                }
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn formula_cells_are_neutralised_and_quoted() {
        assert_eq!(cell("=HYPERLINK(\"x\")"), "\"'=HYPERLINK(\"\"x\"\")\"");
        assert_eq!(cell("+1"), "'+1");
        assert_eq!(cell("-2+3"), "'-2+3");
        assert_eq!(cell("@SUM(A1)"), "'@SUM(A1)");
        assert_eq!(cell("Ann"), "Ann");
        assert_eq!(cell("a,b"), "\"a,b\"");
    }

    #[test]
    fn summary_picks_the_seat() {
        let f = json!({"bids": [1, 2, 0], "tricks": [1, 1, 0], "note": "x"});
        assert_eq!(entered_summary(&f, 1, 3), "bids: 2; tricks: 1");
        assert_eq!(entered_summary(&json!({"k": 1}), 0, 2), "{\"k\":1}");
    }
}
