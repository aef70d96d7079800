//! Lay-off rules (§1.3.4–5): chaining, the fourth card of a set, never onto deadwood, and the
//! referee's checks of entered lay-offs.

use super::*;
use crate::meld::validate_arrangement;
use crate::notation::parse_cards;

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

/// The knocker's arrangement from declared melds.
fn knocker(hand: &str, melds: &[&str]) -> Arrangement {
    let melds: Vec<Vec<Card>> = melds.iter().map(|m| cards(m)).collect();
    validate_arrangement(&melds, &cards(hand), &MeldRules::gin()).unwrap()
}

fn laid(r: &DefenderResult) -> Vec<String> {
    let mut v: Vec<String> = r.layoffs.iter().map(|l| l.card.to_string()).collect();
    v.sort();
    v
}

const G3_K: &str = "4S 5S 6S QC QD QH 7D 8D 9D 3C";
const G3_D: &str = "7S 8S 3S KH KS KD AH 2D QS TD";

fn g3() -> Arrangement {
    knocker(G3_K, &["4s 5s 6s", "qc qd qh", "7d 8d 9d"])
}

#[test]
fn g3_chains_at_both_ends_and_completes_a_set() {
    let r = best_defence(&g3().melds, &cards(G3_D), &MeldRules::gin()).unwrap();
    assert_eq!(r.deadwood, 3);
    assert_eq!(laid(&r), ["3s", "7s", "8s", "Qs", "Td"]);
    // 7♠ is played before 8♠: a chain grows from the meld outwards.
    let order: Vec<String> = r.layoffs.iter().map(|l| l.card.to_string()).collect();
    let pos = |c: &str| order.iter().position(|x| x == c);
    assert!(pos("7s") < pos("8s"));
}

#[test]
fn a_gap_breaks_the_chain() {
    // Without 7♠ the 8♠ can't go on 4-5-6♠.
    let m = knocker("4S 5S 6S QC QD QH 7D 8D 9D 3C", &["4s 5s 6s"]);
    let r = best_defence(
        &m.melds,
        &cards("8S 3S KH KS KD AH 2D 9H TD 7C"),
        &MeldRules::gin(),
    )
    .unwrap();
    assert_eq!(laid(&r), ["3s"]);
}

#[test]
fn nothing_below_an_ace_or_above_a_king() {
    let m = knocker("AS 2S 3S JH QH KH 5C 6C 8D 9D", &["as 2s 3s", "jh qh kh"]);
    let options = plans(&m.melds, &cards("4S AH KS 2C 3C 4C 5D 6D 7D 8C"));
    let reachable: u64 = options.iter().fold(0, |a, p| a | p.mask);
    assert_eq!(reachable, bit(cards("4S")[0]));
}

#[test]
fn a_card_fitting_two_melds_goes_to_one() {
    // 8♥ fits 5-6-7♥ and 8♠8♦8♣; 9♥ needs it on the run.
    let m = knocker("5H 6H 7H 8S 8D 8C 2C 3D 4S KC", &["5h 6h 7h", "8s 8d 8c"]);
    let r = best_defence(
        &m.melds,
        &cards("8H 9H AS AD 2S 3S JD QD 6C TS"),
        &MeldRules::gin(),
    )
    .unwrap();
    assert_eq!(laid(&r), ["8h", "9h"]);
    assert!(r.layoffs.iter().all(|l| l.meld == 0));
}

#[test]
fn own_melds_are_kept_when_better() {
    // The defender's 7♥ fits the knocker's run, but it also makes the defender's own set.
    let m = knocker(
        "4H 5H 6H 2C 3C 4C 9S TS JS KD",
        &["4h 5h 6h", "2c 3c 4c", "9s ts js"],
    );
    let r = best_defence(
        &m.melds,
        &cards("7H 7S 7D AS AD 2D 3D 8C 9C QC"),
        &MeldRules::gin(),
    )
    .unwrap();
    // Keeping 7♥7♠7♦ leaves A♠ 8♣ 9♣ Q♣ = 28; laying 7♥ off would leave 42.
    assert_eq!(r.deadwood, 28);
    assert!(r.layoffs.is_empty());
    assert!(r.arrangement.melds.iter().any(|m| m.kind == MeldKind::Set));
}

#[test]
fn entered_layoffs_are_checked() {
    let rules = MeldRules::gin();
    let m = g3();
    let d = cards(G3_D);
    let ok = entered_defence(
        &m.melds,
        &m.deadwood_cards.to_vec(),
        &d,
        &cards("8S 7S QS"),
        &rules,
    )
    .unwrap();
    assert_eq!(ok.deadwood, 1 + 2 + 3 + 10);
    let gap = entered_defence(
        &m.melds,
        &m.deadwood_cards.to_vec(),
        &d,
        &cards("8S"),
        &rules,
    )
    .unwrap_err();
    assert_eq!(
        (gap.code, gap.message.as_str()),
        (
            "E_LAYOFF_INVALID",
            "8♠ doesn't fit: the spade run ends at 6♠."
        )
    );
    let missing = entered_defence(
        &m.melds,
        &m.deadwood_cards.to_vec(),
        &d,
        &cards("5D"),
        &rules,
    )
    .unwrap_err();
    assert_eq!(missing.code, "E_LAYOFF_INVALID");
    assert!(missing.message.contains("isn't in the defender's hand"));
    let twice = entered_defence(
        &m.melds,
        &m.deadwood_cards.to_vec(),
        &d,
        &cards("7S 7S"),
        &rules,
    )
    .unwrap_err();
    assert_eq!(twice.code, "E_DUPLICATE_CARD");
    let below = entered_defence(
        &m.melds,
        &m.deadwood_cards.to_vec(),
        &d,
        &cards("AH"),
        &rules,
    )
    .unwrap_err();
    assert_eq!(below.code, "E_LAYOFF_INVALID");
}

#[test]
fn g7_no_layoff_onto_the_knockers_deadwood() {
    let rules = MeldRules::gin();
    let m = knocker(
        "6D 7D 8D KS KH KD 3H 4H 5H 2S",
        &["6d 7d 8d", "ks kh kd", "3h 4h 5h"],
    );
    let d = cards("2D 2C 9D QC QD QH 6H TS JS 7C");
    let e = entered_defence(
        &m.melds,
        &m.deadwood_cards.to_vec(),
        &d,
        &cards("2D 2C"),
        &rules,
    )
    .unwrap_err();
    assert_eq!(e.code, "E_LAYOFF_ON_DEADWOOD");
    assert!(e
        .message
        .starts_with("You can't lay off onto the knocker's unmatched cards"));
    let best = best_defence(&m.melds, &d, &rules).unwrap();
    assert_eq!(
        (best.deadwood, laid(&best)),
        (31, vec!["6h".to_string(), "9d".to_string()])
    );
}
