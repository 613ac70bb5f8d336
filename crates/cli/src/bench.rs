//! `memoir bench`: the latency budget, measured at several sizes of one
//! user's memory.
//!
//! Each size is a synthetic user (varied turns and facts from a fixed seed)
//! written to a fresh SQLite store in one import, then opened cold. Every hot
//! path is timed by repeated calls and reported as p50 and p99:
//!
//! - the tool-call path: `Session::recall` fused with this turn's prepared
//!   snapshot (lexical live search, no model);
//! - live lexical recall: `UserMemory::recall`;
//! - hybrid recall with the query embedding, and the embedding alone (when the
//!   model is present; the episodes carry synthetic unit vectors, so the scan
//!   is real at every size without hours of embedding);
//! - per-turn ingestion: `observe_final`, durable (fsync) and in memory;
//! - session finish: 50 turns against the user's facts;
//! - cold load: open the store and load the user (index rebuild included);
//! - resident bytes per 1,000 memories and bytes on disk per memory.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use chrono::{Duration as ChronoDuration, TimeZone, Utc};
use memoir_core::{Config, UserId};
use memoir_engine::synthetic::{self, query, user_line, Rng};
use memoir_engine::{Embedder, FinalTurn, Memory, RecallRequest};
use memoir_store::{Import, Store};
use memoir_store_sqlite::SqliteStore;
use serde::Serialize;

#[derive(clap::Args)]
pub struct BenchArgs {
    /// Memories per user (episodes and facts together), comma-separated.
    #[arg(long, default_value = "1000,10000,100000", value_delimiter = ',')]
    sizes: Vec<usize>,
    /// Print one JSON object instead of the table.
    #[arg(long)]
    json: bool,
    /// Write an SVG chart of p50 latency against size.
    #[arg(long)]
    svg: Option<PathBuf>,
    /// Calls per measurement.
    #[arg(long, default_value_t = 300)]
    samples: usize,
    /// Random seed for the synthetic users.
    #[arg(long, default_value_t = 42)]
    seed: u64,
    /// Measure a Postgres store instead (`postgres://…`): per-turn write,
    /// recall of a loaded user, cold load, and write throughput through one
    /// node and through two (see docs/deploy.md).
    #[arg(long, value_name = "URL")]
    store: Option<String>,
    /// With --store: concurrent writers (one user each) in the throughput
    /// runs.
    #[arg(long, default_value_t = 8)]
    writers: usize,
}

#[derive(Serialize, Clone, Copy, Default)]
struct Stat {
    p50_us: f64,
    p99_us: f64,
}

fn stat(mut samples: Vec<Duration>) -> Stat {
    if samples.is_empty() {
        return Stat::default();
    }
    samples.sort();
    let at =
        |p: f64| samples[((samples.len() - 1) as f64 * p).round() as usize].as_secs_f64() * 1e6;
    Stat {
        p50_us: at(0.5),
        p99_us: at(0.99),
    }
}

fn time<T>(n: usize, mut f: impl FnMut(usize) -> T) -> Stat {
    let mut samples = Vec::with_capacity(n);
    for i in 0..n {
        let t = Instant::now();
        std::hint::black_box(f(i));
        samples.push(t.elapsed());
    }
    stat(samples)
}

#[derive(Serialize, Default)]
struct SizeReport {
    memories: usize,
    episodes: usize,
    facts: usize,
    tool_call: Stat,
    live_lexical: Stat,
    hybrid: Option<Stat>,
    query_embedding: Option<Stat>,
    ingest_durable: Stat,
    ingest_in_memory: Stat,
    finish_50_turns: Stat,
    cold_load: Stat,
    resident_bytes_per_1k: f64,
    disk_bytes_per_memory: f64,
}

/// A user of `memories` memories in a fresh store under `dir`.
fn seed_store(
    dir: &Path,
    user: &UserId,
    memories: usize,
    seed: u64,
    model: Option<(&str, usize)>,
) -> Result<(usize, usize)> {
    let facts_n = memories / 5;
    let episodes_n = memories - facts_n;
    let store = SqliteStore::open(dir)?;
    let episodes = synthetic::episodes(user, episodes_n, seed);
    let ids: Vec<_> = episodes.iter().map(|e| e.id.clone()).collect();
    let facts = synthetic::facts(user, facts_n, &ids, seed + 1);
    let handle = store.user(user)?;
    handle.import(&Import {
        episodes: episodes.into_iter().map(|e| (e, true)).collect(),
        facts,
        at: None,
    })?;
    if let Some((model, dim)) = model {
        let mut rng = Rng::new(seed + 2);
        let vectors: Vec<_> = ids
            .iter()
            .map(|id| {
                let v: Vec<f32> = (0..dim)
                    .map(|_| (rng.next_u64() % 2000) as f32 / 1000.0 - 1.0)
                    .collect();
                (id.clone(), v)
            })
            .collect();
        for chunk in vectors.chunks(5000) {
            handle.put_vectors(model, chunk)?;
        }
    }
    store.checkpoint()?;
    Ok((episodes_n, facts_n))
}

fn measure(
    size: usize,
    args: &BenchArgs,
    embedder: Option<&Arc<dyn Embedder>>,
) -> Result<SizeReport> {
    let dir = std::env::temp_dir().join(format!("memoir-bench-{}-{size}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let user_id = UserId::new("bench")?;
    let model = embedder.map(|e| (e.model(), e.dimension()));
    let (episodes, facts) = seed_store(&dir, &user_id, size, args.seed, model)?;
    let mut report = SizeReport {
        memories: size,
        episodes,
        facts,
        ..SizeReport::default()
    };
    let mut config = Config::default();
    config.retrieval.snapshot_ttl_ms = 24 * 3600 * 1000;
    let open = |with_model: bool| -> Result<Memory> {
        let store = SqliteStore::open(&dir)?;
        let mut b = Memory::builder()
            .store(Arc::new(store))
            .config(config.clone());
        if with_model {
            if let Some(e) = embedder {
                b = b.embedder(e.clone());
            }
        }
        Ok(b.build())
    };

    // Cold load: open and load, a few times (each drops everything first).
    let loads = (args.samples / 60).clamp(3, 10);
    report.cold_load = time(loads, |_| {
        let memory = open(false).expect("open");
        let user = memory.user(&user_id).expect("load");
        user.facts().len()
    });

    let memory = open(false)?;
    let user = memory.user(&user_id)?;
    // The index's own accounting of its heap (postings, vocabulary, texts,
    // records): a process RSS delta is dominated by allocator reuse.
    report.resident_bytes_per_1k = user.index_bytes() as f64 / (size as f64 / 1000.0);
    report.disk_bytes_per_memory = disk_bytes(&dir) as f64 / size as f64;

    let mut rng = Rng::new(args.seed + 3);
    let queries: Vec<RecallRequest> = (0..64)
        .map(|_| RecallRequest::new(query(&mut rng)))
        .collect();
    report.live_lexical = time(args.samples, |i| user.recall(&queries[i % queries.len()]));

    let session = user.new_session()?;
    let start = Utc
        .with_ymd_and_hms(2026, 1, 1, 9, 0, 0)
        .single()
        .context("date")?;
    let turn = session.observe_final(FinalTurn::user(
        "I went to the night market with Rhea and had ramen",
        start,
    ))?;
    if let Some(ticket) = turn.prepare {
        ticket.wait(Duration::from_secs(30));
    }
    report.tool_call = time(args.samples, |i| {
        session.recall(&queries[i % queries.len()])
    });

    let n = (args.samples / 3).max(30);
    report.ingest_durable = time(n, |i| {
        session
            .observe_final(FinalTurn::user(
                user_line(&mut rng),
                start + ChronoDuration::seconds(i as i64),
            ))
            .expect("turn")
    });
    session.finish()?;

    let finishes = (args.samples / 60).clamp(3, 10);
    let mut samples = Vec::new();
    for f in 0..finishes {
        let s = user.new_session()?;
        for t in 0..25 {
            let at = start + ChronoDuration::days(f as i64 + 1) + ChronoDuration::seconds(t * 20);
            s.observe_final(FinalTurn::user(user_line(&mut rng), at))?;
            s.observe_final(FinalTurn::assistant("Okay, noted.", at))?;
        }
        let t = Instant::now();
        s.finish()?;
        samples.push(t.elapsed());
    }
    report.finish_50_turns = stat(samples);
    drop(session);
    drop(user);
    drop(memory);

    // The CPU part of ingestion, without the disk: the same path on an
    // in-memory store.
    let mem = Memory::builder().config(config.clone()).build();
    let u = mem.user(&user_id)?;
    let s = u.new_session()?;
    report.ingest_in_memory = time(n, |i| {
        s.observe_final(FinalTurn::user(
            user_line(&mut rng),
            start + ChronoDuration::seconds(i as i64),
        ))
        .expect("turn")
    });

    if let Some(e) = embedder {
        let memory = open(true)?;
        let user = memory.user(&user_id)?;
        let texts: Vec<String> = queries.iter().map(|q| q.query.clone()).collect();
        report.query_embedding = Some(time(args.samples.min(100), |i| {
            e.embed(&[texts[i % texts.len()].as_str()])
        }));
        report.hybrid = Some(time(args.samples.min(100), |i| {
            user.recall(&queries[i % queries.len()])
        }));
    }
    let _ = std::fs::remove_dir_all(&dir);
    Ok(report)
}

fn disk_bytes(dir: &Path) -> u64 {
    ["memoir.db", "memoir.db-wal"]
        .iter()
        .filter_map(|f| std::fs::metadata(dir.join(f)).ok())
        .map(|m| m.len())
        .sum()
}

fn ms(us: f64) -> String {
    if us >= 1000.0 {
        format!("{:.2} ms", us / 1000.0)
    } else {
        format!("{us:.0} µs")
    }
}

fn row(name: &str, stats: &[Option<Stat>]) {
    let cells: Vec<String> = stats
        .iter()
        .map(|s| {
            s.map_or("—".to_string(), |s| {
                format!("{} / {}", ms(s.p50_us), ms(s.p99_us))
            })
        })
        .collect();
    println!("| {name} | {} |", cells.join(" | "));
}

/// A line chart of p50 latency against size, log-log, hand-written SVG.
fn svg(reports: &[SizeReport]) -> String {
    let series: Vec<(&str, &str, Vec<f64>)> = vec![
        (
            "tool call",
            "#1f77b4",
            reports.iter().map(|r| r.tool_call.p50_us).collect(),
        ),
        (
            "live lexical recall",
            "#2ca02c",
            reports.iter().map(|r| r.live_lexical.p50_us).collect(),
        ),
        (
            "ingest (in memory)",
            "#9467bd",
            reports.iter().map(|r| r.ingest_in_memory.p50_us).collect(),
        ),
        (
            "ingest (durable)",
            "#8c564b",
            reports.iter().map(|r| r.ingest_durable.p50_us).collect(),
        ),
        (
            "finish, 50 turns",
            "#d62728",
            reports.iter().map(|r| r.finish_50_turns.p50_us).collect(),
        ),
        (
            "cold load",
            "#ff7f0e",
            reports.iter().map(|r| r.cold_load.p50_us).collect(),
        ),
    ];
    let (w, h, left, bottom, top, right) = (760.0, 420.0, 70.0, 50.0, 20.0, 190.0);
    let xs: Vec<f64> = reports
        .iter()
        .map(|r| (r.memories as f64).log10())
        .collect();
    let all: Vec<f64> = series
        .iter()
        .flat_map(|s| s.2.iter().copied())
        .filter(|v| *v > 0.0)
        .collect();
    let (ylo, yhi) = (
        all.iter().copied().fold(f64::MAX, f64::min).log10().floor(),
        all.iter().copied().fold(f64::MIN, f64::max).log10().ceil(),
    );
    let (xlo, xhi) = (
        xs.first().copied().unwrap_or(3.0),
        xs.last().copied().unwrap_or(5.0).max(xs[0] + 1.0),
    );
    let px = |x: f64| left + (x - xlo) / (xhi - xlo) * (w - left - right);
    let py = |y: f64| h - bottom - (y.log10() - ylo) / (yhi - ylo).max(1.0) * (h - bottom - top);
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" font-family=\"sans-serif\" font-size=\"12\">\n\
         <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
    );
    for e in (ylo as i32)..=(yhi as i32) {
        let y = py(10f64.powi(e));
        let label = ms(10f64.powi(e));
        out.push_str(&format!(
            "<line x1=\"{left}\" x2=\"{}\" y1=\"{y:.1}\" y2=\"{y:.1}\" stroke=\"#ddd\"/><text x=\"{}\" y=\"{:.1}\" text-anchor=\"end\">{label}</text>\n",
            w - right,
            left - 6.0,
            y + 4.0
        ));
    }
    for (i, r) in reports.iter().enumerate() {
        let x = px(xs[i]);
        out.push_str(&format!(
            "<line x1=\"{x:.1}\" x2=\"{x:.1}\" y1=\"{top}\" y2=\"{}\" stroke=\"#eee\"/><text x=\"{x:.1}\" y=\"{}\" text-anchor=\"middle\">{}</text>\n",
            h - bottom,
            h - bottom + 18.0,
            r.memories
        ));
    }
    out.push_str(&format!(
        "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">memories per user (log scale)</text>\n<text x=\"16\" y=\"{}\" transform=\"rotate(-90 16 {})\" text-anchor=\"middle\">p50 latency (log scale)</text>\n",
        (left + w - right) / 2.0,
        h - 12.0,
        h / 2.0,
        h / 2.0
    ));
    for (k, (name, colour, values)) in series.iter().enumerate() {
        let points: Vec<String> = values
            .iter()
            .enumerate()
            .filter(|(_, v)| **v > 0.0)
            .map(|(i, v)| format!("{:.1},{:.1}", px(xs[i]), py(*v)))
            .collect();
        out.push_str(&format!(
            "<polyline fill=\"none\" stroke=\"{colour}\" stroke-width=\"2\" points=\"{}\"/>\n",
            points.join(" ")
        ));
        let ly = top + 16.0 * k as f64 + 10.0;
        out.push_str(&format!(
            "<line x1=\"{}\" x2=\"{}\" y1=\"{ly}\" y2=\"{ly}\" stroke=\"{colour}\" stroke-width=\"3\"/><text x=\"{}\" y=\"{}\">{name}</text>\n",
            w - right + 10.0,
            w - right + 30.0,
            w - right + 36.0,
            ly + 4.0
        ));
    }
    out.push_str("</svg>\n");
    out
}

pub fn run(args: BenchArgs) -> Result<()> {
    if let Some(url) = &args.store {
        return run_postgres(url, &args);
    }
    let embedder = crate::load_embedder();
    let mut reports = Vec::new();
    for &size in &args.sizes {
        eprintln!("memoir bench: {size} memories…");
        reports.push(measure(size, &args, embedder.as_ref())?);
    }
    if let Some(path) = &args.svg {
        std::fs::write(path, svg(&reports))
            .with_context(|| format!("writing {}", path.display()))?;
    }
    if args.json {
        println!("{}", serde_json::to_string_pretty(&reports)?);
        return Ok(());
    }
    let header: Vec<String> = reports
        .iter()
        .map(|r| format!("{} memories", r.memories))
        .collect();
    println!(
        "p50 / p99 per call, seed {}, {} calls per measurement",
        args.seed, args.samples
    );
    println!();
    println!("| path | {} |", header.join(" | "));
    println!("|---|{}", "---|".repeat(reports.len()));
    row(
        "tool call (snapshot + live lexical)",
        &reports
            .iter()
            .map(|r| Some(r.tool_call))
            .collect::<Vec<_>>(),
    );
    row(
        "live lexical recall",
        &reports
            .iter()
            .map(|r| Some(r.live_lexical))
            .collect::<Vec<_>>(),
    );
    row(
        "hybrid recall, query embedding included",
        &reports.iter().map(|r| r.hybrid).collect::<Vec<_>>(),
    );
    row(
        "query embedding alone",
        &reports
            .iter()
            .map(|r| r.query_embedding)
            .collect::<Vec<_>>(),
    );
    row(
        "per-turn ingestion, durable",
        &reports
            .iter()
            .map(|r| Some(r.ingest_durable))
            .collect::<Vec<_>>(),
    );
    row(
        "per-turn ingestion, in memory",
        &reports
            .iter()
            .map(|r| Some(r.ingest_in_memory))
            .collect::<Vec<_>>(),
    );
    row(
        "session finish, 50 turns",
        &reports
            .iter()
            .map(|r| Some(r.finish_50_turns))
            .collect::<Vec<_>>(),
    );
    row(
        "cold load (index rebuild)",
        &reports
            .iter()
            .map(|r| Some(r.cold_load))
            .collect::<Vec<_>>(),
    );
    let cells: Vec<String> = reports
        .iter()
        .map(|r| format!("{:.0} KiB", r.resident_bytes_per_1k / 1024.0))
        .collect();
    println!(
        "| index memory per 1k memories (lexical) | {} |",
        cells.join(" | ")
    );
    let cells: Vec<String> = reports
        .iter()
        .map(|r| format!("{:.0} B", r.disk_bytes_per_memory))
        .collect();
    println!("| bytes on disk per memory | {} |", cells.join(" | "));
    if embedder.is_none() {
        println!();
        println!("(no embedding model: hybrid rows not measured; run scripts/fetch-model.sh)");
    }
    Ok(())
}

/// The durable paths on a Postgres store, and write throughput through one
/// node and two (each node its own `Memory` and connection pool, as two
/// `memoir serve` processes would be). Each run uses a tenant of its own.
fn run_postgres(url: &str, args: &BenchArgs) -> Result<()> {
    let tenant = format!("bench-{}", std::process::id());
    let start = Utc
        .with_ymd_and_hms(2026, 1, 1, 9, 0, 0)
        .single()
        .context("date")?;
    let memory = crate::open_postgres(url, &tenant, &crate::llm::ModelArgs::default())?;
    let solo = UserId::new("solo")?;
    let user = memory.user(&solo)?;
    let session = user.new_session()?;
    let mut rng = Rng::new(args.seed);
    let lines: Vec<String> = (0..args.samples).map(|_| user_line(&mut rng)).collect();
    let ingest = time(args.samples, |i| {
        session
            .observe_final(FinalTurn::user(
                lines[i].clone(),
                start + ChronoDuration::seconds(i as i64),
            ))
            .expect("a turn is stored")
    });
    let finish = time(1, |_| session.finish().expect("the session finishes"));
    let queries: Vec<RecallRequest> = (0..64)
        .map(|_| RecallRequest::new(query(&mut rng)))
        .collect();
    let recall = time(args.samples, |i| user.recall(&queries[i % queries.len()]));
    let cold = time(10, |_| {
        memory.evict(&solo);
        memory.user(&solo).expect("the user loads").facts().len()
    });

    println!(
        "Postgres, tenant {tenant}: p50 / p99 per call, {} calls per measurement",
        args.samples
    );
    println!();
    println!("| path | p50 | p99 |");
    println!("|---|---|---|");
    for (name, stat) in [
        ("per-turn ingestion, durable (commit)", ingest),
        (&*format!("session finish, {} turns", args.samples), finish),
        ("live recall of a loaded user", recall),
        (
            &*format!("cold load of a user with {} turns", args.samples),
            cold,
        ),
    ] {
        println!("| {name} | {} | {} |", ms(stat.p50_us), ms(stat.p99_us));
    }
    println!();
    println!(
        "| write throughput, {} writers (one user each) | turns/s | p50 | p99 |",
        args.writers
    );
    println!("|---|---|---|---|");
    for nodes in [1usize, 2] {
        let memories: Vec<Memory> = (0..nodes)
            .map(|_| crate::open_postgres(url, &tenant, &crate::llm::ModelArgs::default()))
            .collect::<Result<_>>()?;
        let per_writer = (args.samples / 2).max(20);
        let began = Instant::now();
        let samples: Vec<Duration> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..args.writers)
                .map(|w| {
                    let memory = &memories[w % nodes];
                    scope.spawn(move || {
                        let id = UserId::new(format!("writer-{nodes}-{w}")).expect("id");
                        let session = memory
                            .user(&id)
                            .and_then(|u| u.new_session())
                            .expect("a session");
                        let mut rng = Rng::new(w as u64);
                        (0..per_writer)
                            .map(|i| {
                                let line = user_line(&mut rng);
                                let t = Instant::now();
                                session
                                    .observe_final(FinalTurn::user(
                                        line,
                                        start + ChronoDuration::seconds(i as i64),
                                    ))
                                    .expect("a turn is stored");
                                t.elapsed()
                            })
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            handles
                .into_iter()
                .flat_map(|h| h.join().unwrap_or_default())
                .collect()
        });
        let elapsed = began.elapsed();
        let turns = samples.len();
        let stat = stat(samples);
        println!(
            "| {nodes} node{} | {:.0} | {} | {} |",
            if nodes == 1 { "" } else { "s" },
            turns as f64 / elapsed.as_secs_f64(),
            ms(stat.p50_us),
            ms(stat.p99_us)
        );
    }
    Ok(())
}
