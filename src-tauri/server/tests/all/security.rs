//! Every way in that is not a paired phone is refused, and nothing is written: no token, a
//! wrong token, a revoked token, an oversized body, a flood of PIN guesses, a request from
//! another origin, and a write with the TV view's read-only token.

#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)]

use crate::support;

use serde_json::{json, Value};
use support::{command, events, get, host, new_game, post};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_token_and_a_wrong_token_get_401_and_nothing() {
    let h = host().await;
    let body = new_game().to_string();
    let (status, text) = post(h.addr(), "/api/games_create", &[], body.as_bytes()).await;
    assert_eq!((status, text.as_str()), (401, ""));
    let (status, text) = command(h.addr(), "0123456789abcdef", "games_create", &new_game()).await;
    assert_eq!((status, text.as_str()), (401, ""));
    // The PIN and the pairing code are not tokens either.
    let pin = h.sharing.pin().to_string();
    let (status, _) = command(h.addr(), &pin, "games_list", &json!({})).await;
    assert_eq!(status, 401);
    let (status, _) = command(
        h.addr(),
        &h.sharing.pairing().code(),
        "games_list",
        &json!({}),
    )
    .await;
    assert_eq!(status, 401);
    assert_eq!(events(h.addr(), "game=1").await.status, 401);
    assert_eq!(events(h.addr(), "game=1&token=nope").await.status, 401);
    assert_eq!(h.games(), 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_paired_phone_writes_until_it_is_revoked() {
    let h = host().await;
    let token = h.pair("Bob's phone").await;
    let (status, text) = command(h.addr(), &token, "games_create", &new_game()).await;
    assert_eq!(status, 200, "{text}");
    assert_eq!(h.games(), 1);
    let devices = h.sharing.devices();
    assert_eq!(devices.len(), 1);
    assert_eq!(devices[0].name, "Bob's phone");
    assert!(h.sharing.revoke(devices[0].id));
    let (status, text) = command(h.addr(), &token, "games_create", &new_game()).await;
    assert_eq!((status, text.as_str()), (401, ""));
    assert_eq!(
        events(h.addr(), &format!("token={token}")).await.status,
        401
    );
    assert_eq!(h.games(), 1);
    assert!(h.sharing.devices().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_oversized_body_is_refused_unread() {
    let h = host().await;
    let token = h.pair("Ann").await;
    let mut args = new_game();
    args["game"]["name"] = Value::String("x".repeat(cardtable_server::BODY_LIMIT + 1));
    let (status, _) = command(h.addr(), &token, "games_create", &args).await;
    assert_eq!(status, 413);
    assert_eq!(h.games(), 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_of_pin_guesses_is_cut_off_before_the_right_one() {
    let h = host().await;
    let pin = h.sharing.pin().to_string();
    let wrong = if pin == "000000" { "111111" } else { "000000" };
    for _ in 0..cardtable_server::pairing::MAX_ATTEMPTS {
        let body = json!({"secret": wrong}).to_string();
        let (status, text) = post(h.addr(), "/api/pair", &[], body.as_bytes()).await;
        assert_eq!(status, 401, "{text}");
        assert!(text.contains("E_WRONG_PIN"), "{text}");
    }
    let body = json!({"secret": pin}).to_string();
    let (status, text) = post(h.addr(), "/api/pair", &[], body.as_bytes()).await;
    assert_eq!(status, 429, "{text}");
    let error: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(error["code"], "E_TOO_MANY_TRIES");
    assert!(error["message"].as_str().unwrap().contains("Wait a minute"));
    assert!(h.sharing.devices().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn another_origin_is_refused_even_with_a_good_token() {
    let h = host().await;
    let token = h.pair("Ann").await;
    let auth = format!("Bearer {token}");
    let body = new_game().to_string();
    for origin in ["http://evil.example", "null", "https://127.0.0.1:1"] {
        let headers = [("Authorization", auth.as_str()), ("Origin", origin)];
        let (status, _) = post(h.addr(), "/api/games_create", &headers, body.as_bytes()).await;
        assert_eq!(status, 403, "{origin}");
    }
    let cross = [
        ("Authorization", auth.as_str()),
        ("Sec-Fetch-Site", "cross-site"),
    ];
    let (status, _) = post(h.addr(), "/api/games_create", &cross, body.as_bytes()).await;
    assert_eq!(status, 403);
    assert_eq!(h.games(), 0);
    // The server's own page is welcome.
    let own = format!("http://{}", h.addr());
    let headers = [("Authorization", auth.as_str()), ("Origin", own.as_str())];
    let (status, text) = post(h.addr(), "/api/games_create", &headers, body.as_bytes()).await;
    assert_eq!(status, 200, "{text}");
    assert_eq!(h.games(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_tv_token_reads_but_never_writes_and_phones_keep_off_the_host() {
    let h = host().await;
    let token = h.pair("Ann").await;
    let (_, game) = command(h.addr(), &token, "games_create", &new_game()).await;
    let id = serde_json::from_str::<Value>(&game).unwrap()["id"]
        .as_i64()
        .unwrap();
    let tv = h.sharing.pairing().tv_token().to_string();
    let (status, _) = command(h.addr(), &tv, "games_view", &json!({"gameId": id})).await;
    assert_eq!(status, 200);
    let (status, text) = command(h.addr(), &tv, "hands_record", &support::hand(id, 1, 2)).await;
    assert_eq!(status, 403, "{text}");
    let (status, _) = command(h.addr(), &tv, "games_create", &new_game()).await;
    assert_eq!(status, 403);
    let (status, text) =
        command(h.addr(), &token, "files_export", &json!({"format": "json"})).await;
    assert_eq!(status, 403);
    assert!(text.contains("Only the host"), "{text}");
    let view = cardtable_commands::call(&h.state, "games_view", json!({"gameId": id})).unwrap();
    assert!(view["standings"]["hands"].as_array().unwrap().is_empty());
    assert_eq!(h.games(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn errors_keep_the_command_tables_kind_and_message() {
    let h = host().await;
    let token = h.pair("Ann").await;
    let (status, text) = command(h.addr(), &token, "games_view", &json!({"gameId": 99})).await;
    assert_eq!(status, 404);
    let error: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(error["kind"], "not_found");
    assert_eq!(error["message"], "Game 99 was not found.");
    let (status, text) = command(h.addr(), &token, "no_such_thing", &json!({})).await;
    assert_eq!(status, 404, "{text}");
    // The UI itself is served to anyone (it holds no data): the page, then any app route.
    let (status, page) = get(h.addr(), "/").await;
    assert_eq!(status, 200);
    assert!(
        page.contains("<html") || page.contains("<!doctype"),
        "{page}"
    );
    assert_eq!(get(h.addr(), "/pair/abc").await.0, 200);
    assert_eq!(get(h.addr(), "/nope.js").await.0, 404);
}

/// The server's own refusals come in the phone's language (its request's `Accept-Language`),
/// each keeping its code; without one, in English as they always were (issue 25).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_servers_own_refusals_come_in_the_phones_language() {
    let h = host().await;
    let pin = h.sharing.pin().to_string();
    let wrong = if pin == "000000" { "111111" } else { "000000" };
    let guess = json!({"secret": wrong}).to_string();
    let message = |text: &str| -> (String, String) {
        let error: Value = serde_json::from_str(text).unwrap();
        (
            error["code"].as_str().unwrap().to_string(),
            error["message"].as_str().unwrap().to_string(),
        )
    };
    let said = [
        (
            None,
            "That PIN is not the one the host shows. Check it and try again.",
        ),
        (
            Some("de-DE,de;q=0.9,en;q=0.8"),
            "Diese PIN ist nicht die, die der Host zeigt. Prüfen und erneut versuchen.",
        ),
        (
            Some("fr-FR,fr;q=0.9"),
            "Ce PIN n'est pas celui que montre l'hôte. Vérifiez-le et réessayez.",
        ),
        (
            Some("es"),
            "Ese PIN no es el que muestra el anfitrión. Compruébalo y vuelve a intentarlo.",
        ),
    ];
    for (lang, words) in said {
        let headers: Vec<(&str, &str)> = lang.map(|l| ("Accept-Language", l)).into_iter().collect();
        let (status, text) = post(h.addr(), "/api/pair", &headers, guess.as_bytes()).await;
        assert_eq!(status, 401, "{text}");
        assert_eq!(
            message(&text),
            ("E_WRONG_PIN".to_string(), words.to_string())
        );
    }
    // A pairing request that cannot be read, and a command's body that is not JSON.
    let de = [("Accept-Language", "de")];
    let (status, text) = post(h.addr(), "/api/pair", &de, b"{").await;
    assert_eq!(status, 400, "{text}");
    assert_eq!(
        message(&text),
        (
            "E_INVALID_REQUEST".to_string(),
            "Den Code aus dem QR-Code oder die PIN vom Host senden.".to_string()
        )
    );
    let token = h.pair("Ann").await;
    let auth = format!("Bearer {token}");
    for (lang, start) in [
        (None, "The request to games_list is not JSON: "),
        (Some("fr"), "La requête à games_list n'est pas du JSON : "),
    ] {
        let mut headers = vec![("Authorization", auth.as_str())];
        headers.extend(lang.map(|l| ("Accept-Language", l)));
        let (status, text) = post(h.addr(), "/api/games_list", &headers, b"{nope").await;
        assert_eq!(status, 400, "{text}");
        let (code, words) = message(&text);
        assert_eq!(code, "E_INVALID_REQUEST");
        assert!(words.starts_with(start), "{words}");
    }
    // A command the phone is not granted: the table's refusal, in the phone's language too.
    let es = [("Authorization", auth.as_str()), ("Accept-Language", "es")];
    let (status, text) = post(h.addr(), "/api/export_all", &es, b"{}").await;
    assert_eq!(status, 403, "{text}");
    assert_eq!(
        message(&text),
        (
            "E_HOST_ONLY".to_string(),
            "Solo el anfitrión puede hacer esto, en el ordenador que comparte la partida."
                .to_string()
        )
    );
}
