//! The games Cardtable knows, and the one trait each game implements.
//!
//! Adding a game = one folder here implementing [`Game`], the one home of the game (its name,
//! player range and summary, options with presets, hand, outcome, scoring, end rule, win rule,
//! hand words, and with defaults its meld rules, words and figures), one line in the registry
//! below (its [`GameKind`] with a stable snake_case id stored in the database, never renamed),
//! one folder in `ui/src/lib/games/`, one fixture file in `tests/fixtures/`. Everything that
//! lists the games is generated from the registry; no `match` over kinds has a wildcard arm.

/// A game's `hand_words` as its `hand_said` in English, the players named: for a game whose
/// outcome keeps its explanation otherwise than as one list of lines (Gift Rummy, Six Card
/// Golf, Skull & Roses), which write their own `retell`.
macro_rules! said_hand_words {
    ($outcome:ty) => {
        fn hand_words(
            outcome: &$outcome,
            points: &[crate::points::Points],
            names: &[String],
        ) -> String {
            Self::hand_said(outcome, points)
                .map(|s| crate::says::render(&s, crate::says::Lang::En, names))
                .unwrap_or_default()
        }
    };
}

/// The three [`Game`] methods of a game whose outcome keeps its explanation as messages in a
/// `said` field (one per line of `explanation`) and tells its hands with `hand_said`: the
/// English telling, the retelling in a reader's language, the messages.
macro_rules! said_outcome {
    ($outcome:ty) => {
        said_hand_words!($outcome);

        fn retell(outcome: &mut $outcome, tell: &dyn Fn(&crate::says::Said) -> String) {
            outcome.explanation = outcome.said.iter().map(tell).collect();
        }

        fn explanation_said(outcome: &$outcome) -> Option<&[crate::says::Said]> {
            Some(&outcome.said)
        }
    };
    // A rummy-family outcome that also counts each seat in words (`seats`: "melds Q♠ K♠ A♠;
    // unmatched 7♣ = 7"): those lines are retold too, or a reader in another language sees
    // them in English under an explanation in theirs.
    ($outcome:ty, seats) => {
        said_hand_words!($outcome);

        fn retell(outcome: &mut $outcome, tell: &dyn Fn(&crate::says::Said) -> String) {
            outcome.explanation = outcome.said.iter().map(tell).collect();
            for seat in &mut outcome.seats {
                seat.text = tell(&seat.said);
            }
        }

        fn explanation_said(outcome: &$outcome) -> Option<&[crate::says::Said]> {
            Some(&outcome.said)
        }
    };
}

#[macro_use]
mod registry;

pub mod avalanche;
pub mod basic_rummy;
pub mod boathouse_rummy;
pub mod continental_rummy;
pub mod dispatch;
pub mod entered_points;
pub mod gamblers_rummy;
pub mod gift_rummy;
pub mod gin;
pub mod knob;
pub mod knock_rummy;
pub mod legacy;
pub mod oh_heck;
pub mod rummy_500;
pub mod rummy_family;
pub mod scorepad;
pub mod setup;
pub mod six_card_golf;
pub mod skull_and_roses;
pub mod tracker;
pub mod words;

use crate::error::{RuleError, Warning};
use crate::ledger::figures::{Figures, Tally};
pub use crate::ledger::verdict::WinRule;
use crate::meld::MeldRules;
use crate::points::Points;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

// The registry: one line per game (a tracked game also names its tracker view). Everything that lists
// the games is generated from here (see `registry`): `GameKind` and its ids, the kind-tagged
// `HandFacts`, `HandOutcome` and `GameOptions`, and the dispatch.
games! {
    /// Gin Rummy, with Oklahoma Gin as a preset (§1).
    GinRummy = "gin_rummy" => gin::Gin,
    /// David Parlett's Gift Rummy, also published as "Swap Three" (§2).
    GiftRummy = "gift_rummy" => gift_rummy::GiftRummy,
    /// Basic Rummy and the Classic Rum parent (§3).
    BasicRummy = "basic_rummy" => basic_rummy::BasicRummy,
    /// Boathouse Rummy (§4.1).
    BoathouseRummy = "boathouse_rummy" => boathouse_rummy::BoathouseRummy,
    /// Continental Rummy (§4.2).
    ContinentalRummy = "continental_rummy" => continental_rummy::ContinentalRummy,
    /// Gambler's Rummy (§4.3).
    GamblersRummy = "gamblers_rummy" => gamblers_rummy::GamblersRummy,
    /// Knock Rummy, or Poker Rum (§4.4).
    KnockRummy = "knock_rummy" => knock_rummy::KnockRummy,
    /// Rummy 500 (§5).
    Rummy500 = "rummy_500" => rummy_500::Rummy500,
    /// Oh Heck!, or Oh Hell (§6).
    OhHeck = "oh_heck" => oh_heck::OhHeck,
    /// Six Card Golf (§7).
    SixCardGolf = "six_card_golf" => six_card_golf::SixCardGolf,
    /// Skull & Roses (§8).
    SkullAndRoses = "skull_and_roses" => skull_and_roses::SkullAndRoses
        [tracker: skull_and_roses::SkullTracker],
    /// Avalanche (§9).
    Avalanche = "avalanche" => avalanche::Avalanche [tracker: avalanche::AvalancheTracker],
    /// The generic scorepad: points per hand for any other game (§11.15).
    Scorepad = "scorepad" => scorepad::Scorepad,
}

/// Static facts about a game, for the "New game" screen and the CLI.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct GameInfo {
    /// The kind.
    pub kind: GameKind,
    /// Stable id, e.g. `gin_rummy`.
    pub id: String,
    /// Display name.
    pub name: String,
    /// Fewest players.
    pub min_players: u8,
    /// Most players.
    pub max_players: u8,
    /// One paragraph: what the game is and how it is scored.
    pub summary: String,
    /// True when Cardtable referees the hands (checks them and computes the points); false when
    /// the players enter each hand's points themselves and Cardtable keeps the ledger.
    pub refereed: bool,
    /// Cards each player's hand is entered with, when the game fixes it at any table (Gin
    /// Rummy's 10, Gift Rummy's 13); `None` where it depends on the table or the hand.
    pub hand_size: Option<u8>,
}

impl GameKind {
    /// The kind a batch request's `"game"` names: its id (with the default rules), or one of
    /// the names the game gives the batch ([`Game::BATCH_NAMES`]) with the preset it stands for.
    pub fn from_batch_name(name: &str) -> Option<(GameKind, Option<&'static str>)> {
        GameKind::ALL.into_iter().find_map(|kind| {
            if kind.id() == name {
                return Some((kind, None));
            }
            kind.batch_names()
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, preset)| (kind, *preset))
        })
    }

    /// Static facts for the "New game" screen.
    pub fn info(self) -> GameInfo {
        let (min_players, max_players) = self.players();
        GameInfo {
            kind: self,
            id: self.id().to_string(),
            name: self.name().to_string(),
            min_players,
            max_players,
            summary: self.summary().to_string(),
            refereed: dispatch::is_refereed(self),
            hand_size: self.hand_size(),
        }
    }

    /// The refusal of a preset the game does not have (`E_BAD_OPTIONS`).
    pub fn no_such_preset(self, id: &str) -> RuleError {
        RuleError::saying(
            "E_BAD_OPTIONS",
            crate::says::Said::new("options-error-no-preset")
                .arg("game", self.name_said())
                .arg("preset", id),
        )
    }

    /// Checks a player count against the game's range, with a table-friendly message.
    pub fn check_players(self, count: usize) -> Result<(), RuleError> {
        let (lo, hi) = self.players();
        if (usize::from(lo)..=usize::from(hi)).contains(&count) {
            return Ok(());
        }
        let range = if lo == hi {
            format!("exactly {lo}")
        } else {
            format!("{lo}–{hi}")
        };
        let code = self.players_code();
        let have = match count {
            1 => "1 player was entered".to_string(),
            n => format!("{n} players were entered"),
        };
        let said = if lo == hi {
            crate::says::Said::new("players-error-exactly").arg("n", u32::from(lo))
        } else {
            crate::says::Said::new("players-error-range")
                .arg("lo", u32::from(lo))
                .arg("hi", u32::from(hi))
        }
        .arg("game", self.name_said())
        .arg("got", count);
        Err(RuleError {
            code,
            message: format!("{} is for {range} players ({have}).", self.name()),
            said: Some(Box::new(said)),
        })
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A game id that Cardtable does not know.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a game Cardtable knows.")]
pub struct UnknownGame(pub String);

impl crate::error::Coded for UnknownGame {
    fn code(&self) -> &'static str {
        "E_UNKNOWN_GAME"
    }
}

impl FromStr for GameKind {
    type Err = UnknownGame;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        GameKind::ALL
            .into_iter()
            .find(|k| k.id() == s)
            .ok_or_else(|| UnknownGame(s.to_string()))
    }
}

/// Where a hand sits in its game: what the rules need besides the entered facts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Table {
    /// Number of seats (players) in the game.
    pub seats: usize,
    /// 0-based index of this hand in the game.
    pub hand_index: usize,
    /// Seat of this hand's dealer (0-based).
    pub dealer: usize,
}

/// One hand, scored: a number of points per seat, the game's own explanation, warnings.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Scored<O> {
    /// Points per seat, in seat order.
    pub points: Vec<Points>,
    /// The game's explanation of how these points came about.
    pub outcome: O,
    /// Legal but unusual choices worth telling the players about.
    pub warnings: Vec<Warning>,
}

/// A hand already scored, as the end-of-game and next-dealer rules see it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PlayedHand {
    /// Seat that dealt this hand.
    pub dealer: usize,
    /// Points per seat for this hand.
    pub points: Vec<Points>,
    /// True for a hand the rules cancel and the same dealer deals again (Gin's void hand), as
    /// opposed to a hand played out that nobody happened to win.
    #[serde(default)]
    pub redeal: bool,
}

/// Where a game stands after its hands: over or not, final bonuses, winners.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct GameEnd {
    /// True once the game's own end rule is met.
    pub over: bool,
    /// Points added per seat at the end (Gin's game and box bonuses); empty or zeros otherwise.
    pub bonuses: Vec<Points>,
    /// Winning seats (several on a tie); empty while the game goes on.
    pub winners: Vec<usize>,
    /// Which rule produced which bonus, for people.
    pub explanation: Vec<String>,
    /// The same lines as messages, for a reader in any language; empty while the game ends
    /// in English only.
    #[serde(skip)]
    #[ts(skip)]
    pub said: Vec<crate::says::Said>,
}

/// One game's rules. Each game is one file in this folder implementing this trait.
pub trait Game {
    /// Which game this is.
    const KIND: GameKind;
    /// False for a game whose hands are only the points the players enter: Cardtable keeps its
    /// ledger but referees nothing. Default: true.
    const REFEREED: bool = true;
    /// The knobs (bonuses, targets, limits), with named presets. `Default` = the seed rules.
    type Options: Default + Clone + Serialize + DeserializeOwned;
    /// What the players enter for one hand (stored as JSON).
    type Hand: Serialize + DeserializeOwned;
    /// The computed explanation of one hand.
    type Outcome: Serialize;

    /// Display name ("Knock Rummy").
    const NAME: &'static str;
    /// Allowed player counts, inclusive.
    const PLAYERS: (u8, u8);
    /// One paragraph: what the game is and how Cardtable scores it.
    const SUMMARY: &'static str;
    /// The error code for a wrong number of players (RULES.md gives two games their own).
    const PLAYERS_CODE: &'static str = "E_PLAYER_COUNT";
    /// True when a hand is priced the same wherever it stands in the game (only its dealer,
    /// facts, options and seats count), so the ledger may keep its price when an earlier hand
    /// is deleted or restored. Default: false (the safe answer: the hand is priced again).
    const PRICED_ANYWHERE: bool = false;
    /// Cards each player's hand is entered with, when the game fixes it at any table (Gin
    /// Rummy's 10, Gift Rummy's 13). Default: `None` (it depends on the table or the hand).
    const HAND_SIZE: Option<u8> = None;
    /// True for the games whose hands were once stored as points only, before the game had a
    /// referee (see [`legacy`]). Default: false.
    const WAS_POINTS_ONLY: bool = false;

    /// The short name the command line's `arrange` takes besides the id ("gin", "500").
    /// Default: none.
    const SHORT_NAME: Option<&'static str> = None;
    /// The names the command line's batch `score` and `game_end` ops take besides the id, each
    /// with the preset it stands for (`None`: the default rules), e.g. Basic Rummy's
    /// `("classic_rum", Some("classic"))` (CLI-RUMMY.md). Default: none.
    const BATCH_NAMES: &'static [(&'static str, Option<&'static str>)] = &[];
    /// The fields of a batch `score` answer in the order CLI-RUMMY.md writes them, for the
    /// games whose documented order is not alphabetical. Default: alphabetical (empty).
    const BATCH_KEYS: &'static [&'static str] = &[];

    /// How a game under `options` is won (highest or lowest total) and whether it is
    /// open-ended: with no end rule of its own, the players stop it and name the winner.
    /// Every game answers: a game whose words say "stop whenever you like" must say so here.
    fn win_rule(options: &Self::Options) -> WinRule;

    /// One hand in words, one line, for exports ("Ann knocked: deadwood 4; Bob 20; Ann +16"),
    /// from its outcome, the points counted for it (per seat) and the players' names.
    fn hand_words(outcome: &Self::Outcome, points: &[Points], names: &[String]) -> String;

    /// What was entered for `seat` in this hand, as a message for the exports' `entered` column
    /// in the reader's language ("knocked with 3♠ 4♠ 5♠ 7♣", "bid 2, took 1", "went out: 3♥
    /// 4♥ 5♥ …"); empty when the seat entered nothing of its own (Continental's losers). Every
    /// game answers: never JSON, never a seat number.
    fn entered_said(hand: &Self::Hand, seat: usize) -> crate::says::Said;

    /// [`Game::entered_said`] in English with the players' names.
    fn entered_words(hand: &Self::Hand, seat: usize, names: &[String]) -> String {
        crate::says::render(
            &Self::entered_said(hand, seat),
            crate::says::Lang::En,
            names,
        )
    }

    /// [`Game::hand_words`] as a message, for a reader in any language (issue 25); `None`
    /// while the game still tells its hands in English only.
    fn hand_said(_outcome: &Self::Outcome, _points: &[Points]) -> Option<crate::says::Said> {
        None
    }

    /// Rewrites the outcome's `explanation` with `tell` (each of its messages in the reader's
    /// language); a game still explaining in English only keeps its English.
    fn retell(_outcome: &mut Self::Outcome, _tell: &dyn Fn(&crate::says::Said) -> String) {}

    /// The outcome's explanation lines as messages, one per line of its English
    /// `explanation`; `None` while the game still explains its hands in English only.
    fn explanation_said(_outcome: &Self::Outcome) -> Option<&[crate::says::Said]> {
        None
    }

    /// Cards each player's hand is entered with at a table of `seats` under `options`, when
    /// the rules fix it there (Knock Rummy's 7 for three players), so the entry form can move
    /// on to the next seat once a seat holds its hand. Default: [`Game::HAND_SIZE`].
    fn deal_size(_options: &Self::Options, _seats: usize) -> Option<u8> {
        Self::HAND_SIZE
    }

    /// The meld rules of this game's cards (the CLI's `arrange`), for the games with melds.
    /// Default: none.
    fn meld_rules() -> Option<MeldRules> {
        None
    }

    /// Validates one hand and scores it.
    fn score(
        options: &Self::Options,
        table: &Table,
        hand: &Self::Hand,
    ) -> Result<Scored<Self::Outcome>, RuleError>;

    /// Applies the game's end rule to the hands played so far.
    fn end(options: &Self::Options, seats: usize, hands: &[PlayedHand]) -> GameEnd;

    /// Checks knobs that deserialise but cannot be played (Golf's 10 holes): the one check run
    /// both when a game is created or its options changed and when a hand is scored, so a game
    /// is never created that then refuses every hand. Default: every value that reads is fine.
    fn check_options(_options: &Self::Options) -> Result<(), RuleError> {
        Ok(())
    }

    /// True for games with hands that are cancelled and redealt by the same dealer (Gin's
    /// void hand); only then is [`Game::is_redeal`] asked.
    const REDEALS: bool = false;

    /// True when this entered hand is cancelled and redealt by the same dealer (a void hand),
    /// as opposed to a hand played out that nobody won. Default: no game has such hands.
    fn is_redeal(_hand: &Self::Hand) -> bool {
        false
    }

    /// [`Game::is_redeal`] read straight from a stored hand's JSON, when the game can tell
    /// without parsing the whole hand (the dealer fold asks it of every hand in the game, so a
    /// 1,000-hand game would parse 1,000 hands for one answer). `None`: parse the hand.
    fn is_redeal_json(_facts: &serde_json::Value) -> Option<bool> {
        None
    }

    /// The named presets other than the seed (`Options::default()`), as `(id, options)`.
    /// Default: none.
    fn presets() -> Vec<(&'static str, Self::Options)> {
        Vec::new()
    }

    /// A preset's name for people. Default: "Standard" for the seed (the default rules, named
    /// for players), else the id spelled out (`"eighteen_holes"` → "Eighteen holes").
    fn preset_name(id: &str) -> String {
        match id {
            "seed" => "Standard".to_string(),
            other => spelled_out(other),
        }
    }

    /// One line for people about a preset, from its complete options. Default: the first line
    /// of [`Game::describe`].
    fn preset_hint(_id: &str, options: &Self::Options) -> String {
        Self::describe(options)
            .into_iter()
            .next()
            .unwrap_or_default()
    }

    /// The options in words, one line each (the rules screen). Default: none.
    fn describe(_options: &Self::Options) -> Vec<String> {
        Vec::new()
    }

    /// What the game plays to, in one short line for the game screen ("First to 100").
    /// Default: empty.
    fn end_line(_options: &Self::Options) -> String {
        String::new()
    }

    /// [`Game::preset_hint`] as a message, for a reader's language. Default: the first line of
    /// [`Game::describe_said`], as `preset_hint`'s default is `describe`'s.
    fn preset_hint_said(_id: &str, options: &Self::Options) -> Option<crate::says::Said> {
        Self::describe_said(options).and_then(|lines| lines.into_iter().next())
    }

    /// [`Game::describe`] as messages, for a reader's language (English: `describe`'s own
    /// lines). Default: none (the lines are English only).
    fn describe_said(_options: &Self::Options) -> Option<Vec<crate::says::Said>> {
        None
    }

    /// [`Game::end_line`] as a message, for a reader's language. Default: none.
    fn end_said(_options: &Self::Options) -> Option<crate::says::Said> {
        None
    }

    /// [`Game::knob_words`] as messages, for a reader's language (English: `knob_words`'s own
    /// lines), by knob id. Default: none.
    fn knob_words_said(_options: &Self::Options) -> Vec<(&'static str, crate::says::Said)> {
        Vec::new()
    }

    /// One line for people about each knob the rules screen offers, by knob id, from the
    /// current options. Default: none.
    fn knob_words(_options: &Self::Options) -> Vec<(&'static str, String)> {
        Vec::new()
    }

    /// The knobs the rules screen offers for these options, each with its default (from
    /// `Options::default()`) and its value in `options` (declared in the game's `knobs.rs`;
    /// the words are [`Game::knob_words`], matched by id). Default: none.
    fn knobs(_options: &Self::Options) -> Vec<knob::Knob> {
        Vec::new()
    }

    /// Adds one hand's outcome, seen from `seat`, to a player's running figures. Default:
    /// nothing to count.
    fn tally(_outcome: &Self::Outcome, _seat: usize, _tally: &mut Tally) {}

    /// A player's figures in this game from their tally. Default: none.
    fn figures(_tally: &Tally) -> Figures {
        Figures::default()
    }

    /// True for the games whose end rule and next dealer read the hands' facts
    /// ([`Game::end_with_facts`]); the others are never handed them.
    const END_READS_FACTS: bool = false;

    /// The end rule with each hand's entered facts (`None` where they no longer read), for
    /// games whose end depends on more than points (Skull & Roses' eliminations). Default:
    /// [`Game::end`].
    fn end_with_facts(
        options: &Self::Options,
        seats: usize,
        hands: &[PlayedHand],
        _facts: &[Option<Self::Hand>],
    ) -> GameEnd {
        Self::end(options, seats, hands)
    }

    /// Who deals (or starts) the next hand, with each hand's entered facts (Skull & Roses:
    /// the round's result names the next first player). Default: [`Game::next_dealer`].
    fn next_dealer_with_facts(
        options: &Self::Options,
        seats: usize,
        first_dealer: usize,
        hands: &[PlayedHand],
        _facts: &[Option<Self::Hand>],
    ) -> usize {
        Self::next_dealer(options, seats, first_dealer, hands)
    }

    /// True for the games played with a live tracker (they implement [`Game::track`]).
    const TRACKED: bool = false;

    /// The live tracker of this game (Skull & Roses, Avalanche): where the game stands from
    /// its saved hands and the moves of the round being played. Default: not tracked.
    fn track(
        _options: &Self::Options,
        _table: &tracker::TrackTable<'_>,
        _moves: &[serde_json::Value],
    ) -> Result<tracker::TrackerView, RuleError> {
        Err(tracker::not_tracked(Self::KIND))
    }

    /// Who deals the next hand. Default: the deal passes clockwise (to the next seat).
    fn next_dealer(
        _options: &Self::Options,
        seats: usize,
        first_dealer: usize,
        hands: &[PlayedHand],
    ) -> usize {
        match hands.last() {
            Some(h) => (h.dealer + 1) % seats.max(1),
            None => first_dealer % seats.max(1),
        }
    }
}

/// The options of game `G`'s preset `id` (`"seed"`: the default rules), if it has one.
pub fn preset_options<G: Game>(id: &str) -> Option<G::Options> {
    if id == "seed" {
        return Some(G::Options::default());
    }
    G::presets()
        .into_iter()
        .find(|(p, _)| *p == id)
        .map(|(_, o)| o)
}

/// `"eighteen_holes"` → "Eighteen holes".
pub fn spelled_out(id: &str) -> String {
    let words = id.replace('_', " ");
    let mut chars = words.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_and_are_unique() {
        let mut ids: Vec<&str> = GameKind::ALL.iter().map(|k| k.id()).collect();
        for k in GameKind::ALL {
            assert_eq!(k.id().parse::<GameKind>(), Ok(k));
            let json = serde_json::to_string(&k).unwrap_or_default();
            assert_eq!(json, format!("\"{}\"", k.id()));
        }
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), GameKind::ALL.len());
    }

    #[test]
    fn player_count_messages() {
        assert_eq!(GameKind::GinRummy.check_players(2), Ok(()));
        let err = GameKind::GinRummy.check_players(1);
        assert_eq!(
            err.map_err(|e| (e.code, e.message)),
            Err((
                "E_PLAYER_COUNT",
                "Gin Rummy is for exactly 2 players (1 player was entered).".to_string()
            ))
        );
        let err = GameKind::OhHeck.check_players(8).map_err(|e| e.message);
        assert_eq!(
            err,
            Err("Oh Heck! is for 3–7 players (8 players were entered).".to_string())
        );
        assert_eq!(
            GameKind::GiftRummy.check_players(3).map_err(|e| e.code),
            Err("E_GR_PLAYERS")
        );
    }

    #[test]
    fn refereed_kinds_are_the_ones_with_a_referee() {
        let refereed: Vec<GameKind> = GameKind::ALL
            .into_iter()
            .filter(|k| k.info().refereed)
            .collect();
        assert_eq!(
            refereed,
            [
                GameKind::GinRummy,
                GameKind::GiftRummy,
                GameKind::BasicRummy,
                GameKind::BoathouseRummy,
                GameKind::ContinentalRummy,
                GameKind::GamblersRummy,
                GameKind::KnockRummy,
                GameKind::Rummy500,
                GameKind::OhHeck,
                GameKind::SixCardGolf,
                GameKind::SkullAndRoses,
                GameKind::Avalanche,
                GameKind::Scorepad
            ]
        );
    }

    #[test]
    fn every_game_has_a_summary() {
        for k in GameKind::ALL {
            assert!(k.summary().len() > 80, "{k}");
            let (lo, hi) = k.players();
            assert!(lo >= 1 && lo <= hi, "{k}");
        }
    }
}
