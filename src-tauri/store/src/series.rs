//! Series of club nights (issue 26): a named season and its nights. Its standings are the
//! commands' (computed from each night's standings when read), never stored.

use crate::{stamp, Store, StoreError};
use chrono::{DateTime, Utc};
use rusqlite::{params, OptionalExtension};

/// A series as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeriesRecord {
    /// Database id.
    pub id: i64,
    /// Its name ("Autumn 2026").
    pub name: String,
    /// RFC 3339 UTC.
    pub created_at: String,
    /// Its nights' ids, oldest first.
    pub nights: Vec<i64>,
}

impl Store {
    /// Creates series `name` with `nights` (each an existing night in no other series); its id.
    pub fn series_create(
        &mut self,
        name: &str,
        nights: &[i64],
        now: DateTime<Utc>,
    ) -> Result<i64, StoreError> {
        let name = name.trim();
        if name.is_empty() || name.chars().count() > 80 {
            return Err(StoreError::declined(crate::Declined::SeriesName {
                max: 80,
            }));
        }
        let tx = self.conn.transaction()?;
        tx.execute(
            "INSERT INTO series (name, created_at) VALUES (?1, ?2)",
            params![name, stamp(now)],
        )?;
        let id = tx.last_insert_rowid();
        for &night in nights {
            add_night(&tx, id, night)?;
        }
        tx.commit()?;
        Ok(id)
    }

    /// Adds night `night` to series `series`.
    pub fn series_add(&mut self, series: i64, night: i64) -> Result<(), StoreError> {
        self.series(series)?;
        let tx = self.conn.transaction()?;
        add_night(&tx, series, night)?;
        tx.commit()?;
        Ok(())
    }

    /// Series `id` with its nights.
    pub fn series(&self, id: i64) -> Result<SeriesRecord, StoreError> {
        let (name, created_at): (String, String) = self
            .conn
            .query_row(
                "SELECT name, created_at FROM series WHERE id = ?1",
                params![id],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()?
            .ok_or_else(|| StoreError::not_found(crate::Missing::Series(id)))?;
        let nights = self
            .conn
            .prepare_cached(
                "SELECT night_id FROM series_nights WHERE series_id = ?1 ORDER BY night_id",
            )?
            .query_map(params![id], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        Ok(SeriesRecord {
            id,
            name,
            created_at,
            nights,
        })
    }

    /// Every series, newest first.
    pub fn series_list(&self) -> Result<Vec<SeriesRecord>, StoreError> {
        let ids: Vec<i64> = self
            .conn
            .prepare_cached("SELECT id FROM series ORDER BY id DESC")?
            .query_map([], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        ids.into_iter().map(|id| self.series(id)).collect()
    }
}

fn add_night(tx: &rusqlite::Transaction<'_>, series: i64, night: i64) -> Result<(), StoreError> {
    let known: bool = tx.query_row(
        "SELECT EXISTS (SELECT 1 FROM nights WHERE id = ?1)",
        params![night],
        |r| r.get(0),
    )?;
    if !known {
        return Err(StoreError::not_found(crate::Missing::Night(night)));
    }
    let other: Option<i64> = tx
        .query_row(
            "SELECT series_id FROM series_nights WHERE night_id = ?1",
            params![night],
            |r| r.get(0),
        )
        .optional()?;
    match other {
        Some(s) if s == series => Ok(()),
        Some(s) => Err(StoreError::declined(crate::Declined::NightInSeries {
            night,
            series: s,
        })),
        None => {
            tx.execute(
                "INSERT INTO series_nights (series_id, night_id) VALUES (?1, ?2)",
                params![series, night],
            )?;
            Ok(())
        }
    }
}
