//! `cardtable night new|seat|show|close|correct|arrive|leave|finalise|export|series`: a club night on the same ledger,
//! through the command table's `night_new`, `night_seat`, `night_show`, `night_close_round`,
//! `night_correct` and `night_finalise`, as the host. Each table's game is an ordinary game,
//! played with `hand add`; a table's result counts once a player of the other side confirms
//! it on their phone, or the host closes the round (accepting it as it stands) or corrects it.

use super::args::Db;
use super::{as_json, json_arg, open, read, run_command, usage_said, Refusal};
use cardtable_rules::says::Said;
use clap::Subcommand;
use serde::Deserialize;
use serde_json::{json, Value};

/// `cardtable night ...`
#[derive(Debug, Subcommand)]
pub enum NightCommand {
    /// Create a night: prints its id (with --json, the night with its settings and empty
    /// standings). Every table seats the same number of players; those left over sit the
    /// round out with a bye.
    New {
        /// The game every table plays, e.g. gin_rummy, oh_heck.
        #[arg(long)]
        kind: String,
        /// The players who checked in, comma-separated.
        #[arg(long)]
        players: String,
        /// How many rounds.
        #[arg(long)]
        rounds: u32,
        /// The night's options as JSON, each optional:
        /// '{"rules": {"preset": "oklahoma"}, "deals": 2, "scoring": "placings", "tableSize": 4,
        /// "fixed": {"Ann": 2}, "seed": 7}'. rules: the table games' rules as `game new
        /// --options` takes them (default the seed preset); deals: a round is this many deals
        /// (default each table plays its game to the end); minutes: a round is a time limit
        /// from its seating, the deal in progress when it runs out finished (the first hand
        /// entered after it is the table's last; not with deals); scoring: placings (3/2/1/0 at four),
        /// matchPoints (2 win, 1 draw, 0 loss) or totals (the games' own scores; default match
        /// points for two-player games, else placings); tableSize: players per table (default
        /// the size of the game's range that leaves the fewest out, nearest four); fixed: players
        /// who always sit at a table (counted from 1); seed: the first round's shuffle
        /// (default drawn from the clock).
        #[arg(long)]
        options: Option<String>,
        #[command(flatten)]
        db: Db,
    },
    /// Seat the next round: random for round 1, then Swiss by standings without rematches for
    /// two-player games, rotating tables with the fewest repeated meetings for three or more;
    /// byes rotate; fixed seats are kept. Creates each table's game (play it with `hand add`).
    /// Closes the round before first (as `night close`): refused while a table of it is still
    /// playing or a refused result waits for the host's correction. With --json:
    /// {"round": 1, "tables": [{"table": 1, "game": ID, "seats": ["Ann", "Bob"]}], "byes": ["Eve"]}
    /// (seats in seat order, seat 0 first).
    Seat {
        /// The night's id.
        night: i64,
        #[command(flatten)]
        db: Db,
    },
    /// The night's standings, with the tie-breaks in order (head to head, the opponents'
    /// points, total points); a table counts once its result is confirmed at the table,
    /// accepted by closing the round, or corrected; provisional until the night is
    /// finalised. With --json:
    /// {"round": 1, "standings": [{"player": "Ann", "points": 3, "place": 1, ...}], ...}
    /// (fractions of points as "5/2").
    Show {
        /// The night's id.
        night: i64,
        #[command(flatten)]
        db: Db,
    },
    /// Close the current round: every table's result not confirmed yet is accepted as it
    /// stands; phones no longer confirm or refuse in it. Refused while a table still plays or
    /// a refused result waits for a correction.
    Close {
        /// The night's id.
        night: i64,
        #[command(flatten)]
        db: Db,
    },
    /// Correct a table (the director's say): these scores count, the reason is kept in the
    /// table's trail with the result as it stood.
    Correct {
        /// The night's id.
        night: i64,
        /// The table's game id.
        #[arg(long)]
        game: i64,
        /// The scores that count, one per seat in seat order, comma-separated.
        #[arg(long)]
        scores: String,
        /// Why.
        #[arg(long)]
        reason: String,
        #[command(flatten)]
        db: Db,
    },
    /// A late arrival: the player joins the night from its next round (one who left comes
    /// back).
    Arrive {
        /// The night's id.
        night: i64,
        /// The player's name.
        #[arg(long)]
        player: String,
        #[command(flatten)]
        db: Db,
    },
    /// An early leaver: the player is not seated from the next round on, and keeps their
    /// standing.
    Leave {
        /// The night's id.
        night: i64,
        /// The player's name.
        #[arg(long)]
        player: String,
        #[command(flatten)]
        db: Db,
    },
    /// Finalise the night (closing its current round first): its results are final.
    Finalise {
        /// The night's id.
        night: i64,
        #[command(flatten)]
        db: Db,
    },
    /// Export the night's standings, rounds, tables and scores: --csv (one table for a
    /// spreadsheet, columns row,round,table,game,seat,player,place,points,head to
    /// head,opponents' points,total,score,counted,status: a "standing" row per player, a
    /// "seat" row per seat of every table with its score, the score that counts and the
    /// table's state, a "bye" row per bye) or --json ({"night", "kind", "game", "rounds",
    /// "round", "scoring", "createdAt", "finalised", "standings": [...], "played": [{"round",
    /// "seatedAt", "tables": [{"table", "game", "status", "hands", "seats": [{"player",
    /// "score", "counted"}]}], "byes"}]}, points exact, a fraction as "5/2").
    Export {
        /// The night's id.
        night: i64,
        /// As CSV.
        #[arg(long, conflicts_with = "json")]
        csv: bool,
        #[command(flatten)]
        db: Db,
    },
    /// A series: a season of nights with its own standings. `night series new --name NAME
    /// [--nights 1,2]` makes one (prints its id), `night series add SERIES --night N` adds a
    /// night, `night series show SERIES` shows its standings, `night series export SERIES
    /// --csv|--json` exports them.
    #[command(subcommand)]
    Series(SeriesCommand),
}

/// `cardtable night series ...`: a season of club nights. Each night gives a player one
/// series point for every player of that night they finished above (players tied share), so
/// nights of any game and scoring add up; ties are broken by nights won, then by the nights'
/// tournament points summed.
#[derive(Debug, Subcommand)]
pub enum SeriesCommand {
    /// Make a series (a season of nights): prints its id (with --json, the series).
    New {
        /// Its name, e.g. "Autumn 2026".
        #[arg(long)]
        name: String,
        /// Its nights' ids so far, comma-separated (a night counts in one series).
        #[arg(long)]
        nights: Option<String>,
        #[command(flatten)]
        db: Db,
    },
    /// Add a night to a series.
    Add {
        /// The series' id.
        series: i64,
        /// The night's id.
        #[arg(long)]
        night: i64,
        #[command(flatten)]
        db: Db,
    },
    /// The series' nights and standings (provisional while a night of it is). With --json:
    /// {"id", "name", "createdAt", "nights": [{"night", "game", "createdAt", "finalised",
    /// "winners"}], "standings": [{"player", "place", "points", "wins", "nightPoints",
    /// "nights"}], "finalResults"} (fractions of points as "5/2").
    Show {
        /// The series' id.
        series: i64,
        #[command(flatten)]
        db: Db,
    },
    /// Export the series' standings: --csv (place,player,series points,nights won,night
    /// points,nights) or --json (as `show --json`).
    Export {
        /// The series' id.
        series: i64,
        /// As CSV.
        #[arg(long, conflicts_with = "json")]
        csv: bool,
        #[command(flatten)]
        db: Db,
    },
}

impl SeriesCommand {
    fn db(&self) -> &Db {
        match self {
            SeriesCommand::New { db, .. }
            | SeriesCommand::Add { db, .. }
            | SeriesCommand::Show { db, .. }
            | SeriesCommand::Export { db, .. } => db,
        }
    }
}

impl NightCommand {
    /// Its `--db` and `--json`.
    pub fn db(&self) -> &Db {
        match self {
            NightCommand::New { db, .. }
            | NightCommand::Seat { db, .. }
            | NightCommand::Show { db, .. }
            | NightCommand::Close { db, .. }
            | NightCommand::Correct { db, .. }
            | NightCommand::Arrive { db, .. }
            | NightCommand::Leave { db, .. }
            | NightCommand::Finalise { db, .. }
            | NightCommand::Export { db, .. } => db,
            NightCommand::Series(series) => series.db(),
        }
    }

    /// Whether it changes the database.
    pub fn writes(&self) -> bool {
        match self {
            NightCommand::New { .. }
            | NightCommand::Seat { .. }
            | NightCommand::Close { .. }
            | NightCommand::Correct { .. }
            | NightCommand::Arrive { .. }
            | NightCommand::Leave { .. }
            | NightCommand::Finalise { .. } => true,
            NightCommand::Series(SeriesCommand::New { .. } | SeriesCommand::Add { .. }) => true,
            NightCommand::Show { .. }
            | NightCommand::Export { .. }
            | NightCommand::Series(SeriesCommand::Show { .. } | SeriesCommand::Export { .. }) => {
                false
            }
        }
    }
}

/// What the text output reads of a night.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct ShowText {
    id: i64,
    spec: SpecText,
    round: u32,
    complete: bool,
    rounds: Vec<RoundText>,
    standings: Vec<StandingText>,
    #[serde(default)]
    finalised: Option<String>,
    #[serde(default)]
    clock: Option<ClockText>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct ClockText {
    round: u32,
    ends_at: String,
    ms_left: u64,
}

#[derive(Deserialize)]
struct SpecText {
    kind: cardtable_rules::GameKind,
    rounds: u32,
}

#[derive(Deserialize)]
struct RoundText {
    round: u32,
    tables: Vec<TableText>,
    byes: Vec<String>,
}

#[derive(Deserialize)]
struct TableText {
    table: usize,
    game: i64,
    seats: Vec<String>,
    #[serde(default)]
    done: Option<bool>,
    #[serde(default)]
    status: Option<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct StandingText {
    player: String,
    points: cardtable_rules::Points,
    place: usize,
    played: u32,
    byes: u32,
}

/// Runs one night subcommand; its output.
pub fn execute(cmd: NightCommand) -> Result<String, Refusal> {
    match cmd {
        NightCommand::New {
            kind,
            players,
            rounds,
            options,
            db,
        } => {
            let kind: cardtable_rules::GameKind =
                kind.parse().map_err(cardtable_rules::RuleError::from)?;
            let players: Vec<String> = players.split(',').map(str::to_string).collect();
            let options = match options {
                Some(o) => json_arg(&o, "options")?,
                None => Value::Null,
            };
            let night =
                json!({"kind": kind, "players": players, "rounds": rounds, "options": options});
            let night = run_command(&open(&db)?, "night_new", json!({ "night": night }))?;
            if db.json {
                return as_json(&night);
            }
            Ok(format!("{}\n", night["id"]))
        }
        NightCommand::Seat { night, db } => {
            let round = run_command(&open(&db)?, "night_seat", json!({ "nightId": night }))?;
            if db.json {
                return as_json(&round);
            }
            Ok(round_text(&read(round)?))
        }
        NightCommand::Show { night, db } => shown(&db, "night_show", json!({ "nightId": night })),
        NightCommand::Close { night, db } => {
            shown(&db, "night_close_round", json!({ "nightId": night }))
        }
        NightCommand::Arrive { night, player, db } => shown(
            &db,
            "night_arrive",
            json!({ "nightId": night, "player": player }),
        ),
        NightCommand::Leave { night, player, db } => shown(
            &db,
            "night_leave",
            json!({ "nightId": night, "player": player }),
        ),
        NightCommand::Finalise { night, db } => {
            shown(&db, "night_finalise", json!({ "nightId": night }))
        }
        NightCommand::Export { night, csv, db } => exported(
            &db,
            csv,
            "cli-export-how-night",
            "night_export",
            json!({ "nightId": night }),
        ),
        NightCommand::Series(cmd) => series(cmd),
        NightCommand::Correct {
            night,
            game,
            scores,
            reason,
            db,
        } => {
            let scores: Vec<Value> = scores
                .split(',')
                .map(|s| {
                    // A number, or a fraction as "5/2" (the command says what is wrong).
                    let s = s.trim();
                    serde_json::from_str(s).unwrap_or_else(|_| Value::String(s.to_string()))
                })
                .collect();
            shown(
                &db,
                "night_correct",
                json!({ "nightId": night, "gameId": game, "scores": scores, "reason": reason }),
            )
        }
    }
}

/// Runs an export command as `--csv` or `--json`; its text, ending with a newline. Neither
/// asked for: refused with message `what` (`cli-export-how-night`: how to ask for it).
fn exported(
    db: &Db,
    csv: bool,
    what: &'static str,
    name: &str,
    mut args: Value,
) -> Result<String, Refusal> {
    let format = match (csv, db.json) {
        (true, _) => "csv",
        (false, true) => "json",
        (false, false) => return Err(usage_said(Said::new(what))),
    };
    args["format"] = json!(format);
    let text: String = read(run_command(&open(db)?, name, args)?)?;
    Ok(if text.ends_with('\n') {
        text
    } else {
        text + "\n"
    })
}

/// What the text output reads of a series.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct SeriesText {
    id: i64,
    name: String,
    nights: Vec<SeriesNightText>,
    standings: Vec<SeriesStandingText>,
    final_results: bool,
}

#[derive(Deserialize)]
struct SeriesNightText {
    night: i64,
    /// Its game, named in the text output's language.
    kind: cardtable_rules::GameKind,
    finalised: bool,
    winners: Vec<String>,
}

#[derive(Deserialize)]
struct SeriesStandingText {
    player: String,
    place: usize,
    points: cardtable_rules::Points,
    wins: u32,
    nights: u32,
}

/// Runs one series subcommand; its output.
fn series(cmd: SeriesCommand) -> Result<String, Refusal> {
    let (db, name, args) = match cmd {
        SeriesCommand::New { name, nights, db } => {
            let nights: Vec<Value> = match nights {
                Some(list) => list
                    .split(',')
                    .map(|n| {
                        let n = n.trim();
                        serde_json::from_str(n).unwrap_or_else(|_| Value::String(n.to_string()))
                    })
                    .collect(),
                None => Vec::new(),
            };
            let made = run_command(
                &open(&db)?,
                "series_new",
                json!({ "name": name, "nights": nights }),
            )?;
            if db.json {
                return as_json(&made);
            }
            return Ok(format!("{}\n", made["id"]));
        }
        SeriesCommand::Add { series, night, db } => (
            db,
            "series_add",
            json!({ "seriesId": series, "nightId": night }),
        ),
        SeriesCommand::Show { series, db } => (db, "series_show", json!({ "seriesId": series })),
        SeriesCommand::Export { series, csv, db } => {
            return exported(
                &db,
                csv,
                "cli-export-how-series",
                "series_export",
                json!({ "seriesId": series }),
            )
        }
    };
    let view = run_command(&open(&db)?, name, args)?;
    if db.json {
        return as_json(&view);
    }
    let s: SeriesText = read(view)?;
    let when = Said::new(if s.final_results {
        "cli-series-final"
    } else {
        "cli-series-provisional"
    });
    let head = Said::new("cli-series-head")
        .arg("id", s.id)
        .arg("name", s.name.clone())
        .arg("nights", s.nights.len())
        .arg("state", when);
    let mut out = format!("{}\n", crate::words(&head));
    let width = s
        .standings
        .iter()
        .map(|l| l.player.chars().count())
        .max()
        .unwrap_or(0);
    for l in &s.standings {
        let record = Said::new("cli-series-record")
            .arg("nights", l.nights)
            .arg("wins", l.wins);
        out += &format!(
            "{:>3}. {:<width$}  {:>6}  {}\n",
            l.place,
            l.player,
            l.points.display(),
            crate::words(&record)
        );
    }
    for n in &s.nights {
        let night = Said::new(if n.finalised {
            "cli-series-night"
        } else {
            "cli-series-night-provisional"
        })
        .arg("night", n.night)
        .arg("game", n.kind.name_said())
        .arg("winners", n.winners.join(", "));
        out += &format!("  {}\n", crate::words(&night));
    }
    Ok(out)
}

/// Runs a command answering the night, and shows it.
fn shown(db: &Db, name: &str, args: Value) -> Result<String, Refusal> {
    let view = run_command(&open(db)?, name, args)?;
    if db.json {
        return as_json(&view);
    }
    Ok(show_text(&read(view)?))
}

fn round_text(r: &RoundText) -> String {
    let mut out = format!(
        "{}\n",
        crate::words(&Said::new("cli-round").arg("round", r.round))
    );
    for t in &r.tables {
        let state = match (t.status.as_deref(), t.done) {
            (Some("toConfirm"), _) => Some("cli-table-to-confirm"),
            (Some("confirmed"), _) => Some("cli-table-confirmed"),
            (Some("refused"), _) => Some("cli-table-refused"),
            (Some("corrected"), _) => Some("cli-table-corrected"),
            (Some("accepted"), _) => Some("cli-table-accepted"),
            (_, Some(true)) => Some("cli-table-done"),
            (_, Some(false)) => Some("cli-table-playing"),
            (_, None) => None,
        };
        let table = match state {
            Some(state) => Said::new("cli-table-state").arg("state", Said::new(state)),
            None => Said::new("cli-table"),
        }
        .arg("table", t.table)
        .arg("seats", t.seats.join(", "))
        .arg("game", t.game);
        out += &format!("  {}\n", crate::words(&table));
    }
    if !r.byes.is_empty() {
        let bye = Said::new("cli-bye").arg("names", r.byes.join(", "));
        out += &format!("  {}\n", crate::words(&bye));
    }
    out
}

fn show_text(v: &ShowText) -> String {
    let when = if v.finalised.is_some() {
        Said::new("cli-night-final")
    } else if v.round == 0 {
        Said::new("cli-night-not-seated")
    } else if v.complete {
        Said::new("cli-night-all-played").arg("rounds", v.spec.rounds)
    } else if v
        .rounds
        .last()
        .is_some_and(|r| r.tables.iter().all(|t| t.done == Some(true)))
    {
        Said::new("cli-night-round-played")
            .arg("round", v.round)
            .arg("rounds", v.spec.rounds)
    } else {
        Said::new("cli-night-round")
            .arg("round", v.round)
            .arg("rounds", v.spec.rounds)
    };
    let head = Said::new("cli-night-head")
        .arg("id", v.id)
        .arg("game", v.spec.kind.name_said())
        .arg("state", when);
    let mut out = format!("{}\n", crate::words(&head));
    if let Some(c) = &v.clock {
        let clock = if c.ms_left > 0 {
            let secs = c.ms_left.div_ceil(1000);
            Said::new("cli-night-clock")
                .arg("round", c.round)
                .arg("left", format!("{}:{:02}", secs / 60, secs % 60))
                .arg("ends", c.ends_at.clone())
        } else {
            Said::new("cli-night-clock-up").arg("round", c.round)
        };
        out += &format!("{}\n", crate::words(&clock));
    }
    let width = v
        .standings
        .iter()
        .map(|s| s.player.chars().count())
        .max()
        .unwrap_or(0);
    for s in &v.standings {
        let record = match s.byes {
            0 => Said::new("cli-night-record").arg("played", s.played),
            n => Said::new("cli-night-record-byes")
                .arg("played", s.played)
                .arg("byes", n),
        };
        out += &format!(
            "{:>3}. {:<width$}  {:>6}  {}\n",
            s.place,
            s.player,
            s.points.display(),
            crate::words(&record)
        );
    }
    if let Some(last) = v.rounds.last() {
        out += &round_text(last);
    }
    out
}
