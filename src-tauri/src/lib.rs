//! The Tauri shell: wiring only. No game logic, no SQL.
//!
//! [`run`] opens the database (at `cardtable_store::default_path()`, which honours
//! `CARDTABLE_DB`, else in Tauri's app data folder), puts it in [`AppState`] and serves the
//! commands listed once in [`handlers`].

pub mod commands;
pub mod error;
pub mod state;

pub use error::AppError;
pub use state::AppState;

use cardtable_store::Store;
use tauri::{Manager, Runtime};

/// The one list of IPC commands. Add a domain's commands here (and its file in `commands/`).
pub fn handlers<R: Runtime>() -> impl Fn(tauri::ipc::Invoke<R>) -> bool + Send + Sync + 'static {
    tauri::generate_handler![
        commands::games::games_kinds,
        commands::games::games_create,
        commands::games::games_list,
        commands::hands::games_view,
        commands::hands::games_set_options,
        commands::hands::games_reopen,
        commands::hands::games_presets,
        commands::hands::hands_record,
        commands::hands::hands_amend,
        commands::hands::hands_delete,
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
        commands::rules::rules_options,
        commands::rules::rules_parse_cards,
        commands::rules::rules_deck,
        commands::rules::rules_oh_heck_table,
    ]
}

/// Opens the store where the app keeps its data.
fn open_store<R: Runtime>(app: &tauri::App<R>) -> Result<Store, Box<dyn std::error::Error>> {
    let path = match cardtable_store::default_path() {
        Some(path) => path,
        None => app.path().app_data_dir()?.join("cardtable.db"),
    };
    Ok(Store::open(&path)?)
}

/// Runs the desktop app until its window is closed.
pub fn run() -> Result<(), tauri::Error> {
    tauri::Builder::default()
        .setup(|app| {
            let store = open_store(app)?;
            app.manage(AppState::new(store));
            Ok(())
        })
        .invoke_handler(handlers())
        .run(tauri::generate_context!())
}
