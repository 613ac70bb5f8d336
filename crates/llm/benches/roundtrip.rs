//! What the model seam itself costs per turn, the model's own thinking
//! aside: request building, one HTTP round trip on loopback to a server
//! that answers at once in the OpenAI wire format, and the field-by-field
//! check of its answer. A real model adds its own latency on top (bounded
//! by the deadline, 1.5 s by default).

#[path = "../tests/common/mod.rs"]
mod common;

use std::hint::black_box;

use axum::routing::post;
use axum::{Json, Router};
use criterion::{criterion_group, criterion_main, Criterion};
use memoir_core::Speaker;
use memoir_extract::{Extractor, TurnInput};
use memoir_llm::{Dialect, LlmConfig, LlmExtractor};
use serde_json::{json, Value};

const ANSWER: &str = r#"{"facts": [{"subject": "user", "attribute": "lives_in", "statement": "The user moved to Valencia in October.", "change": "change"}, {"subject": "Ana", "attribute": "job", "statement": "Ana (the user's sister) is a vet in Porto."}]}"#;

fn fake_model() -> String {
    let app = Router::new().route(
        "/v1/chat/completions",
        post(|Json(_): Json<Value>| async {
            Json(json!({"choices": [{"index": 0, "message": {"role": "assistant", "content": ANSWER}}]}))
        }),
    );
    format!("{}/v1", common::on_loopback(app))
}

fn seam(c: &mut Criterion) {
    let url = fake_model();
    let extractor =
        LlmExtractor::new(LlmConfig::new(Dialect::OpenAi, &url, "bench")).expect("extractor");
    let speaker = Speaker::user();
    let turn =
        "actually we relocated to Valencia in October, and my sister Ana is a vet in Porto now";
    c.bench_function("llm_seam_per_turn_loopback", |b| {
        b.iter(|| {
            black_box(extractor.extract(&TurnInput {
                speaker: &speaker,
                text: black_box(turn),
                occurred_at: chrono::Utc::now(),
                previous_assistant: None,
                previous_user: None,
                known_people: &[],
            }))
        })
    });
}

criterion_group!(benches, seam);
criterion_main!(benches);
