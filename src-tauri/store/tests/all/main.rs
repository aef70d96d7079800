//! The store crate's tests, one binary (a module per area): what a change writes, the layers
//! it may not cross, and club nights.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

mod change;
mod layers;
mod net_integrity;
mod night_results;
mod nights;
