//! `--extractor llm` end to end: `memoir eval updates` against a local
//! server speaking the OpenAI chat-completions wire format, as vLLM or
//! llama.cpp's server would. No network.

mod common;
// The fake model servers' loopback plumbing, shared with memoir-llm's tests.
#[path = "../../llm/tests/common/mod.rs"]
mod loopback;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use axum::extract::State;
use axum::routing::post;
use axum::{Json, Router};
use common::{fresh_dir, run, stderr, stdout};
use serde_json::{json, Value};

/// A "model" that knows two sentences: where the user lives now.
async fn complete(State(calls): State<Arc<AtomicUsize>>, Json(body): Json<Value>) -> Json<Value> {
    calls.fetch_add(1, Ordering::SeqCst);
    let turn = body["messages"][1]["content"].as_str().unwrap_or("");
    // Asked at finish: every earlier statement about white wine is replaced.
    if body["messages"][0]["content"]
        .as_str()
        .unwrap_or("")
        .contains("resolutions")
    {
        let ids: Vec<&str> = turn
            .lines()
            .filter(|l| l.contains("white wine"))
            .filter_map(|l| l.strip_prefix("- [")?.split(']').next())
            .collect();
        let content = json!({"resolutions": [{"item": 0, "attribute": null, "replaces": ids}]});
        return Json(
            json!({"choices": [{"index": 0, "message": {"role": "assistant", "content": content.to_string()}}]}),
        );
    }
    let facts = if turn.contains("Valencia suits us") {
        json!([{"subject": "user", "attribute": "lives_in", "statement": "The user lives in Valencia.", "change": "change"}])
    } else if turn.contains("I live in Porto") {
        json!([{"subject": "user", "attribute": "lives_in", "statement": "The user lives in Porto."}])
    } else {
        json!([])
    };
    let content = json!({ "facts": facts }).to_string();
    Json(json!({"choices": [{"index": 0, "message": {"role": "assistant", "content": content}}]}))
}

/// Embeddings of dimension 2, by text length.
async fn embeddings(Json(body): Json<Value>) -> Json<Value> {
    let data: Vec<Value> = body["input"]
        .as_array()
        .map(|a| a.as_slice())
        .unwrap_or_default()
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let n = t.as_str().unwrap_or("").len() as f64;
            json!({"index": i, "embedding": [n, 1.0]})
        })
        .collect();
    Json(json!({ "data": data }))
}

fn fake_model() -> (String, Arc<AtomicUsize>) {
    let calls = Arc::new(AtomicUsize::new(0));
    let app = Router::new()
        .route("/v1/chat/completions", post(complete))
        .route("/v1/embeddings", post(embeddings))
        .with_state(calls.clone());
    (format!("{}/v1", loopback::on_loopback(app)), calls)
}

const SUITE: &str = r#"{"protocol": "memoir-updates-v1", "scenarios": [
 {"id": "porto-to-valencia", "note": "a move said in words no rule reads", "user_name": "Rui",
  "sessions": [
   {"id": "s1", "date": "2025-01-10T10:00:00Z", "turns": [{"speaker": "user", "text": "I live in Porto, near the river"}]},
   {"id": "s2", "date": "2025-06-10T10:00:00Z", "turns": [{"speaker": "user", "text": "we've been settling in nicely, Valencia suits us"}]}],
  "checks": [{"after_session": "s2", "query": "where does the user live", "expect": ["valencia"], "reject": ["porto"]}]}]}"#;

#[test]
fn eval_updates_through_a_model_reads_what_the_rules_miss() {
    let dir = fresh_dir("llm");
    std::fs::create_dir_all(&dir).unwrap();
    let suite = dir.join("suite.json");
    std::fs::write(&suite, SUITE).unwrap();
    let suite = suite.to_str().unwrap();

    // The rules alone keep Porto current.
    let out = run(&["eval", "updates", "--data", suite, "--quiet"]);
    assert!(
        stdout(&out).contains("updates: 0 passed, 1 failed"),
        "{}",
        stdout(&out)
    );

    let (url, calls) = fake_model();
    let run_file = dir.join("run.json");
    let out = run(&[
        "eval",
        "updates",
        "--data",
        suite,
        "--quiet",
        "--extractor",
        "llm",
        "--llm-url",
        &url,
        "--llm-model",
        "local-test",
        "--run-out",
        run_file.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stdout(&out).contains("updates: 1 passed, 0 failed"),
        "{}",
        stdout(&out)
    );
    assert_eq!(calls.load(Ordering::SeqCst), 2, "one call per user turn");
    let written: Value =
        serde_json::from_str(&std::fs::read_to_string(&run_file).unwrap()).unwrap();
    assert!(written["system"]
        .as_str()
        .unwrap()
        .contains("llm:local-test"));
}

#[test]
fn asking_for_the_model_without_saying_where_it_is_is_a_clear_error() {
    let out = run(&[
        "eval",
        "updates",
        "--data",
        "unused.json",
        "--extractor",
        "llm",
    ]);
    assert!(!out.status.success());
    assert!(stderr(&out).contains("--llm-url"), "{}", stderr(&out));
}

#[test]
fn a_remote_embedding_model_is_chosen_by_environment() {
    let dir = fresh_dir("remote-embed");
    std::fs::create_dir_all(&dir).unwrap();
    let suite = dir.join("suite.json");
    std::fs::write(&suite, SUITE).unwrap();
    let run_file = dir.join("run.json");
    let (url, _) = fake_model();
    let out = common::memoir()
        .args([
            "eval",
            "updates",
            "--data",
            suite.to_str().unwrap(),
            "--quiet",
        ])
        .args(["--run-out", run_file.to_str().unwrap()])
        .env("MEMOIR_EMBEDDER", "remote")
        .env("MEMOIR_EMBED_URL", &url)
        .env("MEMOIR_EMBED_MODEL", "tiny")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(!stderr(&out).contains("lexical only"), "{}", stderr(&out));
    let written: Value =
        serde_json::from_str(&std::fs::read_to_string(&run_file).unwrap()).unwrap();
    assert!(
        written["system"].as_str().unwrap().ends_with("hybrid"),
        "{written}"
    );

    // Unreachable: said once, and recall is lexical.
    let out = common::memoir()
        .args([
            "eval",
            "updates",
            "--data",
            suite.to_str().unwrap(),
            "--quiet",
        ])
        .env("MEMOIR_EMBEDDER", "remote")
        .env("MEMOIR_EMBED_URL", "http://127.0.0.1:9/v1")
        .env("MEMOIR_EMBED_MODEL", "tiny")
        .output()
        .unwrap();
    assert!(stderr(&out).contains("lexical only"), "{}", stderr(&out));
}

const WINE: &str = r#"{"protocol": "memoir-updates-v1", "scenarios": [
 {"id": "white-to-red", "note": "a change sharing no word with what it replaces", "user_name": "Ines",
  "sessions": [
   {"id": "s1", "date": "2025-01-10T10:00:00Z", "turns": [{"speaker": "user", "text": "I usually have a glass of white wine with dinner"}]},
   {"id": "s2", "date": "2025-06-10T10:00:00Z", "turns": [{"speaker": "user", "text": "I'm on the red these days"}]}],
  "checks": [{"after_session": "s2", "query": "what does the user drink with dinner", "expect": [], "reject": ["white wine"]}]}]}"#;

#[test]
fn a_model_consolidating_at_finish_settles_what_the_rules_could_not() {
    let dir = fresh_dir("consolidate");
    std::fs::create_dir_all(&dir).unwrap();
    let suite = dir.join("wine.json");
    std::fs::write(&suite, WINE).unwrap();
    let suite = suite.to_str().unwrap();
    let lexical = |extra: &[&str]| {
        common::memoir()
            .args(["eval", "updates", "--data", suite, "--quiet"])
            .args(extra)
            .env("MEMOIR_EMBEDDER", "none")
            .output()
            .unwrap()
    };
    let out = lexical(&[]);
    assert!(
        stdout(&out).contains("updates: 0 passed, 1 failed"),
        "{}",
        stdout(&out)
    );

    let (url, calls) = fake_model();
    let out = lexical(&[
        "--llm-url",
        &url,
        "--llm-model",
        "m",
        "--llm-role",
        "consolidate",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stdout(&out).contains("updates: 1 passed, 0 failed"),
        "{}",
        stdout(&out)
    );
    assert_eq!(
        calls.load(Ordering::SeqCst),
        1,
        "asked once, at the second finish"
    );
}
