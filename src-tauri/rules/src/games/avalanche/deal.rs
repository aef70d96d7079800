//! One deal of Avalanche played move by move (RULES.md §9.2–9.5 with the §9.6 defaults,
//! §11.13): [`Deal::start`] deals 10 cards each, [`Deal::apply`] takes snowfalls and plays,
//! classifies each play, moves a fallen avalanche to the player who made the previous play,
//! removes a stopped one, refills an empty hand at the end of its turn while the deck lasts,
//! puts out the players who run out once it is empty, and ends the deal when one player still
//! holds cards (they store them). Only counts are known, not the cards in each hand.
//!
//! Turns go clockwise (seat order), past the players who are out; after a fall or a stop the
//! next player clockwise after the resolving player moves. Cards are conserved at every step:
//! stored + removed + in hands + in the deck + on the table = the deck size.

use super::error::AvalancheError;
use super::play::{classify, AvRank, Play, PlayKind};
use serde::{Deserialize, Serialize};

/// Cards dealt to each player, and drawn by a player whose hand runs out.
pub const HAND_SIZE: u32 = 10;

/// One move of a deal. Seats are 0-based.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ts_rs::TS)]
#[serde(tag = "move", rename_all = "camelCase")]
pub enum AvalancheMove {
    /// Draw one card from the deck (no avalanche moving, deck not empty).
    Snowfall {
        /// Who draws.
        seat: usize,
    },
    /// Play `count` cards of `rank`.
    Play {
        /// Who plays.
        seat: usize,
        /// How many cards.
        count: u32,
        /// Their rank.
        rank: AvRank,
    },
}

/// What one move did, for the log and the app's "grow / stop / fall" banner.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename = "AvalancheStep")]
pub struct Step {
    /// The play's class (`None` for a snowfall).
    pub kind: Option<PlayKind>,
    /// Who stored a fallen avalanche.
    pub receiver: Option<usize>,
    /// Cards that fell or were removed with this play.
    pub cards: u32,
    /// Cards the mover drew to refill an empty hand.
    pub refill: u32,
    /// The last player holding cards, who stored them as the deal ended.
    pub last: Option<usize>,
}

/// A deal in progress (or finished).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename = "AvalancheDeal")]
pub struct Deal {
    /// Names for messages ("Player 2" when none was given).
    pub names: Vec<String>,
    /// The configured deck size.
    pub deck_size: u32,
    /// Cards in each hand.
    pub hands: Vec<u32>,
    /// Cards left in the deck.
    pub deck: u32,
    /// Cards each player has stored (their points).
    pub stored: Vec<u32>,
    /// Cards removed from the game by stops.
    pub removed: u32,
    /// The moving avalanche: each play on the table and who made it.
    pub moving: Vec<(usize, Play)>,
    /// Whose turn it is.
    pub turn: usize,
    /// True once the deal is over.
    pub over: bool,
    /// Every move so far with what it did.
    pub steps: Vec<(AvalancheMove, Step)>,
}

impl Deal {
    /// Deals 10 cards to each of `seats` players from a deck of `deck_size`; `first` moves.
    pub fn start(
        seats: usize,
        deck_size: u32,
        first: usize,
        names: &[String],
    ) -> Result<Deal, AvalancheError> {
        if !(2..=6).contains(&seats) {
            return Err(AvalancheError::PlayerCount);
        }
        let dealt = HAND_SIZE * u32::try_from(seats).unwrap_or(u32::MAX);
        if deck_size < dealt {
            return Err(AvalancheError::DeckTooSmall {
                deck: deck_size,
                seats,
            });
        }
        if first >= seats {
            return Err(AvalancheError::NoSeat {
                seat: first + 1,
                seats,
            });
        }
        Ok(Deal {
            names: (0..seats)
                .map(|s| {
                    names
                        .get(s)
                        .cloned()
                        .unwrap_or_else(|| format!("Player {}", s + 1))
                })
                .collect(),
            deck_size,
            hands: vec![HAND_SIZE; seats],
            deck: deck_size - dealt,
            stored: vec![0; seats],
            removed: 0,
            moving: Vec::new(),
            turn: first,
            over: false,
            steps: Vec::new(),
        })
    }

    /// Replays `moves`; the error says which move (0-based) was refused.
    pub fn replay(
        seats: usize,
        deck_size: u32,
        first: usize,
        names: &[String],
        moves: &[AvalancheMove],
    ) -> Result<Deal, (Option<usize>, AvalancheError)> {
        let mut deal = Deal::start(seats, deck_size, first, names).map_err(|e| (None, e))?;
        for (i, m) in moves.iter().enumerate() {
            deal.apply(m).map_err(|e| (Some(i), e))?;
        }
        Ok(deal)
    }

    fn name(&self, seat: usize) -> String {
        self.names.get(seat).cloned().unwrap_or_default()
    }

    /// Cards face up in the moving avalanche.
    pub fn on_table(&self) -> u32 {
        self.moving.iter().map(|(_, p)| p.count).sum()
    }

    /// stored + removed + in hands + in the deck + on the table (always the deck size).
    pub fn accounted(&self) -> u64 {
        let sum = |v: &[u32]| v.iter().map(|&c| u64::from(c)).sum::<u64>();
        sum(&self.stored)
            + u64::from(self.removed)
            + sum(&self.hands)
            + u64::from(self.deck)
            + u64::from(self.on_table())
    }

    /// The play the next play is compared with (`None`: no avalanche moving).
    pub fn previous(&self) -> Option<Play> {
        self.moving.last().map(|&(_, p)| p)
    }

    /// True when the player to move may draw instead of playing.
    pub fn can_snowfall(&self) -> bool {
        !self.over && self.moving.is_empty() && self.deck > 0
    }

    /// Every move the deal would accept now (each count and rank the player to move can play).
    pub fn legal_moves(&self) -> Vec<AvalancheMove> {
        if self.over {
            return Vec::new();
        }
        let seat = self.turn;
        let held = self.hands.get(seat).copied().unwrap_or(0);
        self.can_snowfall()
            .then_some(AvalancheMove::Snowfall { seat })
            .into_iter()
            .chain((1..=held).flat_map(|count| {
                AvRank::all().map(move |rank| AvalancheMove::Play { seat, count, rank })
            }))
            .collect()
    }

    fn check_mover(&self, seat: usize) -> Result<(), AvalancheError> {
        let seats = self.hands.len();
        if self.over {
            return Err(AvalancheError::GameOver);
        }
        if seat >= seats {
            return Err(AvalancheError::NoSeat {
                seat: seat.saturating_add(1),
                seats,
            });
        }
        if self.hands[seat] == 0 {
            return Err(AvalancheError::Out {
                name: self.name(seat),
            });
        }
        if seat != self.turn {
            return Err(AvalancheError::NotYourTurn {
                name: self.name(self.turn),
            });
        }
        Ok(())
    }

    /// Applies one move, or refuses it and leaves the deal as it was.
    pub fn apply(&mut self, m: &AvalancheMove) -> Result<Step, AvalancheError> {
        let mut step = Step {
            kind: None,
            receiver: None,
            cards: 0,
            refill: 0,
            last: None,
        };
        let seat = match *m {
            AvalancheMove::Snowfall { seat } => {
                self.check_mover(seat)?;
                if !self.moving.is_empty() {
                    return Err(AvalancheError::SnowfallActive);
                }
                if self.deck == 0 {
                    return Err(AvalancheError::SnowfallEmpty);
                }
                self.deck -= 1;
                self.hands[seat] += 1;
                seat
            }
            AvalancheMove::Play { seat, count, rank } => {
                self.check_mover(seat)?;
                if count == 0 {
                    return Err(AvalancheError::NoCards);
                }
                let held = self.hands[seat];
                if count > held {
                    return Err(AvalancheError::NotInHand {
                        name: self.name(seat),
                        held,
                        count,
                    });
                }
                let play = Play { count, rank };
                let kind = classify(self.previous(), play);
                let receiver = self.moving.last().map(|&(s, _)| s);
                self.hands[seat] -= count;
                self.moving.push((seat, play));
                step.kind = Some(kind);
                match (kind, receiver) {
                    (PlayKind::Fall, Some(r)) => {
                        step.cards = self.on_table();
                        step.receiver = Some(r);
                        self.stored[r] += step.cards;
                        self.moving.clear();
                    }
                    (PlayKind::Stop, _) => {
                        step.cards = self.on_table();
                        self.removed += step.cards;
                        self.moving.clear();
                    }
                    _ => {}
                }
                seat
            }
        };
        if self.hands[seat] == 0 && self.deck > 0 {
            step.refill = self.deck.min(HAND_SIZE);
            self.deck -= step.refill;
            self.hands[seat] = step.refill;
        }
        self.end_turn(seat, &mut step);
        self.steps.push((*m, step.clone()));
        Ok(step)
    }

    /// Passes the turn clockwise past the players who are out; ends the deal when the deck is
    /// empty and one player (at most) still holds cards: they store their hand.
    fn end_turn(&mut self, seat: usize, step: &mut Step) {
        let n = self.hands.len();
        let holders: Vec<usize> = (0..n).filter(|&s| self.hands[s] > 0).collect();
        if self.deck == 0 && holders.len() <= 1 {
            if let Some(&last) = holders.first() {
                self.stored[last] += self.hands[last];
                self.hands[last] = 0;
                step.last = Some(last);
            }
            self.over = true;
            return;
        }
        if let Some(next) = (1..=n).map(|k| (seat + k) % n).find(|&s| self.hands[s] > 0) {
            self.turn = next;
        }
    }

    /// The refusal for saving this deal as finished, if it isn't.
    pub fn check_finished(&self) -> Result<(), AvalancheError> {
        if self.over {
            Ok(())
        } else {
            Err(AvalancheError::Unfinished {
                name: self.name(self.turn),
                left: self.hands.iter().sum(),
            })
        }
    }
}
