//! The LAN server's tests, one binary (a module per area): security, live events, and phones in
//! a real headless Chromium.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

#[path = "../../../../tests/support/chromium.rs"]
mod chromium;
#[path = "../support/mod.rs"]
mod support;
#[path = "../../../../tests/support/words.rs"]
mod words;

mod a11y;
mod e2e_night_print;
mod e2e_phones;
mod e2e_reconnect;
mod e2e_requests;
mod e2e_series;
mod l10n;
mod languages;
mod live;
mod net_flood;
mod net_fuzz;
mod net_host;
mod net_pin;
mod net_reconnect;
mod net_slow;
mod policy_phone;
mod security;
mod taps;
