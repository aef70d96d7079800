//! The ledger from the command line, on the same database as the app: `games`, `game new`,
//! `game show`, `game undo|redo|reopen|end`, `hand add|amend|delete`, `export`, `import` and
//! a club night's `night new|seat|show` ([`night`]).
//!
//! Every subcommand takes `--db PATH` (default: the app's database, `$CARDTABLE_DB` or the OS
//! data folder). Seats are counted from 0 in flags as in the JSON ([`args`]). Text output by
//! default, `--json` for the same JSON the app receives. `hand add --key K` makes a write safe
//! to retry. Like the app, the first command of a day on a database with games takes that
//! day's automatic backup (in `backups/` beside it). Output to a closed pipe ends quietly.
//!
//! Each subcommand runs commands of the app's command table (`cardtable_commands::call`) as
//! the host, so it is checked, written and refused exactly as in the window; a refusal is the
//! host's error, printed as `CODE: message` (or its `{kind, code, message}` with `--json`).
//! Exit codes: 0 done, 1 refused (a rule, a missing game, a damaged file), 2 usage.

pub use args::{Db, Format, GameCommand, HandCommand, LedgerCommand};

use cardtable_commands::ledger::read_import;
use cardtable_commands::{call_for, AppError, AppState, Caller};
use cardtable_rules::says::{Arg, Lang, Said};
use cardtable_store::{default_path, GameSummary, Store, StoreError};
use serde::de::DeserializeOwned;
use serde_json::{json, Value};
use std::path::Path;
use std::process::ExitCode;
use text::{standings_text, summary_line, ViewText};

mod args;
mod night;
mod text;

/// A refusal to report: the host's error (its kind, code and message), or a usage error.
struct Refusal {
    kind: &'static str,
    code: String,
    message: String,
    usage: bool,
    /// The message as data, when it is said in every language: the text output's language
    /// writes it (the JSON keeps the English `message`).
    said: Option<Box<cardtable_rules::says::Said>>,
}

impl From<AppError> for Refusal {
    /// The host's mapping, the same for every front: the error's kind, its stable code and
    /// its message for people; exit 1.
    fn from(e: AppError) -> Self {
        let kind = match &e {
            AppError::Validation { .. } => "validation",
            AppError::NotFound { .. } => "not_found",
            AppError::Storage { .. } => "storage",
            AppError::Internal { .. } => "internal",
        };
        let said = match &e {
            AppError::Validation { said, .. }
            | AppError::NotFound { said, .. }
            | AppError::Storage { said, .. }
            | AppError::Internal { said, .. } => said.clone(),
        };
        Refusal {
            kind,
            code: e.code().to_string(),
            message: e.to_string(),
            usage: false,
            said,
        }
    }
}

impl From<StoreError> for Refusal {
    fn from(e: StoreError) -> Self {
        AppError::from(e).into()
    }
}

impl From<cardtable_rules::RuleError> for Refusal {
    fn from(e: cardtable_rules::RuleError) -> Self {
        AppError::from(e).into()
    }
}

/// A usage refusal said in every language (its English the `message` of `--json`).
fn usage_said(said: Said) -> Refusal {
    Refusal {
        kind: "usage",
        code: "E_USAGE".to_string(),
        message: said.english(),
        usage: true,
        said: Some(Box::new(said)),
    }
}

/// The language the table answers the ledger commands in: the text output's, or English
/// for `--json` (the same bytes in every language). Set once, by [`run`].
static ANSWERS_IN: std::sync::OnceLock<Lang> = std::sync::OnceLock::new();

/// The database, as the host's commands see it.
fn open(db: &Db) -> Result<AppState, Refusal> {
    let path = db
        .db
        .clone()
        .or_else(default_path)
        .ok_or_else(|| usage_said(Said::new("cli-no-db")))?;
    // The app's way of opening: refused files untouched, and the daily backup when due.
    Ok(AppState::new(Store::open_at(&path, chrono::Utc::now())?))
}

/// Runs command `name` of the command table as the host, like the app's window, in the
/// language of the text output (English for `--json`).
fn run_command(state: &AppState, name: &str, args: Value) -> Result<Value, Refusal> {
    let lang = ANSWERS_IN.get().copied().unwrap_or(Lang::En);
    Ok(call_for(state, &Caller::Host, lang, name, args)?)
}

/// Reads an answer of the table as `T`.
fn read<T: DeserializeOwned>(answer: Value) -> Result<T, Refusal> {
    serde_json::from_value(answer).map_err(|e| {
        AppError::internal(Said::new("internal-answer-unread").arg("why", e.to_string())).into()
    })
}

fn json_arg(text: &str, what: &'static str) -> Result<Value, Refusal> {
    serde_json::from_str(text).map_err(|e| {
        usage_said(
            Said::new("cli-flag-not-json")
                .arg("flag", what)
                .arg("why", e.to_string()),
        )
    })
}

/// A seat given on the command line, counted from 0 as in the JSON, checked against the game's
/// `seats` so the refusal can say how seats are counted.
fn seat_arg(
    seat: Option<usize>,
    seats: usize,
    what: &'static str,
) -> Result<Option<usize>, Refusal> {
    match seat {
        Some(n) if n >= seats => Err(usage_said(
            Said::new("cli-seat-flag")
                .arg("flag", what)
                .arg("n", n)
                .arg("last", seats.saturating_sub(1)),
        )),
        other => Ok(other),
    }
}

/// Where the export could not be written, in words: the export's folder, not the database's.
fn write_refusal(path: &Path, e: &std::io::Error) -> Refusal {
    let folder = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let folder = folder.display().to_string();
    let why = match e.kind() {
        std::io::ErrorKind::NotFound => Said::new("cli-export-no-folder").arg("folder", folder),
        std::io::ErrorKind::PermissionDenied => {
            Said::new("cli-export-not-allowed").arg("folder", folder)
        }
        // The system's own words.
        _ => cardtable_rules::says::text(e.to_string()),
    };
    let said = Said::new("cli-export-unwritten")
        .arg("path", path.display().to_string())
        .arg("why", why);
    Refusal {
        kind: "validation",
        code: "E_EXPORT_WRITE".to_string(),
        message: said.english(),
        usage: false,
        said: Some(Box::new(said)),
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
            | GameCommand::Reopen { db, .. }
            | GameCommand::End { db, .. },
        ) => db.json,
        LedgerCommand::Hand(
            HandCommand::Add { db, .. }
            | HandCommand::Amend { db, .. }
            | HandCommand::Delete { db, .. },
        ) => db.json,
        LedgerCommand::Night(night) => night.db().json,
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
    ) || matches!(&cmd, LedgerCommand::Night(night) if night.writes());
    let _ = ANSWERS_IN.set(if json { Lang::En } else { crate::lang() });
    match execute(cmd) {
        Ok(text) if crate::emitted(&text) => ExitCode::SUCCESS,
        // Saved, but the caller cannot know: a distinct code, so a script does not retry it.
        Ok(_) if writes => {
            crate::complain(&crate::words(&Said::new("cli-saved-unanswered")));
            ExitCode::from(crate::SAVED_UNANSWERED)
        }
        Ok(_) => ExitCode::from(1),
        Err(r) => {
            if json {
                let err = json!({"ok": false, "error": {"kind": r.kind, "code": r.code, "message": r.message}});
                crate::emit(&format!("{err}\n"));
            } else {
                let message = match &r.said {
                    Some(said) => crate::words(said),
                    None => r.message.clone(),
                };
                crate::complain(&format!("{}: {message}", r.code));
            }
            ExitCode::from(if r.usage { 2 } else { 1 })
        }
    }
}

fn as_json(v: &Value) -> Result<String, Refusal> {
    serde_json::to_string_pretty(v)
        .map(|s| s + "\n")
        .map_err(|e| StoreError::Json(e).into())
}

/// The game `id`'s summary, through the table.
fn game(state: &AppState, id: i64) -> Result<GameSummary, Refusal> {
    read(run_command(state, "games_get", json!({ "id": id }))?)
}

/// A hand's facts as the app sends them: tagged with the game's kind.
fn entered(game: &GameSummary, facts: Value) -> Value {
    json!({"kind": game.kind, "facts": facts})
}

/// Every ledger subcommand is a command of the table (or two: a hand's game is read first,
/// for its kind and seats), run as the host.
fn execute(cmd: LedgerCommand) -> Result<String, Refusal> {
    match cmd {
        LedgerCommand::Games { limit, db } => {
            let games = run_command(&open(&db)?, "games_list", json!({ "limit": limit }))?;
            if db.json {
                return as_json(&games);
            }
            Ok(read::<Vec<GameSummary>>(games)?
                .iter()
                .map(summary_line)
                .collect())
        }
        LedgerCommand::Game(GameCommand::New {
            kind,
            players,
            options,
            first_dealer,
            db,
        }) => {
            let names: Vec<String> = players.split(',').map(str::to_string).collect();
            let options = match options {
                Some(o) => json_arg(&o, "options")?,
                None => json!({}),
            };
            let kind: cardtable_rules::GameKind =
                kind.parse().map_err(cardtable_rules::RuleError::from)?;
            let first_dealer = seat_arg(Some(first_dealer), names.len(), "first-dealer")?;
            // `--options` is the stored form (a preset and the knobs changed over it); the
            // command takes the preset and the complete, typed options.
            let (preset, options) = cardtable_commands::games::chosen_options(kind, &options)?;
            let game = json!({"players": names, "preset": preset, "options": options, "firstDealer": first_dealer});
            let game = run_command(&open(&db)?, "games_create", json!({ "game": game }))?;
            if db.json {
                return as_json(&game);
            }
            Ok(summary_line(&read(game)?))
        }
        LedgerCommand::Game(GameCommand::Show { id, db }) => view(
            run_command(&open(&db)?, "games_view", json!({ "gameId": id }))?,
            &db,
        ),
        LedgerCommand::Game(GameCommand::Undo { id, db }) => view(
            run_command(&open(&db)?, "history_undo", json!({ "gameId": id }))?,
            &db,
        ),
        LedgerCommand::Game(GameCommand::Redo { id, db }) => view(
            run_command(&open(&db)?, "history_redo", json!({ "gameId": id }))?,
            &db,
        ),
        LedgerCommand::Game(GameCommand::Reopen { id, db }) => view(
            run_command(&open(&db)?, "games_reopen", json!({ "gameId": id }))?,
            &db,
        ),
        LedgerCommand::Game(GameCommand::End { id, winners, db }) => end_game(id, &winners, &db),
        LedgerCommand::Hand(HandCommand::Add {
            game: id,
            facts,
            dealer,
            key,
            db,
        }) => {
            let facts = json_arg(&facts, "facts")?;
            let state = open(&db)?;
            let game = game(&state, id)?;
            let dealer = seat_arg(dealer, game.players.len(), "dealer")?;
            let args =
                json!({"gameId": id, "facts": entered(&game, facts), "dealer": dealer, "key": key});
            view(run_command(&state, "hands_record", args)?, &db)
        }
        LedgerCommand::Hand(HandCommand::Amend {
            hand,
            facts,
            dealer,
            db,
        }) => {
            let facts = json_arg(&facts, "facts")?;
            let state = open(&db)?;
            let game: GameSummary = read(run_command(
                &state,
                "hands_game",
                json!({ "handId": hand }),
            )?)?;
            let dealer = seat_arg(dealer, game.players.len(), "dealer")?;
            let args = json!({"handId": hand, "facts": entered(&game, facts), "dealer": dealer});
            view(run_command(&state, "hands_amend", args)?, &db)
        }
        LedgerCommand::Hand(HandCommand::Delete { hand, db }) => view(
            run_command(&open(&db)?, "hands_delete", json!({ "handId": hand }))?,
            &db,
        ),
        LedgerCommand::Export {
            game,
            format,
            out,
            db,
        } => {
            let state = open(&db)?;
            let format = match format {
                Format::Json => "json",
                Format::Csv => "csv",
            };
            let text = match game {
                Some(id) => run_command(
                    &state,
                    "export_game",
                    json!({"gameId": id, "format": format}),
                )?,
                None => run_command(&state, "export_all", json!({ "format": format }))?,
            };
            let mut text: String = read(text)?;
            if format == "json" {
                text.push('\n');
            }
            match out {
                None => Ok(text),
                Some(path) => {
                    std::fs::write(&path, text).map_err(|e| write_refusal(&path, &e))?;
                    let wrote = Said::new("cli-wrote").arg("path", path.display().to_string());
                    Ok(format!("{}\n", crate::words(&wrote)))
                }
            }
        }
        LedgerCommand::Night(cmd) => night::execute(cmd),
        LedgerCommand::Import { file, db } => {
            // Read (at most 32 MB) before opening the database: a refused file touches nothing.
            let text = read_import(&file)?;
            // The table's import reads and checks the file first, then takes a copy of the
            // database (a refused file takes none), as in the app.
            // Its answer counts what it imported and what it skipped, and why.
            let state = open(&db)?;
            let report = cardtable_commands::export::files_import(&state, text)?;
            let report = serde_json::to_value(report).map_err(|e| {
                AppError::internal(Said::new("internal-answer-unwritten").arg("why", e.to_string()))
            })?;
            if db.json {
                return as_json(&report);
            }
            let added: Vec<GameSummary> = read(report["imported"].clone())?;
            let mut out = format!("{}\n", report["message"].as_str().unwrap_or("Imported."));
            out.extend(added.iter().map(summary_line));
            Ok(out)
        }
    }
}

/// `game end ID [--winner SEAT]...`: the table's `games_end`, as the host. Without
/// `--winner` the command gives the win to the player leading now (by the game's own win rule)
/// and refuses a tie for the lead, naming the tied players.
fn end_game(id: i64, named: &[usize], db: &Db) -> Result<String, Refusal> {
    let state = open(db)?;
    let game = game(&state, id)?;
    let seats = game.players.len();
    let winners = named
        .iter()
        .map(|&s| seat_arg(Some(s), seats, "winner").map(|s| s.unwrap_or(0)))
        .collect::<Result<Vec<usize>, Refusal>>()?;
    let meta = run_command(
        &state,
        "games_end",
        json!({ "gameId": id, "winners": winners }),
    )?;
    if db.json {
        return as_json(&meta);
    }
    let declared: Vec<usize> = read(meta["declaredWinners"].clone()).unwrap_or_default();
    let won: Vec<Said> = declared
        .iter()
        .map(|&s| cardtable_rules::says::text(game.players.get(s).cloned().unwrap_or_default()))
        .collect();
    let message = if won.len() > 1 {
        "cli-ended-shared"
    } else {
        "cli-ended-won"
    };
    let ended = Said::new(message).arg("winners", Arg::List(won));
    let game = self::game(&state, id)?;
    Ok(format!("{}{}\n", summary_line(&game), crate::words(&ended)))
}

fn view(v: Value, db: &Db) -> Result<String, Refusal> {
    if db.json {
        return as_json(&v);
    }
    let v: ViewText = read(v)?;
    Ok(format!(
        "{}{}",
        summary_line(&v.game),
        standings_text(&v.standings, &v.game.players)
    ))
}
