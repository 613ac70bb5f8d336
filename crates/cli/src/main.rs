//! `memoir`: memoir's command line. Thin: every command is a few calls into
//! the engine.

mod bench;
mod chat;
mod eval;
mod llm;
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
    /// See and correct a local memory in a browser (loopback only, no key).
    Inspect(serve::InspectArgs),
    /// Serve MCP over stdio for one user of a local memory.
    Mcp(serve::McpArgs),
    /// Make, list and revoke the API keys `memoir serve` accepts.
    #[command(subcommand)]
    Keys(serve::KeysCommand),
    /// Prepare local models (distil MiniLM's static token vectors).
    #[command(subcommand)]
    Models(ModelsCommand),
    /// Print the tool declarations a model is given.
    Tools {
        /// Whose shape to print them in.
        #[arg(long, value_enum, default_value = "mcp")]
        dialect: DialectArg,
    },
}

#[derive(Subcommand)]
enum ModelsCommand {
    /// Run every word-piece through MiniLM once and store the static
    /// vectors beside the model (`static-vectors.bin`); about a minute.
    Distill,
    /// Write the distilled table as the compact int8 copy that ships in
    /// the binary (`crates/models/data/static-vectors-i8.bin`).
    Quantize {
        #[arg(long, default_value = "crates/models/data/static-vectors-i8.bin")]
        out: PathBuf,
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
    /// Keep memory in a Postgres database instead of files under --data
    /// (`postgres://user@host/db` or `host=… user=… dbname=…`). --data then
    /// holds only the server's lock and the API keys.
    #[arg(long, value_name = "URL")]
    pub store: Option<String>,
    /// With --store: the tenant whose memory chat, mcp, export, import and
    /// verify work on (serve uses each key's tenant).
    #[arg(long, value_name = "NAME", default_value = "local")]
    pub store_tenant: String,
    #[command(flatten)]
    pub model: llm::ModelArgs,
}

/// The local embedding model: by default the static vectors, from the model
/// directory when `scripts/fetch-model.sh` ran, else the copy built into the
/// binary. `minilm` needs the model files; without them this says once, on
/// standard error, that recall is lexical only and how to fix it.
///
/// `MEMOIR_EMBEDDER` chooses: `static` (the default: MiniLM's distilled token
/// vectors, microseconds per text), `minilm` (the full transformer, ~10 ms
/// per query on two cores), `remote` (a model over HTTP: docs/models.md) or
/// `none`. See docs/retrieval.md for why.
pub fn load_embedder() -> Option<Arc<dyn memoir_engine::Embedder>> {
    static SAID: std::sync::Once = std::sync::Once::new();
    let dir = memoir_models::model_dir();
    let choice = std::env::var("MEMOIR_EMBEDDER").unwrap_or_else(|_| "static".into());
    let loaded: Result<Arc<dyn memoir_engine::Embedder>, String> = match choice.as_str() {
        "none" => return None,
        "minilm" => memoir_models::MiniLmEmbedder::load(&dir)
            .map(|m| Arc::new(m) as Arc<dyn memoir_engine::Embedder>)
            .map_err(|e| e.to_string()),
        // The distilled table beside the model if it is there, else the
        // compact copy built into the binary: no setup needed.
        "static" => memoir_models::StaticEmbedder::load(&dir)
            .or_else(|_| memoir_models::StaticEmbedder::shipped())
            .map(|m| Arc::new(m) as Arc<dyn memoir_engine::Embedder>)
            .map_err(|e| e.to_string()),
        "remote" => crate::llm::remote_embedder(),
        other => Err(format!(
            "MEMOIR_EMBEDDER={other:?} is not one of static, minilm, remote, none"
        )),
    };
    match loaded {
        Ok(m) => Some(m),
        Err(e) => {
            SAID.call_once(|| eprintln!("memoir: {e}; recall is lexical only"));
            None
        }
    }
}

/// Open the memory a command works on: the embedded SQLite store under
/// `--data`, with the local embedding model when it is present.
pub fn open_memory(data: &DataArgs) -> Result<memoir_engine::Memory> {
    if let Some(url) = &data.store {
        return open_postgres(url, &data.store_tenant, &data.model);
    }
    let store = memoir_store_sqlite::SqliteStore::open(&data.data)
        .with_context(|| format!("opening memory in {}", data.data.display()))?;
    memory_over(Arc::new(store), &data.model)
}

/// Memory in a store that must already exist (for `verify` and `export`,
/// which must never create an empty one and report on it).
pub fn open_existing_memory(data: &DataArgs) -> Result<memoir_engine::Memory> {
    if let Some(url) = &data.store {
        return open_postgres(url, &data.store_tenant, &data.model);
    }
    let store = memoir_store_sqlite::SqliteStore::open_existing(&data.data)
        .with_context(|| format!("opening memory in {}", data.data.display()))?;
    memory_over(Arc::new(store), &data.model)
}

/// A tenant's memory in Postgres. Other nodes' writes to a user drop this
/// process's cached copy of them, so the next use reads them.
pub fn open_postgres(
    url: &str,
    tenant: &str,
    model: &llm::ModelArgs,
) -> Result<memoir_engine::Memory> {
    let store = Arc::new(
        memoir_store_postgres::PostgresStore::open(url, tenant)
            .with_context(|| format!("opening tenant {tenant}'s memory in Postgres"))?,
    );
    let memory = memory_over(store.clone(), model)?;
    let cached = memory.clone();
    store.watch(move |user| cached.evict(user));
    Ok(memory)
}

fn memory_over(
    store: Arc<dyn memoir_store::Store>,
    model: &llm::ModelArgs,
) -> Result<memoir_engine::Memory> {
    let mut builder = memoir_engine::Memory::builder().store(store);
    if let Some(embedder) = load_embedder() {
        builder = builder.embedder(embedder);
    }
    Ok(model.apply(builder)?.build())
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
        Command::Inspect(args) => serve::inspect(args),
        Command::Mcp(args) => serve::mcp(args),
        Command::Keys(command) => serve::keys(command),
        Command::Models(ModelsCommand::Distill) => {
            let dir = memoir_models::model_dir();
            let model = memoir_models::MiniLmEmbedder::load(&dir)?;
            let bar = indicatif::ProgressBar::new(model.vocab_size() as u64);
            let path =
                memoir_models::distill(&model, &dir, |done, _| bar.set_position(done as u64))?;
            bar.finish_and_clear();
            eprintln!("static token vectors at {}", path.display());
            Ok(())
        }
        Command::Models(ModelsCommand::Quantize { out }) => {
            memoir_models::quantize(&memoir_models::model_dir(), &out)?;
            eprintln!("int8 static vectors at {}", out.display());
            Ok(())
        }
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
