//! The table-driven fast path for a hand of distinct cards without wild jokers (Gin, Knock,
//! Basic, Gambler's, Boathouse; any ace mode), used by [`super::min_deadwood`] and
//! [`super::best_discard`]. The generic solver gives the arrangements themselves.
//!
//! The hand is one `u64`, bit `suit * 13 + rank index` (the [`Card::index`] layout). A few
//! word operations find the *meldable* cards (those in at least one run or set of the cards
//! left); the rest are deadwood at once. The search then takes the lowest meldable card `c`:
//! it is deadwood, or it lies in one of the melds that contain it. Because `c` is the lowest
//! card of its suit, a run through it starts at it, except for an ace used high or round the
//! corner; and every other card of its set is in a higher suit. Random hands rarely have more
//! than a couple of meldable cards, so most calls end after one or two word operations.

use crate::card::Card;
use crate::meld::{AceMode, MeldRules};

const SUIT: u64 = 0x1fff;

/// Per-call constants: the rules in the form the word operations want.
struct Fast {
    /// Value of card index `i` (suit * 13 + rank index).
    value: [u32; 52],
    mode: AceMode,
    sets: bool,
    runs: bool,
}

/// Builds the fast-path solver and the hand mask, or `None` when the generic solver is needed
/// (duplicates, wild jokers, unusual meld sizes). Non-wild jokers come back as extra deadwood.
fn prepare(cards: &[Card], rules: &MeldRules) -> Option<(Fast, u64, u32, u32)> {
    if rules.min_set != 3 || rules.max_set < 4 || rules.min_run != 3 {
        return None;
    }
    let mut mask = 0u64;
    let mut jokers = 0u32;
    for &c in cards {
        if c.is_joker() {
            if rules.jokers_wild() {
                return None;
            }
            jokers += 1;
        } else {
            let bit = 1u64 << c.index();
            if mask & bit != 0 {
                return None;
            }
            mask |= bit;
        }
    }
    let mut value = [0u32; 52];
    for (i, v) in value.iter_mut().enumerate() {
        *v = rules.values[i % 13];
    }
    let fast = Fast {
        value,
        mode: rules.ace_mode,
        sets: rules.sets,
        runs: rules.runs,
    };
    Some((fast, mask, jokers.saturating_mul(rules.joker_value), jokers))
}

/// Minimum deadwood by the fast path, or `None` when the hand or rules need the generic one.
pub fn min_deadwood(cards: &[Card], rules: &MeldRules) -> Option<u32> {
    let (fast, mask, extra, _) = prepare(cards, rules)?;
    Some(fast.solve(mask).saturating_add(extra))
}

/// Best discards by the fast path (the minimum deadwood after one discard, and every card in
/// card order reaching it), or `None` when the hand or rules need the generic one.
pub fn best_discards(cards: &[Card], rules: &MeldRules) -> Option<(u32, Vec<Card>)> {
    let (fast, mask, extra, jokers) = prepare(cards, rules)?;
    let meldable = fast.meldable(mask);
    let loose = mask & !meldable;
    let base = fast.sum(loose).saturating_add(extra);
    let mut options: Vec<(u32, Card)> = Vec::new();
    if loose != 0 {
        let rest = fast.solve(meldable);
        let mut bits = loose;
        while bits != 0 {
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            options.push((base - fast.value[i] + rest, card_at(i)));
        }
    }
    let mut bits = meldable;
    while bits != 0 {
        let i = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        options.push((
            base.saturating_add(fast.solve(meldable & !(1 << i))),
            card_at(i),
        ));
    }
    if jokers > 0 {
        // A dead joker may be the discard too.
        let rest = fast.solve(mask);
        options.push((
            rest.saturating_add(extra).saturating_sub(rules.joker_value),
            Card::Joker,
        ));
    }
    let best = options.iter().map(|o| o.0).min()?;
    let mut which: Vec<Card> = options
        .into_iter()
        .filter(|o| o.0 == best)
        .map(|o| o.1)
        .collect();
    which.sort();
    which.dedup();
    Some((best, which))
}

fn card_at(i: usize) -> Card {
    Card::new(
        crate::card::Rank::ALL[i % 13],
        crate::card::Suit::ALL[(i / 13) % 4],
    )
}

/// Spreads a 13-bit rank mask to all four suits.
fn spread(x: u64) -> u64 {
    x | x << 13 | x << 26 | x << 39
}

impl Fast {
    fn sum(&self, mut bits: u64) -> u32 {
        let mut total = 0u32;
        while bits != 0 {
            total = total.saturating_add(self.value[bits.trailing_zeros() as usize]);
            bits &= bits - 1;
        }
        total
    }

    /// Cards of `m` that lie in at least one meld of cards of `m`.
    fn meldable(&self, m: u64) -> u64 {
        let mut out = 0u64;
        if self.sets {
            let (a, b, c, d) = (m & SUIT, m >> 13 & SUIT, m >> 26 & SUIT, m >> 39 & SUIT);
            let three = (a & b & (c | d)) | (c & d & (a | b));
            out |= m & spread(three);
        }
        if self.runs {
            for s in 0..4 {
                out |= run_cards(m >> (13 * s) & SUIT, self.mode) << (13 * s);
            }
        }
        out
    }

    /// Minimum deadwood of the cards of `m`.
    fn solve(&self, m: u64) -> u32 {
        let mm = self.meldable(m);
        let dead = self.sum(m & !mm);
        if mm == 0 {
            return dead;
        }
        let i = mm.trailing_zeros() as usize;
        let c = 1u64 << i;
        let mut best = self.value[i].saturating_add(self.solve(mm & !c));
        if self.sets && best > 0 {
            // Other suits of this rank: all higher than c's suit.
            let rank_bits = mm & spread(1 << (i % 13)) & !c;
            let n = rank_bits.count_ones();
            if n >= 2 {
                best = best.min(self.solve(mm & !rank_bits & !c));
                if n == 3 {
                    let mut rest = rank_bits;
                    while rest != 0 && best > 0 {
                        let drop = rest & rest.wrapping_neg();
                        rest &= rest - 1;
                        best = best.min(self.solve(mm & !(rank_bits & !drop) & !c));
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
                    best = best.min(self.solve(mm & !(run << (13 * s))));
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
