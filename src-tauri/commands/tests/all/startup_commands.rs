//! The start-up commands through the command table (no Tauri), on a real damaged database:
//! while the database is refused every other command answers a clean
//! `{kind: "storage", message}` (no panic), `startup_status` says what is wrong and offers the
//! backup, and `startup_restore` puts the backup in place (the damaged file kept aside) so the
//! commands work again; a foreign file is never offered a restore, and `startup_new_database`
//! starts a fresh database in the data folder, leaving the file alone.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support::{damaged_db, invoke, ok};
use cardtable_commands::startup::open_app;
use cardtable_commands::AppState;
use chrono::Utc;
use serde_json::json;
use std::path::Path;

/// The app's state as the window's setup leaves it for the database at `db`.
fn app_on(db: &Path, data_dir: &Path) -> AppState {
    open_app(
        Some(db.to_path_buf()),
        Some(data_dir.to_path_buf()),
        Utc::now(),
    )
    .unwrap()
}

#[test]
fn a_damaged_database_answers_cleanly_then_is_restored_from_its_backup() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("cardtable.db");
    damaged_db(&db, true);
    let damaged = std::fs::read(&db).unwrap();
    let w = app_on(&db, &dir.path().join("data"));

    let status = ok(&w, "startup_status", json!({}));
    assert_eq!(status["problem"]["kind"], "damaged");
    assert_eq!(status["problem"]["title"], "The database file is damaged");
    assert_eq!(status["canRestore"], true);
    assert_eq!(status["lastBackup"]["reason"], "daily");
    for (cmd, args) in [
        ("games_list", json!({})),
        ("games_view", json!({"gameId": 1})),
        ("players_list", json!({})),
        (
            "hands_record",
            json!({"gameId": 1, "facts": {"kind": "scorepad", "facts": {"points": [1, 2]}}}),
        ),
        ("import_json", json!({"text": "{}"})),
    ] {
        let e = invoke(&w, cmd, args).unwrap_err();
        assert_eq!(e["kind"], "storage", "{cmd}: {e}");
        assert!(
            e["message"]
                .as_str()
                .unwrap()
                .starts_with("Cardtable has no database open"),
            "{cmd}: {e}"
        );
    }
    assert_eq!(std::fs::read(&db).unwrap(), damaged, "nothing written");

    let restored = ok(&w, "startup_restore", json!({}));
    let aside = restored["setAside"].as_str().unwrap();
    assert_eq!(std::fs::read(aside).unwrap(), damaged, "kept byte for byte");
    let games = ok(&w, "games_list", json!({}));
    assert_eq!(games[0]["players"], json!(["Ann", "Bob"]));
    assert_eq!(games[0]["handCount"], 300);
    let status = ok(&w, "startup_status", json!({}));
    assert_eq!(status["problem"], json!(null));
    assert_eq!(status["canRestore"], false);
}

#[test]
fn another_programs_file_is_never_replaced_and_a_new_database_starts_beside_the_app_data() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("notes.db");
    std::fs::write(&db, "not a database at all\n").unwrap();
    let data = dir.path().join("data");
    let w = app_on(&db, &data);
    let status = ok(&w, "startup_status", json!({}));
    assert_eq!(status["problem"]["kind"], "not_sqlite");
    assert_eq!(status["canRestore"], false);
    let e = invoke(&w, "startup_restore", json!({})).unwrap_err();
    assert_eq!(e["kind"], "storage");

    let path = ok(&w, "startup_new_database", json!({}));
    let path = Path::new(path.as_str().unwrap());
    assert!(path.starts_with(&data) && path.is_file(), "{path:?}");
    assert_eq!(ok(&w, "games_list", json!({})), json!([]));
    assert_eq!(std::fs::read(&db).unwrap(), b"not a database at all\n");
    let e = invoke(&w, "startup_new_database", json!({})).unwrap_err();
    assert_eq!(e["kind"], "storage", "only while there is a problem");
    ok(
        &w,
        "games_create",
        json!({"game": {"players": ["Ann", "Bob"], "preset": "seed", "options": {"kind": "scorepad", "options": {}}, "firstDealer": 0}}),
    );
    drop(w);

    // The next launch, pointed at the same file: the new database opens again, and says why.
    let w = app_on(&db, &data);
    let status = ok(&w, "startup_status", json!({}));
    assert_eq!(status["problem"], json!(null), "{status}");
    let notice = status["notice"].as_str().unwrap();
    assert!(
        notice.contains("still cannot be opened") && notice.contains(path.to_str().unwrap()),
        "{notice}"
    );
    assert_eq!(
        ok(&w, "games_list", json!({}))[0]["players"],
        json!(["Ann", "Bob"])
    );
    assert_eq!(std::fs::read(&db).unwrap(), b"not a database at all\n");
    drop(w);

    // Once the file can be opened again (here: moved away, so a new database starts there),
    // it is the one used, with no notice.
    std::fs::remove_file(&db).unwrap();
    let w = app_on(&db, &data);
    let status = ok(&w, "startup_status", json!({}));
    assert_eq!(status["notice"], json!(null));
    assert_eq!(ok(&w, "games_list", json!({})), json!([]));
}

#[test]
fn a_damaged_database_with_no_backup_says_so_instead_of_offering_one() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("cardtable.db");
    damaged_db(&db, true);
    std::fs::remove_dir_all(dir.path().join("backups")).unwrap();
    let w = app_on(&db, &dir.path().join("data"));
    let status = ok(&w, "startup_status", json!({}));
    assert_eq!(status["problem"]["kind"], "damaged");
    assert_eq!(status["canRestore"], false);
    let advice = status["advice"].as_str().unwrap();
    assert!(
        advice.starts_with("There is no automatic backup"),
        "{advice}"
    );
    assert!(!advice.contains("Open the last"), "{advice}");
}

#[test]
fn about_names_the_version_the_database_its_backups_and_its_schema_and_nothing_while_refused() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("cardtable.db");
    let w = app_on(&db, &dir.path().join("data"));
    let about = ok(&w, "startup_about", json!({}));
    assert_eq!(about["version"], env!("CARGO_PKG_VERSION"));
    assert_eq!(about["database"], db.display().to_string());
    assert_eq!(
        about["backups"],
        dir.path().join("backups").display().to_string()
    );
    assert_eq!(about["schemaVersion"], cardtable_store::SCHEMA_VERSION);

    let damaged = dir.path().join("damaged.db");
    damaged_db(&damaged, true);
    let w = app_on(&damaged, &dir.path().join("data"));
    let about = ok(&w, "startup_about", json!({}));
    assert_eq!(about["version"], env!("CARGO_PKG_VERSION"));
    assert_eq!(about["database"], json!(null), "no database is open");
    assert_eq!(about["schemaVersion"], json!(null));
    ok(&w, "startup_restore", json!({}));
    let about = ok(&w, "startup_about", json!({}));
    assert_eq!(about["database"], damaged.display().to_string());
    assert_eq!(about["schemaVersion"], cardtable_store::SCHEMA_VERSION);
}
