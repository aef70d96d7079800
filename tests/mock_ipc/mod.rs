//! The app's real command list under Tauri's mock runtime, for the command tests: a fresh
//! in-memory store, a window, and `invoke` returning what the UI would see (the value, or the
//! `{kind, code, message}` error). Shared so every command test drives the same wiring.

#![allow(dead_code)] // each test binary uses a different subset
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // test scaffolding

use cardtable_app::{handlers, AppState};
use cardtable_store::Store;
use serde_json::Value;
use tauri::ipc::{CallbackFn, InvokeBody};
use tauri::test::{get_ipc_response, mock_builder, mock_context, noop_assets, MockRuntime};
use tauri::webview::InvokeRequest;
pub use tauri::WebviewWindow;

/// The mock runtime, re-exported for the tests' signatures.
pub type Runtime = MockRuntime;

/// A mock app with the real command list and a fresh in-memory store, and its window.
pub fn app() -> (tauri::App<MockRuntime>, WebviewWindow<MockRuntime>) {
    let store = Store::open_in_memory().expect("in-memory store");
    let app = mock_builder()
        .manage(AppState::new(store))
        .manage(cardtable_app::commands::sharing::SharingSlot::default())
        .invoke_handler(handlers())
        .build(mock_context(noop_assets()))
        .expect("mock app");
    let window = tauri::WebviewWindowBuilder::new(&app, "main", Default::default())
        .build()
        .expect("mock window");
    (app, window)
}

/// Invokes `cmd` with JSON arguments; Ok(value) or Err(error value), as the UI would see them.
pub fn invoke(window: &WebviewWindow<MockRuntime>, cmd: &str, args: Value) -> Result<Value, Value> {
    let request = InvokeRequest {
        cmd: cmd.into(),
        callback: CallbackFn(0),
        error: CallbackFn(1),
        url: "tauri://localhost".parse().expect("url"),
        body: InvokeBody::Json(args),
        headers: Default::default(),
        invoke_key: tauri::test::INVOKE_KEY.to_string(),
    };
    get_ipc_response(window, request).map(|body| body.deserialize::<Value>().expect("json body"))
}

/// Invokes `cmd` with `body` as the window's UI does in language `lang` (its `invoke` sends the
/// `Accept-Language` header with every call; `None`: no header); Ok(value) or Err(error value).
pub fn invoke_in(
    window: &WebviewWindow<MockRuntime>,
    cmd: &str,
    body: InvokeBody,
    lang: Option<&str>,
) -> Result<Value, Value> {
    let mut headers = tauri::http::HeaderMap::new();
    if let Some(lang) = lang {
        headers.insert(
            "accept-language",
            tauri::http::HeaderValue::from_str(lang).expect("header"),
        );
    }
    let request = InvokeRequest {
        cmd: cmd.into(),
        callback: CallbackFn(0),
        error: CallbackFn(1),
        url: "tauri://localhost".parse().expect("url"),
        body,
        headers,
        invoke_key: tauri::test::INVOKE_KEY.to_string(),
    };
    get_ipc_response(window, request).map(|body| body.deserialize::<Value>().expect("json body"))
}

/// Invokes `cmd` and expects success.
pub fn ok(window: &WebviewWindow<MockRuntime>, cmd: &str, args: Value) -> Value {
    invoke(window, cmd, args).unwrap_or_else(|e| panic!("{cmd}: {e}"))
}
