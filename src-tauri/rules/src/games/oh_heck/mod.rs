//! Oh Heck! (Oh Hell), RULES.md §6: the hand schedule, bidding with the dealer's hook, the
//! trick count check and the four scoring variants.
//!
//! Rules implemented: 3–7 players with one 52-card pack. The hand size runs S, S−1, …, 1, 2,
//! …, S with S = 10 for 3–5 players, 8 for 6 and 7 for 7 (19, 15 or 13 hands); hand number h
//! (1-based) has |S − h| + 1 cards. The deal passes clockwise; the suit of the card turned up
//! after the deal is trumps (entered per hand, or "no trumps" when no card is left). Bidding
//! starts left of the dealer and ends with the dealer; every bid is a whole number from 0 to
//! the hand size H. The dealer is *hooked*: the dealer may not bid f = H − (the other bids)
//! when 0 ≤ f ≤ H, so the bids never add up to H ([`forbidden_dealer_bid`] computes f before
//! the dealer bids, for the UI to strike it out). A bid may change only until the next player
//! has bid ([`Bidding`]). Tricks taken must each lie in 0…H and add up to H. An exact bid
//! scores 10 + bid, a miss 0 (the seed). The game is the whole schedule; the highest total
//! wins and a tie gives co-winners. The play rules (follow suit, win the trick if able, else
//! trump if able) are shown as [`REMINDER`], never validated.
//!
//! Knobs ([`OhHeckOptions`]): `scoring` (`seed`, `tricks_plus_bonus`, `off_bid_penalty`,
//! `mrpikes`), `exact_bonus` (10), `hook` (on), `schedule` (`down_up` = the seed,
//! `up_down` = 1 up to ⌊51/n⌋ and back, `down_up_max` = ⌊51/n⌋ down to 1 and back).

mod bidding;
mod knobs;
mod told;
mod words;

pub use bidding::{
    bid_points, bidding_order, forbidden_dealer_bid, hand_size, schedule, start_size, Bidding,
    OhHeckError,
};

use crate::error::RuleError;
use crate::games::{Game, GameEnd, GameKind, PlayedHand, Scored, Table};
use crate::ledger::figures::{Figures, Tally};
use crate::ledger::verdict::{leaders, totals, WinRule};
use crate::points::Points;
use serde::{Deserialize, Serialize};

/// The play rules of the seed, shown at the table as a reminder (they are not validated).
pub const REMINDER: &str = "The player left of the dealer leads. Follow suit if you can, and \
if you can win the trick you must. If you cannot follow suit, play a trump if you can; \
otherwise play anything. The highest trump wins, or else the highest card of the suit led \
(aces high). The winner leads next.";

/// [`REMINDER`] as a message, for the reader's language (its English is [`REMINDER`]).
pub fn reminder_said() -> crate::says::Said {
    crate::says::Said::new("oh-heck-reminder")
}

/// How a bid is paid (§6.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "snake_case")]
pub enum OhHeckScoring {
    /// The seed: exact 10 + bid, a miss 0.
    #[default]
    Seed,
    /// Pagat/OpenSpiel: tricks taken, plus 10 for an exact bid.
    TricksPlusBonus,
    /// OpenSpiel option: exact tricks + 10, a miss −|bid − tricks|.
    OffBidPenalty,
    /// MrPikes' house rules: exact 10 + bid, a miss −(10 + |bid − tricks|).
    Mrpikes,
}

/// Which run of hand sizes the game plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "snake_case")]
pub enum OhHeckSchedule {
    /// The seed: S down to 1 and back up to S (S = 10 / 8 / 7).
    #[default]
    DownUp,
    /// 1 up to ⌊51/n⌋ and back down to 1.
    UpDown,
    /// ⌊51/n⌋ down to 1 and back up.
    DownUpMax,
}

/// The knobs of Oh Heck!. `Default` is the seed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase", default)]
pub struct OhHeckOptions {
    /// How bids are paid.
    pub scoring: OhHeckScoring,
    /// The bonus for an exact bid (10).
    #[ts(type = "number")]
    pub exact_bonus: i64,
    /// Whether the dealer is hooked (may not make the bids add up to the hand size).
    pub hook: bool,
    /// The run of hand sizes.
    pub schedule: OhHeckSchedule,
}

impl Default for OhHeckOptions {
    fn default() -> Self {
        Self {
            scoring: OhHeckScoring::Seed,
            exact_bonus: 10,
            hook: true,
            schedule: OhHeckSchedule::DownUp,
        }
    }
}

impl OhHeckOptions {
    /// Named presets (stable ids): the seed, the other published scorings, up and down.
    pub fn presets() -> Vec<(&'static str, OhHeckOptions)> {
        let with = |scoring| OhHeckOptions {
            scoring,
            ..OhHeckOptions::default()
        };
        vec![
            ("seed", OhHeckOptions::default()),
            ("tricks_plus_bonus", with(OhHeckScoring::TricksPlusBonus)),
            ("off_bid_penalty", with(OhHeckScoring::OffBidPenalty)),
            ("mrpikes", with(OhHeckScoring::Mrpikes)),
            (
                "up_down",
                OhHeckOptions {
                    schedule: OhHeckSchedule::UpDown,
                    ..OhHeckOptions::default()
                },
            ),
        ]
    }
}

/// The trump suit of one hand, as turned up after the deal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "snake_case")]
pub enum Trump {
    /// ♠
    Spades,
    /// ♥
    Hearts,
    /// ♦
    Diamonds,
    /// ♣
    Clubs,
    /// No card was left to turn up.
    NoTrumps,
}

/// What the players enter for one hand, per seat in seat order.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct OhHeckHand {
    /// Cards per player, when entered; checked against the schedule.
    #[serde(default)]
    pub hand_size: Option<u32>,
    /// The trump suit turned up, when entered.
    #[serde(default)]
    pub trump: Option<Trump>,
    /// Each seat's bid.
    #[ts(type = "Array<number>")]
    pub bids: Vec<i64>,
    /// Tricks each seat took.
    #[ts(type = "Array<number>")]
    pub tricks: Vec<i64>,
}

/// One seat's line in the explanation.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct OhHeckLine {
    /// The bid.
    #[ts(type = "number")]
    pub bid: i64,
    /// Tricks taken.
    #[ts(type = "number")]
    pub tricks: i64,
    /// True when the bid was exact.
    pub made: bool,
    /// Points for this hand.
    #[ts(type = "number")]
    pub points: i64,
}

/// How one hand scored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct OhHeckOutcome {
    /// Cards per player this hand.
    pub hand_size: u32,
    /// Trumps, if entered.
    pub trump: Option<Trump>,
    /// Seats in bidding order (the dealer last).
    pub bidding_order: Vec<usize>,
    /// The bid the dealer could not make, if any.
    pub forbidden_dealer_bid: Option<u32>,
    /// Sum of all bids; differs from the hand size whenever the hook applies.
    #[ts(type = "number")]
    pub total_bids: i64,
    /// Per seat, in seat order.
    pub lines: Vec<OhHeckLine>,
    /// One sentence per seat, for people.
    pub explanation: Vec<String>,
    /// The same sentences as messages, for a reader in any language.
    #[serde(skip)]
    #[ts(skip)]
    pub said: Vec<crate::says::Said>,
}

/// The Oh Heck! referee.
pub struct OhHeck;

impl OhHeck {
    /// Scores a hand of `hand_size` cards, without consulting the schedule (the CLI gives H).
    pub fn score_sized(
        options: &OhHeckOptions,
        table: &Table,
        hand_size: u32,
        hand: &OhHeckHand,
    ) -> Result<Scored<OhHeckOutcome>, OhHeckError> {
        let seats = table.seats;
        if !(3..=7).contains(&seats) {
            return Err(OhHeckError::PlayerCount);
        }
        if table.dealer >= seats {
            return Err(OhHeckError::DealerSeat { seats });
        }
        let most = 52 / u32::try_from(seats).unwrap_or(u32::MAX).max(1);
        if !(1..=most).contains(&hand_size) {
            return Err(OhHeckError::SizeRange {
                seats,
                most,
                got: hand_size,
            });
        }
        for (what, got) in [("bid", hand.bids.len()), ("trick count", hand.tricks.len())] {
            if got != seats {
                return Err(OhHeckError::EntryCount { what, seats, got });
            }
        }
        let mut bidding = Bidding::new(options, table, hand_size, &[]);
        let order = bidding_order(seats, table.dealer);
        let forbidden = {
            for &seat in &order[..seats - 1] {
                bidding.bid(seat, hand.bids[seat])?;
            }
            bidding.forbidden_dealer_bid()
        };
        bidding.bid(table.dealer, hand.bids[table.dealer])?;
        let h = i64::from(hand_size);
        if hand.tricks.iter().any(|t| !(0..=h).contains(t)) {
            return Err(OhHeckError::TricksRange { hand_size });
        }
        let sum: i64 = hand.tricks.iter().sum();
        if sum != h {
            return Err(OhHeckError::TricksSum { sum, hand_size });
        }
        let lines: Vec<OhHeckLine> = hand
            .bids
            .iter()
            .zip(&hand.tricks)
            .map(|(&bid, &tricks)| OhHeckLine {
                bid,
                tricks,
                made: bid == tricks,
                points: bid_points(options, bid, tricks),
            })
            .collect();
        let said: Vec<crate::says::Said> = lines
            .iter()
            .enumerate()
            .map(|(seat, l)| {
                let id = if l.made {
                    "oh-heck-line-exact"
                } else {
                    "oh-heck-line-missed"
                };
                crate::says::Said::new(id)
                    .arg("player", crate::says::Arg::Seat(seat))
                    .arg("bid", l.bid)
                    .arg("tricks", l.tricks)
                    .arg("points", l.points)
            })
            .collect();
        let explanation = said.iter().map(crate::says::Said::english).collect();
        Ok(Scored {
            points: lines.iter().map(|l| Points::from(l.points)).collect(),
            outcome: OhHeckOutcome {
                hand_size,
                trump: hand.trump,
                bidding_order: order,
                forbidden_dealer_bid: forbidden,
                total_bids: hand.bids.iter().sum(),
                lines,
                explanation,
                said,
            },
            warnings: Vec::new(),
        })
    }
}

impl Game for OhHeck {
    const KIND: GameKind = GameKind::OhHeck;
    type Options = OhHeckOptions;
    type Hand = OhHeckHand;
    type Outcome = OhHeckOutcome;
    const NAME: &'static str = "Oh Heck!";
    const PLAYERS: (u8, u8) = (3, 7);
    const SUMMARY: &'static str = "Three to seven players bid the exact number of tricks they will take; the hand size runs down to one card and back up. The dealer may not bid so that the bids add up to the tricks available. An exact bid scores 10 plus the bid; a miss scores nothing. Highest total after the schedule wins.";

    fn win_rule(_options: &OhHeckOptions) -> crate::games::WinRule {
        crate::games::WinRule::highest(false)
    }

    fn entered_said(hand: &OhHeckHand, seat: usize) -> crate::says::Said {
        use crate::says::Said;
        match (hand.bids.get(seat), hand.tricks.get(seat)) {
            (Some(b), Some(t)) => Said::new("oh-heck-entered-bid-took")
                .arg("bid", *b)
                .arg("tricks", *t),
            (Some(b), None) => Said::new("oh-heck-entered-bid").arg("bid", *b),
            (None, Some(t)) => Said::new("oh-heck-entered-took").arg("tricks", *t),
            (None, None) => crate::says::text(""),
        }
    }

    fn hand_words(
        outcome: &OhHeckOutcome,
        points: &[crate::points::Points],
        names: &[String],
    ) -> String {
        told::hand_words(outcome, points, names)
    }

    fn hand_said(
        outcome: &OhHeckOutcome,
        points: &[crate::points::Points],
    ) -> Option<crate::says::Said> {
        Some(told::hand_said(outcome, points))
    }

    fn retell(outcome: &mut OhHeckOutcome, tell: &dyn Fn(&crate::says::Said) -> String) {
        outcome.explanation = outcome.said.iter().map(tell).collect();
    }

    fn explanation_said(outcome: &OhHeckOutcome) -> Option<&[crate::says::Said]> {
        Some(&outcome.said)
    }

    fn knobs(options: &OhHeckOptions) -> Vec<crate::games::knob::Knob> {
        knobs::knobs(options)
    }

    fn presets() -> Vec<(&'static str, OhHeckOptions)> {
        OhHeckOptions::presets()
    }

    fn preset_name(id: &str) -> String {
        words::preset_name(id)
    }

    fn preset_hint(id: &str, options: &OhHeckOptions) -> String {
        words::preset_hint(id, options)
    }

    fn preset_hint_said(id: &str, options: &OhHeckOptions) -> Option<crate::says::Said> {
        words::preset_hint_said(id, options)
    }

    fn describe(options: &OhHeckOptions) -> Vec<String> {
        words::describe(options)
    }

    fn end_line(_options: &OhHeckOptions) -> String {
        "The whole schedule · highest total wins".to_string()
    }

    fn describe_said(options: &OhHeckOptions) -> Option<Vec<crate::says::Said>> {
        Some(words::describe_said(options))
    }

    fn end_said(_options: &OhHeckOptions) -> Option<crate::says::Said> {
        Some(words::end_said())
    }

    fn knob_words(options: &OhHeckOptions) -> Vec<(&'static str, String)> {
        words::knob_words(options)
    }

    fn knob_words_said(options: &OhHeckOptions) -> Vec<(&'static str, crate::says::Said)> {
        words::knob_words_said(options)
    }

    fn tally(outcome: &OhHeckOutcome, seat: usize, t: &mut Tally) {
        if let Some(line) = outcome.lines.get(seat) {
            t.bids += 1;
            t.bids_made += u32::from(line.made);
        }
    }

    fn figures(t: &Tally) -> Figures {
        Figures {
            bid_hit_rate: Tally::rate(t.bids_made, t.bids),
            ..Figures::default()
        }
    }

    fn score(
        options: &OhHeckOptions,
        table: &Table,
        hand: &OhHeckHand,
    ) -> Result<Scored<OhHeckOutcome>, RuleError> {
        if !(3..=7).contains(&table.seats) {
            return Err(OhHeckError::PlayerCount.into());
        }
        let plan = schedule(options.schedule, table.seats);
        let Some(&expected) = plan.get(table.hand_index) else {
            return Err(OhHeckError::ScheduleOver { hands: plan.len() }.into());
        };
        if let Some(got) = hand.hand_size.filter(|&g| g != expected) {
            return Err(OhHeckError::HandSize {
                number: table.hand_index + 1,
                expected,
                got,
            }
            .into());
        }
        Ok(Self::score_sized(options, table, expected, hand)?)
    }

    fn end(options: &OhHeckOptions, seats: usize, hands: &[PlayedHand]) -> GameEnd {
        let length = schedule(options.schedule, seats).len();
        let totals = totals(seats, hands);
        let over = length > 0 && hands.len() >= length;
        let winners = if over {
            leaders(WinRule::highest(false), &totals)
        } else {
            vec![]
        };
        let line = if over {
            crate::says::Said::new("oh-heck-end-over").arg("hands", length)
        } else {
            crate::says::Said::new("oh-heck-end-progress")
                .arg("played", hands.len())
                .arg("hands", length)
        };
        GameEnd {
            over,
            bonuses: vec![Points::ZERO; seats],
            winners,
            explanation: vec![line.english()],
            said: vec![line],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(seats: usize) -> Table {
        Table {
            seats,
            hand_index: 0,
            dealer: seats - 1,
        }
    }

    #[test]
    fn hook_off_allows_the_total() {
        let opts = OhHeckOptions {
            hook: false,
            ..OhHeckOptions::default()
        };
        let hand = OhHeckHand {
            bids: vec![2, 1, 1, 1],
            tricks: vec![2, 1, 1, 1],
            ..OhHeckHand::default()
        };
        let s = OhHeck::score_sized(&opts, &table(4), 5, &hand).unwrap();
        assert_eq!(s.outcome.forbidden_dealer_bid, None);
    }

    #[test]
    fn impossible_sizes() {
        let hand = OhHeckHand {
            bids: vec![0; 4],
            tricks: vec![0; 4],
            ..OhHeckHand::default()
        };
        let opts = OhHeckOptions::default();
        for size in [0, 14] {
            let err = OhHeck::score_sized(&opts, &table(4), size, &hand).map_err(|e| e.to_string());
            let want = format!("With 4 players a hand is 1 to 13 cards each, not {size}.");
            assert_eq!(err, Err(want));
        }
    }

    #[test]
    fn schedule_size_mismatch() {
        let hand = OhHeckHand {
            hand_size: Some(9),
            bids: vec![0; 4],
            tricks: vec![0; 4],
            ..OhHeckHand::default()
        };
        let err = OhHeck::score(&OhHeckOptions::default(), &table(4), &hand);
        assert_eq!(err.map_err(|e| e.code), Err("E_HAND_SIZE"));
    }
}
