//! The window's IPC path beside a phone's HTTP path (issue 28: "the same for the window"): the
//! release app under Xvfb, driven through WebKitWebDriver as the end-to-end tests drive it, and
//! in the same run a headless Chromium phone (390×844, no emulation) paired to that window's
//! own server over loopback. Both screens do the same things on the same database, and each
//! is timed in the page itself (a MutationObserver notes the moment what the person waits for
//! is in the document, from the moment of the tap):
//!
//! - open a game the first time (a new app process, a new phone; Home looked at for 1.5 s
//!   first), open it again, open a 1,000-hand game;
//! - save a hand: from the tap on Save to the new total shown;
//! - one command's round trip as the page sees it, `games_open` of a 12-hand and of the
//!   1,000-hand game (Tauri's `invoke` in the window, `fetch` of `/api/games_open` on the
//!   phone), the median of 20 in a row.
//!
//! Medians over the runs (each a new app process and a new phone), and the ratio window / phone:
//! below 1 the window is the faster. A figure for `make bench`, never asserted.
//!
//! `cargo bench --features custom-protocol --bench window` under a display
//! (scripts/bench-app.sh runs it under its Xvfb); `WINDOW_BENCH_RUNS=N` for another number of
//! runs (default 5). Needs WebKitWebDriver, chromium and chromedriver (`make test` installs them).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

#[path = "../tests/support/bench_table.rs"]
mod bench_table;
#[path = "../tests/support/chromium.rs"]
mod chromium;
#[path = "../tests/support/mod.rs"]
mod support;

use bench_table::{median, Games};
use cardtable_commands::AppState;
use cardtable_store::Store;
use chromium::Chromedriver;
use fantoccini::Client;
use serde_json::json;
use std::collections::BTreeMap;
use std::time::Duration;
use support::{by_testid, draft_saved, tap, text_content, type_into, Driver, Sandbox};

/// What the page notes: when each awaited element appeared (as in the slow phone's bench).
const WATCHER: &str = r#"
  if (!window.__w) {
    const w = { seen: {}, pending: [], t0: 0 };
    window.__w = w;
    const check = () => {
      for (const p of [...w.pending]) {
        const el = document.querySelector(p.sel);
        if (el && (p.text === null || (el.textContent || "").trim() === p.text)) {
          w.seen[p.name] = performance.now();
          w.pending = w.pending.filter((q) => q !== p);
        }
      }
    };
    w.watch = (name, sel, text) => { delete w.seen[name]; w.pending.push({ name, sel, text }); check(); };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    // The trace: each command the page sends (its name, when it left and when it came back),
    // when the route changed (hashchange),
    // and each frame painted, from the tap on.
    w.trace = [];
    const note = (what, from) => w.trace.push([what, from - w.t0, performance.now() - w.t0]);
    const ipc = window.__TAURI_INTERNALS__;
    if (ipc) {
      const invoke = ipc.invoke.bind(ipc);
      ipc.invoke = (cmd, ...rest) => {
        const from = performance.now();
        const p = invoke(cmd, ...rest);
        p.then(() => note(cmd, from), () => note(cmd + " (failed)", from));
        return p;
      };
    }
    const get = window.fetch.bind(window);
    window.fetch = (url, ...rest) => {
      const from = performance.now();
      const p = get(url, ...rest);
      p.then((r) => r.clone().text()).then(() => note(String(url), from), () => note(url + " (failed)", from));
      return p;
    };
    window.addEventListener("hashchange", () => note("hashchange", performance.now()), true);
    const frame = () => { const t = performance.now(); if (t - w.t0 < 2000) w.trace.push(["frame", t - w.t0, t - w.t0]); requestAnimationFrame(frame); };
    requestAnimationFrame(frame);
  }
"#;

/// One command's round trip as the page sees it, `n` times in a row: the median, ms. In the
/// window through Tauri's own `invoke` (what transport.ts calls), on a phone through `fetch`
/// with its pairing token (what transport.ts does there).
const ROUND_TRIP: &str = r#"
  const [name, args, n, done] = arguments;
  const one = window.__TAURI_INTERNALS__
    ? () => window.__TAURI_INTERNALS__.invoke(name, args)
    : () => fetch("/api/" + name, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: "Bearer " + localStorage.getItem("cardtable.token") },
        body: JSON.stringify(args),
      }).then((r) => { if (!r.ok) throw new Error(name + ": HTTP " + r.status); return r.json(); });
  (async () => {
    const times = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      await one();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    done(times[Math.floor(times.length / 2)]);
  })().catch((e) => done("failed: " + e));
"#;

async fn watch(c: &Client, name: &str, sel: &str, text: Option<&str>) {
    c.execute(
        "window.__w.watch(arguments[0], arguments[1], arguments[2])",
        vec![json!(name), json!(sel), json!(text)],
    )
    .await
    .unwrap();
}

/// Taps the element `sel` in the page (a click event, the moment noted just before it).
async fn tap_at(c: &Client, sel: &str) {
    c.execute(
        "const el = document.querySelector(arguments[0]); \
         if (!el) throw new Error('nothing matches ' + arguments[0]); \
         window.__w.t0 = performance.now(); window.__w.trace = []; el.click();",
        vec![json!(sel)],
    )
    .await
    .unwrap_or_else(|e| panic!("tap {sel}: {e}"));
}

/// Milliseconds from the last tap to `name`, once the page saw it.
async fn since_tap(c: &Client, name: &str) -> f64 {
    let script = r#"
      const [name, done] = arguments;
      const iv = setInterval(() => {
        const s = window.__w.seen[name];
        if (s !== undefined) { clearInterval(iv); done(s - window.__w.t0); }
      }, 50);
    "#;
    c.execute_async(script, vec![json!(name)])
        .await
        .unwrap_or_else(|e| panic!("never saw {name}: {e}"))
        .as_f64()
        .unwrap()
}

/// Where `WINDOW_BENCH_TRACE` is set: what the page did from the tap until `shown` ms after it
/// (the commands sent, from when to when, and the frames painted), on stderr.
async fn trace(c: &Client, label: &str, shown: f64) {
    if std::env::var_os("WINDOW_BENCH_TRACE").is_none() {
        return;
    }
    let where_ = if c
        .execute("return !!window.__TAURI_INTERNALS__", vec![])
        .await
        .unwrap()
        == json!(true)
    {
        "window"
    } else {
        "phone"
    };
    let all = c.execute("return window.__w.trace", vec![]).await.unwrap();
    let mut frames = Vec::new();
    let mut line = format!("{where_}: {label}: shown at {shown:.0} ms;");
    for e in all.as_array().unwrap() {
        let (what, from, to) = (
            e[0].as_str().unwrap(),
            e[1].as_f64().unwrap(),
            e[2].as_f64().unwrap(),
        );
        if from > shown + 50.0 {
            continue;
        }
        if what == "frame" {
            frames.push(format!("{from:.0}"));
        } else {
            line.push_str(&format!(" {what} {from:.0}..{to:.0};"));
        }
    }
    eprintln!("{line} frames at {}", frames.join(" "));
}

async fn pause(ms: u64) {
    tokio::time::sleep(Duration::from_millis(ms)).await;
}

fn row(id: i64) -> String {
    format!("[data-testid=game-row][data-game-id=\"{id}\"]")
}

/// Back to Home, its game list drawn.
async fn home(c: &Client, game: i64) {
    c.execute("location.hash = '#/'", vec![]).await.unwrap();
    watch(c, "home", &row(game), None).await;
    since_tap(c, "home").await;
}

/// The games of the table: a 12-hand and a 1,000-hand scorepad game of Ann and Bob.
fn games(db: &std::path::Path) -> Games {
    let state = AppState::new(Store::open_at(db, chrono::Utc::now()).unwrap());
    let games = bench_table::games(&state);
    state.close().unwrap();
    games
}

/// The figures of one screen's run, by name.
type Figures = BTreeMap<&'static str, f64>;

/// The same actions on one screen (the window or a phone), Home shown and the watcher in.
async fn actions(c: &Client, g: &Games) -> Figures {
    let mut f = Figures::new();
    c.execute(WATCHER, vec![]).await.unwrap();
    watch(c, "home", &row(g.small), None).await;
    since_tap(c, "home").await;
    // A person looks at Home before tapping.
    pause(1500).await;
    for (label, game) in [
        ("open a game, first time", g.small),
        ("open it again", g.small),
        ("open a 1,000-hand game", g.long),
    ] {
        watch(c, "panel", "[data-testid=hand-panel]", None).await;
        watch(c, "total", "[data-testid=total-0]", None).await;
        tap_at(c, &row(game)).await;
        let shown = since_tap(c, "panel").await.max(since_tap(c, "total").await);
        f.insert(label, shown);
        pause(300).await;
        trace(c, label, shown).await;
        home(c, g.small).await;
        pause(300).await;
    }

    // Save a hand of the 12-hand game: 7 and 2, the draft stored first (a person's pause).
    c.execute(&format!("location.hash = '#/game/{}'", g.small), vec![])
        .await
        .unwrap();
    by_testid(c, "points-0").await;
    let before: i64 = text_content(c, "total-0").await.parse().unwrap();
    let want = (before + 7).to_string();
    type_into(c, "points-0", "7").await;
    type_into(c, "points-1", "2").await;
    draft_saved(c).await;
    pause(300).await;
    watch(c, "saved", "[data-testid=total-0]", Some(&want)).await;
    tap_at(c, "[data-testid=save-hand]").await;
    let shown = since_tap(c, "saved").await;
    f.insert("save a hand, shown", shown);
    pause(300).await;
    trace(c, "save a hand, shown", shown).await;

    for (label, game) in [
        ("one games_open round trip (12 hands)", g.small),
        ("one games_open round trip (1,000 hands)", g.long),
    ] {
        let ms = c
            .execute_async(
                ROUND_TRIP,
                vec![json!("games_open"), json!({"gameId": game}), json!(20)],
            )
            .await
            .unwrap();
        f.insert(
            label,
            ms.as_f64().unwrap_or_else(|| panic!("{label}: {ms}")),
        );
    }
    home(c, g.small).await;
    f
}

/// One run: a new app process measured, then a new phone paired to it and measured.
async fn run(sandbox: &Sandbox, phones: &Chromedriver, g: &Games) -> (Figures, Figures) {
    let driver = Driver::start(&sandbox.envs());
    let window = driver.connect().await;
    by_testid(&window, "game-row").await;
    // The host's first read of each game (its prices, the database's pages) is made once
    // before either screen is timed: the phone, measured after the window, would otherwise
    // find it done. A command alone, through the window's IPC: no screen's code is loaded.
    for game in [g.small, g.long] {
        window
            .execute_async(
                ROUND_TRIP,
                vec![json!("games_open"), json!({"gameId": game}), json!(1)],
            )
            .await
            .unwrap();
    }
    let in_window = actions(&window, g).await;

    // The window lets a phone join (Home → Phones → Let phones join → Allow).
    tap(&window, "share-link").await;
    tap(&window, "share-start").await;
    let pair_url = text_content(&window, "share-url").await;
    let phone = phones.phone().await;
    phone.goto(&pair_url).await.expect("open the QR link");
    by_testid(&window, "share-request").await;
    tap(&window, "share-allow").await;
    by_testid(&phone, "game-row").await;
    let on_phone = actions(&phone, g).await;

    let _ = phone.close().await;
    let _ = window.close().await;
    drop(driver);
    (in_window, on_phone)
}

fn load() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|l| l.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_default()
}

#[tokio::main(flavor = "current_thread")]
async fn main() {
    let runs: usize = std::env::var("WINDOW_BENCH_RUNS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(5);
    let sandbox = Sandbox::new();
    let g = games(sandbox.db());
    let phones = Chromedriver::start();
    let load_before = load();
    let mut window: BTreeMap<&'static str, Vec<f64>> = BTreeMap::new();
    let mut phone: BTreeMap<&'static str, Vec<f64>> = BTreeMap::new();
    for _ in 0..runs {
        let (w, p) = run(&sandbox, &phones, &g).await;
        for (name, ms) in w {
            window.entry(name).or_default().push(ms);
        }
        for (name, ms) in p {
            phone.entry(name).or_default().push(ms);
        }
    }
    // The profile the app was built in (`cargo bench`: release), by the folder it is in.
    let app = support::app_binary();
    let profile = app
        .parent()
        .and_then(|d| d.file_name())
        .map(|d| d.to_string_lossy().to_string())
        .unwrap_or_default();
    println!(
        "The window's IPC path (issue 28): medians of {runs} runs, ms; the app ({profile} build) \
         under Xvfb (WebKitWebDriver) beside a Chromium phone (390x844, no emulation) paired to \
         it over loopback, same run, same database; load average {load_before} before, {} after",
        load()
    );
    println!("| action | window (IPC) | phone (HTTP) | window / phone |");
    println!("|---|---:|---:|---:|");
    for name in [
        "open a game, first time",
        "open it again",
        "open a 1,000-hand game",
        "save a hand, shown",
        "one games_open round trip (12 hands)",
        "one games_open round trip (1,000 hands)",
    ] {
        let w = median(window.remove(name).unwrap_or_default());
        let p = median(phone.remove(name).unwrap_or_default());
        println!("| {name} | {w:.1} | {p:.1} | {:.2} |", w / p);
    }
}
