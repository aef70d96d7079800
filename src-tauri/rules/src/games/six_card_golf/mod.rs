//! Six Card Golf, RULES.md §7: each player's final 2×3 layout scored by columns.
//!
//! Rules implemented: 2–12 players (the seed has no limit; more than 8 is warned about). Packs
//! by player count: 2–4 players use one 52-card pack, 5–8 two, 9 or more three; a card may
//! appear at most once per pack (`E_DUPLICATE_CARD`), and playing with another number of packs
//! than the count suggests is allowed with a warning (`W_GOLF_PACKS`). A layout is written
//! `top row / bottom row`, three cards each (`"KS 5H QD / 2C 5D JC"`); the columns are the
//! three vertical pairs. Card values: A 1, 2 −2, 3–10 pip, J and Q 10, K 0. A column whose
//! two cards have equal rank scores 0 (a pair of 2s too, and two identical cards from two
//! packs); equal value is not equal rank, so T–J or J–Q never pair; rows and diagonals never
//! pair. A hole scores the sum of its three columns. A player's score may also be entered by
//! hand instead of a layout. The game is 9 holes (or 18); the lowest total wins and a tie
//! gives co-winners (or, as an option, sudden-death holes until the tie breaks).
//!
//! Knobs ([`GolfOptions`]): `negative_pair_of_twos` (a pair of 2s scores −4), `king_value`
//! (0), `jokers` (2 per pack, worth `joker_value` −2), `extra_final_turn` (table reminder:
//! everyone else gets one more turn), `holes` (9 or 18), `packs` (by player count unless set),
//! `sudden_death` on a tie.

mod knobs;
mod words;

use crate::card::{Card, Rank};
use crate::deck::{check_copies, Deck};
use crate::error::{Coded, RuleError, Warning};
use crate::games::{Game, GameEnd, GameKind, PlayedHand, Scored, Table};
use crate::ledger::figures::{Figures, Tally};
use crate::ledger::verdict::{leaders, totals, WinRule};
use crate::notation::{parse_cards, pretty_cards};
use crate::points::Points;
use crate::says::Said;
use serde::{Deserialize, Serialize};

/// The knobs of Six Card Golf. `Default` is the seed (§11.12).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase", default)]
pub struct GolfOptions {
    /// A pair of 2s scores −4 instead of 0.
    pub negative_pair_of_twos: bool,
    /// What a king is worth (0).
    #[ts(type = "number")]
    pub king_value: i64,
    /// Jokers in play (two per pack).
    pub jokers: bool,
    /// What a joker is worth (−2).
    #[ts(type = "number")]
    pub joker_value: i64,
    /// Everyone else gets one more turn after a player's last card is turned up.
    pub extra_final_turn: bool,
    /// 9 or 18 holes.
    pub holes: u32,
    /// Packs in play; `None` = by player count (1 for 2–4, 2 for 5–8, 3 for 9+).
    pub packs: Option<u8>,
    /// A tie after the last hole is played off hole by hole instead of giving co-winners.
    pub sudden_death: bool,
}

impl Default for GolfOptions {
    fn default() -> Self {
        Self {
            negative_pair_of_twos: false,
            king_value: 0,
            jokers: false,
            joker_value: -2,
            extra_final_turn: false,
            holes: 9,
            packs: None,
            sudden_death: false,
        }
    }
}

impl GolfOptions {
    /// Named presets (stable ids).
    pub fn presets() -> Vec<(&'static str, GolfOptions)> {
        vec![
            ("seed", GolfOptions::default()),
            (
                "eighteen_holes",
                GolfOptions {
                    holes: 18,
                    ..GolfOptions::default()
                },
            ),
            (
                "jokers_and_negative_twos",
                GolfOptions {
                    negative_pair_of_twos: true,
                    jokers: true,
                    ..GolfOptions::default()
                },
            ),
        ]
    }
}

/// One player's entry for a hole: a layout, or a score entered by hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(untagged)]
pub enum GolfEntry {
    /// `"KS 5H QD / 2C 5D JC"`: top row / bottom row, left to right.
    Layout(String),
    /// A score entered by hand.
    Score(#[ts(type = "number")] i64),
}

/// What the players enter for one hole, per seat in seat order.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct GolfHand {
    /// Each seat's layout or score.
    pub entries: Vec<GolfEntry>,
}

/// One seat's hole, explained.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct GolfLine {
    /// The layout as parsed, pretty-printed (`"K♠ 5♥ Q♦ / 2♣ 5♦ J♣"`); `None` for a manual score.
    pub layout: Option<String>,
    /// The three column scores (empty for a manual score).
    #[ts(type = "Array<number>")]
    pub columns: Vec<i64>,
    /// 0-based indexes of the columns that paired.
    pub pairs: Vec<usize>,
    /// The hole score.
    #[ts(type = "number")]
    pub score: i64,
    /// For people: `"K♠+2♣ = -2; 5♥ 5♦ pair = 0; Q♦+J♣ = 20; total 18"`.
    pub explanation: String,
}

/// How one hole scored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct GolfOutcome {
    /// Packs the duplicate check used.
    pub packs: u8,
    /// Per seat, in seat order.
    pub lines: Vec<GolfLine>,
    /// Each line's explanation as a message, for a reader in any language.
    #[serde(skip)]
    #[ts(skip)]
    pub said: Vec<crate::says::Said>,
}

/// Why a Golf entry is rejected.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GolfError {
    /// A layout that is not 2 rows of 3.
    #[error("A layout has exactly 6 cards (2 rows of 3).")]
    Layout {
        /// 0-based seat.
        seat: usize,
    },
    /// Holes other than 9 or 18.
    #[error("The game is 9 or 18 holes.")]
    Holes,
    /// Player count outside 2–12.
    #[error("Six Card Golf is for 2–12 players.")]
    PlayerCount,
    /// Packs outside 1–4.
    #[error("Six Card Golf is played with 1 to 4 packs.")]
    Packs,
    /// Not one entry per player.
    #[error("Enter a layout or a score for every player ({seats} players, {got} entered).")]
    EntryCount {
        /// Players at the table.
        seats: usize,
        /// Entries given.
        got: usize,
    },
    /// A king or joker value no card is worth.
    #[error("A king or a joker is worth between -{MAX_CARD_VALUE} and {MAX_CARD_VALUE} points.")]
    CardValue,
    /// A score entered by hand that no hole can score under these rules.
    #[error("A Golf hole scores {} with these rules, so Player {}'s {} cannot be right.", hole_words(*.min, *.max), .seat + 1, minus(*.got))]
    ScoreRange {
        /// 0-based seat.
        seat: usize,
        /// What was entered.
        got: i64,
        /// The lowest hole score the options allow.
        min: i64,
        /// The highest.
        max: i64,
    },
}

/// "at most 60 and at least −6", the bounds of a hole in words.
fn hole_words(min: i64, max: i64) -> String {
    format!("at most {} and at least {}", minus(max), minus(min))
}

/// A number as printed for people, with a real minus sign.
fn minus(n: i64) -> String {
    n.to_string().replace('-', "\u{2212}")
}

/// The lowest and highest score one hole can have under `options`: three columns, each at
/// its lowest or highest over every pair of cards (a bound that never refuses a real hole;
/// with few jokers in the pack the true lowest can be a little higher).
pub fn hole_range(options: &GolfOptions) -> (i64, i64) {
    let mut cards: Vec<Card> = Rank::ALL
        .iter()
        .map(|&r| Card::new(r, crate::card::Suit::Spades))
        .collect();
    if options.jokers {
        cards.push(Card::Joker);
    }
    let mut low = i64::MAX;
    let mut high = i64::MIN;
    for &top in &cards {
        for &bottom in &cards {
            let (score, _) = column(options, top, bottom);
            low = low.min(score);
            high = high.max(score);
        }
    }
    (low.saturating_mul(3), high.saturating_mul(3))
}

/// The largest value, either way, a king or joker may be given.
pub const MAX_CARD_VALUE: i64 = 100;

impl Coded for GolfError {
    fn code(&self) -> &'static str {
        match self {
            GolfError::Layout { .. } => "E_GOLF_LAYOUT",
            GolfError::Holes => "E_GOLF_HOLES",
            GolfError::PlayerCount => "E_PLAYER_COUNT",
            GolfError::Packs => "E_GOLF_PACKS",
            GolfError::EntryCount { .. } => "E_ENTRY_COUNT",
            GolfError::CardValue => "E_BAD_OPTIONS",
            GolfError::ScoreRange { .. } => "E_POINTS_ENTRY",
        }
    }

    fn said(&self) -> Option<crate::says::Said> {
        use crate::says::Arg;
        let golf = || GameKind::SixCardGolf.name_said();
        Some(match self {
            GolfError::Layout { .. } => Said::new("golf-error-layout"),
            GolfError::Holes => Said::new("golf-error-holes"),
            GolfError::PlayerCount => Said::new("golf-error-players").arg("game", golf()),
            GolfError::Packs => Said::new("golf-error-packs").arg("game", golf()),
            GolfError::EntryCount { seats, got } => Said::new("golf-error-entry-count")
                .arg("seats", *seats)
                .arg("got", *got),
            GolfError::CardValue => Said::new("golf-error-card-value").arg("max", MAX_CARD_VALUE),
            GolfError::ScoreRange {
                seat,
                got,
                min,
                max,
            } => Said::new("golf-error-score-range")
                .arg("max", Arg::Minus(Points::from(*max)))
                .arg("min", Arg::Minus(Points::from(*min)))
                .arg("player", Arg::Seat(*seat))
                .arg("got", Arg::Minus(Points::from(*got))),
        })
    }
}

/// The packs the rules suggest for a player count: 1 for 2–4, 2 for 5–8, 3 for 9 or more.
pub fn packs_for(players: usize) -> u8 {
    match players {
        0..=4 => 1,
        5..=8 => 2,
        _ => 3,
    }
}

/// Parses a layout: `top / bottom` with three cards per row, or six cards (top row first).
pub fn parse_layout(text: &str, seat: usize) -> Result<[Card; 6], RuleError> {
    let rows: Vec<&str> = text.split('/').collect();
    let cards = parse_cards(&rows.join(" "))?;
    let row_ok = match rows.as_slice() {
        [top, bottom] => parse_cards(top)?.len() == 3 && parse_cards(bottom)?.len() == 3,
        [_] => true,
        _ => false,
    };
    match <[Card; 6]>::try_from(cards) {
        Ok(layout) if row_ok => Ok(layout),
        _ => Err(GolfError::Layout { seat }.into()),
    }
}

/// What one card is worth.
pub fn card_value(options: &GolfOptions, card: Card) -> i64 {
    match card.rank() {
        None => options.joker_value,
        Some(Rank::Two) => -2,
        Some(Rank::King) => options.king_value,
        Some(Rank::Jack | Rank::Queen) => 10,
        Some(r) => i64::from(r.number()),
    }
}

/// Scores one column: 0 for equal ranks (−4 for two 2s with the option), else the sum.
pub fn column(options: &GolfOptions, top: Card, bottom: Card) -> (i64, bool) {
    if top.rank() == bottom.rank() {
        let twos = top.rank() == Some(Rank::Two);
        let score = if twos && options.negative_pair_of_twos {
            -4
        } else {
            0
        };
        return (score, true);
    }
    (
        card_value(options, top) + card_value(options, bottom),
        false,
    )
}

/// Scores a parsed layout: column scores, paired column indexes, total.
pub fn score_layout(options: &GolfOptions, layout: &[Card; 6]) -> GolfLine {
    score_layout_said(options, layout).0
}

/// [`score_layout`], with its explanation as a message.
fn score_layout_said(options: &GolfOptions, layout: &[Card; 6]) -> (GolfLine, Said) {
    let mut columns = Vec::with_capacity(3);
    let mut pairs = Vec::new();
    let mut parts = Vec::with_capacity(3);
    for c in 0..3 {
        let (top, bottom) = (layout[c], layout[c + 3]);
        let (score, paired) = column(options, top, bottom);
        columns.push(score);
        let id = if paired {
            pairs.push(c);
            "golf-pair"
        } else {
            "golf-column"
        };
        parts.push(
            Said::new(id)
                .arg("top", top)
                .arg("bottom", bottom)
                .arg("score", score),
        );
    }
    let score: i64 = columns.iter().sum();
    let said = Said::new("golf-line")
        .arg("columns", crate::says::joined(parts, "; "))
        .arg("total", score);
    let line = GolfLine {
        layout: Some(format!(
            "{} / {}",
            pretty_cards(&layout[..3]),
            pretty_cards(&layout[3..])
        )),
        score,
        columns,
        pairs,
        explanation: said.english(),
    };
    (line, said)
}

/// Six Card Golf.
pub struct SixCardGolf;

impl SixCardGolf {
    /// Scores one hole for `seats` players (the table's dealer and hand number don't matter).
    /// One seat is accepted here, to price a single layout; a game needs 2–12.
    pub fn score_hole(
        options: &GolfOptions,
        seats: usize,
        hand: &GolfHand,
    ) -> Result<Scored<GolfOutcome>, RuleError> {
        if !(1..=12).contains(&seats) {
            return Err(GolfError::PlayerCount.into());
        }
        <Self as Game>::check_options(options)?;
        if hand.entries.len() != seats {
            return Err(GolfError::EntryCount {
                seats,
                got: hand.entries.len(),
            }
            .into());
        }
        let usual = packs_for(seats);
        let packs = options.packs.unwrap_or(usual);
        if !(1..=4).contains(&packs) {
            return Err(GolfError::Packs.into());
        }
        let mut warnings = Vec::new();
        if packs != usual {
            warnings.push(Warning::saying(
                "W_GOLF_PACKS",
                Said::new("warning-golf-packs")
                    .arg("seats", seats)
                    .arg("packs", usize::from(usual)),
            ));
        }
        if seats > 8 {
            warnings.push(Warning::saying(
                "W_GOLF_PLAYERS",
                Said::new("warning-golf-players").arg("seats", seats),
            ));
        }
        let mut all = Vec::new();
        let mut lines = Vec::with_capacity(seats);
        let mut said = Vec::with_capacity(seats);
        let range = hole_range(options);
        for (seat, entry) in hand.entries.iter().enumerate() {
            match entry {
                GolfEntry::Layout(text) => {
                    let layout = parse_layout(text, seat)?;
                    all.extend(layout);
                    let (line, line_said) = score_layout_said(options, &layout);
                    lines.push(line);
                    said.push(line_said);
                }
                GolfEntry::Score(score) if !(range.0..=range.1).contains(score) => {
                    return Err(GolfError::ScoreRange {
                        seat,
                        got: *score,
                        min: range.0,
                        max: range.1,
                    }
                    .into())
                }
                GolfEntry::Score(score) => {
                    let line_said = Said::new("golf-entered").arg("score", *score);
                    lines.push(GolfLine {
                        layout: None,
                        columns: Vec::new(),
                        pairs: Vec::new(),
                        score: *score,
                        explanation: line_said.english(),
                    });
                    said.push(line_said);
                }
            }
        }
        let jokers = if options.jokers {
            packs.saturating_mul(2)
        } else {
            0
        };
        check_copies(&all, Deck { packs, jokers })?;
        Ok(Scored {
            points: lines.iter().map(|l| Points::from(l.score)).collect(),
            outcome: GolfOutcome { packs, lines, said },
            warnings,
        })
    }
}

impl Game for SixCardGolf {
    const KIND: GameKind = GameKind::SixCardGolf;
    type Options = GolfOptions;
    type Hand = GolfHand;
    type Outcome = GolfOutcome;
    const NAME: &'static str = "Six Card Golf";
    const PLAYERS: (u8, u8) = (2, 12);
    const SUMMARY: &'static str = "Each player has six cards in two rows of three and tries to hold the lowest total. A column whose two cards share a rank scores zero; 2s are worth -2 and kings 0. Nine holes (or 18); lowest total wins.";

    fn win_rule(_options: &GolfOptions) -> crate::games::WinRule {
        crate::games::WinRule::lowest(false)
    }

    fn entered_said(hand: &GolfHand, seat: usize) -> Said {
        match hand.entries.get(seat) {
            Some(GolfEntry::Layout(text)) => crate::says::joined(
                text.split('/')
                    .map(|row| {
                        if crate::notation::tokens(row).next().is_none() {
                            Said::new("no-cards")
                        } else {
                            crate::says::text(crate::ledger::words::typed_cards(row))
                        }
                    })
                    .collect(),
                " / ",
            ),
            Some(GolfEntry::Score(n)) => {
                Said::new("golf-entered-scored").arg("score", crate::games::words::num_arg(*n))
            }
            None => crate::says::text(""),
        }
    }

    said_hand_words!(GolfOutcome);

    fn hand_said(outcome: &GolfOutcome, _points: &[crate::points::Points]) -> Option<Said> {
        // A hole kept before its messages (read back from storage) is told in its own words.
        if outcome.said.len() != outcome.lines.len() {
            return Some(crate::ledger::words::per_seat_said(
                outcome
                    .lines
                    .iter()
                    .map(|l| crate::says::text(l.explanation.trim_end_matches('.'))),
            ));
        }
        Some(crate::ledger::words::per_seat_said(
            outcome.said.iter().cloned(),
        ))
    }

    fn retell(outcome: &mut GolfOutcome, tell: &dyn Fn(&Said) -> String) {
        for (line, said) in outcome.lines.iter_mut().zip(&outcome.said) {
            line.explanation = tell(said);
        }
    }

    fn explanation_said(outcome: &GolfOutcome) -> Option<&[Said]> {
        Some(&outcome.said)
    }

    fn knobs(options: &GolfOptions) -> Vec<crate::games::knob::Knob> {
        knobs::knobs(options)
    }

    fn presets() -> Vec<(&'static str, GolfOptions)> {
        GolfOptions::presets()
    }

    fn preset_name(id: &str) -> String {
        words::preset_name(id)
    }

    fn preset_hint(id: &str, options: &GolfOptions) -> String {
        words::preset_hint(id, options)
    }

    fn preset_hint_said(id: &str, options: &GolfOptions) -> Option<crate::says::Said> {
        Some(words::preset_hint_said(id, options))
    }

    fn describe(options: &GolfOptions) -> Vec<String> {
        words::describe(options)
    }

    fn end_line(options: &GolfOptions) -> String {
        words::end_line(options)
    }

    fn describe_said(options: &GolfOptions) -> Option<Vec<crate::says::Said>> {
        Some(words::describe_said(options))
    }

    fn end_said(options: &GolfOptions) -> Option<crate::says::Said> {
        Some(words::end_said(options))
    }

    fn knob_words(options: &GolfOptions) -> Vec<(&'static str, String)> {
        words::knob_words(options)
    }

    fn knob_words_said(options: &GolfOptions) -> Vec<(&'static str, crate::says::Said)> {
        words::knob_words_said(options)
    }

    fn tally(outcome: &GolfOutcome, seat: usize, t: &mut Tally) {
        if let Some(line) = outcome.lines.get(seat) {
            t.best_round = Some(t.best_round.map_or(line.score, |b| b.min(line.score)));
        }
    }

    fn figures(t: &Tally) -> Figures {
        Figures {
            best_round: t.best_round,
            ..Figures::default()
        }
    }

    fn score(
        options: &GolfOptions,
        table: &Table,
        hand: &GolfHand,
    ) -> Result<Scored<GolfOutcome>, RuleError> {
        if !(2..=12).contains(&table.seats) {
            return Err(GolfError::PlayerCount.into());
        }
        Self::score_hole(options, table.seats, hand)
    }

    /// 9 or 18 holes, and 1 to 4 packs when the packs are set: checked when a game is created
    /// (so a 10-hole game is refused there) and again for every hole.
    fn check_options(options: &GolfOptions) -> Result<(), RuleError> {
        if options.holes != 9 && options.holes != 18 {
            return Err(GolfError::Holes.into());
        }
        if options.packs.is_some_and(|p| !(1..=4).contains(&p)) {
            return Err(GolfError::Packs.into());
        }
        let value = -MAX_CARD_VALUE..=MAX_CARD_VALUE;
        if !value.contains(&options.king_value) || !value.contains(&options.joker_value) {
            return Err(GolfError::CardValue.into());
        }
        Ok(())
    }

    fn end(options: &GolfOptions, seats: usize, hands: &[PlayedHand]) -> GameEnd {
        let holes = usize::try_from(options.holes).unwrap_or(usize::MAX);
        let totals = totals(seats, hands);
        let lowest = leaders(WinRule::lowest(false), &totals);
        let played = hands.len() >= holes;
        let tied = lowest.len() > 1;
        let over = played && !(options.sudden_death && tied);
        let line = match (played, over) {
            (false, _) => Said::new("golf-end-progress")
                .arg("played", hands.len())
                .arg("holes", options.holes),
            (true, true) if tied => Said::new("golf-end-tie-shared"),
            (true, true) => Said::new("golf-end-lowest"),
            (true, false) => Said::new("golf-end-sudden-death"),
        };
        GameEnd {
            over,
            bonuses: vec![Points::ZERO; seats],
            winners: if over { lowest } else { Vec::new() },
            explanation: vec![line.english()],
            said: vec![line],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout(s: &str) -> [Card; 6] {
        parse_layout(s, 0).unwrap()
    }

    #[test]
    fn a_hand_entered_score_is_bounded_by_what_a_hole_can_score_under_the_options() {
        let default = GolfOptions::default();
        // Q+J in every column is the most; 2 beside a king (0) the least.
        assert_eq!(hole_range(&default), (-6, 60));
        let twos = GolfOptions {
            negative_pair_of_twos: true,
            jokers: true,
            king_value: 15,
            ..GolfOptions::default()
        };
        assert_eq!(hole_range(&twos), (-12, 3 * 25));
        let hand = |a: i64| GolfHand {
            entries: vec![GolfEntry::Score(a), GolfEntry::Score(4)],
        };
        assert!(SixCardGolf::score_hole(&default, 2, &hand(60)).is_ok());
        assert!(SixCardGolf::score_hole(&default, 2, &hand(-6)).is_ok());
        let e = SixCardGolf::score_hole(&default, 2, &hand(61)).unwrap_err();
        assert_eq!(e.code, "E_POINTS_ENTRY");
        assert_eq!(
            e.message,
            "A Golf hole scores at most 60 and at least \u{2212}6 with these rules, so Player 1's 61 cannot be right."
        );
        let e = SixCardGolf::score_hole(&default, 2, &hand(-7)).unwrap_err();
        assert!(
            e.message.contains("Player 1's \u{2212}7 cannot"),
            "{}",
            e.message
        );
        assert!(SixCardGolf::score_hole(&twos, 2, &hand(75)).is_ok());
    }

    #[test]
    fn numbers_beyond_any_hole_are_refused_not_overflowed() {
        // A king worth i64::MAX beside a queen overflowed the column sum.
        let o = GolfOptions {
            king_value: i64::MAX,
            ..GolfOptions::default()
        };
        let hand = GolfHand {
            entries: vec![
                GolfEntry::Layout("KS QH QD / 2C 5D JC".into()),
                GolfEntry::Score(4),
            ],
        };
        let e = SixCardGolf::score_hole(&o, 2, &hand).map_err(|e| e.code);
        assert_eq!(e.err(), Some("E_BAD_OPTIONS"));
        let big = GolfHand {
            entries: vec![GolfEntry::Score(i64::MAX), GolfEntry::Score(4)],
        };
        let e = SixCardGolf::score_hole(&GolfOptions::default(), 2, &big);
        assert_eq!(e.map_err(|e| e.code).err(), Some("E_POINTS_ENTRY"));
    }

    #[test]
    fn columns_and_options() {
        let o = GolfOptions::default();
        let gf1 = score_layout(&o, &layout("KS 5H QD / 2C 5D JC"));
        assert_eq!(gf1.score, 18);
        assert_eq!(
            gf1.explanation,
            "K♠+2♣ = -2; 5♥ 5♦ pair = 0; Q♦+J♣ = 20; total 18"
        );
        let neg = GolfOptions {
            negative_pair_of_twos: true,
            king_value: 5,
            ..o.clone()
        };
        assert_eq!(score_layout(&neg, &layout("2H 7C AS / 2D 7D 3C")).score, 0);
        assert_eq!(score_layout(&neg, &layout("KH 9S TD / 2C 9H JD")).score, 23);
        assert_eq!(
            score_layout(&o, &layout("JK 9S TD JK 9H JD")).pairs,
            vec![0, 1]
        );
    }

    #[test]
    fn bad_layouts() {
        for bad in [
            "KS 5H / 2C 5D JC QD",
            "KS 5H QD 2C 5D",
            "KS 5H QD / 2C 5D JC / 3C",
            "",
        ] {
            assert_eq!(
                parse_layout(bad, 0).map_err(|e| e.code),
                Err("E_GOLF_LAYOUT"),
                "{bad}"
            );
        }
        assert_eq!(
            parse_layout("KS 5H QX / 2C 5D JC", 0).map_err(|e| e.code),
            Err("E_INVALID_CARD")
        );
    }

    #[test]
    fn sudden_death_waits_for_the_tie_to_break() {
        let o = GolfOptions {
            sudden_death: true,
            ..GolfOptions::default()
        };
        let hole = |a: i64, b: i64| PlayedHand {
            dealer: 0,
            points: vec![a.into(), b.into()],
            redeal: false,
        };
        let mut hands: Vec<PlayedHand> = (0..9).map(|_| hole(3, 3)).collect();
        assert!(!SixCardGolf::end(&o, 2, &hands).over);
        hands.push(hole(1, 2));
        assert_eq!(SixCardGolf::end(&o, 2, &hands).winners, vec![0]);
    }
}
