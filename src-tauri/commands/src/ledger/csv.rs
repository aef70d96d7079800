//! CSV export: one row per hand per player — game, the game's name, kind, hand number, dealer,
//! player, what that player entered in words ("knocked with 3♠ 4♠ 5♠ …", "bid 2, took 1", from
//! each game's own [`entered_words`](cardtable_rules::games::Game::entered_words)), the hand's
//! points, the running total (totals from the rules' fold) and the hand in words ("Ann knocked:
//! deadwood 4; Bob 20; Ann +16", from the rules). A finished game with end-of-game bonuses has
//! one more row per player, hand `bonus`, so the rows add up to the final totals.
//!
//! The file is written by the `csv` crate (RFC 4180 quoting). A cell that a spreadsheet would
//! run as a formula (starting with `=`, `+`, `-`, `@`, tab or carriage return) is prefixed with
//! `'`; the points columns are plain numbers and are never touched.

use super::Ledger;
use cardtable_rules::ledger::words::{bonus_words, by_points_said, hand_words, with_names};
use cardtable_rules::ledger::{HandLine, Standings};
use cardtable_rules::says::{joined, render, text, Lang, Said};
use cardtable_store::{Declined, StoreError};
use serde_json::Value;
use std::borrow::Cow;

/// The header row's cells.
pub const CSV_COLUMNS: [&str; 10] = [
    "game", "name", "kind", "hand", "dealer", "player", "entered", "points", "total", "summary",
];

/// The header's cells as messages, in the order of [`CSV_COLUMNS`].
const CSV_COLUMN_IDS: [&str; 10] = [
    "csv-col-game",
    "csv-col-name",
    "csv-col-kind",
    "csv-col-hand",
    "csv-col-dealer",
    "csv-col-player",
    "csv-col-entered",
    "csv-col-points",
    "csv-col-total",
    "csv-col-summary",
];

/// The words of a CSV file, for its reader: English as it always was, or another language's
/// column names, game names, hands told and bonus row.
struct CsvWords {
    lang: Lang,
}

impl CsvWords {
    fn header(&self) -> Vec<String> {
        match self.lang {
            Lang::En => CSV_COLUMNS.iter().map(|c| c.to_string()).collect(),
            Lang::De | Lang::Fr | Lang::Es | Lang::EnXa => CSV_COLUMN_IDS
                .iter()
                .map(|id| render(&Said::new(id), self.lang, &[]))
                .collect(),
        }
    }

    fn kind(&self, kind: cardtable_rules::GameKind) -> String {
        match self.lang {
            Lang::En => kind.name().to_string(),
            Lang::De | Lang::Fr | Lang::Es | Lang::EnXa => {
                render(&kind.name_said(), self.lang, &[])
            }
        }
    }

    fn title(&self, name: Option<&str>, kind: cardtable_rules::GameKind) -> String {
        match name.map(str::trim).filter(|n| !n.is_empty()) {
            Some(n) => n.to_string(),
            None => self.kind(kind),
        }
    }

    /// The hand in words ("Ann knocked: deadwood 4; Bob 20; Ann +16").
    fn hand(&self, line: &HandLine, names: &[String]) -> String {
        let outcome = line.outcome.as_deref();
        match self.lang {
            Lang::En => hand_words(outcome, &line.points, names),
            Lang::De | Lang::Fr | Lang::Es | Lang::EnXa => match outcome {
                Some(o) => match o.said(&line.points) {
                    Some(said) => render(&said, self.lang, names),
                    // A game that tells its hands in English only.
                    None => o.words(&line.points, names),
                },
                None => render(&by_points_said(&line.points), self.lang, names),
            },
        }
    }

    /// What `seat` entered in the hand ("knocked with 3♠ 4♠ 5♠ 7♣", "bid 2, took 1").
    fn entered(&self, line: &HandLine, seat: usize, names: &[String]) -> String {
        match self.lang {
            Lang::En => entered_words(line, seat, names),
            Lang::De | Lang::Fr | Lang::Es | Lang::EnXa => {
                match &line.facts {
                    Some(facts) => render(&facts.entered_said(seat), self.lang, names),
                    // Facts that no longer read as the game's: their stored keys.
                    None => entered_words(line, seat, names),
                }
            }
        }
    }

    fn bonus_row(&self) -> String {
        match self.lang {
            Lang::En => "bonus".to_string(),
            Lang::De | Lang::Fr | Lang::Es | Lang::EnXa => {
                render(&Said::new("csv-bonus-row"), self.lang, &[])
            }
        }
    }

    /// The end-of-game bonuses in words; empty when no seat has one.
    fn bonuses(&self, standings: &Standings, names: &[String]) -> String {
        match self.lang {
            Lang::En => bonus_words(&standings.bonuses, &standings.explanation, names),
            Lang::De | Lang::Fr | Lang::Es | Lang::EnXa => {
                if standings.bonuses.iter().all(|b| b.is_zero()) {
                    return String::new();
                }
                // The end's own lines as messages, or (a game that ends in English only) its
                // English with the players named.
                let why: Vec<Said> = if standings.said.len() == standings.explanation.len() {
                    standings.said.clone()
                } else {
                    standings
                        .explanation
                        .iter()
                        .map(|l| text(with_names(l, names)))
                        .collect()
                };
                let points = by_points_said(&standings.bonuses);
                let said = if why.is_empty() {
                    Said::new("csv-bonuses").arg("points", points)
                } else {
                    Said::new("csv-bonuses-why")
                        .arg("points", points)
                        .arg("why", joined(why, " "))
                };
                render(&said, self.lang, names).trim().to_string()
            }
        }
    }
}

/// Neutralises formula-like text (the `csv` writer quotes it as needed).
pub fn guard(text: &str) -> Cow<'_, str> {
    if text.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        Cow::Owned(format!("'{text}"))
    } else {
        Cow::Borrowed(text)
    }
}

/// What was entered for `seat` in words, as its game tells it; a hand whose facts no longer
/// read as the game's is told by the seat's entry of every per-seat list in what was stored
/// (`points: 10`), never as raw JSON.
pub fn entered_words(line: &HandLine, seat: usize, names: &[String]) -> String {
    match &line.facts {
        Some(facts) => facts.entered_words(seat, names),
        None => stored_for_seat(&line.stored_facts, seat, names.len()),
    }
}

/// The seat's entry of every per-seat list in stored facts (`bids 2; tricks 1`); empty when
/// there is none.
fn stored_for_seat(facts: &Value, seat: usize, seats: usize) -> String {
    let Value::Object(map) = facts else {
        return String::new();
    };
    map.iter()
        .filter_map(|(k, v)| match v {
            Value::Array(items) if items.len() == seats => items.get(seat).map(|x| match x {
                Value::String(s) => format!("{k} {s}"),
                Value::Number(n) => format!("{k} {n}"),
                Value::Bool(b) => format!("{k} {}", if *b { "yes" } else { "no" }),
                Value::Null | Value::Array(_) | Value::Object(_) => k.clone(),
            }),
            _ => None,
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// A game's name for people: the one the players gave it, else its kind's ("Gin Rummy").
pub fn game_title(name: Option<&str>, kind: cardtable_rules::GameKind) -> String {
    match name.map(str::trim).filter(|n| !n.is_empty()) {
        Some(n) => n.to_string(),
        None => kind.name().to_string(),
    }
}

fn csv_error(e: impl std::fmt::Display) -> StoreError {
    StoreError::declined(Declined::CsvUnwritten { why: e.to_string() })
}

impl Ledger {
    /// CSV of game `id` (`Some`) or of every game (`None`), header first, in English.
    pub fn export_csv(&self, id: Option<i64>) -> Result<String, StoreError> {
        self.export_csv_in(id, Lang::En)
    }

    /// [`export_csv`](Self::export_csv) for a reader of `lang`: the column names, the games'
    /// names, each hand told, the bonus row and its words in that language (English as it
    /// always was), and what each seat entered in that language where its game says it as a
    /// message; ids, points and players' names as they are.
    pub fn export_csv_in(&self, id: Option<i64>, lang: Lang) -> Result<String, StoreError> {
        let words = CsvWords { lang };
        let ids: Vec<i64> = match id {
            Some(id) => vec![id],
            None => self.store.live_game_ids()?,
        };
        let mut out = ::csv::WriterBuilder::new()
            .terminator(::csv::Terminator::Any(b'\n'))
            .from_writer(Vec::new());
        out.write_record(words.header()).map_err(csv_error)?;
        for gid in ids {
            let state = self.store.game_rows(gid)?;
            let names = self.store.seat_names(gid)?;
            let title = words.title(self.store.meta_row(gid)?.name.as_deref(), state.kind);
            let standings = self.fold(&state);
            let game = gid.to_string();
            let kind = words.kind(state.kind);
            let kind = kind.as_str();
            for line in &standings.hands {
                let told = words.hand(line, &names);
                let number = line.number.to_string();
                let dealer = names.get(line.dealer).map_or("", String::as_str);
                for (seat, name) in names.iter().enumerate() {
                    let points = line.points.get(seat).map(|p| p.display());
                    let total = line.running.get(seat).map(|p| p.display());
                    let entered = words.entered(line, seat, &names);
                    let cells: [&str; 10] = [
                        &game,
                        &guard(&title),
                        kind,
                        &number,
                        &guard(dealer),
                        &guard(name),
                        &guard(&entered),
                        &points.unwrap_or_default(),
                        &total.unwrap_or_default(),
                        &guard(&told),
                    ];
                    out.write_record(cells).map_err(csv_error)?;
                }
            }
            let bonus = words.bonuses(&standings, &names);
            let bonus_row = words.bonus_row();
            if !bonus.is_empty() {
                for (seat, name) in names.iter().enumerate() {
                    let points = standings.bonuses.get(seat).map(|p| p.display());
                    let total = standings.final_totals.get(seat).map(|p| p.display());
                    let cells: [&str; 10] = [
                        &game,
                        &guard(&title),
                        kind,
                        &bonus_row,
                        "",
                        &guard(name),
                        "",
                        &points.unwrap_or_default(),
                        &total.unwrap_or_default(),
                        &guard(&bonus),
                    ];
                    out.write_record(cells).map_err(csv_error)?;
                }
            }
        }
        let bytes = out.into_inner().map_err(csv_error)?;
        String::from_utf8(bytes).map_err(csv_error)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn formula_cells_are_neutralised() {
        assert_eq!(guard("=HYPERLINK(\"x\")"), "'=HYPERLINK(\"x\")");
        assert_eq!(guard("+1"), "'+1");
        assert_eq!(guard("-2+3"), "'-2+3");
        assert_eq!(guard("@SUM(A1)"), "'@SUM(A1)");
        assert_eq!(guard("Ann"), "Ann");
    }

    #[test]
    fn stored_facts_are_told_per_seat_never_as_json() {
        let f = json!({"bids": [1, 2, 0], "tricks": [1, 1, 0], "note": "x"});
        assert_eq!(stored_for_seat(&f, 1, 3), "bids 2; tricks 1");
        assert_eq!(stored_for_seat(&json!({"k": 1}), 0, 2), "");
    }
}
