//! A series' standings and the ratings across club nights (issue 26), the rules' pure folds:
//!
//! - series: each night hands out one point for every player finished above (a half for each
//!   one level), so a night of n players adds n(n-1)/2; a player's series points are the sum
//!   of their nights'; the tie-breaks (nights won, then the nights' tournament points, then a
//!   shared place listed by name) in worked examples; nothing depends on the order of the
//!   nights or of their lines;
//! - ratings: a corrected table changes the ratings, the tables are folded in the order
//!   given, players who did not opt in are ignored (whatever they scored), a table with fewer
//!   than two rated players rates nobody, and the games behind a rating are counted.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use cardtable_rules::night::{rate, series_standings, RatedTable, SeriesStanding, Standing};
use cardtable_rules::Points;
use proptest::prelude::*;
use std::collections::BTreeMap;

const NAMES: [&str; 8] = ["Ann", "Bob", "Cy", "Dan", "Eve", "Fay", "Gus", "Hal"];

fn p(x: i64) -> Points {
    Points::from(x)
}

/// A night's standings from each player's tournament points: places by points, more first,
/// players level sharing a place (the night's own tie-breaks are the night's business: here
/// the points decide).
fn night(lines: &[(&str, i64)]) -> Vec<Standing> {
    let mut sorted: Vec<(&str, i64)> = lines.to_vec();
    sorted.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    sorted
        .iter()
        .map(|&(player, points)| Standing {
            player: player.to_string(),
            points: p(points),
            place: 1 + sorted.iter().filter(|o| o.1 > points).count(),
            head_to_head: Points::default(),
            buchholz: Points::default(),
            total: Points::default(),
            played: 1,
            byes: 0,
        })
        .collect()
}

fn series(nights: &[Vec<Standing>]) -> Vec<SeriesStanding> {
    let refs: Vec<&[Standing]> = nights.iter().map(Vec::as_slice).collect();
    series_standings(&refs)
}

fn line<'a>(s: &'a [SeriesStanding], who: &str) -> &'a SeriesStanding {
    s.iter().find(|l| l.player == who).unwrap()
}

#[test]
fn a_night_gives_a_point_for_every_player_finished_above_and_ties_share() {
    // Ann first alone; Bob and Cy level second; Dan last: 3, 3/2 each, 0.
    let s = series(&[night(&[("Ann", 6), ("Bob", 3), ("Cy", 3), ("Dan", 0)])]);
    assert_eq!(line(&s, "Ann").points, p(3));
    assert_eq!(line(&s, "Bob").points, Points::ratio(3, 2).unwrap());
    assert_eq!(line(&s, "Cy").points, Points::ratio(3, 2).unwrap());
    assert_eq!(line(&s, "Dan").points, p(0));
    assert_eq!(line(&s, "Ann").wins, 1);
    assert_eq!(line(&s, "Bob").wins, 0);
    // Bob and Cy are level on everything: they share second place, listed by name.
    let order: Vec<(&str, usize)> = s.iter().map(|l| (l.player.as_str(), l.place)).collect();
    assert_eq!(order, [("Ann", 1), ("Bob", 2), ("Cy", 2), ("Dan", 4)]);
}

#[test]
fn level_on_series_points_the_nights_won_decide_then_the_nights_points() {
    // Night 1: Ann wins a field of three (2), Bob 1, Cy 0. Night 2: Bob and Ann tie first
    // of three (3/2 each), Cy 0. Night 3: Cy first (1), Ann second (0) of two.
    // Ann 2 + 3/2 + 0 = 7/2 with 2 wins; Bob 1 + 3/2 = 5/2; Cy 0 + 0 + 1 = 1.
    let nights = [
        night(&[("Ann", 4), ("Bob", 2), ("Cy", 0)]),
        night(&[("Ann", 3), ("Bob", 3), ("Cy", 0)]),
        night(&[("Cy", 2), ("Ann", 0)]),
    ];
    let s = series(&nights);
    assert_eq!(line(&s, "Ann").points, Points::ratio(7, 2).unwrap());
    assert_eq!(line(&s, "Ann").wins, 2);
    assert_eq!(line(&s, "Ann").nights, 3);
    assert_eq!(line(&s, "Ann").night_points, p(7));
    assert_eq!(line(&s, "Cy").wins, 1);

    // Fay and Gus level on series points and on nights won: the nights' points decide.
    let s = series(&[
        night(&[("Eve", 2), ("Fay", 0)]),
        night(&[("Fay", 5), ("Gus", 1), ("Eve", 0)]),
        night(&[("Gus", 9), ("Eve", 0)]),
    ]);
    // Eve 1 + 0 + 0 = 1 (1 win), Fay 0 + 2 = 2 (1 win), Gus 1 + 1 = 2 (1 win).
    assert_eq!(line(&s, "Fay").points, p(2));
    assert_eq!(line(&s, "Gus").points, p(2));
    assert_eq!((line(&s, "Fay").wins, line(&s, "Gus").wins), (1, 1));
    // Level on points and wins: the nights' tournament points decide (Gus 10 > Fay 5).
    assert_eq!(line(&s, "Gus").place, 1);
    assert_eq!(line(&s, "Fay").place, 2);
    assert_eq!(line(&s, "Eve").place, 3);

    // Level on points, Hal won a night and Ann did not: wins before the nights' points,
    // even though Ann's nights scored more.
    let s = series(&[
        night(&[("Hal", 1), ("Ann", 0)]),
        night(&[("Dan", 50), ("Ann", 40), ("Hal", 0)]),
    ]);
    // Hal 1 + 0 = 1 (1 win, 1 point); Ann 0 + 1 = 1 (no win, 40 points).
    assert_eq!(line(&s, "Hal").points, line(&s, "Ann").points);
    assert!(line(&s, "Ann").night_points > line(&s, "Hal").night_points);
    assert!(line(&s, "Hal").place < line(&s, "Ann").place);
}

/// Random nights over the names: each night a subset of 2 to 8 players with points 0 to 4.
fn nights() -> impl Strategy<Value = Vec<Vec<(usize, i64)>>> {
    prop::collection::vec(
        prop::sample::subsequence((0..NAMES.len()).collect::<Vec<_>>(), 2..=NAMES.len())
            .prop_flat_map(|players| {
                let n = players.len();
                (Just(players), prop::collection::vec(0i64..5, n))
            })
            .prop_map(|(players, points)| players.into_iter().zip(points).collect()),
        1..6,
    )
}

fn standings_of(raw: &[Vec<(usize, i64)>]) -> Vec<Vec<Standing>> {
    raw.iter()
        .map(|n| {
            let lines: Vec<(&str, i64)> = n.iter().map(|&(i, pts)| (NAMES[i], pts)).collect();
            night(&lines)
        })
        .collect()
}

proptest! {
    #[test]
    fn series_points_are_the_sum_of_each_nights(raw in nights()) {
        let nights = standings_of(&raw);
        let s = series(&nights);
        // Every night hands out n(n-1)/2.
        let handed: Points = s.iter().map(|l| l.points).sum();
        let expected: i64 = nights.iter().map(|n| {
            let n = n.len() as i64;
            n * (n - 1) / 2
        }).sum();
        prop_assert_eq!(handed, p(expected));
        // A player's line is their nights' points added: series of all = each night alone,
        // summed.
        let mut summed: BTreeMap<String, (Points, u32, Points, u32)> = BTreeMap::new();
        for n in &nights {
            for l in series(std::slice::from_ref(n)) {
                let e = summed.entry(l.player.clone()).or_default();
                e.0 += l.points;
                e.1 += l.wins;
                e.2 += l.night_points;
                e.3 += l.nights;
            }
        }
        prop_assert_eq!(s.len(), summed.len());
        for l in &s {
            prop_assert_eq!(summed[&l.player], (l.points, l.wins, l.night_points, l.nights));
        }
    }

    #[test]
    fn series_standings_are_ordered_by_the_stated_tie_breaks(raw in nights(), turn in 0usize..6) {
        let nights = standings_of(&raw);
        let s = series(&nights);
        for w in s.windows(2) {
            let (a, b) = (&w[0], &w[1]);
            let key = |l: &SeriesStanding| (l.points, l.wins, l.night_points);
            prop_assert!(key(a) >= key(b), "{a:?} before {b:?}");
            if key(a) == key(b) {
                prop_assert_eq!(a.place, b.place);
                prop_assert!(a.player < b.player);
            } else {
                prop_assert!(a.place < b.place);
            }
        }
        // Nothing depends on the order of the nights or of their lines.
        let mut moved = nights.clone();
        let k = turn % moved.len();
        moved.rotate_left(k);
        for n in &mut moved {
            n.reverse();
        }
        prop_assert_eq!(series(&moved), s);
    }
}

fn names(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

fn table(seats: &[&str], scores: &[i64]) -> RatedTable {
    RatedTable {
        seats: names(seats),
        scores: scores.iter().map(|&x| p(x)).collect(),
        lowest_wins: false,
    }
}

#[test]
fn a_table_of_three_ranks_its_rated_players_and_ties_share_a_rank() {
    // Oh Heck!-like: the highest wins; Bob and Cy tie below Ann; Dan is not rated.
    let tables = [table(&["Ann", "Bob", "Cy", "Dan"], &[30, 20, 20, 50])];
    let r = rate(&tables, &names(&["Ann", "Bob", "Cy"]));
    assert_eq!(r.len(), 3);
    assert!(r["Ann"].rating.rating > r["Bob"].rating.rating);
    assert_eq!(r["Bob"].rating, r["Cy"].rating);
    assert!(r["Bob"].rating.rating < 25.0);
    assert_eq!(r["Ann"].games, 1);
    // Golf-like: the lowest wins, so the same scores rank the other way.
    let golf = [RatedTable {
        lowest_wins: true,
        ..tables[0].clone()
    }];
    let g = rate(&golf, &names(&["Ann", "Bob", "Cy"]));
    assert!(g["Ann"].rating.rating < g["Bob"].rating.rating);
    assert!(g["Bob"].rating.rating > 25.0);
}

#[test]
fn a_corrected_table_changes_the_ratings() {
    let rated = names(&["Ann", "Bob", "Cy"]);
    let played = [
        table(&["Ann", "Bob"], &[55, 0]),
        table(&["Bob", "Cy"], &[30, 10]),
    ];
    let before = rate(&played, &rated);
    // The host corrects the first table: Bob won it.
    let corrected = [table(&["Ann", "Bob"], &[0, 55]), played[1].clone()];
    let after = rate(&corrected, &rated);
    assert!(before["Ann"].rating.rating > 25.0);
    assert!(after["Ann"].rating.rating < 25.0);
    assert!(after["Bob"].rating.rating > before["Bob"].rating.rating);
    // Cy was never at the corrected table, yet meets a Bob rated differently after it.
    assert_ne!(after["Cy"].rating, before["Cy"].rating);
    assert_eq!(after["Ann"].games, before["Ann"].games);
}

#[test]
fn the_tables_are_rated_in_the_order_they_were_played() {
    let rated = names(&["Ann", "Bob", "Cy"]);
    let first = table(&["Ann", "Bob"], &[55, 0]);
    let second = table(&["Bob", "Cy"], &[40, 0]);
    let third = table(&["Cy", "Ann"], &[25, 0]);
    let in_order = rate(&[first.clone(), second.clone(), third.clone()], &rated);
    let reversed = rate(&[third.clone(), second.clone(), first.clone()], &rated);
    // Each player won once and lost once either way, but whom they met when counts.
    assert_ne!(in_order["Ann"].rating, reversed["Ann"].rating);
    // The fold is table by table: the first two tables, then the third, is the whole.
    let two = rate(&[first.clone(), second.clone()], &rated);
    assert_eq!(two["Ann"].games, 1);
    assert_eq!(two["Bob"].games, 2);
    assert_eq!(in_order["Ann"].games, 2);
    assert_eq!(in_order["Bob"].games, reversed["Bob"].games);
}

/// Random tables over the names: 2 to 5 seats, scores 0 to 9.
fn tables() -> impl Strategy<Value = Vec<(Vec<usize>, Vec<i64>, bool)>> {
    prop::collection::vec(
        (
            prop::sample::subsequence((0..NAMES.len()).collect::<Vec<_>>(), 2..=5).prop_shuffle(),
            prop::collection::vec(0i64..10, 5),
            any::<bool>(),
        )
            .prop_map(|(seats, scores, low)| {
                let n = seats.len();
                (seats, scores[..n].to_vec(), low)
            }),
        0..8,
    )
}

fn rated_tables(raw: &[(Vec<usize>, Vec<i64>, bool)]) -> Vec<RatedTable> {
    raw.iter()
        .map(|(seats, scores, low)| RatedTable {
            seats: seats.iter().map(|&i| NAMES[i].to_string()).collect(),
            scores: scores.iter().map(|&x| p(x)).collect(),
            lowest_wins: *low,
        })
        .collect()
}

proptest! {
    #[test]
    fn players_who_did_not_opt_in_are_ignored(raw in tables(), opted in prop::collection::vec(any::<bool>(), NAMES.len())) {
        let rated: Vec<String> = NAMES.iter().zip(&opted).filter(|(_, o)| **o).map(|(n, _)| n.to_string()).collect();
        let all = rated_tables(&raw);
        let r = rate(&all, &rated);
        // Only the players who opted in have a rating.
        prop_assert_eq!(r.len(), rated.len());
        // The same tables with the other players taken out rate everyone the same.
        let only: Vec<RatedTable> = all.iter().map(|t| {
            let (seats, scores): (Vec<String>, Vec<Points>) = t.seats.iter().cloned().zip(t.scores.iter().copied()).filter(|(s, _)| rated.contains(s)).unzip();
            RatedTable { seats, scores, lowest_wins: t.lowest_wins }
        }).collect();
        prop_assert_eq!(rate(&only, &rated), r.clone());
        // The games behind a rating: the tables where the player met another rated player.
        for name in &rated {
            let games = only.iter().filter(|t| t.seats.len() >= 2 && t.seats.contains(name)).count();
            prop_assert_eq!(r[name].games as usize, games);
            if games == 0 {
                prop_assert_eq!(r[name].rating.rating, 25.0);
            }
        }
    }
}
