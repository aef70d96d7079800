//! The group commit: the saves to games (the command table's versioned writes: recording,
//! amending and deleting hands, undo, redo, a game's rules, reopening) are written by one
//! writer at a time, which takes every save waiting and writes them together: each in its own
//! savepoint of one transaction (a refused save is undone alone and gets its own refusal),
//! then one commit, so forty saves at once cost one fsync, not forty one after another.
//! `synchronous=FULL` stays: a save is answered only once the commit that holds it is on disk.
//!
//! Only after that commit does the writer note who made each change (the stale refusals'
//! words), tell the listeners (the phones' live events, the window) and answer each save;
//! when the commit fails, every save of the group is answered with the failure and none is
//! kept: nothing is announced that is not on disk, nothing recorded that was not answered.
//!
//! Who writes: the save that finds no writer at work becomes it. It waits for the database,
//! then takes every save queued by then, its own among them (so the saves that arrive while
//! the database is busy, with the group before or with a long read, go together in the next
//! group), and when it is done hands the writing on to the first save that queued meanwhile.
//! The others wait for their answer. Nothing waits to gather a group: a save alone is
//! written at once, by its own thread, as before.

use crate::error::AppError;
use crate::ledger::Ledger;
use crate::state::AppState;
use cardtable_rules::says::Said;
use serde_json::Value;
use std::collections::VecDeque;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{channel, Sender};
use std::sync::{Mutex, MutexGuard, PoisonError};

/// One save's work on the locked ledger: its answer, and what it changed noted in the group's
/// [`Notes`] (told to the others once the group is on disk).
pub(crate) type Work = Box<dyn FnOnce(&mut Ledger, &mut Notes) -> Result<Value, AppError> + Send>;

/// What the saves of a group changed: per save kept, its game and who changed it how ("Bob
/// (phone) just recorded hand 5"), in the order they were written.
#[derive(Debug, Default)]
pub(crate) struct Notes {
    changes: Vec<(i64, Said)>,
}

impl Notes {
    /// Notes that game `game` changed, as `words` say (a `change-*` message).
    pub(crate) fn changed(&mut self, game: i64, words: Said) {
        self.changes.push((game, words));
    }

    /// Who made game `game`'s newest change in this group, if a save of it did.
    pub(crate) fn last_change(&self, game: i64) -> Option<Said> {
        self.changes
            .iter()
            .rev()
            .find(|(g, _)| *g == game)
            .map(|(_, words)| words.clone())
    }
}

/// What a waiting save is told.
enum Message {
    /// Its answer, once the group that holds it is on disk (or its refusal).
    Answer(Result<Value, AppError>),
    /// The writer before is done: write the next group.
    Lead,
}

/// A save's answer, with where to send it.
type Answer = (Sender<Message>, Result<Value, AppError>);

/// A save waiting for its group.
struct Job {
    work: Work,
    reply: Sender<Message>,
}

/// The queue of saves and whether a writer is at work.
#[derive(Default)]
struct Queue {
    jobs: VecDeque<Job>,
    leading: bool,
}

/// The group commit's queue and its counts.
#[derive(Default)]
pub(crate) struct Group {
    queue: Mutex<Queue>,
    groups: AtomicU64,
    saves: AtomicU64,
}

impl std::fmt::Debug for Group {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Group").finish_non_exhaustive()
    }
}

/// How many groups were committed and how many saves they held, since the state was made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Commits {
    /// Groups committed (each one commit, one sync).
    pub groups: u64,
    /// Saves kept in them.
    pub saves: u64,
}

impl Group {
    /// The queue; a writer that panicked left it whole (every change to it is one step).
    fn queue(&self) -> MutexGuard<'_, Queue> {
        self.queue.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// How many saves are queued for the next group.
    pub(crate) fn waiting(&self) -> usize {
        self.queue().jobs.len()
    }

    /// The commits so far.
    pub(crate) fn commits(&self) -> Commits {
        Commits {
            groups: self.groups.load(Ordering::Relaxed),
            saves: self.saves.load(Ordering::Relaxed),
        }
    }
}

/// Hands the writing on when a writer is done (also when it panicked, so no save waits for a
/// writer that is gone): to the first save queued meanwhile, else to nobody.
struct Handover<'a>(&'a Group);

impl Drop for Handover<'_> {
    fn drop(&mut self) {
        let mut queue = self.0.queue();
        while let Some(next) = queue.jobs.front() {
            if next.reply.send(Message::Lead).is_ok() {
                return;
            }
            // Its thread is gone (it cannot be while it waits): it needs no answer.
            queue.jobs.pop_front();
        }
        queue.leading = false;
    }
}

impl AppState {
    /// Runs `work` as one save of a group (see the module): its answer once the group holding
    /// it is on disk, or its refusal.
    pub(crate) fn save(&self, work: Work) -> Result<Value, AppError> {
        let (reply, answer) = channel();
        let lead = {
            let mut queue = self.group().queue();
            queue.jobs.push_back(Job { work, reply });
            !std::mem::replace(&mut queue.leading, true)
        };
        if lead {
            self.lead();
        }
        loop {
            match answer.recv() {
                Ok(Message::Answer(answer)) => return answer,
                Ok(Message::Lead) => self.lead(),
                Err(_) => return Err(AppError::internal(Said::new("internal-save-unanswered"))),
            }
        }
    }

    /// Writes one group: waits for the database, takes every save queued, writes them, commits
    /// once, then notes, tells and answers.
    fn lead(&self) {
        let group = self.group();
        let handover = Handover(group);
        let store = self.store();
        let jobs: Vec<Job> = group.queue().jobs.drain(..).collect();
        let mut store = match store {
            Ok(store) => store,
            Err(e) => {
                for job in jobs {
                    let _ = job.reply.send(Message::Answer(Err(e.clone())));
                }
                return;
            }
        };
        let (answers, notes) = write_group(&mut store, jobs);
        if let Some(notes) = &notes {
            group.groups.fetch_add(1, Ordering::Relaxed);
            group
                .saves
                .fetch_add(notes.changes.len() as u64, Ordering::Relaxed);
            // Before the database is let go, so the next group's stale refusals name them.
            for (game, words) in &notes.changes {
                self.set_last_change(*game, words.clone());
            }
        }
        drop(store);
        // The next group can start while this one's saves are told and answered.
        drop(handover);
        for (game, _) in notes.iter().flat_map(|n| &n.changes) {
            self.notify(Some(*game));
        }
        for (reply, answer) in answers {
            // A save whose thread is gone needs no answer.
            let _ = reply.send(Message::Answer(answer));
        }
    }
}

/// Writes `jobs` in one transaction, each in its own savepoint, and commits once: each save's
/// answer, and the group's notes when the commit held (`None`: nothing of it was kept).
fn write_group(store: &mut Ledger, jobs: Vec<Job>) -> (Vec<Answer>, Option<Notes>) {
    let mut answers = Vec::with_capacity(jobs.len());
    if let Err(e) = store.group_begin() {
        let e = AppError::from(e);
        for job in jobs {
            answers.push((job.reply, Err(e.clone())));
        }
        return (answers, None);
    }
    let mut notes = Notes::default();
    let mut broken: Option<AppError> = None;
    for job in jobs {
        if let Some(e) = &broken {
            answers.push((job.reply, Err(e.clone())));
            continue;
        }
        let noted = notes.changes.len();
        let answer = match store.step_begin() {
            Ok(()) => (job.work)(store, &mut notes),
            Err(e) => Err(e.into()),
        };
        let answer = match answer {
            Ok(value) => match store.step_keep() {
                Ok(()) => Ok(value),
                Err(e) => {
                    notes.changes.truncate(noted);
                    if let Err(e) = store.step_undo() {
                        broken = Some(e.into());
                    }
                    Err(e.into())
                }
            },
            Err(refusal) => {
                // Undone alone: the group's other saves stay.
                notes.changes.truncate(noted);
                if let Err(e) = store.step_undo() {
                    broken = Some(e.into());
                }
                Err(refusal)
            }
        };
        answers.push((job.reply, answer));
    }
    let failure = match broken {
        Some(e) => {
            store.group_abandon();
            Some(e)
        }
        None => store.group_commit().err().map(AppError::from),
    };
    let Some(failure) = failure else {
        return (answers, Some(notes));
    };
    // Nothing of the group was kept: every save it held is answered with why (a refused one
    // keeps its own refusal: it was not kept either way).
    let unsaved = AppError::storage(Said::new("storage-nothing-saved").arg("why", failure.said()));
    for (_, answer) in &mut answers {
        if answer.is_ok() {
            *answer = Err(unsaved.clone());
        }
    }
    (answers, None)
}
