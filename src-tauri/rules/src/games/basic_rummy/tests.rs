//! Basic Rummy's worked examples (RULES.md §3.5) and errors (§3.4).

use super::*;
use crate::games::rummy_family::points::EnteredPoints;
use crate::games::rummy_family::RummySeatEntry;

fn cards(t: &str) -> RummySeatEntry {
    RummySeatEntry::Cards(t.to_string())
}

fn count(n: i64) -> RummySeatEntry {
    RummySeatEntry::Count(n)
}

fn hand(winner: Option<usize>, hands: Vec<RummySeatEntry>, rummy: bool) -> BasicRummyHand {
    BasicRummyHand::Cards(BasicRummyCards {
        winner,
        hands,
        rummy,
    })
}

fn score(o: &BasicRummyOptions, h: &BasicRummyHand) -> Result<Vec<Points>, RuleError> {
    let seats = match h {
        BasicRummyHand::Cards(c) => c.hands.len(),
        BasicRummyHand::Points(p) => p.points.len(),
    };
    let table = Table {
        seats,
        hand_index: 0,
        dealer: 0,
    };
    BasicRummy::score(o, &table, h).map(|s| s.points)
}

fn pts(list: &[i64]) -> Vec<Points> {
    list.iter().map(|&p| Points::from(p)).collect()
}

fn br1(rummy: bool) -> BasicRummyHand {
    let hands = vec![
        cards(""),
        cards("KC 7D AH"),
        cards("5S 5H"),
        cards("QD JS 2C"),
    ];
    hand(Some(0), hands, rummy)
}

#[test]
fn br1_br2_winner_scores_every_card_left() {
    let basic = BasicRummyOptions::basic();
    assert_eq!(score(&basic, &br1(false)), Ok(pts(&[50, 0, 0, 0])));
    // Rummy doubling is off in Basic (§11.6), on with the option or in Classic.
    assert_eq!(score(&basic, &br1(true)), Ok(pts(&[50, 0, 0, 0])));
    let double = BasicRummyOptions {
        rummy_double: true,
        ..basic
    };
    assert_eq!(score(&double, &br1(true)), Ok(pts(&[100, 0, 0, 0])));
    let classic = score(&BasicRummyOptions::classic(), &br1(true));
    assert_eq!(classic, Ok(pts(&[100, -36, -20, -44])));
    let table = Table {
        seats: 4,
        hand_index: 0,
        dealer: 0,
    };
    let s = BasicRummy::score(&basic, &table, &br1(false)).unwrap();
    let counts: Vec<u32> = s.outcome.seats.iter().map(|c| c.count).collect();
    assert_eq!(counts, [0, 18, 10, 22]);
    assert!(s
        .outcome
        .explanation
        .contains(&"Player 1 scores 18 + 10 + 22 = 50.".to_string()));
}

#[test]
fn br3_to_br5_nobody_out_splits_the_pot() {
    let o = BasicRummyOptions::basic();
    let br3 = hand(None, vec![count(6), count(15), count(7), count(21)], false);
    assert_eq!(score(&o, &br3), Ok(pts(&[25, 0, 0, 0])));
    let br4 = hand(None, vec![count(6), count(15), count(6), count(21)], false);
    assert_eq!(score(&o, &br4), Ok(pts(&[12, 0, 12, 0])));
    let br5 = hand(None, vec![count(4), count(4), count(9)], false);
    let half = Points::ratio(5, 2).unwrap();
    assert_eq!(score(&o, &br5), Ok(vec![half, half, Points::ZERO]));
    let floor = BasicRummyOptions { floor: true, ..o };
    assert_eq!(score(&floor, &br5), Ok(pts(&[2, 2, 0])));
}

#[test]
fn br7_aces_count_one_and_br8_classic_settlement() {
    let o = BasicRummyOptions::basic();
    let br7 = hand(Some(0), vec![cards(""), cards("AS AD KH")], false);
    assert_eq!(score(&o, &br7), Ok(pts(&[12, 0])));
    let br8 = hand(Some(0), vec![cards(""), count(14), count(9)], false);
    let got = score(&BasicRummyOptions::classic(), &br8).unwrap();
    assert_eq!(got, pts(&[23, -14, -9]));
    assert_eq!(got.iter().copied().sum::<Points>(), Points::ZERO);
}

#[test]
fn errors_of_3_4() {
    let o = BasicRummyOptions::basic();
    let code = |o: &BasicRummyOptions, h: BasicRummyHand| score(o, &h).map_err(|e| e.code);
    let seven = vec![cards(""); 7];
    assert_eq!(code(&o, hand(Some(0), seven, false)), Err("E_PLAYER_COUNT"));
    let winner_cards = vec![cards("AS"), cards("KD")];
    assert_eq!(
        code(&o, hand(Some(0), winner_cards, false)),
        Err("E_WINNER_HAS_CARDS")
    );
    let winner_count = vec![count(3), count(5)];
    assert_eq!(
        code(&o, hand(Some(0), winner_count, false)),
        Err("E_WINNER_HAS_CARDS")
    );
    let eight = vec![
        cards(""),
        cards("AS 2S 3S 4S 5S 6S 7S 8S"),
        cards(""),
        cards(""),
    ];
    let e = score(&o, &hand(Some(0), eight, false)).unwrap_err();
    assert_eq!(
        (e.code, e.message.as_str()),
        (
            "E_TOO_MANY_CARDS",
            "With 4 players a hand holds at most 7 cards between turns (Player 2 has 8)."
        )
    );
    let dup = vec![cards(""), cards("7H 2C"), cards("7h")];
    assert_eq!(code(&o, hand(Some(0), dup, false)), Err("E_DUPLICATE_CARD"));
    let bad = vec![cards(""), cards("1X")];
    assert_eq!(code(&o, hand(Some(0), bad, false)), Err("E_INVALID_CARD"));
    let joker = vec![cards(""), cards("JK")];
    assert_eq!(code(&o, hand(Some(0), joker, false)), Err("E_INVALID_CARD"));
    let nobody = hand(None, vec![count(3), count(5)], false);
    assert_eq!(
        code(&BasicRummyOptions::classic(), nobody),
        Err("E_NOBODY_OUT_NOT_ALLOWED")
    );
    let far = hand(Some(5), vec![cards(""), count(5)], false);
    assert_eq!(code(&o, far), Err("E_BAD_SEAT"));
    let big = hand(Some(0), vec![cards(""), count(101)], false);
    assert_eq!(code(&o, big), Err("E_COUNT_RANGE"));
    let table = Table {
        seats: 3,
        hand_index: 0,
        dealer: 0,
    };
    let short = BasicRummy::score(&o, &table, &br7_like()).map_err(|e| e.code);
    assert_eq!(short.err(), Some("E_ENTRY_COUNT"));
}

fn br7_like() -> BasicRummyHand {
    hand(Some(0), vec![cards(""), cards("AS AD KH")], false)
}

#[test]
fn points_form_as_entered_with_a_warning_when_settled_off_zero() {
    let p = BasicRummyHand::Points(EnteredPoints {
        points: pts(&[60, 0]),
    });
    assert_eq!(score(&BasicRummyOptions::basic(), &p), Ok(pts(&[60, 0])));
    let table = Table {
        seats: 2,
        hand_index: 0,
        dealer: 0,
    };
    let s = BasicRummy::score(&BasicRummyOptions::classic(), &table, &p).unwrap();
    assert_eq!(s.warnings[0].code, "W_NOT_ZERO_SUM");
    let json: BasicRummyHand =
        serde_json::from_str(r#"{"form":"points","points":[10,"5/2"]}"#).unwrap();
    assert!(matches!(json, BasicRummyHand::Points(_)));
    let cards_json: BasicRummyHand =
        serde_json::from_str(r#"{"form":"cards","winner":null,"hands":["AS",3]}"#).unwrap();
    assert_eq!(cards_json, hand(None, vec![cards("AS"), count(3)], false));
}

#[test]
fn game_ends_at_the_target_or_after_the_deals() {
    let o = BasicRummyOptions::basic();
    let played = |p: &[i64]| PlayedHand {
        dealer: 0,
        points: pts(p),
        redeal: false,
    };
    let hands = [played(&[50, 0]), played(&[0, 60]), played(&[60, 0])];
    assert!(!BasicRummy::end(&o, 2, &hands[..2]).over);
    let e = BasicRummy::end(&o, 2, &hands);
    assert_eq!((e.over, e.winners), (true, vec![0]));
    let deals = BasicRummyOptions {
        target: None,
        deals: Some(2),
        ..o
    };
    assert_eq!(BasicRummy::end(&deals, 2, &hands[..2]).winners, vec![1]);
    assert!(!BasicRummy::end(&BasicRummyOptions::classic(), 2, &hands).over);
}
