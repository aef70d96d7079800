//! Properties of Continental Rummy (§4.2): every settlement sums to zero exactly, whatever
//! the schedule; shape acceptance equals a brute force written here over every way of
//! cutting each sequence into contiguous pieces; and no input makes scoring panic.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use cardtable_rules::games::continental_rummy::{
    ContinentalCount, ContinentalHand, ContinentalMelds, ContinentalOptions, ContinentalRummy,
};
use cardtable_rules::games::dispatch::score_json;
use cardtable_rules::games::{Game, GameKind, Table};
use cardtable_rules::Points;
use proptest::prelude::*;
use serde_json::{json, Value};

const RANKS: [&str; 14] = [
    "A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A",
];
const SUITS: [&str; 4] = ["S", "H", "D", "C"];

/// Every multiset of piece lengths a run of `n` cards can be cut into (contiguous pieces of
/// 3 or more), by trying every cut.
fn cuts(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return vec![vec![]];
    }
    let mut out = Vec::new();
    for first in 3..=n {
        for mut rest in cuts(n - first) {
            rest.push(first);
            out.push(rest);
        }
    }
    out
}

/// The brute force: some cut of every run makes one of the three listed shapes.
fn brute_listed(lengths: &[usize]) -> bool {
    fn go(lengths: &[usize], acc: &mut Vec<usize>) -> bool {
        let Some((&n, rest)) = lengths.split_first() else {
            let mut parts = acc.clone();
            parts.sort_unstable();
            return [vec![3, 3, 3, 3, 3], vec![3, 4, 4, 4], vec![3, 3, 4, 5]].contains(&parts);
        };
        cuts(n).into_iter().any(|c| {
            let before = acc.len();
            acc.extend(c);
            let ok = go(rest, acc);
            acc.truncate(before);
            ok
        })
    }
    go(lengths, &mut Vec::new())
}

/// Lengths of 3..=13 summing to 15, built from random choices.
fn lengths() -> impl Strategy<Value = Vec<usize>> {
    proptest::collection::vec(any::<u8>(), 5).prop_map(|choices| {
        let mut left = 15usize;
        let mut out = Vec::new();
        for c in choices {
            if left == 0 {
                break;
            }
            // A part p leaves 0 or at least 3; at most 13 cards make one sequence.
            let allowed: Vec<usize> = (3..=left.min(13))
                .filter(|&p| left - p == 0 || left - p >= 3)
                .collect();
            let p = allowed[usize::from(c) % allowed.len()];
            out.push(p);
            left -= p;
        }
        out
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]

    #[test]
    fn shape_acceptance_equals_the_brute_force(lens in lengths(), starts in proptest::collection::vec(0usize..11, 5)) {
        // Sequence i in suit i mod 4 (two packs allow the fifth to repeat a suit's cards).
        let melds: Vec<String> = lens
            .iter()
            .enumerate()
            .map(|(i, &n)| {
                let start = starts[i].min(14 - n);
                (start..start + n).map(|r| format!("{}{}", RANKS[r], SUITS[i % 4])).collect::<Vec<_>>().join(" ")
            })
            .collect();
        let hand = ContinentalHand::Melds(ContinentalMelds { winner: 0, melds, first_turn: false, without_drawing: false });
        let table = Table { seats: 4, hand_index: 0, dealer: 0 };
        let listed = ContinentalRummy::score(&ContinentalOptions::default(), &table, &hand);
        prop_assert_eq!(listed.is_ok(), brute_listed(&lens), "{:?} {:?}", lens, listed.err());
        let any = ContinentalOptions { any_partition: true, ..ContinentalOptions::default() };
        prop_assert!(ContinentalRummy::score(&any, &table, &hand).is_ok());
    }

    #[test]
    fn settlements_sum_to_zero(
        seats in 2usize..13,
        winner in 0usize..12,
        jokers in 0u32..5,
        deuces in 0u32..17,
        flags in any::<[bool; 3]>(),
        knobs in any::<[u16; 7]>(),
        bicycle in any::<bool>(),
    ) {
        let o = ContinentalOptions {
            going_out: u32::from(knobs[0]),
            per_joker: u32::from(knobs[1]),
            per_deuce: u32::from(knobs[2]),
            no_wild_bonus: u32::from(knobs[3]),
            first_turn_bonus: u32::from(knobs[4]),
            first_turn_no_draw_bonus: u32::from(knobs[5]),
            one_suit_bonus: u32::from(knobs[6]),
            deuces_wild: bicycle,
            ..ContinentalOptions::default()
        };
        let hand = ContinentalHand::Count(ContinentalCount {
            winner: winner % seats,
            jokers,
            deuces: if bicycle { deuces } else { 0 },
            first_turn: flags[0],
            without_drawing: flags[1],
            one_suit: flags[2],
        });
        let table = Table { seats, hand_index: 0, dealer: 0 };
        if let Ok(s) = ContinentalRummy::score(&o, &table, &hand) {
            prop_assert_eq!(s.points.iter().copied().sum::<Points>(), Points::ZERO);
            // What each loser pays, from RULES.md §4.2 written out here (not the game's own
            // payment list): going out; per joker; per wild deuce; no wild card used; out on
            // the first turn (without drawing: its own amount); all in one suit.
            let deuces_counted = if bicycle { i64::from(deuces) } else { 0 };
            let mut pays = i64::from(knobs[0])
                + i64::from(jokers) * i64::from(knobs[1])
                + deuces_counted * i64::from(knobs[2]);
            if jokers == 0 && deuces_counted == 0 {
                pays += i64::from(knobs[3]);
            }
            if flags[0] {
                pays += i64::from(if flags[1] { knobs[5] } else { knobs[4] });
            }
            if flags[2] {
                pays += i64::from(knobs[6]);
            }
            prop_assert_eq!(i64::from(s.outcome.each_loser_pays), pays);
            prop_assert_eq!(s.points[winner % seats], Points::from(pays * (seats as i64 - 1)));
            for seat in (0..seats).filter(|&x| x != winner % seats) {
                prop_assert_eq!(s.points[seat], Points::from(-pays));
            }
        } else {
            // Refused only for more wild cards than the packs hold (2 packs to 5 players,
            // 3 to 8, 4 beyond; a joker each).
            let packs = match seats { 0..=5 => 2, 6..=8 => 3, _ => 4 };
            prop_assert!(jokers > packs || deuces > 4 * packs);
        }
    }
}

fn token() -> impl Strategy<Value = String> {
    prop_oneof![
        proptest::sample::select(vec![
            "AS", "2s", "10h", "Th", "JK", "jk=7c", "JK=JK", "2C=5D", "2c=", "1X", "", "QS", "KS",
            "AS", "3D=4D", "K♥", ",",
        ])
        .prop_map(str::to_string),
        "[ -~]{0,6}",
    ]
}

fn facts() -> impl Strategy<Value = Value> {
    (
        proptest::collection::vec(
            proptest::collection::vec(token(), 0..16).prop_map(|t| t.join(" ")),
            0..8,
        ),
        prop_oneof![Just("melds"), Just("count"), Just("points"), Just("x")],
        any::<u64>(),
        any::<u32>(),
        proptest::collection::vec(any::<i64>(), 0..13),
    )
        .prop_map(|(melds, form, winner, jokers, points)| {
            json!({"form": form, "melds": melds, "winner": winner % 16, "jokers": jokers % 8,
                "deuces": jokers % 20, "points": points})
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn no_input_panics(f in facts(), seats in 0usize..15, preset in prop_oneof![Just("seed"), Just("bicycle"), Just("any_partition")]) {
        let table = Table { seats, hand_index: 0, dealer: 0 };
        if let Ok(s) = score_json(GameKind::ContinentalRummy, &json!({"preset": preset}), &table, &f) {
            prop_assert_eq!(s.points.len(), seats);
            if f["form"] != "points" {
                prop_assert_eq!(s.points.iter().copied().sum::<Points>(), Points::ZERO);
            }
        }
    }
}
