//! The draft of the hand being entered, per game and per screen: whatever the entry form
//! holds, complete or not, kept until the players save the hand or clear it.

use crate::{stamp, Store, StoreError};
use chrono::{DateTime, Utc};
use rusqlite::{params, OptionalExtension};
use serde_json::Value;

/// Largest draft kept, in bytes of JSON (a hand's facts are far smaller).
pub const DRAFT_MAX: usize = 65_536;

/// Longest screen name a draft is kept under (a phone's name is at most 40 characters).
pub const DEVICE_MAX: usize = 64;

impl Store {
    /// The draft of the hand being entered in game `id` on screen `device` (`""` is the
    /// host's window, a phone is its name), if any.
    pub fn draft(&self, id: i64, device: &str) -> Result<Option<Value>, StoreError> {
        let text: Option<String> = self
            .conn
            .prepare_cached("SELECT facts FROM drafts WHERE game_id = ?1 AND device = ?2")?
            .query_row(params![id, device], |r| r.get(0))
            .optional()?;
        Ok(match text {
            Some(t) => Some(serde_json::from_str(&t)?),
            None => None,
        })
    }

    /// Keeps `facts` (whatever the entry form holds, complete or not) as game `id`'s draft on
    /// screen `device`; another screen's draft of the same game is left alone.
    pub fn save_draft(
        &mut self,
        id: i64,
        device: &str,
        facts: &Value,
        now: DateTime<Utc>,
    ) -> Result<(), StoreError> {
        let text = serde_json::to_string(facts)?;
        if text.len() > DRAFT_MAX {
            return Err(StoreError::declined(crate::Declined::DraftTooLarge));
        }
        if device.chars().count() > DEVICE_MAX {
            return Err(StoreError::declined(crate::Declined::ScreenName {
                max: DEVICE_MAX,
            }));
        }
        self.game_summary(id)?;
        self.conn.execute(
            "INSERT INTO drafts (game_id, device, facts, updated_at) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (game_id, device) DO UPDATE
                 SET facts = excluded.facts, updated_at = excluded.updated_at",
            params![id, device, text, stamp(now)],
        )?;
        Ok(())
    }

    /// Throws away game `id`'s draft on screen `device` (the players cleared it, or the hand
    /// was saved).
    pub fn discard_draft(&mut self, id: i64, device: &str) -> Result<(), StoreError> {
        self.conn.execute(
            "DELETE FROM drafts WHERE game_id = ?1 AND device = ?2",
            params![id, device],
        )?;
        Ok(())
    }
}
