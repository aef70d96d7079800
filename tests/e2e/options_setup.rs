//! End to end: the New game screen's rules chooser, rendered from the knobs Rust declares, in
//! the real release app (UI embedded with `custom-protocol`) in a real WebKitGTK window driven
//! through tauri-driver + WebKitWebDriver. Needs a display, so it is `#[ignore]`d; run it under
//! `xvfb-run` with `--include-ignored`.
//!
//! At phone size (390×844): Knock Rummy offers its target (none by default, "no target" in the
//! empty box); a game created to 50 says so on the game screen. Rummy 500's three presets each
//! say how they differ; Basic Rummy's presets are "Standard" and "Classic Rum", with a number
//! of deals beside the target; the scorepad's end choice shows the target box only while it
//! ends at a target. Screenshots go to target/screenshots/ (options-*.png).

// Helpers here are test code too: a failed step should stop the test with its reason.
#![allow(clippy::expect_used, clippy::panic)]

use crate::support;

use fantoccini::Client;
use std::time::{Duration, Instant};
use support::{
    all_by_testid, assert_fits_width, by_testid, expect_contains, resize, screenshot, tap,
    text_content, type_into, Driver, Sandbox, PATIENCE,
};

const PHONE: (u32, u32) = (390, 844);

/// Scrolls the element into view (for a screenshot).
async fn show(c: &Client, id: &str) {
    let el = by_testid(c, id).await;
    let arg = serde_json::to_value(&el).expect("element reference");
    c.execute("arguments[0].scrollIntoView({block: 'start'});", vec![arg])
        .await
        .expect("scroll into view");
}

/// Waits until the input's `attr` (its value, its placeholder) is `want`.
async fn expect_prop(c: &Client, id: &str, attr: &str, want: &str) {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let got = by_testid(c, id).await.prop(attr).await.ok().flatten();
        if got.as_deref() == Some(want) {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "[data-testid={id}] {attr} is {got:?}, expected {want:?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Waits until no element has this test id.
async fn expect_gone(c: &Client, id: &str) {
    let deadline = Instant::now() + PATIENCE;
    while !all_by_testid(c, id).await.is_empty() {
        assert!(
            Instant::now() < deadline,
            "[data-testid={id}] is still shown"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The names and hints of the presets shown, in order.
async fn presets(c: &Client, ids: &[&str]) -> Vec<String> {
    let mut out = Vec::new();
    for id in ids {
        out.push(text_content(c, &format!("preset-{id}")).await);
    }
    out
}

#[tokio::test(flavor = "current_thread")]
#[ignore = "needs a display, tauri-driver and WebKitWebDriver: run under xvfb-run with --include-ignored"]
async fn the_rules_chooser_is_drawn_from_rusts_knobs() {
    let sandbox = Sandbox::new();
    let envs = sandbox.envs();
    let driver = Driver::start(&envs);
    let c = driver.connect().await;
    resize(&c, PHONE.0, PHONE.1).await;

    // Knock Rummy: a target Rust accepts and now offers, empty by default.
    tap(&c, "new-game").await;
    tap(&c, "game-option-knock_rummy").await;
    expect_prop(&c, "knob-target-input", "value", "").await;
    expect_prop(
        &c,
        "knob-target-input",
        "placeholder",
        "Settled each hand, no target",
    )
    .await;
    expect_contains(&c, "knob-target-hint", "stop whenever you like").await;
    type_into(&c, "knob-target-input", "50").await;
    expect_contains(&c, "knob-target-hint", "reaches 50").await;
    show(&c, "setup-rules").await;
    screenshot(&c, "options-01-knock-target-phone").await;
    assert_fits_width(&c, "Knock Rummy setup at phone size").await;
    type_into(&c, "player-name-0", "Ann").await;
    type_into(&c, "player-name-1", "Bob").await;
    tap(&c, "create-game").await;
    by_testid(&c, "hand-panel").await;
    expect_contains(&c, "progress", "To 50 net").await;
    tap(&c, "home").await;

    // Rummy 500: three presets, three different lines.
    tap(&c, "new-game").await;
    tap(&c, "game-option-rummy_500").await;
    by_testid(&c, "preset-play_off_ties").await;
    let shown = presets(&c, &["seed", "represented_jokers", "play_off_ties"]).await;
    assert!(shown[0].starts_with("Standard"), "{shown:?}");
    assert!(
        shown[0] != shown[1] && shown[1] != shown[2] && shown[0] != shown[2],
        "{shown:?}"
    );
    assert!(shown[2].contains("plays another hand"), "{shown:?}");
    expect_prop(&c, "knob-target-input", "value", "500").await;
    show(&c, "setup-rules").await;
    screenshot(&c, "options-02-rummy-500-phone").await;
    assert_fits_width(&c, "Rummy 500 setup at phone size").await;

    // Basic Rummy: Standard and Classic Rum, a target of 100 and a number of deals.
    tap(&c, "change-game").await;
    tap(&c, "game-option-basic_rummy").await;
    by_testid(&c, "preset-classic").await;
    let shown = presets(&c, &["seed", "classic"]).await;
    assert!(shown[0].starts_with("Standard"), "{shown:?}");
    assert!(shown[1].starts_with("Classic Rum"), "{shown:?}");
    expect_prop(&c, "knob-target-input", "value", "100").await;
    expect_prop(&c, "knob-deals-input", "placeholder", "No limit").await;
    type_into(&c, "knob-deals-input", "8").await;
    expect_contains(&c, "knob-deals-hint", "8 deals").await;
    show(&c, "setup-rules").await;
    screenshot(&c, "options-03-basic-rummy-phone").await;
    assert_fits_width(&c, "Basic Rummy setup at phone size").await;

    // The scorepad: the target box only while the game ends at a target.
    tap(&c, "change-game").await;
    tap(&c, "game-option-scorepad").await;
    by_testid(&c, "knob-end-target").await;
    expect_gone(&c, "knob-end-points-input").await;
    tap(&c, "knob-end-target").await;
    expect_prop(&c, "knob-end-points-input", "value", "100").await;
    tap(&c, "knob-end-hands").await;
    expect_gone(&c, "knob-end-points-input").await;
    expect_prop(&c, "knob-end-count-input", "value", "10").await;
    show(&c, "setup-rules").await;
    screenshot(&c, "options-04-scorepad-phone").await;
    assert_fits_width(&c, "Scorepad setup at phone size").await;
}
