//! What every command shares: the one database connection, behind a mutex.

use crate::error::AppError;
use cardtable_store::Store;
use std::sync::{Mutex, MutexGuard};

/// The app's managed state.
#[derive(Debug)]
pub struct AppState {
    store: Mutex<Store>,
}

impl AppState {
    /// Wraps an open store.
    pub fn new(store: Store) -> Self {
        Self {
            store: Mutex::new(store),
        }
    }

    /// Locks the store for one command. A poisoned lock (a command panicked while holding it)
    /// is reported rather than propagated as a second panic.
    pub fn store(&self) -> Result<MutexGuard<'_, Store>, AppError> {
        self.store.lock().map_err(|_| {
            AppError::internal(
                "The database is unavailable after an earlier failure; restart Cardtable.",
            )
        })
    }
}
