//! # memoir-store-postgres
//!
//! The scale-out backend: memory on a Postgres server, so that several
//! memoir nodes can share one database. It keeps the promises every store
//! keeps (`memoir_store::conformance`): an acknowledged write is committed;
//! appends are idempotent; a commit is atomic; a deletion is complete; each
//! user's audit log is a hash chain that `verify` checks against the
//! records. The policy of each write is `memoir_store::policy`'s; this crate
//! supplies rows, transactions and a lock.
//!
//! **Layout.** Every table's key starts with `(tenant, user_id)`, and every
//! statement binds both: no query reaches across users, so the tables can be
//! distributed by user (Citus-style, `tenant, user_id` as the distribution
//! key) unchanged. Tenants share the tables and are told apart by that
//! column; a `PostgresStore` is opened for one tenant and cannot name
//! another.
//!
//! **Concurrency.** A write takes a transaction-scoped advisory lock on its
//! user (`pg_advisory_xact_lock`), so two nodes writing one user queue
//! rather than interleave, as two writers on one SQLite file do.
//!
//! **What is not here.** The audit chain's head is not also kept outside the
//! database, as the SQLite store keeps it beside its file: with a database
//! server the server is the trust boundary, and its own WAL and replicas
//! guard against the silent loss that file kept watch for.
//!
//! ```no_run
//! use memoir_store::Store;
//! let store = memoir_store_postgres::PostgresStore::open(
//!     "host=127.0.0.1 user=memoir dbname=memoir",
//!     "default",
//! )
//! .unwrap();
//! let alice = store.user(&memoir_core::UserId::new("alice").unwrap()).unwrap();
//! assert!(alice.facts().unwrap().is_empty());
//! ```

mod document;
mod pool;
mod schema;
mod user;

pub use document::SharedDocument;

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use memoir_core::UserId;
use memoir_store::{Store, StoreError, UserStore};

use pool::Pool;

/// A Postgres error as a store error: nothing changed.
pub(crate) fn db_error(e: postgres::Error) -> StoreError {
    StoreError::Unavailable(format!("postgres: {e}"))
}

/// One tenant's memory in a Postgres database.
pub struct PostgresStore {
    pool: Arc<Pool>,
    config: postgres::Config,
    tenant: String,
    /// Tells this store's own announcements from other nodes'.
    node: Arc<str>,
}

impl PostgresStore {
    /// Connect to the database at `url` (a libpq connection string or a
    /// `postgres://` URL), create memoir's tables if they are missing, and
    /// open `tenant`'s memory in it.
    pub fn open(url: &str, tenant: &str) -> Result<Self, StoreError> {
        Self::open_with(url, tenant, pool::DEFAULT_CONNECTIONS)
    }

    /// As [`open`](Self::open), with at most `connections` connections.
    pub fn open_with(url: &str, tenant: &str, connections: usize) -> Result<Self, StoreError> {
        if tenant.is_empty() {
            return Err(StoreError::Unsupported("a tenant name is required".into()));
        }
        let config: postgres::Config = url.parse().map_err(|e| {
            StoreError::Unsupported(format!("not a Postgres connection string: {e}"))
        })?;
        let pool = Arc::new(Pool::new(config.clone(), connections.max(1)));
        schema::migrate(&mut *pool.get()?)?;
        static NODES: AtomicU64 = AtomicU64::new(0);
        let node = format!(
            "{}-{}-{}",
            std::process::id(),
            NODES.fetch_add(1, Ordering::Relaxed),
            SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos())
        );
        Ok(Self {
            pool,
            config,
            tenant: tenant.to_string(),
            node: node.into(),
        })
    }

    /// The tenant this store reaches.
    pub fn tenant(&self) -> &str {
        &self.tenant
    }

    /// Call `changed` with each user of this tenant whose memory another
    /// node changed, soon after it commits (Postgres `LISTEN`/`NOTIFY`: a
    /// write announces itself in its transaction, delivered on commit). A
    /// node drops its cached copy of that user, so a turn written through
    /// one node is recalled through another. Runs on its own thread and
    /// connection, reconnecting after a failure, for the life of the
    /// process.
    pub fn watch(&self, changed: impl Fn(&UserId) + Send + 'static) {
        let (config, tenant, node) = (self.config.clone(), self.tenant.clone(), self.node.clone());
        let spawned = std::thread::Builder::new()
            .name("memoir-pg-watch".into())
            .spawn(move || loop {
                if let Err(e) = listen(&config, &tenant, &node, &changed) {
                    tracing::warn!(error = %e, "watching for other nodes' writes failed; retrying in 1 s");
                }
                std::thread::sleep(Duration::from_secs(1));
            });
        if let Err(e) = spawned {
            tracing::error!(error = %e, "cannot start watching for other nodes' writes");
        }
    }
}

/// Listen for announcements until the connection fails.
fn listen(
    config: &postgres::Config,
    tenant: &str,
    node: &str,
    changed: &dyn Fn(&UserId),
) -> Result<(), postgres::Error> {
    let mut client = config.connect(postgres::NoTls)?;
    client.batch_execute(&format!("LISTEN {}", user::CHANGES))?;
    let mut notifications = client.notifications();
    let mut incoming = notifications.blocking_iter();
    use postgres::fallible_iterator::FallibleIterator;
    while let Some(n) = incoming.next()? {
        let mut parts = n.payload().splitn(3, ' ');
        let (Some(from), Some(of), Some(user)) = (parts.next(), parts.next(), parts.next()) else {
            continue;
        };
        if from != node && of == tenant {
            if let Ok(user) = UserId::new(user) {
                changed(&user);
            }
        }
    }
    Ok(())
}

impl Store for PostgresStore {
    fn user(&self, user: &UserId) -> Result<Arc<dyn UserStore>, StoreError> {
        Ok(Arc::new(user::PostgresUser::new(
            self.pool.clone(),
            self.node.clone(),
            &self.tenant,
            user.clone(),
        )))
    }

    fn knows(&self, user: &UserId) -> Result<bool, StoreError> {
        let row = self
            .pool
            .get()?
            .query_one(
                "SELECT EXISTS (SELECT 1 FROM memoir_users WHERE tenant = $1 AND user_id = $2)",
                &[&self.tenant, &user.as_str()],
            )
            .map_err(db_error)?;
        Ok(row.get(0))
    }

    fn erase(&self, user: &UserId) -> Result<(), StoreError> {
        let mut client = self.pool.get()?;
        let mut tx = client.transaction().map_err(db_error)?;
        user::lock_user(&mut tx, &self.tenant, user.as_str())?;
        for table in [
            "memoir_vectors",
            "memoir_facts",
            "memoir_episodes",
            "memoir_audit",
            "memoir_users",
        ] {
            tx.execute(
                &format!("DELETE FROM {table} WHERE tenant = $1 AND user_id = $2"),
                &[&self.tenant, &user.as_str()],
            )
            .map_err(db_error)?;
        }
        user::announce(&mut tx, &self.node, &self.tenant, user.as_str())?;
        tx.commit().map_err(db_error)
    }

    fn users(&self) -> Result<Vec<UserId>, StoreError> {
        // Users with something stored: a read of an unknown id stores
        // nothing, and an erased user is gone.
        let rows = self
            .pool
            .get()?
            .query(
                "SELECT user_id FROM memoir_episodes WHERE tenant = $1
                 UNION SELECT user_id FROM memoir_facts WHERE tenant = $1 ORDER BY 1",
                &[&self.tenant],
            )
            .map_err(db_error)?;
        Ok(rows
            .iter()
            .filter_map(|r| UserId::new(r.get::<_, &str>(0)).ok())
            .collect())
    }

    fn backend(&self) -> &'static str {
        "postgres"
    }
}
