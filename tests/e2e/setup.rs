//! End to end: choosing a game's rules in the real release app (UI embedded with
//! `custom-protocol`) in a real WebKitGTK window, driven through tauri-driver +
//! WebKitWebDriver. Needs a display, so it is `#[ignore]`d; run it under `xvfb-run` with
//! `--include-ignored`.
//!
//! At phone size: pick Gin Rummy, see its four presets with Seed preselected, tap Oklahoma (the
//! target knob follows to 150), name the players, let Bob deal first, start; the game screen
//! shows the rules in words (Oklahoma, first to 150) and Bob dealing. Then change the rules on
//! the game screen (target 200) and see them stored; play a gin under Seed and switch to
//! Classic: the hand is re-priced (45 → 40). Then the setup of Gift Rummy, Golf, the
//! scorepad and Basic Rummy (target 100 suggested). Screenshots of the setup and the rules
//! panel at 390×844 and 1280×800 go to target/screenshots/.

// Helpers here are test code too: a failed step should stop the test with its reason.
#![allow(clippy::expect_used, clippy::panic)]

use crate::support;

use fantoccini::{Client, Locator};
use std::time::{Duration, Instant};
use support::{
    assert_fits_width, by_testid, resize, screenshot, tap, type_into, Driver, Sandbox, PATIENCE,
};

const PHONE: (u32, u32) = (390, 844);
const DESKTOP: (u32, u32) = (1280, 800);

/// Scrolls the element into view (for a screenshot).
async fn show(c: &Client, id: &str) {
    let el = by_testid(c, id).await;
    let arg = serde_json::to_value(&el).expect("element reference");
    c.execute("arguments[0].scrollIntoView({block: 'start'});", vec![arg])
        .await
        .expect("scroll into view");
}

/// Waits until the element's text contains `want` (Rust answers asynchronously). Reads
/// `textContent`: WebKitWebDriver's element text came back empty for the seat buttons.
async fn expect_contains(c: &Client, id: &str, want: &str) {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let el = by_testid(c, id).await;
        let got = el
            .prop("textContent")
            .await
            .ok()
            .flatten()
            .unwrap_or_default();
        if got.contains(want) {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "[data-testid={id}] shows {got:?}, expected it to contain {want:?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Waits until the input's value is `want`.
async fn expect_value(c: &Client, id: &str, want: &str) {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let got = by_testid(c, id).await.prop("value").await.ok().flatten();
        if got.as_deref() == Some(want) {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "[data-testid={id}] holds {got:?}, expected {want:?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Waits until the rules form shows Rust's knobs for the options as they stand now (a preset
/// just tapped brings its own), so that the next tap lands where Save is then, not where it was.
async fn rules_ready(c: &Client) {
    c.wait()
        .at_most(PATIENCE)
        .for_element(Locator::Css(
            "[data-testid=\"rules-form\"][data-words=\"ready\"]",
        ))
        .await
        .unwrap_or_else(|e| panic!("the rules form did not settle: {e}"));
}

async fn pressed(c: &Client, id: &str) -> bool {
    let el = by_testid(c, id).await;
    el.attr("aria-pressed").await.ok().flatten().as_deref() == Some("true")
}

/// Picks Gin Rummy on the New game screen and taps the Oklahoma preset.
async fn oklahoma_setup(c: &Client) {
    tap(c, "new-game").await;
    tap(c, "game-option-gin_rummy").await;
    by_testid(c, "preset-oklahoma").await;
    assert!(pressed(c, "preset-seed").await, "Seed is preselected");
    expect_value(c, "knob-target-input", "100").await;
    tap(c, "preset-oklahoma").await;
    assert!(pressed(c, "preset-oklahoma").await);
    assert!(!pressed(c, "preset-seed").await);
    expect_value(c, "knob-target-input", "150").await;
}

#[tokio::test(flavor = "current_thread")]
#[ignore = "needs a display, tauri-driver and WebKitWebDriver: run under xvfb-run with --include-ignored"]
async fn create_an_oklahoma_game_and_change_its_rules() {
    let sandbox = Sandbox::new();
    let envs = sandbox.envs();
    let driver = Driver::start(&envs);
    let c = driver.connect().await;

    // Phone: set up an Oklahoma game with Bob dealing first.
    resize(&c, PHONE.0, PHONE.1).await;
    oklahoma_setup(&c).await;
    type_into(&c, "player-name-0", "Ann").await;
    type_into(&c, "player-name-1", "Bob").await;
    expect_contains(&c, "first-dealer-1", "Bob").await;
    tap(&c, "first-dealer-1").await;
    assert!(pressed(&c, "first-dealer-1").await);
    show(&c, "setup-rules").await;
    screenshot(&c, "setup-01-oklahoma-phone").await;
    assert_fits_width(&c, "New game at phone size").await;
    rules_ready(&c).await;
    tap(&c, "create-game").await;

    // The game screen shows the rules it was created with, in words.
    by_testid(&c, "hand-panel").await;
    expect_contains(&c, "progress", "First to 150").await;
    expect_contains(&c, "rules-preset", "Oklahoma").await;
    expect_contains(&c, "rules-lines", "the first upcard sets the knock limit").await;
    expect_contains(&c, "rules-lines", "First to 150").await;
    expect_contains(&c, "player-1", "deals next").await;
    show(&c, "rules-panel").await;
    screenshot(&c, "setup-02-game-rules-phone").await;
    assert_fits_width(&c, "Rules panel at phone size").await;

    // Change the rules on the game screen: the same chooser, stored by games_set_options.
    tap(&c, "rules-change").await;
    by_testid(&c, "rules-form").await;
    assert!(
        pressed(&c, "preset-oklahoma").await,
        "the stored preset is selected"
    );
    type_into(&c, "knob-target-input", "200").await;
    rules_ready(&c).await;
    show(&c, "rules-panel").await;
    screenshot(&c, "setup-03-change-rules-phone").await;
    tap(&c, "rules-save").await;
    expect_contains(&c, "rules-lines", "First to 200").await;
    expect_contains(&c, "progress", "First to 200").await;
    expect_contains(&c, "undo", "rules change").await;

    // Rules changed after a hand is played re-price it: a gin (deadwood 0 against 20) is worth
    // 25 + 20 under Seed and 20 + 20 under Classic (RULES.md §1.6), and the total follows.
    tap(&c, "rules-change").await;
    tap(&c, "preset-seed").await;
    rules_ready(&c).await;
    tap(&c, "rules-save").await;
    expect_contains(&c, "rules-preset", "Standard").await;
    tap(&c, "gin-form-counts").await;
    tap(&c, "gin-knocker-0").await;
    type_into(&c, "gin-knocker-deadwood", "0").await;
    type_into(&c, "gin-defender-deadwood", "20").await;
    expect_contains(&c, "preview-points-0", "+45").await;
    tap(&c, "save-hand").await;
    expect_contains(&c, "total-0", "45").await;
    tap(&c, "rules-change").await;
    tap(&c, "preset-classic").await;
    rules_ready(&c).await;
    tap(&c, "rules-save").await;
    expect_contains(&c, "rules-preset", "Classic").await;
    expect_contains(&c, "total-0", "40").await;

    // Desktop: the same screens, wider.
    resize(&c, DESKTOP.0, DESKTOP.1).await;
    show(&c, "rules-panel").await;
    screenshot(&c, "setup-04-game-rules-desktop").await;
    assert_fits_width(&c, "Rules panel at desktop size").await;
    tap(&c, "home").await;
    oklahoma_setup(&c).await;
    screenshot(&c, "setup-05-oklahoma-desktop").await;
    assert_fits_width(&c, "New game at desktop size").await;

    // The other games' choices at phone size, each with its defaults preselected.
    resize(&c, PHONE.0, PHONE.1).await;
    let others = [
        ("gift_rummy", "Swap Three"),
        ("six_card_golf", "Pair of 2s scores −4"),
        ("scorepad", "Open-ended"),
        ("basic_rummy", "reaches 100"),
    ];
    for (i, (game, want)) in others.into_iter().enumerate() {
        tap(&c, "change-game").await;
        tap(&c, &format!("game-option-{game}")).await;
        expect_contains(&c, "setup-rules", want).await;
        show(&c, "setup-rules").await;
        screenshot(&c, &format!("setup-{:02}-{game}-phone", i + 6)).await;
        assert_fits_width(&c, game).await;
    }
}
