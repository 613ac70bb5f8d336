//! Reads one turn per line from stdin as the user and prints what the
//! extractor makes of it: each proposal, and each clause left out with why.
//! A line starting "A: " is the assistant's, the context of the next one;
//! a line starting "P: " names a person already in memory ("P: Karl");
//! a line starting "R: " names the first rule of each stage that fires.
//! A tool for writing rules: `cargo run -p memoir-extract --example read`.

use std::io::BufRead;

use memoir_core::{Proposal, Speaker, Subject};
use memoir_extract::{read, TurnInput};

fn main() {
    let speaker = Speaker::user();
    let stdin = std::io::stdin();
    let mut assistant: Option<String> = None;
    let mut known: Vec<Subject> = Vec::new();
    let mut before: Option<String> = None;
    for line in stdin.lock().lines().map_while(Result::ok) {
        if line.trim().is_empty() {
            continue;
        }
        if let Some(said) = line.strip_prefix("A: ") {
            assistant = Some(said.to_string());
            continue;
        }
        if let Some(text) = line.strip_prefix("R: ") {
            // Which rule of each stage fires first on `text`, as written.
            use memoir_extract::rules::{Speakers, Stage, RULE_SET};
            for stage in [
                Stage::Skip,
                Stage::Correction,
                Stage::Subject,
                Stage::Cue,
                Stage::Slot,
            ] {
                if let Some((rule, _)) = RULE_SET.first(stage, Speakers::Person, text) {
                    println!("  {stage:?}: {}", rule.name);
                }
            }
            continue;
        }
        if let Some(name) = line.strip_prefix("P: ") {
            known.push(Subject::named(name.trim()));
            continue;
        }
        let previous = assistant.take();
        let reading = read(&TurnInput {
            speaker: &speaker,
            text: &line,
            occurred_at: chrono::Utc::now(),
            previous_assistant: previous.as_deref(),
            previous_user: before.as_deref(),
            known_people: &known,
        });
        println!("> {line}");
        for p in &reading.proposals {
            match p {
                Proposal::Assert(f) => {
                    println!(
                        "  + [{} {} {:?} {:?} ={}] {}",
                        f.subject.key,
                        f.attribute,
                        f.cue,
                        f.object,
                        f.value.as_text(),
                        f.statement
                    )
                }
                other => println!("  + {other:?}"),
            }
        }
        for (clause, why) in &reading.skipped {
            println!("  - {why:?}: {clause}");
        }
        before = Some(line);
    }
}
