//! The `Game` face of Gin Rummy (seats, points per seat, void hands) and its properties: no
//! input panics the scorer, points are never negative, gin is never undercut.

use super::*;
use crate::arrange::min_deadwood;
use crate::card::{Card, Rank, Suit};
use crate::meld::MeldRules;
use proptest::prelude::*;

fn table() -> Table {
    Table {
        seats: 2,
        hand_index: 0,
        dealer: 0,
    }
}

fn cards_hand(knocker: usize, k: &str, d: &str) -> GinHand {
    let mut e = CardsEntry::from_text(k, d, None, None, None).unwrap();
    e.knocker = knocker;
    GinHand::Cards(e)
}

const G3_K: &str = "4S 5S 6S QC QD QH 7D 8D 9D 3C";
const G3_D: &str = "7S 8S 3S KH KS KD AH 2D QS TD";

#[test]
fn points_go_to_the_scoring_seat() {
    let s = Gin::score(&GinOptions::seed(), &table(), &cards_hand(1, G3_K, G3_D)).unwrap();
    assert_eq!(s.outcome.result, GinResult::Undercut);
    assert_eq!(s.points, [Points::from(25), Points::ZERO]);
    assert!(s
        .outcome
        .explanation
        .iter()
        .any(|l| l.contains("a tie counts as an undercut")));
}

#[test]
fn g3_tie_with_undercut_on_tie_off_scores_nobody() {
    let o = GinOptions {
        undercut_on_tie: false,
        ..GinOptions::seed()
    };
    let s = Gin::score(&o, &table(), &cards_hand(0, G3_K, G3_D)).unwrap();
    assert_eq!(s.outcome.result, GinResult::Knock);
    assert_eq!((s.outcome.winner, s.outcome.winner_seat), (None, None));
    assert_eq!(s.points, [Points::ZERO, Points::ZERO]);
}

#[test]
fn void_hand_and_seat_count() {
    let s = Gin::score(&GinOptions::seed(), &table(), &GinHand::Void).unwrap();
    assert_eq!(s.points, [Points::ZERO, Points::ZERO]);
    assert_eq!(s.outcome.result, GinResult::Void);
    let three = Table {
        seats: 3,
        ..table()
    };
    let e = Gin::score(&GinOptions::seed(), &three, &GinHand::Void).unwrap_err();
    assert_eq!(e.code, "E_PLAYER_COUNT");
}

#[test]
fn outcome_serialises_camel_case() {
    let s = Gin::score(&GinOptions::seed(), &table(), &cards_hand(0, G3_K, G3_D)).unwrap();
    let v = serde_json::to_value(&s.outcome).unwrap();
    assert_eq!(v["result"], "undercut");
    assert_eq!(v["knockerDeadwood"], 3);
    assert!(v["layoffs"][0]["meld"].as_u64().is_some());
    assert_eq!(v["winner"], "defender");
}

fn card_of(i: usize) -> Card {
    if i >= 52 {
        Card::Joker
    } else {
        Card::new(Rank::ALL[i % 13], Suit::ALL[i / 13])
    }
}

fn any_options() -> impl Strategy<Value = GinOptions> {
    let bonus = prop_oneof![0u32..60, any::<u32>()];
    (
        0u32..=98,
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        bonus,
    )
        .prop_map(|(limit, big, tie, okla, one, bonus)| GinOptions {
            knock_limit: limit,
            big_gin: big,
            undercut_on_tie: tie,
            oklahoma: okla,
            oklahoma_ace: if one {
                OklahomaAce::LimitOne
            } else {
                OklahomaAce::GinOnly
            },
            spade_double: okla,
            undercut_bonus: bonus,
            gin_bonus: bonus,
            big_gin_bonus: bonus,
            ..GinOptions::seed()
        })
}

/// A legal-looking deal: distinct cards, 10 or 11 for the knocker, 10 for the defender.
fn deal() -> impl Strategy<Value = (Vec<Card>, Vec<Card>, Option<Card>)> {
    (
        Just((0..52usize).collect::<Vec<_>>()).prop_shuffle(),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(|(deck, eleven, up)| {
            let n = if eleven { 11 } else { 10 };
            let k = deck[..n].iter().map(|&i| card_of(i)).collect();
            let d = deck[n..n + 10].iter().map(|&i| card_of(i)).collect();
            (k, d, up.then(|| card_of(deck[n + 10])))
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn game_end_never_panics(
        hands in prop::collection::vec((0usize..3, prop::collection::vec(0i64..200, 0..4)), 0..30),
        seats in 0usize..4,
        box_bonus in any::<u32>(),
        target in any::<u32>(),
        shutout in 0usize..4,
    ) {
        let o = GinOptions {
            box_bonus,
            game_target: target,
            shutout: [Shutout::GameBonus, Shutout::DoubleTotal, Shutout::DoubleHandPoints, Shutout::None][shutout],
            ..GinOptions::seed()
        };
        let played: Vec<PlayedHand> = hands
            .into_iter()
            .map(|(dealer, p)| PlayedHand { dealer, points: p.into_iter().map(Points::from).collect(), redeal: false })
            .collect();
        let e = Gin::end(&o, seats, &played);
        prop_assert!(e.bonuses.iter().all(|b| *b >= Points::ZERO));
        prop_assert!(Gin::next_dealer(&o, seats, 0, &played) < seats.max(1));
    }

    #[test]
    fn dealt_hands_score_sanely((k, d, up) in deal(), o in any_options(), seat in 0usize..2) {
        let e = CardsEntry { knocker: seat, knocker_cards: k, defender_cards: d.clone(), knocker_melds: None, upcard: up, layoffs: None };
        if let Ok(s) = Gin::score(&o, &table(), &GinHand::Cards(e)) {
            let out = &s.outcome;
            prop_assert!(s.points.iter().all(|p| *p >= Points::ZERO));
            prop_assert_eq!(s.points.iter().copied().sum::<Points>(), out.points);
            if out.knocker_deadwood == 0 {
                prop_assert!(matches!(out.result, GinResult::Gin | GinResult::BigGin));
                prop_assert_eq!(out.winner, Some(Role::Knocker));
                prop_assert!(out.layoffs.is_empty());
            }
            if out.result == GinResult::Undercut {
                prop_assert!(out.knocker_deadwood >= out.defender_deadwood);
                prop_assert_eq!(out.winner_seat, Some(1 - seat));
            }
            prop_assert!(out.defender_deadwood <= min_deadwood(&d, &MeldRules::gin()).unwrap());
            prop_assert!(out.knocker_deadwood <= 98);
        }
    }

    #[test]
    fn arbitrary_input_never_panics(
        k in prop::collection::vec(0usize..53, 0..14),
        d in prop::collection::vec(0usize..53, 0..14),
        melds in prop::collection::vec(prop::collection::vec(0usize..53, 0..5), 0..4),
        layoffs in prop::option::of(prop::collection::vec(0usize..53, 0..4)),
        up in prop::option::of(0usize..53),
        o in any_options(),
        seat in 0usize..4,
        seats in 0usize..4,
        use_melds in any::<bool>(),
    ) {
        let e = CardsEntry {
            knocker: seat,
            knocker_cards: k.into_iter().map(card_of).collect(),
            defender_cards: d.into_iter().map(card_of).collect(),
            knocker_melds: use_melds.then(|| melds.into_iter().map(|m| m.into_iter().map(card_of).collect()).collect()),
            upcard: up.map(card_of),
            layoffs: layoffs.map(|l| l.into_iter().map(card_of).collect()),
        };
        let t = Table { seats, ..table() };
        if let Ok(s) = Gin::score(&o, &t, &GinHand::Cards(e)) {
            prop_assert!(s.points.iter().all(|p| *p >= Points::ZERO));
        }
    }

    #[test]
    fn counts_never_negative(k in 0u32..200, d in 0u32..200, big in any::<bool>(), o in any_options(), up in prop::option::of(0usize..53)) {
        let c = CountsEntry { knocker: 0, knocker_deadwood: i64::from(k), defender_deadwood: i64::from(d), big_gin: big, upcard: up.map(card_of) };
        if let Ok(s) = Gin::score(&o, &table(), &GinHand::Counts(c)) {
            prop_assert!(s.points.iter().all(|p| *p >= Points::ZERO));
            if k == 0 {
                prop_assert_ne!(s.outcome.result, GinResult::Undercut);
            }
        }
    }
}

#[test]
fn stored_json_scores_through_the_dispatch() {
    use crate::games::dispatch::{end_json, next_dealer_json, presets, score_json};
    use crate::games::PlayedHand;
    use serde_json::json;
    let facts = json!({"form": "counts", "knocker": 1, "knockerDeadwood": 6, "defenderDeadwood": 20, "upcard": "7s"});
    let s = score_json(
        GameKind::GinRummy,
        &json!({"preset": "oklahoma"}),
        &table(),
        &facts,
    )
    .unwrap();
    assert_eq!(s.points, [Points::ZERO, Points::from(28)]);
    let json = serde_json::to_value(&s.outcome).unwrap();
    assert_eq!(
        (&json["kind"], &json["outcome"]["result"]),
        (&json!("gin_rummy"), &json!("knock"))
    );
    let cards = json!({"form": "cards", "knocker": 0,
        "knockerCards": ["3s", "4s", "5s", "8d", "8c", "8h", "Jh", "Qh", "Kh", "2d"],
        "defenderCards": ["9c", "9d", "9s", "4d", "5d", "6d", "Ks", "Qc", "7c", "3h"]});
    let s = score_json(GameKind::GinRummy, &json!({}), &table(), &cards).unwrap();
    assert_eq!(s.points, [Points::from(28), Points::ZERO]);
    let ids: Vec<String> = presets(GameKind::GinRummy)
        .into_iter()
        .map(|p| p.id)
        .collect();
    assert_eq!(ids, ["seed", "modern", "classic", "oklahoma"]);
    let hands = [PlayedHand {
        dealer: 0,
        points: vec![Points::ZERO, Points::from(28)],
        redeal: false,
    }];
    assert_eq!(
        next_dealer_json(GameKind::GinRummy, &json!({}), 2, 0, &hands),
        Ok(1)
    );
    let end = end_json(GameKind::GinRummy, &json!({}), 2, &hands).unwrap();
    assert!(!end.over);
}

#[test]
fn a_void_hand_is_told_from_its_json_as_from_the_parsed_hand() {
    let hands = [
        serde_json::json!({"form": "void"}),
        serde_json::to_value(GinHand::Void).unwrap(),
        serde_json::to_value(cards_hand(
            0,
            "3s 4s 5s 8d 8c 8h Jh Qh Kh 2d",
            "9c 9d 9s 4d 5d 6d Ks Qc 7c 3h",
        ))
        .unwrap(),
        serde_json::json!({"form": "counts", "knocker": 0, "knockerDeadwood": 4, "defenderDeadwood": 20}),
    ];
    for facts in hands {
        let parsed: GinHand = serde_json::from_value(facts.clone()).unwrap();
        assert_eq!(
            Gin::is_redeal_json(&facts),
            Some(Gin::is_redeal(&parsed)),
            "{facts}"
        );
    }
}
