//! The model clients against a local HTTP server that speaks each API's wire
//! format: recorded answers, answers past the deadline, 429s and garbage.
//! No network: the server is on 127.0.0.1.

mod common;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::routing::post;
use axum::{Json, Router};
use memoir_core::{Proposal, Speaker};
use memoir_engine::{Ambiguity, Consolidator};
use memoir_extract::{Extractor, TurnInput};
use memoir_llm::{Dialect, LlmConfig, LlmConsolidator, LlmError, LlmExtractor};
use serde_json::{json, Value};

/// What the model "says" when it answers well.
const RECORDED_FACTS: &str = r#"{"facts": [{"subject": "user", "attribute": "lives_in", "statement": "The user moved to Valencia in October.", "change": "change"}]}"#;

/// What the model advises at finish.
const ADVICE: &str =
    r#"{"resolutions": [{"item": 0, "attribute": "favorite_drink", "replaces": ["f-white"]}]}"#;

#[derive(Default)]
struct Seen {
    calls: AtomicUsize,
    requests: Mutex<Vec<(HeaderMap, Value)>>,
}

/// Answers as `mode` says: `ok`, `slow` (3 s), `busy` (429 twice, then
/// ok), `down` (503 always), `garbage` (200 with prose for content).
async fn answer(
    mode: &str,
    seen: &Seen,
    headers: HeaderMap,
    body: Value,
    gemini: bool,
) -> (StatusCode, Json<Value>) {
    let n = seen.calls.fetch_add(1, Ordering::SeqCst);
    seen.requests.lock().unwrap().push((headers, body));
    let content = match mode {
        "slow" => {
            tokio::time::sleep(Duration::from_secs(3)).await;
            RECORDED_FACTS
        }
        "busy" if n < 2 => {
            return (
                StatusCode::TOO_MANY_REQUESTS,
                Json(json!({"error": "slow down"})),
            )
        }
        "down" => {
            return (
                StatusCode::SERVICE_UNAVAILABLE,
                Json(json!({"error": "down"})),
            )
        }
        "garbage" => "Sure! The user seems to live somewhere nice.",
        "advice" => ADVICE,
        _ => RECORDED_FACTS,
    };
    let envelope = if gemini {
        json!({"candidates": [{"content": {"role": "model", "parts": [{"text": content}]}}]})
    } else {
        json!({"choices": [{"index": 0, "message": {"role": "assistant", "content": content}}]})
    };
    (StatusCode::OK, Json(envelope))
}

/// A server on a free port, in a runtime of its own; its base URL.
fn serve() -> (String, Arc<Seen>) {
    let seen = Arc::new(Seen::default());
    let app = Router::new()
        .route(
            "/{mode}/v1/chat/completions",
            post(
                |Path(mode): Path<String>,
                 State(seen): State<Arc<Seen>>,
                 headers: HeaderMap,
                 Json(body): Json<Value>| async move {
                    answer(&mode, &seen, headers, body, false).await
                },
            ),
        )
        .route(
            "/{mode}/v1beta/models/{call}",
            post(
                |Path((mode, _call)): Path<(String, String)>,
                 State(seen): State<Arc<Seen>>,
                 headers: HeaderMap,
                 Json(body): Json<Value>| async move {
                    answer(&mode, &seen, headers, body, true).await
                },
            ),
        )
        .with_state(seen.clone());
    (common::on_loopback(app), seen)
}

fn openai(base: &str, mode: &str, deadline_ms: u64) -> LlmExtractor {
    let config = LlmConfig::new(Dialect::OpenAi, &format!("{base}/{mode}/v1"), "local-model")
        .with_key(Some("sk-test".into()))
        .with_deadline(Duration::from_millis(deadline_ms));
    LlmExtractor::new(config).unwrap()
}

fn read(extractor: &LlmExtractor, text: &str) -> Vec<Proposal> {
    let speaker = Speaker::user();
    extractor.extract(&TurnInput {
        speaker: &speaker,
        text,
        occurred_at: chrono::Utc::now(),
        previous_assistant: None,
        previous_user: None,
        known_people: &[],
    })
}

fn statements(proposals: &[Proposal]) -> Vec<String> {
    proposals
        .iter()
        .filter_map(|p| match p {
            Proposal::Assert(c) => Some(c.statement.clone()),
            _ => None,
        })
        .collect()
}

const TURN: &str = "actually we relocated to Valencia in October";

#[test]
fn an_openai_compatible_answer_in_time_replaces_the_rules_statements() {
    let (base, seen) = serve();
    let p = read(&openai(&base, "ok", 1500), TURN);
    assert_eq!(
        statements(&p),
        vec!["The user moved to Valencia in October."]
    );
    let requests = seen.requests.lock().unwrap();
    let (headers, body) = &requests[0];
    assert_eq!(headers["authorization"], "Bearer sk-test");
    assert_eq!(body["model"], "local-model");
    assert_eq!(body["response_format"]["type"], "json_object");
    assert!(body["messages"][1]["content"]
        .as_str()
        .unwrap()
        .contains(TURN));
}

#[test]
fn a_gemini_answer_in_time_replaces_the_rules_statements() {
    let (base, seen) = serve();
    let config = LlmConfig::new(
        Dialect::Gemini,
        &format!("{base}/ok/v1beta"),
        "gemini-2.0-flash",
    )
    .with_key(Some("g-test".into()));
    let p = read(&LlmExtractor::new(config).unwrap(), TURN);
    assert_eq!(
        statements(&p),
        vec!["The user moved to Valencia in October."]
    );
    let requests = seen.requests.lock().unwrap();
    let (headers, body) = &requests[0];
    assert_eq!(headers["x-goog-api-key"], "g-test");
    assert_eq!(
        body["generationConfig"]["responseMimeType"],
        "application/json"
    );
    assert_eq!(
        body["generationConfig"]["responseSchema"]["properties"]["facts"]["type"],
        "ARRAY"
    );
}

#[test]
fn past_the_deadline_the_rules_reading_stands_and_nothing_waits_longer() {
    let (base, _) = serve();
    let started = Instant::now();
    let p = read(&openai(&base, "slow", 400), TURN);
    let took = started.elapsed();
    assert!(took < Duration::from_millis(1200), "waited {took:?}");
    let s = statements(&p);
    assert!(
        !s.is_empty()
            && s.iter()
                .all(|s| s.contains("Valencia") && !s.contains("moved to")),
        "{s:?}"
    );
}

#[test]
fn a_busy_endpoint_is_retried_within_the_deadline() {
    let (base, seen) = serve();
    let p = read(&openai(&base, "busy", 2000), TURN);
    assert_eq!(
        statements(&p),
        vec!["The user moved to Valencia in October."]
    );
    assert_eq!(seen.calls.load(Ordering::SeqCst), 3);
}

#[test]
fn an_endpoint_that_stays_down_is_given_up_on_by_the_deadline() {
    let (base, seen) = serve();
    let started = Instant::now();
    let p = read(&openai(&base, "down", 500), TURN);
    assert!(started.elapsed() < Duration::from_millis(1100));
    assert!(
        seen.calls.load(Ordering::SeqCst) >= 2,
        "retried at least once"
    );
    assert!(statements(&p).iter().any(|s| s.contains("Valencia")));
}

#[test]
fn garbage_from_the_model_is_not_trusted() {
    let (base, _) = serve();
    let p = read(&openai(&base, "garbage", 1500), TURN);
    let s = statements(&p);
    assert!(s.iter().all(|s| !s.contains("somewhere nice")), "{s:?}");
    assert!(
        s.iter().any(|s| s.contains("Valencia")),
        "the rules' reading: {s:?}"
    );
}

#[test]
fn a_forget_command_acts_whatever_the_model_says() {
    let (base, _) = serve();
    let p = read(&openai(&base, "ok", 1500), "please forget my old address");
    assert!(
        p.iter().any(|p| matches!(p, Proposal::Forget { .. })),
        "{p:?}"
    );
}

#[test]
fn an_unreachable_endpoint_falls_back_at_once() {
    // A port nothing listens on.
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    drop(listener);
    let p = read(&openai(&format!("http://{addr}"), "ok", 1500), TURN);
    assert!(statements(&p).iter().any(|s| s.contains("Valencia")));
}

#[test]
fn an_https_endpoint_goes_through_the_tls_stack_and_fails_as_a_transport_error() {
    // The real endpoints are https: the client must build its TLS config
    // (rustls with ring; a missing or doubled crypto provider panics here)
    // and a TLS handshake against a plain-text listener must be an error.
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            use std::io::Write;
            let mut stream = stream;
            let _ = stream.write_all(b"HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n");
        }
    });
    let config = LlmConfig::new(Dialect::OpenAi, &format!("https://{addr}/v1"), "m")
        .with_deadline(Duration::from_millis(1500));
    let extractor = LlmExtractor::new(config).expect("an https client builds");
    let speaker = Speaker::user();
    let turn = TurnInput {
        speaker: &speaker,
        text: TURN,
        occurred_at: chrono::Utc::now(),
        previous_assistant: None,
        previous_user: None,
        known_people: &[],
    };
    match extractor.ask(&turn) {
        Err(LlmError::Transport(_)) => {}
        other => panic!("expected a transport error, got {other:?}"),
    }
}

fn wine() -> Vec<Ambiguity> {
    vec![Ambiguity {
        subject: "the user".into(),
        statement: "The user is on the red these days.".into(),
        attribute: "about:red".into(),
        cue: memoir_core::Cue::Change,
        earlier: vec![(
            memoir_core::FactId::new("f-white").unwrap(),
            "The user has a glass of white wine with dinner.".into(),
        )],
    }]
}

#[test]
fn the_consolidator_reads_the_models_advice_and_shows_it_the_ids() {
    let (base, seen) = serve();
    let config = LlmConfig::new(Dialect::OpenAi, &format!("{base}/advice/v1"), "local-model");
    let advice = LlmConsolidator::new(config).unwrap().resolve(&wine());
    assert_eq!(advice.len(), 1);
    assert_eq!(advice[0].attribute.as_deref(), Some("favorite_drink"));
    assert_eq!(advice[0].replaces[0].as_str(), "f-white");
    let requests = seen.requests.lock().unwrap();
    let prompt = requests[0].1["messages"][1]["content"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(
        prompt.contains("[f-white] The user has a glass of white wine"),
        "{prompt}"
    );
}

#[test]
fn a_late_consolidator_advises_nothing_by_its_deadline() {
    let (base, _) = serve();
    let config = LlmConfig::new(Dialect::OpenAi, &format!("{base}/slow/v1"), "local-model")
        .with_deadline(Duration::from_millis(300));
    let started = Instant::now();
    assert!(LlmConsolidator::new(config)
        .unwrap()
        .resolve(&wine())
        .is_empty());
    assert!(started.elapsed() < Duration::from_millis(1000));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_async_caller_that_steps_aside_can_use_the_extractor_and_drop_it() {
    let (base, _) = serve();
    let extractor = openai(&base, "ok", 1500);
    let p = tokio::task::block_in_place(|| read(&extractor, TURN));
    assert_eq!(
        statements(&p),
        vec!["The user moved to Valencia in October."]
    );
    // Dropped here, in async code, as a server shutting down drops it.
}
