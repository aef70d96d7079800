//! JSON dispatch: the one place that turns a stored [`GameKind`] plus JSON (options, entered
//! facts) into calls on that game's typed [`Game`] implementation.
//!
//! The store and the shell only ever hold JSON; this module deserialises it for the right game
//! and serialises the answer back. Bad JSON is a [`RuleError`] (`E_BAD_OPTIONS`, `E_BAD_HAND`),
//! never a panic. Options are read *over the defaults*: a stored `{}` is the seed preset, and a
//! stored `{"preset": "oklahoma", "target": 150}` starts from the named preset and changes one
//! knob, so options saved by an older version keep working when a knob is added.
//!
//! Every entry point checks the seat count against the game's player range first
//! ([`check_table`]), so a request for 18446744073709551615 seats is a refusal, not an
//! allocation. Serde's messages are rewritten for people ([`crate::json_error`]).
//!
//! Which type is which kind's game is the registry's business (one line per game in
//! `games/mod.rs`, which generates `game_of`). The public JSON entry points are here; how a
//! stored value is read as a game's types is in `read.rs`, and the generic bridge from a
//! typed [`Game`] to its JSON face (the `JsonGame` trait and its `Adapter`) in `adapter.rs`.

mod adapter;
mod read;
#[cfg(test)]
mod tests;

pub(crate) use adapter::{Adapter, JsonGame};
pub(crate) use read::{check_numbers, options_of};
pub use read::{hand_of, MAX_OPTION_NUMBER};

use super::knob::{value_at, Knob};
use super::tracker::{TrackTable, TrackerView};
use super::{
    game_of, Game, GameEnd, GameKind, GameOptions, HandFacts, HandOutcome, PlayedHand, Table,
    WinRule,
};
use crate::error::{RuleError, Warning};
use crate::points::Points;
use serde::Serialize;
use serde_json::Value;

/// One hand scored by [`score_json`]: points per seat, the game's explanation as JSON, warnings.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct ScoredJson {
    /// Points per seat, in seat order.
    pub points: Vec<Points>,
    /// The game's own `Outcome`, tagged with its kind.
    pub outcome: HandOutcome,
    /// Legal but unusual choices worth telling the players about.
    pub warnings: Vec<Warning>,
    /// The facts as the game read them (kept by the ledger; the app sent them).
    #[serde(skip)]
    #[ts(skip)]
    pub facts: HandFacts,
}

/// A named preset of a game's options.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Preset {
    /// Stable id stored in the options as `"preset"`, e.g. `seed`, `oklahoma`.
    pub id: String,
    /// Its name for people ("Oklahoma").
    pub name: String,
    /// One line for people about what it plays like, from its own options.
    pub hint: String,
    /// `hint` as a message, for the reader's language (not serialised).
    #[serde(skip)]
    #[ts(skip)]
    pub hint_said: Option<crate::says::Said>,
    /// The full options of this preset, tagged with its game.
    pub options: GameOptions,
}

/// Scores one hand of `kind` from its stored JSON.
pub fn score_json(
    kind: GameKind,
    options: &Value,
    table: &Table,
    facts: &Value,
) -> Result<ScoredJson, RuleError> {
    let options = resolve_options(kind, options)?;
    game_of(kind).score(kind, &options, table, facts)
}

/// A hand pricer for one game and its options: the options are read once, then
/// [`Pricer::price`] scores hands exactly as [`score_json`] would (the ledger prices a whole
/// game's history this way).
pub struct Pricer(Box<PriceFn>);

/// What a [`Pricer`] runs: score one hand at a place at the table.
type PriceFn = dyn Fn(&Table, &Value) -> Result<ScoredJson, RuleError>;

impl Pricer {
    /// Scores one hand, as [`score_json`] with this pricer's game and options.
    pub fn price(&self, table: &Table, facts: &Value) -> Result<ScoredJson, RuleError> {
        (self.0)(table, facts)
    }
}

/// The pricer for `kind` with `options`; `E_BAD_OPTIONS` if the options do not fit the game.
pub fn pricer(kind: GameKind, options: &Value) -> Result<Pricer, RuleError> {
    let options = resolve_options(kind, options)?;
    game_of(kind).pricer(kind, &options)
}

/// Applies the end rule of `kind` to the hands played so far.
pub fn end_json(
    kind: GameKind,
    options: &Value,
    seats: usize,
    hands: &[PlayedHand],
) -> Result<GameEnd, RuleError> {
    end_json_with_facts(kind, options, seats, hands, &[])
}

/// Applies the end rule of `kind` to the hands played so far, with each hand's stored facts
/// (`facts[i]` for `hands[i]`; missing or unreadable facts count as none), for the games whose
/// end depends on more than points ([`Game::end_with_facts`]).
pub fn end_json_with_facts(
    kind: GameKind,
    options: &Value,
    seats: usize,
    hands: &[PlayedHand],
    facts: &[&Value],
) -> Result<GameEnd, RuleError> {
    check_table(kind, seats, None)?;
    let options = resolve_options(kind, options)?;
    game_of(kind).end(kind, &options, seats, hands, facts)
}

/// Cards each player's hand of `kind` is entered with at a table of `seats` under the stored
/// `options` ([`Game::deal_size`](super::Game::deal_size)); `None` where the hand decides, or
/// the options no longer read.
pub fn deal_size_json(kind: GameKind, options: &Value, seats: usize) -> Option<u8> {
    let options = resolve_options(kind, options).ok()?;
    super::GameOptions::read(kind, &options)
        .ok()?
        .deal_size(seats)
}

/// Who deals the next hand of `kind`.
pub fn next_dealer_json(
    kind: GameKind,
    options: &Value,
    seats: usize,
    first_dealer: usize,
    hands: &[PlayedHand],
) -> Result<usize, RuleError> {
    next_dealer_json_with_facts(kind, options, seats, first_dealer, hands, &[])
}

/// Who deals (or starts) the next hand of `kind`, with each hand's stored facts (see
/// [`end_json_with_facts`]).
pub fn next_dealer_json_with_facts(
    kind: GameKind,
    options: &Value,
    seats: usize,
    first_dealer: usize,
    hands: &[PlayedHand],
    facts: &[&Value],
) -> Result<usize, RuleError> {
    check_table(kind, seats, None)?;
    let options = resolve_options(kind, options)?;
    game_of(kind).next_dealer(kind, &options, seats, first_dealer, hands, facts)
}

/// Seat counts up to which a game may look at a hand it will refuse, for its own message: a few
/// times the largest table of any game (20), small enough to cost nothing.
const LOOK_SEATS: usize = 256;

/// The game's own refusal of a seat count outside its range, when it has one worded in
/// RULES.md ("Gift Rummy is for exactly 4 players."). Asked only for a count of at most
/// [`LOOK_SEATS`] and a dealer among the seats, so the game never sizes anything by a wild number.
fn own_seat_error<G: Game>(
    kind: GameKind,
    options: &G::Options,
    table: &Table,
    facts: &Value,
) -> Option<RuleError> {
    if table.seats > LOOK_SEATS || table.dealer >= table.seats {
        return None;
    }
    let hand = hand_of::<G>(kind, facts).ok()?;
    G::score(options, table, &hand).err()
}

/// True when the entered hand is cancelled and redealt by the same dealer (Gin's void hand);
/// false for every other hand, and for facts that do not read.
pub fn is_redeal(kind: GameKind, facts: &Value) -> bool {
    game_of(kind).is_redeal(kind, facts)
}

/// The one bound on seats for every entry point: the game's own player range (so nothing is
/// ever sized by an unchecked number), and a dealer, when given, among the seats. The shell's
/// rules commands that take a seat count without scoring call it too.
pub fn check_table(kind: GameKind, seats: usize, dealer: Option<usize>) -> Result<(), RuleError> {
    kind.check_players(seats)?;
    match dealer {
        Some(d) if d >= seats => Err(RuleError::saying(
            "E_BAD_DEALER",
            crate::says::Said::new("dealer-error-range")
                .arg("seats", seats)
                .arg("last", seats - 1)
                .arg("got", d),
        )),
        _ => Ok(()),
    }
}

/// How `kind` under `options` (as stored) is won, from the game's own [`Game::win_rule`];
/// `E_BAD_OPTIONS` if the options do not fit.
pub fn win_rule_json(kind: GameKind, options: &Value) -> Result<WinRule, RuleError> {
    let options = resolve_options(kind, options)?;
    game_of(kind).win_rule(kind, &options)
}

/// Whether Cardtable referees hands of `kind`, or the players enter each hand's points.
pub fn is_refereed(kind: GameKind) -> bool {
    game_of(kind).is_refereed()
}

/// The seed options of `kind`, complete (every knob spelled out).
pub fn default_options(kind: GameKind) -> Value {
    game_of(kind).default_options()
}

/// A game's options in words (see [`option_words`]).
#[derive(Debug, Clone, PartialEq)]
pub struct Words {
    /// The name of the preset the options start from.
    pub preset_name: String,
    /// The options, one line each.
    pub lines: Vec<String>,
    /// What the game plays to, in one short line.
    pub end_line: String,
    /// [`Words::lines`] as messages, for a reader's language (where the game says them so).
    pub lines_said: Option<Vec<crate::says::Said>>,
    /// [`Words::end_line`] as a message, for a reader's language (where the game says it so).
    pub end_said: Option<crate::says::Said>,
    /// The knobs the rules screen offers, with their current values and words.
    pub knobs: Vec<Knob>,
    /// The total the game plays to with these options (its target knob's value), if any.
    pub target: Option<Points>,
}

/// The options of `kind` (stored, or being chosen) in words: [`Game::describe`],
/// [`Game::end_line`], [`Game::knobs`] with [`Game::knob_words`], and the target, of the
/// options as the rules read them.
pub fn option_words(kind: GameKind, options: &Value) -> Result<Words, RuleError> {
    let preset = options
        .get("preset")
        .and_then(Value::as_str)
        .unwrap_or("seed")
        .to_string();
    let options = resolve_options(kind, options)?;
    game_of(kind).words(kind, &preset, &options)
}

/// The named presets of `kind`, the seed preset first.
pub fn presets(kind: GameKind) -> Vec<Preset> {
    game_of(kind).presets()
}

/// Checks stored or entered options and returns them complete (defaults filled in), as the
/// game's own `Options` type serialises them; `E_BAD_OPTIONS` if they do not fit the game.
pub fn normalize_options(kind: GameKind, options: &Value) -> Result<Value, RuleError> {
    let merged = resolve_options(kind, options)?;
    game_of(kind).normalize(kind, &merged)
}

/// The options as the game will read them: the named preset (or the seed) with the stored
/// keys laid over it.
fn resolve_options(kind: GameKind, options: &Value) -> Result<Value, RuleError> {
    let given = match options {
        Value::Null => return Ok(default_options(kind)),
        Value::Object(map) => map,
        _ => {
            return Err(RuleError::saying(
                "E_BAD_OPTIONS",
                crate::says::Said::new("json-error-options-shape").arg("game", kind.name_said()),
            ))
        }
    };
    let preset_id = given.get("preset").and_then(Value::as_str);
    let mut base = match preset_id {
        None => default_options(kind),
        Some(id) => presets(kind)
            .into_iter()
            .find(|p| p.id == id)
            .map(|p| p.options.to_value())
            .ok_or_else(|| kind.no_such_preset(id))?,
    };
    if let Value::Object(base_map) = &mut base {
        for (k, v) in given {
            if k != "preset" {
                base_map.insert(k.clone(), v.clone());
            }
        }
    }
    Ok(base)
}
