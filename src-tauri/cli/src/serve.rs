//! `cardtable serve --db FILE [--port P] [--host ADDR]`: lets the phones at the table join
//! without the app window (a small always-on box at a club). Prints the address, the pairing
//! link (also as a QR code in the terminal), the PIN and the TV view's link, then serves
//! until it is stopped.

use cardtable_commands::AppState;
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
    runtime.block_on(async move {
        let sharing = match share(state, bind).await {
            Ok(sharing) => sharing,
            Err(e) => {
                eprintln!("cardtable serve: cannot listen on {bind}: {e}");
                return ExitCode::from(1);
            }
        };
        println!("{}", announce(&sharing, &args.db));
        match sharing.wait().await {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("cardtable serve: {e}");
                ExitCode::from(1)
            }
        }
    })
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
    format!(
        "Cardtable is sharing {db} at http://{host}/\n{qr}\nScan the code, or open {pair}\nPIN: {pin}\nTV view (read only): {tv}\nStop with Ctrl-C.",
        db = db.display(),
        pin = sharing.pin(),
        tv = sharing.tv_url(host),
    )
}
