//! The generic exact solver: a memoised depth-first search over the multiset of cards left.
//!
//! It works for every [`MeldRules`]: any ace mode, several decks, wild jokers. At each state
//! it takes the first natural card left (suit-major index order) and branches: that card is
//! deadwood, or it goes into one of the melds that contain it and fit the cards left (jokers
//! fill gaps, and may also stand in for a natural that is better kept out). The state key is a
//! mixed-radix number over the hand's distinct cards, so the memo is one `u64 -> Cost` map.
//! A [`Cost`] is the deadwood, then the number of deadwood cards, then the number of melds:
//! [`Solver::solve`] minimises only the first (and stops at a state that melds everything);
//! [`Solver::solve_exact`] all three among the least-deadwood arrangements, so that
//! [`super::arrange`] finds its tie-break winner without listing every joker placement.

use crate::meld::{MeldKind, MeldRules};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A meld candidate, compact: for a run, `anchor` is the suit and bit `q` of `naturals` says
/// position `q` (rank index `(start + q) % 13`) is a natural card, otherwise a joker; for a
/// set, `anchor` is the rank index and `naturals` the suits held by natural cards. `mask` has
/// the natural cards as card-index bits and `delta` what they weigh in the state key, so that
/// taking the meld out of the state is a few word operations.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct Cand {
    pub kind: MeldKind,
    pub anchor: u8,
    pub start: u8,
    pub len: u8,
    pub naturals: u16,
    pub jokers: u8,
    mask: u64,
    delta: u64,
}

/// A tiny multiplicative hasher for `u64` keys (the default SipHash costs more than the work).
#[derive(Default)]
pub(crate) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(5) ^ u64::from(b)).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = (n ^ (n >> 29)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        self.0 ^= self.0 >> 32;
    }
}

type Memo = HashMap<u64, Cost, BuildHasherDefault<KeyHasher>>;

/// Bits per bit-sliced card count: up to 31 copies of one card (a hand has at most
/// `MAX_CARDS`).
const SLICES: usize = 5;

/// What an arrangement costs, compared in this order: deadwood value, then how many cards
/// are deadwood, then how many melds (fewer is better: long runs stay whole).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub(crate) struct Cost {
    pub deadwood: u32,
    pub dead_cards: u16,
    pub melds: u16,
}

impl Cost {
    /// One meld.
    pub const MELD: Cost = Cost {
        deadwood: 0,
        dead_cards: 0,
        melds: 1,
    };

    /// Field-wise sum (saturating).
    pub fn plus(self, o: Cost) -> Cost {
        Cost {
            deadwood: self.deadwood.saturating_add(o.deadwood),
            dead_cards: self.dead_cards.saturating_add(o.dead_cards),
            melds: self.melds.saturating_add(o.melds),
        }
    }

    /// Field-wise difference, if no field goes below zero.
    pub fn minus(self, o: Cost) -> Option<Cost> {
        Some(Cost {
            deadwood: self.deadwood.checked_sub(o.deadwood)?,
            dead_cards: self.dead_cards.checked_sub(o.dead_cards)?,
            melds: self.melds.checked_sub(o.melds)?,
        })
    }
}

/// Search state and memo for one hand.
pub(crate) struct Solver<'a> {
    rules: &'a MeldRules,
    /// Copies of each natural card left, bit-sliced: bit `i` of `slices[k]` is bit `k` of the
    /// count of card `i` (index = suit * 13 + rank index).
    slices: [u64; SLICES],
    /// Wild jokers left.
    pub jokers: u8,
    /// Jokers that are not wild (a game without jokers): plain deadwood.
    pub dead_jokers: u32,
    weight: [u64; 52],
    joker_weight: u64,
    key: u64,
    memo: Memo,
    stack: Vec<Cand>,
    memo_exact: Memo,
}

impl<'a> Solver<'a> {
    /// A solver for `counts` (natural cards) and `jokers`. The caller keeps the hand small
    /// enough that the product of `(count + 1)` fits in a `u64`.
    pub fn new(counts: [u8; 52], jokers: u8, rules: &'a MeldRules) -> Self {
        let (wild, dead) = if rules.jokers_wild() {
            (jokers, 0)
        } else {
            (0, u32::from(jokers))
        };
        let mut weight = [0u64; 52];
        let mut radix = 1u64;
        let mut key = 0u64;
        let mut slices = [0u64; SLICES];
        for i in 0..52 {
            if counts[i] > 0 {
                weight[i] = radix;
                key += radix * u64::from(counts[i]);
                radix *= u64::from(counts[i]) + 1;
                for (k, slice) in slices.iter_mut().enumerate() {
                    *slice |= u64::from(counts[i] >> k & 1) << i;
                }
            }
        }
        key += radix * u64::from(wild);
        Solver {
            rules,
            slices,
            jokers: wild,
            dead_jokers: dead,
            weight,
            joker_weight: radix,
            key,
            memo: Memo::default(),
            stack: Vec::new(),
            memo_exact: Memo::default(),
        }
    }

    fn value(&self, idx: usize) -> u32 {
        self.rules.values[idx % 13]
    }

    /// The natural cards left, at least one copy each.
    fn present(&self) -> u64 {
        self.slices.iter().fold(0, |m, s| m | s)
    }

    /// The first natural card left.
    pub fn first(&self) -> Option<usize> {
        let p = self.present();
        (p != 0).then(|| p.trailing_zeros() as usize)
    }

    /// Takes one copy of each card of `mask` out of the counts, or puts it back.
    fn step(&mut self, mask: u64, take: bool) {
        let mut carry = mask;
        for slice in self.slices.iter_mut() {
            // Subtract: borrow where the bit was 0. Add: carry where the bit was 1.
            let next = if take {
                carry & !*slice
            } else {
                carry & *slice
            };
            *slice ^= carry;
            carry = next;
            if carry == 0 {
                break;
            }
        }
    }

    /// Removes (`take`) or puts back the cards of `cand`.
    pub fn apply(&mut self, cand: &Cand, take: bool) {
        self.step(cand.mask, take);
        let d = cand.delta + u64::from(cand.jokers) * self.joker_weight;
        if take {
            self.jokers -= cand.jokers;
            self.key -= d;
        } else {
            self.jokers += cand.jokers;
            self.key += d;
        }
    }

    /// Takes (`take`) or puts back one joker: a wild one, or with `wild` false a dead one.
    pub fn take_joker(&mut self, wild: bool, take: bool) {
        match (wild, take) {
            (true, true) => {
                self.jokers -= 1;
                self.key -= self.joker_weight;
            }
            (true, false) => {
                self.jokers += 1;
                self.key += self.joker_weight;
            }
            (false, true) => self.dead_jokers -= 1,
            (false, false) => self.dead_jokers += 1,
        }
    }

    /// Takes (`take`) or puts back one copy of natural card `i` as deadwood.
    pub fn toggle_dead(&mut self, i: usize, take: bool) {
        self.step(1 << i, take);
        if take {
            self.key -= self.weight[i];
        } else {
            self.key += self.weight[i];
        }
    }

    /// The least deadwood of the cards left (wild jokers included; non-wild jokers
    /// excluded), as a [`Cost`] whose other fields are 0. Stops as soon as a state melds
    /// everything.
    pub fn solve(&mut self) -> Cost {
        let Some(c) = self.first() else {
            return self.joker_cost(false);
        };
        if let Some(&v) = self.memo.get(&self.key) {
            return v;
        }
        // Melds first: when everything can be melded, the search stops at the first
        // arrangement that does, without exploring `c` as deadwood at all.
        let mut best = Cost {
            deadwood: u32::MAX,
            ..Cost::default()
        };
        // Candidates live on one shared stack: deeper calls push above `end` and truncate
        // back before returning.
        let (base, end) = self.push_stack(c);
        for k in (base..end).rev() {
            let cand = self.stack[k];
            self.apply(&cand, true);
            best = best.min(self.solve());
            self.apply(&cand, false);
            if best.deadwood == 0 {
                break;
            }
        }
        self.stack.truncate(base);
        // Leaving `c` out costs at least its value: skip that subtree when it can't win.
        let dead = self.dead_cost(c, false);
        if dead.deadwood < best.deadwood {
            self.toggle_dead(c, true);
            best = best.min(dead.plus(self.solve()));
            self.toggle_dead(c, false);
        }
        self.memo.insert(self.key, best);
        best
    }

    /// The least full [`Cost`] (deadwood, then deadwood cards, then melds) of the cards left,
    /// over the arrangements with the least deadwood only: every branch whose deadwood
    /// [`Solver::solve`] says can't stay minimal is skipped, which prunes most of the search.
    pub fn solve_exact(&mut self) -> Cost {
        let Some(c) = self.first() else {
            return self.joker_cost(true);
        };
        if let Some(&v) = self.memo_exact.get(&self.key) {
            return v;
        }
        let need = self.solve().deadwood;
        let mut best = Cost {
            deadwood: u32::MAX,
            ..Cost::default()
        };
        let dead = self.dead_cost(c, true);
        if dead.deadwood <= need {
            self.toggle_dead(c, true);
            if dead.deadwood.saturating_add(self.solve().deadwood) == need {
                best = dead.plus(self.solve_exact());
            }
            self.toggle_dead(c, false);
        }
        let (base, end) = self.push_stack(c);
        for k in base..end {
            let cand = self.stack[k];
            self.apply(&cand, true);
            if self.solve().deadwood == need {
                best = best.min(Cost::MELD.plus(self.solve_exact()));
            }
            self.apply(&cand, false);
        }
        self.stack.truncate(base);
        self.memo_exact.insert(self.key, best);
        best
    }

    /// Pushes the (pruned) candidates through `c` onto the shared stack; returns their range.
    fn push_stack(&mut self, c: usize) -> (usize, usize) {
        let base = self.stack.len();
        let mut stack = std::mem::take(&mut self.stack);
        self.push_candidates(c, &mut stack);
        let end = stack.len();
        self.stack = stack;
        (base, end)
    }

    /// What the wild jokers left cost as deadwood.
    fn joker_cost(&self, exact: bool) -> Cost {
        let j = self.jokers;
        Cost {
            deadwood: u32::from(j).saturating_mul(self.rules.joker_value),
            dead_cards: if exact { u16::from(j) } else { 0 },
            melds: 0,
        }
    }

    /// What leaving natural card `i` as deadwood costs (counting the card with `exact`).
    pub fn dead_cost(&self, i: usize, exact: bool) -> Cost {
        Cost {
            deadwood: self.value(i),
            dead_cards: u16::from(exact),
            melds: 0,
        }
    }

    /// The melds through natural card `c` that fit the cards left, each once.
    pub fn candidates(&self, c: usize) -> Vec<Cand> {
        let mut out = Vec::new();
        self.push_candidates(c, &mut out);
        out
    }

    /// Pushes the melds through natural card `c` onto `out`. In a run, a joker stands for a
    /// card the hand still holds only in a run of all 13 ranks, or for a card worth 0: in a
    /// shorter run the joker can always move to one end and the card take its place, which
    /// melds one more card (lower deadwood); and when that card goes into a later meld
    /// instead, the search finds the same melds with the natural card in the earlier meld and
    /// a joker standing for it in the later one.
    fn push_candidates(&self, c: usize, out: &mut Vec<Cand>) {
        let (suit, rank) = (c / 13, c % 13);
        let j = self.jokers;
        let rules = self.rules;
        let present = self.present();
        if rules.sets {
            let mut avail = 0u16;
            for t in 0..4 {
                if t != suit && present >> (t * 13 + rank) & 1 != 0 {
                    avail |= 1 << t;
                }
            }
            let max = u32::from(rules.max_set.min(4));
            let min = u32::from(rules.min_set);
            // Every subset of the other suits held, plus jokers for free suits.
            let mut sub = avail;
            loop {
                let nat = sub | (1 << suit);
                let n = nat.count_ones();
                let free = 4 - n;
                let (mut mask, mut delta) = (0u64, 0u64);
                for t in (0..4).filter(|t| nat >> t & 1 != 0) {
                    mask |= 1 << (t * 13 + rank);
                    delta += self.weight[t * 13 + rank];
                }
                for jk in 0..=u32::from(j).min(free) {
                    if (min..=max).contains(&(n + jk)) {
                        out.push(Cand {
                            kind: MeldKind::Set,
                            anchor: rank as u8,
                            start: 0,
                            len: (n + jk) as u8,
                            naturals: nat,
                            jokers: jk as u8,
                            mask,
                            delta,
                        });
                    }
                }
                if sub == 0 {
                    break;
                }
                sub = (sub - 1) & avail;
            }
        }
        if rules.runs {
            for start in 0..13u8 {
                let free = if j == 0 { 0 } else { self.worthless(start) };
                // Position of c in a run from `start`.
                let p = (rank as u8 + 13 - start) % 13;
                let mut need = 0u8; // positions without a natural card
                let mut have = 0u16; // positions with a natural card
                let (mut mask, mut delta) = (0u64, 0u64);
                for q in 0..13u8 {
                    let i = suit * 13 + usize::from((start + q) % 13);
                    if q != p && present >> i & 1 == 0 {
                        need += 1;
                    } else {
                        have |= 1 << q;
                        mask |= 1 << i;
                        delta += self.weight[i];
                    }
                    if need > j {
                        break;
                    }
                    let len = q + 1;
                    if len <= p || !rules.run_fits(start, len) {
                        continue;
                    }
                    // Jokers may also stand in for naturals other than c (at most `spare`).
                    let run = Cand {
                        kind: MeldKind::Run,
                        anchor: suit as u8,
                        start,
                        len,
                        naturals: have,
                        jokers: need,
                        mask,
                        delta,
                    };
                    let others = have & !(1 << p) & if len == 13 { 0x1fff } else { free };
                    replacements(out, run, others, j - need, &self.weight);
                }
            }
        }
    }

    /// Positions of a run from `start` whose card is worth 0.
    fn worthless(&self, start: u8) -> u16 {
        (0..13u8)
            .filter(|q| self.rules.values[usize::from((start + q) % 13)] == 0)
            .fold(0, |m, q| m | 1 << q)
    }
}

/// Pushes `run`, and every variant of it where up to `spare` more jokers replace the naturals
/// at the positions in `others`.
fn replacements(out: &mut Vec<Cand>, run: Cand, others: u16, spare: u8, weight: &[u64; 52]) {
    out.push(run);
    if spare == 0 {
        return;
    }
    let mut rest = others;
    while rest != 0 {
        let bit = rest & rest.wrapping_neg();
        rest &= rest - 1;
        let i = usize::from(run.anchor) * 13
            + (usize::from(run.start) + bit.trailing_zeros() as usize) % 13;
        let variant = Cand {
            naturals: run.naturals & !bit,
            jokers: run.jokers + 1,
            mask: run.mask & !(1 << i),
            delta: run.delta - weight[i],
            ..run
        };
        // Only positions after `bit` from here on, so each subset comes once.
        replacements(out, variant, rest, spare - 1, weight);
    }
}
