//! Headless Chromium phones for the end-to-end tests: Debian's `chromium` driven through
//! `chromium-driver` (`make test` installs both), each session the size of a phone (390×844).
//! Shared by the window's LAN test (tests/e2e_lan.rs) and the server's (server/tests/e2e_phones.rs).

use fantoccini::wd::WebDriverCompatibleCommand;
use fantoccini::{Client, ClientBuilder};
use serde_json::{json, Value};
use std::os::unix::process::CommandExt as _;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// One DevTools command, through chromedriver's `goog/cdp/execute` (network and CPU emulation,
/// print media, the browser cache).
#[derive(Debug)]
#[allow(dead_code)] // the window's end-to-end binary shares this file and emulates nothing
pub struct Cdp(pub &'static str, pub Value);

impl WebDriverCompatibleCommand for Cdp {
    fn endpoint(
        &self,
        base_url: &url::Url,
        session_id: Option<&str>,
    ) -> Result<url::Url, url::ParseError> {
        base_url.join(&format!(
            "session/{}/goog/cdp/execute",
            session_id.unwrap_or_default()
        ))
    }

    fn method_and_body(&self, _: &url::Url) -> (http::Method, Option<String>) {
        (
            http::Method::POST,
            Some(json!({"cmd": self.0, "params": self.1}).to_string()),
        )
    }
}

/// Runs the DevTools command `method` on `c`'s page; its answer.
#[allow(dead_code)] // the window's end-to-end binary shares this file and emulates nothing
pub async fn cdp(c: &Client, method: &'static str, params: Value) -> Value {
    c.issue_cmd(Cdp(method, params))
        .await
        .unwrap_or_else(|e| panic!("{method}: {e}"))
}

/// chromedriver on a free port, stopped when dropped.
pub struct Chromedriver {
    child: Child,
    port: u16,
}

impl Chromedriver {
    /// Starts chromedriver and waits until it listens.
    pub fn start() -> Self {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .map(|a| a.port())
            .expect("a free port");
        // In a process group of its own, so that its browsers stop with it (below).
        let child = Command::new("chromedriver")
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .process_group(0)
            .spawn()
            .expect("chromedriver (apt-get install chromium chromium-driver)");
        let deadline = Instant::now() + Duration::from_secs(30);
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(Instant::now() < deadline, "chromedriver did not start");
            std::thread::sleep(Duration::from_millis(100));
        }
        Self { child, port }
    }

    /// A headless Chromium the size of a phone.
    pub async fn phone(&self) -> Client {
        let options = json!({
            "binary": "/usr/bin/chromium",
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=390,844", "--hide-scrollbars"],
            "mobileEmulation": {"deviceMetrics": {"width": 390, "height": 844, "pixelRatio": 1}}
        });
        session(self.port, options).await
    }
}

impl Chromedriver {
    /// A headless Chromium phone (390×844) whose browser speaks `lang` (`fr-FR`): its
    /// `navigator.languages` and its requests' `Accept-Language`, as a phone set to that language.
    #[allow(dead_code)] // the server's tests share this file and use other phones
    pub async fn phone_in(&self, lang: &str) -> Client {
        let primary = lang.split('-').next().unwrap_or(lang);
        let accept = format!("{lang},{primary}");
        let options = json!({
            "binary": "/usr/bin/chromium",
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=390,844", "--hide-scrollbars",
                     format!("--lang={lang}"), format!("--accept-lang={accept}")],
            "prefs": {"intl": {"accept_languages": accept}},
            "mobileEmulation": {"deviceMetrics": {"width": 390, "height": 844, "pixelRatio": 1}}
        });
        session(self.port, options).await
    }
}

impl Chromedriver {
    /// A headless Chromium with a page of `width`×`height` CSS pixels (a phone's, with touch,
    /// below 600 px wide; a laptop's window above) and the browser's own text size at
    /// `text_percent` % (16 px at 100 %), as a player who reads large text sets it.
    #[allow(dead_code)] // the window's end-to-end binary shares this file and uses phones only
    pub async fn sized(&self, width: u32, height: u32, text_percent: u32) -> Client {
        let mut args = vec![
            "--headless=new".to_string(),
            "--no-sandbox".to_string(),
            "--disable-gpu".to_string(),
            "--disable-dev-shm-usage".to_string(),
            "--hide-scrollbars".to_string(),
            format!("--window-size={width},{height}"),
        ];
        args.push("--force-device-scale-factor=1".to_string());
        let size = 16 * text_percent / 100;
        let mut options = json!({
            "binary": "/usr/bin/chromium",
            "args": args,
            "prefs": {"webkit": {"webprefs": {"default_font_size": size, "default_fixed_font_size": 13 * text_percent / 100}}}
        });
        if width < 600 {
            options["mobileEmulation"] =
                json!({"deviceMetrics": {"width": width, "height": height, "pixelRatio": 1}});
        }
        session(self.port, options).await
    }
}

/// What a person finds cut, overlapping or past the window's side on the page as it stands,
/// one line each (tests/support/layout_check.js): the one layout check of the Chromium phones
/// and the real window.
#[allow(dead_code)] // not every test binary that shares this file checks layouts
pub async fn layout_problems(c: &Client, width: u32) -> Vec<String> {
    let got = c
        .execute(include_str!("layout_check.js"), vec![json!(width)])
        .await
        .unwrap_or_else(|e| panic!("the layout check did not run: {e}"));
    got.as_array()
        .unwrap_or_else(|| panic!("the layout check answered {got}"))
        .iter()
        .map(|v| v.as_str().unwrap_or_default().to_string())
        .collect()
}

/// A Chromium session with these `goog:chromeOptions`.
async fn session(port: u16, options: serde_json::Value) -> Client {
    let caps = json!({"browserName": "chrome", "goog:chromeOptions": options});
    let caps = caps.as_object().cloned().unwrap_or_default();
    ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
        .capabilities(caps)
        .connect(&format!("http://127.0.0.1:{port}"))
        .await
        .expect("a Chromium session")
}

impl Drop for Chromedriver {
    /// Stops chromedriver and every browser it started: killing chromedriver alone left each
    /// session a test had not closed (a failed assertion, a client dropped) running as an
    /// orphan until the machine stopped, dozens per `make test`.
    fn drop(&mut self) {
        let group = format!("-{}", self.child.id());
        let _ = Command::new("kill")
            .args(["-KILL", "--", &group])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
