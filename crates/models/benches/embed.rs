//! The local models' costs: embedding one question (the dense half of a live
//! recall) and a batch of turns (ingestion), for the full transformer and for
//! its distilled static vectors; and hybrid recall at LoCoMo size with each.
//!
//! `scripts/fetch-model.sh && cargo bench -p memoir-models --bench embed`

use std::sync::Arc;

use criterion::{criterion_group, criterion_main, Criterion};
use memoir_core::UserId;
use memoir_engine::synthetic::{populate, query, Rng};
use memoir_engine::{Embedder, Memory, RecallRequest};
use memoir_models::{MiniLmEmbedder, StaticEmbedder};

/// Hybrid recall over a LoCoMo-sized user (about 700 episodes), query
/// embedding included: the latency docs/retrieval.md reports.
fn hybrid(c: &mut Criterion, name: &str, embedder: Arc<dyn Embedder>) {
    let memory = Memory::builder().embedder(embedder).build();
    let user = memory
        .user(&UserId::new("locomo-sized").expect("id"))
        .expect("user");
    populate(&user, 900, 7).expect("populate");
    let mut rng = Rng::new(11);
    let queries: Vec<RecallRequest> = (0..32)
        .map(|_| RecallRequest::new(query(&mut rng)))
        .collect();
    let mut i = 0;
    c.bench_function(name, |b| {
        b.iter(|| {
            i = (i + 1) % queries.len();
            user.rank_episodes(&queries[i], 20)
        })
    });
}

fn benches(c: &mut Criterion) {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join(memoir_models::DEFAULT_MODEL_DIR);
    let model = match MiniLmEmbedder::load(&dir) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("skipping the embedding benchmarks: {e}");
            return;
        }
    };
    c.bench_function("embed_one_question", |b| {
        b.iter(|| {
            model
                .embed(&["When did Caroline go to the LGBTQ support group?"])
                .expect("embed")
        })
    });
    let turns: Vec<String> = (0..16)
        .map(|i| format!("Caroline: I went to the pottery class number {i} yesterday and it was so relaxing, we made bowls"))
        .collect();
    let refs: Vec<&str> = turns.iter().map(String::as_str).collect();
    c.bench_function("embed_batch_of_16_turns", |b| {
        b.iter(|| model.embed(&refs).expect("embed"))
    });

    hybrid(
        c,
        "hybrid_rank_with_query_embedding_locomo_size",
        Arc::new(model),
    );

    match StaticEmbedder::load(&dir) {
        Ok(table) => {
            c.bench_function("static_embed_one_question", |b| {
                b.iter(|| {
                    table
                        .embed(&["When did Caroline go to the LGBTQ support group?"])
                        .expect("embed")
                })
            });
            hybrid(
                c,
                "hybrid_rank_with_static_query_embedding_locomo_size",
                Arc::new(table),
            );
        }
        Err(e) => eprintln!("skipping the static-vector benchmarks: {e}"),
    }
}

criterion_group! {
    name = embed;
    config = Criterion::default().sample_size(30);
    targets = benches
}
criterion_main!(embed);
