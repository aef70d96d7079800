//! Issue 26: the Series screens in a real headless Chromium at 390×844 and 1280×800 against a
//! sharing host. Two finalised nights of Gin (the second for four, its tables tied between
//! the winners) make a series; the Nights screen leads to the list of series, the list to the
//! series, whose standings and nights are those the host computes, nothing cut or
//! overlapping; printed (print media) the Print button and the way back are gone and the
//! standings stay on white. The same series in the pseudo-locale has no English word of the
//! catalogue and nothing cut. The Nights screen's rows say when each night began (two nights
//! of one game on one day). Screenshots in target/screenshots/series-*.png and nights-list-*.
//!
//! Needs Debian's `chromium` and `chromium-driver` (`make test` installs them), and the UI
//! built (`npm run build` in ui/).

use crate::chromium::{layout_problems, Chromedriver};
use crate::e2e_night_print::{count, on_paper};
use crate::e2e_phones::{by_testid, expect_text, shot, tap};
use crate::l10n::{open, reader};
use crate::support::{self, host};
use crate::words::{english_in, english_words, visible_text};
use cardtable_commands::call;
use serde_json::{json, Value};

/// A night of Gin for `players` (one deal a round, one round), every table's first seat
/// ginning 55–0, finalised; its id.
pub(crate) fn night(h: &support::Host, players: &[&str], seed: u32) -> i64 {
    let night = call(
        &h.state,
        "night_new",
        json!({"night": {"kind": "gin_rummy", "players": players, "rounds": 1, "options": {"deals": 1, "seed": seed}}}),
    )
    .unwrap();
    let id = night["id"].as_i64().unwrap();
    let round = call(&h.state, "night_seat", json!({"nightId": id})).unwrap();
    for t in round["tables"].as_array().unwrap() {
        call(
            &h.state,
            "hands_record",
            json!({"gameId": t["game"], "facts": {"kind": "gin_rummy", "facts": {"form": "counts", "knocker": 0, "knockerDeadwood": 0, "defenderDeadwood": 30}}}),
        )
        .unwrap();
    }
    call(&h.state, "night_finalise", json!({"nightId": id})).unwrap();
    id
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs chromium, chromedriver and the built UI; run with --include-ignored"]
async fn a_series_standings_and_nights_in_chromium() {
    let h = host().await;
    let one = night(&h, &["Ann", "Bob", "Cy", "Dan", "Eve"], 11);
    let two = night(&h, &["Ann", "Bob", "Cy", "Dan"], 12);
    let series = call(
        &h.state,
        "series_new",
        json!({"name": "Liga Kappa", "nights": [one, two]}),
    )
    .unwrap();
    let id = series["id"].as_i64().unwrap();
    let standings: Vec<Value> = series["standings"].as_array().unwrap().clone();
    assert_eq!(standings.len(), 5);
    let leader = standings[0]["player"].as_str().unwrap().to_string();

    let base = format!("http://{}", h.addr());
    let driver = Chromedriver::start();
    for (w, hgt) in [(390u32, 844u32), (1280, 800)] {
        let c = reader(&driver, &h, &base, (w, hgt), "en").await;
        // From the Nights screen to the list of series, then to the series.
        c.goto(&format!("{base}/#/nights")).await.unwrap();
        // Two nights of Gin on one day: each row says when it began, not only its size.
        by_testid(&c, "nights-row").await;
        assert_eq!(count(&c, "nights-row").await, 2);
        let rows = c
            .find_all(fantoccini::Locator::Css("[data-testid=\"nights-row\"]"))
            .await
            .unwrap();
        for row in rows {
            let text = row.text().await.unwrap();
            assert!(
                text.contains("Gin Rummy") && text.contains(':') && text.contains("final"),
                "{text}"
            );
        }
        assert_eq!(layout_problems(&c, w).await, Vec::<String>::new());
        shot(&c, &format!("nights-list-{w}x{hgt}")).await;
        tap(&c, "series-open").await;
        let row = expect_text(&c, "series-row", "Liga Kappa").await;
        assert!(row.contains("2 nights · Leading:"), "{row}");
        assert!(row.contains("final"), "{row}");
        assert_eq!(layout_problems(&c, w).await, Vec::<String>::new());
        shot(&c, &format!("series-list-{w}x{hgt}")).await;
        tap(&c, "series-row").await;
        expect_text(&c, "series-name-title", "Liga Kappa").await;
        by_testid(&c, "series-standing").await;
        assert_eq!(count(&c, "series-standing").await, 5);
        assert_eq!(count(&c, "series-night-row").await, 2);
        let first = by_testid(&c, "series-standing").await.text().await.unwrap();
        assert!(first.starts_with(&format!("1. {leader}")), "{first}");
        let nights = by_testid(&c, "series-nights").await.text().await.unwrap();
        assert!(nights.contains("Gin Rummy"), "{nights}");
        assert!(nights.contains("won by"), "{nights}");
        // A phone reads the series; adding nights and saving files are the host's window's.
        assert_eq!(count(&c, "series-add").await, 0);
        assert_eq!(count(&c, "series-export-csv").await, 0);
        assert_eq!(layout_problems(&c, w).await, Vec::<String>::new());
        shot(&c, &format!("series-{w}x{hgt}")).await;
        // On paper: the standings on white, no buttons.
        on_paper(
            &c,
            &["series-print", "back"],
            "series-standings",
            &format!("series-{w}x{hgt}-paper"),
        )
        .await;
        c.close().await.unwrap();
    }

    // In the pseudo-locale: no English word of the catalogue, nothing cut.
    let words = english_words();
    let c = reader(&driver, &h, &base, (390, 844), "en-XA").await;
    let mut problems = Vec::new();
    for (name, path, ready) in [
        ("list", "#/series".to_string(), "series-row"),
        ("one", format!("#/series/{id}"), "series-standing"),
    ] {
        open(&c, &base, &path, ready, "en-XA").await;
        let texts = visible_text(&c, false).await;
        assert!(!texts.is_empty(), "{name}: no text read");
        problems.extend(
            english_in(&texts, &words)
                .into_iter()
                .map(|p| format!("{name}: {p}")),
        );
        problems.extend(
            layout_problems(&c, 390)
                .await
                .into_iter()
                .map(|p| format!("{name}: {p}")),
        );
        shot(&c, &format!("series-xa-{name}")).await;
    }
    c.close().await.unwrap();
    assert!(
        problems.is_empty(),
        "in en-XA at 390×844:\n{}",
        problems.join("\n")
    );
}
