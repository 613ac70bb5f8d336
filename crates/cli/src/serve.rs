//! `memoir serve`, `memoir mcp` and `memoir keys`: memoir as a service.

use std::net::SocketAddr;
use std::path::Path;
use std::sync::Arc;

use anyhow::{Context, Result};
use clap::{Args, Subcommand};
use memoir_core::UserId;
use memoir_server::{App, KeyError, KeyVault, Keys, Limits, MemoryOpener, TenantId, TenantMemory};

use crate::DataArgs;

/// An address to listen on: an IP and port, or a host name and port
/// ("localhost:7700"), resolved to its first address.
fn parse_listen(text: &str) -> Result<SocketAddr, String> {
    use std::net::ToSocketAddrs;
    text.to_socket_addrs()
        .map_err(|e| format!("{text:?} is not a host:port to listen on ({e})"))?
        .next()
        .ok_or_else(|| format!("{text:?} resolves to no address"))
}

#[derive(Args)]
pub struct ServeArgs {
    #[command(flatten)]
    data: DataArgs,
    /// The address to listen on (`127.0.0.1:7700`, `localhost:7700`).
    #[arg(long, default_value = "127.0.0.1:7700", value_parser = parse_listen)]
    listen: SocketAddr,
    /// The largest request body, in bytes.
    #[arg(long, default_value_t = Limits::default().max_body_bytes)]
    max_body_bytes: usize,
    /// The longest turn, in bytes.
    #[arg(long, default_value_t = Limits::default().max_turn_bytes)]
    max_turn_bytes: usize,
    /// Requests per second per key, sustained.
    #[arg(long, default_value_t = Limits::default().requests_per_second)]
    rate: f64,
    /// Requests per key at once above the sustained rate.
    #[arg(long, default_value_t = Limits::default().burst)]
    burst: f64,
    /// Finish a session no one finished once its latest turn is this many
    /// seconds old (and, at startup, every such session already idle).
    #[arg(long, default_value_t = Limits::default().seal_sessions_after.as_secs())]
    seal_after: u64,
    /// MCP-over-HTTP sessions one tenant may hold open at once.
    #[arg(long, default_value_t = Limits::default().mcp_sessions_per_tenant)]
    mcp_sessions: usize,
    /// Close an MCP-over-HTTP session unused for this many seconds.
    #[arg(long, default_value_t = Limits::default().mcp_session_idle.as_secs())]
    mcp_session_idle: u64,
    /// Connections served at once; more are closed on arrival.
    #[arg(long, default_value_t = Limits::default().max_connections)]
    max_connections: usize,
    /// Seconds a client may take to send a request's headers.
    #[arg(long, default_value_t = Limits::default().header_read_timeout.as_secs())]
    header_timeout: u64,
}

#[derive(Args)]
pub struct McpArgs {
    #[command(flatten)]
    data: DataArgs,
    /// Whose memory the tools reach.
    #[arg(long)]
    user: String,
}

#[derive(Subcommand)]
pub enum KeysCommand {
    /// Make a key for a tenant; prints the key once.
    Create {
        #[command(flatten)]
        data: DataArgs,
        /// The tenant the key reaches (lowercase letters, digits, '-', '_').
        #[arg(long)]
        tenant: String,
        /// A note to tell keys apart.
        #[arg(long)]
        label: Option<String>,
    },
    /// List keys (never their secrets).
    List {
        #[command(flatten)]
        data: DataArgs,
    },
    /// Revoke a key by its id (`k-…`); refused from the next request on.
    Revoke {
        #[command(flatten)]
        data: DataArgs,
        id: String,
    },
}

/// Opens each tenant's store — its SQLite directory, or its rows in the
/// Postgres database at `postgres` — with the one embedding model, loaded
/// once, and the model extractor if one was given.
fn opener(
    postgres: Option<String>,
    extractor: Option<Arc<dyn memoir_engine::Extractor>>,
    consolidator: Option<Arc<dyn memoir_engine::Consolidator>>,
) -> MemoryOpener {
    let embedder = crate::load_embedder();
    Arc::new(move |tenant: &TenantId, dir: &Path| {
        let pg = match &postgres {
            Some(url) => Some(Arc::new(
                memoir_store_postgres::PostgresStore::open(url, tenant.as_str())
                    .map_err(memoir_engine::EngineError::from)?,
            )),
            None => None,
        };
        let store: Arc<dyn memoir_store::Store> = match &pg {
            Some(pg) => pg.clone(),
            None => Arc::new(memoir_store_sqlite::SqliteStore::open(dir)?),
        };
        let mut builder = memoir_engine::Memory::builder()
            .store(store)
            .prepare_threads(2);
        if let Some(e) = &embedder {
            builder = builder.embedder(e.clone());
        }
        if let Some(x) = &extractor {
            builder = builder.extractor(x.clone());
        }
        if let Some(c) = &consolidator {
            builder = builder.consolidator(c.clone());
        }
        let memory = builder.build();
        if let Some(pg) = pg {
            // Another node's write to a user drops our cached copy of them.
            let cached = memory.clone();
            pg.watch(move |user| cached.evict(user));
        }
        Ok(memory)
    })
}

/// The lock a running `memoir serve` holds on its data directory.
const SERVE_LOCK: &str = "memoir-serve.lock";

/// Take the data directory's server lock, or say who has it.
fn hold_serve_lock(data: &std::path::Path) -> Result<std::fs::File> {
    let path = data.join(SERVE_LOCK);
    let file = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&path)
        .with_context(|| format!("opening {}", path.display()))?;
    match file.try_lock() {
        Ok(()) => Ok(file),
        Err(std::fs::TryLockError::WouldBlock) => anyhow::bail!(
            "another memoir serve is already using {} (lock held on {}); stop it or pass another --data",
            data.display(),
            path.display()
        ),
        Err(std::fs::TryLockError::Error(e)) => {
            Err(e).with_context(|| format!("locking {}", path.display()))
        }
    }
}

pub fn serve(args: ServeArgs) -> Result<()> {
    let limits = Limits {
        max_body_bytes: args.max_body_bytes,
        max_turn_bytes: args.max_turn_bytes,
        requests_per_second: args.rate,
        burst: args.burst,
        seal_sessions_after: std::time::Duration::from_secs(args.seal_after),
        mcp_sessions_per_tenant: args.mcp_sessions,
        mcp_session_idle: std::time::Duration::from_secs(args.mcp_session_idle),
        max_connections: args.max_connections,
        header_read_timeout: std::time::Duration::from_secs(args.header_timeout),
    };
    std::fs::create_dir_all(&args.data.data)
        .with_context(|| format!("creating {}", args.data.data.display()))?;
    // One server per data directory: a second would open the same tenant
    // stores and answer 500s. The OS drops the lock if this process dies.
    let _serving = hold_serve_lock(&args.data.data)?;
    let app = App::open_with_keys(
        &args.data.data,
        limits,
        opener(
            args.data.store.clone(),
            args.data.model.extractor()?,
            args.data.model.consolidator()?,
        ),
        keys_of(&args.data, true)?,
    );
    let active = app
        .keys()
        .list()
        .context("reading the API keys")?
        .iter()
        .filter(|k| k.is_active())
        .count();
    let store = args.data.store.clone();
    let data = args.data.data.clone();
    run_server(args.listen, app, move |addr| {
        eprintln!("memoir listening on http://{addr}");
        eprintln!("  REST  http://{addr}/v1   (OpenAPI: http://{addr}/v1/openapi.json)");
        eprintln!("  MCP   http://{addr}/mcp  (or `memoir mcp` over stdio)");
        eprintln!("  ops   http://{addr}/healthz, http://{addr}/metrics");
        eprintln!("  page  http://{addr}/ui/  (the inspector; asks for a key)");
        if active == 0 {
            let place = match &store {
                Some(_) => "--store <the same URL>".to_string(),
                None => format!("--data {}", data.display()),
            };
            eprintln!(
                "no API keys yet: make one with `memoir keys create {place} --tenant <name>`"
            );
        } else {
            eprintln!("{active} active API key(s); `memoir keys list` shows them");
        }
    })?;
    eprintln!("memoir stopped");
    Ok(())
}

/// Bind `listen`, say where (`announce`), and serve `app` until SIGTERM or
/// Ctrl-C, letting requests in flight complete.
fn run_server(
    listen: SocketAddr,
    app: Arc<App>,
    announce: impl FnOnce(SocketAddr) + Send + 'static,
) -> Result<()> {
    let runtime = tokio::runtime::Runtime::new().context("starting the async runtime")?;
    runtime.block_on(async move {
        let listener = tokio::net::TcpListener::bind(listen)
            .await
            .with_context(|| format!("listening on {listen}"))?;
        announce(listener.local_addr()?);
        memoir_server::serve(listener, app, memoir_server::shutdown_signal())
            .await
            .context("serving")
    })
}

#[derive(Args)]
pub struct InspectArgs {
    #[command(flatten)]
    data: DataArgs,
    /// The loopback address to serve the inspector on. It asks for no key,
    /// so it serves this machine only: other addresses are refused.
    #[arg(long, default_value = "127.0.0.1:7701", value_parser = parse_listen)]
    listen: SocketAddr,
}

/// `memoir inspect`: the web inspector over one local memory, no key, on a
/// loopback address only.
pub fn inspect(args: InspectArgs) -> Result<()> {
    if !args.listen.ip().is_loopback() {
        anyhow::bail!(
            "--listen {}: the inspector asks for no key, so it listens on loopback addresses only (127.0.0.1, ::1); to inspect from elsewhere, run `memoir serve` and open /ui/ with an API key",
            args.listen
        );
    }
    let memory = crate::open_existing_memory(&args.data)?;
    let app = App::local(&args.data.data, memory, Limits::default());
    run_server(args.listen, app, |addr| {
        eprintln!("memoir inspector on http://{addr}/ui/ (this machine only; Ctrl-C stops it)")
    })
}

pub fn mcp(args: McpArgs) -> Result<()> {
    let user = UserId::new(&args.user)?;
    let memory = crate::open_memory(&args.data)?;
    let tenant = TenantMemory::new(TenantId::new("local")?, memory);
    // One thread: a piped script's calls run in the order it sent them.
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .context("starting the async runtime")?;
    runtime.block_on(memoir_server::mcp::serve_stdio(tenant, user))?;
    Ok(())
}

/// The name of the API keys' document in a Postgres database.
const KEYS_DOCUMENT: &str = "api-keys";

/// The API keys as a [`KeyVault`] in the database every node shares.
///
/// The postgres client blocks, and a server checks its keys on its async
/// workers, so a serving node (`watched`) answers from a copy that a thread
/// of its own refreshes twice a second: a key made or revoked through any
/// node holds on every node within about half a second. The `keys`
/// commands read and write the database directly.
struct PostgresKeys {
    document: Arc<memoir_store_postgres::SharedDocument>,
    /// The latest version and body, when watched.
    latest: Option<Arc<parking_lot::RwLock<Latest>>>,
}

/// A document's version and body as last read.
type Latest = (Option<i64>, Option<Vec<u8>>);

impl PostgresKeys {
    fn direct(document: memoir_store_postgres::SharedDocument) -> Self {
        Self {
            document: Arc::new(document),
            latest: None,
        }
    }

    fn watched(document: memoir_store_postgres::SharedDocument) -> Result<Self> {
        let document = Arc::new(document);
        let first = (document.version()?, document.read()?);
        let latest = Arc::new(parking_lot::RwLock::new(first));
        let (doc, copy) = (document.clone(), latest.clone());
        std::thread::Builder::new()
            .name("memoir-keys-watch".into())
            .spawn(move || loop {
                std::thread::sleep(std::time::Duration::from_millis(500));
                match doc.version() {
                    Ok(v) if v != copy.read().0 => match doc.read() {
                        Ok(body) => *copy.write() = (v, body),
                        Err(e) => tracing::warn!(error = %e, "re-reading the API keys failed"),
                    },
                    Ok(_) => {}
                    Err(e) => tracing::warn!(error = %e, "checking the API keys failed"),
                }
            })
            .context("starting the API keys' watcher")?;
        Ok(Self {
            document,
            latest: Some(latest),
        })
    }
}

impl KeyVault for PostgresKeys {
    fn describe(&self) -> String {
        self.document.describe()
    }

    fn read(&self) -> Result<Option<Vec<u8>>, KeyError> {
        match &self.latest {
            Some(latest) => Ok(latest.read().1.clone()),
            None => self
                .document
                .read()
                .map_err(|e| KeyError::Vault(e.to_string())),
        }
    }

    fn update(
        &self,
        change: &mut dyn FnMut(Option<Vec<u8>>) -> Result<Vec<u8>, KeyError>,
    ) -> Result<(), KeyError> {
        self.document
            .update(change)
            .map_err(|e| KeyError::Vault(e.to_string()))?
    }

    fn stamp(&self) -> Option<u64> {
        match &self.latest {
            Some(latest) => latest.read().0.map(|v| v as u64),
            None => self.document.version().ok().flatten().map(|v| v as u64),
        }
    }
}

/// The API keys: in the database with `--store`, so every node shares
/// them; else in `--data/keys.json`. `serving` keeps a watched copy.
fn keys_of(data: &DataArgs, serving: bool) -> Result<Keys> {
    let Some(url) = &data.store else {
        return Ok(Keys::new(&data.data));
    };
    let document = memoir_store_postgres::SharedDocument::open(url, KEYS_DOCUMENT)
        .context("opening the API keys in Postgres")?;
    let vault = if serving {
        PostgresKeys::watched(document)?
    } else {
        PostgresKeys::direct(document)
    };
    Ok(Keys::in_vault(Box::new(vault)))
}

pub fn keys(command: KeysCommand) -> Result<()> {
    match command {
        KeysCommand::Create {
            data,
            tenant,
            label,
        } => {
            let tenant = TenantId::new(&tenant)?;
            let (record, secret) = keys_of(&data, false)?.create(&tenant, label.as_deref())?;
            eprintln!(
                "key {} for tenant {}; it is shown only now:",
                record.id, record.tenant
            );
            println!("{secret}");
        }
        KeysCommand::List { data } => {
            for k in keys_of(&data, false)?.list()? {
                println!(
                    "{}\t{}\t{}\t{}{}",
                    k.id,
                    k.tenant,
                    k.created_at.format("%Y-%m-%dT%H:%M:%SZ"),
                    if k.is_active() { "active" } else { "revoked" },
                    k.label.map(|l| format!("\t{l}")).unwrap_or_default()
                );
            }
        }
        KeysCommand::Revoke { data, id } => {
            let k = keys_of(&data, false)?.revoke(&id)?;
            println!("revoked {} (tenant {})", k.id, k.tenant);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::parse_listen;

    #[test]
    fn a_host_name_with_a_port_is_an_address_to_listen_on() {
        assert_eq!(parse_listen("localhost:7700").unwrap().port(), 7700);
        assert_eq!(
            parse_listen("127.0.0.1:7701").unwrap().to_string(),
            "127.0.0.1:7701"
        );
        assert!(parse_listen("localhost").unwrap_err().contains("host:port"));
    }
}
