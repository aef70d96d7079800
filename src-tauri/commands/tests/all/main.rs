//! The command crate's integration tests, one binary (a module per area): the ledger, its store
//! on memory and disk, migrations, backups, exports, hostile input, the kill test, and every
//! command's body called through the command table by name with the JSON the window sends
//! (`*_commands`, on a real database file: what the Tauri shell carries, without Tauri).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

#[path = "../../../rules/tests/hostile/mod.rs"]
mod hostile;

mod support;

mod backup;
mod backup_nights;
mod backup_ratings;
mod bindings;
mod cache;
mod end_states;
mod export;
mod export_every_game;
mod export_words;
mod files_commands;
mod games;
mod games_commands;
mod group_commit;
mod home_end;
mod hostile_commands;
mod hostile_input;
mod kill;
mod ledger;
mod ledger_commands;
mod legacy_facts;
mod lifecycle;
mod lifecycle_commands;
mod migrate;
mod net_background_check;
mod net_backups;
mod net_import_counts;
mod night_clock;
mod night_commands;
mod night_ratings;
mod night_results;
mod open;
mod open_save_commands;
mod policy_sources;
mod reprice;
mod setup_commands;
mod startup_commands;
mod stats;
mod table;
mod tracker;
mod tracker_commands;
mod typed_options;
mod window_writes;
mod words_end;
mod words_export;
mod words_failures;
mod words_night;
mod words_refusals;
mod words_rules;
mod words_shown;
mod words_startup;
mod words_tracker;
