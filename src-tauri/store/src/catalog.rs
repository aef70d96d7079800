//! The recent-games catalogue and a game's own details around its ledger: its name, soft
//! deletion and restore (undo), the winners named when the players stop an open-ended game
//! (the choice is checked by the rules), a rematch, the entry form last used, and the draft of
//! the hand being entered.
//!
//! Deleting is soft: `deleted_at` hides a game from [`Store::overview`] until
//! [`Store::restore_game`]; nothing else about it changes.

use crate::{stamp, GameSummary, NewGame, Store, StoreError};
use cardtable_rules::ledger::verdict::{check_declared_winners, leaders, win_rule};
use cardtable_rules::Points;
use chrono::{DateTime, Utc};
use rusqlite::{params, OptionalExtension};
use serde::Serialize;
use serde_json::Value;

/// Longest game name, in characters.
pub const NAME_MAX: usize = 80;

/// Largest draft kept, in bytes of JSON (a hand's facts are far smaller).
pub const DRAFT_MAX: usize = 65_536;

/// One game as the home screen shows it: who played, how it stands, who leads or won.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct GameCard {
    /// The game as listed.
    pub game: GameSummary,
    /// The name the players gave it, if any.
    pub name: Option<String>,
    /// Final totals per seat (hand points plus any end bonuses), from the rules' fold.
    pub totals: Vec<Points>,
    /// The winners once the game is over, else the seats leading now (none before a hand).
    pub leaders: Vec<usize>,
    /// True when the game is over and `leaders` are its winners.
    pub over: bool,
}

/// A game's own details beside its ledger.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct GameMeta {
    /// The name the players gave it, if any.
    pub name: Option<String>,
    /// Set while the game is deleted (RFC 3339 UTC).
    pub deleted_at: Option<String>,
    /// The winners the players named when they stopped the game, while it stays finished.
    pub declared_winners: Option<Vec<usize>>,
    /// True when the rules leave the end to the players (no target, no number of hands).
    pub open_ended: bool,
    /// The seats leading now by the game's own win rule (highest or lowest total); none before
    /// the first hand.
    pub leaders: Vec<usize>,
    /// The hand-entry form last chosen for this game (e.g. `cards`, `counts`).
    pub entry_mode: Option<String>,
}

struct MetaRow {
    name: Option<String>,
    deleted_at: Option<String>,
    finished_at: Option<String>,
    declared: Option<String>,
    declared_at: Option<String>,
    entry_mode: Option<String>,
}

impl MetaRow {
    /// The named winners, only while the game is still finished at the moment they were named
    /// (a reopened game's winners are decided again).
    fn declared(&self) -> Option<Vec<usize>> {
        let named = self.declared.as_deref()?;
        if self.finished_at.is_none() || self.finished_at != self.declared_at {
            return None;
        }
        serde_json::from_str(named).ok()
    }
}

impl Store {
    fn meta_row(&self, id: i64) -> Result<MetaRow, StoreError> {
        self.conn
            .prepare_cached(
                "SELECT name, deleted_at, finished_at, declared_winners, declared_at, entry_mode
                 FROM games WHERE id = ?1",
            )?
            .query_row([id], |r| {
                Ok(MetaRow {
                    name: r.get(0)?,
                    deleted_at: r.get(1)?,
                    finished_at: r.get(2)?,
                    declared: r.get(3)?,
                    declared_at: r.get(4)?,
                    entry_mode: r.get(5)?,
                })
            })
            .optional()?
            .ok_or_else(|| StoreError::not_found(format!("Game {id}")))
    }

    /// Game `id`'s name, deletion, named winners and entry form.
    pub fn game_meta(&self, id: i64) -> Result<GameMeta, StoreError> {
        let row = self.meta_row(id)?;
        let view = self.game_view(id)?;
        let rule = win_rule(view.game.kind, &view.options).ok();
        let open_ended = rule.is_some_and(|r| r.open_ended);
        let leaders = match rule {
            Some(rule) if !view.standings.hands.is_empty() => {
                leaders(rule, &view.standings.final_totals)
            }
            _ => Vec::new(),
        };
        Ok(GameMeta {
            leaders,
            declared_winners: row.declared(),
            name: row.name,
            deleted_at: row.deleted_at,
            open_ended,
            entry_mode: row.entry_mode,
        })
    }

    /// The `limit` most recent games that are not deleted, newest first, each with its totals
    /// and its winners or current leaders (games of a kind this build does not know are left
    /// out).
    pub fn overview(&self, limit: usize) -> Result<Vec<GameCard>, StoreError> {
        let ids: Vec<i64> = self
            .conn
            .prepare_cached(
                "SELECT id FROM games WHERE deleted_at IS NULL
                 ORDER BY created_at DESC, id DESC LIMIT ?1",
            )?
            .query_map([i64::try_from(limit).unwrap_or(i64::MAX)], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        let mut out = Vec::with_capacity(ids.len());
        for id in ids {
            let view = match self.game_view(id) {
                Ok(view) => view,
                // A game of a kind this build does not know (from a newer Cardtable).
                Err(StoreError::Invalid { .. }) => continue,
                Err(e) => return Err(e),
            };
            let row = self.meta_row(id)?;
            let s = &view.standings;
            let (leaders, over) = match row.declared() {
                Some(named) => (named, true),
                None if s.over => (s.winners.clone(), true),
                None if s.hands.is_empty() => (Vec::new(), false),
                None => match win_rule(view.game.kind, &view.options) {
                    Ok(rule) => (leaders(rule, &s.final_totals), false),
                    Err(_) => (Vec::new(), false),
                },
            };
            out.push(GameCard {
                game: view.game,
                name: row.name,
                totals: s.final_totals.clone(),
                leaders,
                over,
            });
        }
        Ok(out)
    }

    /// Names game `id` (a blank name clears it); at most [`NAME_MAX`] characters.
    pub fn rename_game(&mut self, id: i64, name: &str) -> Result<GameMeta, StoreError> {
        let name = name.trim();
        if name.chars().count() > NAME_MAX {
            return Err(StoreError::invalid(format!(
                "A game's name can be at most {NAME_MAX} characters ({} were entered).",
                name.chars().count()
            )));
        }
        let name = (!name.is_empty()).then_some(name);
        self.update_game(
            id,
            "UPDATE games SET name = ?2 WHERE id = ?1",
            params![id, name],
        )?;
        self.game_meta(id)
    }

    /// Deletes game `id` softly: hidden from the recent games until restored.
    pub fn delete_game(&mut self, id: i64, now: DateTime<Utc>) -> Result<(), StoreError> {
        self.update_game(
            id,
            "UPDATE games SET deleted_at = coalesce(deleted_at, ?2) WHERE id = ?1",
            params![id, stamp(now)],
        )
    }

    /// Brings a deleted game back (the undo of [`Store::delete_game`]).
    pub fn restore_game(&mut self, id: i64) -> Result<GameSummary, StoreError> {
        self.update_game(
            id,
            "UPDATE games SET deleted_at = NULL WHERE id = ?1",
            params![id],
        )?;
        self.game_summary(id)
    }

    /// Remembers the hand-entry form chosen for game `id` (`cards`, `counts`, ...).
    pub fn set_entry_mode(&mut self, id: i64, mode: &str) -> Result<(), StoreError> {
        let mode = mode.trim();
        if mode.is_empty() || mode.len() > 20 || !mode.chars().all(|c| c.is_ascii_alphanumeric()) {
            return Err(StoreError::invalid(format!(
                "\"{mode}\" is not an entry form."
            )));
        }
        self.update_game(
            id,
            "UPDATE games SET entry_mode = ?2 WHERE id = ?1",
            params![id, mode],
        )
    }

    fn update_game(
        &mut self,
        id: i64,
        sql: &str,
        args: impl rusqlite::Params,
    ) -> Result<(), StoreError> {
        let changed = self.conn.execute(sql, args)?;
        if changed == 0 {
            return Err(StoreError::not_found(format!("Game {id}")));
        }
        Ok(())
    }

    /// Stops an open-ended game with the winners the players name. The rules check the choice
    /// (the game must be open-ended and not over, with a hand played; the seats must exist).
    pub fn end_game(
        &mut self,
        id: i64,
        winners: &[usize],
        now: DateTime<Utc>,
    ) -> Result<GameMeta, StoreError> {
        let view = self.game_view(id)?;
        if view.game.finished_at.is_some() {
            return Err(StoreError::invalid("This game is already finished."));
        }
        let s = &view.standings;
        let named = check_declared_winners(
            view.game.kind,
            &view.options,
            s.seats,
            s.hands.len(),
            s.over,
            winners,
        )?;
        let at = stamp(now);
        self.update_game(
            id,
            "UPDATE games SET finished_at = ?2, declared_at = ?2, declared_winners = ?3,
                              reopened = 0
             WHERE id = ?1",
            params![id, at, serde_json::to_string(&named)?],
        )?;
        self.game_meta(id)
    }

    /// What a rematch of game `id` is: the same players in the same seats, the same rules, and
    /// the deal passed on (the seat that would have dealt next deals first).
    pub fn rematch_of(&self, id: i64) -> Result<NewGame, StoreError> {
        let view = self.game_view(id)?;
        Ok(NewGame {
            kind: view.game.kind,
            players: view.game.players,
            options: view.options,
            first_dealer: view.standings.next_dealer,
        })
    }

    /// The draft of the hand being entered in game `id`, if any.
    pub fn draft(&self, id: i64) -> Result<Option<Value>, StoreError> {
        let text: Option<String> = self
            .conn
            .prepare_cached("SELECT facts FROM drafts WHERE game_id = ?1")?
            .query_row([id], |r| r.get(0))
            .optional()?;
        Ok(match text {
            Some(t) => Some(serde_json::from_str(&t)?),
            None => None,
        })
    }

    /// Keeps `facts` (whatever the entry form holds, complete or not) as game `id`'s draft.
    pub fn save_draft(
        &mut self,
        id: i64,
        facts: &Value,
        now: DateTime<Utc>,
    ) -> Result<(), StoreError> {
        let text = serde_json::to_string(facts)?;
        if text.len() > DRAFT_MAX {
            return Err(StoreError::invalid(
                "This draft is too large to keep; save or clear the hand.",
            ));
        }
        self.game_summary(id)?;
        self.conn.execute(
            "INSERT INTO drafts (game_id, facts, updated_at) VALUES (?1, ?2, ?3)
             ON CONFLICT (game_id) DO UPDATE SET facts = excluded.facts, updated_at = excluded.updated_at",
            params![id, text, stamp(now)],
        )?;
        Ok(())
    }

    /// Throws away game `id`'s draft (the players cleared it, or the hand was saved).
    pub fn discard_draft(&mut self, id: i64) -> Result<(), StoreError> {
        self.conn
            .execute("DELETE FROM drafts WHERE game_id = ?1", [id])?;
        Ok(())
    }
}
