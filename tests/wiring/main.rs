//! The shell's wiring, one binary (a module per area), with Tauri's mock runtime: the shell
//! carries every command of the table (what each command does is tested without Tauri, in the
//! commands crate's `tests/all/*_commands.rs`), and the window's own commands (sharing).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

#[path = "../../src-tauri/cli/tests/support/http.rs"]
mod http;
#[path = "../mock_ipc/mod.rs"]
mod mock_ipc;

mod export_failure;
mod lean_env;
mod sharing_commands;
mod sharing_words;
mod shell;
