//! # memoir-server
//!
//! memoir as a service: a REST API under `/v1` for applications and an MCP
//! server (streamable HTTP under `/mcp`, or stdio) for agent hosts, over the
//! same engine the Rust API exposes.
//!
//! ## Tenants are kept apart by construction
//!
//! Every request carries an API key; the key names one tenant; each tenant
//! has its *own* memory — its own store in `DATA/tenants/<tenant>/`, its own
//! indexes. A handler is given that tenant's [`Memory`] and nothing else, so
//! no user id a caller sends, guessed or swapped, can reach another tenant's
//! records: there is no shared table to filter, and no filter to forget.
//!
//! ## The hot path
//!
//! Recall runs inline on the request's task: it reads a prepared snapshot and
//! in-memory indexes, with no IO. Everything that writes (turns, finish,
//! forget, import) runs on tokio's blocking pool, so an fsync never stalls the
//! tasks that serve recall.
//!
//! ```no_run
//! # async fn run() -> std::io::Result<()> {
//! use memoir_server::{App, Limits};
//! let app = App::open(".memoir", Limits::default(), memoir_server::open_sqlite());
//! let listener = tokio::net::TcpListener::bind("127.0.0.1:7700").await?;
//! memoir_server::serve(listener, app, std::future::pending()).await
//! # }
//! ```

mod api;
pub mod error;
mod http;
mod inspector;
pub mod keys;
pub mod mcp;
mod metrics;
mod openapi;
mod parse_errors;
mod tenants;

use std::future::Future;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use memoir_engine::{EngineError, Memory};

pub use error::{ApiError, ErrorBody};
pub use keys::{FileVault, KeyError, KeyRecord, KeyVault, Keys, Principal, TenantId};
pub use openapi::openapi_document;
pub use tenants::TenantMemory;

/// How a tenant's memory is opened: by its name (a database store keys
/// by it) and its directory (the embedded store lives there). The binary
/// supplies one that also loads the embedding model; tests supply a
/// lexical one.
pub type MemoryOpener = Arc<dyn Fn(&TenantId, &Path) -> Result<Memory, EngineError> + Send + Sync>;

/// The tenant name an inspector's one memory is served under.
pub const LOCAL_TENANT: &str = "local";

/// The embedded SQLite store, lexical recall only.
pub fn open_sqlite() -> MemoryOpener {
    Arc::new(|_: &TenantId, dir: &Path| Memory::open(dir))
}

/// What one request, one turn and one key may do.
#[derive(Debug, Clone)]
pub struct Limits {
    /// The largest request body, in bytes.
    pub max_body_bytes: usize,
    /// The longest turn (or text to remember), in bytes.
    pub max_turn_bytes: usize,
    /// Requests per second each key may make, sustained.
    pub requests_per_second: f64,
    /// Requests a key may make at once, above the sustained rate.
    pub burst: f64,
    /// A session no one finished is finished (its turns become facts) once
    /// its latest turn is this old.
    pub seal_sessions_after: std::time::Duration,
    /// MCP-over-HTTP sessions one tenant may hold open at once.
    pub mcp_sessions_per_tenant: usize,
    /// An MCP-over-HTTP session unused this long is closed.
    pub mcp_session_idle: std::time::Duration,
    /// Connections served at once; one more is closed at once, so that
    /// slow or idle clients cannot use up the process's descriptors.
    pub max_connections: usize,
    /// How long a client may take to send a request's headers; a
    /// connection that sends half a request and stalls is closed.
    pub header_read_timeout: std::time::Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            max_body_bytes: 1 << 20,
            max_turn_bytes: 16 << 10,
            requests_per_second: 500.0,
            burst: 1000.0,
            seal_sessions_after: std::time::Duration::from_secs(30 * 60),
            mcp_sessions_per_tenant: 256,
            mcp_session_idle: std::time::Duration::from_secs(300),
            max_connections: 512,
            header_read_timeout: std::time::Duration::from_secs(10),
        }
    }
}

/// Everything a running server shares between requests.
pub struct App {
    pub(crate) data: PathBuf,
    pub(crate) keys: Keys,
    pub(crate) tenants: tenants::Tenants,
    pub(crate) limits: Limits,
    pub(crate) metrics: metrics::Metrics,
    pub(crate) rate: http::RateLimiter,
    /// Which tenant opened each MCP-over-HTTP session, and when it was last
    /// used: a session answers only its own tenant.
    pub(crate) mcp_sessions: http::McpSessions,
    /// Set for `memoir inspect`: every request is this tenant's, with no
    /// key. Only ever bound to a loopback address (the CLI refuses others).
    pub(crate) local: Option<TenantId>,
}

impl App {
    /// A server over the data directory `data`: keys in `data/keys.json`,
    /// tenants in `data/tenants/`. Nothing is opened until a request needs it.
    pub fn open(data: impl Into<PathBuf>, limits: Limits, opener: MemoryOpener) -> Arc<Self> {
        let data = data.into();
        let keys = Keys::new(&data);
        Self::open_with_keys(data, limits, opener, keys)
    }

    /// As [`open`](Self::open), with the keys kept elsewhere (a database
    /// every node shares).
    pub fn open_with_keys(
        data: impl Into<PathBuf>,
        limits: Limits,
        opener: MemoryOpener,
        keys: Keys,
    ) -> Arc<Self> {
        Arc::new(Self::unshared(data.into(), limits, opener, keys))
    }

    fn unshared(data: PathBuf, limits: Limits, opener: MemoryOpener, keys: Keys) -> Self {
        Self {
            keys,
            tenants: tenants::Tenants::new(data.join("tenants"), opener),
            rate: http::RateLimiter::new(limits.requests_per_second, limits.burst),
            mcp_sessions: http::McpSessions::default(),
            local: None,
            limits,
            metrics: metrics::Metrics::new(),
            data,
        }
    }

    /// One memory opened by the caller, served with no API key: what
    /// `memoir inspect` serves on a loopback address for its one user at
    /// the keyboard. Never bind it to an address others can reach.
    pub fn local(data: impl Into<PathBuf>, memory: Memory, limits: Limits) -> Arc<Self> {
        let data = data.into();
        let keys = Keys::new(&data);
        let tenant = TenantId::new(LOCAL_TENANT).expect("a valid tenant name");
        let opener: MemoryOpener = Arc::new(|_: &TenantId, _: &Path| {
            Err(EngineError::NotFound(
                "another tenant: an inspector serves the one memory it was given".into(),
            ))
        });
        let mut app = Self::unshared(data, limits, opener, keys);
        app.tenants
            .insert(TenantMemory::new(tenant.clone(), memory));
        app.local = Some(tenant);
        Arc::new(app)
    }

    /// Whether requests need no key (an inspector on loopback).
    pub fn is_local(&self) -> bool {
        self.local.is_some()
    }

    pub fn data(&self) -> &Path {
        &self.data
    }

    pub fn keys(&self) -> &Keys {
        &self.keys
    }

    /// A tenant's memory, opened on first use.
    pub fn tenant(&self, tenant: &TenantId) -> Result<TenantMemory, ApiError> {
        self.tenants.get(tenant)
    }
}

/// The whole HTTP surface: `/v1` REST, `/mcp`, `/healthz`, `/metrics`.
pub fn router(app: Arc<App>) -> axum::Router {
    http::router(app)
}

/// Serve `app` on `listener` until `shutdown` resolves; then stop taking
/// connections and let the requests in flight — writes included — complete
/// before returning. Sessions left open are not finished: their turns are
/// already durable and are replayed when the session is next used.
pub async fn serve(
    listener: tokio::net::TcpListener,
    app: Arc<App>,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
    use hyper_util::server::conn::auto::Builder;
    use tower::ServiceExt;

    let cancel = tokio_util::sync::CancellationToken::new();
    tokio::spawn(seal_idle_sessions(app.clone(), cancel.clone()));
    let limits = app.limits.clone();
    // axum::serve has no header-read timeout and no connection cap; this
    // loop is axum::serve's with both (hyper's own timeout, a semaphore).
    let router = http::router_with_cancel(app, cancel.clone());
    let service =
        hyper_util::service::TowerToHyperService::new(router.map_request(
            |r: axum::http::Request<hyper::body::Incoming>| r.map(axum::body::Body::new),
        ));
    let mut builder = Builder::new(TokioExecutor::new());
    builder
        .http1()
        .timer(TokioTimer::new())
        .header_read_timeout(limits.header_read_timeout);
    let places = Arc::new(tokio::sync::Semaphore::new(limits.max_connections));
    // Shutdown: `stop` tells every connection to finish its request and
    // close; each connection task holds a clone of `running`, so its sender
    // learns when the last one is gone.
    let (stop, stopped) = tokio::sync::watch::channel(false);
    let (running, running_rx) = tokio::sync::watch::channel(());
    let mut shutdown = std::pin::pin!(shutdown);
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(e) => {
                    // Out of descriptors, most likely: wait rather than spin.
                    tracing::warn!(error = %e, "accepting a connection failed");
                    tokio::time::sleep(std::time::Duration::from_millis(50)).await;
                    continue;
                }
            },
            _ = &mut shutdown => break,
        };
        // Small request/response pairs: do not wait to fill a packet.
        let _ = stream.set_nodelay(true);
        let Ok(place) = places.clone().try_acquire_owned() else {
            tracing::warn!(%peer, max = limits.max_connections, "connection refused: the server holds its most connections");
            continue;
        };
        let connection = builder
            .serve_connection_with_upgrades(
                TokioIo::new(parse_errors::JsonParseErrors::new(stream)),
                service.clone(),
            )
            .into_owned();
        let mut stopped = stopped.clone();
        let alive = running_rx.clone();
        tokio::spawn(async move {
            let mut connection = std::pin::pin!(connection);
            // The connection first: a request already sent is read before a
            // shutdown is applied, so it completes instead of being reset.
            let result = tokio::select! {
                biased;
                result = connection.as_mut() => result,
                _ = stopped.changed() => {
                    connection.as_mut().graceful_shutdown();
                    connection.await
                }
            };
            if let Err(e) = result {
                tracing::debug!(%peer, error = %e, "connection ended with an error");
            }
            drop(place);
            drop(alive);
        });
    }
    drop(listener);
    tracing::info!("shutting down: letting requests in flight complete");
    // Streaming MCP connections would otherwise hold the server open.
    cancel.cancel();
    let _ = stop.send(true);
    drop(running_rx);
    running.closed().await;
    Ok(())
}

/// Finishes the sessions no one finished once they have been idle: first
/// every tenant's on disk (startup), then the open tenants' periodically.
async fn seal_idle_sessions(app: Arc<App>, cancel: tokio_util::sync::CancellationToken) {
    let idle = app.limits.seal_sessions_after;
    let every = (idle / 4).clamp(
        std::time::Duration::from_secs(1),
        std::time::Duration::from_secs(60),
    );
    let mut startup = true;
    loop {
        let sweep = app.clone();
        // An inspector serves only the memory it was given.
        let all_on_disk = std::mem::replace(&mut startup, false) && !app.is_local();
        let _ =
            tokio::task::spawn_blocking(move || sweep.tenants.seal_idle(idle, all_on_disk)).await;
        tokio::select! {
            _ = cancel.cancelled() => return,
            _ = tokio::time::sleep(every) => {}
        }
    }
}

/// Resolves on SIGTERM or Ctrl-C.
pub async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(e) => {
                tracing::warn!(error = %e, "cannot listen for SIGTERM");
                std::future::pending::<()>().await
            }
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {},
        _ = term => {},
    }
}
