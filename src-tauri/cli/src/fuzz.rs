//! Fuzzing `cardtable batch` in process (issue 10: one line must never stop the referee):
//! arbitrary bytes, arbitrary JSON, and every fixture request with up to three nodes replaced
//! by anything, each through [`batch::answer_line`]. Every line gets exactly one JSON object
//! with `ok`; a panic fails the test. Bounded case counts keep it to seconds.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

#[path = "../../rules/tests/hostile/mod.rs"]
mod hostile;

use crate::batch::{answer_line, run, to_line};
use proptest::prelude::*;
use serde_json::Value;
use std::sync::OnceLock;

fn seeds() -> &'static [Value] {
    static SEEDS: OnceLock<Vec<Value>> = OnceLock::new();
    SEEDS.get_or_init(|| hostile::fixture_requests(env!("CARGO_MANIFEST_DIR")))
}

/// One answer is one JSON object with a boolean `ok`, on one line.
fn well_formed(answer: &Value) -> bool {
    let line = to_line(answer);
    !line.contains('\n') && serde_json::from_str::<Value>(&line).is_ok_and(|v| v["ok"].is_boolean())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 500, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_bytes(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        let mut out = Vec::new();
        run(&bytes[..], &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        let lines = bytes.split(|&b| b == b'\n').count() - usize::from(bytes.ends_with(b"\n") || bytes.is_empty());
        prop_assert_eq!(text.lines().count(), lines);
    }

    #[test]
    fn arbitrary_json(v in hostile::value()) {
        prop_assert!(well_formed(&answer_line(&v.to_string())));
    }

    #[test]
    fn mutated_fixture_requests(seed in any::<prop::sample::Index>(), edits in hostile::edits()) {
        let list = seeds();
        let line = hostile::mutate(&list[seed.index(list.len())], &edits).to_string();
        prop_assert!(well_formed(&answer_line(&line)));
    }
}
