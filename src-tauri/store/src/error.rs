//! The one error type of the store: what went wrong reading or writing the database.

use cardtable_rules::RuleError;

/// Anything the store can fail with. `NotFound` and `Invalid` are the caller's fault and carry
/// a message for people; the rest are storage failures.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The game, hand or player asked for does not exist.
    #[error("{what} was not found.")]
    NotFound {
        /// What was looked for, e.g. game 12.
        what: Missing,
    },
    /// The request itself is malformed (no players, a dealer seat out of range, ...).
    #[error("{message}")]
    Invalid {
        /// For the person at the table (English).
        message: String,
        /// Why, as data the command layer says in the reader's language, where the store
        /// says it so (nothing to undo, a name taken; issue 25).
        why: Option<Declined>,
    },
    /// The rules refused the facts (a hand that does not validate, bad options).
    #[error(transparent)]
    Rule(#[from] RuleError),
    /// A file to import is damaged, foreign or from a newer Cardtable; nothing was written.
    #[error("{why}")]
    Import {
        /// Why the file was refused.
        why: ImportRefusal,
    },
    /// The database file is not one Cardtable may open for writing (a folder, another
    /// program's file, a newer version, a damaged file); nothing was written to it.
    #[error(transparent)]
    Refused(#[from] crate::inspect::Refusal),
    /// SQLite failed.
    #[error("database error: {0}")]
    Sqlite(#[from] rusqlite::Error),
    /// The schema could not be brought up to date.
    #[error("database migration failed: {0}")]
    Migration(#[from] rusqlite_migration::Error),
    /// The database folder could not be created.
    #[error("cannot create the database folder: {0}")]
    Io(#[from] std::io::Error),
    /// Stored JSON could not be read or written.
    #[error("stored data is not valid JSON: {0}")]
    Json(#[from] serde_json::Error),
}

impl StoreError {
    /// A `NotFound` for `what`.
    pub fn not_found(what: Missing) -> Self {
        StoreError::NotFound { what }
    }

    /// An `Invalid` with a message for people.
    pub fn invalid(message: impl Into<String>) -> Self {
        StoreError::Invalid {
            message: message.into(),
            why: None,
        }
    }

    /// An `Invalid` the command layer says in the reader's language.
    pub fn declined(why: Declined) -> Self {
        StoreError::Invalid {
            message: why.to_string(),
            why: Some(why),
        }
    }
}

/// What was asked for and is not there: a kind of thing and its id, as data, so the command
/// layer says the refusal in the reader's language (issue 25); its English ("Game 12") is the
/// old words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Missing {
    /// A game.
    Game(i64),
    /// A game looked for as a table of a club night.
    NightGame(i64),
    /// A hand.
    Hand(i64),
    /// A roster player.
    Player(i64),
    /// A club night.
    Night(i64),
    /// A series of nights.
    Series(i64),
}

impl std::fmt::Display for Missing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Missing::Game(n) => write!(f, "Game {n}"),
            Missing::NightGame(n) => write!(f, "Game {n} as a table of a night"),
            Missing::Hand(n) => write!(f, "Hand {n}"),
            Missing::Player(n) => write!(f, "Player {n}"),
            Missing::Night(n) => write!(f, "Night {n}"),
            Missing::Series(n) => write!(f, "Series {n}"),
        }
    }
}

/// Why a file to import was refused, as data: the command layer's checks (a refusal said in
/// every language), or what only writing it could find; the command layer says each in the
/// reader's language (issue 25). Its English is the old words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ImportRefusal {
    /// The file, checked before anything is written (`E_IMPORT`).
    Checked(RuleError),
    /// A series names a club night the file does not have.
    SeriesNight {
        /// The series' name.
        series: String,
    },
    /// A night's table is a game the file does not have.
    TableMissing {
        /// When the night was made, as the file says.
        made: String,
        /// The table.
        table: usize,
        /// Its round.
        round: u32,
    },
    /// A night's table is a game already played at another club night here.
    TableTaken {
        /// When the night was made, as the file says.
        made: String,
        /// The table.
        table: usize,
        /// Its round.
        round: u32,
    },
}

impl std::fmt::Display for ImportRefusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ImportRefusal::Checked(e) => f.write_str(&e.message),
            ImportRefusal::SeriesNight { series } => write!(
                f,
                "The series {series} names a club night the file does not have; nothing was imported."
            ),
            ImportRefusal::TableMissing { made, table, round } => write!(
                f,
                "The club night made at {made}: table {table} of round {round} is a game the file does not have; nothing was imported."
            ),
            ImportRefusal::TableTaken { made, table, round } => write!(
                f,
                "The club night made at {made}: table {table} of round {round} is a game already played at another club night here; nothing was imported."
            ),
        }
    }
}

/// Why the database as it stands refuses a request, as data (issue 25): the command layer
/// says it in the reader's language; its English is the old words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Declined {
    /// Undo with nothing left to undo.
    NothingToUndo,
    /// Redo with nothing undone.
    NothingToRedo,
    /// A roster player renamed to another player's name.
    PlayerExists {
        /// The name taken.
        name: String,
    },
    /// A game's name longer than the most it may have.
    GameNameTooLong {
        /// The most characters.
        max: usize,
        /// How many were entered.
        got: usize,
    },
    /// A phone checking in as a player the night does not have.
    NotOfNight {
        /// The name given.
        player: String,
    },
}

impl std::fmt::Display for Declined {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Declined::NothingToUndo => f.write_str("There is nothing to undo."),
            Declined::NothingToRedo => f.write_str("There is nothing to redo."),
            Declined::PlayerExists { name } => write!(
                f,
                "There is already a player called {name}. Choose another name; Cardtable never merges two players."
            ),
            Declined::GameNameTooLong { max, got } => write!(
                f,
                "A game's name can be at most {max} characters ({got} were entered)."
            ),
            Declined::NotOfNight { player } => write!(
                f,
                "{player} is not one of this night's players; pick your name from the list."
            ),
        }
    }
}
