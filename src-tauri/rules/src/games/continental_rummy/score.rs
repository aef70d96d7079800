//! Checking a Continental Rummy winner's hand and working out the payment (RULES.md §4.2).
//!
//! Order of the checks: the winner's seat (`E_BAD_HAND`), the card notation (`E_INVALID_CARD`)
//! and undeclared jokers (`E_JOKER_UNDECLARED`), copies against the packs in play
//! (`E_DUPLICATE_CARD`), each sequence (`E_CR_SET`, `E_CR_WRAP`, `E_INVALID_MELD`), then the
//! shape (`E_CR_SHAPE`).

use super::hand::{ContinentalCount, ContinentalMelds, PaymentItem, Sequence, SequenceCard};
use super::options::ContinentalOptions;
use super::shape;
use crate::card::{Card, Rank};
use crate::deck::{check_copies, CopiesError, Deck};
use crate::error::RuleError;
use crate::meld::{validate_declared_meld, MeldRules};
use crate::notation::{parse_token, tokens, NotationError};
use crate::says::Said;

/// Most card tokens read from one entry: every card of four packs and their jokers.
const MOST_CARDS: usize = 4 * 53;

/// The winning hand as the payment sees it.
#[derive(Debug, Clone, Default)]
pub(super) struct Wilds {
    pub jokers: u32,
    pub deuces: u32,
    pub first_turn: bool,
    pub without_drawing: bool,
    pub one_suit: bool,
}

/// The meld rules for `packs` packs with one joker each.
fn rules_for(packs: u8) -> MeldRules {
    MeldRules::continental().with_deck(Deck {
        packs,
        jokers: packs,
    })
}

/// One sequence as typed: the physical cards, the cards as the meld check sees them (a wild
/// deuce is a joker there), what each wild card stands for, and how many wild deuces.
struct Typed {
    physical: Vec<Card>,
    wild: Vec<Card>,
    declared: Vec<Option<Card>>,
    deuces: u32,
}

fn parse_sequence(text: &str, deuces_wild: bool) -> Result<Typed, RuleError> {
    let mut t = Typed {
        physical: Vec::new(),
        wild: Vec::new(),
        declared: Vec::new(),
        deuces: 0,
    };
    for (i, tok) in tokens(text).enumerate() {
        let bad = || NotationError::Invalid {
            token: tok.to_string(),
            position: i + 1,
        };
        match tok.split_once('=') {
            Some((left, right)) => {
                let target = parse_token(right)
                    .filter(|c| !c.is_joker())
                    .ok_or_else(bad)?;
                let card = parse_token(left).ok_or_else(bad)?;
                let wild_deuce = deuces_wild && card.rank() == Some(Rank::Two);
                if !(card.is_joker() || wild_deuce) {
                    return Err(RuleError::saying(
                        "E_INVALID_CARD",
                        Said::new(if deuces_wild {
                            "continental-error-stand-in-deuce"
                        } else {
                            "continental-error-stand-in"
                        })
                        .arg("token", tok),
                    ));
                }
                t.deuces += u32::from(wild_deuce);
                t.physical.push(card);
                t.wild.push(Card::Joker);
                t.declared.push(Some(target));
            }
            None => {
                let card = parse_token(tok).ok_or_else(bad)?;
                if card.is_joker() {
                    return Err(RuleError::saying(
                        "E_JOKER_UNDECLARED",
                        Said::new("continental-error-joker-undeclared"),
                    ));
                }
                t.physical.push(card);
                t.wild.push(card);
                t.declared.push(None);
            }
        }
    }
    Ok(t)
}

/// The checked sequences of a winner's hand, the shape they make, and the wild cards.
pub(super) struct Shown {
    pub sequences: Vec<Sequence>,
    pub shape: String,
    pub wilds: Wilds,
}

/// Checks the winner's sequences against the rules and the shapes.
pub(super) fn check_melds(
    options: &ContinentalOptions,
    packs: u8,
    entry: &ContinentalMelds,
) -> Result<Shown, RuleError> {
    let count: usize = entry
        .melds
        .iter()
        .map(|m| tokens(m).take(MOST_CARDS + 1).count())
        .fold(0, usize::saturating_add);
    if count > MOST_CARDS {
        return Err(RuleError::saying(
            "E_CR_SHAPE",
            Said::new("continental-error-too-many").arg("most", MOST_CARDS),
        ));
    }
    let typed = entry
        .melds
        .iter()
        .map(|m| parse_sequence(m, options.deuces_wild))
        .collect::<Result<Vec<_>, _>>()?;
    let rules = rules_for(packs);
    check_copies(typed.iter().flat_map(|t| &t.physical), rules.deck)?;
    let mut melds = Vec::with_capacity(typed.len());
    for t in &typed {
        let meld = validate_declared_meld(&t.wild, &t.declared, &rules)?;
        // Put the physical cards back in display order: naturals are themselves, and each
        // wild card (joker or wild deuce) goes where the card it was declared as sits.
        let mut wilds: Vec<(Card, Option<Card>)> = t
            .physical
            .iter()
            .zip(&t.wild)
            .zip(&t.declared)
            .filter(|((_, w), _)| w.is_joker())
            .map(|((p, _), d)| (*p, *d))
            .collect();
        let cards: Vec<SequenceCard> = meld
            .cards
            .iter()
            .zip(&meld.stands_for)
            .map(|(&c, &s)| {
                let card = if c.is_joker() {
                    let at = wilds.iter().position(|w| w.1 == Some(s)).unwrap_or(0);
                    if at < wilds.len() {
                        wilds.swap_remove(at).0
                    } else {
                        Card::Joker
                    }
                } else {
                    c
                };
                SequenceCard {
                    card,
                    stands_for: s,
                }
            })
            .collect();
        melds.push(cards);
    }
    let lengths: Vec<usize> = melds.iter().map(Vec::len).collect();
    let total: usize = lengths.iter().sum();
    if total != shape::HAND {
        return Err(RuleError::saying(
            "E_CR_SHAPE",
            Said::new("continental-error-count").arg("total", total),
        ));
    }
    let split = if options.any_partition {
        lengths
            .iter()
            .map(|&l| vec![u8::try_from(l).unwrap_or(u8::MAX)])
            .collect()
    } else {
        shape::listed(&lengths)
            .ok_or_else(|| RuleError::saying("E_CR_SHAPE", Said::new("continental-error-shape")))?
    };
    let shape = shape::label(&split);
    let mut suits = melds.iter().flatten().map(|c| c.stands_for.suit());
    let first = suits.next().flatten();
    let one_suit = suits.all(|s| s == first);
    let wilds = Wilds {
        jokers: typed
            .iter()
            .flat_map(|t| &t.physical)
            .filter(|c| c.is_joker())
            .count()
            .try_into()
            .unwrap_or(u32::MAX),
        deuces: typed.iter().map(|t| t.deuces).sum(),
        first_turn: entry.first_turn,
        without_drawing: entry.without_drawing,
        one_suit,
    };
    let sequences = melds
        .into_iter()
        .zip(split)
        .map(|(cards, counts_as)| Sequence { cards, counts_as })
        .collect();
    Ok(Shown {
        sequences,
        shape,
        wilds,
    })
}

/// Checks a count-only entry against the packs in play.
pub(super) fn check_count(
    options: &ContinentalOptions,
    packs: u8,
    entry: &ContinentalCount,
) -> Result<Wilds, RuleError> {
    if entry.jokers > u32::from(packs) {
        return Err(CopiesError::TooManyJokers {
            count: usize::try_from(entry.jokers).unwrap_or(usize::MAX),
            allowed: packs,
        }
        .into());
    }
    if entry.deuces > 0 && !options.deuces_wild {
        return Err(RuleError::saying(
            "E_BAD_HAND",
            Said::new("continental-error-deuces-not-wild"),
        ));
    }
    let most = 4 * u32::from(packs);
    if entry.deuces > most {
        return Err(RuleError::saying(
            "E_DUPLICATE_CARD",
            Said::new("continental-error-deuces")
                .arg("deuces", entry.deuces)
                .arg("most", most),
        ));
    }
    Ok(Wilds {
        jokers: entry.jokers,
        deuces: entry.deuces,
        first_turn: entry.first_turn,
        without_drawing: entry.without_drawing,
        one_suit: entry.one_suit,
    })
}

/// What each loser pays, item by item.
pub(super) fn payment(o: &ContinentalOptions, w: &Wilds) -> Vec<PaymentItem> {
    let item = |said: Said, amount: u32| PaymentItem {
        reason: said.english(),
        amount,
        said,
    };
    let mut items = vec![item(Said::new("cont-going-out"), o.going_out)];
    let mut add = |said: Said, amount: u32| {
        if amount > 0 {
            items.push(item(said, amount));
        }
    };
    add(
        Said::new("cont-jokers")
            .arg("n", w.jokers)
            .arg("per", o.per_joker),
        w.jokers.saturating_mul(o.per_joker),
    );
    if o.deuces_wild {
        add(
            Said::new("cont-deuces")
                .arg("n", w.deuces)
                .arg("per", o.per_deuce),
            w.deuces.saturating_mul(o.per_deuce),
        );
    }
    let wild_used = w.jokers > 0 || (o.deuces_wild && w.deuces > 0);
    if !wild_used {
        add(Said::new("cont-no-wild"), o.no_wild_bonus);
    }
    if w.first_turn && w.without_drawing {
        add(
            Said::new("cont-first-turn-no-draw"),
            o.first_turn_no_draw_bonus,
        );
    } else if w.first_turn {
        add(Said::new("cont-first-turn"), o.first_turn_bonus);
    }
    if w.one_suit {
        add(Said::new("cont-one-suit"), o.one_suit_bonus);
    }
    items
}
