//! Knock Rummy from entered hands: counting, the hand-size and knocker checks, the options.

use super::*;

fn cards(t: &str) -> RummySeatEntry {
    RummySeatEntry::Cards(t.to_string())
}

fn count(n: i64) -> RummySeatEntry {
    RummySeatEntry::Count(n)
}

fn score(
    o: &KnockRummyOptions,
    knocker: Option<usize>,
    hands: Vec<RummySeatEntry>,
) -> Result<Scored<KnockRummyOutcome>, RuleError> {
    let table = Table {
        seats: hands.len(),
        hand_index: 0,
        dealer: 0,
    };
    KnockRummy::score(
        o,
        &table,
        &KnockRummyHand::Cards(KnockRummyCards { knocker, hands }),
    )
}

fn pts(list: &[i64]) -> Vec<Points> {
    list.iter().map(|&p| Points::from(p)).collect()
}

#[test]
fn cli_example_counts_each_hands_unmatched_cards() {
    let hands = vec![
        cards("3S 4S 5S 9H 9D 9C KD"),
        cards("2H 3H 4H 7C 7D 7S AC"),
        cards("QS QH JD 8C 5D 6D TD"),
    ];
    let s = score(&KnockRummyOptions::default(), Some(0), hands).unwrap();
    let counts: Vec<u32> = s.outcome.seats.iter().map(|c| c.count).collect();
    assert_eq!(counts, [10, 1, 59]);
    assert_eq!(s.points, pts(&[-19, 77, -58]));
    assert_eq!(s.outcome.winners, vec![1]);
    assert!(s.outcome.penalty);
    assert_eq!(s.outcome.seats[1].melds.len(), 2);
    assert!(s.outcome.explanation[0].starts_with("Player 1 (knocked): melds"));
}

#[test]
fn kr6_announced_counts() {
    let s = score(
        &KnockRummyOptions::default(),
        Some(0),
        vec![count(9), count(2), count(2), count(15)],
    )
    .unwrap();
    assert_eq!(s.points, pts(&[-17, 15, 15, -13]));
    assert_eq!(s.outcome.winners, vec![1, 2]);
}

#[test]
fn errors() {
    let d = KnockRummyOptions::default();
    let code = |o: &KnockRummyOptions, k, h| score(o, k, h).map(|_| ()).map_err(|e| e.code);
    assert_eq!(
        code(&d, None, vec![count(1), count(2)]),
        Err("E_KR_NO_KNOCKER")
    );
    assert_eq!(code(&d, Some(0), vec![count(1)]), Err("E_PLAYER_COUNT"));
    assert_eq!(
        code(&d, Some(3), vec![count(1), count(2)]),
        Err("E_BAD_SEAT")
    );
    let short = vec![cards("3S 4S 5S 9H 9D 9C"), count(2), count(3)];
    let e = score(&d, Some(0), short).unwrap_err();
    assert_eq!(
        (e.code, e.message.as_str()),
        (
            "E_HAND_SIZE",
            "With 3 players every hand holds 7 cards after the knock (Player 1 has 6)."
        )
    );
    let dup = vec![
        cards("3S 4S 5S 9H 9D 9C KD"),
        cards("3S 4H 5H 9S 2D 2C KC"),
        count(3),
    ];
    assert_eq!(code(&d, Some(0), dup), Err("E_DUPLICATE_CARD"));
    let bad = vec![cards("3S 4S 5S 9H 9D 9C XX"), count(2), count(3)];
    assert_eq!(code(&d, Some(0), bad), Err("E_INVALID_CARD"));
    let big = vec![count(71), count(2), count(3)];
    assert_eq!(code(&d, Some(0), big), Err("E_COUNT_RANGE"));
    // Pagat deals 7 to five players, so 6 cards is short and 7 is right.
    let six = "AS 2S 3S 4S 5S 6S";
    let five = |h: &str| vec![cards(h), count(1), count(2), count(3), count(4)];
    assert!(code(&d, Some(0), five(six)).is_ok());
    let pagat = KnockRummyOptions::pagat();
    assert_eq!(code(&pagat, Some(0), five(six)), Err("E_HAND_SIZE"));
    assert!(code(&pagat, Some(0), five("AS 2S 3S 4S 5S 6S 7S")).is_ok());
}

#[test]
fn presets_and_points_form() {
    let presets = KnockRummyOptions::presets();
    assert_eq!(presets[0].0, "seed");
    assert_eq!(
        presets[1].1.penalty_recipients,
        PenaltyRecipients::BelowKnocker
    );
    let o: KnockRummyOptions =
        serde_json::from_str(r#"{"penaltyRecipients":"below_knocker","dealSize":"pagat"}"#)
            .unwrap();
    assert_eq!(o, KnockRummyOptions::pagat());
    let table = Table {
        seats: 3,
        hand_index: 0,
        dealer: 0,
    };
    let legacy = KnockRummyHand::Points(EnteredPoints {
        points: pts(&[10, -5, 0]),
    });
    let s = KnockRummy::score(&o, &table, &legacy).unwrap();
    assert_eq!(s.points, pts(&[10, -5, 0]));
    assert_eq!(s.warnings[0].code, "W_NOT_ZERO_SUM");
    assert_eq!(settle_counts(&o, 7, &[1, 2]), pts(&[0, 0]));
}
