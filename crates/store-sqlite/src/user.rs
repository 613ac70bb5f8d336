//! One user's records in the SQLite store. Every statement binds the user id
//! this handle was opened for; nothing here takes a user id from a caller.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use memoir_core::{
    AuditAction, AuditEvent, Episode, EpisodeId, Fact, FactId, SessionId, Timestamp, UserId,
};
use memoir_store::audit::{self, AuditEntry, StoredRecord, VerifyReport};
use memoir_store::{
    Appended, Commit, Committed, Deleted, Deletion, Import, Imported, StoreError, UserStore,
};
use parking_lot::Mutex;
use rusqlite::{params, Connection, OptionalExtension, Transaction};

use crate::db_error;

pub(crate) struct SqliteUser {
    id: UserId,
    conn: Arc<Mutex<Connection>>,
    /// The file holding where this user's audit log ended at the last
    /// write (see [`audit::ChainHead`]).
    head: std::path::PathBuf,
}

fn corrupt(kind: &str, id: &str, e: impl std::fmt::Display) -> StoreError {
    StoreError::Corrupt(format!("{kind} {id}: {e}"))
}

fn json<T: serde::Serialize>(record: &T) -> String {
    String::from_utf8(audit::record_bytes(record)).unwrap_or_default()
}

/// Parse every row of `(id, record)`, logging and skipping rows that no
/// longer parse: one bad record must not hide the others.
/// A column's text, or (as the error) what could be read of it.
fn text_of(bytes: &[u8]) -> Result<String, String> {
    String::from_utf8(bytes.to_vec()).map_err(|_| String::from_utf8_lossy(bytes).into_owned())
}

/// Where `user`'s chain head is kept under the heads directory.
pub(crate) fn head_path(heads: &std::path::Path, user: &UserId) -> std::path::PathBuf {
    heads.join(audit::head_file_name(user))
}

/// Remove an erased user's chain head.
pub(crate) fn remove_head(head: &std::path::Path) {
    if let Err(e) = std::fs::remove_file(head) {
        if e.kind() != std::io::ErrorKind::NotFound {
            tracing::warn!(file = %head.display(), error = %e, "an erased user's chain head could not be removed");
        }
    }
}

fn parse_rows<T: serde::de::DeserializeOwned>(kind: &str, rows: Vec<(String, String)>) -> Vec<T> {
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

impl SqliteUser {
    pub fn new(id: UserId, conn: Arc<Mutex<Connection>>, heads: &std::path::Path) -> Self {
        let head = head_path(heads, &id);
        let user = Self { id, conn, head };
        user.warn_if_behind_its_head();
        user
    }

    /// Commits that SQLite dropped on recovery (a damaged write-ahead log
    /// frame ends replay silently) leave the log behind the head written
    /// after them: say so when the user is opened, not only on verify.
    fn warn_if_behind_its_head(&self) {
        let Ok(Some(head)) = self.read_head() else {
            return;
        };
        let last: Option<i64> = self
            .conn
            .lock()
            .query_row(
                "SELECT MAX(seq) FROM audit WHERE user = ?1",
                [self.uid()],
                |r| r.get(0),
            )
            .unwrap_or(None);
        let last = last.unwrap_or(0).max(0) as u64;
        if last < head.seq {
            tracing::error!(
                user = %self.id,
                last,
                written = head.seq,
                "the audit log ends before the entry memoir last wrote: acknowledged writes are missing (a damaged write-ahead log, or rows deleted); run `memoir verify`"
            );
        }
    }

    /// Record where the log now ends, outside the database. Written after
    /// the commit and not synced: it may lag by a write after a crash (which
    /// verify allows) but never lead. A failure is logged, not returned: the
    /// write it follows is already durable.
    fn write_head(&self, conn: &Connection) {
        let latest: Option<Vec<u8>> = conn
            .query_row(
                "SELECT entry FROM audit WHERE user = ?1 ORDER BY seq DESC LIMIT 1",
                [self.uid()],
                |r| Ok(r.get_ref(0)?.as_bytes()?.to_vec()),
            )
            .optional()
            .unwrap_or(None);
        let Some(entry) = latest.and_then(|b| serde_json::from_slice::<AuditEntry>(&b).ok()) else {
            return;
        };
        let head = audit::ChainHead::of(std::slice::from_ref(&entry));
        let written = crate::write_private_atomically(
            &self.head,
            &serde_json::to_vec(&head).unwrap_or_default(),
        );
        if let Err(e) = written {
            tracing::warn!(file = %self.head.display(), error = %e, "the audit chain head could not be written");
        }
    }

    /// The head memoir last wrote for this user, if any.
    fn read_head(&self) -> Result<Option<audit::ChainHead>, String> {
        match std::fs::read(&self.head) {
            Ok(bytes) => serde_json::from_slice(&bytes).map(Some).map_err(|e| {
                format!(
                    "the audit chain head {} is unreadable: {e}",
                    self.head.display()
                )
            }),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(format!(
                "the audit chain head {} cannot be read: {e}",
                self.head.display()
            )),
        }
    }

    fn uid(&self) -> &str {
        self.id.as_str()
    }

    fn check_owner(&self, user: &UserId, what: &str) -> Result<(), StoreError> {
        if user != &self.id {
            return Err(StoreError::Conflict(format!(
                "{what} belongs to user {user}, not {}",
                self.id
            )));
        }
        Ok(())
    }

    fn rows(
        &self,
        sql: &str,
        args: &[&dyn rusqlite::ToSql],
    ) -> Result<Vec<(String, String)>, StoreError> {
        let conn = self.conn.lock();
        let mut stmt = conn.prepare_cached(sql).map_err(db_error)?;
        // Read as bytes and decode each row on its own: one record damaged
        // on disk (invalid UTF-8) is skipped and named, the rest load.
        let rows = stmt
            .query_map(args, |r| {
                Ok((
                    text_of(r.get_ref(0)?.as_bytes()?),
                    text_of(r.get_ref(1)?.as_bytes()?),
                ))
            })
            .map_err(db_error)?;
        let mut out = Vec::new();
        for row in rows {
            match row.map_err(db_error)? {
                (Ok(id), Ok(record)) => out.push((id, record)),
                (id, _) => tracing::error!(
                    id = %id.unwrap_or_else(|bad| bad),
                    "skipping a stored record that is not valid UTF-8; `memoir verify` names it"
                ),
            }
        }
        Ok(out)
    }

    fn last_entry(&self, tx: &Transaction<'_>) -> Result<Option<AuditEntry>, StoreError> {
        let row: Option<String> = tx
            .query_row(
                "SELECT entry FROM audit WHERE user = ?1 ORDER BY seq DESC LIMIT 1",
                [self.uid()],
                |r| r.get(0),
            )
            .optional()
            .map_err(db_error)?;
        row.map(|entry| {
            serde_json::from_str(&entry).map_err(|e| corrupt("audit entry", "latest", e))
        })
        .transpose()
    }

    fn log(
        &self,
        tx: &Transaction<'_>,
        last: &mut Option<AuditEntry>,
        event: AuditEvent,
        digest: Option<String>,
    ) -> Result<(), StoreError> {
        let entry = audit::chain(last.as_ref(), event, digest);
        tx.execute(
            "INSERT INTO audit (user, seq, entry) VALUES (?1, ?2, ?3)",
            params![self.uid(), entry.seq as i64, json(&entry)],
        )
        .map_err(db_error)?;
        *last = Some(entry);
        Ok(())
    }

    fn bump(&self, tx: &Transaction<'_>) -> Result<(), StoreError> {
        tx.execute(
            "UPDATE users SET revision = revision + 1 WHERE id = ?1",
            [self.uid()],
        )
        .map_err(db_error)?;
        Ok(())
    }

    fn insert_episode(
        &self,
        tx: &Transaction<'_>,
        last: &mut Option<AuditEntry>,
        episode: &Episode,
        reconciled: bool,
        action: AuditAction,
        at: Timestamp,
    ) -> Result<(), StoreError> {
        let salt = audit::new_salt();
        let record = json(episode);
        let digest = audit::digest(&salt, record.as_bytes());
        tx.execute(
            "INSERT INTO episodes (user, id, session, turn, record, salt, reconciled)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            params![
                self.uid(),
                episode.id.as_str(),
                episode.session.as_str(),
                episode.turn,
                record,
                &salt[..],
                reconciled
            ],
        )
        .map_err(db_error)?;
        self.log(
            tx,
            last,
            AuditEvent {
                at,
                action,
                target: episode.id.to_string(),
                reason: "a final turn was recorded".into(),
                evidence: vec![],
            },
            Some(digest),
        )
    }

    /// Write a fact's new state, keeping its salt; returns the digest.
    fn put_fact(&self, tx: &Transaction<'_>, fact: &Fact) -> Result<String, StoreError> {
        let record = json(fact);
        let salt: Option<Vec<u8>> = tx
            .query_row(
                "SELECT salt FROM facts WHERE user = ?1 AND id = ?2",
                [self.uid(), fact.id.as_str()],
                |r| r.get(0),
            )
            .optional()
            .map_err(db_error)?;
        let salt = match salt {
            Some(salt) => {
                tx.execute(
                    "UPDATE facts SET record = ?3 WHERE user = ?1 AND id = ?2",
                    params![self.uid(), fact.id.as_str(), record],
                )
                .map_err(db_error)?;
                salt
            }
            None => {
                let salt = audit::new_salt().to_vec();
                tx.execute(
                    "INSERT INTO facts (user, id, session, record, salt) VALUES (?1, ?2, ?3, ?4, ?5)",
                    params![self.uid(), fact.id.as_str(), fact.session.as_str(), record, salt],
                )
                .map_err(db_error)?;
                salt
            }
        };
        Ok(audit::digest(&salt, record.as_bytes()))
    }

    fn stored_episode(
        &self,
        tx: &Transaction<'_>,
        session: &SessionId,
        turn: u32,
    ) -> Result<Option<Episode>, StoreError> {
        let row: Option<(String, String)> = tx
            .query_row(
                "SELECT id, record FROM episodes WHERE user = ?1 AND session = ?2 AND turn = ?3",
                params![self.uid(), session.as_str(), turn],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()
            .map_err(db_error)?;
        row.map(|(id, record)| {
            serde_json::from_str(&record).map_err(|e| corrupt("episode", &id, e))
        })
        .transpose()
    }

    /// A write that adds to the audit log: after it commits, the chain
    /// head beside the database is brought up to date.
    fn transaction<T>(
        &self,
        f: impl FnOnce(&Transaction<'_>) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        self.transaction_then(f, true)
    }

    fn transaction_then<T>(
        &self,
        f: impl FnOnce(&Transaction<'_>) -> Result<T, StoreError>,
        audited: bool,
    ) -> Result<T, StoreError> {
        let mut conn = self.conn.lock();
        let tx = conn
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
            .map_err(db_error)?;
        // The user is recorded with their first write, never by a read.
        tx.execute(
            "INSERT OR IGNORE INTO users (id, revision) VALUES (?1, 0)",
            [self.uid()],
        )
        .map_err(db_error)?;
        let out = f(&tx)?;
        tx.commit().map_err(db_error)?;
        if audited {
            self.write_head(&conn);
        }
        Ok(out)
    }
}

impl UserStore for SqliteUser {
    fn user(&self) -> &UserId {
        &self.id
    }

    fn append_episode(&self, episode: &Episode) -> Result<Appended, StoreError> {
        self.check_owner(&episode.user, &format!("episode {}", episode.id))?;
        self.transaction(|tx| {
            if let Some(existing) = self.stored_episode(tx, &episode.session, episode.turn)? {
                if existing.text == episode.text && existing.speaker == episode.speaker {
                    return Ok(Appended::AlreadyStored(existing.id));
                }
                return Err(StoreError::Conflict(format!(
                    "turn {} of session {} is already recorded with different text",
                    episode.turn, episode.session
                )));
            }
            let mut last = self.last_entry(tx)?;
            self.insert_episode(
                tx,
                &mut last,
                episode,
                false,
                AuditAction::EpisodeRecorded,
                episode.recorded_at,
            )?;
            self.bump(tx)?;
            Ok(Appended::New)
        })
    }

    fn episodes(&self) -> Result<Vec<Episode>, StoreError> {
        let rows = self.rows(
            "SELECT id, record FROM episodes WHERE user = ?1 ORDER BY seq",
            &[&self.uid()],
        )?;
        Ok(parse_rows("episode", rows))
    }

    fn unfinished_sessions(&self) -> Result<Vec<SessionId>, StoreError> {
        crate::ids(
            &self.conn.lock(),
            "SELECT DISTINCT session FROM episodes WHERE user = ?1 AND reconciled = 0 ORDER BY 1",
            [self.uid()],
            "session",
            |s: &str| SessionId::new(s),
        )
    }

    fn unreconciled(&self, session: &SessionId) -> Result<Vec<Episode>, StoreError> {
        let rows = self.rows(
            "SELECT id, record FROM episodes WHERE user = ?1 AND session = ?2 AND reconciled = 0 ORDER BY turn",
            &[&self.uid(), &session.as_str()],
        )?;
        Ok(parse_rows("episode", rows))
    }

    fn facts(&self) -> Result<Vec<Fact>, StoreError> {
        let rows = self.rows(
            "SELECT id, record FROM facts WHERE user = ?1 ORDER BY seq",
            &[&self.uid()],
        )?;
        Ok(parse_rows("fact", rows))
    }

    fn reconciled_episodes(&self) -> Result<Vec<EpisodeId>, StoreError> {
        let rows = self.rows(
            "SELECT id, id FROM episodes WHERE user = ?1 AND reconciled = 1 ORDER BY seq",
            &[&self.uid()],
        )?;
        Ok(rows
            .into_iter()
            .filter_map(|(id, _)| EpisodeId::new(id).ok())
            .collect())
    }

    fn commit(&self, commit: &Commit) -> Result<Committed, StoreError> {
        for f in &commit.facts {
            self.check_owner(&f.user, &format!("fact {}", f.id))?;
        }
        self.transaction(|tx| {
            let mut already = 0usize;
            for e in &commit.reconciled {
                let flag: Option<bool> = tx
                    .query_row(
                        "SELECT reconciled FROM episodes WHERE user = ?1 AND id = ?2",
                        [self.uid(), e.as_str()],
                        |r| r.get(0),
                    )
                    .optional()
                    .map_err(db_error)?;
                if flag == Some(true) {
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
                digests.insert(fact.id.as_str(), self.put_fact(tx, fact)?);
            }
            for e in &commit.reconciled {
                tx.execute(
                    "UPDATE episodes SET reconciled = 1 WHERE user = ?1 AND id = ?2",
                    [self.uid(), e.as_str()],
                )
                .map_err(db_error)?;
            }
            let mut last = self.last_entry(tx)?;
            for event in &commit.audit {
                let digest = digests.get(event.target.as_str()).cloned();
                self.log(tx, &mut last, event.clone(), digest)?;
            }
            self.bump(tx)?;
            Ok(Committed::Applied)
        })
    }

    fn delete(&self, what: &Deletion, event: AuditEvent) -> Result<Deleted, StoreError> {
        let deleted = self.transaction(|tx| {
            let (fact_ids, episode_ids): (Vec<String>, Vec<String>) = match what {
                Deletion::Records { facts, episodes } => (
                    facts.iter().map(|f| f.to_string()).collect(),
                    episodes.iter().map(|e| e.to_string()).collect(),
                ),
                Deletion::Session(session) => {
                    let ids = |sql: &str| -> Result<Vec<String>, StoreError> {
                        let mut stmt = tx.prepare(sql).map_err(db_error)?;
                        let rows = stmt
                            .query_map([self.uid(), session.as_str()], |r| r.get::<_, String>(0))
                            .map_err(db_error)?;
                        rows.collect::<Result<Vec<_>, _>>().map_err(db_error)
                    };
                    (
                        ids("SELECT id FROM facts WHERE user = ?1 AND session = ?2")?,
                        ids("SELECT id FROM episodes WHERE user = ?1 AND session = ?2")?,
                    )
                }
                Deletion::Everything => {
                    let ids = |sql: &str| -> Result<Vec<String>, StoreError> {
                        let mut stmt = tx.prepare(sql).map_err(db_error)?;
                        let rows = stmt
                            .query_map([self.uid()], |r| r.get::<_, String>(0))
                            .map_err(db_error)?;
                        rows.collect::<Result<Vec<_>, _>>().map_err(db_error)
                    };
                    (
                        ids("SELECT id FROM facts WHERE user = ?1")?,
                        ids("SELECT id FROM episodes WHERE user = ?1")?,
                    )
                }
            };
            let mut deleted = Deleted::default();
            for id in &fact_ids {
                let n = tx
                    .execute(
                        "DELETE FROM facts WHERE user = ?1 AND id = ?2",
                        [self.uid(), id.as_str()],
                    )
                    .map_err(db_error)?;
                if n > 0 {
                    if let Ok(id) = FactId::new(id) {
                        deleted.facts.push(id);
                    }
                }
            }
            for id in &episode_ids {
                tx.execute(
                    "DELETE FROM vectors WHERE user = ?1 AND episode = ?2",
                    [self.uid(), id.as_str()],
                )
                .map_err(db_error)?;
                let n = tx
                    .execute(
                        "DELETE FROM episodes WHERE user = ?1 AND id = ?2",
                        [self.uid(), id.as_str()],
                    )
                    .map_err(db_error)?;
                if n > 0 {
                    if let Ok(id) = EpisodeId::new(id) {
                        deleted.episodes.push(id);
                    }
                }
            }
            let mut last = self.last_entry(tx)?;
            self.log(tx, &mut last, event.clone(), None)?;
            for id in deleted
                .facts
                .iter()
                .map(|f| f.as_str())
                .chain(deleted.episodes.iter().map(|e| e.as_str()))
            {
                self.log(tx, &mut last, audit::forgotten_record(&event, id), None)?;
            }
            // Facts that cited a deleted episode no longer do.
            if !deleted.episodes.is_empty() {
                let gone: HashSet<&EpisodeId> = deleted.episodes.iter().collect();
                let rows: Vec<(String, String)> = {
                    let mut stmt = tx
                        .prepare("SELECT id, record FROM facts WHERE user = ?1")
                        .map_err(db_error)?;
                    let rows = stmt
                        .query_map([self.uid()], |r| Ok((r.get(0)?, r.get(1)?)))
                        .map_err(db_error)?;
                    rows.collect::<Result<Vec<_>, _>>().map_err(db_error)?
                };
                for mut fact in parse_rows::<Fact>("fact", rows) {
                    let before = fact.evidence.len();
                    fact.evidence.retain(|e| !gone.contains(e));
                    if fact.evidence.len() != before {
                        fact.revision += 1;
                        let digest = self.put_fact(tx, &fact)?;
                        self.log(
                            tx,
                            &mut last,
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
            }
            self.bump(tx)?;
            Ok(deleted)
        })?;
        // Old page images of the deleted rows live in the WAL until it is
        // checkpointed: fold and truncate it so no copy survives on disk.
        self.conn
            .lock()
            .execute_batch("PRAGMA wal_checkpoint(TRUNCATE);")
            .map_err(db_error)?;
        Ok(deleted)
    }

    fn import(&self, import: &Import) -> Result<Imported, StoreError> {
        for (e, _) in &import.episodes {
            self.check_owner(&e.user, &format!("episode {}", e.id))?;
        }
        for f in &import.facts {
            self.check_owner(&f.user, &format!("fact {}", f.id))?;
        }
        let at = import
            .at
            .or_else(|| import.episodes.iter().map(|(e, _)| e.recorded_at).max())
            .unwrap_or_default();
        self.transaction(|tx| {
            let mut report = Imported::default();
            let mut last = self.last_entry(tx)?;
            for (episode, reconciled) in &import.episodes {
                match self.stored_episode(tx, &episode.session, episode.turn)? {
                    Some(existing) if existing == *episode => report.episodes_unchanged += 1,
                    Some(_) => {
                        return Err(StoreError::Conflict(format!(
                            "turn {} of session {} is already stored with other content",
                            episode.turn, episode.session
                        )))
                    }
                    None => {
                        self.insert_episode(
                            tx,
                            &mut last,
                            episode,
                            *reconciled,
                            AuditAction::EpisodeImported,
                            at,
                        )?;
                        report.episodes_added += 1;
                    }
                }
                if *reconciled {
                    tx.execute(
                        "UPDATE episodes SET reconciled = 1 WHERE user = ?1 AND id = ?2",
                        [self.uid(), episode.id.as_str()],
                    )
                    .map_err(db_error)?;
                }
            }
            for fact in &import.facts {
                let stored: Option<String> = tx
                    .query_row(
                        "SELECT record FROM facts WHERE user = ?1 AND id = ?2",
                        [self.uid(), fact.id.as_str()],
                        |r| r.get(0),
                    )
                    .optional()
                    .map_err(db_error)?;
                match stored.map(|r| serde_json::from_str::<Fact>(&r).ok().as_ref() == Some(fact)) {
                    Some(true) => {
                        report.facts_unchanged += 1;
                        continue;
                    }
                    Some(false) => report.facts_updated += 1,
                    None => report.facts_added += 1,
                }
                let digest = self.put_fact(tx, fact)?;
                self.log(
                    tx,
                    &mut last,
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
            self.bump(tx)?;
            Ok(report)
        })
    }

    fn put_vectors(
        &self,
        model: &str,
        vectors: &[(EpisodeId, Vec<f32>)],
    ) -> Result<(), StoreError> {
        // Derived data: the audit log does not change, nor does its head.
        let write = |tx: &Transaction<'_>| {
            for (episode, v) in vectors {
                let bytes: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
                tx.execute(
                    "INSERT OR REPLACE INTO vectors (user, episode, model, vector) VALUES (?1, ?2, ?3, ?4)",
                    params![self.uid(), episode.as_str(), model, bytes],
                )
                .map_err(db_error)?;
            }
            Ok(())
        };
        self.transaction_then(write, false)
    }

    fn vectors(&self, model: &str) -> Result<Vec<(EpisodeId, Vec<f32>)>, StoreError> {
        let conn = self.conn.lock();
        let mut stmt = conn
            .prepare_cached("SELECT episode, vector FROM vectors WHERE user = ?1 AND model = ?2")
            .map_err(db_error)?;
        let rows = stmt
            .query_map([self.uid(), model], |r| {
                Ok((r.get::<_, String>(0)?, r.get::<_, Vec<u8>>(1)?))
            })
            .map_err(db_error)?;
        let mut out = Vec::new();
        for row in rows {
            let (id, bytes) = row.map_err(db_error)?;
            let (Ok(episode), true) = (EpisodeId::new(&id), bytes.len() % 4 == 0) else {
                tracing::error!(episode = id, "skipping a stored vector that does not parse");
                continue;
            };
            let v = bytes
                .chunks_exact(4)
                .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect();
            out.push((episode, v));
        }
        Ok(out)
    }

    fn audit(&self) -> Result<Vec<AuditEntry>, StoreError> {
        let conn = self.conn.lock();
        let mut stmt = conn
            .prepare_cached("SELECT seq, entry FROM audit WHERE user = ?1 ORDER BY seq")
            .map_err(db_error)?;
        let rows = stmt
            .query_map([self.uid()], |r| {
                Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?))
            })
            .map_err(db_error)?;
        let mut out = Vec::new();
        for row in rows {
            let (seq, entry) = row.map_err(db_error)?;
            out.push(
                serde_json::from_str(&entry)
                    .map_err(|e| corrupt("audit entry", &format!("#{seq}"), e))?,
            );
        }
        Ok(out)
    }

    fn verify(&self) -> Result<VerifyReport, StoreError> {
        // Read the log row by row, so an unparseable entry is named as the
        // first broken one rather than failing the whole check.
        let raw: Vec<(i64, Vec<u8>)> = {
            let conn = self.conn.lock();
            let mut stmt = conn
                .prepare_cached("SELECT seq, entry FROM audit WHERE user = ?1 ORDER BY seq")
                .map_err(db_error)?;
            let rows = stmt
                .query_map([self.uid()], |r| {
                    Ok((r.get(0)?, r.get_ref(1)?.as_bytes()?.to_vec()))
                })
                .map_err(db_error)?;
            rows.collect::<Result<Vec<_>, _>>().map_err(db_error)?
        };
        let mut entries = Vec::new();
        let mut unreadable = None;
        for (seq, entry) in raw {
            match serde_json::from_slice::<AuditEntry>(&entry) {
                Ok(e) => entries.push(e),
                Err(e) => {
                    unreadable = Some((seq, e.to_string()));
                    break;
                }
            }
        }
        let mut records_raw: Vec<(&'static str, String, Vec<u8>, Vec<u8>)> = Vec::new();
        {
            let conn = self.conn.lock();
            for (kind, sql) in [
                (
                    "fact",
                    "SELECT id, salt, record FROM facts WHERE user = ?1 ORDER BY seq",
                ),
                (
                    "episode",
                    "SELECT id, salt, record FROM episodes WHERE user = ?1 ORDER BY seq",
                ),
            ] {
                let mut stmt = conn.prepare_cached(sql).map_err(db_error)?;
                let rows = stmt
                    .query_map([self.uid()], |r| {
                        Ok((
                            String::from_utf8_lossy(r.get_ref(0)?.as_bytes()?).into_owned(),
                            r.get::<_, Vec<u8>>(1)?,
                            r.get_ref(2)?.as_bytes()?.to_vec(),
                        ))
                    })
                    .map_err(db_error)?;
                for row in rows {
                    let (id, salt, record) = row.map_err(db_error)?;
                    records_raw.push((kind, id, salt, record));
                }
            }
        }
        let records: Vec<StoredRecord<'_>> = records_raw
            .iter()
            .map(|(kind, id, salt, record)| StoredRecord {
                kind,
                id,
                salt,
                bytes: record,
            })
            .collect();
        let mut report = audit::verify(&entries, &records);
        if unreadable.is_none() {
            match self.read_head() {
                Ok(Some(head)) => {
                    if let Some(problem) = head.check(&entries) {
                        report.first_broken_entry.get_or_insert(head.seq);
                        report.problems.insert(0, problem);
                    }
                }
                Ok(None) => {}
                Err(problem) => report.problems.push(problem),
            }
        }
        if let Some((seq, e)) = unreadable {
            report.first_broken_entry.get_or_insert(seq as u64);
            report
                .problems
                .insert(0, format!("audit entry #{seq}: unreadable: {e}"));
        }
        for (kind, id, _, record) in &records_raw {
            let parses = match *kind {
                "fact" => serde_json::from_slice::<Fact>(record).err(),
                _ => serde_json::from_slice::<Episode>(record).err(),
            };
            if let Some(e) = parses {
                report
                    .problems
                    .push(format!("{kind} {id}: unreadable record: {e}"));
            }
        }
        Ok(report)
    }

    fn revision(&self) -> Result<u64, StoreError> {
        let conn = self.conn.lock();
        let r: Option<i64> = conn
            .query_row(
                "SELECT revision FROM users WHERE id = ?1",
                [self.uid()],
                |r| r.get(0),
            )
            .optional()
            .map_err(db_error)?;
        Ok(r.unwrap_or(0) as u64)
    }
}
