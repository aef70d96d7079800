//! Criterion benchmark of refereeing the largest hand Rummy 500 and Continental Rummy accept,
//! against a floor in the same run: parsing the same card strings and nothing else.
//!
//! - Rummy 500: 8 players, two decks, all 108 cards entered: 24 melds (4 with a declared
//!   joker), 8 lay-offs onto runs and the 4 cards left in hand.
//! - Continental: 12 players (4 packs), 15 cards with 4 declared jokers under any-partition,
//!   and the same hand (as 5+4+3+3) under the listed shapes.
//!
//! The budget is under 1 ms per hand (DESIGN.md); the ratio to the floor shows where the
//! time goes.

use cardtable_rules::games::continental_rummy::{
    ContinentalHand, ContinentalMelds, ContinentalOptions, ContinentalRummy,
};
use cardtable_rules::games::rummy_500::{
    Rummy500, Rummy500Cards, Rummy500Hand, Rummy500Layoff, Rummy500Options,
};
use cardtable_rules::games::{Game, Table};
use cardtable_rules::meld::parse_declared;
use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;

const SUITS: [&str; 4] = ["S", "H", "D", "C"];

fn run(suit: &str, ranks: &str) -> String {
    ranks
        .split(' ')
        .map(|r| format!("{r}{suit}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Every card of two decks on the table or in hand, spread over 8 seats.
fn rummy_worst() -> Rummy500Cards {
    let mut melds = vec![Vec::new(); 8];
    let mut layoffs = vec![Vec::new(); 8];
    let mut hands = vec![Vec::new(); 8];
    for copy in 0..2 {
        for (i, suit) in SUITS.iter().enumerate() {
            let seat = copy * 4 + i;
            let low = if copy == 0 {
                // A declared joker stands for the 2; the real 2 stays in hand.
                hands[seat].push(format!("2{suit}"));
                format!("A{suit} JK=2{suit} 3{suit} 4{suit}")
            } else {
                run(suit, "A 2 3 4")
            };
            melds[seat].push(low);
            melds[seat].push(run(suit, "5 6 7"));
            melds[(seat + 1) % 8].push(run(suit, "8 9 T"));
            layoffs[(seat + 2) % 8].push(Rummy500Layoff {
                cards: run(suit, "J Q K"),
                onto: run(suit, "8 9 T"),
            });
        }
    }
    Rummy500Cards {
        hands: hands.iter().map(|h| h.join(" ")).collect(),
        melds,
        layoffs,
    }
}

fn continental_worst() -> ContinentalMelds {
    ContinentalMelds {
        winner: 0,
        melds: vec![
            "JK=AS 2S 3S JK=4S 5S".to_string(),
            "9H JK=TH JH QH".to_string(),
            "2D 3D JK=4D".to_string(),
            "JC QC KC".to_string(),
        ],
        first_turn: false,
        without_drawing: false,
    }
}

fn strings(h: &Rummy500Cards) -> Vec<&str> {
    h.hands
        .iter()
        .chain(h.melds.iter().flatten())
        .chain(h.layoffs.iter().flatten().flat_map(|l| [&l.cards, &l.onto]))
        .map(String::as_str)
        .collect()
}

fn bench(c: &mut Criterion) {
    let mut g = c.benchmark_group("rummy_score");
    let r5 = rummy_worst();
    let table8 = Table {
        seats: 8,
        hand_index: 0,
        dealer: 0,
    };
    let o = Rummy500Options::default();
    let hand = Rummy500Hand::Cards(r5.clone());
    assert!(Rummy500::score(&o, &table8, &hand).is_ok());
    let texts = strings(&r5);
    g.bench_function("floor/parse_rummy_500_108_cards", |b| {
        b.iter(|| {
            for t in &texts {
                black_box(parse_declared(black_box(t)).is_ok());
            }
        })
    });
    g.bench_function("rummy_500/8_players_108_cards", |b| {
        b.iter(|| black_box(Rummy500::score(&o, &table8, black_box(&hand)).is_ok()))
    });
    let cr = continental_worst();
    let table12 = Table {
        seats: 12,
        hand_index: 0,
        dealer: 0,
    };
    let any = ContinentalOptions {
        any_partition: true,
        ..ContinentalOptions::default()
    };
    let listed = ContinentalOptions::default();
    let cr_hand = ContinentalHand::Melds(cr.clone());
    assert!(ContinentalRummy::score(&any, &table12, &cr_hand).is_ok());
    assert!(ContinentalRummy::score(&listed, &table12, &cr_hand).is_ok());
    g.bench_function("floor/parse_continental_15_cards", |b| {
        b.iter(|| {
            for t in &cr.melds {
                black_box(parse_declared(black_box(t)).is_ok());
            }
        })
    });
    g.bench_function("continental/15_cards_4_jokers_any_partition", |b| {
        b.iter(|| black_box(ContinentalRummy::score(&any, &table12, black_box(&cr_hand)).is_ok()))
    });
    g.bench_function("continental/15_cards_4_jokers_listed_shapes", |b| {
        b.iter(|| {
            black_box(ContinentalRummy::score(&listed, &table12, black_box(&cr_hand)).is_ok())
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
