//! Who sits where in a night's next round.
//!
//! - The players are ranked first: for the first round by a shuffle drawn from the seed the
//!   caller gives (a ChaCha8 stream, the same on every machine; this crate draws nothing
//!   itself), then by the standings so far.
//! - Two-player games (Gin) are paired Swiss-style, by a minimum-cost perfect matching
//!   (`integer-blossom`'s blossom algorithm) over the ranked players, with a "bye" vertex when
//!   their number is odd. A pairing's cost is, in order of weight: a bye to a player who has
//!   had more byes than someone else could have had it, then each rematch (times the meetings
//!   already had), then the squared distance between the two players' ranks (neighbours in
//!   the standings meet: 1st–2nd, 3rd–4th, the Monrad way; the bye goes to the lowest-ranked
//!   player who may have it). So nobody gets a second bye while another has none, no rematch is
//!   made while one can be avoided, and among the pairings left the closest in standing win.
//! - Tables of three or more rotate: the byes go to the players with the fewest byes (the
//!   lowest-ranked first), then the others are grouped to make the fewest repeated meetings
//!   (each pair at one table counts the times they sat together before), by a local search of
//!   swaps from several starts (the ranked order, then shuffles from the seed).
//! - A player the host fixed to a table sits there every round and is never given a bye.
//!
//! Tables are numbered from 1: a fixed player's table keeps its number, the others are
//! numbered in the order of their best-ranked player. At a table the players sit in rank order.

use super::spec::NightSpec;
use super::standings::{standings, RoundResult};
use crate::error::RuleError;
use rand::rngs::ChaCha8Rng;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One table of a seated round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct TableSeats {
    /// Its number in the room, from 1.
    pub table: usize,
    /// Its players in seat order (seat 0 first, the first dealer).
    pub seats: Vec<String>,
}

/// A seated round: its tables and the players who sit it out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Seating {
    /// The round's number, from 1.
    pub round: u32,
    /// Its tables, by number.
    pub tables: Vec<TableSeats>,
    /// Players with a bye this round.
    pub byes: Vec<String>,
}

/// A bye to a fixed player, or two fixed players at one table: never while anything else can
/// be done.
const FORBIDDEN: i64 = 1 << 54;
/// One bye more than another player could have had.
const BYE_AGAIN: i64 = 1 << 46;
/// One earlier meeting of the pair.
const REMATCH: i64 = 1 << 32;

/// How many local-search starts a round of tables of three or more gets.
const STARTS: u64 = 12;

/// Seats the next round of `spec` after the rounds `played` (their tables and byes, in order),
/// the first round shuffled by `seed`. Refused once every round of the night is seated.
pub fn seat(spec: &NightSpec, seed: u32, played: &[RoundResult]) -> Result<Seating, RuleError> {
    // Those who left are seated no more; late arrivals are among the players.
    let spec = &spec.seated();
    let round = u32::try_from(played.len() + 1).unwrap_or(u32::MAX);
    if round > spec.rounds {
        return Err(RuleError::saying(
            "E_NIGHT_OVER",
            crate::says::Said::new("night-error-over").arg("rounds", spec.rounds),
        ));
    }
    let order = ranked(spec, seed, played)?;
    let index: BTreeMap<&str, usize> = order
        .iter()
        .enumerate()
        .map(|(i, p)| (p.as_str(), i))
        .collect();
    let n = order.len();
    let mut meetings = vec![0i64; n * n];
    let mut byes = vec![0i64; n];
    for r in played {
        for table in &r.tables {
            let at: Vec<usize> = table
                .seats
                .iter()
                .filter_map(|s| index.get(s.as_str()).copied())
                .collect();
            for &a in &at {
                for &b in &at {
                    if a != b {
                        meetings[a * n + b] += 1;
                    }
                }
            }
        }
        for p in &r.byes {
            if let Some(&i) = index.get(p.as_str()) {
                byes[i] += 1;
            }
        }
    }
    let fixed: Vec<Option<usize>> = order.iter().map(|p| spec.fixed_table(p)).collect();
    let ranks = Ranks {
        n,
        meetings,
        byes,
        fixed,
    };
    let (groups, bye) = if spec.table_size == 2 {
        ranks.swiss()
    } else {
        ranks.rotate(spec, seed, round)
    };
    Ok(Seating {
        round,
        tables: numbered(&ranks.fixed, groups, spec.tables())
            .into_iter()
            .map(|(table, seats)| TableSeats {
                table,
                seats: seats
                    .iter()
                    .filter_map(|&i| order.get(i).cloned())
                    .collect(),
            })
            .collect(),
        byes: bye.iter().filter_map(|&i| order.get(i).cloned()).collect(),
    })
}

/// The night's players, best first: shuffled by `seed` before the first round, else by the
/// standings.
fn ranked(spec: &NightSpec, seed: u32, played: &[RoundResult]) -> Result<Vec<String>, RuleError> {
    if played.is_empty() {
        let mut order = spec.players.clone();
        order.shuffle(&mut ChaCha8Rng::seed_from_u64(u64::from(seed)));
        return Ok(order);
    }
    let lowest_wins = spec.lowest_wins()?;
    Ok(standings(spec, lowest_wins, played)
        .into_iter()
        .map(|s| s.player)
        .filter(|p| spec.players.contains(p))
        .collect())
}

/// The ranked players (0 is the best) and what seating weighs about them.
struct Ranks {
    n: usize,
    /// `meetings[a * n + b]`: tables `a` and `b` shared so far.
    meetings: Vec<i64>,
    /// Byes had so far.
    byes: Vec<i64>,
    /// The table each is fixed to.
    fixed: Vec<Option<usize>>,
}

impl Ranks {
    fn met(&self, a: usize, b: usize) -> i64 {
        self.meetings.get(a * self.n + b).copied().unwrap_or(0)
    }

    fn is_fixed(&self, a: usize) -> bool {
        self.fixed.get(a).copied().flatten().is_some()
    }

    fn byes_of(&self, a: usize) -> i64 {
        self.byes.get(a).copied().unwrap_or(0)
    }

    /// The fewest byes any player who may have one has had.
    fn fewest_byes(&self) -> i64 {
        (0..self.n)
            .filter(|&a| !self.is_fixed(a))
            .map(|a| self.byes_of(a))
            .min()
            .unwrap_or(0)
    }

    /// Two-player tables by a minimum-cost perfect matching; the pairs (better-ranked first) and
    /// the bye, if any.
    fn swiss(&self) -> (Vec<Vec<usize>>, Vec<usize>) {
        let n = self.n;
        // An odd number of players: vertex `n` is the bye, ranked below everyone.
        let vertices = n + n % 2;
        let fewest = self.fewest_byes();
        let rank_gap = |a: usize, b: usize| {
            let d = i64::try_from(a.abs_diff(b)).unwrap_or(i64::MAX / 4);
            d * d
        };
        let mut cost = vec![0i64; vertices * vertices];
        for a in 0..vertices {
            for b in 0..vertices {
                if a == b {
                    continue;
                }
                let c = if a == n || b == n {
                    let p = a.min(b);
                    if self.is_fixed(p) {
                        FORBIDDEN
                    } else {
                        BYE_AGAIN * (self.byes_of(p) - fewest) + rank_gap(p, n)
                    }
                } else if self.is_fixed(a) && self.is_fixed(b) {
                    FORBIDDEN
                } else {
                    REMATCH * self.met(a, b) + rank_gap(a, b)
                };
                cost[a * vertices + b] = c;
            }
        }
        let mates = integer_blossom::min_weight_perfect_matching(&cost, vertices);
        let mut pairs = Vec::new();
        let mut bye = Vec::new();
        for (a, &b) in mates.iter().enumerate() {
            if a == n {
                continue;
            }
            if b == n {
                bye.push(a);
            } else if a < b {
                pairs.push(vec![a, b]);
            }
        }
        (pairs, bye)
    }

    /// Tables of `spec.table_size` with the fewest repeated meetings; the tables (players in
    /// rank order) and the byes.
    fn rotate(&self, spec: &NightSpec, seed: u32, round: u32) -> (Vec<Vec<usize>>, Vec<usize>) {
        let mut free: Vec<usize> = (0..self.n).filter(|&a| !self.is_fixed(a)).collect();
        // The fewest byes first, the lowest-ranked first among them.
        free.sort_by_key(|&a| (self.byes_of(a), std::cmp::Reverse(a)));
        let bye: Vec<usize> = free.iter().take(spec.byes()).copied().collect();
        let mut bye_sorted = bye.clone();
        bye_sorted.sort_unstable();
        let mut movable: Vec<usize> = free.into_iter().skip(spec.byes()).collect();
        movable.sort_unstable();
        let tables = spec.tables();
        let size = spec.table_size;
        let mut rng = ChaCha8Rng::seed_from_u64((u64::from(seed) << 32) | u64::from(round));
        let mut best: Option<(i64, Vec<Vec<usize>>)> = None;
        for start in 0..STARTS {
            let mut order = movable.clone();
            if start > 0 {
                order.shuffle(&mut rng);
            }
            let mut groups = self.fill(&order, tables, size);
            self.improve(&mut groups);
            let c = self.cost(&groups);
            if best.as_ref().is_none_or(|(b, _)| c < *b) {
                best = Some((c, groups));
            }
            if c == 0 {
                break;
            }
        }
        let mut groups = best.map(|(_, g)| g).unwrap_or_default();
        for g in &mut groups {
            g.sort_unstable();
        }
        (groups, bye_sorted)
    }

    /// Fixed players at their tables, then `order` into the first table with room.
    fn fill(&self, order: &[usize], tables: usize, size: usize) -> Vec<Vec<usize>> {
        let mut groups: Vec<Vec<usize>> = vec![Vec::with_capacity(size); tables];
        for (a, table) in self.fixed.iter().enumerate() {
            if let Some(g) = table
                .and_then(|t| t.checked_sub(1))
                .and_then(|t| groups.get_mut(t))
            {
                g.push(a);
            }
        }
        let mut next = 0;
        for &a in order {
            while groups.get(next).is_some_and(|g| g.len() >= size) {
                next += 1;
            }
            if let Some(g) = groups.get_mut(next) {
                g.push(a);
            }
        }
        groups
    }

    /// Repeated meetings at these tables: every pair at a table, times they met before.
    fn cost(&self, groups: &[Vec<usize>]) -> i64 {
        groups
            .iter()
            .map(|g| {
                g.iter()
                    .enumerate()
                    .flat_map(|(i, &a)| g.iter().skip(i + 1).map(move |&b| (a, b)))
                    .map(|(a, b)| self.met(a, b))
                    .sum::<i64>()
            })
            .sum()
    }

    /// What moving `a` out of `g` and `b` into it changes in `g`'s repeated meetings.
    fn swap_gain(&self, g: &[usize], a: usize, b: usize) -> i64 {
        g.iter()
            .filter(|&&x| x != a)
            .map(|&x| self.met(b, x) - self.met(a, x))
            .sum()
    }

    /// Swaps two unfixed players at different tables while the best such swap lowers the
    /// repeated meetings (steepest descent, so the same input always gives the same tables).
    fn improve(&self, groups: &mut [Vec<usize>]) {
        loop {
            let mut best: Option<(i64, usize, usize, usize, usize)> = None;
            for (gi, g) in groups.iter().enumerate() {
                for (hi, h) in groups.iter().enumerate().skip(gi + 1) {
                    for (ai, &a) in g.iter().enumerate() {
                        if self.is_fixed(a) {
                            continue;
                        }
                        for (bi, &b) in h.iter().enumerate() {
                            if self.is_fixed(b) {
                                continue;
                            }
                            let delta = self.swap_gain(g, a, b) + self.swap_gain(h, b, a);
                            if delta < 0 && best.is_none_or(|(d, ..)| delta < d) {
                                best = Some((delta, gi, ai, hi, bi));
                            }
                        }
                    }
                }
            }
            let Some((_, gi, ai, hi, bi)) = best else {
                return;
            };
            let a = groups.get(gi).and_then(|g| g.get(ai)).copied();
            let b = groups.get(hi).and_then(|h| h.get(bi)).copied();
            let (Some(a), Some(b)) = (a, b) else {
                return;
            };
            if let Some(slot) = groups.get_mut(gi).and_then(|g| g.get_mut(ai)) {
                *slot = b;
            }
            if let Some(slot) = groups.get_mut(hi).and_then(|h| h.get_mut(bi)) {
                *slot = a;
            }
        }
    }
}

/// Numbers the tables: a fixed player's table keeps its number, the others take the numbers
/// left in the order of their best-ranked player.
fn numbered(
    fixed: &[Option<usize>],
    groups: Vec<Vec<usize>>,
    tables: usize,
) -> Vec<(usize, Vec<usize>)> {
    let pinned = |g: &[usize]| g.iter().find_map(|&a| fixed.get(a).copied().flatten());
    let mut out: Vec<(usize, Vec<usize>)> = Vec::with_capacity(groups.len());
    let mut loose: Vec<Vec<usize>> = Vec::new();
    for g in groups {
        match pinned(&g) {
            Some(t) => out.push((t, g)),
            None => loose.push(g),
        }
    }
    loose.sort_by_key(|g| g.iter().min().copied());
    let mut numbers = (1..=tables.max(out.len() + loose.len()))
        .filter(|t| !out.iter().any(|(u, _)| u == t))
        .collect::<Vec<_>>()
        .into_iter();
    for g in loose {
        if let Some(t) = numbers.next() {
            out.push((t, g));
        }
    }
    out.sort_by_key(|(t, _)| *t);
    out
}
