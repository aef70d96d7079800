//! Properties of Gift Rummy (§2): on random deals every category stays within what 13 cards
//! can hold, exclusive counting never beats independent counting and never loses to any one
//! category alone, its combinations use disjoint cards of the hand, and no input panics.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use cardtable_rules::games::gift_rummy::count::{exclusive, independent};
use cardtable_rules::games::gift_rummy::{GiftRummy, GiftRummyHand, GiftRummyOptions};
use cardtable_rules::notation::format_cards;
use cardtable_rules::{Card, Rank, Suit};
use proptest::prelude::*;

fn deck() -> Vec<Card> {
    Suit::ALL
        .iter()
        .flat_map(|&s| Rank::ALL.iter().map(move |&r| Card::new(r, s)))
        .collect()
}

proptest! {
    #[test]
    fn categories_are_bounded_by_the_hand(order in Just((0..52).collect::<Vec<usize>>()).prop_shuffle()) {
        let d = deck();
        let o = GiftRummyOptions::default();
        let hands: Vec<Vec<Card>> = order.chunks(13).map(|c| c.iter().map(|&i| d[i]).collect()).collect();
        for cards in &hands {
            let longest = Suit::ALL.iter().map(|&s| cards.iter().filter(|c| c.suit() == Some(s)).count()).max().unwrap_or(0) as u32;
            let (ind, combos) = independent(&o, cards);
            prop_assert!(ind.flush == 0 || (ind.flush >= 5 && ind.flush == longest));
            prop_assert!(ind.sequences <= 13);
            prop_assert!(ind.sets <= 36);
            prop_assert!(ind.twenty_one == 0 || ind.twenty_one == 7);
            prop_assert_eq!(ind.knock_bonus, 0);
            let in_runs: usize = combos.runs.iter().map(Vec::len).sum();
            prop_assert_eq!(in_runs as u32, ind.sequences);
            for c in combos.runs.iter().flatten().chain(combos.sets.iter().flatten()).chain(&combos.twenty_one) {
                prop_assert!(cards.contains(c));
            }
            let (exc, used) = exclusive(&o, cards);
            prop_assert!(exc.total() <= ind.total());
            prop_assert_eq!(exc.flush, ind.flush);
            let best_single = ind.sequences.max(ind.sets).max(ind.twenty_one);
            prop_assert!(exc.total() >= ind.flush + best_single);
            let mut all: Vec<Card> = used.runs.iter().flatten().chain(used.sets.iter().flatten()).chain(&used.twenty_one).copied().collect();
            let n = all.len();
            all.sort();
            all.dedup();
            prop_assert_eq!(all.len(), n, "exclusive combos overlap");
            prop_assert!(all.iter().all(|c| cards.contains(c)));
        }
        let text: Vec<String> = hands.iter().map(|h| format_cards(h)).collect();
        let hand = GiftRummyHand { hands: text, ..GiftRummyHand::default() };
        let scored = GiftRummy::score_deal(&o, &hand).unwrap();
        prop_assert_eq!(scored.points.len(), 4);
    }

    #[test]
    fn no_input_panics(
        texts in proptest::collection::vec(".{0,60}", 0..6),
        k1 in proptest::collection::vec(any::<bool>(), 0..6),
        k2 in proptest::collection::vec(any::<bool>(), 0..6),
        claim in proptest::option::of(0usize..10),
    ) {
        let hand = GiftRummyHand { hands: texts, knocked_after_round1: k1, knocked_after_round2: k2, bonus_claimed_by: claim };
        let _ = GiftRummy::score_deal(&GiftRummyOptions::default(), &hand);
    }
}
