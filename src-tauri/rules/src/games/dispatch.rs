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
//! `games/mod.rs`, which generates `game_of`); kinds without a referee yet score manually
//! entered per-seat points ([`manual::ManualPoints`]).

pub mod manual;

use super::knob::{value_at, Knob};
use super::tracker::{TrackTable, TrackerView};
use super::{
    game_of, Game, GameEnd, GameKind, GameOptions, HandFacts, HandOutcome, PlayedHand, Table,
    WinRule,
};
use crate::error::{RuleError, Warning};
use crate::json_error::read_json;
use crate::points::Points;
use serde::Serialize;
use serde_json::Value;
use std::marker::PhantomData;

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
        Some(d) if d >= seats => Err(RuleError::new(
            "E_BAD_DEALER",
            format!(
                "The dealer must be one of the {seats} seats (0 to {}); {d} was given.",
                seats - 1
            ),
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

/// Checks entered facts for `kind` without scoring: `E_BAD_HAND` if they are not the shape the
/// game expects. (Scoring does this too; this is for callers that only store.)
pub fn parse_check(kind: GameKind, facts: &Value) -> Result<(), RuleError> {
    game_of(kind).parse_check(kind, facts)
}

/// The options as the game will read them: the named preset (or the seed) with the stored
/// keys laid over it.
fn resolve_options(kind: GameKind, options: &Value) -> Result<Value, RuleError> {
    let given = match options {
        Value::Null => return Ok(default_options(kind)),
        Value::Object(map) => map,
        _ => {
            return Err(RuleError::new(
                "E_BAD_OPTIONS",
                format!(
                    "The options for {} must be a set of named settings.",
                    kind.name()
                ),
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
            .ok_or_else(|| {
                RuleError::new(
                    "E_BAD_OPTIONS",
                    format!("{} has no preset called '{id}'.", kind.name()),
                )
            })?,
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

/// A game's typed rules behind a JSON face. Implemented once, generically, by [`Adapter`].
pub(crate) trait JsonGame: Sync {
    fn presets(&self) -> Vec<Preset>;
    fn words(&self, kind: GameKind, preset: &str, options: &Value) -> Result<Words, RuleError>;
    fn pricer(&self, kind: GameKind, options: &Value) -> Result<Pricer, RuleError>;
    fn score(
        &self,
        kind: GameKind,
        options: &Value,
        table: &Table,
        facts: &Value,
    ) -> Result<ScoredJson, RuleError>;
    fn end(
        &self,
        kind: GameKind,
        options: &Value,
        seats: usize,
        hands: &[PlayedHand],
        facts: &[&Value],
    ) -> Result<GameEnd, RuleError>;
    fn next_dealer(
        &self,
        kind: GameKind,
        options: &Value,
        seats: usize,
        first_dealer: usize,
        hands: &[PlayedHand],
        facts: &[&Value],
    ) -> Result<usize, RuleError>;
    fn is_tracked(&self) -> bool;
    fn track(
        &self,
        kind: GameKind,
        options: &Value,
        table: &TrackTable<'_>,
        moves: &[Value],
    ) -> Result<TrackerView, RuleError>;
    fn default_options(&self) -> Value;
    fn is_refereed(&self) -> bool;
    fn normalize(&self, kind: GameKind, options: &Value) -> Result<Value, RuleError>;
    fn parse_check(&self, kind: GameKind, facts: &Value) -> Result<(), RuleError>;
    fn is_redeal(&self, kind: GameKind, facts: &Value) -> bool;
    fn win_rule(&self, kind: GameKind, options: &Value) -> Result<WinRule, RuleError>;
}

/// The JSON face of the game `G`, as registered for one kind: `wrap` tags its outcome.
pub(crate) struct Adapter<G: Game> {
    wrap: Wrap<G>,
    game: PhantomData<fn() -> G>,
}

/// How one kind tags `G`'s outcome and facts (its variants of [`HandOutcome`], [`HandFacts`]).
pub(crate) struct Wrap<G: Game> {
    outcome: fn(G::Outcome) -> HandOutcome,
    facts: fn(G::Hand) -> HandFacts,
    options: fn(G::Options) -> GameOptions,
}

impl<G: Game> Clone for Wrap<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: Game> Copy for Wrap<G> {}

impl<G: Game> Adapter<G> {
    /// The adapter of `G` for the kind whose variants are `outcome` and `facts`.
    pub(crate) const fn new(
        outcome: fn(G::Outcome) -> HandOutcome,
        facts: fn(G::Hand) -> HandFacts,
        options: fn(G::Options) -> GameOptions,
    ) -> Self {
        Adapter {
            wrap: Wrap {
                outcome,
                facts,
                options,
            },
            game: PhantomData,
        }
    }
}

/// The typed options of `G`, read and then checked by the game's own [`Game::check_options`]
/// (the same check at creation and at play).
pub(crate) fn options_of<G: Game>(
    kind: GameKind,
    options: &Value,
) -> Result<G::Options, RuleError> {
    check_numbers(kind, options)?;
    let typed = read_json::<G::Options>(options).map_err(|e| {
        RuleError::new(
            "E_BAD_OPTIONS",
            format!("The options for {} cannot be used: {e}.", kind.name()),
        )
    })?;
    G::check_options(&typed)?;
    Ok(typed)
}

/// The largest number, either way, any option may hold: far beyond any target, bonus or card
/// value a table plays with, and small enough that no score computed from options overflows.
pub const MAX_OPTION_NUMBER: f64 = 1_000_000.0;

/// Refuses an option number beyond [`MAX_OPTION_NUMBER`], wherever it sits in the options.
fn check_numbers(kind: GameKind, options: &Value) -> Result<(), RuleError> {
    let too_big = |v: &Value| v.as_f64().is_some_and(|n| n.abs() > MAX_OPTION_NUMBER);
    let found = match options {
        Value::Object(map) => map.iter().find_map(|(k, v)| match v {
            Value::Object(_) => check_numbers(kind, v).err(),
            v if too_big(v) => Some(RuleError::new(
                "E_BAD_OPTIONS",
                format!(
                    "The option '{k}' of {} is too large (at most {MAX_OPTION_NUMBER} either way).",
                    kind.name()
                ),
            )),
            _ => None,
        }),
        _ => None,
    };
    found.map_or(Ok(()), Err)
}

/// Reads stored or entered facts (in any facts version: see `legacy`) as a hand of `G`;
/// `E_BAD_HAND` with the reason when they are not one.
pub fn hand_of<G: Game>(kind: GameKind, facts: &Value) -> Result<G::Hand, RuleError> {
    read_json::<G::Hand>(&super::legacy::upgrade_facts(kind, facts)).map_err(|e| {
        RuleError::new(
            "E_BAD_HAND",
            format!("This {} hand cannot be read: {e}.", kind.name()),
        )
    })
}

/// The facts of the first `n` hands read as `G`'s hands (`None` where missing or unreadable);
/// only the games whose end reads them ([`Game::END_READS_FACTS`]) pay for more than an empty
/// list.
fn hands_of<G: Game>(kind: GameKind, n: usize, facts: &[&Value]) -> Vec<Option<G::Hand>> {
    if facts.is_empty() || !G::END_READS_FACTS {
        return Vec::new();
    }
    (0..n)
        .map(|i| facts.get(i).and_then(|f| hand_of::<G>(kind, f).ok()))
        .collect()
}

/// Scores one hand of `G` with options already read.
fn price<G: Game>(
    wrap: Wrap<G>,
    kind: GameKind,
    options: &G::Options,
    table: &Table,
    facts: &Value,
) -> Result<ScoredJson, RuleError> {
    if let Err(range) = check_table(kind, table.seats, Some(table.dealer)) {
        return Err(own_seat_error::<G>(kind, options, table, facts).unwrap_or(range));
    }
    let hand = hand_of::<G>(kind, facts)?;
    let scored = G::score(options, table, &hand)?;
    if scored.points.len() != table.seats {
        return Err(RuleError::new(
            "E_BAD_HAND",
            format!(
                "{} scored {} seats for a {}-seat game.",
                kind.name(),
                scored.points.len(),
                table.seats
            ),
        ));
    }
    Ok(ScoredJson {
        points: scored.points,
        outcome: (wrap.outcome)(scored.outcome),
        warnings: scored.warnings,
        facts: (wrap.facts)(hand),
    })
}

impl<G: Game + 'static> JsonGame for Adapter<G>
where
    G::Options: 'static,
{
    fn presets(&self) -> Vec<Preset> {
        let seed = ("seed", G::Options::default());
        std::iter::once(seed)
            .chain(G::presets().into_iter().filter(|(id, _)| *id != "seed"))
            .map(|(id, o)| Preset {
                id: id.to_string(),
                name: G::preset_name(id),
                hint: G::preset_hint(id, &o),
                options: (self.wrap.options)(o),
            })
            .collect()
    }

    fn words(&self, kind: GameKind, preset: &str, options: &Value) -> Result<Words, RuleError> {
        let o = options_of::<G>(kind, options)?;
        let words = G::knob_words(&o);
        let knobs: Vec<Knob> = G::knobs(&o)
            .into_iter()
            .map(|mut k| {
                if let Some((_, w)) = words.iter().find(|(id, _)| *id == k.id) {
                    k.words.clone_from(w);
                }
                k
            })
            .collect();
        let target = knobs
            .iter()
            .find(|k| k.target && k.is_shown(options))
            .and_then(|k| value_at(options, &k.path))
            .and_then(|v| serde_json::from_value::<Points>(v.clone()).ok());
        Ok(Words {
            preset_name: G::preset_name(preset),
            lines: G::describe(&o),
            end_line: G::end_line(&o),
            knobs,
            target,
        })
    }

    fn pricer(&self, kind: GameKind, options: &Value) -> Result<Pricer, RuleError> {
        let options = options_of::<G>(kind, options)?;
        let wrap = self.wrap;
        Ok(Pricer(Box::new(move |table, facts| {
            price::<G>(wrap, kind, &options, table, facts)
        })))
    }

    fn score(
        &self,
        kind: GameKind,
        options: &Value,
        table: &Table,
        facts: &Value,
    ) -> Result<ScoredJson, RuleError> {
        let options = options_of::<G>(kind, options)?;
        price::<G>(self.wrap, kind, &options, table, facts)
    }

    fn end(
        &self,
        kind: GameKind,
        options: &Value,
        seats: usize,
        hands: &[PlayedHand],
        facts: &[&Value],
    ) -> Result<GameEnd, RuleError> {
        let options = options_of::<G>(kind, options)?;
        Ok(G::end_with_facts(
            &options,
            seats,
            hands,
            &hands_of::<G>(kind, hands.len(), facts),
        ))
    }

    fn next_dealer(
        &self,
        kind: GameKind,
        options: &Value,
        seats: usize,
        first_dealer: usize,
        hands: &[PlayedHand],
        facts: &[&Value],
    ) -> Result<usize, RuleError> {
        let options = options_of::<G>(kind, options)?;
        let facts = hands_of::<G>(kind, hands.len(), facts);
        Ok(G::next_dealer_with_facts(
            &options,
            seats,
            first_dealer,
            hands,
            &facts,
        ))
    }

    fn is_tracked(&self) -> bool {
        G::TRACKED
    }

    fn track(
        &self,
        kind: GameKind,
        options: &Value,
        table: &TrackTable<'_>,
        moves: &[Value],
    ) -> Result<TrackerView, RuleError> {
        G::track(&options_of::<G>(kind, options)?, table, moves)
    }

    fn default_options(&self) -> Value {
        serde_json::to_value(G::Options::default()).unwrap_or(Value::Null)
    }

    fn is_refereed(&self) -> bool {
        G::REFEREED
    }

    fn normalize(&self, kind: GameKind, options: &Value) -> Result<Value, RuleError> {
        let typed = options_of::<G>(kind, options)?;
        serde_json::to_value(typed).map_err(|e| {
            RuleError::new(
                "E_BAD_OPTIONS",
                format!("The options for {} are not valid: {e}.", kind.name()),
            )
        })
    }

    fn parse_check(&self, kind: GameKind, facts: &Value) -> Result<(), RuleError> {
        hand_of::<G>(kind, facts).map(|_| ())
    }

    fn win_rule(&self, kind: GameKind, options: &Value) -> Result<WinRule, RuleError> {
        Ok(G::win_rule(&options_of::<G>(kind, options)?))
    }

    fn is_redeal(&self, kind: GameKind, facts: &Value) -> bool {
        G::REDEALS
            && G::is_redeal_json(facts)
                .unwrap_or_else(|| hand_of::<G>(kind, facts).is_ok_and(|h| G::is_redeal(&h)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn table(seats: usize) -> Table {
        Table {
            seats,
            hand_index: 0,
            dealer: 0,
        }
    }

    #[test]
    fn manual_kinds_score_entered_points() {
        let s = score_json(
            GameKind::Rummy500,
            &json!({}),
            &table(3),
            &json!({"points": [10, "-5/2", 0]}),
        );
        let s = s.map(|s| s.points);
        assert_eq!(
            s,
            Ok(vec![
                Points::from(10),
                Points::ratio(-5, 2).unwrap_or_default(),
                Points::ZERO
            ])
        );
    }

    #[test]
    fn bad_json_is_a_coded_error_not_a_panic() {
        let cases = [
            (json!({}), json!("nonsense"), "E_BAD_HAND"),
            (json!({}), json!({"points": [1]}), "E_BAD_HAND"),
            (json!({}), json!({"points": ["x", 1, 2]}), "E_BAD_HAND"),
            (json!([1]), json!({"points": [1, 2, 3]}), "E_BAD_OPTIONS"),
            (
                json!({"target": "lots"}),
                json!({"points": [1, 2, 3]}),
                "E_BAD_OPTIONS",
            ),
            (
                json!({"preset": "nope"}),
                json!({"points": [1, 2, 3]}),
                "E_BAD_OPTIONS",
            ),
        ];
        for (options, facts, code) in cases {
            let got = score_json(GameKind::Rummy500, &options, &table(3), &facts);
            assert_eq!(got.map_err(|e| e.code), Err(code), "{options} {facts}");
        }
    }

    #[test]
    fn options_fill_in_defaults_and_keep_given_knobs() {
        let n = normalize_options(GameKind::BasicRummy, &json!({"target": 150}));
        assert_eq!(
            n.ok().and_then(|v| v.get("target").cloned()),
            Some(json!(150))
        );
        let d = normalize_options(GameKind::BasicRummy, &Value::Null);
        assert_eq!(d.ok(), Some(default_options(GameKind::BasicRummy)));
        assert_eq!(presets(GameKind::Avalanche)[0].id, "seed");
    }

    #[test]
    fn end_lines_come_from_each_game() {
        let line = |kind, o: Value| option_words(kind, &o).map(|w| w.end_line);
        let cases = [
            (GameKind::GinRummy, json!({}), "First to 100"),
            (
                GameKind::GinRummy,
                json!({"preset": "oklahoma"}),
                "First to 150",
            ),
            (
                GameKind::SixCardGolf,
                json!({"holes": 18}),
                "18 holes · lowest total wins",
            ),
            (
                GameKind::Scorepad,
                json!({"winner": "lowest", "end": {"kind": "hands", "count": 10}}),
                "10 hands · lowest total wins",
            ),
            (
                GameKind::SkullAndRoses,
                json!({}),
                "Two successful challenges win",
            ),
            (
                GameKind::Avalanche,
                json!({}),
                "1 deal · most stored cards wins",
            ),
            (
                GameKind::GiftRummy,
                json!({}),
                "4 deals or first to 100 · highest wins",
            ),
        ];
        for (kind, o, want) in cases {
            assert_eq!(line(kind, o.clone()), Ok(want.to_string()), "{kind} {o}");
        }
        let p = presets(GameKind::OhHeck);
        assert_eq!(p[4].name, "Up and down");
        assert!(p[4].hint.contains("from 1 card up"), "{}", p[4].hint);
    }

    #[test]
    fn presets_are_named_for_players_and_say_how_they_differ() {
        for kind in GameKind::ALL {
            let list = presets(kind);
            for p in &list {
                assert_ne!(p.name, "Seed", "{kind}");
                assert!(!p.hint.is_empty(), "{kind} {}", p.id);
            }
            for (i, a) in list.iter().enumerate() {
                for b in &list[i + 1..] {
                    assert_ne!(a.name, b.name, "{kind}");
                    assert_ne!(a.hint, b.hint, "{kind}: {} and {} say the same", a.id, b.id);
                }
            }
        }
        let basic = presets(GameKind::BasicRummy);
        let names: Vec<&str> = basic.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["Standard", "Classic Rum"]);
        assert_eq!(basic[0].id, "seed");
        assert_eq!(presets(GameKind::GinRummy)[0].name, "Standard");
    }

    #[test]
    fn every_kind_dispatches() {
        for kind in GameKind::ALL {
            let opts = default_options(kind);
            assert!(opts.is_object(), "{kind}");
            assert!(normalize_options(kind, &json!({})).is_ok(), "{kind}");
            let seats = usize::from(kind.players().1);
            assert_eq!(
                next_dealer_json(kind, &json!({}), seats, 1, &[]),
                Ok(1),
                "{kind}"
            );
        }
    }
}
