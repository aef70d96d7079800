//! Cardtable's command layer: every command the UI can call, as plain functions over
//! [`AppState`] (rules and store underneath, no Tauri), and the one command table, [`call`],
//! that every front goes through by name with the JSON the UI sends.
//!
//! The fronts are thin: the Tauri shell carries each command to [`call`] as the host (a
//! `#[tauri::command]` of the same name that hands over the window's JSON), the HTTP server answers `POST /api/<command>` with [`call_as`] for the paired
//! phone or the TV view calling, and the CLI's ledger commands run [`call`] as the host. A
//! command is added here (its function in its domain's file and one line in `table.rs`, with
//! its policy: read or write, versioned, per device, and who may call it), and every front
//! has it, with the same `{kind, message}` errors; a test fails until the shell's handler list
//! and `ui/src/lib/api.ts` have it too.

pub mod drafts;
pub mod error;
pub mod export;
pub mod files;
pub mod games;
mod group;
pub mod hands;
pub mod ledger;
pub mod lifecycle;
pub mod night;
pub mod night_export;
pub mod night_series;
pub mod ratings;
pub mod rules;
pub mod sharing;
pub mod startup;
pub mod state;
pub mod stats;
mod table;
pub mod tracker;
pub mod words;

pub use error::AppError;
pub use group::Commits;
pub use ledger::{GameView, Ledger};
pub use state::{AppState, Listener, Startup};
pub use table::{
    allowed, call, call_as, call_for, is_write, policy, Caller, Command, Policy, Who, COMMANDS,
    HOST_ONLY,
};
