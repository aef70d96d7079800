//! The phones paired with this table: the digest of each one's token, its name and where it
//! joined from, so that a restart of the host does not unpair them. SQL only: the server
//! decides who is paired.

use crate::{stamp, Store, StoreError};
use chrono::{DateTime, Utc};
use rusqlite::params;

/// One paired device as kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PairedDevice {
    /// Its row id (what removing it names).
    pub id: i64,
    /// The SHA-256 digest of its token, as 64 hex digits.
    pub token_digest: String,
    /// The name it gave.
    pub name: String,
    /// Where it joined from.
    pub address: String,
    /// When, RFC 3339 UTC.
    pub paired_at: String,
}

impl Store {
    /// Every paired device, oldest first.
    pub fn paired_devices(&self) -> Result<Vec<PairedDevice>, StoreError> {
        let mut statement = self.conn.prepare(
            "SELECT id, token_digest, name, address, paired_at FROM paired_devices ORDER BY id",
        )?;
        let rows = statement
            .query_map([], |r| {
                Ok(PairedDevice {
                    id: r.get(0)?,
                    token_digest: r.get(1)?,
                    name: r.get(2)?,
                    address: r.get(3)?,
                    paired_at: r.get(4)?,
                })
            })?
            .collect::<Result<_, _>>()?;
        Ok(rows)
    }

    /// Keeps a newly paired device; answers its id.
    pub fn add_paired_device(
        &self,
        token_digest: &str,
        name: &str,
        address: &str,
        now: DateTime<Utc>,
    ) -> Result<i64, StoreError> {
        self.conn.execute(
            "INSERT INTO paired_devices (token_digest, name, address, paired_at) VALUES (?1, ?2, ?3, ?4)",
            params![token_digest, name, address, stamp(now)],
        )?;
        Ok(self.conn.last_insert_rowid())
    }

    /// Forgets device `id`; false when there was none.
    pub fn remove_paired_device(&self, id: i64) -> Result<bool, StoreError> {
        Ok(self
            .conn
            .execute("DELETE FROM paired_devices WHERE id = ?1", [id])?
            > 0)
    }
}
