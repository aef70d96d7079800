//! Drives every case of `tests/fixtures/{rummy_500,continental_rummy}.json` (R5-1..R5-8,
//! CR1..CR7, the CLI-RUMMY.md examples, the error cases and the issue-10 arrange cases)
//! through the built `cardtable batch` binary: one request per line in, one answer per line
//! out, in order. Cases marked `"exact"` must match the whole answer; cases marked
//! `"only": "rules"` use options the batch op does not take and are skipped here.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use crate::support;

use std::process::Command;
use support::{batch_lines as batch, run_fixture};

#[test]
fn rummy_500_through_batch() {
    run_fixture(
        "rummy_500",
        &[
            "R5-1", "R5-2", "R5-3", "R5-4", "R5-5", "R5-6", "R5-7", "R5-8",
        ],
    );
}

#[test]
fn continental_through_batch() {
    run_fixture(
        "continental_rummy",
        &["CR1", "CR2", "CR3", "CR4", "CR5", "CR6"],
    );
}

#[test]
fn the_cli_rummy_examples_are_answered_in_the_documented_key_order() {
    // The continental example's line is byte for byte the one CLI-RUMMY.md shows.
    let lines = batch(concat!(
        r#"{"op":"score","game":"continental","players":4,"winner":0,"melds":["4H 5H 6H 7H","9C TC JC QC","2D 3D 4D 5D","8S 9S TS"]}"#,
        "\n",
    ));
    assert_eq!(lines, [r#"{"ok":true,"jokers":0,"scores":[3,-1,-1,-1]}"#]);
}

#[test]
fn a_25_card_hand_is_refused_by_cardtable_arrange() {
    // Issue 10: `cardtable arrange --game rummy_500` with 25 cards answered deadwood 188.
    let cards = "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH";
    let out = Command::new(env!("CARGO_BIN_EXE_cardtable"))
        .args(["arrange", "--game", "rummy_500", cards])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(text.contains("25 cards"), "{text}");
    assert!(text.contains("24"), "{text}");
    assert!(!text.contains("188"), "{text}");
    let json = Command::new(env!("CARGO_BIN_EXE_cardtable"))
        .args(["arrange", "--json", "--game", "rummy_500", cards])
        .output()
        .unwrap();
    let line = String::from_utf8_lossy(&json.stdout);
    assert!(line.contains("E_HAND_TOO_LONG"), "{line}");
}
