//! The moves of a Skull & Roses round as data, and what the round waits for next.
//!
//! A round is its list of [`SkullMove`]s: storing the moves stores the round, replaying them
//! rebuilds it, and undo drops the last one. The round's opening (every player puts one card
//! face down) is implied by its start; the list begins with the first player's turn.

use serde::{Deserialize, Serialize};

/// What a revealed card showed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename = "SkullFace")]
pub enum Face {
    /// A number card.
    Rose,
    /// The face card.
    Skull,
}

/// One move of a round, in the order it happened. Seats are 0-based.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ts_rs::TS)]
#[serde(tag = "move", rename_all = "camelCase")]
pub enum SkullMove {
    /// The player to move puts one more card face down on their stack.
    Place {
        /// Who places.
        seat: usize,
    },
    /// The player to move challenges instead of placing, opening the auction with `bid`.
    Challenge {
        /// Who challenges.
        seat: usize,
        /// How many roses they say they can reveal.
        bid: u32,
    },
    /// A bidder raises the bid.
    Raise {
        /// Who raises.
        seat: usize,
        /// The new bid.
        bid: u32,
    },
    /// A bidder leaves the auction for the rest of the round.
    Pass {
        /// Who passes.
        seat: usize,
    },
    /// The challenger turns over the top face-down card of `stack`'s stack.
    Reveal {
        /// Whose stack.
        stack: usize,
        /// What it showed.
        card: Face,
    },
    /// After a failure the challenger loses one card for good, face down. `pick` is the card
    /// drawn at random among the challenger's cards (0-based, as laid out face down) when the
    /// skull's owner picks; the app draws it. `None`: chosen at the table without a draw (the
    /// challenger's own skull, or a draw made by hand).
    Lose {
        /// The card drawn, if the app drew one.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        pick: Option<u8>,
    },
    /// A challenger who went out on their own skull names the next round's first player.
    Starter {
        /// Who starts the next round.
        seat: usize,
    },
}

/// What the round waits for: the buttons the app shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(
    tag = "step",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum SkullNext {
    /// `seat` places a card (when `canPlace`) or challenges with a bid from 1 to `maxBid`.
    PlaceOrChallenge {
        /// The player to move.
        seat: usize,
        /// False when their hand is empty: they must challenge.
        can_place: bool,
        /// Cards on the table: the highest bid.
        max_bid: u32,
    },
    /// `seat` raises to `minBid`..=`maxBid`, or passes.
    Bid {
        /// The player to move.
        seat: usize,
        /// The bid to beat.
        current: u32,
        /// The lowest raise.
        min_bid: u32,
        /// The highest raise (cards on the table).
        max_bid: u32,
    },
    /// The challenger turns over a card of one of `stacks` (their own first).
    Reveal {
        /// The challenger.
        challenger: usize,
        /// The bid: roses to reveal.
        bid: u32,
        /// Roses shown so far.
        roses: u32,
        /// The stacks a card may be turned from now.
        stacks: Vec<usize>,
    },
    /// The challenger loses one of their `cards` cards; `random`: the skull's owner picks
    /// blindly (the app draws), otherwise the challenger chooses (their own skull).
    Lose {
        /// The challenger.
        challenger: usize,
        /// Whose skull stopped the reveal.
        skull_owner: usize,
        /// Cards the challenger owns before the loss.
        cards: u8,
        /// True when the card is drawn at random.
        random: bool,
    },
    /// The challenger, out on their own skull, names the next first player among `seats`.
    Starter {
        /// The challenger.
        challenger: usize,
        /// Players still in the game.
        seats: Vec<usize>,
    },
    /// The round is over.
    Done,
}
