//! The one error type of the store: what went wrong reading or writing the database.

use cardtable_rules::RuleError;

/// Anything the store can fail with. `NotFound` and `Invalid` are the caller's fault and carry
/// a message for people; the rest are storage failures.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The game, hand or player asked for does not exist.
    #[error("{what} was not found.")]
    NotFound {
        /// What was looked for, e.g. "Game 12".
        what: String,
    },
    /// The request itself is malformed (no players, a dealer seat out of range, ...).
    #[error("{message}")]
    Invalid {
        /// For the person at the table.
        message: String,
    },
    /// The rules refused the facts (a hand that does not validate, bad options).
    #[error(transparent)]
    Rule(#[from] RuleError),
    /// A file to import is damaged, foreign or from a newer Cardtable; nothing was written.
    #[error("{message}")]
    Import {
        /// Why the file was refused.
        message: String,
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
    pub fn not_found(what: impl Into<String>) -> Self {
        StoreError::NotFound { what: what.into() }
    }

    /// An `Invalid` with a message for people.
    pub fn invalid(message: impl Into<String>) -> Self {
        StoreError::Invalid {
            message: message.into(),
        }
    }
}
