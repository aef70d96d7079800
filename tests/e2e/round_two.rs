//! End to end, the table's round two (issue 23) in the real release window:
//! - a split pot reads as decimals: Basic Rummy for four, nobody out, counts 4, 4, 4 and 9: the
//!   pot of 5 is split three ways, 5/3 each, shown "1.67" in the totals, the history and the
//!   preview (never "5/3");
//! - a hand with a seat left empty is refused by the player's name ("Cy's cards are missing")
//!   and Save stays off until it is entered: nothing is scored as a silent 0;
//! - a Gin hand typed on a laptop keyboard: "/" to the card box, the knocker's ten cards, Enter,
//!   the defender's ten, Enter, Enter to save; the keystrokes are counted and printed.
//!
//! At 390×844 (a phone) and 1280×800 (a laptop); screenshots in target/screenshots/.

// Helpers here are test code too: a failed step should stop the test with its reason.
#![allow(clippy::expect_used, clippy::panic)]

use crate::support;

use fantoccini::Client;
use support::{
    assert_fits_width, by_testid, expect_contains, expect_text, new_game, resize, screenshot, tap,
    type_into, Driver, Sandbox,
};

const PHONE: (u32, u32) = (390, 844);
const LAPTOP: (u32, u32) = (1280, 800);

async fn save_disabled(c: &Client) -> bool {
    let save = by_testid(c, "save-hand").await;
    save.attr("disabled")
        .await
        .expect("disabled attribute")
        .is_some()
}

/// Announces a count for `seat` in a rummy-family form whose testids start with `prefix`.
async fn announce(c: &Client, prefix: &str, seat: usize, count: &str) {
    tap(c, &format!("{prefix}-tab-{seat}")).await;
    tap(c, &format!("{prefix}-announce-{seat}")).await;
    type_into(c, &format!("{prefix}-count-{seat}"), count).await;
}

#[tokio::test(flavor = "current_thread")]
#[ignore = "needs a display, tauri-driver and WebKitWebDriver: run under xvfb-run with --include-ignored"]
async fn split_pots_read_as_decimals_and_an_empty_seat_is_refused_by_name() {
    let sandbox = Sandbox::new();
    let envs = sandbox.envs();
    let driver = Driver::start(&envs);
    let c = driver.connect().await;
    resize(&c, PHONE.0, PHONE.1).await;

    // Basic Rummy for three: Ann goes out, Bob's cards are tapped, Cy's are not.
    new_game(&c, "basic_rummy", &["Ann", "Bob", "Cy"]).await;
    tap(&c, "br-winner-0").await;
    tap(&c, "br-tab-1").await;
    tap(&c, "br-1-Kc").await;
    expect_contains(&c, "dock-status", "Cy's cards are missing").await;
    let status = support::text_content(&c, "dock-status").await;
    assert!(!status.contains("Player 3"), "{status}");
    assert!(
        save_disabled(&c).await,
        "Save is off while Cy's cards are missing"
    );
    screenshot(&c, "round-two-00-missing-seat-phone").await;
    assert_fits_width(&c, "a refused hand at phone size").await;
    // Cy's count, announced: now it is whole and saves.
    announce(&c, "br", 2, "6").await;
    expect_text(&c, "preview-points-0", "+16").await;
    assert!(
        !save_disabled(&c).await,
        "Save is on once every seat is entered"
    );
    tap(&c, "save-hand").await;
    expect_text(&c, "total-0", "16").await;

    // Basic Rummy for four, nobody out: counts 4, 4, 4, 9, so the pot of 5 goes 5/3 each to
    // Ann, Bob and Cy.
    tap(&c, "home").await;
    new_game(&c, "basic_rummy", &["Ann", "Bob", "Cy", "Di"]).await;
    tap(&c, "br-winner-none").await;
    for (seat, count) in ["4", "4", "4", "9"].iter().enumerate() {
        announce(&c, "br", seat, count).await;
    }
    expect_text(&c, "preview-points-0", "+1.67").await;
    tap(&c, "save-hand").await;
    for seat in 0..3 {
        expect_text(&c, &format!("total-{seat}"), "1.67").await;
        expect_text(&c, &format!("hand-1-running-{seat}"), "1.67").await;
    }
    expect_text(&c, "total-3", "0").await;
    screenshot(&c, "round-two-01-decimals-phone").await;
    resize(&c, LAPTOP.0, LAPTOP.1).await;
    expect_text(&c, "total-0", "1.67").await;
    screenshot(&c, "round-two-02-decimals-laptop").await;
    let page: String = c
        .execute("return document.body.innerText;", vec![])
        .await
        .expect("page text")
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(!page.contains("5/3"), "a fraction is shown: {page}");
    c.close().await.expect("quit the app");
}

/// Presses each key of `text` on the keyboard (to whatever has the focus, as a person typing);
/// returns the number of keys pressed.
async fn press(c: &Client, text: &str) -> usize {
    use fantoccini::actions::{InputSource, KeyAction, KeyActions};
    let mut actions = KeyActions::new("keyboard".to_string());
    for key in text.chars() {
        actions = actions
            .then(KeyAction::Down { value: key })
            .then(KeyAction::Up { value: key });
    }
    c.perform_actions(actions).await.expect("press keys");
    text.chars().count()
}

/// Waits until the element with the keyboard focus is `[data-testid=want]`.
async fn expect_focus(c: &Client, want: &str) {
    let deadline = std::time::Instant::now() + support::PATIENCE;
    loop {
        let got = c
            .active_element()
            .await
            .expect("focused element")
            .attr("data-testid")
            .await
            .expect("testid")
            .unwrap_or_default();
        if got == want {
            return;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the focus is on {got:?}, expected {want:?}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
}

#[tokio::test(flavor = "current_thread")]
#[ignore = "needs a display, tauri-driver and WebKitWebDriver: run under xvfb-run with --include-ignored"]
async fn a_gin_hand_is_typed_on_the_keyboard() {
    let sandbox = Sandbox::new();
    let envs = sandbox.envs();
    let driver = Driver::start(&envs);
    let c = driver.connect().await;
    resize(&c, LAPTOP.0, LAPTOP.1).await;
    new_game(&c, "gin_rummy", &["Ann", "Bob"]).await;
    by_testid(&c, "gin-form-cards").await;

    // Ann knocks with the K♦ (10); Bob holds TH JH QH KH, 9♠ 9♦ 9♣ and A♠ 7♦ 7♥ (15).
    let knocker = "3S 4S 5S 8D 8C 8H 2C 3C 4C KD";
    let defender = "TH JH QH KH 9S 9D 9C AS 7D 7H";
    let enter = '\u{E007}';
    let mut keys = 0;
    // "/" from anywhere on the screen puts the cursor in the card box.
    keys += press(&c, "/").await;
    expect_focus(&c, "knocker-typed").await;
    for (text, picker) in [(knocker, "knocker"), (defender, "defender")] {
        expect_focus(&c, &format!("{picker}-typed")).await;
        keys += press(&c, &format!("{text}{enter}")).await;
        // Each tab counts its player's cards (the knocker's picker gives way to the defender's).
        expect_contains(&c, &format!("gin-tab-{picker}"), "10").await;
    }
    expect_text(&c, "preview-points-0", "+5").await;
    screenshot(&c, "round-two-03-gin-typed-laptop").await;
    // Enter on the empty box saves the hand.
    keys += press(&c, &enter.to_string()).await;
    expect_text(&c, "total-0", "5").await;
    eprintln!("KEYS gin hand typed (Ann knocks, default knocker): {keys}");
    assert!(keys <= 70, "{keys} keystrokes");

    // The laptop layout: with the page scrolled to the top, the next hand's whole card grid and
    // Save are on screen, beside the totals and the history (nothing to scroll for a hand).
    by_testid(&c, "history-row").await;
    let seen = c
        .execute(
            "window.scrollTo(0, 0);\
             const h = window.innerHeight, w = window.innerWidth;\
             const at = (css) => { const e = document.querySelector(css); if (!e) return null; const r = e.getBoundingClientRect(); return [r.top, r.bottom, r.left, r.right]; };\
             return { h, w, page: document.documentElement.scrollHeight,\
               firstCard: at('[data-testid=\"knocker-As\"]'), lastCard: at('[data-testid=\"knocker-Kc\"]'),\
               save: at('[data-testid=\"save-hand\"]'), total: at('[data-testid=\"total-1\"]'),\
               history: at('[data-testid=\"history-row\"]') };",
            vec![],
        )
        .await
        .expect("measure the laptop layout");
    eprintln!("LAYOUT 1280x800 gin: {seen}");
    screenshot(&c, "round-two-04-laptop-next-hand").await;
    let h = seen["h"].as_f64().expect("window height");
    for part in ["firstCard", "lastCard", "save", "total", "history"] {
        let r = &seen[part];
        let (top, bottom) = (r[0].as_f64().expect(part), r[1].as_f64().expect(part));
        assert!(
            top >= 0.0 && bottom <= h,
            "{part} is not on screen at 1280×800 without scrolling: {r} (window height {h})"
        );
    }
    c.close().await.expect("quit the app");
}

/// The tab `id`'s `aria-selected`, once it says `want` (the form moves on as the page renders).
async fn expect_selected(c: &Client, id: &str, want: &str) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        let got = by_testid(c, id)
            .await
            .attr("aria-selected")
            .await
            .expect("aria-selected")
            .unwrap_or_default();
        if got == want {
            return;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "[data-testid={id}] aria-selected is {got}, expected {want}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
}

/// The element's top edge in the page (not the window), and whether it is on screen now.
async fn page_top(c: &Client, css: &str) -> (f64, bool) {
    let r = c
        .execute(
            "const e = document.querySelector(arguments[0]); const r = e.getBoundingClientRect();\
             return [r.top + window.scrollY, r.top >= 0 && r.bottom <= window.innerHeight];",
            vec![serde_json::json!(css)],
        )
        .await
        .expect("measure an element");
    (
        r[0].as_f64().expect("top"),
        r[1].as_bool().expect("on screen"),
    )
}

#[tokio::test(flavor = "current_thread")]
#[ignore = "needs a display, tauri-driver and WebKitWebDriver: run under xvfb-run with --include-ignored"]
async fn knock_rummy_moves_on_at_seven_cards_and_a_deleted_game_is_undone_in_place() {
    let sandbox = Sandbox::new();
    let envs = sandbox.envs();
    let driver = Driver::start(&envs);
    let c = driver.connect().await;
    resize(&c, PHONE.0, PHONE.1).await;

    // Knock Rummy for three deals 7 cards (Rust's deal size): Ann's seventh card moves the
    // form on to Bob, and Bob's seventh to Cy.
    new_game(&c, "knock_rummy", &["Ann", "Bob", "Cy"]).await;
    tap(&c, "kr-knocker-0").await;
    for card in ["3s", "4s", "5s", "9h", "9d", "9c", "Kd"] {
        expect_selected(&c, "kr-tab-0", "true").await;
        tap(&c, &format!("kr-0-{card}")).await;
    }
    expect_selected(&c, "kr-tab-1", "true").await;
    for card in ["2h", "3h", "4h", "7c", "7d", "7s", "Ac"] {
        tap(&c, &format!("kr-1-{card}")).await;
    }
    expect_selected(&c, "kr-tab-2", "true").await;
    screenshot(&c, "round-two-05-knock-moves-on-phone").await;

    // Three more games, then delete the second row: it asks once, and its Undo stands where
    // the row was, on screen.
    for kind in ["scorepad", "scorepad", "scorepad"] {
        tap(&c, "home").await;
        new_game(&c, kind, &["Ann", "Bob"]).await;
    }
    tap(&c, "home").await;
    let rows = support::all_by_testid_n(&c, "delete-game", 4).await;
    let arg = serde_json::to_value(&rows[1]).expect("element reference");
    c.execute(
        "arguments[0].scrollIntoView({block: 'center'}); arguments[0].click();",
        vec![arg],
    )
    .await
    .expect("tap the second game's delete");
    by_testid(&c, "delete-ask").await;
    let (row_top, _) = page_top(&c, ".game-item:nth-child(2)").await;
    tap(&c, "delete-confirm").await;
    by_testid(&c, "deleted-note").await;
    let (note_top, on_screen) = page_top(&c, "[data-testid=\"deleted-note\"]").await;
    eprintln!("UNDO row top {row_top}, note top {note_top}, on screen {on_screen}");
    screenshot(&c, "round-two-06-undo-in-place-phone").await;
    assert!(
        (note_top - row_top).abs() < 8.0 && on_screen,
        "the Undo is not where the deleted row was: row {row_top}, note {note_top}, on screen {on_screen}"
    );
    tap(&c, "undo-delete").await;
    by_testid(&c, "recent-games").await;
    c.close().await.expect("quit the app");
}
