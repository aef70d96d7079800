//! The one error type at the IPC boundary: what the UI receives when a command fails.
//!
//! It serialises as `{ kind, message }` (plus `code` for validation errors), with a small closed
//! set of kinds so the UI can decide how to show it without parsing text. Messages come from
//! `rules` and `store` and are shown as they are: the UI never writes its own.

use cardtable_rules::RuleError;
use cardtable_store::StoreError;
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
        /// For the person at the table.
        message: String,
    },
    /// The database could not be read or written.
    #[error("{message}")]
    Storage {
        /// What failed.
        message: String,
    },
    /// A bug or an impossible state in the app itself.
    #[error("{message}")]
    Internal {
        /// What failed.
        message: String,
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

    /// An internal error with a message.
    pub fn internal(message: impl Into<String>) -> Self {
        AppError::Internal {
            message: message.into(),
        }
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
            StoreError::NotFound { .. } => AppError::NotFound {
                message: e.to_string(),
            },
            StoreError::Invalid { message } => AppError::Validation {
                code: "E_INVALID_REQUEST".to_string(),
                message,
                said: None,
            },
            StoreError::Import { message } => AppError::Validation {
                code: "E_IMPORT".to_string(),
                message,
                said: None,
            },
            other => AppError::Storage {
                message: other.to_string(),
            },
        }
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
        let e: AppError = StoreError::not_found("Game 12").into();
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
