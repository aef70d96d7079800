//! Desktop entry point.
fn main() {}
