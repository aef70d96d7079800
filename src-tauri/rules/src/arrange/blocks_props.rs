//! The fast arrangement of `blocks` against the generic listing, on hands both take: one
//! deck's distinct cards, ace low or round the corner, dense in melds (a few neighbouring
//! ranks, so runs, sets and their conflicts are common). The first arrangement, every
//! optimal arrangement and the arrangement after the best discard must be the same, field for
//! field and in the same order.

use super::*;
use crate::meld::AceMode;
use proptest::prelude::*;

fn rules_of(i: usize) -> MeldRules {
    match i {
        0 => MeldRules::gin(),
        1 => MeldRules::boathouse(),
        _ => MeldRules {
            ace_mode: AceMode::RoundTheCorner,
            ..MeldRules::gin()
        },
    }
}

/// Up to `max` distinct cards from `span` neighbouring ranks (wrapping past the king).
fn dense(max: usize) -> impl Strategy<Value = (Vec<Card>, usize)> {
    (0usize..3, 0u8..13, 3usize..8, 0..=max).prop_flat_map(|(r, lo, span, n)| {
        let deck: Vec<Card> = (0..span)
            .flat_map(|k| {
                let rank = Rank::ALL[(usize::from(lo) + k) % 13];
                Suit::ALL.into_iter().map(move |s| Card::new(rank, s))
            })
            .collect();
        let n = n.min(deck.len());
        (
            proptest::sample::subsequence(deck, n).prop_shuffle(),
            Just(r),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(5000),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn fast_arrangement_is_the_generic_first((hand, r) in dense(13)) {
        let rules = rules_of(r);
        let Some(fast) = blocks::arrange(&hand, &rules) else {
            // A whole suit round the corner is left to the generic search.
            return Ok(());
        };
        let slow = listing(&hand, &rules, true).into_iter().next();
        prop_assert_eq!(Some(fast), slow);
        if let Some(all) = blocks::optimal_arrangements(&hand, &rules) {
            prop_assert_eq!(all, listing(&hand, &rules, false));
        }
    }

    #[test]
    fn fast_discard_arrangement_is_the_generic_first((hand, r) in dense(11)) {
        let rules = rules_of(r);
        let Some(fast) = blocks::best_discard(&hand, &rules) else {
            return Ok(());
        };
        let (deadwood, discards) = shared_discards(&hand, &rules);
        prop_assert_eq!(fast.deadwood, deadwood);
        prop_assert_eq!(&fast.best_discards, &discards);
        let after = without(&hand, discards[0]);
        let slow = listing(&after, &rules, true).into_iter().next();
        prop_assert_eq!(Some(fast.arrangement), slow);
    }
}
