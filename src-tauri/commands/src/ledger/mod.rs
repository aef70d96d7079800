//! The ledger: a game's hands priced through the rules and kept by the store. The store owns
//! SQL and nothing else; this layer prices (through a memo, `prices.rs`), settles when a game
//! is finished, builds what the screens show ([`GameView`], the catalogue, statistics) and the
//! export formats (JSON, which it also reads back on import, and CSV). Every front reaches
//! the database through a [`Ledger`].
//!
//! A [`Ledger`] derefs to its [`Store`] for what is plain storage (players, drafts, names,
//! deletion); every call that needs a price is on the ledger itself.

mod csv;
mod export;
mod format;
mod game_meta;
mod night_backup;
mod prices;
mod stats;
mod tracker;
mod writes;

pub use self::csv::{game_title, guard as csv_guard, CSV_COLUMNS};
pub use export::CheckedImport;
pub use format::{
    parse_export, read_import, Export, ExportAction, ExportCheckIn, ExportGame, ExportHand,
    ExportNight, ExportNightRound, ExportNightTable, ExportPlayer, ExportResult, ExportSeries,
    EXPORT_FORMAT, EXPORT_VERSION, MAX_IMPORT_BYTES,
};
pub use game_meta::{GameCard, GameMeta};
pub use stats::{KindStats, PlayerStats};

use cardtable_rules::games::setup::read_stored;
use cardtable_rules::games::GameOptions;
use cardtable_rules::ledger::Standings;
use cardtable_store::{GameState, GameSummary, Store, StoreError};
use chrono::{DateTime, Utc};
use prices::Prices;
use serde::Serialize;
use std::cell::RefCell;
use std::path::Path;

/// Everything the game screen shows: the game, its options, standings and undo state.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct GameView {
    /// The game as listed.
    pub game: GameSummary,
    /// The id of the preset the game's rules start from (`"seed"` when they name none).
    pub preset: String,
    /// The game's complete options, as the rules read them (the stored changes over the
    /// preset).
    pub options: GameOptions,
    /// Seat that dealt first.
    pub first_dealer: usize,
    /// True after `games_reopen` until the next hand is recorded.
    pub reopened: bool,
    /// Totals, history, next dealer, end of game: computed by the rules.
    pub standings: Standings,
    /// What undo would revert (`record`, `amend`, `delete`, `options`, `reopen`), if anything.
    pub undo: Option<String>,
    /// What redo would re-apply, if anything.
    pub redo: Option<String>,
    /// The game's version as this view shows it ([`Store::game_version`]): a write made from
    /// this view names it, and is refused if the game has changed since.
    pub version: i64,
    /// The options in words (the rules panel's lines, what the game plays to), so the screen
    /// needs no second request to say them; `None` when the options no longer fit the rules
    /// (the standings say why).
    pub words: Option<crate::rules::OptionWords>,
    /// How many hands this view carries without their outcome (issue 25): a view in a
    /// reader's language other than English tells only what the game screen shows at once
    /// (the newest hand), and a hand with neither outcome nor problem is told when a person
    /// opens it (`hands_told`). Absent in English and in a view that tells every hand.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub untold: Option<usize>,
}

/// The memo of prices, borrowed apart from the store (a change prices inside the store's
/// transaction).
#[derive(Clone, Copy)]
pub(crate) struct Pricing<'a>(&'a RefCell<Prices>);

impl Pricing<'_> {
    /// The rules' fold over a game's rows, priced through the memo.
    pub(crate) fn fold(self, state: &GameState) -> Standings {
        match self.0.try_borrow_mut() {
            Ok(mut prices) => prices.fold(state),
            Err(_) => Prices::default().fold(state),
        }
    }
}

/// The store and the prices of its games.
#[derive(Debug)]
pub struct Ledger {
    store: Store,
    prices: RefCell<Prices>,
}

impl std::ops::Deref for Ledger {
    type Target = Store;
    fn deref(&self) -> &Store {
        &self.store
    }
}

impl std::ops::DerefMut for Ledger {
    fn deref_mut(&mut self) -> &mut Store {
        &mut self.store
    }
}

impl From<Store> for Ledger {
    fn from(store: Store) -> Self {
        Ledger {
            store,
            prices: RefCell::new(Prices::default()),
        }
    }
}

impl Ledger {
    /// [`Store::open`], as a ledger.
    pub fn open(path: &Path) -> Result<Ledger, StoreError> {
        Store::open(path).map(Ledger::from)
    }

    /// [`Store::open_at`] (the app's way, with the daily backup), as a ledger.
    pub fn open_at(path: &Path, now: DateTime<Utc>) -> Result<Ledger, StoreError> {
        Store::open_at(path, now).map(Ledger::from)
    }

    /// A fresh database in memory, as a ledger.
    pub fn open_in_memory() -> Result<Ledger, StoreError> {
        Store::open_in_memory().map(Ledger::from)
    }

    /// The store underneath.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// The rules' fold over a game's rows, priced through the memo.
    pub(crate) fn fold(&self, state: &GameState) -> Standings {
        Pricing(&self.prices).fold(state)
    }

    /// The game screen's view of game `id`.
    pub fn game_view(&self, id: i64) -> Result<GameView, StoreError> {
        let state = self.store.game_rows(id)?;
        let standings = self.fold(&state);
        self.view_with(&state, standings)
    }

    /// The view of `state` with its standings already folded.
    fn view_with(&self, state: &GameState, standings: Standings) -> Result<GameView, StoreError> {
        let (undo, redo) = self.store.undo_redo(state.id)?;
        let (preset, options) = read_stored(state.kind, &state.row.options)?;
        let words = crate::rules::rules_words(preset.clone(), options.clone()).ok();
        Ok(GameView {
            game: self.store.game_summary(state.id)?,
            preset,
            options,
            first_dealer: state.first_dealer,
            reopened: state.row.reopened,
            standings,
            undo,
            redo,
            version: self.store.game_version(state.id)?,
            words,
            untold: None,
        })
    }

    /// Reverts the newest change to game `id` (record, amend, delete, options or reopen).
    pub fn undo(&mut self, id: i64, _now: DateTime<Utc>) -> Result<GameView, StoreError> {
        self.store.undo(id)?;
        self.game_view(id)
    }

    /// Re-applies the change most recently undone in game `id`.
    pub fn redo(&mut self, id: i64, _now: DateTime<Utc>) -> Result<GameView, StoreError> {
        self.store.redo(id)?;
        self.game_view(id)
    }
}
