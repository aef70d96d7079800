//! Issue 23: a phone that lost the host (the host's laptop slept, sharing stopped and started
//! again on the same port) gets back in by itself: its next request succeeds with the token it
//! had, its event stream opens again, and re-reading the game shows what was saved while it was
//! away. The browser's side (saying so, backing off, re-reading) is ui/src/lib/connection.ts's
//! and transport.ts's, tested with Vitest.

#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)]

use crate::support;

use serde_json::{json, Value};
use support::{command, events, hand, host, new_game, Host};
use tokio::net::TcpStream;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_phone_gets_back_in_after_the_server_stops_and_starts_on_the_same_port() {
    let h = host().await;
    let ann = h.pair("Ann").await;
    let addr = h.addr();
    let (_, game) = command(addr, &ann, "games_create", &new_game()).await;
    let id = serde_json::from_str::<Value>(&game).unwrap()["id"]
        .as_i64()
        .unwrap();
    let mut stream = events(addr, &format!("game={id}&token={ann}")).await;
    assert_eq!(stream.next("ready").await.as_deref(), Some("{}"));

    let Host {
        state,
        sharing,
        dir,
    } = h;
    sharing.stop().await.unwrap();
    // The phone's stream ends and nothing answers on the port.
    assert_eq!(stream.next("change").await, None);
    assert!(TcpStream::connect(addr).await.is_err(), "still listening");

    // Meanwhile the host's window records a hand.
    cardtable_commands::call(&state, "hands_record", hand(id, 7, 3)).unwrap();

    // Sharing again, on the same port.
    let sharing = cardtable_server::share(state.clone(), addr).await.unwrap();
    assert_eq!(sharing.addr(), addr);
    let h = Host {
        state,
        sharing,
        dir,
    };
    // The phone's next request succeeds with the token it had, and shows the missed hand.
    let (status, view) = command(addr, &ann, "games_view", &json!({"gameId": id})).await;
    assert_eq!(status, 200, "{view}");
    let view: Value = serde_json::from_str(&view).unwrap();
    assert_eq!(view["standings"]["hands"].as_array().unwrap().len(), 1);
    // Its stream opens again and carries the next change.
    let mut stream = events(addr, &format!("game={id}&token={ann}")).await;
    assert_eq!(stream.status, 200);
    assert_eq!(stream.next("ready").await.as_deref(), Some("{}"));
    let (status, text) = command(addr, &ann, "hands_record", &hand(id, 1, 2)).await;
    assert_eq!(status, 200, "{text}");
    assert_eq!(
        stream.next("change").await,
        Some(
            json!({"game": id, "version": serde_json::from_str::<Value>(&text).unwrap()["version"]})
                .to_string()
        )
    );
    h.sharing.stop().await.unwrap();
}
