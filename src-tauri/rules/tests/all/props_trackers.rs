//! Properties of the two live trackers, Skull & Roses and Avalanche (RULES.md §8, §9):
//! - every Avalanche play on a moving avalanche is exactly one of grow, stop or fall (§9.2);
//! - cards are conserved through any sequence of Avalanche moves, legal or refused (§9.5);
//! - a Skull & Roses game played by random legal moves always ends, with exactly one winner,
//!   and the ledger's end rule (folding the stored rounds) names the same single winner;
//! - no move, count or facts, however wild, makes either referee panic.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use cardtable_rules::games::avalanche::{classify, AvRank, AvalancheMove, Deal, Play, PlayKind};
use cardtable_rules::games::dispatch::score_json;
use cardtable_rules::games::skull_and_roses::{Face, Round, SkullMove, SkullNext, SkullStanding};
use cardtable_rules::games::{GameKind, Table};
use cardtable_rules::ledger::{fold, StoredHand};
use proptest::prelude::*;
use serde_json::{json, Value};

fn rank() -> impl Strategy<Value = AvRank> {
    (0usize..14).prop_map(|i| AvRank::all().nth(i).unwrap())
}

fn play() -> impl Strategy<Value = Play> {
    (1u32..12, rank()).prop_map(|(count, rank)| Play { count, rank })
}

/// A move that may be anything: any seat, any count (0 and huge included), any rank.
fn wild_avalanche_move() -> impl Strategy<Value = AvalancheMove> {
    prop_oneof![
        (0usize..8).prop_map(|seat| AvalancheMove::Snowfall { seat }),
        (0usize..8, prop_oneof![0u32..12, Just(u32::MAX)], rank())
            .prop_map(|(seat, count, rank)| AvalancheMove::Play { seat, count, rank }),
    ]
}

fn wild_skull_move() -> impl Strategy<Value = SkullMove> {
    let seat = prop_oneof![0usize..6, Just(usize::MAX)];
    let bid = prop_oneof![0u32..20, Just(u32::MAX)];
    prop_oneof![
        seat.clone().prop_map(|seat| SkullMove::Place { seat }),
        (seat.clone(), bid.clone()).prop_map(|(seat, bid)| SkullMove::Challenge { seat, bid }),
        (seat.clone(), bid).prop_map(|(seat, bid)| SkullMove::Raise { seat, bid }),
        seat.clone().prop_map(|seat| SkullMove::Pass { seat }),
        (seat.clone(), any::<bool>()).prop_map(|(stack, s)| SkullMove::Reveal {
            stack,
            card: if s { Face::Skull } else { Face::Rose }
        }),
        proptest::option::of(any::<u8>()).prop_map(|pick| SkullMove::Lose { pick }),
        seat.prop_map(|seat| SkullMove::Starter { seat }),
    ]
}

/// One played round: its first player, the cards at its start, its moves.
type PlayedRound = (usize, Vec<u8>, Vec<SkullMove>);

/// Plays a whole Skull & Roses game, each move picked by the next random index among the
/// legal ones; returns the standing and every round as (first, cards at start, moves).
fn random_game(seats: usize, picks: &[u16]) -> (SkullStanding, Vec<PlayedRound>) {
    let mut st = SkullStanding::new(seats, 0);
    let mut rounds = Vec::new();
    let mut k = 0usize;
    // Each round costs a card or scores a success: 4 × 12 + 12 rounds at most.
    for _ in 0..70 {
        if st.over {
            break;
        }
        let mut round = Round::start(&st.cards, st.first, &[]).unwrap();
        let start = (st.first, st.cards.clone());
        let mut steps = 0;
        while round.next() != SkullNext::Done {
            let legal = round.legal_moves();
            assert!(!legal.is_empty(), "a round that waits has a legal move");
            let m = legal[usize::from(picks[k % picks.len()]) % legal.len()];
            k += 1;
            round.apply(&m).unwrap();
            steps += 1;
            assert!(steps < 500, "a round ends");
        }
        st.add_round(&round.result().unwrap());
        rounds.push((start.0, start.1, round.moves().to_vec()));
    }
    (st, rounds)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn every_play_is_exactly_one_class(prev in play(), p in play()) {
        let grow = p.count > prev.count || (p.count == prev.count && p.rank >= prev.rank);
        let stop = prev.count >= 2 && p.count == prev.count && p.rank < prev.rank;
        let fall = p.count < prev.count
            || (prev.count == 1 && p.count == 1 && p.rank < prev.rank);
        prop_assert_eq!(u8::from(grow) + u8::from(stop) + u8::from(fall), 1);
        let want = if grow { PlayKind::Grow } else if stop { PlayKind::Stop } else { PlayKind::Fall };
        prop_assert_eq!(classify(Some(prev), p), want);
        prop_assert_eq!(classify(None, p), PlayKind::Start);
    }

    #[test]
    fn cards_are_conserved(
        seats in 2usize..=6,
        extra in 0u32..60,
        first in 0usize..6,
        picks in proptest::collection::vec(any::<u16>(), 1..400),
        wild in proptest::collection::vec(wild_avalanche_move(), 0..40),
    ) {
        let deck = 10 * seats as u32 + extra;
        let mut d = Deal::start(seats, deck, first % seats, &[]).unwrap();
        // Legal moves picked at random, with wild ones (mostly refused) mixed in.
        for (i, pick) in picks.iter().enumerate() {
            if let Some(m) = wild.get(i) {
                let before = d.clone();
                if d.apply(m).is_err() {
                    prop_assert_eq!(&d, &before, "a refused move changes nothing");
                }
            }
            let legal = d.legal_moves();
            if legal.is_empty() {
                prop_assert!(d.over);
                break;
            }
            d.apply(&legal[usize::from(*pick) % legal.len()]).unwrap();
            prop_assert_eq!(d.accounted(), u64::from(deck));
        }
        prop_assert_eq!(d.accounted(), u64::from(deck));
    }

    #[test]
    fn a_skull_game_always_ends_with_one_winner(
        seats in 3usize..=6,
        picks in proptest::collection::vec(any::<u16>(), 1..200),
    ) {
        let (st, rounds) = random_game(seats, &picks);
        prop_assert!(st.over, "the game ends");
        prop_assert!(st.winner.is_some());
        let two = st.successes.iter().filter(|&&s| s >= 2).count();
        let left = st.cards.iter().filter(|&&c| c > 0).count();
        prop_assert!(two == 1 || (two == 0 && left == 1), "{:?}", st);
        // The ledger, folding the stored rounds, names the same single winner.
        let hands: Vec<StoredHand> = rounds
            .iter()
            .enumerate()
            .map(|(i, (first, cards, moves))| StoredHand {
                id: i as i64,
                dealer: *first,
                facts: json!({"form": "round", "cards": cards, "moves": moves}).into(),
                points: vec![],
                played_at: String::new(),
            })
            .collect();
        let s = fold(GameKind::SkullAndRoses, &json!({}), seats, 0, &hands);
        prop_assert_eq!(s.problems, 0);
        prop_assert!(s.over);
        prop_assert_eq!(s.winners, vec![st.winner.unwrap()]);
    }

    #[test]
    fn no_skull_input_panics(
        cards in proptest::collection::vec(0u8..8, 0..14),
        first in 0usize..14,
        moves in proptest::collection::vec(wild_skull_move(), 0..60),
    ) {
        if let Ok(mut r) = Round::start(&cards, first, &[]) {
            for m in &moves {
                let before = r.clone();
                if r.apply(m).is_err() {
                    prop_assert_eq!(&r, &before, "a refused move changes nothing");
                }
                let _ = (r.next(), r.legal_moves(), r.result());
            }
        }
        let facts = json!({"form": "round", "cards": cards, "moves": moves});
        let table = Table { seats: cards.len(), hand_index: 0, dealer: first };
        let _ = score_json(GameKind::SkullAndRoses, &json!({}), &table, &facts);
    }

    #[test]
    fn no_facts_panic(seats in 0usize..14, dealer in 0usize..14, facts in wild_json()) {
        let table = Table { seats, hand_index: 0, dealer };
        for kind in [GameKind::SkullAndRoses, GameKind::Avalanche] {
            let _ = score_json(kind, &json!({}), &table, &facts);
            let _ = score_json(kind, &facts, &table, &facts);
        }
    }
}

/// JSON shaped like the trackers' facts, with wild values in every slot.
fn wild_json() -> impl Strategy<Value = Value> {
    let num = prop_oneof![
        Just(json!(-1)),
        Just(json!(0)),
        Just(json!(3)),
        Just(json!(u64::MAX)),
        Just(json!(1.5)),
        Just(json!("7")),
        Just(json!(null)),
    ];
    let list = proptest::collection::vec(num.clone(), 0..8).prop_map(Value::from);
    (
        prop_oneof![
            Just("round"),
            Just("plays"),
            Just("counts"),
            Just("points"),
            Just("x")
        ],
        list.clone(),
        list,
        num,
    )
        .prop_map(|(form, a, b, n)| {
            json!({
                "form": form, "cards": a, "points": b, "stored": a, "removed": n,
                "moves": [{"move": "play", "seat": n, "count": n, "rank": "K"},
                          {"move": "place", "seat": n}],
                "last": {"seat": n, "cards": n}, "first": n, "onTable": n
            })
        })
}
