//! Live updates: every write to a game, from a phone or from the host window (a direct call
//! of the command layer, as the shell's commands make), reaches every open event stream of
//! that game; stopping sharing ends them all.

#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)]

use crate::support;

use serde_json::{json, Value};
use support::{command, events, hand, host, new_game};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_phones_see_each_write_and_stopping_closes_their_streams() {
    let h = host().await;
    let ann = h.pair("Ann").await;
    let bob = h.pair("Bob").await;
    let (_, game) = command(h.addr(), &ann, "games_create", &new_game()).await;
    let id = serde_json::from_str::<Value>(&game).unwrap()["id"]
        .as_i64()
        .unwrap();
    let (_, other) = command(h.addr(), &ann, "games_create", &new_game()).await;
    let other = serde_json::from_str::<Value>(&other).unwrap()["id"]
        .as_i64()
        .unwrap();

    let mut seen_by_ann = events(h.addr(), &format!("game={id}&token={ann}")).await;
    let mut seen_by_bob = events(h.addr(), &format!("game={id}&token={bob}")).await;
    let tv = h.sharing.pairing().tv_token().to_string();
    let mut seen_by_tv = events(h.addr(), &format!("game={id}&token={tv}")).await;
    for stream in [&mut seen_by_ann, &mut seen_by_bob, &mut seen_by_tv] {
        assert_eq!(stream.status, 200);
        assert_eq!(stream.next("ready").await.as_deref(), Some("{}"));
    }

    // A write to another game is not this game's news; then a phone records a hand.
    command(h.addr(), &ann, "hands_record", &hand(other, 1, 1)).await;
    let (status, text) = command(h.addr(), &ann, "hands_record", &hand(id, 10, 20)).await;
    assert_eq!(status, 200, "{text}");
    // The event names the game's version after the write, the one the answer's view carries
    // (a screen already showing it asks nothing more, issue 28).
    let version = serde_json::from_str::<Value>(&text).unwrap()["version"].clone();
    let change = json!({"game": id, "version": version}).to_string();
    for stream in [&mut seen_by_ann, &mut seen_by_bob, &mut seen_by_tv] {
        assert_eq!(stream.next("change").await, Some(change.clone()));
    }

    // The host window's write (the shell calls the same command layer).
    let undone = cardtable_commands::call(&h.state, "history_undo", json!({"gameId": id})).unwrap();
    let change = json!({"game": id, "version": undone["version"]}).to_string();
    for stream in [&mut seen_by_ann, &mut seen_by_bob, &mut seen_by_tv] {
        assert_eq!(stream.next("change").await, Some(change.clone()));
    }

    h.sharing.stop().await.unwrap();
    for stream in [&mut seen_by_ann, &mut seen_by_bob, &mut seen_by_tv] {
        assert_eq!(stream.next("change").await, None);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_revoked_phones_stream_ends() {
    let h = host().await;
    let ann = h.pair("Ann").await;
    let mut stream = events(h.addr(), &format!("token={ann}")).await;
    assert_eq!(stream.next("ready").await.as_deref(), Some("{}"));
    let id = h.sharing.devices()[0].id;
    assert!(h.sharing.revoke(id));
    assert_eq!(stream.next("change").await, None);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_phones_record_the_same_hand_and_exactly_one_wins() {
    let h = host().await;
    let ann = h.pair("Ann").await;
    let bob = h.pair("Bob").await;
    let (_, game) = command(h.addr(), &ann, "games_create", &new_game()).await;
    let id = serde_json::from_str::<Value>(&game).unwrap()["id"]
        .as_i64()
        .unwrap();
    let (_, version) = command(h.addr(), &ann, "games_version", &json!({"gameId": id})).await;
    let version: i64 = version.parse().unwrap();
    let mut by_ann = hand(id, 3, 4);
    by_ann["version"] = json!(version);
    let mut by_bob = hand(id, 9, 9);
    by_bob["version"] = json!(version);
    let (a, b) = tokio::join!(
        command(h.addr(), &ann, "hands_record", &by_ann),
        command(h.addr(), &bob, "hands_record", &by_bob)
    );
    let mut statuses = [a.0, b.0];
    statuses.sort_unstable();
    assert_eq!(statuses, [200, 400], "{a:?} {b:?}");
    let (winner, loser) = if a.0 == 200 {
        ("Ann", &b.1)
    } else {
        ("Bob", &a.1)
    };
    let refusal: Value = serde_json::from_str(loser).unwrap();
    assert_eq!(refusal["code"], "E_STALE");
    let expected = format!("{winner} (phone) just recorded hand 1.");
    assert!(
        refusal["message"].as_str().unwrap().starts_with(&expected),
        "{refusal}"
    );
    let view = cardtable_commands::call(&h.state, "games_view", json!({"gameId": id})).unwrap();
    assert_eq!(view["standings"]["hands"].as_array().unwrap().len(), 1);
}
