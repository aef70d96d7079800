//! A slow phone at the table (issue 28): headless Chromium at 390×844 driven over the DevTools
//! protocol (chromedriver's `goog/cdp/execute`), against the real server on a real database
//! file over loopback. Each action is timed in the page itself (a MutationObserver notes the
//! moment what the person waits for is in the document), medians of 5 runs, once with the
//! network emulated (150 ms latency, 1.6 Mbps down, 750 kbps up) and the CPU slowed 4×, and
//! once with no emulation: the difference is what the round trips and the parsing cost.
//!
//! - first paint (first contentful paint of a phone already paired, cold cache), the bytes
//!   that came before it, and Home with its games; the same phone reading German (a catalogue
//!   not in the first load): its first paint and Home in German;
//! - a phone joining by the QR code's link, to Home;
//! - open a game the first time (the game screen's code not loaded yet, Home shown for a
//!   moment as a person looks at it before tapping), the screen's frame and the game shown;
//! - open it again (back to Home, tap it again);
//! - open a 1,000-hand game, with the longest main-thread task while it opens;
//! - save a hand: shown on the phone that saved it, and on a second phone showing the game;
//! - the requests each action made (the page's resource timing, `/api/` only).
//!
//! Needs Debian's `chromium` and `chromium-driver`. `cargo bench -p cardtable-server --bench
//! slow_phone` (in `make bench`); `SLOW_PHONE_RUNS=N` for another number of runs.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

#[path = "../../../tests/support/bench_table.rs"]
mod bench_table;
#[path = "../../../tests/support/chromium.rs"]
mod chromium;

use bench_table::{games, median, Games};
use cardtable_commands::{call, AppState};
use cardtable_store::Store;
use chromium::{cdp, Chromedriver};
use fantoccini::Client;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::time::Duration;

/// What the page notes: when each awaited element appeared, the long tasks, the requests.
const WATCHER: &str = r#"
(() => {
  if (window.__w) return;
  const w = { seen: {}, pending: [], long: [], t0: 0 };
  window.__w = w;
  const check = () => {
    for (const p of [...w.pending]) {
      const el = document.querySelector(p.sel);
      if (el && (p.text === null || (el.textContent || "").includes(p.text))) {
        const t = performance.now();
        w.seen[p.name] = { t, epoch: performance.timeOrigin + t };
        w.pending = w.pending.filter((q) => q !== p);
      }
    }
  };
  w.watch = (name, sel, text) => { delete w.seen[name]; w.pending.push({ name, sel, text }); check(); };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  try {
    new PerformanceObserver((l) => l.getEntries().forEach((e) => w.long.push([e.startTime, e.duration])))
      .observe({ type: "longtask", buffered: true });
  } catch {}
  try { performance.setResourceTimingBufferSize(10000); } catch {}
})();
"#;

/// A phone with its emulation: every document it opens runs the watcher.
async fn phone(driver: &Chromedriver, slow: bool) -> Client {
    let c = driver.phone().await;
    cdp(&c, "Network.enable", json!({})).await;
    cdp(
        &c,
        "Page.addScriptToEvaluateOnNewDocument",
        json!({ "source": WATCHER }),
    )
    .await;
    if slow {
        cdp(
            &c,
            "Network.emulateNetworkConditions",
            json!({"offline": false, "latency": 150, "downloadThroughput": 200_000, "uploadThroughput": 93_750}),
        )
        .await;
        cdp(&c, "Emulation.setCPUThrottlingRate", json!({"rate": 4})).await;
    }
    c
}

/// Waits until the page saw `name`; answers its `{t, epoch}`.
async fn seen(c: &Client, name: &str) -> Value {
    let script = r#"
      const [name, done] = arguments;
      const iv = setInterval(() => { const s = window.__w && window.__w.seen[name]; if (s) { clearInterval(iv); done(s); } }, 50);
    "#;
    c.execute_async(script, vec![json!(name)])
        .await
        .unwrap_or_else(|e| panic!("never saw {name}: {e}"))
}

async fn watch(c: &Client, name: &str, sel: &str, text: Option<&str>) {
    c.execute(
        "window.__w.watch(arguments[0], arguments[1], arguments[2])",
        vec![json!(name), json!(sel), json!(text)],
    )
    .await
    .unwrap();
}

/// Taps the element `sel` (noting the moment in the page); answers that moment's epoch.
async fn tap(c: &Client, sel: &str) -> f64 {
    let at = c
        .execute(
            "const el = document.querySelector(arguments[0]); window.__w.t0 = performance.now(); \
             window.__w.mark = performance.getEntriesByType('resource').length; \
             window.__w.longFrom = window.__w.t0; el.click(); return performance.timeOrigin + window.__w.t0;",
            vec![json!(sel)],
        )
        .await
        .unwrap_or_else(|e| panic!("tap {sel}: {e}"));
    at.as_f64().unwrap()
}

/// Milliseconds from the last tap to `name`.
async fn since_tap(c: &Client, name: &str) -> f64 {
    let s = seen(c, name).await;
    let t0 = c.execute("return window.__w.t0", vec![]).await.unwrap();
    s["t"].as_f64().unwrap() - t0.as_f64().unwrap()
}

/// The `/api/` requests made since the last tap (the event stream left out), and the longest
/// main-thread task since it.
async fn after_tap(c: &Client) -> (Vec<String>, f64) {
    let v = c
        .execute(
            "const all = performance.getEntriesByType('resource').slice(window.__w.mark || 0) \
               .map((e) => new URL(e.name).pathname).filter((p) => p.startsWith('/api/') && p !== '/api/events'); \
             const long = window.__w.long.filter(([s]) => s >= window.__w.longFrom).map(([, d]) => d); \
             return [all, Math.max(0, ...long)];",
            vec![],
        )
        .await
        .unwrap();
    let paths = v[0]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p.as_str().unwrap().to_string())
        .collect();
    (paths, v[1].as_f64().unwrap())
}

async fn pause(ms: u64) {
    tokio::time::sleep(Duration::from_millis(ms)).await;
}

/// Where `SLOW_PHONE_PROFILE` names a folder: the main thread's CPU profile of an action, for
/// the slow phone's first run (`<folder>/<name>.cpuprofile`, readable in Chromium's DevTools).
fn profile_dir() -> Option<std::path::PathBuf> {
    std::env::var_os("SLOW_PHONE_PROFILE").map(std::path::PathBuf::from)
}

async fn profile_start(c: &Client, on: bool) {
    if on {
        cdp(c, "Profiler.enable", json!({})).await;
        cdp(c, "Profiler.setSamplingInterval", json!({"interval": 200})).await;
        cdp(c, "Profiler.start", json!({})).await;
    }
}

async fn profile_stop(c: &Client, on: bool, name: &str) {
    if let (true, Some(dir)) = (on, profile_dir()) {
        let out = cdp(c, "Profiler.stop", json!({})).await;
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(
            dir.join(format!("{name}.cpuprofile")),
            out["profile"].to_string(),
        )
        .unwrap();
    }
}

/// Where `SLOW_PHONE_SHOTS` is set: screenshots of Home after pairing and of the game screen
/// after a save, at 390×844 and 1280×800, in `target/screenshots/`.
async fn shots(t: &Table, driver: &Chromedriver) {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/screenshots");
    std::fs::create_dir_all(&dir).unwrap();
    for (w, h) in [(390, 844), (1280, 800)] {
        let c = driver.sized(w, h, 100).await;
        cdp(
            &c,
            "Page.addScriptToEvaluateOnNewDocument",
            json!({ "source": WATCHER }),
        )
        .await;
        c.goto(&t.sharing.pair_url(t.sharing.addr())).await.unwrap();
        watch(&c, "home", "[data-testid=game-row]", None).await;
        seen(&c, "home").await;
        pause(500).await;
        let png = c.screenshot().await.unwrap();
        std::fs::write(dir.join(format!("slow-phone-paired-home-{w}.png")), png).unwrap();
        watch(&c, "panel", "[data-testid=points-0]", None).await;
        c.execute(&format!("location.hash = '#/game/{}'", t.small), vec![])
            .await
            .unwrap();
        seen(&c, "panel").await;
        pause(500).await;
        for seat in 0..2 {
            let input = c
                .find(fantoccini::Locator::Css(&format!(
                    "[data-testid=points-{seat}]"
                )))
                .await
                .unwrap();
            input.send_keys("5").await.unwrap();
        }
        pause(800).await;
        let next = format!(
            "[data-testid=hand-panel][data-hand=\"{}\"]",
            call(&t.state, "games_view", json!({"gameId": t.small})).unwrap()["standings"]["hands"]
                .as_array()
                .unwrap()
                .len()
                + 2
        );
        watch(&c, "next form", &next, None).await;
        tap(&c, "[data-testid=save-hand]").await;
        seen(&c, "next form").await;
        pause(800).await;
        let png = c.screenshot().await.unwrap();
        std::fs::write(dir.join(format!("slow-phone-after-save-{w}.png")), png).unwrap();
        let _ = c.close().await;
    }
}

/// The figures of one run, by name.
type Figures = BTreeMap<&'static str, f64>;

struct Table {
    state: AppState,
    sharing: cardtable_server::Sharing,
    small: i64,
    long: i64,
    _dir: tempfile::TempDir,
}

async fn table() -> Table {
    let dir = tempfile::tempdir().unwrap();
    let state =
        AppState::new(Store::open_at(&dir.path().join("table.db"), chrono::Utc::now()).unwrap());
    let Games { small, long } = games(&state);
    let sharing = cardtable_server::share(state.clone(), "127.0.0.1:0".parse().unwrap())
        .await
        .unwrap();
    // Club night: the QR code's link pairs at once.
    sharing.pairing().set_open(true);
    Table {
        state,
        sharing,
        small,
        long,
        _dir: dir,
    }
}

fn total(t: &Table, game: i64, seat: usize) -> i64 {
    let view = call(&t.state, "games_view", json!({"gameId": game})).unwrap();
    view["standings"]["finalTotals"][seat]
        .as_str()
        .map(|s| s.parse().unwrap())
        .or_else(|| view["standings"]["finalTotals"][seat].as_i64())
        .unwrap()
}

/// One run of every action on fresh phones; answers the figures and the requests per action.
async fn run(
    t: &Table,
    driver: &Chromedriver,
    slow: bool,
    first: bool,
    requests: &mut BTreeMap<&'static str, Vec<String>>,
) -> Figures {
    let mut f = Figures::new();
    let profiling = slow && first && profile_dir().is_some();
    let base = format!("http://{}", t.sharing.addr());
    let row = |id: i64| format!("[data-testid=game-row][data-game-id=\"{id}\"]");

    // Pair to Home: the QR code's link, from navigation to the Home screen.
    let ann = phone(driver, slow).await;
    ann.goto(&t.sharing.pair_url(t.sharing.addr()))
        .await
        .unwrap();
    watch(&ann, "home", "[data-testid=new-game]", None).await;
    f.insert(
        "pair to Home",
        seen(&ann, "home").await["t"].as_f64().unwrap(),
    );

    // First paint of a paired phone, cold cache.
    cdp(&ann, "Network.clearBrowserCache", json!({})).await;
    ann.goto(&format!("{base}/")).await.unwrap();
    watch(&ann, "games", &row(t.small), None).await;
    f.insert(
        "Home with its games",
        seen(&ann, "games").await["t"].as_f64().unwrap(),
    );
    let fcp = ann
        .execute(
            "const e = performance.getEntriesByName('first-contentful-paint')[0]; return e ? e.startTime : -1;",
            vec![],
        )
        .await
        .unwrap();
    f.insert("first paint", fcp.as_f64().unwrap());
    // What came over the wire before that paint (the document, its scripts and styles), kB.
    let bytes = ann
        .execute(
            "const fcp = performance.getEntriesByName('first-contentful-paint')[0].startTime; \
             return [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')] \
               .filter((e) => e.startTime < fcp).reduce((n, e) => n + (e.transferSize || 0), 0) / 1000;",
            vec![],
        )
        .await
        .unwrap();
    f.insert("  kB on the wire before it", bytes.as_f64().unwrap());

    // The same phone reading German: its catalogue is not in the first load. First paint,
    // and Home in German (its words, not English's).
    ann.execute("localStorage.setItem('cardtable.lang', 'de')", vec![])
        .await
        .unwrap();
    cdp(&ann, "Network.clearBrowserCache", json!({})).await;
    ann.goto(&format!("{base}/")).await.unwrap();
    watch(
        &ann,
        "german",
        "[data-testid=new-game]",
        Some("Neue Partie"),
    )
    .await;
    f.insert(
        "Home in German",
        seen(&ann, "german").await["t"].as_f64().unwrap(),
    );
    let fcp = ann
        .execute(
            "const e = performance.getEntriesByName('first-contentful-paint')[0]; return e ? e.startTime : -1;",
            vec![],
        )
        .await
        .unwrap();
    f.insert("first paint in German", fcp.as_f64().unwrap());
    ann.execute("localStorage.removeItem('cardtable.lang')", vec![])
        .await
        .unwrap();
    ann.goto(&format!("{base}/")).await.unwrap();
    watch(&ann, "games", &row(t.small), None).await;
    seen(&ann, "games").await;
    // A person looks at Home before tapping.
    pause(1500).await;

    // Open a game the first time.
    for (label, frame_label, game, settle) in [
        (
            "open a game, first time",
            "  its frame drawn",
            t.small,
            true,
        ),
        ("open it again", "  its frame drawn again", t.small, true),
        (
            "open a 1,000-hand game",
            "  its frame drawn (1,000 hands)",
            t.long,
            false,
        ),
    ] {
        let totals = total(t, game, 0).to_string();
        watch(&ann, "frame", "header.game-bar", None).await;
        watch(&ann, "panel", "[data-testid=hand-panel]", None).await;
        watch(&ann, "total", "[data-testid=total-0]", Some(&totals)).await;
        let profiled = profiling && game == t.long;
        profile_start(&ann, profiled).await;
        tap(&ann, &row(game)).await;
        let frame = since_tap(&ann, "frame").await;
        let shown = since_tap(&ann, "panel")
            .await
            .max(since_tap(&ann, "total").await);
        pause(300).await;
        profile_stop(&ann, profiled, "open-long").await;
        let (asked, longest) = after_tap(&ann).await;
        f.insert(label, shown);
        f.insert(frame_label, frame);
        if game == t.long {
            f.insert("  longest main-thread task (1,000 hands)", longest);
        }
        requests.insert(label, asked);
        // Back to Home for the next tap.
        watch(&ann, "home", &row(t.small), None).await;
        ann.execute("location.hash = '#/'", vec![]).await.unwrap();
        seen(&ann, "home").await;
        if settle {
            pause(300).await;
        }
    }

    // Save a hand: Ann saves, Bob shows the game.
    let bob = phone(driver, slow).await;
    bob.goto(&t.sharing.pair_url(t.sharing.addr()))
        .await
        .unwrap();
    watch(&bob, "home", "[data-testid=new-game]", None).await;
    seen(&bob, "home").await;
    for c in [&ann, &bob] {
        watch(c, "panel", "[data-testid=points-0]", None).await;
        c.execute(&format!("location.hash = '#/game/{}'", t.small), vec![])
            .await
            .unwrap();
        seen(c, "panel").await;
    }
    pause(500).await;
    let want = (total(t, t.small, 0) + 7).to_string();
    for (seat, points) in [(0, "7"), (1, "2")] {
        let input = ann
            .find(fantoccini::Locator::Css(&format!(
                "[data-testid=points-{seat}]"
            )))
            .await
            .unwrap();
        input.send_keys(points).await.unwrap();
    }
    // The draft's own save (a pause in typing) is done before the tap.
    pause(1500).await;
    for c in [&ann, &bob] {
        watch(c, "saved", "[data-testid=total-0]", Some(&want)).await;
    }
    // The next hand's empty form, ready for the next tap (the one after the hand being saved).
    let next = format!(
        "[data-testid=hand-panel][data-hand=\"{}\"]",
        call(&t.state, "games_view", json!({"gameId": t.small})).unwrap()["standings"]["hands"]
            .as_array()
            .unwrap()
            .len()
            + 2
    );
    watch(&ann, "next form", &next, None).await;
    profile_start(&ann, profiling).await;
    let at = tap(&ann, "[data-testid=save-hand]").await;
    f.insert(
        "save, shown on the saving phone",
        since_tap(&ann, "saved").await,
    );
    f.insert(
        "  the next hand's form ready",
        since_tap(&ann, "next form").await,
    );
    let on_bob = seen(&bob, "saved").await["epoch"].as_f64().unwrap();
    f.insert("save, shown on a second phone", on_bob - at);
    pause(300).await;
    profile_stop(&ann, profiling, "save").await;
    let (asked, longest) = after_tap(&ann).await;
    f.insert("  longest main-thread task (save)", longest);
    requests.insert("save a hand", asked);

    for c in [ann, bob] {
        let _ = c.close().await;
    }
    f
}

#[tokio::main]
async fn main() {
    let runs: usize = std::env::var("SLOW_PHONE_RUNS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(5);
    let t = table().await;
    let driver = Chromedriver::start();
    if std::env::var_os("SLOW_PHONE_SHOTS").is_some() {
        shots(&t, &driver).await;
    }
    let mut requests = BTreeMap::new();
    let mut slow: BTreeMap<&'static str, Vec<f64>> = BTreeMap::new();
    let mut fast: BTreeMap<&'static str, Vec<f64>> = BTreeMap::new();
    for n in 0..runs {
        for (emulated, into) in [(true, &mut slow), (false, &mut fast)] {
            for (name, ms) in run(&t, &driver, emulated, n == 0, &mut requests).await {
                into.entry(name).or_default().push(ms);
            }
        }
    }
    println!(
        "A slow phone (issue 28): medians of {runs} runs, ms; Chromium 390x844, loopback, real server and database"
    );
    println!("| action | 4x CPU + 150 ms, 1.6 Mbps | no emulation | requests (/api/) |");
    println!("|---|---:|---:|---|");
    let order = [
        "first paint",
        "  kB on the wire before it",
        "Home with its games",
        "first paint in German",
        "Home in German",
        "pair to Home",
        "open a game, first time",
        "  its frame drawn",
        "open it again",
        "  its frame drawn again",
        "open a 1,000-hand game",
        "  its frame drawn (1,000 hands)",
        "  longest main-thread task (1,000 hands)",
        "save, shown on the saving phone",
        "  the next hand's form ready",
        "  longest main-thread task (save)",
        "save, shown on a second phone",
    ];
    for name in order {
        let asked = match name {
            "save, shown on the saving phone" => requests.get("save a hand"),
            other => requests.get(other),
        }
        .map(|r| format!("{} ({})", r.len(), r.join(" ")))
        .unwrap_or_default();
        println!(
            "| {name} | {:.0} | {:.0} | {asked} |",
            median(slow.remove(name).unwrap_or_default()),
            median(fast.remove(name).unwrap_or_default()),
        );
    }
    t.sharing.stop().await.unwrap();
}
