//! The in-process backend: everything in memory, nothing survives the process.
//! It keeps the same audit chain as the durable backends, so tests of the
//! engine see the same log.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use memoir_core::{AuditAction, AuditEvent, Episode, EpisodeId, Fact, FactId, SessionId, UserId};
use parking_lot::{Mutex, RwLock};

use crate::audit::{self, AuditEntry, StoredRecord, VerifyReport};
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

/// Which records a deletion takes.
type Predicate<T> = Box<dyn Fn(&T) -> bool>;

#[derive(Default)]
struct UserData {
    episodes: Vec<(Episode, [u8; 16])>,
    by_turn: HashMap<(SessionId, u32), usize>,
    facts: Vec<(Fact, [u8; 16])>,
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

    fn log(&mut self, event: AuditEvent, digest: Option<String>) {
        let entry = audit::chain(self.audit.last(), event, digest);
        self.audit.push(entry);
    }

    fn put_episode(&mut self, episode: &Episode, action: AuditAction, at: memoir_core::Timestamp) {
        let salt = audit::new_salt();
        let digest = audit::episode_digest(&salt, episode);
        let i = self.episodes.len();
        self.episodes.push((episode.clone(), salt));
        self.by_turn
            .insert((episode.session.clone(), episode.turn), i);
        self.log(
            AuditEvent {
                at,
                action,
                target: episode.id.to_string(),
                reason: "a final turn was recorded".into(),
                evidence: vec![],
            },
            Some(digest),
        );
    }

    /// Store `fact`'s new state; returns its digest.
    fn put_fact(&mut self, fact: &Fact) -> String {
        match self.fact_pos.get(&fact.id) {
            Some(&i) => {
                let salt = self.facts[i].1;
                self.facts[i].0 = fact.clone();
                audit::fact_digest(&salt, fact)
            }
            None => {
                let salt = audit::new_salt();
                let i = self.facts.len();
                self.facts.push((fact.clone(), salt));
                self.fact_pos.insert(fact.id.clone(), i);
                audit::fact_digest(&salt, fact)
            }
        }
    }
}

struct MemoryUser {
    id: UserId,
    data: Mutex<UserData>,
}

impl MemoryUser {
    fn check_owner(&self, user: &UserId, what: &str) -> Result<(), StoreError> {
        if user != &self.id {
            return Err(StoreError::Conflict(format!(
                "{what} belongs to user {user}, not {}",
                self.id
            )));
        }
        Ok(())
    }
}

impl UserStore for MemoryUser {
    fn user(&self) -> &UserId {
        &self.id
    }

    fn append_episode(&self, episode: &Episode) -> Result<Appended, StoreError> {
        self.check_owner(&episode.user, &format!("episode {}", episode.id))?;
        let mut d = self.data.lock();
        let key = (episode.session.clone(), episode.turn);
        if let Some(&i) = d.by_turn.get(&key) {
            let existing = &d.episodes[i].0;
            if existing.text == episode.text && existing.speaker == episode.speaker {
                return Ok(Appended::AlreadyStored(existing.id.clone()));
            }
            return Err(StoreError::Conflict(format!(
                "turn {} of session {} is already recorded with different text",
                episode.turn, episode.session
            )));
        }
        d.put_episode(episode, AuditAction::EpisodeRecorded, episode.recorded_at);
        d.revision += 1;
        Ok(Appended::New)
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
        for f in &commit.facts {
            self.check_owner(&f.user, &format!("fact {}", f.id))?;
        }
        let mut digests: HashMap<&str, String> = HashMap::new();
        for fact in &commit.facts {
            digests.insert(fact.id.as_str(), d.put_fact(fact));
        }
        d.reconciled.extend(commit.reconciled.iter().cloned());
        for event in &commit.audit {
            let digest = digests.get(event.target.as_str()).cloned();
            d.log(event.clone(), digest);
        }
        d.revision += 1;
        Ok(Committed::Applied)
    }

    fn delete(&self, what: &Deletion, event: AuditEvent) -> Result<Deleted, StoreError> {
        let mut d = self.data.lock();
        let mut deleted = Deleted::default();
        let (fact_gone, episode_gone): (Predicate<Fact>, Predicate<Episode>) = match what {
            Deletion::Records { facts, episodes } => {
                let facts: HashSet<FactId> = facts.iter().cloned().collect();
                let episodes: HashSet<EpisodeId> = episodes.iter().cloned().collect();
                (
                    Box::new(move |f| facts.contains(&f.id)),
                    Box::new(move |e| episodes.contains(&e.id)),
                )
            }
            Deletion::Session(session) => {
                let (a, b) = (session.clone(), session.clone());
                (
                    Box::new(move |f| f.session == a),
                    Box::new(move |e| e.session == b),
                )
            }
            Deletion::Everything => (Box::new(|_| true), Box::new(|_| true)),
        };
        d.facts.retain(|(f, _)| {
            let gone = fact_gone(f);
            if gone {
                deleted.facts.push(f.id.clone());
            }
            !gone
        });
        d.episodes.retain(|(e, _)| {
            let gone = episode_gone(e);
            if gone {
                deleted.episodes.push(e.id.clone());
            }
            !gone
        });
        // Evidence that pointed at a deleted episode no longer does.
        let gone: HashSet<&EpisodeId> = deleted.episodes.iter().collect();
        let mut changed: Vec<Fact> = Vec::new();
        for (fact, _) in &mut d.facts {
            let before = fact.evidence.len();
            fact.evidence.retain(|e| !gone.contains(e));
            if fact.evidence.len() != before {
                fact.revision += 1;
                changed.push(fact.clone());
            }
        }
        for e in &deleted.episodes {
            d.reconciled.remove(e);
        }
        d.vectors.retain(|(_, e), _| !gone.contains(e));
        d.reindex();
        d.log(event.clone(), None);
        for id in deleted
            .facts
            .iter()
            .map(|f| f.as_str())
            .chain(deleted.episodes.iter().map(|e| e.as_str()))
        {
            d.log(audit::forgotten_record(&event, id), None);
        }
        for fact in changed {
            let digest = d.put_fact(&fact);
            d.log(
                AuditEvent {
                    at: event.at,
                    action: AuditAction::FactCorrected,
                    target: fact.id.to_string(),
                    reason: "evidence that was forgotten was removed".into(),
                    evidence: vec![],
                },
                Some(digest),
            );
        }
        d.revision += 1;
        Ok(deleted)
    }

    fn import(&self, import: &Import) -> Result<Imported, StoreError> {
        let mut d = self.data.lock();
        let mut report = Imported::default();
        for (episode, _) in &import.episodes {
            self.check_owner(&episode.user, &format!("episode {}", episode.id))?;
            if let Some(&i) = d.by_turn.get(&(episode.session.clone(), episode.turn)) {
                if d.episodes[i].0 != *episode {
                    return Err(StoreError::Conflict(format!(
                        "turn {} of session {} is already stored with other content",
                        episode.turn, episode.session
                    )));
                }
            }
        }
        for fact in &import.facts {
            self.check_owner(&fact.user, &format!("fact {}", fact.id))?;
        }
        let at = import
            .at
            .unwrap_or_else(|| chrono_now_fallback(&import.episodes));
        for (episode, reconciled) in &import.episodes {
            if d.by_turn
                .contains_key(&(episode.session.clone(), episode.turn))
            {
                report.episodes_unchanged += 1;
            } else {
                d.put_episode(episode, AuditAction::EpisodeImported, at);
                report.episodes_added += 1;
            }
            if *reconciled {
                d.reconciled.insert(episode.id.clone());
            }
        }
        for fact in &import.facts {
            match d.fact_pos.get(&fact.id).map(|&i| d.facts[i].0 == *fact) {
                Some(true) => {
                    report.facts_unchanged += 1;
                    continue;
                }
                Some(false) => report.facts_updated += 1,
                None => report.facts_added += 1,
            }
            let digest = d.put_fact(fact);
            d.log(
                AuditEvent {
                    at,
                    action: AuditAction::FactImported,
                    target: fact.id.to_string(),
                    reason: "imported from an export".into(),
                    evidence: fact.evidence.clone(),
                },
                Some(digest),
            );
        }
        d.revision += 1;
        Ok(report)
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
        let fact_bytes: Vec<(String, [u8; 16], Vec<u8>)> = d
            .facts
            .iter()
            .map(|(f, s)| (f.id.to_string(), *s, audit::record_bytes(f)))
            .collect();
        let episode_bytes: Vec<(String, [u8; 16], Vec<u8>)> = d
            .episodes
            .iter()
            .map(|(e, s)| (e.id.to_string(), *s, audit::record_bytes(e)))
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

/// An import's time when the caller gives none: its latest episode's.
fn chrono_now_fallback(episodes: &[(Episode, bool)]) -> memoir_core::Timestamp {
    episodes
        .iter()
        .map(|(e, _)| e.recorded_at)
        .max()
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::Utc;
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
