//! Read-only rules commands for the game screen: what a hand would score before it is saved,
//! the game's complete options, the deck the card picker shows, typed card notation, and the
//! Oh Heck! table (hand size, bidding order, the dealer's forbidden bid before the dealer bids).
//!
//! Nothing here touches the store: each body calls `cardtable-rules` and maps its answer, so
//! the UI never re-implements a rule and every number and message it shows comes from Rust.

use crate::error::AppError;
use crate::hands::EnteredFacts;
use cardtable_rules::games::dispatch::{check_table, option_words, score_json, ScoredJson};
use cardtable_rules::games::knob::Knob;
use cardtable_rules::games::oh_heck::{self, OhHeckOptions};
use cardtable_rules::games::words::{chooser_in, knobs_in};
use cardtable_rules::games::{GameOptions, Table};
use cardtable_rules::json_error::read_json;
use cardtable_rules::notation::parse_cards;
use cardtable_rules::points::Points;
use cardtable_rules::{Card, GameKind, Rank, RuleError, Suit};
use serde::Serialize;
use serde_json::Value;

/// Scores one hand's facts (tagged with their game) under the game's complete options without
/// saving them: the points per seat and the game's explanation, or the `{kind, message}`
/// validation error the rules give.
pub fn rules_preview(
    options: GameOptions,
    table: Table,
    facts: EnteredFacts,
) -> Result<ScoredJson, AppError> {
    same_game(&options, facts.kind)?;
    Ok(score_json(
        facts.kind,
        &options.to_value(),
        &table,
        &facts.facts,
    )?)
}

/// Refuses options of one game sent with another game's hand (`E_BAD_OPTIONS`).
fn same_game(options: &GameOptions, kind: GameKind) -> Result<(), AppError> {
    if options.kind() == kind {
        Ok(())
    } else {
        Err(RuleError::saying(
            "E_BAD_OPTIONS",
            cardtable_rules::says::Said::new("command-error-rules-kind")
                .arg("rules", options.kind().name_said())
                .arg("game", kind.name_said()),
        )
        .into())
    }
}

/// A game's options in words, all from the rules.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct OptionWords {
    /// The id of the preset the options start from (`"seed"` when they name none).
    pub preset: String,
    /// The name of the preset the options start from.
    pub preset_name: String,
    /// The options, one line each (the rules screen).
    pub lines: Vec<String>,
    /// What the game plays to, in one short line ("First to 100").
    pub end_line: String,
    /// The knobs the rules screen offers (what each takes, its default and current value,
    /// one line about it), declared by the game.
    pub knobs: Vec<Knob>,
    /// The total the game plays to with these options (the chart's line), if it has one.
    pub target: Option<Points>,
    /// `lines` as messages, where the game says them so (for [`OptionWords::retold`]).
    #[serde(skip)]
    #[ts(skip)]
    pub lines_said: Option<Vec<cardtable_rules::says::Said>>,
    /// `end_line` as a message, where the game says it so.
    #[serde(skip)]
    #[ts(skip)]
    pub end_said: Option<cardtable_rules::says::Said>,
}

impl OptionWords {
    /// These words with the lines and the end line the game says as messages written in
    /// `lang` (English: as they are, the rules' own English).
    pub fn retold(mut self, lang: cardtable_rules::says::Lang) -> OptionWords {
        use cardtable_rules::says::{render, Lang};
        if lang == Lang::En {
            return self;
        }
        if let Some(said) = &self.lines_said {
            if said.len() == self.lines.len() {
                self.lines = said.iter().map(|s| render(s, lang, &[])).collect();
            }
        }
        if let Some(said) = &self.end_said {
            self.end_line = render(said, lang, &[]);
        }
        self.preset_name = chooser_in(&self.preset_name, lang);
        self.knobs = knobs_in(self.knobs, lang);
        self
    }
}

/// The presets of a game with their names and hints in `lang` (English: as they are).
pub fn presets_in(
    presets: Vec<cardtable_rules::games::dispatch::Preset>,
    lang: cardtable_rules::says::Lang,
) -> Vec<cardtable_rules::games::dispatch::Preset> {
    presets
        .into_iter()
        .map(|mut p| {
            p.name = chooser_in(&p.name, lang);
            if let (Some(said), true) = (&p.hint_said, lang != cardtable_rules::says::Lang::En) {
                p.hint = cardtable_rules::says::render(said, lang, &[]);
            }
            p
        })
        .collect()
}

/// The game's complete options (stored, or being chosen), starting from preset `preset`, in
/// words.
pub fn rules_words(preset: String, options: GameOptions) -> Result<OptionWords, AppError> {
    let kind = options.kind();
    let mut value = options.to_value();
    if let Value::Object(map) = &mut value {
        map.insert("preset".to_string(), Value::String(preset.clone()));
    }
    let w = option_words(kind, &value)?;
    Ok(OptionWords {
        preset,
        preset_name: w.preset_name,
        lines: w.lines,
        end_line: w.end_line,
        knobs: w.knobs,
        target: w.target,
        lines_said: w.lines_said,
        end_said: w.end_said,
    })
}

/// Parses typed card notation (`"AS 10h, T♥ JK"`) into cards, or says which token is wrong.
pub fn rules_parse_cards(text: String) -> Result<Vec<Card>, AppError> {
    Ok(parse_cards(&text).map_err(RuleError::from)?)
}

/// One card of the picker's grid.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct CardFace {
    /// The card as the rules read it (`"Td"`).
    pub card: Card,
    /// Rank label for people (`"10"`).
    pub rank: String,
    /// Suit symbol (`"♦"`).
    pub suit: String,
    /// Suit name, plural, for screen readers (`"diamonds"`).
    pub suit_name: String,
    /// True for hearts and diamonds.
    pub red: bool,
    /// The card as people read it (`"10♦"`), wherever the app writes a card.
    pub label: String,
}

/// The 52 cards of one pack, suit by suit (♠ ♥ ♦ ♣), ace to king within a suit.
pub fn rules_deck() -> Vec<CardFace> {
    Suit::ALL
        .iter()
        .flat_map(|&suit| {
            Rank::ALL.iter().map(move |&rank| CardFace {
                card: Card::new(rank, suit),
                rank: rank.label().to_string(),
                suit: suit.symbol().to_string(),
                suit_name: format!("{}s", suit.name()),
                red: matches!(suit, Suit::Hearts | Suit::Diamonds),
                label: format!("{}{}", rank.label(), suit.symbol()),
            })
        })
        .collect()
}

/// Where an Oh Heck! hand stands while it is being entered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct OhHeckTable {
    /// Cards per player this hand (`None` past the end of the schedule).
    pub hand_size: Option<u32>,
    /// Every hand size of the game, in order.
    pub schedule: Vec<u32>,
    /// Seats in bidding order: left of the dealer first, the dealer last.
    pub bidding_order: Vec<usize>,
    /// Whether the dealer is hooked.
    pub hook: bool,
    /// The bid the dealer may not make, known once every other seat has bid.
    pub forbidden_dealer_bid: Option<u32>,
    /// The play rules, as a reminder for the table.
    pub reminder: String,
}

/// The Oh Heck! table for hand `table.hand_index` dealt by `table.dealer`, given the bids
/// entered so far (`bids[seat]`, `None` when that seat has not bid yet), its reminder of the play
/// rules in `lang`. The seat count is bounded by the game's player range first (the rules' one
/// seat check).
pub fn rules_oh_heck_table(
    options: GameOptions,
    table: Table,
    bids: Vec<Option<i64>>,
    lang: crate::words::Lang,
) -> Result<OhHeckTable, AppError> {
    same_game(&options, GameKind::OhHeck)?;
    check_table(GameKind::OhHeck, table.seats, Some(table.dealer))?;
    let options: OhHeckOptions = read_json(&options.to_value()).map_err(|e| {
        RuleError::saying(
            "E_BAD_OPTIONS",
            cardtable_rules::says::Said::new("json-error-game-options")
                .arg("game", GameKind::OhHeck.name_said())
                .arg("why", e),
        )
    })?;
    let schedule = oh_heck::schedule(options.schedule, table.seats);
    let hand_size = schedule.get(table.hand_index).copied();
    let order = oh_heck::bidding_order(table.seats, table.dealer);
    let others: Option<Vec<i64>> = order
        .iter()
        .take(order.len().saturating_sub(1))
        .map(|&seat| bids.get(seat).copied().flatten())
        .collect();
    let forbidden_dealer_bid = match (options.hook, hand_size, others) {
        (true, Some(size), Some(others)) => oh_heck::forbidden_dealer_bid(size, &others),
        _ => None,
    };
    Ok(OhHeckTable {
        hand_size,
        schedule,
        bidding_order: order,
        hook: options.hook,
        forbidden_dealer_bid,
        reminder: crate::words::render(&oh_heck::reminder_said(), lang, &[]),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use cardtable_rules::games::dispatch::presets;
    use cardtable_rules::games::setup::read_stored;
    use serde_json::json;

    /// Options of `kind` as a command receives them (checked on the way in).
    fn opts(kind: &str, options: Value) -> GameOptions {
        serde_json::from_value(json!({"kind": kind, "options": options})).unwrap()
    }

    fn table(seats: usize, hand_index: usize, dealer: usize) -> Table {
        Table {
            seats,
            hand_index,
            dealer,
        }
    }

    #[test]
    fn preview_scores_rules_md_g1_without_saving() {
        let facts = json!({
            "form": "cards", "knocker": 0,
            "knockerCards": ["3S","4S","5S","8D","8C","8H","JH","QH","KH","2D"],
            "defenderCards": ["9C","9D","9S","4D","5D","6D","KS","QC","7C","3H"],
        });
        let facts = EnteredFacts {
            kind: GameKind::GinRummy,
            facts,
        };
        let s = rules_preview(opts("gin_rummy", json!({})), table(2, 0, 1), facts).unwrap();
        assert_eq!(serde_json::to_value(&s.points).unwrap(), json!([28, 0]));
        assert_eq!(s.outcome.to_value()["result"], "knock");
    }

    #[test]
    fn preview_errors_keep_the_rules_code_and_message() {
        let facts =
            json!({"form": "counts", "knocker": 0, "knockerDeadwood": 11, "defenderDeadwood": 30});
        let facts = EnteredFacts {
            kind: GameKind::GinRummy,
            facts,
        };
        let e = rules_preview(opts("gin_rummy", json!({})), table(2, 0, 1), facts).unwrap_err();
        let v = serde_json::to_value(&e).unwrap();
        assert_eq!(v["kind"], "validation");
        assert_eq!(v["code"], "E_KNOCK_TOO_HIGH");
        assert!(v["message"].as_str().unwrap().contains("11"), "{v}");
    }

    #[test]
    fn deck_is_52_distinct_cards_in_suit_rows() {
        let deck = rules_deck();
        assert_eq!(deck.len(), 52);
        assert_eq!(deck[0].card.to_string(), "As");
        assert_eq!(deck[9].rank, "10");
        assert_eq!(deck[13].suit, "♥");
        assert!(deck[13].red && !deck[0].red);
        assert_eq!(deck[9].label, "10♠");
        assert_eq!(deck[13].label, "A♥");
        let mut cards: Vec<Card> = deck.iter().map(|f| f.card).collect();
        cards.sort();
        cards.dedup();
        assert_eq!(cards.len(), 52);
    }

    #[test]
    fn typed_cards_are_parsed_by_the_rules() {
        let cards = rules_parse_cards("AS 10h, T♥".to_string()).unwrap();
        let codes: Vec<String> = cards.iter().map(Card::to_string).collect();
        assert_eq!(codes, ["As", "Th", "Th"]);
        let e = rules_parse_cards("AS 2s 1X".to_string()).unwrap_err();
        assert_eq!(e.to_string(), "'1X' (3rd card) is not a card.");
    }

    #[test]
    fn oh_heck_forbidden_bid_is_known_before_the_dealer_bids() {
        // Four players, dealer seat 3, hand 6 of the seed schedule has 5 cards: bids 2, 1, 1
        // from the dealer's left forbid the dealer 1 (the batch example of issue 4).
        let t = rules_oh_heck_table(
            opts("oh_heck", json!({})),
            table(4, 5, 3),
            vec![Some(2), Some(1), Some(1), None],
            crate::words::Lang::En,
        )
        .unwrap();
        assert_eq!(t.hand_size, Some(5));
        assert_eq!(t.bidding_order, [0, 1, 2, 3]);
        assert_eq!(t.forbidden_dealer_bid, Some(1));
        let early = rules_oh_heck_table(
            opts("oh_heck", json!({})),
            table(4, 5, 3),
            vec![Some(2), None, Some(1), None],
            crate::words::Lang::En,
        )
        .unwrap();
        assert_eq!(early.forbidden_dealer_bid, None);
        let unhooked = rules_oh_heck_table(
            opts("oh_heck", json!({"hook": false})),
            table(4, 5, 3),
            vec![Some(2), Some(1), Some(1), None],
            crate::words::Lang::En,
        )
        .unwrap();
        assert_eq!(unhooked.forbidden_dealer_bid, None);
        assert_eq!(t.schedule.len(), 19);
    }

    #[test]
    fn absurd_seat_counts_are_refused_before_anything_is_sized() {
        // Issue 10: rules_oh_heck_table / rules_preview took an unbounded seat count.
        for seats in [usize::MAX, 1 << 32, 100_000_000, 8, 2] {
            let e = rules_oh_heck_table(
                opts("oh_heck", json!({})),
                table(seats, 0, 0),
                vec![],
                crate::words::Lang::En,
            )
            .unwrap_err();
            assert_eq!(serde_json::to_value(&e).unwrap()["code"], "E_PLAYER_COUNT");
            let e = rules_preview(
                opts("scorepad", json!({})),
                table(seats.max(21), 0, 0),
                crate::hands::EnteredFacts {
                    kind: GameKind::Scorepad,
                    facts: json!({"points": []}),
                },
            )
            .unwrap_err();
            assert_eq!(serde_json::to_value(&e).unwrap()["code"], "E_PLAYER_COUNT");
        }
        let e = rules_oh_heck_table(
            opts("oh_heck", json!({})),
            table(4, 0, 9),
            vec![],
            crate::words::Lang::En,
        )
        .unwrap_err();
        assert_eq!(serde_json::to_value(&e).unwrap()["code"], "E_BAD_DEALER");
    }

    #[test]
    fn options_arrive_checked_and_words_name_the_preset() {
        // Issue 21: typed options with a key the game does not have were dropped in silence.
        let unknown = serde_json::from_value::<GameOptions>(
            json!({"kind": "gin_rummy", "options": {"target": 100}}),
        )
        .unwrap_err();
        assert!(
            unknown.to_string().contains("no option called 'target'"),
            "{unknown}"
        );
        let bare = serde_json::from_value::<GameOptions>(json!({"kind": "knock_rummy"})).unwrap();
        assert_eq!(bare.kind(), GameKind::KnockRummy);
        let preset_inside = serde_json::from_value::<GameOptions>(
            json!({"kind": "gift_rummy", "options": {"preset": "exclusive"}}),
        )
        .unwrap_err();
        assert!(
            preset_inside.to_string().contains("'preset'"),
            "{preset_inside}"
        );

        let exclusive = presets(GameKind::GiftRummy)
            .into_iter()
            .find(|p| p.id == "exclusive")
            .unwrap()
            .options;
        let w = rules_words("exclusive".to_string(), exclusive).unwrap();
        assert_eq!(w.preset, "exclusive");
        assert_ne!(w.preset_name, "");
        let (preset, full) =
            read_stored(GameKind::GiftRummy, &json!({"preset": "exclusive"})).unwrap();
        assert_eq!(preset, "exclusive");
        let full = serde_json::to_value(full).unwrap();
        assert_eq!(full["options"]["counting"], "exclusive");
        assert_eq!(full["options"]["knockBonus"], 10);
        let e = read_stored(GameKind::GiftRummy, &json!({"preset": "nope"})).unwrap_err();
        assert_eq!(serde_json::to_value(&e).unwrap()["code"], "E_BAD_OPTIONS");
    }

    #[test]
    fn options_of_another_game_are_refused() {
        let facts = EnteredFacts {
            kind: GameKind::GinRummy,
            facts: json!({"form": "counts", "knocker": 0, "knockerDeadwood": 3, "defenderDeadwood": 30}),
        };
        let e = rules_preview(opts("oh_heck", json!({})), table(2, 0, 1), facts).unwrap_err();
        assert_eq!(serde_json::to_value(&e).unwrap()["code"], "E_BAD_OPTIONS");
        assert!(
            e.to_string()
                .contains("rules for Oh Heck!, and this game is Gin Rummy"),
            "{e}"
        );
    }
}
