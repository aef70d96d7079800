//! The window's WebKit environment (`cardtable_app::lean_env`, issue 13): with no number set,
//! WebKit is told to paint with no GPU painting thread; a number the person set is kept. The
//! decision is checked here without changing this process's environment, which the other
//! tests of this binary share.

use cardtable_app::gpu_painting_threads;
use std::ffi::OsStr;

#[test]
fn no_gpu_painting_thread_unless_the_person_chose_one() {
    assert_eq!(gpu_painting_threads(None), Some("0"));
    assert_eq!(
        gpu_painting_threads(Some(OsStr::new("2"))),
        None,
        "the person's own value is kept"
    );
    assert_eq!(
        gpu_painting_threads(Some(OsStr::new("0"))),
        None,
        "an explicit 0 is the person's too"
    );
}
