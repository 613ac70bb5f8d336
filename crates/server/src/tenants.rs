//! Each tenant's own memory, opened on first use and kept open.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::Arc;

use memoir_core::{SessionId, UserId};
use memoir_engine::{Memory, Session, UserMemory};
use parking_lot::Mutex;

use crate::error::ApiError;
use crate::keys::TenantId;
use crate::MemoryOpener;

type OpenSessions = Mutex<HashMap<(UserId, SessionId), Session>>;

/// One tenant's memory and the sessions open in it. Everything a request
/// can reach is reached through this.
#[derive(Clone)]
pub struct TenantMemory {
    pub tenant: TenantId,
    pub memory: Arc<Memory>,
    sessions: Arc<OpenSessions>,
}

impl TenantMemory {
    /// Wrap a memory opened elsewhere (e.g. `memoir mcp` over stdio) as the
    /// memory of `tenant`.
    pub fn new(tenant: TenantId, memory: Memory) -> Self {
        Self {
            tenant,
            memory: Arc::new(memory),
            sessions: Arc::new(Mutex::new(HashMap::new())),
        }
    }

    /// A user of this tenant. Loads the user's indexes on first use (IO);
    /// later calls are a map lookup.
    pub fn user(&self, id: &UserId) -> Result<UserMemory, ApiError> {
        Ok(self.memory.user(id)?)
    }

    /// A user with anything stored, for reads: an unknown id is `None`, and
    /// reading it stores and caches nothing.
    pub fn known_user(&self, id: &UserId) -> Result<Option<UserMemory>, ApiError> {
        Ok(self.memory.known_user(id)?)
    }

    /// The session `id` of `user`: the open one if there is one, else the
    /// stored one resumed (its unreconciled turns replayed), else a new one
    /// under that id. Kept open until finished, so recall on it takes no
    /// lock the writers hold.
    pub fn session(&self, user: &UserId, id: &SessionId) -> Result<Session, ApiError> {
        let key = (user.clone(), id.clone());
        if let Some(s) = self.sessions.lock().get(&key) {
            return Ok(s.clone());
        }
        let session = self.user(user)?.session(id)?;
        Ok(self.sessions.lock().entry(key).or_insert(session).clone())
    }

    /// The session, if it is open in this process.
    pub fn open_session(&self, user: &UserId, id: &SessionId) -> Option<Session> {
        self.sessions
            .lock()
            .get(&(user.clone(), id.clone()))
            .cloned()
    }

    /// Forget that a session is open (after it is finished).
    pub fn close_session(&self, user: &UserId, id: &SessionId) {
        self.sessions.lock().remove(&(user.clone(), id.clone()));
    }

    /// Forget every open session of a user (after the user is erased).
    pub fn close_user(&self, user: &UserId) {
        self.sessions.lock().retain(|(u, _), _| u != user);
    }
}

pub(crate) struct Tenants {
    root: PathBuf,
    opener: MemoryOpener,
    /// Held across an open, so two first requests of one tenant cannot both
    /// try to open (and lock) its directory.
    open: Mutex<HashMap<TenantId, TenantMemory>>,
}

impl Tenants {
    pub(crate) fn new(root: PathBuf, opener: MemoryOpener) -> Self {
        Self {
            root,
            opener,
            open: Mutex::new(HashMap::new()),
        }
    }

    /// Finish every session idle for `idle` in the open tenants, and first
    /// open every tenant on disk if `all_on_disk` (at startup). Errors are
    /// logged: a tenant that cannot be read must not stop the others.
    pub(crate) fn seal_idle(&self, idle: std::time::Duration, all_on_disk: bool) {
        if all_on_disk {
            if let Ok(dirs) = std::fs::read_dir(&self.root) {
                for dir in dirs.flatten() {
                    let name = dir.file_name();
                    if let Some(tenant) = name.to_str().and_then(|n| TenantId::new(n).ok()) {
                        let _ = self.get(&tenant);
                    }
                }
            }
        }
        let idle = chrono::Duration::from_std(idle).unwrap_or(chrono::Duration::MAX);
        let open: Vec<TenantMemory> = self.open.lock().values().cloned().collect();
        for t in open {
            match t.memory.seal_idle(idle) {
                Ok(0) => {}
                Ok(n) => tracing::info!(tenant = %t.tenant, sessions = n, "sealed idle sessions"),
                Err(e) => {
                    tracing::error!(tenant = %t.tenant, error = %e, "sealing idle sessions failed")
                }
            }
        }
    }

    /// Hold a memory opened elsewhere as its tenant's.
    pub(crate) fn insert(&self, tenant: TenantMemory) {
        self.open.lock().insert(tenant.tenant.clone(), tenant);
    }

    /// The tenant's memory if it is already open: no IO.
    pub(crate) fn cached(&self, tenant: &TenantId) -> Option<TenantMemory> {
        self.open.lock().get(tenant).cloned()
    }

    /// The tenant's memory, opening its store if need be (IO: call from a
    /// blocking context).
    pub(crate) fn get(&self, tenant: &TenantId) -> Result<TenantMemory, ApiError> {
        let mut open = self.open.lock();
        if let Some(t) = open.get(tenant) {
            return Ok(t.clone());
        }
        let dir = self.root.join(tenant.as_str());
        let memory = (self.opener)(tenant, &dir).map_err(|e| {
            tracing::error!(tenant = %tenant, error = %e, "cannot open tenant memory");
            ApiError::internal(format!("memory of tenant {tenant} cannot be opened: {e}"))
        })?;
        let t = TenantMemory::new(tenant.clone(), memory);
        open.insert(tenant.clone(), t.clone());
        Ok(t)
    }
}
