//! `cardtable`: the command-line referee, a second shell over the same rules crate as the app.
//!
//! Subcommands: `arrange` (the optimal meld arrangement of a hand), `gin` (referee one Gin Rummy
//! knock, with its explanation) and `batch` (JSON Lines on stdin, one JSON answer per line; ops
//! `arrange`, `gin`, `score`/`game_end` from [`score`], the Skull & Roses ops from [`skull`] and
//! the Avalanche ops from [`avalanche`]) and `serve` (the phones at the table join over the local
//! network).
//! Exit codes: 0 when the command ran (a batch always runs, whatever its lines contain; output
//! cut short by a closed pipe is not an error), 1 when the rules reject the hand given on the
//! command line, 2 for bad command-line usage (clap), 3 when a ledger change (`hand add`,
//! `import`, ...) was saved but its answer could not be written: do not run it again without
//! `--key`, it is recorded. Seats count from 0 everywhere, in flags
//! as in the JSON.

pub(crate) mod arrange;
pub(crate) mod avalanche;
pub(crate) mod batch;
pub(crate) mod continental;
#[cfg(test)]
mod fuzz;
pub(crate) mod gin;
pub(crate) mod gin_line;
pub(crate) mod ledger;
pub(crate) mod rummy;
pub(crate) mod rummy500;
pub(crate) mod score;
pub(crate) mod serve;
pub(crate) mod skull;

use clap::{Parser, Subcommand, ValueEnum};
use std::io::{self, Write};
use std::process::ExitCode;

/// mimalloc instead of the system allocator: `cardtable batch` spends about a quarter of its
/// time in malloc and free (parsing each JSON line, building each answer), and mimalloc's
/// small-object paths are several times cheaper than glibc's (issue 13's batch throughput).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Cardtable's command-line referee.
#[derive(Debug, Parser)]
#[command(
    name = "cardtable",
    version,
    about,
    after_help = "Exit codes: 0 done; 1 refused (the rules, the file or the database said no; nothing was changed); 2 bad usage; 3 a ledger change was saved but its answer could not be written (it is recorded: do not run it again without --key)."
)]
pub(crate) struct Cli {
    #[command(subcommand)]
    command: Command,
    /// The language of the text output: en, de, fr or es (else the environment's LC_ALL,
    /// LC_MESSAGES or LANG; English when none is one of them). `--json` and `batch` answer
    /// the same bytes in every language.
    #[arg(long, global = true, value_parser = ["en", "de", "fr", "es", "en-XA"])]
    lang: Option<String>,
}

/// The language of the text output, chosen once at start ([`Cli::lang`]).
static LANG: std::sync::OnceLock<cardtable_rules::says::Lang> = std::sync::OnceLock::new();

/// The language the text output is written in.
pub(crate) fn lang() -> cardtable_rules::says::Lang {
    LANG.get()
        .copied()
        .unwrap_or(cardtable_rules::says::Lang::En)
}

/// `said` in the language of the text output.
pub(crate) fn words(said: &cardtable_rules::says::Said) -> String {
    cardtable_rules::says::render(said, lang(), &[])
}

/// `--lang`, else the first of LC_ALL, LC_MESSAGES and LANG that is set and not empty, when
/// Cardtable speaks it; else English.
fn chosen_lang(flag: Option<&str>) -> cardtable_rules::says::Lang {
    use cardtable_rules::says::Lang;
    let env = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|v| std::env::var(v).ok())
        .find(|v| !v.is_empty());
    flag.map(str::to_string)
        .or(env)
        .and_then(|t| Lang::from_tag(&t))
        .unwrap_or(Lang::En)
}

#[derive(Debug, Subcommand)]
enum Command {
    /// The optimal meld arrangement of a hand (Gin meld rules by default).
    Arrange {
        /// The cards, e.g. `As 2s 3s Kd` (one argument or several).
        #[arg(required = true, num_args = 1..)]
        cards: Vec<String>,
        /// Whose meld rules: gin, knock_rummy, basic_rummy, gamblers_rummy, boathouse_rummy,
        /// rummy_500, continental_rummy.
        #[arg(long, default_value = "gin")]
        game: String,
        /// Print JSON (the batch answer shape) instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Referee one Gin Rummy knock and explain the points.
    Gin {
        /// The knocker's 10 cards after the discard (11 for big gin).
        #[arg(
            long,
            required_unless_present = "knocker_deadwood",
            requires = "defender"
        )]
        knocker: Option<String>,
        /// The defender's 10 cards.
        #[arg(long)]
        defender: Option<String>,
        /// Instead of cards: the knocker's deadwood (0 = gin).
        #[arg(long, conflicts_with = "knocker", requires = "defender_deadwood")]
        knocker_deadwood: Option<u32>,
        /// Instead of cards: the defender's deadwood after lay-offs.
        #[arg(long, conflicts_with = "defender")]
        defender_deadwood: Option<u32>,
        /// With the deadwood counts: the knocker went big gin.
        #[arg(long, requires = "knocker_deadwood")]
        big_gin: bool,
        /// The knocker's declared melds, comma-separated: "3s 4s 5s,7c 7d 7h".
        #[arg(long)]
        knocker_melds: Option<String>,
        /// The lay-offs the defender made (otherwise the best ones are found).
        #[arg(long)]
        layoffs: Option<String>,
        /// Rules preset.
        #[arg(long, value_enum, default_value_t = Preset::Seed)]
        preset: Preset,
        /// The first upcard (sets the knock limit in Oklahoma).
        #[arg(long)]
        upcard: Option<String>,
        /// Options laid over the preset, as JSON: '{"undercutOnTie":false,"bigGin":true}'.
        #[arg(long)]
        options: Option<String>,
        /// Print JSON (the batch answer shape) instead of text.
        #[arg(long)]
        json: bool,
    },
    /// JSON Lines on stdin, exactly one JSON answer per line on stdout (ops: arrange, gin,
    /// score, game_end; a blank line is answered with an E_EMPTY_LINE error).
    Batch,
    /// The ledger: games, game new|show|undo|redo|reopen|end, hand add|amend|delete, export,
    /// import, and a club night's night new|seat|show|close|correct|arrive|leave|
    /// finalise|export|series. Seats count from 0 in flags as in the
    /// JSON (0 = the first player).
    #[command(flatten)]
    Ledger(ledger::LedgerCommand),
    /// Lets the phones at the table join over the local network, headless: serves the app
    /// and the database, prints the pairing link (with a QR code), the PIN and the TV link.
    Serve(serve::ServeArgs),
}

/// The Gin presets.
#[derive(Debug, Clone, Copy, ValueEnum)]
enum Preset {
    Seed,
    Modern,
    Classic,
    Oklahoma,
}

impl Preset {
    fn id(self) -> &'static str {
        match self {
            Preset::Seed => "seed",
            Preset::Modern => "modern",
            Preset::Classic => "classic",
            Preset::Oklahoma => "oklahoma",
        }
    }
}

/// Prints to stdout. A reader that went away (`| head -c1`, a closed pipe) is not a failure:
/// the work is done, so the exit is 0 and nothing is said. Any other failure to write is said
/// on stderr, with exit 1. Never `print!`, which panics on a closed pipe.
pub(crate) fn emit(text: &str) -> ExitCode {
    if emitted(text) {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

/// The exit code of a ledger change that was saved but whose answer could not be written.
pub(crate) const SAVED_UNANSWERED: u8 = 3;

/// Prints to stdout as [`emit`] does; false when the text could not be written (said on
/// stderr).
pub(crate) fn emitted(text: &str) -> bool {
    let mut out = io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => true,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => true,
        Err(e) => {
            let said =
                cardtable_rules::says::Said::new("cli-answer-unwritten").arg("why", e.to_string());
            complain(&words(&said));
            false
        }
    }
}

/// Says something on stderr; a closed stderr is ignored (never `eprintln!`, which panics).
pub(crate) fn complain(line: &str) {
    let _ = writeln!(io::stderr().lock(), "{line}");
}

fn fail(f: &batch::Failure, json: bool) -> ExitCode {
    if json {
        emit(&format!("{}\n", batch::to_line(&f.to_json())));
    } else {
        let message = match &f.said {
            Some(said) => words(said),
            None => f.message.clone(),
        };
        complain(&format!("{}: {message}", f.code));
    }
    ExitCode::from(if f.kind == "usage" { 2 } else { 1 })
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let _ = LANG.set(chosen_lang(cli.lang.as_deref()));
    match cli.command {
        Command::Arrange { cards, game, json } => {
            let run = arrange::rules_for(&game).and_then(|rules| {
                arrange::analyse(&cards.join(" "), &rules).map_err(batch::Failure::from)
            });
            match run {
                Ok(a) if json => emit(&format!(
                    "{}\n",
                    batch::to_line(&batch::respond(Ok(arrange::to_json(&a))))
                )),
                Ok(a) => emit(&arrange::to_text(&a)),
                Err(f) => fail(&f, json),
            }
        }
        Command::Gin {
            knocker,
            defender,
            knocker_deadwood,
            defender_deadwood,
            big_gin,
            knocker_melds,
            layoffs,
            preset,
            upcard,
            options,
            json,
        } => {
            let overrides = match options
                .as_deref()
                .map(serde_json::from_str::<serde_json::Value>)
            {
                None => Ok(None),
                Some(Ok(v)) => Ok(Some(v)),
                Some(Err(e)) => Err(batch::Failure::usage_said(
                    "E_BAD_OPTIONS",
                    cardtable_rules::says::Said::new("cli-options-not-json")
                        .arg("why", e.to_string()),
                )),
            };
            let run = overrides
                .and_then(|v| gin::options(Some(preset.id()), v.as_ref()))
                .and_then(|o| {
                    // The same request a batch line would carry.
                    let request = serde_json::json!({
                        "knocker": knocker, "defender": defender,
                        "knockerDeadwood": knocker_deadwood, "defenderDeadwood": defender_deadwood,
                        "bigGin": big_gin, "knockerMelds": knocker_melds,
                        "upcard": upcard, "layoffs": layoffs,
                    });
                    gin::referee(&o, &gin::hand_of(&request)?)
                });
            match run {
                Ok(s) if json => emit(&format!(
                    "{}\n",
                    batch::to_line(&batch::respond(Ok(gin::to_json(&s))))
                )),
                Ok(s) => emit(&gin::to_text(&s)),
                Err(f) => fail(&f, json),
            }
        }
        Command::Ledger(cmd) => ledger::run(cmd),
        Command::Serve(args) => serve::run(args),
        Command::Batch => {
            let stdin = io::stdin().lock();
            let stdout = io::stdout().lock();
            match batch::run(stdin, io::BufWriter::new(stdout)) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
                Err(e) => {
                    complain(&format!("cardtable batch: {e}"));
                    ExitCode::from(1)
                }
            }
        }
    }
}
