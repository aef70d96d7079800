//! Readable by everyone at the table (issue 27), checked by the standard machine: axe-core (the
//! npm package pinned in ui/package.json, injected into the page) on every screen a phone
//! reaches (Pair, Home, New game and its setup form, Players, a game of every kind, a game with
//! hands, its chart and history, the TV view) in the light, dark and black themes, at 390×844 and
//! 1280×800, at the browser's usual text size and at 200 %; any WCAG 2.2 A/AA violation fails,
//! and so does a page that scrolls sideways. Then a screen reader's view of the card picker (each
//! card's accessible name) and of a saved hand (its explanation reaches the polite live region
//! exactly once, and the focus moves to the next hand's form). Screenshots with the four-colour
//! deck, at 200 % text and in black go to target/screenshots/a11y-*.png.
//!
//! Needs Debian's `chromium` and `chromium-driver` and `npm ci` in ui/ (axe-core).

#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)]

use crate::chromium::Chromedriver;
use crate::e2e_phones::{by_testid, screenshot_dir, shot, tap, type_into};
use crate::support::{self, host, PATIENCE};
use fantoccini::Client;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;
use std::time::{Duration, Instant};

/// The WCAG 2.2 A and AA rules.
const TAGS: [&str; 5] = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const THEMES: [&str; 3] = ["light", "dark", "black"];

fn axe_source() -> String {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../ui/node_modules/axe-core/axe.min.js");
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (run npm ci in ui/)", path.display()))
}

/// Runs axe on the page as it stands; answers its violations, each `{id, impact, help, nodes}`.
async fn axe(c: &Client, source: &str) -> Vec<Value> {
    let script = r#"
        const [source, tags] = arguments;
        const done = arguments[arguments.length - 1];
        if (!window.axe) (0, eval)(source);
        window.axe
          .run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] })
          .then((r) => done(r.violations.map((v) => ({
            id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.map((n) => ({ target: n.target.join(" "), summary: n.failureSummary })),
          }))))
          .catch((e) => done({ error: String(e) }));
    "#;
    let got = c
        .execute_async(script, vec![json!(source), json!(TAGS)])
        .await
        .unwrap();
    match got {
        Value::Array(list) => list,
        other => panic!("axe did not run: {other}"),
    }
}

/// One screen: where it is, what shows once it is drawn, and a tap that opens it (if any).
struct Screen {
    name: String,
    path: String,
    ready: &'static str,
    tap: Option<&'static str>,
}

fn screen(name: &str, path: &str, ready: &'static str) -> Screen {
    Screen {
        name: name.to_string(),
        path: path.to_string(),
        ready,
        tap: None,
    }
}

/// Waits until the page has settled: `ready` is shown and nothing says "Loading…".
async fn settle(c: &Client, ready: &str) {
    by_testid(c, ready).await;
    let deadline = Instant::now() + PATIENCE;
    loop {
        let loading = c
            .execute(
                "return [...document.querySelectorAll('p')].some((p) => p.textContent.trim() === 'Loading…')",
                vec![],
            )
            .await
            .unwrap();
        if loading == json!(false) {
            break;
        }
        assert!(Instant::now() < deadline, "still loading");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // The card grid and the chart are drawn a moment after the screen.
    tokio::time::sleep(Duration::from_millis(250)).await;
}

/// A table with games of every kind (one with hands, so its history and chart show), and the
/// screens a phone reaches in it.
fn screens(h: &support::Host) -> Vec<Screen> {
    let kinds = cardtable_commands::call(&h.state, "games_kinds", json!({})).unwrap();
    let names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"];
    let mut out = vec![
        screen("home", "#/", "new-game"),
        screen("new", "#/new", "game-option-gin_rummy"),
        Screen {
            tap: Some("game-option-gin_rummy"),
            ..screen("new-setup", "#/new", "player-name-0")
        },
    ];
    for info in kinds.as_array().unwrap() {
        let kind = info["kind"].as_str().unwrap();
        let seats = info["minPlayers"].as_u64().unwrap().max(2) as usize;
        let game = cardtable_commands::call(
            &h.state,
            "games_create",
            json!({"game": {"players": &names[..seats], "preset": "seed", "options": {"kind": kind, "options": {}}, "firstDealer": 0}}),
        )
        .unwrap();
        let id = game["id"].as_i64().unwrap();
        if kind == "scorepad" {
            for (a, b) in [(12, 5), (3, 30), (20, 8)] {
                cardtable_commands::call(&h.state, "hands_record", support::hand(id, a, b))
                    .unwrap();
            }
        }
        out.push(screen(
            &format!("game-{kind}"),
            &format!("#/game/{id}"),
            "game-players",
        ));
    }
    out.push(screen("players", "#/players", "roster"));
    out.push(screen("pair", "#/pair", "pair-form"));
    // The TV shows the newest game (the last created); the scorepad's has hands. Last: its
    // page keeps the TV's token until the next full load.
    let tv = h.sharing.tv_url(h.addr());
    let tv_path = tv.split_once('#').unwrap().1;
    out.push(screen("tv", &format!("#{tv_path}"), "tv-totals"));
    out
}

/// Opens `s` and waits for it; `fresh`: a full load (the stored theme and settings apply, and
/// the TV view's token is forgotten), else the app's own navigation.
async fn open(c: &Client, base: &str, s: &Screen, fresh: bool) {
    c.goto(&format!("{base}/{}", s.path)).await.unwrap();
    if fresh {
        c.refresh().await.unwrap();
    }
    if let Some(id) = s.tap {
        tap(c, id).await;
    }
    settle(c, s.ready).await;
}

/// A fresh browser paired with the host (its token stored as pairing leaves it).
async fn paired(
    driver: &Chromedriver,
    h: &support::Host,
    base: &str,
    size: (u32, u32),
    text: u32,
) -> Client {
    let c = driver.sized(size.0, size.1, text).await;
    let token = h
        .pair(&format!("Phone {}x{} {text}%", size.0, size.1))
        .await;
    c.goto(&format!("{base}/#/pair")).await.unwrap();
    c.execute(
        "localStorage.setItem('cardtable.token', arguments[0])",
        vec![json!(token)],
    )
    .await
    .unwrap();
    c
}

async fn set_storage(c: &Client, key: &str, value: Option<&str>) {
    c.execute(
        "if (arguments[1] === null) localStorage.removeItem(arguments[0]); else localStorage.setItem(arguments[0], arguments[1]);",
        vec![json!(key), json!(value)],
    )
    .await
    .unwrap();
}

// One test per window size and text size (each in every theme), so that a test runner with
// a pool of threads runs them beside each other and beside the rest of the suite.

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs chromium, chromedriver and ui/node_modules; run with --include-ignored"]
async fn every_screen_passes_wcag_22_aa_in_every_theme_on_a_phone() {
    every_screen_passes((390, 844), 100).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs chromium, chromedriver and ui/node_modules; run with --include-ignored"]
async fn every_screen_passes_wcag_22_aa_in_every_theme_on_a_laptop() {
    every_screen_passes((1280, 800), 100).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs chromium, chromedriver and ui/node_modules; run with --include-ignored"]
async fn every_screen_passes_wcag_22_aa_in_every_theme_on_a_phone_at_200_percent_text() {
    every_screen_passes((390, 844), 200).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs chromium, chromedriver and ui/node_modules; run with --include-ignored"]
async fn every_screen_passes_wcag_22_aa_in_every_theme_on_a_laptop_at_200_percent_text() {
    every_screen_passes((1280, 800), 200).await;
}

/// axe-core on every screen in every theme at window `size` and `text` % text, failing on any
/// WCAG 2.2 A/AA violation, a wrong theme or root text size, or a page scrolling sideways.
async fn every_screen_passes(size: (u32, u32), text: u32) {
    let h = host().await;
    let base = format!("http://{}", h.addr());
    let source = axe_source();
    let list = screens(&h);
    let driver = Chromedriver::start();
    // rule id → (violations, the first few places, as "screen: target").
    let mut rules: BTreeMap<String, (usize, Vec<String>)> = BTreeMap::new();
    let mut total = 0;
    let mut runs = 0;
    let mut layout: Vec<String> = Vec::new();
    {
        let c = paired(&driver, &h, &base, size, text).await;
        for theme in THEMES {
            set_storage(&c, "cardtable.theme", Some(theme)).await;
            for (i, s) in list.iter().enumerate() {
                open(&c, &base, s, i == 0).await;
                let at = format!("{} {}x{} {text}% {theme}", s.name, size.0, size.1);
                let drawn = c
                    .execute(
                        "return [document.documentElement.dataset.theme, getComputedStyle(document.documentElement).fontSize, window.innerWidth, document.documentElement.scrollWidth]",
                        vec![],
                    )
                    .await
                    .unwrap();
                // The theme and the text size are the ones asked for: the root follows the
                // browser's text size (18 px at 100 %).
                if drawn[0] != json!(theme) {
                    layout.push(format!("{at}: shows the {} theme", drawn[0]));
                }
                let want_font = format!("{}px", 18 * text / 100);
                if drawn[1] != json!(want_font) {
                    layout.push(format!("{at}: root text is {}, not {want_font}", drawn[1]));
                }
                if drawn[3].as_i64() > drawn[2].as_i64() {
                    layout.push(format!(
                        "{at}: scrolls sideways ({} px wide in {})",
                        drawn[3], drawn[2]
                    ));
                }
                runs += 1;
                for v in axe(&c, &source).await {
                    let id = v["id"].as_str().unwrap_or("?").to_string();
                    let nodes = v["nodes"].as_array().cloned().unwrap_or_default();
                    total += nodes.len();
                    let entry = rules.entry(id).or_default();
                    entry.0 += nodes.len();
                    for n in nodes.iter().take(2) {
                        if entry.1.len() < 6 {
                            entry.1.push(format!(
                                "{at}: {} ({})",
                                n["target"],
                                n["summary"].as_str().unwrap_or("").replace('\n', " ")
                            ));
                        }
                    }
                }
            }
        }
        let _ = c.close().await;
    }
    let mut report = format!("axe-core on {runs} screens: {total} WCAG 2.2 A/AA violations\n");
    for (id, (count, places)) in &rules {
        let _ = writeln!(report, "  {id}: {count}");
        for p in places {
            let _ = writeln!(report, "      {p}");
        }
    }
    for l in &layout {
        let _ = writeln!(report, "  layout: {l}");
    }
    let name = format!("a11y-axe-{}x{}-{text}.txt", size.0, size.1);
    std::fs::write(screenshot_dir().join(name), &report).unwrap();
    eprintln!("{report}");
    assert!(total == 0 && layout.is_empty(), "{report}");
    h.sharing.stop().await.unwrap();
}

/// The words a screen reader says for a rank ("7" → "seven").
fn rank_word(rank: &str) -> &'static str {
    match rank {
        "A" => "ace",
        "2" => "two",
        "3" => "three",
        "4" => "four",
        "5" => "five",
        "6" => "six",
        "7" => "seven",
        "8" => "eight",
        "9" => "nine",
        "10" => "ten",
        "J" => "jack",
        "Q" => "queen",
        "K" => "king",
        other => panic!("rank {other}"),
    }
}

/// The accessible name of `[data-testid=id]` as assistive technology computes it (axe's own
/// computation of the accessible name, from ARIA and the page).
async fn accessible_name(c: &Client, source: &str, id: &str) -> String {
    let got = c
        .execute(
            r#"
            if (!window.axe) (0, eval)(arguments[0]);
            const el = document.querySelector(`[data-testid="${arguments[1]}"]`);
            if (!el) return null;
            window.axe.setup(document);
            try {
              return window.axe.commons.text.accessibleTextVirtual(window.axe.utils.getNodeFromTree(el));
            } finally {
              window.axe.teardown();
            }
            "#,
            vec![json!(source), json!(id)],
        )
        .await
        .unwrap();
    got.as_str()
        .unwrap_or_else(|| panic!("no [data-testid={id}]"))
        .to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs chromium, chromedriver and ui/node_modules; run with --include-ignored"]
async fn cards_are_named_and_a_saved_hand_is_announced_once() {
    let h = host().await;
    let base = format!("http://{}", h.addr());
    let source = axe_source();
    let gin = cardtable_commands::call(
        &h.state,
        "games_create",
        json!({"game": {"players": ["Ann", "Bob"], "preset": "seed", "options": {"kind": "gin_rummy", "options": {}}, "firstDealer": 0}}),
    )
    .unwrap()["id"]
        .as_i64()
        .unwrap();
    let pad = cardtable_commands::call(&h.state, "games_create", support::new_game()).unwrap()
        ["id"]
        .as_i64()
        .unwrap();
    let driver = Chromedriver::start();
    let c = paired(&driver, &h, &base, (390, 844), 100).await;

    // Every card of the knocker's grid reads "seven of clubs"; a tapped one adds "selected",
    // and the other hand's grid names who holds it.
    open(
        &c,
        &base,
        &screen("gin", &format!("#/game/{gin}"), "knocker-7c"),
        true,
    )
    .await;
    let deck = cardtable_commands::call(&h.state, "rules_deck", json!({})).unwrap();
    let deck = deck.as_array().unwrap();
    assert_eq!(deck.len(), 52);
    for face in deck {
        let card = face["card"].as_str().unwrap();
        let want = format!(
            "{} of {}",
            rank_word(face["rank"].as_str().unwrap()),
            face["suitName"].as_str().unwrap()
        );
        assert_eq!(
            accessible_name(&c, &source, &format!("knocker-{card}")).await,
            want
        );
    }
    tap(&c, "knocker-7c").await;
    assert_eq!(
        accessible_name(&c, &source, "knocker-7c").await,
        "seven of clubs, selected"
    );
    assert_eq!(
        accessible_name(&c, &source, "knocker-8c").await,
        "eight of clubs"
    );
    tap(&c, "gin-tab-defender").await;
    assert_eq!(
        accessible_name(&c, &source, "defender-7c").await,
        "seven of clubs, held by Ann"
    );

    // A scorepad hand: typing and the live preview announce nothing; saving announces the
    // hand's explanation once, and the focus goes to the next hand's first control.
    open(
        &c,
        &base,
        &screen("pad", &format!("#/game/{pad}"), "points-0"),
        true,
    )
    .await;
    c.execute(
        r#"
        const live = document.querySelector('[data-testid="announce"]');
        window.__said = [];
        new MutationObserver(() => {
          const t = live.textContent.trim();
          if (t) window.__said.push(t);
        }).observe(live, { childList: true, subtree: true, characterData: true });
        "#,
        vec![],
    )
    .await
    .unwrap();
    let live = by_testid(&c, "announce").await;
    assert_eq!(
        live.attr("aria-live").await.unwrap().as_deref(),
        Some("polite")
    );
    type_into(&c, "points-0", "12").await;
    type_into(&c, "points-1", "5").await;
    by_testid(&c, "hand-preview").await;
    tap(&c, "save-hand").await;
    let deadline = Instant::now() + PATIENCE;
    let said = loop {
        let said = c.execute("return window.__said", vec![]).await.unwrap();
        if !said.as_array().unwrap().is_empty() {
            break said;
        }
        assert!(Instant::now() < deadline, "nothing was announced");
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    let sentence = said[0].as_str().unwrap().to_string();
    assert!(sentence.starts_with("Hand 1 saved"), "{sentence}");
    assert!(
        sentence.contains("Ann 12") && sentence.contains("Bob 5"),
        "{sentence}"
    );
    let focused = c
        .execute(
            "const a = document.activeElement; const panel = document.querySelector('[data-testid=hand-panel]'); const first = panel && panel.querySelector('button:not([disabled]), input:not([disabled]), select, textarea, a[href]'); return [a === first, a && a.dataset.testid, panel && panel.querySelector('h2').textContent];",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(focused[0], json!(true), "focus after saving: {focused}");
    assert_eq!(focused[2], json!("Hand 2"));
    // The next hand is typed and previewed: still one announcement.
    type_into(&c, "points-0", "4").await;
    type_into(&c, "points-1", "9").await;
    by_testid(&c, "hand-preview").await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let said = c.execute("return window.__said", vec![]).await.unwrap();
    assert_eq!(said.as_array().unwrap().len(), 1, "announced: {said}");

    // The screenshots the note shows: the four-colour deck, 200 % text and black, each beside
    // the default.
    shot(&c, "a11y-gin-default").await;
    let _ = c.close().await;
    for (name, size, text, theme, four) in [
        ("a11y-gin-default-390", (390, 844), 100, "light", false),
        ("a11y-gin-four-colour-390", (390, 844), 100, "light", true),
        ("a11y-gin-text200-390", (390, 844), 200, "light", false),
        ("a11y-gin-black-390", (390, 844), 100, "black", true),
        ("a11y-gin-default-1280", (1280, 800), 100, "light", false),
        ("a11y-gin-text200-1280", (1280, 800), 200, "dark", true),
        ("a11y-pad-black-1280", (1280, 800), 100, "black", false),
    ] {
        let c = paired(&driver, &h, &base, size, text).await;
        set_storage(&c, "cardtable.theme", Some(theme)).await;
        let display = if four {
            Some(r#"{"fourColour":true}"#)
        } else {
            None
        };
        set_storage(&c, "cardtable.display", display).await;
        let path = if name.contains("pad") {
            format!("#/game/{pad}")
        } else {
            format!("#/game/{gin}")
        };
        open(&c, &base, &screen(name, &path, "game-players"), true).await;
        if name.contains("gin") {
            for card in [
                "knocker-7c",
                "knocker-8c",
                "knocker-9c",
                "knocker-Kh",
                "knocker-Kd",
                "knocker-Ks",
            ] {
                // Above the docked Save, as a person scrolls before tapping.
                let el = by_testid(&c, card).await;
                c.execute(
                    "arguments[0].scrollIntoView({block: 'center'})",
                    vec![serde_json::to_value(&el).unwrap()],
                )
                .await
                .unwrap();
                el.click().await.unwrap();
            }
            c.execute("window.scrollTo(0, 0)", vec![]).await.unwrap();
        }
        shot(&c, name).await;
        let _ = c.close().await;
    }
    let c = paired(&driver, &h, &base, (1280, 800), 100).await;
    set_storage(&c, "cardtable.theme", Some("black")).await;
    let tv = h.sharing.tv_url(h.addr());
    c.goto(&tv).await.unwrap();
    c.refresh().await.unwrap();
    settle(&c, "tv-totals").await;
    shot(&c, "a11y-tv-black-1280").await;
    let _ = c.close().await;
    h.sharing.stop().await.unwrap();
}
