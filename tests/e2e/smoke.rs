//! End to end: the real release app (UI embedded with `custom-protocol`) in a real WebKitGTK
//! window, driven through tauri-driver + WebKitWebDriver. Needs a display, so it is
//! `#[ignore]`d; `make test` runs it under `xvfb-run` with `--include-ignored`.
//!
//! It creates a Gin Rummy game for two players, quits, relaunches on the same database and
//! finds the game listed; it checks that one player gets Rust's validation message; and it
//! saves screenshots at phone (390×844) and desktop (1280×800) sizes into target/screenshots/.

use crate::support;

use support::{all_by_testid, by_testid, resize, screenshot, Driver, Sandbox};

const PHONE: (u32, u32) = (390, 844);
const DESKTOP: (u32, u32) = (1280, 800);

#[tokio::test(flavor = "current_thread")]
#[ignore = "needs a display, tauri-driver and WebKitWebDriver: run by `make test` under xvfb-run"]
async fn create_a_game_restart_and_find_it_listed() {
    assert!(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("ui/dist/index.html")
            .is_file(),
        "build the UI first: npm --prefix ui run build"
    );
    let sandbox = Sandbox::new();
    let envs = sandbox.envs();

    // First run: empty home, create a game, then try one with a single player.
    {
        let driver = Driver::start(&envs);
        let c = driver.connect().await;
        resize(&c, PHONE.0, PHONE.1).await;
        by_testid(&c, "no-games").await;
        screenshot(&c, "1-home-empty-phone").await;

        by_testid(&c, "new-game")
            .await
            .click()
            .await
            .expect("tap New game");
        by_testid(&c, "game-option-gin_rummy").await;
        screenshot(&c, "2-pick-game-phone").await;
        by_testid(&c, "game-option-gin_rummy")
            .await
            .click()
            .await
            .expect("pick Gin");
        by_testid(&c, "player-name-0")
            .await
            .send_keys("Ann")
            .await
            .expect("type");
        by_testid(&c, "player-name-1")
            .await
            .send_keys("Bob")
            .await
            .expect("type");
        screenshot(&c, "3-players-phone").await;
        by_testid(&c, "create-game")
            .await
            .click()
            .await
            .expect("create");
        // The game screen opened on the new game (its layout belongs to the game screen's
        // own test, tests/e2e_game.rs); the names are in it.
        // (Read once the game has loaded: "Loading…" comes first.)
        by_testid(&c, "game-players").await;
        let view = by_testid(&c, "game-view").await;
        let text = view.prop("textContent").await.expect("game view text");
        let text = text.unwrap_or_default();
        assert!(text.contains("Ann") && text.contains("Bob"), "{text}");
        screenshot(&c, "4-game-phone").await;

        by_testid(&c, "home").await.click().await.expect("home");
        by_testid(&c, "game-row").await;
        by_testid(&c, "new-game")
            .await
            .click()
            .await
            .expect("tap New game");
        by_testid(&c, "game-option-gin_rummy")
            .await
            .click()
            .await
            .expect("pick Gin");
        by_testid(&c, "player-name-0")
            .await
            .send_keys("Ann")
            .await
            .expect("type");
        by_testid(&c, "remove-player-1")
            .await
            .click()
            .await
            .expect("remove");
        by_testid(&c, "create-game")
            .await
            .click()
            .await
            .expect("create");
        let error = by_testid(&c, "form-error")
            .await
            .text()
            .await
            .expect("error");
        assert_eq!(
            error,
            "Gin Rummy is for exactly 2 players (1 player was entered)."
        );
        screenshot(&c, "5-one-player-error-phone").await;
        c.close().await.expect("quit the app");
    }

    // Second run on the same database: the game survived, and nothing else was saved.
    {
        let driver = Driver::start(&envs);
        let c = driver.connect().await;
        resize(&c, DESKTOP.0, DESKTOP.1).await;
        by_testid(&c, "game-row").await;
        let rows = all_by_testid(&c, "game-row").await;
        assert_eq!(rows.len(), 1, "exactly the one game created");
        // textContent: WebDriver's rendered text leaves out the clipped one-line spans of a card.
        let text = rows[0]
            .prop("textContent")
            .await
            .expect("row text")
            .unwrap_or_default();
        assert!(text.contains("Gin Rummy"), "{text}");
        assert!(text.contains("Ann and Bob"), "{text}");
        assert!(text.contains("0 hands"), "{text}");
        screenshot(&c, "6-home-after-restart-desktop").await;
        resize(&c, PHONE.0, PHONE.1).await;
        screenshot(&c, "7-home-after-restart-phone").await;
        by_testid(&c, "new-game")
            .await
            .click()
            .await
            .expect("tap New game");
        by_testid(&c, "game-option-gin_rummy").await;
        resize(&c, DESKTOP.0, DESKTOP.1).await;
        screenshot(&c, "8-pick-game-desktop").await;
        c.close().await.expect("quit the app");
    }
    assert!(
        sandbox.db().is_file(),
        "the database was created at CARDTABLE_DB"
    );
}
