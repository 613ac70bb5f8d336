//! The durable store's costs: a 50-turn session's finish, a per-turn write,
//! cold open-and-load of a large user (index rebuild included), and bytes on
//! disk per episode and per fact.
//!
//! `cargo bench -p memoir-store-sqlite --bench durable`

use std::path::PathBuf;
use std::sync::Arc;

use chrono::{Duration, TimeZone, Utc};
use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use memoir_core::UserId;
use memoir_engine::synthetic::{self, user_line, Rng};
use memoir_engine::{FinalTurn, Memory};
use memoir_store::{Import, Store};
use memoir_store_sqlite::SqliteStore;

const EPISODES: usize = 50_000;
const FACTS: usize = 10_000;

fn dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("memoir-bench-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

/// A store holding `episodes` and `facts` for one user, imported in one
/// transaction and checkpointed.
fn seeded(name: &str, episodes: usize, facts: usize) -> (PathBuf, UserId) {
    let path = dir(name);
    let user = UserId::new("bench").expect("id");
    let store = SqliteStore::open(&path).expect("open");
    let eps = synthetic::episodes(&user, episodes, 1);
    let ids: Vec<_> = eps.iter().map(|e| e.id.clone()).collect();
    let fs = synthetic::facts(&user, facts, &ids, 2);
    let handle = store.user(&user).expect("user");
    handle
        .import(&Import {
            episodes: eps.into_iter().map(|e| (e, true)).collect(),
            facts: fs,
            at: None,
        })
        .expect("import");
    store.checkpoint().expect("checkpoint");
    (path, user)
}

fn footprint() {
    let (a, _) = seeded("bytes-episodes", 10_000, 0);
    let (b, _) = seeded("bytes-facts", 0, 10_000);
    let (empty, _) = seeded("bytes-empty", 0, 0);
    let size = |p: &PathBuf| SqliteStore::open(p).map(|s| s.disk_bytes()).unwrap_or(0);
    let base = size(&empty);
    eprintln!(
        "bytes on disk: {:.0} per episode, {:.0} per fact (10,000 of each, audit log included, empty store {} bytes)",
        (size(&a) - base) as f64 / 10_000.0,
        (size(&b) - base) as f64 / 10_000.0,
        base
    );
    for p in [a, b, empty] {
        let _ = std::fs::remove_dir_all(p);
    }
}

fn benches(c: &mut Criterion) {
    footprint();

    let (path, user) = seeded("load", EPISODES, FACTS);
    let mut group = c.benchmark_group("durable");
    group.sample_size(10);
    group.bench_function("open_and_load_user_10k_facts_50k_episodes", |b| {
        b.iter(|| {
            let memory = Memory::open(&path).expect("open");
            let u = memory.user(&user).expect("load");
            assert!(u.facts().len() == FACTS);
        })
    });
    let _ = std::fs::remove_dir_all(&path);

    // A 50-turn session finished against 10k existing facts.
    let (path, user) = seeded("finish", 20_000, FACTS);
    let memory = Memory::with_store(Arc::new(SqliteStore::open(&path).expect("open")));
    let u = memory.user(&user).expect("user");
    let mut rng = Rng::new(9);
    let mut day = 0;
    let start = Utc.with_ymd_and_hms(2025, 1, 1, 9, 0, 0).unwrap();
    group.bench_function("finish_50_turn_session_at_10k_facts", |b| {
        b.iter_batched(
            || {
                day += 1;
                let s = u.new_session().expect("session");
                for i in 0..25 {
                    let at = start + Duration::days(day) + Duration::seconds(i * 30);
                    s.observe_final(FinalTurn::user(user_line(&mut rng), at))
                        .expect("turn");
                    s.observe_final(FinalTurn::assistant("Noted.", at))
                        .expect("turn");
                }
                s
            },
            |s| s.finish().expect("finish"),
            BatchSize::PerIteration,
        )
    });
    group.sample_size(50);
    let s = u.new_session().expect("session");
    group.bench_function("durable_per_turn_write", |b| {
        b.iter(|| {
            day += 1;
            s.observe_final(FinalTurn::user(
                user_line(&mut rng),
                start + Duration::days(day),
            ))
            .expect("turn")
        })
    });
    group.finish();
    drop(s);
    drop(u);
    drop(memory);
    let _ = std::fs::remove_dir_all(&path);
}

criterion_group!(durable, benches);
criterion_main!(durable);
