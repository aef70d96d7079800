//! End to end, the other hand-entry forms in the real release app (see `e2e_game.rs` for how
//! it runs; `#[ignore]`d, run by `make test` under `xvfb-run`).
//!
//! Oh Heck! for three: the dealer's forbidden bid is struck out as soon as the other two have
//! bid (10 cards, bids 3 + 3, so the dealer may not bid 4), then bids and tricks are tapped and
//! Rust's scores appear (exact bids: 10 + bid). Six Card Golf for two: one layout tapped slot by
//! slot (`KS 5H QD / 2C 5D JC` scores 18, issue 4's batch example) and one score typed by hand.
//! Gift Rummy: RULES.md GR1 typed seat by seat (North, the sole knocker after round 1, scores
//! 30). Scorepad: `12+7-3` worked out by Rust. Screenshots at 390×844 go to target/screenshots/.

// Helpers here are test code too: a failed step should stop the test with its reason.
#![allow(clippy::expect_used, clippy::panic)]

use crate::support;

use fantoccini::Client;
use std::time::{Duration, Instant};
use support::{
    assert_fits_width, assert_inside, by_testid, expect_contains, expect_text, resize, screenshot,
    tap, type_into, Driver, Sandbox, PATIENCE,
};

const PHONE: (u32, u32) = (390, 844);

/// Waits until the button's `disabled` property is `want`.
async fn expect_disabled(c: &Client, id: &str, want: bool) {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let got = by_testid(c, id).await.prop("disabled").await.ok().flatten();
        if (got.as_deref() == Some("true")) == want {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "[data-testid={id}] disabled = {got:?}, expected {want}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// From the home screen: a new game of `kind` for `players`, opened on its game screen.
async fn new_game(c: &Client, kind: &str, players: &[&str]) {
    tap(c, "new-game").await;
    tap(c, &format!("game-option-{kind}")).await;
    for (i, name) in players.iter().enumerate() {
        if i >= 2 {
            // Rows beyond the game's minimum are added on demand.
            if c.find(fantoccini::Locator::Css(&format!(
                "[data-testid=\"player-name-{i}\"]"
            )))
            .await
            .is_err()
            {
                tap(c, "add-player").await;
            }
        }
        type_into(c, &format!("player-name-{i}"), name).await;
    }
    tap(c, "create-game").await;
    by_testid(c, "hand-panel").await;
}

#[tokio::test(flavor = "current_thread")]
#[ignore = "needs a display, tauri-driver and WebKitWebDriver: run by `make test` under xvfb-run"]
async fn oh_heck_hook_and_golf_layouts_in_the_real_window() {
    let sandbox = Sandbox::new();
    let envs = sandbox.envs();
    let driver = Driver::start(&envs);
    let c = driver.connect().await;
    resize(&c, PHONE.0, PHONE.1).await;
    by_testid(&c, "new-game").await;

    // Oh Heck! for three, Ann deals first: Bob and Cy bid before her.
    new_game(&c, "oh_heck", &["Ann", "Bob", "Cy"]).await;
    expect_text(&c, "oh-heck-size", "Hand 1 of 19 · 10 cards each").await;
    tap(&c, "trump-hearts").await;
    // One keypad: each key fills the highlighted player (Bob, Cy, then Ann) and moves on.
    tap(&c, "key-3").await;
    expect_disabled(&c, "key-4", false).await;
    tap(&c, "key-3").await;
    expect_disabled(&c, "key-4", true).await;
    expect_text(&c, "forbidden-bid", "The dealer may not bid 4.").await;
    screenshot(&c, "game-11-oh-heck-hook-phone").await;
    assert_fits_width(&c, "Oh Heck! bids at phone size").await;
    tap(&c, "key-2").await;
    expect_text(&c, "bids-line", "Bob 3 · Cy 3 · Ann 2").await;
    for tricks in [3, 5, 2] {
        tap(&c, &format!("key-{tricks}")).await;
    }
    expect_text(&c, "preview-points-1", "+13").await;
    tap(&c, "save-hand").await;
    expect_text(&c, "total-0", "12").await;
    expect_text(&c, "total-1", "13").await;
    expect_text(&c, "total-2", "0").await;
    expect_text(&c, "oh-heck-size", "Hand 2 of 19 · 9 cards each").await;
    screenshot(&c, "game-12-oh-heck-after-phone").await;

    // Six Card Golf: Ann's layout tapped slot by slot, Bob's score typed.
    tap(&c, "home").await;
    new_game(&c, "six_card_golf", &["Ann", "Bob"]).await;
    for card in ["Ks", "5h", "Qd", "2c", "5d", "Jc"] {
        tap(&c, &format!("golf-pick-0-{card}")).await;
    }
    tap(&c, "golf-score-mode-1").await;
    type_into(&c, "golf-score-1", "7").await;
    expect_text(&c, "preview-points-0", "+18").await;
    screenshot(&c, "game-13-golf-preview-phone").await;
    tap(&c, "save-hand").await;
    expect_text(&c, "total-0", "18").await;
    expect_text(&c, "total-1", "7").await;
    let last = by_testid(&c, "last-hand").await.text().await.expect("text");
    assert!(last.contains("paired: column 2"), "{last}");
    screenshot(&c, "game-14-golf-after-phone").await;
    assert_fits_width(&c, "Golf entry at phone size").await;

    // Gift Rummy (RULES.md GR1 with North the sole knocker after round 1: 20 + 10 = 30), each
    // seat's 13 cards typed in notation and parsed by Rust.
    tap(&c, "home").await;
    new_game(&c, "gift_rummy", &["North", "East", "South", "West"]).await;
    for (seat, cards) in GR1.iter().enumerate() {
        tap(&c, &format!("gift-tab-{seat}")).await;
        type_into(&c, &format!("gift-{seat}-typed"), cards).await;
        tap(&c, &format!("gift-{seat}-typed-add")).await;
        // A full seat's tab moves on by itself; the fourth seat is the rest of the pack.
        expect_contains(&c, &format!("gift-tab-{seat}"), "13").await;
    }
    tap(&c, "knock1-0").await;
    expect_text(&c, "preview-points-0", "+30").await;
    screenshot(&c, "game-15-gift-rummy-preview-phone").await;
    assert_fits_width(&c, "Gift Rummy entry at phone size").await;
    tap(&c, "save-hand").await;
    expect_text(&c, "total-0", "30").await;
    // The deal's breakdown at phone size: every line inside the screen, none cut off.
    assert_inside(&c, "last-hand", "the Gift Rummy breakdown at phone size").await;
    screenshot(&c, "game-15b-gift-rummy-after-phone").await;

    // Scorepad: "12+7-3" is worked out by Rust. The first name is as long as a name can be
    // (40 characters), and it fits the board, the last hand and the history at phone size.
    tap(&c, "home").await;
    new_game(
        &c,
        "scorepad",
        &["Maximiliana Featherstonehaugh-Wolfeschl", "Bob"],
    )
    .await;
    type_into(&c, "points-0", "12+7-3").await;
    type_into(&c, "points-1", "-5").await;
    expect_text(&c, "preview-points-0", "+16").await;
    tap(&c, "save-hand").await;
    expect_text(&c, "total-0", "16").await;
    expect_text(&c, "total-1", "−5").await;
    let last = by_testid(&c, "last-hand").await.text().await.expect("text");
    assert!(last.contains("12+7-3 = 16"), "{last}");
    // A big number beside the long name.
    type_into(&c, "points-0", "999999999").await;
    type_into(&c, "points-1", "-999999999").await;
    tap(&c, "save-hand").await;
    expect_text(&c, "total-0", "1000000015").await;
    screenshot(&c, "game-16-scorepad-after-phone").await;
    for id in ["game-view", "last-hand"] {
        assert_inside(&c, id, "a long name and big numbers at phone size").await;
    }
    assert_fits_width(&c, "a long name and big numbers at phone size").await;
    c.close().await.expect("quit the app");
}

/// RULES.md GR1's deal (North, East, South, West).
const GR1: [&str; 4] = [
    "4H 5H 6H 7H 9H KH 5S 8S 2D 3D 4D JC QC",
    "AS 2S 3S 4S 6S 7S 9S TS JS QS KS AH 2H",
    "3H 8H TH JH QH AD 5D 6D 7D 8D 9D TD JD",
    "QD KD AC 2C 3C 4C 5C 6C 7C 8C 9C TC KC",
];
