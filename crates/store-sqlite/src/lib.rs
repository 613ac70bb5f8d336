//! # memoir-store-sqlite
//!
//! The embedded default store: one SQLite file under a data directory, with
//! nothing to install (SQLite is compiled in).
//!
//! - **Durable on return.** WAL journal with `synchronous = FULL`: a call that
//!   returned has reached the disk. Each write is one transaction; a session's
//!   reconciliation is one transaction.
//! - **One process per directory.** Opening takes an exclusive lock on
//!   `memoir.lock`; a second process gets [`StoreError::Locked`] naming the
//!   directory, never a silent second writer whose caches would diverge.
//! - **Forgetting leaves no bytes behind.** `secure_delete` zeroes freed
//!   space, and every deletion checkpoints and truncates the WAL, so a
//!   forgotten text is in neither file afterwards.
//! - **Versioned schema.** `schema_version` records the migrations applied; a
//!   file from a newer memoir is refused, not guessed at.
//! - **Bad records do not stop the rest.** A row that no longer parses is
//!   logged and skipped on load, and named by `verify`.
//!
//! ```
//! use memoir_store::Store;
//! use memoir_store_sqlite::SqliteStore;
//! use memoir_core::UserId;
//! let dir = std::env::temp_dir().join(format!("memoir-doc-{}", std::process::id()));
//! let store = SqliteStore::open(&dir).unwrap();
//! let alice = store.user(&UserId::new("alice").unwrap()).unwrap();
//! assert!(alice.facts().unwrap().is_empty());
//! # drop(store); std::fs::remove_dir_all(&dir).ok();
//! ```

mod schema;
mod user;

use std::fs::{File, OpenOptions};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use memoir_core::UserId;
use memoir_store::{Store, StoreError, UserStore};
use parking_lot::Mutex;
use rusqlite::Connection;

/// The database file's name inside the data directory.
pub const DB_FILE: &str = "memoir.db";
/// The lock file's name inside the data directory.
pub const LOCK_FILE: &str = "memoir.lock";

pub(crate) fn db_error(e: rusqlite::Error) -> StoreError {
    StoreError::Unavailable(format!("sqlite: {e}"))
}

/// Memory kept in a SQLite file under a data directory.
pub struct SqliteStore {
    conn: Arc<Mutex<Connection>>,
    dir: PathBuf,
    // Held for the store's lifetime; the OS releases it if the process dies.
    _lock: File,
}

/// Create `dir` (and its parents) readable by the owner only: memory is
/// personal data.
fn private_dir(dir: &Path) -> std::io::Result<()> {
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(dir)
}

/// The ids in the first column of `sql`'s rows; a row holding an invalid
/// id is logged and skipped, never fatal.
pub(crate) fn ids<T, E: std::fmt::Display>(
    conn: &Connection,
    sql: &str,
    params: impl rusqlite::Params,
    kind: &str,
    parse: impl Fn(&str) -> Result<T, E>,
) -> Result<Vec<T>, StoreError> {
    let mut stmt = conn.prepare_cached(sql).map_err(db_error)?;
    let rows = stmt
        .query_map(params, |r| r.get::<_, String>(0))
        .map_err(db_error)?;
    let mut out = Vec::new();
    for row in rows {
        let id = row.map_err(db_error)?;
        match parse(&id) {
            Ok(id) => out.push(id),
            Err(e) => tracing::error!(kind, id, error = %e, "skipping a row with an invalid id"),
        }
    }
    Ok(out)
}

/// Where each user's audit chain head is kept (see `memoir_store::audit::ChainHead`).
pub const HEADS_DIR: &str = "heads";

/// Write `bytes` to `path` whole or not at all (a temporary file renamed
/// over it), owner-only, creating the directory if needed.
pub(crate) fn write_private_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        private_dir(dir)?;
    }
    let tmp = path.with_extension("tmp");
    {
        use std::io::Write;
        let mut f = private_file()
            .create(true)
            .truncate(true)
            .write(true)
            .open(&tmp)?;
        f.write_all(bytes)?;
    }
    std::fs::rename(&tmp, path)
}

/// Options that create a file readable and writable by the owner only.
fn private_file() -> OpenOptions {
    let mut options = OpenOptions::new();
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options
}

impl SqliteStore {
    /// Open (creating if needed) the store in `dir`.
    pub fn open(dir: &Path) -> Result<Self, StoreError> {
        private_dir(dir).map_err(|e| {
            StoreError::Unavailable(format!(
                "cannot create data directory {}: {e}",
                dir.display()
            ))
        })?;
        let lock_path = dir.join(LOCK_FILE);
        let lock = private_file()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&lock_path)
            .map_err(|e| {
                StoreError::Unavailable(format!("cannot open {}: {e}", lock_path.display()))
            })?;
        match lock.try_lock() {
            Ok(()) => {}
            Err(std::fs::TryLockError::WouldBlock) => {
                return Err(StoreError::Locked(format!(
                    "data directory {} is in use by another memoir process (lock held on {}); \
                     stop it or use another --data directory",
                    dir.display(),
                    lock_path.display()
                )))
            }
            Err(std::fs::TryLockError::Error(e)) => {
                return Err(StoreError::Unavailable(format!(
                    "cannot lock {}: {e}",
                    lock_path.display()
                )))
            }
        }
        let path = dir.join(DB_FILE);
        // Created owner-only before SQLite opens it; SQLite gives its WAL
        // and shared-memory files the database file's permissions.
        private_file()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .map_err(|e| {
                StoreError::Unavailable(format!("cannot create {}: {e}", path.display()))
            })?;
        let mut conn = Connection::open(&path).map_err(db_error)?;
        conn.execute_batch(
            "PRAGMA journal_mode = WAL;
             PRAGMA synchronous = FULL;
             PRAGMA secure_delete = ON;
             PRAGMA foreign_keys = ON;
             PRAGMA busy_timeout = 5000;",
        )
        .map_err(|e| {
            StoreError::Unsupported(format!(
                "{} is not a usable SQLite database: {e}",
                path.display()
            ))
        })?;
        schema::migrate(&mut conn)?;
        Ok(Self {
            conn: Arc::new(Mutex::new(conn)),
            dir: dir.to_path_buf(),
            _lock: lock,
        })
    }

    /// Open a store that must already exist: for reading and checking
    /// (`verify`, `export`), which must never create an empty store and
    /// report on it — a mistyped `--data` or a lost database is an error.
    pub fn open_existing(dir: &Path) -> Result<Self, StoreError> {
        let path = dir.join(DB_FILE);
        match std::fs::metadata(&path) {
            Ok(m) if m.len() > 0 => Self::open(dir),
            Ok(_) => Err(StoreError::Unsupported(format!(
                "{} is empty: the memory it held is gone (truncated?)",
                path.display()
            ))),
            Err(e) => Err(StoreError::Unavailable(format!(
                "no memoir store at {}: {e} ({} is not there)",
                dir.display(),
                path.display()
            ))),
        }
    }

    /// The data directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Bytes on disk of the database and its WAL.
    pub fn disk_bytes(&self) -> u64 {
        ["", "-wal"]
            .iter()
            .filter_map(|suffix| {
                std::fs::metadata(self.dir.join(format!("{DB_FILE}{suffix}"))).ok()
            })
            .map(|m| m.len())
            .sum()
    }

    /// Fold the WAL into the database file and truncate it.
    pub fn checkpoint(&self) -> Result<(), StoreError> {
        self.conn
            .lock()
            .execute_batch("PRAGMA wal_checkpoint(TRUNCATE);")
            .map_err(db_error)
    }
}

impl Store for SqliteStore {
    fn user(&self, user: &UserId) -> Result<Arc<dyn UserStore>, StoreError> {
        Ok(Arc::new(user::SqliteUser::new(
            user.clone(),
            self.conn.clone(),
            &self.dir.join(HEADS_DIR),
        )))
    }

    fn knows(&self, user: &UserId) -> Result<bool, StoreError> {
        self.conn
            .lock()
            .query_row(
                "SELECT EXISTS (SELECT 1 FROM users WHERE id = ?1)",
                [user.as_str()],
                |r| r.get(0),
            )
            .map_err(db_error)
    }

    fn erase(&self, user: &UserId) -> Result<(), StoreError> {
        let mut conn = self.conn.lock();
        let tx = conn
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
            .map_err(db_error)?;
        for table in ["vectors", "facts", "episodes", "audit"] {
            tx.execute(
                &format!("DELETE FROM {table} WHERE user = ?1"),
                [user.as_str()],
            )
            .map_err(db_error)?;
        }
        tx.execute("DELETE FROM users WHERE id = ?1", [user.as_str()])
            .map_err(db_error)?;
        tx.commit().map_err(db_error)?;
        user::remove_head(&user::head_path(&self.dir.join(HEADS_DIR), user));
        Ok(())
    }

    fn users(&self) -> Result<Vec<UserId>, StoreError> {
        // A user whose handle was only opened (a read of an unknown id) has
        // nothing stored, and is not listed.
        ids(
            &self.conn.lock(),
            "SELECT DISTINCT user FROM episodes UNION SELECT DISTINCT user FROM facts ORDER BY 1",
            [],
            "user",
            |s: &str| UserId::new(s),
        )
    }

    fn backend(&self) -> &'static str {
        "sqlite"
    }
}
