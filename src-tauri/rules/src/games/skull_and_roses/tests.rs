use super::*;
use crate::games::dispatch::{end_json_with_facts, next_dealer_json_with_facts, score_json};
use crate::games::Table;
use serde_json::{json, Value};

fn names() -> Vec<String> {
    ["Ann", "Bea", "Cal", "Diane"].map(String::from).to_vec()
}
fn place(seat: usize) -> SkullMove {
    SkullMove::Place { seat }
}
fn challenge(seat: usize, bid: u32) -> SkullMove {
    SkullMove::Challenge { seat, bid }
}
fn raise(seat: usize, bid: u32) -> SkullMove {
    SkullMove::Raise { seat, bid }
}
fn pass(seat: usize) -> SkullMove {
    SkullMove::Pass { seat }
}
fn rose(stack: usize) -> SkullMove {
    SkullMove::Reveal {
        stack,
        card: Face::Rose,
    }
}
fn skull(stack: usize) -> SkullMove {
    SkullMove::Reveal {
        stack,
        card: Face::Skull,
    }
}
fn lose(pick: Option<u8>) -> SkullMove {
    SkullMove::Lose { pick }
}
fn code(r: Result<(), SkullError>) -> Option<&'static str> {
    r.err().map(|e| crate::Coded::code(&e))
}

/// SK1: stacks 2,1,2,1 with Diane to move; the auction of the example.
fn sk1() -> Round {
    let mut r = Round::resume(&[4; 4], &[2, 1, 2, 1], 3, &names()).unwrap();
    for m in [challenge(3, 2), raise(0, 4), pass(1), pass(2), raise(3, 5)] {
        r.apply(&m).unwrap();
    }
    r
}

#[test]
fn sk1_auction_ends_with_diane_at_5() {
    let mut r = sk1();
    assert_eq!(
        r.next(),
        SkullNext::Bid {
            seat: 0,
            current: 5,
            min_bid: 6,
            max_bid: 6
        }
    );
    r.apply(&pass(0)).unwrap();
    assert_eq!(
        r.next(),
        SkullNext::Reveal {
            challenger: 3,
            bid: 5,
            roses: 0,
            stacks: vec![3]
        }
    );
}

#[test]
fn sk2_bounds() {
    let mut r = Round::resume(&[4; 4], &[2, 1, 2, 1], 3, &names()).unwrap();
    let e = r.apply(&challenge(3, 7)).unwrap_err();
    assert_eq!(
        e.to_string(),
        "Only 6 cards are on the table: bid at most 6."
    );
    assert_eq!(code(r.apply(&challenge(3, 0))), Some("E_SK_BID_TOO_LOW"));
    r.apply(&challenge(3, 2)).unwrap();
    r.apply(&raise(0, 4)).unwrap();
    let e = r.apply(&raise(1, 4)).unwrap_err();
    assert_eq!(
        (crate::Coded::code(&e), e.to_string()),
        (
            "E_SK_NOT_HIGHER",
            "Raise to more than 4, or pass.".to_string()
        )
    );
    r.apply(&pass(1)).unwrap();
    assert_eq!(code(r.apply(&raise(1, 5))), Some("E_SK_PASSED"));
    assert_eq!(code(r.apply(&raise(3, 5))), Some("E_SK_NOT_YOUR_TURN"));
}

#[test]
fn sk3_failure_on_cals_skull() {
    let mut r = sk1();
    r.apply(&pass(0)).unwrap();
    assert_eq!(code(r.apply(&rose(0))), Some("E_SK_REVEAL_ORDER"));
    for m in [rose(3), rose(0), rose(0)] {
        r.apply(&m).unwrap();
    }
    assert_eq!(code(r.apply(&rose(0))), Some("E_SK_STACK_EMPTY"));
    r.apply(&skull(2)).unwrap();
    assert_eq!(
        r.next(),
        SkullNext::Lose {
            challenger: 3,
            skull_owner: 2,
            cards: 4,
            random: true
        }
    );
    assert_eq!(code(r.apply(&lose(Some(4)))), Some("E_SK_PICK"));
    r.apply(&lose(Some(2))).unwrap();
    let res = r.result().unwrap();
    assert!(!res.success);
    assert_eq!(res.cards_after, vec![4, 4, 4, 3]);
    assert_eq!(res.next_first, Some(3));
    assert_eq!(code(r.apply(&place(0))), Some("E_SK_ROUND_OVER"));
}

#[test]
fn sk4_own_skull_is_the_challengers_choice() {
    let mut r = Round::start(&[4; 4], 1, &names()).unwrap();
    r.apply(&challenge(1, 1)).unwrap();
    for s in [2, 3, 0] {
        r.apply(&pass(s)).unwrap();
    }
    r.apply(&skull(1)).unwrap();
    assert!(matches!(r.next(), SkullNext::Lose { random: false, .. }));
    r.apply(&lose(None)).unwrap();
    assert_eq!(r.result().unwrap().cards_after, vec![4, 3, 4, 4]);
}

#[test]
fn sk6_elimination_and_the_next_starter() {
    // Ann has 1 card and fails on Bea's skull: out, Bea starts.
    let mut r = Round::start(&[1, 4, 4, 4], 0, &names()).unwrap();
    for m in [
        challenge(0, 2),
        pass(1),
        pass(2),
        pass(3),
        rose(0),
        skull(1),
    ] {
        r.apply(&m).unwrap();
    }
    r.apply(&lose(Some(0))).unwrap();
    let res = r.result().unwrap();
    assert_eq!((res.eliminated.clone(), res.next_first), (vec![0], Some(1)));
    // On her own skull Ann names the starter, and may not name herself.
    let mut r = Round::start(&[1, 4, 4, 4], 0, &names()).unwrap();
    for m in [
        challenge(0, 1),
        pass(1),
        pass(2),
        pass(3),
        skull(0),
        lose(None),
    ] {
        r.apply(&m).unwrap();
    }
    assert!(r.result().is_none());
    let e = r.apply(&SkullMove::Starter { seat: 0 }).unwrap_err();
    assert_eq!(e.to_string(), "Ann is out of the game.");
    r.apply(&SkullMove::Starter { seat: 2 }).unwrap();
    assert_eq!(r.result().unwrap().next_first, Some(2));
    // And nobody out moves again.
    let r = Round::start(&[0, 4, 4, 4], 0, &names());
    assert_eq!(
        r.err().map(|e| e.to_string()).as_deref(),
        Some("Ann is out of the game.")
    );
}

#[test]
fn sk8_empty_hand_must_challenge() {
    let mut r = Round::start(&[4, 2, 4, 4], 0, &names()).unwrap();
    for m in [place(0), place(1), place(2), place(3), place(0)] {
        r.apply(&m).unwrap();
    }
    assert_eq!(code(r.apply(&place(1))), Some("E_SK_CANT_PLACE"));
    assert_eq!(code(r.apply(&pass(1))), Some("E_SK_MUST_CHALLENGE"));
    assert!(r
        .legal_moves()
        .iter()
        .all(|m| matches!(m, SkullMove::Challenge { seat: 1, .. })));
    assert_eq!(r.legal_moves().len(), 9);
}

#[test]
fn sk5_and_sk7_end_the_game() {
    // SK5: Diane succeeds twice (bids 1 on her own rose).
    let win = vec![challenge(3, 1), pass(0), pass(1), pass(2), rose(3)];
    let t = track(4, 3, &names(), &[win.clone(), win]).unwrap();
    assert_eq!((t.standing.over, t.standing.winner), (true, Some(3)));
    assert!(t.round.is_none());
    // SK7: three players; Bea and Cal go out one card at a time on Ann's skull.
    let n = ["Ann", "Bea", "Cal"].map(String::from).to_vec();
    let fail = |s: usize| {
        vec![
            challenge(s, 2),
            pass(2),
            pass(0),
            rose(s),
            skull(0),
            lose(Some(0)),
        ]
    };
    let mut rounds = Vec::new();
    for _ in 0..4 {
        rounds.push(fail(1));
    }
    // Ann, the skull's owner, starts after Bea goes out: she places, Cal challenges.
    let mut cal = vec![place(0)];
    cal.extend([challenge(2, 2), pass(0), rose(2), skull(0), lose(Some(0))]);
    rounds.push(cal);
    for _ in 0..3 {
        // Two cards on the table: a bid of 2 ends the auction at once.
        rounds.push(vec![challenge(2, 2), rose(2), skull(0), lose(None)]);
    }
    let t = track(3, 1, &n, &rounds).unwrap();
    assert_eq!(t.standing.cards, vec![4, 0, 0]);
    assert_eq!((t.standing.over, t.standing.winner), (true, Some(0)));
    let mut more = rounds.clone();
    more.push(vec![]);
    assert_eq!(
        track(3, 1, &n, &more).map_err(|e| e.error),
        Err(SkullError::GameOver)
    );
}

#[test]
fn out_of_place_moves_and_players() {
    let mut r = Round::start(&[4, 4, 0, 4], 0, &names()).unwrap();
    assert_eq!(code(r.apply(&place(2))), Some("E_SK_ELIMINATED"));
    assert_eq!(code(r.apply(&place(9))), Some("E_SK_NO_SEAT"));
    assert_eq!(code(r.apply(&place(1))), Some("E_SK_NOT_YOUR_TURN"));
    assert_eq!(code(r.apply(&pass(0))), Some("E_SK_NOT_NOW"));
    assert_eq!(code(r.apply(&rose(0))), Some("E_SK_NOT_NOW"));
    r.apply(&place(0)).unwrap();
    // Turn skips Cal, who is out.
    r.apply(&place(1)).unwrap();
    assert!(matches!(
        r.next(),
        SkullNext::PlaceOrChallenge { seat: 3, .. }
    ));
    assert_eq!(
        Round::start(&[4, 4], 0, &[]).err(),
        Some(SkullError::PlayerCount)
    );
    assert_eq!(
        Round::start(&[4, 0, 0], 0, &[]).err(),
        Some(SkullError::GameOver)
    );
    assert!(matches!(
        Round::start(&[5, 4, 4], 0, &[]).err(),
        Some(SkullError::Cards { .. })
    ));
}

#[test]
fn a_full_table_bid_ends_the_auction() {
    let mut r = Round::start(&[4; 3], 0, &[]).unwrap();
    r.apply(&challenge(0, 3)).unwrap();
    assert!(matches!(r.next(), SkullNext::Reveal { .. }));
}

fn table(dealer: usize) -> Table {
    Table {
        seats: 4,
        hand_index: 0,
        dealer,
    }
}

#[test]
fn the_ledger_prices_rounds_and_folds_eliminations() {
    let round =
        |moves: Value, cards: Value| json!({"form": "round", "cards": cards, "moves": moves});
    let win = json!([
        {"move": "challenge", "seat": 3, "bid": 1},
        {"move": "pass", "seat": 0}, {"move": "pass", "seat": 1}, {"move": "pass", "seat": 2},
        {"move": "reveal", "stack": 3, "card": "rose"}
    ]);
    let s = score_json(
        GameKind::SkullAndRoses,
        &json!({}),
        &table(3),
        &round(win.clone(), json!([4, 4, 4, 4])),
    );
    assert_eq!(
        s.map(|s| s.points),
        Ok(vec![
            Points::ZERO,
            Points::ZERO,
            Points::ZERO,
            Points::from(1)
        ])
    );
    let unfinished = round(json!([{"move": "place", "seat": 3}]), json!([4, 4, 4, 4]));
    let e = score_json(GameKind::SkullAndRoses, &json!({}), &table(3), &unfinished);
    assert_eq!(
        e.map_err(|e| e.message),
        Err("This round isn't finished: Player 1 places a card or challenges.".to_string())
    );
    // Rounds kept as points only, in the old untagged shape (the dispatch's legacy reader).
    let legacy = json!({"points": [0, 1, 0, 0]});
    assert!(score_json(
        GameKind::SkullAndRoses,
        &json!({"target": null}),
        &table(0),
        &legacy
    )
    .is_ok());
    // End and next starter fold the facts.
    let played = |points: [i64; 4], dealer| PlayedHand {
        dealer,
        points: points.iter().map(|&p| Points::from(p)).collect(),
        redeal: false,
    };
    let facts = round(win, json!([4, 4, 4, 4]));
    let hands = [played([0, 0, 0, 1], 3), played([0, 1, 0, 0], 0)];
    let f: Vec<&Value> = vec![&facts, &legacy];
    let end = end_json_with_facts(GameKind::SkullAndRoses, &json!({}), 4, &hands[..1], &f[..1]);
    assert_eq!(end.map(|e| e.over), Ok(false));
    let next = next_dealer_json_with_facts(
        GameKind::SkullAndRoses,
        &json!({}),
        4,
        0,
        &hands[..1],
        &f[..1],
    );
    assert_eq!(next, Ok(3));
    let end = end_json_with_facts(GameKind::SkullAndRoses, &json!({}), 4, &hands, &f).unwrap();
    assert!(!end.over, "one success each");
}

#[test]
fn moves_are_camel_case_data() {
    let m: Vec<SkullMove> = serde_json::from_value(json!([
        {"move": "place", "seat": 1},
        {"move": "lose", "pick": 2},
        {"move": "lose"},
        {"move": "starter", "seat": 0}
    ]))
    .unwrap();
    assert_eq!(m[1], lose(Some(2)));
    assert_eq!(
        serde_json::to_value(lose(None)).unwrap(),
        json!({"move": "lose"})
    );
}
