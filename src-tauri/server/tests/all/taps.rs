//! Taps and scrolls (issue 23), measured: for every kind of game the app offers (and Gin's
//! Oklahoma and Basic's Classic Rum presets), a fresh game on a phone at 390×844 and on a
//! laptop's window at 1280×800 (headless Chromium against the sharing host), one typical hand
//! entered as a person does, every tap counted, and a scroll counted whenever the control the
//! person must tap next is not wholly on screen and uncovered (then it is scrolled into view).
//! Each hand is saved and its totals checked (the real score). Each part's table is printed
//! and written to target/taps-and-scrolls/; the goals are asserted: a rummy-family hand takes at
//! most one scroll on the phone, no hand takes any on the laptop. Gift Rummy's knock buttons
//! and Gin's club row are never under the save dock or its message (the point at their centre
//! is the control itself).
//!
//! And no label is cut at 390 px: on every screen visited at phone size (Pair, Home, New game
//! with each kind chosen, each game screen with its hand entered and after it is saved,
//! Players), no text whose box hides part of it (its own, or an ancestor's that clips it).
//!
//! Needs Debian's `chromium` and `chromium-driver` (`make test` installs them).

use crate::chromium::Chromedriver;
use crate::e2e_phones::{by_testid, screenshot_dir};
use crate::support::{host, Host, PATIENCE};
use fantoccini::elements::Element;
use fantoccini::Client;
use serde_json::{json, Value};
use std::fmt::Write as _;
use std::path::Path;
use std::time::{Duration, Instant};

/// A screen size: its name in the table, and its CSS pixels.
#[derive(Clone, Copy)]
struct Size {
    name: &'static str,
    width: u32,
    height: u32,
}

const PHONE: Size = Size {
    name: "390x844",
    width: 390,
    height: 844,
};
const LAPTOP: Size = Size {
    name: "1280x800",
    width: 1280,
    height: 800,
};

/// One typical hand of one game, as the table would play it.
#[derive(Clone, Copy, Debug)]
enum Hand {
    Gin,
    Oklahoma,
    Gift,
    Basic,
    ClassicRum,
    Boathouse,
    Continental,
    Gamblers,
    Knock,
    Rummy500,
    OhHeck,
    Golf,
    SkullAndRoses,
    Avalanche,
    Scorepad,
}

const HANDS: [Hand; 15] = [
    Hand::Gin,
    Hand::Oklahoma,
    Hand::Gift,
    Hand::Basic,
    Hand::ClassicRum,
    Hand::Boathouse,
    Hand::Continental,
    Hand::Gamblers,
    Hand::Knock,
    Hand::Rummy500,
    Hand::OhHeck,
    Hand::Golf,
    Hand::SkullAndRoses,
    Hand::Avalanche,
    Hand::Scorepad,
];

impl Hand {
    /// The game's name in the table, its kind, its preset and its players.
    fn game(
        self,
    ) -> (
        &'static str,
        &'static str,
        &'static str,
        &'static [&'static str],
    ) {
        const TWO: &[&str] = &["Ann", "Bob"];
        const THREE: &[&str] = &["Ann", "Bob", "Cy"];
        const FOUR: &[&str] = &["Ann", "Bob", "Cy", "Dee"];
        const WINDS: &[&str] = &["North", "East", "South", "West"];
        match self {
            Hand::Gin => ("Gin", "gin_rummy", "seed", TWO),
            Hand::Oklahoma => ("Gin (Oklahoma)", "gin_rummy", "oklahoma", TWO),
            Hand::Gift => ("Gift Rummy", "gift_rummy", "seed", WINDS),
            Hand::Basic => ("Basic Rummy", "basic_rummy", "seed", THREE),
            Hand::ClassicRum => ("Classic Rum", "basic_rummy", "classic", THREE),
            Hand::Boathouse => ("Boathouse", "boathouse_rummy", "seed", THREE),
            Hand::Continental => ("Continental", "continental_rummy", "seed", THREE),
            Hand::Gamblers => ("Gambler's", "gamblers_rummy", "seed", FOUR),
            Hand::Knock => ("Knock Rummy", "knock_rummy", "seed", THREE),
            Hand::Rummy500 => ("Rummy 500", "rummy_500", "seed", TWO),
            Hand::OhHeck => ("Oh Heck!", "oh_heck", "seed", FOUR),
            Hand::Golf => ("Six Card Golf", "six_card_golf", "seed", TWO),
            Hand::SkullAndRoses => ("Skull & Roses", "skull_and_roses", "seed", THREE),
            Hand::Avalanche => ("Avalanche", "avalanche", "seed", THREE),
            Hand::Scorepad => ("Scorepad", "scorepad", "seed", FOUR),
        }
    }

    /// A rummy-family hand: at most one scroll on a phone.
    fn rummy_family(self) -> bool {
        match self {
            Hand::Basic
            | Hand::ClassicRum
            | Hand::Boathouse
            | Hand::Continental
            | Hand::Gamblers
            | Hand::Knock
            | Hand::Rummy500 => true,
            Hand::Gin
            | Hand::Oklahoma
            | Hand::Gift
            | Hand::OhHeck
            | Hand::Golf
            | Hand::SkullAndRoses
            | Hand::Avalanche
            | Hand::Scorepad => false,
        }
    }
}

/// Whether `el` is wholly on screen and the point at its centre (and near its top and bottom
/// edges) is the element itself, not a bar or the save dock over it: "ok", or what is wrong.
const REACHABLE: &str = r#"
    const e = arguments[0];
    const r = e.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return 'not shown';
    if (r.top < -0.5 || r.left < -0.5 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5)
      return `outside the screen (${Math.round(r.top)}..${Math.round(r.bottom)} of ${innerHeight})`;
    const x = r.left + r.width / 2;
    for (const y of [r.top + r.height / 2, r.top + 2, r.bottom - 2]) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(hit === e || e.contains(hit))) {
        const what = hit ? (hit.closest('[data-testid]')?.dataset.testid ?? hit.className ?? hit.tagName) : 'nothing';
        const says = (hit?.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
        if (says) return `covered by ${what} ("${says}")`;
        return `covered by ${what}`;
      }
    }
    return 'ok';
"#;

/// A person at the table: every tap counted, and every scroll needed to reach the next one.
struct Person<'a> {
    c: &'a Client,
    taps: u32,
    scrolls: u32,
    /// What each scroll was for.
    reasons: Vec<String>,
    /// Controls found under the save dock (or a bar).
    covered: Vec<String>,
}

impl<'a> Person<'a> {
    fn new(c: &'a Client) -> Self {
        Person {
            c,
            taps: 0,
            scrolls: 0,
            reasons: Vec::new(),
            covered: Vec::new(),
        }
    }

    async fn reachable(&self, el: &Element) -> String {
        let arg = serde_json::to_value(el).unwrap();
        self.c
            .execute(REACHABLE, vec![arg])
            .await
            .unwrap()
            .as_str()
            .unwrap_or_default()
            .to_string()
    }

    /// Brings control `id` on screen the way a person scrolls to it (counted), if it is not.
    async fn reach(&mut self, id: &str) -> Element {
        let el = by_testid(self.c, id).await;
        let why = self.reachable(&el).await;
        if why == "ok" {
            return el;
        }
        self.scrolls += 1;
        self.reasons.push(format!("{id}: {why}"));
        let arg = serde_json::to_value(&el).unwrap();
        self.c
            .execute(
                "arguments[0].scrollIntoView({block: 'center', inline: 'nearest'})",
                vec![arg],
            )
            .await
            .unwrap();
        tokio::time::sleep(Duration::from_millis(150)).await;
        let now = self.reachable(&el).await;
        if now != "ok" {
            shot(self.c, "taps-unreachable").await;
            panic!("[data-testid={id}] cannot be reached by scrolling: {now}");
        }
        el
    }

    /// One tap on control `id`.
    async fn tap(&mut self, id: &str) {
        let el = self.reach(id).await;
        el.click()
            .await
            .unwrap_or_else(|e| panic!("tapping [data-testid={id}]: {e}"));
        self.taps += 1;
        // The person looks before the next tap: the preview (asked 150 ms after a change) and
        // the dock's message have come.
        tokio::time::sleep(Duration::from_millis(300)).await;
    }

    /// A tap on each card `cards` of picker `picker`.
    async fn cards(&mut self, picker: &str, cards: &[&str]) {
        for card in cards {
            self.tap(&format!("{picker}-{card}")).await;
        }
    }

    /// Taps `id` unless it is already chosen (a tab open, a choice pressed).
    async fn choose(&mut self, id: &str) {
        let el = by_testid(self.c, id).await;
        let on = |v: Option<String>| v.as_deref() == Some("true");
        if on(el.attr("aria-selected").await.unwrap()) || on(el.attr("aria-pressed").await.unwrap())
        {
            return;
        }
        self.tap(id).await;
    }

    /// Taps a box and types `text` into it (typing is not a tap).
    async fn type_in(&mut self, id: &str, text: &str) {
        self.tap(id).await;
        by_testid(self.c, id).await.send_keys(text).await.unwrap();
    }

    /// Melds tapped on a meld board: "Next" between melds, "Joker" before a card a joker
    /// stands for (`JK=7c`).
    async fn melds(&mut self, board: &str, melds: &[&[&str]]) {
        for (i, meld) in melds.iter().enumerate() {
            if i > 0 {
                self.tap(&format!("{board}-next")).await;
            }
            for token in meld.iter() {
                match token.strip_prefix("JK=") {
                    Some(card) => {
                        self.tap(&format!("{board}-joker")).await;
                        self.tap(&format!("{board}-{card}")).await;
                    }
                    None => self.tap(&format!("{board}-{token}")).await,
                }
            }
        }
    }
}

/// Waits until element `id` shows `want` (trimmed), e.g. a total after the save.
async fn shows(c: &Client, id: &str, want: &str) {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let got = by_testid(c, id)
            .await
            .prop("textContent")
            .await
            .unwrap()
            .unwrap_or_default();
        if got.trim() == want {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "[data-testid={id}] shows {got:?}, expected {want:?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Waits until element `id`'s text contains `want`.
async fn contains(c: &Client, id: &str, want: &str) -> String {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let got = by_testid(c, id)
            .await
            .prop("textContent")
            .await
            .unwrap()
            .unwrap_or_default();
        if got.contains(want) {
            return got;
        }
        assert!(
            Instant::now() < deadline,
            "[data-testid={id}] shows {got:?}, expected it to contain {want:?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Checks that the point at control `id`'s centre is the control itself (not the save dock).
async fn uncovered(c: &Client, id: &str) -> Result<(), String> {
    let el = by_testid(c, id).await;
    let arg = serde_json::to_value(&el).unwrap();
    let got = c
        .execute(
            "const e = arguments[0]; e.scrollIntoView({block: 'center'}); \
             const r = e.getBoundingClientRect(); \
             const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2); \
             return hit === e || e.contains(hit) ? 'ok' : \
               (hit?.closest('[data-testid]')?.dataset.testid ?? hit?.tagName ?? 'nothing');",
            vec![arg],
        )
        .await
        .unwrap();
    match got.as_str() {
        Some("ok") => Ok(()),
        other => Err(format!("{id} is under {other:?}")),
    }
}

/// Text that its box cuts, on the page as it stands: each as "what: the text". An element
/// with text of its own is cut when it hides part of it (`overflow` other than visible and its
/// content wider or taller than its box, an ellipsis included), or when an ancestor that clips
/// (overflow hidden or clip) does not hold all of it. Screen-reader-only text and what a
/// closed `<details>` hides are left out.
const CUT: &str = r#"
    const out = [];
    const clips = (v) => v === 'hidden' || v === 'clip';
    for (const e of document.body.querySelectorAll('*')) {
      if (!['SCRIPT', 'STYLE', 'svg', 'path', 'INPUT', 'TEXTAREA', 'SELECT', 'OPTION'].every((t) => e.tagName !== t)) continue;
      if (e.closest('.visually-hidden')) continue;
      // Other text for screen readers only: inside a box clipped to nothing.
      let hidden = false;
      for (let a = e; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).clipPath === 'inset(50%)') { hidden = true; break; }
      }
      if (hidden) continue;
      const d = e.closest('details');
      if (d && !d.open && !e.closest('summary')) continue;
      const own = [...e.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join('').trim();
      if (!own) continue;
      const st = getComputedStyle(e);
      if (st.visibility === 'hidden') continue;
      const r = e.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const what = (e.closest('[data-testid]')?.dataset.testid ?? e.tagName.toLowerCase());
      const text = (e.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 80);
      if ((clips(st.overflowX) || st.textOverflow === 'ellipsis') && e.scrollWidth > e.clientWidth + 1) {
        out.push(`${what} (${e.tagName.toLowerCase()}.${e.className}): ${text}`);
        continue;
      }
      if (clips(st.overflowY) && e.scrollHeight > e.clientHeight + 1) {
        out.push(`${what} (${e.tagName.toLowerCase()}.${e.className}, lines cut): ${text}`);
        continue;
      }
      for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
        const sa = getComputedStyle(a);
        const x = clips(sa.overflowX), y = clips(sa.overflowY);
        if (!x && !y) continue;
        const b = a.getBoundingClientRect();
        if ((x && (r.left < b.left - 1 || r.right > b.right + 1)) || (y && (r.top < b.top - 1 || r.bottom > b.bottom + 1))) {
          out.push(`${what} (${e.tagName.toLowerCase()}.${e.className}, clipped by ${a.tagName.toLowerCase()}.${a.className}): ${text}`);
          break;
        }
      }
    }
    return out;
"#;

/// The cut labels on screen `screen`, each named with the screen, added to `found`.
async fn labels_cut(c: &Client, screen: &str, found: &mut Vec<String>) {
    let got = c.execute(CUT, vec![]).await.unwrap();
    for line in got.as_array().unwrap() {
        found.push(format!("{screen}: {}", line.as_str().unwrap_or_default()));
    }
}

/// Waits until the page has settled: `ready` is shown and nothing says "Loading…".
async fn settle(c: &Client, ready: &str) {
    by_testid(c, ready).await;
    let deadline = Instant::now() + PATIENCE;
    while c
        .execute(
            "return [...document.querySelectorAll('p')].some((p) => p.textContent.trim() === 'Loading…')",
            vec![],
        )
        .await
        .unwrap()
        == json!(true)
    {
        assert!(Instant::now() < deadline, "still loading");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    tokio::time::sleep(Duration::from_millis(250)).await;
}

async fn goto(c: &Client, base: &str, hash: &str, ready: &str) {
    c.goto(&format!("{base}/{hash}")).await.unwrap();
    settle(c, ready).await;
}

async fn shot(c: &Client, name: &str) {
    tokio::time::sleep(Duration::from_millis(200)).await;
    let png = c.screenshot().await.unwrap();
    std::fs::write(screenshot_dir().join(format!("{name}.png")), png).unwrap();
}

/// Enters `hand` on the open game screen (the hand panel or the tracker showing), saves it
/// and waits for its totals. Answers the person who did it.
async fn play<'a>(c: &'a Client, hand: Hand, size: Size, shots: &str) -> Person<'a> {
    let mut p = Person::new(c);
    let before = format!("{shots}-{}", size.name);
    match hand {
        Hand::Gin | Hand::Oklahoma => {
            // Oklahoma's upcard first (its picker folds once it is chosen).
            if matches!(hand, Hand::Oklahoma) {
                p.tap("upcard-9h").await;
                contains(c, "gin-upcard", "9").await;
            }
            // The whole grid, its club row too, is above the save dock before a card is
            // tapped.
            for card in ["Ac", "7c", "Kc"] {
                let el = by_testid(c, &format!("knocker-{card}")).await;
                let why = p.reachable(&el).await;
                if why != "ok" {
                    p.covered.push(format!("knocker-{card}: {why}"));
                }
            }
            p.choose("gin-knocker-0").await;
            // RULES.md G1: the knocker scores 28.
            p.cards(
                "knocker",
                &["3s", "4s", "5s", "8d", "8c", "8h", "Jh", "Qh", "Kh", "2d"],
            )
            .await;
            contains(c, "defender-count", "0 cards").await;
            p.cards(
                "defender",
                &["9c", "9d", "9s", "4d", "5d", "6d", "Ks", "Qc", "7c", "3h"],
            )
            .await;
            contains(c, "preview-points-0", "+28").await;
            shot(c, &before).await;
            p.tap("save-hand").await;
            shows(c, "total-0", "28").await;
            shows(c, "total-1", "0").await;
        }
        Hand::Gift => {
            // North the spades, East the hearts, South the diamonds (each tab moves on at 13);
            // West's clubs are the rest of the pack. Each hand: flush 13 + sequence 13.
            let ranks = [
                "A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K",
            ];
            for (seat, suit) in ["s", "h", "d"].iter().enumerate() {
                p.choose(&format!("gift-tab-{seat}")).await;
                for r in ranks {
                    p.tap(&format!("gift-{seat}-{r}{suit}")).await;
                }
            }
            contains(c, "gift-filled", "West's 13 cards").await;
            p.tap("knock1-0").await;
            by_testid(c, "hand-preview").await;
            // The knock buttons are never under the dock and its message.
            for seat in 0..4 {
                if let Err(e) = uncovered(c, &format!("knock1-{seat}")).await {
                    p.covered.push(e);
                }
            }
            shot(c, &before).await;
            p.tap("save-hand").await;
            for (seat, total) in ["36", "26", "26", "26"].iter().enumerate() {
                shows(c, &format!("total-{seat}"), total).await;
            }
        }
        Hand::Basic | Hand::ClassicRum => {
            // RULES.md BR1/BR8: Bob holds K♣ 7♦ A♥ (18), Cy 5♠ 5♥ (10).
            p.choose("br-winner-0").await;
            p.choose("br-tab-1").await;
            p.cards("br-1", &["Kc", "7d", "Ah"]).await;
            p.choose("br-tab-2").await;
            p.cards("br-2", &["5s", "5h"]).await;
            let classic = matches!(hand, Hand::ClassicRum);
            contains(c, "preview-points-0", "+28").await;
            shot(c, &before).await;
            p.tap("save-hand").await;
            let want: [&str; 3] = if classic {
                ["28", "−18", "−10"]
            } else {
                ["28", "0", "0"]
            };
            for (seat, total) in want.iter().enumerate() {
                shows(c, &format!("total-{seat}"), total).await;
            }
        }
        Hand::Boathouse => {
            // RULES.md BH4 less a 9♣ (17 unmatched), BH2 (9): Ann +26.
            p.choose("bh-winner-0").await;
            p.choose("bh-tab-1").await;
            p.cards("bh-1", &["Qs", "Ks", "As", "2s", "3s", "9d", "8c"])
                .await;
            p.choose("bh-tab-2").await;
            p.cards("bh-2", &["Kh", "Ah", "2h", "5c", "5d", "5s", "9c"])
                .await;
            contains(c, "preview-points-0", "+26").await;
            shot(c, &before).await;
            p.tap("save-hand").await;
            for (seat, total) in ["26", "−17", "−9"].iter().enumerate() {
                shows(c, &format!("total-{seat}"), total).await;
            }
        }
        Hand::Continental => {
            // Ann goes out 4+4+4+3 with two jokers: each loser pays 1 + 2 × 2 = 5.
            p.choose("cr-winner-0").await;
            p.melds(
                "cr",
                &[
                    &["4h", "5h", "6h", "7h"],
                    &["9c", "JK=Tc", "Jc", "Qc"],
                    &["2d", "3d", "4d", "5d"],
                    &["8s", "9s", "JK=Ts"],
                ],
            )
            .await;
            contains(c, "preview-points-0", "+10").await;
            shot(c, &before).await;
            p.tap("save-hand").await;
            for (seat, total) in ["10", "−5", "−5"].iter().enumerate() {
                shows(c, &format!("total-{seat}"), total).await;
            }
        }
        Hand::Gamblers => {
            // RULES.md GB1: Ann +41.
            p.choose("gb-winner-0").await;
            p.choose("gb-tab-1").await;
            p.cards("gb-1", &["Kh", "8c", "As"]).await;
            p.choose("gb-tab-2").await;
            p.cards("gb-2", &["5d", "5c", "2h"]).await;
            p.choose("gb-tab-3").await;
            p.cards("gb-3", &["Qs"]).await;
            contains(c, "preview-points-0", "+41").await;
            shot(c, &before).await;
            p.tap("save-hand").await;
            for (seat, total) in ["41", "−19", "−12", "−10"].iter().enumerate() {
                shows(c, &format!("total-{seat}"), total).await;
            }
        }
        Hand::Knock => {
            // RULES.md KR3: Ann knocks with 4, Bob has 4 too, Cy 10: the tie goes to Bob.
            p.choose("kr-knocker-0").await;
            p.choose("kr-tab-0").await;
            p.cards("kr-0", &["3s", "4s", "5s", "9h", "9d", "9c", "4d"])
                .await;
            p.choose("kr-tab-1").await;
            p.cards("kr-1", &["2h", "3h", "4h", "7c", "7d", "7s", "4c"])
                .await;
            p.choose("kr-tab-2").await;
            p.cards("kr-2", &["Kc", "Kd", "Kh", "5h", "6h", "7h", "Th"])
                .await;
            contains(c, "preview-points-1", "+6").await;
            shot(c, &before).await;
            p.tap("save-hand").await;
            for (seat, total) in ["0", "6", "−6"].iter().enumerate() {
                shows(c, &format!("total-{seat}"), total).await;
            }
        }
        Hand::Rummy500 => {
            // Ann melds 7♥ 8♥ 9♥, 5♣ 6♣ JK=7♣, K♣ K♦ K♠ (80) and keeps 4♣ A♠ (19): +61. Bob
            // melds Q♠ Q♥ Q♦ (30), lays the 10♥ off onto Ann's hearts and keeps 2♦ 3♦: +35.
            p.choose("r5-tab-0").await;
            p.melds(
                "r5-0-m",
                &[
                    &["7h", "8h", "9h"],
                    &["5c", "6c", "JK=7c"],
                    &["Kc", "Kd", "Ks"],
                ],
            )
            .await;
            p.tap("r5-part-hand").await;
            p.cards("r5-0-h", &["4c", "As"]).await;
            p.tap("r5-tab-1").await;
            p.melds("r5-1-m", &[&["Qs", "Qh", "Qd"]]).await;
            p.tap("r5-part-lay").await;
            p.tap("r5-onto-0").await;
            p.cards("r5-1-l", &["Th"]).await;
            p.tap("r5-part-hand").await;
            p.cards("r5-1-h", &["2d", "3d"]).await;
            contains(c, "preview-points-1", "+35").await;
            shot(c, &before).await;
            p.tap("save-hand").await;
            shows(c, "total-0", "61").await;
            shows(c, "total-1", "35").await;
        }
        Hand::OhHeck => {
            // Ann deals: Bob, Cy and Dee bid 1, 2, 0 and Ann 1; they make them but Ann.
            let size = contains(c, "oh-heck-size", "cards each").await;
            let cards: u32 = size
                .split(" · ")
                .nth(1)
                .and_then(|s| s.split_whitespace().next())
                .and_then(|n| n.parse().ok())
                .unwrap_or_else(|| panic!("hand size in {size:?}"));
            p.tap("trump-spades").await;
            for bid in [1, 2, 0, 1] {
                p.tap(&format!("key-{bid}")).await;
            }
            contains(c, "bids-line", "Bob 1 · Cy 2 · Dee 0 · Ann 1").await;
            for tricks in [1, 2, 0, cards - 3] {
                p.tap(&format!("key-{tricks}")).await;
            }
            contains(c, "preview-points-1", "+11").await;
            shot(c, &before).await;
            p.tap("save-hand").await;
            for (seat, total) in ["0", "11", "12", "10"].iter().enumerate() {
                shows(c, &format!("total-{seat}"), total).await;
            }
        }
        Hand::Golf => {
            // RULES.md GF1 (Ann, 18) and GF3 (Bob, 20), slot by slot.
            for card in ["Ks", "5h", "Qd", "2c", "5d", "Jc"] {
                p.tap(&format!("golf-pick-0-{card}")).await;
            }
            for card in ["Kh", "9s", "Td", "Kc", "9h", "Jd"] {
                p.tap(&format!("golf-pick-1-{card}")).await;
            }
            contains(c, "preview-points-1", "+20").await;
            shot(c, &before).await;
            p.tap("save-hand").await;
            shows(c, "total-0", "18").await;
            shows(c, "total-1", "20").await;
        }
        Hand::SkullAndRoses => {
            // Ann challenges at 1 at once and shows her own rose: a success.
            contains(c, "skull-step", "Ann: place a card or challenge").await;
            p.tap("bid-1").await;
            p.tap("move-pass").await;
            p.tap("move-pass").await;
            p.tap("reveal-0").await;
            p.tap("face-rose").await;
            contains(c, "successes-0", "★").await;
            shot(c, &before).await;
            p.tap("save-round").await;
            shows(c, "total-0", "1").await;
            shows(c, "total-1", "0").await;
        }
        Hand::Avalanche => {
            // A deal kept by its final counts (RULES.md AV7 for three): 40 + 35 + 25 + 10 = 110.
            p.tap("also-entry").await;
            for (seat, n) in ["40", "35", "25"].iter().enumerate() {
                p.type_in(&format!("av-count-stored-{seat}"), n).await;
            }
            p.type_in("av-count-removed", "10").await;
            contains(c, "preview-points-0", "40").await;
            shot(c, &before).await;
            p.tap("save-hand").await;
            for (seat, total) in ["40", "35", "25"].iter().enumerate() {
                shows(c, &format!("total-{seat}"), total).await;
            }
        }
        Hand::Scorepad => {
            for (seat, n) in ["12", "5", "0", "9"].iter().enumerate() {
                p.type_in(&format!("points-{seat}"), n).await;
            }
            contains(c, "preview-points-0", "12").await;
            shot(c, &before).await;
            p.tap("save-hand").await;
            for (seat, total) in ["12", "5", "0", "9"].iter().enumerate() {
                shows(c, &format!("total-{seat}"), total).await;
            }
        }
    }
    p
}

/// One line of the table.
struct Row {
    game: &'static str,
    size: &'static str,
    taps: u32,
    scrolls: u32,
    reasons: Vec<String>,
    rummy_family: bool,
}

/// A browser of `size` paired with the host by its PIN (the pairing screen checked for cut
/// labels on a phone).
async fn paired(
    driver: &Chromedriver,
    h: &Host,
    size: Size,
    cut: &mut Vec<String>,
    check_labels: bool,
) -> Client {
    let c = driver.sized(size.width, size.height, 100).await;
    let base = format!("http://{}", h.addr());
    goto(&c, &base, "#/pair", "pair-form").await;
    let name = format!("Phone {}", size.name);
    let field = by_testid(&c, "pair-name").await;
    field.clear().await.unwrap();
    field.send_keys(&name).await.unwrap();
    by_testid(&c, "pair-pin")
        .await
        .send_keys(&h.sharing.pin())
        .await
        .unwrap();
    if check_labels {
        labels_cut(&c, "Pair", cut).await;
    }
    by_testid(&c, "pair-join").await.click().await.unwrap();
    settle(&c, "new-game").await;
    c
}

/// A fresh game of `hand` at the host; its id.
fn new_game(h: &Host, hand: Hand) -> i64 {
    let (_, kind, preset, players) = hand.game();
    // The preset's options, as the New game screen sends them.
    let presets =
        cardtable_commands::call(&h.state, "games_presets", json!({"kind": kind})).unwrap();
    let options = presets
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["id"] == preset)
        .unwrap_or_else(|| panic!("{kind} has no preset {preset}: {presets}"))["options"]
        .clone();
    let game = cardtable_commands::call(
        &h.state,
        "games_create",
        json!({"game": {"players": players, "preset": preset, "options": options, "firstDealer": 0}}),
    )
    .unwrap_or_else(|e| panic!("a new {kind} game ({preset}): {e:?}"));
    game["id"].as_i64().unwrap()
}

fn table(rows: &[Row]) -> String {
    let mut md = String::from(
        "| game | size | taps | scrolls | scrolled to reach |\n|---|---|---:|---:|---|\n",
    );
    for r in rows {
        writeln!(
            md,
            "| {} | {} | {} | {} | {} |",
            r.game,
            r.size,
            r.taps,
            r.scrolls,
            r.reasons.join("; ")
        )
        .unwrap();
    }
    md
}

/// Which screens a part also checks for cut labels besides its games' (each once, at phone
/// size): the first phone part takes Pair, Home and New game with each kind, the second the
/// roster and Home with games.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Extra {
    PairHomeAndNewGame,
    PlayersAndHome,
    Nothing,
}

// The games are measured in four parts (each size, each half of the games), each with its own
// host and browser, so that the run's threads take them side by side: one test of every game
// at both sizes was the last of `make test` to finish, alone, for nearly five minutes, mostly
// waiting as a person looks between taps.

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs chromium and chromedriver; run with --include-ignored"]
async fn taps_and_scrolls_on_a_phone_first_half_of_the_games() {
    measure(PHONE, &HANDS[..8], Extra::PairHomeAndNewGame).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs chromium and chromedriver; run with --include-ignored"]
async fn taps_and_scrolls_on_a_phone_second_half_of_the_games() {
    measure(PHONE, &HANDS[8..], Extra::PlayersAndHome).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs chromium and chromedriver; run with --include-ignored"]
async fn taps_and_scrolls_on_a_laptop_first_half_of_the_games() {
    measure(LAPTOP, &HANDS[..8], Extra::Nothing).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs chromium and chromedriver; run with --include-ignored"]
async fn taps_and_scrolls_on_a_laptop_second_half_of_the_games() {
    measure(LAPTOP, &HANDS[8..], Extra::Nothing).await;
}

/// Every kind the app offers is among the games measured.
#[test]
fn every_kind_offered_is_measured() {
    for info in cardtable_commands::games::games_kinds() {
        let kind = info.id.as_str();
        assert!(
            HANDS.iter().any(|hand| hand.game().1 == kind),
            "{kind} is offered but not measured here"
        );
    }
}

/// Plays `hands` at `size` on one paired browser, writes their rows to
/// target/taps-and-scrolls/SIZE-FIRST.md, and asserts the goals.
async fn measure(size: Size, hands: &[Hand], extra: Extra) {
    let h = host().await;
    h.sharing.pairing().set_open(true);
    let base = format!("http://{}", h.addr());
    let kinds = cardtable_commands::call(&h.state, "games_kinds", json!({})).unwrap();
    let driver = Chromedriver::start();
    let mut rows = Vec::new();
    let mut cut = Vec::new();
    let mut covered = Vec::new();
    let phone = size.width < 600;
    {
        let c = paired(
            &driver,
            &h,
            size,
            &mut cut,
            extra == Extra::PairHomeAndNewGame,
        )
        .await;
        // The page itself is the size (a headless window counts its toolbar in its size).
        let inner = |v: Value| -> (u32, u32) {
            (v[0].as_u64().unwrap() as u32, v[1].as_u64().unwrap() as u32)
        };
        let (w, h0) = inner(
            c.execute("return [innerWidth, innerHeight]", vec![])
                .await
                .unwrap(),
        );
        if (w, h0) != (size.width, size.height) {
            c.set_window_size(2 * size.width - w, 2 * size.height - h0)
                .await
                .unwrap();
            tokio::time::sleep(Duration::from_millis(300)).await;
        }
        let viewport = c
            .execute("return [innerWidth, innerHeight]", vec![])
            .await
            .unwrap();
        assert_eq!(
            viewport,
            json!([size.width, size.height]),
            "the page's size"
        );
        if extra == Extra::PairHomeAndNewGame {
            labels_cut(&c, "Home", &mut cut).await;
            for info in kinds.as_array().unwrap() {
                let kind = info["kind"].as_str().unwrap();
                // From Home each time: the New game screen opens on its list of games.
                goto(&c, &base, "#/", "new-game").await;
                goto(&c, &base, "#/new", &format!("game-option-{kind}")).await;
                by_testid(&c, &format!("game-option-{kind}"))
                    .await
                    .click()
                    .await
                    .unwrap();
                settle(&c, "player-name-0").await;
                labels_cut(&c, &format!("New game ({kind})"), &mut cut).await;
            }
        }
        // TAPS_ONLY=Gin,Knock: only those (while working on their layout).
        let only = std::env::var("TAPS_ONLY").unwrap_or_default();
        for &hand in hands {
            let (name, _, _, _) = hand.game();
            if !only.is_empty() && !only.split(',').any(|o| o == name) {
                continue;
            }
            let id = new_game(&h, hand);
            let ready = match hand {
                Hand::SkullAndRoses => "skull-tracker",
                Hand::Avalanche => "avalanche-tracker",
                _ => "hand-panel",
            };
            goto(&c, &base, &format!("#/game/{id}"), ready).await;
            c.execute("window.scrollTo(0, 0)", vec![]).await.unwrap();
            let slug: String = format!("taps-{name}")
                .to_lowercase()
                .chars()
                .filter(|ch| ch.is_ascii_alphanumeric() || *ch == '-')
                .collect();
            if phone {
                labels_cut(&c, &format!("{name} (new)"), &mut cut).await;
            }
            shot(&c, &format!("{slug}-new-{}", size.name)).await;
            let p = play(&c, hand, size, &format!("{slug}-entered")).await;
            if phone {
                labels_cut(&c, &format!("{name} (after its hand)"), &mut cut).await;
            }
            rows.push(Row {
                game: name,
                size: size.name,
                taps: p.taps,
                scrolls: p.scrolls,
                reasons: p.reasons.clone(),
                rummy_family: hand.rummy_family(),
            });

            covered.extend(
                p.covered
                    .iter()
                    .map(|e| format!("{name} at {}: {e}", size.name)),
            );
        }
        if extra == Extra::PlayersAndHome {
            goto(&c, &base, "#/players", "roster").await;
            labels_cut(&c, "Players", &mut cut).await;
            goto(&c, &base, "#/", "recent-games").await;
            labels_cut(&c, "Home (with games)", &mut cut).await;
        }
        let _ = c.close().await;
    }

    let md = table(&rows);
    println!("{md}");
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/taps-and-scrolls");
    std::fs::create_dir_all(&dir).unwrap();
    let first = hands.first().map_or("none", |hand| hand.game().1);
    std::fs::write(dir.join(format!("{}-from-{first}.md", size.name)), &md).unwrap();
    h.sharing.stop().await.unwrap();

    eprintln!("under the dock: {covered:#?}\nlabels cut at 390 px: {cut:#?}");
    let missed: Vec<String> = rows
        .iter()
        .filter(|r| {
            (r.size == PHONE.name && r.rummy_family && r.scrolls > 1)
                || (r.size == LAPTOP.name && r.scrolls > 0)
        })
        .map(|r| format!("{} at {}: {} scrolls", r.game, r.size, r.scrolls))
        .collect();
    assert!(
        covered.is_empty(),
        "controls under the save dock: {covered:#?}"
    );
    assert!(missed.is_empty(), "scroll goals missed: {missed:#?}\n{md}");
    assert!(cut.is_empty(), "labels cut at 390 px: {cut:#?}");
}
