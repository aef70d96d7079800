//! Properties of Oh Heck! (§6): the hook never lets the bids total the hand size, accepted
//! tricks always add up to it, scores follow the variant tables, and no input panics.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use cardtable_rules::games::oh_heck::{
    bid_points, forbidden_dealer_bid, schedule, Bidding, OhHeck, OhHeckHand, OhHeckOptions,
    OhHeckSchedule, OhHeckScoring,
};
use cardtable_rules::games::{Game, Table};
use proptest::prelude::*;

/// A table of 3–7, a hand size from its schedule, and the non-dealers' bids within 0..=H.
fn bidding() -> impl Strategy<Value = (usize, u32, Vec<i64>)> {
    (3usize..=7).prop_flat_map(|seats| {
        let sizes = schedule(OhHeckSchedule::DownUp, seats);
        proptest::sample::select(sizes).prop_flat_map(move |h| {
            let bids = proptest::collection::vec(0..=i64::from(h), seats - 1);
            (Just(seats), Just(h), bids)
        })
    })
}

proptest! {
    #[test]
    fn the_hook_never_lets_bids_total_the_hand((seats, h, others) in bidding()) {
        let table = Table { seats, hand_index: 0, dealer: seats - 1 };
        let options = OhHeckOptions::default();
        let mut b = Bidding::new(&options, &table, h, &[]);
        for (seat, &bid) in others.iter().enumerate() {
            prop_assert!(b.bid(seat, bid).is_ok());
        }
        let forbidden = b.forbidden_dealer_bid();
        prop_assert_eq!(forbidden, forbidden_dealer_bid(h, &others));
        let mut accepted = 0;
        for d in 0..=i64::from(h) {
            let mut trial = b.clone();
            if trial.bid(seats - 1, d).is_ok() {
                accepted += 1;
                let total: i64 = others.iter().sum::<i64>() + d;
                prop_assert_ne!(total, i64::from(h));
            } else {
                prop_assert_eq!(forbidden.map(i64::from), Some(d));
            }
        }
        // Exactly one dealer bid is struck out when the hook bites, none otherwise.
        let expected = i64::from(h) + 1 - i64::from(forbidden.is_some());
        prop_assert_eq!(accepted, expected);
    }

    #[test]
    fn accepted_tricks_add_up_to_the_hand(
        (seats, h, others) in bidding(),
        tricks in proptest::collection::vec(0i64..=10, 7),
        cuts in proptest::collection::vec(0i64..=10, 6),
        composed in any::<bool>(),
    ) {
        let table = Table { seats, hand_index: 0, dealer: seats - 1 };
        let mut bids = others.clone();
        let f = forbidden_dealer_bid(h, &others).map(i64::from);
        bids.push(if f == Some(0) { 1 } else { 0 });
        // Half the time, tricks that do add up to H (cut 0..=H at random points).
        let tricks = if composed {
            let mut c: Vec<i64> = cuts[..seats - 1].iter().map(|&x| x.min(i64::from(h))).collect();
            c.push(0);
            c.push(i64::from(h));
            c.sort_unstable();
            c.windows(2).map(|w| w[1] - w[0]).collect()
        } else {
            tricks[..seats].to_vec()
        };
        let hand = OhHeckHand { bids: bids.clone(), tricks: tricks.clone(), ..OhHeckHand::default() };
        let scored = OhHeck::score_sized(&OhHeckOptions::default(), &table, h, &hand);
        let in_range = tricks.iter().all(|&t| t <= i64::from(h));
        let sums = tricks.iter().sum::<i64>() == i64::from(h);
        prop_assert_eq!(scored.is_ok(), in_range && sums);
        if let Ok(s) = scored {
            for (seat, p) in s.points.iter().enumerate() {
                let exact = bids[seat] == tricks[seat];
                let want = if exact { 10 + bids[seat] } else { 0 };
                prop_assert_eq!(p.to_integer(), Some(want));
            }
        }
    }

    #[test]
    fn variants_agree_on_an_exact_bid(bid in 0i64..=20, tricks in 0i64..=20) {
        let pts = |scoring| bid_points(&OhHeckOptions { scoring, ..OhHeckOptions::default() }, bid, tricks);
        let all = [OhHeckScoring::Seed, OhHeckScoring::TricksPlusBonus,
                   OhHeckScoring::OffBidPenalty, OhHeckScoring::Mrpikes].map(pts);
        if bid == tricks {
            prop_assert!(all.iter().all(|&p| p == 10 + bid));
        } else {
            let off = (bid - tricks).abs();
            prop_assert_eq!(all, [0, tricks, -off, -(10 + off)]);
        }
    }

    #[test]
    fn no_input_panics(
        seats in 0usize..10,
        dealer in 0usize..12,
        hand_index in 0usize..40,
        size in proptest::option::of(0u32..30),
        bids in proptest::collection::vec(any::<i64>(), 0..9),
        tricks in proptest::collection::vec(any::<i64>(), 0..9),
    ) {
        let table = Table { seats, hand_index, dealer };
        let hand = OhHeckHand { hand_size: size, trump: None, bids, tricks };
        let _ = OhHeck::score(&OhHeckOptions::default(), &table, &hand);
        let _ = OhHeck::score_sized(&OhHeckOptions::default(), &table, size.unwrap_or(5), &hand);
    }
}
