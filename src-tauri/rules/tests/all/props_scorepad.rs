//! Properties of the scorepad: a typed sum evaluates to its arithmetic value, and no text
//! panics the parser.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use cardtable_rules::games::scorepad::{evaluate, ExprProblem, LIMIT};
use proptest::prelude::*;

proptest! {
    #[test]
    fn sums_evaluate(first in -9999i64..=9999, rest in proptest::collection::vec((any::<bool>(), 0i64..=9999), 0..8)) {
        let mut text = first.to_string();
        let mut want = first;
        for (plus, n) in rest {
            text.push(if plus { '+' } else { '-' });
            text.push_str(&n.to_string());
            want += if plus { n } else { -n };
        }
        prop_assert_eq!(evaluate(&text), Ok(want));
    }

    #[test]
    fn no_text_panics(text in ".{0,40}") {
        match evaluate(&text) {
            Ok(v) => prop_assert!(v.abs() <= LIMIT),
            Err(ExprProblem::Empty) => prop_assert!(text.trim().is_empty()),
            Err(_) => {}
        }
    }
}
