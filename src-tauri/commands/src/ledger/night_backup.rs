//! The club nights in the JSON backup (format version 3): written from the store's nights
//! with each table naming its game by its place in the file's games, and read back with every
//! check a night needs before anything is written (a damaged night section is refused in
//! words, the database untouched). The rules read the spec; the store writes the rows.

use super::format::{
    name_in_file, refuse, said_of, Export, ExportAction, ExportCheckIn, ExportNight,
    ExportNightRound, ExportNightTable, ExportResult, ExportSeries,
};
use super::Ledger;
use cardtable_rules::night::NightSpec;
use cardtable_rules::says::Said;
use cardtable_rules::{GameKind, Points};
use cardtable_store::{
    CheckIn, Declined, ImportNight, ImportResult, ImportRound, ImportSeries, ImportTable,
    ResultAction, StoreError,
};
use std::collections::HashMap;

/// The longest reason a trail keeps (the store's check).
const MAX_REASON: usize = 500;

impl Ledger {
    /// Every club night (oldest first) and series, for a full export whose games are the
    /// games `game_ids` in that order.
    pub(super) fn export_nights(
        &self,
        game_ids: &[i64],
    ) -> Result<(Vec<ExportNight>, Vec<ExportSeries>), StoreError> {
        let place: HashMap<i64, usize> = game_ids
            .iter()
            .enumerate()
            .map(|(i, id)| (*id, i))
            .collect();
        let mut ids: Vec<i64> = self.store.nights_list()?.iter().map(|n| n.id).collect();
        ids.sort_unstable();
        let mut nights = Vec::with_capacity(ids.len());
        for &id in &ids {
            let record = self.store.night(id)?;
            let results = self.store.night_results(id)?;
            let closed: HashMap<u32, String> =
                self.store.night_closed_at(id)?.into_iter().collect();
            let mut rounds = Vec::with_capacity(record.rounds.len());
            for r in record.rounds {
                let mut tables = Vec::with_capacity(r.tables.len());
                for t in r.tables {
                    let game = *place.get(&t.game).ok_or_else(|| {
                        StoreError::declined(Declined::BackupTable {
                            night: id,
                            table: t.table,
                            round: r.round,
                        })
                    })?;
                    let version = self.store.game_version(t.game)?;
                    let trail = results
                        .iter()
                        .filter(|e| e.game == t.game)
                        .map(|e| {
                            Ok(ExportResult {
                                action: match e.action {
                                    ResultAction::Confirmed => ExportAction::Confirmed,
                                    ResultAction::Refused => ExportAction::Refused,
                                    ResultAction::Corrected => ExportAction::Corrected,
                                    ResultAction::Accepted => ExportAction::Accepted,
                                },
                                by: e.player.clone(),
                                scores: serde_json::from_value(e.scores.clone())?,
                                claimed: e
                                    .claimed
                                    .clone()
                                    .map(serde_json::from_value)
                                    .transpose()?,
                                reason: e.reason.clone(),
                                at: e.at.clone(),
                                game_changed_since: e.version != version,
                            })
                        })
                        .collect::<Result<_, StoreError>>()?;
                    tables.push(ExportNightTable {
                        table: t.table,
                        game,
                        results: trail,
                    });
                }
                rounds.push(ExportNightRound {
                    round: r.round,
                    seated_at: r.seated_at,
                    closed_at: closed.get(&r.round).cloned(),
                    tables,
                    byes: r.byes,
                });
            }
            nights.push(ExportNight {
                spec: record.spec,
                seed: record.seed,
                created_at: record.created_at,
                finished_at: record.finished_at,
                players: record.players,
                rounds,
                check_ins: self
                    .store
                    .night_check_ins(id)?
                    .into_iter()
                    .map(|c| ExportCheckIn {
                        device: c.device,
                        player: c.player,
                        at: c.at,
                    })
                    .collect(),
            });
        }
        let mut all = self.store.series_list()?;
        all.sort_by_key(|s| s.id);
        let series = all
            .into_iter()
            .map(|s| ExportSeries {
                nights: s
                    .nights
                    .iter()
                    .filter_map(|n| ids.iter().position(|id| id == n))
                    .collect(),
                name: s.name,
                created_at: s.created_at,
            })
            .collect();
        Ok((nights, series))
    }
}

/// A night's place in the file for people: "Club night 2 in the file".
fn which(n: usize) -> Said {
    Said::new("import-where-night").arg("n", n + 1)
}

/// The refusal of a damaged night section: where, what (an `import-night-*` message), and
/// that nothing was imported.
fn damaged(n: usize, what: Said) -> StoreError {
    refuse(
        Said::new("import-error-night")
            .arg("where", which(n))
            .arg("what", what),
    )
}

/// A table of a round, as the refusals name it: "round 2's table 1".
fn table_of(round: u32, table: usize) -> Said {
    Said::new("import-night-table")
        .arg("round", round)
        .arg("table", table)
}

/// A time in the file: RFC 3339, or the refusal (`field`: an `import-night-time-*` message).
fn time(n: usize, field: &'static str, at: &str) -> Result<(), StoreError> {
    chrono::DateTime::parse_from_rfc3339(at)
        .map(|_| ())
        .map_err(|_| damaged(n, Said::new(field).arg("at", format!("{at:?}"))))
}

/// Checks the file's nights and series against its games (already checked, names
/// normalised) and turns them into what the store writes. Nothing is read or written here.
pub(super) fn check_nights(
    export: &Export,
) -> Result<(Vec<ImportNight>, Vec<ImportSeries>), StoreError> {
    let mut used: HashMap<usize, usize> = HashMap::new();
    let mut nights = Vec::with_capacity(export.nights.len());
    for (n, night) in export.nights.iter().enumerate() {
        let spec: NightSpec = serde_json::from_value(night.spec.clone()).map_err(|e| {
            damaged(
                n,
                Said::new("import-night-description")
                    .arg("why", cardtable_rules::json_error::plain(&e.to_string())),
            )
        })?;
        spec.lowest_wins()
            .map_err(|e| damaged(n, Said::new("import-night-rules").arg("why", said_of(&e))))?;
        time(n, "import-night-time-creation", &night.created_at)?;
        if let Some(at) = &night.finished_at {
            time(n, "import-night-time-finalisation", at)?;
        }
        let mut players: Vec<String> = Vec::with_capacity(night.players.len());
        for raw in &night.players {
            let name = name_in_file(raw, which(n))?;
            if players
                .iter()
                .any(|p| p.to_lowercase() == name.to_lowercase())
            {
                return Err(damaged(
                    n,
                    Said::new("import-night-player-twice").arg("name", name.as_str()),
                ));
            }
            players.push(name);
        }
        if players.len() != spec.players.len() {
            return Err(damaged(
                n,
                Said::new("import-night-players")
                    .arg("listed", players.len())
                    .arg("described", spec.players.len()),
            ));
        }
        let of_night = |name: &str| players.iter().any(|p| p == name);
        let mut rounds = Vec::with_capacity(night.rounds.len());
        for (i, r) in night.rounds.iter().enumerate() {
            let expected = u32::try_from(i + 1).unwrap_or(u32::MAX);
            if r.round != expected || r.round > spec.rounds {
                return Err(damaged(
                    n,
                    Said::new("import-night-round")
                        .arg("got", r.round)
                        .arg("expected", expected)
                        .arg("rounds", spec.rounds),
                ));
            }
            time(n, "import-night-time-seating", &r.seated_at)?;
            if let Some(at) = &r.closed_at {
                time(n, "import-night-time-closing", at)?;
            }
            let mut seated: Vec<String> = Vec::new();
            let mut tables = Vec::with_capacity(r.tables.len());
            for t in &r.tables {
                let here = || table_of(r.round, t.table);
                if t.table == 0 || r.tables.iter().filter(|o| o.table == t.table).count() > 1 {
                    return Err(damaged(
                        n,
                        Said::new("import-night-table-number").arg("table", here()),
                    ));
                }
                let Some(game) = export.games.get(t.game) else {
                    return Err(damaged(
                        n,
                        Said::new("import-night-table-missing")
                            .arg("table", here())
                            .arg("game", t.game + 1)
                            .arg("games", export.games.len()),
                    ));
                };
                if let Some(other) = used.insert(t.game, n) {
                    return Err(damaged(
                        n,
                        Said::new("import-night-table-shared")
                            .arg("table", here())
                            .arg("game", t.game + 1)
                            .arg("other", other + 1),
                    ));
                }
                if game.kind.parse::<GameKind>().ok() != Some(spec.kind) {
                    return Err(damaged(
                        n,
                        Said::new("import-night-table-kind")
                            .arg("table", here())
                            .arg("game", t.game + 1)
                            .arg("kind", spec.kind.name_said()),
                    ));
                }
                for p in &game.players {
                    if !of_night(p) {
                        return Err(damaged(
                            n,
                            Said::new("import-night-seat-stranger")
                                .arg("name", p.as_str())
                                .arg("table", here()),
                        ));
                    }
                    if seated.contains(p) {
                        return Err(damaged(
                            n,
                            Said::new("import-night-seat-twice")
                                .arg("name", p.as_str())
                                .arg("round", r.round),
                        ));
                    }
                    seated.push(p.clone());
                }
                let seats = game.players.len();
                let mut results = Vec::with_capacity(t.results.len());
                for e in &t.results {
                    results.push(check_result(n, &here(), &game.players, seats, e)?);
                }
                tables.push(ImportTable {
                    table: t.table,
                    game: t.game,
                    results,
                });
            }
            let mut byes = Vec::with_capacity(r.byes.len());
            for raw in &r.byes {
                let name = name_in_file(raw, which(n))?;
                if !of_night(&name) || seated.contains(&name) {
                    return Err(damaged(
                        n,
                        Said::new("import-night-bye")
                            .arg("name", name.as_str())
                            .arg("round", r.round),
                    ));
                }
                seated.push(name.clone());
                byes.push(name);
            }
            rounds.push(ImportRound {
                round: r.round,
                seated_at: r.seated_at.clone(),
                closed_at: r.closed_at.clone(),
                tables,
                byes,
            });
        }
        let mut check_ins = Vec::with_capacity(night.check_ins.len());
        for c in &night.check_ins {
            let player = name_in_file(&c.player, which(n))?;
            let count = c.device.chars().count();
            if !of_night(&player) || count == 0 || count > 80 {
                return Err(damaged(
                    n,
                    Said::new("import-night-check-in").arg("name", player.as_str()),
                ));
            }
            time(n, "import-night-time-check-in", &c.at)?;
            check_ins.push(CheckIn {
                device: c.device.clone(),
                player,
                at: c.at.clone(),
            });
        }
        nights.push(ImportNight {
            spec: night.spec.clone(),
            seed: night.seed,
            created_at: night.created_at.clone(),
            finished_at: night.finished_at.clone(),
            players,
            rounds,
            check_ins,
        });
    }
    let mut in_series: Vec<usize> = Vec::new();
    let mut series = Vec::with_capacity(export.series.len());
    for s in &export.series {
        let name = s.name.trim();
        if name.is_empty() || name.chars().count() > 80 {
            return Err(refuse(Said::new("import-error-series-name")));
        }
        for &n in &s.nights {
            if n >= nights.len() || in_series.contains(&n) {
                return Err(refuse(
                    Said::new("import-error-series-nights")
                        .arg("series", name)
                        .arg("night", n + 1)
                        .arg("nights", nights.len()),
                ));
            }
            in_series.push(n);
        }
        series.push(ImportSeries {
            name: name.to_string(),
            created_at: s.created_at.clone(),
            nights: s.nights.clone(),
        });
    }
    Ok((nights, series))
}

/// One entry of a table's trail, checked: who did it sits at the table, one score a seat,
/// a correction says why and what counts.
fn check_result(
    n: usize,
    here: &Said,
    seats: &[String],
    count: usize,
    e: &ExportResult,
) -> Result<ImportResult, StoreError> {
    let by = match &e.by {
        Some(raw) => {
            let name = name_in_file(raw, which(n))?;
            if !seats.contains(&name) {
                return Err(damaged(
                    n,
                    Said::new("import-night-result-stranger")
                        .arg("table", here.clone())
                        .arg("name", name.as_str()),
                ));
            }
            Some(name)
        }
        None => None,
    };
    let fits = |p: &[Points]| p.len() == count;
    if !fits(&e.scores) || e.claimed.as_deref().is_some_and(|c| !fits(c)) {
        return Err(damaged(
            n,
            Said::new("import-night-result-seats")
                .arg("table", here.clone())
                .arg("seats", count),
        ));
    }
    let action = match e.action {
        ExportAction::Confirmed => ResultAction::Confirmed,
        ExportAction::Refused => ResultAction::Refused,
        ExportAction::Corrected => ResultAction::Corrected,
        ExportAction::Accepted => ResultAction::Accepted,
    };
    let by_host = matches!(action, ResultAction::Corrected | ResultAction::Accepted);
    if by_host != by.is_none()
        || (action == ResultAction::Corrected && (e.claimed.is_none() || e.reason.is_none()))
        || (action == ResultAction::Refused && e.reason.is_none())
        || e.reason
            .as_ref()
            .is_some_and(|r| r.chars().count() > MAX_REASON)
    {
        return Err(damaged(
            n,
            Said::new("import-night-result-shape").arg("table", here.clone()),
        ));
    }
    time(n, "import-night-time-result", &e.at)?;
    let json = |p: &[Points]| serde_json::to_value(p);
    Ok(ImportResult {
        action,
        player: by,
        current: !e.game_changed_since,
        scores: json(&e.scores)?,
        claimed: e.claimed.as_deref().map(json).transpose()?,
        reason: e.reason.clone(),
        at: e.at.clone(),
    })
}
