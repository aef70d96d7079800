//! Every word of the real window in the reader's language (issue 25): the app (UI embedded,
//! WebKitGTK under tauri-driver) set to the pseudo-locale `en-XA` as a person keeps a language
//! (the choice stored on this device, then the window loaded again), at 390×844. Home, New game
//! (the list, then Gin chosen with its rules), a Gin game with a hand recorded through the
//! screens, and the screens only the window shows (Phones before and with sharing on, its QR
//! code, PIN, addresses and a phone asking to join; Players and a player's figures; a Skull &
//! Roses tracker with its round's log; the nights, the New night form, a night's host page with
//! round 1 seated) show no English word of the catalogue (`ui/src/locales/en.ftl`) that did not come
//! through it, and nothing cut, overlapping or past the window's side
//! (tests/support/layout_check.js). What Rust writes (`data-l10n="rust"`) is checked too, for
//! the English words of Rust's catalogues (`src-tauri/commands/locales/en/*.ftl`) as well as the
//! UI's: the window's Rust answers its words in the pseudo-locale. The same word check as the Chromium phones' (src-tauri/server/tests/all/l10n.rs,
//! tests/support/words.rs). Screenshots in target/screenshots/l10n-window-*.png.

use crate::support;
use crate::words::{english_in, every_english_word, visible_text};

use fantoccini::{Client, Locator};
use serde_json::json;
use std::collections::BTreeSet;
use std::io::Write;
use std::net::TcpStream;
use std::time::{Duration, Instant};
use support::{
    all_by_testid, by_testid, resize, screenshot, tap, text_content, type_into, Driver, Sandbox,
    PATIENCE,
};

/// Keeps `lang` as this device's choice (what the language switch stores) and loads the window
/// again; waits until the new page says it.
async fn keep_language_and_reload(c: &Client, lang: &str) {
    c.execute(
        "localStorage.setItem('cardtable.lang', arguments[0]); location.reload();",
        vec![json!(lang)],
    )
    .await
    .expect("keep the language and reload");
    settle_in(c, "new-game", lang).await;
}

/// Waits until `ready` shows, the page says `lang` and the rules' words (if any) have arrived.
async fn settle_in(c: &Client, ready: &str, lang: &str) {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let state = c
            .execute(
                "return [document.documentElement.lang, !!document.querySelector(`[data-testid='${arguments[0]}']`), !document.querySelector('[data-words=asking]')]",
                vec![json!(ready)],
            )
            .await
            .ok();
        if state == Some(json!([lang, true, true])) {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "{ready} in {lang}: the page is {state:?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    support::settle(c).await;
}

/// Whether the window's Rust answers its own words (game names) in the pseudo-locale.
async fn rust_speaks_pseudo(c: &Client) -> bool {
    let script = r#"
        const done = arguments[arguments.length - 1];
        window.__TAURI_INTERNALS__.invoke("games_kinds", {}, { headers: { "Accept-Language": "en-XA" } })
          .then((kinds) => done(kinds.map((k) => k.name).join(" ")))
          .catch((e) => done(`failed: ${JSON.stringify(e)}`));
    "#;
    let names = c
        .execute_async(script, vec![])
        .await
        .expect("ask for the games");
    let names = names.as_str().unwrap_or_default();
    assert!(!names.starts_with("failed"), "games_kinds {names}");
    // The pseudo-locale accents every consonant and keeps the vowels (doubling a, e, o, u):
    // names with an ASCII consonant are still English.
    !names.is_empty()
        && !names
            .chars()
            .any(|c| c.is_ascii_alphabetic() && !"aeiouAEIOU".contains(c))
}

/// What is wrong with the screen as it stands, in the pseudo-locale at 390×844: English words of
/// the catalogue, text cut or overlapping; and its screenshot.
async fn check(c: &Client, name: &str, with_rust: bool, words: &BTreeSet<String>) -> Vec<String> {
    let texts = visible_text(c, with_rust).await;
    assert!(!texts.is_empty(), "{name}: no text read");
    let mut problems: Vec<String> = english_in(&texts, words)
        .into_iter()
        .map(|p| format!("{name}: {p}"))
        .collect();
    problems.extend(
        crate::chromium::layout_problems(c, 390)
            .await
            .into_iter()
            .map(|p| format!("{name}: {p}")),
    );
    screenshot(c, &format!("l10n-window-xa-{name}")).await;
    problems
}

#[tokio::test(flavor = "current_thread")]
#[ignore = "needs a display, tauri-driver and WebKitWebDriver: run under xvfb-run with --run-ignored"]
async fn the_window_in_the_pseudo_locale_leaves_no_english_word_and_nothing_cut() {
    // The UI's English words anywhere, and Rust's in what Rust wrote.
    let words = every_english_word();
    let sandbox = Sandbox::new();
    let envs = sandbox.envs();
    let driver = Driver::start(&envs);
    let c = driver.connect().await;
    resize(&c, 390, 844).await;
    by_testid(&c, "new-game").await;
    keep_language_and_reload(&c, "en-XA").await;
    let with_rust = rust_speaks_pseudo(&c).await;
    assert!(
        with_rust,
        "the window's Rust answers its words in the pseudo-locale"
    );

    let mut problems: Vec<String> = Vec::new();
    problems.extend(check(&c, "home-empty", with_rust, &words).await);
    tap(&c, "new-game").await;
    settle_in(&c, "game-option-gin_rummy", "en-XA").await;
    problems.extend(check(&c, "new", with_rust, &words).await);
    tap(&c, "game-option-gin_rummy").await;
    c.wait()
        .at_most(PATIENCE)
        .for_element(Locator::Css(
            "[data-testid=\"rules-form\"][data-words=\"ready\"]",
        ))
        .await
        .expect("the rules form settles");
    settle_in(&c, "rules-form", "en-XA").await;
    problems.extend(check(&c, "new-gin", with_rust, &words).await);

    // A Gin game with a hand, entered through the screens as a person would.
    type_into(&c, "player-name-0", "Ann").await;
    type_into(&c, "player-name-1", "Bob").await;
    tap(&c, "create-game").await;
    by_testid(&c, "hand-panel").await;
    tap(&c, "gin-form-counts").await;
    tap(&c, "gin-knocker-0").await;
    type_into(&c, "gin-knocker-deadwood", "4").await;
    type_into(&c, "gin-defender-deadwood", "20").await;
    by_testid(&c, "preview-points-0").await;
    tap(&c, "save-hand").await;
    settle_in(&c, "rules-panel", "en-XA").await;
    problems.extend(check(&c, "game-gin", with_rust, &words).await);
    tap(&c, "home").await;
    settle_in(&c, "game-row", "en-XA").await;
    problems.extend(check(&c, "home", with_rust, &words).await);

    // The screens only the window shows, in the same session.
    problems.extend(the_window_only_screens(&c, with_rust, &words).await);

    // The check can fail: the same Home in English is full of the catalogue's words.
    keep_language_and_reload(&c, "en").await;
    let english = english_in(&visible_text(&c, false).await, &words);
    assert!(
        english.len() > 5,
        "English Home reads as English: {english:?}"
    );
    c.close().await.expect("quit the app");
    assert!(
        problems.is_empty(),
        "the window in en-XA at 390×844:\n{}",
        problems.join("\n")
    );
}

/// Waits until `n` elements match `css`.
async fn count_css(c: &Client, css: &str, n: usize) {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let found = c.find_all(Locator::Css(css)).await.map(|v| v.len()).ok();
        if found == Some(n) {
            return;
        }
        assert!(Instant::now() < deadline, "{css}: {found:?}, not {n}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// A phone asks to join with the PIN, as the pairing page asks (`POST /api/pair`), and waits
/// for the host's answer on the returned connection (kept open while the host's screen is read).
fn a_phone_asks_to_join(pair_url: &str, pin: &str) -> TcpStream {
    let host = pair_url
        .trim_start_matches("http://")
        .split('/')
        .next()
        .expect("the pairing address's host");
    let body = json!({"secret": pin, "name": "Ann"}).to_string();
    let mut stream = TcpStream::connect(host).expect("reach the window's server");
    write!(
        stream,
        "POST /api/pair HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\nAccept-Language: en-XA\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .expect("ask to join");
    stream
}

/// Phones before sharing, Players and a player's figures, a Skull & Roses tracker with its log, the nights (none, then the New night form
/// filled), a night's host page with round 1 seated, the nights list, and Phones with sharing
/// on and a phone waiting to join; from Home, in the pseudo-locale.
async fn the_window_only_screens(
    c: &Client,
    with_rust: bool,
    words: &BTreeSet<String>,
) -> Vec<String> {
    let mut problems = Vec::new();
    tap(c, "share-link").await;
    settle_in(c, "share-start", "en-XA").await;
    problems.extend(check(c, "share-off", with_rust, words).await);
    tap(c, "back").await;
    tap(c, "players-link").await;
    settle_in(c, "roster-player", "en-XA").await;
    problems.extend(check(c, "players", with_rust, words).await);
    tap(c, "roster-player").await;
    settle_in(c, "stats", "en-XA").await;
    problems.extend(check(c, "player", with_rust, words).await);

    // Skull & Roses: a placement, a challenge and a pass, told in the round's log.
    tap(c, "back").await;
    tap(c, "new-game").await;
    tap(c, "game-option-skull_and_roses").await;
    while all_by_testid(c, "player-name-2").await.is_empty() {
        tap(c, "add-player").await;
    }
    for (i, n) in ["Ann", "Bea", "Cal"].iter().enumerate() {
        type_into(c, &format!("player-name-{i}"), n).await;
    }
    tap(c, "create-game").await;
    by_testid(c, "skull-tracker").await;
    for (n, id) in ["move-place", "bid-3", "move-pass"].iter().enumerate() {
        tap(c, id).await;
        count_css(c, "[data-testid=round-log] li", n + 1).await;
    }
    settle_in(c, "skull-step", "en-XA").await;
    problems.extend(check(c, "skull", with_rust, words).await);

    // The nights: none yet, the New night form filled, made; its host page with sharing on
    // and round 1 seated (two tables and a bye); the list with it.
    tap(c, "home").await;
    tap(c, "nights-link").await;
    settle_in(c, "nights-none", "en-XA").await;
    type_into(c, "night-extra", "Ann, Bob, Cy, Dan, Eve").await;
    type_into(c, "night-rounds", "2").await;
    problems.extend(check(c, "nights-new", with_rust, words).await);
    tap(c, "night-create").await;
    settle_in(c, "night-share", "en-XA").await;
    tap(c, "night-share").await;
    settle_in(c, "night-pin", "en-XA").await;
    let deadline = Instant::now() + PATIENCE;
    while !by_testid(c, "night-seat")
        .await
        .is_enabled()
        .await
        .unwrap_or(true)
    {
        assert!(Instant::now() < deadline, "night-seat stays disabled");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    tap(c, "night-seat").await;
    count_css(c, "[data-testid=night-table]", 2).await;
    settle_in(c, "night-table", "en-XA").await;
    problems.extend(check(c, "night-host", with_rust, words).await);
    tap(c, "back").await;
    settle_in(c, "nights-row", "en-XA").await;
    problems.extend(check(c, "nights", with_rust, words).await);

    // Phones: sharing is on (the night turned it on): the QR code, the PIN, the addresses, and
    // a phone asking to join with the PIN.
    tap(c, "back").await;
    tap(c, "share-link").await;
    settle_in(c, "share-pin", "en-XA").await;
    let pair_url = text_content(c, "share-url").await;
    let pin = text_content(c, "share-pin").await;
    let asking = a_phone_asks_to_join(&pair_url, &pin);
    settle_in(c, "share-request", "en-XA").await;
    problems.extend(check(c, "share", with_rust, words).await);
    drop(asking);
    tap(c, "back").await;
    by_testid(c, "new-game").await;
    problems
}
