//! A named document shared by every node on the database: what a single
//! machine keeps in a file beside its store (the API keys) lives here when
//! many nodes serve one memory.

use memoir_store::StoreError;

use crate::db_error;
use crate::pool::Pool;

/// One named document in `memoir_documents`, replaced whole.
pub struct SharedDocument {
    pool: Pool,
    name: String,
}

impl SharedDocument {
    /// The document `name` in the database at `url` (the tables are created
    /// if missing).
    pub fn open(url: &str, name: &str) -> Result<Self, StoreError> {
        let config: postgres::Config = url.parse().map_err(|e| {
            StoreError::Unsupported(format!("not a Postgres connection string: {e}"))
        })?;
        let pool = Pool::new(config, 2);
        crate::schema::migrate(&mut *pool.get()?)?;
        Ok(Self {
            pool,
            name: name.to_string(),
        })
    }

    /// The document, if it was ever written.
    pub fn read(&self) -> Result<Option<Vec<u8>>, StoreError> {
        let row = self
            .pool
            .get()?
            .query_opt(
                "SELECT body FROM memoir_documents WHERE name = $1",
                &[&self.name],
            )
            .map_err(db_error)?;
        Ok(row.map(|r| r.get(0)))
    }

    /// Replace the document with what `change` makes of it, in one
    /// transaction holding the row (or, for a first write, an advisory lock
    /// on the name), so two writers on any nodes cannot lose each other's
    /// change.
    pub fn update<E>(
        &self,
        change: &mut dyn FnMut(Option<Vec<u8>>) -> Result<Vec<u8>, E>,
    ) -> Result<Result<(), E>, StoreError> {
        let mut client = self.pool.get()?;
        let mut tx = client.transaction().map_err(db_error)?;
        tx.execute(
            "SELECT pg_advisory_xact_lock(hashtextextended('memoir document ' || $1, 0))",
            &[&self.name],
        )
        .map_err(db_error)?;
        let stored: Option<Vec<u8>> = tx
            .query_opt(
                "SELECT body FROM memoir_documents WHERE name = $1",
                &[&self.name],
            )
            .map_err(db_error)?
            .map(|r| r.get(0));
        let body = match change(stored) {
            Ok(body) => body,
            Err(e) => return Ok(Err(e)),
        };
        tx.execute(
            "INSERT INTO memoir_documents (name, body, version) VALUES ($1, $2, 1)
             ON CONFLICT (name) DO UPDATE SET body = EXCLUDED.body,
                 version = memoir_documents.version + 1",
            &[&self.name, &body],
        )
        .map_err(db_error)?;
        tx.commit().map_err(db_error)?;
        Ok(Ok(()))
    }

    /// The document's version: `None` before its first write, then one
    /// more with every write. One small query; callers that ask often (a
    /// server on every request) poll it from a thread of their own.
    pub fn version(&self) -> Result<Option<i64>, StoreError> {
        Ok(self
            .pool
            .get()?
            .query_opt(
                "SELECT version FROM memoir_documents WHERE name = $1",
                &[&self.name],
            )
            .map_err(db_error)?
            .map(|r| r.get(0)))
    }

    /// Where the document is, for messages.
    pub fn describe(&self) -> String {
        format!("the {} document in Postgres", self.name)
    }
}
