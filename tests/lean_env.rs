//! The window's WebKit environment (`cardtable_app::lean_env`, issue 13): with no number set,
//! WebKit is told to paint with no GPU painting thread; a number the person set is kept. One
//! test in its own binary, so nothing else reads the environment while it changes.

#![cfg(target_os = "linux")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

const VAR: &str = "WEBKIT_SKIA_GPU_PAINTING_THREADS";

#[test]
fn no_gpu_painting_thread_unless_the_person_chose_one() {
    std::env::remove_var(VAR);
    cardtable_app::lean_env();
    assert_eq!(std::env::var(VAR).as_deref(), Ok("0"));

    std::env::set_var(VAR, "2");
    cardtable_app::lean_env();
    assert_eq!(
        std::env::var(VAR).as_deref(),
        Ok("2"),
        "the person's own value is kept"
    );
}
