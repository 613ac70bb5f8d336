//! `memoir eval extract`: the extractor on long real conversations.
//!
//! Every turn of the LoCoMo conversations is read as memoir reads it in a
//! session (the speaker named, the two turns before it as context), and the
//! command reports how many turns yield at least one fact and prints seeded
//! random samples of the facts and of the clauses the filter left out, each
//! with the turn it came from. Judging the samples is done by hand with the
//! rubric in `docs/extraction.md`; the seed makes a sample reproducible.

use std::path::PathBuf;

use anyhow::Result;
use memoir_core::{Proposal, Speaker};
use memoir_engine::synthetic::Rng;
use memoir_extract::{read, Skipped, TurnInput};

use super::locomo::parse_conversation;

#[derive(clap::Args)]
pub struct ExtractArgs {
    /// A LoCoMo file (the dataset's own format).
    #[arg(long)]
    data: PathBuf,
    /// How many facts and how many left-out clauses to sample.
    #[arg(long, default_value_t = 50)]
    sample: usize,
    /// The sampling seed.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

struct Sampled {
    dia_id: String,
    turn: String,
    item: String,
}

fn sample(items: &[Sampled], n: usize, rng: &mut Rng) -> Vec<usize> {
    let mut chosen: Vec<usize> = Vec::new();
    while chosen.len() < n.min(items.len()) {
        let i = rng.below(items.len() as u64) as usize;
        if !chosen.contains(&i) {
            chosen.push(i);
        }
    }
    chosen
}

pub fn run(args: ExtractArgs) -> Result<()> {
    let items = super::locomo::read_locomo(&args.data)?;
    let (mut turns, mut with_fact, mut facts) = (0usize, 0usize, 0usize);
    let mut kept: Vec<Sampled> = Vec::new();
    let mut left_out: Vec<Sampled> = Vec::new();
    let mut reasons: std::collections::BTreeMap<String, usize> = Default::default();
    for item in &items {
        let conversation = parse_conversation(item)?;
        for (date, session) in &conversation.sessions {
            let mut recent: Vec<&str> = Vec::new();
            for turn in session {
                let speaker = Speaker::named(&turn.speaker);
                let before = recent.join("\n");
                let reading = read(&TurnInput {
                    speaker: &speaker,
                    text: &turn.text,
                    occurred_at: *date,
                    previous_assistant: None,
                    previous_user: (!before.is_empty()).then_some(before.as_str()),
                    known_people: &[],
                });
                turns += 1;
                let asserted: Vec<String> = reading
                    .proposals
                    .iter()
                    .filter_map(|p| match p {
                        // The attribute beside the statement: an open slot
                        // ("about:…") or a known one, for judging.
                        Proposal::Assert(c) => Some(format!(
                            "({} | {}) {}",
                            c.subject.key, c.attribute, c.statement
                        )),
                        _ => None,
                    })
                    .collect();
                if !asserted.is_empty() {
                    with_fact += 1;
                }
                facts += asserted.len();
                for statement in asserted {
                    kept.push(Sampled {
                        dia_id: turn.dia_id.clone(),
                        turn: turn.text.clone(),
                        item: statement,
                    });
                }
                for (clause, why) in reading.skipped {
                    let why = match why {
                        Skipped::Rule(r) => format!("{r:?}"),
                        other => format!("{other:?}"),
                    };
                    *reasons.entry(why.clone()).or_default() += 1;
                    left_out.push(Sampled {
                        dia_id: turn.dia_id.clone(),
                        turn: turn.text.clone(),
                        item: format!("[{why}] {clause}"),
                    });
                }
                recent.push(&turn.text);
                if recent.len() > 2 {
                    recent.remove(0);
                }
            }
        }
    }
    println!(
        "turns: {turns}; with at least one fact: {with_fact} ({:.1}%); facts: {facts} ({:.2} a turn)",
        100.0 * with_fact as f64 / turns.max(1) as f64,
        facts as f64 / turns.max(1) as f64
    );
    println!("clauses left out: {} ({reasons:?})", left_out.len());
    let mut rng = Rng::new(args.seed);
    println!(
        "\n== {} facts, sampled with seed {}",
        args.sample, args.seed
    );
    for (n, i) in sample(&kept, args.sample, &mut rng).into_iter().enumerate() {
        let s = &kept[i];
        println!(
            "F{:02} [{}] {}\n      turn: {}",
            n + 1,
            s.dia_id,
            s.item,
            s.turn
        );
    }
    println!(
        "\n== {} clauses left out, sampled with seed {}",
        args.sample, args.seed
    );
    for (n, i) in sample(&left_out, args.sample, &mut rng)
        .into_iter()
        .enumerate()
    {
        let s = &left_out[i];
        println!(
            "S{:02} [{}] {}\n      turn: {}",
            n + 1,
            s.dia_id,
            s.item,
            s.turn
        );
    }
    Ok(())
}
