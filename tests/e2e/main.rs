//! The real app end to end, one binary (a module per screen): the release window under
//! tauri-driver and Xvfb, and Chromium phones over the local network.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

#[path = "../support/chromium.rs"]
mod chromium;
#[path = "../support/mod.rs"]
mod support;
#[path = "../support/words.rs"]
mod words;

mod a11y;
mod entry;
mod game;
mod game_tables;
mod home_end;
mod l10n;
mod lan;
mod languages;
mod night;
mod options_setup;
mod players;
mod round_two;
mod rummy;
mod series;
mod setup;
mod smoke;
mod startup;
mod table;
mod trackers;
