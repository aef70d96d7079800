//! A phone is a player at the table, nothing more, over HTTP: every host-only command of the
//! table (listed from the table's policy, one request each) is refused to a paired phone with
//! 403 and `E_HOST_ONLY`, and every command but the TV's reads to the TV view, with nothing
//! changed (a club night's making, seating, correcting, closing and finalising among them); a
//! phone reaches every command of a player; a phone is known by its token, never
//! by the name it paired with or a device it names: it cannot read another's draft, and one
//! that calls itself "The host" is not credited as the host.

#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)]

use crate::support;

use cardtable_commands::{call, Who, COMMANDS, HOST_ONLY};
use serde_json::{json, Value};
use support::{command, hand, host, new_game, Host};

/// Arguments that fit every command of the table (each reads its own keys and ignores the
/// rest), so a refusal can only be the policy's, never the arguments'.
fn every_argument(game: i64, hand: i64, player: i64, text: &str) -> Value {
    json!({
        "id": game, "gameId": game, "handId": hand, "playerId": player,
        "game": new_game()["game"], "kind": "scorepad", "preset": "seed", "options": {"kind": "scorepad", "options": {}}, "limit": 5,
        "facts": {"kind": "scorepad", "facts": {"points": [1, 2]}},
        "table": {"seats": 2, "dealer": 0, "handNumber": 1}, "bids": [null, null],
        "name": "Mallory", "format": "json", "text": text, "winners": [0], "mode": "counts",
        "mv": {"kind": "play", "seat": 0}, "device": "Ann's phone",
        "nightId": 1, "player": "Ann", "scores": [1, 2], "reason": "Mallory says so",
        "rated": true, "seriesId": 1, "nights": [1],
    })
}

/// Everything a refused command could have changed: the whole export (but its time), the
/// drafts, the deleted games, the roster, and the files in the host's folder and the export
/// folder.
fn everything(h: &Host, game: i64, exports: &std::path::Path) -> Value {
    let mut export: Value = serde_json::from_str(
        call(&h.state, "export_all", json!({"format": "json"}))
            .unwrap()
            .as_str()
            .unwrap(),
    )
    .unwrap();
    export.as_object_mut().unwrap().remove("exportedAt");
    let files = |dir: &std::path::Path| -> Vec<String> {
        let mut names: Vec<String> = walk(dir);
        names.sort();
        names
    };
    json!({
        "export": export,
        "view": call(&h.state, "games_view", json!({"gameId": game})).unwrap(),
        "meta": call(&h.state, "games_meta", json!({"gameId": game})).unwrap(),
        "draft": call(&h.state, "drafts_get", json!({"gameId": game})).unwrap(),
        "players": call(&h.state, "players_list", json!({})).unwrap(),
        "ratings": call(&h.state, "ratings_list", json!({})).unwrap(),
        "series": call(&h.state, "series_list", json!({})).unwrap(),
        "night": call(&h.state, "night_show", json!({"nightId": 1})).unwrap(),
        "host files": files(h.dir.path()),
        "exports": files(exports),
    })
}

/// The files under `dir` (paths relative to it), the database's own journal files aside.
fn walk(dir: &std::path::Path) -> Vec<String> {
    let mut out = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return out;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        if path.is_dir() {
            out.extend(walk(&path).into_iter().map(|n| format!("{name}/{n}")));
        } else if !name.ends_with("-wal") && !name.ends_with("-shm") {
            out.push(name);
        }
    }
    out
}

/// The folder `files_export` writes to, one for the whole test binary (the variable is the
/// process's): a refused export must leave it as it was.
fn exports() -> &'static std::path::Path {
    static DIR: std::sync::OnceLock<tempfile::TempDir> = std::sync::OnceLock::new();
    DIR.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        std::env::set_var("CARDTABLE_EXPORT_DIR", dir.path());
        dir
    })
    .path()
}

/// A host with one scorepad game of one hand, a roster and a draft of the host's; the game,
/// the hand and a player's ids.
async fn table() -> (Host, i64, i64, i64, &'static std::path::Path) {
    let exports = exports();
    let h = host().await;
    let game = call(&h.state, "games_create", new_game()).unwrap()["id"]
        .as_i64()
        .unwrap();
    let view = call(&h.state, "hands_record", hand(game, 5, 3)).unwrap();
    let hand = view["standings"]["hands"][0]["id"].as_i64().unwrap();
    call(
        &h.state,
        "drafts_save",
        json!({"gameId": game, "facts": {"points": [7, null]}}),
    )
    .unwrap();
    // A club night of the same two players, its first round seated (night 1).
    let night = call(
        &h.state,
        "night_new",
        json!({"night": {"kind": "gin_rummy", "players": ["Ann", "Bob"], "rounds": 2}}),
    )
    .unwrap();
    assert_eq!(night["id"], 1);
    call(&h.state, "night_seat", json!({"nightId": 1})).unwrap();
    let player = call(&h.state, "players_list", json!({})).unwrap()[0]["id"]
        .as_i64()
        .unwrap();
    (h, game, hand, player, exports)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_phone_is_refused_every_host_only_command_of_the_table_and_nothing_changes() {
    let (h, game, hand, player, exports) = table().await;
    let phone = h.pair("Ann's phone").await;
    let text = call(&h.state, "export_all", json!({"format": "json"})).unwrap();
    let args = every_argument(game, hand, player, text.as_str().unwrap());
    let before = everything(&h, game, exports);
    let host_only: Vec<&str> = COMMANDS
        .iter()
        .filter(|c| c.policy.who == Who::Host)
        .map(|c| c.name)
        .collect();
    // The roster, importing, exporting everything, deleting and restoring games, the database
    // and its paths, the host's files, and sharing itself: at least these.
    for name in [
        "players_rename",
        "import_json",
        "export_all",
        "files_export",
        "games_delete",
        "games_restore",
        "startup_status",
        "startup_restore",
        "startup_new_database",
        "sharing_start",
        // A club night's host: making, seating, correcting, closing and finalising it.
        "night_new",
        "night_seat",
        "night_correct",
        "night_close_round",
        "night_finalise",
        "night_arrive",
        "night_leave",
        // Opting a player in to ratings across nights, saving a night's export file.
        "players_rate",
        "night_export_file",
        // A series of nights: making one, adding a night.
        "series_new",
        "series_add",
        "series_export_file",
    ] {
        assert!(host_only.contains(&name), "{name} is not host-only");
    }
    for name in &host_only {
        let (status, body) = command(h.addr(), &phone, name, &args).await;
        assert_eq!(status, 403, "{name}: {body}");
        let refusal: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(refusal["code"], HOST_ONLY, "{name}: {body}");
        assert_eq!(
            refusal["message"], "Only the host can do this, on the computer sharing the game.",
            "{name}"
        );
        // Nothing of the host's leaks into a refusal (startup_status would say its path).
        assert!(
            !body.contains(&*h.dir.path().to_string_lossy()),
            "{name}: {body}"
        );
    }
    assert_eq!(everything(&h, game, exports), before);
    // The same arguments are good ones: the host's own renaming with them is done.
    let renamed = call(&h.state, "players_rename", args.clone()).unwrap();
    assert_eq!(renamed["name"], "Mallory");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_tv_view_is_refused_everything_but_reading_the_game_and_nothing_changes() {
    let (h, game, hand, player, exports) = table().await;
    let text = call(&h.state, "export_all", json!({"format": "json"})).unwrap();
    let args = every_argument(game, hand, player, text.as_str().unwrap());
    let tv = h.sharing.pairing().tv_token().to_string();
    let before = everything(&h, game, exports);
    let mut refused = 0;
    for c in COMMANDS {
        let (status, body) = command(h.addr(), &tv, c.name, &args).await;
        if c.policy.who == Who::Tv {
            // Granted (a scorepad has no tracker to show: refused by the rules, not the policy).
            assert!(
                status == 200 || (c.name == "tracker_view" && status == 400),
                "{}: {body}",
                c.name
            );
            continue;
        }
        refused += 1;
        assert_eq!(status, 403, "{}: {body}", c.name);
        let refusal: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(refusal["code"], HOST_ONLY, "{}: {body}", c.name);
        assert!(
            refusal["message"]
                .as_str()
                .unwrap()
                .starts_with("The TV view only shows the game"),
            "{}: {body}",
            c.name
        );
    }
    // Every write is among them: the TV changes nothing.
    assert!(refused >= COMMANDS.iter().filter(|c| c.policy.write).count());
    assert_eq!(everything(&h, game, exports), before);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_phone_reaches_every_command_of_a_player_at_the_table() {
    let (h, game, hand, player, _exports) = table().await;
    let phone = h.pair("Bob").await;
    let args = every_argument(game, hand, player, "");
    for c in COMMANDS.iter().filter(|c| c.policy.who != Who::Host) {
        let (status, body) = command(h.addr(), &phone, c.name, &args).await;
        // Granted: answered, or refused by the rules (a scorepad has no tracker; the hand was
        // deleted by an earlier command), never by the policy.
        assert_ne!(status, 403, "{}: {body}", c.name);
        assert!(!body.contains("There is no command"), "{}: {body}", c.name);
        assert!(!body.contains(HOST_ONLY), "{}: {body}", c.name);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_phone_that_pairs_as_ann_cannot_read_anns_draft_whatever_device_it_names() {
    let (h, game, ..) = table().await;
    let ann = h.pair("Ann's phone").await;
    let draft = json!({"points": [null, 12]});
    let (status, body) = command(
        h.addr(),
        &ann,
        "drafts_save",
        &json!({"gameId": game, "facts": draft}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let addr = h.addr();
    let mine = |token: &str, device: Value| {
        let token = token.to_string();
        async move {
            let mut args = json!({"gameId": game});
            if !device.is_null() {
                args["device"] = device;
            }
            let (status, body) = command(addr, &token, "drafts_get", &args).await;
            assert_eq!(status, 200, "{body}");
            serde_json::from_str::<Value>(&body).unwrap()
        }
    };
    assert_eq!(mine(&ann, Value::Null).await, draft);
    let impostor = h.pair("Ann's phone").await;
    for device in [
        Value::Null,
        json!("Ann's phone"),
        json!(""),
        json!("phone:Ann's phone"),
        json!("The host"),
        json!(ann.clone()),
    ] {
        assert_eq!(
            mine(&impostor, device.clone()).await,
            Value::Null,
            "{device}"
        );
    }
    // Nor can it change or throw away Ann's draft, or the host's, by naming them.
    for device in [json!("Ann's phone"), json!(""), Value::Null] {
        let (status, _) = command(
            h.addr(),
            &impostor,
            "drafts_discard",
            &json!({"gameId": game, "device": device}),
        )
        .await;
        assert_eq!(status, 200);
        let (status, _) = command(
            h.addr(),
            &impostor,
            "drafts_save",
            &json!({"gameId": game, "device": device, "facts": {"points": [0, 0]}}),
        )
        .await;
        assert_eq!(status, 200);
    }
    assert_eq!(mine(&ann, Value::Null).await, draft);
    assert_eq!(
        call(&h.state, "drafts_get", json!({"gameId": game})).unwrap(),
        json!({"points": [7, null]})
    );
    assert_eq!(
        mine(&impostor, Value::Null).await,
        json!({"points": [0, 0]})
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_phone_that_pairs_as_the_host_is_not_credited_as_the_host() {
    let (h, game, ..) = table().await;
    let fake = h.pair("The host").await;
    let ann = h.pair("Ann").await;
    let version = call(&h.state, "games_version", json!({"gameId": game})).unwrap();
    let mut first = hand(game, 1, 1);
    first["version"] = version.clone();
    let (status, body) = command(h.addr(), &fake, "hands_record", &first).await;
    assert_eq!(status, 200, "{body}");
    let (status, body) = command(h.addr(), &ann, "hands_record", &first).await;
    assert_eq!(status, 400, "{body}");
    let refusal: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(refusal["code"], "E_STALE");
    let message = refusal["message"].as_str().unwrap();
    assert!(
        message.starts_with("The host (phone) just recorded hand 2."),
        "{message}"
    );
    // The host itself is credited as the host.
    let version = call(&h.state, "games_version", json!({"gameId": game})).unwrap();
    let mut next = hand(game, 2, 2);
    next["version"] = version.clone();
    call(&h.state, "history_undo", json!({"gameId": game})).unwrap();
    let (status, body) = command(h.addr(), &ann, "hands_record", &next).await;
    assert_eq!(status, 400, "{body}");
    assert!(
        body.contains("The host just undid the last change."),
        "{body}"
    );
}
