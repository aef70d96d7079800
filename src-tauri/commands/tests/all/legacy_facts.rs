//! Hands stored while a game was "points only" stay readable and keep their points when the
//! game gains its referee (the versioned facts shape of `games::dispatch`).
//!
//! The database is the frozen version-1 fixture: its Knock Rummy game was kept with points
//! entered by hand, `{"points": [...]}`, with no `"form"`. Its hands are read back (1) through
//! the store, as the app shows them, whatever Knock Rummy's rules are in this build, and
//! (2) straight from the SQLite rows by a refereed game whose hand is tagged by `"form"` and
//! has a `points` form, the shape every such game keeps: version 1 must read as that form with
//! the same points, and anything else must still be refused.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use cardtable_commands::Ledger;
use cardtable_rules::games::dispatch::{hand_of, score_json};
use cardtable_rules::games::{Game, GameEnd, GameKind, HandFacts, PlayedHand, Scored, Table};
use cardtable_rules::{Points, RuleError};
use rusqlite::Connection;
use serde::{Deserialize, Serialize};
use serde_json::Value;

const V1: &str = include_str!("../fixtures/v1_database.sql");

/// A refereed game as the once points-only games are written: hands tagged by `"form"`.
struct Refereed;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "form", rename_all = "camelCase")]
enum RefereedHand {
    /// Points entered by hand (kept for hands stored before the referee).
    Points { points: Vec<Points> },
    /// The knocker and the cards.
    Cards {
        knocker: usize,
        cards: Vec<Vec<String>>,
    },
}

impl Game for Refereed {
    const KIND: GameKind = GameKind::KnockRummy;
    type Options = ();
    type Hand = RefereedHand;
    type Outcome = ();
    const NAME: &'static str = "Knock Rummy (test)";
    const PLAYERS: (u8, u8) = (2, 6);
    const SUMMARY: &'static str = "A test stand-in for a refereed game.";

    fn win_rule(_: &()) -> cardtable_rules::games::WinRule {
        cardtable_rules::games::WinRule::highest(false)
    }

    fn hand_words(_: &(), points: &[Points], names: &[String]) -> String {
        cardtable_rules::ledger::words::by_points(points, names)
    }

    fn entered_said(hand: &RefereedHand, seat: usize) -> cardtable_rules::says::Said {
        match hand {
            RefereedHand::Points { points } => {
                cardtable_rules::ledger::words::entered_points_said(points, seat)
            }
            RefereedHand::Cards { cards, .. } => cardtable_rules::says::text(
                cards.get(seat).map(|c| c.join(" ")).unwrap_or_default(),
            ),
        }
    }

    fn score(_: &(), table: &Table, hand: &RefereedHand) -> Result<Scored<()>, RuleError> {
        match hand {
            RefereedHand::Points { points } if points.len() == table.seats => Ok(Scored {
                points: points.clone(),
                outcome: (),
                warnings: vec![],
            }),
            _ => Err(RuleError::new("E_TEST", "not scored in this test")),
        }
    }

    fn end(_: &(), _: usize, _: &[PlayedHand]) -> GameEnd {
        GameEnd::default()
    }
}

fn v1_database() -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("points-only.db");
    Connection::open(&path).unwrap().execute_batch(V1).unwrap();
    (dir, path)
}

fn pts(v: &[(i64, i64)]) -> Vec<Points> {
    v.iter()
        .map(|&(n, d)| Points::ratio(n, d).unwrap())
        .collect()
}

#[test]
fn points_only_hands_read_as_the_points_form_with_their_points() {
    let (_dir, path) = v1_database();
    let raw: Vec<Value> = {
        let c = Connection::open(&path).unwrap();
        let mut q = c
            .prepare("SELECT facts FROM hands WHERE game_id = 2 ORDER BY seq")
            .unwrap();
        let rows: Vec<String> = q
            .query_map([], |r| r.get(0))
            .unwrap()
            .map(Result::unwrap)
            .collect();
        rows.iter()
            .map(|s| serde_json::from_str(s).unwrap())
            .collect()
    };
    assert_eq!(raw.len(), 2);
    assert!(
        raw.iter().all(|f| f.get("form").is_none()),
        "version-1 rows"
    );
    let read: Vec<RefereedHand> = raw
        .iter()
        .map(|f| hand_of::<Refereed>(GameKind::KnockRummy, f).unwrap())
        .collect();
    assert_eq!(
        read,
        [
            RefereedHand::Points {
                points: pts(&[(10, 1), (-5, 2), (-15, 2)])
            },
            RefereedHand::Points {
                points: pts(&[(0, 1), (4, 1), (-4, 1)])
            },
        ]
    );
    // Version 2 reads as itself; what is neither is still refused, with the reason.
    let v2 = serde_json::json!({"form": "cards", "knocker": 1, "cards": [["As"]]});
    assert!(matches!(
        hand_of::<Refereed>(GameKind::KnockRummy, &v2),
        Ok(RefereedHand::Cards { knocker: 1, .. })
    ));
    for bad in [
        serde_json::json!({"form": "points"}),
        serde_json::json!({"pts": [1, 2]}),
        serde_json::json!([1, 2]),
    ] {
        let e = hand_of::<Refereed>(GameKind::KnockRummy, &bad).unwrap_err();
        assert_eq!(e.code, "E_BAD_HAND", "{bad}");
    }
}

#[test]
fn the_store_shows_points_only_hands_with_their_points() {
    let (_dir, path) = v1_database();
    let s = Ledger::open(&path).unwrap();
    let knock = s.game_view(2).unwrap();
    assert_eq!(knock.game.kind, GameKind::KnockRummy);
    let lines = &knock.standings.hands;
    assert_eq!(lines.len(), 2);
    for (line, want) in lines.iter().zip([
        pts(&[(10, 1), (-5, 2), (-15, 2)]),
        pts(&[(0, 1), (4, 1), (-4, 1)]),
    ]) {
        assert_eq!(line.problem, None, "hand {} reads", line.id);
        assert_eq!(line.points, want);
        assert!(!line.stale);
        let facts = line
            .facts
            .as_ref()
            .expect("facts read as a Knock Rummy hand");
        assert_eq!(facts.kind(), GameKind::KnockRummy);
        // Read again from what the app would send back (an amend): the same points.
        let table = Table {
            seats: 3,
            hand_index: line.number - 1,
            dealer: line.dealer,
        };
        let again = score_json(
            GameKind::KnockRummy,
            &knock.options.to_value(),
            &table,
            &facts.to_value(),
        );
        assert_eq!(again.map(|s| s.points), Ok(want.clone()));
        assert!(matches!(
            HandFacts::read(GameKind::KnockRummy, &line.stored_facts),
            Ok(HandFacts::KnockRummy(_))
        ));
    }
    assert_eq!(knock.standings.totals, pts(&[(10, 1), (3, 2), (-23, 2)]));
}
