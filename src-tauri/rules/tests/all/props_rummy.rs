//! Properties of Basic Rummy (Classic Rum), Boathouse, Gambler's and Knock Rummy (§3, §4): every
//! settled hand sums to exactly zero (as rationals); the counts equal a brute force written
//! here, independent of the solver (every subset of disjoint melds, tried); and no input —
//! any seats, cards, numbers or options, typed or through the JSON dispatch — panics.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use cardtable_rules::games::basic_rummy::{
    BasicRummy, BasicRummyCards, BasicRummyHand, BasicRummyOptions,
};
use cardtable_rules::games::boathouse_rummy::{
    BoathouseCards, BoathouseHand, BoathouseOptions, BoathouseRummy,
};
use cardtable_rules::games::dispatch::score_json;
use cardtable_rules::games::gamblers_rummy::{
    GamblersCards, GamblersHand, GamblersOptions, GamblersRefusal, GamblersRummy,
};
use cardtable_rules::games::knock_rummy::{
    settle_counts, KnockDealSize, KnockRummy, KnockRummyCards, KnockRummyHand, KnockRummyOptions,
    PenaltyRecipients,
};
use cardtable_rules::games::rummy_family::RummySeatEntry;
use cardtable_rules::games::{Game, GameKind, Table};
use cardtable_rules::{Card, Points, Rank, Suit};
use proptest::prelude::*;
use serde_json::{json, Value};

fn card(i: usize) -> Card {
    Card::new(Rank::ALL[i % 13], Suit::ALL[(i / 13) % 4])
}

fn text(idx: &[usize]) -> String {
    idx.iter()
        .map(|&i| card(i).to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

fn table(seats: usize) -> Table {
    Table {
        seats,
        hand_index: 0,
        dealer: 0,
    }
}

fn sum(p: &[Points]) -> Points {
    p.iter().copied().sum()
}

/// Minimum deadwood by brute force: list every meld the hand holds (3 or 4 of a rank; 3 or
/// more of a suit in a row, wrapping K-A-2 when `wrap`), then try every set of disjoint melds.
/// Cards are 0..52 (suit-major, ace first); `ace` is the ace's value.
fn brute_deadwood(hand: &[usize], wrap: bool, ace: u32) -> u32 {
    let value = |i: usize| match i % 13 {
        0 => ace,
        r if r >= 9 => 10,
        r => r as u32 + 1,
    };
    let pos = |c: usize| hand.iter().position(|&h| h == c);
    let mut melds: Vec<u64> = Vec::new();
    for rank in 0..13 {
        let held: Vec<usize> = (0..4).filter_map(|s| pos(s * 13 + rank)).collect();
        for pick in 0u32..16 {
            let chosen: Vec<usize> = (0..held.len()).filter(|b| pick & (1 << b) != 0).collect();
            if chosen.len() >= 3 && chosen.len() == pick.count_ones() as usize {
                melds.push(chosen.iter().fold(0, |m, &b| m | 1 << held[b]));
            }
        }
    }
    for suit in 0..4 {
        for start in 0..13 {
            for len in 3..=13 {
                if (!wrap && start + len > 13) || (len == 13 && start != 0) {
                    continue;
                }
                let cards: Option<Vec<usize>> = (0..len)
                    .map(|q| pos(suit * 13 + (start + q) % 13))
                    .collect();
                if let Some(cards) = cards {
                    melds.push(cards.iter().fold(0, |m, &b| m | 1 << b));
                }
            }
        }
    }
    melds.sort_unstable();
    melds.dedup();
    let total: u32 = hand.iter().map(|&c| value(c)).sum();
    let worth = |m: u64| {
        (0..hand.len())
            .filter(|b| m & (1 << b) != 0)
            .map(|b| value(hand[b]))
            .sum::<u32>()
    };
    fn best(melds: &[u64], used: u64, worth: &dyn Fn(u64) -> u32) -> u32 {
        let mut top = 0;
        for (i, &m) in melds.iter().enumerate() {
            if m & used == 0 {
                top = top.max(worth(m) + best(&melds[i + 1..], used | m, worth));
            }
        }
        top
    }
    total - best(&melds, 0, &worth)
}

/// A shuffled deck and where to cut it into seat hands: every seat holds at least one card (a
/// seat that did not go out and holds none was not entered, `E_CARDS_MISSING`), and the seats
/// together never need more than the deck.
fn deal(
    seats: std::ops::RangeInclusive<usize>,
    max: usize,
) -> impl Strategy<Value = (Vec<usize>, Vec<usize>)> {
    let deck = Just((0..52).collect::<Vec<usize>>()).prop_shuffle();
    (deck, seats).prop_flat_map(move |(deck, n)| {
        let most = max.min(52 / n.max(1)).max(1);
        (Just(deck), proptest::collection::vec(1..=most, n))
    })
}

fn hands_of(deck: &[usize], sizes: &[usize]) -> Vec<Vec<usize>> {
    let mut at = 0;
    sizes
        .iter()
        .map(|&n| {
            // Cut short when the deck runs out (6 seats of 12 would need 72 cards).
            let end = (at + n).min(deck.len());
            let h = deck[at..end].to_vec();
            at = end;
            h
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn knock_settlements_sum_to_zero(
        counts in proptest::collection::vec(0u32..=100, 2..=6),
        knocker in 0usize..6,
        penalty in 0u32..1000,
        rummy_bonus in 0u32..1000,
        pagat in any::<bool>(),
        floor in any::<bool>(),
    ) {
        let knocker = knocker % counts.len();
        let o = KnockRummyOptions {
            penalty,
            rummy_bonus,
            penalty_recipients: if pagat { PenaltyRecipients::BelowKnocker } else { PenaltyRecipients::Winners },
            floor,
            ..KnockRummyOptions::default()
        };
        let net = settle_counts(&o, knocker, &counts);
        prop_assert_eq!(sum(&net), Points::ZERO);
        // The lowest count never pays, and a knocker tied for it never receives.
        let low = *counts.iter().min().unwrap();
        for (i, c) in counts.iter().enumerate() {
            if *c == low && i != knocker {
                prop_assert!(net[i] >= Points::ZERO);
            }
        }
        prop_assert!(counts[knocker] == 0 || net[knocker] <= Points::ZERO || counts[knocker] == low);
    }

    #[test]
    fn knock_counts_are_the_brute_force_deadwood((deck, knocker) in (Just((0..52).collect::<Vec<usize>>()).prop_shuffle(), 0usize..3)) {
        let hands = hands_of(&deck, &[7, 7, 7]);
        let entries = hands.iter().map(|h| RummySeatEntry::Cards(text(h))).collect();
        let hand = KnockRummyHand::Cards(KnockRummyCards { knocker: Some(knocker), hands: entries });
        let s = KnockRummy::score(&KnockRummyOptions::default(), &table(3), &hand).unwrap();
        for (h, c) in hands.iter().zip(&s.outcome.seats) {
            prop_assert_eq!(c.count, brute_deadwood(h, false, 1), "{}", text(h));
            let melded: usize = c.melds.iter().map(|m| m.cards.len()).sum();
            prop_assert_eq!(melded + c.counted.len(), h.len());
        }
        prop_assert_eq!(sum(&s.points), Points::ZERO);
    }

    #[test]
    fn boathouse_counts_are_the_brute_force_and_sum_to_zero((deck, sizes) in deal(2..=6, 12), winner in 0usize..6) {
        let winner = winner % sizes.len();
        let mut sizes = sizes;
        sizes[winner] = 0;
        let hands = hands_of(&deck, &sizes);
        let hand = BoathouseHand::Cards(BoathouseCards { winner, hands: hands.iter().map(|h| text(h)).collect() });
        let s = BoathouseRummy::score(&BoathouseOptions::default(), &table(sizes.len()), &hand).unwrap();
        for (h, c) in hands.iter().zip(&s.outcome.seats) {
            prop_assert_eq!(c.count, brute_deadwood(h, true, 11), "{}", text(h));
        }
        prop_assert_eq!(sum(&s.points), Points::ZERO);
    }

    #[test]
    fn gamblers_and_classic_settle_to_zero(
        (deck, sizes) in deal(4..=4, 7),
        winner in proptest::option::of(0usize..4),
        lowest in any::<bool>(),
        floor in any::<bool>(),
    ) {
        let mut sizes = sizes;
        if let Some(w) = winner { sizes[w] = 0; }
        let hands = hands_of(&deck, &sizes);
        let texts: Vec<String> = hands.iter().map(|h| text(h)).collect();
        let o = GamblersOptions {
            refusal: if lowest { GamblersRefusal::LowestCollects } else { GamblersRefusal::Void },
            floor,
            ..GamblersOptions::default()
        };
        let g = GamblersHand::Cards(GamblersCards { winner, hands: texts.clone(), one_turn_out: false });
        let s = GamblersRummy::score(&o, &table(4), &g).unwrap();
        prop_assert_eq!(sum(&s.points), Points::ZERO);
        for (h, c) in hands.iter().zip(&s.outcome.seats) {
            let all: u32 = h.iter().map(|&i| card(i).rank().map_or(0, Rank::pip_value)).sum();
            prop_assert_eq!(c.count, all);
        }
        let classic = BasicRummyOptions { floor, nobody_out: true, ..BasicRummyOptions::classic() };
        let b = BasicRummyHand::Cards(BasicRummyCards {
            winner,
            hands: texts.into_iter().map(RummySeatEntry::Cards).collect(),
            rummy: floor,
        });
        let s = BasicRummy::score(&classic, &table(4), &b).unwrap();
        prop_assert_eq!(sum(&s.points), Points::ZERO);
        let basic = BasicRummyOptions { floor, ..BasicRummyOptions::basic() };
        let s = BasicRummy::score(&basic, &table(4), &b).unwrap();
        let pot = s.outcome.pot.unwrap_or(0);
        if winner.is_none() && !floor {
            prop_assert_eq!(sum(&s.points), Points::from(pot));
        }
    }

    #[test]
    fn no_typed_input_panics(
        entries in proptest::collection::vec(
            prop_oneof![".{0,30}".prop_map(RummySeatEntry::Cards), any::<i64>().prop_map(RummySeatEntry::Count)],
            0..9,
        ),
        seats in 0usize..9,
        seat in proptest::option::of(0usize..12),
        flag in any::<bool>(),
        n in any::<u32>(),
    ) {
        let texts: Vec<String> = entries.iter().map(|e| match e {
            RummySeatEntry::Cards(t) => t.clone(),
            RummySeatEntry::Count(c) => c.to_string(),
        }).collect();
        let t = table(seats);
        let b = BasicRummyHand::Cards(BasicRummyCards { winner: seat, hands: entries.clone(), rummy: flag });
        let bo = BasicRummyOptions { floor: flag, ..BasicRummyOptions::default() };
        let _ = BasicRummy::score(&bo, &t, &b);
        let _ = BasicRummy::score(&BasicRummyOptions::classic(), &t, &b);
        let k = KnockRummyHand::Cards(KnockRummyCards { knocker: seat, hands: entries });
        let ko = KnockRummyOptions { penalty: n, rummy_bonus: n, floor: flag, deal_size: KnockDealSize::Pagat, ..KnockRummyOptions::default() };
        let _ = KnockRummy::score(&ko, &t, &k);
        let h = BoathouseHand::Cards(BoathouseCards { winner: seat.unwrap_or(0), hands: texts.clone() });
        let _ = BoathouseRummy::score(&BoathouseOptions::default(), &t, &h);
        let g = GamblersHand::Cards(GamblersCards { winner: seat, hands: texts, one_turn_out: flag });
        let _ = GamblersRummy::score(&GamblersOptions::default(), &t, &g);
    }

    #[test]
    fn no_json_panics(
        seats in 0usize..9,
        hands in proptest::collection::vec(
            prop_oneof![
                "[0-9A-Za-z♠♥ ,]{0,24}".prop_map(Value::from),
                any::<i64>().prop_map(Value::from),
                any::<f64>().prop_map(|f| json!(f)),
                Just(Value::Null),
            ],
            0..9,
        ),
        seat in prop_oneof![Just(Value::Null), any::<i64>().prop_map(Value::from), Just(json!("x"))],
        form in prop_oneof![Just("cards"), Just("points"), Just("nope")],
        points in proptest::collection::vec(prop_oneof![any::<i64>().prop_map(Value::from), "-?[0-9]{1,12}/[0-9]{1,5}".prop_map(Value::from)], 0..9),
        option in prop_oneof![Just(json!({})), Just(json!({"preset": "classic"})), Just(json!({"preset": "pagat"})),
            any::<u32>().prop_map(|n| json!({"penalty": n, "rummyBonus": n, "floor": true})),
            any::<i64>().prop_map(|n| json!({"target": n})), Just(json!({"refusal": "lowest_collects", "floor": true}))],
    ) {
        let facts = json!({"form": form, "winner": seat, "knocker": seat, "hands": hands, "points": points,
            "rummy": true, "oneTurnOut": false});
        for kind in [GameKind::BasicRummy, GameKind::BoathouseRummy, GameKind::GamblersRummy, GameKind::KnockRummy] {
            if let Ok(s) = score_json(kind, &option, &table(seats), &facts) {
                prop_assert_eq!(s.points.len(), seats);
            }
        }
    }
}

#[test]
fn brute_force_agrees_with_the_worked_examples() {
    let idx = |t: &str| -> Vec<usize> {
        cardtable_rules::notation::parse_cards(t)
            .unwrap()
            .iter()
            .map(|c| c.index())
            .collect()
    };
    assert_eq!(
        brute_deadwood(&idx("AS KS QS 2D 2C 2H 7C 9H AD"), true, 11),
        27
    );
    assert_eq!(brute_deadwood(&idx("AS AH AD KS QS 2S 3S"), true, 11), 22);
    assert_eq!(brute_deadwood(&idx("QS QH JD 8C 5D 6D TD"), false, 1), 59);
    assert_eq!(brute_deadwood(&idx("QH KH AH"), false, 1), 21);
    assert_eq!(brute_deadwood(&idx("QH KH AH"), true, 11), 0);
}
