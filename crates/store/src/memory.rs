//! The in-process backend: everything in memory, nothing survives the process.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use memoir_core::{AuditEvent, Episode, EpisodeId, Fact, FactId, SessionId, UserId};
use parking_lot::{Mutex, RwLock};

use crate::{Appended, Commit, Committed, Deleted, Deletion, Store, StoreError, UserStore};

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

    fn users(&self) -> Result<Vec<UserId>, StoreError> {
        let mut ids: Vec<UserId> = self.users.read().keys().cloned().collect();
        ids.sort();
        Ok(ids)
    }

    fn backend(&self) -> &'static str {
        "memory"
    }
}

#[derive(Default)]
struct UserData {
    episodes: Vec<Episode>,
    by_turn: HashMap<(SessionId, u32), usize>,
    facts: Vec<Fact>,
    fact_pos: HashMap<FactId, usize>,
    reconciled: HashSet<EpisodeId>,
    audit: Vec<AuditEvent>,
    revision: u64,
}

impl UserData {
    fn reindex(&mut self) {
        self.by_turn = self
            .episodes
            .iter()
            .enumerate()
            .map(|(i, e)| ((e.session.clone(), e.turn), i))
            .collect();
        self.fact_pos = self
            .facts
            .iter()
            .enumerate()
            .map(|(i, f)| (f.id.clone(), i))
            .collect();
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
        if episode.user != self.id {
            return Err(StoreError::Conflict(format!(
                "episode {} belongs to user {}, not {}",
                episode.id, episode.user, self.id
            )));
        }
        let mut d = self.data.lock();
        let key = (episode.session.clone(), episode.turn);
        if let Some(&i) = d.by_turn.get(&key) {
            let existing = &d.episodes[i];
            if existing.text == episode.text && existing.speaker == episode.speaker {
                return Ok(Appended::AlreadyStored(existing.id.clone()));
            }
            return Err(StoreError::Conflict(format!(
                "turn {} of session {} is already recorded with different text",
                episode.turn, episode.session
            )));
        }
        let i = d.episodes.len();
        d.episodes.push(episode.clone());
        d.by_turn.insert(key, i);
        d.revision += 1;
        Ok(Appended::New)
    }

    fn episodes(&self) -> Result<Vec<Episode>, StoreError> {
        Ok(self.data.lock().episodes.clone())
    }

    fn facts(&self) -> Result<Vec<Fact>, StoreError> {
        Ok(self.data.lock().facts.clone())
    }

    fn unreconciled(&self, session: &SessionId) -> Result<Vec<Episode>, StoreError> {
        let d = self.data.lock();
        let mut out: Vec<Episode> = d
            .episodes
            .iter()
            .filter(|e| &e.session == session && !d.reconciled.contains(&e.id))
            .cloned()
            .collect();
        out.sort_by_key(|e| e.turn);
        Ok(out)
    }

    fn commit(&self, commit: &Commit) -> Result<Committed, StoreError> {
        let mut d = self.data.lock();
        let already = commit
            .reconciled
            .iter()
            .filter(|e| d.reconciled.contains(*e))
            .count();
        if !commit.reconciled.is_empty() && already == commit.reconciled.len() {
            return Ok(Committed::AlreadyApplied);
        }
        if already > 0 {
            return Err(StoreError::Conflict(format!(
                "{already} of the {} episodes in this commit were already reconciled",
                commit.reconciled.len()
            )));
        }
        if let Some(f) = commit.facts.iter().find(|f| f.user != self.id) {
            return Err(StoreError::Conflict(format!(
                "fact {} belongs to user {}, not {}",
                f.id, f.user, self.id
            )));
        }
        for fact in &commit.facts {
            match d.fact_pos.get(&fact.id) {
                Some(&i) => d.facts[i] = fact.clone(),
                None => {
                    let i = d.facts.len();
                    d.facts.push(fact.clone());
                    d.fact_pos.insert(fact.id.clone(), i);
                }
            }
        }
        d.reconciled.extend(commit.reconciled.iter().cloned());
        d.audit.extend(commit.audit.iter().cloned());
        d.revision += 1;
        Ok(Committed::Applied)
    }

    fn delete(&self, what: &Deletion, audit: AuditEvent) -> Result<Deleted, StoreError> {
        let mut d = self.data.lock();
        let mut deleted = Deleted::default();
        match what {
            Deletion::Records { facts, episodes } => {
                let facts: HashSet<&FactId> = facts.iter().collect();
                d.facts.retain(|f| {
                    let gone = facts.contains(&f.id);
                    if gone {
                        deleted.facts.push(f.id.clone());
                    }
                    !gone
                });
                let episodes: HashSet<&EpisodeId> = episodes.iter().collect();
                d.episodes.retain(|e| {
                    let gone = episodes.contains(&e.id);
                    if gone {
                        deleted.episodes.push(e.id.clone());
                    }
                    !gone
                });
            }
            Deletion::Session(session) => {
                d.episodes.retain(|e| {
                    let gone = &e.session == session;
                    if gone {
                        deleted.episodes.push(e.id.clone());
                    }
                    !gone
                });
                d.facts.retain(|f| {
                    let gone = &f.session == session;
                    if gone {
                        deleted.facts.push(f.id.clone());
                    }
                    !gone
                });
            }
            Deletion::Everything => {
                deleted.facts = d.facts.drain(..).map(|f| f.id).collect();
                deleted.episodes = d.episodes.drain(..).map(|e| e.id).collect();
                d.reconciled.clear();
            }
        }
        // Evidence that pointed at a deleted episode no longer does, and no
        // audit entry keeps a copy of deleted content.
        let gone_episodes: HashSet<EpisodeId> = deleted.episodes.iter().cloned().collect();
        let gone_facts: HashSet<String> = deleted.facts.iter().map(|f| f.to_string()).collect();
        for fact in &mut d.facts {
            fact.evidence.retain(|e| !gone_episodes.contains(e));
        }
        for e in &gone_episodes {
            d.reconciled.remove(e);
        }
        for event in &mut d.audit {
            let names_deleted = gone_facts.contains(&event.target)
                || event
                    .fact
                    .as_ref()
                    .is_some_and(|f| gone_facts.contains(f.id.as_str()));
            if names_deleted {
                event.fact = None;
                event.reason = "forgotten".into();
            }
            event.evidence.retain(|e| !gone_episodes.contains(e));
        }
        d.audit.push(audit);
        d.reindex();
        d.revision += 1;
        Ok(deleted)
    }

    fn audit(&self) -> Result<Vec<AuditEvent>, StoreError> {
        Ok(self.data.lock().audit.clone())
    }

    fn revision(&self) -> Result<u64, StoreError> {
        Ok(self.data.lock().revision)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::Utc;
    use memoir_core::{AuditAction, Speaker};

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
            target: "x".into(),
            reason: "forgotten".into(),
            evidence: vec![],
            fact: None,
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
    fn deleting_a_session_removes_its_episodes_entirely() {
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
        // The turn slot is free again after deletion.
        assert_eq!(
            a.append_episode(&episode("a", "s2", 1, "new")).unwrap(),
            Appended::New
        );
    }
}
