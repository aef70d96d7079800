//! Melds (RULES.md §0.2): sets and runs under per-game meld rules, their validation with the
//! table-friendly messages of RULES.md, and the check of a declared arrangement of a hand.
//!
//! - **Set**: `min_set..=max_set` (3-4) cards of one rank. Suits always differ: a single deck
//!   guarantees it and several decks require it (`E_SET_DUPLICATE_SUIT`), so a set has at most
//!   4 cards. A joker in a set stands for a missing suit (the lowest free one unless declared).
//! - **Run**: `min_run` or more cards of one suit with consecutive ranks, no rank twice, under an
//!   [`AceMode`]: `LowOnly` (A-2-3 only), `LowOrHigh` (also Q-K-A; no wrap, so one ace is never
//!   both ends), `RoundTheCorner` (any arc of the 13-rank cycle, at most 13 cards).
//! - **Jokers** are wild only when the deck has jokers; each stands for one card, declared with
//!   `JK=7C` ([`parse_declared`]) or chosen by the referee. A meld needs one natural card.
//!
//! Knobs live in [`MeldRules`] with one constructor per game (`gin()`, `knock_rummy()`,
//! `basic_rummy()`, `gamblers_rummy()`, `boathouse()`, `rummy_500()`, `continental()`).

use crate::card::{Card, Rank, Suit};
use crate::cards::Deck;
use crate::error::Coded;
use crate::games::GameKind;
use crate::notation::{parse_token, pretty_cards, tokens, NotationError};
use serde::Serialize;

/// How aces may be used in runs (§0.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub enum AceMode {
    /// A-2-3 only (Gin, Basic, Gambler's, Knock Rummy).
    LowOnly,
    /// A-2-3 and Q-K-A, never K-A-2 (Rummy 500, Continental, Gift Rummy).
    LowOrHigh,
    /// Any arc of the 13-rank cycle, e.g. K-A-2 (Boathouse).
    RoundTheCorner,
}

/// A set (same rank) or a run (same suit, consecutive ranks).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub enum MeldKind {
    /// 3-4 cards of one rank.
    Set,
    /// 3+ consecutive cards of one suit.
    Run,
}

/// What counts as a meld in one game, and what each card is worth as deadwood.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MeldRules {
    /// The game (selects game-specific error codes such as `E_CR_WRAP`).
    pub game: GameKind,
    /// Short name for messages: "aces are low in Gin".
    pub game_name: &'static str,
    /// Ace usage in runs.
    pub ace_mode: AceMode,
    /// Sets count as melds.
    pub sets: bool,
    /// Runs count as melds.
    pub runs: bool,
    /// Fewest cards in a set (3).
    pub min_set: u8,
    /// Most cards in a set (4; never more, since suits differ).
    pub max_set: u8,
    /// Fewest cards in a run (3).
    pub min_run: u8,
    /// Deadwood value by rank, ace first.
    pub values: [u32; 13],
    /// Deadwood value of a joker.
    pub joker_value: u32,
    /// Packs and jokers in play; jokers are wild only when `deck.jokers > 0`.
    pub deck: Deck,
}

/// The usual rummy values by rank: A = 1, pips, J/Q/K = 10.
pub const PIP_VALUES: [u32; 13] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10];

impl MeldRules {
    fn ace_low(game: GameKind, game_name: &'static str) -> Self {
        MeldRules {
            game,
            game_name,
            ace_mode: AceMode::LowOnly,
            sets: true,
            runs: true,
            min_set: 3,
            max_set: 4,
            min_run: 3,
            values: PIP_VALUES,
            joker_value: 0,
            deck: Deck::SINGLE,
        }
    }

    /// Gin Rummy (§1.2): one deck, ace low only, A = 1, courts 10.
    pub fn gin() -> Self {
        Self::ace_low(GameKind::GinRummy, "Gin")
    }

    /// Knock Rummy (§4.4): as Gin.
    pub fn knock_rummy() -> Self {
        Self::ace_low(GameKind::KnockRummy, "Knock Rummy")
    }

    /// Basic Rummy (§3.1): as Gin.
    pub fn basic_rummy() -> Self {
        Self::ace_low(GameKind::BasicRummy, "Basic Rummy")
    }

    /// Gambler's Rummy (§4.3): as Gin.
    pub fn gamblers_rummy() -> Self {
        Self::ace_low(GameKind::GamblersRummy, "Gambler's Rummy")
    }

    /// Boathouse Rummy (§4.1): runs go round the corner and an ace is worth 11.
    pub fn boathouse() -> Self {
        let mut values = PIP_VALUES;
        values[0] = 11;
        MeldRules {
            ace_mode: AceMode::RoundTheCorner,
            values,
            ..Self::ace_low(GameKind::BoathouseRummy, "Boathouse Rummy")
        }
    }

    /// Rummy 500 (§5) with two decks and four jokers: ace high or low, ace and joker worth 15
    /// in hand. Use [`MeldRules::with_deck`] for the one-deck game (2 jokers).
    pub fn rummy_500() -> Self {
        let mut values = PIP_VALUES;
        values[0] = 15;
        MeldRules {
            ace_mode: AceMode::LowOrHigh,
            values,
            joker_value: 15,
            deck: Deck {
                packs: 2,
                jokers: 4,
            },
            ..Self::ace_low(GameKind::Rummy500, "Rummy 500")
        }
    }

    /// Continental Rummy (§4.2): runs only, ace high or low, 2 packs and 2 jokers.
    pub fn continental() -> Self {
        MeldRules {
            ace_mode: AceMode::LowOrHigh,
            sets: false,
            deck: Deck {
                packs: 2,
                jokers: 2,
            },
            ..Self::ace_low(GameKind::ContinentalRummy, "Continental Rummy")
        }
    }

    /// The same rules with another deck (e.g. Rummy 500 for 2-4 players: 1 pack, 2 jokers).
    pub fn with_deck(self, deck: Deck) -> Self {
        MeldRules { deck, ..self }
    }

    /// Deadwood value of one card.
    pub fn value(&self, card: Card) -> u32 {
        match card {
            Card::Standard(r, _) => self.values[usize::from(r.number() - 1)],
            Card::Joker => self.joker_value,
        }
    }

    /// True when jokers are wild in this game.
    pub fn jokers_wild(&self) -> bool {
        self.deck.jokers > 0
    }

    /// True when a run of `len` cards may start at rank index `start` (0 = ace): the run's
    /// positions are `start, start + 1, …` taken mod 13.
    pub fn run_fits(&self, start: u8, len: u8) -> bool {
        if len < self.min_run.max(1) || len > 13 || start > 12 {
            return false;
        }
        match self.ace_mode {
            AceMode::LowOnly => start + len <= 13,
            // A..K and 2..A hold the same 13 cards: keep only A..K.
            AceMode::LowOrHigh => start + len <= 14 && !(len == 13 && start == 1),
            AceMode::RoundTheCorner => len < 13 || start == 0,
        }
    }

    fn min_meld(&self) -> u8 {
        match (self.sets, self.runs) {
            (true, true) => self.min_set.min(self.min_run),
            (true, false) => self.min_set,
            _ => self.min_run,
        }
    }
}

/// One meld: its cards in display order (runs ascending, sets by suit ♠♥♦♣) and what each
/// card stands for (itself, or the card a joker represents).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Meld {
    /// Set or run.
    pub kind: MeldKind,
    /// The physical cards, in display order.
    pub cards: Vec<Card>,
    /// `stands_for[i]` is what `cards[i]` represents (== `cards[i]` unless it is a joker).
    pub stands_for: Vec<Card>,
}

/// A hand split into disjoint melds and deadwood.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Arrangement {
    /// The melds.
    pub melds: Vec<Meld>,
    /// Total value of the deadwood cards.
    pub deadwood: u32,
    /// The cards outside every meld, in card order (rank, then suit; jokers last).
    pub deadwood_cards: Vec<Card>,
}

/// Why cards are not a meld, or a declared arrangement is not valid.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MeldError {
    /// Fewer cards than the smallest meld.
    #[error(
        "{} is too short for a meld: a meld needs at least {min} cards.",
        pretty_cards(cards)
    )]
    TooShort {
        /// The cards offered.
        cards: Vec<Card>,
        /// Minimum meld size.
        min: u8,
    },
    /// Neither one rank nor one suit.
    #[error("{} is neither a set nor a run.", pretty_cards(cards))]
    NotAMeld {
        /// The cards offered.
        cards: Vec<Card>,
    },
    /// One suit, but the ranks are not consecutive.
    #[error("{} is not a run.", pretty_cards(cards))]
    NotARun {
        /// The cards offered.
        cards: Vec<Card>,
    },
    /// A run that needs a high ace in an ace-low game.
    #[error("{} is not a run: aces are low in {game}.", pretty_cards(cards))]
    AceLow {
        /// The cards offered.
        cards: Vec<Card>,
        /// Game name for the message.
        game: &'static str,
    },
    /// A run round the corner where that isn't allowed.
    #[error("{}", wrap_message(*game, cards))]
    Wrap {
        /// The cards offered.
        cards: Vec<Card>,
        /// The game (Continental and Rummy 500 have their own codes).
        game: GameKind,
    },
    /// Two cards of one suit in a set.
    #[error("{} isn't a valid set: suits must differ.", pretty_cards(cards))]
    SetDuplicateSuit {
        /// The cards offered.
        cards: Vec<Card>,
    },
    /// More cards of one rank than a set may hold.
    #[error(
        "{} is too long for a set: a set has at most {max} cards.",
        pretty_cards(cards)
    )]
    SetTooLong {
        /// The cards offered.
        cards: Vec<Card>,
        /// Maximum set size.
        max: u8,
    },
    /// Sets offered in a game where they don't count.
    #[error("{}", sets_message(*game, cards))]
    SetsNotAllowed {
        /// The cards offered.
        cards: Vec<Card>,
        /// The game.
        game: GameKind,
    },
    /// Runs offered in a game where they don't count.
    #[error("{} is a run, but only sets count in {game}.", pretty_cards(cards))]
    RunsNotAllowed {
        /// The cards offered.
        cards: Vec<Card>,
        /// Game name.
        game: &'static str,
    },
    /// A joker in a game without jokers, or a meld of jokers only.
    #[error("{}", joker_message(game, cards))]
    Joker {
        /// The cards offered.
        cards: Vec<Card>,
        /// Game name; empty when the problem is a meld of jokers only.
        game: &'static str,
    },
    /// A joker declared as a card that doesn't fit the meld.
    #[error("The joker can't stand for {} in {}.", stands_for.pretty(), pretty_cards(cards))]
    JokerMisfit {
        /// The cards offered.
        cards: Vec<Card>,
        /// What it was declared as.
        stands_for: Card,
    },
    /// A card used in two declared melds.
    #[error("{}", overlap_message(*card, *first, *second))]
    Overlap {
        /// The card.
        card: Card,
        /// The first meld's kind.
        first: MeldKind,
        /// The second meld's kind.
        second: MeldKind,
    },
    /// A declared meld uses a card that is not in the hand.
    #[error("{} is in a meld but not in the hand.", card.pretty())]
    NotInHand {
        /// The card.
        card: Card,
    },
}

fn wrap_message(game: GameKind, cards: &[Card]) -> String {
    match game {
        GameKind::ContinentalRummy => "Sequences can't go round the corner.".to_string(),
        GameKind::Rummy500 => {
            let ranks: Vec<&str> = cards
                .iter()
                .map(|c| c.rank().map_or("Joker", Rank::label))
                .collect();
            format!("{} isn't a run.", ranks.join("-"))
        }
        _ => format!(
            "{} is not a run: runs can't go round the corner in {}.",
            pretty_cards(cards),
            game.name()
        ),
    }
}

fn sets_message(game: GameKind, cards: &[Card]) -> String {
    match game {
        GameKind::ContinentalRummy => "Sets don't count in Continental Rummy.".to_string(),
        _ => format!(
            "{} is a set, but sets don't count in {}.",
            pretty_cards(cards),
            game.name()
        ),
    }
}

fn joker_message(game: &str, cards: &[Card]) -> String {
    if game.is_empty() {
        format!(
            "{} needs at least one card that isn't a joker.",
            pretty_cards(cards)
        )
    } else {
        format!("Jokers aren't used in {game}.")
    }
}

fn overlap_message(card: Card, first: MeldKind, second: MeldKind) -> String {
    match (first, second) {
        (MeldKind::Run, MeldKind::Run) => format!("{} can't be in two runs.", card.pretty()),
        (MeldKind::Set, MeldKind::Set) => format!("{} can't be in two sets.", card.pretty()),
        _ => format!("{} can't be in both the run and the set.", card.pretty()),
    }
}

impl Coded for MeldError {
    fn code(&self) -> &'static str {
        match self {
            MeldError::Wrap {
                game: GameKind::ContinentalRummy,
                ..
            } => "E_CR_WRAP",
            MeldError::Wrap {
                game: GameKind::Rummy500,
                ..
            } => "E_R5_WRAP",
            MeldError::SetsNotAllowed {
                game: GameKind::ContinentalRummy,
                ..
            } => "E_CR_SET",
            MeldError::SetDuplicateSuit { .. } => "E_SET_DUPLICATE_SUIT",
            MeldError::Overlap { .. } => "E_MELD_OVERLAP",
            MeldError::NotInHand { .. } => "E_MELD_NOT_IN_HAND",
            _ => "E_INVALID_MELD",
        }
    }
}

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
            game: rules.game_name,
        });
    }
    if cards.len() < usize::from(rules.min_meld()) {
        return Err(MeldError::TooShort {
            cards: owned(),
            min: rules.min_meld(),
        });
    }
    let Some(&first) = naturals.first() else {
        return Err(MeldError::Joker {
            cards: owned(),
            game: "",
        });
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
                game: rules.game,
            });
        }
        return as_set(cards, &decl, rules);
    }
    if same_suit {
        if !rules.runs {
            return Err(MeldError::RunsNotAllowed {
                cards: owned(),
                game: rules.game_name,
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
                    game: rules.game_name,
                }
            }
            AceMode::LowOrHigh if fits(AceMode::RoundTheCorner) => MeldError::Wrap {
                cards: owned(),
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
        return Err(MeldError::Joker {
            cards: owned(),
            game: "",
        });
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
    let mut left: Vec<Card> = hand.to_vec();
    // Which meld kinds already took each card (for the overlap message).
    let mut taken: Vec<(Card, MeldKind)> = Vec::new();
    let mut out = Vec::with_capacity(melds.len());
    for cards in melds {
        let meld = validate_meld(cards, rules)?;
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
        deadwood_cards: left,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
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
        assert_eq!(m.cards, parse_cards("8s 8h 8d").unwrap());
        let r = meld("3c Ac 2c", &g).unwrap();
        assert_eq!(r.kind, MeldKind::Run);
        assert_eq!(r.cards, parse_cards("Ac 2c 3c").unwrap());
        assert!(meld("9s Ts Js Qs Ks", &g).is_ok());
        assert!(meld("8s 8h 8d 8c", &g).is_ok());
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
        assert_eq!(m.cards, parse_cards("QS KS AS 2S 3S").unwrap());
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
        assert_eq!(m.stands_for, parse_cards("5C 6C 7C").unwrap());
        let m = meld("JK 5C 6C", &r5).unwrap();
        assert_eq!(m.stands_for, parse_cards("4C 5C 6C").unwrap());
        let m = meld("5C JK 7C", &r5).unwrap();
        assert_eq!(m.stands_for, parse_cards("5C 6C 7C").unwrap());
        let m = meld("7S JK 7D", &r5).unwrap();
        assert_eq!(m.kind, MeldKind::Set);
        assert_eq!(m.stands_for, parse_cards("7S 7H 7D").unwrap());
        let (cards, declared) = parse_declared("5C JK=7C 6C").unwrap();
        let m = validate_declared_meld(&cards, &declared, &r5).unwrap();
        assert_eq!(m.cards, parse_cards("5C 6C JK").unwrap());
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
        assert_eq!(a.deadwood_cards, m("KD"));
        let e = validate_arrangement(&[m("5S 6S 7S 8S"), m("8S 8H 8D")], &hand, &g).unwrap_err();
        assert_eq!(e.code(), "E_MELD_OVERLAP");
        assert_eq!(e.to_string(), "8♠ can't be in both the run and the set.");
        let e = validate_arrangement(&[m("9S TS JS")], &hand, &g).unwrap_err();
        assert_eq!(e.code(), "E_MELD_NOT_IN_HAND");
    }
}
