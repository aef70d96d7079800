//! Oh Heck! bidding (RULES.md §6.1, §6.3): the hand schedule, the bidding order, the dealer's
//! hook and the one-bid-at-a-time referee, with the §6.3 errors.

use super::{OhHeckOptions, OhHeckSchedule, OhHeckScoring};
use crate::error::Coded;
use crate::games::Table;

/// Why an Oh Heck! entry is rejected.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OhHeckError {
    /// Player count outside 3–7.
    #[error("Oh Heck! is for 3–7 players.")]
    PlayerCount,
    /// A bid or trick list whose length is not the number of players.
    #[error("Enter one {what} per player ({seats} players, {got} entered).")]
    EntryCount {
        /// "bid" or "trick count".
        what: &'static str,
        /// Players at the table.
        seats: usize,
        /// Entries given.
        got: usize,
    },
    /// A bid outside 0…H.
    #[error("Bids must be between 0 and {hand_size} this hand.")]
    BidRange {
        /// H.
        hand_size: u32,
        /// The bid entered.
        bid: i64,
    },
    /// A bid by someone whose turn it is not.
    #[error("{next} bids next.")]
    BidOrder {
        /// The name of the player whose turn it is.
        next: String,
    },
    /// Changing a bid after the next player has bid.
    #[error("That bid can't change: the next player has already bid.")]
    BidLocked,
    /// The dealer's bid would make the bids add up to H.
    #[error("Dealer can't bid {bid}: total bids would equal the {} available.", tricks_word(*.hand_size))]
    DealerHook {
        /// The forbidden bid.
        bid: u32,
        /// H.
        hand_size: u32,
    },
    /// Tricks outside 0…H.
    #[error("Tricks must be between 0 and {hand_size}.")]
    TricksRange {
        /// H.
        hand_size: u32,
    },
    /// Tricks not adding up to H.
    #[error("Tricks add up to {sum}, but this hand has {}.", tricks_word(*.hand_size))]
    TricksSum {
        /// The entered total.
        sum: i64,
        /// H.
        hand_size: u32,
    },
    /// The entered hand size is not the schedule's.
    #[error("Hand {number} has {expected} cards each, not {got}.")]
    HandSize {
        /// 1-based hand number.
        number: usize,
        /// The schedule's size.
        expected: u32,
        /// The entered size.
        got: u32,
    },
    /// A dealer who is not at the table.
    #[error("The dealer must be one of the {seats} players.")]
    DealerSeat {
        /// Players at the table.
        seats: usize,
    },
    /// A hand size no deck can deal to this many players.
    #[error("With {seats} players a hand is 1 to {most} cards each, not {got}.")]
    SizeRange {
        /// Players at the table.
        seats: usize,
        /// The most cards each a pack deals them.
        most: u32,
        /// The size entered.
        got: u32,
    },
    /// A hand beyond the end of the schedule.
    #[error("The game is over: its schedule has {hands} hands.")]
    ScheduleOver {
        /// Hands in the schedule.
        hands: usize,
    },
}

impl Coded for OhHeckError {
    fn code(&self) -> &'static str {
        match self {
            OhHeckError::PlayerCount => "E_PLAYER_COUNT",
            OhHeckError::EntryCount { .. } => "E_ENTRY_COUNT",
            OhHeckError::BidRange { .. } => "E_BID_RANGE",
            OhHeckError::BidOrder { .. } => "E_BID_ORDER",
            OhHeckError::BidLocked => "E_BID_LOCKED",
            OhHeckError::DealerHook { .. } => "E_DEALER_HOOK",
            OhHeckError::TricksRange { .. } => "E_TRICKS_RANGE",
            OhHeckError::TricksSum { .. } => "E_TRICKS_SUM",
            OhHeckError::HandSize { .. }
            | OhHeckError::DealerSeat { .. }
            | OhHeckError::SizeRange { .. }
            | OhHeckError::ScheduleOver { .. } => "E_HAND_SIZE",
        }
    }

    fn said(&self) -> Option<crate::says::Said> {
        use crate::says::Said;
        Some(match self {
            OhHeckError::PlayerCount => Said::new("oh-heck-error-players")
                .arg("game", crate::games::GameKind::OhHeck.name_said()),
            OhHeckError::EntryCount { what, seats, got } => Said::new(if *what == "bid" {
                "oh-heck-error-bid-count"
            } else {
                "oh-heck-error-trick-count"
            })
            .arg("seats", *seats)
            .arg("got", *got),
            OhHeckError::BidRange { hand_size, .. } => {
                Said::new("oh-heck-error-bid-range").arg("size", *hand_size)
            }
            OhHeckError::BidOrder { next } => {
                Said::new("oh-heck-error-bid-order").arg("next", next.as_str())
            }
            OhHeckError::BidLocked => Said::new("oh-heck-error-bid-locked"),
            OhHeckError::DealerHook { bid, hand_size } => Said::new("oh-heck-error-hook")
                .arg("bid", *bid)
                .arg("size", *hand_size),
            OhHeckError::TricksRange { hand_size } => {
                Said::new("oh-heck-error-tricks-range").arg("size", *hand_size)
            }
            OhHeckError::TricksSum { sum, hand_size } => Said::new("oh-heck-error-tricks-sum")
                .arg("sum", sum.to_string())
                .arg("size", *hand_size),
            OhHeckError::HandSize {
                number,
                expected,
                got,
            } => Said::new("oh-heck-error-hand-size")
                .arg("number", *number)
                .arg("expected", *expected)
                .arg("got", *got),
            OhHeckError::DealerSeat { seats } => {
                Said::new("oh-heck-error-dealer").arg("seats", *seats)
            }
            OhHeckError::SizeRange { seats, most, got } => Said::new("oh-heck-error-size-range")
                .arg("seats", *seats)
                .arg("most", *most)
                .arg("got", *got),
            OhHeckError::ScheduleOver { hands } => {
                Said::new("oh-heck-error-over").arg("hands", *hands)
            }
        })
    }
}

/// "1 trick", "5 tricks".
fn tricks_word(n: u32) -> String {
    match n {
        1 => "1 trick".to_string(),
        n => format!("{n} tricks"),
    }
}

/// The seed's starting (and final) hand size S for a player count: 10 / 8 / 7.
pub fn start_size(players: usize) -> Option<u32> {
    match players {
        3..=5 => Some(10),
        6 => Some(8),
        7 => Some(7),
        _ => None,
    }
}

/// Every hand size of the game, in order (empty for an unsupported player count).
pub fn schedule(kind: OhHeckSchedule, players: usize) -> Vec<u32> {
    let max = match (kind, players) {
        (_, 0..=2) | (_, 8..) => return Vec::new(),
        (OhHeckSchedule::DownUp, n) => start_size(n).unwrap_or(1),
        (_, n) => u32::try_from(51 / n).unwrap_or(1),
    };
    let down = (1..=max).rev();
    match kind {
        OhHeckSchedule::UpDown => (1..=max).chain((1..max).rev()).collect(),
        _ => down.chain(2..=max).collect(),
    }
}

/// Cards per player in hand `hand_index` (0-based), if the schedule has that hand.
pub fn hand_size(options: &OhHeckOptions, players: usize, hand_index: usize) -> Option<u32> {
    schedule(options.schedule, players).get(hand_index).copied()
}

/// Seats in bidding order: left of the dealer first, the dealer last.
pub fn bidding_order(seats: usize, dealer: usize) -> Vec<usize> {
    (1..=seats).map(|k| (dealer + k) % seats.max(1)).collect()
}

/// The dealer's forbidden bid f = H − (sum of the other bids), when 0 ≤ f ≤ H; computed
/// before the dealer bids so the UI can strike it out.
pub fn forbidden_dealer_bid(hand_size: u32, other_bids: &[i64]) -> Option<u32> {
    let sum = other_bids
        .iter()
        .try_fold(0i64, |acc, &b| acc.checked_add(b))?;
    let f = i64::from(hand_size).checked_sub(sum)?;
    u32::try_from(f).ok().filter(|&f| f <= hand_size)
}

/// Points for one seat under a scoring variant.
pub fn bid_points(options: &OhHeckOptions, bid: i64, tricks: i64) -> i64 {
    let bonus = options.exact_bonus;
    let off = bid.saturating_sub(tricks).saturating_abs();
    let made = off == 0;
    match (options.scoring, made) {
        (OhHeckScoring::Seed | OhHeckScoring::Mrpikes, true) => bonus.saturating_add(bid),
        (OhHeckScoring::Seed, false) => 0,
        (OhHeckScoring::TricksPlusBonus | OhHeckScoring::OffBidPenalty, true) => {
            tricks.saturating_add(bonus)
        }
        (OhHeckScoring::TricksPlusBonus, false) => tricks,
        (OhHeckScoring::OffBidPenalty, false) => -off,
        (OhHeckScoring::Mrpikes, false) => bonus.saturating_add(off).saturating_neg(),
    }
}

/// "Player 3", or the name when one is given.
fn seat_name(names: &[String], seat: usize) -> String {
    names
        .get(seat)
        .cloned()
        .unwrap_or_else(|| format!("Player {}", seat + 1))
}

/// Bids entered one at a time, as at the table: in order, the dealer last and hooked, and a
/// bid changeable only until the next player has bid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bidding {
    hand_size: u32,
    hook: bool,
    order: Vec<usize>,
    bids: Vec<i64>,
    names: Vec<String>,
}

impl Bidding {
    /// Starts the bidding of a hand of `hand_size` cards; `names` may be empty.
    pub fn new(options: &OhHeckOptions, table: &Table, hand_size: u32, names: &[String]) -> Self {
        Self {
            hand_size,
            hook: options.hook,
            order: bidding_order(table.seats, table.dealer),
            bids: Vec::new(),
            names: names.to_vec(),
        }
    }

    /// The seat that bids next, or `None` once the dealer has bid.
    pub fn next_seat(&self) -> Option<usize> {
        self.order.get(self.bids.len()).copied()
    }

    /// The dealer's forbidden bid, once everybody else has bid (and while the hook is on).
    pub fn forbidden_dealer_bid(&self) -> Option<u32> {
        let others = self.order.len().checked_sub(1)?;
        (self.hook && self.bids.len() == others)
            .then(|| forbidden_dealer_bid(self.hand_size, &self.bids))
            .flatten()
    }

    fn check(&self, position: usize, bid: i64) -> Result<(), OhHeckError> {
        if !(0..=i64::from(self.hand_size)).contains(&bid) {
            return Err(OhHeckError::BidRange {
                hand_size: self.hand_size,
                bid,
            });
        }
        if self.hook && position + 1 == self.order.len() {
            if let Some(f) = forbidden_dealer_bid(self.hand_size, &self.bids[..position]) {
                if i64::from(f) == bid {
                    return Err(OhHeckError::DealerHook {
                        bid: f,
                        hand_size: self.hand_size,
                    });
                }
            }
        }
        Ok(())
    }

    /// `seat` bids `bid`: rejected out of turn, outside 0…H, or as the dealer's forbidden bid.
    pub fn bid(&mut self, seat: usize, bid: i64) -> Result<(), OhHeckError> {
        let next = self.next_seat();
        if next != Some(seat) {
            let next = match next {
                Some(s) => seat_name(&self.names, s),
                None => "Nobody".to_string(),
            };
            return Err(OhHeckError::BidOrder { next });
        }
        self.check(self.bids.len(), bid)?;
        self.bids.push(bid);
        Ok(())
    }

    /// `seat` changes its bid: allowed only for the latest bidder (never after the dealer).
    pub fn change(&mut self, seat: usize, bid: i64) -> Result<(), OhHeckError> {
        let last = self.bids.len().checked_sub(1);
        let dealer_done = self.bids.len() == self.order.len();
        if last.and_then(|i| self.order.get(i)) != Some(&seat) || dealer_done {
            return Err(OhHeckError::BidLocked);
        }
        let position = self.bids.len() - 1;
        self.check(position, bid)?;
        self.bids[position] = bid;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(seats: usize) -> Table {
        Table {
            seats,
            hand_index: 0,
            dealer: seats - 1,
        }
    }

    #[test]
    fn schedules() {
        assert_eq!(schedule(OhHeckSchedule::DownUp, 7).len(), 13);
        assert_eq!(schedule(OhHeckSchedule::DownUp, 6).len(), 15);
        assert_eq!(schedule(OhHeckSchedule::DownUp, 4).len(), 19);
        assert_eq!(schedule(OhHeckSchedule::UpDown, 5)[..3], [1, 2, 3]);
        assert_eq!(schedule(OhHeckSchedule::UpDown, 5).len(), 19);
        assert_eq!(schedule(OhHeckSchedule::DownUpMax, 3)[0], 17);
        assert!(schedule(OhHeckSchedule::DownUp, 8).is_empty());
    }

    #[test]
    fn incremental_bidding() {
        let opts = OhHeckOptions::default();
        let mut b = Bidding::new(&opts, &table(4), 5, &[]);
        assert_eq!(b.next_seat(), Some(0));
        assert_eq!(
            b.bid(1, 2).map_err(|e| e.to_string()),
            Err("Player 1 bids next.".into())
        );
        b.bid(0, 2).unwrap();
        b.change(0, 3).unwrap();
        b.bid(1, 1).unwrap();
        assert_eq!(b.change(0, 1), Err(OhHeckError::BidLocked));
        b.bid(2, 0).unwrap();
        assert_eq!(b.forbidden_dealer_bid(), Some(1));
        assert_eq!(b.bid(3, 1).map_err(|e| e.code()), Err("E_DEALER_HOOK"));
        b.bid(3, 0).unwrap();
        assert_eq!(b.change(3, 2), Err(OhHeckError::BidLocked));
        assert_eq!(b.next_seat(), None);
    }
}
