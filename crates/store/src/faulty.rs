//! A store wrapper that fails on demand, for proving that memory failures
//! degrade to "nothing found" and never lose an acknowledged write.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use memoir_core::{AuditEvent, Episode, EpisodeId, Fact, SessionId, UserId};

use crate::{
    Appended, AuditEntry, Commit, Committed, Deleted, Deletion, Import, Imported, Store,
    StoreError, UserStore, VerifyReport,
};

/// Wraps a real store; while [`FaultyStore::set_failing`] is on, every call
/// fails with [`StoreError::Unavailable`] and changes nothing.
pub struct FaultyStore<S> {
    inner: S,
    failing: Arc<AtomicBool>,
}

impl<S: Store> FaultyStore<S> {
    /// Wrap `inner`, working.
    pub fn new(inner: S) -> Self {
        Self {
            inner,
            failing: Arc::new(AtomicBool::new(false)),
        }
    }

    /// Make every call fail (`true`) or work again (`false`).
    pub fn set_failing(&self, failing: bool) {
        self.failing.store(failing, Ordering::SeqCst);
    }

    /// A switch that can be flipped after the store is moved.
    pub fn switch(&self) -> Arc<AtomicBool> {
        self.failing.clone()
    }
}

fn check(failing: &AtomicBool) -> Result<(), StoreError> {
    if failing.load(Ordering::SeqCst) {
        Err(StoreError::Unavailable("injected failure".into()))
    } else {
        Ok(())
    }
}

impl<S: Store> Store for FaultyStore<S> {
    fn user(&self, user: &UserId) -> Result<Arc<dyn UserStore>, StoreError> {
        check(&self.failing)?;
        Ok(Arc::new(FaultyUser {
            inner: self.inner.user(user)?,
            failing: self.failing.clone(),
        }))
    }

    fn knows(&self, user: &UserId) -> Result<bool, StoreError> {
        check(&self.failing)?;
        self.inner.knows(user)
    }

    fn erase(&self, user: &UserId) -> Result<(), StoreError> {
        check(&self.failing)?;
        self.inner.erase(user)
    }

    fn users(&self) -> Result<Vec<UserId>, StoreError> {
        check(&self.failing)?;
        self.inner.users()
    }

    fn backend(&self) -> &'static str {
        self.inner.backend()
    }
}

struct FaultyUser {
    inner: Arc<dyn UserStore>,
    failing: Arc<AtomicBool>,
}

impl UserStore for FaultyUser {
    fn user(&self) -> &UserId {
        self.inner.user()
    }
    fn append_episode(&self, episode: &Episode) -> Result<Appended, StoreError> {
        check(&self.failing)?;
        self.inner.append_episode(episode)
    }
    fn episodes(&self) -> Result<Vec<Episode>, StoreError> {
        check(&self.failing)?;
        self.inner.episodes()
    }
    fn facts(&self) -> Result<Vec<Fact>, StoreError> {
        check(&self.failing)?;
        self.inner.facts()
    }
    fn unfinished_sessions(&self) -> Result<Vec<SessionId>, StoreError> {
        check(&self.failing)?;
        self.inner.unfinished_sessions()
    }
    fn unreconciled(&self, session: &SessionId) -> Result<Vec<Episode>, StoreError> {
        check(&self.failing)?;
        self.inner.unreconciled(session)
    }
    fn commit(&self, commit: &Commit) -> Result<Committed, StoreError> {
        check(&self.failing)?;
        self.inner.commit(commit)
    }
    fn delete(&self, what: &Deletion, audit: AuditEvent) -> Result<Deleted, StoreError> {
        check(&self.failing)?;
        self.inner.delete(what, audit)
    }
    fn reconciled_episodes(&self) -> Result<Vec<EpisodeId>, StoreError> {
        check(&self.failing)?;
        self.inner.reconciled_episodes()
    }
    fn import(&self, import: &Import) -> Result<Imported, StoreError> {
        check(&self.failing)?;
        self.inner.import(import)
    }
    fn put_vectors(
        &self,
        model: &str,
        vectors: &[(EpisodeId, Vec<f32>)],
    ) -> Result<(), StoreError> {
        check(&self.failing)?;
        self.inner.put_vectors(model, vectors)
    }
    fn vectors(&self, model: &str) -> Result<Vec<(EpisodeId, Vec<f32>)>, StoreError> {
        check(&self.failing)?;
        self.inner.vectors(model)
    }
    fn audit(&self) -> Result<Vec<AuditEntry>, StoreError> {
        check(&self.failing)?;
        self.inner.audit()
    }
    fn verify(&self) -> Result<VerifyReport, StoreError> {
        check(&self.failing)?;
        self.inner.verify()
    }
    fn revision(&self) -> Result<u64, StoreError> {
        check(&self.failing)?;
        self.inner.revision()
    }
}
