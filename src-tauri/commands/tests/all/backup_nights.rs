//! The JSON backup carries the club nights (issue 26 follow-up): a database with two nights
//! (two rounds; a result confirmed at the table, one refused and corrected by the host, one
//! confirmed and then changed and accepted; a bye; check-ins), a series of both and rated
//! players, exported and imported into a fresh database, reads the same: the nights as the
//! host, the TV and every phone see them (standings, tables, trails), the series, the ratings.
//! The tables' games get new ids there and the nights name them. An older backup still
//! imports; a newer one is refused in words; a damaged night section is refused in words and
//! the database is unchanged (the whole import is one transaction).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support::{invoke, ok, strings, table};
use cardtable_commands::ledger::Export;
use cardtable_commands::words::Lang;
use cardtable_commands::{call_as, call_for, AppState, Caller};
use serde_json::{json, Value};
use std::collections::BTreeMap;

const PLAYERS: [&str; 5] = ["Ann", "Bob", "Cy", "Dan", "Eve"];

fn phone(key: &str) -> Caller {
    Caller::Phone {
        key: key.to_string(),
        name: format!("{key}'s phone"),
    }
}

fn as_phone(w: &AppState, key: &str, name: &str, args: Value) -> Value {
    call_as(w, &phone(key), name, args)
        .map_err(|e| serde_json::to_value(e).unwrap())
        .unwrap_or_else(|e| panic!("{name} as {key}: {e}"))
}

fn seats(t: &Value) -> Vec<String> {
    strings(&t["seats"])
}

/// The first seat gins with the other's deadwood `dead`: 25 + dead to 0.
fn gin(w: &AppState, game: &Value, dead: u32) -> Value {
    ok(
        w,
        "hands_record",
        json!({"gameId": game, "facts": {"kind": "gin_rummy", "facts": {"form": "counts", "knocker": 0, "knockerDeadwood": 0, "defenderDeadwood": dead}}}),
    )
}

/// The database the tests back up: a deleted game first (so the nights' games have other ids
/// in a fresh database), night 1 of Gin for five over two rounds, finalised; night 2 for four
/// over one round, closed; a series of both; Ann, Bob and Cy rated.
fn club() -> (tempfile::TempDir, AppState) {
    let (dir, w) = table();
    let first = ok(
        &w,
        "games_create",
        json!({"game": {"players": ["Zed", "Yan"], "preset": "seed", "options": {"kind": "scorepad", "options": {}}, "firstDealer": 0}}),
    );
    ok(&w, "games_delete", json!({"gameId": first["id"]}));

    let night = ok(
        &w,
        "night_new",
        json!({"night": {"kind": "gin_rummy", "players": PLAYERS, "rounds": 2, "options": {"deals": 1, "seed": 3}}}),
    );
    let id = night["id"].clone();
    for who in PLAYERS {
        as_phone(
            &w,
            who,
            "night_check_in",
            json!({"nightId": id, "player": who}),
        );
    }
    // Round 1: table 1 confirmed by its loser; table 2 refused by its loser, corrected by the
    // host; one bye.
    let round = ok(&w, "night_seat", json!({"nightId": id}));
    let tables = round["tables"].as_array().unwrap().clone();
    assert_eq!(tables.len(), 2);
    assert_eq!(round["byes"].as_array().unwrap().len(), 1);
    let (t1, t2) = (&tables[0], &tables[1]);
    gin(&w, &t1["game"], 30);
    gin(&w, &t2["game"], 10);
    as_phone(
        &w,
        &seats(t1)[1],
        "night_confirm",
        json!({"nightId": id, "gameId": t1["game"]}),
    );
    as_phone(
        &w,
        &seats(t2)[1],
        "night_refuse",
        json!({"nightId": id, "gameId": t2["game"], "reason": "I had 20 deadwood, not 10", "scores": [45, 0]}),
    );
    ok(
        &w,
        "night_correct",
        json!({"nightId": id, "gameId": t2["game"], "scores": [45, 0], "reason": "Counted again at the table"}),
    );
    // Round 2: table 1 confirmed, then its hand changed (the confirmation lapses) and the
    // result accepted when the night is finalised; table 2 left to confirm, accepted too.
    let round = ok(&w, "night_seat", json!({"nightId": id}));
    let tables = round["tables"].as_array().unwrap().clone();
    let (t1, t2) = (&tables[0], &tables[1]);
    let view = gin(&w, &t1["game"], 30);
    gin(&w, &t2["game"], 5);
    as_phone(
        &w,
        &seats(t1)[1],
        "night_confirm",
        json!({"nightId": id, "gameId": t1["game"]}),
    );
    let hand = view["standings"]["hands"][0]["id"].clone();
    ok(
        &w,
        "hands_amend",
        json!({"handId": hand, "facts": {"kind": "gin_rummy", "facts": {"form": "counts", "knocker": 0, "knockerDeadwood": 0, "defenderDeadwood": 40}}}),
    );
    ok(&w, "night_finalise", json!({"nightId": id}));

    let two = ok(
        &w,
        "night_new",
        json!({"night": {"kind": "gin_rummy", "players": ["Ann", "Bob", "Cy", "Dan"], "rounds": 1, "options": {"deals": 1, "seed": 9}}}),
    );
    // Night 2 is still open: both tables confirmed at the table, then table 1's hand
    // changed, so it is to confirm again (its confirmation no longer holds).
    for who in ["Ann", "Bob", "Cy", "Dan"] {
        as_phone(
            &w,
            who,
            "night_check_in",
            json!({"nightId": two["id"], "player": who}),
        );
    }
    let round = ok(&w, "night_seat", json!({"nightId": two["id"]}));
    let mut hands = Vec::new();
    for t in round["tables"].as_array().unwrap() {
        let view = gin(&w, &t["game"], 15);
        hands.push(view["standings"]["hands"][0]["id"].clone());
        as_phone(
            &w,
            &seats(t)[1],
            "night_confirm",
            json!({"nightId": two["id"], "gameId": t["game"]}),
        );
    }
    ok(
        &w,
        "hands_amend",
        json!({"handId": hands[0], "facts": {"kind": "gin_rummy", "facts": {"form": "counts", "knocker": 0, "knockerDeadwood": 0, "defenderDeadwood": 20}}}),
    );

    // A table's game deleted from the recent games (its night still needs it).
    let table_two = round["tables"][1]["game"].clone();
    ok(&w, "games_delete", json!({"gameId": table_two}));
    ok(
        &w,
        "series_new",
        json!({"name": "Autumn 2026", "nights": [id, two["id"]]}),
    );
    let players = ok(&w, "players_list", json!({}));
    for p in players.as_array().unwrap() {
        if ["Ann", "Bob", "Cy"].contains(&p["name"].as_str().unwrap()) {
            ok(
                &w,
                "players_rate",
                json!({"playerId": p["id"], "rated": true}),
            );
        }
    }
    (dir, w)
}

/// Everything the screens read of the club: each night as the host, the TV and each
/// player's phone see it, the nights, the series, the ratings.
fn screens(w: &AppState) -> Value {
    let nights = ok(w, "nights_list", json!({}));
    let mut each = Vec::new();
    for n in nights.as_array().unwrap() {
        let id = &n["id"];
        let phones: Vec<Value> = PLAYERS
            .iter()
            .map(|who| as_phone(w, who, "night_phone", json!({"nightId": id})))
            .collect();
        each.push(json!({
            "show": ok(w, "night_show", json!({"nightId": id})),
            "tv": call_as(w, &Caller::Tv, "night_board", json!({"nightId": id})).unwrap(),
            "phones": phones,
        }));
    }
    json!({
        "nights": nights,
        "each": each,
        "series": ok(w, "series_list", json!({})),
        "ratings": ok(w, "ratings_list", json!({})),
    })
}

/// Night `n`'s games by (round, table), from its host view.
fn games_of(screens: &Value) -> BTreeMap<(usize, usize, u64), i64> {
    let mut out = BTreeMap::new();
    for (n, night) in screens["each"].as_array().unwrap().iter().enumerate() {
        for r in night["show"]["rounds"].as_array().unwrap() {
            for t in r["tables"].as_array().unwrap() {
                out.insert(
                    (
                        n,
                        r["round"].as_u64().unwrap() as usize,
                        t["table"].as_u64().unwrap(),
                    ),
                    t["game"].as_i64().unwrap(),
                );
            }
        }
    }
    out
}

/// `v` with every table's game id (a `game` key holding a number) replaced through `map`.
fn renumber(v: &Value, map: &BTreeMap<i64, i64>) -> Value {
    match v {
        Value::Object(o) => Value::Object(
            o.iter()
                .map(|(k, x)| {
                    let x = match (k.as_str(), x.as_i64()) {
                        ("game", Some(id)) => json!(map[&id]),
                        _ => renumber(x, map),
                    };
                    (k.clone(), x)
                })
                .collect(),
        ),
        Value::Array(a) => Value::Array(a.iter().map(|x| renumber(x, map)).collect()),
        other => other.clone(),
    }
}

/// Where `a` and `b` first differ (a path and both values), if they do.
fn difference(a: &Value, b: &Value, at: &str) -> Option<String> {
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            let keys: std::collections::BTreeSet<&String> = x.keys().chain(y.keys()).collect();
            keys.into_iter().find_map(|k| {
                difference(
                    x.get(k).unwrap_or(&Value::Null),
                    y.get(k).unwrap_or(&Value::Null),
                    &format!("{at}.{k}"),
                )
            })
        }
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => x
            .iter()
            .zip(y)
            .enumerate()
            .find_map(|(i, (p, q))| difference(p, q, &format!("{at}[{i}]"))),
        _ if a == b => None,
        _ => Some(format!("{at}: {a} / {b}")),
    }
}

fn export_text(w: &AppState) -> String {
    ok(w, "export_all", json!({"format": "json"}))
        .as_str()
        .unwrap()
        .to_string()
}

/// The file as it would be re-exported, but for the moment it was written.
fn content(text: &str) -> Value {
    let mut v: Value = serde_json::from_str(text).unwrap();
    v.as_object_mut().unwrap().remove("exportedAt");
    v
}

#[test]
fn a_backup_restores_every_club_night_on_another_laptop() {
    let (_dir, w) = club();
    let before = screens(&w);
    // What the club looks like: the trails the test means to carry.
    // Newest first: night 1 is the second.
    let one = &before["each"][1]["show"];
    assert!(one["finalised"].is_string(), "{one}");
    let trail = |r: usize, t: usize| -> Vec<String> {
        one["rounds"][r]["tables"][t]["trail"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["action"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(trail(0, 0), ["confirmed"]);
    assert_eq!(trail(0, 1), ["refused", "corrected"]);
    assert_eq!(trail(1, 0), ["confirmed", "accepted"]);
    assert_eq!(one["rounds"][1]["tables"][0]["counted"], json!([65, 0]));
    assert_eq!(one["rounds"][0]["tables"][1]["counted"], json!([45, 0]));
    assert_eq!(one["rounds"][0]["byes"].as_array().unwrap().len(), 1);
    assert_eq!(one["checkedIn"].as_array().unwrap().len(), 5);
    let two = &before["each"][0]["show"];
    assert_eq!(two["rounds"][0]["tables"][0]["status"], "toConfirm");
    assert_eq!(two["rounds"][0]["tables"][1]["status"], "confirmed");
    let rated: Vec<&Value> = before["ratings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["games"].as_u64().unwrap() > 0)
        .collect();
    assert!(!rated.is_empty(), "{}", before["ratings"]);

    let text = export_text(&w);
    let file: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(file["version"], 3);
    assert_eq!(file["nights"].as_array().unwrap().len(), 2);
    assert_eq!(
        file["series"],
        json!([{"name": "Autumn 2026", "createdAt": file["series"][0]["createdAt"], "nights": [0, 1]}])
    );
    // The deleted game that was no night's table is not in the backup; the deleted table's
    // game is, marked deleted.
    let games = file["games"].as_array().unwrap();
    assert!(games.iter().all(|g| g["kind"] == "gin_rummy"));
    assert_eq!(
        games.iter().filter(|g| g["deletedAt"].is_string()).count(),
        1
    );

    let (_other, fresh) = table();
    let report = ok(&fresh, "import_json", json!({"text": text}));
    assert_eq!(
        report["message"], "Imported 6 games and 2 club nights.",
        "{report}"
    );
    let after = screens(&fresh);

    // The tables' games have new ids here; each night names its own.
    let (old, new) = (games_of(&before), games_of(&after));
    assert_eq!(
        old.keys().collect::<Vec<_>>(),
        new.keys().collect::<Vec<_>>()
    );
    let map: BTreeMap<i64, i64> = old.iter().map(|(k, id)| (*id, new[k])).collect();
    assert!(map.iter().any(|(a, b)| a != b), "{map:?}");
    assert_eq!(difference(&renumber(&before, &map), &after, ""), None);

    // Restored, it backs up to the same file (but for its time: the deleted table's game is
    // still deleted, since a game not deleted would lose its `deletedAt`), and importing it
    // again adds nothing.
    assert_eq!(content(&export_text(&fresh)), content(&text));
    let again = ok(&fresh, "import_json", json!({"text": text}));
    assert_eq!(
        again["message"],
        "Imported 0 games; skipped 6 already here."
    );
    assert_eq!(difference(&screens(&fresh), &after, ""), None);
}

#[test]
fn an_older_backup_imports_and_a_newer_one_is_refused() {
    // A version 2 file (rated players, no night), as the Cardtable before nights wrote it.
    let (_dir, w) = table();
    ok(
        &w,
        "games_create",
        json!({"game": {"players": ["Ann", "Bob"], "preset": "seed", "options": {"kind": "scorepad", "options": {}}, "firstDealer": 0}}),
    );
    let ann = ok(&w, "players_list", json!({}))[0]["id"].clone();
    ok(&w, "players_rate", json!({"playerId": ann, "rated": true}));
    let old = export_text(&w);
    let file: Value = serde_json::from_str(&old).unwrap();
    assert_eq!(file["version"], 2);
    assert!(file.get("nights").is_none() && file.get("series").is_none());
    // It imports beside the club's nights, which stay.
    let (_c, club) = club();
    let before = screens(&club);
    let report = ok(&club, "import_json", json!({"text": old}));
    assert_eq!(report["message"], "Imported 1 game.");
    let after = screens(&club);
    assert_eq!(after["each"], before["each"]);
    assert_eq!(after["series"], before["series"]);

    // A file from a newer Cardtable is refused in words, writing nothing.
    let newer = export_text(&club).replacen("\"version\": 3", "\"version\": 4", 1);
    let err = invoke(&club, "import_json", json!({"text": newer})).unwrap_err();
    assert_eq!(
        err["message"],
        "This export is version 4; this Cardtable reads up to version 3. Update Cardtable to import it."
    );
}

/// A change to a backup's content.
type Edit = Box<dyn FnOnce(&mut Export)>;

/// The club's backup with its first night changed by `edit`, sealed again (a damage the
/// checksum does not catch: the night section itself does not hold together).
fn damaged(text: &str, edit: impl FnOnce(&mut Export)) -> String {
    let mut e: Export = serde_json::from_str(text).unwrap();
    edit(&mut e);
    serde_json::to_string_pretty(&e.sealed().unwrap()).unwrap()
}

#[test]
fn a_damaged_night_section_is_refused_and_nothing_is_written() {
    let (_dir, w) = club();
    let text = export_text(&w);
    let games = serde_json::from_str::<Export>(&text).unwrap().games.len();
    // Into a database holding something already, whose content must not change.
    let (_other, target) = table();
    ok(
        &target,
        "games_create",
        json!({"game": {"players": ["Ann", "Bob"], "preset": "seed", "options": {"kind": "scorepad", "options": {}}, "firstDealer": 0}}),
    );
    let unchanged = content(&export_text(&target));
    let refused = |file: String| -> String {
        let err = invoke(&target, "import_json", json!({"text": file})).unwrap_err();
        assert_eq!(content(&export_text(&target)), unchanged);
        assert_eq!(ok(&target, "nights_list", json!({})), json!([]));
        err["message"].as_str().unwrap().to_string()
    };
    let cases: Vec<(Edit, String)> = vec![
        (
            Box::new(|e: &mut Export| e.nights[0].rounds[0].tables[0].game = 99),
            format!("This Cardtable export is damaged: Club night 1 in the file says round 1's table 1 is game 100 but the file has {games} games; nothing was imported."),
        ),
        (
            Box::new(|e: &mut Export| {
                let other = e.nights[0].rounds[0].tables[0].game;
                e.nights[0].rounds[1].tables[0].game = other;
            }),
            "This Cardtable export is damaged: Club night 1 in the file says round 2's table 1 is game 1, which is a table of club night 1 in the file too; nothing was imported.".to_string(),
        ),
        (
            Box::new(|e: &mut Export| e.nights[0].rounds[0].byes = vec!["Zoe".into()]),
            "This Cardtable export is damaged: Club night 1 in the file gives Zoe a bye in round 1, who is not one of its players or is seated; nothing was imported.".to_string(),
        ),
        (
            Box::new(|e: &mut Export| e.nights[0].rounds[1].round = 3),
            "This Cardtable export is damaged: Club night 1 in the file has a round 3 where round 2 of its 2 should be; nothing was imported.".to_string(),
        ),
        (
            Box::new(|e: &mut Export| e.nights[0].rounds[0].tables[1].results[1].reason = None),
            "This Cardtable export is damaged: Club night 1 in the file has a result of round 1's table 2 that does not hold together; nothing was imported.".to_string(),
        ),
        (
            Box::new(|e: &mut Export| e.nights[0].spec = json!({"kind": "gin_rummy"})),
            "This Cardtable export is damaged: Club night 1 in the file has a description Cardtable cannot read (“rules” is missing); nothing was imported.".to_string(),
        ),
        (
            Box::new(|e: &mut Export| e.series[0].nights = vec![0, 5]),
            "This Cardtable export is damaged: the series Autumn 2026 names club night 6 of 2, or one already in a series; nothing was imported.".to_string(),
        ),
    ];
    for (edit, message) in cases {
        let file = damaged(&text, edit);
        assert_eq!(refused(file.clone()), message);
        // In the reader's language, its code the same (issue 25).
        for lang in [Lang::De, Lang::Fr, Lang::Es] {
            let e = call_for(
                &target,
                &Caller::Host,
                lang,
                "import_json",
                json!({"text": file}),
            )
            .unwrap_err();
            assert_eq!(e.code(), "E_IMPORT");
            assert_ne!(e.to_string(), message, "{}", lang.tag());
        }
    }
    // Edited without sealing again, the checksum catches it.
    let edited = text.replacen("\"seed\": 3", "\"seed\": 4", 1);
    assert_ne!(edited, text);
    assert_eq!(
        refused(edited),
        "This Cardtable export is damaged: its content does not match its checksum."
    );

    // A damage only the database can see, after the night's first rows are written: a night
    // (made at another moment, so not the same night) whose tables are games already played
    // at a night here. The whole import is one transaction: nothing of it stays.
    ok(&target, "import_json", json!({"text": text}));
    let restored = content(&export_text(&target));
    let clash = damaged(&text, |e| {
        e.nights[1].created_at = "2026-01-01T00:00:00.000Z".into();
        e.players.push(cardtable_commands::ledger::ExportPlayer {
            name: "Quinn".into(),
            created_at: "2026-01-01T00:00:00.000Z".into(),
            rated: true,
        });
    });
    let err = invoke(&target, "import_json", json!({"text": clash})).unwrap_err();
    assert_eq!(
        err["message"],
        "The club night made at 2026-01-01T00:00:00.000Z: table 1 of round 1 is a game already played at another club night here; nothing was imported."
    );
    assert_eq!(content(&export_text(&target)), restored);
    assert!(!export_text(&target).contains("Quinn"));
}
