//! `cardtable batch` throughput, for `make bench`: Gin lines per second through the release
//! binary, stdin to stdout, on one core (under `taskset` when there is one). The input is
//! 20,000 knock requests with cards (knock-range knocker hands against random defenders, a
//! fixed-seed splitmix64 deal, every tenth with a preset or options, every line with an id).
//!
//! The peer is `BATCH_BEFORE=/path/to/an/older/cardtable`, raced in the same run (interleaved,
//! best of the rounds each), and both must answer byte for byte alike; `make bench` builds the
//! binary of the commit issue 13 was measured on and passes it. Without it the bench shows the
//! figure the issue recorded (58,500 lines per second on the same kind of input) and says it
//! comes from another run. `BATCH_ROUNDS` sets the rounds (default 5); `BATCH_SAVE_INPUT=path`
//! also writes the input there (to profile the binary on it).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use cardtable_rules::arrange::min_deadwood;
use cardtable_rules::meld::MeldRules;
use cardtable_rules::{Card, Rank, Suit};
use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Lines per second recorded in issue 13 before this work.
const RECORDED_BEFORE: f64 = 58_500.0;
const LINES: usize = 20_000;

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

fn input() -> Vec<u8> {
    let rules = MeldRules::gin();
    let mut rng = SplitMix(13);
    let mut out = String::new();
    let mut n = 0;
    while n < LINES {
        let mut deck: Vec<Card> = (0..52)
            .map(|i| Card::new(Rank::ALL[i % 13], Suit::ALL[i / 13]))
            .collect();
        for i in 0..20 {
            let j = i + (rng.next() % (52 - i) as u64) as usize;
            deck.swap(i, j);
        }
        if min_deadwood(&deck[..10], &rules).unwrap_or(0) > 10 {
            continue;
        }
        let text = |cs: &[Card]| {
            cs.iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        let extra = match n % 10 {
            3 => r#","preset":"classic""#,
            7 => r#","options":{"undercutOnTie":false}"#,
            _ => "",
        };
        out.push_str(&format!(
            "{{\"op\":\"gin\",\"id\":{n},\"knocker\":\"{}\",\"defender\":\"{}\"{extra}}}\n",
            text(&deck[..10]),
            text(&deck[10..20])
        ));
        n += 1;
    }
    out.into_bytes()
}

/// One run of `bin batch` over `input` on one core: its time and output.
fn run(bin: &str, input: &[u8]) -> (Duration, Vec<u8>) {
    let pinned = Command::new("taskset")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success());
    let mut cmd = if pinned {
        let mut c = Command::new("taskset");
        c.args(["-c", "0", bin]);
        c
    } else {
        Command::new(bin)
    };
    let t = Instant::now();
    let mut child = cmd
        .arg("batch")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("run cardtable batch");
    let mut stdin = child.stdin.take().unwrap();
    let data = input.to_vec();
    let writer = std::thread::spawn(move || stdin.write_all(&data));
    let mut out = Vec::new();
    child.stdout.take().unwrap().read_to_end(&mut out).unwrap();
    writer.join().unwrap().unwrap();
    assert!(child.wait().unwrap().success());
    (t.elapsed(), out)
}

fn main() {
    let rounds: usize = std::env::var("BATCH_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5);
    let input = input();
    if let Some(path) = std::env::var_os("BATCH_SAVE_INPUT") {
        std::fs::write(path, &input).unwrap();
    }
    let ours = env!("CARGO_BIN_EXE_cardtable");
    let before = std::env::var("BATCH_BEFORE").ok().filter(|p| !p.is_empty());
    let mut best = Duration::MAX;
    let mut best_before = Duration::MAX;
    let mut answers = Vec::new();
    for _ in 0..rounds {
        let (t, out) = run(ours, &input);
        best = best.min(t);
        assert_eq!(out.iter().filter(|&&b| b == b'\n').count(), LINES);
        if let Some(b) = &before {
            let (t, theirs) = run(b, &input);
            best_before = best_before.min(t);
            assert!(out == theirs, "the answers differ from {b}'s");
        }
        answers = out;
    }
    let rate = LINES as f64 / best.as_secs_f64();
    let ok = String::from_utf8_lossy(&answers)
        .lines()
        .filter(|l| l.starts_with("{\"ok\":true"))
        .count();
    println!(
        "batch: {LINES} Gin lines ({ok} refereed, the rest refused by the rules), best of {rounds} runs on one core"
    );
    match before {
        Some(b) => {
            let theirs = LINES as f64 / best_before.as_secs_f64();
            println!(
                "cardtable batch                              {rate:>9.0} lines/s | {b} {theirs:>9.0} lines/s | {:.1}× faster, same answers byte for byte | goal ≥ 4×",
                rate / theirs
            );
        }
        None => println!(
            "cardtable batch                              {rate:>9.0} lines/s | recorded before (issue 13) {RECORDED_BEFORE:>9.0} lines/s | {:.1}× | goal ≥ 4× (a figure from another run: set BATCH_BEFORE to race a binary in this one)",
            rate / RECORDED_BEFORE
        ),
    }
}
