//! The rules crate's integration tests, one binary (a module per area): golden files of every
//! RULES.md worked example, properties, the solver against brute force and the gin-rummy oracle,
//! the JSON dispatch fuzzed.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

#[path = "../fixture_support/mod.rs"]
mod fixture_support;
#[path = "../hostile/mod.rs"]
mod hostile;

mod fuzz_dispatch;
mod golden_arrange;
mod golden_avalanche;
mod golden_continental_rummy;
mod golden_gift_rummy;
mod golden_gin;
mod golden_oh_heck;
mod golden_rummy;
mod golden_rummy_500;
mod golden_scorepad;
mod golden_six_card_golf;
mod golden_skull_and_roses;
mod home_fixtures;
mod home_wildcards;
mod ledger_props;
mod names_not_seats;
mod night_series_ratings;
mod oracle;
mod points_display;
mod props_continental_rummy;
mod props_gift_rummy;
mod props_gin;
mod props_night;
mod props_oh_heck;
mod props_rummy;
mod props_rummy_500;
mod props_scorepad;
mod props_six_card_golf;
mod props_trackers;
mod solver_props;
mod words;
