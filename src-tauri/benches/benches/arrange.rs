//! Criterion benchmarks of the arrangement solver against the budgets of DESIGN.md: random
//! 10-card Gin hands, knock-range 10-card hands (deadwood ≤ 10), the 11-card best discard, and
//! the worst hand the app accepts (16 cards, two decks, four jokers, Rummy 500 rules). Hands
//! come from a fixed-seed splitmix64 generator so runs compare.

use cardtable_rules::arrange::{arrange, best_discard, min_deadwood};
use cardtable_rules::meld::MeldRules;
use cardtable_rules::notation::parse_cards;
use cardtable_rules::{Card, Rank, Suit};
use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use std::hint::black_box;

struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// `n` cards from `packs` packs plus `jokers` jokers.
    fn deal(&mut self, n: usize, packs: usize, jokers: usize) -> Vec<Card> {
        let mut deck: Vec<Card> = (0..52 * packs)
            .map(|i| Card::new(Rank::ALL[i % 13], Suit::ALL[(i / 13) % 4]))
            .chain((0..jokers).map(|_| Card::Joker))
            .collect();
        for i in 0..n {
            let j = i + (self.next() % (deck.len() - i) as u64) as usize;
            deck.swap(i, j);
        }
        deck.truncate(n);
        deck
    }
}

const BATCH: usize = 1024;

fn hands(n: usize, seed: u64, keep: impl Fn(&[Card]) -> bool) -> Vec<Vec<Card>> {
    let mut rng = SplitMix(seed);
    let mut out = Vec::with_capacity(BATCH);
    while out.len() < BATCH {
        let h = rng.deal(n, 1, 0);
        if keep(&h) {
            out.push(h);
        }
    }
    out
}

fn oracle_hand(cards: &[Card]) -> gin_rummy::Hand {
    cards
        .iter()
        .filter_map(|c| {
            let suit = match c.suit()? {
                Suit::Spades => gin_rummy::Suit::Spades,
                Suit::Hearts => gin_rummy::Suit::Hearts,
                Suit::Diamonds => gin_rummy::Suit::Diamonds,
                Suit::Clubs => gin_rummy::Suit::Clubs,
            };
            let rank = gin_rummy::Rank::try_new(c.rank()?.number()).ok()?;
            Some(gin_rummy::Card { suit, rank })
        })
        .collect()
}

fn gin(c: &mut Criterion) {
    let rules = MeldRules::gin();
    let random = hands(10, 1, |_| true);
    let knock = hands(10, 2, |h| min_deadwood(h, &rules).is_ok_and(|d| d <= 10));
    let eleven = hands(11, 3, |_| true);
    let mut g = c.benchmark_group("gin");
    g.throughput(Throughput::Elements(BATCH as u64));
    g.bench_function("min_deadwood/random10", |b| {
        b.iter(|| {
            random
                .iter()
                .map(|h| min_deadwood(black_box(h), &rules).unwrap_or_default())
                .sum::<u32>()
        })
    });
    g.bench_function("min_deadwood/knock_range10", |b| {
        b.iter(|| {
            knock
                .iter()
                .map(|h| min_deadwood(black_box(h), &rules).unwrap_or_default())
                .sum::<u32>()
        })
    });
    g.bench_function("best_discard/random11", |b| {
        b.iter(|| {
            eleven
                .iter()
                .map(|h| {
                    best_discard(black_box(h), &rules)
                        .ok()
                        .flatten()
                        .map_or(0, |d| d.deadwood)
                })
                .sum::<u32>()
        })
    });
    // For scale: the `gin-rummy` crate (the oracle of tests/oracle.rs) on the same hands.
    let theirs: Vec<gin_rummy::Hand> = random.iter().map(|h| oracle_hand(h)).collect();
    g.bench_function("gin_rummy_crate_deadwood/random10", |b| {
        b.iter(|| {
            theirs
                .iter()
                .map(|h| u32::from(gin_rummy::deadwood(black_box(*h))))
                .sum::<u32>()
        })
    });
    g.bench_function("arrange/random10", |b| {
        b.iter(|| {
            random
                .iter()
                .map(|h| arrange(black_box(h), &rules).map_or(0, |a| a.deadwood))
                .sum::<u32>()
        })
    });
    g.finish();
}

fn worst(c: &mut Criterion) {
    let rules = MeldRules::rummy_500();
    // A dense 16-card hand: two decks, four jokers, every card within a few ranks of another.
    let dense =
        parse_cards("5S 5S 6S 6S 7S 5H 5H 6H 7H 5D 6D 7C 7C JK JK JK JK").unwrap_or_default();
    let dense: Vec<Card> = dense.into_iter().take(16).collect();
    let mut rng = SplitMix(4);
    let random: Vec<Vec<Card>> = (0..64)
        .map(|_| {
            let mut h = rng.deal(12, 2, 0);
            h.extend([Card::Joker; 4]);
            h
        })
        .collect();
    let mut g = c.benchmark_group("worst");
    let adversarial = [
        ("dense16_2decks_4jokers", dense),
        (
            "one_suit16_2decks_4jokers",
            parse_cards("5S 5S 6S 6S 7S 7S 8S 8S 9S 9S TS TS JK JK JK JK").unwrap_or_default(),
        ),
        (
            "two_suits16_2decks_4jokers",
            parse_cards("5S 5S 6S 6H 7S 7H 8S 8H 9S 9H TS TH JK JK JK JK").unwrap_or_default(),
        ),
        (
            "sets16_2decks_4jokers",
            parse_cards("7S 7H 7D 7C 7S 7H 7D 7C 8S 8H 8D 8C JK JK JK JK").unwrap_or_default(),
        ),
        (
            "ranks16_2decks_4jokers",
            parse_cards("7S 7H 7D 7C 7S 7H 8D 8C 8S 8H 6D 6C JK JK JK JK").unwrap_or_default(),
        ),
    ];
    for (name, hand) in &adversarial {
        g.bench_function(format!("min_deadwood/{name}"), |b| {
            b.iter(|| min_deadwood(black_box(hand), &rules))
        });
        g.bench_function(format!("arrange/{name}"), |b| {
            b.iter(|| arrange(black_box(hand), &rules).map_or(0, |a| a.deadwood))
        });
    }
    g.throughput(Throughput::Elements(random.len() as u64));
    g.bench_function("min_deadwood/random16_2decks_4jokers", |b| {
        b.iter_batched(
            || random.clone(),
            |hs| {
                hs.iter()
                    .map(|h| min_deadwood(h, &rules).unwrap_or_default())
                    .sum::<u32>()
            },
            BatchSize::SmallInput,
        )
    });
    g.finish();
}

criterion_group!(benches, gin, worst);
criterion_main!(benches);
