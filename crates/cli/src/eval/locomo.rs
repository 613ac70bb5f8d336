//! `memoir eval locomo`: LoCoMo turn retrieval v1
//! (`../shared/eval/PROTOCOL.md`).
//!
//! Each conversation is its own memory, built through the public ingestion
//! path: every turn one episode (speaker = the turn's speaker name, a photo's
//! caption appended to its text), sessions ingested in order at their real
//! dates and each finished before the next. Every question of category 1–4 is
//! passed to recall as is; the ranked episodes are scored against the cleaned
//! gold evidence.

use std::collections::{HashMap, HashSet};
use std::path::PathBuf;
use std::time::Instant;

use anyhow::{bail, Context, Result};
use chrono::{DateTime, Duration, NaiveDateTime, Utc};
use indicatif::{ProgressBar, ProgressStyle};
use memoir_core::{EpisodeId, Speaker, UserId};
use memoir_engine::{FinalTurn, Memory, RecallRequest};
use serde::Serialize;
use serde_json::Value;

#[derive(clap::Args)]
pub struct LocomoArgs {
    /// The LoCoMo file (the original `locomo10.json` or any subset of it).
    #[arg(long)]
    data: PathBuf,
    /// Only these conversations (comma-separated sample ids).
    #[arg(long)]
    conversations: Option<String>,
    /// Where to write the run file.
    #[arg(long)]
    run_out: Option<PathBuf>,
    /// How many episodes to rank per question.
    #[arg(long, default_value_t = 20)]
    depth: usize,
    /// Rank lexically even when the embedding model is present.
    #[arg(long)]
    lexical: bool,
    /// Override a retrieval setting, e.g. `--set speaker_boost=1` (repeatable;
    /// the keys are `RetrievalConfig`'s fields). For ablations.
    #[arg(long = "set", value_name = "KEY=VALUE")]
    set: Vec<String>,
    /// A language model for extraction (the turns are what is searched;
    /// the model's facts join them).
    #[command(flatten)]
    model: crate::llm::ModelArgs,
}

/// The retrieval configuration with `overrides` applied.
fn retrieval_config(overrides: &[String]) -> Result<memoir_core::RetrievalConfig> {
    super::overridden(overrides, "retrieval")
}

#[derive(Serialize)]
struct RunResult {
    sample_id: String,
    qa_index: usize,
    category: u64,
    question: String,
    ranked: Vec<String>,
}

/// Per-question scores.
#[derive(Default, Clone, Copy)]
struct Scores {
    r1: f64,
    r5: f64,
    r10: f64,
    r20: f64,
    hit5: f64,
    ndcg10: f64,
}

impl Scores {
    fn of(ranked: &[String], gold: &HashSet<String>) -> Self {
        if gold.is_empty() {
            return Self::default();
        }
        let recall = |k: usize| {
            ranked.iter().take(k).filter(|d| gold.contains(*d)).count() as f64 / gold.len() as f64
        };
        let dcg: f64 = ranked
            .iter()
            .take(10)
            .enumerate()
            .filter(|(_, d)| gold.contains(*d))
            .map(|(i, _)| 1.0 / ((i + 2) as f64).log2())
            .sum();
        let ideal: f64 = (0..gold.len().min(10))
            .map(|i| 1.0 / ((i + 2) as f64).log2())
            .sum();
        Self {
            r1: recall(1),
            r5: recall(5),
            r10: recall(10),
            r20: recall(20),
            hit5: if ranked.iter().take(5).any(|d| gold.contains(d)) {
                1.0
            } else {
                0.0
            },
            ndcg10: if ideal > 0.0 { dcg / ideal } else { 0.0 },
        }
    }

    fn add(&mut self, o: &Self) {
        self.r1 += o.r1;
        self.r5 += o.r5;
        self.r10 += o.r10;
        self.r20 += o.r20;
        self.hit5 += o.hit5;
        self.ndcg10 += o.ndcg10;
    }
}

/// `1:56 pm on 8 May, 2023` → a UTC time.
fn parse_session_date(text: &str) -> Option<DateTime<Utc>> {
    let cleaned = text.split_whitespace().collect::<Vec<_>>().join(" ");
    [
        "%I:%M %p on %d %B, %Y",
        "%I:%M %p on %d %b, %Y",
        "%H:%M on %d %B, %Y",
    ]
    .iter()
    .find_map(|format| NaiveDateTime::parse_from_str(&cleaned, format).ok())
    .map(|t| t.and_utc())
}

/// The protocol's gold clean-up: split on `;` and whitespace, `D:11:26` →
/// `D11:26`, `D30:05` → `D30:5`, duplicates and unknown ids dropped.
fn clean_evidence(raw: &[Value], known: &HashSet<String>) -> HashSet<String> {
    let mut out = HashSet::new();
    for item in raw {
        let Some(s) = item.as_str() else { continue };
        for part in s
            .split(|c: char| c == ';' || c.is_whitespace())
            .filter(|p| !p.is_empty())
        {
            let part = part.replacen("D:", "D", 1);
            let normalised = match part.split_once(':') {
                Some((d, n)) => match n.parse::<u32>() {
                    Ok(n) => format!("{d}:{n}"),
                    Err(_) => part.clone(),
                },
                None => part.clone(),
            };
            if known.contains(&normalised) {
                out.insert(normalised);
            }
        }
    }
    out
}

pub(crate) struct Turn {
    pub dia_id: String,
    pub speaker: String,
    pub text: String,
}

pub(crate) struct Conversation {
    pub sample_id: String,
    pub sessions: Vec<(DateTime<Utc>, Vec<Turn>)>,
    qa: Vec<Value>,
}

pub(crate) fn parse_conversation(value: &Value) -> Result<Conversation> {
    let sample_id = value["sample_id"].as_str().unwrap_or("unknown").to_string();
    let conv = &value["conversation"];
    let mut sessions = Vec::new();
    for n in 1.. {
        let Some(turns) = conv.get(format!("session_{n}")).and_then(Value::as_array) else {
            if conv.get(format!("session_{}", n + 1)).is_some() {
                continue;
            }
            break;
        };
        let date_text = conv[format!("session_{n}_date_time")]
            .as_str()
            .unwrap_or("");
        let date = parse_session_date(date_text).with_context(|| {
            format!("{sample_id}: session {n} has an unreadable date {date_text:?}")
        })?;
        let turns = turns
            .iter()
            .map(|t| {
                let mut text = t["text"].as_str().unwrap_or("").to_string();
                if let Some(caption) = t.get("blip_caption").and_then(Value::as_str) {
                    text = format!("{text} [shares a photo: {caption}]")
                        .trim()
                        .to_string();
                }
                Turn {
                    dia_id: t["dia_id"].as_str().unwrap_or("").to_string(),
                    speaker: t["speaker"].as_str().unwrap_or("someone").to_string(),
                    text,
                }
            })
            .collect();
        sessions.push((date, turns));
    }
    Ok(Conversation {
        sample_id,
        sessions,
        qa: value["qa"].as_array().cloned().unwrap_or_default(),
    })
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

/// The conversations of a LoCoMo file, in the dataset's own format.
pub(crate) fn read_locomo(path: &std::path::Path) -> Result<Vec<Value>> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    let json: Value =
        serde_json::from_str(&text).with_context(|| format!("parsing {}", path.display()))?;
    match json {
        Value::Array(items) => Ok(items),
        _ => bail!(
            "{} is not a LoCoMo file (expected a list of conversations)",
            path.display()
        ),
    }
}

pub fn run(args: LocomoArgs) -> Result<()> {
    let items = read_locomo(&args.data)?;
    let only: Option<Vec<&str>> = args
        .conversations
        .as_deref()
        .map(|s| s.split(',').map(str::trim).collect());
    let conversations: Vec<Conversation> = items
        .iter()
        .map(parse_conversation)
        .collect::<Result<Vec<_>>>()?
        .into_iter()
        .filter(|c| {
            only.as_ref()
                .is_none_or(|o| o.contains(&c.sample_id.as_str()))
        })
        .collect();
    if conversations.is_empty() {
        bail!("no conversation selected");
    }
    let total_turns: usize = conversations
        .iter()
        .flat_map(|c| &c.sessions)
        .map(|s| s.1.len())
        .sum();
    let total_questions: usize = conversations
        .iter()
        .flat_map(|c| &c.qa)
        .filter(|q| (1..=4).contains(&q["category"].as_u64().unwrap_or(0)))
        .count();
    let bar = ProgressBar::new((total_turns + total_questions) as u64);
    bar.set_style(
        ProgressStyle::with_template("{prefix} [{bar:40}] {pos}/{len} {msg} ({elapsed})")
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> "),
    );
    bar.set_prefix("locomo");

    let retrieval = retrieval_config(&args.set)?;
    let embedder = if args.lexical {
        None
    } else {
        crate::load_embedder()
    };
    let mut configuration = match &embedder {
        Some(e) => format!(
            "hybrid: lexical (BM25F neighbours, speaker, session, time) + {}",
            e.model()
        ),
        None => "lexical (BM25F neighbours, speaker, session, time)".to_string(),
    };
    if !args.set.is_empty() {
        configuration.push_str(&format!(" with {}", args.set.join(" ")));
    }
    let mut run_file = super::RunFile {
        protocol: "locomo-turn-v1",
        system: format!("memoir {} {configuration}", env!("CARGO_PKG_VERSION")),
        results: Vec::new(),
    };
    let mut by_category: HashMap<u64, (Scores, usize)> = HashMap::new();
    let mut overall = (Scores::default(), 0usize);
    let mut latencies_ms: Vec<f64> = Vec::new();
    let mut ingest_secs: Vec<(String, f64, usize)> = Vec::new();

    for conv in &conversations {
        bar.set_message(format!("ingesting {}", conv.sample_id));
        let dir = std::env::temp_dir().join(format!(
            "memoir-eval-locomo-{}-{}",
            std::process::id(),
            conv.sample_id
        ));
        let _ = std::fs::remove_dir_all(&dir);
        let store = memoir_store_sqlite::SqliteStore::open(&dir)?;
        let mut builder =
            Memory::builder()
                .store(std::sync::Arc::new(store))
                .config(memoir_core::Config {
                    retrieval: retrieval.clone(),
                    ..memoir_core::Config::default()
                });
        if let Some(e) = &embedder {
            builder = builder.embedder(e.clone());
        }
        let memory = args.model.apply(builder)?.build();
        let user =
            memory.user(&UserId::new(&conv.sample_id).unwrap_or(UserId::new("conversation")?))?;
        let mut dia_of: HashMap<EpisodeId, String> = HashMap::new();
        let started = Instant::now();
        let mut turns = 0usize;
        for (date, session_turns) in &conv.sessions {
            let session = user.new_session()?;
            for (i, turn) in session_turns.iter().enumerate() {
                if turn.text.trim().is_empty() {
                    bar.inc(1);
                    continue;
                }
                let report = session.observe_final(FinalTurn {
                    speaker: Speaker::named(&turn.speaker),
                    text: turn.text.clone(),
                    occurred_at: *date + Duration::seconds(i as i64),
                    turn: None,
                })?;
                dia_of.insert(report.episode, turn.dia_id.clone());
                turns += 1;
                bar.inc(1);
            }
            session.finish()?;
        }
        ingest_secs.push((
            conv.sample_id.clone(),
            started.elapsed().as_secs_f64(),
            turns,
        ));
        let known: HashSet<String> = dia_of.values().cloned().collect();

        bar.set_message(format!("asking {}", conv.sample_id));
        for (qa_index, qa) in conv.qa.iter().enumerate() {
            let category = qa["category"].as_u64().unwrap_or(0);
            if !(1..=4).contains(&category) {
                continue;
            }
            let question = qa["question"].as_str().unwrap_or("").to_string();
            let t = Instant::now();
            let ranked_ids = user.rank_episodes(&RecallRequest::new(&question), args.depth);
            latencies_ms.push(t.elapsed().as_secs_f64() * 1000.0);
            let mut ranked: Vec<String> = Vec::new();
            for (id, _) in ranked_ids {
                if let Some(d) = dia_of.get(&id) {
                    if !ranked.contains(d) {
                        ranked.push(d.clone());
                    }
                }
            }
            let gold = clean_evidence(
                qa["evidence"].as_array().map(Vec::as_slice).unwrap_or(&[]),
                &known,
            );
            let scores = Scores::of(&ranked, &gold);
            let entry = by_category.entry(category).or_default();
            entry.0.add(&scores);
            entry.1 += 1;
            overall.0.add(&scores);
            overall.1 += 1;
            run_file.results.push(RunResult {
                sample_id: conv.sample_id.clone(),
                qa_index,
                category,
                question,
                ranked,
            });
            bar.inc(1);
        }
        drop(user);
        drop(memory);
        let _ = std::fs::remove_dir_all(&dir);
    }
    bar.finish_and_clear();

    let row = |name: &str, (s, n): &(Scores, usize)| {
        let n_f = (*n).max(1) as f64;
        println!(
            "| {name:<14} | {n:>5} | {:.3} | {:.3} | {:.3} | {:.3} | {:.3} | {:.3} |",
            s.r1 / n_f,
            s.r5 / n_f,
            s.r10 / n_f,
            s.r20 / n_f,
            s.hit5 / n_f,
            s.ndcg10 / n_f
        );
    };
    println!(
        "LoCoMo turn retrieval v1 — {} conversation(s), {} questions — {configuration}",
        conversations.len(),
        overall.1
    );
    println!();
    println!("| category       |     n |  R@1  |  R@5  | R@10  | R@20  | Hit@5 | NDCG@10 |");
    println!("|---|---|---|---|---|---|---|---|");
    row("overall", &overall);
    for (c, name) in [
        (1, "1 multi-hop"),
        (2, "2 temporal"),
        (3, "3 open-domain"),
        (4, "4 single-hop"),
    ] {
        if let Some(v) = by_category.get(&c) {
            row(name, v);
        }
    }
    latencies_ms.sort_by(f64::total_cmp);
    println!();
    println!(
        "recall latency: p50 {:.3} ms, p99 {:.3} ms over {} questions",
        percentile(&latencies_ms, 0.5),
        percentile(&latencies_ms, 0.99),
        latencies_ms.len()
    );
    for (id, secs, turns) in &ingest_secs {
        println!(
            "ingestion {id}: {turns} turns in {secs:.2} s ({:.0} turns/s)",
            *turns as f64 / secs.max(1e-9)
        );
    }
    if let Some(path) = &args.run_out {
        std::fs::write(path, serde_json::to_string(&run_file)?)
            .with_context(|| format!("writing {}", path.display()))?;
        println!("run file: {}", path.display());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overrides_set_known_keys_and_refuse_unknown_ones() {
        let c = retrieval_config(&["speaker_boost=1".into(), "session_weight=0".into()]).unwrap();
        assert_eq!((c.speaker_boost, c.session_weight), (1.0, 0.0));
        let err = retrieval_config(&["speeker_boost=1".into()]).unwrap_err();
        assert!(err.to_string().contains("speeker_boost"), "{err}");
        assert!(retrieval_config(&["speaker_boost".into()]).is_err());
    }

    #[test]
    fn session_dates_in_the_locomo_form_parse() {
        let t = parse_session_date("1:56 pm on 8 May, 2023").unwrap();
        assert_eq!(t.to_rfc3339(), "2023-05-08T13:56:00+00:00");
        assert!(parse_session_date("10:37 am on 27 June, 2023").is_some());
    }

    #[test]
    fn gold_evidence_is_cleaned_as_the_protocol_says() {
        let known: HashSet<String> = ["D8:6", "D9:17", "D11:26", "D30:5"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let raw = vec![
            Value::from("D8:6; D9:17"),
            Value::from("D:11:26"),
            Value::from("D30:05"),
            Value::from("D99:1"),
            Value::from("D8:6"),
        ];
        let gold = clean_evidence(&raw, &known);
        assert_eq!(gold, known);
    }

    #[test]
    fn recall_and_ndcg_follow_their_definitions() {
        let gold: HashSet<String> = ["a", "b"].iter().map(|s| s.to_string()).collect();
        let ranked: Vec<String> = ["x", "a", "y", "b"].iter().map(|s| s.to_string()).collect();
        let s = Scores::of(&ranked, &gold);
        assert_eq!((s.r1, s.r5, s.hit5), (0.0, 1.0, 1.0));
        let dcg = 1.0 / 3f64.log2() + 1.0 / 5f64.log2();
        let ideal = 1.0 + 1.0 / 3f64.log2();
        assert!((s.ndcg10 - dcg / ideal).abs() < 1e-9);
        assert_eq!(Scores::of(&ranked, &HashSet::new()).r5, 0.0);
    }
}
