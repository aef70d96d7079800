//! Rummy 500: the worked examples R5-1..R5-8 and every error of §5.4.

use super::*;
use crate::games::entered_points::EnteredPoints;

fn table(seats: usize) -> Table {
    Table {
        seats,
        hand_index: 0,
        dealer: 0,
    }
}

fn entry(hands: &[&str], melds: &[&[&str]], layoffs: &[&[(&str, &str)]]) -> Rummy500Hand {
    Rummy500Hand::Cards(Rummy500Cards {
        hands: hands.iter().map(|s| s.to_string()).collect(),
        melds: melds
            .iter()
            .map(|m| m.iter().map(|s| s.to_string()).collect())
            .collect(),
        layoffs: layoffs
            .iter()
            .map(|l| {
                l.iter()
                    .map(|(c, o)| Rummy500Layoff {
                        cards: c.to_string(),
                        onto: o.to_string(),
                    })
                    .collect()
            })
            .collect(),
    })
}

fn scored(o: &Rummy500Options, h: &Rummy500Hand) -> Result<Scored<Rummy500Outcome>, RuleError> {
    let seats = match h {
        Rummy500Hand::Cards(c) => c.hands.len(),
        Rummy500Hand::Points(p) => p.points.len(),
    };
    Rummy500::score(o, &table(seats), h)
}

fn scores(h: &Rummy500Hand) -> Vec<i64> {
    let s = scored(&Rummy500Options::default(), h).unwrap();
    s.outcome.seats.iter().map(|s| s.score).collect()
}

fn code(o: &Rummy500Options, h: &Rummy500Hand) -> &'static str {
    scored(o, h).map(|_| "ok").unwrap_or_else(|e| e.code)
}

#[test]
fn r5_1_melds_minus_hand() {
    let h = entry(&["4C AS", ""], &[&["7H 8H 9H", "KC KD KS"], &[]], &[]);
    let s = scored(&Rummy500Options::default(), &h).unwrap();
    let a = &s.outcome.seats[0];
    assert_eq!((a.melded, a.in_hand, a.score), (54, 19, 35));
    assert_eq!(s.points[0], Points::from(35));
    assert!(
        s.outcome.explanation[0].contains("54 − 19 = 35"),
        "{}",
        s.outcome.explanation[0]
    );
    assert!(s.outcome.explanation[0].contains("A♠ is an ace left in hand counts 15"));
}

#[test]
fn r5_2_ace_low_or_high() {
    let h = entry(&["", ""], &[&["AS 2S 3S"], &["QH KH AH"]], &[]);
    assert_eq!(scores(&h), vec![6, 35]);
    let s = scored(&Rummy500Options::default(), &h).unwrap();
    let ace = &s.outcome.seats[0].melds[0].cards[0];
    assert_eq!(ace.value, 1);
    assert_eq!(
        ace.why.as_deref(),
        Some("the low end of the run A♠ 2♠ 3♠: 1")
    );
}

#[test]
fn r5_3_joker_fifteen_or_represented() {
    let h = entry(&["", ""], &[&["5C 6C JK=7C"], &[]], &[]);
    assert_eq!(scores(&h), vec![26, 0]);
    let rep = Rummy500Options {
        joker_value: JokerValue::Represented,
        ..Rummy500Options::default()
    };
    let s = scored(&rep, &h).unwrap();
    assert_eq!(s.outcome.seats[0].melded, 18);
    // A represented low ace is 1, a high one 15.
    let aces = entry(&["", ""], &[&["JK=AD 2D 3D"], &["QD KD JK=AD"]], &[]);
    let s = scored(&rep, &aces).unwrap();
    let got: Vec<u32> = s.outcome.seats.iter().map(|s| s.melded).collect();
    assert_eq!(got, vec![6, 35]);
}

#[test]
fn r5_4_aces_and_joker_in_hand() {
    let h = entry(&["AS JK", ""], &[&["AH AD AC"], &[]], &[]);
    assert_eq!(scores(&h)[0], 15);
}

#[test]
fn r5_5_layoffs_score_for_who_lays_them() {
    let h = entry(
        &["", "", "", ""],
        &[&["AS 2S 3S"], &[], &[], &[]],
        &[
            &[],
            &[("4S", "AS 2S 3S")],
            &[("AD", "2D 3D 4D")],
            &[("AC", "JC QC KC")],
        ],
    );
    assert_eq!(scores(&h), vec![6, 4, 1, 15]);
}

#[test]
fn r5_6_nothing_melded() {
    let h = entry(&["", "KS QD 9C JK"], &[], &[]);
    assert_eq!(scores(&h), vec![0, -44]);
}

fn played(points: &[i64]) -> PlayedHand {
    PlayedHand {
        dealer: 0,
        points: points.iter().map(|&p| Points::from(p)).collect(),
        redeal: false,
    }
}

#[test]
fn r5_7_highest_past_the_target_wins() {
    let o = Rummy500Options::default();
    let before = [played(&[480, 470, 300])];
    assert!(!Rummy500::end(&o, 3, &before).over);
    let hands = [played(&[480, 470, 300]), played(&[35, 50, 12])];
    let end = Rummy500::end(&o, 3, &hands);
    assert!(end.over);
    assert_eq!(end.winners, vec![1]);
    assert!(end.explanation[0].contains("Player 2 reached 520"));
    let tie = [played(&[480, 470, 300]), played(&[40, 50, 12])];
    assert_eq!(Rummy500::end(&o, 3, &tie).winners, vec![0, 1]);
    let replay = Rummy500Options {
        exact_tie: ExactTie::PlayAnotherHand,
        ..o
    };
    assert!(!Rummy500::end(&replay, 3, &tie).over);
    let settled = [tie[0].clone(), tie[1].clone(), played(&[5, 0, 0])];
    assert_eq!(Rummy500::end(&replay, 3, &settled).winners, vec![0]);
}

#[test]
fn r5_8_two_decks_set_needs_distinct_suits() {
    let h = entry(
        &["", "", "", "", ""],
        &[&["3S 3S 3H"], &[], &[], &[], &[]],
        &[],
    );
    assert_eq!(
        code(&Rummy500Options::default(), &h),
        "E_SET_DUPLICATE_SUIT"
    );
}

#[test]
fn errors() {
    let o = Rummy500Options::default();
    let two = |m: &str| entry(&["", ""], &[&[m], &[]], &[]);
    assert_eq!(code(&o, &entry(&[""], &[], &[])), "E_PLAYER_COUNT");
    assert_eq!(code(&o, &two("KS AS 2S")), "E_R5_WRAP");
    assert_eq!(code(&o, &two("5C 6C JK")), "E_JOKER_UNDECLARED");
    assert_eq!(code(&o, &two("5C 6C 8C")), "E_INVALID_MELD");
    assert_eq!(code(&o, &two("5C 6C 1X")), "E_INVALID_CARD");
    assert_eq!(
        code(&o, &entry(&["7H", "7H"], &[], &[])),
        "E_DUPLICATE_CARD"
    );
    assert_eq!(
        code(&o, &entry(&["JK JK", "JK"], &[], &[])),
        "E_DUPLICATE_CARD"
    );
    let six = entry(&["", "", "", "", "", ""], &[], &[]);
    let one = Rummy500Options {
        decks: Some(1),
        ..o.clone()
    };
    let err = scored(&one, &six).unwrap_err();
    assert_eq!(
        (err.code, err.message.as_str()),
        ("E_R5_DECKS", "With 6 players use two decks (108 cards).")
    );
    let three = Rummy500Options {
        decks: Some(3),
        ..o.clone()
    };
    assert_eq!(code(&three, &six), "E_R5_DECKS");
    assert_eq!(code(&three, &entry(&["", ""], &[], &[])), "E_R5_DECKS");
    let bad_layoff = entry(&["", ""], &[], &[&[("9D", "2D 3D 4D")], &[]]);
    let err = scored(&o, &bad_layoff).unwrap_err();
    assert_eq!(err.code, "E_LAYOFF_INVALID");
    assert_eq!(
        err.message,
        "9♦ can't be laid off onto 2♦ 3♦ 4♦: 2♦ 3♦ 4♦ 9♦ is not a run."
    );
    let not_a_meld = entry(&["", ""], &[], &[&[("9D", "2D 7C")], &[]]);
    assert_eq!(code(&o, &not_a_meld), "E_LAYOFF_INVALID");
    let joker_layoff = entry(&["", ""], &[], &[&[("JK", "2D 3D 4D")], &[]]);
    assert_eq!(code(&o, &joker_layoff), "E_JOKER_UNDECLARED");
    // The cards of `onto` are not counted against anyone.
    let onto = entry(
        &["", ""],
        &[&["5D 6D 7D"], &[]],
        &[&[], &[("8D", "5D 6D 7D")]],
    );
    assert_eq!(code(&o, &onto), "ok");
    let seats_mismatch = Rummy500Hand::Cards(Rummy500Cards {
        hands: vec![String::new(); 2],
        melds: vec![vec![]; 3],
        layoffs: vec![],
    });
    assert_eq!(code(&o, &seats_mismatch), "E_BAD_HAND");
    let huge = entry(&[&"2C ".repeat(200), ""], &[], &[]);
    assert_eq!(code(&o, &huge), "E_DUPLICATE_CARD");
}

#[test]
fn set_jokers_only_need_a_rank() {
    let o = Rummy500Options::default();
    let h = entry(&["", ""], &[&["7S 7H JK=7S"], &[]], &[]);
    assert_eq!(code(&o, &h), "ok");
    let laid = entry(&["", ""], &[], &[&[("JK=7H", "7S 7H 7D")], &[]]);
    assert_eq!(scores(&laid), vec![15, 0]);
    let five = entry(&["", ""], &[], &[&[("JK=7H", "7S 7H 7D 7C")], &[]]);
    assert_eq!(code(&o, &five), "E_LAYOFF_INVALID");
}

#[test]
fn entered_points_are_kept() {
    let h = Rummy500Hand::Points(EnteredPoints {
        points: vec![Points::from(35), Points::from(-10)],
    });
    let s = scored(&Rummy500Options::default(), &h).unwrap();
    assert_eq!(s.points, vec![Points::from(35), Points::from(-10)]);
    let short = Rummy500Hand::Points(EnteredPoints {
        points: vec![Points::from(35)],
    });
    assert!(Rummy500::score(&Rummy500Options::default(), &table(2), &short).is_err());
}
