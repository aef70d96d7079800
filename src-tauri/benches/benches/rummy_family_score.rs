//! Criterion benchmark of refereeing one hand of Basic Rummy, Boathouse, Gambler's and Knock
//! Rummy end to end (`Game::score`: parsing, checks, counts through the meld solver, the
//! settlement and the explanation), on the worst hand each game accepts:
//!
//! - Boathouse: a loser holding [`MAX_HAND`] (18) cards, the longest counted, in the slowest
//!   shape found (every card in a run and a set: Q K A 2 round the corner in all four suits, and
//!   3♠ 3♥); plus 18 gappy cards.
//! - Knock Rummy: two players with 10 cards each, every card in both a run and a set.
//! - Basic Rummy: six players, 6 cards each left (all cards count: no solver).
//! - Gambler's Rummy: four players, 7 cards each.
//!
//! The peer, measured in the same run, is [`min_deadwood`] alone on the same Boathouse hand:
//! the ratio says what the checks and the explanation cost on top of the search.

use cardtable_rules::arrange::min_deadwood;
use cardtable_rules::games::basic_rummy::{
    BasicRummy, BasicRummyCards, BasicRummyHand, BasicRummyOptions,
};
use cardtable_rules::games::boathouse_rummy::{
    BoathouseCards, BoathouseHand, BoathouseOptions, BoathouseRummy, MAX_HAND,
};
use cardtable_rules::games::gamblers_rummy::{
    GamblersCards, GamblersHand, GamblersOptions, GamblersRummy,
};
use cardtable_rules::games::knock_rummy::{
    KnockRummy, KnockRummyCards, KnockRummyHand, KnockRummyOptions,
};
use cardtable_rules::games::rummy_family::RummySeatEntry;
use cardtable_rules::games::{Game, Table};
use cardtable_rules::meld::MeldRules;
use cardtable_rules::notation::parse_cards;
use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;

fn table(seats: usize) -> Table {
    Table {
        seats,
        hand_index: 0,
        dealer: 0,
    }
}

/// The slowest 18-card shape found: Q K A 2 round the corner in all four suits, and 3♠ 3♥;
/// every card lies in both a run and a set.
const BOATHOUSE_18: &str = "QS KS AS 2S 3S QH KH AH 2H 3H QD KD AD 2D QC KC AC 2C";
/// 18 cards with a gap in every suit, for comparison.
const BOATHOUSE_18_GAPS: &str = "AS 2S 4S 5S 7S 8S TS JS KS AH 3H 4H 6H 7H 9H TH QH 2D";

fn boathouse(loser: &str) -> BoathouseHand {
    BoathouseHand::Cards(BoathouseCards {
        winner: 0,
        hands: vec![String::new(), loser.to_string()],
    })
}

fn score(c: &mut Criterion) {
    assert_eq!(BOATHOUSE_18.split(' ').count(), MAX_HAND);
    let mut g = c.benchmark_group("rummy_family_score");
    let bo = BoathouseOptions::default();
    for (name, loser) in [
        ("boathouse_18_all_conflicts", BOATHOUSE_18),
        ("boathouse_18_gaps", BOATHOUSE_18_GAPS),
    ] {
        let hand = boathouse(loser);
        assert!(BoathouseRummy::score(&bo, &table(2), &hand).is_ok());
        g.bench_function(name, |b| {
            b.iter(|| black_box(BoathouseRummy::score(&bo, &table(2), black_box(&hand)).is_ok()))
        });
    }
    let cards = parse_cards(BOATHOUSE_18).unwrap_or_default();
    let rules = MeldRules::boathouse();
    g.bench_function("peer_min_deadwood_boathouse_18", |b| {
        b.iter(|| black_box(min_deadwood(black_box(&cards), &rules)))
    });

    let knock = KnockRummyHand::Cards(KnockRummyCards {
        knocker: Some(0),
        hands: vec![
            RummySeatEntry::Cards("AS 2S 3S 4S 5S AH 2H 3H 4H 5H".into()),
            RummySeatEntry::Cards("AD 2D 3D 4D 5D AC 2C 3C 4C 5C".into()),
        ],
    });
    let ko = KnockRummyOptions::default();
    assert!(KnockRummy::score(&ko, &table(2), &knock).is_ok());
    g.bench_function("knock_rummy_2x10_all_conflicts", |b| {
        b.iter(|| black_box(KnockRummy::score(&ko, &table(2), black_box(&knock)).is_ok()))
    });

    let six = [
        "",
        "AS 2S 3S 4S 5S 6S",
        "AH 2H 3H 4H 5H 6H",
        "AD 2D 3D 4D 5D 6D",
        "AC 2C 3C 4C 5C 6C",
        "7S 7H 7D 7C 8S 8H",
    ];
    let basic = BasicRummyHand::Cards(BasicRummyCards {
        winner: Some(0),
        hands: six
            .iter()
            .map(|s| RummySeatEntry::Cards(s.to_string()))
            .collect(),
        rummy: false,
    });
    let classic = BasicRummyOptions::classic();
    assert!(BasicRummy::score(&classic, &table(6), &basic).is_ok());
    g.bench_function("classic_rum_6_players", |b| {
        b.iter(|| black_box(BasicRummy::score(&classic, &table(6), black_box(&basic)).is_ok()))
    });

    let gamblers = GamblersHand::Cards(GamblersCards {
        winner: Some(0),
        hands: vec![
            String::new(),
            "AS 2S 3S 4S 5S 6S 7S".into(),
            "AH 2H 3H 4H 5H 6H 7H".into(),
            "AD 2D 3D 4D 5D 6D 7D".into(),
        ],
        one_turn_out: false,
    });
    let go = GamblersOptions::default();
    assert!(GamblersRummy::score(&go, &table(4), &gamblers).is_ok());
    g.bench_function("gamblers_rummy_4x7", |b| {
        b.iter(|| black_box(GamblersRummy::score(&go, &table(4), black_box(&gamblers)).is_ok()))
    });
    g.finish();
}

criterion_group!(benches, score);
criterion_main!(benches);
