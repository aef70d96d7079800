//! Properties of the ledger fold over random games: running totals are the prefix sums of the
//! hand points, the final totals are the totals plus the end bonuses, the game is over exactly
//! when a total reaches the target (manual points), winners are seats holding the best total,
//! the deal passes round the table, and an unreadable hand is kept (never dropped) at its
//! stored points.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use cardtable_rules::ledger::{fold, StoredHand};
use cardtable_rules::{GameKind, Points};
use proptest::prelude::*;
use serde_json::json;

/// Seats, per hand each seat's points as (numerator, denominator), which hands to corrupt,
/// the target, the first dealer.
type Game = (usize, Vec<Vec<(i64, i64)>>, Vec<bool>, i64, usize);

fn game() -> impl Strategy<Value = Game> {
    (2usize..6).prop_flat_map(|seats| {
        (
            Just(seats),
            prop::collection::vec(prop::collection::vec((-50i64..80, 1i64..4), seats), 0..25),
            prop::collection::vec(any::<bool>(), 25),
            50i64..400,
            0..seats,
        )
    })
}

proptest! {
    #[test]
    fn totals_are_sums_and_the_end_rule_holds((seats, hands, broken, target, first) in game()) {
        let stored: Vec<StoredHand> = hands
            .iter()
            .enumerate()
            .map(|(i, h)| {
                let pts: Vec<Points> = h.iter().map(|&(n, d)| Points::ratio(n, d).unwrap()).collect();
                let facts = if broken[i] && i % 3 == 0 {
                    json!({"points": "not a list"})
                } else {
                    json!({ "points": pts })
                };
                StoredHand { id: i as i64 + 1, dealer: (first + i) % seats, facts: std::sync::Arc::new(facts), points: pts, played_at: String::new() }
            })
            .collect();
        let s = fold(GameKind::KnockRummy, &json!({"target": target}), seats, first, &stored);
        prop_assert_eq!(s.hands.len(), stored.len());
        let mut running = vec![Points::ZERO; seats];
        for (line, h) in s.hands.iter().zip(&stored) {
            prop_assert_eq!(&line.points, &h.points, "manual facts price to what was entered");
            for (r, p) in running.iter_mut().zip(&line.points) {
                *r += *p;
            }
            prop_assert_eq!(&line.running, &running);
            prop_assert_eq!(line.problem.is_some(), h.facts["points"].is_string());
        }
        prop_assert_eq!(&s.totals, &running);
        let finals: Vec<Points> = s.totals.iter().zip(&s.bonuses).map(|(t, b)| *t + *b).collect();
        prop_assert_eq!(&s.final_totals, &finals);
        let reached = running.iter().any(|t| *t >= Points::from(target));
        prop_assert_eq!(s.over, !stored.is_empty() && reached);
        if s.over {
            let best = running.iter().max().copied();
            prop_assert!(!s.winners.is_empty());
            for w in &s.winners {
                prop_assert_eq!(Some(running[*w]), best);
            }
        } else {
            prop_assert!(s.winners.is_empty());
        }
        prop_assert_eq!(s.next_dealer, (first + stored.len()) % seats);
    }
}
