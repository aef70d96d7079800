//! Every word of the real window in the reader's language (issue 25): the app (UI embedded,
//! WebKitGTK under tauri-driver) set to the pseudo-locale `en-XA` as a person keeps a language
//! (the choice stored on this device, then the window loaded again), at 390×844. Home, New game
//! (the list, then Gin chosen with its rules) and a Gin game with a hand recorded through the
//! screens show no English word of the catalogue (`ui/src/locales/en.ftl`) that did not come
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
use std::time::{Duration, Instant};
use support::{by_testid, resize, screenshot, tap, type_into, Driver, Sandbox, PATIENCE};

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
