//! Who sits at the table: the player names a new game starts with.
//!
//! Names are trimmed; an empty name, the same name twice (ignoring case, so the scoreboard
//! never shows two "Ann"s) and a player count outside the game's range are errors. The
//! count check is [`GameKind::check_players`], so its messages and codes are the games' own.

use crate::error::{ordinal, Coded, RuleError};
use crate::games::GameKind;

/// A problem with the entered player names (not with their number).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SeatError {
    /// A name was left blank.
    #[error("The {} player's name is empty.", ordinal(*.index + 1))]
    EmptyName {
        /// 0-based seat of the blank name.
        index: usize,
    },
    /// Two seats have the same name.
    #[error("{name} is entered twice; give each player a different name.")]
    DuplicateName {
        /// The name as first entered (trimmed).
        name: String,
        /// 0-based seat of the second occurrence.
        index: usize,
    },
    /// A name is too long to show on a scoreboard.
    #[error("The {} player's name is longer than {max} characters.", ordinal(*.index + 1))]
    NameTooLong {
        /// 0-based seat.
        index: usize,
        /// The limit, in characters.
        max: usize,
    },
}

impl Coded for SeatError {
    fn code(&self) -> &'static str {
        match self {
            SeatError::EmptyName { .. } => "E_PLAYER_NAME_EMPTY",
            SeatError::DuplicateName { .. } => "E_PLAYER_NAME_DUPLICATE",
            SeatError::NameTooLong { .. } => "E_PLAYER_NAME_TOO_LONG",
        }
    }
}

/// Longest player name, in characters: longer names break the scoreboard columns.
pub const MAX_NAME_CHARS: usize = 40;

/// Checks the names a new game starts with and returns them trimmed, in seat order.
///
/// The count is checked first, so "1 player" reads as the game's own message rather than a
/// complaint about a name.
pub fn check_seats(kind: GameKind, names: &[String]) -> Result<Vec<String>, RuleError> {
    kind.check_players(names.len())?;
    let mut seats: Vec<String> = Vec::with_capacity(names.len());
    for (index, raw) in names.iter().enumerate() {
        let name = raw.trim();
        if name.is_empty() {
            return Err(SeatError::EmptyName { index }.into());
        }
        if name.chars().count() > MAX_NAME_CHARS {
            return Err(SeatError::NameTooLong {
                index,
                max: MAX_NAME_CHARS,
            }
            .into());
        }
        if let Some(first) = seats
            .iter()
            .find(|s| s.to_lowercase() == name.to_lowercase())
        {
            return Err(SeatError::DuplicateName {
                name: first.clone(),
                index,
            }
            .into());
        }
        seats.push(name.to_string());
    }
    Ok(seats)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn trims_and_keeps_order() {
        assert_eq!(
            check_seats(GameKind::GinRummy, &names(&["  Ann ", "Bob"])),
            Ok(names(&["Ann", "Bob"]))
        );
    }

    #[test]
    fn count_is_checked_with_the_games_message() {
        let err = check_seats(GameKind::GinRummy, &names(&["Ann"])).unwrap_err();
        assert_eq!(err.code, "E_PLAYER_COUNT");
        assert_eq!(
            err.message,
            "Gin Rummy is for exactly 2 players (1 player was entered)."
        );
        let err = check_seats(GameKind::GiftRummy, &names(&["A", "B", "C"])).unwrap_err();
        assert_eq!(err.code, "E_GR_PLAYERS");
    }

    #[test]
    fn empty_names_are_rejected() {
        let err = check_seats(GameKind::BasicRummy, &names(&["Ann", "  ", "Cy"])).unwrap_err();
        assert_eq!(err.code, "E_PLAYER_NAME_EMPTY");
        assert_eq!(err.message, "The 2nd player's name is empty.");
    }

    #[test]
    fn duplicate_names_ignore_case_and_spaces() {
        let err = check_seats(GameKind::BasicRummy, &names(&["Ann", "Bob", " ann"])).unwrap_err();
        assert_eq!(err.code, "E_PLAYER_NAME_DUPLICATE");
        assert_eq!(
            err.message,
            "Ann is entered twice; give each player a different name."
        );
    }

    #[test]
    fn long_names_are_rejected() {
        let long = "x".repeat(MAX_NAME_CHARS + 1);
        let err = check_seats(GameKind::GinRummy, &[long, "Bob".into()]).unwrap_err();
        assert_eq!(err.code, "E_PLAYER_NAME_TOO_LONG");
        let ok = "é".repeat(MAX_NAME_CHARS);
        assert!(check_seats(GameKind::GinRummy, &[ok, "Bob".into()]).is_ok());
    }
}
