//! The IPC commands: thin `#[tauri::command]` carriers, one file per domain, of the command
//! table (`cardtable_commands::call`), where every body and its policy live. A carrier hands
//! the table the command's name and the JSON arguments the window sent, as they came, and
//! answers the table's JSON: the window is the host to the table, like the CLI, so its writes
//! are credited to it by name in a phone's stale refusal ("The host just recorded hand 5"),
//! and its arguments are read, and refused in words, exactly as a phone's are. The one
//! `generate_handler!` list is [`crate::handlers`]. The table's lines without a body (quitting,
//! sharing) are answered here, in `startup.rs` and `sharing.rs`.
//!
//! Commands that can take long (import, export, opening or re-pricing a game, statistics) are
//! `async` and run through [`carry_off_main`], on a blocking worker thread, so the window's
//! main thread never waits on the database and the window never freezes.

pub mod drafts;
pub mod export;
pub mod files;
pub mod games;
pub mod hands;
pub mod lifecycle;
pub mod night;
pub mod rules;
pub mod sharing;
pub mod startup;
pub mod stats;
pub mod tracker;

use crate::error::AppError;
use crate::state::AppState;
use cardtable_commands::words::{retell_error, Said};
use serde_json::Value;
use tauri::ipc::{InvokeBody, Request};
use tauri::{AppHandle, Manager, Runtime};

/// The JSON arguments the window sent with a command (`{"gameId": 3, ...}`); refused in the
/// window's language when they are bytes.
fn arguments(request: &Request<'_>) -> Result<Value, AppError> {
    match request.body() {
        InvokeBody::Json(args) => Ok(args.clone()),
        InvokeBody::Raw(_) => Err(said_to(
            request,
            AppError::refusal("E_INVALID_REQUEST", Said::new("window-sent-bytes")),
        )),
    }
}

/// `error` in the language of the window's call `request` (see [`language`]).
pub(crate) fn said_to(request: &Request<'_>, error: AppError) -> AppError {
    retell_error(error, language(request))
}

/// The window's language: the first of its IPC call's `Accept-Language` languages Cardtable
/// speaks (the UI's `invoke` sets the header), else English.
fn language(request: &Request<'_>) -> cardtable_commands::words::Lang {
    cardtable_commands::words::Lang::negotiate(
        request
            .headers()
            .get("accept-language")
            .and_then(|v| v.to_str().ok()),
    )
}

/// Carries command `name` and the window's arguments to the command table, as the host
/// reading its language.
pub(crate) fn carry(state: &AppState, name: &str, request: Request<'_>) -> Result<Value, AppError> {
    let host = cardtable_commands::Caller::Host;
    cardtable_commands::call_for(state, &host, language(&request), name, arguments(&request)?)
}

/// [`carry`] on one of the async runtime's blocking threads (see [`on_store`]).
pub(crate) async fn carry_off_main<R: Runtime>(
    app: AppHandle<R>,
    name: &'static str,
    request: Request<'_>,
) -> Result<Value, AppError> {
    let args = arguments(&request)?;
    let lang = language(&request);
    on_store(app, move |state| {
        cardtable_commands::call_for(state, &cardtable_commands::Caller::Host, lang, name, args)
    })
    .await
    .map_err(|e| retell_error(e, lang))
}

/// Runs `work` with the app's state, on one of the async runtime's blocking threads (never
/// the main thread), and hands its answer back to the waiting command.
pub(crate) async fn on_store<R: Runtime, T: Send + 'static>(
    app: AppHandle<R>,
    work: impl FnOnce(&AppState) -> Result<T, AppError> + Send + 'static,
) -> Result<T, AppError> {
    tauri::async_runtime::spawn_blocking(move || {
        let state = app
            .try_state::<AppState>()
            .ok_or_else(|| AppError::internal(Said::new("internal-no-database")))?;
        work(&state)
    })
    .await
    .map_err(|e| {
        AppError::internal(Said::new("internal-command-stopped").arg("why", e.to_string()))
    })?
}
