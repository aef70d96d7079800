//! Every IPC command, one file per domain; commands are named `<domain>_<verb>`.
//!
//! A command body is a few lines: lock the store, call `rules`/`store`, map the error. The one
//! `generate_handler!` list is [`crate::handlers`].

pub mod export;
pub mod files;
pub mod games;
pub mod hands;
pub mod rules;
pub mod stats;
