//! The store crate's tests, one binary (a module per area): what a change writes, and the
//! layers it may not cross.

mod change;
mod layers;
mod net_integrity;
