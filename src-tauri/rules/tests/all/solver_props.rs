//! Properties of the arrangement solver (`arrange`), checked against a naive brute force written
//! independently (the `cardtable-brute` crate, src-tauri/brute: every subset of the hand is
//! tested for being a meld with its own simple rules check, then a memoised search over the
//! subsets left picks disjoint melds). Random hands
//! of up to 13 cards, with and without jokers, one and two decks, every ace mode.

use cardtable_brute::{brute, brute_min, is_meld};
use cardtable_rules::arrange::{
    arrange, best_discard, min_deadwood, optimal_arrangements, HandTooLong, MAX_CARDS,
};
use cardtable_rules::deck::Deck;
use cardtable_rules::meld::{validate_arrangement, AceMode, MeldKind, MeldRules};
use cardtable_rules::{Card, Rank, Suit};
use proptest::prelude::*;

fn presets() -> Vec<MeldRules> {
    vec![
        MeldRules::gin(),
        MeldRules::boathouse(),
        MeldRules::rummy_500(),
        MeldRules::rummy_500().with_deck(Deck {
            packs: 1,
            jokers: 2,
        }),
        MeldRules::continental(),
        // Two decks, no jokers, ace low: duplicates without wild cards.
        MeldRules::gin().with_deck(Deck::packs(2)),
        // Round the corner with jokers.
        MeldRules {
            deck: Deck {
                packs: 2,
                jokers: 4,
            },
            joker_value: 25,
            ..MeldRules::boathouse()
        },
    ]
}

fn deck_of(rules: &MeldRules) -> Vec<Card> {
    let mut deck = Vec::new();
    for _ in 0..rules.deck.packs.max(1) {
        for s in Suit::ALL {
            for r in Rank::ALL {
                deck.push(Card::new(r, s));
            }
        }
    }
    deck.extend((0..rules.deck.jokers).map(|_| Card::Joker));
    deck
}

fn hand_and_rules(max: usize) -> impl Strategy<Value = (Vec<Card>, MeldRules)> {
    (0..presets().len(), 0..=max).prop_flat_map(|(p, n)| {
        let rules = presets()[p].clone();
        let deck = deck_of(&rules);
        (
            proptest::sample::subsequence(deck, n).prop_shuffle(),
            Just(rules),
        )
    })
}

/// A hand that is rich in melds: drawn from a few neighbouring ranks.
fn dense_hand(max: usize) -> impl Strategy<Value = (Vec<Card>, MeldRules)> {
    (0..presets().len(), 0..=max, 0u8..13).prop_flat_map(|(p, n, lo)| {
        let rules = presets()[p].clone();
        let deck: Vec<Card> = deck_of(&rules)
            .into_iter()
            .filter(|c| c.rank().is_none_or(|r| (r.number() + 13 - lo - 1) % 13 < 5))
            .collect();
        let n = n.min(deck.len());
        (
            proptest::sample::subsequence(deck, n).prop_shuffle(),
            Just(rules),
        )
    })
}

/// One deck, no jokers, cards from four neighbouring ranks: most cards are wanted by both a
/// run and a set, which sends the fast path into its depth-first fallback.
fn conflicted_hand() -> impl Strategy<Value = (Vec<Card>, MeldRules)> {
    let rules = [
        MeldRules::gin(),
        MeldRules::boathouse(),
        MeldRules {
            ace_mode: AceMode::LowOrHigh,
            ..MeldRules::gin()
        },
    ];
    (0..rules.len(), 9usize..=13, 0u8..13).prop_flat_map(move |(p, n, lo)| {
        let deck: Vec<Card> = deck_of(&MeldRules::gin())
            .into_iter()
            .filter(|c| {
                c.rank()
                    .is_some_and(|r| (r.number() + 13 - lo - 1) % 13 < 4)
            })
            .collect();
        (
            proptest::sample::subsequence(deck, n).prop_shuffle(),
            Just(rules[p].clone()),
        )
    })
}

/// A hand the solver refused, as a test failure.
fn too_long(e: HandTooLong) -> TestCaseError {
    TestCaseError::fail(e.to_string())
}

fn check_against_brute(hand: &[Card], rules: &MeldRules) -> Result<(), TestCaseError> {
    let expected = brute_min(hand, rules);
    prop_assert_eq!(min_deadwood(hand, rules).map_err(too_long)?, expected);
    let all = optimal_arrangements(hand, rules).map_err(too_long)?;
    prop_assert!(!all.is_empty());
    for a in &all {
        prop_assert_eq!(a.deadwood, expected);
        // The arrangement is a real one: valid melds, exactly the hand's cards.
        let melds: Vec<Vec<Card>> = a.melds.iter().map(|m| m.cards.to_vec()).collect();
        for m in &melds {
            prop_assert!(is_meld(m, rules), "not a meld: {:?}", m);
        }
        let checked = validate_arrangement(&melds, hand, rules);
        prop_assert!(checked.is_ok(), "{:?}", checked);
        if let Ok(c) = checked {
            prop_assert_eq!(&c.deadwood_cards, &a.deadwood_cards);
        }
        for m in &a.melds {
            for (c, s) in m.cards.iter().zip(&m.stands_for) {
                prop_assert!(c.is_joker() || c == s);
            }
            if m.kind == MeldKind::Set {
                prop_assert!(m.stands_for.windows(2).all(|w| w[0].suit() < w[1].suit()));
            }
        }
    }
    for (i, a) in all.iter().enumerate() {
        prop_assert!(!all[..i].contains(a), "listed twice: {:?}", a);
    }
    prop_assert_eq!(&arrange(hand, rules).map_err(too_long)?, &all[0]);
    // One deck without jokers: arrangements are exactly the partitions reaching the minimum.
    if rules.deck.packs <= 1 && !hand.iter().any(|c| c.is_joker()) {
        let mut b = brute(hand, rules);
        let full = (1u32 << hand.len()) - 1;
        prop_assert_eq!(all.len(), b.count(full, expected));
    }
    Ok(())
}

proptest! {
    // 5,000 cases each by default; PROPTEST_CASES=20000 for a deeper run.
    #![proptest_config(ProptestConfig {
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(5000),
        ..ProptestConfig::default()
    })]

    #[test]
    fn solver_equals_brute_force((hand, rules) in hand_and_rules(13)) {
        check_against_brute(&hand, &rules)?;
    }

    #[test]
    fn solver_equals_brute_force_on_dense_hands((hand, rules) in dense_hand(12)) {
        check_against_brute(&hand, &rules)?;
    }

    #[test]
    fn solver_equals_brute_force_when_runs_and_sets_compete((hand, rules) in conflicted_hand()) {
        check_against_brute(&hand, &rules)?;
    }

    #[test]
    fn best_discard_equals_brute_force((hand, rules) in hand_and_rules(11)) {
        let got = best_discard(&hand, &rules).unwrap();
        if hand.is_empty() {
            prop_assert!(got.is_none());
            return Ok(());
        }
        let mut scores: Vec<(u32, Card)> = (0..hand.len())
            .map(|i| {
                let mut rest = hand.clone();
                let d = rest.remove(i);
                (brute_min(&rest, &rules), d)
            })
            .collect();
        let best = scores.iter().map(|s| s.0).min().unwrap();
        scores.retain(|s| s.0 == best);
        let mut which: Vec<Card> = scores.into_iter().map(|s| s.1).collect();
        which.sort();
        which.dedup();
        let got = got.unwrap();
        prop_assert_eq!(got.deadwood, best);
        prop_assert_eq!(&got.best_discards, &which);
        prop_assert_eq!(got.arrangement.deadwood, best);
        // The arrangement shown is the first optimal one of the hand after the first discard.
        let mut rest = hand.clone();
        if let Some(i) = rest.iter().position(|&c| c == got.best_discards[0]) {
            rest.remove(i);
        }
        prop_assert_eq!(&got.arrangement, &optimal_arrangements(&rest, &rules).unwrap()[0]);
        prop_assert_eq!(got.arrangement.deadwood_cards.len() + got.arrangement.melds.iter().map(|m| m.cards.len()).sum::<usize>(), hand.len() - 1);
    }

    /// Any cards (duplicates, jokers, too many) and odd rule knobs never panic, and up to 9
    /// cards the answers still match the brute force.
    #[test]
    fn arbitrary_input_never_panics(
        raw in proptest::collection::vec(0usize..53, 0..30),
        p in 0..7usize,
        min_set in 0u8..6, max_set in 0u8..8, min_run in 0u8..15,
        joker_value in 0u32..100,
    ) {
        let cards: Vec<Card> = raw.iter().map(|&i| if i == 52 { Card::Joker } else {
            Card::new(Rank::ALL[i % 13], Suit::ALL[i / 13])
        }).collect();
        let rules = MeldRules { min_set, max_set, min_run, joker_value, ..presets()[p].clone() };
        // Keep the knobs that make every card a meld to hands the search finishes quickly.
        let cards = if min_set.min(min_run) < 3 { &cards[..cards.len().min(12)] } else { &cards[..] };
        let _ = cardtable_rules::meld::validate_meld(cards, &rules);
        if cards.len() > MAX_CARDS {
            // Too long to search exactly: refused by every entry point, never guessed.
            prop_assert!(min_deadwood(cards, &rules).is_err());
            prop_assert!(arrange(cards, &rules).is_err());
            prop_assert!(best_discard(cards, &rules).is_err());
            prop_assert!(optimal_arrangements(cards, &rules).is_err());
            return Ok(());
        }
        let dw = min_deadwood(cards, &rules).unwrap();
        let a = arrange(cards, &rules).unwrap();
        let d = best_discard(cards, &rules).unwrap();
        // Small hands: still exact under any knobs (duplicates, dead jokers, odd sizes).
        if cards.len() <= 9 {
            prop_assert_eq!(dw, brute_min(cards, &rules));
            prop_assert_eq!(a.deadwood, dw);
            if let Some(d) = d {
                let best = (0..cards.len())
                    .map(|i| {
                        let mut rest = cards.to_vec();
                        rest.remove(i);
                        brute_min(&rest, &rules)
                    })
                    .min();
                prop_assert_eq!(Some(d.deadwood), best);
            }
        }
    }
}
