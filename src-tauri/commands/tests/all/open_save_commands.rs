//! Opening a game and saving a hand in one request each (issue 28), through the command table
//! on a real database file: `games_open` answers what the game screen shows (the view with its
//! options in words, the game's details, the caller's own draft, the game's info and complete
//! options), the same as the commands it stands for; `hands_record` with `clearDraft` throws
//! the saving screen's draft away in the hand's own transaction, and no other screen's.

use crate::support::{ok, table};
use cardtable_commands::words::Lang;
use cardtable_commands::{call_as, call_for, Caller};
use serde_json::{json, Value};

fn phone(key: &str) -> Caller {
    Caller::Phone {
        key: key.to_string(),
        name: key.to_string(),
    }
}

fn gin(state: &cardtable_commands::AppState) -> i64 {
    ok(
        state,
        "games_create",
        json!({"game": {"players": ["Ann", "Bob"], "preset": "seed", "options": {"kind": "gin_rummy", "options": {"gameTarget": 150}}, "firstDealer": 0}}),
    )["id"]
        .as_i64()
        .unwrap()
}

#[test]
fn opening_a_game_answers_what_its_commands_answer_in_one() {
    let (_dir, state) = table();
    let id = gin(&state);
    let draft = json!({"kind": "gin_rummy", "facts": {"form": "counts", "knockerDeadwood": 4}});
    let ann = phone("ann");
    call_as(
        &state,
        &ann,
        "drafts_save",
        json!({"gameId": id, "facts": draft}),
    )
    .unwrap();
    let opened = call_as(&state, &ann, "games_open", json!({"gameId": id})).unwrap();
    let view = ok(&state, "games_view", json!({"gameId": id}));
    assert_eq!(opened["view"], view);
    assert_eq!(
        view["words"],
        ok(
            &state,
            "rules_words",
            json!({"preset": view["preset"], "options": view["options"]})
        )
    );
    assert!(view["words"]["endLine"].as_str().unwrap().contains("150"));
    assert_eq!(view["options"]["kind"], "gin_rummy", "complete and typed");
    assert_eq!(
        opened["meta"],
        ok(&state, "games_meta", json!({"gameId": id}))
    );
    assert_eq!(opened["info"]["name"], "Gin Rummy");
    assert_eq!(opened["info"]["handSize"], 10);
    // The caller's own draft: Ann's, never the host's nor another phone's.
    assert_eq!(opened["draft"], draft);
    let bob = call_as(&state, &phone("bob"), "games_open", json!({"gameId": id})).unwrap();
    assert!(bob["draft"].is_null());
    assert!(ok(&state, "games_open", json!({"gameId": id}))["draft"].is_null());
    // A phone's draft is its own whatever it names.
    let named = call_as(
        &state,
        &phone("bob"),
        "games_open",
        json!({"gameId": id, "device": "phone:ann"}),
    )
    .unwrap();
    assert!(named["draft"].is_null());
    // The TV view does not open a game for entry.
    assert!(call_as(&state, &Caller::Tv, "games_open", json!({"gameId": id})).is_err());
}

#[test]
fn a_save_clears_the_saving_screens_draft_in_its_own_request() {
    let (_dir, state) = table();
    let id = gin(&state);
    let draft = json!({"kind": "gin_rummy", "facts": {"form": "counts"}});
    let (ann, bob) = (phone("ann"), phone("bob"));
    for who in [&ann, &bob] {
        call_as(
            &state,
            who,
            "drafts_save",
            json!({"gameId": id, "facts": draft}),
        )
        .unwrap();
    }
    ok(&state, "drafts_save", json!({"gameId": id, "facts": draft}));
    let hand = |clear: bool| json!({"gameId": id, "facts": {"kind": "gin_rummy", "facts": {"form": "counts", "knocker": 0, "knockerDeadwood": 2, "defenderDeadwood": 30, "bigGin": false}}, "clearDraft": clear});
    // Without clearDraft, a save leaves the drafts alone (the CLI's, a tracker's).
    call_as(&state, &ann, "hands_record", hand(false)).unwrap();
    let draft_of =
        |who: &Caller| call_as(&state, who, "drafts_get", json!({"gameId": id})).unwrap();
    assert_eq!(draft_of(&ann), draft);
    // With it, Ann's draft goes with her save; Bob's and the host's stay.
    let view = call_as(&state, &ann, "hands_record", hand(true)).unwrap();
    assert_eq!(view["standings"]["hands"].as_array().unwrap().len(), 2);
    assert!(draft_of(&ann).is_null());
    assert_eq!(draft_of(&bob), draft);
    assert_eq!(draft_of(&Caller::Host), draft);
    // A save the rules refuse clears nothing (one transaction: nothing written).
    call_as(
        &state,
        &bob,
        "drafts_save",
        json!({"gameId": id, "facts": draft}),
    )
    .unwrap();
    let bad = json!({"gameId": id, "facts": {"kind": "gin_rummy", "facts": {"form": "counts", "knocker": 0, "knockerDeadwood": 99, "defenderDeadwood": 30, "bigGin": false}}, "clearDraft": true});
    assert!(call_as(&state, &bob, "hands_record", bad).is_err());
    assert_eq!(draft_of(&bob), draft);
    // Undone, the hand goes; the draft it cleared is not brought back.
    ok(&state, "history_undo", json!({"gameId": id}));
    assert!(draft_of(&ann).is_null());
}

#[test]
fn a_draft_written_before_a_save_and_landing_after_it_is_not_kept() {
    let (_dir, state) = table();
    let id = gin(&state);
    let ann = phone("ann");
    let typed = json!({"kind": "gin_rummy", "facts": {"form": "counts", "knocker": 0, "knockerDeadwood": 2}});
    let draft = |hands: u32| json!({"gameId": id, "facts": typed, "hands": hands});
    let draft_of = || call_as(&state, &ann, "drafts_get", json!({"gameId": id})).unwrap();
    // Ann types hand 1: her draft is written against a game of no hands, and kept.
    assert_eq!(
        call_as(&state, &ann, "drafts_save", draft(0)).unwrap(),
        json!(true)
    );
    assert_eq!(draft_of(), typed);
    // She saves hand 1 (her draft cleared with it); a draft write she sent just before the
    // save lands after it: it was written against no hands, the game has one, it is not kept.
    let hand = json!({"gameId": id, "facts": {"kind": "gin_rummy", "facts": {"form": "counts", "knocker": 0, "knockerDeadwood": 2, "defenderDeadwood": 30, "bigGin": false}}, "clearDraft": true});
    call_as(&state, &ann, "hands_record", hand).unwrap();
    assert_eq!(
        call_as(&state, &ann, "drafts_save", draft(0)).unwrap(),
        json!(false)
    );
    assert!(draft_of().is_null(), "the saved hand came back as a draft");
    // Opening the game again brings no unsaved hand back.
    let opened = call_as(&state, &ann, "games_open", json!({"gameId": id})).unwrap();
    assert!(opened["draft"].is_null(), "{}", opened["draft"]);
    // Her next hand's draft, written against the one hand there is, is kept; so is one that
    // names no count (an older screen).
    assert_eq!(
        call_as(&state, &ann, "drafts_save", draft(1)).unwrap(),
        json!(true)
    );
    assert_eq!(draft_of(), typed);
    call_as(&state, &ann, "drafts_discard", json!({"gameId": id})).unwrap();
    assert_eq!(
        call_as(
            &state,
            &ann,
            "drafts_save",
            json!({"gameId": id, "facts": typed})
        )
        .unwrap(),
        json!(true)
    );
    assert_eq!(draft_of(), typed);
}

/// What `rules_preview` answers (or refuses) for `facts` at `table` under `options`, as a phone
/// reading `lang` sees it: the answer's JSON, or the refusal's.
fn previewed(
    state: &cardtable_commands::AppState,
    lang: Lang,
    options: &Value,
    table: &Value,
    facts: &Value,
) -> Value {
    let args = json!({"options": options, "table": table, "facts": facts});
    match call_for(state, &phone("ann"), lang, "rules_preview", args) {
        Ok(scored) => json!({"scored": scored}),
        Err(refused) => json!({"refused": serde_json::to_value(refused).unwrap()}),
    }
}

#[test]
fn a_game_opened_with_a_draft_carries_the_preview_its_form_would_ask_for() {
    let (_dir, state) = table();
    let id = gin(&state);
    let ann = phone("ann");
    // Hand 1 saved: the draft enters hand 2, dealt by whom the standings say.
    let hand = json!({"gameId": id, "facts": {"kind": "gin_rummy", "facts": {"form": "counts", "knocker": 0, "knockerDeadwood": 2, "defenderDeadwood": 30, "bigGin": false}}});
    ok(&state, "hands_record", hand);
    let open =
        |lang: Lang| call_for(&state, &ann, lang, "games_open", json!({"gameId": id})).unwrap();
    let keep = |facts: &Value| {
        call_as(
            &state,
            &ann,
            "drafts_save",
            json!({"gameId": id, "facts": facts}),
        )
        .unwrap();
    };

    // No draft: nothing carried.
    assert!(open(Lang::En)["draftPreview"].is_null());

    // A hand the rules price (Ann knocks with 5 against 20), and one they refuse (deadwood over 10 is no knock), in English and in German: carried
    // exactly as rules_preview answers the form for the game's next hand.
    let priced = json!({"kind": "gin_rummy", "facts": {"form": "counts", "knocker": 0, "knockerDeadwood": 5, "defenderDeadwood": 20, "bigGin": false}});
    let refused = json!({"kind": "gin_rummy", "facts": {"form": "counts", "knocker": 0, "knockerDeadwood": 99, "defenderDeadwood": 20, "bigGin": false}});
    for (draft, outcome) in [(&priced, "scored"), (&refused, "refused")] {
        keep(draft);
        for lang in [Lang::En, Lang::De] {
            let opened = open(lang);
            let carried = &opened["draftPreview"];
            let table = &carried["table"];
            assert_eq!(
                table,
                &json!({"seats": 2, "handIndex": 1, "dealer": opened["view"]["standings"]["nextDealer"]})
            );
            let asked = previewed(&state, lang, &opened["view"]["options"], table, draft);
            assert!(!asked[outcome].is_null(), "{outcome}: {asked}");
            let (other, _) = [("scored", 0), ("refused", 0)]
                .into_iter()
                .find(|(o, _)| *o != outcome)
                .unwrap();
            assert!(carried["answer"][other].is_null(), "{carried}");
            assert_eq!(carried["answer"][outcome], asked[outcome], "{lang:?}");
        }
    }
    // In German, the refusal is German (the same words rules_preview says).
    keep(&refused);
    let german = open(Lang::De)["draftPreview"]["answer"]["refused"]["message"]
        .as_str()
        .unwrap()
        .to_string();
    let english = open(Lang::En)["draftPreview"]["answer"]["refused"]["message"]
        .as_str()
        .unwrap()
        .to_string();
    assert_ne!(german, english);

    // A draft that is no game's hand (a form's own half-typed state): nothing carried.
    keep(&json!({"typed": ["7", ""]}));
    assert!(open(Lang::En)["draftPreview"].is_null());

    // A game no longer played (Ann past 150): no form, nothing carried.
    keep(&priced);
    while !open(Lang::En)["view"]["standings"]["over"]
        .as_bool()
        .unwrap()
    {
        let gin = json!({"gameId": id, "facts": {"kind": "gin_rummy", "facts": {"form": "counts", "knocker": 0, "knockerDeadwood": 0, "defenderDeadwood": 60, "bigGin": false}}});
        ok(&state, "hands_record", gin);
    }
    let ended = open(Lang::En);
    assert_eq!(ended["draft"], priced);
    assert!(ended["draftPreview"].is_null());
}
