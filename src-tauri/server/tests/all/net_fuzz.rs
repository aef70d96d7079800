//! Issue 22: the HTTP API's request bodies, fuzzed for a bounded number of cases in the normal
//! test run (the approach of the CLI's and the rules' fuzz tests: proptest-driven, no nightly).
//! Arbitrary bytes and arbitrary or mutated JSON go to every command of the table as a paired
//! phone, to pairing and to the event stream, through the router itself
//! (`tower::ServiceExt::oneshot`). A panic in a command (a 500 saying the command stopped)
//! fails, and so does any refusal without the `{kind, message}` body.

#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)]

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::Request;
use cardtable_commands::{call, AppState, COMMANDS};
use cardtable_server::pairing::Pairing;
use cardtable_server::{router, Limits, Local, Shared};
use cardtable_store::Store;
use proptest::prelude::*;
use serde_json::{json, Value};
use std::net::SocketAddr;
use std::sync::Arc;
use tower::ServiceExt;

fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(|n| json!(n)),
        prop::sample::select(vec![0i64, 1, 2, -1, 99, i64::MAX, i64::MIN]).prop_map(|n| json!(n)),
        any::<f64>().prop_map(|f| json!(f)),
        ".{0,12}".prop_map(Value::String),
        prop::sample::select(vec!["scorepad", "gin", "json", "csv", "Ann", ""])
            .prop_map(|s| Value::String(s.to_string())),
    ];
    leaf.prop_recursive(4, 32, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::vec(
                (
                    prop::sample::select(vec![
                        "gameId",
                        "game",
                        "facts",
                        "kind",
                        "players",
                        "options",
                        "format",
                        "text",
                        "name",
                        "playerId",
                        "handId",
                        "version",
                        "secret",
                        "draft",
                        "firstDealer",
                        "points",
                    ]),
                    inner
                ),
                0..6
            )
            .prop_map(|kv| Value::Object(
                kv.into_iter().map(|(k, v)| (k.to_string(), v)).collect()
            )),
        ]
    })
}

fn body() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        3 => json_value().prop_map(|v| v.to_string().into_bytes()),
        1 => prop::collection::vec(any::<u8>(), 0..200),
    ]
}

struct Rig {
    runtime: tokio::runtime::Runtime,
    app: axum::Router,
    token: String,
    _dir: tempfile::TempDir,
}

fn rig() -> Rig {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open_at(&dir.path().join("table.db"), chrono::Utc::now()).unwrap();
    let state = AppState::new(store);
    call(
        &state,
        "games_create",
        json!({"game": {"players": ["Ann", "Bob"], "preset": "seed", "options": {"kind": "scorepad", "options": {}}, "firstDealer": 0}}),
    )
    .unwrap();
    let pairing = Arc::new(Pairing::new().unwrap());
    let token = pairing
        .pair([127, 0, 0, 1].into(), &pairing.code(), "Fuzz")
        .unwrap();
    let (shared, _stop) = Shared::new(state, pairing, &Limits::default());
    std::mem::forget(_stop); // the streams stay "running" for the whole test
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .unwrap();
    Rig {
        runtime,
        app: router(shared),
        token,
        _dir: dir,
    }
}

fn send(rig: &Rig, path: &str, token: Option<&str>, body: Vec<u8>) -> (u16, Vec<u8>) {
    let local: SocketAddr = "127.0.0.1:7878".parse().unwrap();
    let mut request = Request::post(path)
        .header("host", "127.0.0.1:7878")
        .header("content-type", "application/json");
    if let Some(token) = token {
        request = request.header("authorization", format!("Bearer {token}"));
    }
    let mut request = request.body(Body::from(body)).unwrap();
    request.extensions_mut().insert(Local(local));
    request
        .extensions_mut()
        .insert(ConnectInfo::<SocketAddr>("127.0.0.9:5000".parse().unwrap()));
    rig.runtime.block_on(async {
        let response = rig.app.clone().oneshot(request).await.unwrap();
        let status = response.status().as_u16();
        let bytes = axum::body::to_bytes(response.into_body(), 1 << 24)
            .await
            .unwrap_or_default();
        (status, bytes.to_vec())
    })
}

fn check(path: &str, status: u16, body: &[u8]) -> Result<(), TestCaseError> {
    let text = String::from_utf8_lossy(body);
    prop_assert!(
        !text.contains("stopped before it finished"),
        "{path} panicked: {text}"
    );
    if status >= 400 && status != 401 && status != 413 {
        let error: Value = serde_json::from_slice(body)
            .map_err(|e| TestCaseError::fail(format!("{path} {status}: not JSON ({e}): {text}")))?;
        prop_assert!(error["message"].is_string(), "{path} {status}: {text}");
        prop_assert!(error["kind"].is_string(), "{path} {status}: {text}");
    }
    Ok(())
}

#[test]
fn every_command_and_pairing_take_any_body_without_a_panic() {
    let rig = rig();
    let names: Vec<&str> = COMMANDS.iter().map(|c| c.name).collect();
    let config = ProptestConfig {
        cases: 600,
        failure_persistence: None,
        ..ProptestConfig::default()
    };
    let started = std::time::Instant::now();
    proptest!(config, |(which in 0..names.len() + 2, body in body())| {
        let (path, token) = match which.checked_sub(names.len()) {
            None => (format!("/api/{}", names[which]), Some(rig.token.as_str())),
            Some(0) => ("/api/pair".to_string(), None),
            Some(_) => ("/api/no_such_command".to_string(), Some(rig.token.as_str())),
        };
        let (status, answer) = send(&rig, &path, token, body);
        check(&path, status, &answer)?;
    });
    eprintln!("600 fuzzed requests in {:?}", started.elapsed());
}
