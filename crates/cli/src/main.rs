//! `memoir`: memoir's command line. Thin: every command is a few calls into
//! the engine.

mod chat;
mod eval;
mod records;

use std::path::PathBuf;

use anyhow::{Context, Result};
use clap::{Parser, Subcommand, ValueEnum};
use memoir_engine::tools::{declarations, Dialect};

#[derive(Parser)]
#[command(
    name = "memoir",
    version,
    about = "Long-term memory for conversational agents"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Talk to memory from the terminal or a script: one turn per line.
    Chat(chat::ChatArgs),
    /// Measure quality by a public protocol.
    #[command(subcommand)]
    Eval(eval::EvalCommand),
    /// Write a user's whole memory as Markdown (facts.md, sessions/*.md).
    Export(records::ExportArgs),
    /// Read a Markdown export back into a user's memory.
    Import(records::ImportArgs),
    /// Check a user's audit chain and every stored record against it.
    Verify(records::VerifyArgs),
    /// Print the tool declarations a model is given.
    Tools {
        /// Whose shape to print them in.
        #[arg(long, value_enum, default_value = "mcp")]
        dialect: DialectArg,
    },
}

#[derive(Clone, Copy, ValueEnum)]
enum DialectArg {
    Gemini,
    Openai,
    Mcp,
}

/// Where memory is kept. Shared by every command that opens memory.
#[derive(clap::Args, Clone, Debug)]
pub struct DataArgs {
    /// The data directory.
    #[arg(long, default_value = ".memoir")]
    pub data: PathBuf,
}

/// Open the memory a command works on: the embedded SQLite store under
/// `--data`.
pub fn open_memory(data: &DataArgs) -> Result<memoir_engine::Memory> {
    memoir_engine::Memory::open(&data.data)
        .with_context(|| format!("opening memory in {}", data.data.display()))
}

fn main() -> Result<()> {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_env("MEMOIR_LOG")
                .unwrap_or_else(|_| "warn".into()),
        )
        .with_writer(std::io::stderr)
        .init();
    let cli = Cli::parse();
    match cli.command {
        Command::Chat(args) => chat::run(args),
        Command::Eval(command) => eval::run(command),
        Command::Export(args) => records::export(args),
        Command::Import(args) => records::import(args),
        Command::Verify(args) => records::verify(args),
        Command::Tools { dialect } => {
            let dialect = match dialect {
                DialectArg::Gemini => Dialect::Gemini,
                DialectArg::Openai => Dialect::OpenAi,
                DialectArg::Mcp => Dialect::Mcp,
            };
            println!("{}", serde_json::to_string_pretty(&declarations(dialect))?);
            Ok(())
        }
    }
}
