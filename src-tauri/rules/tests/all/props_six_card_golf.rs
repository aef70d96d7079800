//! Properties of Six Card Golf (§7): a hole is the sum of its unpaired columns, paired columns
//! score nothing, and no layout text panics.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use cardtable_rules::games::six_card_golf::{
    parse_layout, score_layout, GolfEntry, GolfHand, GolfOptions, SixCardGolf,
};
use cardtable_rules::notation::format_cards;
use cardtable_rules::{Card, Rank, Suit};
use proptest::prelude::*;

/// RULES.md §7.2's card values, written out from the rank's index in `Rank::ALL` (ace first),
/// independently of the game's own `card_value`: A 1; 2 −2; 3–10 pip; J and Q 10; K the
/// option's value.
fn oracle_value(rank_index: usize, king_value: i64) -> i64 {
    const VALUES: [i64; 12] = [1, -2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10];
    match VALUES.get(rank_index) {
        Some(&v) => v,
        None => king_value,
    }
}

fn card(i: usize) -> Card {
    Card::new(Rank::ALL[i % 13], Suit::ALL[(i / 13) % 4])
}

proptest! {
    #[test]
    fn total_is_the_sum_of_unpaired_columns(
        idx in proptest::collection::vec(0usize..104, 6),
        negative_twos in any::<bool>(),
        king_value in -5i64..=10,
    ) {
        let cards: Vec<Card> = idx.iter().map(|&i| card(i)).collect();
        let text = format!("{} / {}", format_cards(&cards[..3]), format_cards(&cards[3..]));
        let layout = parse_layout(&text, 0).unwrap();
        prop_assert_eq!(layout.to_vec(), cards.clone());
        let o = GolfOptions { negative_pair_of_twos: negative_twos, king_value, ..GolfOptions::default() };
        let line = score_layout(&o, &layout);
        let mut want = 0;
        for c in 0..3 {
            let (top, bottom) = (cards[c], cards[c + 3]);
            if top.rank() == bottom.rank() {
                prop_assert!(line.pairs.contains(&c));
                let twos = negative_twos && top.rank() == Some(Rank::Two);
                prop_assert_eq!(line.columns[c], if twos { -4 } else { 0 });
                want += line.columns[c];
            } else {
                prop_assert!(!line.pairs.contains(&c));
                want += oracle_value(idx[c] % 13, king_value) + oracle_value(idx[c + 3] % 13, king_value);
            }
        }
        prop_assert_eq!(line.score, want);
        prop_assert_eq!(line.columns.iter().sum::<i64>(), line.score);
    }

    #[test]
    fn no_layout_text_panics(texts in proptest::collection::vec(".{0,40}", 0..14), packs in proptest::option::of(any::<u8>())) {
        let hand = GolfHand { entries: texts.into_iter().map(GolfEntry::Layout).collect() };
        let o = GolfOptions { packs, ..GolfOptions::default() };
        let _ = SixCardGolf::score_hole(&o, hand.entries.len(), &hand);
    }
}
