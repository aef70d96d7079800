//! Each phone reads the game in its own language (issue 25): the same Gin game's view asked
//! for over HTTP with `Accept-Language: de` and with `fr` carries the referee's explanation and
//! the game's name in each language; a request without the header, or in a language
//! Cardtable does not speak, reads English, exactly as the host's own view.

#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)]

use crate::support;

use cardtable_commands::call;
use serde_json::{json, Value};
use support::{host, post};

/// `POST /api/<name>` as the paired phone `token`, reading `lang` (no header when `None`).
async fn ask(
    addr: std::net::SocketAddr,
    token: &str,
    lang: Option<&str>,
    name: &str,
    args: &Value,
) -> Value {
    let auth = format!("Bearer {token}");
    let mut headers = vec![("Authorization", auth.as_str())];
    if let Some(lang) = lang {
        headers.push(("Accept-Language", lang));
    }
    let (status, body) = post(
        addr,
        &format!("/api/{name}"),
        &headers,
        args.to_string().as_bytes(),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    serde_json::from_str(&body).unwrap()
}

fn explanation(view: &Value) -> Vec<String> {
    view["standings"]["hands"][0]["outcome"]["outcome"]["explanation"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l.as_str().unwrap().to_string())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_same_view_reads_in_each_phones_language() {
    let h = host().await;
    let game = call(
        &h.state,
        "games_create",
        json!({"game": {"players": ["Ann", "Bob"], "preset": "seed",
            "options": {"kind": "gin_rummy", "options": {}}, "firstDealer": 0}}),
    )
    .unwrap()["id"]
        .as_i64()
        .unwrap();
    call(
        &h.state,
        "hands_record",
        json!({"gameId": game, "facts": {"kind": "gin_rummy", "facts": {"form": "cards",
            "knocker": 0, "knockerCards": ["3S", "4S", "5S", "8D", "8C", "8H", "JH", "QH", "KH", "2D"],
            "defenderCards": ["9C", "9D", "9S", "4D", "5D", "6D", "KS", "QC", "7C", "3H"]}}}),
    )
    .unwrap();
    let anne = h.pair("Anne").await;
    let ana = h.pair("Ana").await;
    let addr = h.addr();
    let args = json!({"gameId": game});

    let german = ask(
        addr,
        &anne,
        Some("de-DE,de;q=0.9,en;q=0.5"),
        "games_view",
        &args,
    )
    .await;
    let french = ask(addr, &ana, Some("fr-CH, fr;q=0.9"), "games_view", &args).await;
    let plain = ask(addr, &anne, None, "games_view", &args).await;
    let unknown = ask(addr, &ana, Some("ja, zh;q=0.8"), "games_view", &args).await;
    let host_view = call(&h.state, "games_view", args.clone()).unwrap();

    let (de, fr, en) = (
        explanation(&german),
        explanation(&french),
        explanation(&plain),
    );
    assert_eq!(
        en.last().unwrap(),
        "Knock: 30 − 2 = 28.",
        "English stays the rules' own: {en:?}"
    );
    assert_eq!(de.last().unwrap(), "Klopfen: 30 − 2 = 28.", "{de:?}");
    assert_eq!(fr.last().unwrap(), "Frappe : 30 − 2 = 28.", "{fr:?}");
    assert!(
        de[0].starts_with("Kombinationen des Klopfers: 3♠ 4♠ 5♠"),
        "{de:?}"
    );
    assert!(fr[1] == "Aucune carte posée.", "{fr:?}");
    // Nothing but the words changes: the points, the totals and the rest are the same.
    assert_eq!(german["standings"]["totals"], plain["standings"]["totals"]);
    assert_eq!(
        plain, host_view,
        "no header reads as the host's English view"
    );
    assert_eq!(
        unknown, host_view,
        "a language Cardtable does not speak reads English"
    );

    // The game's name, as players of each language call it.
    let kinds = |v: &Value| {
        v.as_array()
            .unwrap()
            .iter()
            .find(|k| k["kind"] == "oh_heck")
            .unwrap()["name"]
            .as_str()
            .unwrap()
            .to_string()
    };
    let none = json!({});
    assert_eq!(
        kinds(&ask(addr, &anne, Some("de"), "games_kinds", &none).await),
        "Oh Hölle!"
    );
    assert_eq!(
        kinds(&ask(addr, &ana, Some("es"), "games_kinds", &none).await),
        "Podrida"
    );
    assert_eq!(
        kinds(&ask(addr, &ana, None, "games_kinds", &none).await),
        "Oh Heck!"
    );

    // Each game's summary on the New game screen, in the reader's language; without a
    // header the game's own English, byte for byte.
    let gin = |v: &Value| {
        v.as_array()
            .unwrap()
            .iter()
            .find(|k| k["kind"] == "gin_rummy")
            .unwrap()["summary"]
            .as_str()
            .unwrap()
            .to_string()
    };
    assert!(
        gin(&ask(addr, &anne, Some("de"), "games_kinds", &none).await)
            .starts_with("Zwei Spieler, je zehn Karten."),
    );
    assert!(
        gin(&ask(addr, &ana, Some("es"), "games_kinds", &none).await)
            .starts_with("Dos jugadores, diez cartas cada uno."),
    );
    assert_eq!(
        gin(&ask(addr, &ana, None, "games_kinds", &none).await),
        cardtable_commands::games::games_kinds()
            .into_iter()
            .find(|k| k.id == "gin_rummy")
            .unwrap()
            .summary
    );
}
