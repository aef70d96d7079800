//! Issue 26: a club night's printable results and the Players screen's ratings, in a real
//! headless Chromium at 390×844 and 1280×800 against a sharing host. A night of Gin for five
//! (two tables and a bye) is played and closed by the host; the printable page shows the
//! standings with their tie-breaks and every table's counted scores, nothing cut or
//! overlapping; printed (DevTools' print media emulation) its Print button and the way back
//! are gone and the results stay. The Players screen shows the opted-in players' ratings with
//! the games behind them, and none for the others. Screenshots in
//! target/screenshots/night-print-*.png and players-ratings-*.png.
//!
//! Needs Debian's `chromium` and `chromium-driver` (`make test` installs them).

use crate::chromium::{cdp, layout_problems as cut_or_overlapping, Chromedriver};
use crate::e2e_phones::{by_testid, expect_text, shot};
use crate::support::host;
use cardtable_commands::call;
use fantoccini::{Client, Locator};
use serde_json::{json, Value};

/// How many elements `[data-testid=id]` the page has.
pub(crate) async fn count(c: &Client, id: &str) -> usize {
    c.find_all(Locator::Css(&format!("[data-testid=\"{id}\"]")))
        .await
        .unwrap()
        .len()
}

pub(crate) async fn displayed(c: &Client, id: &str) -> bool {
    by_testid(c, id).await.is_displayed().await.unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs chromium and chromedriver; run with --include-ignored"]
async fn a_nights_printable_results_and_the_players_ratings_in_chromium() {
    let h = host().await;
    let night = call(
        &h.state,
        "night_new",
        json!({"night": {"kind": "gin_rummy", "players": ["Ann", "Bob", "Cy", "Dan", "Eve"], "rounds": 2, "options": {"deals": 1, "seed": 11}}}),
    )
    .unwrap();
    let id = night["id"].as_i64().unwrap();
    let round = call(&h.state, "night_seat", json!({"nightId": id})).unwrap();
    let tables: Vec<Value> = round["tables"].as_array().unwrap().clone();
    for t in &tables {
        call(
            &h.state,
            "hands_record",
            json!({"gameId": t["game"], "facts": {"kind": "gin_rummy", "facts": {"form": "counts", "knocker": 0, "knockerDeadwood": 0, "defenderDeadwood": 30}}}),
        )
        .unwrap();
    }
    call(&h.state, "night_close_round", json!({"nightId": id})).unwrap();
    // Everyone but the bye opts in to ratings.
    let bye = round["byes"][0].as_str().unwrap().to_string();
    for p in call(&h.state, "players_list", json!({}))
        .unwrap()
        .as_array()
        .unwrap()
    {
        if p["name"] != bye.as_str() {
            call(
                &h.state,
                "players_rate",
                json!({"playerId": p["id"], "rated": true}),
            )
            .unwrap();
        }
    }
    let winner = tables[0]["seats"][0].as_str().unwrap().to_string();

    let base = format!("http://{}", h.addr());
    let driver = Chromedriver::start();
    for (w, hgt) in [(390u32, 844u32), (1280, 800)] {
        let c = driver.sized(w, hgt, 100).await;
        let token = h.pair(&format!("Phone {w}")).await;
        c.goto(&format!("{base}/#/pair")).await.unwrap();
        c.execute(
            "localStorage.setItem('cardtable.token', arguments[0])",
            vec![json!(token)],
        )
        .await
        .unwrap();

        // The printable results.
        c.goto(&format!("{base}/#/night/{id}/print")).await.unwrap();
        expect_text(&c, "night-print-title", "Gin Rummy").await;
        by_testid(&c, "night-print-standing").await;
        assert_eq!(count(&c, "night-print-standing").await, 5);
        assert_eq!(count(&c, "night-print-round").await, 1);
        assert_eq!(count(&c, "night-print-table").await, 2);
        let first = by_testid(&c, "night-print-table")
            .await
            .text()
            .await
            .unwrap();
        assert!(first.contains(&format!("{winner} 55")), "{first}");
        assert!(first.contains("Accepted by the host"), "{first}");
        let sheet = by_testid(&c, "night-print-sheet")
            .await
            .text()
            .await
            .unwrap();
        assert!(sheet.contains(&format!("Bye: {bye}")), "{sheet}");
        assert!(displayed(&c, "night-print").await);
        assert_eq!(cut_or_overlapping(&c, w).await, Vec::<String>::new());
        shot(&c, &format!("night-print-{w}x{hgt}")).await;
        // On paper: no buttons, the results as they were.
        on_paper(
            &c,
            &["night-print", "back"],
            "night-print-standings",
            &format!("night-print-{w}x{hgt}-paper"),
        )
        .await;

        // The Players screen: each opted-in player's rating with the games behind it.
        c.goto(&format!("{base}/#/players")).await.unwrap();
        by_testid(&c, "rating").await;
        assert_eq!(count(&c, "rating").await, 4);
        let rows = c
            .find_all(Locator::Css("[data-testid=\"roster-player\"]"))
            .await
            .unwrap();
        for row in rows {
            let text = row.text().await.unwrap();
            if text.starts_with(&bye) {
                assert!(!text.contains("Rating"), "{text}");
            } else {
                assert!(text.contains("· 1 club night game"), "{text}");
            }
        }
        assert_eq!(cut_or_overlapping(&c, w).await, Vec::<String>::new());
        shot(&c, &format!("players-ratings-{w}x{hgt}")).await;
        c.close().await.unwrap();
    }
}

/// The page printed (DevTools' print media emulation): `gone` are not shown, `kept` is, on a
/// white page; a screenshot `name`; then back to the screen.
pub(crate) async fn on_paper(c: &Client, gone: &[&str], kept: &str, name: &str) {
    cdp(c, "Emulation.setEmulatedMedia", json!({"media": "print"})).await;
    for id in gone {
        assert!(!displayed(c, id).await, "{id} is printed");
    }
    assert!(displayed(c, kept).await, "{kept} is not printed");
    let bg: Value = c
        .execute(
            "return getComputedStyle(document.body).backgroundColor",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(bg, "rgb(255, 255, 255)");
    shot(c, name).await;
    cdp(c, "Emulation.setEmulatedMedia", json!({"media": ""})).await;
}
