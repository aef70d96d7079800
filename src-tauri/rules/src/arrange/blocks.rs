//! The fast [`super::arrange`] and [`super::best_discard`] for the hands [`super::gin`]
//! handles with ace low or round the corner: the arrangement is read off the best side
//! choices (one run per maximal block of consecutive cards, one set per rank) and the first by
//! the module's tie-breaks is kept.
//!
//! Why this is the same as the first of [`super::optimal_arrangements`]: with every card worth
//! more than 0, an optimal arrangement melds every card its side choice can meld, and the
//! fewest melds for a given set of melded cards is exactly one run per maximal block and one
//! set per rank. `LowOrHigh` (an ace that may end either of two blocks) and zero-valued cards
//! go through the generic listing instead; the proptests compare the two on random hands.
//!
//! The arrangement is built straight from the bit masks: melds come out in display order (by
//! their first card, which no two disjoint melds share), each meld's cards copied whole from a
//! table, and the dead cards stay the mask they are ([`DeadCards::from_mask`]), read as cards
//! only when wanted. At a few tens of nanoseconds a solve, writing cards out one by one and
//! then moving them was most of the cost (issue 13).

use super::gin::{prepare, Fast};
use super::{compare, DiscardChoice};
use crate::card::{Card, Rank, Suit};
use crate::meld::{AceMode, Arrangement, DeadCards, Meld, MeldCards, MeldKind, MeldRules};

const SUIT: u64 = 0x1fff;
/// Most melds in a hand the solver takes ([`super::MAX_CARDS`] cards, three cards each).
const MAX_MELDS: usize = super::MAX_CARDS / 3;

/// The fast-path solver and hand mask when the fast arrangement applies to these rules and
/// this hand (see the module header). Pip values have no zero, so only other values are
/// searched for one.
#[inline(always)]
fn prepared(cards: &[Card], rules: &MeldRules) -> Option<(Fast, u64, u32, u32)> {
    if rules.ace_mode == AceMode::LowOrHigh {
        return None;
    }
    let found = prepare(cards, rules)?;
    (found.0.pips || !rules.values.contains(&0)).then_some(found)
}

/// The first optimal arrangement, or `None` when this fast path does not apply.
#[inline]
pub fn arrange(cards: &[Card], rules: &MeldRules) -> Option<Arrangement> {
    let (fast, mask, extra, jokers) = prepared(cards, rules)?;
    arrange_mask(&fast, mask, extra, jokers)
}

/// The best discards and the arrangement after the first of them, or `None` when this fast
/// path does not apply (or the hand is empty).
pub fn best_discard(cards: &[Card], rules: &MeldRules) -> Option<DiscardChoice> {
    let (fast, mask, extra, jokers) = prepared(cards, rules)?;
    let found = fast.discards(mask, extra, jokers, rules.joker_value)?;
    let best_discards = found.cards();
    let arrangement = match found.which {
        0 => arrange_mask(
            &fast,
            mask,
            extra.saturating_sub(rules.joker_value),
            jokers.saturating_sub(1),
        )?,
        which => {
            let first = rank_major(which).trailing_zeros();
            let bit = 1u64 << ((first % 4) * 13 + first / 4);
            arrange_mask(&fast, mask & !bit, extra, jokers)?
        }
    };
    Some(DiscardChoice {
        deadwood: found.deadwood,
        best_discards,
        arrangement,
    })
}

/// Every optimal arrangement in the module's order, or `None` when this fast path does not
/// apply. Each side choice reaching the least deadwood melds exactly the cards it can, so its
/// arrangements differ only in how each block of consecutive run cards is cut into runs of
/// three or more; every cut of every such block is listed. (A whole suit round the corner is
/// a circle, not a line, and goes to the generic listing.)
pub fn optimal_arrangements(cards: &[Card], rules: &MeldRules) -> Option<Vec<Arrangement>> {
    let (fast, mask, extra, jokers) = prepared(cards, rules)?;
    let (runs_only, sets_only, c) = fast.sides(mask)?;
    let mut min = u32::MAX;
    let mut sub = c;
    loop {
        let covered = fast.covered(runs_only, sets_only, c, sub);
        min = min.min(fast.sum(mask & !covered));
        if sub == 0 {
            break;
        }
        sub = (sub - 1) & c;
    }
    let mut out: Vec<Arrangement> = Vec::new();
    let mut sub = c;
    loop {
        let runs = fast.run_cover(runs_only | (c & !sub));
        let sets = fast.set_cards(sets_only | sub);
        if fast.sum(mask & !(runs | sets)) == min {
            if fast.mode == AceMode::RoundTheCorner
                && (0..4).any(|s| runs >> (13 * s) & SUIT == SUIT)
            {
                return None;
            }
            every_cut(
                fast.mode,
                mask,
                runs,
                sets,
                min.saturating_add(extra),
                jokers,
                &mut out,
            );
            if out.len() > super::MAX_ARRANGEMENTS * 4 {
                break;
            }
        }
        if sub == 0 {
            break;
        }
        sub = (sub - 1) & c;
    }
    out.sort_by(compare);
    out.dedup();
    out.truncate(super::MAX_ARRANGEMENTS);
    Some(out)
}

/// Pushes onto `out` the arrangement of `runs` and `sets` for every way of cutting each block
/// of consecutive run cards into runs of three or more.
fn every_cut(
    mode: AceMode,
    mask: u64,
    runs: u64,
    sets: u64,
    dw: u32,
    jokers: u32,
    out: &mut Vec<Arrangement>,
) {
    // The blocks as (suit, start, length), and a cut of each as the lengths of its runs.
    let mut blocks: Vec<(u32, u32, u32)> = Vec::new();
    for s in 0..4u32 {
        for_each_block(runs >> (13 * s) & SUIT, mode, |start, len| {
            blocks.push((s, start, len))
        });
    }
    let cuts: Vec<Vec<Vec<u32>>> = blocks.iter().map(|&(_, _, len)| cuts_of(len)).collect();
    let mut pick = vec![0usize; blocks.len()];
    loop {
        let mut specs: Vec<Spec> = Vec::new();
        for (b, &(s, start, _)) in blocks.iter().enumerate() {
            let mut at = start;
            for &len in &cuts[b][pick[b]] {
                specs.push(Spec {
                    key: ((at % 13) * 4 + s) as u8,
                    run: true,
                    a: s as u8,
                    b: (at % 13) as u8,
                    len: len as u8,
                });
                at += len;
            }
        }
        out.push(build_with(mask, runs, sets, dw, jokers, specs));
        // The next combination of cuts (an odometer over the blocks).
        let mut b = 0;
        while b < pick.len() {
            pick[b] += 1;
            if pick[b] < cuts[b].len() {
                break;
            }
            pick[b] = 0;
            b += 1;
        }
        if b == pick.len() || out.len() > super::MAX_ARRANGEMENTS * 4 {
            return;
        }
    }
}

/// Every way to cut a line of `len` cards into runs of three or more, as run lengths.
fn cuts_of(len: u32) -> Vec<Vec<u32>> {
    if len == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for first in 3..=len {
        let rest = len - first;
        if rest == 0 || rest >= 3 {
            for mut tail in cuts_of(rest) {
                tail.insert(0, first);
                out.push(tail);
            }
        }
    }
    out
}

/// The first optimal arrangement of the cards of `mask` and `jokers` dead jokers worth `extra`.
#[inline]
fn arrange_mask(fast: &Fast, mask: u64, extra: u32, jokers: u32) -> Option<Arrangement> {
    let (runs_only, sets_only, c) = fast.sides(mask)?;
    if c == 0 {
        // Nothing to decide: every card that can meld does, the runs and sets as they stand
        // (no card is in both, so the run cards are exactly `runs_only`, the set cards
        // `sets_only`, and with the ace never both low and high each block is one run).
        let (runs, sets) = (runs_only, sets_only);
        let dw = fast.sum(mask & !(runs | sets)).saturating_add(extra);
        return Some(build(fast.mode, mask, runs, sets, dw, jokers));
    }
    let mut min = u32::MAX;
    let mut sub = c;
    loop {
        let covered = fast.covered(runs_only, sets_only, c, sub);
        min = min.min(fast.sum(mask & !covered));
        if sub == 0 {
            break;
        }
        sub = (sub - 1) & c;
    }
    let mut best: Option<Arrangement> = None;
    let mut sub = c;
    loop {
        let runs = fast.run_cover(runs_only | (c & !sub));
        let sets = fast.set_cards(sets_only | sub);
        let dw = fast.sum(mask & !(runs | sets));
        if dw == min {
            let a = build(
                fast.mode,
                mask,
                runs,
                sets,
                dw.saturating_add(extra),
                jokers,
            );
            if best.as_ref().is_none_or(|b| compare(&a, b).is_lt()) {
                best = Some(a);
            }
        }
        if sub == 0 {
            break;
        }
        sub = (sub - 1) & c;
    }
    best
}

/// A meld found in the masks: its first card in card order (`rank * 4 + suit`, which orders
/// melds for display), and what it is.
#[derive(Clone, Copy, Default)]
struct Spec {
    key: u8,
    run: bool,
    /// A set's rank, or a run's suit.
    a: u8,
    /// A set's suits as a 4-bit mask, or a run's first rank.
    b: u8,
    /// A run's length.
    len: u8,
}

impl Spec {
    /// The spec as one word whose order is the display order (the key in the top byte; no two
    /// disjoint melds share a first card), so a handful of them sort as plain integers and the
    /// scratch array is a few words to clear, not a `memset` call.
    fn pack(self) -> u32 {
        u32::from(self.key) << 24
            | u32::from(self.a) << 16
            | u32::from(self.b) << 8
            | u32::from(self.len) << 1
            | u32::from(self.run)
    }

    fn unpack(w: u32) -> Spec {
        Spec {
            key: (w >> 24) as u8,
            a: (w >> 16) as u8,
            b: (w >> 8) as u8,
            len: ((w >> 1) & 0x7f) as u8,
            run: w & 1 != 0,
        }
    }
}

/// The arrangement with the run melds `runs_specs` (covering `runs`) and one set per rank of
/// `sets`.
fn build_with(
    mask: u64,
    runs: u64,
    sets: u64,
    dw: u32,
    jokers: u32,
    run_specs: Vec<Spec>,
) -> Arrangement {
    let mut specs = [0u32; MAX_MELDS];
    let mut n = 0;
    for spec in run_specs.into_iter().take(MAX_MELDS) {
        specs[n] = spec.pack();
        n += 1;
    }
    finish(mask, runs, sets, dw, jokers, &mut specs, n)
}

/// The arrangement melding the cards of `runs` as runs and of `sets` as sets.
#[inline]
fn build(mode: AceMode, mask: u64, runs: u64, sets: u64, dw: u32, jokers: u32) -> Arrangement {
    let mut specs = [0u32; MAX_MELDS];
    let mut n = 0;
    for s in 0..4u32 {
        let x = runs >> (13 * s) & SUIT;
        if x == 0 {
            continue;
        }
        for_each_block(x, mode, |start, len| {
            if n < MAX_MELDS {
                specs[n] = Spec {
                    key: (start * 4 + s) as u8,
                    run: true,
                    a: s as u8,
                    b: start as u8,
                    len: len as u8,
                }
                .pack();
                n += 1;
            }
        });
    }
    finish(mask, runs, sets, dw, jokers, &mut specs, n)
}

/// Adds one set per rank of `sets` to the first `n` of `specs` (packed) and builds the
/// arrangement.
#[inline]
fn finish(
    mask: u64,
    runs: u64,
    sets: u64,
    dw: u32,
    jokers: u32,
    specs: &mut [u32; MAX_MELDS],
    mut n: usize,
) -> Arrangement {
    // Sets: in rank-major form each rank's suits are one nibble.
    let mut by_rank = rank_major(sets);
    while by_rank != 0 && n < MAX_MELDS {
        let low = by_rank.trailing_zeros();
        let r = low / 4;
        let suits = (by_rank >> (r * 4) & 15) as u8;
        by_rank &= !(15 << (r * 4));
        specs[n] = Spec {
            key: low as u8,
            run: false,
            a: r as u8,
            b: suits,
            len: SUIT_COUNT[usize::from(suits)],
        }
        .pack();
        n += 1;
    }
    let specs = &mut specs[..n];
    // Insertion sort: a handful of melds.
    for i in 1..specs.len() {
        let mut j = i;
        while j > 0 && specs[j - 1] > specs[j] {
            specs.swap(j - 1, j);
            j -= 1;
        }
    }
    let mut melds = Vec::with_capacity(n);
    for &w in specs.iter() {
        melds.push(to_meld(Spec::unpack(w)));
    }
    Arrangement {
        melds,
        deadwood: dw,
        // Kept as the mask: read as cards only when wanted.
        deadwood_cards: DeadCards::from_mask(rank_major(mask & !(runs | sets)), jokers),
    }
}

/// Suits in each 4-bit suit mask (a table: the baseline target has no POPCNT).
const SUIT_COUNT: [u8; 16] = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4];

/// Ranks by index, with room to spare so that an index masked to four bits needs no bounds
/// check.
const RANKS: [Rank; 16] = {
    let mut t = [Rank::Ace; 16];
    let mut i = 0;
    while i < 13 {
        t[i] = Rank::ALL[i];
        i += 1;
    }
    t
};
const SUITS: [Suit; 4] = Suit::ALL;

#[inline(always)]
fn to_meld(spec: Spec) -> Meld {
    // Copied whole from a table and cut to length: a few wide moves, not a store per card
    // (and no clone for `stands_for`, which copies card by card).
    let row = if spec.run {
        RUNS[usize::from(spec.a & 3)][usize::from(spec.b) % 13]
    } else {
        SETS[usize::from(spec.a) % 13][usize::from(spec.b & 15)]
    };
    let len = usize::from(spec.len);
    let mut cards = MeldCards::from(row);
    cards.truncate(len);
    let mut stands_for = MeldCards::from(row);
    stands_for.truncate(len);
    Meld {
        kind: if spec.run {
            MeldKind::Run
        } else {
            MeldKind::Set
        },
        cards,
        stands_for,
    }
}

/// `RUNS[suit][start]`: the 13 cards of the suit going up from rank index `start`, the king
/// followed by the ace (a run's cards are its first `len`).
static RUNS: [[[Card; 13]; 13]; 4] = {
    let mut t = [[[Card::Joker; 13]; 13]; 4];
    let mut s = 0;
    while s < 4 {
        let mut start = 0;
        while start < 13 {
            let mut i = 0;
            while i < 13 {
                t[s][start][i] = Card::Standard(RANKS[(start + i) % 13], SUITS[s]);
                i += 1;
            }
            start += 1;
        }
        s += 1;
    }
    t
};

/// `SETS[rank][suits]`: the cards of the rank in the suits of the 4-bit mask, in suit order (a
/// set's cards are the first as many as the mask has suits).
static SETS: [[[Card; 13]; 16]; 13] = {
    let mut t = [[[Card::Joker; 13]; 16]; 13];
    let mut r = 0;
    while r < 13 {
        let mut m = 0;
        while m < 16 {
            let mut n = 0;
            let mut s = 0;
            while s < 4 {
                if m >> s & 1 != 0 {
                    t[r][m][n] = Card::Standard(RANKS[r], SUITS[s]);
                    n += 1;
                }
                s += 1;
            }
            m += 1;
        }
        r += 1;
    }
    t
};

/// The cards of a suit-major mask (bit `suit * 13 + rank`) as a rank-major one (bit
/// `rank * 4 + suit`), whose bit order is card order: each suit's 13 bits spread to every
/// fourth bit by two small tables, no loop over the cards.
pub(crate) fn rank_major(m: u64) -> u64 {
    let spread =
        |x: u64| -> u64 { SPREAD_LOW[(x & 0x7f) as usize] | SPREAD_HIGH[(x >> 7 & 0x3f) as usize] };
    spread(m & SUIT)
        | spread(m >> 13 & SUIT) << 1
        | spread(m >> 26 & SUIT) << 2
        | spread(m >> 39 & SUIT) << 3
}

/// Ranks 0..=6 of a suit mask spread to bits `rank * 4`.
static SPREAD_LOW: [u64; 128] = spread_table(0);
/// Ranks 7..=12 of a suit mask (shifted down by 7) spread to bits `rank * 4`.
static SPREAD_HIGH: [u64; 128] = spread_table(7);

const fn spread_table(first_rank: u32) -> [u64; 128] {
    let mut t = [0u64; 128];
    let mut x = 0;
    while x < 128 {
        let mut bit = 0;
        while bit < 7 {
            if x >> bit & 1 != 0 && first_rank + bit < 13 {
                t[x] |= 1 << ((first_rank + bit) * 4);
            }
            bit += 1;
        }
        x += 1;
    }
    t
}

/// Calls `f(start rank index, length)` for each maximal block of consecutive ranks in the
/// suit mask `x`; round the corner a block may wrap from the king to the ace.
#[inline(always)]
fn for_each_block(x: u64, mode: AceMode, mut f: impl FnMut(u32, u32)) {
    if x == SUIT {
        f(0, 13);
        return;
    }
    // Round the corner, rotate so that the scan starts just after a missing rank and no block
    // is cut in two.
    let shift = if mode == AceMode::RoundTheCorner {
        ((!x & SUIT).trailing_zeros() + 1) % 13
    } else {
        0
    };
    let mut y = (x >> shift | x << (13 - shift)) & SUIT;
    while y != 0 {
        let start = y.trailing_zeros();
        let len = (!(y >> start)).trailing_zeros();
        y &= !(((1u64 << len) - 1) << start);
        f((start + shift) % 13, len);
    }
}
