//! What a package installs beside the referee: `cardtable --version` prints the workspace's
//! version (the one the packages carry), and `cardtable-docs` writes a man page per command and
//! the bash, zsh and fish completions from the same argument parser as `--help`.

use std::process::Command;

#[test]
fn version_is_the_workspace_version() {
    let out = Command::new(env!("CARGO_BIN_EXE_cardtable"))
        .arg("--version")
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        format!("cardtable {}\n", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn docs_writes_man_pages_and_completions_from_the_argument_parser() {
    let dir = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_cardtable-docs"))
        .arg(dir.path())
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let read = |rel: &str| std::fs::read_to_string(dir.path().join(rel)).unwrap();

    let man = read("man1/cardtable.1");
    assert!(man.starts_with(".ie"), "a roff page: {}", &man[..40]);
    assert!(man.contains(".TH cardtable 1"), "titled cardtable(1)");
    assert!(
        man.contains(env!("CARGO_PKG_VERSION")),
        "carries the version"
    );
    for sub in [
        "arrange", "gin", "batch", "game", "hand", "export", "import", "serve",
    ] {
        assert!(
            man.contains(&format!("cardtable\\-{sub}(1)")),
            "lists {sub}"
        );
        assert!(
            dir.path().join(format!("man1/cardtable-{sub}.1")).is_file(),
            "a page for {sub}"
        );
    }
    assert!(read("man1/cardtable-game-new.1").contains("\\-\\-players"));
    // The exit codes of --help's epilogue reach the page.
    assert!(man.contains("Exit codes: 0 done"));

    let bash = read("completions/cardtable.bash");
    assert!(bash.contains("complete -F _cardtable") && bash.contains("--first-dealer"));
    let zsh = read("completions/_cardtable");
    assert!(zsh.starts_with("#compdef cardtable") && zsh.contains("--players"));
    let fish = read("completions/cardtable.fish");
    assert!(fish.contains("complete -c cardtable") && fish.contains("batch"));
}

#[test]
fn docs_without_a_folder_is_a_usage_error() {
    let out = Command::new(env!("CARGO_BIN_EXE_cardtable-docs"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("usage: cardtable-docs DIR"));
}
