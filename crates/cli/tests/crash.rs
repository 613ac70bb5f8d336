//! Kill -9 at random points: every acknowledged write survives, and the store
//! opens cleanly and verifies after each restart.

mod common;

use std::collections::HashSet;
use std::io::{BufRead, BufReader, Write};
use std::process::Stdio;

use common::{fresh_dir, memoir, run, stderr};

/// A small deterministic generator, so a failure can be replayed.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

#[test]
fn acknowledged_writes_survive_sigkill_at_random_points() {
    let data = fresh_dir("crash");
    kill_repeatedly(&["--data", data.to_str().unwrap()], 25);
}

#[test]
fn acknowledged_writes_survive_sigkill_of_a_node_on_postgres() {
    let Some(url) = common::postgres("acknowledged_writes_survive_sigkill_of_a_node_on_postgres")
    else {
        return;
    };
    let data = fresh_dir("crash-pg");
    let tenant = format!("crash-{}", std::process::id());
    kill_repeatedly(
        &[
            "--data",
            data.to_str().unwrap(),
            "--store",
            &url,
            "--store-tenant",
            &tenant,
        ],
        6,
    );
}

/// Kill `memoir chat` (on the store `store_args` name) with SIGKILL at a
/// random point `runs` times; after each, the store verifies and holds
/// every acknowledged turn.
fn kill_repeatedly(store_args: &[&str], runs: usize) {
    let mut rng = Lcg(20251130);
    let mut acked_episodes: HashSet<String> = HashSet::new();
    let mut acked_finishes = 0usize;

    for run_no in 0..runs {
        let mut child = memoir()
            .args(["chat", "--user", "u", "--json"])
            .args(store_args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        let writer = std::thread::spawn(move || {
            for k in 0.. {
                let line = if k % 4 == 3 {
                    "/finish".to_string()
                } else {
                    format!("I love hobby{run_no}x{k} and I live in town{run_no}x{k}")
                };
                if writeln!(stdin, "{line}").is_err() {
                    break;
                }
            }
        });
        let kill_after = 1 + rng.below(30) as usize;
        let mut seen = 0usize;
        let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
        while let Some(Ok(line)) = lines.next() {
            let event: serde_json::Value = serde_json::from_str(&line).unwrap();
            match event["event"].as_str() {
                Some("turn") => {
                    acked_episodes.insert(event["episode"].as_str().unwrap().to_string());
                    seen += 1;
                }
                Some("finish") => {
                    acked_finishes += 1;
                    seen += 1;
                }
                _ => {}
            }
            if seen >= kill_after {
                break;
            }
        }
        child.kill().unwrap(); // SIGKILL
        child.wait().unwrap();
        let _ = writer.join();

        // The store opens cleanly, its chain verifies, and every acknowledged
        // episode is there.
        let verify = run(&[&["verify", "--user", "u"], store_args].concat());
        assert!(
            verify.status.success(),
            "run {run_no}: {}\n{}",
            common::stdout(&verify),
            stderr(&verify)
        );
        let out = fresh_dir("crash-export");
        let export = run(&[
            &["export", "--user", "u", "--out", out.to_str().unwrap()],
            store_args,
        ]
        .concat());
        assert!(export.status.success(), "run {run_no}: {}", stderr(&export));
        let mut exported = String::new();
        if let Ok(entries) = std::fs::read_dir(out.join("sessions")) {
            for e in entries {
                exported.push_str(&std::fs::read_to_string(e.unwrap().path()).unwrap());
            }
        }
        for id in &acked_episodes {
            assert!(
                exported.contains(&format!("- id: {id}\n")),
                "run {run_no}: acknowledged episode {id} was lost"
            );
        }
        let facts = std::fs::read_to_string(out.join("facts.md")).unwrap_or_default();
        let _ = std::fs::remove_dir_all(&out);
        if acked_finishes > 0 {
            assert!(
                facts.contains("- status: active"),
                "run {run_no}: finished sessions left no facts"
            );
        }
    }
    assert!(
        acked_episodes.len() > runs,
        "the test should have acknowledged many writes"
    );
}
