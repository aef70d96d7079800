//! Nothing to link: this package only holds the rules' Criterion benches (`benches/`), kept out
//! of the default members so that `cargo test` does not compile Criterion.
