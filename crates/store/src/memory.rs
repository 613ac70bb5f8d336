//! The in-process backend: everything in memory, nothing survives the process.
//! It keeps the same audit chain as the durable backends, so tests of the
//! engine see the same log.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use memoir_core::{AuditEvent, Episode, EpisodeId, Fact, FactId, SessionId, UserId};
use parking_lot::{Mutex, RwLock};

use crate::audit::{self, AuditEntry, StoredRecord, VerifyReport};
use crate::policy::{self, UserRows};
use crate::{
    Appended, Commit, Committed, Deleted, Deletion, Import, Imported, Store, StoreError, UserStore,
};

/// Memory kept in this process only.
#[derive(Default)]
pub struct MemoryStore {
    users: RwLock<HashMap<UserId, Arc<MemoryUser>>>,
}

impl MemoryStore {
    /// An empty store.
    pub fn new() -> Self {
        Self::default()
    }
}

impl Store for MemoryStore {
    fn user(&self, user: &UserId) -> Result<Arc<dyn UserStore>, StoreError> {
        if let Some(u) = self.users.read().get(user) {
            return Ok(u.clone());
        }
        let mut users = self.users.write();
        let handle = users
            .entry(user.clone())
            .or_insert_with(|| {
                Arc::new(MemoryUser {
                    id: user.clone(),
                    data: Mutex::new(UserData::default()),
                })
            })
            .clone();
        Ok(handle)
    }

    fn knows(&self, user: &UserId) -> Result<bool, StoreError> {
        Ok(self.users.read().get(user).is_some_and(|u| {
            let data = u.data.lock();
            data.revision > 0 || !data.audit.is_empty()
        }))
    }

    fn erase(&self, user: &UserId) -> Result<(), StoreError> {
        if let Some(u) = self.users.write().remove(user) {
            *u.data.lock() = UserData::default();
        }
        Ok(())
    }

    fn users(&self) -> Result<Vec<UserId>, StoreError> {
        let mut ids: Vec<UserId> = self
            .users
            .read()
            .iter()
            .filter(|(_, u)| {
                let data = u.data.lock();
                !data.episodes.is_empty() || !data.facts.is_empty()
            })
            .map(|(id, _)| id.clone())
            .collect();
        ids.sort();
        Ok(ids)
    }

    fn backend(&self) -> &'static str {
        "memory"
    }
}

#[derive(Default)]
struct UserData {
    episodes: Vec<(Episode, Vec<u8>)>,
    by_turn: HashMap<(SessionId, u32), usize>,
    facts: Vec<(Fact, Vec<u8>)>,
    fact_pos: HashMap<FactId, usize>,
    reconciled: HashSet<EpisodeId>,
    vectors: HashMap<(String, EpisodeId), Vec<f32>>,
    audit: Vec<AuditEntry>,
    revision: u64,
}

impl UserData {
    fn reindex(&mut self) {
        self.by_turn = self
            .episodes
            .iter()
            .enumerate()
            .map(|(i, (e, _))| ((e.session.clone(), e.turn), i))
            .collect();
        self.fact_pos = self
            .facts
            .iter()
            .enumerate()
            .map(|(i, (f, _))| (f.id.clone(), i))
            .collect();
    }
}

/// The in-process rows: a write holds the user's lock throughout, and the
/// policy checks before it writes, so a refused write changes nothing.
impl UserRows for UserData {
    fn episode_at(
        &mut self,
        session: &SessionId,
        turn: u32,
    ) -> Result<Option<Episode>, StoreError> {
        Ok(self
            .by_turn
            .get(&(session.clone(), turn))
            .map(|&i| self.episodes[i].0.clone()))
    }

    fn insert_episode(
        &mut self,
        episode: &Episode,
        salt: &[u8],
        reconciled: bool,
    ) -> Result<(), StoreError> {
        let i = self.episodes.len();
        self.episodes.push((episode.clone(), salt.to_vec()));
        self.by_turn
            .insert((episode.session.clone(), episode.turn), i);
        if reconciled {
            self.reconciled.insert(episode.id.clone());
        }
        Ok(())
    }

    fn is_reconciled(&mut self, episode: &EpisodeId) -> Result<bool, StoreError> {
        Ok(self.reconciled.contains(episode))
    }

    fn mark_reconciled(&mut self, episode: &EpisodeId) -> Result<(), StoreError> {
        self.reconciled.insert(episode.clone());
        Ok(())
    }

    fn fact_salt(&mut self, id: &FactId) -> Result<Option<Vec<u8>>, StoreError> {
        Ok(self.fact_pos.get(id).map(|&i| self.facts[i].1.clone()))
    }

    fn stored_fact(&mut self, id: &FactId) -> Result<Option<Fact>, StoreError> {
        Ok(self.fact_pos.get(id).map(|&i| self.facts[i].0.clone()))
    }

    fn write_fact(&mut self, fact: &Fact, salt: &[u8], _new: bool) -> Result<(), StoreError> {
        match self.fact_pos.get(&fact.id) {
            Some(&i) => self.facts[i] = (fact.clone(), salt.to_vec()),
            None => {
                self.fact_pos.insert(fact.id.clone(), self.facts.len());
                self.facts.push((fact.clone(), salt.to_vec()));
            }
        }
        Ok(())
    }

    fn all_facts(&mut self) -> Result<Vec<Fact>, StoreError> {
        Ok(self.facts.iter().map(|(f, _)| f.clone()).collect())
    }

    fn ids_in(&mut self, what: &Deletion) -> Result<(Vec<FactId>, Vec<EpisodeId>), StoreError> {
        Ok(match what {
            Deletion::Records { facts, episodes } => (facts.clone(), episodes.clone()),
            Deletion::Session(session) => (
                self.facts
                    .iter()
                    .filter(|(f, _)| &f.session == session)
                    .map(|(f, _)| f.id.clone())
                    .collect(),
                self.episodes
                    .iter()
                    .filter(|(e, _)| &e.session == session)
                    .map(|(e, _)| e.id.clone())
                    .collect(),
            ),
            Deletion::Everything => (
                self.facts.iter().map(|(f, _)| f.id.clone()).collect(),
                self.episodes.iter().map(|(e, _)| e.id.clone()).collect(),
            ),
        })
    }

    fn delete_facts(&mut self, ids: &[FactId]) -> Result<Vec<FactId>, StoreError> {
        let wanted: HashSet<&FactId> = ids.iter().collect();
        let mut gone = Vec::new();
        self.facts.retain(|(f, _)| {
            let hit = wanted.contains(&f.id);
            if hit {
                gone.push(f.id.clone());
            }
            !hit
        });
        self.reindex();
        Ok(gone)
    }

    fn delete_episodes(&mut self, ids: &[EpisodeId]) -> Result<Vec<EpisodeId>, StoreError> {
        let wanted: HashSet<&EpisodeId> = ids.iter().collect();
        let mut gone = Vec::new();
        self.episodes.retain(|(e, _)| {
            let hit = wanted.contains(&e.id);
            if hit {
                gone.push(e.id.clone());
            }
            !hit
        });
        for e in &gone {
            self.reconciled.remove(e);
        }
        self.vectors.retain(|(_, e), _| !wanted.contains(e));
        self.reindex();
        Ok(gone)
    }

    fn last_audit(&mut self) -> Result<Option<AuditEntry>, StoreError> {
        Ok(self.audit.last().cloned())
    }

    fn append_audit(&mut self, entry: &AuditEntry) -> Result<(), StoreError> {
        self.audit.push(entry.clone());
        Ok(())
    }

    fn bump_revision(&mut self) -> Result<(), StoreError> {
        self.revision += 1;
        Ok(())
    }
}

struct MemoryUser {
    id: UserId,
    data: Mutex<UserData>,
}

impl UserStore for MemoryUser {
    fn user(&self) -> &UserId {
        &self.id
    }

    fn append_episode(&self, episode: &Episode) -> Result<Appended, StoreError> {
        policy::append_episode(&mut *self.data.lock(), &self.id, episode)
    }
    fn episodes(&self) -> Result<Vec<Episode>, StoreError> {
        Ok(self
            .data
            .lock()
            .episodes
            .iter()
            .map(|(e, _)| e.clone())
            .collect())
    }

    fn unfinished_sessions(&self) -> Result<Vec<SessionId>, StoreError> {
        let d = self.data.lock();
        let mut out: Vec<SessionId> = d
            .episodes
            .iter()
            .filter(|(e, _)| !d.reconciled.contains(&e.id))
            .map(|(e, _)| e.session.clone())
            .collect();
        out.sort();
        out.dedup();
        Ok(out)
    }

    fn unreconciled(&self, session: &SessionId) -> Result<Vec<Episode>, StoreError> {
        let d = self.data.lock();
        let mut out: Vec<Episode> = d
            .episodes
            .iter()
            .map(|(e, _)| e)
            .filter(|e| &e.session == session && !d.reconciled.contains(&e.id))
            .cloned()
            .collect();
        out.sort_by_key(|e| e.turn);
        Ok(out)
    }

    fn facts(&self) -> Result<Vec<Fact>, StoreError> {
        Ok(self
            .data
            .lock()
            .facts
            .iter()
            .map(|(f, _)| f.clone())
            .collect())
    }

    fn reconciled_episodes(&self) -> Result<Vec<EpisodeId>, StoreError> {
        Ok(self.data.lock().reconciled.iter().cloned().collect())
    }

    fn commit(&self, commit: &Commit) -> Result<Committed, StoreError> {
        policy::commit(&mut *self.data.lock(), &self.id, commit)
    }
    fn delete(&self, what: &Deletion, event: AuditEvent) -> Result<Deleted, StoreError> {
        policy::delete(&mut *self.data.lock(), what, event)
    }
    fn import(&self, import: &Import) -> Result<Imported, StoreError> {
        policy::import(&mut *self.data.lock(), &self.id, import)
    }
    fn put_vectors(
        &self,
        model: &str,
        vectors: &[(EpisodeId, Vec<f32>)],
    ) -> Result<(), StoreError> {
        let mut d = self.data.lock();
        for (episode, v) in vectors {
            d.vectors
                .insert((model.to_string(), episode.clone()), v.clone());
        }
        Ok(())
    }

    fn vectors(&self, model: &str) -> Result<Vec<(EpisodeId, Vec<f32>)>, StoreError> {
        let d = self.data.lock();
        Ok(d.vectors
            .iter()
            .filter(|((m, _), _)| m == model)
            .map(|((_, e), v)| (e.clone(), v.clone()))
            .collect())
    }

    fn audit(&self) -> Result<Vec<AuditEntry>, StoreError> {
        Ok(self.data.lock().audit.clone())
    }

    fn verify(&self) -> Result<VerifyReport, StoreError> {
        let d = self.data.lock();
        let fact_bytes: Vec<(String, &[u8], Vec<u8>)> = d
            .facts
            .iter()
            .map(|(f, s)| (f.id.to_string(), s.as_slice(), audit::record_bytes(f)))
            .collect();
        let episode_bytes: Vec<(String, &[u8], Vec<u8>)> = d
            .episodes
            .iter()
            .map(|(e, s)| (e.id.to_string(), s.as_slice(), audit::record_bytes(e)))
            .collect();
        let mut records: Vec<StoredRecord<'_>> = Vec::new();
        for (id, salt, bytes) in &fact_bytes {
            records.push(StoredRecord {
                kind: "fact",
                id,
                salt,
                bytes,
            });
        }
        for (id, salt, bytes) in &episode_bytes {
            records.push(StoredRecord {
                kind: "episode",
                id,
                salt,
                bytes,
            });
        }
        Ok(audit::verify(&d.audit, &records))
    }

    fn revision(&self) -> Result<u64, StoreError> {
        Ok(self.data.lock().revision)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::Utc;
    use memoir_core::AuditAction;
    use memoir_core::Speaker;

    fn episode(user: &str, session: &str, turn: u32, text: &str) -> Episode {
        Episode {
            id: EpisodeId::new(format!("{user}-{session}-{turn}")).unwrap(),
            user: UserId::new(user).unwrap(),
            session: SessionId::new(session).unwrap(),
            turn,
            speaker: Speaker::user(),
            text: text.into(),
            occurred_at: Utc::now(),
            recorded_at: Utc::now(),
        }
    }

    fn forgotten() -> AuditEvent {
        AuditEvent {
            at: Utc::now(),
            action: AuditAction::Forgotten,
            target: "records".into(),
            reason: "forgotten".into(),
            evidence: vec![],
        }
    }

    #[test]
    fn one_users_handle_never_sees_another_users_episodes() {
        let store = MemoryStore::new();
        let a = store.user(&UserId::new("a").unwrap()).unwrap();
        let b = store.user(&UserId::new("b").unwrap()).unwrap();
        a.append_episode(&episode("a", "s", 1, "secret of a"))
            .unwrap();
        assert!(b.episodes().unwrap().is_empty());
        // Writing a's record through b's handle is refused.
        assert!(b.append_episode(&episode("a", "s", 2, "x")).is_err());
    }

    #[test]
    fn a_retried_turn_is_acknowledged_once_and_a_changed_one_conflicts() {
        let store = MemoryStore::new();
        let a = store.user(&UserId::new("a").unwrap()).unwrap();
        assert_eq!(
            a.append_episode(&episode("a", "s", 1, "hi")).unwrap(),
            Appended::New
        );
        let again = a.append_episode(&episode("a", "s", 1, "hi")).unwrap();
        assert!(matches!(again, Appended::AlreadyStored(_)));
        assert!(matches!(
            a.append_episode(&episode("a", "s", 1, "bye")),
            Err(StoreError::Conflict(_))
        ));
        assert_eq!(a.episodes().unwrap().len(), 1);
    }

    #[test]
    fn committing_the_same_episodes_twice_is_a_no_op() {
        let store = MemoryStore::new();
        let a = store.user(&UserId::new("a").unwrap()).unwrap();
        let commit = Commit {
            reconciled: vec![EpisodeId::new("e1").unwrap()],
            ..Commit::default()
        };
        assert_eq!(a.commit(&commit).unwrap(), Committed::Applied);
        assert_eq!(a.commit(&commit).unwrap(), Committed::AlreadyApplied);
    }

    #[test]
    fn deleting_a_session_removes_its_episodes_and_the_log_still_verifies() {
        let store = MemoryStore::new();
        let a = store.user(&UserId::new("a").unwrap()).unwrap();
        a.append_episode(&episode("a", "s1", 1, "keep")).unwrap();
        a.append_episode(&episode("a", "s2", 1, "drop")).unwrap();
        let gone = a
            .delete(
                &Deletion::Session(SessionId::new("s2").unwrap()),
                forgotten(),
            )
            .unwrap();
        assert_eq!(gone.episodes.len(), 1);
        let left = a.episodes().unwrap();
        assert_eq!(left.len(), 1);
        assert_eq!(left[0].text, "keep");
        assert!(a.verify().unwrap().is_ok());
        assert!(!format!("{:?}", a.audit().unwrap()).contains("drop"));
        // The turn slot is free again after deletion.
        assert_eq!(
            a.append_episode(&episode("a", "s2", 1, "new")).unwrap(),
            Appended::New
        );
    }
}
