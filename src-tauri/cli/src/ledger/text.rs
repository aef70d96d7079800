//! Text rendering of the ledger for the terminal: one line per game, and a game's standings
//! as a table (hand, id, dealer, each player's points with the running total in brackets).

use cardtable_rules::says::{Arg, Said};
use cardtable_rules::Points;
use cardtable_store::GameSummary;
use serde::{Deserialize, Deserializer};
use serde_json::Value;

/// What the text shows of a game view, read from the JSON the command table answers.
#[derive(Debug, Deserialize)]
pub struct ViewText {
    /// The game as listed.
    pub game: GameSummary,
    /// Its standings.
    pub standings: StandingsText,
}

/// What the text shows of a game's standings (the rules' `Standings`, as JSON).
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct StandingsText {
    hands: Vec<HandText>,
    totals: Vec<Pts>,
    bonuses: Vec<Pts>,
    final_totals: Vec<Pts>,
    next_dealer: usize,
    over: bool,
    winners: Vec<usize>,
    explanation: Vec<String>,
    options_problem: Option<ProblemText>,
}

/// One hand's line.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct HandText {
    id: i64,
    number: usize,
    dealer: usize,
    points: Vec<Pts>,
    running: Vec<Pts>,
    problem: Option<ProblemText>,
}

/// Why a hand or the options no longer validate.
#[derive(Debug, Deserialize)]
struct ProblemText {
    code: String,
    message: String,
}

/// Points as the JSON carries them (a number, or a fraction such as `"5/2"`), as text.
#[derive(Debug)]
struct Pts(String, bool);

impl<'de> Deserialize<'de> for Pts {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let shown = match Value::deserialize(d)? {
            Value::String(text) => match text.parse::<Points>() {
                Ok(p) => Pts(p.display(), p.is_zero()),
                Err(_) => Pts(text, false),
            },
            other => {
                let zero = other.as_f64() == Some(0.0);
                Pts(other.to_string(), zero)
            }
        };
        Ok(shown)
    }
}

impl Pts {
    fn display(&self) -> String {
        self.0.clone()
    }

    fn is_zero(&self) -> bool {
        self.1
    }
}

/// One line per game: id, kind, players, hands, dates, in the text output's language (the
/// game by the name its players use).
pub fn summary_line(g: &GameSummary) -> String {
    let state = match &g.finished_at {
        Some(t) => Said::new("cli-finished").arg("at", t.clone()),
        None => Said::new("cli-in-progress"),
    };
    let line = Said::new("cli-summary")
        .arg("id", g.id)
        .arg("game", g.kind.name_said())
        .arg("players", g.players.join(", "))
        .arg("hands", g.hand_count)
        .arg("started", g.created_at.clone())
        .arg("state", state);
    format!("{}\n", crate::words(&line))
}

/// A word of the standings table (a column's head, a row's name).
fn word(id: &'static str) -> String {
    crate::words(&Said::new(id))
}

fn row(cells: &[String], widths: &[usize]) -> String {
    let mut line: String = cells
        .iter()
        .zip(widths)
        .map(|(c, w)| format!("{c:<w$}  "))
        .collect();
    line.truncate(line.trim_end().len());
    line + "\n"
}

fn pts(v: &[Pts]) -> Vec<String> {
    v.iter().map(|p| p.display()).collect()
}

/// The standings as a table: one row per hand (points, then the running totals), totals,
/// bonuses, winner and next dealer, and any hand whose facts no longer validate.
pub fn standings_text(s: &StandingsText, names: &[String]) -> String {
    let name = |seat: usize| {
        names
            .get(seat)
            .cloned()
            .unwrap_or_else(|| crate::words(&Said::new("cli-seat").arg("n", seat + 1)))
    };
    let mut head = vec![
        word("cli-col-hand"),
        word("cli-col-id"),
        word("cli-col-dealer"),
    ];
    head.extend(names.iter().cloned());
    let mut rows = vec![head];
    for h in &s.hands {
        let mut r = vec![h.number.to_string(), h.id.to_string(), name(h.dealer)];
        r.extend(
            h.points
                .iter()
                .zip(&h.running)
                .map(|(p, t)| format!("{} ({})", p.display(), t.display())),
        );
        rows.push(r);
    }
    let mut total = vec![word("cli-col-total"), String::new(), String::new()];
    total.extend(pts(&s.totals));
    rows.push(total);
    if s.bonuses.iter().any(|b| !b.is_zero()) {
        let mut b = vec![word("cli-col-bonus"), String::new(), String::new()];
        b.extend(pts(&s.bonuses));
        rows.push(b);
        let mut f = vec![word("cli-col-final"), String::new(), String::new()];
        f.extend(pts(&s.final_totals));
        rows.push(f);
    }
    let cols = rows.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = (0..cols)
        .map(|c| {
            rows.iter()
                .filter_map(|r| r.get(c))
                .map(|x| x.chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out: String = rows.iter().map(|r| row(r, &widths)).collect();
    for line in &s.explanation {
        out.push_str(&format!("  {line}\n"));
    }
    {
        let said = if s.over {
            let winners = s
                .winners
                .iter()
                .map(|&w| Said::new("same").arg("x", name(w)))
                .collect();
            Said::new("cli-game-over")
                .arg("n", s.winners.len())
                .arg("winners", Arg::List(winners))
        } else {
            Said::new("cli-next-dealer").arg("name", name(s.next_dealer))
        };
        out.push_str(&crate::words(&said));
        out.push('\n');
    }
    if let Some(p) = &s.options_problem {
        let problem = Said::new("cli-options-problem")
            .arg("code", p.code.clone())
            .arg("why", p.message.clone());
        out.push_str(&format!("{}\n", crate::words(&problem)));
    }
    for h in &s.hands {
        if let Some(p) = &h.problem {
            let problem = Said::new("cli-hand-problem")
                .arg("n", h.number)
                .arg("code", p.code.clone())
                .arg("why", p.message.clone());
            out.push_str(&format!("{}\n", crate::words(&problem)));
        }
    }
    out
}
