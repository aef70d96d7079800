//! The routes: pairing, the command table, the event stream, and the UI's files; with the
//! checks every request passes first (same origin, body size, token).

use crate::pairing::{Access, Asked, PairRefusal, ASK_PATIENCE};
use crate::{assets, Shared, BODY_LIMIT};
use axum::body::Bytes;
use axum::extract::{ConnectInfo, DefaultBodyLimit, Path, Query, Request, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::middleware::{self, Next};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use cardtable_commands::sharing::{HomeCarried, PairAnswer};
use cardtable_commands::words::{render, retell_error, Lang, Said};
use cardtable_commands::{allowed, call_for, AppError, Caller, HOST_ONLY};
use serde::Deserialize;
use serde_json::{json, Value};
use std::convert::Infallible;
use std::net::SocketAddr;
use std::time::Duration;
use tokio::sync::broadcast::error::RecvError;
use tower_http::compression::CompressionLayer;
use tower_http::limit::RequestBodyLimitLayer;

/// How often an open event stream checks that its token is still good (a revoked device's
/// stream ends within this).
const RECHECK: Duration = Duration::from_secs(2);

/// The address a request came in on (this server's own address, as the client reached it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Local(pub SocketAddr);

/// Commands run at once, from every client together (the rest wait their turn).
const AT_ONCE: usize = 16;

/// The server's routes over `shared`. Each request must carry [`Local`] and
/// [`ConnectInfo`] extensions (the accept loop adds them).
pub fn router(shared: Shared) -> Router {
    Router::new()
        .route("/api/pair", post(pair))
        .route("/api/events", get(events))
        .route(
            "/api/{command}",
            post(command)
                .layer::<_, Infallible>(middleware::from_fn_with_state(
                    shared.clone(),
                    bounded_work,
                ))
                .layer::<_, Infallible>(tower::limit::GlobalConcurrencyLimitLayer::new(AT_ONCE)),
        )
        .fallback(assets::serve)
        .layer(middleware::from_fn(same_origin))
        .layer(middleware::from_fn(own_host))
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .layer(RequestBodyLimitLayer::new(BODY_LIMIT))
        .layer(CompressionLayer::new())
        .with_state(shared)
}

/// A refusal with the `{kind, message}` body every error has, its message `said` in `lang`
/// (the server's own refusals are messages like every other: `server-*` in table.ftl).
fn refuse(status: StatusCode, code: &str, said: &Said, lang: Lang) -> Response {
    (
        status,
        Json(json!({"kind": "validation", "code": code, "message": render(said, lang, &[])})),
    )
        .into_response()
}

/// The reader's language of a request: the first of its `Accept-Language` that Cardtable
/// speaks, else English.
fn lang_of(headers: &HeaderMap) -> Lang {
    Lang::negotiate(
        headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok()),
    )
}

/// 401 and nothing else.
fn unauthorized() -> Response {
    StatusCode::UNAUTHORIZED.into_response()
}

/// Refuses a request whose `Origin` (sent by browsers on every script's request from another
/// page) is not this server, and one a browser marks as cross-site.
async fn same_origin(request: Request, next: Next) -> Response {
    let headers = request.headers();
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
    if let Some(origin) = headers.get(header::ORIGIN) {
        let origin = origin.to_str().unwrap_or("null");
        let origin_host = origin
            .strip_prefix("http://")
            .or_else(|| origin.strip_prefix("https://"));
        if origin_host.is_none() || origin_host != host {
            return StatusCode::FORBIDDEN.into_response();
        }
    }
    if headers
        .get("sec-fetch-site")
        .is_some_and(|s| s.as_bytes() == b"cross-site")
    {
        return StatusCode::FORBIDDEN.into_response();
    }
    next.run(request).await
}

/// This machine's name, for `<name>.local` (mDNS); `None` when it cannot be read.
fn machine_name() -> Option<String> {
    ["/proc/sys/kernel/hostname", "/etc/hostname"]
        .iter()
        .find_map(|f| std::fs::read_to_string(f).ok())
        .map(|n| n.trim().to_ascii_lowercase())
        .filter(|n| !n.is_empty())
}

/// Whether `host` (a `Host` header) names this server as reached at `local`: its address there
/// and its port, its `.local` name, or `localhost` when reached on loopback.
pub fn is_own_host(host: &str, local: SocketAddr) -> bool {
    let (name, port) = match host.rsplit_once(':') {
        Some((name, port)) if !port.contains(']') => (name, port.parse::<u16>().ok()),
        _ => (host, Some(80)),
    };
    if port != Some(local.port()) {
        return false;
    }
    let name = name.trim_start_matches('[').trim_end_matches(']');
    if let Ok(ip) = name.parse::<std::net::IpAddr>() {
        return ip == local.ip() || ip.to_canonical() == local.ip().to_canonical();
    }
    let name = name.trim_end_matches('.').to_ascii_lowercase();
    (name == "localhost" && local.ip().is_loopback())
        || machine_name().is_some_and(|own| name == format!("{own}.local"))
}

/// Refuses a request whose `Host` is not this server (DNS rebinding: another site's name that
/// now points here), before anything else is looked at.
async fn own_host(request: Request, next: Next) -> Response {
    let local = request.extensions().get::<Local>().map(|l| l.0);
    let host = request
        .headers()
        .get(header::HOST)
        .and_then(|h| h.to_str().ok());
    match (host, local) {
        (Some(host), Some(local)) if is_own_host(host, local) => next.run(request).await,
        _ => refuse(
            StatusCode::MISDIRECTED_REQUEST,
            "E_WRONG_HOST",
            &Said::new("server-wrong-host"),
            lang_of(request.headers()),
        ),
    }
}

/// Lets a device run only so many expensive commands (exports, imports) a minute.
async fn bounded_work(
    State(shared): State<Shared>,
    Path(name): Path<String>,
    request: Request,
    next: Next,
) -> Response {
    if crate::gate::EXPENSIVE.contains(&name.as_str()) {
        let key = bearer(request.headers())
            .and_then(|t| shared.pairing.access(t))
            .map(|access| match access {
                Access::Device { key, .. } => key,
                Access::Tv => "tv".to_string(),
            });
        if let Some(key) = key {
            if !shared.work.admit(&key) {
                return refuse(
                    StatusCode::TOO_MANY_REQUESTS,
                    "E_TOO_MUCH_WORK",
                    &Said::new("server-too-much-work"),
                    lang_of(request.headers()),
                );
            }
        }
    }
    next.run(request).await
}

/// The bearer token of a request.
fn bearer(headers: &HeaderMap) -> Option<&str> {
    headers
        .get(header::AUTHORIZATION)?
        .to_str()
        .ok()?
        .strip_prefix("Bearer ")
}

#[derive(Deserialize)]
struct PairRequest {
    /// The code from the QR code's URL, or the PIN.
    secret: String,
    /// What the host's list calls this device.
    #[serde(default)]
    name: String,
}

/// What Home shows, read as the device that just paired (through the table, with what it
/// grants a phone): the recent games, the game kinds in the reader's language, the club
/// nights. The pairing answer carries it, so a phone comes to Home in one request (issue 28).
/// `None` when any of it cannot be read (Home then asks for it itself).
async fn home_for(shared: &Shared, token: &str, lang: Lang) -> Option<HomeCarried> {
    let Some(Access::Device { key, name }) = shared.pairing.access(token) else {
        return None;
    };
    let caller = Caller::Phone { key, name };
    let state = shared.state.clone();
    tokio::task::spawn_blocking(move || {
        let read = |command: &str, args: Value| call_for(&state, &caller, lang, command, args).ok();
        Some(HomeCarried {
            games: read("games_overview", json!({}))?,
            kinds: read("games_kinds", json!({}))?,
            nights: read("nights_list", json!({}))?,
        })
    })
    .await
    .ok()
    .flatten()
}

/// Pairs a device: the QR code's code or the PIN in, a token out, with what Home shows.
async fn pair(
    State(shared): State<Shared>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let lang = lang_of(&headers);
    let Ok(request) = serde_json::from_slice::<PairRequest>(&body) else {
        return refuse(
            StatusCode::BAD_REQUEST,
            "E_INVALID_REQUEST",
            &Said::new("server-pair-unreadable"),
            lang,
        );
    };
    let asked = shared
        .pairing
        .ask(from.ip(), &request.secret, &request.name);
    let outcome = match asked {
        Ok(Asked::Joined(token)) => Ok(token),
        Ok(Asked::Waiting(id, answer)) => {
            // The phone waits for the host's answer (its request is listed on the host).
            let mut stopped = shared.stopped.clone();
            let outcome = tokio::select! {
                answer = tokio::time::timeout(ASK_PATIENCE, answer) => match answer {
                    Ok(Ok(outcome)) => outcome,
                    Ok(Err(_)) | Err(_) => Err(PairRefusal::NoAnswer),
                },
                _ = stopped.wait_for(|s| *s) => Err(PairRefusal::NoAnswer),
            };
            shared.pairing.withdraw(id);
            outcome
        }
        Err(refusal) => Err(refusal),
    };
    match outcome {
        Ok(token) => {
            let home = home_for(&shared, &token, lang).await;
            Json(PairAnswer { token, home }).into_response()
        }
        Err(PairRefusal::Wrong) => refuse(
            StatusCode::UNAUTHORIZED,
            "E_WRONG_PIN",
            &Said::new("server-wrong-pin"),
            lang,
        ),
        Err(PairRefusal::TooMany) => refuse(
            StatusCode::TOO_MANY_REQUESTS,
            "E_TOO_MANY_TRIES",
            &Said::new("server-too-many-tries"),
            lang,
        ),
        Err(PairRefusal::Locked) => refuse(
            StatusCode::TOO_MANY_REQUESTS,
            "E_PIN_LOCKED",
            &Said::new("server-pin-locked"),
            lang,
        ),
        Err(PairRefusal::Refused) => refuse(
            StatusCode::FORBIDDEN,
            "E_JOIN_REFUSED",
            &Said::new("server-join-refused"),
            lang,
        ),
        Err(PairRefusal::NoAnswer) => refuse(
            StatusCode::REQUEST_TIMEOUT,
            "E_NO_ANSWER",
            &Said::new("server-no-answer"),
            lang,
        ),
        Err(PairRefusal::Busy) => refuse(
            StatusCode::SERVICE_UNAVAILABLE,
            "E_TOO_MANY_WAITING",
            &Said::new("server-too-many-waiting"),
            lang,
        ),
    }
}

/// The HTTP status of a command's error.
fn status_of(error: &AppError) -> StatusCode {
    match error {
        AppError::Validation { code, .. } if code == HOST_ONLY => StatusCode::FORBIDDEN,
        AppError::Validation { .. } => StatusCode::BAD_REQUEST,
        AppError::NotFound { .. } => StatusCode::NOT_FOUND,
        AppError::Storage { .. } | AppError::Internal { .. } => StatusCode::INTERNAL_SERVER_ERROR,
    }
}

/// Runs a command of the table for a paired device or the TV view: only what the table
/// grants the caller (anything else is refused with 403 before its arguments are read). The
/// caller is who its token says, never what it sends.
async fn command(
    State(shared): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let Some(access) = bearer(&headers).and_then(|t| shared.pairing.access(t)) else {
        return unauthorized();
    };
    let caller = match access {
        Access::Device { key, name } => Caller::Phone { key, name },
        Access::Tv => Caller::Tv,
    };
    // The reader's language: the first of its request's languages Cardtable speaks, else English.
    let lang = lang_of(&headers);
    if let Err(error) = allowed(&caller, &name) {
        let error = retell_error(error, lang);
        return (status_of(&error), Json(error)).into_response();
    }
    let args: Value = if body.is_empty() {
        Value::Null
    } else {
        match serde_json::from_slice(&body) {
            Ok(args) => args,
            Err(e) => {
                return refuse(
                    StatusCode::BAD_REQUEST,
                    "E_INVALID_REQUEST",
                    &Said::new("server-not-json")
                        .arg("name", name.clone())
                        .arg("detail", e.to_string()),
                    lang,
                )
            }
        }
    };
    let state = shared.state.clone();
    let answer =
        tokio::task::spawn_blocking(move || call_for(&state, &caller, lang, &name, args)).await;
    match answer {
        Ok(Ok(value)) => Json(value).into_response(),
        Ok(Err(error)) => (status_of(&error), Json(error)).into_response(),
        Err(e) => {
            let error = retell_error(
                AppError::internal(Said::new("internal-command-stopped").arg("why", e.to_string())),
                lang,
            );
            (status_of(&error), Json(error)).into_response()
        }
    }
}

#[derive(Deserialize)]
struct EventsQuery {
    /// The game whose changes are wanted; all games when absent.
    game: Option<i64>,
    /// The token (an `EventSource` cannot send headers).
    token: Option<String>,
}

/// Server-sent events: `ready` at once, then `change` (`{"game": id, "version": v}`, the
/// game's version as it stands when the event leaves) after every write to
/// the game asked for (or to any game). Ends when sharing stops or the token is revoked.
async fn events(
    State(shared): State<Shared>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    Query(query): Query<EventsQuery>,
    headers: HeaderMap,
) -> Response {
    let token = query
        .token
        .or_else(|| bearer(&headers).map(str::to_string))
        .unwrap_or_default();
    if shared.pairing.access(&token).is_none() {
        return unauthorized();
    }
    // Held for as long as the stream is open.
    let Some(slot) = shared.streams.open(from.ip()) else {
        return refuse(
            StatusCode::TOO_MANY_REQUESTS,
            "E_TOO_MANY_STREAMS",
            &Said::new("server-too-many-streams"),
            lang_of(&headers),
        );
    };
    let receiver = shared.changes.subscribe();
    let wanted = query.game;
    let start = (shared, receiver, token, Some(slot), true);
    let stream = futures_util::stream::unfold(
        start,
        move |(shared, mut receiver, token, slot, first)| async move {
            if first {
                let ready = Event::default().event("ready").data("{}");
                return Some((
                    Ok::<Event, Infallible>(ready),
                    (shared, receiver, token, slot, false),
                ));
            }
            let mut stopped = shared.stopped.clone();
            loop {
                let game = tokio::select! {
                    _ = stopped.wait_for(|s| *s) => return None,
                    _ = tokio::time::sleep(RECHECK) => {
                        shared.pairing.access(&token)?;
                        continue;
                    }
                    message = receiver.recv() => match message {
                        Ok(game) => game,
                        // Missed some: tell the client to refresh whatever it shows.
                        Err(RecvError::Lagged(_)) => None,
                        Err(RecvError::Closed) => return None,
                    },
                };
                shared.pairing.access(&token)?;
                if game.is_none() || wanted.is_none() || game == wanted {
                    // The game's version now: a screen that already shows it (its own write,
                    // answered with the new view) asks for nothing more.
                    let version = match game {
                        Some(id) => {
                            let state = shared.state.clone();
                            tokio::task::spawn_blocking(move || {
                                state.store().ok()?.game_version(id).ok()
                            })
                            .await
                            .ok()
                            .flatten()
                        }
                        None => None,
                    };
                    let event = Event::default()
                        .event("change")
                        .data(json!({"game": game, "version": version}).to_string());
                    return Some((Ok(event), (shared, receiver, token, slot, false)));
                }
            }
        },
    );
    Sse::new(stream)
        .keep_alive(KeepAlive::new().interval(Duration::from_secs(15)))
        .into_response()
}
