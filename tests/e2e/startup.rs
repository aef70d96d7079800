//! End to end: the real app opened on every kind of database it must not use (cut short,
//! another program's SQLite file, a newer Cardtable's, a folder, damaged pages, not SQLite at
//! all) shows the start-up screen with Rust's words instead of dying, and leaves the file
//! byte-for-byte as it was with nothing created beside it. Then the way out: a damaged
//! database with an automatic backup is replaced by "Open the last backup" and the app lands on
//! Home with the game listed, the damaged file kept aside. Screenshots at phone (390×844) and
//! desktop (1280×800) sizes go to target/screenshots/.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support;

use cardtable_commands::Ledger as Store;
use cardtable_rules::GameKind;
use cardtable_store::{list_backups, BackupReason, NewGame};
use chrono::{Duration, Utc};
use serde_json::json;
use std::collections::BTreeMap;
use std::path::Path;
use support::{
    all_by_testid, assert_fits_width, by_testid, resize, screenshot, tap, Driver, Sandbox,
};

const PHONE: (u32, u32) = (390, 844);
const DESKTOP: (u32, u32) = (1280, 800);

/// Every file in `dir` (recursively) with its bytes: what "untouched" is checked against.
fn snapshot(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    fn walk(root: &Path, dir: &Path, out: &mut BTreeMap<String, Vec<u8>>) {
        for entry in std::fs::read_dir(dir).expect("read dir").flatten() {
            let path = entry.path();
            let name = path
                .strip_prefix(root)
                .expect("inside")
                .display()
                .to_string();
            if path.is_dir() {
                out.insert(format!("{name}/"), Vec::new());
                walk(root, &path, out);
            } else {
                out.insert(name, std::fs::read(&path).expect("read file"));
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(dir, dir, &mut out);
    out
}

/// A Cardtable database at `path` with one scorepad game of `hands` hands.
fn cardtable_db(path: &Path, hands: usize) -> Store {
    let mut s = Store::open(path).expect("open");
    let g = s
        .create_game(
            &NewGame {
                kind: GameKind::Scorepad,
                players: vec!["Ann".into(), "Bob".into()],
                options: json!({}),
                first_dealer: 0,
            },
            Utc::now() - Duration::days(2),
        )
        .expect("game");
    for i in 0..hands {
        let k = (i % 9) as i64 + 1;
        s.record_hand(g.id, &json!({"points": [k, -k]}), None, Utc::now())
            .expect("hand");
    }
    s
}

/// Overwrites pages 3 to 5 with a pattern: the header and schema stay, the tables do not.
fn damage(path: &Path) {
    let mut bytes = std::fs::read(path).expect("read");
    let page = usize::from(u16::from_be_bytes([bytes[16], bytes[17]]));
    for (i, b) in bytes[2 * page..5 * page].iter_mut().enumerate() {
        *b = (i * 7 % 251) as u8;
    }
    std::fs::write(path, bytes).expect("write");
}

/// Makes the bad database of `case` at `db`.
pub(crate) fn make(case: &str, db: &Path) {
    match case {
        "truncated" => {
            drop(cardtable_db(db, 300));
            let len = std::fs::metadata(db).expect("size").len();
            std::fs::OpenOptions::new()
                .write(true)
                .open(db)
                .and_then(|f| f.set_len(len / 2))
                .expect("cut");
        }
        "foreign" => {
            let scratch = Store::open_in_memory().expect("scratch");
            scratch
                .connection()
                .execute("ATTACH DATABASE ?1 AS other", [db.to_string_lossy()])
                .expect("attach");
            scratch
                .connection()
                .execute_batch(
                    "CREATE TABLE other.recipes (id INTEGER PRIMARY KEY, name TEXT);
                     INSERT INTO other.recipes (name) VALUES ('bread'), ('soup');",
                )
                .expect("another program's tables");
        }
        "newer" => {
            let s = cardtable_db(db, 3);
            s.connection()
                .pragma_update(None, "user_version", 99)
                .expect("a future version");
        }
        "directory" => {
            std::fs::create_dir(db).expect("folder");
            std::fs::write(db.join("notes.txt"), "mine").expect("a file inside");
        }
        "damaged" => {
            drop(cardtable_db(db, 300));
            damage(db);
        }
        "not-sqlite" => std::fs::write(db, "{\"this is\": \"a JSON file\"}\n").expect("write"),
        other => panic!("no case {other}"),
    }
}

#[tokio::test(flavor = "current_thread")]
#[ignore = "needs a display, tauri-driver and WebKitWebDriver: run by `make test` under xvfb-run"]
async fn every_bad_database_shows_the_startup_screen_and_stays_untouched() {
    let cases = [
        ("truncated", "The database file is cut short"),
        ("foreign", "This database belongs to another program"),
        ("newer", "This database is from a newer Cardtable"),
        ("directory", "The database path is a folder"),
        ("damaged", "The database file is damaged"),
        ("not-sqlite", "This is not a Cardtable database"),
    ];
    for (case, title) in cases {
        let sandbox = Sandbox::new();
        make(case, sandbox.db());
        let folder = sandbox.db().parent().expect("sandbox folder");
        let before = snapshot(folder);
        {
            let driver = Driver::start(&sandbox.envs());
            let c = driver.connect().await;
            resize(&c, PHONE.0, PHONE.1).await;
            let shown = by_testid(&c, "startup-title")
                .await
                .text()
                .await
                .expect("title");
            assert_eq!(shown, title, "{case}");
            let message = by_testid(&c, "startup-message")
                .await
                .text()
                .await
                .expect("message");
            assert!(!message.is_empty(), "{case}: a message in words");
            let path = by_testid(&c, "startup-path")
                .await
                .text()
                .await
                .expect("path");
            assert_eq!(Path::new(&path), sandbox.db(), "{case}");
            // No backup beside any of these: the only ways out are a new database and quit.
            assert!(all_by_testid(&c, "startup-restore").await.is_empty());
            by_testid(&c, "startup-new").await;
            by_testid(&c, "startup-quit").await;
            assert_fits_width(&c, case).await;
            screenshot(&c, &format!("startup-{case}-phone")).await;
            resize(&c, DESKTOP.0, DESKTOP.1).await;
            screenshot(&c, &format!("startup-{case}-desktop")).await;
            // Every other command answers the problem, cleanly.
            let answer = c
                .execute_async(
                    "const done = arguments[arguments.length - 1];\
                     window.__TAURI_INTERNALS__.invoke('games_list', {})\
                       .then(v => done({ok: v}), e => done({err: e}));",
                    vec![],
                )
                .await
                .expect("invoke games_list");
            assert_eq!(answer["err"]["kind"], "storage", "{case}: {answer}");
            if case == "not-sqlite" {
                // The second way out: a fresh database in the app's data folder.
                tap(&c, "startup-new").await;
                by_testid(&c, "no-games").await;
                let notice = by_testid(&c, "startup-done")
                    .await
                    .text()
                    .await
                    .expect("notice");
                assert!(notice.contains("Started a new database at"), "{notice}");
                screenshot(&c, "startup-new-database-desktop").await;
            }
            c.close().await.expect("quit the app");
        }
        if case == "not-sqlite" {
            // The next launch opens the new database again, saying why, instead of asking.
            let driver = Driver::start(&sandbox.envs());
            let c = driver.connect().await;
            resize(&c, PHONE.0, PHONE.1).await;
            by_testid(&c, "no-games").await;
            let notice = by_testid(&c, "startup-done")
                .await
                .prop("textContent")
                .await
                .expect("notice")
                .unwrap_or_default();
            assert!(
                notice.contains("still cannot be opened")
                    && notice.contains("opened the database you started in its place"),
                "{notice}"
            );
            assert!(all_by_testid(&c, "startup").await.is_empty());
            screenshot(&c, "startup-replacement-reopened-phone").await;
            c.close().await.expect("quit the app");
        }
        // The xdg folder holds the webview's own files; the database's folder is compared
        // without it.
        let mut after = snapshot(folder);
        after.retain(|k, _| !k.starts_with("xdg"));
        let mut before = before;
        before.retain(|k, _| !k.starts_with("xdg"));
        assert_eq!(
            after.keys().collect::<Vec<_>>(),
            before.keys().collect::<Vec<_>>(),
            "{case}: no file appeared or vanished beside the database"
        );
        assert!(after == before, "{case}: a file's bytes changed");
    }
}

#[tokio::test(flavor = "current_thread")]
#[ignore = "needs a display, tauri-driver and WebKitWebDriver: run by `make test` under xvfb-run"]
async fn a_damaged_database_is_replaced_by_its_last_backup() {
    let sandbox = Sandbox::new();
    let db = sandbox.db();
    {
        let s = cardtable_db(db, 300);
        s.backup_now(BackupReason::Daily, Utc::now() - Duration::hours(3))
            .expect("backup");
    }
    damage(db);
    let damaged = std::fs::read(db).expect("read");
    let backup = list_backups(db).expect("list").remove(0);
    let driver = Driver::start(&sandbox.envs());
    let c = driver.connect().await;
    resize(&c, PHONE.0, PHONE.1).await;
    let restore = by_testid(&c, "startup-restore").await;
    assert!(
        restore
            .text()
            .await
            .expect("label")
            .starts_with("Open the last backup"),
        "the backup is offered"
    );
    screenshot(&c, "startup-restore-offered-phone").await;
    tap(&c, "startup-restore").await;
    let row = by_testid(&c, "game-row")
        .await
        .prop("textContent")
        .await
        .expect("row")
        .unwrap_or_default();
    assert!(
        row.contains("Ann ") && row.contains("Bob ") && row.contains("300 hands"),
        "{row}"
    );
    let notice = by_testid(&c, "startup-done")
        .await
        .text()
        .await
        .expect("notice");
    assert!(notice.contains("The damaged file was kept as"), "{notice}");
    screenshot(&c, "startup-restored-home-phone").await;
    resize(&c, DESKTOP.0, DESKTOP.1).await;
    screenshot(&c, "startup-restored-home-desktop").await;
    c.close().await.expect("quit the app");
    drop(driver);

    // The damaged file was set aside byte for byte; the backup is still there.
    let aside: Vec<_> = std::fs::read_dir(db.parent().expect("folder"))
        .expect("list")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.to_string_lossy().contains(".set-aside-"))
        .filter(|p| {
            !p.to_string_lossy().ends_with("-wal") && !p.to_string_lossy().ends_with("-shm")
        })
        .collect();
    assert_eq!(aside.len(), 1, "{aside:?}");
    assert_eq!(std::fs::read(&aside[0]).expect("read"), damaged);
    assert!(Path::new(&backup.path).is_file());
}

#[tokio::test(flavor = "current_thread")]
#[ignore = "needs a display, tauri-driver and WebKitWebDriver: run by `make test` under xvfb-run"]
async fn the_startup_screen_reads_in_german() {
    // Another program's SQLite file, the window kept in German (what the language switch
    // stores): Rust's heading, message and advice are German, as are the screen's own words.
    let sandbox = Sandbox::new();
    make("foreign", sandbox.db());
    let driver = Driver::start(&sandbox.envs());
    let c = driver.connect().await;
    resize(&c, PHONE.0, PHONE.1).await;
    by_testid(&c, "startup-title").await;
    c.execute(
        "localStorage.setItem('cardtable.lang', 'de'); location.reload();",
        vec![],
    )
    .await
    .expect("keep German and reload");
    let text = |id: &'static str| {
        let c = c.clone();
        async move { by_testid(&c, id).await.text().await.unwrap_or_default() }
    };
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while text("startup-title").await != "Diese Datenbank gehört zu einem anderen Programm" {
        assert!(
            std::time::Instant::now() < deadline,
            "the heading is {:?}",
            text("startup-title").await
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(
        text("startup-message").await,
        "Diese Datei ist die Datenbank eines anderen Programms, nicht die von Cardtable."
    );
    assert_eq!(
        text("startup-advice").await,
        "Eine neue Datenbank an anderer Stelle anlegen; diese Datei bleibt, wie sie ist."
    );
    assert_eq!(text("startup-new").await, "Neue Datenbank anlegen");
    assert_fits_width(&c, "startup in German").await;
    screenshot(&c, "startup-foreign-de-phone").await;
    resize(&c, DESKTOP.0, DESKTOP.1).await;
    screenshot(&c, "startup-foreign-de-desktop").await;
    c.close().await.expect("quit the app");
}
