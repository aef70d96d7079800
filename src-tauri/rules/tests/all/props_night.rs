//! Properties of a club night's seating and standings (issue 26), over whole nights simulated
//! round by round with random scores: every player is seated exactly once a round or has a
//! bye; byes rotate (nobody gets a second bye while another has none); fixed seats are kept;
//! a Swiss round makes no rematch while one is avoidable (against a brute force over every
//! pairing, written here); rotating tables have no more repeated meetings than the best
//! grouping a brute force finds; standings' points add up as the scoring says; and the
//! standings and their tie-breaks do not depend on the order anything was entered in.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use cardtable_rules::games::GameKind;
use cardtable_rules::night::{
    seat, standings, NightOptions, NightSpec, RoundResult, Scoring, Seating, TableResult,
};
use cardtable_rules::Points;
use proptest::prelude::*;
use std::collections::{BTreeMap, BTreeSet};

const NAMES: [&str; 12] = [
    "Ann", "Bob", "Cy", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kit", "Lu",
];

fn spec(
    kind: GameKind,
    players: usize,
    rounds: u32,
    size: Option<usize>,
    fixed: &[(usize, usize)],
) -> NightSpec {
    let names: Vec<String> = NAMES[..players].iter().map(|s| s.to_string()).collect();
    let fixed: BTreeMap<String, usize> = fixed
        .iter()
        .map(|&(p, t)| (NAMES[p].to_string(), t))
        .collect();
    NightSpec::new(
        kind,
        &names,
        rounds,
        NightOptions {
            table_size: size,
            fixed: (!fixed.is_empty()).then_some(fixed),
            ..NightOptions::default()
        },
    )
    .unwrap()
}

/// The round as played: each table's scores drawn from `scores` in turn.
fn played(s: &Seating, scores: &mut impl Iterator<Item = i64>) -> RoundResult {
    RoundResult {
        tables: s
            .tables
            .iter()
            .map(|t| TableResult {
                seats: t.seats.clone(),
                scores: t
                    .seats
                    .iter()
                    .map(|_| Points::from(scores.next().unwrap_or(0)))
                    .collect(),
            })
            .collect(),
        byes: s.byes.clone(),
    }
}

/// Tables every pair of players shared in `rounds`.
fn meetings(rounds: &[RoundResult]) -> BTreeMap<(String, String), i64> {
    let mut m = BTreeMap::new();
    for t in rounds.iter().flat_map(|r| &r.tables) {
        for a in &t.seats {
            for b in &t.seats {
                if a < b {
                    *m.entry((a.clone(), b.clone())).or_insert(0) += 1;
                }
            }
        }
    }
    m
}

fn met(m: &BTreeMap<(String, String), i64>, a: &str, b: &str) -> i64 {
    let key = if a < b {
        (a.to_string(), b.to_string())
    } else {
        (b.to_string(), a.to_string())
    };
    m.get(&key).copied().unwrap_or(0)
}

fn byes_had(rounds: &[RoundResult]) -> BTreeMap<String, i64> {
    let mut b = BTreeMap::new();
    for r in rounds {
        for p in &r.byes {
            *b.entry(p.clone()).or_insert(0) += 1;
        }
    }
    b
}

/// Repeated meetings of a seating: each pair at a table, times they met before.
fn repeats(s: &Seating, m: &BTreeMap<(String, String), i64>) -> i64 {
    s.tables
        .iter()
        .map(|t| {
            let mut c = 0;
            for (i, a) in t.seats.iter().enumerate() {
                for b in &t.seats[i + 1..] {
                    c += met(m, a, b);
                }
            }
            c
        })
        .sum()
}

/// Every way to pair `people` (an even number), by brute force.
fn pairings(people: &[String]) -> Vec<Vec<(String, String)>> {
    let Some((first, rest)) = people.split_first() else {
        return vec![vec![]];
    };
    let mut out = Vec::new();
    for (i, partner) in rest.iter().enumerate() {
        let mut others = rest.to_vec();
        others.remove(i);
        for mut p in pairings(&others) {
            p.push((first.clone(), partner.clone()));
            out.push(p);
        }
    }
    out
}

/// Every way to choose `k` of `items`: (the chosen, the rest), by brute force.
fn choose(items: &[String], k: usize) -> Vec<(Vec<String>, Vec<String>)> {
    if k == 0 {
        return vec![(vec![], items.to_vec())];
    }
    let Some((first, rest)) = items.split_first() else {
        return vec![];
    };
    let mut out = Vec::new();
    for (mut chosen, left) in choose(rest, k - 1) {
        chosen.insert(0, first.clone());
        out.push((chosen, left));
    }
    for (chosen, mut left) in choose(rest, k) {
        left.insert(0, first.clone());
        out.push((chosen, left));
    }
    out
}

/// Every way to split `people` into groups of `size` (their number a multiple of it).
fn groupings(people: &[String], size: usize) -> Vec<Vec<Vec<String>>> {
    let Some((first, rest)) = people.split_first() else {
        return vec![vec![]];
    };
    let mut out = Vec::new();
    for (chosen, left) in choose(rest, size - 1) {
        for mut g in groupings(&left, size) {
            let mut group = vec![first.clone()];
            group.extend(chosen.clone());
            g.push(group);
            out.push(g);
        }
    }
    out
}

/// Checks one seated round against the night: everyone exactly once, full tables numbered 1..,
/// fixed players at their table and never out, byes to players with the fewest.
fn check_round(spec: &NightSpec, s: &Seating, before: &[RoundResult]) {
    let mut seen: Vec<String> = s.tables.iter().flat_map(|t| t.seats.clone()).collect();
    seen.extend(s.byes.clone());
    seen.sort();
    let mut all = spec.players.clone();
    all.sort();
    assert_eq!(seen, all, "everyone once: {s:?}");
    let numbers: Vec<usize> = s.tables.iter().map(|t| t.table).collect();
    assert_eq!(numbers, (1..=spec.tables()).collect::<Vec<_>>());
    for t in &s.tables {
        assert_eq!(t.seats.len(), spec.table_size, "{s:?}");
    }
    assert_eq!(s.byes.len(), spec.byes());
    for f in &spec.fixed {
        let at = s
            .tables
            .iter()
            .find(|t| t.seats.contains(&f.player))
            .map(|t| t.table);
        assert_eq!(
            at,
            Some(f.table),
            "{} fixed to {}: {s:?}",
            f.player,
            f.table
        );
    }
    // Byes rotate: every bye goes to a player who had no more byes than anyone left playing
    // (the fixed aside), so nobody gets a second while another has none.
    let had = byes_had(before);
    let of = |p: &String| had.get(p).copied().unwrap_or(0);
    let playing: Vec<&String> = s
        .tables
        .iter()
        .flat_map(|t| &t.seats)
        .filter(|p| spec.fixed_table(p).is_none())
        .collect();
    for b in &s.byes {
        for p in &playing {
            assert!(of(b) <= of(p), "{b} sits out again before {p}: {s:?}");
        }
    }
}

/// Plays a whole night; checks every round; the rounds.
fn simulate(spec: &NightSpec, seed: u32, scores: &[i64]) -> Vec<RoundResult> {
    let mut scores = scores.iter().copied().cycle();
    let mut rounds: Vec<RoundResult> = Vec::new();
    for _ in 0..spec.rounds {
        let s = seat(spec, seed, &rounds).unwrap();
        check_round(spec, &s, &rounds);
        rounds.push(played(&s, &mut scores));
    }
    assert_eq!(seat(spec, seed, &rounds).unwrap_err().code, "E_NIGHT_OVER");
    rounds
}

fn fixed_strategy(players: usize, tables: usize) -> impl Strategy<Value = Vec<(usize, usize)>> {
    // Up to two players, each fixed to a different table.
    proptest::sample::subsequence((0..players).collect::<Vec<_>>(), 0..=2.min(tables))
        .prop_flat_map(move |who| {
            let n = who.len();
            proptest::sample::subsequence((1..=tables).collect::<Vec<_>>(), n)
                .prop_shuffle()
                .prop_map(move |t| who.iter().copied().zip(t).collect::<Vec<_>>())
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Gin nights of 2 to 9 players: each Swiss round has exactly as few rematches as the best
    /// pairing (with byes rotating and fixed seats kept) a brute force finds.
    #[test]
    fn swiss_makes_no_rematch_while_one_is_avoidable(
        (players, fixed) in (2usize..=9).prop_flat_map(|n| (Just(n), fixed_strategy(n, n / 2))),
        rounds in 1u32..=7,
        seed in any::<u32>(),
        scores in proptest::collection::vec(-5i64..40, 1..30),
    ) {
        let spec = spec(GameKind::GinRummy, players, rounds, None, &fixed);
        let mut it = scores.iter().copied().cycle();
        let mut done: Vec<RoundResult> = Vec::new();
        for _ in 0..rounds {
            let s = seat(&spec, seed, &done).unwrap();
            check_round(&spec, &s, &done);
            let m = meetings(&done);
            let had = byes_had(&done);
            // The brute force: every pairing of the players and, for an odd number, a bye.
            let mut people = spec.players.clone();
            if people.len() % 2 == 1 {
                people.push("(bye)".to_string());
            }
            let fewest = spec
                .players
                .iter()
                .filter(|p| spec.fixed_table(p).is_none())
                .map(|p| had.get(p).copied().unwrap_or(0))
                .min()
                .unwrap_or(0);
            let best = pairings(&people)
                .into_iter()
                .filter(|pairs| {
                    pairs.iter().all(|(a, b)| {
                        let (fa, fb) = (spec.fixed_table(a).is_some(), spec.fixed_table(b).is_some());
                        if a == "(bye)" || b == "(bye)" {
                            let p = if a == "(bye)" { b } else { a };
                            !fb && !fa && had.get(p).copied().unwrap_or(0) == fewest
                        } else {
                            !(fa && fb)
                        }
                    })
                })
                .map(|pairs| {
                    pairs
                        .iter()
                        .filter(|(a, b)| a != "(bye)" && b != "(bye)")
                        .map(|(a, b)| met(&m, a, b))
                        .sum::<i64>()
                })
                .min()
                .unwrap();
            prop_assert_eq!(repeats(&s, &m), best, "{:?} after {:?}", s, done);
            done.push(played(&s, &mut it));
        }
    }

    /// Oh Heck! nights of 6 to 9 players at tables of 3 (or 8 at 4): every round's repeated
    /// meetings are as few as the best grouping of the same seated players a brute force finds.
    #[test]
    fn rotating_tables_repeat_no_more_than_they_must(
        (players, size) in prop_oneof![(6usize..=9).prop_map(|n| (n, 3)), Just((8usize, 4))],
        fixed in proptest::collection::vec((0usize..9, 1usize..=2), 0..=1),
        rounds in 1u32..=5,
        seed in any::<u32>(),
        scores in proptest::collection::vec(0i64..60, 1..30),
    ) {
        let fixed: Vec<(usize, usize)> = fixed.into_iter().filter(|&(p, _)| p < players).collect();
        let spec = spec(GameKind::OhHeck, players, rounds, Some(size), &fixed);
        let mut it = scores.iter().copied().cycle();
        let mut done: Vec<RoundResult> = Vec::new();
        for _ in 0..rounds {
            let s = seat(&spec, seed, &done).unwrap();
            check_round(&spec, &s, &done);
            let m = meetings(&done);
            let seated: Vec<String> = s.tables.iter().flat_map(|t| t.seats.clone()).collect();
            let best = groupings(&seated, size)
                .into_iter()
                .filter(|groups| {
                    // Fixed players at different tables (one per table).
                    groups.iter().all(|g| g.iter().filter(|p| spec.fixed_table(p).is_some()).count() <= 1)
                })
                .map(|groups| {
                    groups
                        .iter()
                        .map(|g| {
                            let mut c = 0;
                            for (i, a) in g.iter().enumerate() {
                                for b in &g[i + 1..] {
                                    c += met(&m, a, b);
                                }
                            }
                            c
                        })
                        .sum::<i64>()
                })
                .min()
                .unwrap();
            prop_assert_eq!(repeats(&s, &m), best, "{:?} after {:?}", s, done);
            done.push(played(&s, &mut it));
        }
    }

    /// Whole nights of up to 12 players, every scoring: every round seats everyone once, byes
    /// rotate, fixed seats are kept (in `check_round`); the standings' points add up as the
    /// scoring says.
    #[test]
    fn standings_points_add_up_as_the_scoring_says(
        kind in prop_oneof![Just(GameKind::GinRummy), Just(GameKind::OhHeck), Just(GameKind::SixCardGolf)],
        players in 3usize..=12,
        rounds in 1u32..=6,
        scoring in prop_oneof![Just(Scoring::Placings), Just(Scoring::MatchPoints), Just(Scoring::Totals)],
        seed in any::<u32>(),
        scores in proptest::collection::vec(-10i64..60, 1..40),
    ) {
        let names: Vec<String> = NAMES[..players].iter().map(|s| s.to_string()).collect();
        let spec = NightSpec::new(kind, &names, rounds, NightOptions { scoring: Some(scoring), ..NightOptions::default() });
        let Ok(spec) = spec else {
            // Fewer players than a table (Golf needs 2, Oh Heck! 3): refused, nothing to play.
            return Ok(());
        };
        let lowest = spec.lowest_wins().unwrap();
        let rounds = simulate(&spec, seed, &scores);
        let table = spec.table_size as i64;
        let expected: Points = rounds
            .iter()
            .map(|r| {
                let per_table: Points = r
                    .tables
                    .iter()
                    .map(|t| match scoring {
                        Scoring::Placings => Points::from(table * (table - 1) / 2),
                        Scoring::MatchPoints => Points::from(table * (table - 1)),
                        Scoring::Totals => t.scores.iter().copied().sum(),
                    })
                    .sum();
                let seated: Vec<Points> = r.tables.iter().flat_map(|t| t.scores.clone()).collect();
                let bye = match scoring {
                    Scoring::Placings => Points::ratio(table - 1, 2).unwrap(),
                    Scoring::MatchPoints => Points::from(2),
                    Scoring::Totals => seated.iter().copied().sum::<Points>().split(seated.len() as i64).unwrap(),
                };
                per_table + bye * r.byes.len() as i64
            })
            .sum();
        let s = standings(&spec, lowest, &rounds);
        prop_assert_eq!(s.len(), players);
        prop_assert_eq!(s.iter().map(|l| l.points).sum::<Points>(), expected);
        let played: u32 = s.iter().map(|l| l.played + l.byes).sum();
        prop_assert_eq!(played, spec.rounds * players as u32);
    }

    /// The standings are ordered by points, then head to head, Buchholz and total points, with
    /// places shared exactly by players level on all of them; and nothing about them depends on
    /// the order of the players, the tables or the seats as entered.
    #[test]
    fn tie_breaks_order_deterministically(
        players in 4usize..=10,
        rounds in 1u32..=4,
        seed in any::<u32>(),
        scores in proptest::collection::vec(0i64..4, 1..30),
        shuffle in any::<u64>(),
    ) {
        let spec = spec(GameKind::OhHeck, players, rounds, Some(3.min(players)), &[]);
        let rounds = simulate(&spec, seed, &scores);
        let s = standings(&spec, false, &rounds);
        for w in s.windows(2) {
            let (a, b) = (&w[0], &w[1]);
            let key = |l: &cardtable_rules::night::Standing| (l.points, l.head_to_head, l.buchholz, l.total);
            prop_assert!(key(a) >= key(b), "{:?} before {:?}", a, b);
            if key(a) == key(b) {
                prop_assert_eq!(a.place, b.place);
                prop_assert!(a.player < b.player);
            } else {
                prop_assert!(a.place < b.place);
            }
        }
        prop_assert_eq!(s.first().map(|l| l.place), Some(1));
        // The same night entered in another order: players, tables and seats reversed or rotated.
        let mut other = spec.clone();
        let k = (shuffle as usize) % players;
        other.players.rotate_left(k);
        let reordered: Vec<RoundResult> = rounds
            .iter()
            .map(|r| {
                let mut tables: Vec<TableResult> = r
                    .tables
                    .iter()
                    .map(|t| {
                        let mut pairs: Vec<(String, Points)> = t.seats.iter().cloned().zip(t.scores.iter().copied()).collect();
                        pairs.reverse();
                        TableResult { seats: pairs.iter().map(|p| p.0.clone()).collect(), scores: pairs.iter().map(|p| p.1).collect() }
                    })
                    .collect();
                tables.reverse();
                let mut byes = r.byes.clone();
                byes.reverse();
                RoundResult { tables, byes }
            })
            .collect();
        prop_assert_eq!(standings(&other, false, &reordered), s);
        let names: BTreeSet<&str> = NAMES[..players].iter().copied().collect();
        prop_assert!(standings(&spec, false, &rounds).iter().all(|l| names.contains(l.player.as_str())));
    }
}
