//! The registry macro: from one line per game (`Kind = "stable_id" => path::GameType`) it
//! generates everything that lists the games, so nothing else does:
//!
//! - [`GameKind`](super::GameKind), its `ALL` list and its stable ids;
//! - the kind-tagged enums that carry per-game data across IPC, exported by ts-rs:
//!   [`HandFacts`](super::HandFacts) (`{kind, facts}`), [`HandOutcome`](super::HandOutcome)
//!   (`{kind, outcome}`), [`GameOptions`](super::GameOptions) (`{kind, options}`) and, for
//!   the games whose line names a tracker view, [`TrackerView`](super::TrackerView), so a UI
//!   `switch` that misses a game fails svelte-check;
//! - the dispatch from a stored kind to its typed [`Game`](super::Game) (`game_of`), the
//!   figures of each game's outcomes, reading facts and options for a kind, and what each
//!   game says of itself (name, players, summary, hand size, CLI names, meld rules, hand words, win rule).
//!
//! Every generated `match` is exhaustive and has no wildcard arm.

/// Generates the game registry; invoked once, in `games/mod.rs`.
macro_rules! games {
    ($(
        $(#[$doc:meta])* $kind:ident = $id:literal => $game:ty $([tracker: $tracker:ty])?
    ),+ $(,)?) => {
        /// Every game in scope, plus the generic scorepad for any other game. The serialised
        /// form is the stable snake_case id stored in the database (never renamed).
        #[derive(
            Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord,
            serde::Serialize, serde::Deserialize, ts_rs::TS,
        )]
        pub enum GameKind {
            $( $(#[$doc])* #[serde(rename = $id)] $kind, )+
        }

        impl GameKind {
            /// Every kind, in the order the app lists them.
            pub const ALL: [GameKind; [$($id),+].len()] = [$(GameKind::$kind),+];

            /// Stable snake_case id, stored in the database.
            pub fn id(self) -> &'static str {
                match self {
                    $( GameKind::$kind => $id, )+
                }
            }

            /// Display name ([`Game::NAME`](super::Game::NAME)).
            pub fn name(self) -> &'static str {
                match self {
                    $( GameKind::$kind => <$game as Game>::NAME, )+
                }
            }

            /// Its name as a message (`game-<id>`): the name players of the reader's language
            /// call it by.
            pub fn name_said(self) -> $crate::says::Said {
                match self {
                    $( GameKind::$kind => $crate::says::Said::new(concat!("game-", $id)), )+
                }
            }

            /// Allowed player counts, inclusive ([`Game::PLAYERS`](super::Game::PLAYERS)).
            pub fn players(self) -> (u8, u8) {
                match self {
                    $( GameKind::$kind => <$game as Game>::PLAYERS, )+
                }
            }

            /// One paragraph: what the game is and how Cardtable scores it.
            pub fn summary(self) -> &'static str {
                match self {
                    $( GameKind::$kind => <$game as Game>::SUMMARY, )+
                }
            }

            /// Its summary as a message (`summary-<id>`), said in the reader's language on the
            /// New game screen; the English is [`summary`](Self::summary) byte for byte.
            pub fn summary_said(self) -> $crate::says::Said {
                match self {
                    $( GameKind::$kind => $crate::says::Said::new(concat!("summary-", $id)), )+
                }
            }

            /// The error code for a wrong number of players.
            pub(crate) fn players_code(self) -> &'static str {
                match self {
                    $( GameKind::$kind => <$game as Game>::PLAYERS_CODE, )+
                }
            }

            /// True when a hand of this kind is priced the same wherever it stands in the game
            /// ([`Game::PRICED_ANYWHERE`](super::Game::PRICED_ANYWHERE)).
            pub fn priced_anywhere(self) -> bool {
                match self {
                    $( GameKind::$kind => <$game as Game>::PRICED_ANYWHERE, )+
                }
            }

            /// Cards each player's hand is entered with, when the game fixes it at any table
            /// ([`Game::HAND_SIZE`](super::Game::HAND_SIZE)).
            pub fn hand_size(self) -> Option<u8> {
                match self {
                    $( GameKind::$kind => <$game as Game>::HAND_SIZE, )+
                }
            }

            /// True for the kinds whose hands were once stored as points only
            /// ([`Game::WAS_POINTS_ONLY`](super::Game::WAS_POINTS_ONLY)).
            pub fn was_points_only(self) -> bool {
                match self {
                    $( GameKind::$kind => <$game as Game>::WAS_POINTS_ONLY, )+
                }
            }

            /// The short name the CLI's `arrange` takes
            /// ([`Game::SHORT_NAME`](super::Game::SHORT_NAME)).
            pub fn short_name(self) -> Option<&'static str> {
                match self {
                    $( GameKind::$kind => <$game as Game>::SHORT_NAME, )+
                }
            }

            /// The names the CLI's batch ops take besides the id, with their presets
            /// ([`Game::BATCH_NAMES`](super::Game::BATCH_NAMES)).
            pub fn batch_names(self) -> &'static [(&'static str, Option<&'static str>)] {
                match self {
                    $( GameKind::$kind => <$game as Game>::BATCH_NAMES, )+
                }
            }

            /// A batch `score` answer's fields in their documented order
            /// ([`Game::BATCH_KEYS`](super::Game::BATCH_KEYS)).
            pub fn batch_keys(self) -> &'static [&'static str] {
                match self {
                    $( GameKind::$kind => <$game as Game>::BATCH_KEYS, )+
                }
            }

            /// The meld rules of this game's cards, for the games with melds.
            pub fn meld_rules(self) -> Option<$crate::meld::MeldRules> {
                match self {
                    $( GameKind::$kind => <$game as Game>::meld_rules(), )+
                }
            }

            /// The figures of this kind of game from the tallies of its outcomes.
            pub fn figures(self, tally: &$crate::ledger::figures::Tally)
                -> $crate::ledger::figures::Figures {
                match self {
                    $( GameKind::$kind => <$game as Game>::figures(tally), )+
                }
            }
        }

        /// What the players entered for one hand, tagged with its game: `{kind, facts}`.
        #[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, ts_rs::TS)]
        #[serde(tag = "kind", content = "facts")]
        pub enum HandFacts {
            $( #[doc = concat!("A hand of `", $id, "`.")] #[serde(rename = $id)]
               $kind(<$game as Game>::Hand), )+
        }

        impl HandFacts {
            /// Reads stored facts (any earlier version, see `dispatch`) as a hand of `kind`;
            /// `E_BAD_HAND` when they are not one.
            pub fn read(kind: GameKind, facts: &serde_json::Value)
                -> Result<HandFacts, $crate::error::RuleError> {
                match kind {
                    $( GameKind::$kind =>
                        dispatch::hand_of::<$game>(kind, facts).map(HandFacts::$kind), )+
                }
            }

            /// The game these facts belong to.
            pub fn kind(&self) -> GameKind {
                match self {
                    $( HandFacts::$kind(_) => GameKind::$kind, )+
                }
            }

            /// What was entered for `seat`, in words ([`Game::entered_words`](super::Game::entered_words)).
            pub fn entered_words(&self, seat: usize, names: &[String]) -> String {
                match self {
                    $( HandFacts::$kind(h) => <$game as Game>::entered_words(h, seat, names), )+
                }
            }

            /// What was entered for `seat`, as a message ([`Game::entered_said`](super::Game::entered_said)).
            pub fn entered_said(&self, seat: usize) -> crate::says::Said {
                match self {
                    $( HandFacts::$kind(h) => <$game as Game>::entered_said(h, seat), )+
                }
            }

            /// The facts alone, as the store keeps them (without the kind).
            pub fn to_value(&self) -> serde_json::Value {
                let v = match self {
                    $( HandFacts::$kind(h) => serde_json::to_value(h), )+
                };
                v.unwrap_or(serde_json::Value::Null)
            }
        }

        /// One hand's explanation, tagged with its game: `{kind, outcome}`.
        #[derive(Debug, Clone, PartialEq, serde::Serialize, ts_rs::TS)]
        #[serde(tag = "kind", content = "outcome")]
        pub enum HandOutcome {
            $( #[doc = concat!("The outcome of a `", $id, "` hand.")] #[serde(rename = $id)]
               $kind(<$game as Game>::Outcome), )+
        }

        impl HandOutcome {
            /// The outcome alone, as JSON (without the kind).
            pub fn to_value(&self) -> serde_json::Value {
                let v = match self {
                    $( HandOutcome::$kind(o) => serde_json::to_value(o), )+
                };
                v.unwrap_or(serde_json::Value::Null)
            }

            /// This hand in words for exports ([`Game::hand_words`](super::Game::hand_words)),
            /// with the points counted for it and the players' names.
            pub fn words(&self, points: &[$crate::points::Points], names: &[String]) -> String {
                match self {
                    $( HandOutcome::$kind(o) => <$game as Game>::hand_words(o, points, names), )+
                }
            }

            /// This hand as a message ([`Game::hand_said`](super::Game::hand_said)), when its
            /// game tells it in every language.
            pub fn said(&self, points: &[$crate::points::Points]) -> Option<$crate::says::Said> {
                match self {
                    $( HandOutcome::$kind(o) => <$game as Game>::hand_said(o, points), )+
                }
            }

            /// Rewrites the explanation in a reader's language ([`Game::retell`](super::Game::retell)).
            pub fn retell(&mut self, tell: &dyn Fn(&$crate::says::Said) -> String) {
                match self {
                    $( HandOutcome::$kind(o) => <$game as Game>::retell(o, tell), )+
                }
            }

            /// The explanation's lines as messages ([`Game::explanation_said`](super::Game::explanation_said)),
            /// when its game explains in every language.
            pub fn explanation_said(&self) -> Option<&[$crate::says::Said]> {
                match self {
                    $( HandOutcome::$kind(o) => <$game as Game>::explanation_said(o), )+
                }
            }

            /// Adds this outcome, seen from `seat`, to a player's figures.
            pub fn tally(&self, seat: usize, tally: &mut $crate::ledger::figures::Tally) {
                match self {
                    $( HandOutcome::$kind(o) => <$game as Game>::tally(o, seat, tally), )+
                }
            }
        }

        /// A game's complete options, tagged with its game: `{kind, options}`.
        /// Read from outside (a command's argument, a file), a key the game does not have is
        /// refused in words, never dropped.
        #[derive(Debug, Clone, PartialEq, serde::Serialize, ts_rs::TS)]
        #[serde(tag = "kind", content = "options")]
        pub enum GameOptions {
            $( #[doc = concat!("The options of a `", $id, "` game.")] #[serde(rename = $id)]
               $kind(<$game as Game>::Options), )+
        }

        impl GameOptions {
            /// Reads options already laid over their preset (see `dispatch`) for `kind`.
            pub fn read(kind: GameKind, options: &serde_json::Value)
                -> Result<GameOptions, $crate::error::RuleError> {
                match kind {
                    $( GameKind::$kind =>
                        dispatch::options_of::<$game>(kind, options).map(GameOptions::$kind), )+
                }
            }

            /// `kind`'s options read from JSON as the game's own `Options` type reads them (a
            /// missing setting takes the game's default); the error is a sentence part for
            /// people. No key or value check beyond that.
            pub fn of_kind(kind: GameKind, options: &serde_json::Value)
                -> Result<GameOptions, String> {
                match kind {
                    $( GameKind::$kind =>
                        $crate::json_error::read_json(options).map(GameOptions::$kind), )+
                }
            }

            /// The game these options belong to.
            pub fn kind(&self) -> GameKind {
                match self {
                    $( GameOptions::$kind(_) => GameKind::$kind, )+
                }
            }

            /// Cards each hand is entered with at a table of `seats`
            /// ([`Game::deal_size`](super::Game::deal_size)).
            pub fn deal_size(&self, seats: usize) -> Option<u8> {
                match self {
                    $( GameOptions::$kind(o) => <$game as Game>::deal_size(o, seats), )+
                }
            }

            /// The options alone, as JSON (without the kind).
            pub fn to_value(&self) -> serde_json::Value {
                let v = match self {
                    $( GameOptions::$kind(o) => serde_json::to_value(o), )+
                };
                v.unwrap_or(serde_json::Value::Null)
            }
        }

        // Tagged with its game, `{kind, ...}`: one variant per game whose registry line names
        // its tracker view (its `Game::track` answers that variant).
        /// What a tracked game shows.
        #[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, ts_rs::TS)]
        #[serde(tag = "kind")]
        pub enum TrackerView {
            $( $( #[doc = concat!("A tracked `", $id, "` game.")] #[serde(rename = $id)]
                  $kind($tracker), )? )+
        }

        impl TrackerView {
            /// The finished round or deal, once it is over.
            pub fn finished(&self) -> Option<&tracker::Finished> {
                match self {
                    $( $( TrackerView::$kind(t) =>
                        <$tracker as tracker::Tracker>::finished(t), )? )+
                }
            }

            /// The cards a player owns when the game waits for one of them drawn blindly
            /// ([`Tracker::blind_draw`](tracker::Tracker::blind_draw)); `None` otherwise.
            pub fn blind_draw(&self) -> Option<u8> {
                match self {
                    $( $( TrackerView::$kind(t) =>
                        <$tracker as tracker::Tracker>::blind_draw(t), )? )+
                }
            }

            /// The log written again by `tell` from each line's message (the reader's
            /// language at the edge; [`Tracker::retell`](tracker::Tracker::retell)).
            pub fn retell(&mut self, tell: &dyn Fn(&$crate::says::Said) -> String) {
                match self {
                    $( $( TrackerView::$kind(t) =>
                        <$tracker as tracker::Tracker>::retell(t, tell), )? )+
                }
            }
        }

        /// The typed rules of `kind` behind their JSON face.
        pub(crate) fn game_of(kind: GameKind) -> &'static dyn dispatch::JsonGame {
            match kind {
                $( GameKind::$kind => {
                    static IT: dispatch::Adapter<$game> =
                        dispatch::Adapter::new(
                            HandOutcome::$kind, HandFacts::$kind, GameOptions::$kind,
                        );
                    &IT
                } )+
            }
        }
    };
}
