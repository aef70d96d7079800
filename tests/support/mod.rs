//! Driving the real app window for end-to-end tests: WebKitWebDriver (Debian's
//! `webkit2gtk-driver`, which starts the app as its browser) on a free port in its own process
//! group, and a fantoccini WebDriver client connected to it.
//!
//! This is what tauri-driver does on Linux, without it: tauri-driver starts WebKitWebDriver with
//! `TAURI_WEBVIEW_AUTOMATION=true` and turns a session's `tauri:options.application` into
//! `webkitgtk:browserOptions.binary`, then relays every request. Speaking to WebKitWebDriver
//! directly spares a fresh machine compiling tauri-driver (`cargo install`, about a minute of
//! `make test`) and each WebDriver command a hop through a proxy.
//!
//! WebKitWebDriver is stopped with SIGTERM to its whole process group (the app with it), then
//! SIGKILL.

#![allow(dead_code)]
// each test binary uses a different part of this module
// Test scaffolding: a failure to start the driver or find an element is the test's failure.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)]

use fantoccini::{Client, ClientBuilder, Locator};
use std::net::{TcpListener, TcpStream};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// How long to wait for the driver, the window and elements to appear.
pub const PATIENCE: Duration = Duration::from_secs(30);

/// The app binary cargo built for this test run (release when run with `--release`).
pub fn app_binary() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_cardtable-app"))
}

/// Where screenshots go: `target/screenshots/` (git-ignored).
pub fn screenshot_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/screenshots");
    let _ = std::fs::create_dir_all(&dir);
    dir
}

/// A local port for a driver to listen on, never the same twice in this test binary and
/// below Linux's ephemeral range (32768 and up). A port the kernel hands out with `bind(0)`
/// is also what outgoing connections and the other tests' `bind(0)` get, and between our
/// release and WebKitWebDriver's bind another test of the same binary once took it: the test
/// then talked to the other test's WebKitWebDriver, whose app had the other test's database (CI: "Unable to listen for HTTP server at host 127.0.0.1 and port 34095").
fn free_port() -> u16 {
    use std::sync::Mutex;
    const LOW: u32 = 20_000;
    const SPAN: u32 = 12_000;
    // Where this binary starts counting: apart from any other test binary's start.
    static NEXT: Mutex<Option<u32>> = Mutex::new(None);
    let mut next = NEXT.lock().unwrap_or_else(|e| e.into_inner());
    let mut n = next.unwrap_or((std::process::id() % 600) * 20);
    for _ in 0..SPAN {
        let port = u16::try_from(LOW + n % SPAN).expect("below 32,000");
        n += 1;
        if TcpListener::bind(("127.0.0.1", port)).is_ok() {
            *next = Some(n);
            return port;
        }
    }
    panic!("no free local port between {LOW} and {}", LOW + SPAN)
}

/// A running WebKitWebDriver; stopped (with the app it started) when dropped.
pub struct Driver {
    child: Child,
    port: u16,
}

impl Driver {
    /// Starts WebKitWebDriver; the app it launches gets `envs` (e.g. `CARDTABLE_DB`).
    pub fn start(envs: &[(&str, &Path)]) -> Driver {
        let port = free_port();
        let mut cmd = Command::new("WebKitWebDriver");
        cmd.args([format!("--port={port}"), "--host=127.0.0.1".to_string()])
            // Lets a WebDriver session drive the Tauri window (what tauri-driver sets).
            .env("TAURI_WEBVIEW_AUTOMATION", "true")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .process_group(0);
        for (k, v) in envs {
            cmd.env(k, v);
        }
        let child = cmd.spawn().unwrap_or_else(|e| {
            panic!(
                "cannot start WebKitWebDriver ({e}); install it: apt-get install webkit2gtk-driver"
            )
        });
        let driver = Driver { child, port };
        let deadline = Instant::now() + PATIENCE;
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(
                Instant::now() < deadline,
                "WebKitWebDriver did not listen on {port}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        driver
    }

    /// Launches the app and connects a WebDriver session to its window.
    pub async fn connect(&self) -> Client {
        let mut caps = serde_json::Map::new();
        caps.insert("browserName".into(), "wry".into());
        caps.insert(
            "webkitgtk:browserOptions".into(),
            serde_json::json!({ "binary": app_binary(), "args": [] }),
        );
        // The first session request is sometimes dropped while WebKitWebDriver is still
        // starting (hyper "IncompleteMessage"); a few retries keep the tests steady.
        let mut failure = None;
        for _ in 0..3 {
            let connector = hyper_util::client::legacy::connect::HttpConnector::new();
            match ClientBuilder::new(connector)
                .capabilities(caps.clone())
                .connect(&format!("http://127.0.0.1:{}", self.port))
                .await
            {
                Ok(client) => return client,
                Err(e) => failure = Some(e),
            }
            tokio::time::sleep(Duration::from_secs(1)).await;
        }
        panic!("WebDriver session with the app: {failure:?}")
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        let group = format!("-{}", self.child.id());
        let _ = Command::new("kill").args(["-TERM", "--", &group]).status();
        let deadline = Instant::now() + Duration::from_secs(5);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                break;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let _ = Command::new("kill").args(["-KILL", "--", &group]).status();
        let _ = self.child.wait();
    }
}

/// Finds the element with `data-testid`, waiting for it to appear.
pub async fn by_testid(c: &Client, id: &str) -> fantoccini::elements::Element {
    let css = format!("[data-testid=\"{id}\"]");
    c.wait()
        .at_most(PATIENCE)
        .for_element(Locator::Css(&css))
        .await
        .unwrap_or_else(|e| panic!("no element [data-testid={id}]: {e}"))
}

/// Waits until the game screen has stored what its entry form holds (its draft), instead of
/// waiting a fixed time: the screen marks itself `data-draft="saved"` once the store answered.
pub async fn draft_saved(c: &Client) {
    c.wait()
        .at_most(PATIENCE)
        .for_element(Locator::Css(
            "[data-testid=\"game-view\"][data-draft=\"saved\"]",
        ))
        .await
        .unwrap_or_else(|e| panic!("the draft was not stored: {e}"));
}

/// Every element with `data-testid` present now.
pub async fn all_by_testid(c: &Client, id: &str) -> Vec<fantoccini::elements::Element> {
    let css = format!("[data-testid=\"{id}\"]");
    c.find_all(Locator::Css(&css))
        .await
        .unwrap_or_else(|e| panic!("find [data-testid={id}]: {e}"))
}

/// Waits until exactly `n` elements with `data-testid` are present, and returns them: a list
/// the page is still drawing (Home's games after a tap on Home) is not counted half drawn.
pub async fn all_by_testid_n(c: &Client, id: &str, n: usize) -> Vec<fantoccini::elements::Element> {
    let until = std::time::Instant::now() + PATIENCE;
    loop {
        let found = all_by_testid(c, id).await;
        if found.len() == n || std::time::Instant::now() > until {
            assert_eq!(found.len(), n, "[data-testid={id}] elements on the page");
            return found;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Waits until the page has painted twice more, so a screenshot shows the current layout.
pub async fn settle(c: &Client) {
    let script = "const done = arguments[arguments.length - 1];\
                  requestAnimationFrame(() => requestAnimationFrame(() => done(null)));";
    c.execute_async(script, vec![])
        .await
        .expect("wait for paint");
}

/// Saves a screenshot of the page as `target/screenshots/<name>.png`, once it has painted.
pub async fn screenshot(c: &Client, name: &str) -> PathBuf {
    settle(c).await;
    let png = c.screenshot().await.expect("screenshot");
    let path = screenshot_dir().join(format!("{name}.png"));
    std::fs::write(&path, png).expect("write screenshot");
    path
}

/// Sets the window's size and gives the page a moment to lay out again.
pub async fn resize(c: &Client, width: u32, height: u32) {
    c.set_window_size(width, height)
        .await
        .expect("resize window");
    tokio::time::sleep(Duration::from_millis(300)).await;
}

/// Taps the element: a real WebDriver click, after scrolling it to the middle of the screen
/// so the docked save button never covers it.
pub async fn tap(c: &Client, id: &str) {
    let el = by_testid(c, id).await;
    let arg = serde_json::to_value(&el).expect("element reference");
    let centre = || async {
        c.execute(
            "arguments[0].scrollIntoView({block: 'center', inline: 'nearest'});",
            vec![arg.clone()],
        )
        .await
        .expect("scroll into view");
    };
    centre().await;
    // A layout still settling (a resize, a panel closing, the game screen drawing its history
    // in steps above the element) can move or cover the element for a moment: scroll to it and
    // tap again, as a person would, until it is reachable.
    let deadline = Instant::now() + PATIENCE;
    loop {
        match el.click().await {
            Ok(()) => return,
            Err(fantoccini::error::CmdError::Standard(e))
                if e.error == fantoccini::error::ErrorStatus::ElementClickIntercepted
                    && Instant::now() < deadline =>
            {
                tokio::time::sleep(Duration::from_millis(150)).await;
                centre().await;
            }
            Err(e) => panic!("tap [data-testid={id}]: {e} ({e:?})"),
        }
    }
}

/// The page never scrolls sideways at this window size (nothing is wider than the screen).
pub async fn assert_fits_width(c: &Client, what: &str) {
    let widths = c
        .execute(
            "const d = document.documentElement; return [d.scrollWidth, d.clientWidth];",
            vec![],
        )
        .await
        .expect("measure the page");
    assert!(
        widths[0].as_u64() <= widths[1].as_u64(),
        "{what}: the page is wider than the window (scrollWidth, clientWidth = {widths})"
    );
}

/// Checks that nothing inside the element `id` sticks out of it sideways or has its content cut
/// off or scrolled sideways (a box narrower than its content, unless it ends in an ellipsis on
/// purpose), after scrolling it into view. What a person does not see is not measured: text
/// for screen readers only (`.visually-hidden`: the live region, table captions) and the
/// content of a closed `<details>` (the chart's totals as a table, until opened).
pub async fn assert_inside(c: &Client, id: &str, what: &str) {
    let out = c
        .execute(
            "const s = document.querySelector(`[data-testid='${arguments[0]}']`);\
             if (!s) return ['missing'];\
             s.scrollIntoView();\
             const r = s.getBoundingClientRect();\
             return [...s.querySelectorAll('*')].filter((e) => {\
               if (e.closest('.visually-hidden')) return false;\
               const d = e.closest('details');\
               if (d && !d.open && !e.closest('summary')) return false;\
               const b = e.getBoundingClientRect();\
               if (b.width === 0) return false;\
               const st = getComputedStyle(e);\
               const cut = st.overflowX !== 'visible' && st.textOverflow !== 'ellipsis' && e.scrollWidth > e.clientWidth + 1;\
               return b.right > r.right + 1 || b.left < r.left - 1 || cut;\
             }).map((e) => e.outerHTML.slice(0, 120));",
            vec![serde_json::json!(id)],
        )
        .await
        .expect("measure the element");
    assert_eq!(
        out,
        serde_json::json!([]),
        "{what}: these stick out of {id} or are cut off"
    );
}

/// Types into an input after clearing it.
/// A field the page has just replaced (a new hand's form coming up) is found again, once.
pub async fn type_into(c: &Client, id: &str, text: &str) {
    for attempt in 0..2 {
        let el = by_testid(c, id).await;
        let typed = match el.clear().await {
            Ok(()) => el.send_keys(text).await,
            Err(e) => Err(e),
        };
        match typed {
            Ok(()) => return,
            Err(fantoccini::error::CmdError::Standard(e))
                if attempt == 0
                    && e.error == fantoccini::error::ErrorStatus::StaleElementReference =>
            {
                tokio::time::sleep(Duration::from_millis(200)).await;
            }
            Err(e) => panic!("typing into [data-testid={id}]: {e}"),
        }
    }
}

/// Waits until the element's text is `want` (Rust answers asynchronously).
pub async fn expect_text(c: &Client, id: &str, want: &str) {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let got = by_testid(c, id).await.text().await.unwrap_or_default();
        if got.trim() == want {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "[data-testid={id}] shows {got:?}, expected {want:?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The element's `textContent`, spaces folded (what the screen shows of it, clipped or not).
pub async fn text_content(c: &Client, id: &str) -> String {
    let raw = by_testid(c, id)
        .await
        .prop("textContent")
        .await
        .ok()
        .flatten()
        .unwrap_or_default();
    raw.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// `text` with its spaces folded as [`text_content`] folds the screen's: French puts a no-break
/// space before ':' and ';', which folding makes a plain one.
pub fn folded(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Waits until the element's text contains `want`. Reads `textContent` (spaces folded), since
/// WebKitWebDriver's rendered text leaves out a one-line `overflow: hidden` span (a home card's
/// title and scores) that the screen shows. Returns the text found.
pub async fn expect_contains(c: &Client, id: &str, want: &str) -> String {
    let want = &folded(want);
    let deadline = Instant::now() + PATIENCE;
    loop {
        let got = text_content(c, id).await;
        if got.contains(want) {
            return got;
        }
        assert!(
            Instant::now() < deadline,
            "[data-testid={id}] shows {got:?}, expected it to contain {want:?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// A phone's screen, the size most end-to-end tests drive the window at.
pub const PHONE: (u32, u32) = (390, 844);

/// From Home: "New game", the game `kind` (its `game-option-<kind>` tile), the players' names
/// in seat order, "Create"; waits for the game screen's hand panel.
pub async fn new_game(c: &Client, kind: &str, players: &[&str]) {
    tap(c, "new-game").await;
    tap(c, &format!("game-option-{kind}")).await;
    for (seat, name) in players.iter().enumerate() {
        // A third player and on: the form shows two rows until "Add player" is tapped.
        if seat >= 2
            && c.find(Locator::Css(&format!(
                "[data-testid=\"player-name-{seat}\"]"
            )))
            .await
            .is_err()
        {
            tap(c, "add-player").await;
        }
        type_into(c, &format!("player-name-{seat}"), name).await;
    }
    tap(c, "create-game").await;
    by_testid(c, "hand-panel").await;
}

/// A private folder for one test's app runs: its own database and XDG data and cache folders,
/// so a test never sees another test's games or the user's. The app under test must embed its
/// UI (`--features custom-protocol`), which is checked here once for every e2e test.
pub struct Sandbox {
    dir: tempfile::TempDir,
    db: PathBuf,
    xdg: PathBuf,
    exports: PathBuf,
}

impl Sandbox {
    /// A fresh sandbox in a temporary folder, removed when it is dropped.
    pub fn new() -> Sandbox {
        if !cfg!(feature = "custom-protocol") {
            panic!("the app under test must embed its UI: run with --features custom-protocol");
        }
        let dir = tempfile::tempdir().expect("temp dir");
        let db = dir.path().join("cardtable.db");
        let xdg = dir.path().join("xdg");
        let exports = dir.path().join("exports");
        Sandbox {
            dir,
            db,
            xdg,
            exports,
        }
    }

    /// The database the app is pointed at (`CARDTABLE_DB`).
    pub fn db(&self) -> &Path {
        &self.db
    }

    /// A path inside the sandbox, for anything else a test needs (an export folder...).
    pub fn join(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    /// Where the app saves its exports (`CARDTABLE_EXPORT_DIR`), instead of the Downloads.
    pub fn exports(&self) -> &Path {
        &self.exports
    }

    /// The environment for [`Driver::start`]: the database, the XDG folders and the export
    /// folder (so no test saves a file in the person's Downloads).
    pub fn envs(&self) -> Vec<(&'static str, &Path)> {
        vec![
            ("CARDTABLE_DB", self.db.as_path()),
            ("XDG_DATA_HOME", self.xdg.as_path()),
            ("XDG_CACHE_HOME", self.xdg.as_path()),
            ("CARDTABLE_EXPORT_DIR", self.exports.as_path()),
        ]
    }
}
