//! End to end, entry speed at the table in the real release app (see `e2e_game.rs` for how it
//! runs; `#[ignore]`d, run by `make test` under `xvfb-run`), at 390×844 with every tap counted.
//!
//! Oh Heck! for four: the trump and the four bids are tapped, the bids fold into one line and
//! are kept; the app is closed while the hand is "played" and opened again; the bids are still
//! there and the four trick counts and Save finish the hand (10 taps). Gift Rummy for four:
//! three seats' 13 cards are tapped (each seat's tab moves on by itself at 13), the fourth seat
//! is filled in from the rest of the pack, one knock and Save (41 taps). Gin by cards: who
//! knocked, ten cards each (the picker moves on to the defender at the tenth) and Save (22
//! taps, the whole card grid above the save dock). Screenshots go to
//! target/screenshots/entry-*.png.

// Helpers here are test code too: a failed step should stop the test with its reason.
#![allow(clippy::expect_used, clippy::panic)]

use crate::support;

use fantoccini::Client;
use support::{
    assert_fits_width, by_testid, draft_saved, expect_contains, expect_text, resize, screenshot,
    tap, type_into, Driver, Sandbox,
};

const PHONE: (u32, u32) = (390, 844);
const DESKTOP: (u32, u32) = (1280, 800);

/// Taps and counts the tap (everything a person touches for a hand, Save included).
async fn counted(c: &Client, taps: &mut usize, id: &str) {
    tap(c, id).await;
    *taps += 1;
}

/// From the home screen: a new game of `kind` for `players`, opened on its game screen.
async fn new_game(c: &Client, kind: &str, players: &[&str]) {
    tap(c, "new-game").await;
    tap(c, &format!("game-option-{kind}")).await;
    for (i, name) in players.iter().enumerate() {
        if i >= 2
            && c.find(fantoccini::Locator::Css(&format!(
                "[data-testid=\"player-name-{i}\"]"
            )))
            .await
            .is_err()
        {
            tap(c, "add-player").await;
        }
        type_into(c, &format!("player-name-{i}"), name).await;
    }
    tap(c, "create-game").await;
    by_testid(c, "hand-panel").await;
}

/// How far down the page the element's bottom edge is, and the window's height: the element
/// is reachable without scrolling when the first is at most the second.
async fn bottom_of(c: &Client, id: &str) -> (f64, f64) {
    let v = c
        .execute(
            "window.scrollTo(0, 0); const r = document.querySelector(`[data-testid=\"${arguments[0]}\"]`).getBoundingClientRect(); return [r.bottom, window.innerHeight];",
            vec![serde_json::json!(id)],
        )
        .await
        .expect("measure");
    (
        v[0].as_f64().unwrap_or(f64::MAX),
        v[1].as_f64().unwrap_or(0.0),
    )
}

/// How far down the page the element's top edge is (scrolled to the top).
async fn top_of(c: &Client, id: &str) -> f64 {
    let v = c
        .execute(
            "window.scrollTo(0, 0); return document.querySelector(`[data-testid=\"${arguments[0]}\"]`).getBoundingClientRect().top;",
            vec![serde_json::json!(id)],
        )
        .await
        .expect("measure");
    v.as_f64().unwrap_or(0.0)
}

/// The hand size Rust shows for the coming Oh Heck! hand ("… · 13 cards each").
async fn hand_size(c: &Client) -> u32 {
    let text = by_testid(c, "oh-heck-size")
        .await
        .text()
        .await
        .expect("text");
    text.split('·')
        .nth(1)
        .and_then(|s| s.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no hand size in {text:?}"))
}

#[tokio::test(flavor = "current_thread")]
#[ignore = "needs a display, tauri-driver and WebKitWebDriver: run by `make test` under xvfb-run"]
async fn oh_heck_bids_are_kept_through_a_restart_then_the_tricks_finish_the_hand() {
    let sandbox = Sandbox::new();
    let envs = sandbox.envs();
    let size;
    let mut taps = 0;
    {
        let driver = Driver::start(&envs);
        let c = driver.connect().await;
        resize(&c, PHONE.0, PHONE.1).await;
        new_game(&c, "oh_heck", &["Ann", "Bob", "Cy", "Dee"]).await;
        size = hand_size(&c).await;
        assert!(size >= 5, "hand 1 deals {size} cards");
        screenshot(&c, "entry-00-oh-heck-bidding-phone").await;
        counted(&c, &mut taps, "trump-spades").await;
        // Ann deals: Bob, Cy and Dee bid first, Ann last (her forbidden bid is size - 3).
        for bid in [1, 2, 0, 1] {
            counted(&c, &mut taps, &format!("key-{bid}")).await;
        }
        expect_text(&c, "bids-line", "Bob 1 · Cy 2 · Dee 0 · Ann 1").await;
        expect_contains(&c, "dock-status", "Bids saved").await;
        screenshot(&c, "entry-01-oh-heck-bids-in-phone").await;
        // The draft is written a moment after the last change; then the app is closed.
        draft_saved(&c).await;
        c.close().await.expect("quit the app");
    }
    {
        let driver = Driver::start(&envs);
        let c = driver.connect().await;
        resize(&c, PHONE.0, PHONE.1).await;
        tap(&c, "game-row").await;
        by_testid(&c, "draft-note").await;
        expect_text(&c, "bids-line", "Bob 1 · Cy 2 · Dee 0 · Ann 1").await;
        // Everything the hand still needs is on screen without scrolling, above the save dock.
        let (keys, height) = bottom_of(&c, &format!("key-{size}")).await;
        let (row, _) = bottom_of(&c, "trick-row-0").await;
        let dock = top_of(&c, "dock-status").await;
        eprintln!("Oh Heck! tricks at 390x844: last line {row}, last key {keys}, save at {dock}, window {height}");
        screenshot(&c, "entry-02-oh-heck-tricks-phone").await;
        assert!(
            row.max(keys) <= dock && dock < height,
            "the tricks need scrolling"
        );
        assert_fits_width(&c, "Oh Heck! tricks at phone size").await;
        for tricks in [1, 2, 0, size - 3] {
            counted(&c, &mut taps, &format!("key-{tricks}")).await;
        }
        // Bob, Cy and Dee made their bids exactly; Ann bid 1 and took size - 3.
        expect_text(&c, "preview-points-1", "+11").await;
        expect_text(&c, "preview-points-3", "+10").await;
        counted(&c, &mut taps, "save-hand").await;
        expect_text(&c, "total-2", "12").await;
        expect_contains(&c, "oh-heck-size", "Hand 2 of").await;
        assert!(
            c.find(fantoccini::Locator::Css("[data-testid=\"draft-note\"]"))
                .await
                .is_err(),
            "the saved hand's draft is gone"
        );
        eprintln!("Oh Heck! hand for 4 at 390x844: {} taps", taps);
        assert!(taps <= 10, "{} taps", taps);
        resize(&c, DESKTOP.0, DESKTOP.1).await;
        screenshot(&c, "entry-03-oh-heck-after-desktop").await;
        c.close().await.expect("quit the app");
    }
}

#[tokio::test(flavor = "current_thread")]
#[ignore = "needs a display, tauri-driver and WebKitWebDriver: run by `make test` under xvfb-run"]
async fn gift_rummy_fills_the_last_hand_from_the_rest_of_the_pack() {
    let sandbox = Sandbox::new();
    let envs = sandbox.envs();
    let driver = Driver::start(&envs);
    let c = driver.connect().await;
    resize(&c, PHONE.0, PHONE.1).await;
    new_game(&c, "gift_rummy", &["North", "East", "South", "West"]).await;
    let mut taps = 0;
    let ranks = [
        "A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K",
    ];
    // North the spades, East the hearts, South the diamonds: each tab moves on at 13.
    for (seat, suit) in ["s", "h", "d"].iter().enumerate() {
        expect_text(&c, &format!("gift-{seat}-count"), "0 cards").await;
        for r in ranks {
            counted(&c, &mut taps, &format!("gift-{seat}-{r}{suit}")).await;
        }
    }
    expect_text(
        &c,
        "gift-filled",
        "West's 13 cards are the rest of the pack: filled in.",
    )
    .await;
    expect_contains(&c, "gift-tab-3", "West 13").await;
    screenshot(&c, "entry-04-gift-last-hand-filled-phone").await;
    assert_fits_width(&c, "Gift Rummy entry at phone size").await;
    counted(&c, &mut taps, "knock1-0").await;
    by_testid(&c, "hand-preview").await;
    screenshot(&c, "entry-05-gift-preview-phone").await;
    counted(&c, &mut taps, "save-hand").await;
    by_testid(&c, "last-hand").await;
    let west = by_testid(&c, "total-3").await.text().await.expect("text");
    assert!(!west.trim().is_empty(), "West has a total");
    eprintln!("Gift Rummy deal at 390x844: {} taps", taps);
    assert!(taps <= 45, "{} taps", taps);
    c.close().await.expect("quit the app");
}

#[tokio::test(flavor = "current_thread")]
#[ignore = "needs a display, tauri-driver and WebKitWebDriver: run by `make test` under xvfb-run"]
async fn a_gin_hand_by_cards_takes_its_twenty_cards_and_two_more_taps() {
    let sandbox = Sandbox::new();
    let envs = sandbox.envs();
    let driver = Driver::start(&envs);
    let c = driver.connect().await;
    resize(&c, PHONE.0, PHONE.1).await;
    new_game(&c, "gin_rummy", &["Ann", "Bob"]).await;
    let mut taps = 0;
    counted(&c, &mut taps, "gin-knocker-0").await;
    // The whole grid is above the dock without scrolling (its last card is the K of clubs).
    let (grid, height) = bottom_of(&c, "knocker-Kc").await;
    let dock = top_of(&c, "dock-status").await;
    eprintln!("Gin card grid at 390x844: bottom {grid}, dock at {dock}, window {height}");
    screenshot(&c, "entry-06-gin-knocker-phone").await;
    // RULES.md G1 (as in e2e_game.rs): Ann +28.
    for card in ["3s", "4s", "5s", "8d", "8c", "8h", "Jh", "Qh", "Kh", "2d"] {
        counted(&c, &mut taps, &format!("knocker-{card}")).await;
    }
    expect_text(&c, "defender-count", "0 cards").await;
    for card in ["9c", "9d", "9s", "4d", "5d", "6d", "Ks", "Qc", "7c", "3h"] {
        counted(&c, &mut taps, &format!("defender-{card}")).await;
    }
    expect_text(&c, "preview-points-0", "+28").await;
    screenshot(&c, "entry-07-gin-preview-phone").await;
    counted(&c, &mut taps, "save-hand").await;
    expect_text(&c, "total-0", "28").await;
    eprintln!("Gin hand by cards at 390x844: {taps} taps");
    assert!(taps <= 22, "{taps} taps");
    assert!(
        grid <= dock && dock < height,
        "the card grid needs scrolling"
    );
    c.close().await.expect("quit the app");
}
