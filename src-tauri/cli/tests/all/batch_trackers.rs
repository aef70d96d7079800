//! Drives every case of `tests/fixtures/{skull_and_roses,avalanche}.json` (the worked examples
//! SK1-SK8 and AV1-AV7 and their error cases) through the built `cardtable batch` binary: one
//! request per line in, one answer per line out, in order.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use crate::support;

use support::{batch, run_fixture};

#[test]
fn skull_and_roses_through_batch() {
    run_fixture(
        "skull_and_roses",
        &["SK1", "SK2", "SK3", "SK4", "SK5", "SK6", "SK7", "SK8"],
    );
}

#[test]
fn avalanche_through_batch() {
    run_fixture(
        "avalanche",
        &["AV1", "AV2", "AV3", "AV4", "AV5", "AV6", "AV7"],
    );
}

#[test]
fn malformed_tracker_requests_are_usage_errors() {
    let input = concat!(
        "{\"op\":\"skull_bid\",\"stacks\":[1,1,9],\"bid\":1}\n",
        "{\"op\":\"skull_bid\",\"stacks\":\"two\",\"bid\":1}\n",
        "{\"op\":\"skull_round\",\"players\":3,\"moves\":[{\"move\":\"dance\"}]}\n",
        "{\"op\":\"skull_game\",\"rounds\":[]}\n",
        "{\"op\":\"avalanche_play\",\"play\":{\"rank\":\"7\"}}\n",
        "{\"op\":\"avalanche_round\",\"moves\":[]}\n",
        "{\"op\":\"avalanche_counts\",\"stored\":[1,2],\"removed\":-1}\n",
    );
    let answers = batch(input);
    assert_eq!(answers.len(), 7);
    for a in &answers {
        assert_eq!(a["ok"], false, "{a}");
        assert_eq!(a["error"]["kind"], "usage", "{a}");
        assert_eq!(a["error"]["code"], "E_BAD_REQUEST", "{a}");
    }
}
