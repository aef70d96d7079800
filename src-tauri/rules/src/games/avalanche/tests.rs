use super::*;
use crate::games::dispatch::score_json;
use serde_json::json;

fn p(count: u32, rank: &str) -> Play {
    Play {
        count,
        rank: rank.parse().unwrap(),
    }
}
fn play(seat: usize, count: u32, rank: &str) -> AvalancheMove {
    AvalancheMove::Play {
        seat,
        count,
        rank: rank.parse().unwrap(),
    }
}

#[test]
fn av5_av6_classes() {
    let k3 = Some(p(3, "K"));
    let got: Vec<PlayKind> = [p(3, "K"), p(3, "JK"), p(3, "2"), p(2, "A"), p(4, "2")]
        .into_iter()
        .map(|x| classify(k3, x))
        .collect();
    use PlayKind::*;
    assert_eq!(got, [Grow, Grow, Stop, Fall, Grow]);
    assert_eq!(classify(Some(p(1, "5")), p(1, "5")), Grow);
    assert_eq!(classify(Some(p(1, "9")), p(1, "4")), Fall);
    assert_eq!(classify(None, p(2, "7")), Start);
}

#[test]
fn ranks_parse_in_any_case_and_print_back() {
    for (t, shown) in [
        ("t", "10"),
        ("10", "10"),
        ("jk", "JK"),
        ("Joker", "JK"),
        ("a", "A"),
        ("2", "2"),
    ] {
        assert_eq!(
            t.parse::<AvRank>().map(|r| r.to_string()),
            Ok(shown.to_string())
        );
    }
    for bad in ["1", "11", "0", "", "X", "22"] {
        assert!(bad.parse::<AvRank>().is_err(), "{bad}");
    }
    assert!(AvRank::JOKER > "A".parse().unwrap());
    assert_eq!(Play::from_cards("7h 7c"), Ok(p(2, "7")));
    assert_eq!(
        Play::from_cards("7h 8c").map_err(|e| e.code),
        Err("E_AV_MIXED_RANKS")
    );
    assert_eq!(Play::from_cards("JK jk").map(|x| x.rank), Ok(AvRank::JOKER));
}

#[test]
fn av1_fall_goes_to_the_previous_player() {
    let mut d = Deal::start(4, 110, 0, &[]).unwrap();
    for m in [play(0, 2, "7"), play(1, 2, "9"), play(2, 3, "4")] {
        d.apply(&m).unwrap();
    }
    let step = d.apply(&play(3, 1, "K")).unwrap();
    assert_eq!(
        (step.kind, step.receiver, step.cards),
        (Some(PlayKind::Fall), Some(2), 8)
    );
    assert_eq!(d.stored, vec![0, 0, 8, 0]);
    assert_eq!(d.turn, 0);
    assert!(d.can_snowfall());
    assert_eq!(d.accounted(), 110);
}

#[test]
fn av2_av3_av4() {
    let mut d = Deal::start(4, 110, 0, &[]).unwrap();
    d.apply(&play(0, 2, "Q")).unwrap();
    let s = d.apply(&play(1, 2, "5")).unwrap();
    assert_eq!((s.kind, d.removed), (Some(PlayKind::Stop), 4));
    let mut d = Deal::start(4, 110, 0, &[]).unwrap();
    d.apply(&play(0, 1, "9")).unwrap();
    d.apply(&play(1, 1, "4")).unwrap();
    assert_eq!(d.stored, vec![2, 0, 0, 0]);
    let mut d = Deal::start(4, 110, 0, &[]).unwrap();
    for m in [play(0, 1, "A"), play(1, 1, "JK"), play(2, 1, "A")] {
        d.apply(&m).unwrap();
    }
    assert_eq!(d.stored, vec![0, 3, 0, 0]);
}

#[test]
fn refusals() {
    let mut d = Deal::start(2, 20, 0, &["Ann".into(), "Bo".into()]).unwrap();
    let code = |r: Result<Step, AvalancheError>| r.err().map(|e| crate::Coded::code(&e));
    assert_eq!(
        code(d.apply(&AvalancheMove::Snowfall { seat: 0 })),
        Some("E_AV_SNOWFALL_EMPTY")
    );
    assert_eq!(code(d.apply(&play(1, 1, "2"))), Some("E_AV_NOT_YOUR_TURN"));
    let e = d.apply(&play(0, 11, "2")).unwrap_err();
    assert_eq!(e.to_string(), "Ann holds only 10 cards and can't play 11.");
    assert_eq!(code(d.apply(&play(0, 0, "2"))), Some("E_AV_NO_CARDS"));
    assert_eq!(code(d.apply(&play(5, 1, "2"))), Some("E_AV_NO_SEAT"));
    let mut d = Deal::start(2, 110, 0, &[]).unwrap();
    d.apply(&play(0, 1, "2")).unwrap();
    assert_eq!(
        code(d.apply(&AvalancheMove::Snowfall { seat: 1 })),
        Some("E_AV_SNOWFALL_ACTIVE")
    );
    assert_eq!(
        Deal::start(7, 500, 0, &[]).err(),
        Some(AvalancheError::PlayerCount)
    );
    assert!(matches!(
        Deal::start(6, 50, 0, &[]).err(),
        Some(AvalancheError::DeckTooSmall { .. })
    ));
}

#[test]
fn refill_end_of_deck_and_the_last_hand() {
    // 2 players, a 25-card deck: 5 left after the deal.
    let mut d = Deal::start(2, 25, 0, &[]).unwrap();
    let s = d.apply(&play(0, 10, "5")).unwrap();
    assert_eq!((s.refill, d.hands[0], d.deck), (5, 5, 0));
    // Bo plays a lower 10-card set: a stop, 20 cards removed; Bo's hand is empty, deck too.
    let s = d.apply(&play(1, 10, "3")).unwrap();
    assert_eq!(s.kind, Some(PlayKind::Stop));
    // Bo is out; Ann is the only one with cards and stores them: the deal is over.
    assert!(d.over);
    assert_eq!(
        (s.last, d.stored.clone(), d.removed),
        (Some(0), vec![5, 0], 20)
    );
    assert_eq!(d.accounted(), 25);
    assert_eq!(
        d.apply(&play(0, 1, "2")).err(),
        Some(AvalancheError::GameOver)
    );
}

#[test]
fn av7_counts_and_conservation() {
    let c = CountsEntry {
        stored: vec![30, 25, 18, 22],
        removed: 11,
        last: Some(LastHand { seat: 3, cards: 4 }),
        on_table: 0,
    };
    assert_eq!(check_counts(4, 110, &c), Ok(vec![30, 25, 18, 26]));
    let short = CountsEntry { removed: 9, ..c };
    let e = check_counts(4, 110, &short).unwrap_err();
    assert_eq!(
        e.to_string(),
        "Counts add up to 108 but the deck has 110 cards."
    );
    let t = crate::games::Table {
        seats: 4,
        hand_index: 0,
        dealer: 3,
    };
    let facts = json!({"form": "counts", "stored": [30, 25, 18, 22], "removed": 11, "last": {"seat": 3, "cards": 4}});
    let s = score_json(GameKind::Avalanche, &json!({}), &t, &facts).unwrap();
    assert_eq!(s.points, [30, 25, 18, 26].map(Points::from).to_vec());
    let end = Avalanche::end(
        &AvalancheOptions::default(),
        4,
        &[crate::games::PlayedHand {
            dealer: 3,
            points: s.points,
            redeal: false,
        }],
    );
    assert_eq!((end.over, end.winners), (true, vec![0]));
    // Deals kept as points only (options stored by older versions); a deal not played out
    // cannot be saved.
    assert!(score_json(
        GameKind::Avalanche,
        &json!({"lowestWins": false}),
        &t,
        &json!({"points": [1, 2, 3, 4]})
    )
    .is_ok());
    let unfinished =
        json!({"form": "plays", "moves": [{"move": "play", "seat": 0, "count": 2, "rank": "7"}]});
    let e = score_json(GameKind::Avalanche, &json!({}), &t, &unfinished).unwrap_err();
    assert_eq!(e.code, "E_AV_UNFINISHED");
}
