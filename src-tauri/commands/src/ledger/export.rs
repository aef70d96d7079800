//! The JSON export and its import: every game with its hands' facts, stored points, and the
//! rules' words for each hand and for the end-of-game bonuses, in the versioned, checksummed
//! format of `format.rs`; an import is checked there and written by the store.

use super::format::{
    parse_export, Export, ExportGame, ExportHand, ExportPlayer, EXPORT_FORMAT, EXPORT_VERSION,
    EXPORT_VERSION_PLAIN, EXPORT_VERSION_RATED,
};
use super::night_backup::check_nights;
use super::Ledger;
use cardtable_rules::games::setup::read_stored;
use cardtable_rules::ledger::words::{bonus_words, hand_words};
use cardtable_rules::says::Said;
use cardtable_store::{
    stamp, Declined, GameRow, GameSummary, HandRow, ImportGame, ImportNight, ImportPlayer,
    ImportSeries, StoreError,
};
use std::sync::Arc;

impl Ledger {
    /// Exports game `id` (`Some`) or everything (`None`: the whole roster, every game, and the
    /// club nights with their series, whose deleted table games are kept too).
    pub fn export(
        &self,
        id: Option<i64>,
        now: chrono::DateTime<chrono::Utc>,
    ) -> Result<Export, StoreError> {
        let ids: Vec<i64> = match id {
            Some(id) => vec![id],
            None => self.store.backup_game_ids()?,
        };
        let (nights, series) = match id {
            Some(_) => (Vec::new(), Vec::new()),
            None => self.export_nights(&ids)?,
        };
        let mut games = Vec::with_capacity(ids.len());
        for gid in ids {
            let s = self.store.game_rows(gid)?;
            let summary = self.store.game_summary(gid)?;
            let standings = self.fold(&s);
            let names = &summary.players;
            let words: Vec<String> = standings
                .hands
                .iter()
                .map(|l| hand_words(l.outcome.as_deref(), &l.points, names))
                .collect();
            let bonus = bonus_words(&standings.bonuses, &standings.explanation, names);
            let has_bonus = !bonus.is_empty();
            let meta = self.store.meta_row(gid)?;
            let title = super::game_title(meta.name.as_deref(), s.kind);
            games.push(ExportGame {
                kind: s.kind.id().to_string(),
                name: Some(title),
                options: s.row.options,
                first_dealer: s.first_dealer,
                created_at: summary.created_at,
                finished_at: s.row.finished_at,
                reopened: s.row.reopened,
                hands: s
                    .hands
                    .into_iter()
                    .zip(words.into_iter().map(Some).chain(std::iter::repeat(None)))
                    .map(|(h, summary)| ExportHand {
                        dealer: h.dealer,
                        facts: Arc::unwrap_or_clone(h.facts),
                        played_at: h.played_at,
                        points: h.points,
                        summary,
                    })
                    .collect(),
                players: summary.players,
                bonuses: if has_bonus {
                    standings.bonuses
                } else {
                    Vec::new()
                },
                bonus_summary: has_bonus.then_some(bonus),
                deleted_at: meta.deleted_at,
            });
        }
        let rated = self.rated_names()?;
        let players: Vec<ExportPlayer> = self
            .store
            .roster()?
            .into_iter()
            .map(|p| ExportPlayer {
                rated: rated.contains(&p.name),
                name: p.name,
                created_at: p.created_at,
            })
            .filter(|p| id.is_none() || games.iter().any(|g| g.players.contains(&p.name)))
            .collect();
        let version = if !nights.is_empty() || !series.is_empty() {
            EXPORT_VERSION
        } else if players.iter().any(|p| p.rated) {
            EXPORT_VERSION_RATED
        } else {
            EXPORT_VERSION_PLAIN
        };
        Export {
            format: EXPORT_FORMAT.to_string(),
            version,
            exported_at: stamp(now),
            checksum: String::new(),
            players,
            games,
            nights,
            series,
        }
        .sealed()
    }

    /// Exports as pretty JSON text.
    pub fn export_json(
        &self,
        id: Option<i64>,
        now: chrono::DateTime<chrono::Utc>,
    ) -> Result<String, StoreError> {
        Ok(serde_json::to_string_pretty(&self.export(id, now)?)?)
    }

    /// Imports an export file's text; returns the games added (games already present are
    /// skipped). Refuses a damaged or foreign file with [`StoreError::Import`], writing nothing.
    pub fn import_json(&mut self, text: &str) -> Result<Vec<GameSummary>, StoreError> {
        let checked = Self::check_import(text)?;
        Ok(self.import_checked(&checked)?.0)
    }

    /// Writes a file [`Ledger::check_import`] read, all in one transaction (anything refused
    /// writes nothing); returns the games added (those already present are skipped:
    /// [`CheckedImport::games`] minus the added is what was skipped) and how many club nights
    /// were added. The ratings opt-in goes by name (every file player is in the roster then)
    /// and is never undone by an import: a player rated here stays rated.
    pub fn import_checked(
        &mut self,
        checked: &CheckedImport,
    ) -> Result<(Vec<GameSummary>, usize), StoreError> {
        let imported = self.store.import_backup(
            &checked.players,
            &checked.games,
            &checked.rated,
            &checked.nights,
            &checked.series,
            &stamp(chrono::Utc::now()),
        )?;
        let games = imported
            .games
            .into_iter()
            .map(|id| self.store.game_summary(id))
            .collect::<Result<_, _>>()?;
        Ok((games, imported.nights))
    }

    /// The names of the players opted in to the club-night ratings.
    fn rated_names(&self) -> Result<Vec<String>, StoreError> {
        let ids = self.store.rated_players()?;
        Ok(self
            .store
            .list_players()?
            .into_iter()
            .filter(|p| ids.contains(&p.id))
            .map(|p| p.name)
            .collect())
    }

    /// Reads and checks an export file's text without touching the database (an import takes
    /// its backup only after this, so a refused file cannot push a backup out).
    pub fn check_import(text: &str) -> Result<CheckedImport, StoreError> {
        let mut export = parse_export(text)?;
        let (nights, series) = check_nights(&export)?;
        export.nights.clear();
        export.series.clear();
        let rated: Vec<String> = export
            .players
            .iter()
            .filter(|p| p.rated)
            .map(|p| p.name.clone())
            .collect();
        let players: Vec<ImportPlayer> = export
            .players
            .into_iter()
            .map(|p| ImportPlayer {
                name: p.name,
                created_at: p.created_at,
            })
            .collect();
        let games = export
            .games
            .into_iter()
            .map(|g| {
                let kind = g.kind.parse().map_err(|_| {
                    StoreError::declined(Declined::UnknownKind {
                        kind: g.kind.clone(),
                    })
                })?;
                // The rules must read the game's options as every screen will (a file edited
                // by hand, or damaged, is refused here rather than stored as a game that
                // cannot be opened).
                read_stored(kind, &g.options).map_err(|e| {
                    super::format::refuse(
                        Said::new("import-error-rules")
                            .arg("game", kind.name_said())
                            .arg("why", super::format::said_of(&e)),
                    )
                })?;
                Ok(ImportGame {
                    kind,
                    players: g.players,
                    first_dealer: g.first_dealer,
                    created_at: g.created_at,
                    row: GameRow {
                        options: g.options,
                        finished_at: g.finished_at,
                        reopened: g.reopened,
                    },
                    hands: g
                        .hands
                        .into_iter()
                        .map(|h| HandRow {
                            id: 0,
                            seq: 0,
                            dealer: h.dealer,
                            facts: Arc::new(h.facts),
                            played_at: h.played_at,
                            points: h.points,
                        })
                        .collect(),
                    deleted_at: g.deleted_at,
                })
            })
            .collect::<Result<Vec<_>, StoreError>>()?;
        Ok(CheckedImport {
            players,
            games,
            rated,
            nights,
            series,
        })
    }
}

/// An export file read and checked, not yet written.
#[derive(Debug)]
pub struct CheckedImport {
    players: Vec<ImportPlayer>,
    games: Vec<ImportGame>,
    /// The names of the file's players opted in to the ratings.
    rated: Vec<String>,
    /// The file's club nights, their tables naming `games` by place.
    nights: Vec<ImportNight>,
    /// The file's series of nights.
    series: Vec<ImportSeries>,
}

impl CheckedImport {
    /// How many games the file holds.
    pub fn games(&self) -> usize {
        self.games.len()
    }

    /// How many club nights the file holds.
    pub fn nights(&self) -> usize {
        self.nights.len()
    }
}
