//! Ledger benchmarks against the DESIGN.md budgets, on disk with `synchronous=FULL`:
//! recording a hand (p50/p99/max; budget p99 < 10 ms), opening a game of 1,000 hands with all
//! its standings (budget < 100 ms), and a database of 100,000 hands staying responsive (open,
//! list games, open a game, record a hand). A plain timing binary: `cargo bench -p
//! cardtable-store` prints the numbers. Set `LEDGER_BENCH_QUICK=1` for a smaller run.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use cardtable_commands::ledger::{Export, ExportGame, ExportHand, ExportPlayer};
use cardtable_commands::Ledger;
use cardtable_rules::games::dispatch::score_json;
use cardtable_rules::games::Table;
use cardtable_rules::GameKind;
use cardtable_store::NewGame;
use serde_json::{json, Value};
use std::time::{Duration, Instant};

fn now() -> chrono::DateTime<chrono::Utc> {
    chrono::Utc::now()
}

fn summary(name: &str, mut d: Vec<Duration>) {
    d.sort();
    let at = |q: f64| d[((d.len() as f64 - 1.0) * q).round() as usize];
    println!(
        "{name:<48} n={:<5} p50={:>9.3?} p99={:>9.3?} max={:>9.3?}",
        d.len(),
        at(0.5),
        at(0.99),
        d[d.len() - 1]
    );
}

fn gin_cards() -> Value {
    json!({"form": "cards", "knocker": 0,
        "knockerCards": ["3s", "4s", "5s", "8d", "8c", "8h", "Jh", "Qh", "Kh", "2d"],
        "defenderCards": ["9c", "9d", "9s", "4d", "5d", "6d", "Ks", "Qc", "7c", "3h"]})
}

/// A game of `hands` hands as an export (priced by the rules), so big games build in one
/// transaction instead of one fsync per hand.
fn game(
    kind: GameKind,
    players: &[&str],
    hands: usize,
    facts: impl Fn(usize) -> Value,
    day: usize,
) -> ExportGame {
    let seats = players.len();
    let hands = (0..hands)
        .map(|i| {
            let f = facts(i);
            let dealer = i % seats;
            let t = Table {
                seats,
                hand_index: i,
                dealer,
            };
            let points = score_json(kind, &json!({}), &t, &f).unwrap().points;
            ExportHand {
                dealer,
                facts: f,
                played_at: format!("2026-01-01T00:00:{:02}.000Z", i % 60),
                points,
                summary: None,
            }
        })
        .collect();
    ExportGame {
        kind: kind.id().to_string(),
        name: None,
        options: json!({}),
        first_dealer: 0,
        created_at: format!(
            "2026-{:02}-{:02}T{:02}:00:00.000Z",
            1 + day / 600 % 12,
            1 + day / 24 % 25,
            day % 24
        ),
        finished_at: None,
        reopened: false,
        players: players.iter().map(|p| p.to_string()).collect(),
        hands,
        bonuses: Vec::new(),
        bonus_summary: None,
        deleted_at: None,
    }
}

fn import(store: &mut Ledger, games: Vec<ExportGame>) -> (Duration, Vec<i64>) {
    let names = ["Ann", "Bob", "Cy", "Dee"];
    let export = Export {
        format: "cardtable-export".into(),
        version: 1,
        exported_at: "2026-01-01T00:00:00.000Z".into(),
        checksum: String::new(),
        players: names
            .iter()
            .map(|n| ExportPlayer {
                name: n.to_string(),
                created_at: "2026-01-01T00:00:00.000Z".into(),
                rated: false,
            })
            .collect(),
        games,
        nights: Vec::new(),
        series: Vec::new(),
    }
    .sealed()
    .unwrap();
    let text = serde_json::to_string(&export).unwrap();
    let t = Instant::now();
    let added = store.import_json(&text).unwrap();
    (t.elapsed(), added.iter().map(|g| g.id).collect())
}

/// The floor set by the disk: one empty-ish transaction with `synchronous=FULL` in WAL mode.
fn fsync_floor(path: &std::path::Path, n: usize) {
    let c = rusqlite::Connection::open(path).unwrap();
    c.query_row("PRAGMA journal_mode = WAL", [], |r| r.get::<_, String>(0))
        .unwrap();
    c.pragma_update(None, "synchronous", "FULL").unwrap();
    c.execute_batch("CREATE TABLE t (x INTEGER)").unwrap();
    let mut times = Vec::new();
    for i in 0..n {
        let t = Instant::now();
        c.execute_batch(&format!("BEGIN; INSERT INTO t VALUES ({i}); COMMIT;"))
            .unwrap();
        times.push(t.elapsed());
    }
    summary("disk floor: one-row commit, synchronous=FULL", times);
}

fn main() {
    // `cargo bench` passes `--bench`; nothing else to parse.
    let quick = std::env::var_os("LEDGER_BENCH_QUICK").is_some();
    let dir = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).unwrap();

    fsync_floor(&dir.path().join("floor.db"), if quick { 100 } else { 500 });

    // 1. Recording a hand on disk (Scorepad, open-ended), into a fresh game and into a long one.
    let mut store = Ledger::open(&dir.path().join("record.db")).unwrap();
    let new = NewGame {
        kind: GameKind::Scorepad,
        players: vec!["Ann".into(), "Bob".into(), "Cy".into()],
        options: json!({}),
        first_dealer: 0,
    };
    let g = store.create_game(&new, now()).unwrap().id;
    let n = if quick { 100 } else { 500 };
    let mut times = Vec::new();
    for i in 0..n {
        let facts = json!({"points": [format!("{i}+3"), 5, -2]});
        let t = Instant::now();
        store.record_hand(g, &facts, None, now()).unwrap();
        times.push(t.elapsed());
    }
    summary(&format!("record a hand (scorepad, hands 1..{n})"), times);

    let gin = game(
        GameKind::GinRummy,
        &["Ann", "Bob"],
        1000,
        |_| gin_cards(),
        0,
    );
    let (import_time, ids) = import(&mut store, vec![gin]);
    println!(
        "{:<48} {import_time:.3?}",
        "import a 1,000-hand Gin game (one transaction)"
    );
    let gin_id = ids[0];
    store.reopen_game(gin_id, now()).ok();
    let mut times = Vec::new();
    for _ in 0..(if quick { 10 } else { 30 }) {
        let t = Instant::now();
        let v = store.game_view(gin_id).unwrap();
        times.push(t.elapsed());
        assert_eq!(v.standings.hands.len(), 1000);
    }
    summary("open a 1,000-hand Gin game (cards, all standings)", times);
    let mut times = Vec::new();
    for _ in 0..(if quick { 10 } else { 30 }) {
        let t = Instant::now();
        store
            .record_hand(gin_id, &gin_cards(), None, now())
            .unwrap();
        times.push(t.elapsed());
        store.undo(gin_id, now()).unwrap();
    }
    summary("record a hand into that 1,000-hand game", times);
    drop(store);

    // 2. A database of 100,000 hands: 1,000 games of 100 hands of several kinds.
    let path = dir.path().join("big.db");
    let mut store = Ledger::open(&path).unwrap();
    let games_n = if quick { 100 } else { 1000 };
    let mut total = Duration::ZERO;
    for chunk in 0..games_n / 100 {
        let games: Vec<ExportGame> = (0..100)
            .map(|i| {
                let day = chunk * 100 + i;
                match day % 3 {
                    0 => game(GameKind::GinRummy, &["Ann", "Bob"], 100, |h| {
                        if h % 2 == 0 { gin_cards() } else { json!({"form": "counts", "knocker": 1, "knockerDeadwood": 4, "defenderDeadwood": 9}) }
                    }, day),
                    1 => game(GameKind::KnockRummy, &["Ann", "Bob", "Cy", "Dee"], 100, |h| json!({"points": [h % 7, "1/2", -3, 0]}), day),
                    _ => game(GameKind::SixCardGolf, &["Ann", "Bob", "Cy"], 100, |_| json!({"entries": ["KS 5H QD / 2C 5D JC", 4, -2]}), day),
                }
            })
            .collect();
        total += import(&mut store, games).0;
    }
    let hands: i64 = store
        .connection()
        .query_row("SELECT count(*) FROM hands", [], |r| r.get(0))
        .unwrap();
    println!(
        "{:<48} {total:.3?} ({hands} hands)",
        "build the big database by import"
    );
    drop(store);
    let t = Instant::now();
    let mut store = Ledger::open(&path).unwrap();
    println!(
        "{:<48} {:.3?}",
        "open the 100,000-hand database",
        t.elapsed()
    );
    let mut times = Vec::new();
    for _ in 0..20 {
        let t = Instant::now();
        let l = store.list_games(50).unwrap();
        times.push(t.elapsed());
        assert_eq!(l.len(), 50);
    }
    summary("list the 50 newest games (100k-hand db)", times);
    let ids: Vec<i64> = store
        .list_games(games_n)
        .unwrap()
        .iter()
        .map(|g| g.id)
        .collect();
    let mut times = Vec::new();
    for i in 0..30 {
        let t = Instant::now();
        store.game_view(ids[(i * 37) % ids.len()]).unwrap();
        times.push(t.elapsed());
    }
    summary("open a 100-hand game (100k-hand db)", times);
    let knock = ids
        .iter()
        .copied()
        .find(|&id| store.game_summary(id).unwrap().kind == GameKind::KnockRummy)
        .unwrap();
    let mut times = Vec::new();
    for _ in 0..(if quick { 20 } else { 100 }) {
        let t = Instant::now();
        store
            .record_hand(knock, &json!({"points": [1, 2, 3, 4]}), None, now())
            .unwrap();
        times.push(t.elapsed());
    }
    summary("record a hand (100k-hand db)", times);
}
