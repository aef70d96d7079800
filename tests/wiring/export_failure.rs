//! An export the computer refuses to save, in the window's language (issue 25): the export
//! folder (`CARDTABLE_EXPORT_DIR`) is a file, so the operating system refuses to make it a
//! folder; the window's `files_export`, asked in German, says so in German with the system's
//! own words inside the sentence, and asked without a language, in the old English byte for
//! byte. (No other test of this binary exports, so setting the variable here is safe.)

use crate::mock_ipc;

use mock_ipc::{app, invoke_in, ok};
use serde_json::json;
use tauri::ipc::InvokeBody;

#[test]
fn an_export_to_a_folder_that_cannot_be_made_is_refused_in_the_windows_language() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("exports");
    std::fs::write(&folder, "a file where the folder should be").unwrap();
    std::env::set_var("CARDTABLE_EXPORT_DIR", &folder);
    let (_app, w) = app();
    ok(
        &w,
        "games_create",
        json!({"game": {"players": ["Ann", "Bob"], "preset": "seed", "options": {"kind": "scorepad", "options": {}}, "firstDealer": 0}}),
    );
    let export = |lang| {
        invoke_in(
            &w,
            "files_export",
            InvokeBody::Json(json!({"gameId": null, "format": "json"})),
            lang,
        )
        .unwrap_err()
    };
    // The system's own words, whatever this system's are.
    let why = std::fs::create_dir_all(&folder).unwrap_err().to_string();
    let folder = folder.display();
    assert_eq!(
        export(None),
        json!({"kind": "storage", "message": format!("The export could not be saved in {folder}: {why}.")})
    );
    assert_eq!(
        export(Some("de-DE,de;q=0.9")),
        json!({"kind": "storage", "message": format!("Der Export konnte nicht in {folder} gespeichert werden: {why}.")})
    );
}
