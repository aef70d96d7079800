//! The TypeScript types in `ui/src/lib/bindings/` are generated from the Rust types that cross
//! IPC, and this test fails when they are stale.
//!
//! It exports every type in [`export_all`] (and everything they use) with ts-rs into a
//! temporary folder and compares that folder with `ui/src/lib/bindings/`, file by file. To
//! regenerate after changing a type:
//! `UPDATE_BINDINGS=1 cargo test -p cardtable-commands --test all bindings`.
//!
//! Adding an IPC type = one line in [`export_all`].

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use ts_rs::{Config, ExportError, TS};

/// Exports every type that crosses IPC, with its dependencies. One line per type.
fn export_all(cfg: &Config) -> Result<(), ExportError> {
    cardtable_rules::GameKind::export_all(cfg)?;
    cardtable_rules::games::GameInfo::export_all(cfg)?;
    cardtable_commands::games::GameSetup::export_all(cfg)?;
    cardtable_store::GameSummary::export_all(cfg)?;
    cardtable_commands::AppError::export_all(cfg)?;
    cardtable_commands::sharing::PairAnswer::export_all(cfg)?;
    // The game screen (engineer E): the view, previews, and each game's facts and outcome.
    cardtable_commands::GameView::export_all(cfg)?;
    cardtable_commands::hands::GameOpen::export_all(cfg)?;
    cardtable_rules::games::Table::export_all(cfg)?;
    cardtable_rules::games::dispatch::ScoredJson::export_all(cfg)?;
    // Every game's facts, outcome and options, tagged with its kind (with what they use).
    cardtable_rules::games::HandFacts::export_all(cfg)?;
    cardtable_rules::games::HandOutcome::export_all(cfg)?;
    cardtable_rules::games::GameOptions::export_all(cfg)?;
    cardtable_commands::rules::OptionWords::export_all(cfg)?;
    cardtable_commands::rules::CardFace::export_all(cfg)?;
    cardtable_commands::rules::OhHeckTable::export_all(cfg)?;
    // Choosing a game's rules (engineer F): the presets the setup screen offers.
    cardtable_rules::games::dispatch::Preset::export_all(cfg)?;
    // Players, statistics, export and import (engineer G).
    cardtable_store::PlayerInfo::export_all(cfg)?;
    cardtable_commands::ledger::PlayerStats::export_all(cfg)?;
    cardtable_commands::ledger::KindStats::export_all(cfg)?;
    cardtable_rules::ledger::figures::Figures::export_all(cfg)?;
    cardtable_commands::export::ExportFormat::export_all(cfg)?;
    cardtable_commands::export::ImportReport::export_all(cfg)?;
    // The table around the ledger: home cards and a game's own details.
    cardtable_commands::ledger::GameCard::export_all(cfg)?;
    cardtable_commands::ledger::GameMeta::export_all(cfg)?;
    // The start-up screen (robustdb): a database that cannot be opened, backups.
    cardtable_commands::startup::StartupStatus::export_all(cfg)?;
    cardtable_commands::startup::About::export_all(cfg)?;
    cardtable_store::Restored::export_all(cfg)?;
    // The live trackers (Skull & Roses, Avalanche): what the tracker screens show.
    cardtable_rules::games::tracker::TrackerView::export_all(cfg)?;
    // Letting phones join (issue 12): the host's sharing screen.
    cardtable_commands::sharing::SharingStatus::export_all(cfg)?;
    // Club nights (issue 26): making a night, a seated round, a night with its standings.
    cardtable_commands::night::NightSetup::export_all(cfg)?;
    cardtable_commands::night::NightRound::export_all(cfg)?;
    cardtable_commands::night::NightView::export_all(cfg)?;
    cardtable_commands::night::NightItem::export_all(cfg)?;
    cardtable_commands::night::NightPhone::export_all(cfg)?;
    cardtable_commands::ratings::PlayerRating::export_all(cfg)?;
    cardtable_commands::night_series::SeriesView::export_all(cfg)?;
    Ok(())
}

/// The committed bindings.
fn bindings_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../ui/src/lib/bindings")
}

/// Every file under `dir`, by path relative to it.
fn read_tree(dir: &Path) -> BTreeMap<PathBuf, String> {
    fn walk(root: &Path, dir: &Path, out: &mut BTreeMap<PathBuf, String>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(root, &path, out);
            } else if let (Ok(rel), Ok(text)) =
                (path.strip_prefix(root), std::fs::read_to_string(&path))
            {
                out.insert(rel.to_path_buf(), text);
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(dir, dir, &mut out);
    out
}

#[test]
fn bindings_are_up_to_date() {
    let tmp = tempfile::tempdir().expect("temp dir");
    // IDs are i64 in Rust but arrive in JSON as plain numbers, never BigInt.
    let cfg = Config::new()
        .with_out_dir(tmp.path())
        .with_large_int("number");
    export_all(&cfg).expect("ts-rs export");
    let fresh = read_tree(tmp.path());
    assert!(!fresh.is_empty(), "ts-rs exported nothing");

    let dir = bindings_dir();
    if std::env::var_os("UPDATE_BINDINGS").is_some_and(|v| v == "1") {
        if dir.exists() {
            std::fs::remove_dir_all(&dir).expect("remove old bindings");
        }
        for (rel, text) in &fresh {
            let path = dir.join(rel);
            if let Some(parent) = path.parent() {
                std::fs::create_dir_all(parent).expect("create bindings folder");
            }
            std::fs::write(&path, text).expect("write binding");
        }
        return;
    }

    let committed = read_tree(&dir);
    let mut problems = Vec::new();
    for (rel, text) in &fresh {
        match committed.get(rel) {
            None => problems.push(format!("missing: {}", rel.display())),
            Some(old) if old != text => problems.push(format!("out of date: {}", rel.display())),
            Some(_) => {}
        }
    }
    for rel in committed.keys().filter(|rel| !fresh.contains_key(*rel)) {
        problems.push(format!("no longer generated: {}", rel.display()));
    }
    assert!(
        problems.is_empty(),
        "The TypeScript bindings in ui/src/lib/bindings/ do not match the Rust types:\n  {}\n\
         Regenerate them with: UPDATE_BINDINGS=1 cargo test -p cardtable-commands --test all bindings",
        problems.join("\n  ")
    );
}
