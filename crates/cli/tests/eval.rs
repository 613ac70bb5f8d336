//! `memoir eval updates` end to end: suites scored by the protocol's pass
//! rule, through the binary.

mod common;

use common::{fresh_dir, run, stderr, stdout};

/// Writes, as `dir/{id}.json`, a suite of one scenario whose one check
/// asks where the user lives after `first` and then `then` were said.
fn suite(
    dir: &std::path::Path,
    id: &str,
    [first, then]: [&str; 2],
    expect: &str,
    reject: &str,
) -> std::path::PathBuf {
    let path = dir.join(format!("{id}.json"));
    let text = format!(
        r#"{{"protocol": "memoir-updates-v1", "scenarios": [
 {{"id": "{id}", "sessions": [
   {{"id": "s1", "date": "2025-01-10T10:00:00Z", "turns": [{{"speaker": "user", "text": "{first}"}}]}},
   {{"id": "s2", "date": "2025-06-10T10:00:00Z", "turns": [{{"speaker": "user", "text": "{then}"}}]}}],
  "checks": [{{"after_session": "s2", "query": "where does the user live", "expect": ["{expect}"], "reject": ["{reject}"]}}]}}]}}"#
    );
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn several_suites_are_scored_in_one_run_each_on_its_own_line_then_in_total() {
    let dir = fresh_dir("eval-several");
    std::fs::create_dir_all(&dir).unwrap();
    let moved = suite(
        &dir,
        "moved",
        ["I live in Porto", "We moved to Valencia in May"],
        "valencia",
        "porto",
    );
    // A check no memory can pass: the expected city was never said.
    let unsaid = suite(
        &dir,
        "unsaid",
        ["I live in Porto", "The weather is grim"],
        "oslo",
        "x",
    );
    let out = run(&[
        "eval",
        "updates",
        "--quiet",
        "--data",
        moved.to_str().unwrap(),
        unsaid.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let said = stdout(&out);
    let moved_at = said.find("moved.json").expect("the first suite is named");
    let unsaid_at = said.find("unsaid.json").expect("the second suite is named");
    assert!(moved_at < unsaid_at, "{said}");
    assert!(
        said[moved_at..unsaid_at].contains("checks passed: 1/1"),
        "{said}"
    );
    assert!(said[unsaid_at..].contains("checks passed: 0/1"), "{said}");
    assert!(said.contains("updates: 1 passed, 1 failed"), "{said}");
}

#[test]
fn a_run_file_is_refused_for_several_suites_before_any_work() {
    let out = run(&[
        "eval",
        "updates",
        "--data",
        "a.json",
        "b.json",
        "--run-out",
        "run.json",
    ]);
    assert!(!out.status.success());
    assert!(stderr(&out).contains("one suite"), "{}", stderr(&out));
}

#[test]
fn a_suite_that_is_not_there_is_named_in_the_error() {
    let out = run(&["eval", "updates", "--data", "no-such-suite.json"]);
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("no-such-suite.json"),
        "{}",
        stderr(&out)
    );
}
