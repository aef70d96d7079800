//! Saving an export as a file: one game or everything, as JSON or CSV, written to the person's
//! Downloads folder (their home folder when there is none; `CARDTABLE_EXPORT_DIR` overrides
//! both, for tests) under a dated name such as `cardtable-gin-rummy-7-2026-11-21.json`.
//!
//! An existing file is never overwritten: the name gains `-2`, `-3`, ... instead. The text
//! comes from the store's export functions; the clock is read once per command.

use crate::error::AppError;
use crate::export::ExportFormat;
use crate::ledger::Ledger;
use crate::state::AppState;
use crate::words::{Lang, Said};
use chrono::{DateTime, Utc};
use std::fs::OpenOptions;
use std::io::{ErrorKind, Write};
use std::path::{Path, PathBuf};

/// The environment variable naming the folder exports are written to (tests use a tempdir).
pub const EXPORT_DIR_VAR: &str = "CARDTABLE_EXPORT_DIR";

/// How many `-N` suffixes are tried before giving up (a folder with that many same-day
/// exports of one game is not a real table's).
const MAX_COPIES: u32 = 1000;

/// Writes one game (`game_id`) or every game (`None`) to a new file, a CSV in `lang`; returns
/// its full path. The export and the write run off the main thread, so the window never freezes.
pub fn files_export(
    state: &AppState,
    game_id: Option<i64>,
    format: ExportFormat,
    lang: Lang,
) -> Result<String, AppError> {
    let now = Utc::now();
    save(&*state.store()?, game_id, format, lang, now)
}

/// The body of [`files_export`], with the store locked.
fn save(
    store: &Ledger,
    game_id: Option<i64>,
    format: ExportFormat,
    lang: Lang,
    now: DateTime<Utc>,
) -> Result<String, AppError> {
    let (text, subject) = {
        let subject = match game_id {
            Some(id) => {
                let kind = store.game_summary(id)?.kind;
                let title = crate::ledger::game_title(store.game_meta(id)?.name.as_deref(), kind);
                format!("{}-{id}", slug(&title))
            }
            None => "all".to_string(),
        };
        let text = match format {
            ExportFormat::Json => store.export_json(game_id, now)?,
            ExportFormat::Csv => store.export_csv_in(game_id, lang)?,
        };
        (text, subject)
    };
    save_text(&subject, format, &text, now)
}

/// Saves an export already made (`text`, of `subject`: a game, everything, a club night) as
/// `cardtable-<subject>-<date>.<ext>` in the export folder; its path.
pub(crate) fn save_text(
    subject: &str,
    format: ExportFormat,
    text: &str,
    now: DateTime<Utc>,
) -> Result<String, AppError> {
    let dir =
        export_dir().ok_or_else(|| AppError::storage(Said::new("storage-no-export-folder")))?;
    let stem = file_stem(subject, now);
    let path = write_new(&dir, &stem, extension(format), text).map_err(|why| {
        let why = match why {
            Unsaved::Io(e) => cardtable_rules::says::text(e.to_string()),
            Unsaved::Taken(name) => Said::new("storage-export-copies")
                .arg("name", name)
                .arg("copies", MAX_COPIES),
        };
        AppError::storage(
            Said::new("storage-export-not-saved")
                .arg("folder", dir.display().to_string())
                .arg("why", why),
        )
    })?;
    Ok(path.display().to_string())
}

/// `CARDTABLE_EXPORT_DIR`, else the Downloads folder, else the home folder.
fn export_dir() -> Option<PathBuf> {
    std::env::var_os(EXPORT_DIR_VAR)
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(dirs::download_dir)
        .or_else(dirs::home_dir)
}

/// A game's name as a file name's part: lower case, letters and digits kept (any script),
/// everything else one `-`, at most 40 characters ("Friday Gin!" → `friday-gin`; "Skull &
/// Roses" → `skull-roses`); `game` when nothing is left.
fn slug(title: &str) -> String {
    let mut out = String::new();
    for c in title.chars().flat_map(char::to_lowercase) {
        if c.is_alphanumeric() {
            out.push(c);
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
        if out.chars().count() >= 40 {
            break;
        }
    }
    let out = out.trim_end_matches('-');
    if out.is_empty() {
        "game".to_string()
    } else {
        out.to_string()
    }
}

/// `cardtable-<subject>-<YYYY-MM-DD>` for the UTC date of `now`.
fn file_stem(subject: &str, now: DateTime<Utc>) -> String {
    format!("cardtable-{subject}-{}", now.format("%Y-%m-%d"))
}

fn extension(format: ExportFormat) -> &'static str {
    match format {
        ExportFormat::Json => "json",
        ExportFormat::Csv => "csv",
    }
}

/// Why an export was not saved.
#[derive(Debug)]
enum Unsaved {
    /// The system's own words (a folder not there, no permission, the disk full).
    Io(std::io::Error),
    /// `<name>` and every numbered copy of it exist already.
    Taken(String),
}

impl From<std::io::Error> for Unsaved {
    fn from(e: std::io::Error) -> Self {
        Unsaved::Io(e)
    }
}

/// Creates `<stem>.<ext>` in `dir`, or `<stem>-2.<ext>`, `-3`, ... when taken, and writes
/// `text` into it. `create_new` makes "taken" atomic: an existing file is never opened.
fn write_new(dir: &Path, stem: &str, ext: &str, text: &str) -> Result<PathBuf, Unsaved> {
    std::fs::create_dir_all(dir)?;
    for n in 1..=MAX_COPIES {
        let name = if n == 1 {
            format!("{stem}.{ext}")
        } else {
            format!("{stem}-{n}.{ext}")
        };
        let path = dir.join(name);
        match OpenOptions::new().write(true).create_new(true).open(&path) {
            Ok(mut file) => {
                file.write_all(text.as_bytes())?;
                file.sync_all()?;
                return Ok(path);
            }
            Err(e) if e.kind() == ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e.into()),
        }
    }
    Err(Unsaved::Taken(format!("{stem}.{ext}")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn names_carry_the_subject_and_the_utc_date() {
        let now = Utc.with_ymd_and_hms(2026, 11, 21, 23, 59, 0).unwrap();
        assert_eq!(
            file_stem("gin-rummy-7", now),
            "cardtable-gin-rummy-7-2026-11-21"
        );
        assert_eq!(file_stem("all", now), "cardtable-all-2026-11-21");
    }

    #[test]
    fn a_games_name_makes_a_tidy_file_name() {
        assert_eq!(slug("Friday Gin!"), "friday-gin");
        assert_eq!(slug("Skull & Roses"), "skull-roses");
        assert_eq!(slug("Oh Heck!"), "oh-heck");
        assert_eq!(slug("  Café — Ann's  "), "café-ann-s");
        assert_eq!(slug("!!!"), "game");
        assert_eq!(slug(&"x".repeat(90)).len(), 40);
    }

    #[test]
    fn an_existing_file_is_never_overwritten() {
        let dir = tempfile::tempdir().unwrap();
        let first = write_new(dir.path(), "x", "json", "one").unwrap();
        let second = write_new(dir.path(), "x", "json", "two").unwrap();
        let third = write_new(dir.path(), "x", "json", "three").unwrap();
        assert_eq!(first, dir.path().join("x.json"));
        assert_eq!(second, dir.path().join("x-2.json"));
        assert_eq!(third, dir.path().join("x-3.json"));
        assert_eq!(std::fs::read_to_string(first).unwrap(), "one");
        assert_eq!(std::fs::read_to_string(second).unwrap(), "two");
    }

    #[test]
    fn a_missing_folder_is_created() {
        let dir = tempfile::tempdir().unwrap();
        let nested = dir.path().join("a/b");
        let path = write_new(&nested, "x", "csv", "t").unwrap();
        assert_eq!(path, nested.join("x.csv"));
    }
}
