//! Helpers shared by the CLI's end-to-end tests.
#![allow(dead_code)]

use std::path::PathBuf;
use std::process::{Command, Output};
use std::sync::atomic::{AtomicUsize, Ordering};

/// A fresh, empty directory for one test.
pub fn fresh_dir(name: &str) -> PathBuf {
    static N: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!(
        "memoir-cli-{name}-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::SeqCst)
    ));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// The memoir binary under test.
pub fn memoir() -> Command {
    Command::new(env!("CARGO_BIN_EXE_memoir"))
}

/// Run memoir with `args`; return its output.
pub fn run(args: &[&str]) -> Output {
    memoir().args(args).output().expect("memoir runs")
}

pub fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

pub fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}
