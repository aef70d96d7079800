//! Issue 23: a phone whose connection is cut, in a real headless Chromium. Two phones show one
//! Gin game; Ann's phone has tapped part of a hand (a draft, not saved) when its network goes
//! (DevTools' offline emulation, through chromedriver's `goog/cdp/execute`: the host and Bob's
//! phone stay up). Ann's phone says the connection is lost; meanwhile Bob saves a hand. Once
//! the network is back, Ann's phone says so, shows Bob's hand in its history and totals, and
//! still has every card Ann tapped. Screenshots in target/screenshots/reconnect-*.png.
//!
//! Needs Debian's `chromium` and `chromium-driver` (`make test` installs them).

use crate::chromium::{cdp, Chromedriver};
use crate::e2e_phones::{by_testid, expect_text, shot, tap, type_into};
use crate::support::{host, PATIENCE};
use fantoccini::{Client, Locator};
use serde_json::json;
use std::time::{Duration, Instant};

/// The phone's network: cut (offline) or back.
async fn network(c: &Client, offline: bool) {
    cdp(c, "Network.enable", json!({})).await;
    cdp(
        c,
        "Network.emulateNetworkConditions",
        json!({"offline": offline, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}),
    )
    .await;
}

/// Whether an element `id` is on the page.
async fn present(c: &Client, id: &str) -> bool {
    c.find(Locator::Css(&format!("[data-testid=\"{id}\"]")))
        .await
        .is_ok()
}

/// Waits until element `id` is gone.
async fn gone(c: &Client, id: &str) {
    let deadline = Instant::now() + PATIENCE;
    while present(c, id).await {
        assert!(Instant::now() < deadline, "[data-testid={id}] never went");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Waits until the game screen's draft of the hand being typed is kept at the host.
async fn draft_kept(c: &Client) {
    let deadline = Instant::now() + PATIENCE;
    while by_testid(c, "game-view")
        .await
        .attr("data-draft")
        .await
        .unwrap()
        .as_deref()
        != Some("saved")
    {
        assert!(Instant::now() < deadline, "the draft was never kept");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs chromium and chromedriver; run with --include-ignored"]
async fn a_phone_cut_off_says_so_catches_up_and_keeps_what_was_typed() {
    let h = host().await;
    h.sharing.pairing().set_open(true);
    let game = cardtable_commands::call(
        &h.state,
        "games_create",
        json!({"game": {"players": ["Ann", "Bob"], "preset": "seed", "options": {"kind": "gin_rummy", "options": {}}, "firstDealer": 0}}),
    )
    .unwrap();
    let id = game["id"].as_i64().unwrap();
    let base = format!("http://{}", h.addr());
    let driver = Chromedriver::start();
    let (ann, bob) = (driver.phone().await, driver.phone().await);
    for (phone, name) in [(&ann, "Ann"), (&bob, "Bob")] {
        phone.goto(&format!("{base}/#/pair")).await.unwrap();
        type_into(phone, "pair-name", name).await;
        type_into(phone, "pair-pin", &h.sharing.pin()).await;
        tap(phone, "pair-join").await;
        by_testid(phone, "new-game").await;
        phone.goto(&format!("{base}/#/game/{id}")).await.unwrap();
        by_testid(phone, "hand-panel").await;
    }

    // Ann taps the first cards of her hand: a draft, kept at the host, not a hand.
    let typed = ["3s", "4s", "5s", "8d"];
    for card in typed {
        tap(&ann, &format!("knocker-{card}")).await;
    }
    draft_kept(&ann).await;

    // Her network goes; she taps one more card: the phone says the connection is lost.
    network(&ann, true).await;
    tap(&ann, "knocker-8c").await;
    expect_text(&ann, "connection-lost", "Connection lost").await;
    shot(&ann, "reconnect-1-lost").await;

    // Meanwhile Bob saves a hand by the deadwood counts: Bob knocked with 6, Ann had 20.
    tap(&bob, "gin-form-counts").await;
    tap(&bob, "gin-knocker-1").await;
    type_into(&bob, "gin-knocker-deadwood", "6").await;
    type_into(&bob, "gin-defender-deadwood", "20").await;
    expect_text(&bob, "preview-points-1", "+14").await;
    tap(&bob, "save-hand").await;
    expect_text(&bob, "total-1", "14").await;
    // Ann's phone, still cut off, has not seen it (and still says so).
    assert!(present(&ann, "connection-lost").await);
    assert_eq!(
        by_testid(&ann, "total-1")
            .await
            .text()
            .await
            .unwrap()
            .trim(),
        "0"
    );

    // The network is back: the phone says so by itself, and catches up.
    network(&ann, false).await;
    expect_text(&ann, "connection-back", "Connected again").await;
    gone(&ann, "connection-lost").await;
    expect_text(&ann, "total-1", "14").await;
    expect_text(&ann, "hand-1-points-1", "+14").await;
    shot(&ann, "reconnect-2-back").await;
    // Everything Ann tapped is still there, on the form she was typing.
    expect_text(&ann, "knocker-count", "5 cards").await;
    for card in typed.iter().chain(["8c"].iter()) {
        let pressed = by_testid(&ann, &format!("knocker-{card}"))
            .await
            .attr("aria-pressed")
            .await
            .unwrap();
        assert_eq!(
            pressed.as_deref(),
            Some("true"),
            "{card} is no longer tapped"
        );
    }
    // And the draft reaches the host again: read afresh, the page brings all five back.
    draft_kept(&ann).await;
    ann.refresh().await.unwrap();
    by_testid(&ann, "draft-note").await;
    expect_text(&ann, "knocker-count", "5 cards").await;
    expect_text(&ann, "total-1", "14").await;

    for c in [ann, bob] {
        let _ = c.close().await;
    }
    h.sharing.stop().await.unwrap();
}
