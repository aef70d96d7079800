//! The home screen's game cards and a game's details around its ledger, with what the rules say
//! of them: who leads or won, whether the game is open-ended, the winners the players may name
//! when they stop one, and a rematch.

use super::{GameView, Ledger};
use cardtable_rules::ledger::verdict::{check_declared_winners, leaders, win_rule};
use cardtable_rules::says::{self, Said};
use cardtable_rules::{Points, RuleError};
use cardtable_store::{GameSummary, NewGame, StoreError};
use chrono::{DateTime, Utc};
use serde::Serialize;

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

impl Ledger {
    /// Game `id`'s name, deletion, named winners and entry form.
    pub fn game_meta(&self, id: i64) -> Result<GameMeta, StoreError> {
        self.game_meta_of(&self.game_view(id)?)
    }

    /// [`Ledger::game_meta`] of a view already built (opening a game folds it once).
    pub fn game_meta_of(&self, view: &GameView) -> Result<GameMeta, StoreError> {
        let row = self.store.meta_row(view.game.id)?;
        let rule = win_rule(view.game.kind, &view.options.to_value()).ok();
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
        let ids = self.store.recent_game_ids(limit)?;
        let mut out = Vec::with_capacity(ids.len());
        for id in ids {
            let view = match self.game_view(id) {
                Ok(view) => view,
                // A game of a kind this build does not know (from a newer Cardtable), or whose
                // stored rules it cannot read: listing the others matters more.
                Err(StoreError::Invalid { .. } | StoreError::Rule(_)) => continue,
                Err(e) => return Err(e),
            };
            let row = self.store.meta_row(id)?;
            let s = &view.standings;
            let (leaders, over) = match row.declared() {
                Some(named) => (named, true),
                None if s.over => (s.winners.clone(), true),
                None if s.hands.is_empty() => (Vec::new(), false),
                None => match win_rule(view.game.kind, &view.options.to_value()) {
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

    /// Names game `id` (a blank name clears it); at most
    /// [`NAME_MAX`](cardtable_store::NAME_MAX) characters.
    pub fn rename_game(&mut self, id: i64, name: &str) -> Result<GameMeta, StoreError> {
        self.store.rename_game(id, name)?;
        self.game_meta(id)
    }

    /// Stops an open-ended game with the winners the players name. The rules check the choice
    /// (the game must be open-ended and not over, with a hand played; the seats must exist).
    /// Naming no one gives the win to the player leading now by the game's own win rule; when
    /// several lead, nothing is ended and the refusal names them ("Ann and Bob are tied on 42:
    /// say who won").
    pub fn end_game(
        &mut self,
        id: i64,
        winners: &[usize],
        now: DateTime<Utc>,
    ) -> Result<GameMeta, StoreError> {
        let view = self.game_view(id)?;
        if view.game.finished_at.is_some() {
            return Err(
                RuleError::saying("E_INVALID_REQUEST", Said::new("end-error-finished")).into(),
            );
        }
        let s = &view.standings;
        let leading;
        let winners = match win_rule(view.game.kind, &view.options.to_value()) {
            Ok(rule) if winners.is_empty() && rule.open_ended && !s.over && !s.hands.is_empty() => {
                leading = leaders(rule, &s.final_totals);
                if let [first, _, ..] = leading.as_slice() {
                    let names: Vec<Said> = leading
                        .iter()
                        .map(|&seat| {
                            says::text(view.game.players.get(seat).cloned().unwrap_or_default())
                        })
                        .collect();
                    let total = s.final_totals.get(*first).copied().unwrap_or_default();
                    return Err(RuleError::saying(
                        "E_BAD_WINNER",
                        Said::new("end-error-tie")
                            .arg("players", says::list(names))
                            .arg("total", total),
                    )
                    .into());
                }
                &leading
            }
            _ => winners,
        };
        let named = check_declared_winners(
            view.game.kind,
            &view.options.to_value(),
            s.seats,
            s.hands.len(),
            s.over,
            winners,
        )?;
        self.store.declare_winners(id, &named, now)?;
        self.game_meta(id)
    }

    /// What a rematch of game `id` is: the same players in the same seats, the same rules, and
    /// the deal passed on (the seat that would have dealt next deals first).
    pub fn rematch_of(&self, id: i64) -> Result<NewGame, StoreError> {
        let view = self.game_view(id)?;
        // The rules as stored (the preset and the changes over it), not the complete options.
        let stored = self.store.game_rows(id)?.row.options;
        Ok(NewGame {
            kind: view.game.kind,
            players: view.game.players,
            options: stored,
            first_dealer: view.standings.next_dealer,
        })
    }
}
