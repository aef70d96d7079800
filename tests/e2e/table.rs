//! End to end at the table, in the real release app (UI embedded) in a WebKitGTK window driven
//! through tauri-driver + WebKitWebDriver, at 390×844 and 1280×800. Needs a display, so each
//! test is `#[ignore]`d; `make test` runs them under `xvfb-run` with `--include-ignored`.
//!
//! The evening at a glance: a Gin game for Ann and Bob played to its end in three hands (the
//! running-totals chart after three hands, the end bonuses as their own history row, the
//! game-over box naming Ann), a rematch (same players, the deal passed on), home telling the
//! two games apart, a game deleted and restored by Undo, an open-ended scorepad game named
//! "Heart Failure" and ended by naming Bob, and dark mode chosen and kept after a restart.
//! Screenshots of every screen in both themes go to target/screenshots/table-*.png.

// Helpers here are test code too: a failed step should stop the test with its reason.
#![allow(clippy::expect_used, clippy::panic)]

use crate::support;

use fantoccini::Client;
use std::time::{Duration, Instant};
use support::{
    all_by_testid, assert_fits_width, by_testid, draft_saved, expect_contains, expect_text, resize,
    screenshot, tap, type_into, Driver, Sandbox, PATIENCE,
};

const PHONE: (u32, u32) = (390, 844);
const DESKTOP: (u32, u32) = (1280, 800);

/// Runs a script in the page and returns its value.
async fn eval(c: &Client, script: &str) -> serde_json::Value {
    c.execute(script, vec![]).await.expect("run a script")
}

/// Waits until there are `n` elements with the test id.
async fn expect_count(c: &Client, id: &str, n: usize) {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let got = all_by_testid(c, id).await.len();
        if got == n {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "{got} [data-testid={id}], expected {n}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Scrolls the element to the middle of the screen (a table row cannot take a WebDriver click).
async fn scroll_to(c: &Client, id: &str) {
    let el = by_testid(c, id).await;
    let arg = serde_json::to_value(&el).expect("element reference");
    c.execute("arguments[0].scrollIntoView({block: 'center'});", vec![arg])
        .await
        .expect("scroll into view");
}

/// The theme on the page and the page's background colour.
async fn theme(c: &Client) -> (String, String) {
    let v = eval(
        c,
        "return [document.documentElement.dataset.theme || '', getComputedStyle(document.documentElement).backgroundColor];",
    )
    .await;
    (
        v[0].as_str().unwrap_or_default().to_string(),
        v[1].as_str().unwrap_or_default().to_string(),
    )
}

/// Screenshots of the current screen at phone size in both themes (and back to `end`).
async fn both_themes(c: &Client, name: &str, end: &str) {
    for t in ["light", "dark"] {
        eval(
            c,
            &format!("document.documentElement.dataset.theme = '{t}'; return null;"),
        )
        .await;
        screenshot(c, &format!("table-{name}-{t}-phone")).await;
    }
    eval(
        c,
        &format!("document.documentElement.dataset.theme = '{end}'; return null;"),
    )
    .await;
}

/// One Gin hand by deadwood counts: Ann knocks with 2 against Bob's 40 (Ann +38).
async fn gin_hand_by_counts(c: &Client) {
    by_testid(c, "hand-panel").await;
    tap(c, "gin-form-counts").await;
    tap(c, "gin-knocker-0").await;
    type_into(c, "gin-knocker-deadwood", "2").await;
    type_into(c, "gin-defender-deadwood", "40").await;
    expect_text(c, "preview-points-0", "+38").await;
    tap(c, "save-hand").await;
}

#[tokio::test(flavor = "current_thread")]
#[ignore = "needs a display, tauri-driver and WebKitWebDriver: run by `make test` under xvfb-run"]
async fn chart_bonus_rows_rematch_delete_undo_and_dark_mode() {
    let sandbox = Sandbox::new();
    let envs = sandbox.envs();
    {
        let driver = Driver::start(&envs);
        let c = driver.connect().await;
        resize(&c, PHONE.0, PHONE.1).await;
        by_testid(&c, "no-games").await;
        let wake = eval(&c, "return 'wakeLock' in navigator;").await;
        let note = by_testid(&c, "wake-note").await.text().await.expect("text");
        eprintln!("Screen Wake Lock in this WebKitGTK window: {wake}; the settings say: {note}");
        both_themes(&c, "01-home-empty", "light").await;

        // A Gin game for Ann and Bob, three hands by counts: Ann reaches 114 of 100.
        tap(&c, "new-game").await;
        by_testid(&c, "game-option-gin_rummy").await;
        both_themes(&c, "02-new-game-picker", "light").await;
        tap(&c, "game-option-gin_rummy").await;
        type_into(&c, "player-name-0", "Ann").await;
        type_into(&c, "player-name-1", "Bob").await;
        both_themes(&c, "03-new-game-players", "light").await;
        tap(&c, "create-game").await;
        gin_hand_by_counts(&c).await;
        expect_text(&c, "total-0", "38").await;
        gin_hand_by_counts(&c).await;
        expect_text(&c, "total-0", "76").await;
        by_testid(&c, "chart").await;
        both_themes(&c, "04-game-two-hands", "light").await;
        gin_hand_by_counts(&c).await;

        // Three hands: the game is over; the chart shows three hands and the target.
        by_testid(&c, "game-over").await;
        expect_contains(&c, "chart", "over 3 hands").await;
        expect_contains(&c, "chart-legend", "Target 100").await;
        // The chart is drawn once it nears the screen (issue 28): brought into view, its canvas.
        scroll_to(&c, "chart-plot").await;
        c.wait()
            .at_most(PATIENCE)
            .for_element(fantoccini::Locator::Css("[data-testid=chart-plot] canvas"))
            .await
            .expect("the chart is drawn");
        let canvases = eval(
            &c,
            "return document.querySelectorAll('[data-testid=chart-plot] canvas').length;",
        )
        .await;
        assert_eq!(canvases, serde_json::json!(1), "uPlot draws one canvas");
        // The game-over box names the players, never "Player 1".
        expect_text(&c, "winners-line", "Ann wins").await;
        let over = by_testid(&c, "game-over").await.text().await.expect("text");
        assert!(!over.contains("Player 1") && over.contains("Ann"), "{over}");
        // The end bonuses are their own history row: it ends at the totals shown above.
        let total = by_testid(&c, "total-0").await.text().await.expect("text");
        expect_text(&c, "bonus-running-0", total.trim()).await;
        expect_text(&c, "hand-3-running-0", "114").await;
        let bonus = by_testid(&c, "bonus-points-0")
            .await
            .text()
            .await
            .expect("text");
        assert!(bonus.starts_with('+'), "Ann's bonus row: {bonus}");
        eprintln!("Gin game over: Ann {total} = 114 + bonus {bonus}");
        assert_fits_width(&c, "the finished game with its chart at phone size").await;
        scroll_to(&c, "chart").await;
        both_themes(&c, "05-chart-after-three-hands", "light").await;
        scroll_to(&c, "history-bonus").await;
        both_themes(&c, "06-bonus-row", "light").await;
        // Finished: a past hand offers no Edit/Delete.
        tap(&c, "open-hand-2").await;
        by_testid(&c, "finished-note").await;
        assert!(all_by_testid(&c, "edit-hand").await.is_empty());
        resize(&c, DESKTOP.0, DESKTOP.1).await;
        screenshot(&c, "table-07-game-over-light-desktop").await;
        assert_fits_width(&c, "the finished game at desktop size").await;
        resize(&c, PHONE.0, PHONE.1).await;

        // Rematch: a new game, same players, the deal passed on.
        let first = eval(&c, "return location.hash;").await;
        tap(&c, "rematch").await;
        by_testid(&c, "hand-panel").await;
        let second = eval(&c, "return location.hash;").await;
        assert_ne!(first, second, "the rematch is a new game");
        expect_text(&c, "total-0", "0").await;
        expect_text(&c, "total-1", "0").await;
        let names = by_testid(&c, "game-players")
            .await
            .prop("textContent")
            .await
            .expect("text")
            .unwrap_or_default();
        assert!(names.contains("Ann") && names.contains("Bob"), "{names}");
        by_testid(&c, "next-dealer").await;
        eprintln!("rematch: {names}");

        // Home tells the two games apart; delete the rematch, then Undo.
        tap(&c, "home").await;
        expect_count(&c, "game-row", 2).await;
        expect_contains(&c, "recent-games", "Ann won").await;
        expect_contains(&c, "recent-games", &format!("Ann {}", total.trim())).await;
        both_themes(&c, "08-home-two-games", "light").await;
        let rows = all_by_testid(&c, "delete-game").await;
        rows[0].click().await.expect("delete the newest game");
        tap(&c, "delete-confirm").await;
        expect_count(&c, "game-row", 1).await;
        expect_contains(&c, "deleted-note", "Deleted Gin Rummy (Ann and Bob)").await;
        both_themes(&c, "09-home-deleted-undo", "light").await;
        tap(&c, "undo-delete").await;
        expect_count(&c, "game-row", 2).await;

        // New game offers the rematch and suggests roster names as they are typed.
        tap(&c, "new-game").await;
        by_testid(&c, "rematches").await;
        tap(&c, "game-option-scorepad").await;
        type_into(&c, "player-name-0", "an").await;
        tap(&c, "suggest-0-Ann").await;
        let ann = by_testid(&c, "player-name-0")
            .await
            .prop("value")
            .await
            .expect("value");
        assert_eq!(ann.as_deref(), Some("Ann"));
        type_into(&c, "player-name-1", "B").await;
        by_testid(&c, "suggestions-1").await;
        screenshot(&c, "table-10-suggestions-light-phone").await;
        tap(&c, "suggest-1-Bob").await;
        tap(&c, "create-game").await;

        // An open-ended scorepad game, named, two hands, ended by naming Bob.
        by_testid(&c, "hand-panel").await;
        type_into(&c, "game-name-input", "Heart Failure").await;
        tap(&c, "game-name-save").await;
        expect_text(&c, "game-name-note", "Saved.").await;
        for (a, b, total) in [("12", "30", "12"), ("9", "4", "21")] {
            type_into(&c, "points-0", a).await;
            type_into(&c, "points-1", b).await;
            expect_text(&c, "preview-points-0", &format!("+{a}")).await;
            tap(&c, "save-hand").await;
            // The hand is saved (and the next hand's form is up) before typing on.
            expect_text(&c, "total-0", total).await;
        }
        expect_text(&c, "total-1", "34").await;
        tap(&c, "end-game").await;
        by_testid(&c, "end-winner-1").await;
        both_themes(&c, "11-end-open-game", "light").await;
        tap(&c, "end-confirm").await;
        expect_text(&c, "winners-line", "Bob wins").await;
        expect_contains(&c, "game-over", "named Bob the winner").await;
        tap(&c, "home").await;
        expect_count(&c, "game-row", 3).await;
        expect_contains(&c, "recent-games", "Heart Failure").await;
        expect_contains(&c, "recent-games", "Bob won").await;

        // Dark mode, chosen with the switch.
        tap(&c, "theme-dark").await;
        let (t, bg) = theme(&c).await;
        assert_eq!((t.as_str(), bg.as_str()), ("dark", "rgb(13, 20, 17)"));
        assert_fits_width(&c, "Home with three games at phone size").await;
        resize(&c, DESKTOP.0, DESKTOP.1).await;
        screenshot(&c, "table-12-home-dark-desktop").await;
        c.close().await.expect("quit the app");
    }

    // Restarted: the dark choice is kept on this device; the Players screen in both themes.
    {
        let driver = Driver::start(&envs);
        let c = driver.connect().await;
        resize(&c, PHONE.0, PHONE.1).await;
        expect_count(&c, "game-row", 3).await;
        let (t, _) = theme(&c).await;
        assert_eq!(t, "dark", "the theme choice survives a restart");
        tap(&c, "players-link").await;
        by_testid(&c, "roster").await;
        both_themes(&c, "13-players", "dark").await;
        c.close().await.expect("quit the app");
    }
}

/// Taps each card in the picker `picker` ("knocker" / "defender").
async fn tap_cards(c: &Client, picker: &str, cards: &[&str]) {
    for card in cards {
        tap(c, &format!("{picker}-{card}")).await;
    }
}

#[tokio::test(flavor = "current_thread")]
#[ignore = "needs a display, tauri-driver and WebKitWebDriver: run by `make test` under xvfb-run"]
async fn a_half_entered_hand_survives_a_restart_until_saved() {
    let sandbox = Sandbox::new();
    let envs = sandbox.envs();
    let knocker = ["3s", "4s", "5s", "8d", "8c", "8h", "Jh", "Qh", "Kh", "2d"];
    let defender = ["9c", "9d", "9s", "4d", "5d", "6d", "Ks", "Qc", "7c", "3h"];
    {
        let driver = Driver::start(&envs);
        let c = driver.connect().await;
        resize(&c, PHONE.0, PHONE.1).await;
        tap(&c, "new-game").await;
        tap(&c, "game-option-gin_rummy").await;
        type_into(&c, "player-name-0", "Ann").await;
        type_into(&c, "player-name-1", "Bob").await;
        tap(&c, "create-game").await;
        by_testid(&c, "hand-panel").await;
        // Half a hand: Ann knocks, six of her cards tapped. Then the app is closed.
        tap(&c, "gin-knocker-0").await;
        tap_cards(&c, "knocker", &knocker[..6]).await;
        expect_text(&c, "knocker-count", "6 cards").await;
        // Leaving the screen and coming back keeps it too.
        tap(&c, "home").await;
        tap(&c, "game-row").await;
        by_testid(&c, "draft-note").await;
        expect_text(&c, "knocker-count", "6 cards").await;
        // The draft-note and the six cards came back from the store: the draft is kept.
        c.close().await.expect("quit the app");
    }
    {
        let driver = Driver::start(&envs);
        let c = driver.connect().await;
        resize(&c, DESKTOP.0, DESKTOP.1).await;
        tap(&c, "game-row").await;
        by_testid(&c, "draft-note").await;
        expect_text(&c, "knocker-count", "6 cards").await;
        screenshot(&c, "table-14-draft-restored-light-desktop").await;
        resize(&c, PHONE.0, PHONE.1).await;
        both_themes(&c, "14-draft-restored", "light").await;
        // Where the Gin card grid sits at phone size (for the taps-and-scrolls table).
        let layout = eval(
            &c,
            "window.scrollTo(0, 0); const q = (s) => document.querySelector(s).getBoundingClientRect();\
             return [window.innerHeight, q('[data-testid=knocker-As]').top, q('[data-testid=knocker-Kc]').bottom, q('[data-testid=save-hand]').top];",
        )
        .await;
        eprintln!(
            "Gin entry at 390x844 (window height, grid top, grid bottom, save top): {layout}"
        );
        // Finish it and save: the draft is gone.
        tap_cards(&c, "knocker", &knocker[6..]).await;
        tap(&c, "gin-tab-defender").await;
        tap_cards(&c, "defender", &defender).await;
        expect_text(&c, "preview-points-0", "+28").await;
        tap(&c, "save-hand").await;
        expect_text(&c, "total-0", "28").await;
        assert!(all_by_testid(&c, "draft-note").await.is_empty());
        // A new half hand, discarded by the player.
        tap(&c, "gin-knocker-1").await;
        tap_cards(&c, "knocker", &defender[..2]).await;
        draft_saved(&c).await;
        tap(&c, "home").await;
        tap(&c, "game-row").await;
        tap(&c, "discard-draft").await;
        expect_text(&c, "knocker-count", "0 cards").await;
        c.close().await.expect("quit the app");
    }
}
