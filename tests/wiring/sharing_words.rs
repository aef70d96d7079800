//! The window's own refusals in the window's language (issue 25): the sharing commands and a
//! command sent bytes are answered by the shell, not the command table, and read the
//! `Accept-Language` header the UI's `invoke` sends with every call, as the table's commands
//! do. Through Tauri's runtime for tests with the app's real command list and a real IPC request
//! (headers and body as the UI sends them); without the header, the old English byte for byte.

use crate::mock_ipc;

use mock_ipc::{app, invoke_in, ok};
use serde_json::{json, Value};
use tauri::ipc::InvokeBody;

/// `cmd`'s refusal read in `lang`: (kind, message).
fn refused(
    w: &mock_ipc::WebviewWindow<mock_ipc::Runtime>,
    cmd: &str,
    args: Value,
    lang: Option<&str>,
) -> (String, String) {
    let e = invoke_in(w, cmd, InvokeBody::Json(args), lang).unwrap_err();
    (
        e["kind"].as_str().unwrap().to_string(),
        e["message"].as_str().unwrap().to_string(),
    )
}

fn not_found(message: &str) -> (String, String) {
    ("not_found".to_string(), message.to_string())
}

#[test]
fn the_windows_sharing_refusals_come_in_the_windows_language() {
    let (_app, w) = app();
    // Sharing off: nobody to answer, nothing to remove.
    assert_eq!(
        refused(&w, "sharing_answer", json!({"id": 3, "allow": true}), None),
        not_found("Sharing is off: turn on \"Let phones join\" first.")
    );
    assert_eq!(
        refused(
            &w,
            "sharing_answer",
            json!({"id": 3, "allow": true}),
            Some("fr-FR,fr;q=0.9,en;q=0.5")
        ),
        not_found(
            "Le partage est désactivé\u{a0}: activez d'abord «\u{a0}Laisser les téléphones rejoindre\u{a0}»."
        )
    );
    assert_eq!(
        refused(&w, "sharing_revoke", json!({"id": 3}), None),
        not_found("Sharing is off, so there is no device to remove.")
    );
    assert_eq!(
        refused(&w, "sharing_revoke", json!({"id": 3}), Some("de-DE")),
        not_found("Das Teilen ist aus, also gibt es kein Gerät zu entfernen.")
    );
    assert_eq!(
        refused(&w, "sharing_renew", json!({}), Some("es")),
        not_found("Compartir está desactivado: activa primero «Dejar entrar a los móviles».")
    );

    // Sharing on: a phone no longer waiting, a device no longer paired.
    let status = ok(&w, "sharing_start", json!({}));
    assert!(status["pin"].is_string(), "{status}");
    assert_eq!(
        refused(
            &w,
            "sharing_answer",
            json!({"id": 999, "allow": false}),
            None
        ),
        not_found("That phone is not waiting any more: it gave up or sharing restarted.")
    );
    assert_eq!(
        refused(
            &w,
            "sharing_answer",
            json!({"id": 999, "allow": false}),
            Some("de")
        ),
        not_found(
            "Dieses Handy wartet nicht mehr: Es hat aufgegeben, oder das Teilen wurde neu gestartet."
        )
    );
    assert_eq!(
        refused(&w, "sharing_revoke", json!({"id": 999}), None),
        not_found("That device is not paired any more.")
    );
    assert_eq!(
        refused(&w, "sharing_revoke", json!({"id": 999}), Some("fr")),
        not_found("Cet appareil n'est plus couplé.")
    );
    ok(&w, "sharing_stop", json!({}));
    assert_eq!(ok(&w, "sharing_status", json!({})), Value::Null);
}

#[test]
fn bytes_sent_for_a_commands_arguments_are_refused_in_the_windows_language() {
    let (_app, w) = app();
    let bytes = || InvokeBody::Raw(b"\x00\x01".to_vec());
    let e = invoke_in(&w, "games_list", bytes(), None).unwrap_err();
    assert_eq!(
        e,
        json!({"kind": "validation", "code": "E_INVALID_REQUEST", "message": "The window sent bytes where the command expects its arguments as JSON."})
    );
    let e = invoke_in(&w, "games_list", bytes(), Some("de")).unwrap_err();
    assert_eq!(
        e,
        json!({"kind": "validation", "code": "E_INVALID_REQUEST", "message": "Das Fenster hat Bytes gesendet, wo der Befehl seine Argumente als JSON erwartet."})
    );
}
