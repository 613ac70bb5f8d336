//! `memoir`: memoir's command line. Thin: every command is a few calls into
//! the engine.

mod bench;
mod chat;
mod eval;
mod records;
mod serve;

use std::path::PathBuf;

use std::sync::Arc;

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
    /// Measure the latency budget at several sizes of one user's memory.
    Bench(bench::BenchArgs),
    /// Measure quality by a public protocol.
    #[command(subcommand)]
    Eval(eval::EvalCommand),
    /// Write a user's whole memory as Markdown (facts.md, sessions/*.md).
    Export(records::ExportArgs),
    /// Read a Markdown export back into a user's memory.
    Import(records::ImportArgs),
    /// Check a user's audit chain and every stored record against it.
    Verify(records::VerifyArgs),
    /// Serve the REST API and MCP over HTTP, with API keys per tenant.
    Serve(serve::ServeArgs),
    /// Serve MCP over stdio for one user of a local memory.
    Mcp(serve::McpArgs),
    /// Make, list and revoke the API keys `memoir serve` accepts.
    #[command(subcommand)]
    Keys(serve::KeysCommand),
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

/// The local embedding model, if its files are there; otherwise says once,
/// on standard error, that recall is lexical only and how to fix it.
pub fn load_embedder() -> Option<Arc<dyn memoir_engine::Embedder>> {
    static SAID: std::sync::Once = std::sync::Once::new();
    match memoir_models::MiniLmEmbedder::from_env() {
        Ok(m) => Some(Arc::new(m)),
        Err(e) => {
            SAID.call_once(|| eprintln!("memoir: {e}; recall is lexical only"));
            None
        }
    }
}

/// Open the memory a command works on: the embedded SQLite store under
/// `--data`, with the local embedding model when it is present.
pub fn open_memory(data: &DataArgs) -> Result<memoir_engine::Memory> {
    let store = memoir_store_sqlite::SqliteStore::open(&data.data)
        .with_context(|| format!("opening memory in {}", data.data.display()))?;
    let mut builder = memoir_engine::Memory::builder().store(Arc::new(store));
    if let Some(embedder) = load_embedder() {
        builder = builder.embedder(embedder);
    }
    Ok(builder.build())
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
        Command::Bench(args) => bench::run(args),
        Command::Eval(command) => eval::run(command),
        Command::Export(args) => records::export(args),
        Command::Import(args) => records::import(args),
        Command::Verify(args) => records::verify(args),
        Command::Serve(args) => serve::serve(args),
        Command::Mcp(args) => serve::mcp(args),
        Command::Keys(command) => serve::keys(command),
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
