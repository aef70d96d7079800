//! The store crate's tests, one binary (a module per area): what a change writes, and the
//! layers it may not cross.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

mod change;
mod layers;
mod net_integrity;
