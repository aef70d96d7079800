//! `cardtable-docs DIR`: writes the `cardtable` referee's man pages (`DIR/man1/cardtable.1` and
//! one page per subcommand, `cardtable-game-new.1`, ...) and its shell completions
//! (`DIR/completions/cardtable.bash`, `_cardtable` for zsh, `cardtable.fish`), all generated
//! from the referee's own argument parser, so they say exactly what `cardtable --help` says.
//! Run at package time by `packaging/build.sh`; it is not installed.

// The referee itself, for its argument parser (`Cli`); its `main` is not this program's. Its
// modules name their siblings and helpers from the crate root (`crate::batch`,
// `crate::complain`), so the root here has the same names.
#[allow(dead_code)]
#[path = "main.rs"]
mod referee;
#[allow(unused_imports)]
use referee::*;

use clap::CommandFactory;
use clap_complete::Shell;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

fn main() -> ExitCode {
    let Some(dir) = std::env::args_os().nth(1).map(PathBuf::from) else {
        referee::complain("usage: cardtable-docs DIR  (writes DIR/man1/*.1 and DIR/completions/*)");
        return ExitCode::from(2);
    };
    match write_all(&dir) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            referee::complain(&format!(
                "cardtable-docs: could not write into {}: {e}",
                dir.display()
            ));
            ExitCode::from(1)
        }
    }
}

fn write_all(dir: &Path) -> std::io::Result<()> {
    let man = dir.join("man1");
    std::fs::create_dir_all(&man)?;
    clap_mangen::generate_to(referee::Cli::command(), &man)?;
    let completions = dir.join("completions");
    std::fs::create_dir_all(&completions)?;
    for shell in [Shell::Bash, Shell::Zsh, Shell::Fish] {
        clap_complete::generate_to(
            shell,
            &mut referee::Cli::command(),
            "cardtable",
            &completions,
        )?;
    }
    Ok(())
}
