//! Automatic backups: the daily rule (the clock passed in), the retention of the newest few,
//! `backup_now` before an import, and restoring a game from a backup after the database was
//! damaged, with the damaged file kept aside.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use cardtable_commands::Ledger;
use cardtable_rules::GameKind;
use cardtable_store::{
    list_backups, restore_backup, BackupReason, NewGame, RefusalKind, StoreError, KEEP_BACKUPS,
};
use chrono::{DateTime, Duration, TimeZone, Utc};
use serde_json::json;
use std::path::Path;

fn t0() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 1, 9, 0, 0).single().unwrap()
}

fn new_game(s: &mut Ledger, now: DateTime<Utc>) -> i64 {
    s.create_game(
        &NewGame {
            kind: GameKind::KnockRummy,
            players: vec!["Ann".into(), "Bob".into()],
            options: json!({"target": 1_000_000}),
            first_dealer: 0,
        },
        now,
    )
    .unwrap()
    .id
}

fn reasons(db: &Path) -> Vec<(String, BackupReason)> {
    list_backups(db)
        .unwrap()
        .into_iter()
        .map(|b| (b.taken_at, b.reason))
        .collect()
}

#[test]
fn a_daily_backup_is_taken_on_open_when_the_newest_is_a_day_old() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("cardtable.db");
    {
        let mut s = Ledger::open_at(&db, t0()).unwrap();
        assert!(
            reasons(&db).is_empty(),
            "an empty database is not backed up"
        );
        new_game(&mut s, t0());
    }
    drop(Ledger::open_at(&db, t0() + Duration::hours(2)).unwrap());
    assert_eq!(
        reasons(&db),
        vec![("2026-11-01T11:00:00.000Z".to_string(), BackupReason::Daily)]
    );
    drop(Ledger::open_at(&db, t0() + Duration::hours(20)).unwrap());
    assert_eq!(reasons(&db).len(), 1, "less than a day later: none");
    drop(Ledger::open_at(&db, t0() + Duration::hours(26)).unwrap());
    assert_eq!(reasons(&db).len(), 2, "a day later: one more");
    assert_eq!(
        reasons(&db)[0].0,
        "2026-11-02T11:00:00.000Z",
        "newest first"
    );
    // `open` has no clock: it never takes the daily one.
    drop(Ledger::open(&db).unwrap());
    assert_eq!(reasons(&db).len(), 2);
}

#[test]
fn only_the_newest_backups_are_kept() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("scores.db");
    let mut s = Ledger::open(&db).unwrap();
    new_game(&mut s, t0());
    for i in 0..(KEEP_BACKUPS as i64 + 3) {
        let b = s
            .backup_now(BackupReason::Import, t0() + Duration::minutes(i))
            .unwrap()
            .unwrap();
        assert!(Path::new(&b.path).exists());
    }
    let kept = reasons(&db);
    assert_eq!(kept.len(), KEEP_BACKUPS);
    assert_eq!(kept[0].0, "2026-11-01T09:09:00.000Z");
    assert_eq!(kept[KEEP_BACKUPS - 1].0, "2026-11-01T09:03:00.000Z");
    let files = std::fs::read_dir(dir.path().join("backups"))
        .unwrap()
        .count();
    assert_eq!(files, KEEP_BACKUPS, "no .partial or pruned file left");
    // Files that are not backups of this database are left alone.
    std::fs::write(dir.path().join("backups/notes.txt"), "mine").unwrap();
    s.backup_now(BackupReason::Manual, t0() + Duration::hours(1))
        .unwrap();
    assert!(dir.path().join("backups/notes.txt").exists());
    assert_eq!(reasons(&db).len(), KEEP_BACKUPS);
}

#[test]
fn a_backup_holds_what_was_committed() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("cardtable.db");
    let mut s = Ledger::open(&db).unwrap();
    let g = new_game(&mut s, t0());
    s.record_hand(g, &json!({"points": [5, -5]}), None, t0())
        .unwrap();
    let b = s.backup_now(BackupReason::Import, t0()).unwrap().unwrap();
    s.record_hand(g, &json!({"points": [1, -1]}), None, t0())
        .unwrap();
    let copy = Ledger::open(Path::new(&b.path)).unwrap();
    assert_eq!(copy.game_view(g).unwrap().standings.hands.len(), 1);
    assert_eq!(
        Ledger::open_in_memory()
            .unwrap()
            .backup_now(BackupReason::Import, t0())
            .unwrap(),
        None,
        "nothing on disk to back up"
    );
}

#[test]
fn a_game_is_restored_from_the_daily_backup_after_the_database_is_damaged() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("cardtable.db");
    let g;
    {
        let mut s = Ledger::open_at(&db, t0()).unwrap();
        g = new_game(&mut s, t0());
        for i in 0..300 {
            s.record_hand(g, &json!({"points": [i % 7, -(i % 7)]}), None, t0())
                .unwrap();
        }
    }
    // The next day the app opens and takes its daily backup.
    let day2 = t0() + Duration::days(1);
    let before = {
        let s = Ledger::open_at(&db, day2).unwrap();
        s.game_view(g).unwrap()
    };
    assert_eq!(reasons(&db).len(), 1);
    // Then the file is damaged.
    let mut bytes = std::fs::read(&db).unwrap();
    for b in &mut bytes[8192..20480] {
        *b = 0x5A;
    }
    std::fs::write(&db, &bytes).unwrap();
    let day3 = day2 + Duration::days(1);
    match Ledger::open_at(&db, day3) {
        Err(StoreError::Refused(r)) => {
            assert_eq!(r.kind, RefusalKind::Damaged);
            assert!(r.kind.can_restore());
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
    let newest = list_backups(&db).unwrap().remove(0);
    let restored = restore_backup(&db, Path::new(&newest.path), day3).unwrap();
    let aside = restored.set_aside.expect("the damaged file is kept");
    assert_eq!(std::fs::read(&aside).unwrap(), bytes, "kept byte for byte");
    assert!(Path::new(&newest.path).exists(), "the backup stays");
    let s = Ledger::open_at(&db, day3).unwrap();
    assert_eq!(s.game_view(g).unwrap(), before);
    let ok: String = s
        .connection()
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .unwrap();
    assert_eq!(ok, "ok");
}

#[test]
fn restore_refuses_a_file_that_is_not_one_of_the_backups() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("cardtable.db");
    drop(Ledger::open(&db).unwrap());
    let stray = dir.path().join("stray.db");
    std::fs::write(&stray, "not a backup").unwrap();
    let before = std::fs::read(&db).unwrap();
    assert!(matches!(
        restore_backup(&db, &stray, t0()),
        Err(StoreError::Invalid { .. })
    ));
    assert_eq!(std::fs::read(&db).unwrap(), before);
}
