//! Recording, amending and deleting hands, changing options and reopening games. Each is one
//! store transaction ([`Store::change`]); inside it this module prices the new rows through the
//! rules and settles "finished" from the rules' verdict, and the store writes what changed.

use super::{GameView, Ledger, Pricing};
use cardtable_rules::games::dispatch::{is_redeal, next_dealer_json_with_facts, score_json};
use cardtable_rules::games::setup::check_new_options;
use cardtable_rules::games::{PlayedHand, Table};
use cardtable_rules::ledger::Standings;
use cardtable_store::{
    stamp, Action, Changed, Declined, GameState, HandRow, Once, Store, StoreError,
};
use chrono::{DateTime, Utc};
use serde_json::Value;
use std::sync::Arc;

fn check_dealer(dealer: usize, seats: usize) -> Result<usize, StoreError> {
    if dealer < seats {
        Ok(dealer)
    } else {
        Err(StoreError::declined(Declined::DealerSeat {
            seats,
            seat: dealer + 1,
        }))
    }
}

fn require_open(state: &GameState) -> Result<(), StoreError> {
    if state.row.finished_at.is_some() {
        return Err(StoreError::declined(Declined::GameFinished));
    }
    Ok(())
}

/// Who deals next by the rules, from the stored points (no re-pricing needed).
fn next_dealer(state: &GameState) -> Result<usize, StoreError> {
    let played: Vec<PlayedHand> = state
        .hands
        .iter()
        .map(|h| PlayedHand {
            dealer: h.dealer,
            points: h.points.clone(),
            redeal: is_redeal(state.kind, &h.facts),
        })
        .collect();
    let facts: Vec<&Value> = state.hands.iter().map(|h| &*h.facts).collect();
    Ok(next_dealer_json_with_facts(
        state.kind,
        &state.row.options,
        state.seats,
        state.first_dealer,
        &played,
        &facts,
    )?)
}

impl Pricing<'_> {
    /// Re-prices every hand of `state` whose facts validate; returns the standings.
    fn reprice(self, state: &mut GameState) -> Standings {
        let mut s = self.fold(state);
        for (h, line) in state.hands.iter_mut().zip(&mut s.hands) {
            if line.problem.is_none() {
                h.points = line.points.clone();
                line.stale = false;
            }
        }
        s
    }
}

impl Ledger {
    /// Records the next hand of game `id`: the rules validate and price `facts`, then the hand
    /// and its scores are written in one transaction. `dealer` defaults to the rules' next dealer.
    pub fn record_hand(
        &mut self,
        id: i64,
        facts: &Value,
        dealer: Option<usize>,
        now: DateTime<Utc>,
    ) -> Result<GameView, StoreError> {
        self.record_hand_once(id, facts, dealer, None, now)
    }

    /// [`Ledger::record_hand`] with a client-chosen idempotency `key`: the first write with a
    /// key records the hand; the same write sent again records nothing and returns the game
    /// as it stands. `None` records every time.
    pub fn record_hand_once(
        &mut self,
        id: i64,
        facts: &Value,
        dealer: Option<usize>,
        key: Option<&str>,
        now: DateTime<Utc>,
    ) -> Result<GameView, StoreError> {
        self.record_hand_clearing(id, facts, dealer, key, None, now)
    }

    /// [`Ledger::record_hand_once`] that also throws away screen `draft`'s draft of the game
    /// (`""` the host's) in the same transaction: the form the hand was entered on is empty
    /// once the hand is saved, with no second request.
    pub fn record_hand_clearing(
        &mut self,
        id: i64,
        facts: &Value,
        dealer: Option<usize>,
        key: Option<&str>,
        draft: Option<&str>,
        now: DateTime<Utc>,
    ) -> Result<GameView, StoreError> {
        let once = key
            .map(|k| Store::write_key(k, facts, dealer))
            .transpose()?;
        self.change_clearing(
            id,
            Action::Record,
            once.as_ref(),
            draft,
            now,
            |pricing, before| {
                require_open(before)?;
                if before.row.reopened && pricing.fold(before).over {
                    // Reopened to correct its hands, not to play past its end.
                    return Err(StoreError::declined(Declined::ReopenedOver));
                }
                let next = match dealer {
                    Some(d) => d,
                    None => next_dealer(before)?,
                };
                let dealer = check_dealer(next, before.seats)?;
                let table = Table {
                    seats: before.seats,
                    hand_index: before.hands.len(),
                    dealer,
                };
                let scored = score_json(before.kind, &before.row.options, &table, facts)?;
                let mut after = before.clone();
                after.hands.push(HandRow {
                    id: 0, // the store gives it an id
                    seq: before.hands.last().map_or(1, |h| h.seq + 1),
                    dealer,
                    facts: Arc::new(facts.clone()),
                    played_at: stamp(now),
                    points: scored.points,
                });
                Ok(after)
            },
        )
    }

    /// Replaces the facts (and optionally the dealer) of hand `hand`; every later total follows.
    pub fn amend_hand(
        &mut self,
        hand: i64,
        facts: &Value,
        dealer: Option<usize>,
        now: DateTime<Utc>,
    ) -> Result<GameView, StoreError> {
        let game = self.store.game_of_hand(hand)?;
        self.change(game, Action::Amend, None, now, |_, before| {
            require_open(before)?;
            let i = before
                .position(hand)
                .ok_or_else(|| StoreError::not_found(cardtable_store::Missing::Hand(hand)))?;
            let dealer = check_dealer(dealer.unwrap_or(before.hands[i].dealer), before.seats)?;
            let table = Table {
                seats: before.seats,
                hand_index: i,
                dealer,
            };
            let scored = score_json(before.kind, &before.row.options, &table, facts)?;
            let mut after = before.clone();
            let h = &mut after.hands[i];
            h.facts = Arc::new(facts.clone());
            h.dealer = dealer;
            h.points = scored.points;
            Ok(after)
        })
    }

    /// Deletes hand `hand`; later hands move up and are re-priced.
    pub fn delete_hand(&mut self, hand: i64, now: DateTime<Utc>) -> Result<GameView, StoreError> {
        let game = self.store.game_of_hand(hand)?;
        self.change(game, Action::Delete, None, now, |_, before| {
            require_open(before)?;
            let mut after = before.clone();
            after.hands.retain(|h| h.id != hand);
            Ok(after)
        })
    }

    /// Replaces game `id`'s options (checked by the rules) and re-prices its whole history.
    pub fn set_options(
        &mut self,
        id: i64,
        options: &Value,
        now: DateTime<Utc>,
    ) -> Result<GameView, StoreError> {
        self.change(id, Action::Options, None, now, |_, before| {
            require_open(before)?;
            // The same strict check as at creation: an unknown key or a zero target is refused,
            // not stored and silently ignored.
            check_new_options(before.kind, options)?;
            let mut after = before.clone();
            after.row.options = if options.is_null() {
                serde_json::json!({})
            } else {
                options.clone()
            };
            Ok(after)
        })
    }

    /// Reopens a finished game so its hands can be corrected. No hand can be recorded past its
    /// end; a correction that leaves it short of its end lets play go on (the next hand
    /// recorded closes the reopening).
    pub fn reopen_game(&mut self, id: i64, now: DateTime<Utc>) -> Result<GameView, StoreError> {
        self.change(id, Action::Reopen, None, now, |_, before| {
            if before.row.finished_at.is_none() {
                return Err(StoreError::declined(Declined::NotFinished));
            }
            let mut after = before.clone();
            after.row.finished_at = None;
            after.row.reopened = true;
            Ok(after)
        })
    }

    /// One change: `edit` makes the new rows from the stored ones; they are re-priced, the
    /// game's "finished" follows the rules' verdict, and the store writes the difference in
    /// the same transaction.
    fn change(
        &mut self,
        id: i64,
        action: Action,
        once: Option<&Once>,
        now: DateTime<Utc>,
        edit: impl FnOnce(Pricing<'_>, &GameState) -> Result<GameState, StoreError>,
    ) -> Result<GameView, StoreError> {
        self.change_clearing(id, action, once, None, now, edit)
    }

    /// [`Ledger::change`] that also clears screen `draft`'s draft in its transaction.
    fn change_clearing(
        &mut self,
        id: i64,
        action: Action,
        once: Option<&Once>,
        draft: Option<&str>,
        now: DateTime<Utc>,
        edit: impl FnOnce(Pricing<'_>, &GameState) -> Result<GameState, StoreError>,
    ) -> Result<GameView, StoreError> {
        let Ledger { store, prices } = self;
        let pricing = Pricing(prices);
        let done = store.change_clearing(id, action, once, draft, now, |before| {
            let mut after = edit(pricing, before)?;
            let standings = pricing.reprice(&mut after);
            settle(action, &mut after, standings.over, now);
            Ok::<_, StoreError>((after, standings))
        })?;
        match done {
            Changed::Done {
                state,
                extra: mut standings,
            } => {
                // A recorded hand was priced before the store gave it its id.
                for (line, hand) in standings.hands.iter_mut().zip(&state.hands) {
                    line.id = hand.id;
                }
                self.view_with(&state, standings)
            }
            Changed::Repeated => self.game_view(id),
        }
    }
}

/// Settles "finished" after `action` from the rules' verdict (`over`).
fn settle(action: Action, after: &mut GameState, over: bool, now: DateTime<Utc>) {
    match action {
        Action::Reopen => {}
        Action::Record => {
            after.row.reopened = false;
            after.row.finished_at = over.then(|| stamp(now));
        }
        Action::Amend | Action::Delete | Action::Options => {
            if !after.row.reopened {
                after.row.finished_at =
                    over.then(|| after.row.finished_at.clone().unwrap_or_else(|| stamp(now)));
            }
        }
    }
}
