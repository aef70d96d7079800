//! Every word of the screens in the reader's language (issue 25), checked in headless Chromium
//! at 390×844 against a sharing host: a phone set to the pseudo-locale `en-XA` (English accented
//! and about 40 % longer, made from the English catalogue) opens Home, New game (the list and
//! the Gin form with its rules) and a Gin game with a hand, and finds on none of them an English
//! word of the catalogue (`ui/src/locales/en.ftl`) that did not come through the catalogue, nor
//! text cut or past the window's side (tests/support/layout_check.js). What Rust writes (game
//! names and summaries, explanations, option words: marked `data-l10n="rust"` in the screens) is
//! checked too, for the English words of the UI's catalogue and of Rust's
//! (`src-tauri/commands/locales/en/*.ftl`): the host answers its words in the pseudo-locale.
//! Then the language switch in German, at 390×844 and 1280×800, and a German Gin game on a
//! phone. Screenshots in target/screenshots/l10n-*.png.
//!
//! Needs Debian's `chromium` and `chromium-driver`, and the UI built (`npm run build` in ui/).

#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)]

use crate::chromium::{layout_problems, Chromedriver};
use crate::e2e_phones::{by_testid, shot, tap};
use crate::support::{self, host, PATIENCE};
use crate::words::{english_in, every_english_word, visible_text};
use fantoccini::Client;
use serde_json::json;
use std::time::{Duration, Instant};

/// A phone (or laptop) paired with the host, its screens in `lang` (kept on the device, as the
/// language switch keeps it).
pub(crate) async fn reader(
    driver: &Chromedriver,
    h: &support::Host,
    base: &str,
    size: (u32, u32),
    lang: &str,
) -> Client {
    let c = driver.sized(size.0, size.1, 100).await;
    let token = h
        .pair(&format!("Reader {lang} {}x{}", size.0, size.1))
        .await;
    c.goto(&format!("{base}/#/pair")).await.unwrap();
    c.execute(
        "localStorage.setItem('cardtable.token', arguments[0]); localStorage.setItem('cardtable.lang', arguments[1]);",
        vec![json!(token), json!(lang)],
    )
    .await
    .unwrap();
    c
}

/// Opens `path` with a full load and waits until `ready` shows, the page says its language and
/// the rules' words (if any) have arrived.
pub(crate) async fn open(c: &Client, base: &str, path: &str, ready: &str, lang: &str) {
    c.goto(&format!("{base}/{path}")).await.unwrap();
    c.refresh().await.unwrap();
    settle(c, ready, lang).await;
}

async fn settle(c: &Client, ready: &str, lang: &str) {
    by_testid(c, ready).await;
    let deadline = Instant::now() + PATIENCE;
    loop {
        let state = c
            .execute(
                "return [document.documentElement.lang, !document.querySelector('[data-words=asking]')]",
                vec![],
            )
            .await
            .unwrap();
        if state == json!([lang, true]) {
            break;
        }
        assert!(Instant::now() < deadline, "{ready}: the page is {state}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
}

/// Whether the host answers its own words (game names) in the pseudo-locale.
async fn rust_speaks_pseudo(c: &Client) -> bool {
    let script = r#"
        const done = arguments[arguments.length - 1];
        fetch("/api/games_kinds", {
          method: "POST",
          headers: { "Content-Type": "application/json", "Accept-Language": "en-XA",
                     Authorization: `Bearer ${localStorage.getItem("cardtable.token")}` },
          body: "{}",
        }).then((r) => r.json()).then((kinds) => done(kinds.map((k) => k.name).join(" "))).catch((e) => done(String(e)));
    "#;
    let names = c.execute_async(script, vec![]).await.unwrap();
    let names = names.as_str().unwrap_or_default();
    // The pseudo-locale accents every consonant and keeps the vowels (doubling a, e, o, u):
    // names with an ASCII consonant are still English.
    !names.is_empty()
        && !names
            .chars()
            .any(|c| c.is_ascii_alphabetic() && !"aeiouAEIOU".contains(c))
}

/// A Gin game with one hand (so the game screen shows a hand explained, its history and chart).
fn gin_game(h: &support::Host) -> i64 {
    let game = cardtable_commands::call(
        &h.state,
        "games_create",
        json!({"game": {"players": ["Ann", "Bob"], "preset": "seed", "options": {"kind": "gin_rummy", "options": {}}, "firstDealer": 0}}),
    )
    .unwrap();
    let id = game["id"].as_i64().unwrap();
    cardtable_commands::call(
        &h.state,
        "hands_record",
        json!({"gameId": id, "facts": {"kind": "gin_rummy", "facts": {"form": "counts", "knocker": 0, "knockerDeadwood": 4, "defenderDeadwood": 20}}}),
    )
    .unwrap();
    id
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs chromium, chromedriver and the built UI; run with --include-ignored"]
async fn the_pseudo_locale_leaves_no_english_word_and_nothing_cut_on_a_phone() {
    let h = host().await;
    let base = format!("http://{}", h.addr());
    let gin = gin_game(&h);
    // The UI's English words anywhere, and Rust's in what Rust wrote (game names and summaries,
    // explanations, option words).
    let words = every_english_word();
    let driver = Chromedriver::start();
    let c = reader(&driver, &h, &base, (390, 844), "en-XA").await;
    let mut problems: Vec<String> = Vec::new();
    let mut with_rust = None;
    let screens: [(&str, String, &str, Option<&str>); 4] = [
        ("home", "#/".into(), "new-game", None),
        ("new", "#/new".into(), "game-option-gin_rummy", None),
        (
            "new-gin",
            "#/new".into(),
            "rules-form",
            Some("game-option-gin_rummy"),
        ),
        ("game-gin", format!("#/game/{gin}"), "rules-panel", None),
    ];
    for (name, path, ready, then) in &screens {
        let first = if then.is_some() {
            "game-option-gin_rummy"
        } else {
            ready
        };
        open(&c, &base, path, first, "en-XA").await;
        if let Some(id) = then {
            tap(&c, id).await;
            settle(&c, ready, "en-XA").await;
        }
        let rust = *with_rust.get_or_insert(rust_speaks_pseudo(&c).await);
        assert!(rust, "the host answers its words in the pseudo-locale");
        let texts = visible_text(&c, rust).await;
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
        shot(&c, &format!("l10n-xa-{name}")).await;
    }
    // A rummy-family game's rules panel and end line (made after Home was read: Home would
    // list its players with Intl's English "and", the screens' own matter).
    let continental = continental_game(&h);
    open(
        &c,
        &base,
        &format!("#/game/{continental}"),
        "rules-panel",
        "en-XA",
    )
    .await;
    let texts = visible_text(&c, with_rust.unwrap_or(false)).await;
    problems.extend(
        english_in(&texts, &words)
            .into_iter()
            .map(|p| format!("game-continental: {p}")),
    );
    problems.extend(
        layout_problems(&c, 390)
            .await
            .into_iter()
            .map(|p| format!("game-continental: {p}")),
    );
    shot(&c, "l10n-xa-game-continental").await;
    // The check can fail: the same screens in English are full of the catalogue's words.
    c.execute("localStorage.setItem('cardtable.lang', 'en')", vec![])
        .await
        .unwrap();
    open(&c, &base, "#/", "new-game", "en").await;
    let english = english_in(&visible_text(&c, false).await, &words);
    assert!(
        english.len() > 5,
        "English Home reads as English: {english:?}"
    );
    assert!(
        problems.is_empty(),
        "in en-XA at 390×844:\n{}",
        problems.join("\n")
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs chromium, chromedriver and the built UI; run with --include-ignored"]
async fn the_language_switch_changes_every_word_and_a_german_gin_game_reads_in_german() {
    let h = host().await;
    let base = format!("http://{}", h.addr());
    let gin = gin_game(&h);
    let driver = Chromedriver::start();
    for (size, name) in [((390, 844), "phone"), ((1280, 800), "laptop")] {
        let c = reader(&driver, &h, &base, size, "en").await;
        open(&c, &base, "#/", "language-switch", "en").await;
        tap(&c, "lang-de").await;
        settle(&c, "new-game", "de").await;
        let new_game = by_testid(&c, "new-game").await.text().await.unwrap();
        assert_eq!(new_game, "+ Neue Partie", "{name}");
        let problems = layout_problems(&c, size.0).await;
        assert!(problems.is_empty(), "{name} in German: {problems:?}");
        c.execute(
            "document.querySelector('[data-testid=language-switch]').scrollIntoView({block: 'center'})",
            vec![],
        )
        .await
        .unwrap();
        shot(&c, &format!("l10n-switch-de-{name}")).await;
        // The choice stays on this device: a new load reads German.
        open(&c, &base, "#/", "new-game", "de").await;
    }
    let c = reader(&driver, &h, &base, (390, 844), "de").await;
    open(&c, &base, &format!("#/game/{gin}"), "last-hand", "de").await;
    let heading = by_testid(&c, "last-hand").await.text().await.unwrap();
    assert!(heading.contains("Runde 1"), "{heading}");
    let save = by_testid(&c, "save-hand").await.text().await.unwrap();
    assert_eq!(save, "Runde 2 speichern");
    let problems = layout_problems(&c, 390).await;
    assert!(problems.is_empty(), "a German Gin game: {problems:?}");
    shot(&c, "l10n-de-gin-phone").await;
}

/// A Continental Rummy game on the Bicycle rules, played to 100 net or 8 deals (a rummy-family
/// game whose rules panel says the most: its shapes, wild deuces, every payment and its end).
fn continental_game(h: &support::Host) -> i64 {
    let game = cardtable_commands::call(
        &h.state,
        "games_create",
        json!({"game": {"players": ["Ann", "Bob"], "preset": "bicycle", "options": {"kind": "continental_rummy", "options": {
            "deucesWild": true, "perDeuce": 1, "noWildBonus": 10, "firstTurnBonus": 7,
            "firstTurnNoDrawBonus": 10, "oneSuitBonus": 10, "target": 100, "deals": 8
        }}, "firstDealer": 0}}),
    )
    .unwrap();
    game["id"].as_i64().unwrap()
}

/// A rummy-family game's rules panel and end line read in German and in French on a phone at
/// 390×844: every line as the host's catalogue says it in that language (none of them the
/// English), nothing cut or past the window's side. Screenshots l10n-<lang>-continental-rules.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs chromium, chromedriver and the built UI; run with --include-ignored"]
async fn a_rummy_family_games_rules_read_in_german_and_french_on_a_phone() {
    let h = host().await;
    let base = format!("http://{}", h.addr());
    let id = continental_game(&h);
    let english = cardtable_commands::call(&h.state, "games_view", json!({"gameId": id})).unwrap();
    let english_lines = english["words"]["lines"].clone();
    assert_eq!(english_lines.as_array().unwrap().len(), 4);
    let driver = Chromedriver::start();
    for (lang, end) in [
        (
            "de",
            "Bis Saldo 100 oder 8 Spiele · Abrechnung nach jedem Spiel",
        ),
        ("fr", "Solde de 100 ou 8 donnes · réglé à chaque donne"),
    ] {
        let c = reader(&driver, &h, &base, (390, 844), lang).await;
        open(&c, &base, &format!("#/game/{id}"), "rules-panel", lang).await;
        let progress = by_testid(&c, "progress").await.text().await.unwrap();
        assert!(progress.ends_with(end), "{lang}: {progress}");
        let items = c
            .execute(
                "return [...document.querySelectorAll('[data-testid=rules-lines] li')].map((li) => li.textContent)",
                vec![],
            )
            .await
            .unwrap();
        let items = items.as_array().unwrap();
        assert_eq!(items.len(), 4, "{lang}: {items:?}");
        for (line, english) in items.iter().zip(english_lines.as_array().unwrap()) {
            assert_ne!(line, english, "{lang}");
        }
        let problems = layout_problems(&c, 390).await;
        assert!(problems.is_empty(), "{lang}: {problems:?}");
        c.execute(
            "document.querySelector('[data-testid=rules-panel]').scrollIntoView({block: 'start'})",
            vec![],
        )
        .await
        .unwrap();
        shot(&c, &format!("l10n-{lang}-continental-rules")).await;
    }
}

/// The New game screen on a phone at 390×844 in German and in French: each game's summary is
/// the host's in that language (not the English), and nothing is cut or past the window's
/// side. Screenshots l10n-<lang>-new.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs chromium, chromedriver and the built UI; run with --include-ignored"]
async fn the_new_game_screen_sums_up_each_game_in_german_and_french_on_a_phone() {
    let h = host().await;
    let base = format!("http://{}", h.addr());
    let english = cardtable_commands::games::games_kinds();
    let driver = Chromedriver::start();
    for (lang, gin_starts) in [
        ("de", "Zwei Spieler, je zehn Karten."),
        ("fr", "Deux joueurs, dix cartes chacun."),
    ] {
        let c = reader(&driver, &h, &base, (390, 844), lang).await;
        open(&c, &base, "#/new", "game-option-gin_rummy", lang).await;
        let summaries = c
            .execute(
                "return [...document.querySelectorAll('[data-testid^=game-option-]')].map((b) => [b.dataset.testid.slice(12), b.querySelector('.kind-summary').textContent])",
                vec![],
            )
            .await
            .unwrap();
        let summaries = summaries.as_array().unwrap();
        assert_eq!(summaries.len(), english.len(), "{lang}: {summaries:?}");
        for pair in summaries {
            let (id, text) = (pair[0].as_str().unwrap(), pair[1].as_str().unwrap());
            let info = english.iter().find(|k| k.id == id).unwrap();
            assert_ne!(text, info.summary, "{lang} {id} reads English");
            assert!(!text.is_empty(), "{lang} {id}");
        }
        let gin = &summaries[0][1];
        assert!(
            gin.as_str().unwrap().starts_with(gin_starts),
            "{lang}: {gin}"
        );
        let problems = layout_problems(&c, 390).await;
        assert!(problems.is_empty(), "{lang}: {problems:?}");
        shot(&c, &format!("l10n-{lang}-new")).await;
    }
}

/// A game played move by move on the tracker: `moves` of its first round (or deal) kept by the
/// host, as a phone's taps would have.
fn tracked_game(
    h: &support::Host,
    kind: &str,
    players: &[&str],
    moves: &[serde_json::Value],
) -> i64 {
    let game = cardtable_commands::call(
        &h.state,
        "games_create",
        json!({"game": {"players": players, "preset": "seed", "options": {"kind": kind, "options": {}}, "firstDealer": 0}}),
    )
    .unwrap();
    let id = game["id"].as_i64().unwrap();
    for mv in moves {
        cardtable_commands::call(&h.state, "tracker_move", json!({"gameId": id, "mv": mv}))
            .unwrap();
    }
    id
}

/// The round log's lines as the screen shows them.
async fn log_lines(c: &Client) -> Vec<String> {
    let lines = c
        .execute(
            "return [...document.querySelectorAll('[data-testid=round-log] li')].map((li) => li.textContent)",
            vec![],
        )
        .await
        .unwrap();
    serde_json::from_value(lines).unwrap()
}

/// The live trackers on a phone at 390×844 in the phone's language: a Skull & Roses round in
/// French and an Avalanche deal in German show their log as the host tells it in that language
/// (the moves were played in English), and in the pseudo-locale the Skull & Roses tracker shows
/// no English word of either catalogue, its log included; nothing cut or past the window's
/// side. Screenshots l10n-fr-skull-tracker, l10n-de-avalanche-tracker(-1280),
/// l10n-xa-skull-tracker.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs chromium, chromedriver and the built UI; run with --include-ignored"]
async fn the_live_trackers_log_reads_in_the_phones_language() {
    let h = host().await;
    let base = format!("http://{}", h.addr());
    let skull = tracked_game(
        &h,
        "skull_and_roses",
        &["Ann", "Bob", "Cy"],
        &[
            json!({"move": "challenge", "seat": 0, "bid": 2}),
            json!({"move": "pass", "seat": 1}),
            json!({"move": "pass", "seat": 2}),
            json!({"move": "reveal", "stack": 0, "card": "rose"}),
            json!({"move": "reveal", "stack": 1, "card": "skull"}),
        ],
    );
    let avalanche = tracked_game(
        &h,
        "avalanche",
        &["Ann", "Bob"],
        &[
            json!({"move": "play", "seat": 1, "count": 1, "rank": "9"}),
            json!({"move": "play", "seat": 0, "count": 1, "rank": "4"}),
        ],
    );
    let driver = Chromedriver::start();
    for (lang, id, want, name) in [
        (
            "fr",
            skull,
            vec![
                "Ann lance un défi\u{a0}: 2.",
                "Bob passe.",
                "Cy passe.",
                "Ann retourne sa propre carte\u{a0}: une rose.",
                "Ann retourne la carte de Bob\u{a0}: le crâne.",
            ],
            "skull",
        ),
        (
            "de",
            avalanche,
            vec![
                "Bob spielt 1×9 und startet eine Lawine.",
                "Ann spielt 1×4 und bringt sie zum Absturz: 2 Karten an Bob.",
            ],
            "avalanche",
        ),
    ] {
        let c = reader(&driver, &h, &base, (390, 844), lang).await;
        open(&c, &base, &format!("#/game/{id}"), "round-log", lang).await;
        assert_eq!(log_lines(&c).await, want, "{lang} {name}");
        let problems = layout_problems(&c, 390).await;
        assert!(problems.is_empty(), "{lang} {name}: {problems:?}");
        c.execute(
            "document.querySelector('[data-testid=round-log]').scrollIntoView({block: 'end'})",
            vec![],
        )
        .await
        .unwrap();
        shot(&c, &format!("l10n-{lang}-{name}-tracker")).await;
    }
    // The Avalanche players' rows on a laptop: name and counts on one line.
    let c = reader(&driver, &h, &base, (1280, 800), "de").await;
    open(&c, &base, &format!("#/game/{avalanche}"), "round-log", "de").await;
    let problems = layout_problems(&c, 1280).await;
    assert!(problems.is_empty(), "de avalanche 1280: {problems:?}");
    shot(&c, "l10n-de-avalanche-tracker-1280").await;
    let c = reader(&driver, &h, &base, (390, 844), "en-XA").await;
    open(&c, &base, &format!("#/game/{skull}"), "round-log", "en-XA").await;
    let lines = log_lines(&c).await;
    assert_eq!(lines.len(), 5);
    assert!(!lines[0].contains("challenges"), "{lines:?}");
    let texts = visible_text(&c, true).await;
    let english = english_in(&texts, &every_english_word());
    assert!(english.is_empty(), "the tracker in en-XA: {english:?}");
    let problems = layout_problems(&c, 390).await;
    assert!(problems.is_empty(), "the tracker in en-XA: {problems:?}");
    shot(&c, "l10n-xa-skull-tracker").await;
}
