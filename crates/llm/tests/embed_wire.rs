//! The remote embedder against a local server speaking OpenAI's
//! `/embeddings` and Gemini's `batchEmbedContents`. No network.

mod common;

use std::sync::{Arc, Mutex};

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::routing::post;
use axum::{Json, Router};
use memoir_engine::Embedder;
use memoir_llm::{Dialect, LlmConfig, RemoteEmbedder};
use serde_json::{json, Value};

type Seen = Arc<Mutex<Vec<(HeaderMap, Value)>>>;

/// A "model" of dimension 3: a text's vector is (its length, 1, 0), not
/// unit length, so normalising shows. `short` answers one vector too few,
/// `down` answers 500, `garbage` answers prose.
fn vectors(texts: &[String]) -> Vec<Vec<f64>> {
    texts
        .iter()
        .map(|t| vec![t.len() as f64, 1.0, 0.0])
        .collect()
}

async fn openai(
    Path(mode): Path<String>,
    State(seen): State<Seen>,
    headers: HeaderMap,
    Json(body): Json<Value>,
) -> (StatusCode, String) {
    seen.lock().unwrap().push((headers, body.clone()));
    let texts: Vec<String> = serde_json::from_value(body["input"].clone()).unwrap_or_default();
    let mut data: Vec<Value> = vectors(&texts)
        .into_iter()
        .enumerate()
        .map(|(i, v)| json!({"object": "embedding", "index": i, "embedding": v}))
        .collect();
    // Out of order on purpose: the index says which input each is for.
    data.reverse();
    if mode == "short" && texts.len() > 1 {
        data.pop();
    }
    match mode.as_str() {
        "down" => (StatusCode::INTERNAL_SERVER_ERROR, "overloaded".into()),
        "garbage" => (StatusCode::OK, "here are your vectors!".into()),
        _ => (StatusCode::OK, json!({ "data": data }).to_string()),
    }
}

async fn gemini(
    Path((_mode, call)): Path<(String, String)>,
    State(seen): State<Seen>,
    headers: HeaderMap,
    Json(body): Json<Value>,
) -> (StatusCode, String) {
    seen.lock().unwrap().push((headers, body.clone()));
    assert!(call.ends_with(":batchEmbedContents"), "{call}");
    let texts: Vec<String> = body["requests"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            r["content"]["parts"][0]["text"]
                .as_str()
                .unwrap()
                .to_string()
        })
        .collect();
    let embeddings: Vec<Value> = vectors(&texts)
        .into_iter()
        .map(|v| json!({ "values": v }))
        .collect();
    (
        StatusCode::OK,
        json!({ "embeddings": embeddings }).to_string(),
    )
}

fn serve() -> (String, Seen) {
    let seen: Seen = Arc::default();
    let app = Router::new()
        .route("/{mode}/v1/embeddings", post(openai))
        .route("/{mode}/v1beta/models/{call}", post(gemini))
        .with_state(seen.clone());
    (common::on_loopback(app), seen)
}

fn assert_unit(v: &[f32]) {
    let norm: f32 = v.iter().map(|x| x * x).sum::<f32>().sqrt();
    assert!((norm - 1.0).abs() < 1e-5, "norm {norm}");
}

#[test]
fn openai_compatible_embeddings_come_back_in_order_unit_length_under_the_models_name() {
    let (base, seen) = serve();
    let config = LlmConfig::new(
        Dialect::OpenAi,
        &format!("{base}/ok/v1"),
        "text-embed-small",
    )
    .with_key(Some("sk-e".into()));
    let e = RemoteEmbedder::new(config).unwrap();
    assert_eq!(e.dimension(), 3);
    assert_eq!(e.model(), "remote:text-embed-small");
    assert!(e.remote());
    let v = e.embed(&["a", "abcd"]).unwrap();
    assert_eq!(v.len(), 2);
    v.iter().for_each(|v| assert_unit(v));
    // (1,1,0) and (4,1,0) normalised: the first leans less on x.
    assert!(v[0][0] < v[1][0], "order kept: {v:?}");
    let seen = seen.lock().unwrap();
    let (headers, body) = seen.last().unwrap();
    assert_eq!(headers["authorization"], "Bearer sk-e");
    assert_eq!(body["model"], "text-embed-small");
}

#[test]
fn gemini_batch_embeddings_are_read() {
    let (base, seen) = serve();
    let config = LlmConfig::new(
        Dialect::Gemini,
        &format!("{base}/ok/v1beta"),
        "text-embedding-004",
    )
    .with_key(Some("g-e".into()));
    let e = RemoteEmbedder::new(config).unwrap();
    let v = e.embed(&["one", "three"]).unwrap();
    assert_eq!(v.len(), 2);
    v.iter().for_each(|v| assert_unit(v));
    let seen = seen.lock().unwrap();
    let (headers, body) = seen.last().unwrap();
    assert_eq!(headers["x-goog-api-key"], "g-e");
    assert_eq!(body["requests"][0]["model"], "models/text-embedding-004");
}

#[test]
fn a_wrong_count_an_error_or_garbage_is_an_embedding_error_not_a_guess() {
    let (base, _) = serve();
    let short = RemoteEmbedder::new(LlmConfig::new(
        Dialect::OpenAi,
        &format!("{base}/short/v1"),
        "m",
    ))
    .unwrap();
    let err = short.embed(&["a", "b"]).unwrap_err().to_string();
    assert!(err.contains("1 vectors for 2 texts"), "{err}");
    for mode in ["down", "garbage"] {
        let err = RemoteEmbedder::new(LlmConfig::new(
            Dialect::OpenAi,
            &format!("{base}/{mode}/v1"),
            "m",
        ))
        .unwrap_err()
        .to_string();
        assert!(
            err.contains("500") || err.contains("not JSON"),
            "{mode}: {err}"
        );
    }
}
