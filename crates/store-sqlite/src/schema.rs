//! Schema migrations, in order. Each runs in its own transaction and bumps
//! `schema_version`; a database newer than this code is refused.

use memoir_store::StoreError;
use rusqlite::Connection;

use crate::db_error;

/// Every migration, oldest first. Never edit one that has shipped; add one.
const MIGRATIONS: &[&str] = &[
    // 1: users, episodes, facts, the audit log.
    "CREATE TABLE users (
         id TEXT PRIMARY KEY,
         revision INTEGER NOT NULL DEFAULT 0
     );
     CREATE TABLE episodes (
         seq INTEGER PRIMARY KEY AUTOINCREMENT,
         user TEXT NOT NULL REFERENCES users(id),
         id TEXT NOT NULL,
         session TEXT NOT NULL,
         turn INTEGER NOT NULL,
         record TEXT NOT NULL,
         salt BLOB NOT NULL,
         reconciled INTEGER NOT NULL DEFAULT 0,
         UNIQUE (user, id),
         UNIQUE (user, session, turn)
     );
     CREATE TABLE facts (
         seq INTEGER PRIMARY KEY AUTOINCREMENT,
         user TEXT NOT NULL REFERENCES users(id),
         id TEXT NOT NULL,
         session TEXT NOT NULL,
         record TEXT NOT NULL,
         salt BLOB NOT NULL,
         UNIQUE (user, id)
     );
     CREATE TABLE audit (
         user TEXT NOT NULL REFERENCES users(id),
         seq INTEGER NOT NULL,
         entry TEXT NOT NULL,
         PRIMARY KEY (user, seq)
     );",
    // 2: vectors derived from episodes, per embedding model.
    "CREATE TABLE vectors (
         user TEXT NOT NULL REFERENCES users(id),
         episode TEXT NOT NULL,
         model TEXT NOT NULL,
         vector BLOB NOT NULL,
         PRIMARY KEY (user, model, episode)
     );",
];

/// Bring `conn` up to the latest schema.
pub fn migrate(conn: &mut Connection) -> Result<(), StoreError> {
    conn.execute_batch("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL);")
        .map_err(db_error)?;
    let current: i64 = conn
        .query_row(
            "SELECT COALESCE(MAX(version), 0) FROM schema_version",
            [],
            |r| r.get(0),
        )
        .map_err(db_error)?;
    let known = MIGRATIONS.len() as i64;
    if current > known {
        return Err(StoreError::Unsupported(format!(
            "the database is at schema version {current}, newer than this memoir knows ({known}); \
             upgrade memoir"
        )));
    }
    for (i, sql) in MIGRATIONS.iter().enumerate().skip(current as usize) {
        let version = i as i64 + 1;
        let tx = conn.transaction().map_err(db_error)?;
        tx.execute_batch(sql).map_err(db_error)?;
        tx.execute(
            "INSERT INTO schema_version (version) VALUES (?1)",
            [version],
        )
        .map_err(db_error)?;
        tx.commit().map_err(db_error)?;
        tracing::info!(version, "applied schema migration");
    }
    Ok(())
}
