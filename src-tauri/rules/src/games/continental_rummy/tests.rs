//! Continental Rummy: the worked examples CR1..CR7 and the errors of §4.2.

use super::*;
use crate::games::entered_points::EnteredPoints;

fn table(seats: usize) -> Table {
    Table {
        seats,
        hand_index: 0,
        dealer: 0,
    }
}

fn melds(list: &[&str]) -> ContinentalHand {
    ContinentalHand::Melds(ContinentalMelds {
        winner: 0,
        melds: list.iter().map(|s| s.to_string()).collect(),
        first_turn: false,
        without_drawing: false,
    })
}

fn count(jokers: u32, deuces: u32) -> ContinentalHand {
    ContinentalHand::Count(ContinentalCount {
        winner: 0,
        jokers,
        deuces,
        first_turn: false,
        without_drawing: false,
        one_suit: false,
    })
}

fn points(o: &ContinentalOptions, seats: usize, h: &ContinentalHand) -> Vec<i64> {
    let s = ContinentalRummy::score(o, &table(seats), h).unwrap();
    s.points.iter().map(|p| p.to_integer().unwrap()).collect()
}

fn code(o: &ContinentalOptions, seats: usize, h: &ContinentalHand) -> &'static str {
    ContinentalRummy::score(o, &table(seats), h)
        .map(|_| "ok")
        .unwrap_or_else(|e| e.code)
}

const CR3: [&str; 4] = ["4H 5H 6H 7H", "9C TC JC QC", "2D 3D 4D 5D", "8S 9S TS"];

#[test]
fn cr1_cr2_payments() {
    let o = ContinentalOptions::default();
    assert_eq!(points(&o, 4, &count(1, 0)), vec![9, -3, -3, -3]);
    assert_eq!(points(&o, 6, &count(0, 0)), vec![5, -1, -1, -1, -1, -1]);
}

#[test]
fn cr3_four_four_four_three() {
    let o = ContinentalOptions::default();
    let s = ContinentalRummy::score(&o, &table(4), &melds(&CR3)).unwrap();
    assert_eq!(s.outcome.shape, "4+4+4+3");
    assert_eq!(s.outcome.jokers, 0);
    assert_eq!(s.points[0], Points::from(3));
    assert!(s.outcome.explanation[0].contains("4+4+4+3"));
}

#[test]
fn cr4_five_five_five_only_with_the_option() {
    let hand = melds(&["2H 3H 4H 5H 6H", "8C 9C TC JC QC", "9D TD JD QD KD"]);
    assert_eq!(code(&ContinentalOptions::default(), 4, &hand), "E_CR_SHAPE");
    let any = ContinentalOptions {
        any_partition: true,
        ..ContinentalOptions::default()
    };
    assert_eq!(code(&any, 4, &hand), "ok");
    // A 7-card run counts as 4+3.
    let split = melds(&["2H 3H 4H 5H 6H 7H 8H", "8C 9C TC JC", "9D TD JD QD"]);
    let s = ContinentalRummy::score(&ContinentalOptions::default(), &table(3), &split).unwrap();
    assert_eq!(s.outcome.shape, "4+4+4+3");
    assert_eq!(s.outcome.sequences[0].counts_as, vec![4, 3]);
}

#[test]
fn cr5_sets_and_cr6_wrap() {
    let o = ContinentalOptions::default();
    let set = melds(&["7C 7D 7H", "9C TC JC QC", "2D 3D 4D 5D", "8S 9S TS QS"]);
    let err = ContinentalRummy::score(&o, &table(4), &set).unwrap_err();
    assert_eq!(
        (err.code, err.message.as_str()),
        ("E_CR_SET", "Sets don't count in Continental Rummy.")
    );
    let wrap = melds(&["QS KS AS 2S 3S", "9C TC JC QC", "2D 3D 4D 5D", "8S 9S"]);
    let err = ContinentalRummy::score(&o, &table(4), &wrap).unwrap_err();
    assert_eq!(
        (err.code, err.message.as_str()),
        ("E_CR_WRAP", "Sequences can't go round the corner.")
    );
}

#[test]
fn cr7_bicycle_schedule() {
    let o = ContinentalOptions::bicycle();
    assert_eq!(points(&o, 3, &count(2, 1)), vec![12, -6, -6]);
    let hand = melds(&[
        "JK=4H 5H 6H 7H",
        "9C TC 2S=JC QC",
        "2D 3D 4D 5D",
        "8S 9S JK=TS",
    ]);
    let s = ContinentalRummy::score(&o, &table(3), &hand).unwrap();
    assert_eq!((s.outcome.jokers, s.outcome.deuces), (2, 1));
    assert_eq!(s.outcome.each_loser_pays, 6);
    assert_eq!(s.outcome.sequences[1].cards[2].card.to_string(), "2s");
    // No wild card: 1 + 10.
    assert_eq!(points(&o, 2, &melds(&CR3)), vec![11, -11]);
    // First turn without drawing, all one suit: 1 + 10 + 10 + 10.
    let first = ContinentalHand::Count(ContinentalCount {
        winner: 1,
        jokers: 0,
        deuces: 0,
        first_turn: true,
        without_drawing: true,
        one_suit: true,
    });
    assert_eq!(points(&o, 2, &first), vec![-31, 31]);
}

#[test]
fn errors() {
    let o = ContinentalOptions::default();
    assert_eq!(code(&o, 1, &count(0, 0)), "E_PLAYER_COUNT");
    assert_eq!(code(&o, 13, &count(0, 0)), "E_PLAYER_COUNT");
    assert_eq!(code(&o, 4, &count(3, 0)), "E_DUPLICATE_CARD");
    assert_eq!(code(&o, 9, &count(4, 0)), "ok");
    assert_eq!(code(&o, 4, &count(0, 1)), "E_BAD_HAND");
    let undeclared = melds(&["JK 5H 6H 7H", "9C TC JC QC", "2D 3D 4D 5D", "8S 9S TS"]);
    assert_eq!(code(&o, 4, &undeclared), "E_JOKER_UNDECLARED");
    let bad = melds(&["4H 5H 7H 8H", "9C TC JC QC", "2D 3D 4D 5D", "8S 9S TS"]);
    assert_eq!(code(&o, 4, &bad), "E_INVALID_MELD");
    let short = melds(&["4H 5H 6H 7H", "9C TC JC QC", "2D 3D 4D 5D"]);
    assert_eq!(code(&o, 4, &short), "E_CR_SHAPE");
    let triple = melds(&["4H 5H 6H", "4H 5H 6H", "4H 5H 6H", "9C TC JC", "2D 3D 4D"]);
    assert_eq!(code(&o, 4, &triple), "E_DUPLICATE_CARD");
    assert_eq!(code(&o, 6, &triple), "ok");
    let jokers = melds(&[
        "JK=4H JK=5H 6H",
        "JK=9C TC JC",
        "2D 3D 4D",
        "5D 6D 7D",
        "8D 9D TD",
    ]);
    assert_eq!(code(&o, 4, &jokers), "E_DUPLICATE_CARD");
    let stray = melds(&["3H=4H 5H 6H 7H", "9C TC JC QC", "2D 3D 4D 5D", "8S 9S TS"]);
    assert_eq!(code(&o, 4, &stray), "E_INVALID_CARD");
    let out_of_range = ContinentalHand::Count(ContinentalCount {
        winner: 4,
        jokers: 0,
        deuces: 0,
        first_turn: false,
        without_drawing: false,
        one_suit: false,
    });
    assert_eq!(code(&o, 4, &out_of_range), "E_BAD_HAND");
    let huge = melds(&[&"4H ".repeat(1000)]);
    assert_eq!(code(&o, 4, &huge), "E_CR_SHAPE");
}

#[test]
fn entered_points_warn_when_they_do_not_balance() {
    let o = ContinentalOptions::default();
    let h = |p: &[i64]| {
        ContinentalHand::Points(EnteredPoints {
            points: p.iter().map(|&x| Points::from(x)).collect(),
        })
    };
    let s = ContinentalRummy::score(&o, &table(3), &h(&[6, -3, -3])).unwrap();
    assert!(s.warnings.is_empty());
    let s = ContinentalRummy::score(&o, &table(3), &h(&[6, -3, -2])).unwrap();
    assert_eq!(s.warnings[0].code, "W_NOT_ZERO_SUM");
}

#[test]
fn settlement_end_only_with_a_target_or_deals() {
    let played = |p: &[i64]| PlayedHand {
        dealer: 0,
        points: p.iter().map(|&x| Points::from(x)).collect(),
        redeal: false,
    };
    let hands = vec![played(&[9, -3, -3, -3]); 10];
    assert!(!ContinentalRummy::end(&ContinentalOptions::default(), 4, &hands).over);
    let deals = ContinentalOptions {
        deals: Some(10),
        ..ContinentalOptions::default()
    };
    let end = ContinentalRummy::end(&deals, 4, &hands);
    assert_eq!((end.over, end.winners), (true, vec![0]));
    let target = ContinentalOptions {
        target: Some(Points::from(100)),
        ..ContinentalOptions::default()
    };
    assert!(!ContinentalRummy::end(&target, 4, &hands).over);
}
