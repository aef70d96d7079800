//! The start-up screen in the reader's language (issue 25): a database Cardtable will not open
//! (a folder, another program's file, a damaged file), its heading, what is wrong and what to
//! do, the notice that the database started in its place was opened, and the `E_STORAGE` that
//! quotes the refusal, all said in the reader's language; English is the old text byte for
//! byte (written out here), and every `startup-*` message renders in every language.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support::{damaged_db, said_everywhere};
use cardtable_commands::startup::{advice_said, open_app, reason_said, refusal_said, title_said};
use cardtable_commands::words::{retell_error, Lang, Said};
use cardtable_commands::{call_for, AppError, AppState, Caller};
use cardtable_rules::says::message_ids;
use cardtable_store::{RefusalKind, RefusalReason, StoreError};
use serde_json::{json, Value};
use std::collections::BTreeSet;
use std::path::Path;

/// Every kind of refused file with its old heading and advice.
const KINDS: [(RefusalKind, &str, &str); 8] = [
    (
        RefusalKind::Directory,
        "The database path is a folder",
        "Point CARDTABLE_DB at a database file, or start a new database.",
    ),
    (
        RefusalKind::Unreadable,
        "Cardtable cannot read its database",
        "Point CARDTABLE_DB at a database file, or start a new database.",
    ),
    (
        RefusalKind::NotSqlite,
        "This is not a Cardtable database",
        "Start a new database elsewhere; this file is left as it is.",
    ),
    (
        RefusalKind::Truncated,
        "The database file is cut short",
        "Open the last automatic backup (the damaged file is kept beside it), or start a new database elsewhere.",
    ),
    (
        RefusalKind::Foreign,
        "This database belongs to another program",
        "Start a new database elsewhere; this file is left as it is.",
    ),
    (
        RefusalKind::Newer,
        "This database is from a newer Cardtable",
        "Update Cardtable to open it, or start a new database elsewhere; this file is left as it is.",
    ),
    (
        RefusalKind::Damaged,
        "The database file is damaged",
        "Open the last automatic backup (the damaged file is kept beside it), or start a new database elsewhere.",
    ),
    (
        RefusalKind::Unusable,
        "Cardtable cannot open its database",
        "Start a new database elsewhere, or quit and try again.",
    ),
];

/// Every reason a file is refused, with its old English.
fn reasons() -> Vec<(&'static str, RefusalReason)> {
    let why = || "Permission denied (os error 13)".to_string();
    vec![
        (
            "Cardtable cannot look at its database file: Permission denied (os error 13).",
            RefusalReason::CannotLook { why: why() },
        ),
        (
            "The database path is a folder, not a database file.",
            RefusalReason::Folder,
        ),
        (
            "The database path is not an ordinary file (a device or a pipe).",
            RefusalReason::NotOrdinaryFile,
        ),
        (
            "Cardtable cannot read its database file: Permission denied (os error 13).",
            RefusalReason::CannotRead { why: why() },
        ),
        (
            "The database file is cut short: only 42 bytes are left of it.",
            RefusalReason::BytesLeft { got: 42 },
        ),
        (
            "This file is not a Cardtable database: it is not an SQLite database at all.",
            RefusalReason::NotSqlite,
        ),
        (
            "This file is another program's database, not Cardtable's.",
            RefusalReason::Foreign,
        ),
        (
            "The database file is cut short: it has 8192 of its 40960 bytes.",
            RefusalReason::CutShort {
                has: 8192,
                needs: 40960,
            },
        ),
        (
            "Cardtable cannot open its database file: unable to open database file.",
            RefusalReason::CannotOpenFile {
                why: "unable to open database file".into(),
            },
        ),
        (
            "The database file is damaged and cannot be read (database disk image is malformed).",
            RefusalReason::Unreadable {
                why: "database disk image is malformed".into(),
            },
        ),
        (
            "This database was made by a newer version of Cardtable (its format is version 99; this Cardtable reads up to 12).",
            RefusalReason::Newer {
                version: 99,
                reads: 12,
            },
        ),
        (
            "The database file is damaged: SQLite's check found Page 3: never used; Page 4: never used.",
            RefusalReason::CheckFound {
                problems: vec!["Page 3: never used".into(), "Page 4: never used".into()],
            },
        ),
        (
            "Cardtable could not check its database file: poisoned lock.",
            RefusalReason::CannotCheck {
                why: "poisoned lock".into(),
            },
        ),
        (
            "Cardtable could not open its database: database error: disk I/O error.",
            RefusalReason::CouldNotOpen {
                why: "database error: disk I/O error".into(),
            },
        ),
        (
            "This computer has no folder for app data, so Cardtable has nowhere to keep its database. Set CARDTABLE_DB to a database file.",
            RefusalReason::NoDataFolder,
        ),
    ]
}

#[test]
fn every_start_up_message_is_said_in_every_language_and_in_the_old_english() {
    let mut ids = BTreeSet::new();
    for (kind, title, advice) in KINDS {
        assert_eq!(kind.title(), title, "the store's own English");
        assert_eq!(kind.advice(), advice, "the store's own English");
        said_everywhere(title, &title_said(kind), &mut ids);
        said_everywhere(advice, &advice_said(kind), &mut ids);
    }
    for (english, reason) in reasons() {
        assert_eq!(reason.english(), english, "the store's own English");
        said_everywhere(english, &reason_said(&reason), &mut ids);
    }
    // A whole refusal, as an `E_STORAGE` quotes it: its English is its `Display`.
    let refusal = cardtable_store::Refusal::new(
        RefusalKind::Foreign,
        Path::new("/x.db"),
        RefusalReason::Foreign,
    );
    said_everywhere(&refusal.to_string(), &refusal_said(&refusal), &mut ids);
    said_everywhere(
        "This file is another program's database, not Cardtable's. Start a new database elsewhere; this file is left as it is.",
        &refusal_said(&refusal),
        &mut ids,
    );
    said_everywhere(
        "There is no automatic backup of this database to open (Cardtable takes one each day it is used and before upgrades and imports, in the backups folder beside the file). Start a new database; the damaged file stays exactly as it is, for a recovery tool or a copy you kept.",
        &Said::new("startup-advice-no-backup"),
        &mut ids,
    );
    said_everywhere(
        "/d/a.db still cannot be opened (The database file is damaged). Cardtable opened the database you started in its place: /d/b.db.",
        &Said::new("startup-notice")
            .arg("db", "/d/a.db")
            .arg("title", title_said(RefusalKind::Damaged))
            .arg("instead", "/d/b.db"),
        &mut ids,
    );
    let unsaid: Vec<&str> = message_ids(Lang::En)
        .into_iter()
        .filter(|id| id.starts_with("startup-") && !ids.contains(id))
        .collect();
    assert!(unsaid.is_empty(), "never said: {unsaid:?}");
}

/// The start-up status the window reads, in `lang`.
fn status(state: &AppState, lang: Lang) -> Value {
    call_for(state, &Caller::Host, lang, "startup_status", json!({})).unwrap()
}

/// The problem's heading, message and advice, and the screen's advice.
fn words(status: &Value) -> [String; 4] {
    let p = &status["problem"];
    [
        p["title"].as_str().unwrap().to_string(),
        p["message"].as_str().unwrap().to_string(),
        p["advice"].as_str().unwrap().to_string(),
        status["advice"].as_str().unwrap().to_string(),
    ]
}

fn app_on(db: &Path, data: &Path) -> AppState {
    open_app(
        Some(db.to_path_buf()),
        Some(data.to_path_buf()),
        chrono::Utc::now(),
    )
    .unwrap()
}

#[test]
fn a_folder_and_another_programs_file_are_said_in_german_and_french_and_in_english_as_before() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let folder = dir.path().join("a-folder.db");
    std::fs::create_dir(&folder).unwrap();
    let w = app_on(&folder, &data);
    let advice = "Point CARDTABLE_DB at a database file, or start a new database.";
    assert_eq!(
        words(&status(&w, Lang::En)),
        [
            "The database path is a folder",
            "The database path is a folder, not a database file.",
            advice,
            advice,
        ]
        .map(String::from)
    );
    let advice =
        "CARDTABLE_DB auf eine Datenbankdatei zeigen lassen oder eine neue Datenbank anlegen.";
    assert_eq!(
        words(&status(&w, Lang::De)),
        [
            "Der Datenbankpfad ist ein Ordner",
            "Der Datenbankpfad ist ein Ordner, keine Datenbankdatei.",
            advice,
            advice,
        ]
        .map(String::from)
    );
    let advice = "Faites pointer CARDTABLE_DB vers un fichier de base de données, ou créez une nouvelle base de données.";
    assert_eq!(
        words(&status(&w, Lang::Fr)),
        [
            "Le chemin de la base de données est un dossier",
            "Le chemin de la base de données est un dossier, pas un fichier de base de données.",
            advice,
            advice,
        ]
        .map(String::from)
    );
    // The kind and the path stay as they are in every language.
    assert_eq!(status(&w, Lang::De)["problem"]["kind"], "directory");

    // Another program's SQLite file.
    let foreign = dir.path().join("other.db");
    let conn = rusqlite::Connection::open(&foreign).unwrap();
    conn.execute_batch("PRAGMA application_id = 1234; CREATE TABLE notes (x TEXT);")
        .unwrap();
    drop(conn);
    let w = app_on(&foreign, &data);
    let advice = "Start a new database elsewhere; this file is left as it is.";
    assert_eq!(
        words(&status(&w, Lang::En)),
        [
            "This database belongs to another program",
            "This file is another program's database, not Cardtable's.",
            advice,
            advice,
        ]
        .map(String::from)
    );
    let advice = "Créez une nouvelle base de données ailleurs\u{a0}; ce fichier reste tel quel.";
    assert_eq!(
        words(&status(&w, Lang::Fr)),
        [
            "Cette base de données appartient à un autre programme",
            "Ce fichier est la base de données d'un autre programme, pas celle de Cardtable.",
            advice,
            advice,
        ]
        .map(String::from)
    );
    // Every other command answers the problem, in the reader's language.
    let e = |lang| call_for(&w, &Caller::Host, lang, "games_list", json!({})).unwrap_err();
    assert_eq!(e(Lang::Fr).code(), "E_STORAGE");
    assert_eq!(
        e(Lang::Fr).to_string(),
        "Cardtable n'a aucune base de données ouverte\u{a0}: Ce fichier est la base de données d'un autre programme, pas celle de Cardtable."
    );
    assert_eq!(
        e(Lang::En).to_string(),
        "Cardtable has no database open: This file is another program's database, not Cardtable's."
    );

    // A store that refuses the file: the `E_STORAGE` that quotes it.
    let refused = cardtable_store::inspect(&foreign).unwrap_err();
    let english = refused.to_string();
    let error = AppError::from(StoreError::Refused(refused));
    assert_eq!(error.to_string(), english, "English as before");
    assert_eq!(
        english,
        "This file is another program's database, not Cardtable's. Start a new database elsewhere; this file is left as it is."
    );
    assert_eq!(
        retell_error(error, Lang::De).to_string(),
        "Diese Datei ist die Datenbank eines anderen Programms, nicht die von Cardtable. Eine neue Datenbank an anderer Stelle anlegen; diese Datei bleibt, wie sie ist."
    );
}

#[test]
fn a_damaged_file_with_no_backup_and_the_notice_of_its_replacement_are_said_in_german_and_french() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let db = dir.path().join("cardtable.db");
    damaged_db(&db, false);
    let w = app_on(&db, &data);
    let en = words(&status(&w, Lang::En));
    // The message carries SQLite's own words; its English is the store's, as before.
    let store = cardtable_store::inspect(&db).unwrap_err();
    assert_eq!(store.kind, RefusalKind::Damaged);
    assert_eq!(en[0], "The database file is damaged");
    assert_eq!(en[1], store.message);
    assert!(
        en[1].starts_with("The database file is damaged"),
        "{}",
        en[1]
    );
    assert_eq!(
        en[3],
        "There is no automatic backup of this database to open (Cardtable takes one each day it is used and before upgrades and imports, in the backups folder beside the file). Start a new database; the damaged file stays exactly as it is, for a recovery tool or a copy you kept."
    );
    let de = words(&status(&w, Lang::De));
    assert_eq!(de[0], "Die Datenbankdatei ist beschädigt");
    assert!(
        de[1].starts_with("Die Datenbankdatei ist beschädigt"),
        "{}",
        de[1]
    );
    assert!(de[3].starts_with("Von dieser Datenbank gibt es keine automatische Sicherung"));
    let fr = words(&status(&w, Lang::Fr));
    assert_eq!(fr[0], "Le fichier de la base de données est endommagé");
    assert!(
        fr[1].starts_with("Le fichier de la base de données est endommagé"),
        "{}",
        fr[1]
    );
    assert!(fr[3].starts_with("Il n'y a aucune sauvegarde automatique de cette base"));
    assert_eq!(
        fr[2],
        "Ouvrez la dernière sauvegarde automatique (le fichier endommagé est gardé à côté), ou créez une nouvelle base de données ailleurs."
    );

    // The person starts a new database; the next launch opens it and says so.
    let fresh = call_for(
        &w,
        &Caller::Host,
        Lang::En,
        "startup_new_database",
        json!({}),
    )
    .unwrap();
    let fresh = fresh.as_str().unwrap().to_string();
    drop(w);
    let w = app_on(&db, &data);
    let notice = |lang| status(&w, lang)["notice"].as_str().unwrap().to_string();
    let old = db.display();
    assert_eq!(
        notice(Lang::En),
        format!("{old} still cannot be opened (The database file is damaged). Cardtable opened the database you started in its place: {fresh}.")
    );
    assert_eq!(
        notice(Lang::De),
        format!("{old} lässt sich noch immer nicht öffnen (Die Datenbankdatei ist beschädigt). Cardtable hat die Datenbank geöffnet, die an ihrer Stelle angelegt wurde: {fresh}.")
    );
    assert_eq!(
        notice(Lang::Fr),
        format!("{old} ne peut toujours pas être ouvert (Le fichier de la base de données est endommagé). Cardtable a ouvert la base de données créée à sa place\u{a0}: {fresh}.")
    );
}
