//! `memoir chat --json` driven as a script, as a person or another program
//! would drive it.

use std::io::Write;
use std::process::{Command, Stdio};

use serde_json::Value;

mod common;

fn chat(script: &str) -> Vec<Value> {
    let out = common::chat(&common::fresh_dir("chat"), "jordan", &["--json"], script);
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON ({e}): {l}")))
        .collect()
}

fn recalls(events: &[Value]) -> Vec<&Value> {
    events.iter().filter(|e| e["event"] == "recall").collect()
}

fn fact_statements(recall: &Value) -> Vec<String> {
    recall["context"]["facts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["statement"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn a_fact_said_in_session_one_is_recalled_in_session_two_and_a_change_wins() {
    let events = chat(
        "I'm a pharmacist at the Boots on Market Street\n\
         assistant: That sounds busy.\n\
         I live in Leeds\n\
         /finish\n\
         /recall where does the user work\n\
         I live in Bristol now, we moved last week\n\
         /finish\n\
         /recall where does the user live\n\
         /quit\n",
    );
    let r = recalls(&events);
    assert_eq!(r.len(), 2);
    let work = fact_statements(r[0]);
    assert!(
        work.iter()
            .any(|s| s == "The user is a pharmacist at the Boots on Market Street."),
        "{work:?}"
    );
    assert!(r[0]["context"]["facts"]
        .as_array()
        .unwrap()
        .iter()
        .all(|f| f["standing"] == "settled"));

    let live = fact_statements(r[1]);
    assert_eq!(live[0], "The user lives in Bristol.", "{live:?}");
    assert!(live.iter().all(|s| !s.contains("Leeds")), "{live:?}");

    let finishes: Vec<&Value> = events.iter().filter(|e| e["event"] == "finish").collect();
    assert_eq!(finishes[1]["report"]["superseded"], 1);
}

#[test]
fn every_response_is_one_json_object_and_bad_commands_are_explained() {
    let events = chat("/nonsense\n/facts\n/forget Leeds\n/map\n");
    assert!(events.iter().all(|e| e.is_object()));
    assert_eq!(events[1]["event"], "error");
    assert!(events[1]["message"]
        .as_str()
        .unwrap()
        .contains("unknown command"));
    assert_eq!(events[2]["event"], "facts");
}

#[test]
fn invalid_utf8_on_stdin_is_reported_and_skipped() {
    let dir = common::fresh_dir("utf8");
    let mut child = Command::new(env!("CARGO_BIN_EXE_memoir"))
        .args(["chat", "--user", "u", "--json", "--data"])
        .arg(&dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin
        .write_all(b"I love tea\n\xff\xfe broken\n/facts\n")
        .unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("not valid UTF-8"), "{text}");
    assert!(out.status.success());
}

#[test]
fn the_tool_declarations_print_in_each_dialect() {
    for dialect in ["gemini", "openai", "mcp"] {
        let out = Command::new(env!("CARGO_BIN_EXE_memoir"))
            .args(["tools", "--dialect", dialect])
            .output()
            .unwrap();
        assert!(out.status.success());
        let v: Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(v.as_array().unwrap().len(), 2);
    }
}

#[test]
fn help_lists_the_in_chat_commands_in_chat_and_in_the_usage() {
    let events = chat("/help\n/quit\n");
    let help = events.iter().find(|e| e["event"] == "help").unwrap();
    let text = help["text"].as_str().unwrap();
    for command in ["/recall", "/facts", "/map", "/finish", "/forget", "/quit"] {
        assert!(text.contains(command), "{text}");
    }
    let usage = Command::new(env!("CARGO_BIN_EXE_memoir"))
        .args(["chat", "--help"])
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&usage.stdout).contains("/recall QUERY"));
}
