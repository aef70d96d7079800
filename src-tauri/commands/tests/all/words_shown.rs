//! A long game's view in the reader's language tells what the game screen shows at once (issue
//! 25): `games_open` and every write of the game screen answer a German view with the end's
//! lines and the newest hand told in German and the older hands untold (no outcome, counted in
//! `untold`); `hands_told` tells any one of them in German, the same line the full retelling
//! (`games_view`, the TV's) gives, and asking again finds it kept. English is the view as it
//! always was, byte for byte, every hand with its outcome and no `untold`.

use crate::support::{ok, table};
use cardtable_commands::words::{retell_view, tell_hand, Lang};
use cardtable_commands::{call_for, AppState, Caller};
use serde_json::{json, Value};
use std::sync::Arc;

/// How many hands the game is played with before the test looks.
const HANDS: usize = 30;

fn phone() -> Caller {
    Caller::Phone {
        key: "anne".to_string(),
        name: "Anne".to_string(),
    }
}

/// Calls `cmd` as a phone reading `lang`.
fn ask(state: &AppState, lang: Lang, cmd: &str, args: Value) -> Value {
    call_for(state, &phone(), lang, cmd, args).unwrap_or_else(|e| panic!("{cmd}: {e}"))
}

/// A hand of Gin by counts: Ann knocks with `k` against Bob's `d`.
fn knock(k: u32, d: u32) -> Value {
    json!({"kind": "gin_rummy", "facts": {"form": "counts", "knocker": 0, "knockerDeadwood": k, "defenderDeadwood": d}})
}

/// A Gin game to 150 with [`HANDS`] hands (each Ann's knock, never gin, a few points each).
fn long_gin(state: &AppState) -> i64 {
    let id = ok(
        state,
        "games_create",
        json!({"game": {"players": ["Ann", "Bob"], "preset": "seed", "options": {"kind": "gin_rummy", "options": {"gameTarget": 150}}, "firstDealer": 0}}),
    )["id"]
        .as_i64()
        .unwrap();
    for n in 0..HANDS {
        let k = 1 + (n % 4) as u32;
        ok(
            state,
            "hands_record",
            json!({"gameId": id, "facts": knock(k, k + 1 + (n % 3) as u32)}),
        );
    }
    id
}

fn hands(view: &Value) -> &Vec<Value> {
    view["standings"]["hands"].as_array().unwrap()
}

fn explanation(line: &Value) -> Vec<String> {
    line["outcome"]["outcome"]["explanation"]
        .as_array()
        .unwrap_or_else(|| panic!("no explanation: {line}"))
        .iter()
        .map(|l| l.as_str().unwrap().to_string())
        .collect()
}

/// A German view of the game screen: the newest hand (and those in `also`) told as the full
/// retelling tells it, every other hand without outcome, and `untold` counting them.
fn shows_the_newest_told(view: &Value, full: &Value, also: &[usize]) {
    let (lines, all) = (hands(view), hands(full));
    assert_eq!(lines.len(), all.len());
    let newest = lines.len() - 1;
    for (i, (line, told)) in lines.iter().zip(all).enumerate() {
        if i == newest || also.contains(&i) {
            assert_eq!(
                line,
                told,
                "hand {} is told as the full view tells it",
                i + 1
            );
            assert!(
                explanation(line).iter().any(|l| l.contains("Restpunkte")),
                "hand {} in German: {line}",
                i + 1
            );
        } else {
            assert!(line["outcome"].is_null(), "hand {} untold: {line}", i + 1);
            assert!(line["problem"].is_null());
            // Everything else about the hand is as the full view has it.
            let mut bare = told.clone();
            bare["outcome"] = Value::Null;
            assert_eq!(line, &bare, "hand {}", i + 1);
        }
    }
    assert_eq!(view["untold"], json!(lines.len() - 1 - also.len()));
    assert_eq!(
        view["standings"]["explanation"],
        full["standings"]["explanation"]
    );
    assert_eq!(view["words"], full["words"]);
}

#[test]
fn a_long_games_german_view_tells_the_newest_hand_and_each_other_when_asked() {
    let (_dir, state) = table();
    let id = long_gin(&state);
    let game = json!({"gameId": id});
    // The full retelling, as before: every hand in German (the TV's view).
    let full = ask(&state, Lang::De, "games_view", game.clone());
    assert!(full.get("untold").is_none());
    assert!(hands(&full).iter().all(|h| !h["outcome"].is_null()));

    let opened = ask(&state, Lang::De, "games_open", game.clone());
    shows_the_newest_told(&opened["view"], &full, &[]);

    // Each untold hand, asked for, is the full retelling's line: its explanation in German.
    let english = ok(&state, "games_view", game.clone());
    for (i, told) in hands(&full).iter().enumerate() {
        let line = ask(
            &state,
            Lang::De,
            "hands_told",
            json!({"handId": told["id"]}),
        );
        assert_eq!(&line, told, "hand {}", i + 1);
        assert_ne!(
            explanation(&line),
            explanation(&hands(&english)[i]),
            "hand {} not in English",
            i + 1
        );
    }
    // French is told in French.
    let first = hands(&full)[0]["id"].clone();
    let french = ask(&state, Lang::Fr, "hands_told", json!({"handId": first}));
    assert!(
        explanation(&french).iter().any(|l| l.contains("Frappe")),
        "{french}"
    );
}

#[test]
fn english_views_are_what_they_always_were() {
    let (_dir, state) = table();
    let id = long_gin(&state);
    let game = json!({"gameId": id});
    // The view as stored, as the table answers it (its JSON value, written out): what every
    // English answer carried before languages.
    let stored = {
        let view = state.store().unwrap().game_view(id).unwrap();
        serde_json::to_string(&serde_json::to_value(&view).unwrap()).unwrap()
    };
    assert!(!stored.contains("untold"));
    let opened = ask(&state, Lang::En, "games_open", game.clone());
    assert_eq!(serde_json::to_string(&opened["view"]).unwrap(), stored);
    let host = ok(&state, "games_open", game.clone());
    assert_eq!(serde_json::to_string(&host["view"]).unwrap(), stored);
    let view: Value = serde_json::from_str(&stored).unwrap();
    for line in hands(&view) {
        let told = ask(
            &state,
            Lang::En,
            "hands_told",
            json!({"handId": line["id"]}),
        );
        assert_eq!(&told, line);
    }
    // A write's English answer too: every hand with its outcome.
    let undone = ask(&state, Lang::En, "history_undo", game.clone());
    assert!(undone.get("untold").is_none());
    assert!(hands(&undone).iter().all(|h| !h["outcome"].is_null()));
}

#[test]
fn every_write_of_the_game_screen_answers_in_german_as_it_opens() {
    let (_dir, state) = table();
    let id = long_gin(&state);
    let game = json!({"gameId": id});
    let full = |state: &AppState| ask(state, Lang::De, "games_view", json!({"gameId": id}));

    // Amending an old hand: the answer tells it too (the history shows it open).
    let fifth = hands(&full(&state))[4]["id"].clone();
    let amended = ask(
        &state,
        Lang::De,
        "hands_amend",
        json!({"handId": fifth, "facts": knock(3, 40)}),
    );
    shows_the_newest_told(&amended, &full(&state), &[4]);
    assert!(explanation(&hands(&amended)[4])
        .iter()
        .any(|l| l.contains("40")));

    let undone = ask(&state, Lang::De, "history_undo", game.clone());
    shows_the_newest_told(&undone, &full(&state), &[]);
    let redone = ask(&state, Lang::De, "history_redo", game.clone());
    shows_the_newest_told(&redone, &full(&state), &[]);
    let deleted = ask(&state, Lang::De, "hands_delete", json!({"handId": fifth}));
    shows_the_newest_told(&deleted, &full(&state), &[]);
    // Changing the rules answered the rules' English before: now the reader's language too.
    let options = ok(&state, "games_view", game.clone())["options"].clone();
    let changed = ask(
        &state,
        Lang::De,
        "games_set_options",
        json!({"gameId": id, "preset": "seed", "options": options}),
    );
    shows_the_newest_told(&changed, &full(&state), &[]);

    // The hand that ends the game: the end's lines and the newest hand in German.
    let saved = ask(
        &state,
        Lang::De,
        "hands_record",
        json!({"gameId": id, "facts": knock(0, 98)}),
    );
    let over = full(&state);
    assert_eq!(over["standings"]["over"], true);
    shows_the_newest_told(&saved, &over, &[]);
    let english_end = ok(&state, "games_view", game.clone())["standings"]["explanation"].clone();
    assert_ne!(saved["standings"]["explanation"], english_end);
    assert!(
        saved["standings"]["explanation"]
            .to_string()
            .contains("Ann"),
        "{}",
        saved["standings"]["explanation"]
    );
    // Reopening it for a correction, too.
    let reopened = ask(&state, Lang::De, "games_reopen", game.clone());
    shows_the_newest_told(&reopened, &full(&state), &[]);
}

#[test]
fn a_hand_asked_for_again_is_the_one_told_before() {
    let (_dir, state) = table();
    let id = long_gin(&state);
    let view = || state.store().unwrap().game_view(id).unwrap();
    let third = view().standings.hands[2].id;
    let once = tell_hand(view(), third, Some(Lang::De)).unwrap();
    let again = tell_hand(view(), third, Some(Lang::De)).unwrap();
    let (once, again) = (once.outcome.unwrap().0, again.outcome.unwrap().0);
    assert!(Arc::ptr_eq(&once, &again), "told once, kept");
    // The full retelling finds it kept as well, and the hands it told are kept for the next.
    let full = retell_view(view(), Some(Lang::De));
    assert!(Arc::ptr_eq(
        &once,
        &full.standings.hands[2].outcome.as_ref().unwrap().0
    ));
}

#[test]
fn a_hand_that_is_not_there_or_a_tv_asking_is_refused_in_words() {
    let (_dir, state) = table();
    let id = long_gin(&state);
    let e = call_for(
        &state,
        &phone(),
        Lang::De,
        "hands_told",
        json!({"handId": 99_999}),
    )
    .unwrap_err();
    let v = serde_json::to_value(&e).unwrap();
    assert_eq!(v["kind"], "not_found", "{v}");
    assert!(!v["message"].as_str().unwrap().is_empty());
    let hand =
        ok(&state, "games_view", json!({"gameId": id}))["standings"]["hands"][0]["id"].clone();
    let e = call_for(
        &state,
        &Caller::Tv,
        Lang::De,
        "hands_told",
        json!({"handId": hand}),
    )
    .unwrap_err();
    let v = serde_json::to_value(&e).unwrap();
    assert_eq!(v["code"], "E_HOST_ONLY", "{v}");
    assert!(v["message"].as_str().unwrap().contains("TV"), "{v}");
}

/// The rules' warnings (a legal but unusual choice, shown beside the hand: the entry's preview,
/// the newest hand, the history) come in the reader's language through the table, English as
/// the rules wrote it (issue 25: they were English on every screen).
#[test]
fn the_rules_warnings_read_in_the_readers_language() {
    let (_dir, state) = table();
    // A gin hand declared as three melds that leave 4♠: these cards arrange with none.
    let facts = json!({"kind": "gin_rummy", "facts": {"form": "cards", "knocker": 0,
        "knockerCards": ["As", "2s", "3s", "4s", "5h", "6h", "7h", "8c", "8d", "8s"],
        "knockerMelds": [["As", "2s", "3s"], ["5h", "6h", "7h"], ["8c", "8d", "8s"]],
        "defenderCards": ["Kd", "Qd", "Jd", "9c", "7c", "2h", "3h", "4d", "5d", "Tc"]}});
    let preview = |lang: Lang| {
        ask(
            &state,
            lang,
            "rules_preview",
            json!({"options": {"kind": "gin_rummy", "options": {}}, "table": {"seats": 2, "handIndex": 0, "dealer": 0}, "facts": facts}),
        )["warnings"][0]["message"]
            .as_str()
            .unwrap()
            .to_string()
    };
    assert_eq!(
        preview(Lang::En),
        "The declared melds leave 4 deadwood; these cards can be arranged with 0."
    );
    assert_eq!(
        preview(Lang::De),
        "Die angesagten Kombinationen lassen 4 Restpunkte; diese Karten lassen sich mit 0 Restpunkten legen."
    );
    assert!(preview(Lang::Es).starts_with("Las combinaciones declaradas dejan 4 puntos sueltos"));

    // A settlement game's points that do not balance, saved: the newest hand's warning.
    let id = ok(
        &state,
        "games_create",
        json!({"game": {"players": ["Ann", "Bob", "Cy"], "preset": "seed", "options": {"kind": "knock_rummy", "options": {}}, "firstDealer": 0}}),
    )["id"]
        .as_i64()
        .unwrap();
    let hand = json!({"kind": "knock_rummy", "facts": {"form": "points", "points": [12, -5, -5]}});
    let view = |lang: Lang| {
        let v = ask(&state, lang, "games_open", json!({"gameId": id}));
        v["view"]["standings"]["hands"][0]["warnings"][0]["message"]
            .as_str()
            .unwrap_or_else(|| panic!("no warning: {v}"))
            .to_string()
    };
    ok(&state, "hands_record", json!({"gameId": id, "facts": hand}));
    assert_eq!(
        view(Lang::En),
        "These payments don't add up to zero: in a settlement game what the losers pay, the winner receives."
    );
    assert_eq!(
        view(Lang::Fr),
        "Ces paiements ne s'annulent pas\u{a0}: dans un jeu à règlement, ce que paient les perdants, le gagnant le reçoit."
    );
}

/// Each seat's count in a rummy-family game's told hand ("melds 3♠ 4♠ 5♠; unmatched K♦ = 10",
/// "no cards") is in the reader's language, as the explanation under it is: in German
/// "Kombinationen …; Restkarten …", "keine Karten"; in English the same bytes as before.
#[test]
fn each_seats_count_reads_in_the_readers_language() {
    let (_dir, state) = table();
    let games = [
        (
            "basic_rummy",
            json!({"form": "cards", "winner": 0, "hands": ["", "KC 7D AH", "5S 5H", "QD JS 2C"], "rummy": false}),
        ),
        (
            "boathouse_rummy",
            json!({"form": "cards", "winner": 0, "hands": ["", "KC 7D AH", "5S 5H 2C", "9D"]}),
        ),
        (
            "gamblers_rummy",
            json!({"form": "cards", "winner": 2, "hands": ["KC 7D", "5S 5H 2C", "", "9D"]}),
        ),
        (
            "knock_rummy",
            json!({"form": "cards", "knocker": 0, "hands": [
                "3S 4S 5S 9H 9D 9C KD", "2H 3H 4H 7C 7D 7S AC", "QS QH JD 8C 5D 6D TD", "2C 2D 2S 6H 6S JC JS"]}),
        ),
    ];
    for (kind, facts) in games {
        let id = ok(
            &state,
            "games_create",
            json!({"game": {"players": ["Ann", "Bob", "Cy", "Di"], "preset": "seed", "options": {"kind": kind, "options": {}}, "firstDealer": 0}}),
        )["id"]
            .as_i64()
            .unwrap();
        ok(
            &state,
            "hands_record",
            json!({"gameId": id, "facts": {"kind": kind, "facts": facts}}),
        );
        let seats = |lang: Lang| -> Vec<String> {
            let view = ask(&state, lang, "games_view", json!({"gameId": id}));
            let seats = hands(&view)[0]["outcome"]["outcome"]["seats"].clone();
            seats
                .as_array()
                .unwrap_or_else(|| panic!("{kind}: no seats in {view}"))
                .iter()
                .map(|s| s["text"].as_str().unwrap().to_string())
                .collect()
        };
        let (english, german) = (seats(Lang::En), seats(Lang::De));
        assert!(!english.is_empty(), "{kind}");
        for (en, de) in english.iter().zip(&german) {
            assert!(
                en.contains("unmatched") || en.contains("no cards") || en.contains(" = "),
                "{kind}: {en}"
            );
            for word in ["unmatched", "melds", "no cards", "nothing"] {
                assert!(!de.contains(word), "{kind}: {de:?} (English {en:?})");
            }
        }
        assert!(
            german
                .iter()
                .any(|de| de.contains("Restkarten") || de.contains("keine Karten")),
            "{kind}: {german:?}"
        );
        // The explanation's lines under the counts are German too.
        let view = ask(&state, Lang::De, "games_view", json!({"gameId": id}));
        let lines = explanation(&hands(&view)[0]);
        assert!(
            !lines.iter().any(|l| l.contains("pays")),
            "{kind}: {lines:?}"
        );
    }
}
