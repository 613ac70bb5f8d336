//! Store policy, written once for every backend.
//!
//! What a write means — a retried turn is acknowledged once and a changed
//! one conflicts; a commit applies whole or not at all and a replayed one is
//! a no-op; a deletion takes the records, then the evidence that cited
//! them, and logs each record forgotten by id; an import adds, updates or
//! leaves each record and conflicts rather than overwrite a turn — and how
//! each step is chained into the audit log, is decided here, over
//! [`UserRows`]: one user's rows inside one open transaction. A backend
//! supplies only rows, a transaction and a lock; it cannot get the policy
//! subtly different, because it does not have a copy of it.
//!
//! Every function checks before it writes, so a backend whose transaction
//! cannot roll back (the in-process one) is still left unchanged by a
//! refused write.

use std::collections::{HashMap, HashSet};

use memoir_core::{AuditAction, AuditEvent, Episode, EpisodeId, Fact, FactId, SessionId, UserId};

use crate::audit::{self, AuditEntry};
use crate::{Appended, Commit, Committed, Deleted, Deletion, Import, Imported, StoreError};

/// One user's rows, inside one open transaction. Every method reaches that
/// user's rows only.
pub trait UserRows {
    /// The episode stored as `turn` of `session`, if any.
    fn episode_at(&mut self, session: &SessionId, turn: u32)
        -> Result<Option<Episode>, StoreError>;
    /// Store a new episode, with the salt of its audit digest.
    fn insert_episode(
        &mut self,
        episode: &Episode,
        salt: &[u8],
        reconciled: bool,
    ) -> Result<(), StoreError>;
    /// Whether a stored episode's proposals were committed (false if it is
    /// not stored).
    fn is_reconciled(&mut self, episode: &EpisodeId) -> Result<bool, StoreError>;
    fn mark_reconciled(&mut self, episode: &EpisodeId) -> Result<(), StoreError>;
    /// How many of `episodes` are reconciled. A backend a network away
    /// answers in one statement; the default asks one at a time.
    fn count_reconciled(&mut self, episodes: &[EpisodeId]) -> Result<usize, StoreError> {
        let mut n = 0;
        for e in episodes {
            n += usize::from(self.is_reconciled(e)?);
        }
        Ok(n)
    }
    /// Mark all of `episodes` reconciled (one statement where it can).
    fn mark_all_reconciled(&mut self, episodes: &[EpisodeId]) -> Result<(), StoreError> {
        episodes.iter().try_for_each(|e| self.mark_reconciled(e))
    }
    /// The salts of those of `ids` that are stored (one statement where it
    /// can).
    fn fact_salts(&mut self, ids: &[&FactId]) -> Result<HashMap<FactId, Vec<u8>>, StoreError> {
        let mut out = HashMap::new();
        for id in ids {
            if let Some(salt) = self.fact_salt(id)? {
                out.insert((*id).clone(), salt);
            }
        }
        Ok(out)
    }
    /// The salt of a stored fact, if the fact is stored.
    fn fact_salt(&mut self, id: &FactId) -> Result<Option<Vec<u8>>, StoreError>;
    /// A stored fact as it reads back (`None` if absent or unreadable).
    fn stored_fact(&mut self, id: &FactId) -> Result<Option<Fact>, StoreError>;
    /// Insert (`new`) or overwrite a fact's record, keeping `salt`.
    fn write_fact(&mut self, fact: &Fact, salt: &[u8], new: bool) -> Result<(), StoreError>;
    /// [`write_fact`](Self::write_fact) for each (one statement per kind
    /// where it can).
    fn write_facts(&mut self, facts: &[(&Fact, Vec<u8>, bool)]) -> Result<(), StoreError> {
        facts
            .iter()
            .try_for_each(|(fact, salt, new)| self.write_fact(fact, salt, *new))
    }
    /// Every stored fact that reads back.
    fn all_facts(&mut self) -> Result<Vec<Fact>, StoreError>;
    /// The ids a deletion reaches among the stored records.
    fn ids_in(&mut self, what: &Deletion) -> Result<(Vec<FactId>, Vec<EpisodeId>), StoreError>;
    /// Delete these facts; returns those that were stored.
    fn delete_facts(&mut self, ids: &[FactId]) -> Result<Vec<FactId>, StoreError>;
    /// Delete these episodes with their vectors; returns those that were
    /// stored.
    fn delete_episodes(&mut self, ids: &[EpisodeId]) -> Result<Vec<EpisodeId>, StoreError>;
    /// The newest audit entry.
    fn last_audit(&mut self) -> Result<Option<AuditEntry>, StoreError>;
    fn append_audit(&mut self, entry: &AuditEntry) -> Result<(), StoreError>;
    /// Append these entries, in order (one statement where it can).
    fn append_audit_all(&mut self, entries: &[AuditEntry]) -> Result<(), StoreError> {
        entries.iter().try_for_each(|e| self.append_audit(e))
    }
    /// Count one more change to this user's memory.
    fn bump_revision(&mut self) -> Result<(), StoreError>;
}

/// The audit log as one write extends it: entries are chained as they are
/// made and appended together when the write is done ([`Log::write`]).
struct Log {
    last: Option<AuditEntry>,
    made: Vec<AuditEntry>,
}

impl Log {
    fn open(rows: &mut dyn UserRows) -> Result<Self, StoreError> {
        Ok(Self {
            last: rows.last_audit()?,
            made: Vec::new(),
        })
    }

    fn add(&mut self, event: AuditEvent, digest: Option<String>) {
        let entry = audit::chain(self.last.as_ref(), event, digest);
        self.last = Some(entry.clone());
        self.made.push(entry);
    }

    fn write(self, rows: &mut dyn UserRows) -> Result<(), StoreError> {
        rows.append_audit_all(&self.made)
    }
}

/// A write naming a record of another user is refused.
pub fn check_owner(owner: &UserId, user: &UserId, what: &str) -> Result<(), StoreError> {
    if user != owner {
        return Err(StoreError::Conflict(format!(
            "{what} belongs to user {user}, not {owner}"
        )));
    }
    Ok(())
}

fn add_episode(
    rows: &mut dyn UserRows,
    log: &mut Log,
    episode: &Episode,
    reconciled: bool,
    action: AuditAction,
    at: memoir_core::Timestamp,
) -> Result<(), StoreError> {
    let salt = audit::new_salt();
    rows.insert_episode(episode, &salt, reconciled)?;
    log.add(
        AuditEvent {
            at,
            action,
            target: episode.id.to_string(),
            reason: "a final turn was recorded".into(),
            evidence: vec![],
        },
        Some(audit::episode_digest(&salt, episode)),
    );
    Ok(())
}

/// Store facts' new states, each keeping its salt; returns their digests by
/// id.
fn put_facts<'f>(
    rows: &mut dyn UserRows,
    facts: &[&'f Fact],
) -> Result<HashMap<&'f str, String>, StoreError> {
    let ids: Vec<&FactId> = facts.iter().map(|f| &f.id).collect();
    let salts = rows.fact_salts(&ids)?;
    let mut digests = HashMap::with_capacity(facts.len());
    let mut writes = Vec::with_capacity(facts.len());
    for fact in facts {
        let stored = salts.get(&fact.id);
        let salt = stored
            .cloned()
            .unwrap_or_else(|| audit::new_salt().to_vec());
        digests.insert(fact.id.as_str(), audit::fact_digest(&salt, fact));
        writes.push((*fact, salt, stored.is_none()));
    }
    rows.write_facts(&writes)?;
    Ok(digests)
}

/// Append a final turn: stored once; the same turn again with the same
/// text is acknowledged as already stored; with other text, a conflict.
pub fn append_episode(
    rows: &mut dyn UserRows,
    owner: &UserId,
    episode: &Episode,
) -> Result<Appended, StoreError> {
    check_owner(owner, &episode.user, &format!("episode {}", episode.id))?;
    if let Some(existing) = rows.episode_at(&episode.session, episode.turn)? {
        if existing.text == episode.text && existing.speaker == episode.speaker {
            return Ok(Appended::AlreadyStored(existing.id));
        }
        return Err(StoreError::Conflict(format!(
            "turn {} of session {} is already recorded with different text",
            episode.turn, episode.session
        )));
    }
    let mut log = Log::open(rows)?;
    add_episode(
        rows,
        &mut log,
        episode,
        false,
        AuditAction::EpisodeRecorded,
        episode.recorded_at,
    )?;
    log.write(rows)?;
    rows.bump_revision()?;
    Ok(Appended::New)
}

/// Apply a session's reconciliation: whole, once. A commit whose episodes
/// are all reconciled already is a no-op; one that overlaps partly is a
/// conflict.
pub fn commit(
    rows: &mut dyn UserRows,
    owner: &UserId,
    commit: &Commit,
) -> Result<Committed, StoreError> {
    for f in &commit.facts {
        check_owner(owner, &f.user, &format!("fact {}", f.id))?;
    }
    let already = rows.count_reconciled(&commit.reconciled)?;
    if !commit.reconciled.is_empty() && already == commit.reconciled.len() {
        return Ok(Committed::AlreadyApplied);
    }
    if already > 0 {
        return Err(StoreError::Conflict(format!(
            "{already} of the {} episodes in this commit were already reconciled",
            commit.reconciled.len()
        )));
    }
    let facts: Vec<&Fact> = commit.facts.iter().collect();
    let digests = put_facts(rows, &facts)?;
    rows.mark_all_reconciled(&commit.reconciled)?;
    let mut log = Log::open(rows)?;
    for event in &commit.audit {
        let digest = digests.get(event.target.as_str()).cloned();
        log.add(event.clone(), digest);
    }
    log.write(rows)?;
    rows.bump_revision()?;
    Ok(Committed::Applied)
}

/// Delete completely: the records, each logged as forgotten by id only,
/// then every fact's evidence that pointed at a deleted episode.
pub fn delete(
    rows: &mut dyn UserRows,
    what: &Deletion,
    event: AuditEvent,
) -> Result<Deleted, StoreError> {
    let (facts, episodes) = rows.ids_in(what)?;
    let deleted = Deleted {
        facts: rows.delete_facts(&facts)?,
        episodes: rows.delete_episodes(&episodes)?,
    };
    let mut log = Log::open(rows)?;
    log.add(event.clone(), None);
    for id in deleted
        .facts
        .iter()
        .map(|f| f.as_str())
        .chain(deleted.episodes.iter().map(|e| e.as_str()))
    {
        log.add(audit::forgotten_record(&event, id), None);
    }
    if !deleted.episodes.is_empty() {
        let gone: HashSet<&EpisodeId> = deleted.episodes.iter().collect();
        let mut changed = Vec::new();
        for mut fact in rows.all_facts()? {
            let before = fact.evidence.len();
            fact.evidence.retain(|e| !gone.contains(e));
            if fact.evidence.len() != before {
                fact.revision += 1;
                changed.push(fact);
            }
        }
        let refs: Vec<&Fact> = changed.iter().collect();
        let digests = put_facts(rows, &refs)?;
        for fact in &changed {
            log.add(
                AuditEvent {
                    at: event.at,
                    action: AuditAction::FactCorrected,
                    target: fact.id.to_string(),
                    reason: "evidence that was forgotten was removed".into(),
                    evidence: vec![],
                },
                digests.get(fact.id.as_str()).cloned(),
            );
        }
    }
    log.write(rows)?;
    rows.bump_revision()?;
    Ok(deleted)
}

/// Bring in an export: each episode added or left as it is (a turn stored
/// with other content is a conflict, and nothing is imported), each fact
/// added, updated or left.
pub fn import(
    rows: &mut dyn UserRows,
    owner: &UserId,
    import: &Import,
) -> Result<Imported, StoreError> {
    for (e, _) in &import.episodes {
        check_owner(owner, &e.user, &format!("episode {}", e.id))?;
    }
    for f in &import.facts {
        check_owner(owner, &f.user, &format!("fact {}", f.id))?;
    }
    let mut stored = Vec::with_capacity(import.episodes.len());
    for (episode, _) in &import.episodes {
        match rows.episode_at(&episode.session, episode.turn)? {
            Some(existing) if existing != *episode => {
                return Err(StoreError::Conflict(format!(
                    "turn {} of session {} is already stored with other content",
                    episode.turn, episode.session
                )))
            }
            found => stored.push(found.is_some()),
        }
    }
    let at = import
        .at
        .or_else(|| import.episodes.iter().map(|(e, _)| e.recorded_at).max())
        .unwrap_or_default();
    let mut report = Imported::default();
    let mut log = Log::open(rows)?;
    for ((episode, reconciled), already) in import.episodes.iter().zip(stored) {
        if already {
            report.episodes_unchanged += 1;
            if *reconciled {
                rows.mark_reconciled(&episode.id)?;
            }
        } else {
            add_episode(
                rows,
                &mut log,
                episode,
                *reconciled,
                AuditAction::EpisodeImported,
                at,
            )?;
            report.episodes_added += 1;
        }
    }
    for fact in &import.facts {
        if rows.fact_salt(&fact.id)?.is_some() {
            if rows.stored_fact(&fact.id)?.as_ref() == Some(fact) {
                report.facts_unchanged += 1;
                continue;
            }
            report.facts_updated += 1;
        } else {
            report.facts_added += 1;
        }
        let digest = put_facts(rows, &[fact])?.remove(fact.id.as_str());
        log.add(
            AuditEvent {
                at,
                action: AuditAction::FactImported,
                target: fact.id.to_string(),
                reason: "imported from an export".into(),
                evidence: fact.evidence.clone(),
            },
            digest,
        );
    }
    log.write(rows)?;
    rows.bump_revision()?;
    Ok(report)
}
