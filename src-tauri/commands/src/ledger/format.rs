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

use cardtable_rules::says::{self, Said};
use cardtable_rules::{GameKind, Points, RuleError};
use cardtable_store::{ImportRefusal, StoreError};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The `format` field of every export.
pub const EXPORT_FORMAT: &str = "cardtable-export";
/// The newest export version this build writes and reads. Version 2 adds a player's `rated`
/// (the club-night ratings opt-in); version 3 the club nights and their series (`nights`,
/// `series`, and a deleted table game's `deletedAt`). A file is written with the lowest
/// version that holds what it carries: one with no night is the version 2 file as before,
/// one with no rated player and no night the version 1 file, the same bytes, so an older
/// Cardtable still reads it, and one that cannot read what it carries is told to update
/// rather than that the file is damaged.
pub const EXPORT_VERSION: u32 = 3;
/// The version of a file that carries rated players and no club night.
pub const EXPORT_VERSION_RATED: u32 = 2;
/// The version of a file that carries nothing version 2 added.
pub const EXPORT_VERSION_PLAIN: u32 = 1;

/// The largest export file Cardtable imports: 32 MiB, some 50,000 hands of the wordiest game
/// (an export of everything, pretty-printed, is about 600 bytes a hand).
pub const MAX_IMPORT_BYTES: u64 = 32 * 1024 * 1024;

/// Reads an export file for [`Ledger::import_json`](super::Ledger::import_json), never more than [`MAX_IMPORT_BYTES`] (so
/// `/dev/zero` or a film is refused after 32 MiB, not after the memory runs out). The errors
/// name the file and say what is wrong in words.
pub fn read_import(path: &std::path::Path) -> Result<String, StoreError> {
    use std::io::Read;
    let shown = path.display().to_string();
    let file_said = |id: &'static str| Said::new(id).arg("file", shown.as_str());
    // The system's own words for an unusual failure stay as it says them.
    let unreadable =
        |e: std::io::Error| refuse(file_said("import-error-unreadable").arg("why", e.to_string()));
    let file = std::fs::File::open(path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => refuse(file_said("import-error-no-file")),
        std::io::ErrorKind::PermissionDenied => refuse(file_said("import-error-not-allowed")),
        _ => unreadable(e),
    })?;
    if file.metadata().is_ok_and(|m| m.is_dir()) {
        return Err(refuse(file_said("import-error-folder")));
    }
    let mut bytes = Vec::new();
    file.take(MAX_IMPORT_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(unreadable)?;
    if bytes.len() as u64 > MAX_IMPORT_BYTES {
        return Err(too_big());
    }
    String::from_utf8(bytes).map_err(|_| refuse(Said::new("import-error-not-text")))
}

fn too_big() -> StoreError {
    let mb = i64::try_from(MAX_IMPORT_BYTES / (1024 * 1024)).unwrap_or(i64::MAX);
    refuse(Said::new("import-error-too-big").arg("mb", mb))
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
    /// The club nights, oldest first (version 3; a full export only).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub nights: Vec<ExportNight>,
    /// The series of club nights, oldest first (version 3).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub series: Vec<ExportSeries>,
}

/// A club night: its spec (the rules' own JSON, as stored), its players, and each seated
/// round with its tables (each an ordinary game of the file's `games`, named by its place
/// there), their results' trails, and its byes.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ExportNight {
    /// What the night is (game, rules, rounds, scoring, table size, fixed seats, leavers).
    pub spec: Value,
    /// The first round's shuffle.
    pub seed: i64,
    /// RFC 3339 UTC.
    pub created_at: String,
    /// When the host finalised it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub finished_at: Option<String>,
    /// Its players, in the order they checked in.
    pub players: Vec<String>,
    /// Its seated rounds, in order.
    pub rounds: Vec<ExportNightRound>,
    /// The phones checked in, each as a player of the night.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub check_ins: Vec<ExportCheckIn>,
}

/// A seated round of a night.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ExportNightRound {
    /// Its number, from 1.
    pub round: u32,
    /// RFC 3339 UTC: a timed round's clock starts here.
    pub seated_at: String,
    /// When the host closed it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub closed_at: Option<String>,
    /// Its tables, by number.
    pub tables: Vec<ExportNightTable>,
    /// Who sat it out.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub byes: Vec<String>,
}

/// A table of a round: its game, and its result's trail.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ExportNightTable {
    /// Its number in the room, from 1.
    pub table: usize,
    /// Its game: the game's place in the file's `games`, from 0 (its seats are the game's).
    pub game: usize,
    /// Every confirmation, refusal, correction and acceptance of its result, oldest first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub results: Vec<ExportResult>,
}

/// What happened to a table's result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum ExportAction {
    /// A player at the table confirmed it.
    Confirmed,
    /// A player at the table refused it.
    Refused,
    /// The host set the scores that count.
    Corrected,
    /// The host accepted it as it stood, closing the round.
    Accepted,
}

/// One entry of a table's result trail.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ExportResult {
    /// What happened.
    pub action: ExportAction,
    /// Who did it; absent: the host.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by: Option<String>,
    /// The result as the table's game had it then, per seat.
    pub scores: Vec<Points>,
    /// The refuser's own scores, or the host's corrected scores, per seat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub claimed: Option<Vec<Points>>,
    /// Why (a refusal, a correction).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// RFC 3339 UTC.
    pub at: String,
    /// A hand of the table's game was changed after this entry, so a confirmation or an
    /// acceptance it was no longer holds.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub game_changed_since: bool,
}

/// A phone checked in at a night as one of its players.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ExportCheckIn {
    /// The phone, as the night knew it (its paired device's key).
    pub device: String,
    /// The player it checked in as.
    pub player: String,
    /// RFC 3339 UTC.
    pub at: String,
}

/// A series of club nights: its name and its nights.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ExportSeries {
    /// Its name ("Autumn 2026").
    pub name: String,
    /// RFC 3339 UTC.
    pub created_at: String,
    /// Its nights: their places in the file's `nights`, from 0.
    pub nights: Vec<usize>,
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
    /// When it was deleted (version 3: only a club night's table game is in the file once
    /// deleted, as its night needs it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deleted_at: Option<String>,
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
fn checksum(export: &Export) -> Result<String, StoreError> {
    let (players, games) = (&export.players, &export.games);
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
    // The club nights (version 3) in their sorted places; a file without any hashes the
    // same text as before they existed, so its checksum is the one it always had.
    let nights = !export.nights.is_empty() || !export.series.is_empty();
    if nights {
        feed_list(&mut h, "],\"nights\":[", &export.nights)?;
    }
    feed_list(&mut h, "],\"players\":[", players)?;
    if nights {
        feed_list(&mut h, "],\"series\":[", &export.series)?;
    }
    h.feed("]}");
    Ok(format!("{:016x}", h.0))
}

/// Feeds `head` and then `items`' canonical JSON, comma-separated.
fn feed_list<T: Serialize>(h: &mut Fnv, head: &str, items: &[T]) -> Result<(), StoreError> {
    h.feed(head);
    let mut text = String::new();
    for (i, x) in items.iter().enumerate() {
        text.clear();
        if i > 0 {
            text.push(',');
        }
        canonical(&serde_json::to_value(x)?, &mut text);
        h.feed(&text);
    }
    Ok(())
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
        self.checksum = checksum(&self)?;
        Ok(self)
    }
}

/// A name from the file, normalised, or the refusal saying where it is (`which`: an
/// `import-where-*` message).
pub(super) fn name_in_file(raw: &str, which: Said) -> Result<String, StoreError> {
    cardtable_rules::seats::normalize_name(raw).map_err(|e| refused_at(which, &e.into()))
}

/// The refusal of a file to import (nothing was imported): why, said in every language.
pub(super) fn refuse(said: Said) -> StoreError {
    StoreError::Import {
        why: ImportRefusal::Checked(RuleError::saying("E_IMPORT", said)),
    }
}

/// The refusal of what the rules refused at `which` in the file: "Game 2 in the file: …".
fn refused_at(which: Said, e: &RuleError) -> StoreError {
    refuse(
        Said::new("import-error-where")
            .arg("where", which)
            .arg("why", said_of(e)),
    )
}

/// A rule's refusal as a message: its own, or its English words kept as they are.
pub(super) fn said_of(e: &RuleError) -> Said {
    e.said
        .as_deref()
        .cloned()
        .unwrap_or_else(|| says::text(e.message.as_str()))
}

/// Game `n` (from 0) of the file, as a refusal names it: "Game 2 in the file".
fn game_in_file(n: usize) -> Said {
    Said::new("import-where-game").arg("n", n + 1)
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
    // Serde's own words for where the JSON breaks stay as they are, inside the sentence.
    let json_why = |e: serde_json::Error| cardtable_rules::json_error::plain(&e.to_string());
    let head: Head = serde_json::from_str(text)
        .map_err(|e| refuse(Said::new("import-error-not-json").arg("why", json_why(e))))?;
    if head.format.as_ref().and_then(Value::as_str) != Some(EXPORT_FORMAT) {
        return Err(refuse(Said::new("import-error-foreign")));
    }
    match head.version.as_ref().and_then(Value::as_u64) {
        Some(v) if v <= u64::from(EXPORT_VERSION) && v >= 1 => {}
        Some(v) => {
            return Err(refuse(
                Said::new("import-error-newer")
                    .arg("version", says::text(v.to_string()))
                    .arg("max", EXPORT_VERSION),
            ))
        }
        None => return Err(refuse(Said::new("import-error-no-version"))),
    }
    let mut export: Export = serde_json::from_str(text)
        .map_err(|e| refuse(Said::new("import-error-damaged").arg("why", json_why(e))))?;
    if checksum(&export)? != export.checksum {
        return Err(refuse(Said::new("import-error-checksum")));
    }
    for p in &mut export.players {
        p.name = name_in_file(&p.name, Said::new("import-where-roster"))?;
    }
    for (n, g) in export.games.iter_mut().enumerate() {
        let which = || game_in_file(n);
        let kind = g.kind.parse::<GameKind>().map_err(|_| {
            refuse(
                Said::new("import-error-kind")
                    .arg("where", which())
                    .arg("kind", g.kind.as_str()),
            )
        })?;
        kind.check_players(g.players.len())
            .map_err(|e| refused_at(which(), &e))?;
        let seats = g.players.len();
        let game_refused = |id: &'static str| refuse(Said::new(id).arg("where", which()));
        if g.first_dealer >= seats {
            return Err(game_refused("import-error-dealer"));
        }
        for i in 0..seats {
            let name = name_in_file(&g.players[i], which())?;
            if g.players[..i]
                .iter()
                .any(|p| p.to_lowercase() == name.to_lowercase())
            {
                return Err(refuse(
                    Said::new("import-error-player-twice")
                        .arg("where", which())
                        .arg("name", name.as_str()),
                ));
            }
            g.players[i] = name;
        }
        if !g.options.is_object() {
            return Err(game_refused("import-error-options"));
        }
        for (i, h) in g.hands.iter().enumerate() {
            if h.dealer >= seats || h.points.len() != seats {
                return Err(refuse(
                    Said::new("import-error-hand-seats")
                        .arg("hand", i + 1)
                        .arg("game", n + 1)
                        .arg("seats", seats),
                ));
            }
        }
    }
    Ok(export)
}
