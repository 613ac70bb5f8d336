//! `memoir eval updates`: replay a `memoir-updates-v1` suite through the
//! public API and score it by the protocol's pass rule
//! (`../shared/eval/UPDATES.md`).
//!
//! Each scenario is a fresh user in a fresh store; its sessions are replayed
//! in order, each finished before the next; each check's query is passed
//! unchanged to recall right after its session is finished, at that
//! session's time.

use std::path::PathBuf;

use anyhow::{bail, Context, Result};
use chrono::{DateTime, Duration, Utc};
use memoir_core::{Speaker, UserId};
use memoir_engine::{FinalTurn, Memory, RecallRequest, Standing};
use serde::{Deserialize, Serialize};

#[derive(clap::Args)]
pub struct UpdatesArgs {
    /// A suite in the `memoir-updates-v1` format, or several
    /// (`--data a.json b.json …`): each is scored on its own line, in one
    /// process, so the rule set is compiled once (about a second) rather than
    /// once per suite.
    #[arg(long, num_args = 1.., required = true)]
    data: Vec<PathBuf>,
    /// Where to write the run file (one suite only).
    #[arg(long)]
    run_out: Option<PathBuf>,
    /// Only these scenarios (comma-separated ids).
    #[arg(long)]
    scenarios: Option<String>,
    /// Print every check, not only failures.
    #[arg(long)]
    verbose: bool,
    /// After each session, print every fact with its status (for reading
    /// failures; not part of the score).
    #[arg(long)]
    facts: bool,
    /// Recall without the embedding model (lexical only).
    #[arg(long)]
    lexical: bool,
    /// Print only the score: for a held-out suite, whose failures must not
    /// be read before its score is reported.
    #[arg(long, conflicts_with_all = ["verbose", "facts"])]
    quiet: bool,
    /// Override a reconciliation setting, e.g. `--set change_by_meaning=2`
    /// (repeatable; the keys are `PolicyConfig`'s fields). For ablations.
    #[arg(long = "set", value_name = "KEY=VALUE")]
    set: Vec<String>,
    /// Who reads facts out of turns: `rules` (the default) or `llm` (a
    /// language model at --llm-url, the rules standing when it is late).
    #[arg(long, default_value = "rules", value_parser = ["rules", "llm"])]
    extractor: String,
    #[command(flatten)]
    model: crate::llm::ModelArgs,
}

#[derive(Deserialize)]
struct Suite {
    protocol: String,
    scenarios: Vec<Scenario>,
}

#[derive(Deserialize)]
struct Scenario {
    id: String,
    #[serde(default)]
    note: String,
    #[serde(default)]
    user_name: Option<String>,
    sessions: Vec<SessionSpec>,
    checks: Vec<Check>,
}

#[derive(Deserialize)]
struct SessionSpec {
    id: String,
    date: DateTime<Utc>,
    turns: Vec<Turn>,
}

#[derive(Deserialize)]
struct Turn {
    speaker: String,
    text: String,
}

#[derive(Deserialize)]
struct Check {
    after_session: String,
    query: String,
    #[serde(default)]
    expect: Vec<String>,
    #[serde(default)]
    reject: Vec<String>,
}

#[derive(Serialize)]
struct RunResult {
    scenario: String,
    check: usize,
    facts: Vec<RunFact>,
}

#[derive(Serialize, Clone)]
struct RunFact {
    statement: String,
    status: &'static str,
    rank: usize,
}

/// Seconds between consecutive turns of a replayed session.
const TURN_SPACING_SECS: i64 = 5;

/// The protocol's pass rule.
fn passes(check: &Check, facts: &[RunFact]) -> bool {
    let current = |f: &&RunFact| f.status == "active" || f.status == "overlay";
    let expect_ok = check.expect.iter().all(|term| {
        let term = term.to_lowercase();
        facts
            .iter()
            .filter(current)
            .any(|f| f.rank <= 5 && f.statement.to_lowercase().contains(&term))
    });
    let reject_ok = check.reject.iter().all(|term| {
        let term = term.to_lowercase();
        !facts
            .iter()
            .filter(current)
            .any(|f| f.statement.to_lowercase().contains(&term))
    });
    expect_ok && reject_ok
}

fn replay(
    scenario: &Scenario,
    show_facts: bool,
    embedder: Option<&std::sync::Arc<dyn memoir_engine::Embedder>>,
    policy: &memoir_core::PolicyConfig,
    extractor: Option<&std::sync::Arc<dyn memoir_engine::Extractor>>,
    consolidator: Option<&std::sync::Arc<dyn memoir_engine::Consolidator>>,
) -> Result<Vec<(usize, Vec<RunFact>)>> {
    let dir = std::env::temp_dir().join(format!(
        "memoir-eval-updates-{}-{}",
        std::process::id(),
        scenario.id
    ));
    let _ = std::fs::remove_dir_all(&dir);
    // The product's default: the embedded store and the local embedder.
    let store = memoir_store_sqlite::SqliteStore::open(&dir)?;
    let mut builder =
        Memory::builder()
            .store(std::sync::Arc::new(store))
            .config(memoir_core::Config {
                policy: policy.clone(),
                ..memoir_core::Config::default()
            });
    if let Some(e) = embedder {
        builder = builder.embedder(e.clone());
    }
    if let Some(x) = extractor {
        builder = builder.extractor(x.clone());
    }
    if let Some(c) = consolidator {
        builder = builder.consolidator(c.clone());
    }
    let memory = builder.build();
    let user = memory.user(&UserId::new("eval-user")?)?;
    let mut results = Vec::new();
    for session in &scenario.sessions {
        let s = user.new_session()?;
        let mut at = session.date;
        for (i, turn) in session.turns.iter().enumerate() {
            at = session.date + Duration::seconds(i as i64 * TURN_SPACING_SECS);
            let speaker = Speaker::parse(&turn.speaker).with_context(|| {
                format!("scenario {}: session {}: turn {i}", scenario.id, session.id)
            })?;
            s.observe_final(FinalTurn {
                speaker,
                text: turn.text.clone(),
                occurred_at: at,
                turn: None,
            })?;
        }
        s.finish()?;
        if show_facts {
            println!("  {} after {}:", scenario.id, session.id);
            for f in user.facts() {
                println!("     [{:?} {}] {}", f.status, f.predicate, f.statement);
            }
        }
        for (n, check) in scenario.checks.iter().enumerate() {
            if check.after_session != session.id {
                continue;
            }
            let context = user.recall(&RecallRequest {
                as_of: Some(at),
                evidence_tokens: Some(0),
                ..RecallRequest::new(&check.query)
            });
            let facts = context
                .facts
                .iter()
                .enumerate()
                .map(|(i, f)| RunFact {
                    statement: f.statement.clone(),
                    status: match f.standing {
                        Standing::Settled => "active",
                        Standing::Provisional => "overlay",
                    },
                    rank: i + 1,
                })
                .collect();
            results.push((n, facts));
        }
    }
    drop(user);
    drop(memory);
    let _ = std::fs::remove_dir_all(&dir);
    Ok(results)
}

pub fn run(args: UpdatesArgs) -> Result<()> {
    // The flags first: a wrong one is said before any work.
    let policy: memoir_core::PolicyConfig = super::overridden(&args.set, "policy")?;
    if args.run_out.is_some() && args.data.len() > 1 {
        bail!("--run-out takes one suite; {} were given", args.data.len());
    }
    let extractor = match args.extractor.as_str() {
        "llm" => Some(args.model.extractor()?.context(
            "--extractor llm needs --llm-url and --llm-model (and the key in MEMOIR_LLM_KEY)",
        )?),
        _ => None,
    };
    let consolidator = args.model.consolidator()?;
    let embedder = if args.lexical {
        None
    } else {
        crate::load_embedder()
    };
    let setup = Setup {
        policy,
        extractor,
        consolidator,
        embedder,
    };
    let mut total = Score::default();
    for path in &args.data {
        if args.data.len() > 1 {
            println!("== {}", path.display());
        }
        let score = run_suite(&args, path, &setup)?;
        total.passed += score.passed;
        total.failed += score.failed;
    }
    // The scorer's last line, as the protocol gives it: for one suite or
    // for all of them.
    println!("updates: {} passed, {} failed", total.passed, total.failed);
    Ok(())
}

/// What every suite of one run shares: built once.
struct Setup {
    policy: memoir_core::PolicyConfig,
    extractor: Option<std::sync::Arc<dyn memoir_engine::Extractor>>,
    consolidator: Option<std::sync::Arc<dyn memoir_engine::Consolidator>>,
    embedder: Option<std::sync::Arc<dyn memoir_engine::Embedder>>,
}

#[derive(Default)]
struct Score {
    passed: usize,
    failed: usize,
}

/// Replays and scores one suite, printing its score line.
fn run_suite(args: &UpdatesArgs, data: &std::path::Path, setup: &Setup) -> Result<Score> {
    let Setup {
        policy,
        extractor,
        consolidator,
        embedder,
    } = setup;
    let text =
        std::fs::read_to_string(data).with_context(|| format!("reading {}", data.display()))?;
    let suite: Suite =
        serde_json::from_str(&text).with_context(|| format!("parsing {}", data.display()))?;
    if suite.protocol != "memoir-updates-v1" {
        bail!(
            "{} is {:?}, not a memoir-updates-v1 suite",
            data.display(),
            suite.protocol
        );
    }
    let only: Option<Vec<&str>> = args
        .scenarios
        .as_deref()
        .map(|s| s.split(',').map(str::trim).collect());
    let mut run_file = super::RunFile {
        protocol: "memoir-updates-v1",
        system: format!(
            "memoir {} {} sqlite {}",
            env!("CARGO_PKG_VERSION"),
            match (&extractor, &args.model.llm_model) {
                (Some(_), Some(model)) => format!("llm:{model}+clauses-en"),
                _ => "clauses-en".to_string(),
            },
            if embedder.is_some() {
                "hybrid"
            } else {
                "lexical"
            }
        ),
        results: Vec::new(),
    };
    let (mut passed, mut failed, mut whole) = (0usize, 0usize, 0usize);
    let mut scenarios = 0usize;
    for scenario in &suite.scenarios {
        if only
            .as_ref()
            .is_some_and(|o| !o.contains(&scenario.id.as_str()))
        {
            continue;
        }
        scenarios += 1;
        let results = replay(
            scenario,
            args.facts,
            embedder.as_ref(),
            policy,
            extractor.as_ref(),
            consolidator.as_ref(),
        )?;
        let mut all = true;
        for (n, facts) in results {
            let check = &scenario.checks[n];
            let ok = passes(check, &facts);
            if ok {
                passed += 1;
            } else {
                failed += 1;
                all = false;
            }
            if (!ok || args.verbose) && !args.quiet {
                println!(
                    "{} {} #{n} after {}: {:?} expect {:?} reject {:?}",
                    if ok { "PASS" } else { "FAIL" },
                    scenario.id,
                    check.after_session,
                    check.query,
                    check.expect,
                    check.reject
                );
                if !ok {
                    println!("     ({})", scenario.note);
                }
                for f in &facts {
                    println!("     {}. [{}] {}", f.rank, f.status, f.statement);
                }
            }
            run_file.results.push(RunResult {
                scenario: scenario.id.clone(),
                check: n,
                facts,
            });
        }
        if all {
            whole += 1;
        }
        let _ = &scenario.user_name;
    }
    let total = passed + failed;
    println!();
    println!(
        "checks passed: {passed}/{total} ({:.1}%); scenarios passed whole: {whole}/{scenarios}",
        if total > 0 {
            100.0 * passed as f64 / total as f64
        } else {
            0.0
        }
    );
    if let Some(path) = &args.run_out {
        std::fs::write(path, serde_json::to_string_pretty(&run_file)?)
            .with_context(|| format!("writing {}", path.display()))?;
        println!("run file: {}", path.display());
    }
    Ok(Score { passed, failed })
}
