//! The shell's wiring, one binary (a module per area): the Tauri handlers over the command table
//! with Tauri's mock runtime, and the generated TypeScript bindings.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

#[path = "../mock_ipc/mod.rs"]
mod mock_ipc;

mod bindings;
mod catalog_commands;
mod commands;
mod files_commands;
mod hostile_commands;
mod ledger_commands;
mod setup_commands;
mod sharing_commands;
mod startup_commands;
mod tracker_commands;
