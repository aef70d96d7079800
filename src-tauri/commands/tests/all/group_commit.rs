//! The group commit (`commands/src/group.rs`): saves made at once from many threads are
//! written together, each in its own savepoint, with one commit, and each caller is answered
//! with its own result only once that commit is on disk.
//!
//! To make a group without timing, a test holds the database (as a long read does) while its
//! threads save; once every save is queued (`saves_waiting`), it lets go, and the writer takes
//! them all at once. Counted after each group: every hand recorded exactly once (hands,
//! history, versions), the drafts cleared exactly for the saves kept, the listeners told once
//! per save kept and never for a save not kept, and the group commits.

use crate::support::{execute, table};
use cardtable_commands::{call, call_as, AppState, Caller, Commits};
use serde_json::{json, Value};
use std::thread;
use std::time::Duration;

/// A paired phone of player `n`.
fn phone(n: usize) -> Caller {
    Caller::Phone {
        key: format!("key-{n}"),
        name: format!("Player {n}"),
    }
}

/// `n` scorepad games for two; their ids.
fn games(state: &AppState, n: usize) -> Vec<i64> {
    (0..n)
        .map(|i| {
            let game = call(
                state,
                "games_create",
                json!({"game": {"players": [format!("Ann {i}"), format!("Bob {i}")], "preset": "seed", "options": {"kind": "scorepad", "options": {}}, "firstDealer": 0}}),
            )
            .unwrap();
            game["id"].as_i64().unwrap()
        })
        .collect()
}

/// A save of `points` to `game` made from version `version`, clearing the saving phone's
/// draft, under an idempotency key of its own.
fn save(game: i64, points: Value, version: i64, key: &str) -> Value {
    json!({"gameId": game, "facts": {"kind": "scorepad", "facts": {"points": points}}, "version": version, "key": key, "clearDraft": true})
}

/// Phone `n` keeps a draft of `game`.
fn draft(state: &AppState, n: usize, game: i64) {
    call_as(
        state,
        &phone(n),
        "drafts_save",
        json!({"gameId": game, "facts": {"points": [n, 0]}}),
    )
    .unwrap();
}

/// Phone `n`'s draft of `game`, if it has one.
fn draft_of(state: &AppState, n: usize, game: i64) -> Value {
    call_as(state, &phone(n), "drafts_get", json!({"gameId": game})).unwrap()
}

/// Makes every save in `saves` (phone, arguments) at once, while the database is held, and
/// lets the writer go once all of them are queued: one group. Each save's answer, in order,
/// as the caller sees it (the value, or the error as JSON).
fn together(state: &AppState, saves: Vec<(usize, Value)>) -> Vec<Result<Value, Value>> {
    let held = state.store().unwrap();
    let n = saves.len();
    let threads: Vec<_> = saves
        .into_iter()
        .map(|(who, args)| {
            let state = state.clone();
            thread::spawn(move || {
                call_as(&state, &phone(who), "hands_record", args)
                    .map_err(|e| serde_json::to_value(e).unwrap())
            })
        })
        .collect();
    // Waits for a condition (never for a time): every save queued behind the held database.
    let mut polls = 0;
    while state.saves_waiting() < n {
        polls += 1;
        assert!(polls < 60_000, "the saves never all queued");
        thread::sleep(Duration::from_millis(1));
    }
    drop(held);
    threads.into_iter().map(|t| t.join().unwrap()).collect()
}

/// Hands recorded in `game`, with their points.
fn hands(state: &AppState, game: i64) -> Vec<Value> {
    let view = call(state, "games_view", json!({"gameId": game})).unwrap();
    view["standings"]["hands"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["points"].clone())
        .collect()
}

fn version(state: &AppState, game: i64) -> i64 {
    call(state, "games_version", json!({"gameId": game}))
        .unwrap()
        .as_i64()
        .unwrap()
}

/// How many history entries (the changes undo can revert) game `game` has.
fn history(state: &AppState, game: i64) -> i64 {
    state
        .store()
        .unwrap()
        .connection()
        .query_row(
            "SELECT COUNT(*) FROM history WHERE game_id = ?1",
            [game],
            |r| r.get(0),
        )
        .unwrap()
}

/// The listeners' log: every game a write told them of.
fn told(state: &AppState) -> std::sync::Arc<std::sync::Mutex<Vec<Option<i64>>>> {
    let log = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let into = log.clone();
    state.listen(Box::new(move |game| into.lock().unwrap().push(game)));
    log
}

fn since(before: Commits, after: Commits) -> (u64, u64) {
    (after.groups - before.groups, after.saves - before.saves)
}

/// `n` games for two, each with a draft kept by its phone, and a fault planted in the
/// database (`fault` writes its SQL from the games' ids): the folder, the state, the ids.
fn drafted_with_fault(
    n: usize,
    fault: impl FnOnce(&[i64]) -> String,
) -> (tempfile::TempDir, AppState, Vec<i64>) {
    let (dir, state) = table();
    let ids = games(&state, n);
    for (i, game) in ids.iter().enumerate() {
        draft(&state, i, *game);
    }
    execute(&state, &fault(&ids));
    (dir, state, ids)
}

#[test]
fn saves_made_at_once_are_one_commit_each_recorded_once_and_answered_its_own() {
    const N: usize = 16;
    let (_dir, state) = table();
    let ids = games(&state, N);
    let log = told(&state);
    // A save with nobody else waiting is written at once: a group of one.
    let start = state.commits();
    let alone = call_as(
        &state,
        &phone(0),
        "hands_record",
        save(ids[0], json!([1, 1]), 0, "alone"),
    )
    .unwrap();
    assert_eq!(since(start, state.commits()), (1, 1));
    assert_eq!(alone["version"], version(&state, ids[0]));
    for (n, game) in ids.iter().enumerate() {
        draft(&state, n, *game);
        // Another screen's draft of the same game is not the saving phone's to clear.
        draft(&state, N + n, *game);
    }
    let versions: Vec<i64> = ids.iter().map(|g| version(&state, *g)).collect();
    let before = state.commits();
    let told_before = log.lock().unwrap().len();
    let saves = ids
        .iter()
        .enumerate()
        .map(|(n, g)| {
            (
                n,
                save(*g, json!([n, -(n as i64)]), versions[n], &format!("k{n}")),
            )
        })
        .collect();
    let answers = together(&state, saves);
    assert_eq!(since(before, state.commits()), (1, N as u64), "one commit");
    for (n, answer) in answers.into_iter().enumerate() {
        let answer = answer.unwrap_or_else(|e| panic!("save {n}: {e}"));
        // Its own game, with its own hand last, at the version the game now has.
        assert_eq!(answer["game"]["id"], ids[n], "save {n}");
        let last = answer["standings"]["hands"]
            .as_array()
            .unwrap()
            .last()
            .unwrap()
            .clone();
        assert_eq!(last["points"], json!([n, -(n as i64)]), "save {n}");
        assert_eq!(answer["version"], version(&state, ids[n]), "save {n}");
        assert_ne!(answer["version"], versions[n], "save {n}");
    }
    // Counted after the group: every hand exactly once, one history entry per save, each
    // saving phone's draft cleared and the other screen's kept.
    for (n, game) in ids.iter().enumerate() {
        let mut want = vec![json!([n, -(n as i64)])];
        if n == 0 {
            want.insert(0, json!([1, 1]));
        }
        assert_eq!(hands(&state, *game), want, "game {game}");
        assert_eq!(history(&state, *game), want.len() as i64, "game {game}");
        assert!(draft_of(&state, n, *game).is_null(), "game {game}");
        assert_eq!(
            draft_of(&state, N + n, *game),
            json!({"points": [N + n, 0]})
        );
    }
    // The listeners were told once per save kept, after the group.
    let mut seen: Vec<i64> = log.lock().unwrap()[told_before..]
        .iter()
        .map(|g| g.unwrap())
        .collect();
    seen.sort();
    assert_eq!(seen, ids);
    // The same saves sent again (a phone retrying after a lost answer, without a version)
    // record nothing.
    let again = ids
        .iter()
        .enumerate()
        .map(|(n, g)| {
            let mut args = save(*g, json!([n, -(n as i64)]), 0, &format!("k{n}"));
            args.as_object_mut().unwrap().remove("version");
            (n, args)
        })
        .collect();
    for (n, answer) in together(&state, again).into_iter().enumerate() {
        assert_eq!(answer.unwrap()["game"]["id"], ids[n]);
    }
    for (n, game) in ids.iter().enumerate() {
        assert_eq!(hands(&state, *game).len(), if n == 0 { 2 } else { 1 });
    }
}

#[test]
fn a_refused_save_in_a_group_is_undone_alone_with_its_own_refusal() {
    const N: usize = 8;
    // Game 2's save fails half way through its write (its hand and its scores written, its
    // draft thrown away, then its history entry refused), as a write can fail on a damaged
    // disk: its savepoint must undo all of it, and nothing of the others.
    let (_dir, state, ids) = drafted_with_fault(N, |ids| {
        format!(
            "CREATE TRIGGER refuse_history BEFORE INSERT ON history WHEN NEW.game_id = {}
             BEGIN SELECT RAISE(ABORT, 'the history of this game cannot be written'); END;",
            ids[2]
        )
    });
    let log = told(&state);
    let before = state.commits();
    let mut saves: Vec<(usize, Value)> = ids
        .iter()
        .enumerate()
        .map(|(n, g)| (n, save(*g, json!([n, 1]), 0, &format!("k{n}"))))
        .collect();
    // Game 5's hand is refused by the rules (one score for two players).
    saves[5].1 = save(ids[5], json!([5]), 0, "k5");
    // A second save to game 7 made from the same version as the first: whichever of the two
    // is written first changes the game, so the other is stale and names who did.
    saves.push((N, save(ids[7], json!([N, 1]), 0, "k-late")));
    let answers = together(&state, saves);
    assert_eq!(since(before, state.commits()), (1, N as u64 - 2));
    let (first, late) = if answers[7].is_ok() { (7, N) } else { (N, 7) };
    for (n, answer) in answers.iter().enumerate() {
        match n {
            2 => {
                let e = answer.as_ref().unwrap_err();
                assert_eq!(e["kind"], "storage", "{e}");
                assert!(
                    e["message"].as_str().unwrap().contains("cannot be written"),
                    "{e}"
                );
            }
            5 => assert_eq!(answer.as_ref().unwrap_err()["code"], "E_ENTRY_COUNT"),
            n if n == late => {
                let e = answer.as_ref().unwrap_err();
                assert_eq!(e["code"], "E_STALE", "{e}");
                let by = format!("Player {first} (phone) just recorded hand 1.");
                assert!(e["message"].as_str().unwrap().starts_with(&by), "{e}");
            }
            _ => assert_eq!(answer.as_ref().unwrap()["game"]["id"], ids[n.min(7)]),
        }
    }
    for (n, game) in ids.iter().enumerate() {
        let refused = n == 2 || n == 5;
        let kept = if n == 7 { first } else { n };
        let want: Vec<Value> = if refused {
            vec![]
        } else {
            vec![json!([kept, 1])]
        };
        assert_eq!(hands(&state, *game), want, "game {game}");
        assert_eq!(history(&state, *game), want.len() as i64, "game {game}");
        assert_eq!(version(&state, *game) == 0, refused, "game {game}");
        // A refused save's draft is kept: the phone still has what was typed.
        let cleared = !(refused || (n == 7 && late == 7));
        assert_eq!(draft_of(&state, n, *game).is_null(), cleared, "game {game}");
    }
    let told: Vec<Option<i64>> = log.lock().unwrap().clone();
    assert_eq!(told.len(), N - 2);
    assert!(!told.contains(&Some(ids[2])) && !told.contains(&Some(ids[5])));
    // The stale save, sent again from the version it now sees, is recorded.
    let v = version(&state, ids[7]);
    let key = if late == 7 { "k7" } else { "k-late" };
    call_as(
        &state,
        &phone(late),
        "hands_record",
        save(ids[7], json!([late, 1]), v, key),
    )
    .unwrap();
    assert_eq!(hands(&state, ids[7]), [json!([first, 1]), json!([late, 1])]);
}

#[test]
fn a_failed_commit_answers_every_save_of_the_group_with_it_and_keeps_none() {
    const N: usize = 10;
    // A constraint checked only at commit: a hand of game 4 leaves a row that points at no
    // game, so the group's COMMIT itself fails (as a full disk or a failed sync fails it),
    // after every save in the group was written.
    let (_dir, state, ids) = drafted_with_fault(N, |ids| {
        format!(
            "CREATE TABLE dangling (game INTEGER REFERENCES games(id) DEFERRABLE INITIALLY DEFERRED);
             CREATE TRIGGER dangle AFTER INSERT ON hands WHEN NEW.game_id = {}
             BEGIN INSERT INTO dangling VALUES (-1); END;",
            ids[4]
        )
    });
    let log = told(&state);
    let before = state.commits();
    // Alone, game 4's save is a group of one whose commit fails: refused, and the game read
    // right after it (the rows it wrote were the last the store saw) has no hand.
    let e = call_as(
        &state,
        &phone(4),
        "hands_record",
        save(ids[4], json!([4, 2]), 0, "k4"),
    )
    .unwrap_err();
    assert_eq!(serde_json::to_value(&e).unwrap()["kind"], "storage", "{e}");
    assert!(hands(&state, ids[4]).is_empty());
    let saves: Vec<(usize, Value)> = ids
        .iter()
        .enumerate()
        .map(|(n, g)| (n, save(*g, json!([n, 2]), 0, &format!("k{n}"))))
        .collect();
    for (n, answer) in together(&state, saves.clone()).into_iter().enumerate() {
        let e = answer.unwrap_err();
        assert_eq!(e["kind"], "storage", "save {n}: {e}");
        assert!(
            e["message"]
                .as_str()
                .unwrap()
                .starts_with("Nothing was saved"),
            "{e}"
        );
    }
    assert_eq!(since(before, state.commits()), (0, 0));
    // Nothing of the group is kept, nothing was announced, every draft is still there; and
    // no read is served the rows the failed group had written (the game cache forgot them).
    assert!(log.lock().unwrap().is_empty());
    for (n, game) in ids.iter().enumerate() {
        assert!(hands(&state, *game).is_empty(), "game {game}");
        assert_eq!(history(&state, *game), 0);
        assert_eq!(version(&state, *game), 0);
        assert!(!draft_of(&state, n, *game).is_null(), "game {game}");
    }
    // Once the fault is gone, the same saves sent again (same keys) are each recorded once.
    execute(&state, "DROP TRIGGER dangle");
    for (n, answer) in together(&state, saves).into_iter().enumerate() {
        assert_eq!(answer.unwrap()["game"]["id"], ids[n]);
    }
    assert_eq!(since(before, state.commits()), (1, N as u64));
    for (n, game) in ids.iter().enumerate() {
        assert_eq!(hands(&state, *game), [json!([n, 2])], "game {game}");
        assert!(draft_of(&state, n, *game).is_null(), "game {game}");
    }
}

#[test]
fn a_full_disk_refuses_each_save_of_a_group_and_keeps_none() {
    const N: usize = 6;
    let (_dir, state) = table();
    let ids = games(&state, N);
    // The database may not grow: saves fill what room its pages have, then each is refused.
    {
        let store = state.store().unwrap();
        let pages: i64 = store
            .connection()
            .query_row("PRAGMA page_count", [], |r| r.get(0))
            .unwrap();
        store
            .connection()
            .execute_batch(&format!("PRAGMA max_page_count = {pages}"))
            .unwrap();
    }
    let mut filled = 0;
    loop {
        let args = save(
            ids[0],
            json!([filled, 0]),
            version(&state, ids[0]),
            &format!("f{filled}"),
        );
        match call_as(&state, &phone(0), "hands_record", args) {
            Ok(_) => filled += 1,
            Err(e) => {
                assert_eq!(serde_json::to_value(&e).unwrap()["kind"], "storage", "{e}");
                break;
            }
        }
        assert!(filled < 10_000, "the database never filled");
    }
    let before = state.commits();
    let saves: Vec<(usize, Value)> = ids
        .iter()
        .enumerate()
        .map(|(n, g)| {
            (
                n,
                save(*g, json!([n, 3]), version(&state, *g), &format!("k{n}")),
            )
        })
        .collect();
    for (n, answer) in together(&state, saves.clone()).into_iter().enumerate() {
        let e = answer.unwrap_err();
        assert_eq!(e["kind"], "storage", "save {n}: {e}");
    }
    assert_eq!(since(before, state.commits()).1, 0);
    assert_eq!(hands(&state, ids[0]).len(), filled);
    for game in &ids[1..] {
        assert!(hands(&state, *game).is_empty(), "game {game}");
    }
    // Room again: the same saves are each recorded once.
    execute(&state, "PRAGMA max_page_count = 1073741823");
    for (n, answer) in together(&state, saves).into_iter().enumerate() {
        assert_eq!(answer.unwrap()["game"]["id"], ids[n], "save {n}");
    }
    assert_eq!(hands(&state, ids[0]).len(), filled + 1);
    for (n, game) in ids.iter().enumerate().skip(1) {
        assert_eq!(hands(&state, *game), [json!([n, 3])]);
    }
}
