//! `cardtable serve --db FILE [--port P] [--host ADDR]`: lets the phones at the table join
//! without the app window (a small always-on box at a club). Prints the address, the pairing
//! link (also as a QR code in the terminal), the PIN and the TV view's link, then serves
//! until it is stopped. Ctrl-C (SIGINT) and SIGTERM stop it cleanly: every connection closes
//! and the database is finished (its write-ahead log folded into the `.db` file, which alone
//! then holds everything). Phones ask to join and the terminal's person is not there to
//! answer, so `serve` lets anyone with the code (or the PIN, within its limits) join.

use cardtable_commands::AppState;
use cardtable_rules::says::Said;
use cardtable_server::{share, Sharing};
use cardtable_store::Store;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::process::ExitCode;

/// The port used when none is given.
pub const DEFAULT_PORT: u16 = 7878;

/// The options of `cardtable serve`.
#[derive(Debug, clap::Args)]
pub struct ServeArgs {
    /// The database to share (created if missing).
    #[arg(long)]
    db: PathBuf,
    /// The port to listen on (0 picks a free one).
    #[arg(long, default_value_t = DEFAULT_PORT)]
    port: u16,
    /// The address to listen on: every network of this machine by default; 127.0.0.1 keeps it
    /// to this machine.
    #[arg(long, default_value = "0.0.0.0")]
    host: IpAddr,
}

/// Runs the server until it stops; prints why it could not start otherwise.
pub fn run(args: ServeArgs) -> ExitCode {
    let store = match Store::open_at(&args.db, chrono::Utc::now()) {
        Ok(store) => store,
        Err(e) => {
            eprintln!("cardtable serve: {}: {e}", args.db.display());
            return ExitCode::from(1);
        }
    };
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(e) => {
            eprintln!("cardtable serve: cannot start: {e}");
            return ExitCode::from(1);
        }
    };
    let state = AppState::new(store);
    let bind = SocketAddr::new(args.host, args.port);
    let held = state.clone();
    let db = args.db.clone();
    let code = runtime.block_on(async move {
        let sharing = match share(state, bind).await {
            Ok(sharing) => sharing,
            Err(e) => {
                let refused = Said::new("cli-serve-cannot-listen")
                    .arg("address", bind.to_string())
                    .arg("why", e.to_string());
                crate::complain(&crate::words(&refused));
                return ExitCode::from(1);
            }
        };
        // No one at the terminal answers a phone's request: open join.
        sharing.pairing().set_open(true);
        crate::emitted(&format!("{}\n", announce(&sharing, &args.db)));
        let mut sharing = sharing;
        let ended = tokio::select! {
            done = sharing.finished() => Some(done),
            why = stop_signal() => {
                let why = Said::new(match why {
                    "terminated" => "cli-serve-terminated",
                    _ => "cli-serve-interrupted",
                });
                crate::complain(&crate::words(&Said::new("cli-serve-stopping").arg("why", why)));
                None
            }
        };
        let stopped = match ended {
            Some(done) => done,
            None => sharing.stop().await,
        };
        match stopped {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                crate::complain(&crate::words(
                    &Said::new("cli-serve-failed").arg("why", e.to_string()),
                ));
                ExitCode::from(1)
            }
        }
    });
    // Every phone is gone: fold the write-ahead log into the file.
    drop(runtime);
    if let Err(e) = held.close() {
        let unfinished = Said::new("cli-serve-unfinished")
            .arg("db", db.display().to_string())
            .arg("why", e.to_string());
        crate::complain(&crate::words(&unfinished));
        return ExitCode::from(1);
    }
    code
}

/// The first of SIGINT (Ctrl-C) and SIGTERM, by name.
async fn stop_signal() -> &'static str {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => tokio::select! {
                _ = tokio::signal::ctrl_c() => "interrupted",
                _ = term.recv() => "terminated",
            },
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
                "interrupted"
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
        "interrupted"
    }
}

/// What the person starting the server reads: where, how to pair, the TV link.
fn announce(sharing: &Sharing, db: &std::path::Path) -> String {
    let host = if sharing.addr().ip().is_unspecified() {
        sharing.lan_addr()
    } else {
        sharing.addr()
    };
    let pair = sharing.pair_url(host);
    let qr = qrcode::QrCode::new(pair.as_bytes())
        .map(|code| {
            code.render::<qrcode::render::unicode::Dense1x2>()
                .quiet_zone(true)
                .build()
        })
        .unwrap_or_default();
    let line = |said: Said| crate::words(&said);
    [
        line(
            Said::new("cli-serve-sharing")
                .arg("db", db.display().to_string())
                .arg("url", format!("http://{host}/")),
        ),
        qr,
        line(Said::new("cli-serve-scan").arg("link", pair)),
        line(Said::new("cli-serve-pin").arg("pin", sharing.pin())),
        line(Said::new("cli-serve-tv").arg("link", sharing.tv_url(host))),
        line(Said::new("cli-serve-stop")),
    ]
    .join("\n")
}
