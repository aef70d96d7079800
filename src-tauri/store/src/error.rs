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
    /// The request itself is malformed (no players, a dealer seat out of range, ...), or the
    /// database as it stands declines it. Always data ([`Declined`]): the command layer says
    /// it in the reader's language (issue 25); its `Display` is the English.
    #[error("{why}")]
    Invalid {
        /// Why, as data.
        why: Declined,
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

    /// An `Invalid` the command layer says in the reader's language. There is no `Invalid`
    /// with a finished English sentence: a new refusal is a new [`Declined`] variant.
    pub fn declined(why: Declined) -> Self {
        StoreError::Invalid { why }
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

/// Why the database as it stands refuses a request, or why a request is malformed, as data
/// (issue 25): the command layer says it in the reader's language; its English is the old
/// words, byte for byte. The command layer's own checks that run inside a store transaction
/// (the ledger's writes, exports) are here too, so every `Invalid` is said the same way.
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
    /// A series' name empty or too long.
    SeriesName {
        /// The most characters.
        max: usize,
    },
    /// A night put in a second series.
    NightInSeries {
        /// The night.
        night: i64,
        /// The series it is in.
        series: i64,
    },
    /// A round seated out of turn (the night's commands seat the next one: a guard of the
    /// store's API).
    RoundNotNext {
        /// The night.
        night: i64,
        /// The round asked for.
        round: u32,
        /// The round that is next.
        next: u32,
    },
    /// A phone checking in to a finalised night.
    NightOver {
        /// The night.
        night: i64,
    },
    /// A result's reason longer than the most it may have.
    ReasonTooLong {
        /// The most characters.
        max: usize,
    },
    /// A stored result whose action this build does not know (a guard no person reaches: the
    /// table's CHECK takes only the four actions Cardtable writes).
    ResultUnknown {
        /// The action as stored.
        action: String,
    },
    /// A round closed that is not seated, or closed already (the night's commands refuse
    /// both first, as `E_NIGHT_NO_ROUND` and `E_NIGHT_CLOSED`).
    RoundNotOpen {
        /// The night.
        night: i64,
        /// The round.
        round: u32,
    },
    /// A night finalised twice (the night's commands refuse a finalised night first, as
    /// `E_NIGHT_FINAL`).
    NightFinalised {
        /// The night.
        night: i64,
    },
    /// A night's plan changed when it is finalised or gone (as `NightFinalised`).
    NightNotOpen {
        /// The night.
        night: i64,
    },
    /// A stored game of a kind this build does not know (a newer Cardtable's database).
    StoredKind {
        /// The kind's id as stored.
        kind: String,
    },
    /// A game with no players (the rules refuse a seat count the game does not take first).
    NoPlayers,
    /// A player entered at two seats of one game (the rules refuse it first).
    SeatTwice {
        /// The player's name.
        name: String,
    },
    /// A first dealer who is not one of the seats.
    FirstDealer {
        /// How many seats.
        seats: usize,
    },
    /// A hand written with the id of another game's hand (a guard of the store's own writes:
    /// hand ids come from the store, so no request a person makes reaches it).
    HandOfAnotherGame {
        /// The hand's id.
        hand: i64,
    },
    /// An entry form's name that is not one.
    EntryForm {
        /// The name given.
        mode: String,
    },
    /// A write key of the wrong shape.
    WriteKey {
        /// The most characters.
        max: usize,
    },
    /// A write key used already for another hand.
    WriteKeyUsed {
        /// The key.
        key: String,
    },
    /// A draft larger than the store keeps.
    DraftTooLarge,
    /// A screen's name longer than the most it may have.
    ScreenName {
        /// The most characters.
        max: usize,
    },
    /// A live tracker's move larger than the store keeps.
    MoveTooLarge,
    /// A database whose schema is newer than this build's (a guard: a file is inspected before
    /// it is migrated, and a newer one is refused first as a [`crate::inspect::Refusal`]).
    DatabaseTooNew,
    /// A backup to open that is not one of the database's.
    NotABackup {
        /// The path given.
        path: String,
    },
    /// A backup to open that is empty.
    BackupEmpty,
    /// A CSV file that could not be written (the system's own words; the CSV is written to
    /// memory, so only a bug reaches this).
    CsvUnwritten {
        /// What failed, in the system's words.
        why: String,
    },
    /// A dealer who is not one of the seats (a hand recorded with its dealer).
    DealerSeat {
        /// How many seats.
        seats: usize,
        /// The seat given, counted from 1.
        seat: usize,
    },
    /// A hand written to a finished game.
    GameFinished,
    /// A hand recorded past the end of a game reopened to correct its hands.
    ReopenedOver,
    /// A game reopened that is not finished.
    NotFinished,
    /// A night's table that is a game the backup does not hold (a guard: the backup holds
    /// every game, deleted ones too).
    BackupTable {
        /// The night.
        night: i64,
        /// The table.
        table: usize,
        /// Its round.
        round: u32,
    },
    /// A game of a kind this build does not know in a file to import (a guard: the file's
    /// kinds are checked before anything is written).
    UnknownKind {
        /// The kind's id as the file says.
        kind: String,
    },
    /// A live tracker's round saved before it is over.
    RoundNotOver,
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
            Declined::SeriesName { max } => write!(
                f,
                "A series needs a name of 1 to {max} characters (\"Autumn 2026\")."
            ),
            Declined::NightInSeries { night, series } => write!(
                f,
                "Night {night} is in series {series} already: a night counts in one series."
            ),
            Declined::RoundNotNext { night, round, next } => write!(
                f,
                "Round {round} of night {night} cannot be seated now: the next round is {next}."
            ),
            Declined::NightOver { night } => write!(
                f,
                "Night {night} is over: the host finalised it, so there is nothing to check in to."
            ),
            Declined::ReasonTooLong { max } => {
                write!(f, "A reason is at most {max} characters.")
            }
            Declined::ResultUnknown { action } => {
                write!(f, "A night's result says {action:?}.")
            }
            Declined::RoundNotOpen { night, round } => write!(
                f,
                "Round {round} of night {night} is not seated or is closed already."
            ),
            Declined::NightFinalised { night } => {
                write!(f, "Night {night} is finalised already.")
            }
            Declined::NightNotOpen { night } => write!(
                f,
                "Night {night} is not open: it does not exist or is finalised."
            ),
            Declined::StoredKind { kind } => write!(
                f,
                "Stored game: '{kind}' is not a game Cardtable knows."
            ),
            Declined::NoPlayers => f.write_str("A game needs at least one player."),
            Declined::SeatTwice { name } => write!(
                f,
                "{name} was entered twice; each seat needs a different player."
            ),
            Declined::FirstDealer { seats } => {
                write!(f, "The first dealer must be one of the {seats} seats.")
            }
            Declined::HandOfAnotherGame { hand } => write!(
                f,
                "Hand {hand} belongs to another game; nothing was changed."
            ),
            Declined::EntryForm { mode } => write!(f, "\"{mode}\" is not an entry form."),
            Declined::WriteKey { max } => write!(
                f,
                "A write key is 1 to {max} letters, digits or punctuation, without spaces."
            ),
            Declined::WriteKeyUsed { key } => write!(
                f,
                "The write key {key} was already used for another hand; a retry must send the same game and hand, and a new hand needs a new key."
            ),
            Declined::DraftTooLarge => {
                f.write_str("This draft is too large to keep; save or clear the hand.")
            }
            Declined::ScreenName { max } => {
                write!(f, "A screen's name is at most {max} characters.")
            }
            Declined::MoveTooLarge => f.write_str("This move is too large to keep."),
            Declined::DatabaseTooNew => f.write_str(
                "This database was made by a newer version of Cardtable. Update Cardtable to open it; nothing was changed.",
            ),
            Declined::NotABackup { path } => write!(
                f,
                "{path} is not one of this database's automatic backups."
            ),
            Declined::BackupEmpty => f.write_str("That backup is empty; choose another one."),
            Declined::CsvUnwritten { why } => {
                write!(f, "The CSV file could not be written: {why}.")
            }
            Declined::DealerSeat { seats, seat } => write!(
                f,
                "The dealer must be one of the {seats} seats (seat {seat} was given)."
            ),
            Declined::GameFinished => {
                f.write_str("This game is finished. Reopen it to make a correction.")
            }
            Declined::ReopenedOver => f.write_str(
                "This game is over; it was reopened only to correct its hands. Edit a hand, or start a rematch to play on.",
            ),
            Declined::NotFinished => f.write_str("This game is not finished."),
            Declined::BackupTable {
                night,
                table,
                round,
            } => write!(
                f,
                "Night {night}'s table {table} of round {round} is a game the backup does not hold."
            ),
            Declined::UnknownKind { kind } => write!(f, "Unknown game kind '{kind}'."),
            Declined::RoundNotOver => {
                f.write_str("This round isn't over yet: play it to the end first.")
            }
        }
    }
}
