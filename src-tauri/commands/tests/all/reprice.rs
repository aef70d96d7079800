//! "Ledger facts, price them with rules": after a long, mixed history of records, amends,
//! deletes, undos, redos, option changes and reopenings over every refereed game, re-pricing
//! each stored hand's facts with the rules gives exactly the stored scores.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use cardtable_commands::Ledger;
use cardtable_rules::games::dispatch::score_json;
use cardtable_rules::games::oh_heck::{hand_size, OhHeckOptions};
use cardtable_rules::games::Table;
use cardtable_rules::{GameKind, Points};
use cardtable_store::{NewGame, StoreError};
use chrono::{DateTime, TimeZone, Utc};
use serde_json::{json, Value};

fn at(i: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 21, 4, 0, 0)
        .single()
        .unwrap()
        + chrono::Duration::seconds(i.into())
}

/// Deterministic xorshift, so the history is the same on every run.
struct Rng(u64);
impl Rng {
    fn next(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// A valid hand of `kind` for the hand at `index` (0-based) in a game of `seats`.
fn facts(kind: GameKind, seats: usize, index: usize, r: &mut Rng) -> Value {
    match kind {
        GameKind::GinRummy => match r.next(4) {
            0 => json!({"form": "cards", "knocker": 0,
                "knockerCards": ["3s", "4s", "5s", "8d", "8c", "8h", "Jh", "Qh", "Kh", "2d"],
                "defenderCards": ["9c", "9d", "9s", "4d", "5d", "6d", "Ks", "Qc", "7c", "3h"]}),
            1 => json!({"form": "void"}),
            k => {
                json!({"form": "counts", "knocker": k - 2, "knockerDeadwood": r.next(11), "defenderDeadwood": r.next(60)})
            }
        },
        GameKind::OhHeck => {
            // Past the schedule the rules refuse the hand; any shape will do.
            let h = i64::from(hand_size(&OhHeckOptions::default(), seats, index).unwrap_or(1));
            let mut tricks = vec![0; seats];
            tricks[r.next(seats)] = h;
            // Bids summing to h + 1 are never hooked.
            let mut bids = vec![0; seats];
            bids[0] = h;
            bids[1] = 1;
            json!({"bids": bids, "tricks": tricks})
        }
        GameKind::SixCardGolf => {
            let e: Vec<Value> = (0..seats)
                .map(|i| {
                    if i == 0 && r.next(2) == 0 {
                        json!("KS 5H QD / 2C 5D JC")
                    } else {
                        json!(r.next(30) as i64 - 5)
                    }
                })
                .collect();
            json!({"entries": e})
        }
        GameKind::Scorepad => {
            let p: Vec<Value> = (0..seats)
                .map(|_| json!(format!("{}+{}-3", r.next(20), r.next(9))))
                .collect();
            json!({"points": p})
        }
        GameKind::GiftRummy
        | GameKind::BasicRummy
        | GameKind::BoathouseRummy
        | GameKind::ContinentalRummy
        | GameKind::GamblersRummy
        | GameKind::KnockRummy
        | GameKind::Rummy500
        | GameKind::SkullAndRoses
        | GameKind::Avalanche => {
            let p: Vec<Value> = (0..seats)
                .map(|_| json!(format!("{}/{}", r.next(40) as i64 - 10, 1 + r.next(3))))
                .collect();
            json!({"points": p})
        }
    }
}

/// Re-prices every stored hand straight from the database rows and compares.
fn assert_stored_scores_are_the_rules(s: &Ledger) -> usize {
    let c = s.connection();
    let mut games = c
        .prepare("SELECT g.id, g.kind, g.options, (SELECT count(*) FROM game_seats WHERE game_id = g.id) FROM games g")
        .unwrap();
    let games: Vec<(i64, String, String, usize)> = games
        .query_map([], |r| {
            Ok((
                r.get(0)?,
                r.get(1)?,
                r.get(2)?,
                r.get::<_, i64>(3)? as usize,
            ))
        })
        .unwrap()
        .map(Result::unwrap)
        .collect();
    let mut checked = 0;
    for (id, kind, options, seats) in games {
        let kind: GameKind = kind.parse().unwrap();
        let options: Value = serde_json::from_str(&options).unwrap();
        let mut hands = c
            .prepare("SELECT id, dealer, facts FROM hands WHERE game_id = ?1 ORDER BY seq")
            .unwrap();
        let hands: Vec<(i64, usize, String)> = hands
            .query_map([id], |r| {
                Ok((r.get(0)?, r.get::<_, i64>(1)? as usize, r.get(2)?))
            })
            .unwrap()
            .map(Result::unwrap)
            .collect();
        for (i, (hid, dealer, f)) in hands.into_iter().enumerate() {
            let mut sc = c
                .prepare("SELECT num, den FROM hand_scores WHERE hand_id = ?1 ORDER BY seat")
                .unwrap();
            let stored: Vec<Points> = sc
                .query_map([hid], |r| Ok(Points::ratio(r.get(0)?, r.get(1)?).unwrap()))
                .unwrap()
                .map(Result::unwrap)
                .collect();
            assert_eq!(stored.len(), seats, "hand {hid} has a score per seat");
            let table = Table {
                seats,
                hand_index: i,
                dealer,
            };
            let f: Value = serde_json::from_str(&f).unwrap();
            if let Ok(priced) = score_json(kind, &options, &table, &f) {
                assert_eq!(priced.points, stored, "{kind} hand {hid}: {f}");
                checked += 1;
            }
        }
        // The fold agrees: nothing stale.
        let v = s.game_view(id).unwrap();
        assert!(v.standings.hands.iter().all(|h| !h.stale), "game {id}");
    }
    checked
}

#[test]
fn repricing_stored_facts_gives_stored_scores() {
    let mut s = Ledger::open_in_memory().unwrap();
    let mut r = Rng(0x9e37_79b9_7f4a_7c15);
    let setups: [(GameKind, usize, Value, Value); 6] = [
        (
            GameKind::GinRummy,
            2,
            json!({}),
            json!({"preset": "modern"}),
        ),
        (
            GameKind::OhHeck,
            4,
            json!({}),
            json!({"scoring": "off_bid_penalty"}),
        ),
        (
            GameKind::SixCardGolf,
            3,
            json!({}),
            json!({"negativePairOfTwos": true, "kingValue": 1}),
        ),
        (
            GameKind::Scorepad,
            3,
            json!({}),
            json!({"winner": "lowest", "end": {"kind": "target", "points": 60}}),
        ),
        (GameKind::KnockRummy, 3, json!({}), json!({"target": 80})),
        (
            GameKind::Rummy500,
            2,
            json!({"target": 500}),
            json!({"target": 40}),
        ),
    ];
    let mut ids = Vec::new();
    for (kind, seats, options, _) in &setups {
        let players = (0..*seats).map(|i| format!("P{i}")).collect();
        let g = s
            .create_game(
                &NewGame {
                    kind: *kind,
                    players,
                    options: options.clone(),
                    first_dealer: 0,
                },
                at(0),
            )
            .unwrap();
        ids.push(g.id);
    }
    let mut t = 1;
    for step in 0..1500 {
        let which = r.next(setups.len());
        let (kind, seats, _, other_options) = &setups[which];
        let g = ids[which];
        let v = s.game_view(g).unwrap();
        let n = v.standings.hands.len();
        t += 1;
        let op = r.next(20);
        let res = match op {
            0..=9 => s
                .record_hand(g, &facts(*kind, *seats, n, &mut r), None, at(t))
                .map(|_| ()),
            10..=12 if n > 0 => {
                let i = r.next(n);
                let h = v.standings.hands[i].id;
                s.amend_hand(h, &facts(*kind, *seats, i, &mut r), None, at(t))
                    .map(|_| ())
            }
            // Deleting shifts Oh Heck!'s schedule; keep its hands where they are.
            13 if n > 0 && *kind != GameKind::OhHeck => s
                .delete_hand(v.standings.hands[r.next(n)].id, at(t))
                .map(|_| ()),
            14 | 15 => s.undo(g, at(t)).map(|_| ()),
            16 => s.redo(g, at(t)).map(|_| ()),
            17 => {
                let o = if r.next(2) == 0 {
                    other_options.clone()
                } else {
                    setups[which].2.clone()
                };
                s.set_options(g, &o, at(t)).map(|_| ())
            }
            _ => s.reopen_game(g, at(t)).map(|_| ()),
        };
        match res {
            Ok(()) => {}
            // Expected refusals: finished games, nothing to undo/redo, not finished.
            Err(StoreError::Invalid { .. }) => {}
            // A schedule that ran out (Oh Heck!) or a hand the rules refuse.
            Err(StoreError::Rule(_)) => {}
            Err(e) => panic!("step {step}: {e:?}"),
        }
    }
    let checked = assert_stored_scores_are_the_rules(&s);
    assert!(checked > 100, "only {checked} hands checked");
}
