//! The ledger from the command line, on the same database as the app: `games`, `game new`,
//! `game show`, `game undo|redo|reopen`, `hand add|amend|delete`, `export` and `import`.
//!
//! Every subcommand takes `--db PATH` (default: the app's database, `$CARDTABLE_DB` or the OS
//! data folder). Seats are counted from 0 in flags as in the JSON ([`args`]). Text output by
//! default, `--json` for the same JSON the app receives. `hand add --key K` makes a write safe
//! to retry. Like the app, the first command of a day on a database with games takes that
//! day's automatic backup (in `backups/` beside it). Output to a closed pipe ends quietly. Exit codes: 0 done, 1 refused (a rule, a
//! missing game, a damaged file), 2 usage.

pub use args::{Db, Format, GameCommand, HandCommand, LedgerCommand};

use cardtable_commands::ledger::read_import;
use cardtable_commands::{GameView, Ledger};
use cardtable_rules::seats::check_seats;
use cardtable_rules::GameKind;
use cardtable_store::{default_path, NewGame, StoreError};
use serde_json::Value;
use std::path::Path;
use std::process::ExitCode;
use text::{standings_text, summary_line};

mod args;
mod text;

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

fn open(db: &Db) -> Result<Ledger, Refusal> {
    let path = db
        .db
        .clone()
        .or_else(default_path)
        .ok_or_else(|| usage("No database path: pass --db PATH or set CARDTABLE_DB."))?;
    // The app's way of opening: refused files untouched, and the daily backup when due.
    Ok(Ledger::open_at(&path, chrono::Utc::now())?)
}

fn json_arg(text: &str, what: &str) -> Result<Value, Refusal> {
    serde_json::from_str(text).map_err(|e| usage(format!("--{what} is not valid JSON: {e}")))
}

/// A seat given on the command line, counted from 0 as in the JSON, checked against the game's
/// `seats` so the refusal can say how seats are counted.
fn seat_arg(seat: Option<usize>, seats: usize, what: &str) -> Result<Option<usize>, Refusal> {
    match seat {
        Some(n) if n >= seats => Err(usage(format!(
            "--{what} {n} is not a seat of this game: seats are counted from 0 (the first player) as in the JSON, so they are 0 to {}.",
            seats.saturating_sub(1)
        ))),
        other => Ok(other),
    }
}

/// Where the export could not be written, in words: the export's folder, not the database's.
fn write_refusal(path: &Path, e: &std::io::Error) -> Refusal {
    let folder = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let why = match e.kind() {
        std::io::ErrorKind::NotFound => {
            format!("the folder {} does not exist", folder.display())
        }
        std::io::ErrorKind::PermissionDenied => {
            format!("Cardtable may not write in {}", folder.display())
        }
        _ => e.to_string(),
    };
    Refusal {
        code: "E_EXPORT_WRITE".to_string(),
        message: format!(
            "The export could not be written to {}: {why}.",
            path.display()
        ),
        usage: false,
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
            | GameCommand::Redo { db, .. }
            | GameCommand::Reopen { db, .. },
        ) => db.json,
        LedgerCommand::Hand(
            HandCommand::Add { db, .. }
            | HandCommand::Amend { db, .. }
            | HandCommand::Delete { db, .. },
        ) => db.json,
    };
    let writes = matches!(
        &cmd,
        LedgerCommand::Import { .. }
            | LedgerCommand::Game(
                GameCommand::New { .. }
                    | GameCommand::Undo { .. }
                    | GameCommand::Redo { .. }
                    | GameCommand::Reopen { .. }
            )
            | LedgerCommand::Hand(_)
    );
    match execute(cmd) {
        Ok(text) if crate::emitted(&text) => ExitCode::SUCCESS,
        // Saved, but the caller cannot know: a distinct code, so a script does not retry it.
        Ok(_) if writes => {
            crate::complain("cardtable: the change was saved; do not run it again without --key.");
            ExitCode::from(crate::SAVED_UNANSWERED)
        }
        Ok(_) => ExitCode::from(1),
        Err(r) => {
            if json {
                let kind = if r.usage { "usage" } else { "validation" };
                let err = serde_json::json!({"ok": false, "error": {"kind": kind, "code": r.code, "message": r.message}});
                crate::emit(&format!("{err}\n"));
            } else {
                crate::complain(&format!("{}: {}", r.code, r.message));
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
            let first_dealer =
                seat_arg(Some(first_dealer), players.len(), "first-dealer")?.unwrap_or(0);
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
        LedgerCommand::Game(GameCommand::Reopen { id, db }) => {
            view(&open(&db)?.reopen_game(id, now)?, &db)
        }
        LedgerCommand::Hand(HandCommand::Add {
            game,
            facts,
            dealer,
            key,
            db,
        }) => {
            let facts = json_arg(&facts, "facts")?;
            let mut store = open(&db)?;
            let seats = store.game_summary(game)?.players.len();
            let dealer = seat_arg(dealer, seats, "dealer")?;
            let v = store.record_hand_once(game, &facts, dealer, key.as_deref(), now)?;
            view(&v, &db)
        }
        LedgerCommand::Hand(HandCommand::Amend {
            hand,
            facts,
            dealer,
            db,
        }) => {
            let facts = json_arg(&facts, "facts")?;
            let mut store = open(&db)?;
            let seats = store.game_summary(store.game_of_hand(hand)?)?.players.len();
            let dealer = seat_arg(dealer, seats, "dealer")?;
            view(&store.amend_hand(hand, &facts, dealer, now)?, &db)
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
                    std::fs::write(&path, text).map_err(|e| write_refusal(&path, &e))?;
                    Ok(format!("Wrote {}\n", path.display()))
                }
            }
        }
        LedgerCommand::Import { file, db } => {
            // Read (at most 32 MB) before opening the database: a refused file touches nothing.
            let text = read_import(&file)?;
            // Checked before the database is touched: a refused file takes no backup.
            let checked = cardtable_commands::Ledger::check_import(&text)?;
            let mut store = open(&db)?;
            // A consistent copy of the database before every import (DESIGN.md robustness rules).
            store.backup_now(cardtable_store::BackupReason::Import, now)?;
            let added = store.import_checked(&checked)?;
            if db.json {
                return as_json(&added);
            }
            let skipped = checked.games().saturating_sub(added.len());
            let mut out = if skipped == 0 {
                format!("Imported {} game(s).\n", added.len())
            } else {
                format!(
                    "Imported {} game(s); skipped {skipped} already in this database.\n",
                    added.len()
                )
            };
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
