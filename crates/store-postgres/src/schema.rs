//! memoir's tables. Every key starts with `(tenant, user_id)`.

use memoir_store::StoreError;
use postgres::Client;

use crate::db_error;

/// The schema version this build writes.
const VERSION: i32 = 1;

const TABLES: &str = "
CREATE TABLE IF NOT EXISTS memoir_schema (version INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS memoir_users (
    tenant TEXT NOT NULL,
    user_id TEXT NOT NULL,
    revision BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (tenant, user_id)
);
CREATE TABLE IF NOT EXISTS memoir_episodes (
    tenant TEXT NOT NULL,
    user_id TEXT NOT NULL,
    id TEXT NOT NULL,
    seq BIGINT GENERATED ALWAYS AS IDENTITY,
    session TEXT NOT NULL,
    turn BIGINT NOT NULL,
    record TEXT NOT NULL,
    salt BYTEA NOT NULL,
    reconciled BOOLEAN NOT NULL DEFAULT FALSE,
    PRIMARY KEY (tenant, user_id, id),
    UNIQUE (tenant, user_id, session, turn)
);
CREATE TABLE IF NOT EXISTS memoir_facts (
    tenant TEXT NOT NULL,
    user_id TEXT NOT NULL,
    id TEXT NOT NULL,
    seq BIGINT GENERATED ALWAYS AS IDENTITY,
    session TEXT NOT NULL,
    record TEXT NOT NULL,
    salt BYTEA NOT NULL,
    PRIMARY KEY (tenant, user_id, id)
);
CREATE TABLE IF NOT EXISTS memoir_audit (
    tenant TEXT NOT NULL,
    user_id TEXT NOT NULL,
    seq BIGINT NOT NULL,
    entry TEXT NOT NULL,
    PRIMARY KEY (tenant, user_id, seq)
);
CREATE TABLE IF NOT EXISTS memoir_documents (
    name TEXT PRIMARY KEY,
    body BYTEA NOT NULL,
    version BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS memoir_vectors (
    tenant TEXT NOT NULL,
    user_id TEXT NOT NULL,
    episode TEXT NOT NULL,
    model TEXT NOT NULL,
    vector BYTEA NOT NULL,
    PRIMARY KEY (tenant, user_id, episode, model)
);
";

/// Create the tables if they are missing; refuse a database written by a
/// newer memoir. Nodes starting together take turns (an advisory lock).
pub fn migrate(client: &mut Client) -> Result<(), StoreError> {
    let mut tx = client.transaction().map_err(db_error)?;
    tx.execute("SELECT pg_advisory_xact_lock(7268455)", &[])
        .map_err(db_error)?;
    tx.batch_execute(TABLES).map_err(db_error)?;
    let found: Option<i32> = tx
        .query_opt("SELECT max(version) FROM memoir_schema", &[])
        .map_err(db_error)?
        .and_then(|r| r.get(0));
    match found {
        None => {
            tx.execute(
                "INSERT INTO memoir_schema (version) VALUES ($1)",
                &[&VERSION],
            )
            .map_err(db_error)?;
        }
        Some(v) if v > VERSION => {
            return Err(StoreError::Unsupported(format!(
                "the database holds memoir schema {v}; this memoir reads up to {VERSION}"
            )))
        }
        Some(_) => {}
    }
    tx.commit().map_err(db_error)
}
