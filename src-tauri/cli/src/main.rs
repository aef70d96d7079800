//! `cardtable`: the command-line referee.

fn main() {}
