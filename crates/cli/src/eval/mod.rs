//! `memoir eval`: quality measured by public protocols, through the public
//! API.

use serde::Serialize;

pub mod extract;
pub mod locomo;
pub mod updates;

#[derive(clap::Subcommand)]
pub enum EvalCommand {
    /// Update correctness (`memoir-updates-v1`): facts stated, changed,
    /// negated and forgotten across sessions; the current answer must be right.
    Updates(updates::UpdatesArgs),
    /// LoCoMo turn retrieval v1: evidence recall over long multi-session
    /// conversations.
    Locomo(locomo::LocomoArgs),
    /// Extraction on long real conversations (LoCoMo's): how many turns
    /// yield a fact, and random samples of facts and of the clauses the
    /// filter left out, for judging by the rubric in docs/extraction.md.
    Extract(extract::ExtractArgs),
}

pub fn run(command: EvalCommand) -> anyhow::Result<()> {
    match command {
        EvalCommand::Updates(args) => updates::run(args),
        EvalCommand::Locomo(args) => locomo::run(args),
        EvalCommand::Extract(args) => extract::run(args),
    }
}

/// A protocol's run file: what anyone can score independently.
#[derive(Serialize)]
struct RunFile<R> {
    protocol: &'static str,
    system: String,
    results: Vec<R>,
}
