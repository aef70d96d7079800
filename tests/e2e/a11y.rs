//! Readable by everyone at the table (issue 27), in the real window: axe-core (the npm package
//! pinned in ui/package.json, injected into the page) on Home, the Phones screen and a game with
//! a saved hand, in the light, dark and black themes at 390×844 and 1280×800; any WCAG 2.2 A/AA
//! violation fails. (200 % text is checked in Chromium by the server's a11y test: WebKitGTK's
//! text size is not a WebDriver setting.)

use crate::support;

use serde_json::{json, Value};
use support::{by_testid, new_game, resize, screenshot, settle, tap, type_into, Driver, Sandbox};

const TAGS: [&str; 5] = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

fn axe_source() -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("ui/node_modules/axe-core/axe.min.js");
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (run npm ci in ui/)", path.display()))
}

/// axe's violations on the page as it stands, one line each: "rule (n): first target".
async fn violations(c: &fantoccini::Client, source: &str) -> Vec<String> {
    // The window's content security policy refuses eval: axe's source is the script itself.
    let run = r#"
        const tags = arguments[0];
        const done = arguments[arguments.length - 1];
        window.axe
          .run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] })
          .then((r) => done(r.violations.map((v) => `${v.id} (${v.nodes.length}): ${v.nodes[0] ? v.nodes[0].target.join(" ") : ""}`)))
          .catch((e) => done({ error: String(e) }));
    "#;
    let script = format!("{source}\n;{run}");
    let got = c
        .execute_async(&script, vec![json!(TAGS)])
        .await
        .expect("run axe");
    match got {
        Value::Array(list) => list
            .into_iter()
            .map(|v| v.as_str().unwrap_or_default().to_string())
            .collect(),
        other => panic!("axe did not run: {other}"),
    }
}

/// Chooses the theme as the Appearance buttons do (stored on this device, applied at once).
async fn theme(c: &fantoccini::Client, name: &str) {
    c.execute(
        "localStorage.setItem('cardtable.theme', arguments[0]); document.documentElement.dataset.theme = arguments[0];",
        vec![json!(name)],
    )
    .await
    .expect("set the theme");
    settle(c).await;
}

#[tokio::test(flavor = "current_thread")]
#[ignore = "needs a display, tauri-driver and WebKitWebDriver: run by `make test` under xvfb-run"]
async fn the_window_passes_wcag_22_aa_in_every_theme() {
    let source = axe_source();
    let sandbox = Sandbox::new();
    let envs = sandbox.envs();
    let driver = Driver::start(&envs);
    let c = driver.connect().await;
    resize(&c, 390, 844).await;
    new_game(&c, "scorepad", &["Ann", "Bob"]).await;
    type_into(&c, "points-0", "12").await;
    type_into(&c, "points-1", "5").await;
    by_testid(&c, "hand-preview").await;
    tap(&c, "save-hand").await;
    support::expect_text(&c, "total-0", "12").await;

    let mut found = Vec::new();
    for (w, h) in [(390, 844), (1280, 800)] {
        resize(&c, w, h).await;
        for name in ["light", "dark", "black"] {
            for (screen, link, ready) in [
                ("game", None, "game-players"),
                ("home", Some("home"), "new-game"),
                ("phones", Some("share-link"), "share-start"),
            ] {
                if let Some(link) = link {
                    tap(&c, link).await;
                }
                by_testid(&c, ready).await;
                theme(&c, name).await;
                for v in violations(&c, &source).await {
                    found.push(format!("{screen} {w}x{h} {name}: {v}"));
                }
                if screen == "phones" {
                    // Back to the game for the next round.
                    tap(&c, "back").await;
                    by_testid(&c, "game-row").await;
                    tap(&c, "game-row").await;
                }
            }
            by_testid(&c, "game-players").await;
            screenshot(&c, &format!("a11y-window-{name}-{w}")).await;
        }
    }
    assert!(found.is_empty(), "axe found:\n{}", found.join("\n"));
}
