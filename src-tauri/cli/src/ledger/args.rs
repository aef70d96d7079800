//! The ledger subcommands' arguments (clap): what `cardtable games|game|hand|export|import`
//! accept. Seats are counted from 0 everywhere, in flags as in the JSON (facts, `--json`
//! output, `cardtable batch`): seat 0 is the first name given to `game new --players`.

use clap::{Args, Subcommand, ValueEnum};
use std::path::PathBuf;

/// Where the database is.
#[derive(Debug, Clone, Args)]
pub struct Db {
    /// The database file (default: $CARDTABLE_DB, else the app's data folder).
    #[arg(long)]
    pub db: Option<PathBuf>,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
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
    /// Create a game, show one, undo/redo its last change, reopen a finished one, or end an
    /// open-ended one.
    #[command(subcommand)]
    Game(GameCommand),
    /// Record, amend or delete a hand.
    #[command(subcommand)]
    Hand(HandCommand),
    /// A club night: many tables of one game in rounds, one set of standings. `night new`
    /// creates it, `night seat` seats the next round (each table an ordinary game, played
    /// with `hand add`), `night show` shows the standings.
    #[command(subcommand)]
    Night(super::night::NightCommand),
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
    /// Import a JSON export of at most 32 MB (a damaged, foreign or larger file is refused and
    /// nothing is written).
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
        /// Seat of the first dealer, counted from 0 like every seat in Cardtable's JSON
        /// (0 = the first name of --players).
        #[arg(long, default_value_t = 0)]
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
    /// Reopen a finished game to correct a hand (it stays open until a hand is recorded).
    Reopen {
        /// Game id.
        id: i64,
        #[command(flatten)]
        db: Db,
    },
    /// End an open-ended game here (one with neither a target nor a number of deals, whose
    /// rules say "stop whenever you like"): the leader wins, or the seats named with --winner.
    /// A tie for the lead without --winner is refused.
    End {
        /// Game id.
        id: i64,
        /// A winner's seat, counted from 0 (0 = the first name of --players); repeat it to
        /// share the win. Default: the player leading now.
        #[arg(long = "winner", value_name = "SEAT")]
        winners: Vec<usize>,
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
        /// Seat that dealt, counted from 0 as in the facts JSON (default: whoever the rules
        /// say deals next).
        #[arg(long)]
        dealer: Option<usize>,
        /// A key of your choosing (1-128 characters, no spaces, e.g. a UUID) that makes the
        /// write safe to retry: sent again with the same game and facts, it records nothing
        /// and prints the game as it stands.
        #[arg(long)]
        key: Option<String>,
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
        /// Seat that dealt, counted from 0 (default: unchanged).
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
