//! The one error type at the IPC boundary: what the UI receives when a command fails.
//!
//! It serialises as `{ kind, message }` (plus `code` for validation errors), with a small closed
//! set of kinds so the UI can decide how to show it without parsing text. Messages come from
//! `rules` and `store` and are shown as they are: the UI never writes its own.

use cardtable_rules::says::Said;
use cardtable_rules::RuleError;
use cardtable_store::{Declined, ImportRefusal, Missing, StoreError};
use serde::Serialize;

/// A failed command, as the UI sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS, thiserror::Error)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum AppError {
    /// What was entered breaks a rule; `code` is the stable `E_*` code of RULES.md.
    #[error("{message}")]
    Validation {
        /// Stable code, e.g. `E_PLAYER_COUNT`.
        code: String,
        /// For the person at the table (English, unless a front put it in the reader's
        /// language).
        message: String,
        /// The same message as data, when it is said in every language: a front writes it in
        /// the reader's language ([`crate::words::retell_error`]).
        #[serde(skip)]
        #[ts(skip)]
        said: Option<Box<cardtable_rules::says::Said>>,
    },
    /// The game, hand or player asked for does not exist.
    #[error("{message}")]
    NotFound {
        /// For the person at the table (English, unless a front put it in the reader's
        /// language).
        message: String,
        /// The same message as data: a front writes it in the reader's language
        /// ([`crate::words::retell_error`]).
        #[serde(skip)]
        #[ts(skip)]
        said: Option<Box<cardtable_rules::says::Said>>,
    },
    /// The database could not be read or written.
    #[error("{message}")]
    Storage {
        /// What failed (English, unless a front put it in the reader's language).
        message: String,
        /// The same message as data, the system's own words (an io or SQLite error) an
        /// argument inside it: a front writes it in the reader's language
        /// ([`crate::words::retell_error`]).
        #[serde(skip)]
        #[ts(skip)]
        said: Option<Box<cardtable_rules::says::Said>>,
    },
    /// A bug or an impossible state in the app itself.
    #[error("{message}")]
    Internal {
        /// What failed (English, unless a front put it in the reader's language).
        message: String,
        /// The same message as data: a front writes it in the reader's language
        /// ([`crate::words::retell_error`]).
        #[serde(skip)]
        #[ts(skip)]
        said: Option<Box<cardtable_rules::says::Said>>,
    },
}

impl AppError {
    /// The stable code every front reports it by: a validation's own (`E_BAD_HAND`), else one
    /// per kind (`E_NOT_FOUND`, `E_STORAGE`, `E_INTERNAL`).
    pub fn code(&self) -> &str {
        match self {
            AppError::Validation { code, .. } => code,
            AppError::NotFound { .. } => "E_NOT_FOUND",
            AppError::Storage { .. } => "E_STORAGE",
            AppError::Internal { .. } => "E_INTERNAL",
        }
    }

    /// A not found said as a message, in every language: its English is the message's.
    pub fn not_found(said: Said) -> Self {
        AppError::NotFound {
            message: said.english(),
            said: Some(Box::new(said)),
        }
    }

    /// A validation error said as a message, in every language: its English is the message's.
    pub fn refusal(code: &str, said: Said) -> Self {
        AppError::Validation {
            code: code.to_string(),
            message: said.english(),
            said: Some(Box::new(said)),
        }
    }

    /// A storage failure said as a message, in every language: its English is the message's.
    pub fn storage(said: Said) -> Self {
        AppError::Storage {
            message: said.english(),
            said: Some(Box::new(said)),
        }
    }

    /// An internal error said as a message, in every language: its English is the message's.
    pub fn internal(said: Said) -> Self {
        AppError::Internal {
            message: said.english(),
            said: Some(Box::new(said)),
        }
    }

    /// The message as data: its own when it is said in every language, else its text kept
    /// as it is (to be an argument of another message, in the reader's language when it can).
    pub fn said(&self) -> Said {
        let (message, said) = match self {
            AppError::Validation { message, said, .. }
            | AppError::NotFound { message, said }
            | AppError::Storage { message, said }
            | AppError::Internal { message, said } => (message, said),
        };
        said.as_deref()
            .cloned()
            .unwrap_or_else(|| cardtable_rules::says::text(message.clone()))
    }
}

impl From<RuleError> for AppError {
    fn from(e: RuleError) -> Self {
        AppError::Validation {
            code: e.code.to_string(),
            message: e.message,
            said: e.said,
        }
    }
}

impl From<StoreError> for AppError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::Rule(rule) => rule.into(),
            StoreError::NotFound { what } => AppError::not_found(missing_said(what)),
            StoreError::Invalid { why } => {
                AppError::refusal("E_INVALID_REQUEST", declined_said(why))
            }
            StoreError::Import { why } => AppError::refusal("E_IMPORT", import_said(why)),
            // A file refused at open: what is wrong and what to do, the start-up screen's
            // words, said in every language.
            StoreError::Refused(refusal) => crate::startup::refused(&refusal),
            StoreError::Sqlite(e) => failed("storage-database-error", e.to_string()),
            StoreError::Migration(e) => failed("storage-migration-failed", e.to_string()),
            StoreError::Io(e) => failed("storage-database-folder", e.to_string()),
            StoreError::Json(e) => failed("storage-stored-json", e.to_string()),
        }
    }
}

/// A storage failure said as message `id`, the system's own words (`why`) inside it.
fn failed(id: &'static str, why: String) -> AppError {
    AppError::storage(Said::new(id).arg("why", why))
}

/// What is not there, as a refusal said in every language: "Game 12 was not found.".
fn missing_said(what: Missing) -> Said {
    let (id, n) = match what {
        Missing::Game(n) => ("not-found-game", n),
        Missing::NightGame(n) => ("not-found-night-game", n),
        Missing::Hand(n) => ("not-found-hand", n),
        Missing::Player(n) => ("not-found-player", n),
        Missing::Night(n) => ("not-found-night", n),
        Missing::Series(n) => ("not-found-series", n),
    };
    Said::new(id).arg("id", n)
}

/// Why the database as it stands refuses a request, said in every language.
fn declined_said(why: Declined) -> Said {
    match why {
        Declined::NothingToUndo => Said::new("declined-nothing-to-undo"),
        Declined::NothingToRedo => Said::new("declined-nothing-to-redo"),
        Declined::PlayerExists { name } => Said::new("declined-player-exists").arg("name", name),
        Declined::GameNameTooLong { max, got } => Said::new("declined-game-name")
            .arg("max", max)
            .arg("got", got),
        Declined::NotOfNight { player } => Said::new("declined-not-of-night").arg("name", player),
        Declined::SeriesName { max } => Said::new("declined-series-name").arg("max", max),
        Declined::NightInSeries { night, series } => Said::new("declined-night-in-series")
            .arg("night", night)
            .arg("series", series),
        Declined::RoundNotNext { night, round, next } => Said::new("declined-round-not-next")
            .arg("night", night)
            .arg("round", round)
            .arg("next", next),
        Declined::NightOver { night } => Said::new("declined-night-over").arg("night", night),
        Declined::ReasonTooLong { max } => Said::new("declined-reason-too-long").arg("max", max),
        // Quoted as Rust quotes it, as the English always did.
        Declined::ResultUnknown { action } => {
            Said::new("declined-result-unknown").arg("action", format!("{action:?}"))
        }
        Declined::RoundNotOpen { night, round } => Said::new("declined-round-not-open")
            .arg("night", night)
            .arg("round", round),
        Declined::NightFinalised { night } => {
            Said::new("declined-night-finalised").arg("night", night)
        }
        Declined::NightNotOpen { night } => {
            Said::new("declined-night-not-open").arg("night", night)
        }
        Declined::StoredKind { kind } => Said::new("declined-stored-kind").arg("kind", kind),
        Declined::NoPlayers => Said::new("declined-no-players"),
        Declined::SeatTwice { name } => Said::new("declined-seat-twice").arg("name", name),
        Declined::FirstDealer { seats } => Said::new("declined-first-dealer").arg("seats", seats),
        Declined::HandOfAnotherGame { hand } => {
            Said::new("declined-hand-of-another-game").arg("hand", hand)
        }
        Declined::EntryForm { mode } => Said::new("declined-entry-form").arg("mode", mode),
        Declined::WriteKey { max } => Said::new("declined-write-key").arg("max", max),
        Declined::WriteKeyUsed { key } => Said::new("declined-write-key-used").arg("key", key),
        Declined::DraftTooLarge => Said::new("declined-draft-too-large"),
        Declined::ScreenName { max } => Said::new("declined-screen-name").arg("max", max),
        Declined::MoveTooLarge => Said::new("declined-move-too-large"),
        Declined::DatabaseTooNew => Said::new("declined-database-too-new"),
        Declined::NotABackup { path } => Said::new("declined-not-a-backup").arg("path", path),
        Declined::BackupEmpty => Said::new("declined-backup-empty"),
        Declined::CsvUnwritten { why } => Said::new("declined-csv").arg("why", why),
        Declined::DealerSeat { seats, seat } => Said::new("declined-dealer-seat")
            .arg("seats", seats)
            .arg("seat", seat),
        Declined::GameFinished => Said::new("declined-game-finished"),
        Declined::ReopenedOver => Said::new("declined-reopened-over"),
        Declined::NotFinished => Said::new("declined-not-finished"),
        Declined::BackupTable {
            night,
            table,
            round,
        } => Said::new("declined-backup-table")
            .arg("night", night)
            .arg("table", table)
            .arg("round", round),
        Declined::UnknownKind { kind } => Said::new("declined-unknown-kind").arg("kind", kind),
        Declined::RoundNotOver => Said::new("declined-round-not-over"),
    }
}

/// Why a file was refused at import, said in every language.
fn import_said(why: ImportRefusal) -> Said {
    let table = |id: &'static str, made: String, table: usize, round: u32| {
        Said::new(id)
            .arg("made", made)
            .arg("table", table)
            .arg("round", round)
    };
    match why {
        ImportRefusal::Checked(e) => e
            .said
            .map_or_else(|| cardtable_rules::says::text(e.message), |s| *s),
        ImportRefusal::SeriesNight { series } => {
            Said::new("import-error-series-night").arg("series", series)
        }
        ImportRefusal::TableMissing {
            made,
            table: t,
            round,
        } => table("import-error-night-table-missing", made, t, round),
        ImportRefusal::TableTaken {
            made,
            table: t,
            round,
        } => table("import-error-night-table-taken", made, t, round),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn validation_carries_kind_code_and_message() {
        let e: AppError = RuleError::new("E_PLAYER_COUNT", "Too few.").into();
        assert_eq!(
            serde_json::to_value(&e).unwrap(),
            json!({"kind": "validation", "code": "E_PLAYER_COUNT", "message": "Too few."})
        );
    }

    #[test]
    fn store_errors_map_to_kinds() {
        let e: AppError = StoreError::not_found(Missing::Game(12)).into();
        assert_eq!(
            serde_json::to_value(&e).unwrap(),
            json!({"kind": "not_found", "message": "Game 12 was not found."})
        );
        let e: AppError = StoreError::Io(std::io::Error::other("disk full")).into();
        assert_eq!(serde_json::to_value(&e).unwrap()["kind"], "storage");
        let e: AppError = StoreError::Rule(RuleError::new("E_X", "No.")).into();
        assert_eq!(serde_json::to_value(&e).unwrap()["code"], "E_X");
    }
}
