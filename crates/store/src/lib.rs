//! # memoir-store
//!
//! Where memory lives. [`Store`] opens one user's [`UserStore`]; every
//! read and write goes through that scoped handle, which cannot name another
//! user — tenant isolation is a property of the types, not a filter someone
//! must remember (principle 9).
//!
//! Backends: [`MemoryStore`] (in-process, for tests and ephemeral use). The
//! durable embedded and scale-out backends implement the same traits.
//!
//! ```
//! use memoir_store::{MemoryStore, Store};
//! use memoir_core::UserId;
//! let store = MemoryStore::new();
//! let alice = store.user(&UserId::new("alice").unwrap()).unwrap();
//! assert!(alice.facts().unwrap().is_empty());
//! ```

pub mod audit;
#[doc(hidden)]
pub mod conformance;
pub mod faulty;
pub mod markdown;
mod memory;
pub mod policy;

use std::sync::Arc;

use memoir_core::{AuditEvent, Episode, EpisodeId, Fact, FactId, SessionId, Timestamp, UserId};
use thiserror::Error;

pub use audit::{AuditEntry, VerifyReport};
pub use memory::MemoryStore;

/// Parse stored `(id, record)` rows, logging and skipping those that no
/// longer parse: one damaged record must not hide the others (`verify`
/// names it).
pub fn parse_records<T: serde::de::DeserializeOwned>(
    kind: &str,
    rows: Vec<(String, String)>,
) -> Vec<T> {
    rows.into_iter()
        .filter_map(|(id, record)| match serde_json::from_str(&record) {
            Ok(r) => Some(r),
            Err(e) => {
                tracing::error!(kind, id, error = %e, "skipping a stored record that does not parse; `memoir verify` names it");
                None
            }
        })
        .collect()
}

/// Why a store call failed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum StoreError {
    /// The backend cannot be reached or refused the call; nothing changed.
    #[error("store unavailable: {0}")]
    Unavailable(String),
    /// The write conflicts with what is stored; nothing changed.
    #[error("conflict: {0}")]
    Conflict(String),
    /// Stored data could not be read back.
    #[error("corrupt record: {0}")]
    Corrupt(String),
    /// The data directory is held by another process.
    #[error("{0}")]
    Locked(String),
    /// The store's files are from a newer memoir, or unreadable as a store.
    #[error("unsupported store: {0}")]
    Unsupported(String),
}

/// Records brought in from outside (an export), as they were.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Import {
    /// Each episode with whether it had been reconciled.
    pub episodes: Vec<(Episode, bool)>,
    pub facts: Vec<Fact>,
    pub at: Option<Timestamp>,
}

/// What an import changed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Imported {
    pub episodes_added: usize,
    /// Already stored, identical; left as they were.
    pub episodes_unchanged: usize,
    pub facts_added: usize,
    pub facts_updated: usize,
    pub facts_unchanged: usize,
}

/// What happened to an appended episode.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Appended {
    /// Stored now.
    New,
    /// The same turn, with the same text, was already stored under this id;
    /// nothing changed. Retried writes are safe.
    AlreadyStored(EpisodeId),
}

/// A session's reconciliation, applied in one transaction.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Commit {
    /// The session reconciled.
    pub session: Option<SessionId>,
    /// Facts created or changed, in their new state.
    pub facts: Vec<Fact>,
    /// Episodes whose proposals this commit applied. A commit whose episodes
    /// are all already reconciled is a no-op; one that overlaps partly is a
    /// conflict.
    pub reconciled: Vec<EpisodeId>,
    pub audit: Vec<AuditEvent>,
}

/// What a commit did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Committed {
    Applied,
    /// Every episode was already reconciled; nothing changed.
    AlreadyApplied,
}

/// What to delete. Deletion is complete: the content leaves the store (and
/// with it the salt that linked the audit log's digests to it), and the audit
/// log records only that something was forgotten.
#[derive(Debug, Clone, PartialEq)]
pub enum Deletion {
    /// These facts and these episodes.
    Records {
        facts: Vec<FactId>,
        episodes: Vec<EpisodeId>,
    },
    /// A whole session: its episodes and the facts first committed from it.
    Session(SessionId),
    /// Everything the user has.
    Everything,
}

/// What a deletion removed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Deleted {
    pub facts: Vec<FactId>,
    pub episodes: Vec<EpisodeId>,
}

/// One user's memory, and nobody else's.
pub trait UserStore: Send + Sync {
    /// Whose memory this handle reaches.
    fn user(&self) -> &UserId;

    /// Store an episode durably before returning. The same (session, turn)
    /// with the same text is acknowledged again without a second copy; with
    /// different text it is a [`StoreError::Conflict`].
    fn append_episode(&self, episode: &Episode) -> Result<Appended, StoreError>;

    /// Every episode, in the order recorded.
    fn episodes(&self) -> Result<Vec<Episode>, StoreError>;

    /// Every fact, whatever its status, in the order created.
    fn facts(&self) -> Result<Vec<Fact>, StoreError>;

    /// The ids of every reconciled episode.
    fn reconciled_episodes(&self) -> Result<Vec<EpisodeId>, StoreError>;

    /// The episodes of `session` not yet reconciled, in turn order: what a
    /// reopened session must replay.
    fn unreconciled(&self, session: &SessionId) -> Result<Vec<Episode>, StoreError>;

    /// The sessions with any episode not yet reconciled: those never
    /// finished, which sealing finishes once they have been idle.
    fn unfinished_sessions(&self) -> Result<Vec<SessionId>, StoreError>;

    /// Apply a reconciliation atomically.
    fn commit(&self, commit: &Commit) -> Result<Committed, StoreError>;

    /// Delete records, completely.
    fn delete(&self, what: &Deletion, audit: AuditEvent) -> Result<Deleted, StoreError>;

    /// Bring in records from an export: episodes by (session, turn), facts
    /// by id, in one transaction. An episode whose turn is stored with other
    /// text is a [`StoreError::Conflict`] and nothing is imported.
    fn import(&self, import: &Import) -> Result<Imported, StoreError>;

    /// Store vectors derived from episodes by embedding `model`, replacing
    /// any stored for the same episode and model. Derived data: not audited,
    /// deleted with the episode.
    fn put_vectors(&self, model: &str, vectors: &[(EpisodeId, Vec<f32>)])
        -> Result<(), StoreError>;

    /// Every vector stored for `model`.
    fn vectors(&self, model: &str) -> Result<Vec<(EpisodeId, Vec<f32>)>, StoreError>;

    /// The audit log, oldest first.
    fn audit(&self) -> Result<Vec<AuditEntry>, StoreError>;

    /// Check the audit chain, and every stored record against it.
    fn verify(&self) -> Result<VerifyReport, StoreError>;

    /// A number that grows with every change to this user's memory.
    fn revision(&self) -> Result<u64, StoreError>;
}

/// A place memory is kept.
pub trait Store: Send + Sync {
    /// The handle to one user's memory. Opening it stores nothing: the
    /// user is recorded with their first write.
    fn user(&self, user: &UserId) -> Result<Arc<dyn UserStore>, StoreError>;

    /// Whether anything was ever written for `user` (and not erased).
    fn knows(&self, user: &UserId) -> Result<bool, StoreError>;

    /// Remove every trace of `user`: records, vectors, the audit log and
    /// the id itself. What is erased cannot be verified or restored.
    fn erase(&self, user: &UserId) -> Result<(), StoreError>;

    /// Every user with anything stored.
    fn users(&self) -> Result<Vec<UserId>, StoreError>;

    /// A short name for logs and run files: `memory`, `sqlite`, ….
    fn backend(&self) -> &'static str;
}
