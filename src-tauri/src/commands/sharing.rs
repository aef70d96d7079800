//! "Let phones join": the window starts and stops the HTTP server over its own state (the same
//! database, the same live updates), shows the QR code, link and PIN, lists the paired devices
//! and revokes one. Off until the person turns it on; listening on the local network only while
//! it is on. Joining is the host's decision: a phone that gave the right code or PIN waits
//! until the host allows or refuses it here ("A phone wants to join as Bob"), unless the host
//! turned on "let anyone with the code join". The host sees a PIN locked by guessing and can
//! show a new PIN and code at any time.

use super::language;
use crate::error::AppError;
use crate::state::AppState;
pub use cardtable_commands::sharing::{JoinRequest, ShareAddress, SharedDevice, SharingStatus};
use cardtable_commands::words::{retell_error, Said};
use cardtable_server::{share, Sharing};
use std::net::{Ipv4Addr, SocketAddr};
use tauri::ipc::Request;
use tauri::{AppHandle, Manager, Runtime};

/// The port phones are given when it is free (else any free one).
const PORT: u16 = 7878;

/// The running server, when sharing is on.
#[derive(Default)]
pub struct SharingSlot(tokio::sync::Mutex<Option<Sharing>>);

fn status(sharing: &Sharing) -> Result<SharingStatus, AppError> {
    let qr = |url: &str| {
        Sharing::qr_svg(url)
            .map_err(|e| AppError::internal(Said::new("internal-qr").arg("why", e.to_string())))
    };
    let mut hosts = sharing.lan_addrs();
    if hosts.is_empty() {
        hosts.push(sharing.lan_addr());
    }
    let host = hosts.first().copied().unwrap_or_else(|| sharing.lan_addr());
    let addresses = hosts
        .iter()
        .map(|&at| {
            let pair_url = sharing.pair_url(at);
            Ok(ShareAddress {
                address: at.to_string(),
                qr_svg: qr(&pair_url)?,
                pair_url,
                tv_url: sharing.tv_url(at),
            })
        })
        .collect::<Result<Vec<_>, AppError>>()?;
    let pair_url = sharing.pair_url(host);
    let qr_svg = qr(&pair_url)?;
    let pin_state = sharing.pin_state();
    Ok(SharingStatus {
        qr_svg,
        pin: sharing.pin(),
        tv_url: sharing.tv_url(host),
        devices: sharing
            .devices()
            .into_iter()
            .map(|d| SharedDevice {
                id: u32::try_from(d.id).unwrap_or(u32::MAX),
                name: d.name,
                address: d.address,
            })
            .collect(),
        waiting: sharing
            .waiting()
            .into_iter()
            .map(|r| JoinRequest {
                id: u32::try_from(r.id).unwrap_or(u32::MAX),
                name: r.name,
                address: r.address,
            })
            .collect(),
        open: sharing.pairing().is_open(),
        wrong_pins: u32::try_from(pin_state.wrong).unwrap_or(u32::MAX),
        pin_locked: pin_state.locked,
        pair_url,
        addresses,
    })
}

/// Runs `act` on the running server and answers how sharing stands after it.
async fn with_sharing<R: Runtime>(
    app: &AppHandle<R>,
    act: impl FnOnce(&Sharing) -> Result<(), AppError>,
) -> Result<SharingStatus, AppError> {
    let slot = slot(app)?;
    let running = slot.0.lock().await;
    let sharing = running
        .as_ref()
        .ok_or_else(|| AppError::not_found(Said::new("sharing-off")))?;
    act(sharing)?;
    status(sharing)
}

/// Lets the phone waiting under `id` join (`allow`), or refuses it.
#[tauri::command]
pub async fn sharing_answer<R: Runtime>(
    app: AppHandle<R>,
    id: u32,
    allow: bool,
    request: Request<'_>,
) -> Result<SharingStatus, AppError> {
    let lang = language(&request);
    with_sharing(&app, |sharing| {
        if sharing.answer(u64::from(id), allow) {
            Ok(())
        } else {
            Err(AppError::not_found(Said::new("sharing-not-waiting")))
        }
    })
    .await
    .map_err(|e| retell_error(e, lang))
}

/// Turns "let anyone with the code join" on or off.
#[tauri::command]
pub async fn sharing_set_open<R: Runtime>(
    app: AppHandle<R>,
    open: bool,
    request: Request<'_>,
) -> Result<SharingStatus, AppError> {
    let lang = language(&request);
    with_sharing(&app, |sharing| {
        sharing.pairing().set_open(open);
        Ok(())
    })
    .await
    .map_err(|e| retell_error(e, lang))
}

/// Shows a new PIN and QR code: the old ones pair nothing from now on, and a locked PIN is
/// unlocked.
#[tauri::command]
pub async fn sharing_renew<R: Runtime>(
    app: AppHandle<R>,
    request: Request<'_>,
) -> Result<SharingStatus, AppError> {
    let lang = language(&request);
    with_sharing(&app, |sharing| {
        if sharing.renew() {
            Ok(())
        } else {
            Err(AppError::internal(Said::new("internal-no-pin")))
        }
    })
    .await
    .map_err(|e| retell_error(e, lang))
}

fn slot<R: Runtime>(app: &AppHandle<R>) -> Result<tauri::State<'_, SharingSlot>, AppError> {
    app.try_state::<SharingSlot>()
        .ok_or_else(|| AppError::internal(Said::new("internal-no-sharing")))
}

/// Turns sharing on (or answers how it stands when it is on already).
#[tauri::command]
pub async fn sharing_start<R: Runtime>(
    app: AppHandle<R>,
    request: Request<'_>,
) -> Result<SharingStatus, AppError> {
    let lang = language(&request);
    start(&app).await.map_err(|e| retell_error(e, lang))
}

async fn start<R: Runtime>(app: &AppHandle<R>) -> Result<SharingStatus, AppError> {
    let state = app
        .try_state::<AppState>()
        .ok_or_else(|| AppError::internal(Said::new("internal-no-database")))?
        .inner()
        .clone();
    let slot = slot(app)?;
    let mut running = slot.0.lock().await;
    if let Some(sharing) = running.as_ref() {
        return status(sharing);
    }
    let any = SocketAddr::from((Ipv4Addr::UNSPECIFIED, PORT));
    let sharing = match share(state.clone(), any).await {
        Ok(sharing) => sharing,
        Err(_) => share(state, SocketAddr::from((Ipv4Addr::UNSPECIFIED, 0)))
            .await
            .map_err(|e| {
                AppError::storage(Said::new("storage-cannot-listen").arg("why", e.to_string()))
            })?,
    };
    let answer = status(&sharing);
    *running = Some(sharing);
    answer
}

/// How sharing stands; `None` while it is off.
#[tauri::command]
pub async fn sharing_status<R: Runtime>(
    app: AppHandle<R>,
    request: Request<'_>,
) -> Result<Option<SharingStatus>, AppError> {
    let lang = language(&request);
    let slot = slot(&app).map_err(|e| retell_error(e, lang))?;
    let running = slot.0.lock().await;
    running
        .as_ref()
        .map(status)
        .transpose()
        .map_err(|e| retell_error(e, lang))
}

/// Revokes a paired device: it is refused from now on, and a new PIN and QR code are shown.
#[tauri::command]
pub async fn sharing_revoke<R: Runtime>(
    app: AppHandle<R>,
    id: u32,
    request: Request<'_>,
) -> Result<SharingStatus, AppError> {
    let lang = language(&request);
    revoke(&app, id).await.map_err(|e| retell_error(e, lang))
}

async fn revoke<R: Runtime>(app: &AppHandle<R>, id: u32) -> Result<SharingStatus, AppError> {
    let slot = slot(app)?;
    let running = slot.0.lock().await;
    let sharing = running
        .as_ref()
        .ok_or_else(|| AppError::not_found(Said::new("sharing-off-no-device")))?;
    if !sharing.revoke(u64::from(id)) {
        return Err(AppError::not_found(Said::new("sharing-not-paired")));
    }
    status(sharing)
}

/// Stops sharing: every phone's connection is closed (paired phones stay paired: they are
/// kept, as digests of their tokens, in the database, until the host removes them).
#[tauri::command]
pub async fn sharing_stop<R: Runtime>(
    app: AppHandle<R>,
    request: Request<'_>,
) -> Result<(), AppError> {
    let lang = language(&request);
    let slot = slot(&app).map_err(|e| retell_error(e, lang))?;
    let taken = slot.0.lock().await.take();
    if let Some(sharing) = taken {
        sharing.stop().await.map_err(|e| {
            let stopped = Said::new("storage-sharing-stopped").arg("why", e.to_string());
            retell_error(AppError::storage(stopped), lang)
        })?;
    }
    Ok(())
}
