//! End to end: the live trackers in the real release app (UI embedded with `custom-protocol`)
//! in a real WebKitGTK window at phone size, driven through tauri-driver + WebKitWebDriver.
//! Needs a display, so it is `#[ignore]`d; `make test` runs it under `xvfb-run` with
//! `--include-ignored`.
//!
//! Skull & Roses for Ann, Bea and Cal: a round with a failed challenge (Bea turns Ann's skull,
//! the app draws the card she loses), a successful one, a round interrupted by quitting the app
//! and found exactly as it was after the relaunch (with an undo), and a game won by Cal's
//! second success. Avalanche for Ann, Bo and Cy: a deal where an avalanche falls (Cy stores 5
//! cards) and then another stops (4 cards leave the game). Screenshots go to
//! target/screenshots/trackers-*.png, at phone size (390×844) and a few at desktop size
//! (1280×800). The test counts the taps each round takes and prints them.

// Helpers here are test code too: a failed step should stop the test with its reason.
#![allow(clippy::expect_used, clippy::panic)]

use crate::support;

use fantoccini::Client;
use support::{
    all_by_testid, assert_fits_width, by_testid, expect_text, resize, screenshot, tap, type_into,
    Driver, Sandbox,
};

const PHONE: (u32, u32) = (390, 844);
const DESKTOP: (u32, u32) = (1280, 800);

/// Taps on the tracker, counted per round (the measurement the test prints).
struct Taps {
    count: usize,
    log: usize,
}

impl Taps {
    fn new() -> Taps {
        Taps { count: 0, log: 0 }
    }

    /// A tap that only changes the screen (choosing a stack to reveal, a count).
    async fn choose(&mut self, c: &Client, id: &str) {
        tap(c, id).await;
        self.count += 1;
    }

    /// A tap that plays one move: waits until Rust has kept it (one more line in the log).
    async fn play(&mut self, c: &Client, id: &str) {
        tap(c, id).await;
        self.count += 1;
        self.log += 1;
        log_lines(c, self.log).await;
    }

    /// Saving the round: the next one starts with an empty log. Returns the round's taps.
    async fn save(&mut self, c: &Client, id: &str) -> usize {
        tap(c, id).await;
        let taps = self.count + 1;
        self.count = 0;
        self.log = 0;
        taps
    }
}

async fn text(c: &Client, id: &str) -> String {
    by_testid(c, id).await.text().await.unwrap_or_default()
}

/// Waits until the round log has `n` lines (polling, no time limit asserted beyond patience).
async fn log_lines(c: &Client, n: usize) {
    for _ in 0..150 {
        if all_by_testid(c, "round-log").await.len() == 1 {
            let lines = by_testid(c, "round-log")
                .await
                .find_all(fantoccini::Locator::Css("li"))
                .await
                .expect("log lines")
                .len();
            if lines == n {
                return;
            }
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!(
        "the round log never reached {n} lines: {}",
        text(c, "round-log").await
    );
}

async fn new_game(c: &Client, kind: &str, names: &[&str]) {
    tap(c, "new-game").await;
    tap(c, &format!("game-option-{kind}")).await;
    while all_by_testid(c, &format!("player-name-{}", names.len() - 1))
        .await
        .is_empty()
    {
        tap(c, "add-player").await;
    }
    for (i, n) in names.iter().enumerate() {
        type_into(c, &format!("player-name-{i}"), n).await;
    }
    tap(c, "create-game").await;
}

async fn open_only_game(c: &Client, skip: usize) {
    by_testid(c, "game-row").await;
    let rows = all_by_testid(c, "game-row").await;
    rows[skip].click().await.expect("open the game");
}

#[tokio::test(flavor = "current_thread")]
#[ignore = "needs a display, tauri-driver and WebKitWebDriver: run by `make test` under xvfb-run"]
async fn skull_and_avalanche_trackers_referee_the_table() {
    let sandbox = Sandbox::new();
    let envs = sandbox.envs();
    let ring_before;
    {
        let driver = Driver::start(&envs);
        let c = driver.connect().await;
        resize(&c, PHONE.0, PHONE.1).await;
        new_game(&c, "skull_and_roses", &["Ann", "Bea", "Cal"]).await;
        by_testid(&c, "skull-tracker").await;
        expect_text(&c, "skull-step", "Ann: place a card or challenge").await;
        screenshot(&c, "trackers-01-skull-new-phone").await;
        assert_fits_width(&c, "the Skull & Roses table at phone size").await;

        // Round 1: Ann places, Bea challenges at 3, Cal and Ann pass.
        let mut t = Taps::new();
        t.play(&c, "move-place").await;
        expect_text(&c, "skull-step", "Bea: place a card or challenge").await;
        t.play(&c, "bid-3").await;
        t.play(&c, "move-pass").await;
        expect_text(&c, "skull-step", "Bid 3. Ann: raise or pass").await;
        // A bid is never offered below the one to beat: only 4 is left.
        assert!(all_by_testid(&c, "bid-3").await.is_empty());
        t.play(&c, "move-pass").await;
        // Bea turns her own card first (the only reveal offered), then Ann's: the skull.
        assert_eq!(all_by_testid(&c, "reveal-0").await.len(), 0);
        t.choose(&c, "reveal-1").await;
        t.play(&c, "face-rose").await;
        t.choose(&c, "reveal-0").await;
        screenshot(&c, "trackers-02-skull-reveal-phone").await;
        t.play(&c, "face-skull").await;
        expect_text(
            &c,
            "skull-step",
            "Ann's skull! Bea loses one of 4 cards, drawn at random",
        )
        .await;
        screenshot(&c, "trackers-03-skull-failed-phone").await;
        resize(&c, DESKTOP.0, DESKTOP.1).await;
        screenshot(&c, "trackers-03-skull-failed-desktop").await;
        assert_fits_width(&c, "the Skull & Roses table at desktop size").await;
        resize(&c, PHONE.0, PHONE.1).await;
        t.play(&c, "move-draw").await;
        expect_text(&c, "cards-1", "3 cards").await;
        let log = text(&c, "round-log").await;
        assert!(log.contains("drawn at random"), "{log}");
        screenshot(&c, "trackers-04-skull-lost-card-phone").await;
        let failed_round = t.save(&c, "save-round").await;

        // Round 2: Bea starts, challenges at 1 and shows her own rose: a success.
        expect_text(&c, "skull-step", "Bea: place a card or challenge").await;
        expect_text(&c, "cards-1", "3 cards").await;
        t.play(&c, "bid-1").await;
        t.play(&c, "move-pass").await;
        t.play(&c, "move-pass").await;
        t.choose(&c, "reveal-1").await;
        t.play(&c, "face-rose").await;
        expect_text(&c, "successes-1", "★").await;
        let quick_round = t.save(&c, "save-round").await;
        println!(
            "taps: Skull & Roses round with a placement and a failed challenge = {failed_round}, \
             a round won at 1 = {quick_round} (each including the save)"
        );

        // Round 3, interrupted: Bea places, Cal challenges at 2.
        expect_text(&c, "skull-step", "Bea: place a card or challenge").await;
        t.play(&c, "move-place").await;
        t.play(&c, "bid-2").await;
        expect_text(&c, "skull-step", "Bid 2. Ann: raise or pass").await;
        ring_before = text(&c, "skull-ring").await;
        screenshot(&c, "trackers-05-skull-mid-round-phone").await;
        c.close().await.expect("quit the app");
    }

    {
        let driver = Driver::start(&envs);
        let c = driver.connect().await;
        resize(&c, PHONE.0, PHONE.1).await;
        open_only_game(&c, 0).await;
        // The round is back exactly as it was.
        by_testid(&c, "skull-tracker").await;
        log_lines(&c, 2).await;
        expect_text(&c, "skull-step", "Bid 2. Ann: raise or pass").await;
        assert_eq!(text(&c, "skull-ring").await, ring_before);
        screenshot(&c, "trackers-06-skull-restored-phone").await;
        // Undo takes back Cal's challenge only; Cal challenges again.
        tap(&c, "undo-move").await;
        log_lines(&c, 1).await;
        expect_text(&c, "skull-step", "Cal: place a card or challenge").await;
        let mut t = Taps::new();
        t.log = 1;
        t.play(&c, "bid-2").await;
        t.play(&c, "move-pass").await;
        t.play(&c, "move-pass").await;
        // Cal shows his own rose, then Bea's: his first success.
        t.choose(&c, "reveal-2").await;
        t.play(&c, "face-rose").await;
        t.choose(&c, "reveal-1").await;
        t.play(&c, "face-rose").await;
        expect_text(&c, "successes-2", "★").await;
        t.save(&c, "save-round").await;

        // Round 4: Cal starts and succeeds again: he wins the game.
        expect_text(&c, "skull-step", "Cal: place a card or challenge").await;
        t.play(&c, "bid-1").await;
        t.play(&c, "move-pass").await;
        t.play(&c, "move-pass").await;
        t.choose(&c, "reveal-2").await;
        t.play(&c, "face-rose").await;
        expect_text(&c, "skull-winner", "Cal wins the game!").await;
        screenshot(&c, "trackers-07-skull-second-success-phone").await;
        t.save(&c, "save-round").await;
        let over = text(&c, "game-over").await;
        assert!(over.contains("Cal"), "{over}");
        screenshot(&c, "trackers-08-skull-game-over-phone").await;
        assert_fits_width(&c, "the Skull & Roses game over at phone size").await;
        resize(&c, DESKTOP.0, DESKTOP.1).await;
        screenshot(&c, "trackers-08-skull-game-over-desktop").await;
        resize(&c, PHONE.0, PHONE.1).await;

        // Avalanche: Ann deals, Bo leads.
        tap(&c, "home").await;
        new_game(&c, "avalanche", &["Ann", "Bo", "Cy"]).await;
        by_testid(&c, "avalanche-tracker").await;
        expect_text(&c, "av-turn", "Bo to play: how many cards?").await;
        screenshot(&c, "trackers-09-avalanche-new-phone").await;
        let mut t = Taps::new();
        for (count, rank) in [("2", "7"), ("2", "9")] {
            t.choose(&c, &format!("av-count-{count}")).await;
            t.play(&c, &format!("av-rank-{rank}")).await;
        }
        expect_text(&c, "av-banner", "Grow!").await;
        // Ann plays a single king: fewer cards, so the avalanche falls on Cy.
        t.choose(&c, "av-count-1").await;
        t.play(&c, "av-rank-K").await;
        expect_text(&c, "av-banner", "Fall! 5 cards to Cy.").await;
        expect_text(&c, "av-stored-2", "5 stored").await;
        screenshot(&c, "trackers-10-avalanche-fall-phone").await;
        // Bo starts again with 2×Q; Cy plays 2×5: a stop, 4 cards leave the game.
        t.choose(&c, "av-count-2").await;
        t.play(&c, "av-rank-Q").await;
        t.choose(&c, "av-count-2").await;
        t.play(&c, "av-rank-5").await;
        expect_text(&c, "av-banner", "Stop! 4 cards leave the game.").await;
        println!("taps: Avalanche, 5 plays = {} (2 per play)", t.count);
        let figures = text(&c, "av-figures").await;
        assert!(figures.contains("removed 4"), "{figures}");
        screenshot(&c, "trackers-11-avalanche-stop-phone").await;
        assert_fits_width(&c, "the Avalanche table at phone size").await;
        resize(&c, DESKTOP.0, DESKTOP.1).await;
        screenshot(&c, "trackers-11-avalanche-stop-desktop").await;
        assert_fits_width(&c, "the Avalanche table at desktop size").await;
        c.close().await.expect("quit the app");
    }
}
