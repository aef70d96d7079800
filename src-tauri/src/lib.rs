//! The Tauri shell: wiring only. No game logic, no SQL; every command body is in the command
//! layer (`cardtable-commands`), which the HTTP server shares.
//!
//! [`run`] opens the database (at `cardtable_store::default_path()`, which honours
//! `CARDTABLE_DB`, else in Tauri's app data folder), puts it in [`AppState`] and serves the
//! commands listed once in [`handlers`]. A database it must not open never stops the window:
//! the problem is kept in [`AppState`] and the UI shows the start-up screen
//! (`commands/startup.rs`). On exit (window closed, SIGINT, SIGTERM) the write-ahead log is
//! checkpointed into the `.db` file.

pub mod commands;

/// The command layer's error and state, where the shell's modules always had them.
pub mod error {
    pub use cardtable_commands::error::*;
}
/// See [`error`].
pub mod state {
    pub use cardtable_commands::state::*;
}

pub use error::AppError;
pub use state::AppState;

use cardtable_store::StoreError;
use tauri::{Emitter, Manager, Runtime};

/// The IPC commands: every command of the command table (`cardtable_commands::COMMANDS`, where
/// each one's policy is), and nothing else. A test of the commands crate reads this list and
/// fails when it and the table differ.
pub fn handlers<R: Runtime>() -> impl Fn(tauri::ipc::Invoke<R>) -> bool + Send + Sync + 'static {
    tauri::generate_handler![
        commands::games::games_kinds,
        commands::games::games_create,
        commands::games::games_list,
        commands::games::games_version,
        commands::hands::games_view,
        commands::hands::games_open,
        commands::hands::games_set_options,
        commands::hands::games_reopen,
        commands::hands::games_presets,
        commands::hands::hands_record,
        commands::hands::hands_amend,
        commands::hands::hands_delete,
        commands::hands::hands_game,
        commands::hands::hands_told,
        commands::hands::history_undo,
        commands::hands::history_redo,
        commands::export::export_game,
        commands::export::export_all,
        commands::export::import_json,
        commands::files::files_export,
        commands::stats::players_list,
        commands::stats::players_rename,
        commands::stats::stats_player,
        commands::games::games_get,
        commands::rules::rules_preview,
        commands::rules::rules_words,
        commands::rules::rules_parse_cards,
        commands::rules::rules_deck,
        commands::rules::rules_oh_heck_table,
        commands::lifecycle::games_overview,
        commands::lifecycle::games_meta,
        commands::lifecycle::games_rename,
        commands::lifecycle::games_delete,
        commands::lifecycle::games_restore,
        commands::lifecycle::games_end,
        commands::lifecycle::games_rematch,
        commands::drafts::games_set_entry_mode,
        commands::drafts::drafts_get,
        commands::drafts::drafts_save,
        commands::drafts::drafts_discard,
        commands::startup::startup_status,
        commands::startup::startup_about,
        commands::startup::startup_restore,
        commands::startup::startup_new_database,
        commands::startup::startup_quit,
        commands::tracker::tracker_view,
        commands::tracker::tracker_move,
        commands::tracker::tracker_undo,
        commands::tracker::tracker_draw,
        commands::tracker::tracker_save,
        commands::night::night_new,
        commands::night::night_seat,
        commands::night::night_show,
        commands::night::nights_list,
        commands::night::night_board,
        commands::night::night_phone,
        commands::night::night_check_in,
        commands::night::night_confirm,
        commands::night::night_refuse,
        commands::night::night_correct,
        commands::night::night_close_round,
        commands::night::night_finalise,
        commands::night::night_arrive,
        commands::night::night_leave,
        commands::night::ratings_list,
        commands::night::players_rate,
        commands::night::night_export,
        commands::night::night_export_file,
        commands::night::series_new,
        commands::night::series_add,
        commands::night::series_show,
        commands::night::series_list,
        commands::night::series_export,
        commands::night::series_export_file,
        commands::sharing::sharing_start,
        commands::sharing::sharing_status,
        commands::sharing::sharing_revoke,
        commands::sharing::sharing_stop,
        commands::sharing::sharing_answer,
        commands::sharing::sharing_set_open,
        commands::sharing::sharing_renew,
    ]
}

/// Opens the store where the app keeps its data, or keeps the reason it could not.
fn open_state<R: Runtime>(app: &tauri::App<R>) -> Result<AppState, StoreError> {
    let data_dir = app.path().app_data_dir().ok();
    let db = cardtable_store::default_path()
        .or_else(|| data_dir.as_ref().map(|d| d.join("cardtable.db")));
    commands::startup::open_app(db, data_dir, chrono::Utc::now())
}

/// The window's WebKit settings: one page that never navigates needs none of a browser's
/// caches of pages already left (the "document viewer" cache model). GPU compositing stays on:
/// with it off (the hardware-acceleration policy, `WEBKIT_DISABLE_COMPOSITING_MODE` or
/// `WEBKIT_DISABLE_DMABUF_RENDERER`) the web process was a third smaller, but the window
/// never answered WebDriver (the end-to-end test hung), and a setting the tests cannot drive
/// is not shipped. The painting threads are set in the environment: [`lean_env`].
fn lean_webview(app: &tauri::App) {
    #[cfg(target_os = "linux")]
    if let Some(window) = app.get_webview_window("main") {
        let _ = window.with_webview(|webview| lean_webkit(&webview.inner()));
    }
}

/// [`lean_webview`]'s setting on a WebKitGTK view (also used by the bare window of
/// `scripts/bench-app.sh`, to measure the floor with the same settings).
#[cfg(target_os = "linux")]
pub fn lean_webkit(view: &webkit2gtk::WebView) {
    use webkit2gtk::{CacheModel, WebContextExt, WebViewExt};
    if let Some(context) = view.context() {
        context.set_cache_model(CacheModel::DocumentViewer);
    }
}

/// The variable WebKitGTK's web process reads for how many threads paint page tiles on the GPU.
#[cfg(target_os = "linux")]
const GPU_PAINTING_THREADS: &str = "WEBKIT_SKIA_GPU_PAINTING_THREADS";

/// The window's WebKit environment, set before WebKit starts (the web process it spawns
/// inherits it and reads it once). By default WebKitGTK paints tiles with Skia on a GPU worker
/// thread that has a GL context and GPU caches of its own, next to a CPU worker, and composites
/// on the GPU. With no GPU painting thread (`WEBKIT_SKIA_GPU_PAINTING_THREADS=0`) the tiles are
/// painted on the CPU worker and still composited on the GPU: the app's idle web process went
/// from 188 to 160 MB (issue 13). Its screens are forms and lists with no animation, where CPU
/// painting costs nothing a person can see; it is also the setting WebKit's embedded port (WPE)
/// paints with. A value the person set is kept. Call it first, while the process has one thread.
pub fn lean_env() {
    #[cfg(target_os = "linux")]
    if let Some(threads) = gpu_painting_threads(std::env::var_os(GPU_PAINTING_THREADS).as_deref()) {
        std::env::set_var(GPU_PAINTING_THREADS, threads);
    }
}

/// What [`lean_env`] sets the GPU painting threads to, given what the environment holds: none
/// (`"0"`) unless the person set a number, which is kept (`None`: leave it).
pub fn gpu_painting_threads(set: Option<&std::ffi::OsStr>) -> Option<&'static str> {
    match set {
        None => Some("0"),
        Some(_) => None,
    }
}

/// The first of SIGINT and SIGTERM (Ctrl-C only where there are no Unix signals).
async fn stop_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = term.recv() => {}
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

/// Runs the desktop app until its window is closed (or it gets SIGINT or SIGTERM).
pub fn run() -> Result<(), tauri::Error> {
    lean_env();
    let app = tauri::Builder::default()
        .setup(|app| {
            let state = open_state(app)?;
            // Every write, from this window or a phone, reaches the window's open game screen,
            // with the game's version as it stands when the event leaves (as a phone's event
            // stream carries it): a screen that already shows it (its own save, answered with
            // the new view) asks for nothing more. Read off the writer's thread.
            let handle = app.handle().clone();
            state.listen(Box::new(move |game| {
                let handle = handle.clone();
                tauri::async_runtime::spawn_blocking(move || {
                    let version = game.and_then(|id| {
                        handle
                            .try_state::<AppState>()?
                            .store()
                            .ok()?
                            .game_version(id)
                            .ok()
                    });
                    let _ = handle.emit(
                        "game-changed",
                        serde_json::json!({"game": game, "version": version}),
                    );
                });
            }));
            app.manage(state);
            app.manage(commands::sharing::SharingSlot::default());
            // SIGINT and SIGTERM close the app as closing its window does: the database is
            // finished (RunEvent::Exit below).
            let exit = app.handle().clone();
            tauri::async_runtime::spawn(async move {
                stop_signal().await;
                exit.exit(0);
            });
            lean_webview(app);
            Ok(())
        })
        .on_page_load(|_, page| {
            // The mark scripts/bench-app.sh times start-up by (only when it asks for it).
            if page.event() == tauri::webview::PageLoadEvent::Finished
                && std::env::var_os("CARDTABLE_BENCH_MARK").is_some()
            {
                println!("bench: page loaded");
            }
        })
        .invoke_handler(handlers())
        .build(tauri::generate_context!())?;
    app.run(|handle, event| {
        if let tauri::RunEvent::Exit = event {
            if let Some(state) = handle.try_state::<AppState>() {
                // Nothing left to tell: the log stays beside the file and is read next time.
                let _ = state.close();
            }
        }
    });
    Ok(())
}
