//! Gift Rummy (David Parlett's game, also published as "Swap Three"), RULES.md §2 and §11.5.
//!
//! Rules implemented: exactly 4 players (North, East, South, West), one 52-card pack, 13
//! cards each, so all 52 cards are entered and a duplicate means a card is missing (the
//! message names it). A deal is up to 3 rounds of swaps ([`swaps`]); at the end of round 1 a
//! satisfied player may knock, and by default also at the end of round 2. Each final hand
//! scores ([`count`]): the flush (the longest suit's length when 5 or more, once even if two
//! suits tie), sequences (1 per card in a same-suit run of 3+, ace low or high but not both,
//! no K-A-2 wrap), same rank (three 6, four 12, per rank) and one twenty-one (7 for one card
//! of each suit adding up to 21, A 1, J/Q/K 5). By default every category counts on its own;
//! the exclusive option makes sequences, sets and the twenty-one use disjoint cards and takes
//! the best total. The player who was the only one to knock after round 1 gets +10; a knock
//! after round 2 earns nothing. The game is 4 deals, or ends after the deal in which someone
//! reaches 100; the highest total wins and an exact tie gives co-winners.
//!
//! Knobs ([`GiftRummyOptions`]): `counting` (`independent` / `exclusive`), `knock_bonus` (10),
//! `knock_after_round2` (allowed), `flush_min` (5), `three_of_a_kind` (6), `four_of_a_kind`
//! (12), `twenty_one` (7), `twenty_one_total` (21), `deals` (4), `target` (100).

pub mod count;
/// Cards each player ends with (and enters).
pub const HAND_SIZE: u8 = 13;

mod knobs;
pub mod swaps;
mod words;

use crate::card::{Card, Rank, Suit};
use crate::deck::{check_copies, Deck};
use crate::error::{Coded, RuleError};
use crate::games::{Game, GameEnd, GameKind, PlayedHand, Scored, Table};
use crate::ledger::verdict::{leaders, totals, WinRule};
use crate::notation::{parse_cards, pretty_cards};
use crate::points::Points;
use crate::says::Said;
use count::{Breakdown, Combos};
use serde::{Deserialize, Serialize};
use swaps::Round;

/// Seat names: North, East, South, West (clockwise).
pub fn seat_name(seat: usize) -> String {
    match ["North", "East", "South", "West"].get(seat) {
        Some(name) => (*name).to_string(),
        None => format!("Seat {}", seat + 1),
    }
}

/// How cards may count across categories.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "snake_case")]
pub enum Counting {
    /// Every category on its own (a card may count several times).
    #[default]
    Independent,
    /// Sequences, sets and the twenty-one use disjoint cards; the best total is taken.
    Exclusive,
}

/// The knobs of Gift Rummy. `Default` is the seed with the §11.5 decisions.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase", default)]
pub struct GiftRummyOptions {
    /// Independent (default) or exclusive counting.
    pub counting: Counting,
    /// Bonus for the sole knocker after round 1.
    pub knock_bonus: u32,
    /// Whether players may knock at the end of round 2 (for no bonus).
    pub knock_after_round2: bool,
    /// Shortest longest-suit that scores as a flush.
    pub flush_min: u32,
    /// Points for exactly three of a rank.
    pub three_of_a_kind: u32,
    /// Points for all four of a rank.
    pub four_of_a_kind: u32,
    /// Points for the twenty-one.
    pub twenty_one: u32,
    /// What the four cards of a twenty-one add up to.
    pub twenty_one_total: u32,
    /// Deals in a game.
    pub deals: u32,
    /// The game ends after the deal in which someone reaches this.
    pub target: u32,
}

impl Default for GiftRummyOptions {
    fn default() -> Self {
        Self {
            counting: Counting::Independent,
            knock_bonus: 10,
            knock_after_round2: true,
            flush_min: 5,
            three_of_a_kind: 6,
            four_of_a_kind: 12,
            twenty_one: 7,
            twenty_one_total: 21,
            deals: 4,
            target: 100,
        }
    }
}

impl GiftRummyOptions {
    /// Named presets: `seed` (independent counting) and `exclusive`.
    pub fn presets() -> Vec<(&'static str, GiftRummyOptions)> {
        vec![
            ("seed", GiftRummyOptions::default()),
            (
                "exclusive",
                GiftRummyOptions {
                    counting: Counting::Exclusive,
                    ..GiftRummyOptions::default()
                },
            ),
        ]
    }
}

/// What the players enter for one deal.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct GiftRummyHand {
    /// Each seat's final 13 cards (North, East, South, West).
    pub hands: Vec<String>,
    /// Who knocked at the end of round 1 (empty = nobody).
    #[serde(default)]
    pub knocked_after_round1: Vec<bool>,
    /// Who knocked at the end of round 2 (empty = nobody).
    #[serde(default)]
    pub knocked_after_round2: Vec<bool>,
    /// The seat the players say earned the knock bonus, when they enter it; checked.
    #[serde(default)]
    pub bonus_claimed_by: Option<usize>,
}

/// One seat's count, explained.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct GiftRummyLine {
    /// Points per category.
    pub breakdown: Breakdown,
    /// Which cards made them.
    pub combos: Combos,
    /// The deal's score.
    pub total: u32,
    /// One sentence for people.
    pub explanation: String,
}

/// How one deal scored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct GiftRummyOutcome {
    /// The counting used.
    pub counting: Counting,
    /// The sole knocker after round 1, who gets the bonus.
    pub sole_knocker: Option<usize>,
    /// The rounds of the deal: who passed to whom.
    pub rounds: Vec<Round>,
    /// Per seat.
    pub lines: Vec<GiftRummyLine>,
    /// Each line's explanation as a message, for a reader in any language.
    #[serde(skip)]
    #[ts(skip)]
    pub said: Vec<crate::says::Said>,
}

/// Why a Gift Rummy entry is rejected.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GiftRummyError {
    /// Not 4 players.
    #[error("Gift Rummy is for exactly 4 players.")]
    Players,
    /// A hand without 13 cards.
    #[error("Each hand must have 13 cards ({} has {cards}).", seat_name(*.seat))]
    HandSize {
        /// 0-based seat.
        seat: usize,
        /// Cards entered.
        cards: usize,
    },
    /// The same card twice (so another is missing).
    #[error("{}{}", .copies, missing_words(.missing))]
    Duplicate {
        /// The card entered too often.
        copies: crate::deck::CopiesError,
        /// The cards nobody holds.
        missing: Vec<Card>,
    },
    /// A knock after round 2 by a seat that already knocked after round 1.
    #[error("{} already knocked after round 1.", seat_name(*.seat))]
    KnockedTwice {
        /// 0-based seat.
        seat: usize,
    },
    /// A knock after round 2 when there was no round 2.
    #[error("{knocked} players knocked after round 1, so there was no round 2 to knock after.")]
    NoRoundTwo {
        /// How many knocked after round 1.
        knocked: usize,
    },
    /// A knock after round 2 when the rules allow knocking after round 1 only.
    #[error("In this game you can only knock at the end of round 1.")]
    KnockAfterRoundOne,
    /// A tracked pass of other than three cards.
    #[error("Each pass is exactly three cards.")]
    SwapSize {
        /// Cards passed.
        cards: usize,
    },
    /// A knocked player in a swap.
    #[error("{} has knocked and no longer swaps.", seat_name(*.seat))]
    KnockedSwap {
        /// 0-based seat.
        seat: usize,
    },
    /// The knock bonus claimed for a seat that did not knock alone after round 1.
    #[error("{} can't have the knock bonus: it goes only to a player who knocked alone after round 1 ({knockers} knocked).", seat_name(*.seat))]
    Bonus {
        /// The seat claimed for.
        seat: usize,
        /// How many knocked after round 1.
        knockers: usize,
    },
    /// A knock list that is not one flag per player.
    #[error("Enter who knocked as one yes/no per player (4), not {got}.")]
    KnockCount {
        /// Flags given.
        got: usize,
    },
}

impl Coded for GiftRummyError {
    fn code(&self) -> &'static str {
        match self {
            GiftRummyError::Players => "E_GR_PLAYERS",
            GiftRummyError::HandSize { .. } => "E_GR_HAND_SIZE",
            GiftRummyError::Duplicate { .. } => "E_DUPLICATE_CARD",
            GiftRummyError::KnockedTwice { .. }
            | GiftRummyError::NoRoundTwo { .. }
            | GiftRummyError::KnockAfterRoundOne => "E_GR_KNOCK_TIMING",
            GiftRummyError::SwapSize { .. } => "E_GR_SWAP_SIZE",
            GiftRummyError::KnockedSwap { .. } => "E_GR_KNOCKED_SWAP",
            GiftRummyError::Bonus { .. } => "E_GR_BONUS",
            GiftRummyError::KnockCount { .. } => "E_ENTRY_COUNT",
        }
    }

    fn said(&self) -> Option<Said> {
        Some(match self {
            GiftRummyError::Players => {
                Said::new("gift-error-players").arg("game", GameKind::GiftRummy.name_said())
            }
            GiftRummyError::HandSize { seat, cards } => Said::new("gift-error-hand-size")
                .arg("seat", seat_said(*seat))
                .arg("cards", *cards),
            GiftRummyError::Duplicate { copies, missing } => {
                let copies = copies.said()?;
                match missing.as_slice() {
                    [] => copies,
                    [one] => Said::new("gift-error-missing-one")
                        .arg("copies", copies)
                        .arg("card", *one),
                    many => Said::new("gift-error-missing")
                        .arg("copies", copies)
                        .arg("cards", many),
                }
            }
            GiftRummyError::KnockedTwice { seat } => {
                Said::new("gift-error-knocked-twice").arg("seat", seat_said(*seat))
            }
            GiftRummyError::NoRoundTwo { knocked } => {
                Said::new("gift-error-no-round-two").arg("knocked", *knocked)
            }
            GiftRummyError::KnockAfterRoundOne => Said::new("gift-error-knock-round-one"),
            GiftRummyError::SwapSize { .. } => Said::new("gift-error-swap-size"),
            GiftRummyError::KnockedSwap { seat } => {
                Said::new("gift-error-knocked-swap").arg("seat", seat_said(*seat))
            }
            GiftRummyError::Bonus { seat, knockers } => Said::new("gift-error-bonus")
                .arg("seat", seat_said(*seat))
                .arg("knockers", *knockers),
            GiftRummyError::KnockCount { got } => {
                Said::new("gift-error-knock-count").arg("got", *got)
            }
        })
    }
}

/// A seat by its name (North, East, South, West) as the reader's language says it; "Seat N"
/// past the fourth.
fn seat_said(seat: usize) -> Said {
    match seat {
        0 => Said::new("gift-seat-north"),
        1 => Said::new("gift-seat-east"),
        2 => Said::new("gift-seat-south"),
        3 => Said::new("gift-seat-west"),
        n => Said::new("gift-seat-n").arg("n", n + 1),
    }
}

/// What a duplicate leaves missing, after its refusal: " So the 7♥ is missing.".
fn missing_words(missing: &[Card]) -> String {
    match missing.len() {
        0 => String::new(),
        1 => format!(" So the {} is missing.", pretty_cards(missing)),
        _ => format!(" So these are missing: {}.", pretty_cards(missing)),
    }
}

/// Parses and checks the four hands: 13 cards each, one pack (naming what is missing).
pub fn parse_hands(texts: &[String]) -> Result<Vec<Vec<Card>>, RuleError> {
    if texts.len() != 4 {
        return Err(GiftRummyError::Players.into());
    }
    let mut hands = Vec::with_capacity(4);
    for text in texts {
        hands.push(parse_cards(text)?);
    }
    for (seat, h) in hands.iter().enumerate() {
        if h.len() != usize::from(HAND_SIZE) {
            return Err(GiftRummyError::HandSize {
                seat,
                cards: h.len(),
            }
            .into());
        }
    }
    let all: Vec<Card> = hands.iter().flatten().copied().collect();
    if let Err(copies) = check_copies(&all, Deck::SINGLE) {
        let missing: Vec<Card> = Suit::ALL
            .iter()
            .flat_map(|&s| Rank::ALL.iter().map(move |&r| Card::new(r, s)))
            .filter(|c| !all.contains(c))
            .collect();
        return Err(GiftRummyError::Duplicate { copies, missing }.into());
    }
    Ok(hands)
}

fn check_flags(flags: &[bool]) -> Result<(), GiftRummyError> {
    match flags.len() {
        0 | 4 => Ok(()),
        got => Err(GiftRummyError::KnockCount { got }),
    }
}

/// The sole knocker after round 1, if exactly one player knocked then.
pub fn sole_knocker(after_round1: &[bool]) -> Option<usize> {
    let knockers: Vec<usize> = (0..after_round1.len())
        .filter(|&s| after_round1[s])
        .collect();
    match knockers.as_slice() {
        [one] => Some(*one),
        _ => None,
    }
}

/// One seat's line, without the seat's name (each screen puts its own name in front); `end`
/// false leaves out the full stop (the one-line telling).
fn explain(b: &Breakdown, end: bool) -> Said {
    let mut parts = Vec::new();
    for (points, what) in [
        (b.flush, "gift-flush"),
        (b.sequences, "gift-sequences"),
        (b.sets, "gift-same-rank"),
        (b.twenty_one, "gift-twenty-one"),
        (b.knock_bonus, "gift-sole-knocker"),
    ] {
        if points > 0 {
            parts.push(Said::new(what).arg("points", points));
        }
    }
    let detail = if parts.is_empty() {
        Said::new("gift-nothing-scores")
    } else {
        crate::says::joined(parts, ", ")
    };
    Said::new(if end { "gift-line" } else { "gift-line-bare" })
        .arg("detail", detail)
        .arg("total", b.total())
}

/// Gift Rummy.
pub struct GiftRummy;

impl GiftRummy {
    /// Scores one deal for the four seats.
    pub fn score_deal(
        options: &GiftRummyOptions,
        hand: &GiftRummyHand,
    ) -> Result<Scored<GiftRummyOutcome>, RuleError> {
        let hands = parse_hands(&hand.hands)?;
        check_flags(&hand.knocked_after_round1)?;
        check_flags(&hand.knocked_after_round2)?;
        let rounds = swaps::deal_plan(
            &hand.knocked_after_round1,
            &hand.knocked_after_round2,
            options.knock_after_round2,
        )?;
        let sole = sole_knocker(&hand.knocked_after_round1);
        if let Some(seat) = hand.bonus_claimed_by.filter(|&s| sole != Some(s)) {
            let knockers = hand.knocked_after_round1.iter().filter(|&&k| k).count();
            return Err(GiftRummyError::Bonus { seat, knockers }.into());
        }
        let lines: Vec<GiftRummyLine> = hands
            .iter()
            .enumerate()
            .map(|(seat, cards)| {
                let (mut breakdown, combos) = match options.counting {
                    Counting::Independent => count::independent(options, cards),
                    Counting::Exclusive => count::exclusive(options, cards),
                };
                if sole == Some(seat) {
                    breakdown.knock_bonus = options.knock_bonus;
                }
                GiftRummyLine {
                    explanation: explain(&breakdown, true).english(),
                    total: breakdown.total(),
                    breakdown,
                    combos,
                }
            })
            .collect();
        Ok(Scored {
            points: lines.iter().map(|l| Points::from(l.total)).collect(),
            outcome: GiftRummyOutcome {
                counting: options.counting,
                sole_knocker: sole,
                rounds,
                said: lines.iter().map(|l| explain(&l.breakdown, true)).collect(),
                lines,
            },
            warnings: Vec::new(),
        })
    }
}

impl Game for GiftRummy {
    const KIND: GameKind = GameKind::GiftRummy;
    type Options = GiftRummyOptions;
    type Hand = GiftRummyHand;
    type Outcome = GiftRummyOutcome;
    const NAME: &'static str = "Gift Rummy";
    const PLAYERS: (u8, u8) = (4, 4);
    const SUMMARY: &'static str = "David Parlett's game for exactly four, also published as \"Swap Three\". Players pass three cards left, right and across, knock when satisfied, and score their final 13 cards: longest flush of 5+, cards in sequences, three or four of a kind (6 or 12), and one twenty-one (7). The sole knocker after round 1 gets 10. Four deals or first to 100; highest wins.";
    const PLAYERS_CODE: &'static str = "E_GR_PLAYERS";
    const HAND_SIZE: Option<u8> = Some(HAND_SIZE);

    fn win_rule(_options: &GiftRummyOptions) -> crate::games::WinRule {
        crate::games::WinRule::highest(false)
    }

    fn entered_said(hand: &GiftRummyHand, seat: usize) -> Said {
        let mut parts = vec![hand.hands.get(seat).map_or_else(
            || crate::says::text(""),
            |h| crate::ledger::words::typed_cards_said(h),
        )];
        if hand.knocked_after_round1.get(seat) == Some(&true) {
            parts.push(Said::new("gift-entered-knocked").arg("round", 1u32));
        }
        if hand.knocked_after_round2.get(seat) == Some(&true) {
            parts.push(Said::new("gift-entered-knocked").arg("round", 2u32));
        }
        if hand.bonus_claimed_by == Some(seat) {
            parts.push(Said::new("gift-entered-claimed-bonus"));
        }
        crate::says::joined(parts, "; ")
    }

    said_hand_words!(GiftRummyOutcome);

    fn hand_said(outcome: &GiftRummyOutcome, _points: &[crate::points::Points]) -> Option<Said> {
        Some(crate::ledger::words::per_seat_said(
            outcome.lines.iter().map(|l| explain(&l.breakdown, false)),
        ))
    }

    fn retell(outcome: &mut GiftRummyOutcome, tell: &dyn Fn(&Said) -> String) {
        for (line, said) in outcome.lines.iter_mut().zip(&outcome.said) {
            line.explanation = tell(said);
        }
    }

    fn explanation_said(outcome: &GiftRummyOutcome) -> Option<&[Said]> {
        Some(&outcome.said)
    }

    fn knobs(options: &GiftRummyOptions) -> Vec<crate::games::knob::Knob> {
        knobs::knobs(options)
    }

    fn presets() -> Vec<(&'static str, GiftRummyOptions)> {
        GiftRummyOptions::presets()
    }

    fn preset_name(id: &str) -> String {
        words::preset_name(id)
    }

    fn preset_hint(id: &str, options: &GiftRummyOptions) -> String {
        words::preset_hint(id, options)
    }

    fn describe(options: &GiftRummyOptions) -> Vec<String> {
        words::describe(options)
    }

    fn end_line(options: &GiftRummyOptions) -> String {
        words::end_line(options)
    }

    fn describe_said(options: &GiftRummyOptions) -> Option<Vec<crate::says::Said>> {
        Some(words::describe_said(options))
    }

    fn end_said(options: &GiftRummyOptions) -> Option<crate::says::Said> {
        Some(words::end_said(options))
    }

    fn knob_words(options: &GiftRummyOptions) -> Vec<(&'static str, String)> {
        words::knob_words(options)
    }

    fn knob_words_said(options: &GiftRummyOptions) -> Vec<(&'static str, crate::says::Said)> {
        words::knob_words_said(options)
    }

    fn score(
        options: &GiftRummyOptions,
        table: &Table,
        hand: &GiftRummyHand,
    ) -> Result<Scored<GiftRummyOutcome>, RuleError> {
        if table.seats != 4 {
            return Err(GiftRummyError::Players.into());
        }
        Self::score_deal(options, hand)
    }

    fn end(options: &GiftRummyOptions, seats: usize, hands: &[PlayedHand]) -> GameEnd {
        let totals = totals(seats, hands);
        let deals = usize::try_from(options.deals).unwrap_or(usize::MAX);
        let target = Points::from(options.target);
        let reached = totals.iter().any(|&t| t >= target);
        let over = !hands.is_empty() && (reached || hands.len() >= deals);
        let line = if !over {
            Said::new("gift-end-progress")
                .arg("played", hands.len())
                .arg("deals", options.deals)
        } else if reached {
            Said::new("gift-end-target").arg("target", options.target)
        } else {
            Said::new("gift-end-deals").arg("deals", options.deals)
        };
        GameEnd {
            explanation: vec![line.english()],
            said: vec![line],
            over,
            bonuses: vec![Points::ZERO; seats],
            winners: if over {
                leaders(WinRule::highest(false), &totals)
            } else {
                Vec::new()
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn duplicate_names_the_missing_card() {
        let mut deck: Vec<String> = Suit::ALL
            .iter()
            .flat_map(|&s| Rank::ALL.iter().map(move |&r| Card::new(r, s).to_string()))
            .collect();
        deck[51] = "7h".into(); // K♣ replaced by a second 7♥
        let hands: Vec<String> = deck.chunks(13).map(|c| c.join(" ")).collect();
        let err = parse_hands(&hands).map_err(|e| (e.code, e.message));
        assert_eq!(
            err,
            Err((
                "E_DUPLICATE_CARD",
                "The 7♥ was entered twice, but this game uses one deck. So the K♣ is missing."
                    .to_string()
            ))
        );
    }

    #[test]
    fn hand_size_names_the_seat() {
        let hands = vec!["AS".to_string(); 4];
        let err = parse_hands(&hands).map_err(|e| e.message);
        assert_eq!(
            err,
            Err("Each hand must have 13 cards (North has 1).".into())
        );
    }
}
