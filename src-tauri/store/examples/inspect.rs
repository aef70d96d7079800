//! Says what each database file given is, as Cardtable decides before opening it, and how long
//! deciding took: `cargo run -p cardtable-store --example inspect -- FILE...`. Writes nothing.

use std::time::Instant;

fn main() {
    for arg in std::env::args_os().skip(1) {
        let path = std::path::PathBuf::from(&arg);
        let start = Instant::now();
        let verdict = cardtable_store::inspect(&path);
        let took = start.elapsed();
        let said = match verdict {
            Ok(v) => format!("opens: {v:?}"),
            Err(r) => format!("refused {:?}: {}", r.kind, r.message),
        };
        println!(
            "{}\t{:.2} ms\t{said}",
            path.display(),
            took.as_secs_f64() * 1e3
        );
    }
}
