//! One round of Skull & Roses as a state machine (RULES.md §8.2): [`Round::start`] puts one
//! card on every stack, [`Round::apply`] takes the moves one by one and refuses what the rules
//! forbid, [`Round::next`] says what it waits for and [`Round::legal_moves`] lists every move
//! it would accept, so the app only ever shows legal buttons.
//!
//! Turns go clockwise (seat order) past the players who are out. Place or challenge: a player
//! with an empty hand must challenge. The auction: bids from 1 to the cards on the table,
//! raises strictly higher, passes final for the round; it ends when one bidder is left or the
//! bid equals the table. The reveal: the challenger's own stack first (from the top), then
//! stacks of their choice; it stops at the first skull or when `bid` roses are shown. A failure
//! costs the challenger one card (drawn at random by the skull's owner, chosen by the
//! challenger for their own skull); at 0 cards they are out. The next round starts with the
//! challenger, or the skull's owner if the challenger is out, or a player the challenger names
//! if their own skull put them out.

use super::error::{check_bid, SkullError};
use super::moves::{Face, SkullMove, SkullNext};
use crate::says::Said;
use serde::{Deserialize, Serialize};

/// How a finished round came out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename = "SkullRoundResult")]
pub struct RoundResult {
    /// Who revealed (the last bidder standing).
    pub challenger: usize,
    /// Their bid.
    pub bid: u32,
    /// True when `bid` roses were shown.
    pub success: bool,
    /// Whose skull stopped the reveal, on a failure.
    pub skull_owner: Option<usize>,
    /// Cards each player owns after the round (0 = out of the game).
    pub cards_after: Vec<u8>,
    /// Players put out by this round.
    pub eliminated: Vec<usize>,
    /// Who starts the next round (`None` when only one player is left).
    pub next_first: Option<usize>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    Placing,
    Auction,
    Reveal,
    Lose,
    Starter,
    Done,
}

/// A round in progress (or finished).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Round {
    names: Vec<String>,
    first: usize,
    cards: Vec<u8>,
    stacks: Vec<u8>,
    phase: Phase,
    turn: usize,
    passed: Vec<bool>,
    bid: u32,
    bidder: usize,
    revealed: Vec<u8>,
    roses: u32,
    skull_owner: Option<usize>,
    cards_after: Vec<u8>,
    next_first: Option<usize>,
    moves: Vec<SkullMove>,
}

impl Round {
    /// Starts a round: `cards` per seat (0 = out), `first` to move, `names` for messages (may
    /// be empty: "Player 3"). Every player still in puts one card face down.
    pub fn start(cards: &[u8], first: usize, names: &[String]) -> Result<Round, SkullError> {
        let names: Vec<String> = (0..cards.len())
            .map(|s| {
                names
                    .get(s)
                    .cloned()
                    .unwrap_or_else(|| format!("Player {}", s + 1))
            })
            .collect();
        if !(3..=12).contains(&cards.len()) {
            return Err(SkullError::PlayerCount);
        }
        if let Some(s) = cards.iter().position(|&c| c > 4) {
            return Err(SkullError::Cards {
                name: names[s].clone(),
                cards: u32::from(cards[s]),
            });
        }
        if cards.iter().filter(|&&c| c > 0).count() < 2 {
            return Err(SkullError::GameOver);
        }
        let mut round = Round {
            stacks: cards.iter().map(|&c| u8::from(c > 0)).collect(),
            cards: cards.to_vec(),
            phase: Phase::Placing,
            turn: 0,
            passed: vec![false; cards.len()],
            bid: 0,
            bidder: 0,
            revealed: vec![0; cards.len()],
            roses: 0,
            skull_owner: None,
            cards_after: cards.to_vec(),
            next_first: None,
            moves: Vec::new(),
            names,
            first,
        };
        round.turn = round.seat(first)?;
        Ok(round)
    }

    /// Picks a round up after some placements: `stacks` face-down cards per seat (at least 1
    /// for every player still in, at most the cards they own), `turn` to place or challenge.
    pub fn resume(
        cards: &[u8],
        stacks: &[u8],
        turn: usize,
        names: &[String],
    ) -> Result<Round, SkullError> {
        let mut round = Round::start(cards, turn, names)?;
        if stacks.len() != cards.len() {
            return Err(SkullError::NoSeat {
                seat: stacks.len(),
                seats: cards.len(),
            });
        }
        for (s, (&stack, &owned)) in stacks.iter().zip(cards).enumerate() {
            if stack > owned {
                return Err(SkullError::CantPlace);
            }
            if owned > 0 && stack == 0 {
                return Err(SkullError::NotNow {
                    expected: Said::new("skull-waits-first-card").arg("name", round.name(s)),
                });
            }
        }
        round.stacks = stacks.to_vec();
        Ok(round)
    }

    /// Replays `moves` from the start (or from `stacks` already placed, see [`Round::resume`]);
    /// the error says which move (0-based) was refused.
    pub fn replay(
        cards: &[u8],
        first: usize,
        stacks: Option<&[u8]>,
        names: &[String],
        moves: &[SkullMove],
    ) -> Result<Round, (Option<usize>, SkullError)> {
        let round = match stacks {
            Some(stacks) => Round::resume(cards, stacks, first, names),
            None => Round::start(cards, first, names),
        };
        let mut round = round.map_err(|e| (None, e))?;
        for (i, m) in moves.iter().enumerate() {
            round.apply(m).map_err(|e| (Some(i), e))?;
        }
        Ok(round)
    }

    /// Who started the round (or was to move when it was picked up).
    pub fn first(&self) -> usize {
        self.first
    }

    /// Every seat's name ("Player N" for a seat without one).
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// The name used in messages for `seat`.
    pub fn name(&self, seat: usize) -> &str {
        self.names.get(seat).map_or("?", String::as_str)
    }

    /// Face-down cards on each stack (revealed cards included until the round ends).
    pub fn stacks(&self) -> &[u8] {
        &self.stacks
    }

    /// Cards each player owns at the start of the round.
    pub fn cards(&self) -> &[u8] {
        &self.cards
    }

    /// Cards turned over on each stack so far.
    pub fn revealed(&self) -> &[u8] {
        &self.revealed
    }

    /// Cards each player owns now (after a card lost this round; 0 = out).
    pub fn owned(&self) -> &[u8] {
        &self.cards_after
    }

    /// Who has passed in the auction.
    pub fn passed(&self) -> &[bool] {
        &self.passed
    }

    /// The moves applied so far.
    pub fn moves(&self) -> &[SkullMove] {
        &self.moves
    }

    /// Cards on the table: the highest bid.
    pub fn total(&self) -> u32 {
        self.stacks.iter().map(|&s| u32::from(s)).sum()
    }

    /// The result, once the round is over.
    pub fn result(&self) -> Option<RoundResult> {
        (self.phase == Phase::Done).then(|| RoundResult {
            challenger: self.bidder,
            bid: self.bid,
            success: self.skull_owner.is_none(),
            skull_owner: self.skull_owner,
            eliminated: (0..self.cards.len())
                .filter(|&s| self.cards[s] > 0 && self.cards_after[s] == 0)
                .collect(),
            cards_after: self.cards_after.clone(),
            next_first: self.next_first,
        })
    }

    fn in_game(&self, seat: usize) -> bool {
        self.cards_after.get(seat).is_some_and(|&c| c > 0)
    }

    /// `seat` checked against the table and the players still in.
    fn seat(&self, seat: usize) -> Result<usize, SkullError> {
        if seat >= self.cards.len() {
            return Err(SkullError::NoSeat {
                seat: seat.saturating_add(1),
                seats: self.cards.len(),
            });
        }
        if !self.in_game(seat) {
            return Err(SkullError::Eliminated {
                name: self.name(seat).to_string(),
            });
        }
        Ok(seat)
    }

    /// The next seat clockwise after `from` that is in the game (and, in the auction, has not
    /// passed).
    fn after(&self, from: usize) -> usize {
        let n = self.cards.len();
        (1..=n)
            .map(|k| (from + k) % n)
            .find(|&s| self.in_game(s) && !(self.phase == Phase::Auction && self.passed[s]))
            .unwrap_or(from)
    }

    fn hand(&self, seat: usize) -> u8 {
        self.cards[seat].saturating_sub(self.stacks[seat])
    }

    fn turn_of(&self, seat: usize) -> Result<(), SkullError> {
        if seat == self.turn {
            Ok(())
        } else {
            Err(SkullError::NotYourTurn {
                name: self.name(self.turn).to_string(),
            })
        }
    }

    /// What the round waits for, as a message (for "not now" and "unfinished").
    pub fn expected(&self) -> Said {
        let turn = self.name(self.turn);
        let bidder = self.name(self.bidder);
        let (id, who) = match self.phase {
            Phase::Placing if self.hand(self.turn) == 0 => ("skull-waits-challenge", turn),
            Phase::Placing => ("skull-waits-place", turn),
            Phase::Auction => ("skull-waits-raise", turn),
            Phase::Reveal => ("skull-waits-reveal", bidder),
            Phase::Lose => ("skull-waits-lose", bidder),
            Phase::Starter => ("skull-waits-starter", bidder),
            Phase::Done => return Said::new("skull-waits-over"),
        };
        Said::new(id).arg("name", who)
    }

    fn not_now(&self) -> SkullError {
        SkullError::NotNow {
            expected: self.expected(),
        }
    }

    /// Applies one move, or refuses it and leaves the round as it was.
    pub fn apply(&mut self, m: &SkullMove) -> Result<(), SkullError> {
        if self.phase == Phase::Done {
            return Err(SkullError::RoundOver);
        }
        match (*m, self.phase) {
            (SkullMove::Place { seat }, Phase::Placing) => self.place(seat)?,
            (SkullMove::Challenge { seat, bid }, Phase::Placing) => self.challenge(seat, bid)?,
            (SkullMove::Pass { seat } | SkullMove::Raise { seat, .. }, Phase::Placing) => {
                self.seat(seat)?;
                self.turn_of(seat)?;
                return Err(if self.hand(seat) == 0 {
                    SkullError::MustChallenge
                } else {
                    self.not_now()
                });
            }
            (
                SkullMove::Raise { seat, bid } | SkullMove::Challenge { seat, bid },
                Phase::Auction,
            ) => self.raise(seat, bid)?,
            (SkullMove::Pass { seat }, Phase::Auction) => self.pass(seat)?,
            (SkullMove::Reveal { stack, card }, Phase::Reveal) => self.reveal(stack, card)?,
            (SkullMove::Lose { pick }, Phase::Lose) => self.lose(pick)?,
            (SkullMove::Starter { seat }, Phase::Starter) => {
                self.next_first = Some(self.seat(seat)?);
                self.phase = Phase::Done;
            }
            (SkullMove::Place { seat }, _) => {
                self.seat(seat)?;
                return Err(self.not_now());
            }
            _ => return Err(self.not_now()),
        }
        self.moves.push(*m);
        Ok(())
    }

    fn place(&mut self, seat: usize) -> Result<(), SkullError> {
        self.seat(seat)?;
        self.turn_of(seat)?;
        if self.hand(seat) == 0 {
            return Err(SkullError::CantPlace);
        }
        self.stacks[seat] += 1;
        self.turn = self.after(seat);
        Ok(())
    }

    fn challenge(&mut self, seat: usize, bid: u32) -> Result<(), SkullError> {
        self.seat(seat)?;
        self.turn_of(seat)?;
        self.bid = check_bid(self.total(), None, i64::from(bid))?;
        self.bidder = seat;
        self.phase = Phase::Auction;
        self.end_auction_or_next(seat);
        Ok(())
    }

    fn raise(&mut self, seat: usize, bid: u32) -> Result<(), SkullError> {
        self.seat(seat)?;
        if self.passed[seat] {
            return Err(SkullError::Passed);
        }
        self.turn_of(seat)?;
        self.bid = check_bid(self.total(), Some(self.bid), i64::from(bid))?;
        self.bidder = seat;
        self.end_auction_or_next(seat);
        Ok(())
    }

    fn pass(&mut self, seat: usize) -> Result<(), SkullError> {
        self.seat(seat)?;
        if self.passed[seat] {
            return Err(SkullError::Passed);
        }
        self.turn_of(seat)?;
        self.passed[seat] = true;
        self.end_auction_or_next(seat);
        Ok(())
    }

    /// After a bid or a pass by `seat`: the auction ends when the bid equals the table or only
    /// the high bidder is left; otherwise the next bidder clockwise is to move.
    fn end_auction_or_next(&mut self, seat: usize) {
        let bidders = (0..self.cards.len())
            .filter(|&s| self.in_game(s) && !self.passed[s])
            .count();
        if self.bid >= self.total() || bidders <= 1 {
            self.phase = Phase::Reveal;
            self.turn = self.bidder;
        } else {
            self.turn = self.after(seat);
        }
    }

    fn reveal(&mut self, stack: usize, card: Face) -> Result<(), SkullError> {
        self.seat(stack)?;
        let own = self.bidder;
        if self.revealed[stack] >= self.stacks[stack] {
            return Err(SkullError::StackEmpty {
                name: self.name(stack).to_string(),
            });
        }
        if stack != own && self.revealed[own] < self.stacks[own] {
            return Err(SkullError::RevealOrder);
        }
        self.revealed[stack] += 1;
        match card {
            Face::Skull => {
                self.skull_owner = Some(stack);
                self.phase = Phase::Lose;
            }
            Face::Rose => {
                self.roses += 1;
                if self.roses >= self.bid {
                    self.next_first = Some(own);
                    self.phase = Phase::Done;
                }
            }
        }
        Ok(())
    }

    fn lose(&mut self, pick: Option<u8>) -> Result<(), SkullError> {
        let own = self.bidder;
        let cards = self.cards[own];
        if pick.is_some_and(|p| p >= cards) {
            return Err(SkullError::Pick {
                name: self.name(own).to_string(),
                cards,
            });
        }
        self.cards_after[own] = cards.saturating_sub(1);
        let left: Vec<usize> = (0..self.cards.len()).filter(|&s| self.in_game(s)).collect();
        self.phase = Phase::Done;
        if left.len() <= 1 {
            self.next_first = None;
        } else if self.cards_after[own] > 0 {
            self.next_first = Some(own);
        } else if self.skull_owner != Some(own) {
            self.next_first = self.skull_owner;
        } else {
            self.phase = Phase::Starter;
        }
        Ok(())
    }

    /// What the round waits for: the buttons to show.
    pub fn next(&self) -> SkullNext {
        match self.phase {
            Phase::Placing => SkullNext::PlaceOrChallenge {
                seat: self.turn,
                can_place: self.hand(self.turn) > 0,
                max_bid: self.total(),
            },
            Phase::Auction => SkullNext::Bid {
                seat: self.turn,
                current: self.bid,
                min_bid: self.bid + 1,
                max_bid: self.total(),
            },
            Phase::Reveal => {
                let own = self.bidder;
                let stacks = if self.revealed[own] < self.stacks[own] {
                    vec![own]
                } else {
                    (0..self.cards.len())
                        .filter(|&s| s != own && self.revealed[s] < self.stacks[s])
                        .collect()
                };
                SkullNext::Reveal {
                    challenger: own,
                    bid: self.bid,
                    roses: self.roses,
                    stacks,
                }
            }
            Phase::Lose => SkullNext::Lose {
                challenger: self.bidder,
                skull_owner: self.skull_owner.unwrap_or(self.bidder),
                cards: self.cards[self.bidder],
                random: self.skull_owner != Some(self.bidder),
            },
            Phase::Starter => SkullNext::Starter {
                challenger: self.bidder,
                seats: (0..self.cards.len()).filter(|&s| self.in_game(s)).collect(),
            },
            Phase::Done => SkullNext::Done,
        }
    }

    /// Every move the round would accept now (each bid, each stack and face, each card pick).
    pub fn legal_moves(&self) -> Vec<SkullMove> {
        match self.next() {
            SkullNext::PlaceOrChallenge {
                seat,
                can_place,
                max_bid,
            } => can_place
                .then_some(SkullMove::Place { seat })
                .into_iter()
                .chain((1..=max_bid).map(|bid| SkullMove::Challenge { seat, bid }))
                .collect(),
            SkullNext::Bid {
                seat,
                min_bid,
                max_bid,
                ..
            } => std::iter::once(SkullMove::Pass { seat })
                .chain((min_bid..=max_bid).map(|bid| SkullMove::Raise { seat, bid }))
                .collect(),
            SkullNext::Reveal { stacks, .. } => stacks
                .into_iter()
                .flat_map(|stack| {
                    [Face::Rose, Face::Skull].map(|card| SkullMove::Reveal { stack, card })
                })
                .collect(),
            SkullNext::Lose { cards, .. } => std::iter::once(SkullMove::Lose { pick: None })
                .chain((0..cards).map(|p| SkullMove::Lose { pick: Some(p) }))
                .collect(),
            SkullNext::Starter { seats, .. } => seats
                .into_iter()
                .map(|seat| SkullMove::Starter { seat })
                .collect(),
            SkullNext::Done => Vec::new(),
        }
    }
}
