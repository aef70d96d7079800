//! The fast [`super::arrange`] for the hands [`super::gin`] handles with ace low or round the
//! corner: the arrangement is read off the best side choices (one run per maximal block of
//! consecutive cards, one set per rank) and the first by the module's tie-breaks is kept.
//!
//! Why this is the same as the first of [`super::optimal_arrangements`]: with every card worth
//! more than 0, an optimal arrangement melds every card its side choice can meld, and the
//! fewest melds for a given set of melded cards is exactly one run per maximal block and one
//! set per rank. `LowOrHigh` (an ace that may end either of two blocks) and zero-valued cards
//! go through the generic listing instead; the proptests compare the two on random hands.

use super::gin::{card_at, prepare, Fast};
use super::{compare, sort_melds};
use crate::card::{Card, Rank, Suit};
use crate::meld::{AceMode, Arrangement, Meld, MeldKind, MeldRules};

const SUIT: u64 = 0x1fff;

/// The first optimal arrangement, or `None` when this fast path does not apply.
pub fn arrange(cards: &[Card], rules: &MeldRules) -> Option<Arrangement> {
    if rules.ace_mode == AceMode::LowOrHigh || rules.values.contains(&0) {
        return None;
    }
    let (fast, mask, extra, jokers) = prepare(cards, rules)?;
    let (runs_only, sets_only, c) = fast.sides(mask)?;
    let mut choices: Vec<(u32, u64)> = Vec::new();
    let mut sub = c;
    loop {
        let covered = fast.covered(runs_only, sets_only, c, sub);
        choices.push((fast.sum(mask & !covered), sub));
        if sub == 0 {
            break;
        }
        sub = (sub - 1) & c;
    }
    let min = choices.iter().map(|ch| ch.0).min()?;
    choices
        .into_iter()
        .filter(|ch| ch.0 == min)
        .map(|(dw, set_side)| {
            build(
                &fast,
                mask,
                runs_only | (c & !set_side),
                sets_only | set_side,
                dw.saturating_add(extra),
                jokers,
            )
        })
        .min_by(compare)
}

fn build(
    fast: &Fast,
    mask: u64,
    run_side: u64,
    set_side: u64,
    dw: u32,
    jokers: u32,
) -> Arrangement {
    let runs = fast.run_cover(run_side);
    let sets = fast.set_cards(set_side);
    let mut melds = Vec::new();
    for r in 0..13 {
        let group = sets >> r & super::gin::spread(1);
        if group != 0 {
            let cards: Vec<Card> = (0..4)
                .filter(|s| group >> (13 * s) & 1 != 0)
                .map(|s| card_at(s * 13 + r))
                .collect();
            melds.push(Meld {
                kind: MeldKind::Set,
                stands_for: cards.clone(),
                cards,
            });
        }
    }
    for s in 0..4 {
        let x = runs >> (13 * s) & SUIT;
        for (start, len) in blocks(x, fast.mode) {
            let cards: Vec<Card> = (0..len)
                .map(|q| Card::new(Rank::ALL[(start + q) % 13], Suit::ALL[s]))
                .collect();
            melds.push(Meld {
                kind: MeldKind::Run,
                stands_for: cards.clone(),
                cards,
            });
        }
    }
    sort_melds(&mut melds);
    let mut dead = mask & !(runs | sets);
    let mut deadwood_cards = Vec::with_capacity(dead.count_ones() as usize);
    while dead != 0 {
        deadwood_cards.push(card_at(dead.trailing_zeros() as usize));
        dead &= dead - 1;
    }
    deadwood_cards.extend((0..jokers).map(|_| Card::Joker));
    deadwood_cards.sort();
    Arrangement {
        melds,
        deadwood: dw,
        deadwood_cards,
    }
}

/// Maximal blocks of consecutive ranks in the suit mask `x` as (start rank index, length);
/// round the corner a block may wrap from the king to the ace.
fn blocks(x: u64, mode: AceMode) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    if x == SUIT {
        out.push((0, 13));
        return out;
    }
    let wrap = mode == AceMode::RoundTheCorner;
    // Start scanning just after a missing rank so that no block is cut in two.
    let first = if wrap {
        (0..13).find(|&r| x >> r & 1 == 0).map_or(0, |gap| gap + 1)
    } else {
        0
    };
    let mut len = 0;
    let mut start = 0;
    for k in 0..=13 {
        let r = (first + k) % 13;
        let held = k < 13 && x >> r & 1 != 0 && (wrap || first + k < 13);
        if held {
            if len == 0 {
                start = r;
            }
            len += 1;
        } else if len > 0 {
            out.push((start, len));
            len = 0;
        }
    }
    out
}
