//! Helpers shared by the CLI's end-to-end tests.
#![allow(dead_code)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
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

/// Feed `script` to `memoir chat` for `user` on the store in `data` (with
/// `extra` flags), wait for it, and return its output. Fails the test if it
/// does not exit cleanly.
pub fn chat(data: &Path, user: &str, extra: &[&str], script: &str) -> Output {
    let mut child = memoir()
        .args(["chat", "--user", user, "--data"])
        .arg(data)
        .args(extra)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("memoir runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(script.as_bytes())
        .expect("script written");
    let out = child.wait_with_output().expect("memoir exits");
    assert!(out.status.success(), "{}", stderr(&out));
    out
}

/// The Postgres database the tests may use (`MEMOIR_TEST_POSTGRES`, which
/// `.ci/run` sets after starting a cluster), or `None` after saying
/// SKIPPED; with `MEMOIR_REQUIRE_POSTGRES=1` (CI) its absence fails.
pub fn postgres(test: &str) -> Option<String> {
    match std::env::var("MEMOIR_TEST_POSTGRES") {
        Ok(url) if !url.is_empty() => Some(url),
        _ => {
            assert!(
                std::env::var("MEMOIR_REQUIRE_POSTGRES").as_deref() != Ok("1"),
                "{test}: MEMOIR_REQUIRE_POSTGRES=1 but MEMOIR_TEST_POSTGRES is not set"
            );
            let _ = writeln!(
                std::io::stderr(),
                "SKIPPED {test}: no MEMOIR_TEST_POSTGRES (see .ci/run)"
            );
            None
        }
    }
}

/// A `memoir` child (`args`) killed when dropped, and the address it said
/// it serves: the rest of the stderr line that starts with `announce`, up to
/// the first `/`. Its stderr keeps being read, so it never blocks on a full
/// pipe.
pub struct Announced {
    pub child: std::process::Child,
    pub addr: String,
}

impl Announced {
    pub fn spawn(args: &[&std::ffi::OsStr], announce: &str, tag: &'static str) -> Self {
        use std::io::{BufRead, BufReader};
        let mut child = memoir()
            .args(args)
            .stderr(Stdio::piped())
            .spawn()
            .expect("memoir runs");
        let mut lines = BufReader::new(child.stderr.take().expect("stderr")).lines();
        let addr = lines
            .by_ref()
            .map_while(Result::ok)
            .find_map(|l| {
                l.strip_prefix(announce)
                    .map(|rest| rest.split('/').next().unwrap_or(rest).trim().to_string())
            })
            .unwrap_or_else(|| panic!("memoir never said {announce:?}"));
        std::thread::spawn(move || {
            lines
                .map_while(Result::ok)
                .for_each(|l| eprintln!("[{tag}] {l}"))
        });
        Self { child, addr }
    }
}

impl Drop for Announced {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
