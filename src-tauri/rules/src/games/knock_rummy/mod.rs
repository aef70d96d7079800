//! Knock Rummy, or Poker Rum (RULES.md §4.4, decision §11.8), a settlement game.
//!
//! **The hand.** 2–6 players, one 52-card deck, no jokers, nothing melded on the table. Deal 10
//! cards for 2 players, 7 for 3–4, 6 for 5–6 (`deal_size = pagat`: 7 for 3 or more). After
//! drawing, anyone may knock at any count and discard; then everyone shows their hand. Entered:
//! who knocked (`E_KR_NO_KNOCKER` if nobody is marked) and each seat's whole hand, which holds
//! exactly the deal (`E_HAND_SIZE`), or the unmatched count it announced. A seat's count is its
//! minimum deadwood (ace low, A = 1, J/Q/K = 10), found by the meld solver; the outcome shows
//! the melds and unmatched cards for each seat.
//!
//! **Payments** ([`settle`]): the lowest count wins, but a tie with the knocker goes to the
//! other player; everyone else pays the difference, shared by tied winners; a knocker above the
//! lowest pays `penalty` (10) more; a knocker alone at 0 collects `rummy_bonus` (25) from each
//! player. Option `penalty_recipients = below_knocker` (Pagat): the knocker pays the penalty to
//! every player below their count. Shares are exact (`floor` rounds them down); a hand sums to
//! zero.
//!
//! **The game.** Each hand is settled on its own; an optional `target` ends the game after the
//! hand in which a net total reaches it (highest total wins). The deal passes clockwise.
//!
//! Knobs: [`KnockRummyOptions`] (`penalty`, `rummyBonus`, `penaltyRecipients`, `dealSize`,
//! `target`, `floor`); presets Seed and Pagat. A hand is [`KnockRummyHand`]: cards or points.

mod knobs;
mod settle;
mod words;

use super::entered_points::scored_as_entered;
use super::rummy_family::points::{entered_line, EnteredPoints};
use super::rummy_family::settle::{end, RummyPayment};
use super::rummy_family::{
    check_entries, check_one_deck, check_seat, count_deadwood, count_line, deal_size, read_entry,
    Held, RummySeatCount, RummySeatEntry,
};
use crate::error::RuleError;
use crate::games::{Game, GameEnd, GameKind, PlayedHand, Scored, Table};
use crate::meld::MeldRules;
use crate::points::Points;
use serde::{Deserialize, Serialize};

/// Who receives the knocker's penalty.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "snake_case")]
pub enum PenaltyRecipients {
    /// The winners share one penalty (Hervey, Bicycle; the default).
    #[default]
    Winners,
    /// Every player with a lower count than the knocker receives the full penalty (Pagat).
    BelowKnocker,
}

/// How many cards each player is dealt.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "snake_case")]
pub enum KnockDealSize {
    /// 10 for 2 players, 7 for 3–4, 6 for 5–6.
    #[default]
    Standard,
    /// Pagat: 10 for 2 players, 7 for 3 or more.
    Pagat,
}

/// Knock Rummy options. Missing fields take the seed values.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase", default)]
pub struct KnockRummyOptions {
    /// What a knocker without the lowest count pays on top of the difference (10; 20 by some).
    pub penalty: u32,
    /// What each player pays a knocker who wins alone with no unmatched cards (25; 0 by some).
    pub rummy_bonus: u32,
    /// Who receives the penalty.
    pub penalty_recipients: PenaltyRecipients,
    /// How many cards each player is dealt.
    pub deal_size: KnockDealSize,
    /// The game ends after the hand in which a net total reaches this (none: no end).
    pub target: Option<u32>,
    /// Round each share of a split amount down to a whole number.
    pub floor: bool,
}

impl Default for KnockRummyOptions {
    fn default() -> Self {
        Self {
            penalty: 10,
            rummy_bonus: 25,
            penalty_recipients: PenaltyRecipients::Winners,
            deal_size: KnockDealSize::Standard,
            target: None,
            floor: false,
        }
    }
}

impl KnockRummyOptions {
    /// Pagat's reading: the penalty to every player below the knocker; 7 cards for 3 or more.
    pub fn pagat() -> Self {
        Self {
            penalty_recipients: PenaltyRecipients::BelowKnocker,
            deal_size: KnockDealSize::Pagat,
            ..Self::default()
        }
    }

    /// The named presets, the seed first.
    pub fn presets() -> Vec<(&'static str, KnockRummyOptions)> {
        vec![("seed", Self::default()), ("pagat", Self::pagat())]
    }

    /// Cards dealt to each player at a table of `seats`.
    pub fn deal(&self, seats: usize) -> usize {
        match self.deal_size {
            KnockDealSize::Standard => deal_size(seats),
            KnockDealSize::Pagat if seats <= 2 => 10,
            KnockDealSize::Pagat => 7,
        }
    }
}

/// One Knock Rummy hand as entered at the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(tag = "form", rename_all = "camelCase")]
pub enum KnockRummyHand {
    /// Who knocked and every seat's hand (or announced count): the referee counts and settles.
    Cards(KnockRummyCards),
    /// The points each seat scored, typed by the players (hands kept before the referee).
    Points(EnteredPoints),
}

/// The cards of one hand.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct KnockRummyCards {
    /// Seat (0-based) of the player who knocked (`None`: not marked yet, refused).
    pub knocker: Option<usize>,
    /// Per seat: the whole hand after the knock (`"3S 4S 5S 9H 9D 9C KD"`), or the unmatched
    /// count announced instead.
    pub hands: Vec<RummySeatEntry>,
}

/// A scored hand with its explanation.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct KnockRummyOutcome {
    /// Seat of the knocker (`None` for entered points).
    pub knocker: Option<usize>,
    /// The seats that won the hand (several on a tie, never a knocker who tied).
    pub winners: Vec<usize>,
    /// The knocker tied for the lowest count and lost the tie.
    pub knocker_tied: bool,
    /// The knocker paid the penalty.
    pub penalty: bool,
    /// The knocker went rummy and collected the bonus.
    pub rummy: bool,
    /// Each seat's unmatched count with the arrangement found, in seat order.
    pub seats: Vec<RummySeatCount>,
    /// Who paid whom.
    pub payments: Vec<RummyPayment>,
    /// Which rule produced which points, for people.
    pub explanation: Vec<String>,
    /// The same lines as messages, for a reader in any language.
    #[serde(skip)]
    #[ts(skip)]
    pub said: Vec<crate::says::Said>,
}

/// Knock Rummy's rules.
#[derive(Debug, Clone, Copy, Default)]
pub struct KnockRummy;

impl Game for KnockRummy {
    const KIND: GameKind = GameKind::KnockRummy;
    type Options = KnockRummyOptions;
    type Hand = KnockRummyHand;
    type Outcome = KnockRummyOutcome;
    const NAME: &'static str = "Knock Rummy";
    const PLAYERS: (u8, u8) = (2, 6);
    const SUMMARY: &'static str = "No melding on the table: anyone may knock after drawing, then everyone counts their unmatched cards. The lowest count collects the differences, a knocker who is beaten pays 10 more, and a knocker with no deadwood collects 25 from each player.";
    const SHORT_NAME: Option<&'static str> = Some("knock");
    const WAS_POINTS_ONLY: bool = true;

    fn win_rule(options: &KnockRummyOptions) -> crate::games::WinRule {
        crate::games::WinRule::highest(options.target.is_none())
    }

    fn deal_size(options: &KnockRummyOptions, seats: usize) -> Option<u8> {
        u8::try_from(options.deal(seats)).ok()
    }

    fn entered_said(hand: &KnockRummyHand, seat: usize) -> crate::says::Said {
        use crate::ledger::words::{
            entered_points_said, entry_says_nothing, headed_said, seat_entry_said,
        };
        match hand {
            KnockRummyHand::Cards(c) => {
                let head = (c.knocker == Some(seat))
                    .then(|| crate::says::Said::new("rummy-entered-knocked"));
                let entry = c.hands.get(seat);
                headed_said(head, seat_entry_said(entry), entry_says_nothing(entry))
            }
            KnockRummyHand::Points(p) => entered_points_said(&p.points, seat),
        }
    }

    said_outcome!(KnockRummyOutcome, seats);

    fn hand_said(
        outcome: &KnockRummyOutcome,
        points: &[crate::points::Points],
    ) -> Option<crate::says::Said> {
        let head = outcome.knocker.map(|k| {
            crate::says::Said::new(if outcome.rummy {
                "knock-told-rummy"
            } else if outcome.penalty {
                "knock-told-penalty"
            } else {
                "knock-told"
            })
            .arg("player", crate::says::Arg::Seat(k))
        });
        Some(crate::ledger::words::headline_said(head, points))
    }

    fn meld_rules() -> Option<crate::meld::MeldRules> {
        Some(crate::meld::MeldRules::knock_rummy())
    }

    fn knobs(options: &KnockRummyOptions) -> Vec<crate::games::knob::Knob> {
        knobs::knobs(options)
    }

    fn describe(options: &KnockRummyOptions) -> Vec<String> {
        words::describe(options)
    }

    fn end_line(options: &KnockRummyOptions) -> String {
        words::end_line(options)
    }

    fn describe_said(options: &KnockRummyOptions) -> Option<Vec<crate::says::Said>> {
        Some(words::describe_said(options))
    }

    fn end_said(options: &KnockRummyOptions) -> Option<crate::says::Said> {
        Some(words::end_said(options))
    }

    fn knob_words(options: &KnockRummyOptions) -> Vec<(&'static str, String)> {
        words::knob_words(options)
    }

    fn knob_words_said(options: &KnockRummyOptions) -> Vec<(&'static str, crate::says::Said)> {
        words::knob_words_said(options)
    }

    fn presets() -> Vec<(&'static str, KnockRummyOptions)> {
        KnockRummyOptions::presets()
    }

    fn score(
        options: &KnockRummyOptions,
        table: &Table,
        hand: &KnockRummyHand,
    ) -> Result<Scored<KnockRummyOutcome>, RuleError> {
        GameKind::KnockRummy.check_players(table.seats)?;
        match hand {
            KnockRummyHand::Cards(c) => score_cards(options, table.seats, c),
            KnockRummyHand::Points(p) => scored_as_entered(table.seats, p, true, entered),
        }
    }

    fn end(options: &KnockRummyOptions, seats: usize, hands: &[PlayedHand]) -> GameEnd {
        end(options.target, None, seats, hands)
    }
}

fn entered(points: &[Points]) -> KnockRummyOutcome {
    KnockRummyOutcome {
        knocker: None,
        winners: Vec::new(),
        knocker_tied: false,
        penalty: false,
        rummy: false,
        seats: Vec::new(),
        payments: Vec::new(),
        explanation: vec![entered_line(points).english()],
        said: vec![entered_line(points)],
    }
}

/// Checks the entered hands and counts every seat's unmatched cards; returns the knocker too.
pub(crate) fn read_hand(
    options: &KnockRummyOptions,
    seats: usize,
    entry: &KnockRummyCards,
) -> Result<(usize, Vec<RummySeatCount>), RuleError> {
    check_entries(seats, entry.hands.len())?;
    let knocker = entry.knocker.ok_or_else(|| {
        RuleError::saying(
            "E_KR_NO_KNOCKER",
            crate::says::Said::new("knock-error-no-knocker"),
        )
    })?;
    check_seat(knocker, seats, "player who knocked")?;
    let deal = options.deal(seats);
    let max_count = u32::try_from(deal * 10).unwrap_or(u32::MAX);
    let name = GameKind::KnockRummy.name();
    let held: Vec<Held> = entry
        .hands
        .iter()
        .enumerate()
        .map(|(seat, e)| read_entry(name, seat, e, max_count))
        .collect::<Result<_, _>>()?;
    for (seat, h) in held.iter().enumerate() {
        if let Held::Cards(c) = h {
            if c.len() != deal {
                return Err(RuleError::saying(
                    "E_HAND_SIZE",
                    crate::says::Said::new("knock-error-hand-size")
                        .arg("seats", seats)
                        .arg("deal", deal)
                        .arg("player", crate::says::Arg::Seat(seat))
                        .arg("got", c.len()),
                ));
            }
        }
    }
    check_one_deck(&held)?;
    let rules = MeldRules::knock_rummy();
    let counts = held
        .iter()
        .enumerate()
        .map(|(seat, h)| count_deadwood(seat, h, &rules))
        .collect::<Result<_, _>>()?;
    Ok((knocker, counts))
}

fn score_cards(
    options: &KnockRummyOptions,
    seats: usize,
    entry: &KnockRummyCards,
) -> Result<Scored<KnockRummyOutcome>, RuleError> {
    let (knocker, counts) = read_hand(options, seats, entry)?;
    let numbers: Vec<u32> = counts.iter().map(|c| c.count).collect();
    let settled = settle::settle(options, knocker, &numbers);
    let mut said: Vec<crate::says::Said> = counts
        .iter()
        .map(|c| {
            if c.seat == knocker {
                crate::says::Said::new("knock-count-line-knocker")
                    .arg("player", crate::says::Arg::Seat(c.seat))
                    .arg("count", c.said.clone())
            } else {
                count_line(c)
            }
        })
        .collect();
    said.extend(settled.lines);
    Ok(Scored {
        points: settled.book.net,
        outcome: KnockRummyOutcome {
            knocker: Some(knocker),
            winners: settled.winners,
            knocker_tied: settled.knocker_tied,
            penalty: settled.penalty,
            rummy: settled.rummy,
            seats: counts,
            payments: settled.book.payments,
            explanation: said.iter().map(crate::says::Said::english).collect(),
            said,
        },
        warnings: Vec::new(),
    })
}

/// Settles a hand from the counts alone (the knocker and each seat's unmatched count), as
/// [`KnockRummy::score`] does once the cards are counted: net amounts per seat, summing to 0.
pub fn settle_counts(options: &KnockRummyOptions, knocker: usize, counts: &[u32]) -> Vec<Points> {
    if knocker >= counts.len() {
        return vec![Points::ZERO; counts.len()];
    }
    settle::settle(options, knocker, counts).book.net
}

#[cfg(test)]
mod tests;
