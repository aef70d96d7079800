//! One request per action on a phone (issue 28), counted in a real headless Chromium against
//! the sharing host by the page's own resource timing (every `/api/` request it started):
//! pairing by the QR code's link to Home asks `pair` alone (its answer carries Home's games,
//! the game kinds and the club nights; no start-up status), with the pairing screen in the
//! first load; opening a game is `games_open` alone, the first time and again;
//! opening it again with a draft is `games_open` alone (the draft's price carried with it);
//! saving a hand is `hands_record` alone (the draft cleared by it); a second phone showing the
//! game catches up with one request; on a phone in German, opening an older hand in the history
//! is one request (the view told the newest hand alone, issue 25) and the newest none. A second
//! request made one after the other fails here.

use crate::chromium::Chromedriver;
use crate::e2e_phones::{by_testid, shot, tap, type_into};
use crate::support::{host, new_game, PATIENCE};
use fantoccini::Client;
use serde_json::{json, Value};
use std::time::{Duration, Instant};

/// The moment (the page's clock) from which requests are counted.
async fn mark(c: &Client) -> f64 {
    c.execute("return performance.now()", vec![])
        .await
        .unwrap()
        .as_f64()
        .unwrap()
}

/// The `/api/` paths the page started since `from` (the event stream left out), once no new
/// one has started for a while.
async fn asked_since(c: &Client, from: f64) -> Vec<String> {
    let script = "return performance.getEntriesByType('resource') \
        .filter((e) => e.startTime >= arguments[0]) \
        .map((e) => new URL(e.name).pathname) \
        .filter((p) => p.startsWith('/api/') && p !== '/api/events')";
    let deadline = Instant::now() + PATIENCE;
    let mut last: Option<Value> = None;
    loop {
        // Quiet: what the action asked for has all been answered (and anything it would ask
        // next, after an answer, would have started).
        tokio::time::sleep(Duration::from_millis(700)).await;
        let now = c.execute(script, vec![json!(from)]).await.unwrap();
        if last.as_ref() == Some(&now) {
            return serde_json::from_value(now).unwrap();
        }
        assert!(Instant::now() < deadline, "the page never went quiet");
        last = Some(now);
    }
}

/// The scripts the page loaded (their paths).
async fn scripts(c: &Client) -> Vec<String> {
    let v = c
        .execute(
            "return performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname) \
               .filter((p) => p.endsWith('.js'))",
            vec![],
        )
        .await
        .unwrap();
    serde_json::from_value(v).unwrap()
}

/// Waits until the element's text contains `want`.
async fn shows(c: &Client, id: &str, want: &str) {
    let deadline = Instant::now() + PATIENCE;
    while !by_testid(c, id).await.text().await.unwrap().contains(want) {
        assert!(
            Instant::now() < deadline,
            "[data-testid={id}] never showed {want}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Opens hand `n` in the history: brought to the middle of the screen (clear of the save bar
/// at its foot) and tapped, again while the history still draws itself over it.
async fn open_hand(c: &Client, n: usize) {
    let el = by_testid(c, &format!("open-hand-{n}")).await;
    let arg = serde_json::to_value(&el).unwrap();
    let deadline = Instant::now() + PATIENCE;
    loop {
        c.execute(
            "arguments[0].scrollIntoView({block: 'center'});",
            vec![arg.clone()],
        )
        .await
        .unwrap();
        match el.click().await {
            Ok(()) => return,
            Err(fantoccini::error::CmdError::Standard(e))
                if e.error == fantoccini::error::ErrorStatus::ElementClickIntercepted
                    && Instant::now() < deadline =>
            {
                tokio::time::sleep(Duration::from_millis(150)).await;
            }
            Err(e) => panic!("open hand {n}: {e}"),
        }
    }
}

/// Waits until the history's opened hand shows its outcome.
async fn told(c: &Client) {
    c.wait()
        .at_most(PATIENCE)
        .for_element(fantoccini::Locator::Css(
            "[data-testid=hand-detail] [data-testid=hand-outcome]",
        ))
        .await
        .unwrap_or_else(|e| panic!("the opened hand was never told: {e}"));
}

async fn open_game(c: &Client, id: i64) {
    c.find(fantoccini::Locator::Css(&format!(
        "[data-testid=game-row][data-game-id=\"{id}\"]"
    )))
    .await
    .unwrap()
    .click()
    .await
    .unwrap();
    by_testid(c, "hand-panel").await;
}

async fn home(c: &Client) {
    c.execute("location.hash = '#/'", vec![]).await.unwrap();
    by_testid(c, "recent-games").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs chromium and chromedriver; run with --include-ignored"]
async fn each_action_on_a_phone_is_one_request() {
    let h = host().await;
    h.sharing.pairing().set_open(true);
    let game = cardtable_commands::call(&h.state, "games_create", new_game()).unwrap();
    let id = game["id"].as_i64().unwrap();
    cardtable_commands::call(&h.state, "hands_record", crate::support::hand(id, 4, 1)).unwrap();
    let driver = Chromedriver::start();
    let (ann, bob) = (driver.phone().await, driver.phone().await);

    // Pairing by the QR code's link: one request, then Home with the game in it; nothing
    // else (Home's games, kinds and nights came with the pairing answer; no start-up status),
    // but for the card faces the game screen will need, fetched while Home shows. The
    // pairing screen came with the first load (no script fetched for it).
    ann.goto(&h.sharing.pair_url(h.addr())).await.unwrap();
    by_testid(&ann, "recent-games").await;
    let asked = asked_since(&ann, 0.0).await;
    let for_home: Vec<&String> = asked.iter().filter(|p| *p != "/api/rules_deck").collect();
    assert_eq!(for_home, ["/api/pair"], "{asked:?}");
    let loaded = scripts(&ann).await;
    assert!(
        !loaded.iter().any(|s| s.contains("/Pair-")),
        "the pairing screen was a fetch of its own: {loaded:?}"
    );
    // The game screen's code came while Home showed, before any tap.
    let deadline = Instant::now() + PATIENCE;
    while !scripts(&ann).await.iter().any(|s| s.contains("/Game-")) {
        assert!(
            Instant::now() < deadline,
            "the game screen was never fetched"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // Whatever Home and its prefetch ask is done before the tap.
    asked_since(&ann, 0.0).await;

    // Opening a game: one request, the first time and again.
    let from = mark(&ann).await;
    open_game(&ann, id).await;
    shows(&ann, "total-0", "4").await;
    assert_eq!(asked_since(&ann, from).await, ["/api/games_open"]);
    home(&ann).await;
    asked_since(&ann, 0.0).await;
    let from = mark(&ann).await;
    open_game(&ann, id).await;
    assert_eq!(asked_since(&ann, from).await, ["/api/games_open"]);

    // Bob shows the game too.
    bob.goto(&h.sharing.pair_url(h.addr())).await.unwrap();
    by_testid(&bob, "recent-games").await;
    open_game(&bob, id).await;
    asked_since(&bob, 0.0).await;

    // Saving a hand: one request, the draft cleared by it; Bob catches up with one.
    type_into(&ann, "points-0", "10").await;
    type_into(&ann, "points-1", "2").await;
    let deadline = Instant::now() + PATIENCE;
    while by_testid(&ann, "game-view")
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
    // Opening the game again with that draft: one request, which carries the draft's price
    // (no rules_preview after it; the draft not written back).
    home(&ann).await;
    asked_since(&ann, 0.0).await;
    let from = mark(&ann).await;
    open_game(&ann, id).await;
    by_testid(&ann, "draft-note").await;
    shows(&ann, "preview-points-0", "+10").await;
    assert_eq!(asked_since(&ann, from).await, ["/api/games_open"]);
    let (from_ann, from_bob) = (mark(&ann).await, mark(&bob).await);
    tap(&ann, "save-hand").await;
    shows(&ann, "total-0", "14").await;
    shows(&bob, "total-0", "14").await;
    assert_eq!(asked_since(&ann, from_ann).await, ["/api/hands_record"]);
    assert_eq!(asked_since(&bob, from_bob).await, ["/api/games_open"]);
    // The draft went with the save: the page loaded afresh brings no draft back.
    ann.refresh().await.unwrap();
    by_testid(&ann, "hand-panel").await;
    shows(&ann, "total-0", "14").await;
    assert!(ann
        .find(fantoccini::Locator::Css("[data-testid=draft-note]"))
        .await
        .is_err());

    // A phone in German (issue 25): its view tells the newest hand alone; opening an older one
    // in the history is one request, and the newest none.
    let carl = driver.phone_in("de-DE").await;
    carl.goto(&h.sharing.pair_url(h.addr())).await.unwrap();
    by_testid(&carl, "recent-games").await;
    open_game(&carl, id).await;
    asked_since(&carl, 0.0).await;
    let from = mark(&carl).await;
    open_hand(&carl, 1).await;
    told(&carl).await;
    assert_eq!(asked_since(&carl, from).await, ["/api/hands_told"]);
    shot(&carl, "requests-de-older-hand-390x844").await;
    let from = mark(&carl).await;
    open_hand(&carl, 2).await;
    told(&carl).await;
    assert_eq!(asked_since(&carl, from).await, Vec::<String>::new());
    // The older hand told on a laptop's screen too (German chosen on it).
    let wide = driver.sized(1280, 800, 100).await;
    wide.goto(&h.sharing.pair_url(h.addr())).await.unwrap();
    by_testid(&wide, "recent-games").await;
    wide.execute(
        "localStorage.setItem('cardtable.lang', 'de'); location.reload();",
        vec![],
    )
    .await
    .unwrap();
    by_testid(&wide, "recent-games").await;
    open_game(&wide, id).await;
    open_hand(&wide, 1).await;
    told(&wide).await;
    shot(&wide, "requests-de-older-hand-1280x800").await;
    let _ = wide.close().await;

    for c in [ann, bob, carl] {
        let _ = c.close().await;
    }
    h.sharing.stop().await.unwrap();
}
