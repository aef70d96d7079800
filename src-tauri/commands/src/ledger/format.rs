//! Export and import as JSON: complete (roster, games, options, hands with facts and stored
//! points), versioned and checksummed, so that importing an export restores it exactly.
//!
//! A file that is not JSON, is not a Cardtable export, comes from a newer Cardtable, fails its
//! checksum or does not hold together (a dealer outside the seats, points for the wrong number
//! of seats, an unknown game) is refused with a message saying so, and nothing is written.
//! Importing a game that is already in the database (same game, players and start time) skips
//! it, so importing the same file twice does not duplicate games.
//!
//! Limits: a file larger than [`MAX_IMPORT_BYTES`] is refused before it is parsed (readers
//! should stop reading there: [`read_import`]); the file is parsed straight into its typed
//! shape (no intermediate tree of the whole file), player names go through the rules' one
//! name rule (so an export's "Ann " is the roster's "Ann"), and each game's player count
//! must fit its game.

use cardtable_rules::{GameKind, Points};
use cardtable_store::StoreError;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The `format` field of every export.
pub const EXPORT_FORMAT: &str = "cardtable-export";
/// The newest export version this build writes and reads. Version 2 adds a player's `rated`
/// (the club-night ratings opt-in); a file with no rated player is written as version 1, the
/// same bytes as before, so an older Cardtable still reads it, and one that cannot read the
/// opt-in is told to update rather than that the file is damaged.
pub const EXPORT_VERSION: u32 = 2;
/// The version of a file that carries nothing version 2 added.
pub const EXPORT_VERSION_PLAIN: u32 = 1;

/// The largest export file Cardtable imports: 32 MiB, some 50,000 hands of the wordiest game
/// (an export of everything, pretty-printed, is about 600 bytes a hand).
pub const MAX_IMPORT_BYTES: u64 = 32 * 1024 * 1024;

/// The limit in words for people.
fn limit_words() -> String {
    format!("{} MB", MAX_IMPORT_BYTES / (1024 * 1024))
}

/// Reads an export file for [`Ledger::import_json`](super::Ledger::import_json), never more than [`MAX_IMPORT_BYTES`] (so
/// `/dev/zero` or a film is refused after 32 MiB, not after the memory runs out). The errors
/// name the file and say what is wrong in words.
pub fn read_import(path: &std::path::Path) -> Result<String, StoreError> {
    use std::io::Read;
    let shown = path.display();
    let file = std::fs::File::open(path).map_err(|e| {
        refuse(match e.kind() {
            std::io::ErrorKind::NotFound => format!("There is no file {shown}."),
            std::io::ErrorKind::PermissionDenied => {
                format!("Cardtable is not allowed to read {shown}.")
            }
            _ => format!("{shown} cannot be read: {e}."),
        })
    })?;
    if file.metadata().is_ok_and(|m| m.is_dir()) {
        return Err(refuse(format!(
            "{shown} is a folder; choose a Cardtable export file."
        )));
    }
    let mut bytes = Vec::new();
    file.take(MAX_IMPORT_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| refuse(format!("{shown} cannot be read: {e}.")))?;
    if bytes.len() as u64 > MAX_IMPORT_BYTES {
        return Err(too_big());
    }
    String::from_utf8(bytes)
        .map_err(|_| refuse("This file is not a Cardtable export: it is not text."))
}

fn too_big() -> StoreError {
    refuse(format!(
        "This file is larger than {}, the largest export Cardtable imports; nothing was imported.",
        limit_words()
    ))
}

/// A whole export file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Export {
    /// Always [`EXPORT_FORMAT`].
    pub format: String,
    /// [`EXPORT_VERSION`] when written.
    pub version: u32,
    /// RFC 3339 UTC.
    pub exported_at: String,
    /// FNV-1a 64 of the canonical JSON of `players` and `games`, in hex.
    pub checksum: String,
    /// Roster players (those of the exported games, or everyone for a full export).
    pub players: Vec<ExportPlayer>,
    /// The games, oldest first.
    pub games: Vec<ExportGame>,
}

/// A roster player.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ExportPlayer {
    /// Unique name.
    pub name: String,
    /// RFC 3339 UTC.
    pub created_at: String,
    /// Opted in to the club-night ratings (version 2; absent, and so false, in older files).
    /// Only the opt-in travels: the ratings are recomputed from the games when read.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub rated: bool,
}

/// One game with its hands.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ExportGame {
    /// Stable GameKind id.
    pub kind: String,
    /// The game's name for people: the one the players gave it, else its kind's ("Gin
    /// Rummy"). Written for people reading the file; an import does not need it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Stored options.
    pub options: Value,
    /// Seat that dealt first.
    pub first_dealer: usize,
    /// RFC 3339 UTC.
    pub created_at: String,
    /// RFC 3339 UTC.
    pub finished_at: Option<String>,
    /// Reopened for corrections.
    pub reopened: bool,
    /// Player names in seat order.
    pub players: Vec<String>,
    /// Hands in play order.
    pub hands: Vec<ExportHand>,
    /// End-of-game bonuses per seat, as the rules give them (empty when there are none). Read
    /// back for people only: an import re-prices the hands.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub bonuses: Vec<Points>,
    /// The bonuses in words, with the players' names.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bonus_summary: Option<String>,
}

/// One hand: facts as entered, the points stored for it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ExportHand {
    /// Seat that dealt.
    pub dealer: usize,
    /// What was entered.
    pub facts: Value,
    /// RFC 3339 UTC.
    pub played_at: String,
    /// Points per seat as stored.
    pub points: Vec<Points>,
    /// The hand in words ("Ann knocked: deadwood 4; Bob 20; Ann +16"), from the rules.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub summary: Option<String>,
}

/// JSON with object keys sorted at every level, so the checksum does not depend on key order.
fn canonical(v: &Value, out: &mut String) {
    match v {
        Value::Object(map) => {
            let mut keys: Vec<&String> = map.keys().collect();
            keys.sort();
            out.push('{');
            for (i, k) in keys.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push_str(&Value::String((*k).clone()).to_string());
                out.push(':');
                if let Some(x) = map.get(*k) {
                    canonical(x, out);
                }
            }
            out.push('}');
        }
        Value::Array(items) => {
            out.push('[');
            for (i, x) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                canonical(x, out);
            }
            out.push(']');
        }
        other => out.push_str(&other.to_string()),
    }
}

/// The checksum of an export's content.
fn checksum(players: &[ExportPlayer], games: &[ExportGame]) -> Result<String, StoreError> {
    // The canonical text of `{"games": [...], "players": [...]}` (keys sorted), hashed one
    // game or player at a time: a large file never needs a second copy of itself in memory.
    let mut h = Fnv(0xcbf2_9ce4_8422_2325);
    let mut text = String::new();
    h.feed("{\"games\":[");
    for (i, g) in games.iter().enumerate() {
        text.clear();
        if i > 0 {
            text.push(',');
        }
        canonical(&serde_json::to_value(g)?, &mut text);
        h.feed(&text);
    }
    h.feed("],\"players\":[");
    for (i, p) in players.iter().enumerate() {
        text.clear();
        if i > 0 {
            text.push(',');
        }
        canonical(&serde_json::to_value(p)?, &mut text);
        h.feed(&text);
    }
    h.feed("]}");
    Ok(format!("{:016x}", h.0))
}

/// FNV-1a 64, fed piece by piece.
struct Fnv(u64);

impl Fnv {
    fn feed(&mut self, text: &str) {
        for b in text.bytes() {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
}

impl Export {
    /// The same export with its checksum recomputed (after building or editing one in code).
    pub fn sealed(mut self) -> Result<Export, StoreError> {
        self.checksum = checksum(&self.players, &self.games)?;
        Ok(self)
    }
}

/// A name from the file, normalised, or the refusal saying where it is.
fn name_in_file(raw: &str, which: &str) -> Result<String, StoreError> {
    cardtable_rules::seats::normalize_name(raw).map_err(|e| refuse(format!("{which}: {e}")))
}

fn refuse(message: impl Into<String>) -> StoreError {
    StoreError::Import {
        message: message.into(),
    }
}

/// The two fields read before the rest: the rest of the file is skipped without being kept.
#[derive(Deserialize)]
struct Head {
    format: Option<Value>,
    version: Option<Value>,
}

/// Parses and checks an export file without touching the database: its size, that it is a
/// Cardtable export of a version this build reads, its checksum, and that every game holds
/// together. Player names come back normalised.
pub fn parse_export(text: &str) -> Result<Export, StoreError> {
    if text.len() as u64 > MAX_IMPORT_BYTES {
        return Err(too_big());
    }
    let head: Head = serde_json::from_str(text).map_err(|e| {
        refuse(format!(
            "This file is not a Cardtable export: it is not valid JSON ({}).",
            cardtable_rules::json_error::plain(&e.to_string())
        ))
    })?;
    if head.format.as_ref().and_then(Value::as_str) != Some(EXPORT_FORMAT) {
        return Err(refuse("This file is not a Cardtable export."));
    }
    match head.version.as_ref().and_then(Value::as_u64) {
        Some(v) if v <= u64::from(EXPORT_VERSION) && v >= 1 => {}
        Some(v) => {
            return Err(refuse(format!(
                "This export is version {v}; this Cardtable reads up to version {EXPORT_VERSION}. Update Cardtable to import it."
            )))
        }
        None => return Err(refuse("This Cardtable export has no version; it is damaged.")),
    }
    let mut export: Export = serde_json::from_str(text).map_err(|e| {
        refuse(format!(
            "This Cardtable export is damaged: {}.",
            cardtable_rules::json_error::plain(&e.to_string())
        ))
    })?;
    if checksum(&export.players, &export.games)? != export.checksum {
        return Err(refuse(
            "This Cardtable export is damaged: its content does not match its checksum.",
        ));
    }
    for p in &mut export.players {
        p.name = name_in_file(&p.name, "The roster")?;
    }
    for (n, g) in export.games.iter_mut().enumerate() {
        let which = format!("Game {} in the file", n + 1);
        let kind = g
            .kind
            .parse::<GameKind>()
            .map_err(|_| refuse(format!("{which} is of an unknown kind '{}'.", g.kind)))?;
        kind.check_players(g.players.len())
            .map_err(|e| refuse(format!("{which}: {e}")))?;
        let seats = g.players.len();
        if g.first_dealer >= seats {
            return Err(refuse(format!("{which} has a dealer outside its seats.")));
        }
        for i in 0..seats {
            let name = name_in_file(&g.players[i], &which)?;
            if g.players[..i]
                .iter()
                .any(|p| p.to_lowercase() == name.to_lowercase())
            {
                return Err(refuse(format!("{which} has the player {name} twice.")));
            }
            g.players[i] = name;
        }
        if !g.options.is_object() {
            return Err(refuse(format!(
                "{which} has options that are not a set of settings."
            )));
        }
        for (i, h) in g.hands.iter().enumerate() {
            if h.dealer >= seats || h.points.len() != seats {
                return Err(refuse(format!(
                    "Hand {} of {} does not fit its {seats} seats.",
                    i + 1,
                    which.to_lowercase()
                )));
            }
        }
    }
    Ok(export)
}
