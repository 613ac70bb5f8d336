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
    /// The salt of a stored fact, if the fact is stored.
    fn fact_salt(&mut self, id: &FactId) -> Result<Option<Vec<u8>>, StoreError>;
    /// A stored fact as it reads back (`None` if absent or unreadable).
    fn stored_fact(&mut self, id: &FactId) -> Result<Option<Fact>, StoreError>;
    /// Insert (`new`) or overwrite a fact's record, keeping `salt`.
    fn write_fact(&mut self, fact: &Fact, salt: &[u8], new: bool) -> Result<(), StoreError>;
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
    /// Count one more change to this user's memory.
    fn bump_revision(&mut self) -> Result<(), StoreError>;
}

/// The audit log as one write extends it.
struct Log {
    last: Option<AuditEntry>,
}

impl Log {
    fn open(rows: &mut dyn UserRows) -> Result<Self, StoreError> {
        Ok(Self {
            last: rows.last_audit()?,
        })
    }

    fn add(
        &mut self,
        rows: &mut dyn UserRows,
        event: AuditEvent,
        digest: Option<String>,
    ) -> Result<(), StoreError> {
        let entry = audit::chain(self.last.as_ref(), event, digest);
        rows.append_audit(&entry)?;
        self.last = Some(entry);
        Ok(())
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
        rows,
        AuditEvent {
            at,
            action,
            target: episode.id.to_string(),
            reason: "a final turn was recorded".into(),
            evidence: vec![],
        },
        Some(audit::episode_digest(&salt, episode)),
    )
}

/// Store a fact's new state, keeping its salt; returns its digest.
fn put_fact(rows: &mut dyn UserRows, fact: &Fact) -> Result<String, StoreError> {
    let stored = rows.fact_salt(&fact.id)?;
    let new = stored.is_none();
    let salt = stored.unwrap_or_else(|| audit::new_salt().to_vec());
    rows.write_fact(fact, &salt, new)?;
    Ok(audit::fact_digest(&salt, fact))
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
    let mut already = 0usize;
    for e in &commit.reconciled {
        if rows.is_reconciled(e)? {
            already += 1;
        }
    }
    if !commit.reconciled.is_empty() && already == commit.reconciled.len() {
        return Ok(Committed::AlreadyApplied);
    }
    if already > 0 {
        return Err(StoreError::Conflict(format!(
            "{already} of the {} episodes in this commit were already reconciled",
            commit.reconciled.len()
        )));
    }
    let mut digests: HashMap<&str, String> = HashMap::new();
    for fact in &commit.facts {
        digests.insert(fact.id.as_str(), put_fact(rows, fact)?);
    }
    for e in &commit.reconciled {
        rows.mark_reconciled(e)?;
    }
    let mut log = Log::open(rows)?;
    for event in &commit.audit {
        let digest = digests.get(event.target.as_str()).cloned();
        log.add(rows, event.clone(), digest)?;
    }
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
    log.add(rows, event.clone(), None)?;
    for id in deleted
        .facts
        .iter()
        .map(|f| f.as_str())
        .chain(deleted.episodes.iter().map(|e| e.as_str()))
    {
        log.add(rows, audit::forgotten_record(&event, id), None)?;
    }
    if !deleted.episodes.is_empty() {
        let gone: HashSet<&EpisodeId> = deleted.episodes.iter().collect();
        for mut fact in rows.all_facts()? {
            let before = fact.evidence.len();
            fact.evidence.retain(|e| !gone.contains(e));
            if fact.evidence.len() == before {
                continue;
            }
            fact.revision += 1;
            let digest = put_fact(rows, &fact)?;
            log.add(
                rows,
                AuditEvent {
                    at: event.at,
                    action: AuditAction::FactCorrected,
                    target: fact.id.to_string(),
                    reason: "evidence that was forgotten was removed".into(),
                    evidence: vec![],
                },
                Some(digest),
            )?;
        }
    }
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
        let digest = put_fact(rows, fact)?;
        log.add(
            rows,
            AuditEvent {
                at,
                action: AuditAction::FactImported,
                target: fact.id.to_string(),
                reason: "imported from an export".into(),
                evidence: fact.evidence.clone(),
            },
            Some(digest),
        )?;
    }
    rows.bump_revision()?;
    Ok(report)
}
