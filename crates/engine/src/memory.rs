//! [`Memory`]: the entry point. Opens a store, hands out users.

use std::collections::HashMap;
use std::sync::Arc;

use memoir_core::{Config, UserId};
use memoir_store::{MemoryStore, Store};
use parking_lot::{Mutex, RwLock};

use crate::clock::{Clock, SystemClock};
use crate::embed::Embedder;
use crate::error::EngineError;
use crate::extract::{Extractor, RuleExtractor};
use crate::prepare::Preparer;
use crate::retrieval::{Context, RecallRequest};
use crate::user::{Forget, ForgetReport};
use crate::user::{UserMemory, UserState};

/// What every user and session of one [`Memory`] shares.
pub(crate) struct Shared {
    pub store: Arc<dyn Store>,
    pub config: Arc<Config>,
    pub clock: Arc<dyn Clock>,
    pub extractor: Arc<dyn Extractor>,
    pub embedder: Option<Arc<dyn Embedder>>,
    pub consolidator: Option<Arc<dyn crate::Consolidator>>,
    pub preparer: Preparer,
    users: Mutex<HashMap<UserId, Arc<UserState>>>,
}

/// A memory engine over one store.
///
/// Cheap to clone; clones share everything. Each user's indexes are loaded
/// from the store on first use and kept.
#[derive(Clone)]
pub struct Memory {
    shared: Arc<Shared>,
}

/// Builds a [`Memory`] with non-default parts.
pub struct MemoryBuilder {
    store: Arc<dyn Store>,
    config: Config,
    clock: Arc<dyn Clock>,
    extractor: Arc<dyn Extractor>,
    embedder: Option<Arc<dyn Embedder>>,
    consolidator: Option<Arc<dyn crate::Consolidator>>,
    prepare_threads: usize,
}

impl MemoryBuilder {
    /// Keep memory in `store`.
    pub fn store(mut self, store: Arc<dyn Store>) -> Self {
        self.store = store;
        self
    }

    /// Budgets and policy.
    pub fn config(mut self, config: Config) -> Self {
        self.config = config;
        self
    }

    /// The clock used for snapshot freshness and debouncing.
    pub fn clock(mut self, clock: Arc<dyn Clock>) -> Self {
        self.clock = clock;
        self
    }

    /// The extractor that reads proposals from turns.
    pub fn extractor(mut self, extractor: Arc<dyn Extractor>) -> Self {
        self.extractor = extractor;
        self
    }

    /// An embedding model for the dense half of hybrid retrieval. Without
    /// one, retrieval is lexical only.
    pub fn embedder(mut self, embedder: Arc<dyn Embedder>) -> Self {
        self.embedder = Some(embedder);
        self
    }

    /// A model to settle, at finish, what the rules leave open (which
    /// earlier statement a change replaces, which attribute a statement
    /// fills). Without one, reconciliation is the rules' alone.
    pub fn consolidator(mut self, consolidator: Arc<dyn crate::Consolidator>) -> Self {
        self.consolidator = Some(consolidator);
        self
    }

    /// Keep memory durably in a SQLite file under `dir` (created if
    /// needed), as [`Memory::open`] does.
    #[cfg(feature = "sqlite")]
    pub fn sqlite(self, dir: impl AsRef<std::path::Path>) -> Result<Self, EngineError> {
        let store = memoir_store_sqlite::SqliteStore::open(dir.as_ref())?;
        Ok(self.store(Arc::new(store)))
    }

    /// How many background threads prepare snapshots (default 1).
    pub fn prepare_threads(mut self, threads: usize) -> Self {
        self.prepare_threads = threads;
        self
    }

    /// The memory.
    pub fn build(self) -> Memory {
        Memory {
            shared: Arc::new(Shared {
                store: self.store,
                config: Arc::new(self.config),
                clock: self.clock,
                extractor: self.extractor,
                embedder: self.embedder,
                consolidator: self.consolidator,
                preparer: Preparer::new(self.prepare_threads),
                users: Mutex::new(HashMap::new()),
            }),
        }
    }
}

impl Memory {
    /// A builder starting from the defaults: an in-process store, the rule
    /// extractor, the system clock.
    pub fn builder() -> MemoryBuilder {
        MemoryBuilder {
            store: Arc::new(MemoryStore::new()),
            config: Config::default(),
            clock: Arc::new(SystemClock),
            extractor: Arc::new(RuleExtractor::new()),
            embedder: None,
            consolidator: None,
            prepare_threads: 1,
        }
    }

    /// Memory kept durably in a SQLite file under `dir` (created if
    /// needed). One process at a time may open a directory; a second gets an
    /// error naming it.
    #[cfg(feature = "sqlite")]
    pub fn open(dir: impl AsRef<std::path::Path>) -> Result<Self, EngineError> {
        let store = memoir_store_sqlite::SqliteStore::open(dir.as_ref())?;
        Ok(Self::with_store(Arc::new(store)))
    }

    /// Memory held in this process only.
    pub fn in_memory() -> Self {
        Self::builder().build()
    }

    /// Memory kept in `store`, with defaults otherwise.
    pub fn with_store(store: Arc<dyn Store>) -> Self {
        Self::builder().store(store).build()
    }

    /// The configuration in force.
    pub fn config(&self) -> &Config {
        &self.shared.config
    }

    /// The embedding model in use, if any.
    pub fn embedding_model(&self) -> Option<&str> {
        self.shared.embedder.as_deref().map(|e| e.model())
    }

    /// Which backend memory is kept in.
    pub fn backend(&self) -> &'static str {
        self.shared.store.backend()
    }

    /// One user's memory, loaded from the store on first use. The handle
    /// reaches that user's records and no one else's.
    pub fn user(&self, id: &UserId) -> Result<UserMemory, EngineError> {
        if let Some(state) = self.shared.users.lock().get(id) {
            return Ok(UserMemory::new(state.clone(), self.shared.clone()));
        }
        // Load outside the map's lock, so one slow load does not hold up
        // every other user; if two loads race, the first one in wins.
        let store = self.shared.store.user(id)?;
        let index = crate::user::load_index(
            store.as_ref(),
            self.shared.embedder.as_deref(),
            &self.shared.config.retrieval,
        )?;
        let state = Arc::new(UserState {
            id: id.clone(),
            store,
            index: RwLock::new(index),
            write: Mutex::new(()),
            sessions: Mutex::new(Vec::new()),
        });
        let state = self
            .shared
            .users
            .lock()
            .entry(id.clone())
            .or_insert(state)
            .clone();
        Ok(UserMemory::new(state, self.shared.clone()))
    }

    /// A user's memory if it is already loaded: no IO, for async callers
    /// that must not touch the disk on their own thread.
    pub fn loaded_user(&self, id: &UserId) -> Option<UserMemory> {
        let state = self.shared.users.lock().get(id).cloned()?;
        Some(UserMemory::new(state, self.shared.clone()))
    }

    /// A user's memory if anything was ever stored for them, else `None`.
    /// For reads: asking about an unknown id stores nothing and caches
    /// nothing, so a stream of made-up ids costs no disk and no memory.
    pub fn known_user(&self, id: &UserId) -> Result<Option<UserMemory>, EngineError> {
        if self.shared.users.lock().contains_key(id) || self.shared.store.knows(id)? {
            return self.user(id).map(Some);
        }
        Ok(None)
    }

    /// Erase a user: every fact, episode, vector and audit record, and the
    /// id itself. Returns what was removed; open sessions of the user must
    /// be dropped by the caller.
    pub fn erase(&self, id: &UserId) -> Result<ForgetReport, EngineError> {
        let report = match self.known_user(id)? {
            Some(u) => u.forget(Forget::Everything)?,
            None => ForgetReport::default(),
        };
        self.evict(id);
        self.shared.store.erase(id)?;
        Ok(report)
    }

    /// Finish every session, of every user, whose latest turn was stored
    /// `idle` or longer ago and that was never finished: a conversation
    /// that ended without `finish` (a dropped call, a crash) still becomes
    /// facts. Servers call this on startup and then periodically. Returns
    /// how many sessions were sealed.
    pub fn seal_idle(&self, idle: chrono::Duration) -> Result<usize, EngineError> {
        let now = self.shared.clock.now();
        let mut sealed = 0;
        for id in self.users()? {
            // The store's handle, not the user's indexes: a sweep must not
            // load every user into memory, only those with a session to seal.
            let store = self.shared.store.user(&id)?;
            for session in store.unfinished_sessions()? {
                let pending = store.unreconciled(&session)?;
                let last = pending.iter().map(|e| e.recorded_at).max();
                if last.is_some_and(|at| now - at >= idle) {
                    self.user(&id)?.session(&session)?.finish()?;
                    tracing::info!(user = %id, session = %session, "sealed an idle session");
                    sealed += 1;
                }
            }
        }
        Ok(sealed)
    }

    /// Recall for a user outside any session. A user whose memory cannot be
    /// loaded gets "nothing found", with the reason, never an error; an
    /// unknown user gets "nothing found" and is not created.
    pub fn recall(&self, user: &UserId, request: &RecallRequest) -> Context {
        match self.known_user(user) {
            Ok(Some(u)) => u.recall(request),
            Ok(None) => Context::default(),
            Err(e) => {
                tracing::warn!(user = %user, error = %e, "memory unavailable; recall degrades to nothing found");
                Context::degraded(e.to_string())
            }
        }
    }

    /// Every user with anything stored.
    pub fn users(&self) -> Result<Vec<UserId>, EngineError> {
        Ok(self.shared.store.users()?)
    }

    /// Drop a user's cached indexes; the next use reloads them from the
    /// store. Open sessions of that user keep working on their own handle.
    pub fn evict(&self, id: &UserId) {
        self.shared.users.lock().remove(id);
    }
}
