//! What every command shares: the one database connection, behind a mutex, the start-up
//! problem when the database could not be opened, and the listeners told of every write (the
//! HTTP server's live updates, the window's refresh), whichever front made it.
//!
//! When the database is refused (a folder, another program's file, a newer or damaged one) the
//! window still opens: the store is an empty one in memory that no command reaches, because
//! [`AppState::store`] answers every command with the problem until the person picks a way
//! out on the start-up screen (`commands/startup.rs`), which puts the real store in its place.

use crate::error::AppError;
use crate::group::{Commits, Group};
use crate::ledger::{GameView, Ledger};
use cardtable_rules::says::Said;
use cardtable_store::{Background, Refusal, Store};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard};

/// Told of every write: the game it changed (`None` for a change to many, such as an import).
pub type Listener = Box<dyn Fn(Option<i64>) + Send + Sync>;

/// Where the app's data lives and what went wrong opening it.
#[derive(Debug, Clone, Default)]
pub struct Startup {
    /// The database the app tried to open (`None` when the platform has no data folder).
    pub db: Option<PathBuf>,
    /// The app's data folder, where a new database is started when the person asks for one.
    pub data_dir: Option<PathBuf>,
    /// Why the database was not opened; `None` once it is open.
    pub problem: Option<Refusal>,
    /// Said once the window opens: the app opened another database than the one it was
    /// pointed at (the one the person started when that one could not be opened).
    pub notice: Option<cardtable_rules::says::Said>,
}

/// The app's managed state. Cloning it is cheap and shares everything: the window and the
/// HTTP server hold the same database and the same listeners.
#[derive(Clone)]
pub struct AppState(Arc<Inner>);

struct Inner {
    store: Mutex<Ledger>,
    startup: Mutex<Startup>,
    listeners: Mutex<Vec<Listener>>,
    /// The saves waiting to be written together (`group.rs`).
    group: Group,
    /// The store's background integrity check, kept beside it so that a write checks it
    /// without waiting for the database.
    integrity: Mutex<Option<Arc<Background>>>,
    /// Per game, who made its newest change through the command table and what it was.
    last_change: Mutex<HashMap<i64, Said>>,
}

impl std::fmt::Debug for AppState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AppState")
            .field("store", &self.0.store)
            .field("startup", &self.0.startup)
            .finish_non_exhaustive()
    }
}

/// Every command while no database is open: the start-up problem (what is wrong with the
/// file, said in the reader's language too) inside the reader's sentence.
fn no_database(problem: &Refusal) -> AppError {
    AppError::storage(
        Said::new("storage-no-database").arg("why", crate::startup::message_said(problem)),
    )
}

fn unavailable() -> AppError {
    AppError::internal(Said::new("internal-unavailable"))
}

impl AppState {
    /// Wraps an open store.
    pub fn new(store: Store) -> Self {
        Self::opened(store, Startup::default())
    }

    /// Wraps an open store, with what start-up found (`startup.db` is the store's own path).
    pub fn opened(store: Store, startup: Startup) -> Self {
        let db = store.path().map(Path::to_path_buf);
        let integrity = Mutex::new(store.integrity());
        Self(Arc::new(Inner {
            store: Mutex::new(Ledger::from(store)),
            startup: Mutex::new(Startup {
                db,
                problem: None,
                ..startup
            }),
            listeners: Mutex::default(),
            group: Group::default(),
            integrity,
            last_change: Mutex::default(),
        }))
    }

    /// The state of an app whose database could not be opened: `placeholder` (an empty store
    /// in memory) is never reached by a command until [`AppState::replace_store`].
    pub fn with_problem(placeholder: Store, startup: Startup) -> Self {
        Self(Arc::new(Inner {
            store: Mutex::new(Ledger::from(placeholder)),
            startup: Mutex::new(startup),
            listeners: Mutex::default(),
            group: Group::default(),
            integrity: Mutex::default(),
            last_change: Mutex::default(),
        }))
    }

    /// Where the data lives and the start-up problem, if any.
    pub fn startup(&self) -> Result<Startup, AppError> {
        Ok(self.0.startup.lock().map_err(|_| unavailable())?.clone())
    }

    /// Locks the store for one command. While the database could not be opened, every command
    /// gets the start-up problem instead. A poisoned lock (a command panicked while holding
    /// it) is reported rather than propagated as a second panic.
    pub fn store(&self) -> Result<MutexGuard<'_, Ledger>, AppError> {
        if let Some(problem) = &self.0.startup.lock().map_err(|_| unavailable())?.problem {
            return Err(no_database(problem));
        }
        self.0.store.lock().map_err(|_| unavailable())
    }

    /// Before a write: waits for the background integrity check of a database too big for it
    /// at open (the first write of each day does). Damage it found becomes the start-up
    /// problem, as damage found at open is: this write and every command after it are
    /// refused with it, and the start-up screen offers the ways out.
    pub fn before_write(&self) -> Result<(), AppError> {
        // No database is open: nothing to check. The command answers the start-up problem
        // itself, or is one of the ways out of it (restore a backup, start a new database).
        if self.startup()?.problem.is_some() {
            return Ok(());
        }
        // Not the store's lock: a save queued for the group commit must not wait for the
        // group being written to learn that there is nothing to check.
        let check = self.0.integrity.lock().map_err(|_| unavailable())?.clone();
        let Some(check) = check else {
            return Ok(());
        };
        check
            .before_write(chrono::Utc::now().date_naive())
            .map_err(|refusal| {
                let error = no_database(&refusal);
                if let Ok(mut startup) = self.0.startup.lock() {
                    startup.problem = Some(refusal);
                }
                error
            })
    }

    /// Puts a newly opened store in place of the placeholder and clears the problem.
    pub fn replace_store(&self, store: Store) -> Result<(), AppError> {
        let db = store.path().map(Path::to_path_buf);
        let integrity = store.integrity();
        let mut startup = self.0.startup.lock().map_err(|_| unavailable())?;
        *self.0.store.lock().map_err(|_| unavailable())? = Ledger::from(store);
        *self.0.integrity.lock().map_err(|_| unavailable())? = integrity;
        startup.db = db;
        startup.problem = None;
        Ok(())
    }

    /// Adds a listener told of every write from now on.
    pub fn listen(&self, listener: Listener) {
        if let Ok(mut listeners) = self.0.listeners.lock() {
            listeners.push(listener);
        }
    }

    /// Tells every listener that `game` (or, for `None`, any game) changed. Called by every
    /// command that writes, after the store is unlocked.
    pub fn changed(&self, game: Option<i64>) {
        if let (Some(game), Ok(mut last)) = (game, self.0.last_change.lock()) {
            last.remove(&game);
        }
        self.notify(game);
    }

    /// Tells every listener that `game` (or, for `None`, any game) changed, leaving who made
    /// its newest change as noted (the group commit notes it before telling).
    pub(crate) fn notify(&self, game: Option<i64>) {
        if let Ok(listeners) = self.0.listeners.lock() {
            for listener in listeners.iter() {
                listener(game);
            }
        }
    }

    /// [`AppState::changed`] for the game of `view`, passing the view through.
    pub fn changed_view(&self, view: GameView) -> GameView {
        self.changed(Some(view.game.id));
        view
    }

    /// The group commit's queue (`group.rs`).
    pub(crate) fn group(&self) -> &Group {
        &self.0.group
    }

    /// How many saves wait for the next group commit (none once each is answered): a test
    /// holds the database to see saves gather, a bench reports it.
    pub fn saves_waiting(&self) -> usize {
        self.0.group.waiting()
    }

    /// How many group commits were made and how many saves they held, since the state was
    /// made (for tests and benches: forty saves at once in a few commits, not forty).
    pub fn commits(&self) -> Commits {
        self.0.group.commits()
    }

    /// Says who made game `game`'s newest change ("Bob just recorded hand 5").
    pub(crate) fn set_last_change(&self, game: i64, words: Said) {
        if let Ok(mut last) = self.0.last_change.lock() {
            last.insert(game, words);
        }
    }

    /// Who made game `game`'s newest change, when the command table knows.
    pub(crate) fn last_change(&self, game: i64) -> Option<Said> {
        self.0.last_change.lock().ok()?.get(&game).cloned()
    }

    /// Checkpoints the database's write-ahead log, so the `.db` file alone holds everything
    /// once the app has exited.
    pub fn close(&self) -> Result<(), AppError> {
        Ok(self
            .0
            .store
            .lock()
            .map_err(|_| unavailable())?
            .checkpoint()?)
    }
}
