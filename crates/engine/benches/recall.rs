//! The tool-call path and live recall, over a synthetic user of 10,000
//! memories built through the real ingestion path.
//!
//! `cargo bench -p memoir-engine --bench recall`

use std::time::Duration;

use chrono::Utc;
use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use memoir_core::{Config, UserId};
use memoir_engine::synthetic::{populate, query, Rng};
use memoir_engine::{FinalTurn, Memory, RecallRequest};

const MEMORIES: usize = 10_000;

fn memory() -> Memory {
    let mut config = Config::default();
    // Criterion runs for minutes; keep the prepared snapshot fresh throughout.
    config.retrieval.snapshot_ttl_ms = 24 * 3600 * 1000;
    Memory::builder().config(config).build()
}

fn benches(c: &mut Criterion) {
    let memory = memory();
    let user = memory
        .user(&UserId::new("bench").expect("id"))
        .expect("user");
    let episodes = populate(&user, MEMORIES, 42).expect("populate");
    eprintln!(
        "synthetic user: {episodes} episodes, {} facts",
        user.facts().len()
    );

    let session = user.new_session().expect("session");
    let turn = session
        .observe_final(FinalTurn::user(
            "I went to the night market with Rhea and had ramen",
            Utc::now(),
        ))
        .expect("turn");
    turn.prepare
        .expect("prepare")
        .wait(Duration::from_secs(10))
        .expect("prepared");
    let request = RecallRequest::new("what food does the user like at the night market");

    c.bench_function("tool_call_recall_from_prepared_snapshot_10k", |b| {
        b.iter(|| session.recall(&request))
    });

    let mut rng = Rng::new(7);
    let queries: Vec<RecallRequest> = (0..64)
        .map(|_| RecallRequest::new(query(&mut rng)))
        .collect();
    let mut i = 0;
    c.bench_function("live_lexical_recall_10k", |b| {
        b.iter_batched(
            || {
                i = (i + 1) % queries.len();
                &queries[i]
            },
            |q| user.recall(q),
            BatchSize::SmallInput,
        )
    });
}

criterion_group! {
    name = recall;
    config = Criterion::default().sample_size(200).measurement_time(Duration::from_secs(5));
    targets = benches
}
criterion_main!(recall);
