//! The command crate's integration tests, one binary (a module per area): the ledger, its store
//! on memory and disk, migrations, backups, exports, hostile input, the kill test.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

#[path = "../../../rules/tests/hostile/mod.rs"]
mod hostile;

mod backup;
mod cache;
mod catalog;
mod export;
mod export_words;
mod games;
mod home_end;
mod hostile_input;
mod kill;
mod ledger;
mod legacy_facts;
mod migrate;
mod net_backups;
mod open;
mod policy_sources;
mod reprice;
mod stats;
mod tracker;
mod typed_options;
