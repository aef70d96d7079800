//! Player statistics: each of the player's games folded with the rules (winners, and the
//! per-game figures read from the rules' outcomes); no score is computed in SQL.

use super::Ledger;
use cardtable_rules::ledger::figures::{Figures, Tally};
use cardtable_rules::GameKind;
use cardtable_store::{PlayerInfo, StoreError};
use serde::Serialize;
use std::collections::BTreeMap;

/// One player's record in one kind of game.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct KindStats {
    /// Which game.
    pub kind: GameKind,
    /// Games played (finished or not).
    pub played: u32,
    /// Games that are over.
    pub finished: u32,
    /// Finished games the player won (co-winners included).
    pub won: u32,
    /// Hands played.
    pub hands: u32,
    /// The figures people ask about for this game.
    pub figures: Figures,
}

/// A player's statistics across all games.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct PlayerStats {
    /// The player.
    pub player: PlayerInfo,
    /// One entry per kind of game played, in the app's game order.
    pub by_game: Vec<KindStats>,
}

impl Ledger {
    /// Player `id`'s statistics across every game they sat in.
    pub fn player_stats(&self, id: i64) -> Result<PlayerStats, StoreError> {
        let player = self.store.player(id)?;
        let seats = self.store.player_seats(id)?;
        let mut by_kind: BTreeMap<GameKind, (KindStats, Tally)> = BTreeMap::new();
        for (game, seat) in seats {
            let state = match self.store.game_rows(game) {
                Ok(s) => s,
                // A kind this build does not know: not counted, rather than no statistics.
                Err(StoreError::Invalid { .. }) => continue,
                Err(e) => return Err(e),
            };
            let standings = self.fold(&state);
            let (k, tally) = by_kind.entry(state.kind).or_insert_with(|| {
                (
                    KindStats {
                        kind: state.kind,
                        played: 0,
                        finished: 0,
                        won: 0,
                        hands: 0,
                        figures: Figures::default(),
                    },
                    Tally::default(),
                )
            });
            k.played += 1;
            // A game the players stopped counts with the winners they named (as Home shows
            // it), not by the rules' fold, which never ends an open-ended game.
            let declared = self.store.meta_row(game)?.declared();
            if let Some(named) = declared {
                k.finished += 1;
                k.won += u32::from(named.contains(&seat));
            } else if standings.over {
                k.finished += 1;
                k.won += u32::from(standings.winners.contains(&seat));
            }
            for line in &standings.hands {
                k.hands += 1;
                if let Some(outcome) = &line.outcome {
                    tally.add(outcome, seat);
                }
            }
        }
        let by_game = by_kind
            .into_values()
            .map(|(mut k, tally)| {
                k.figures = tally.figures(k.kind);
                k
            })
            .collect();
        Ok(PlayerStats { player, by_game })
    }
}
