//! A group of writes in one transaction, for the command layer's group commit: the saves
//! waiting together share one commit (one fsync: `synchronous=FULL` is untouched, so each is
//! as durable as it was alone), while each runs in its own savepoint, so a refused one is
//! undone alone.
//!
//! The command layer opens the group ([`Store::group_begin`]), runs each write between
//! [`Store::step_begin`] and [`Store::step_keep`] or [`Store::step_undo`], and commits once
//! ([`Store::group_commit`]), answering nobody before that commit is on disk. Inside a group
//! a change ([`Store::change`], undo, redo) takes a savepoint of its own where it would
//! otherwise begin a transaction ([`Scope`]).
//!
//! The row cache (`cache.rs`) is stamped with the connection's count of changed rows, which a
//! rollback does not move back: a step undone and a group whose commit failed forget it, or
//! the next call would take rows that were never kept for rows on disk.

use crate::{Store, StoreError};
use rusqlite::{Connection, Savepoint, Transaction, TransactionBehavior};

/// The transaction a change runs in: its own (taken before anything is read, so two writers
/// never both change the same rows), or, inside a group, a savepoint of the group's.
pub(crate) enum Scope<'c> {
    /// A change alone: its own immediate transaction.
    Alone(Transaction<'c>),
    /// A change inside a group: a savepoint, released into the group's transaction.
    InGroup(Savepoint<'c>),
}

impl<'c> Scope<'c> {
    /// Opens the scope of one change on `conn`. Dropped without [`Scope::commit`], the change
    /// is undone.
    pub(crate) fn open(conn: &'c mut Connection) -> Result<Scope<'c>, StoreError> {
        if conn.is_autocommit() {
            Ok(Scope::Alone(conn.transaction_with_behavior(
                TransactionBehavior::Immediate,
            )?))
        } else {
            Ok(Scope::InGroup(conn.savepoint()?))
        }
    }

    /// Keeps the change: commits it alone, or releases it into the group (on disk when the
    /// group commits).
    pub(crate) fn commit(self) -> Result<(), StoreError> {
        match self {
            Scope::Alone(tx) => tx.commit()?,
            Scope::InGroup(sp) => sp.commit()?,
        }
        Ok(())
    }
}

impl std::ops::Deref for Scope<'_> {
    type Target = Connection;
    fn deref(&self) -> &Connection {
        match self {
            Scope::Alone(tx) => tx,
            Scope::InGroup(sp) => sp,
        }
    }
}

impl Store {
    /// Opens a group: one immediate transaction that the writes of the group share.
    pub fn group_begin(&mut self) -> Result<(), StoreError> {
        self.conn.execute_batch("BEGIN IMMEDIATE")?;
        Ok(())
    }

    /// Starts one write of the group, in its own savepoint.
    pub fn step_begin(&self) -> Result<(), StoreError> {
        self.conn.execute_batch("SAVEPOINT step")?;
        Ok(())
    }

    /// Keeps the write started by [`Store::step_begin`] in the group.
    pub fn step_keep(&self) -> Result<(), StoreError> {
        self.conn.execute_batch("RELEASE step")?;
        Ok(())
    }

    /// Undoes the write started by [`Store::step_begin`], and only it: the group's other
    /// writes stay.
    pub fn step_undo(&self) -> Result<(), StoreError> {
        self.forget_rows();
        self.conn.execute_batch("ROLLBACK TO step; RELEASE step")?;
        Ok(())
    }

    /// Commits the group: every write kept in it is on disk at once, with one sync. When the
    /// commit fails, the group is rolled back ([`Store::group_abandon`]): none of its writes
    /// is kept.
    pub fn group_commit(&mut self) -> Result<(), StoreError> {
        match self.conn.execute_batch("COMMIT") {
            Ok(()) => Ok(()),
            Err(e) => {
                self.group_abandon();
                Err(e.into())
            }
        }
    }

    /// Rolls the group back, if it is still open: nothing written in it is kept. (A failed
    /// commit may have rolled it back already; one that did not, a deferred constraint's, is
    /// rolled back here.)
    pub fn group_abandon(&mut self) {
        self.forget_rows();
        if !self.conn.is_autocommit() {
            // Nothing to report to: the connection is back in autocommit either way, and the
            // writes were answered with the commit's failure.
            let _ = self.conn.execute_batch("ROLLBACK");
        }
    }

    /// Forgets the rows kept in the cache (after a rollback, which its stamp does not see).
    fn forget_rows(&self) {
        if let Ok(mut cache) = self.cache.try_borrow_mut() {
            *cache = crate::cache::RowCache::default();
        }
    }
}
