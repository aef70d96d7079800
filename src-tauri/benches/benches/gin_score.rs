//! Criterion benchmark of refereeing one Gin Rummy knock end to end (`Gin::score`): checks,
//! the knocker's best arrangement (with the tie-break over every optimal one), the defender's
//! lay-off search and the explanation. Deals are knock-range knocker hands (deadwood 1–10)
//! against random defenders, from a fixed-seed splitmix64 generator so runs compare; plus the
//! RULES.md G3 hand (three chained lay-offs).

use cardtable_rules::arrange::min_deadwood;
use cardtable_rules::games::gin::{CardsEntry, Gin, GinHand, GinOptions};
use cardtable_rules::games::{Game, Table};
use cardtable_rules::meld::MeldRules;
use cardtable_rules::{Card, Rank, Suit};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
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
}

const BATCH: usize = 256;

/// Knock-range deals: the knocker's 10 cards have deadwood 1–10.
fn deals() -> Vec<GinHand> {
    let rules = MeldRules::gin();
    let mut rng = SplitMix(7);
    let mut out = Vec::with_capacity(BATCH);
    while out.len() < BATCH {
        let mut deck: Vec<Card> = (0..52)
            .map(|i| Card::new(Rank::ALL[i % 13], Suit::ALL[i / 13]))
            .collect();
        for i in 0..20 {
            let j = i + (rng.next() % (52 - i) as u64) as usize;
            deck.swap(i, j);
        }
        let k = deck[..10].to_vec();
        if !min_deadwood(&k, &rules).is_ok_and(|d| (1..=10).contains(&d)) {
            continue;
        }
        out.push(GinHand::Cards(CardsEntry {
            knocker: 0,
            knocker_cards: k,
            defender_cards: deck[10..20].to_vec(),
            knocker_melds: None,
            upcard: None,
            layoffs: None,
        }));
    }
    out
}

fn score(c: &mut Criterion) {
    let o = GinOptions::seed();
    let table = Table {
        seats: 2,
        hand_index: 0,
        dealer: 1,
    };
    let knocks = deals();
    let g3 = GinHand::Cards(
        CardsEntry::from_text(
            "4S 5S 6S QC QD QH 7D 8D 9D 3C",
            "7S 8S 3S KH KS KD AH 2D QS TD",
            None,
            None,
            None,
        )
        .unwrap_or_else(|_| std::process::abort()),
    );
    let mut g = c.benchmark_group("gin_score");
    g.throughput(Throughput::Elements(BATCH as u64));
    g.bench_function("knock_range_deals", |b| {
        b.iter(|| {
            for h in &knocks {
                black_box(Gin::score(&o, &table, black_box(h)).is_ok());
            }
        })
    });
    g.throughput(Throughput::Elements(1));
    g.bench_function("g3_chained_layoffs", |b| {
        b.iter(|| black_box(Gin::score(&o, &table, black_box(&g3)).is_ok()))
    });
    g.finish();
}

criterion_group!(benches, score);
criterion_main!(benches);
