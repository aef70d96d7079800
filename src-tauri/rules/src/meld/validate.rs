//! Checking declared melds and arrangements: [`validate_meld`], [`validate_declared_meld`]
//! (jokers with a declared card, `JK=7C` via [`parse_declared`]) and [`validate_arrangement`].

use super::{AceMode, Arrangement, DeadCards, Meld, MeldError, MeldKind, MeldRules};
use crate::card::{Card, Rank, Suit};
use crate::notation::{parse_token, tokens, NotationError};

/// Parses a declared meld such as `"5C 6C JK=7C"`: the cards, and for each card what it was
/// declared to stand for (`Some` only for a joker given as `JK=<card>`).
pub fn parse_declared(text: &str) -> Result<(Vec<Card>, Vec<Option<Card>>), NotationError> {
    let mut cards = Vec::new();
    let mut declared = Vec::new();
    for (i, tok) in tokens(text).enumerate() {
        let bad = || NotationError::Invalid {
            token: tok.to_string(),
            position: i + 1,
        };
        match tok.split_once('=') {
            Some((joker, target)) => {
                let target = parse_token(target).filter(|c| !c.is_joker());
                match (parse_token(joker), target) {
                    (Some(Card::Joker), Some(t)) => {
                        cards.push(Card::Joker);
                        declared.push(Some(t));
                    }
                    _ => return Err(bad()),
                }
            }
            None => {
                cards.push(parse_token(tok).ok_or_else(bad)?);
                declared.push(None);
            }
        }
    }
    Ok((cards, declared))
}

/// Checks that `cards` form one meld under `rules`; jokers stand for whatever fits (see
/// [`validate_declared_meld`] for the choice).
pub fn validate_meld(cards: &[Card], rules: &MeldRules) -> Result<Meld, MeldError> {
    validate_declared_meld(cards, &[], rules)
}

/// Checks that `cards` form one meld, with `declared[i]` the card a joker at `i` stands for
/// (missing or `None` = the referee chooses). An undeclared joker in a set takes the lowest
/// free suit; in a run it fills the gaps, and extra jokers extend the run where the cards
/// were written (a joker written after the naturals goes above them), else downwards first.
pub fn validate_declared_meld(
    cards: &[Card],
    declared: &[Option<Card>],
    rules: &MeldRules,
) -> Result<Meld, MeldError> {
    let owned = || cards.to_vec();
    let naturals: Vec<Card> = cards.iter().copied().filter(|c| !c.is_joker()).collect();
    if naturals.len() < cards.len() && !rules.jokers_wild() {
        return Err(MeldError::Joker {
            cards: owned(),
            game: rules.game,
        });
    }
    if cards.len() < usize::from(rules.min_meld()) {
        return Err(MeldError::TooShort {
            cards: owned(),
            min: rules.min_meld(),
        });
    }
    let Some(&first) = naturals.first() else {
        return Err(MeldError::JokersOnly { cards: owned() });
    };
    let decl = |i: usize| declared.get(i).copied().flatten();
    let same_rank = naturals.iter().all(|c| c.rank() == first.rank());
    let same_suit = naturals.iter().all(|c| c.suit() == first.suit());
    // One natural plus jokers may be either; a declared joker settles which.
    let declared_kind = (0..cards.len()).find_map(decl).map(|d| {
        if d.rank() == first.rank() && d.suit() != first.suit() {
            MeldKind::Set
        } else {
            MeldKind::Run
        }
    });
    let try_set = same_rank && declared_kind != Some(MeldKind::Run);
    if try_set && (rules.sets || !same_suit) {
        if !rules.sets {
            return Err(MeldError::SetsNotAllowed {
                cards: owned(),
                refusal: rules.no_sets,
                game: rules.game,
            });
        }
        let set = as_set(cards, &decl, rules);
        // One natural and undeclared jokers: too many cards for a set may still be a run
        // (7♦ and four jokers is 7♦ to J♦).
        if set.is_err() && same_suit && rules.runs && declared_kind.is_none() {
            if let Some(meld) = as_run(cards, &decl, rules.ace_mode, rules) {
                return Ok(meld);
            }
        }
        return set;
    }
    if same_suit {
        if !rules.runs {
            return Err(MeldError::RunsNotAllowed {
                cards: owned(),
                game: rules.game,
            });
        }
        if let Some(meld) = as_run(cards, &decl, rules.ace_mode, rules) {
            return Ok(meld);
        }
        if let Some(bad) = (0..cards.len())
            .find_map(|i| decl(i).filter(|d| d.suit() != first.suit() || naturals.contains(d)))
        {
            return Err(MeldError::JokerMisfit {
                cards: owned(),
                stands_for: bad,
            });
        }
        let fits = |mode| as_run(cards, &decl, mode, rules).is_some();
        return Err(match rules.ace_mode {
            AceMode::LowOnly if fits(AceMode::LowOrHigh) || fits(AceMode::RoundTheCorner) => {
                MeldError::AceLow {
                    cards: owned(),
                    game: rules.game,
                }
            }
            AceMode::LowOrHigh if fits(AceMode::RoundTheCorner) => MeldError::Wrap {
                cards: owned(),
                refusal: rules.wrap,
                game: rules.game,
            },
            _ => MeldError::NotARun { cards: owned() },
        });
    }
    Err(MeldError::NotAMeld { cards: owned() })
}

fn as_set(
    cards: &[Card],
    decl: &dyn Fn(usize) -> Option<Card>,
    rules: &MeldRules,
) -> Result<Meld, MeldError> {
    let owned = || cards.to_vec();
    if cards.len() > usize::from(rules.max_set.min(4)) {
        return Err(MeldError::SetTooLong {
            cards: owned(),
            max: rules.max_set.min(4),
        });
    }
    let mut used = [false; 4];
    let mut rank = None;
    for (i, c) in cards.iter().enumerate() {
        let target = if c.is_joker() { decl(i) } else { Some(*c) };
        let Some(Card::Standard(r, s)) = target else {
            continue;
        };
        if rank.is_some_and(|k| k != r) {
            return Err(MeldError::JokerMisfit {
                cards: owned(),
                stands_for: Card::new(r, s),
            });
        }
        rank = Some(r);
        if std::mem::replace(&mut used[s.index()], true) {
            return Err(if c.is_joker() {
                MeldError::JokerMisfit {
                    cards: owned(),
                    stands_for: Card::new(r, s),
                }
            } else {
                MeldError::SetDuplicateSuit { cards: owned() }
            });
        }
    }
    let Some(rank) = rank else {
        return Err(MeldError::JokersOnly { cards: owned() });
    };
    let mut pairs: Vec<(Card, Card)> = Vec::with_capacity(cards.len());
    for (i, &c) in cards.iter().enumerate() {
        let target = match (c, decl(i)) {
            (Card::Standard(..), _) => c,
            (Card::Joker, Some(d)) => d,
            (Card::Joker, None) => {
                let free = (0..4).find(|&s| !used[s]).unwrap_or(0);
                used[free] = true;
                Card::new(rank, Suit::ALL[free])
            }
        };
        pairs.push((c, target));
    }
    pairs.sort_by_key(|&(c, t)| (t.suit(), c.is_joker()));
    Ok(Meld {
        kind: MeldKind::Set,
        cards: pairs.iter().map(|p| p.0).collect(),
        stands_for: pairs.iter().map(|p| p.1).collect(),
    })
}

/// Rank index (0 = ace) at position `i` of a run starting at `start`.
pub(crate) fn run_rank(start: u8, i: u8) -> Rank {
    Rank::ALL[usize::from((start + i) % 13)]
}

/// The run reading of `cards` under `mode`, if any. Prefers the reading that keeps the
/// written order, then the lowest start.
fn as_run(
    cards: &[Card],
    decl: &dyn Fn(usize) -> Option<Card>,
    mode: AceMode,
    rules: &MeldRules,
) -> Option<Meld> {
    let suit = cards.iter().find_map(|c| c.suit())?;
    let len = u8::try_from(cards.len()).ok()?;
    let probe = MeldRules {
        ace_mode: mode,
        ..rules.clone()
    };
    let mut best: Option<(bool, Vec<usize>, u8)> = None;
    for start in 0..13u8 {
        if !probe.run_fits(start, len) {
            continue;
        }
        // slot[p] = index into `cards` placed at position p.
        let mut slot: Vec<Option<usize>> = vec![None; cards.len()];
        let mut ok = true;
        let pos_of = |r: Rank| -> usize { usize::from((r.number() - 1 + 13 - start) % 13) };
        for (i, &c) in cards.iter().enumerate() {
            let target = if c.is_joker() { decl(i) } else { Some(c) };
            let Some(t) = target else { continue };
            let (Some(r), Some(s)) = (t.rank(), t.suit()) else {
                ok = false;
                break;
            };
            let p = pos_of(r);
            if s != suit || p >= cards.len() || slot[p].is_some() {
                ok = false;
                break;
            }
            slot[p] = Some(i);
        }
        if !ok {
            continue;
        }
        let free: Vec<usize> = (0..slot.len()).filter(|&p| slot[p].is_none()).collect();
        let mut free = free.into_iter();
        for (i, &c) in cards.iter().enumerate() {
            if c.is_joker() && decl(i).is_none() {
                let p = free.next()?;
                slot[p] = Some(i);
            }
        }
        let order: Vec<usize> = slot.iter().map(|s| s.unwrap_or(0)).collect();
        let written = order.iter().enumerate().all(|(p, &i)| p == i);
        if best.as_ref().is_none_or(|b| written && !b.0) {
            best = Some((written, order, start));
        }
    }
    let (_, order, start) = best?;
    let stands_for = (0..len)
        .map(|i| Card::new(run_rank(start, i), suit))
        .collect();
    Some(Meld {
        kind: MeldKind::Run,
        cards: order.iter().map(|&i| cards[i]).collect(),
        stands_for,
    })
}

/// Checks a declared arrangement: every meld valid, every meld card in `hand` (as many copies
/// as the hand holds), no card in two melds. The deadwood is whatever of `hand` is left.
pub fn validate_arrangement(
    melds: &[Vec<Card>],
    hand: &[Card],
    rules: &MeldRules,
) -> Result<Arrangement, MeldError> {
    let declared: Vec<(Vec<Card>, Vec<Option<Card>>)> =
        melds.iter().map(|m| (m.clone(), Vec::new())).collect();
    validate_declared_arrangement(&declared, hand, rules)
}

/// [`validate_arrangement`] for melds whose jokers may be declared (as [`parse_declared`]
/// returns them): each meld is its cards and what each joker stands for.
pub fn validate_declared_arrangement(
    melds: &[(Vec<Card>, Vec<Option<Card>>)],
    hand: &[Card],
    rules: &MeldRules,
) -> Result<Arrangement, MeldError> {
    let mut left: Vec<Card> = hand.to_vec();
    // Which meld kinds already took each card (for the overlap message).
    let mut taken: Vec<(Card, MeldKind)> = Vec::new();
    let mut out = Vec::with_capacity(melds.len());
    for (cards, declared) in melds {
        let meld = validate_declared_meld(cards, declared, rules)?;
        for &c in &meld.cards {
            if let Some(i) = left.iter().position(|&l| l == c) {
                left.swap_remove(i);
                taken.push((c, meld.kind));
            } else if let Some(&(_, first)) = taken.iter().find(|t| t.0 == c) {
                return Err(MeldError::Overlap {
                    card: c,
                    first,
                    second: meld.kind,
                });
            } else {
                return Err(MeldError::NotInHand { card: c });
            }
        }
        out.push(meld);
    }
    left.sort();
    Ok(Arrangement {
        melds: out,
        deadwood: left
            .iter()
            .fold(0u32, |t, &c| t.saturating_add(rules.value(c))),
        deadwood_cards: DeadCards::from_vec(left),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::Coded;
    use crate::notation::parse_cards;

    fn meld(text: &str, rules: &MeldRules) -> Result<Meld, MeldError> {
        validate_meld(&parse_cards(text).unwrap(), rules)
    }

    fn err(text: &str, rules: &MeldRules) -> (&'static str, String) {
        let e = meld(text, rules).unwrap_err();
        (e.code(), e.to_string())
    }

    #[test]
    fn gin_sets_and_runs() {
        let g = MeldRules::gin();
        let m = meld("8d 8s 8h", &g).unwrap();
        assert_eq!(m.kind, MeldKind::Set);
        assert_eq!(m.cards.to_vec(), parse_cards("8s 8h 8d").unwrap());
        let r = meld("3c Ac 2c", &g).unwrap();
        assert_eq!(r.kind, MeldKind::Run);
        assert_eq!(r.cards.to_vec(), parse_cards("Ac 2c 3c").unwrap());
        assert!(meld("9s Ts Js Qs Ks", &g).is_ok());
        assert!(meld("8s 8h 8d 8c", &g).is_ok());
    }

    #[test]
    fn one_natural_and_more_jokers_than_a_set_holds_is_a_run() {
        // Found by solver_props: the solver melds 7♦ and four jokers as a run; read back
        // undeclared, it was refused as a set of five.
        let r = MeldRules::rummy_500();
        let m = meld("7d JK JK JK JK", &r).unwrap();
        assert_eq!(m.kind, MeldKind::Run);
        assert_eq!(
            m.stands_for.to_vec(),
            parse_cards("7d 8d 9d Td Jd").unwrap()
        );
        // Three or four cards are still a set first, and a set-only game still says why.
        assert_eq!(meld("7d JK JK", &r).unwrap().kind, MeldKind::Set);
        let sets_only = MeldRules {
            runs: false,
            ..MeldRules::rummy_500()
        };
        assert_eq!(err("7d JK JK JK JK", &sets_only).0, "E_INVALID_MELD");
    }

    #[test]
    fn table_messages() {
        let g = MeldRules::gin();
        assert_eq!(
            err("QH KH AH", &g),
            (
                "E_INVALID_MELD",
                "Q♥ K♥ A♥ is not a run: aces are low in Gin.".into()
            )
        );
        assert_eq!(
            err("4C 5C 7C", &MeldRules::basic_rummy()),
            ("E_INVALID_MELD", "4♣ 5♣ 7♣ is not a run.".into())
        );
        assert_eq!(
            err("KH AH 2H", &g).1,
            "K♥ A♥ 2♥ is not a run: aces are low in Gin."
        );
        assert_eq!(
            err("3S 3S 3H", &MeldRules::rummy_500()),
            (
                "E_SET_DUPLICATE_SUIT",
                "3♠ 3♠ 3♥ isn't a valid set: suits must differ.".into()
            )
        );
        assert_eq!(
            err("KS AS 2S", &MeldRules::rummy_500()),
            ("E_R5_WRAP", "K-A-2 isn't a run.".into())
        );
        assert_eq!(
            err("QS KS AS 2S 3S", &MeldRules::continental()),
            ("E_CR_WRAP", "Sequences can't go round the corner.".into())
        );
        assert_eq!(
            err("7C 7D 7H", &MeldRules::continental()),
            ("E_CR_SET", "Sets don't count in Continental Rummy.".into())
        );
        assert_eq!(err("7C 8D 9H", &g).0, "E_INVALID_MELD");
        assert_eq!(err("7C 8C", &g).0, "E_INVALID_MELD");
        assert_eq!(err("7C 8C JK", &g).1, "Jokers aren't used in Gin.");
    }

    #[test]
    fn ace_modes() {
        let r5 = MeldRules::rummy_500();
        assert!(meld("QS KS AS", &r5).is_ok());
        assert!(meld("AS 2S 3S", &r5).is_ok());
        let bh = MeldRules::boathouse();
        let m = meld("2S AS QS KS 3S", &bh).unwrap();
        assert_eq!(m.cards.to_vec(), parse_cards("QS KS AS 2S 3S").unwrap());
        assert!(meld("KH AH 2H", &bh).is_ok());
        // All 13 spades are one run round the corner; 14 cards never are.
        let all = "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS";
        assert!(meld(all, &bh).is_ok());
        assert!(meld(&format!("{all} AS"), &bh).is_err());
        assert!(meld(all, &r5).is_ok());
    }

    #[test]
    fn jokers() {
        let r5 = MeldRules::rummy_500();
        let m = meld("5C 6C JK", &r5).unwrap();
        assert_eq!(m.stands_for.to_vec(), parse_cards("5C 6C 7C").unwrap());
        let m = meld("JK 5C 6C", &r5).unwrap();
        assert_eq!(m.stands_for.to_vec(), parse_cards("4C 5C 6C").unwrap());
        let m = meld("5C JK 7C", &r5).unwrap();
        assert_eq!(m.stands_for.to_vec(), parse_cards("5C 6C 7C").unwrap());
        let m = meld("7S JK 7D", &r5).unwrap();
        assert_eq!(m.kind, MeldKind::Set);
        assert_eq!(m.stands_for.to_vec(), parse_cards("7S 7H 7D").unwrap());
        let (cards, declared) = parse_declared("5C JK=7C 6C").unwrap();
        let m = validate_declared_meld(&cards, &declared, &r5).unwrap();
        assert_eq!(m.cards.to_vec(), parse_cards("5C 6C JK").unwrap());
        let (cards, declared) = parse_declared("5C JK=7D 6C").unwrap();
        assert!(validate_declared_meld(&cards, &declared, &r5).is_err());
        let (cards, declared) = parse_declared("5C JK=5H JK").unwrap();
        let m = validate_declared_meld(&cards, &declared, &r5).unwrap();
        assert_eq!(m.kind, MeldKind::Set);
        assert!(meld("JK JK JK", &r5).is_err());
        assert!(parse_declared("5C 7C=JK").is_err());
    }

    #[test]
    fn arrangement_checks() {
        let g = MeldRules::gin();
        let hand = parse_cards("5S 6S 7S 8S 8H 8D 2C 3C 4C KD").unwrap();
        let m = |t: &str| parse_cards(t).unwrap();
        let a = validate_arrangement(&[m("5S 6S 7S"), m("8S 8H 8D"), m("2C 3C 4C")], &hand, &g)
            .unwrap();
        assert_eq!(a.deadwood, 10);
        assert_eq!(a.deadwood_cards.to_vec(), m("KD"));
        let e = validate_arrangement(&[m("5S 6S 7S 8S"), m("8S 8H 8D")], &hand, &g).unwrap_err();
        assert_eq!(e.code(), "E_MELD_OVERLAP");
        assert_eq!(e.to_string(), "8♠ can't be in both the run and the set.");
        let e = validate_arrangement(&[m("9S TS JS")], &hand, &g).unwrap_err();
        assert_eq!(e.code(), "E_MELD_NOT_IN_HAND");
        // Declared jokers: the second joker stands for 7♣, the first for 4♣.
        let r5 = MeldRules::rummy_500();
        let hand = m("5C 6C JK JK 9D");
        let a =
            validate_declared_arrangement(&[parse_declared("JK 5C 6C JK=7C").unwrap()], &hand, &r5)
                .unwrap();
        assert_eq!(a.melds[0].stands_for.to_vec(), m("4C 5C 6C 7C"));
        assert_eq!(a.deadwood_cards.to_vec(), m("9D"));
        let e = validate_arrangement(&[m("5C 6C JK"), m("9D JK JK")], &hand, &r5).unwrap_err();
        assert_eq!(e.to_string(), "Joker can't be in both the run and the set.");
    }
}
