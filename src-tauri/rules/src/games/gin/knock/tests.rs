//! One small named case per rule and error of the knock referee (RULES.md §1.3, §1.7, §1.8).

use super::*;
use crate::games::gin::hand::{GinResult, Role};

fn entry(knocker: &str, defender: &str) -> CardsEntry {
    CardsEntry::from_text(knocker, defender, None, None, None).unwrap()
}

fn score(o: &GinOptions, e: &CardsEntry) -> Result<GinOutcome, RuleError> {
    score_cards(o, e).map(|(out, _)| out)
}

fn err(o: &GinOptions, e: &CardsEntry) -> (&'static str, String) {
    let e = score_cards(o, e).unwrap_err();
    (e.code, e.message)
}

fn seed() -> GinOptions {
    GinOptions::seed()
}

const G1_K: &str = "3S 4S 5S 8D 8C 8H JH QH KH 2D";
const G1_D: &str = "9C 9D 9S 4D 5D 6D KS QC 7C 3H";
const G4_K: &str = "AC 2C 3C 4H 4D 4S 9D TD JD QD";
const G4_D: &str = "4C 5C KS KH KC 7H 8H 9H 6S 2D";

#[test]
fn g1_plain_knock() {
    let out = score(&seed(), &entry(G1_K, G1_D)).unwrap();
    assert_eq!(
        (out.result, out.knocker_deadwood, out.defender_deadwood),
        (GinResult::Knock, 2, 30)
    );
    assert_eq!(
        (out.points.to_integer(), out.winner),
        (Some(28), Some(Role::Knocker))
    );
    assert!(out.layoffs.is_empty());
    assert_eq!(out.knocker_melds.len(), 3);
    assert_eq!(out.defender_melds.len(), 2);
    assert_eq!(out.knock_limit, Some(10));
    assert!(out.explanation.iter().any(|l| l == "Knock: 30 − 2 = 28."));
}

#[test]
fn g2_undercut_after_layoffs_explains_each_rule() {
    let e = entry(
        "5H 6H 7H TC TD TS 2C 3C 4C 8S",
        "8H TH AS AD AC JD QD KD 3D 2H",
    );
    let out = score(&seed(), &e).unwrap();
    assert_eq!(
        (out.result, out.knocker_deadwood, out.defender_deadwood),
        (GinResult::Undercut, 8, 5)
    );
    assert_eq!(
        (out.points.to_integer(), out.winner),
        (Some(28), Some(Role::Defender))
    );
    assert_eq!(out.winner_seat, Some(1));
    let laid: Vec<String> = out.layoffs.iter().map(|l| l.card.to_string()).collect();
    assert_eq!(laid.len(), 2);
    assert!(laid.contains(&"8h".to_string()) && laid.contains(&"Th".to_string()));
    let text = out.explanation.join("\n");
    assert!(
        text.contains("Undercut: 8 − 5 = 3, + 25 undercut bonus = 28."),
        "{text}"
    );
    assert!(text.contains("8♥ onto 5♥ 6♥ 7♥"), "{text}");
}

#[test]
fn g4_gin_allows_no_layoffs_and_classic_bonus() {
    let out = score(&seed(), &entry(G4_K, G4_D)).unwrap();
    assert_eq!(
        (out.result, out.defender_deadwood, out.points.to_integer()),
        (GinResult::Gin, 17, Some(42))
    );
    assert!(out.layoffs.is_empty() && out.knock_limit.is_none());
    let out = score(&GinOptions::classic(), &entry(G4_K, G4_D)).unwrap();
    assert_eq!(out.points.to_integer(), Some(37));
}

#[test]
fn g5_big_gin_on_and_off() {
    let k = "5S 6S 7S 8S JC JD JH 2H 3H 4H 5H";
    let d = "AD AC AS 9C 9D QS KD 6H 3C 7D";
    let out = score(&GinOptions::modern(), &entry(k, d)).unwrap();
    assert_eq!(
        (out.result, out.defender_deadwood, out.points.to_integer()),
        (GinResult::BigGin, 54, Some(85))
    );
    assert_eq!(err(&seed(), &entry(k, d)).0, "E_BIG_GIN_DISABLED");
    let out = score(&seed(), &entry("6S 7S 8S JC JD JH 2H 3H 4H 5H", d)).unwrap();
    assert_eq!(
        (out.result, out.points.to_integer()),
        (GinResult::Gin, Some(79))
    );
}

#[test]
fn eleven_cards_not_all_melded() {
    let k = "5S 6S 7S 8S JC JD JH 2H 3H 4H KD";
    let d = "AD AC AS 9C 9D QS 5D 6H 3C 7D";
    let (code, msg) = err(&GinOptions::modern(), &entry(k, d));
    assert_eq!(code, "E_GIN_CARD_COUNT");
    assert!(msg.contains("11 cards"), "{msg}");
    let (code, msg) = err(&seed(), &entry(k, d));
    assert_eq!(code, "E_GIN_CARD_COUNT");
    assert_eq!(
        msg,
        "The knocker must show 10 cards after discarding (has 11)."
    );
}

#[test]
fn card_counts() {
    let (code, msg) = err(&seed(), &entry("3S 4S 5S 8D 8C 8H JH QH KH", G1_D));
    assert_eq!(
        (code, msg.as_str()),
        (
            "E_GIN_CARD_COUNT",
            "The knocker must show 10 cards after discarding (has 9)."
        )
    );
    let (code, msg) = err(&seed(), &entry(G1_K, "9C 9D 9S 4D 5D 6D KS QC 7C"));
    assert_eq!(
        (code, msg.as_str()),
        (
            "E_GIN_CARD_COUNT",
            "The defender must show 10 cards (has 9)."
        )
    );
    // A huge hand is rejected before any search.
    let all: Vec<String> = (0..52)
        .map(|i| {
            Card::new(
                crate::card::Rank::ALL[i % 13],
                crate::card::Suit::ALL[i / 13],
            )
            .to_string()
        })
        .collect();
    let big = CardsEntry::from_text(
        &all[..30].join(" "),
        &all[30..40].join(" "),
        None,
        None,
        None,
    )
    .unwrap();
    assert_eq!(err(&seed(), &big).0, "E_GIN_CARD_COUNT");
}

#[test]
fn duplicates_across_hands_not_the_upcard() {
    let (code, msg) = err(&seed(), &entry(G1_K, "9C 9D 9S 4D 5D 6D KS QC 7C 2D"));
    assert_eq!(
        (code, msg.as_str()),
        (
            "E_DUPLICATE_CARD",
            "The 2♦ was entered twice, but this game uses one deck."
        )
    );
    // The first upcard may have been taken into a hand: not a second copy.
    let e = CardsEntry::from_text(G1_K, G1_D, None, Some("3H"), None).unwrap();
    assert_eq!(
        score(&seed(), &e).map(|o| o.points),
        Ok(crate::points::Points::from(28))
    );
    let e = CardsEntry::from_text(G1_K, "9C 9D 9S 4D 5D 6D KS QC 7C JK", None, None, None).unwrap();
    assert_eq!(err(&seed(), &e).0, "E_DUPLICATE_CARD");
}

#[test]
fn g8_knock_too_high() {
    let e = entry(
        "3S 4S 5S 6S 8D 8C 8H AH 4D 6C",
        "2C 3C 9C TC JC QC KC 9D TD JD",
    );
    let (code, msg) = err(&seed(), &e);
    assert_eq!(
        (code, msg.as_str()),
        (
            "E_KNOCK_TOO_HIGH",
            "Deadwood is 11; you may knock with at most 10."
        )
    );
    let straight = GinOptions {
        knock_limit: 0,
        ..seed()
    };
    assert_eq!(err(&straight, &entry(G1_K, G1_D)).0, "E_KNOCK_TOO_HIGH");
}

#[test]
fn g11_oklahoma_limits() {
    let ok = GinOptions::oklahoma();
    let d = "9C 9D 9S 2D 3D 6D KS QC 7C 3H";
    let five =
        CardsEntry::from_text("3S 4S 5S 8D 8C 8H JH QH KH 5D", d, None, Some("4D"), None).unwrap();
    let (code, msg) = err(&ok, &five);
    assert_eq!(code, "E_KNOCK_TOO_HIGH");
    assert!(
        msg.starts_with("The upcard 4♦ sets this hand's knock limit to 4."),
        "{msg}"
    );
    let ace = CardsEntry::from_text(G1_K, G1_D, None, Some("AH"), None).unwrap();
    assert_eq!(
        err(&ok, &ace),
        (
            "E_GIN_ONLY",
            "An ace was turned up: only gin ends this hand.".to_string()
        )
    );
    let gin = CardsEntry::from_text(G4_K, G4_D, None, Some("AH"), None).unwrap();
    assert_eq!(score(&ok, &gin).unwrap().points.to_integer(), Some(42));
    let none = entry(G1_K, G1_D);
    assert_eq!(err(&ok, &none).0, "E_UPCARD_REQUIRED");
}

#[test]
fn oklahoma_spade_upcard_doubles_with_cards() {
    // Constructed: K = 6 (6♦), defender 9♣9♦9♠ + A-3♦, deadwood K♠ Q♣ 7♣ 3♥ = 30, no lay-offs.
    let e = CardsEntry::from_text(
        "3S 4S 5S 8D 8C 8H JH QH KH 6D",
        "9C 9D 9S 2D 3D AD KS QC 7C 3H",
        None,
        Some("7S"),
        None,
    )
    .unwrap();
    let out = score(&GinOptions::oklahoma(), &e).unwrap();
    assert_eq!((out.knocker_deadwood, out.defender_deadwood), (6, 30));
    assert_eq!((out.points.to_integer(), out.doubled), (Some(48), true));
}

/// Constructed: 5-6-7 in three suits melds as three runs or as three sets, both K = 2. Against
/// the sets, the defender lays off 5♣ (D = 81); against the runs nothing (D = 86). Auto mode
/// picks the runs: best for the knocker.
#[test]
fn auto_arrangement_tie_break_favours_the_knocker() {
    let k = "5S 6S 7S 5H 6H 7H 5D 6D 7D 2C";
    let d = "5C 9C KC KS QD JH 3S 9H TS TD";
    let out = score(&seed(), &entry(k, d)).unwrap();
    assert_eq!(
        (
            out.knocker_deadwood,
            out.defender_deadwood,
            out.points.to_integer()
        ),
        (2, 86, Some(84))
    );
    let sets = CardsEntry::from_text(k, d, Some("5s 5h 5d,6s 6h 6d,7s 7h 7d"), None, None).unwrap();
    let (out, warnings) = score_cards(&seed(), &sets).unwrap();
    assert_eq!(
        (out.defender_deadwood, out.points.to_integer()),
        (81, Some(79))
    );
    assert!(warnings.is_empty());
}

#[test]
fn declared_arrangement_is_validated_and_warned() {
    // G6's naive arrangement: 26 deadwood, above the limit, though 10 is possible.
    let k = "5S 6S 7S 8S 8H 8D 2C 3C 4C KD";
    let d = "8C 5C 6C QS QH QC 9D 9H AS 3D";
    let naive = CardsEntry::from_text(k, d, Some("5s 6s 7s 8s,2c 3c 4c"), None, None).unwrap();
    let (code, msg) = err(&seed(), &naive);
    assert_eq!(code, "E_KNOCK_TOO_HIGH");
    assert!(
        msg.starts_with("Deadwood is 26; you may knock with at most 10."),
        "{msg}"
    );
    assert!(msg.contains("10 deadwood instead"), "{msg}");
    let overlap = CardsEntry::from_text(k, d, Some("5s 6s 7s 8s,8s 8h 8d"), None, None).unwrap();
    assert_eq!(err(&seed(), &overlap).0, "E_MELD_OVERLAP");
    let g9 = CardsEntry::from_text(
        "QH KH AH 2H 3H 7C 7D 7S 9S 9D",
        "2C 3C 4C 5C 6C 8S TS JS 4D 5D",
        Some("QH KH AH"),
        None,
        None,
    )
    .unwrap();
    let (code, msg) = err(&seed(), &g9);
    assert_eq!(
        (code, msg.as_str()),
        (
            "E_INVALID_MELD",
            "Q♥ K♥ A♥ is not a run: aces are low in Gin."
        )
    );
    let not_held = CardsEntry::from_text(k, d, Some("9s Ts Js"), None, None).unwrap();
    assert!(score_cards(&seed(), &not_held).is_err());
}

/// Constructed: G4's gin hand declared as a knock with 9♦ out (K = 9). The defender lays off
/// 4♣ and 5♣ onto A-3♣, keeps K♣K♥K♠ and 7-8-9♥: D = 6 + 2 = 8, an undercut worth 26.
#[test]
fn declared_knock_on_a_gin_hand_warns() {
    let e =
        CardsEntry::from_text(G4_K, G4_D, Some("AC 2C 3C,4H 4D 4S,TD JD QD"), None, None).unwrap();
    let (out, warnings) = score_cards(&seed(), &e).unwrap();
    assert_eq!(
        (out.result, out.knocker_deadwood, out.defender_deadwood),
        (GinResult::Undercut, 9, 8)
    );
    assert_eq!(out.points.to_integer(), Some(26));
    assert_eq!(warnings.len(), 1);
    assert_eq!(warnings[0].code, "W_NON_OPTIMAL_ARRANGEMENT");
}

#[test]
fn counts_form() {
    let c = CountsEntry {
        knocker: 1,
        knocker_deadwood: 6,
        defender_deadwood: 20,
        big_gin: false,
        upcard: crate::notation::parse_token("7S"),
    };
    let out = score_counts(&GinOptions::oklahoma(), &c).unwrap();
    assert_eq!(
        (out.points.to_integer(), out.winner_seat),
        (Some(28), Some(1))
    );
    let gin = CountsEntry {
        knocker_deadwood: 0,
        upcard: None,
        ..c.clone()
    };
    assert_eq!(score_counts(&seed(), &gin).unwrap().result, GinResult::Gin);
    let big = CountsEntry {
        big_gin: true,
        ..gin.clone()
    };
    assert_eq!(
        score_counts(&seed(), &big).unwrap_err().code,
        "E_BIG_GIN_DISABLED"
    );
    assert_eq!(
        score_counts(&GinOptions::modern(), &big)
            .unwrap()
            .points
            .to_integer(),
        Some(51)
    );
    let bad = CountsEntry {
        knocker_deadwood: 3,
        ..big
    };
    assert_eq!(
        score_counts(&GinOptions::modern(), &bad).unwrap_err().code,
        "E_BIG_GIN_DEADWOOD"
    );
    let high = CountsEntry {
        knocker_deadwood: 11,
        upcard: None,
        ..c.clone()
    };
    assert_eq!(
        score_counts(&seed(), &high).unwrap_err().code,
        "E_KNOCK_TOO_HIGH"
    );
    let absurd = CountsEntry {
        defender_deadwood: 99,
        upcard: None,
        ..c.clone()
    };
    assert_eq!(
        score_counts(&seed(), &absurd).unwrap_err().code,
        "E_GIN_DEADWOOD_RANGE"
    );
    let seat = CountsEntry { knocker: 2, ..c };
    assert_eq!(
        score_counts(&seed(), &seat).unwrap_err().code,
        "E_GIN_KNOCKER"
    );
}

#[test]
fn a_count_out_of_range_is_refused_with_the_bound_in_words() {
    for bad in [-3, 99, 1_000_000_000_000] {
        let c = CountsEntry {
            knocker: 0,
            knocker_deadwood: 4,
            defender_deadwood: bad,
            big_gin: false,
            upcard: None,
        };
        let e = score_counts(&seed(), &c).unwrap_err();
        assert_eq!(e.code, "E_GIN_DEADWOOD_RANGE");
        assert_eq!(
            e.message,
            format!(
                "Deadwood is 0 to 98 (a 10-card hand has at most 98), so {bad} cannot be right."
            )
        );
    }
}
