//! The live trackers' face for the app: where a tracked game stands, from its saved hands and
//! the moves of the round (or deal) being played, which are stored one by one as they happen.
//!
//! [`tracker_view`] replays the saved hands and the current moves through the game's referee
//! ([`Game::track`](super::Game::track), implemented by Skull & Roses for its rounds and by
//! Avalanche for its deals; every other game says `E_NOT_TRACKED`) and says what the table
//! shows: cards, stacks,
//! successes, the buttons of the next legal moves, the log, and once the round is over the
//! facts to save as its hand (with its dealer, the round's first player). A refused last move
//! is the referee's error, so the app stores a move only after this accepts it.

pub use super::TrackerView;
use super::{game_of, GameKind};
use crate::error::RuleError;
use crate::points::Points;
use crate::says::Said;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// Most moves one round or deal may hold (a 6-player Avalanche deal needs a few hundred).
pub const MAX_MOVES: usize = 2_000;

/// One saved hand as the tracker reads it.
#[derive(Debug, Clone, Copy)]
pub struct SavedHand<'a> {
    /// The hand's dealer (for Skull & Roses, the round's first player).
    pub dealer: usize,
    /// Its stored facts.
    pub facts: &'a Value,
    /// Its stored points.
    pub points: &'a [Points],
}

/// A finished round or deal, ready to be saved as the next hand.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename = "TrackedRoundDone")]
pub struct Finished {
    /// The hand's facts.
    #[ts(type = "unknown")]
    pub facts: Value,
    /// The hand's dealer.
    pub dealer: usize,
}

/// What the app asks of a game's tracker view (the game's variant of [`TrackerView`]).
pub trait Tracker {
    /// The finished round or deal, once it is over.
    fn finished(&self) -> Option<&Finished>;

    /// The cards a player owns when the game waits for one of them drawn blindly (the app
    /// draws it; Skull & Roses' failed challenger); `None` at any other moment, and for
    /// games without such draws (the default).
    fn blind_draw(&self) -> Option<u8> {
        None
    }

    /// Writes the log again with `tell` (each line's message, as [`Said`]s the view keeps
    /// beside its English lines): how the edge retells the log in the reader's language.
    fn retell(&mut self, tell: &dyn Fn(&Said) -> String);
}

/// Each line of `log` written again by `tell` from its message in `said` (the two are kept
/// line for line; a log whose messages are missing is left as it is).
pub fn retell_log(log: &mut [String], said: &[Said], tell: &dyn Fn(&Said) -> String) {
    if log.len() == said.len() {
        for (line, said) in log.iter_mut().zip(said) {
            *line = tell(said);
        }
    }
}

/// Where a tracked game sits: its table and the hands saved so far.
#[derive(Debug, Clone, Copy)]
pub struct TrackTable<'a> {
    /// Players.
    pub seats: usize,
    /// Who dealt (or started) the first hand.
    pub first_dealer: usize,
    /// The players' names, for the log and the refusals.
    pub names: &'a [String],
    /// The hands saved so far, in play order.
    pub hands: &'a [SavedHand<'a>],
}

/// True for the games played with a live tracker.
pub fn is_tracked(kind: GameKind) -> bool {
    game_of(kind).is_tracked()
}

/// The refusal of a game that has no live tracker.
pub fn not_tracked(kind: GameKind) -> RuleError {
    RuleError::saying(
        "E_NOT_TRACKED",
        Said::new("tracker-error-not-tracked").arg("game", kind.name_said()),
    )
}

/// The refusal of a move past the most a round keeps ([`MAX_MOVES`]).
pub fn too_many_moves() -> RuleError {
    RuleError::saying(
        "E_TOO_MANY_MOVES",
        Said::new("tracker-error-too-many-moves").arg("max", MAX_MOVES),
    )
}

/// The kept moves read as the game's moves; `E_TOO_MANY_MOVES`, or `E_BAD_MOVE` for JSON that
/// is not one.
pub fn moves_of<M: serde::de::DeserializeOwned>(moves: &[Value]) -> Result<Vec<M>, RuleError> {
    if moves.len() > MAX_MOVES {
        return Err(too_many_moves());
    }
    moves
        .iter()
        .map(|m| {
            M::deserialize(m).map_err(|e| {
                // What serde could not read stays its own words; the sentence is the reader's.
                RuleError::saying(
                    "E_BAD_MOVE",
                    Said::new("tracker-error-bad-move").arg("why", e.to_string()),
                )
            })
        })
        .collect()
}

/// Where tracked game `kind` stands: `table` with its saved hands, `moves` of the current
/// round (or deal).
pub fn tracker_view(
    kind: GameKind,
    options: &Value,
    table: &TrackTable<'_>,
    moves: &[Value],
) -> Result<TrackerView, RuleError> {
    super::dispatch::check_table(kind, table.seats, None)?;
    game_of(kind).track(kind, options, table, moves)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn table<'a>(seats: usize, names: &'a [String], hands: &'a [SavedHand<'a>]) -> TrackTable<'a> {
        TrackTable {
            seats,
            first_dealer: 0,
            names,
            hands,
        }
    }

    #[test]
    fn only_the_trackers_are_tracked() {
        let tracked: Vec<GameKind> = GameKind::ALL
            .into_iter()
            .filter(|&k| is_tracked(k))
            .collect();
        assert_eq!(tracked, [GameKind::SkullAndRoses, GameKind::Avalanche]);
        let e = tracker_view(GameKind::GinRummy, &json!({}), &table(2, &[], &[]), &[]);
        assert_eq!(e.map_err(|e| e.code), Err("E_NOT_TRACKED"));
    }

    #[test]
    fn a_skull_round_is_replayed_and_refusals_are_the_referees() {
        let names: Vec<String> = ["Ann", "Bea", "Cal"].map(String::from).to_vec();
        let t = table(3, &names, &[]);
        let moves = [json!({"move": "challenge", "seat": 0, "bid": 1})];
        let Ok(TrackerView::SkullAndRoses(s)) =
            tracker_view(GameKind::SkullAndRoses, &json!({}), &t, &moves)
        else {
            panic!("not a skull view");
        };
        let round = s.round.unwrap_or_else(|| panic!("no round"));
        assert_eq!(round.log, ["Ann challenges: 1."]);
        assert!(s.finished.is_none());
        let bad = [json!({"move": "place", "seat": 2})];
        let e = tracker_view(GameKind::SkullAndRoses, &json!({}), &t, &bad);
        assert_eq!(
            e.map_err(|e| (e.code, e.message)),
            Err(("E_SK_NOT_YOUR_TURN", "It's Ann's turn.".to_string()))
        );
        let junk = [json!({"move": "dance"})];
        let e = tracker_view(GameKind::SkullAndRoses, &json!({}), &t, &junk);
        assert_eq!(e.map_err(|e| e.code), Err("E_BAD_MOVE"));
        let e = tracker_view(
            GameKind::SkullAndRoses,
            &json!({}),
            &table(2, &[], &[]),
            &[],
        );
        assert_eq!(e.map_err(|e| e.code), Err("E_PLAYER_COUNT"));
    }

    #[test]
    fn an_avalanche_deal_falls_to_the_previous_player() {
        let t = table(2, &[], &[]);
        let moves = [
            json!({"move": "play", "seat": 1, "count": 1, "rank": "9"}),
            json!({"move": "play", "seat": 0, "count": 1, "rank": "4"}),
        ];
        let Ok(TrackerView::Avalanche(a)) =
            tracker_view(GameKind::Avalanche, &json!({}), &t, &moves)
        else {
            panic!("not an avalanche view");
        };
        assert_eq!(a.first, 1);
        assert_eq!(a.deal.stored, [0, 2]);
        assert_eq!(
            a.log[1],
            "Player 1 plays 1×4 and makes it fall: 2 cards to Player 2."
        );
    }
}
