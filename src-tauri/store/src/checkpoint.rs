//! The write-ahead log's checkpoints, off the writer's way.
//!
//! SQLite's automatic checkpoint runs inside the commit that takes the log past 1,000 pages:
//! that commit copies the whole log into the database file and syncs it before it returns, so
//! the saves of the group that happened to cross the line wait for a second, bigger sync (at
//! a club night, the round's slowest saves). Instead, a file-backed [`Store`](crate::Store)'s
//! connection reports each commit's log size through SQLite's WAL hook (which turns the
//! automatic checkpoint off), and a group commit that leaves the log past
//! [`CHECKPOINT_PAGES`] wakes the store's checkpointer: a thread with its own connection that
//! runs a PASSIVE checkpoint (it takes no lock a writer waits for) while the writer goes on.
//! Once a checkpoint has copied the whole log, the next commit starts the log again from its
//! beginning, as before: the log stays about as small as SQLite kept it.
//!
//! Durability does not change: every commit is still synced before it returns
//! (`synchronous=FULL`), and a checkpoint only copies what is already safe in the log (a crash
//! during one leaves the log, which SQLite reads again on the next open). The checkpoint at
//! close (`Store::checkpoint`) stays. The log cannot grow without bound: a group's writer
//! that finds it past ten times the checkpoint size (a writer that never pauses, which a
//! PASSIVE checkpoint cannot catch up with) checkpoints itself, and so does any commit (one
//! outside a group: creating a night, pairing a phone) past [`BACKSTOP_PAGES`].

use rusqlite::hooks::Wal;
use rusqlite::{Connection, OpenFlags};
use std::cell::Cell;
use std::ffi::c_int;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{channel, Sender};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;

/// The log's size in pages past which a group commit wakes the checkpointer: SQLite's own
/// automatic checkpoint threshold, which this replaces.
pub const CHECKPOINT_PAGES: usize = 1_000;

/// How many times its checkpoint size the log may reach before a group's writer checkpoints
/// itself.
pub(crate) const BACKSTOP_TIMES: usize = 10;

/// The log's size in pages past which any commit checkpoints itself (ten times SQLite's
/// threshold).
const BACKSTOP_PAGES: c_int = 10_000;

thread_local! {
    /// The log's size in pages after this thread's last commit, as the WAL hook reported it.
    static LOGGED: Cell<c_int> = const { Cell::new(0) };
}

/// The WAL hook of every file-backed store's connection: called by SQLite on the committing
/// thread, right after a commit is in the log (and synced).
fn on_commit(wal: &Wal, pages: c_int) -> rusqlite::Result<()> {
    LOGGED.with(|logged| logged.set(pages));
    if pages >= BACKSTOP_PAGES {
        // What SQLite's automatic checkpoint does. Its failure is not the commit's, which is
        // already in the log: an error returned here would make the commit look failed.
        let _ = wal.checkpoint();
    }
    Ok(())
}

/// Turns SQLite's automatic checkpoint off on `conn` and reports each commit's log size.
pub(crate) fn watch(conn: &Connection) {
    conn.wal_hook(Some(on_commit));
}

/// Forgets the size reported by this thread's last commit (before a commit, so that one
/// writing nothing is not taken for the one before it).
pub(crate) fn forget_logged() {
    LOGGED.with(|logged| logged.set(0));
}

/// The log's size in pages after this thread's last commit, 0 if none was reported since
/// [`forget_logged`].
pub(crate) fn logged() -> usize {
    LOGGED.with(|logged| usize::try_from(logged.get()).unwrap_or(0))
}

/// The checkpointer of one database file: a thread started on the first wake, which runs a
/// PASSIVE checkpoint on its own connection each time it is woken (wakes while it works are
/// answered by one more checkpoint).
#[derive(Debug)]
pub(crate) struct Checkpointer {
    path: PathBuf,
    worker: Mutex<Option<Worker>>,
    /// Checkpoints run so far.
    done: Arc<AtomicU64>,
}

#[derive(Debug)]
struct Worker {
    wake: Sender<()>,
    thread: JoinHandle<()>,
}

impl Checkpointer {
    pub(crate) fn new(path: &Path) -> Checkpointer {
        Checkpointer {
            path: path.to_path_buf(),
            worker: Mutex::new(None),
            done: Arc::new(AtomicU64::new(0)),
        }
    }

    /// Asks for a checkpoint; returns at once.
    pub(crate) fn wake(&self) {
        let mut worker = self.worker.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(w) = worker.as_ref() {
            if w.wake.send(()).is_ok() {
                return;
            }
        }
        // None yet, or its thread is gone (it could not open the file): start one.
        let (wake, woken) = channel::<()>();
        let path = self.path.clone();
        let done = Arc::clone(&self.done);
        let spawned = std::thread::Builder::new()
            .name("cardtable-checkpoint".into())
            .spawn(move || {
                let Ok(conn) = open(&path) else { return };
                while woken.recv().is_ok() {
                    while woken.try_recv().is_ok() {}
                    if passive(&conn) {
                        done.fetch_add(1, Ordering::Relaxed);
                    }
                }
            });
        // A thread that cannot be started leaves the log to the backstop and to the close.
        if let Ok(thread) = spawned {
            let _ = wake.send(());
            *worker = Some(Worker { wake, thread });
        }
    }

    /// How many checkpoints the thread has run.
    pub(crate) fn done(&self) -> u64 {
        self.done.load(Ordering::Relaxed)
    }

    /// Stops the thread (after the checkpoint it may be running) and closes its connection.
    pub(crate) fn stop(&self) {
        let worker = self
            .worker
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take();
        if let Some(Worker { wake, thread }) = worker {
            drop(wake);
            let _ = thread.join();
        }
    }
}

impl Drop for Checkpointer {
    fn drop(&mut self) {
        self.stop();
    }
}

/// The checkpointer's connection: the existing file only, synced as the writer's is.
fn open(path: &Path) -> rusqlite::Result<Connection> {
    let conn = Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )?;
    conn.pragma_update(None, "synchronous", "FULL")?;
    Ok(conn)
}

/// One PASSIVE checkpoint: copies what it can of the log without waiting for anyone; whether
/// it ran (a checkpoint already running elsewhere makes it return at once).
fn passive(conn: &Connection) -> bool {
    conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |_| Ok(()))
        .is_ok()
}
