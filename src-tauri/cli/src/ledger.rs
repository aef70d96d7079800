//! The ledger from the command line, on the same database as the app: `games`, `game new`,
//! `game show`, `game undo|redo`, `hand add|amend|delete`, `export` and `import`.
//!
//! Every subcommand takes `--db PATH` (default: the app's database, `$CARDTABLE_DB` or the OS
//! data folder). Seats are numbered from 1 on the command line. Text output by default,
//! `--json` for the same JSON the app receives. Exit codes: 0 done, 1 refused (a rule, a
//! missing game, a damaged file), 2 usage.

use cardtable_rules::seats::check_seats;
use cardtable_rules::GameKind;
use cardtable_store::{default_path, GameView, NewGame, Store, StoreError};
use clap::{Args, Subcommand, ValueEnum};
use serde_json::Value;
use std::path::PathBuf;
use std::process::ExitCode;
use text::{standings_text, summary_line};

mod text;

/// Where the database is.
#[derive(Debug, Clone, Args)]
pub struct Db {
    /// The database file (default: $CARDTABLE_DB, else the app's data folder).
    #[arg(long)]
    db: Option<PathBuf>,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

/// The ledger subcommands, flattened into the CLI's top level.
#[derive(Debug, Subcommand)]
pub enum LedgerCommand {
    /// List games, newest first.
    Games {
        /// How many.
        #[arg(long, default_value_t = 20)]
        limit: usize,
        #[command(flatten)]
        db: Db,
    },
    /// Create a game, show one, or undo/redo its last change.
    #[command(subcommand)]
    Game(GameCommand),
    /// Record, amend or delete a hand.
    #[command(subcommand)]
    Hand(HandCommand),
    /// Export one game or everything as JSON (re-importable) or CSV.
    Export {
        /// Only this game (default: everything).
        #[arg(long)]
        game: Option<i64>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = Format::Json)]
        format: Format,
        /// Write to this file instead of stdout.
        #[arg(long)]
        out: Option<PathBuf>,
        #[command(flatten)]
        db: Db,
    },
    /// Import a JSON export (a damaged or foreign file is refused and nothing is written).
    Import {
        /// The export file.
        file: PathBuf,
        #[command(flatten)]
        db: Db,
    },
}

/// `cardtable game ...`
#[derive(Debug, Subcommand)]
pub enum GameCommand {
    /// Create a game.
    New {
        /// Game id, e.g. gin_rummy, oh_heck, six_card_golf, scorepad.
        #[arg(long)]
        kind: String,
        /// Player names in seat order, comma-separated.
        #[arg(long)]
        players: String,
        /// Rule options as JSON, e.g. '{"preset":"oklahoma"}' (default: the seed preset).
        #[arg(long)]
        options: Option<String>,
        /// Seat (from 1) of the first dealer.
        #[arg(long, default_value_t = 1)]
        first_dealer: usize,
        #[command(flatten)]
        db: Db,
    },
    /// Standings and history of a game.
    Show {
        /// Game id.
        id: i64,
        #[command(flatten)]
        db: Db,
    },
    /// Revert the game's newest change.
    Undo {
        /// Game id.
        id: i64,
        #[command(flatten)]
        db: Db,
    },
    /// Re-apply the change most recently undone.
    Redo {
        /// Game id.
        id: i64,
        #[command(flatten)]
        db: Db,
    },
}

/// `cardtable hand ...`
#[derive(Debug, Subcommand)]
pub enum HandCommand {
    /// Record the next hand of a game.
    Add {
        /// Game id.
        game: i64,
        /// What was entered, as the game's hand JSON, e.g. '{"points":[10,0]}'.
        #[arg(long)]
        facts: String,
        /// Seat (from 1) that dealt (default: whoever the rules say deals next).
        #[arg(long)]
        dealer: Option<usize>,
        #[command(flatten)]
        db: Db,
    },
    /// Replace a past hand's facts.
    Amend {
        /// Hand id (shown by `game show`).
        hand: i64,
        /// The corrected hand JSON.
        #[arg(long)]
        facts: String,
        /// Seat (from 1) that dealt (default: unchanged).
        #[arg(long)]
        dealer: Option<usize>,
        #[command(flatten)]
        db: Db,
    },
    /// Delete a past hand.
    Delete {
        /// Hand id.
        hand: i64,
        #[command(flatten)]
        db: Db,
    },
}

/// Export formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Complete, versioned, re-importable.
    Json,
    /// One row per hand per player.
    Csv,
}

/// A refusal to report: a code and a message for people.
struct Refusal {
    code: String,
    message: String,
    usage: bool,
}

impl From<StoreError> for Refusal {
    fn from(e: StoreError) -> Self {
        let code = match &e {
            StoreError::Rule(r) => r.code,
            StoreError::NotFound { .. } => "E_NOT_FOUND",
            StoreError::Invalid { .. } => "E_INVALID_REQUEST",
            StoreError::Import { .. } => "E_IMPORT",
            _ => "E_STORAGE",
        };
        Refusal {
            code: code.to_string(),
            message: e.to_string(),
            usage: false,
        }
    }
}

impl From<cardtable_rules::RuleError> for Refusal {
    fn from(e: cardtable_rules::RuleError) -> Self {
        StoreError::Rule(e).into()
    }
}

fn usage(message: impl Into<String>) -> Refusal {
    Refusal {
        code: "E_USAGE".to_string(),
        message: message.into(),
        usage: true,
    }
}

fn open(db: &Db) -> Result<Store, Refusal> {
    let path = db
        .db
        .clone()
        .or_else(default_path)
        .ok_or_else(|| usage("No database path: pass --db PATH or set CARDTABLE_DB."))?;
    Ok(Store::open(&path)?)
}

fn json_arg(text: &str, what: &str) -> Result<Value, Refusal> {
    serde_json::from_str(text).map_err(|e| usage(format!("--{what} is not valid JSON: {e}")))
}

fn seat_arg(seat: Option<usize>, what: &str) -> Result<Option<usize>, Refusal> {
    match seat {
        None => Ok(None),
        Some(0) => Err(usage(format!("--{what} counts seats from 1."))),
        Some(n) => Ok(Some(n - 1)),
    }
}

/// Runs one ledger subcommand.
pub fn run(cmd: LedgerCommand) -> ExitCode {
    let json = match &cmd {
        LedgerCommand::Games { db, .. }
        | LedgerCommand::Export { db, .. }
        | LedgerCommand::Import { db, .. } => db.json,
        LedgerCommand::Game(
            GameCommand::New { db, .. }
            | GameCommand::Show { db, .. }
            | GameCommand::Undo { db, .. }
            | GameCommand::Redo { db, .. },
        ) => db.json,
        LedgerCommand::Hand(
            HandCommand::Add { db, .. }
            | HandCommand::Amend { db, .. }
            | HandCommand::Delete { db, .. },
        ) => db.json,
    };
    match execute(cmd) {
        Ok(text) => {
            print!("{text}");
            ExitCode::SUCCESS
        }
        Err(r) => {
            if json {
                let kind = if r.usage { "usage" } else { "validation" };
                let err = serde_json::json!({"ok": false, "error": {"kind": kind, "code": r.code, "message": r.message}});
                println!("{err}");
            } else {
                eprintln!("{}: {}", r.code, r.message);
            }
            ExitCode::from(if r.usage { 2 } else { 1 })
        }
    }
}

fn as_json<T: serde::Serialize>(v: &T) -> Result<String, Refusal> {
    serde_json::to_string_pretty(v)
        .map(|s| s + "\n")
        .map_err(|e| StoreError::Json(e).into())
}

fn execute(cmd: LedgerCommand) -> Result<String, Refusal> {
    let now = chrono::Utc::now();
    match cmd {
        LedgerCommand::Games { limit, db } => {
            let games = open(&db)?.list_games(limit)?;
            if db.json {
                return as_json(&games);
            }
            Ok(games.iter().map(summary_line).collect())
        }
        LedgerCommand::Game(GameCommand::New {
            kind,
            players,
            options,
            first_dealer,
            db,
        }) => {
            let kind: GameKind = kind.parse().map_err(cardtable_rules::RuleError::from)?;
            let names: Vec<String> = players.split(',').map(str::to_string).collect();
            let players = check_seats(kind, &names)?;
            let options = match options {
                Some(o) => json_arg(&o, "options")?,
                None => serde_json::json!({}),
            };
            cardtable_rules::games::setup::check_new_options(kind, &options)?;
            let first_dealer = seat_arg(Some(first_dealer), "first-dealer")?.unwrap_or(0);
            let new = NewGame {
                kind,
                players,
                options,
                first_dealer,
            };
            let game = open(&db)?.create_game(&new, now)?;
            if db.json {
                return as_json(&game);
            }
            Ok(summary_line(&game))
        }
        LedgerCommand::Game(GameCommand::Show { id, db }) => view(&open(&db)?.game_view(id)?, &db),
        LedgerCommand::Game(GameCommand::Undo { id, db }) => view(&open(&db)?.undo(id, now)?, &db),
        LedgerCommand::Game(GameCommand::Redo { id, db }) => view(&open(&db)?.redo(id, now)?, &db),
        LedgerCommand::Hand(HandCommand::Add {
            game,
            facts,
            dealer,
            db,
        }) => {
            let facts = json_arg(&facts, "facts")?;
            let dealer = seat_arg(dealer, "dealer")?;
            view(&open(&db)?.record_hand(game, &facts, dealer, now)?, &db)
        }
        LedgerCommand::Hand(HandCommand::Amend {
            hand,
            facts,
            dealer,
            db,
        }) => {
            let facts = json_arg(&facts, "facts")?;
            let dealer = seat_arg(dealer, "dealer")?;
            view(&open(&db)?.amend_hand(hand, &facts, dealer, now)?, &db)
        }
        LedgerCommand::Hand(HandCommand::Delete { hand, db }) => {
            view(&open(&db)?.delete_hand(hand, now)?, &db)
        }
        LedgerCommand::Export {
            game,
            format,
            out,
            db,
        } => {
            let store = open(&db)?;
            let text = match format {
                Format::Json => store.export_json(game, now)? + "\n",
                Format::Csv => store.export_csv(game)?,
            };
            match out {
                None => Ok(text),
                Some(path) => {
                    std::fs::write(&path, text).map_err(|e| Refusal::from(StoreError::Io(e)))?;
                    Ok(format!("Wrote {}\n", path.display()))
                }
            }
        }
        LedgerCommand::Import { file, db } => {
            let refuse = |message: String| Refusal {
                code: "E_IMPORT".to_string(),
                message,
                usage: false,
            };
            let bytes = std::fs::read(&file)
                .map_err(|e| refuse(format!("Cannot read {}: {e}", file.display())))?;
            let text = String::from_utf8(bytes).map_err(|_| {
                refuse("This file is not a Cardtable export: it is not text.".to_string())
            })?;
            let added = open(&db)?.import_json(&text)?;
            if db.json {
                return as_json(&added);
            }
            let mut out = format!("Imported {} game(s).\n", added.len());
            out.extend(added.iter().map(summary_line));
            Ok(out)
        }
    }
}

fn view(v: &GameView, db: &Db) -> Result<String, Refusal> {
    if db.json {
        return as_json(v);
    }
    Ok(format!(
        "{}{}",
        summary_line(&v.game),
        standings_text(&v.standings, &v.game.players)
    ))
}
