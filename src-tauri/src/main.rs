//! Desktop entry point: runs the app, reports a failure to start on stderr.

// No console window next to the app on Windows release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

fn main() -> std::process::ExitCode {
    match cardtable_app::run() {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("Cardtable could not start: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}
