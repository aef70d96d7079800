//! The command-line referee's tests, one binary (a module per area): batch answers, the ledger
//! commands, hostile input, serve.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

#[path = "../support/http.rs"]
mod http;
#[path = "../support/mod.rs"]
mod support;

mod batch_gin;
mod batch_rummy;
mod batch_rummy_family;
mod batch_score;
mod batch_trackers;
mod home_game_end;
mod hostile;
mod languages;
mod ledger;
mod ledger_rummy;
mod net_sigterm;
mod night;
mod policy_cli;
mod serve;
mod version_docs;
