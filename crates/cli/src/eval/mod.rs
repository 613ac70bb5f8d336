//! `memoir eval`: quality measured by public protocols, through the public
//! API.

use anyhow::{bail, Context, Result};
use serde::{de::DeserializeOwned, Serialize};

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

/// A configuration section's defaults with `overrides` (`key=value`, for
/// ablations) applied. An unknown key or a value of the wrong type is an
/// error naming it; `what` names the section in it ("retrieval", "policy").
fn overridden<T: Default + Serialize + DeserializeOwned>(
    overrides: &[String],
    what: &str,
) -> Result<T> {
    let mut value = serde_json::to_value(T::default())?;
    for o in overrides {
        let (key, raw) = o
            .split_once('=')
            .with_context(|| format!("--set {o:?}: expected KEY=VALUE"))?;
        let Some(slot) = value.get_mut(key) else {
            bail!("--set {o:?}: no {what} setting is called {key:?}");
        };
        *slot = serde_json::from_str(raw)
            .with_context(|| format!("--set {o:?}: {raw:?} is not a value"))?;
    }
    serde_json::from_value(value).context("--set: a value has the wrong type")
}

/// A protocol's run file: what anyone can score independently.
#[derive(Serialize)]
struct RunFile<R> {
    protocol: &'static str,
    system: String,
    results: Vec<R>,
}
