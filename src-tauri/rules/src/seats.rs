//! Who sits at the table: the player names a new game starts with, and the one rule for what a
//! player's name is ([`normalize_name`]), used by game creation, import and renaming alike.
//!
//! A name is read as a person would see it: Unicode NFC, invisible characters (controls,
//! zero-width and other format characters) dropped, any run of spaces one space, trimmed, and at
//! most [`MAX_NAME_CHARS`] characters. So "Ann", "Ann " and "Ann\u{200b}" are one player.
//! An empty name, the same name twice (ignoring case, so the scoreboard never shows two
//! "Ann"s) and a player count outside the game's range are errors. The count check is
//! [`GameKind::check_players`], so its messages and codes are the games' own.

use crate::error::{ordinal, Coded, RuleError};
use crate::games::GameKind;
use crate::says::Said;

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

    fn said(&self) -> Option<Said> {
        Some(match self {
            SeatError::EmptyName { index } => {
                Said::new("seat-error-empty").arg("position", *index + 1)
            }
            SeatError::DuplicateName { name, .. } => {
                Said::new("seat-error-duplicate").arg("name", name.as_str())
            }
            SeatError::NameTooLong { index, max } => Said::new("seat-error-too-long")
                .arg("position", *index + 1)
                .arg("max", *max),
        })
    }
}

/// Longest player name, in characters: longer names break the scoreboard columns.
pub const MAX_NAME_CHARS: usize = 40;

/// What is wrong with one name on its own (renaming, importing).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NameError {
    /// Nothing visible is left.
    #[error("A player's name cannot be empty.")]
    Empty,
    /// Longer than [`MAX_NAME_CHARS`].
    #[error("A player's name can be at most {max} characters; this one has {got}.")]
    TooLong {
        /// The limit, in characters.
        max: usize,
        /// The name's length after normalising.
        got: usize,
    },
}

impl Coded for NameError {
    fn code(&self) -> &'static str {
        match self {
            NameError::Empty => "E_PLAYER_NAME_EMPTY",
            NameError::TooLong { .. } => "E_PLAYER_NAME_TOO_LONG",
        }
    }

    fn said(&self) -> Option<Said> {
        Some(match self {
            NameError::Empty => Said::new("name-error-empty"),
            NameError::TooLong { max, got } => Said::new("name-error-too-long")
                .arg("max", *max)
                .arg("got", *got),
        })
    }
}

/// True for characters that show nothing: controls other than whitespace, and Unicode format
/// characters (general category Cf: zero-width space and joiners, bidi marks, the BOM, ...).
fn is_invisible(c: char) -> bool {
    if c.is_control() {
        return !c.is_whitespace();
    }
    matches!(u32::from(c),
        0x00AD | 0x0600..=0x0605 | 0x061C | 0x06DD | 0x070F | 0x0890..=0x0891 | 0x08E2
        | 0x180E | 0x200B..=0x200F | 0x202A..=0x202E | 0x2060..=0x2064 | 0x2066..=0x206F
        | 0xFEFF | 0xFFF9..=0xFFFB | 0x110BD | 0x110CD | 0x13430..=0x1343F
        | 0x1BCA0..=0x1BCA3 | 0x1D173..=0x1D17A | 0xE0001 | 0xE0020..=0xE007F)
}

/// A player's name as it is stored and compared: invisible characters dropped, whitespace runs
/// collapsed to one space, trimmed, Unicode NFC, at most [`MAX_NAME_CHARS`] characters.
///
/// Very long input is refused without being copied whole: only the first few hundred
/// characters are looked at once the limit is clearly passed.
pub fn normalize_name(raw: &str) -> Result<String, NameError> {
    use unicode_normalization::UnicodeNormalization;
    // Enough to tell "too long" after dropping any invisible characters that could shorten it,
    // without copying a 50 MB name.
    const LOOK: usize = 64 * MAX_NAME_CHARS;
    let mut collapsed = String::new();
    let mut space = false;
    let mut seen = 0usize;
    for c in raw.chars().filter(|&c| !is_invisible(c)) {
        seen += 1;
        if seen > LOOK {
            break;
        }
        if c.is_whitespace() {
            space = !collapsed.is_empty();
        } else {
            if space {
                collapsed.push(' ');
                space = false;
            }
            collapsed.push(c);
        }
    }
    let name: String = collapsed.nfc().collect();
    let got = name.chars().count();
    if name.is_empty() {
        return Err(NameError::Empty);
    }
    if got > MAX_NAME_CHARS || seen > LOOK {
        let got = if seen > LOOK {
            raw.chars().filter(|&c| !is_invisible(c)).count()
        } else {
            got
        };
        return Err(NameError::TooLong {
            max: MAX_NAME_CHARS,
            got,
        });
    }
    Ok(name)
}

/// Checks the names a new game starts with and returns them normalised ([`normalize_name`]),
/// in seat order.
///
/// The count is checked first, so "1 player" reads as the game's own message rather than a
/// complaint about a name.
pub fn check_seats(kind: GameKind, names: &[String]) -> Result<Vec<String>, RuleError> {
    kind.check_players(names.len())?;
    check_names(names)
}

/// Checks a list of player names whatever their number (a club night's players) and returns
/// them normalised ([`normalize_name`]), in order: none empty or too long, none twice.
pub fn check_names(names: &[String]) -> Result<Vec<String>, RuleError> {
    let mut seats: Vec<String> = Vec::with_capacity(names.len());
    for (index, raw) in names.iter().enumerate() {
        let name = match normalize_name(raw) {
            Ok(name) => name,
            Err(NameError::Empty) => return Err(SeatError::EmptyName { index }.into()),
            Err(NameError::TooLong { max, .. }) => {
                return Err(SeatError::NameTooLong { index, max }.into())
            }
        };
        let name = name.as_str();
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
    fn invisible_characters_and_spacing_make_no_new_player() {
        // Issue 10: "Ann", "Ann " and "Ann\u{200b}" were three players.
        for raw in [
            "Ann",
            "Ann ",
            " Ann\u{200b}",
            "\u{feff}A\u{200d}nn",
            "Ann\u{7}",
            "\tAnn\n",
        ] {
            assert_eq!(normalize_name(raw), Ok("Ann".to_string()), "{raw:?}");
        }
        assert_eq!(
            normalize_name("Mary \u{a0}\t Ann"),
            Ok("Mary Ann".to_string())
        );
        // NFC: e + combining acute is é, one character.
        assert_eq!(normalize_name("Rene\u{301}"), Ok("René".to_string()));
        assert_eq!(
            normalize_name("Rene\u{200b}\u{301}"),
            Ok("René".to_string())
        );
        assert_eq!(normalize_name(" \u{200b} "), Err(NameError::Empty));
        let err = check_seats(GameKind::GinRummy, &names(&["Ann", "ann\u{200b}"])).unwrap_err();
        assert_eq!(err.code, "E_PLAYER_NAME_DUPLICATE");
    }

    #[test]
    fn a_huge_name_is_refused_with_its_length() {
        let huge = "x".repeat(5_000_000);
        let err = normalize_name(&huge).unwrap_err();
        assert_eq!(
            err,
            NameError::TooLong {
                max: MAX_NAME_CHARS,
                got: 5_000_000
            }
        );
        assert_eq!(
            RuleError::from(err).message,
            "A player's name can be at most 40 characters; this one has 5000000."
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
