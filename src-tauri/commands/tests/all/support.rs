//! What the command tests share: the app's state over a real SQLite file in a temporary
//! folder (no mocks, no Tauri), and the command table called by name with the JSON the window
//! sends, answering what the window would see (the value, or the `{kind, code, message}`
//! error as JSON).

#![allow(dead_code)] // each test module uses a part of it

use cardtable_commands::words::{render, Lang, Said, LANGS};
use cardtable_commands::{call, AppState};
use cardtable_rules::says::{render_by_fluent, render_in, Reader};
use cardtable_store::Store;
use serde_json::Value;
use std::collections::BTreeSet;
use tempfile::TempDir;

/// A fresh database file in its own temporary folder (kept while the folder lives) and the
/// app's state over it.
pub fn table() -> (TempDir, AppState) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("cardtable.db")).unwrap();
    (dir, AppState::new(store))
}

/// Calls `cmd` as the host with JSON arguments: Ok(answer) or Err(the error as JSON), as the
/// window sees them.
pub fn invoke(state: &AppState, cmd: &str, args: Value) -> Result<Value, Value> {
    call(state, cmd, args).map_err(|e| serde_json::to_value(e).unwrap())
}

/// Calls `cmd` and expects success.
pub fn ok(state: &AppState, cmd: &str, args: Value) -> Value {
    invoke(state, cmd, args).unwrap_or_else(|e| panic!("{cmd}: {e}"))
}

/// A JSON array of strings as its strings (a table's seats, a round's byes, who checked in).
pub fn strings(v: &Value) -> Vec<String> {
    v.as_array()
        .unwrap_or_else(|| panic!("not a list: {v}"))
        .iter()
        .map(|s| {
            s.as_str()
                .unwrap_or_else(|| panic!("not a string: {s}"))
                .to_string()
        })
        .collect()
}

/// `said` in every language (the failures' and the start-up screen's words tests): its English
/// is `english` byte for byte, every language renders it without a missing message or argument
/// (both ways the same), and in its own words.
pub fn said_everywhere(english: &str, said: &Said, ids: &mut BTreeSet<&'static str>) {
    assert_eq!(render(said, Lang::En, &[]), english);
    said.ids(ids);
    for lang in LANGS {
        let mut errors = Vec::new();
        let words = render_in(said, Reader { lang, names: &[] }, &mut errors);
        assert!(errors.is_empty(), "{english:?} {}: {errors:?}", lang.tag());
        assert_eq!(words, render_by_fluent(said, lang, &[]));
        // "PIN: 123456" is the same in German and Spanish.
        if lang != Lang::En && !(said.id == "cli-serve-pin" && words.starts_with("PIN: ")) {
            assert_ne!(words, english, "{english:?} is English in {}", lang.tag());
        }
    }
}

/// Runs `sql` on the database under the command layer (a fault planted, or taken away).
pub fn execute(state: &AppState, sql: &str) {
    state
        .store()
        .unwrap()
        .connection()
        .execute_batch(sql)
        .unwrap();
}

/// A Cardtable database at `db` with a 300-hand game whose pages are then overwritten: damaged
/// past reading, with an automatic backup taken an hour before when `with_backup`.
pub fn damaged_db(db: &std::path::Path, with_backup: bool) {
    let mut s = cardtable_commands::Ledger::open(db).unwrap();
    let g = s
        .create_game(
            &cardtable_store::NewGame {
                kind: cardtable_rules::GameKind::Scorepad,
                players: vec!["Ann".into(), "Bob".into()],
                options: serde_json::json!({}),
                first_dealer: 0,
            },
            chrono::Utc::now(),
        )
        .unwrap();
    for _ in 0..300 {
        s.record_hand(
            g.id,
            &serde_json::json!({"points": [3, 4]}),
            None,
            chrono::Utc::now(),
        )
        .unwrap();
    }
    if with_backup {
        s.backup_now(
            cardtable_store::BackupReason::Daily,
            chrono::Utc::now() - chrono::Duration::hours(1),
        )
        .unwrap();
    }
    drop(s);
    let mut bytes = std::fs::read(db).unwrap();
    for b in &mut bytes[8192..20480] {
        *b = 0xA5;
    }
    std::fs::write(db, bytes).unwrap();
}
