//! Properties of Rummy 500 (§5.3): on random legal melds, lay-offs-free hands and cards left
//! in hand, each seat's `melded` and `inHand` equal a computation written here from the
//! values table alone (ace 1 only at the low end of a run, else 15; joker 15; courts 10);
//! and no input, however malformed, makes scoring or the JSON dispatch panic.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use cardtable_rules::games::dispatch::score_json;
use cardtable_rules::games::rummy_500::{
    Rummy500, Rummy500Cards, Rummy500Hand, Rummy500Layoff, Rummy500Options,
};
use cardtable_rules::games::{Game, GameKind, Table};
use proptest::prelude::*;
use serde_json::{json, Value};

const RANKS: [&str; 13] = [
    "A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K",
];
const SUITS: [&str; 4] = ["S", "H", "D", "C"];

/// A meld to try: a run (suit, start 0..=11 where rank 13 is the high ace, length) or a set
/// (rank, which suits), and which position (if any) a joker takes.
#[derive(Debug, Clone)]
enum Spec {
    Run {
        suit: usize,
        start: usize,
        len: usize,
        joker: Option<usize>,
    },
    Set {
        rank: usize,
        suits: Vec<usize>,
        joker: Option<usize>,
    },
}

fn spec() -> impl Strategy<Value = Spec> {
    prop_oneof![
        (
            0usize..4,
            0usize..12,
            3usize..6,
            proptest::option::of(0usize..5)
        )
            .prop_map(|(suit, start, len, joker)| Spec::Run {
                suit,
                start: start.min(14 - len),
                len,
                joker: joker.filter(|&j| j < len),
            }),
        (
            0usize..13,
            proptest::sample::subsequence(vec![0usize, 1, 2, 3], 3..=4),
            proptest::option::of(0usize..4)
        )
            .prop_map(|(rank, suits, joker)| Spec::Set {
                joker: joker.filter(|&j| j < suits.len()),
                rank,
                suits,
            }),
    ]
}

/// Rank index at run position `p` (13 is the ace above the king).
fn run_rank(start: usize, p: usize) -> usize {
    start + p
}

fn card(rank: usize, suit: usize) -> String {
    format!("{}{}", RANKS[rank % 13], SUITS[suit])
}

/// The independent value of a card of rank index `r` (0 = ace) in hand.
fn hand_value(r: usize) -> i64 {
    match r {
        0 => 15,
        r => (r as i64 + 1).min(10),
    }
}

/// The meld's cards as text, the physical cards it uses, and its value, by the table alone.
fn realise(s: &Spec) -> (String, Vec<(usize, usize)>, i64) {
    let mut text = Vec::new();
    let mut used = Vec::new();
    let mut value = 0;
    match s {
        Spec::Run {
            suit,
            start,
            len,
            joker,
        } => {
            for p in 0..*len {
                let r = run_rank(*start, p);
                let v = match r {
                    0 => 1,
                    13 => 15,
                    r => (r as i64 + 1).min(10),
                };
                if Some(p) == *joker {
                    text.push(format!("JK={}", card(r, *suit)));
                    value += 15;
                } else {
                    text.push(card(r, *suit));
                    used.push((r % 13, *suit));
                    value += v;
                }
            }
        }
        Spec::Set { rank, suits, joker } => {
            for (i, &s) in suits.iter().enumerate() {
                if Some(i) == *joker {
                    text.push(format!("JK={}", card(*rank, s)));
                    value += 15;
                } else {
                    text.push(card(*rank, s));
                    used.push((*rank, s));
                    value += hand_value(*rank);
                }
            }
        }
    }
    (text.join(" "), used, value)
}

fn has_joker(s: &Spec) -> bool {
    match s {
        Spec::Run { joker, .. } | Spec::Set { joker, .. } => joker.is_some(),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 500, ..ProptestConfig::default() })]

    #[test]
    fn melded_and_in_hand_match_the_values_table(
        specs in proptest::collection::vec((spec(), 0usize..2), 0..8),
        hand_cards in proptest::collection::vec((0usize..13, 0usize..4, 0usize..2), 0..12),
        hand_jokers in 0usize..3,
    ) {
        // Keep melds whose cards are still free (one deck, two jokers in all).
        let mut taken = [[false; 4]; 13];
        let mut jokers = 0;
        let mut melds = vec![Vec::new(), Vec::new()];
        let mut melded = [0i64; 2];
        for (s, seat) in &specs {
            let (text, used, value) = realise(s);
            let j = usize::from(has_joker(s));
            if used.iter().any(|&(r, su)| taken[r][su]) || jokers + j > 2 {
                continue;
            }
            for &(r, su) in &used {
                taken[r][su] = true;
            }
            jokers += j;
            melds[*seat].push(text);
            melded[*seat] += value;
        }
        let mut hands = [Vec::new(), Vec::new()];
        let mut in_hand = [0i64; 2];
        for &(r, su, seat) in &hand_cards {
            if !taken[r][su] {
                taken[r][su] = true;
                hands[seat].push(card(r, su));
                in_hand[seat] += hand_value(r);
            }
        }
        for _ in 0..hand_jokers.min(2 - jokers) {
            hands[1].push("JK".to_string());
            in_hand[1] += 15;
        }
        let entry = Rummy500Hand::Cards(Rummy500Cards {
            hands: hands.iter().map(|h| h.join(" ")).collect(),
            melds,
            layoffs: Vec::new(),
        });
        let table = Table { seats: 2, hand_index: 0, dealer: 0 };
        let s = Rummy500::score(&Rummy500Options::default(), &table, &entry);
        let s = s.map_err(|e| TestCaseError::fail(format!("{entry:?}: {e}")))?;
        for seat in 0..2 {
            let o = &s.outcome.seats[seat];
            prop_assert_eq!(i64::from(o.melded), melded[seat]);
            prop_assert_eq!(i64::from(o.in_hand), in_hand[seat]);
            prop_assert_eq!(o.score, melded[seat] - in_hand[seat]);
        }
    }

    /// A lay-off scores its cards where they land, and the same cards melded whole score the
    /// same: laying the top card of a run off onto the rest is worth what it was worth there.
    #[test]
    fn a_layoff_scores_like_the_card_in_the_meld(suit in 0usize..4, start in 0usize..11, len in 4usize..6) {
        let start = start.min(14 - len);
        let cards: Vec<String> = (0..len).map(|p| card(start + p, suit)).collect();
        let whole = Rummy500Hand::Cards(Rummy500Cards {
            hands: vec![String::new(), String::new()],
            melds: vec![vec![cards.join(" ")], vec![]],
            layoffs: vec![],
        });
        let split = Rummy500Hand::Cards(Rummy500Cards {
            hands: vec![String::new(), String::new()],
            melds: vec![vec![cards[..len - 1].join(" ")], vec![]],
            layoffs: vec![vec![], vec![Rummy500Layoff { cards: cards[len - 1].clone(), onto: cards[..len - 1].join(" ") }]],
        });
        let table = Table { seats: 2, hand_index: 0, dealer: 0 };
        let o = Rummy500Options::default();
        let a = Rummy500::score(&o, &table, &whole).unwrap();
        let b = Rummy500::score(&o, &table, &split).unwrap();
        prop_assert_eq!(a.outcome.seats[0].melded, b.outcome.seats[0].melded + b.outcome.seats[1].melded);
    }
}

fn token() -> impl Strategy<Value = String> {
    prop_oneof![
        proptest::sample::select(vec![
            "AS", "2s", "10h", "Th", "JK", "jk=7c", "JK=JK", "JK=", "=7C", "7C=JK", "1X", "", "KS",
            "AH", "QH", "2C=5D", "♠", "K♥", "JOKER=AS", ",", "  ",
        ])
        .prop_map(str::to_string),
        "[ -~]{0,6}",
    ]
}

fn text() -> impl Strategy<Value = Value> {
    proptest::collection::vec(token(), 0..20).prop_map(|t| json!(t.join(" ")))
}

/// JSON that is nearly a Rummy 500 hand: the right keys with wrong or random contents.
fn facts() -> impl Strategy<Value = Value> {
    let layoff = (text(), text()).prop_map(|(c, o)| json!({"cards": c, "onto": o}));
    (
        proptest::collection::vec(text(), 0..10),
        proptest::collection::vec(proptest::collection::vec(text(), 0..4), 0..10),
        proptest::collection::vec(proptest::collection::vec(layoff, 0..3), 0..10),
        prop_oneof![Just("cards"), Just("points"), Just("nope")],
        proptest::collection::vec(any::<i64>(), 0..10),
    )
        .prop_map(|(hands, melds, layoffs, form, points)| {
            json!({"form": form, "hands": hands, "melds": melds, "layoffs": layoffs, "points": points})
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn no_input_panics(
        f in facts(),
        seats in 0usize..12,
        decks in proptest::option::of(0u8..4),
        represented in any::<bool>(),
    ) {
        let options = json!({"decks": decks, "jokerValue": if represented { "represented" } else { "fifteen" }});
        let table = Table { seats, hand_index: 0, dealer: 0 };
        if let Ok(s) = score_json(GameKind::Rummy500, &options, &table, &f) {
            prop_assert_eq!(s.points.len(), seats);
        }
    }
}
