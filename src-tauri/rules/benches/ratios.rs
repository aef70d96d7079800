//! The solver's budgets of DESIGN.md as ratios taken in one run, for `make bench`: each figure
//! is printed with its peer beside it, because the machine is shared and absolute times drift.
//!
//! - 10-card minimum deadwood against the `gin-rummy` crate (the oracle of tests/oracle.rs) on
//!   the same 2,000 random hands: goal at least 10× faster.
//! - 11-card exact best discard with the arrangement after it (`best_discard`, as the referee
//!   returns it) against the crate's minimum over the 11 discards, on 1,000 random hands: goal
//!   at least 10× faster.
//! - A full 10-card optimal arrangement (`arrange`) against the deadwood alone on the same
//!   hands: goal at most 3× its cost.
//!
//! The contenders run interleaved in many short rounds, and each figure is the least time of
//! its rounds: load from other processes only ever adds time, and with short rounds each side
//! of a ratio gets its quiet moments. Hands come from a fixed-seed splitmix64 generator.
//! `RATIO_ROUNDS` sets the number of rounds (default 151).

use cardtable_rules::arrange::{self as solver, DiscardChoice};
use cardtable_rules::meld::Arrangement;

use cardtable_rules::meld::MeldRules;
use cardtable_rules::{Card, Rank, Suit};
use std::hint::black_box;
use std::time::{Duration, Instant};

// Every hand here is 10 or 11 cards, far inside the solver's limit: the error arm never runs.
fn min_deadwood(h: &[Card], rules: &MeldRules) -> u32 {
    solver::min_deadwood(h, rules).unwrap_or(u32::MAX)
}

fn arrange(h: &[Card], rules: &MeldRules) -> Arrangement {
    solver::arrange(h, rules).unwrap_or_else(|_| Arrangement {
        melds: Vec::new(),
        deadwood: u32::MAX,
        deadwood_cards: h.iter().copied().collect(),
    })
}

fn best_discard(h: &[Card], rules: &MeldRules) -> Option<DiscardChoice> {
    solver::best_discard(h, rules).ok().flatten()
}

struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// `n` distinct cards of one deck (a partial Fisher-Yates shuffle).
    fn deal(&mut self, n: usize) -> Vec<Card> {
        let mut deck: Vec<usize> = (0..52).collect();
        for i in 0..n {
            let j = i + (self.next() % (52 - i) as u64) as usize;
            deck.swap(i, j);
        }
        deck[..n]
            .iter()
            .map(|&i| Card::new(Rank::ALL[i % 13], Suit::ALL[i / 13]))
            .collect()
    }
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

/// The crate's best discard: the least deadwood over the hand less each of its cards.
fn oracle_min_discard(hand: gin_rummy::Hand) -> u8 {
    let all = hand.to_bits();
    let mut bits = all;
    let mut best = u8::MAX;
    while bits != 0 {
        let low = bits & bits.wrapping_neg();
        bits &= bits - 1;
        best = best.min(gin_rummy::deadwood(gin_rummy::Hand::from_bits_retain(
            all & !low,
        )));
    }
    best
}

/// One contender: a name and one pass over its hands (returns a checksum).
type Pass<'a> = (&'a str, Box<dyn Fn() -> u64 + 'a>);

/// Least time per pass of each contender, measured interleaved over `rounds` rounds of about
/// `target` each.
fn race(passes: &[Pass], rounds: usize, target: Duration) -> Vec<f64> {
    // Calibrate: how many passes make one measurement of about `target`.
    let reps: Vec<u32> = passes
        .iter()
        .map(|(_, f)| {
            let t = Instant::now();
            black_box(f());
            let one = t.elapsed().max(Duration::from_nanos(100));
            (target.as_secs_f64() / one.as_secs_f64()).ceil().max(1.0) as u32
        })
        .collect();
    let mut times: Vec<Vec<f64>> = vec![Vec::with_capacity(rounds); passes.len()];
    for _ in 0..rounds {
        for ((_, f), (&n, out)) in passes.iter().zip(reps.iter().zip(times.iter_mut())) {
            let t = Instant::now();
            for _ in 0..n {
                black_box(f());
            }
            out.push(t.elapsed().as_secs_f64() / f64::from(n));
        }
    }
    times
        .into_iter()
        .map(|mut v| {
            v.sort_by(f64::total_cmp);
            v[0]
        })
        .collect()
}

fn line(what: &str, ours: f64, peer_name: &str, peer: f64, ratio: String, goal: &str) {
    println!(
        "{what:<44} {:>9.1} ns/hand | {peer_name:<26} {:>9.1} ns/hand | {ratio:<16} goal {goal}",
        ours * 1e9,
        peer * 1e9
    );
}

fn main() {
    let rounds: usize = std::env::var("RATIO_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(151);
    let rules = MeldRules::gin();
    let mut rng = SplitMix(0x5eed_0013);
    let ten: Vec<Vec<Card>> = (0..2000).map(|_| rng.deal(10)).collect();
    let eleven: Vec<Vec<Card>> = (0..1000).map(|_| rng.deal(11)).collect();
    let ten_crate: Vec<gin_rummy::Hand> = ten.iter().map(|h| oracle_hand(h)).collect();
    let eleven_crate: Vec<gin_rummy::Hand> = eleven.iter().map(|h| oracle_hand(h)).collect();

    // The contenders agree before they race.
    for (h, c) in ten.iter().zip(&ten_crate) {
        assert_eq!(min_deadwood(h, &rules), u32::from(gin_rummy::deadwood(*c)));
        assert_eq!(arrange(h, &rules).deadwood, min_deadwood(h, &rules));
    }
    for (h, c) in eleven.iter().zip(&eleven_crate) {
        let ours = best_discard(h, &rules).map(|d| d.deadwood);
        assert_eq!(ours, Some(u32::from(oracle_min_discard(*c))));
    }

    let passes: Vec<Pass> = vec![
        (
            "deadwood10",
            Box::new(|| {
                (ten.iter()
                    .map(|h| min_deadwood(black_box(h.as_slice()), &rules)))
                .map(u64::from)
                .sum::<u64>()
            }),
        ),
        (
            "crate_deadwood10",
            Box::new(|| {
                (ten_crate
                    .iter()
                    .map(|h| u32::from(gin_rummy::deadwood(black_box(*h)))))
                .map(u64::from)
                .sum::<u64>()
            }),
        ),
        (
            "arrange10",
            Box::new(|| {
                (ten.iter().map(|h| {
                    // The whole arrangement is kept, not just its deadwood.
                    let a = arrange(black_box(h.as_slice()), &rules);
                    black_box(&a);
                    a.deadwood
                }))
                .map(u64::from)
                .sum::<u64>()
            }),
        ),
        (
            "arrange10_read",
            Box::new(|| {
                (ten.iter().map(|h| {
                    // As a reader of the result would: every card of every meld and every
                    // dead card read once.
                    let a = arrange(black_box(h.as_slice()), &rules);
                    let melded: usize = a
                        .melds
                        .iter()
                        .map(|m| m.cards.iter().map(|c| c.index()).sum::<usize>())
                        .sum();
                    let dead: usize = a.deadwood_cards.iter().map(|c| c.index()).sum();
                    (melded + dead) as u32
                }))
                .map(u64::from)
                .sum::<u64>()
            }),
        ),
        (
            "best_discard11",
            Box::new(|| {
                (eleven.iter().map(|h| {
                    best_discard(black_box(h.as_slice()), &rules).map_or(0, |d| d.deadwood)
                }))
                .map(u64::from)
                .sum::<u64>()
            }),
        ),
        (
            "crate_min_discard11",
            Box::new(|| {
                (eleven_crate
                    .iter()
                    .map(|h| u32::from(oracle_min_discard(black_box(*h)))))
                .map(u64::from)
                .sum::<u64>()
            }),
        ),
    ];
    let t = race(&passes, rounds, Duration::from_millis(2));
    let per = |i: usize, n: usize| t[i] / n as f64;
    let (dw, cdw, ar, ar_read, bd, cbd) = (
        per(0, ten.len()),
        per(1, ten.len()),
        per(2, ten.len()),
        per(3, ten.len()),
        per(4, eleven.len()),
        per(5, eleven.len()),
    );
    println!("rules: least of {rounds} interleaved rounds; 2,000 random 10-card and 1,000 random 11-card Gin hands");
    line(
        "10-card minimum deadwood",
        dw,
        "gin-rummy crate",
        cdw,
        format!("{:.1}× faster", cdw / dw),
        "≥ 10× faster",
    );
    line(
        "11-card best discard + arrangement",
        bd,
        "crate min over 11 discards",
        cbd,
        format!("{:.1}× faster", cbd / bd),
        "≥ 10× faster",
    );
    line(
        "10-card optimal arrangement",
        ar,
        "our deadwood alone",
        dw,
        format!("{:.2}× its cost", ar / dw),
        "≤ 3× the deadwood",
    );
    line(
        "  the same, every card of it then read",
        ar_read,
        "our deadwood alone",
        dw,
        format!("{:.2}× its cost", ar_read / dw),
        "(shown, no goal)",
    );
}
