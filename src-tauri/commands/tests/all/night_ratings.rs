//! Ratings across club nights (issue 26) through the command table: opt-in (a player who did
//! not opt in has no rating), recomputed from the stored games (a host's correction of a
//! table changes the ratings at once), with the number of tables behind each rating. The
//! Weng-Lin fold itself is the rules crate's (its tests/all/night_series_ratings.rs).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support::{ok, strings, table};
use serde_json::{json, Value};

fn rating(list: &Value, who: &str) -> Value {
    list.as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == who)
        .unwrap()
        .clone()
}

fn mu(list: &Value, who: &str) -> f64 {
    rating(list, who)["rating"].as_f64().unwrap()
}

#[test]
fn ratings_are_opt_in_and_a_correction_changes_them() {
    let (_dir, w) = table();
    let night = ok(
        &w,
        "night_new",
        json!({"night": {"kind": "gin_rummy", "players": ["Ann", "Bob", "Cy", "Dan", "Eve", "Fay"], "rounds": 1, "options": {"deals": 1, "seed": 5}}}),
    );
    let id = night["id"].clone();
    let round = ok(&w, "night_seat", json!({"nightId": id}));
    let tables = round["tables"].as_array().unwrap().clone();
    assert_eq!(tables.len(), 3);
    for t in &tables {
        // The first seat gins: 55-0.
        ok(
            &w,
            "hands_record",
            json!({"gameId": t["game"], "facts": {"kind": "gin_rummy", "facts": {"form": "counts", "knocker": 0, "knockerDeadwood": 0, "defenderDeadwood": 30}}}),
        );
    }
    // Nobody opted in yet: nobody is rated.
    let none = ok(&w, "ratings_list", json!({}));
    assert_eq!(none.as_array().unwrap().len(), 6);
    for p in none.as_array().unwrap() {
        assert_eq!(p["rated"], false);
        assert_eq!(p["rating"], Value::Null);
        assert_eq!(p["games"], 0);
    }
    let seats = |t: &Value| strings(&t["seats"]);
    // Both players of table 1 and one of table 2 opt in; the other of table 2 and table 3's
    // players do not.
    let (one, two) = (seats(&tables[0]), seats(&tables[1]));
    let ids: Value = ok(&w, "players_list", json!({}));
    let id_of = |who: &str| -> Value {
        ids.as_array()
            .unwrap()
            .iter()
            .find(|p| p["name"] == who)
            .unwrap()["id"]
            .clone()
    };
    for who in [&one[0], &one[1], &two[0]] {
        ok(
            &w,
            "players_rate",
            json!({"playerId": id_of(who), "rated": true}),
        );
    }
    // The results do not count until confirmed, corrected or accepted: no game behind anyone.
    let before = ok(&w, "ratings_list", json!({}));
    assert_eq!(rating(&before, &one[0])["games"], 0);
    assert_eq!(mu(&before, &one[0]), 25.0);
    ok(&w, "night_close_round", json!({"nightId": id}));
    let list = ok(&w, "ratings_list", json!({}));
    // Table 1: the winner rises, the loser falls, one game each.
    assert!(mu(&list, &one[0]) > 25.0, "{list}");
    assert!(mu(&list, &one[1]) < 25.0, "{list}");
    assert_eq!(rating(&list, &one[0])["games"], 1);
    assert_eq!(rating(&list, &one[1])["games"], 1);
    assert!(rating(&list, &one[0])["uncertainty"].as_f64().unwrap() < 25.0 / 3.0);
    // Table 2 had one rated player only: nobody to be rated against.
    assert_eq!(rating(&list, &two[0])["rated"], true);
    assert_eq!(rating(&list, &two[0])["games"], 0);
    assert_eq!(mu(&list, &two[0]), 25.0);
    // The players who did not opt in have no rating.
    let three = seats(&tables[2]);
    for who in [&two[1], &three[0], &three[1]] {
        assert_eq!(rating(&list, who)["rated"], false);
        assert_eq!(rating(&list, who)["rating"], Value::Null);
        assert_eq!(rating(&list, who)["uncertainty"], Value::Null);
        assert_eq!(rating(&list, who)["games"], 0);
    }
    // The host corrects table 1 the other way round: the ratings follow (nothing was stored).
    ok(
        &w,
        "night_correct",
        json!({"nightId": id, "gameId": tables[0]["game"], "scores": [0, 55], "reason": "The gin was the other player's"}),
    );
    let corrected = ok(&w, "ratings_list", json!({}));
    assert!(mu(&corrected, &one[0]) < 25.0, "{corrected}");
    assert!(mu(&corrected, &one[1]) > 25.0, "{corrected}");
    assert_eq!(mu(&corrected, &one[0]), mu(&list, &one[1]));
    assert_eq!(rating(&corrected, &one[0])["games"], 1);
    // Opting out takes the rating away, and the other player of the table has nobody left.
    let out = ok(
        &w,
        "players_rate",
        json!({"playerId": id_of(&one[0]), "rated": false}),
    );
    assert_eq!(rating(&out, &one[0])["rating"], Value::Null);
    assert_eq!(rating(&out, &one[1])["games"], 0);
    // An unknown player is refused in words.
    let err = cardtable_commands::call(&w, "players_rate", json!({"playerId": 999, "rated": true}))
        .unwrap_err();
    assert_eq!(err.code(), "E_NOT_FOUND");
    assert_eq!(err.to_string(), "Player 999 was not found.");
}

/// A club night of Gin for four (one deal, one round): the first seat of each table gins.
/// The night's id and its tables.
fn gin_night(w: &cardtable_commands::AppState, seed: u32) -> (Value, Vec<Value>) {
    let night = ok(
        w,
        "night_new",
        json!({"night": {"kind": "gin_rummy", "players": ["Ann", "Bob", "Cy", "Dan"], "rounds": 1, "options": {"deals": 1, "seed": seed}}}),
    );
    let id = night["id"].clone();
    let round = ok(w, "night_seat", json!({"nightId": id}));
    let tables = round["tables"].as_array().unwrap().clone();
    for t in &tables {
        ok(
            w,
            "hands_record",
            json!({"gameId": t["game"], "facts": {"kind": "gin_rummy", "facts": {"form": "counts", "knocker": 0, "knockerDeadwood": 0, "defenderDeadwood": 30}}}),
        );
    }
    ok(w, "night_close_round", json!({"nightId": id}));
    (id, tables)
}

#[test]
fn a_series_adds_up_its_nights_and_follows_a_correction() {
    let (_dir, w) = table();
    let (one, _) = gin_night(&w, 1);
    let (two, tables) = gin_night(&w, 2);
    let series = ok(
        &w,
        "series_new",
        json!({"name": " Autumn 2026 ", "nights": [one]}),
    );
    assert_eq!(series["name"], "Autumn 2026");
    let id = series["id"].clone();
    let added = ok(&w, "series_add", json!({"seriesId": id, "nightId": two}));
    assert_eq!(added["nights"].as_array().unwrap().len(), 2);
    assert_eq!(added["finalResults"], false);
    // Each night the two winners tie first on 2 match points: 2 players below and 1 level
    // is 5/2 series points each; the losers tie third: 1 level is 1/2 each. A night adds up
    // to 4 * 3 / 2 = 6, the series to 12.
    let total: f64 = added["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            let p = &s["points"];
            p.as_f64().unwrap_or_else(|| {
                let (n, d) = p.as_str().unwrap().split_once('/').unwrap();
                n.parse::<f64>().unwrap() / d.parse::<f64>().unwrap()
            })
        })
        .sum();
    assert_eq!(total, 12.0);
    for s in added["standings"].as_array().unwrap() {
        assert_eq!(s["nights"], 2);
    }
    let night_winners = |v: &Value, i: usize| -> Vec<String> {
        v["nights"][i]["winners"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s.as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(night_winners(&added, 1).len(), 2);
    // The host corrects night 2's table 1 the other way round: the series follows.
    let before = ok(&w, "series_show", json!({"seriesId": id}));
    let loser = tables[0]["seats"][1].as_str().unwrap().to_string();
    ok(
        &w,
        "night_correct",
        json!({"nightId": two, "gameId": tables[0]["game"], "scores": [0, 55], "reason": "Misread"}),
    );
    let after = ok(&w, "series_show", json!({"seriesId": id}));
    assert_ne!(before["standings"], after["standings"]);
    assert!(night_winners(&after, 1).contains(&loser));
    // A night counts in one series only; an unknown night is refused.
    let other = ok(&w, "series_new", json!({"name": "Winter", "nights": []}));
    let err = cardtable_commands::call(
        &w,
        "series_add",
        json!({"seriesId": other["id"], "nightId": one}),
    )
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        format!("Night {one} is in series {id} already: a night counts in one series.")
    );
    let err = cardtable_commands::call(&w, "series_new", json!({"name": "X", "nights": [99]}))
        .unwrap_err();
    assert_eq!(err.code(), "E_NOT_FOUND");
    assert_eq!(
        ok(&w, "series_list", json!({})).as_array().unwrap().len(),
        2
    );
    // The export: CSV standings, JSON the series.
    let csv = ok(
        &w,
        "series_export",
        json!({"seriesId": id, "format": "csv"}),
    );
    let lines: Vec<&str> = csv.as_str().unwrap().lines().collect();
    assert_eq!(
        lines[0],
        "place,player,series points,nights won,night points,nights"
    );
    assert_eq!(lines.len(), 5);
    let first = &after["standings"][0];
    assert!(
        lines[1].starts_with(&format!("1,{},", first["player"].as_str().unwrap())),
        "{}",
        lines[1]
    );
    let doc: Value = serde_json::from_str(
        ok(
            &w,
            "series_export",
            json!({"seriesId": id, "format": "json"}),
        )
        .as_str()
        .unwrap(),
    )
    .unwrap();
    assert_eq!(doc, after);
}
