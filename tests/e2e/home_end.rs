//! End to end, ending an open-ended Knock Rummy game at the table in the real release app (see
//! `game.rs` for how it runs; `#[ignore]`d, run under `xvfb-run` with `--include-ignored`).
//!
//! Knock Rummy without a target says "stop whenever you like" (issue 23): after one hand (Ann
//! knocks with 4 against Bob's 20: Ann +16), the game screen offers "End the game here…" with the
//! leader, Ann, chosen; ending it shows her as the winner, and the Players screen counts the
//! win ("1 won"), as Home does. At 390×844 (a phone, the same UI as the window); screenshots in
//! target/screenshots/.

// Helpers here are test code too: a failed step should stop the test with its reason.
#![allow(clippy::expect_used, clippy::panic)]

use crate::support;

use support::{
    assert_fits_width, by_testid, expect_contains, expect_text, new_game, resize, screenshot, tap,
    type_into, Driver, Sandbox, PHONE,
};

#[tokio::test(flavor = "current_thread")]
#[ignore = "needs a display, tauri-driver and WebKitWebDriver: run under xvfb-run with --include-ignored"]
async fn an_open_knock_rummy_game_is_ended_here_and_the_win_counts() {
    let sandbox = Sandbox::new();
    let envs = sandbox.envs();
    let driver = Driver::start(&envs);
    let c = driver.connect().await;
    resize(&c, PHONE.0, PHONE.1).await;

    // Knock Rummy for Ann and Bob, the seed rules: no target, settled each hand.
    new_game(&c, "knock_rummy", &["Ann", "Bob"]).await;
    expect_contains(&c, "progress", "open-ended").await;

    // Ann knocks with 4; Bob counts 20 (announced counts).
    tap(&c, "kr-knocker-0").await;
    tap(&c, "kr-announce-0").await;
    type_into(&c, "kr-count-0", "4").await;
    tap(&c, "kr-tab-1").await;
    tap(&c, "kr-announce-1").await;
    type_into(&c, "kr-count-1", "20").await;
    expect_text(&c, "preview-points-0", "+16").await;
    tap(&c, "save-hand").await;
    expect_text(&c, "total-0", "16").await;

    // The open end: "End the game here…", the leader chosen, then ended.
    tap(&c, "end-game").await;
    let ann = by_testid(&c, "end-winner-0").await;
    assert_eq!(
        ann.attr("aria-pressed")
            .await
            .expect("aria-pressed")
            .as_deref(),
        Some("true"),
        "the leader, Ann, is chosen"
    );
    expect_contains(&c, "end-confirm", "Ann wins").await;
    screenshot(&c, "home-end-00-choose-phone").await;
    assert_fits_width(&c, "the end-of-game choice at phone size").await;
    tap(&c, "end-confirm").await;
    expect_contains(&c, "game-over", "Ann").await;
    screenshot(&c, "home-end-01-ended-phone").await;

    // Players: Ann's Knock Rummy record counts the win.
    tap(&c, "home").await;
    tap(&c, "players-link").await;
    by_testid(&c, "roster").await;
    tap(&c, "roster-player").await; // the first row: Ann (by name)
    expect_text(&c, "stats-name", "Ann").await;
    expect_contains(&c, "stats-knock_rummy-record", "1 won").await;
    c.execute("window.scrollTo(0, 0);", vec![])
        .await
        .expect("scroll to top");
    screenshot(&c, "home-end-02-players-phone").await;
    assert_fits_width(&c, "Players at phone size").await;
    c.close().await.expect("quit the app");
}
