//! The table-driven fast path for a hand of distinct cards without wild jokers (Gin, Knock,
//! Basic, Gambler's, Boathouse; any ace mode), used by [`super::min_deadwood`],
//! [`super::best_discard`] and (through [`super::blocks`]) [`super::arrange`].
//!
//! The hand is one `u64`, bit `suit * 13 + rank index` (the [`Card::index`] layout). A few
//! word operations find the cards that lie in some run (`R`) and in some set (`S`). Only the
//! cards in both (`C = R ∩ S`) need a decision: each goes to the set side or the run side.
//! Once every such card has a side, the cards that can be melded on each side can all be
//! melded at once (each maximal block of three or more consecutive cards is one run; three or
//! four of a rank are one set), so the minimum deadwood is a minimum over the `2^|C|` side
//! choices, usually one. The one exception, an ace that could end a run low and another high
//! (`LowOrHigh`), is settled per suit by taking the better of the two. Hands with many
//! conflicting cards fall back to a depth-first search over melds ([`Fast::dfs`]).

use crate::card::Card;
use crate::meld::{AceMode, MeldRules, PIP_VALUES};

const SUIT: u64 = 0x1fff;
/// Above this many cards in both a run and a set, the depth-first search is faster.
const MAX_CONFLICTS: u32 = 6;

/// Total pip value (A = 1, courts 10) of each 13-bit suit mask: the deadwood of one suit in
/// one table load for the games that count pips.
static PIP_SUMS: [u16; 8192] = {
    let mut table = [0u16; 8192];
    let mut x = 1usize;
    while x < 8192 {
        let low = x.trailing_zeros() as usize;
        table[x] = table[x & (x - 1)] + PIP_VALUES[low] as u16;
        x += 1;
    }
    table
};

/// The hand-mask bit of each card, by `suit * 16 + rank number` (a table load is cheaper
/// than the variable shift).
static BITS: [u64; 64] = {
    let mut table = [0u64; 64];
    let mut s = 0;
    while s < 4 {
        let mut r = 1;
        while r <= 13 {
            table[s * 16 + r] = 1 << (s * 13 + r - 1);
            r += 1;
        }
        s += 1;
    }
    table
};

/// Per-call constants: the rules in the form the word operations want.
pub(crate) struct Fast {
    /// Value by rank index.
    pub values: [u32; 13],
    /// `values` are the pip values, so [`PIP_SUMS`] applies.
    pub pips: bool,
    pub mode: AceMode,
    pub sets: bool,
    pub runs: bool,
}

/// Builds the fast-path solver and the hand mask, or `None` when the generic solver is needed
/// (duplicates, wild jokers, unusual meld sizes). Non-wild jokers come back as extra deadwood.
#[inline(always)]
pub(crate) fn prepare(cards: &[Card], rules: &MeldRules) -> Option<(Fast, u64, u32, u32)> {
    if rules.min_set != 3 || rules.max_set < 4 || rules.min_run != 3 {
        return None;
    }
    // Branch-free over the cards: duplicates are gathered, not tested one by one.
    let mut mask = 0u64;
    let mut dups = 0u64;
    let mut jokers = 0u32;
    for &c in cards {
        match c {
            Card::Standard(r, s) => {
                let bit = BITS[(s as usize) << 4 | r as usize];
                dups |= mask & bit;
                mask |= bit;
            }
            Card::Joker => jokers += 1,
        }
    }
    if dups != 0 || (jokers > 0 && rules.jokers_wild()) {
        return None;
    }
    let fast = Fast {
        values: rules.values,
        pips: is_pips(&rules.values),
        mode: rules.ace_mode,
        sets: rules.sets,
        runs: rules.runs,
    };
    Some((fast, mask, jokers.saturating_mul(rules.joker_value), jokers))
}

/// `values` are [`PIP_VALUES`]. Compared as four wide words: a slice `==` calls memcmp, and a
/// compare loop is turned into a byte-by-byte reduction, either of which costs more than the
/// solve.
#[inline(always)]
fn is_pips(values: &[u32; 13]) -> bool {
    let word = |v: &[u32; 13], i: usize| {
        u128::from(v[i])
            | u128::from(v[i + 1]) << 32
            | u128::from(v[i + 2]) << 64
            | u128::from(v[i + 3]) << 96
    };
    let diff = (word(values, 0) ^ word(&PIP_VALUES, 0))
        | (word(values, 4) ^ word(&PIP_VALUES, 4))
        | (word(values, 8) ^ word(&PIP_VALUES, 8))
        | u128::from(values[12] ^ PIP_VALUES[12]);
    diff == 0
}

/// Minimum deadwood by the fast path, or `None` when the hand or rules need the generic one.
#[inline(never)]
pub fn min_deadwood(cards: &[Card], rules: &MeldRules) -> Option<u32> {
    let (fast, mask, extra, _) = prepare(cards, rules)?;
    Some(fast.solve(mask).saturating_add(extra))
}

/// Best discards by the fast path (the minimum deadwood after one discard, and every card in
/// card order reaching it), or `None` when the hand or rules need the generic one.
pub fn best_discards(cards: &[Card], rules: &MeldRules) -> Option<(u32, Vec<Card>)> {
    let (fast, mask, extra, jokers) = prepare(cards, rules)?;
    let found = fast.discards(mask, extra, jokers, rules.joker_value)?;
    Some((found.deadwood, found.cards()))
}

/// The best discards of a hand, as masks.
pub(crate) struct Discards {
    /// The least deadwood after one discard.
    pub deadwood: u32,
    /// The standard cards whose discard reaches it (bit `suit * 13 + rank`).
    pub which: u64,
    /// Discarding a (dead) joker reaches it too.
    pub joker: bool,
}

impl Discards {
    /// The discards in card order (jokers last).
    pub fn cards(&self) -> Vec<Card> {
        let mut t = super::blocks::rank_major(self.which);
        let mut out = Vec::with_capacity(t.count_ones() as usize + usize::from(self.joker));
        while t != 0 {
            let k = t.trailing_zeros() as usize;
            t &= t - 1;
            out.push(Card::new(
                crate::card::Rank::ALL[k / 4],
                crate::card::Suit::ALL[k % 4],
            ));
        }
        if self.joker {
            out.push(Card::Joker);
        }
        out
    }
}

/// Keeps the least `score` and every discard (as bits) reaching it.
fn keep(best: &mut u32, which: &mut u64, score: u32, bits: u64) {
    if score < *best {
        *best = score;
        *which = bits;
    } else if score == *best {
        *which |= bits;
    }
}

/// Spreads a 13-bit rank mask to all four suits.
#[inline]
pub(crate) fn spread(x: u64) -> u64 {
    x | x << 13 | x << 26 | x << 39
}

impl Fast {
    /// Total value of the cards of `bits`.
    #[inline(always)]
    pub fn sum(&self, mut bits: u64) -> u32 {
        if self.pips {
            let suit = |s: u32| u32::from(PIP_SUMS[(bits >> (13 * s) & SUIT) as usize]);
            return suit(0) + suit(1) + suit(2) + suit(3);
        }
        let mut total = 0u32;
        while bits != 0 {
            total = total.saturating_add(self.values[bits.trailing_zeros() as usize % 13]);
            bits &= bits - 1;
        }
        total
    }

    /// Cards of `m` that lie in some set of cards of `m`.
    #[inline(always)]
    pub fn set_cards(&self, m: u64) -> u64 {
        if !self.sets {
            return 0;
        }
        let (a, b, c, d) = (m & SUIT, m >> 13 & SUIT, m >> 26 & SUIT, m >> 39 & SUIT);
        let three = (a & b & (c | d)) | (c & d & (a | b));
        m & spread(three)
    }

    /// Cards of `m` that lie in some run of cards of `m`.
    #[inline(always)]
    pub fn run_cards(&self, m: u64) -> u64 {
        if !self.runs {
            return 0;
        }
        if self.mode == AceMode::LowOnly {
            // All four suits at once: a run starts at rank index 0..=10 of a suit.
            let t = m & m >> 1 & m >> 2 & spread(0x7ff);
            return t | t << 1 | t << 2;
        }
        let mut out = 0u64;
        for s in 0..4 {
            out |= run_cards(m >> (13 * s) & SUIT, self.mode) << (13 * s);
        }
        out
    }

    /// Cards of `m` that lie in at least one meld of cards of `m`.
    fn meldable(&self, m: u64) -> u64 {
        self.set_cards(m) | self.run_cards(m)
    }

    /// The best discards from the cards of `mask` and `jokers` dead jokers worth `extra` in
    /// all: a card no meld can use leaves its value, so of those only the most valuable are
    /// candidates and the rest of the hand is solved once; each meldable card is solved for.
    /// `None` for an empty hand.
    pub fn discards(
        &self,
        mask: u64,
        extra: u32,
        jokers: u32,
        joker_value: u32,
    ) -> Option<Discards> {
        let meldable = self.meldable(mask);
        let loose = mask & !meldable;
        let base = self.sum(loose).saturating_add(extra);
        let mut best = u32::MAX;
        let mut which = 0u64;
        if loose != 0 {
            let (mut top, mut top_bits) = (0u32, 0u64);
            let mut bits = loose;
            while bits != 0 {
                let i = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let v = self.values[i % 13];
                if v > top || top_bits == 0 {
                    (top, top_bits) = (v, 1 << i);
                } else if v == top {
                    top_bits |= 1 << i;
                }
            }
            let rest = self.solve(meldable);
            keep(&mut best, &mut which, base - top + rest, top_bits);
        }
        let mut bits = meldable;
        while bits != 0 {
            let i = bits.trailing_zeros();
            bits &= bits - 1;
            let score = base.saturating_add(self.solve(meldable & !(1 << i)));
            keep(&mut best, &mut which, score, 1 << i);
        }
        let mut joker = false;
        if jokers > 0 {
            // A dead joker may be the discard too.
            let score = self
                .solve(mask)
                .saturating_add(extra)
                .saturating_sub(joker_value);
            if score < best {
                (best, which) = (score, 0);
            }
            joker = score == best;
        }
        (best != u32::MAX).then_some(Discards {
            deadwood: best,
            which,
            joker,
        })
    }

    /// The cards of `x` that runs cover at best when every card of `x` may go into a run.
    /// Each maximal block of 3+ is one run, except that under `LowOrHigh` an ace may end a
    /// low block or a high block, not both: the better of the two is kept (the low one on a
    /// tie).
    pub fn run_cover(&self, x: u64) -> u64 {
        if self.mode != AceMode::LowOrHigh {
            return self.run_cards(x);
        }
        let mut out = 0u64;
        for s in 0..4 {
            let xs = x >> (13 * s) & SUIT;
            let low = run_cards(xs, AceMode::LowOnly);
            // Ranks 2..K, A at bits 0..12.
            let y = xs >> 1 | (xs & 1) << 12;
            let h = run_cards(y, AceMode::LowOnly);
            let high = (h << 1 | h >> 12) & SUIT;
            let pick = if high != low && self.sum(high) > self.sum(low) {
                high
            } else {
                low
            };
            out |= pick << (13 * s);
        }
        out
    }

    /// Every side choice for the cards in both a run and a set, as (set side, run side).
    #[inline]
    pub fn sides(&self, m: u64) -> Option<(u64, u64, u64)> {
        let r = self.run_cards(m);
        let s = self.set_cards(m);
        let c = r & s;
        // (`c == 0` first: without POPCNT in the baseline target, a count costs a dozen steps.)
        (c == 0 || c.count_ones() <= MAX_CONFLICTS).then_some((r & !s, s & !r, c))
    }

    /// The cards melded when the conflict cards `set_side` go to sets and the rest of `c` to
    /// runs.
    pub fn covered(&self, runs_only: u64, sets_only: u64, c: u64, set_side: u64) -> u64 {
        self.run_cover(runs_only | (c & !set_side)) | self.set_cards(sets_only | set_side)
    }

    /// Minimum deadwood of the cards of `m`.
    #[inline(always)]
    pub fn solve(&self, m: u64) -> u32 {
        // The common case inline: no card is wanted by both a run and a set, so everything
        // meldable melds.
        let r = self.run_cards(m);
        let s = self.set_cards(m);
        if r & s == 0 && self.mode != AceMode::LowOrHigh {
            return self.sum(m & !(r | s));
        }
        self.solve_conflicts(m)
    }

    /// [`Fast::solve`] when some card is wanted by both a run and a set (or an ace may end a
    /// run low or high).
    #[inline(never)]
    fn solve_conflicts(&self, m: u64) -> u32 {
        let Some((runs_only, sets_only, c)) = self.sides(m) else {
            return self.dfs(m);
        };
        let mut best = u32::MAX;
        let mut sub = c;
        loop {
            let covered = self.covered(runs_only, sets_only, c, sub);
            best = best.min(self.sum(m & !covered));
            if sub == 0 {
                break;
            }
            sub = (sub - 1) & c;
        }
        best
    }

    /// Minimum deadwood of the cards of `m` by a depth-first search over the melds through
    /// the lowest meldable card.
    fn dfs(&self, m: u64) -> u32 {
        let mm = self.meldable(m);
        let dead = self.sum(m & !mm);
        if mm == 0 {
            return dead;
        }
        let i = mm.trailing_zeros() as usize;
        let c = 1u64 << i;
        let mut best = self.values[i % 13].saturating_add(self.dfs(mm & !c));
        if self.sets && best > 0 {
            // Other suits of this rank: all higher than c's suit.
            let rank_bits = mm & spread(1 << (i % 13)) & !c;
            let n = rank_bits.count_ones();
            if n >= 2 {
                best = best.min(self.dfs(mm & !rank_bits & !c));
                if n == 3 {
                    let mut rest = rank_bits;
                    while rest != 0 && best > 0 {
                        let drop = rest & rest.wrapping_neg();
                        rest &= rest - 1;
                        best = best.min(self.dfs(mm & !(rank_bits & !drop) & !c));
                    }
                }
            }
        }
        if self.runs && best > 0 {
            let s = i / 13;
            let x = mm >> (13 * s) & SUIT;
            let r = i % 13;
            for_each_run(x, r, self.mode, |run| {
                if best > 0 {
                    best = best.min(self.dfs(mm & !(run << (13 * s))));
                }
            });
        }
        dead + best
    }
}

/// Cards of the 13-bit suit mask `x` that lie in some run of `x`.
fn run_cards(x: u64, mode: AceMode) -> u64 {
    match mode {
        AceMode::LowOnly => {
            let t = x & x >> 1 & x >> 2;
            (t | t << 1 | t << 2) & SUIT
        }
        AceMode::LowOrHigh => {
            let y = x | (x & 1) << 13;
            let t = y & y >> 1 & y >> 2;
            let r = t | t << 1 | t << 2;
            (r | r >> 13) & SUIT
        }
        AceMode::RoundTheCorner => {
            let y = x | x << 13;
            let t = y & y >> 1 & y >> 2 & SUIT;
            let r = t | t << 1 | t << 2;
            (r | r >> 13) & SUIT
        }
    }
}

/// Calls `f` with every run of the suit mask `x` that contains rank index `r`, given that `r`
/// is the lowest rank of `x`.
fn for_each_run(x: u64, r: usize, mode: AceMode, mut f: impl FnMut(u64)) {
    // Runs starting at r and going up (ace low when r = 0).
    let mut up = 1u64 << r;
    let mut top = r;
    while top < 12 && x & (1 << (top + 1)) != 0 {
        top += 1;
        up |= 1 << top;
        if top >= r + 2 {
            f(up);
        }
    }
    if r != 0 || mode == AceMode::LowOnly {
        return;
    }
    // The ace used high: runs ending at the ace, going down from the king.
    let mut down_len = 0usize; // cards below the ace: K, Q, …
    let mut down = 0u64;
    while down_len < 12 && x & (1 << (12 - down_len)) != 0 {
        down |= 1 << (12 - down_len);
        down_len += 1;
        match mode {
            AceMode::LowOrHigh if (2..12).contains(&down_len) => f(down | 1),
            AceMode::RoundTheCorner => {
                // Round the corner: down_len cards below the ace, u cards above it.
                let mut above = 0u64;
                let mut u = 0usize;
                loop {
                    if down_len + u >= 2 && down_len + u < 12 {
                        f(down | 1 | above);
                    }
                    if down_len + u + 1 >= 12 || x & (1 << (u + 1)) == 0 {
                        break;
                    }
                    u += 1;
                    above |= 1 << u;
                }
            }
            _ => {}
        }
    }
}
