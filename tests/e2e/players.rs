//! End to end, the Players screen and saving an export in the real release app (see
//! `e2e_game.rs` for how it runs; `#[ignore]`d, run under `xvfb-run` with `--include-ignored`).
//!
//! A scorepad game for Ann and Bob with one hand; the game screen saves it as JSON into the
//! export folder (`CARDTABLE_EXPORT_DIR`, a tempdir) and says where; Home's Players button
//! opens the roster; Ann's statistics show one scorepad game played; renaming Ann to Bob is
//! refused with Rust's message. Screenshots at 390×844 into target/screenshots/.

// Helpers here are test code too: a failed step should stop the test with its reason.
#![allow(clippy::expect_used, clippy::panic)]

use crate::support;

use support::{
    all_by_testid, assert_fits_width, by_testid, expect_contains, expect_text, resize, screenshot,
    tap, type_into, Driver, Sandbox,
};

const PHONE: (u32, u32) = (390, 844);

#[tokio::test(flavor = "current_thread")]
#[ignore = "needs a display, tauri-driver and WebKitWebDriver: run under xvfb-run with --include-ignored"]
async fn players_statistics_rename_and_export_in_the_real_window() {
    let sandbox = Sandbox::new();
    let exports = sandbox.exports();
    let driver = Driver::start(&sandbox.envs());
    let c = driver.connect().await;
    resize(&c, PHONE.0, PHONE.1).await;

    // A scorepad game with one hand.
    tap(&c, "new-game").await;
    tap(&c, "game-option-scorepad").await;
    type_into(&c, "player-name-0", "Ann").await;
    type_into(&c, "player-name-1", "Bob").await;
    tap(&c, "create-game").await;
    by_testid(&c, "hand-panel").await;
    type_into(&c, "points-0", "12").await;
    type_into(&c, "points-1", "5").await;
    expect_text(&c, "preview-points-0", "+12").await;
    tap(&c, "save-hand").await;
    expect_text(&c, "total-0", "12").await;

    // Export it: the file is in the export folder and the screen names it.
    tap(&c, "export-json").await;
    let saved = expect_contains(&c, "export-saved", "Saved to ").await;
    let path = saved.trim().trim_start_matches("Saved to ").trim();
    assert!(
        path.starts_with(exports.to_str().expect("utf-8 path")),
        "{path}"
    );
    assert!(path.contains("cardtable-scorepad-"), "{path}");
    let text = std::fs::read_to_string(path).expect("the exported file");
    assert!(text.contains("Ann") && text.contains("Bob"), "{text}");
    screenshot(&c, "players-00-export-saved-phone").await;
    assert_fits_width(&c, "the game screen with an export path at phone size").await;

    // Players: the roster, then Ann's statistics.
    tap(&c, "home").await;
    by_testid(&c, "import-label").await;
    screenshot(&c, "players-00-home-phone").await;
    assert_fits_width(&c, "Home at phone size").await;
    tap(&c, "players-link").await;
    by_testid(&c, "roster").await;
    let rows = all_by_testid(&c, "roster-player").await;
    assert_eq!(rows.len(), 2, "Ann and Bob");
    tap(&c, "roster-player").await; // the first row: Ann (by name)
    expect_text(&c, "stats-name", "Ann").await;
    expect_contains(&c, "stats-scorepad-record", "1 game played").await;
    expect_contains(&c, "stats-scorepad-record", "1 hand").await;

    // Renaming Ann to Bob is refused; nothing merges.
    type_into(&c, "rename-input", "Bob").await;
    tap(&c, "rename").await;
    expect_contains(&c, "rename-error", "There is already a player called Bob").await;
    expect_text(&c, "stats-name", "Ann").await;
    by_testid(&c, "stats").await;
    c.execute("window.scrollTo(0, 0);", vec![])
        .await
        .expect("scroll to top");
    screenshot(&c, "players-01-stats-phone").await;
    assert_fits_width(&c, "Players at phone size").await;
    c.close().await.expect("quit the app");
}
