//! The Tauri shell: wiring only. No game logic, no SQL.
