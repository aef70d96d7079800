//! Drives every case of `tests/fixtures/{basic,boathouse,gamblers,knock}_rummy.json`
//! (BR1-BR8, BH1-BH6, GB1-GB6, KR1-KR7, the CLI-RUMMY.md examples and the error cases)
//! through the built `cardtable batch` binary, one request per line. A case with an `answer`
//! (a CLI-RUMMY.md example) must print exactly that line, byte for byte, keys in the documented
//! order.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use crate::support;

use support::run_fixture;

#[test]
fn basic_rummy_and_classic_rum_through_batch() {
    run_fixture(
        "basic_rummy",
        &["BR1", "BR2", "BR3", "BR4", "BR5", "BR6", "BR7", "BR8"],
    );
}

#[test]
fn boathouse_through_batch() {
    run_fixture(
        "boathouse_rummy",
        &["BH1", "BH2", "BH3", "BH4", "BH5", "BH6"],
    );
}

#[test]
fn gamblers_rummy_through_batch() {
    run_fixture(
        "gamblers_rummy",
        &["GB1", "GB2", "GB3", "GB4", "GB5", "GB6"],
    );
}

#[test]
fn knock_rummy_through_batch() {
    run_fixture(
        "knock_rummy",
        &["KR1", "KR2", "KR3", "KR4", "KR5", "KR6", "KR7"],
    );
}
