//! Drives every case of `tests/fixtures/{oh_heck,six_card_golf,gift_rummy,scorepad}.json`
//! (the worked examples GR1-GR11, OH1-OH8, GF1-GF7 and the error cases) through the built
//! `cardtable batch` binary: one request per line in, one answer per line out, in order.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use crate::support;

use support::{batch, run_fixture};

#[test]
fn oh_heck_through_batch() {
    run_fixture(
        "oh_heck",
        &["OH1", "OH2", "OH3", "OH4", "OH5", "OH6", "OH7", "OH8"],
    );
}

#[test]
fn six_card_golf_through_batch() {
    run_fixture(
        "six_card_golf",
        &["GF1", "GF2", "GF3", "GF4", "GF5", "GF6", "GF7"],
    );
}

#[test]
fn gift_rummy_through_batch() {
    run_fixture(
        "gift_rummy",
        &[
            "GR1", "GR2", "GR3", "GR4", "GR5", "GR6", "GR7", "GR8", "GR9", "GR10", "GR11",
        ],
    );
}

#[test]
fn scorepad_through_batch() {
    run_fixture("scorepad", &["SP1"]);
}

#[test]
fn malformed_score_requests_are_usage_errors() {
    let input = concat!(
        "{\"op\":\"score\"}\n",
        "{\"op\":\"score\",\"game\":\"chess\"}\n",
        "{\"op\":\"score\",\"game\":\"oh_heck\",\"bids\":\"two\"}\n",
        "{\"op\":\"score\",\"game\":\"oh_heck\",\"bids\":[1,0,0],\"tricks\":[1,0,0]}\n",
        "{\"op\":\"score\",\"game\":\"skull_and_roses\"}\n",
    );
    let answers = batch(input);
    assert_eq!(answers.len(), 5);
    for a in &answers {
        assert_eq!(a["ok"], false, "{a}");
        assert_eq!(a["error"]["kind"], "usage", "{a}");
    }
    assert_eq!(answers[1]["error"]["code"], "E_UNKNOWN_GAME");
}
