//! The rule-violation error that leaves this crate.
//!
//! Each area has its own narrow `thiserror` enum carrying data (token, index, expected, got),
//! so tests compare variants. Every such enum implements [`Coded`], which gives the stable
//! `E_*` code of `RULES.md`; `?` turns any of them into a [`RuleError`] with that code and the
//! table-friendly message.

use serde::Serialize;

/// An error with a stable `E_*` code from `RULES.md`.
pub trait Coded: std::fmt::Display {
    /// The stable error code, e.g. `E_DUPLICATE_CARD`.
    fn code(&self) -> &'static str;

    /// The message as data, for a reader in any language (issue 25); `None` while the error
    /// is still written in English only.
    fn said(&self) -> Option<crate::says::Said> {
        None
    }
}

/// A rule violation: the hand cannot be saved as entered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[error("{message}")]
pub struct RuleError {
    /// Stable code, e.g. `E_KNOCK_TOO_HIGH`.
    pub code: &'static str,
    /// The message for the person at the table, in English.
    pub message: String,
    /// The same message as data, when the error says it in every language.
    #[serde(skip)]
    pub said: Option<Box<crate::says::Said>>,
}

impl RuleError {
    /// A rule error with an explicit code and message.
    pub fn new(code: &'static str, message: impl Into<String>) -> Self {
        Self {
            code,
            message: message.into(),
            said: None,
        }
    }

    /// A rule error said as a message, in every language: its English is the message's.
    pub fn saying(code: &'static str, said: crate::says::Said) -> Self {
        Self {
            code,
            message: said.english(),
            said: Some(Box::new(said)),
        }
    }
}

impl<E: Coded> From<E> for RuleError {
    fn from(e: E) -> Self {
        match e.said() {
            Some(said) => Self {
                code: e.code(),
                message: said.english(),
                said: Some(Box::new(said)),
            },
            None => Self {
                code: e.code(),
                message: e.to_string(),
                said: None,
            },
        }
    }
}

/// A legal but unusual choice: shown to the players, does not block saving.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Warning {
    /// Stable code, e.g. `W_NON_OPTIMAL_ARRANGEMENT`.
    pub code: String,
    /// The message for the person at the table (English; the reader's language once retold).
    pub message: String,
    /// The message as data, for the reader's language (issue 25); not part of the JSON.
    #[serde(skip)]
    #[ts(skip)]
    pub said: Box<crate::says::Said>,
}

impl Warning {
    /// A warning with a code, said as a message in every language: its English is the
    /// message's. (There is no English-sentence constructor: a warning a person reads is
    /// always a message.)
    pub fn saying(code: &str, said: crate::says::Said) -> Self {
        Self {
            code: code.to_string(),
            message: said.english(),
            said: Box::new(said),
        }
    }

    /// The warning in the reader's words: `tell` writes its message.
    pub fn retell(&mut self, tell: &dyn Fn(&crate::says::Said) -> String) {
        self.message = tell(&self.said);
    }
}

/// English ordinal for positions in messages: 1st, 2nd, 3rd, 4th, 11th, 21st...
pub fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ordinals() {
        let got: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111]
            .iter()
            .map(|&n| ordinal(n))
            .collect();
        assert_eq!(
            got,
            [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd",
                "101st", "111th"
            ]
        );
    }
}
