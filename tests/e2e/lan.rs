//! Phones at the table with the real app window (issue 12's end-to-end test): the release app
//! runs under tauri-driver and turns sharing on from its Phones screen; two headless Chromium
//! phones at 390×844 join it (one by the QR code's link read off the window, one by the PIN);
//! a hand recorded on a phone shows in the window and on the other phone; both phones save the
//! same hand at once and exactly one is recorded, the other keeps what was typed; the TV view
//! follows; the window removes a phone, which is then refused; Stop closes everything.
//! Screenshots go to target/screenshots/lan-*.png. The time from a phone's save to the window
//! and the other phone showing it is printed (a figure for the notes, never asserted).

#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)]

use crate::chromium;
use crate::support;

use cardtable_rules::GameKind;
use cardtable_store::{NewGame, Store};
use chromium::Chromedriver;
use fantoccini::{Client, Locator};
use std::time::{Duration, Instant};
use support::{
    all_by_testid, by_testid, expect_contains, expect_text, resize, screenshot, tap, text_content,
    type_into, Driver, Sandbox, PATIENCE,
};

const PHONE: (u32, u32) = (390, 844);
const DESKTOP: (u32, u32) = (1280, 800);

/// What the input shows.
async fn value_of(c: &Client, id: &str) -> String {
    by_testid(c, id)
        .await
        .prop("value")
        .await
        .ok()
        .flatten()
        .unwrap_or_default()
}

/// Waits until `total-<seat>` reads `want` on every screen, and says how long each took from
/// `since`.
async fn seen_everywhere(screens: &[(&str, &Client)], seat: usize, want: &str, since: Instant) {
    for (name, c) in screens {
        expect_text(c, &format!("total-{seat}"), want).await;
        eprintln!(
            "lan: {name} showed the new total {} ms after the save",
            since.elapsed().as_millis()
        );
    }
}

/// Waits until the window's Phones screen lists `n` paired devices (it asks every 2 s).
async fn devices_listed(c: &Client, n: usize) {
    let deadline = Instant::now() + PATIENCE;
    while all_by_testid(c, "share-device").await.len() != n {
        assert!(
            Instant::now() < deadline,
            "the window never listed {n} phones"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

#[tokio::test(flavor = "current_thread")]
#[ignore = "needs a display, tauri-driver, WebKitWebDriver, chromium and chromedriver: run by `make test`"]
async fn two_phones_join_the_window_and_share_one_game_live() {
    let sandbox = Sandbox::new();
    let game = {
        let mut s = Store::open(sandbox.db()).expect("database");
        s.create_game(
            &NewGame {
                kind: GameKind::Scorepad,
                players: vec!["Ann".into(), "Bob".into()],
                options: serde_json::json!({}),
                first_dealer: 0,
            },
            chrono::Utc::now(),
        )
        .expect("game")
        .id
    };
    let driver = Driver::start(&sandbox.envs());
    let window = driver.connect().await;
    resize(&window, PHONE.0, PHONE.1).await;

    // The window lets phones join: Home → Phones → Let phones join.
    tap(&window, "share-link").await;
    tap(&window, "share-start").await;
    let pair_url = text_content(&window, "share-url").await;
    let pin = text_content(&window, "share-pin").await;
    let tv_url = text_content(&window, "share-tv").await;
    assert!(pair_url.starts_with("http://"), "{pair_url}");
    assert_eq!(pin.len(), 6, "{pin}");
    by_testid(&window, "share-qr").await;
    by_testid(&window, "share-no-devices").await;
    screenshot(&window, "lan-01-phones-screen-phone").await;
    resize(&window, DESKTOP.0, DESKTOP.1).await;
    screenshot(&window, "lan-02-phones-screen-desktop").await;
    resize(&window, PHONE.0, PHONE.1).await;
    let base = pair_url
        .splitn(4, '/')
        .take(3)
        .collect::<Vec<_>>()
        .join("/");

    // Ann opens the QR code's link; Bob types the PIN; the window allows each.
    let phones = Chromedriver::start();
    let (ann, bob, tv) = (
        phones.phone().await,
        phones.phone().await,
        phones.phone().await,
    );
    ann.goto(&pair_url).await.expect("open the QR link");
    // Joining is the host's decision: the window is asked, and allows her.
    by_testid(&window, "share-request").await;
    tap(&window, "share-allow").await;
    by_testid(&ann, "new-game").await;
    bob.goto(&format!("{base}/#/pair"))
        .await
        .expect("open the pairing page");
    type_into(&bob, "pair-name", "Bob").await;
    type_into(&bob, "pair-pin", &pin).await;
    tap(&bob, "pair-join").await;
    expect_contains(&window, "share-request", "Bob").await;
    tap(&window, "share-allow").await;
    by_testid(&bob, "new-game").await;
    devices_listed(&window, 2).await;
    expect_contains(&window, "share-devices", "Bob").await;
    screenshot(&window, "lan-03-two-phones-joined-phone").await;
    tv.goto(&tv_url).await.expect("open the TV view");
    expect_contains(&tv, "tv-last", "No hands yet").await;

    // Everyone opens the game; Ann records a hand and the window and Bob show it.
    window
        .execute(&format!("window.location.hash = '#/game/{game}';"), vec![])
        .await
        .expect("open the game in the window");
    for c in [&window, &ann, &bob] {
        if !std::ptr::eq(c, &window) {
            c.goto(&format!("{base}/#/game/{game}"))
                .await
                .expect("open the game");
        }
        by_testid(c, "hand-panel").await;
    }
    type_into(&ann, "points-0", "12").await;
    type_into(&ann, "points-1", "5").await;
    let saved = Instant::now();
    tap(&ann, "save-hand").await;
    seen_everywhere(
        &[("the window", &window), ("Bob's phone", &bob)],
        0,
        "12",
        saved,
    )
    .await;
    expect_contains(&tv, "tv-last", "Hand 1: Ann 12, Bob 5").await;
    screenshot(&window, "lan-04-window-shows-the-phones-hand-phone").await;

    // The window records hand 2; both phones show it.
    type_into(&window, "points-0", "1").await;
    type_into(&window, "points-1", "30").await;
    let saved = Instant::now();
    tap(&window, "save-hand").await;
    seen_everywhere(
        &[("Ann's phone", &ann), ("Bob's phone", &bob)],
        1,
        "35",
        saved,
    )
    .await;

    // Both phones save hand 3 at once. The test holds the database's write lock while both
    // saves leave (each names the version its screen shows), so neither screen can learn of
    // the other's first; then lets go. Exactly one is recorded; the other is refused, says who
    // was first, and keeps what was typed.
    type_into(&ann, "points-0", "7").await;
    type_into(&ann, "points-1", "0").await;
    type_into(&bob, "points-0", "0").await;
    type_into(&bob, "points-1", "9").await;
    {
        let lock = Store::open(sandbox.db()).expect("a second connection");
        lock.connection()
            .execute_batch("BEGIN IMMEDIATE")
            .expect("hold the write lock");
        tap(&ann, "save-hand").await;
        tap(&bob, "save-hand").await;
        for phone in [&ann, &bob] {
            let deadline = Instant::now() + PATIENCE;
            while by_testid(phone, "save-hand")
                .await
                .is_enabled()
                .await
                .unwrap_or(false)
            {
                assert!(Instant::now() < deadline, "the save never started");
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        }
        lock.connection()
            .execute_batch("ROLLBACK")
            .expect("let go of the lock");
    }
    let deadline = Instant::now() + PATIENCE;
    let (loser, kept, first) = loop {
        let refused = |c: &Client| {
            let c = c.clone();
            async move {
                c.find(Locator::Css("[data-testid=\"hand-error\"]"))
                    .await
                    .is_ok()
            }
        };
        let (a, b) = (refused(&ann).await, refused(&bob).await);
        if a || b {
            assert!(!(a && b), "both saves were refused");
            break if a {
                (&ann, ("7", "0"), "Bob")
            } else {
                (&bob, ("0", "9"), "Phone 1")
            };
        }
        assert!(Instant::now() < deadline, "neither phone was refused");
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    expect_contains(
        loser,
        "hand-error",
        &format!("{first} (phone) just recorded hand 3."),
    )
    .await;
    expect_contains(loser, "hand-error", "what you entered is kept").await;
    let said = loser
        .execute(
            "return document.body.textContent.split('what you entered is kept').length - 1;",
            vec![],
        )
        .await
        .expect("read the page");
    assert_eq!(
        said.as_u64(),
        Some(1),
        "the refusal is said once on the phone"
    );
    assert_eq!(value_of(loser, "points-0").await, kept.0);
    assert_eq!(value_of(loser, "points-1").await, kept.1);
    screenshot(loser, "lan-05-the-second-save-refused-phone").await;
    let deadline = Instant::now() + PATIENCE;
    while all_by_testid(&window, "history-row").await.len() != 3 {
        assert!(Instant::now() < deadline, "the window never showed hand 3");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(
        cardtable_commands::Ledger::open(sandbox.db())
            .expect("read")
            .game_view(game)
            .expect("view")
            .standings
            .hands
            .len(),
        3,
        "exactly one of the two saves was recorded"
    );
    expect_contains(&tv, "tv-last", "Hand 3").await;
    screenshot(&tv, "lan-06-tv").await;

    // The window removes Bob's phone: its next request is refused, and it is told why.
    window
        .execute("window.location.hash = '#/share';", vec![])
        .await
        .expect("back to the Phones screen");
    devices_listed(&window, 2).await;
    let rows = all_by_testid(&window, "share-device").await;
    let mut removed = false;
    for (i, row) in rows.iter().enumerate() {
        let words = row.text().await.unwrap_or_default();
        if words.contains("Bob") {
            let buttons = all_by_testid(&window, "share-revoke").await;
            buttons[i].click().await.expect("remove Bob's phone");
            removed = true;
        }
    }
    assert!(removed, "Bob's phone was listed");
    devices_listed(&window, 1).await;
    screenshot(&window, "lan-07-bob-removed-phone").await;
    bob.goto(&format!("{base}/#/players"))
        .await
        .expect("Bob tries again");
    by_testid(&bob, "pair-form").await;
    expect_contains(&bob, "pair-error", "the host removed it").await;
    screenshot(&bob, "lan-08-bob-refused").await;

    // Stop closes everything: Ann's phone can no longer reach the host.
    resize(&window, DESKTOP.0, DESKTOP.1).await;
    tap(&window, "share-stop").await;
    by_testid(&window, "share-start").await;
    // The button is a button again, not a slab filling the screen (the grid once stretched it).
    // Measured by a fresh look-up in the page: the panel may draw the button once more after
    // Stop's answer, and a reference to the first one would then be stale.
    let height = window
        .execute(
            "const b = document.querySelector('[data-testid=\"share-start\"]');\
             return b ? b.getBoundingClientRect().height : null;",
            vec![],
        )
        .await
        .expect("measure the button");
    assert!(
        height.as_f64().is_some_and(|h| h < 120.0),
        "after Stop, 'Let phones join' is {height} px tall"
    );
    screenshot(&window, "lan-09-stopped-desktop").await;
    let gone = nothing_answers(&format!("{base}/")).await;
    assert!(gone, "the server still answers after Stop");

    for c in [ann, bob, tv] {
        let _ = c.close().await;
    }
    window.close().await.expect("quit the app");
}

/// Whether nothing answers at `url` any more (a refused or reset connection).
async fn nothing_answers(url: &str) -> bool {
    let addr = url
        .trim_start_matches("http://")
        .trim_end_matches('/')
        .to_string();
    let deadline = Instant::now() + PATIENCE;
    loop {
        if std::net::TcpStream::connect_timeout(
            &addr.parse().expect("host:port"),
            Duration::from_millis(500),
        )
        .is_err()
        {
            return true;
        }
        if Instant::now() > deadline {
            return false;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}
