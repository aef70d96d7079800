//! End to end, the rummy family entered from the cards in the real release app (see
//! `e2e_game.rs` for how it runs; `#[ignore]`d, run by `make test` under `xvfb-run`).
//!
//! At phone size, every card tapped in the grid:
//! - Knock Rummy for three, RULES.md KR3: the knocker ties Bob at 4 and the tie goes against
//!   the knocker (Bob +6, Cy −6, the knocker 0), each seat's melds shown by Rust;
//! - Rummy 500 for two: a hand with a declared joker (`JK=7C`) and Bob's lay-off of the 10♥
//!   onto Ann's hearts, then two big hands, to the game's end at 500;
//! - Continental for two: Ann goes out 4+4+4+3 with two jokers (Bob pays 1 + 2 × 2 = 5);
//!   saving after the first sequence is refused with Rust's message and nothing is lost.
//!
//! The taps each hand takes are counted (every tap of the player, save included) and printed.
//! Screenshots at 390×844 and 1280×800 go to target/screenshots/.

// Helpers here are test code too: a failed step should stop the test with its reason.
#![allow(clippy::expect_used, clippy::panic)]

use crate::support;

use fantoccini::Client;
use std::time::{Duration, Instant};
use support::{
    assert_fits_width, by_testid, expect_text, resize, screenshot, tap, type_into, Driver, Sandbox,
    PATIENCE,
};

const PHONE: (u32, u32) = (390, 844);
const DESKTOP: (u32, u32) = (1280, 800);

/// Counts a person's taps on the way to one saved hand.
struct Taps(u32);

impl Taps {
    async fn tap(&mut self, c: &Client, id: &str) {
        tap(c, id).await;
        self.0 += 1;
    }

    /// Taps each card in the grid of picker `picker`.
    async fn cards(&mut self, c: &Client, picker: &str, cards: &[&str]) {
        for card in cards {
            self.tap(c, &format!("{picker}-{card}")).await;
        }
    }

    /// Taps melds into a meld board: "Next" between melds, "Joker" before a card a joker
    /// stands for (written `JK=7c`).
    async fn melds(&mut self, c: &Client, board: &str, melds: &[&[&str]]) {
        for (i, meld) in melds.iter().enumerate() {
            if i > 0 {
                self.tap(c, &format!("{board}-next")).await;
            }
            for token in meld.iter() {
                match token.strip_prefix("JK=") {
                    Some(card) => {
                        self.tap(c, &format!("{board}-joker")).await;
                        self.tap(c, &format!("{board}-{card}")).await;
                    }
                    None => self.tap(c, &format!("{board}-{token}")).await,
                }
            }
        }
    }

    /// Saves the hand and reports the taps it took.
    async fn save(mut self, c: &Client, what: &str) -> u32 {
        self.tap(c, "save-hand").await;
        eprintln!("TAPS {what}: {}", self.0);
        self.0
    }
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

/// Scrolls the element to the top of the screen (the preview, for a screenshot).
async fn show(c: &Client, id: &str) {
    let el = by_testid(c, id).await;
    let arg = serde_json::to_value(&el).expect("element reference");
    // Below the sticky title bar.
    c.execute(
        "arguments[0].scrollIntoView({block: 'start'}); window.scrollBy(0, -90);",
        vec![arg],
    )
    .await
    .expect("scroll into view");
}

/// Waits until the element's text contains `want` (Rust answers asynchronously). Reads
/// `textContent`, as e2e_setup.rs does: WebKitWebDriver's element text can come back empty.
async fn expect_contains(c: &Client, id: &str, want: &str) {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let el = by_testid(c, id).await;
        let got = el
            .prop("textContent")
            .await
            .ok()
            .flatten()
            .unwrap_or_default();
        if got.contains(want) {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "[data-testid={id}] shows {got:?}, expected it to contain {want:?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

async fn totals(c: &Client, want: &[&str]) {
    for (seat, t) in want.iter().enumerate() {
        expect_text(c, &format!("total-{seat}"), t).await;
    }
}

/// RULES.md KR3: Ann knocks with 4 (4♦ unmatched), Bob also has 4 (4♣), Cy 10 (10♥).
async fn knock_rummy_tie_against_the_knocker(c: &Client) -> u32 {
    new_game(c, "knock_rummy", &["Ann", "Bob", "Cy"]).await;
    expect_contains(c, "progress", "Settled each hand").await;
    let mut t = Taps(0);
    t.tap(c, "kr-knocker-0").await;
    screenshot(c, "rummy-00-knock-new-phone").await;
    t.cards(c, "kr-0", &["3s", "4s", "5s", "9h", "9d", "9c", "4d"])
        .await;
    t.tap(c, "kr-tab-1").await;
    t.cards(c, "kr-1", &["2h", "3h", "4h", "7c", "7d", "7s", "4c"])
        .await;
    t.tap(c, "kr-tab-2").await;
    t.cards(c, "kr-2", &["Kc", "Kd", "Kh", "5h", "6h", "7h", "Th"])
        .await;
    expect_text(c, "preview-points-0", "0").await;
    expect_text(c, "preview-points-1", "+6").await;
    expect_text(c, "preview-points-2", "−6").await;
    expect_contains(c, "rummy-headline", "the tie goes against the knocker").await;
    expect_contains(c, "rummy-seat-1", "4♣").await;
    screenshot(c, "rummy-01-knock-cards-phone").await;
    show(c, "hand-preview").await;
    screenshot(c, "rummy-01b-knock-preview-phone").await;
    assert_fits_width(c, "Knock Rummy entry at phone size").await;
    let taps = t.save(c, "Knock Rummy KR3 (3 players, 21 cards)").await;
    totals(c, &["0", "6", "−6"]).await;
    taps
}

/// Hand 1: Ann melds 7♥ 8♥ 9♥, 5♣ 6♣ JK=7♣ and K♣ K♦ K♠ (80) and keeps 4♣ A♠ (19): +61. Bob
/// melds Q♠ Q♥ Q♦ (30), lays the 10♥ off onto Ann's hearts (10) and keeps 2♦ 3♦ (5): +35.
async fn rummy_500_joker_and_layoff(c: &Client) -> u32 {
    let mut t = Taps(0);
    t.melds(
        c,
        "r5-0-m",
        &[
            &["7h", "8h", "9h"],
            &["5c", "6c", "JK=7c"],
            &["Kc", "Kd", "Ks"],
        ],
    )
    .await;
    t.tap(c, "r5-part-hand").await;
    t.cards(c, "r5-0-h", &["4c", "As"]).await;
    t.tap(c, "r5-tab-1").await;
    t.melds(c, "r5-1-m", &[&["Qs", "Qh", "Qd"]]).await;
    t.tap(c, "r5-part-lay").await;
    t.tap(c, "r5-onto-0").await;
    t.cards(c, "r5-1-l", &["Th"]).await;
    t.tap(c, "r5-part-hand").await;
    t.cards(c, "r5-1-h", &["2d", "3d"]).await;
    expect_text(c, "preview-points-0", "+61").await;
    expect_text(c, "preview-points-1", "+35").await;
    expect_contains(c, "r5-seat-0", "JK→7♣").await;
    expect_contains(c, "r5-seat-1", "laid off").await;
    screenshot(c, "rummy-02-r500-hand-phone").await;
    show(c, "hand-preview").await;
    screenshot(c, "rummy-02b-r500-preview-phone").await;
    tap(c, "r5-tab-0").await;
    screenshot(c, "rummy-02c-r500-ann-melds-phone").await;
    resize(c, DESKTOP.0, DESKTOP.1).await;
    show(c, "hand-preview").await;
    screenshot(c, "rummy-02d-r500-preview-desktop").await;
    resize(c, PHONE.0, PHONE.1).await;
    assert_fits_width(c, "Rummy 500 entry at phone size").await;
    t.save(c, "Rummy 500 hand 1 (joker + lay-off)").await
}

/// A big hand: Ann melds four of each of A K Q J 10 9 8 (60 + 4 × 40 + 36 + 32 = 288).
async fn rummy_500_big_hand(c: &Client, n: u32) -> u32 {
    let mut t = Taps(0);
    let sets: Vec<Vec<String>> = ["A", "K", "Q", "J", "T", "9", "8"]
        .iter()
        .map(|r| {
            ["s", "h", "d", "c"]
                .iter()
                .map(|s| format!("{r}{s}"))
                .collect()
        })
        .collect();
    let refs: Vec<Vec<&str>> = sets
        .iter()
        .map(|m| m.iter().map(String::as_str).collect())
        .collect();
    let melds: Vec<&[&str]> = refs.iter().map(Vec::as_slice).collect();
    t.melds(c, "r5-0-m", &melds).await;
    expect_text(c, "preview-points-0", "+288").await;
    t.save(c, &format!("Rummy 500 hand {n} (7 sets of 4)"))
        .await
}

/// Ann goes out 4♥-7♥, 9♣ JK=10♣ J♣ Q♣, 2♦-5♦, 8♠ 9♠ JK=10♠: 4+4+4+3 with two jokers.
async fn continental_with_jokers(c: &Client) -> u32 {
    new_game(c, "continental_rummy", &["Ann", "Bob"]).await;
    let mut t = Taps(0);
    t.tap(c, "cr-winner-0").await;
    t.melds(c, "cr", &[&["4h", "5h", "6h", "7h"]]).await;
    // Rust's word on an unfinished hand, inline; saving it is refused and nothing is lost.
    let short = "The winner shows 4 cards: going out needs all 15";
    expect_contains(c, "dock-status", short).await;
    screenshot(c, "rummy-05a-continental-refused-phone").await;
    tap(c, "save-hand").await;
    expect_contains(c, "dock-status", short).await;
    expect_contains(c, "cr-meld-0", "7♥").await;
    t.tap(c, "cr-next").await;
    t.melds(
        c,
        "cr",
        &[
            &["9c", "JK=Tc", "Jc", "Qc"],
            &["2d", "3d", "4d", "5d"],
            &["8s", "9s", "JK=Ts"],
        ],
    )
    .await;
    expect_text(c, "preview-points-0", "+5").await;
    expect_text(c, "preview-points-1", "−5").await;
    expect_contains(c, "cr-sequences", "JK→10♣").await;
    screenshot(c, "rummy-05-continental-melds-phone").await;
    show(c, "hand-preview").await;
    screenshot(c, "rummy-05b-continental-preview-phone").await;
    assert_fits_width(c, "Continental entry at phone size").await;
    resize(c, DESKTOP.0, DESKTOP.1).await;
    show(c, "hand-preview").await;
    screenshot(c, "rummy-06-continental-preview-desktop").await;
    assert_fits_width(c, "Continental entry at desktop size").await;
    resize(c, PHONE.0, PHONE.1).await;
    let taps = t.save(c, "Continental (4+4+4+3, two jokers)").await;
    totals(c, &["5", "−5"]).await;
    taps
}

#[tokio::test(flavor = "current_thread")]
#[ignore = "needs a display, tauri-driver and WebKitWebDriver: run by `make test` under xvfb-run"]
async fn rummy_family_by_tapping_cards() {
    let sandbox = Sandbox::new();
    let envs = sandbox.envs();
    let driver = Driver::start(&envs);
    let c = driver.connect().await;
    resize(&c, PHONE.0, PHONE.1).await;
    by_testid(&c, "new-game").await;

    let kr = knock_rummy_tie_against_the_knocker(&c).await;
    assert!(kr <= 25, "Knock Rummy took {kr} taps");
    tap(&c, "home").await;

    new_game(&c, "rummy_500", &["Ann", "Bob"]).await;
    expect_contains(&c, "progress", "First to 500").await;
    let r1 = rummy_500_joker_and_layoff(&c).await;
    assert!(r1 <= 28, "Rummy 500 hand 1 took {r1} taps");
    totals(&c, &["61", "35"]).await;
    rummy_500_big_hand(&c, 2).await;
    totals(&c, &["349", "35"]).await;
    rummy_500_big_hand(&c, 3).await;
    totals(&c, &["637", "35"]).await;
    expect_text(&c, "winners-line", "Ann wins").await;
    screenshot(&c, "rummy-03-r500-over-phone").await;
    resize(&c, DESKTOP.0, DESKTOP.1).await;
    screenshot(&c, "rummy-04-r500-over-desktop").await;
    assert_fits_width(&c, "Rummy 500 at desktop size").await;
    resize(&c, PHONE.0, PHONE.1).await;
    tap(&c, "home").await;

    let cr = continental_with_jokers(&c).await;
    assert!(cr <= 22, "Continental took {cr} taps");
    c.close().await.expect("quit the app");
}
