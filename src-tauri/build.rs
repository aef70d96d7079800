//! Build script of the app package: `tauri-build` reads `tauri.conf.json` at the repository
//! root (this package's folder), generates the context and the inlined capabilities.

fn main() {
    tauri_build::build()
}
