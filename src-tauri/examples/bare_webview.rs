//! The floor for `scripts/bench-app.sh`: a bare WebKitGTK window (tao + wry, the same window
//! and webview crates the app runs on, without Tauri, the UI or the database) showing one
//! static page at the app's window size. With `CARDTABLE_BENCH_MARK` set it prints
//! `bench: page loaded` on stdout when WebKit finishes loading the page, the same mark the app
//! prints, so the script times both alike. With `BARE_LEAN` set it takes the app's own WebKit
//! settings and environment (`cardtable_app::lean_webkit`,
//! `cardtable_app::lean_env`), for a like-for-like floor. Not part of the app:
//! `cargo build --release --example bare_webview`.

use tao::dpi::LogicalSize;
use tao::event::{Event, WindowEvent};
use tao::event_loop::{ControlFlow, EventLoop};
use tao::window::WindowBuilder;
use wry::{PageLoadEvent, WebViewBuilder};

const PAGE: &str = "<!doctype html><html><head><meta charset=\"utf-8\"><title>Bare</title>\
<style>body{font-family:sans-serif;margin:2rem}</style></head><body><h1>Cardtable</h1>\
<p>One static page in a bare WebKitGTK window: the floor the app is measured against.</p>\
</body></html>";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let lean = std::env::var_os("BARE_LEAN").is_some();
    if lean {
        cardtable_app::lean_env();
    }
    let event_loop = EventLoop::new();
    let window = WindowBuilder::new()
        .with_title("Bare WebKitGTK")
        .with_inner_size(LogicalSize::new(1024.0, 768.0))
        .build(&event_loop)?;
    let mark = std::env::var_os("CARDTABLE_BENCH_MARK").is_some();
    let builder = WebViewBuilder::new()
        .with_html(PAGE)
        .with_on_page_load_handler(move |event, _url| {
            if mark && matches!(event, PageLoadEvent::Finished) {
                println!("bench: page loaded");
            }
        });
    let _webview = {
        use tao::platform::unix::WindowExtUnix;
        use wry::{WebViewBuilderExtUnix, WebViewExtUnix};
        let vbox = window.default_vbox().ok_or("the window has no GTK box")?;
        let webview = builder.build_gtk(vbox)?;
        if lean {
            cardtable_app::lean_webkit(&webview.webview());
        }
        webview
    };
    event_loop.run(move |event, _, control_flow| {
        *control_flow = ControlFlow::Wait;
        if let Event::WindowEvent {
            event: WindowEvent::CloseRequested,
            ..
        } = event
        {
            *control_flow = ControlFlow::Exit;
        }
    });
}
