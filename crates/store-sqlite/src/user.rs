//! One user's records in the SQLite store. Every statement binds the user id
//! this handle was opened for; nothing here takes a user id from a caller.

use std::sync::Arc;

use memoir_core::{AuditEvent, Episode, EpisodeId, Fact, FactId, SessionId, UserId};
use memoir_store::audit::{self, AuditEntry, StoredRecord, VerifyReport};
use memoir_store::parse_records as parse_rows;
use memoir_store::policy::{self, UserRows};
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

use audit::record_json as json;

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

    fn rows_of<'a>(&'a self, tx: &'a Transaction<'a>) -> SqliteRows<'a> {
        SqliteRows {
            tx,
            uid: self.uid(),
        }
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

/// One user's rows inside an open SQLite transaction: the store policy
/// (`memoir_store::policy`) runs over these.
struct SqliteRows<'a> {
    tx: &'a Transaction<'a>,
    uid: &'a str,
}

impl SqliteRows<'_> {
    fn ids(&self, sql: &str, args: &[&dyn rusqlite::ToSql]) -> Result<Vec<String>, StoreError> {
        let mut stmt = self.tx.prepare_cached(sql).map_err(db_error)?;
        let rows = stmt
            .query_map(args, |r| r.get::<_, String>(0))
            .map_err(db_error)?;
        rows.collect::<Result<Vec<_>, _>>().map_err(db_error)
    }
}

impl UserRows for SqliteRows<'_> {
    fn episode_at(
        &mut self,
        session: &SessionId,
        turn: u32,
    ) -> Result<Option<Episode>, StoreError> {
        let row: Option<(String, String)> = self
            .tx
            .query_row(
                "SELECT id, record FROM episodes WHERE user = ?1 AND session = ?2 AND turn = ?3",
                params![self.uid, session.as_str(), turn],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()
            .map_err(db_error)?;
        row.map(|(id, record)| {
            serde_json::from_str(&record).map_err(|e| corrupt("episode", &id, e))
        })
        .transpose()
    }

    fn insert_episode(
        &mut self,
        episode: &Episode,
        salt: &[u8],
        reconciled: bool,
    ) -> Result<(), StoreError> {
        self.tx
            .execute(
                "INSERT INTO episodes (user, id, session, turn, record, salt, reconciled)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                params![
                    self.uid,
                    episode.id.as_str(),
                    episode.session.as_str(),
                    episode.turn,
                    json(episode),
                    salt,
                    reconciled
                ],
            )
            .map_err(db_error)?;
        Ok(())
    }

    fn is_reconciled(&mut self, episode: &EpisodeId) -> Result<bool, StoreError> {
        let flag: Option<bool> = self
            .tx
            .query_row(
                "SELECT reconciled FROM episodes WHERE user = ?1 AND id = ?2",
                [self.uid, episode.as_str()],
                |r| r.get(0),
            )
            .optional()
            .map_err(db_error)?;
        Ok(flag == Some(true))
    }

    fn mark_reconciled(&mut self, episode: &EpisodeId) -> Result<(), StoreError> {
        self.tx
            .execute(
                "UPDATE episodes SET reconciled = 1 WHERE user = ?1 AND id = ?2",
                [self.uid, episode.as_str()],
            )
            .map_err(db_error)?;
        Ok(())
    }

    fn fact_salt(&mut self, id: &FactId) -> Result<Option<Vec<u8>>, StoreError> {
        self.tx
            .query_row(
                "SELECT salt FROM facts WHERE user = ?1 AND id = ?2",
                [self.uid, id.as_str()],
                |r| r.get(0),
            )
            .optional()
            .map_err(db_error)
    }

    fn stored_fact(&mut self, id: &FactId) -> Result<Option<Fact>, StoreError> {
        let record: Option<String> = self
            .tx
            .query_row(
                "SELECT record FROM facts WHERE user = ?1 AND id = ?2",
                [self.uid, id.as_str()],
                |r| r.get(0),
            )
            .optional()
            .map_err(db_error)?;
        Ok(record.and_then(|r| serde_json::from_str(&r).ok()))
    }

    fn write_fact(&mut self, fact: &Fact, salt: &[u8], new: bool) -> Result<(), StoreError> {
        let record = json(fact);
        if new {
            self.tx.execute(
                "INSERT INTO facts (user, id, session, record, salt) VALUES (?1, ?2, ?3, ?4, ?5)",
                params![
                    self.uid,
                    fact.id.as_str(),
                    fact.session.as_str(),
                    record,
                    salt
                ],
            )
        } else {
            self.tx.execute(
                "UPDATE facts SET record = ?3 WHERE user = ?1 AND id = ?2",
                params![self.uid, fact.id.as_str(), record],
            )
        }
        .map_err(db_error)?;
        Ok(())
    }

    fn all_facts(&mut self) -> Result<Vec<Fact>, StoreError> {
        let rows: Vec<(String, String)> = {
            let mut stmt = self
                .tx
                .prepare_cached("SELECT id, record FROM facts WHERE user = ?1")
                .map_err(db_error)?;
            let rows = stmt
                .query_map([self.uid], |r| Ok((r.get(0)?, r.get(1)?)))
                .map_err(db_error)?;
            rows.collect::<Result<Vec<_>, _>>().map_err(db_error)?
        };
        Ok(parse_rows("fact", rows))
    }

    fn ids_in(&mut self, what: &Deletion) -> Result<(Vec<FactId>, Vec<EpisodeId>), StoreError> {
        let (facts, episodes) = match what {
            Deletion::Records { facts, episodes } => return Ok((facts.clone(), episodes.clone())),
            Deletion::Session(session) => (
                self.ids(
                    "SELECT id FROM facts WHERE user = ?1 AND session = ?2",
                    &[&self.uid, &session.as_str()],
                )?,
                self.ids(
                    "SELECT id FROM episodes WHERE user = ?1 AND session = ?2",
                    &[&self.uid, &session.as_str()],
                )?,
            ),
            Deletion::Everything => (
                self.ids("SELECT id FROM facts WHERE user = ?1", &[&self.uid])?,
                self.ids("SELECT id FROM episodes WHERE user = ?1", &[&self.uid])?,
            ),
        };
        Ok((
            facts.iter().filter_map(|f| FactId::new(f).ok()).collect(),
            episodes
                .iter()
                .filter_map(|e| EpisodeId::new(e).ok())
                .collect(),
        ))
    }

    fn delete_facts(&mut self, ids: &[FactId]) -> Result<Vec<FactId>, StoreError> {
        let mut gone = Vec::new();
        for id in ids {
            let n = self
                .tx
                .execute(
                    "DELETE FROM facts WHERE user = ?1 AND id = ?2",
                    [self.uid, id.as_str()],
                )
                .map_err(db_error)?;
            if n > 0 {
                gone.push(id.clone());
            }
        }
        Ok(gone)
    }

    fn delete_episodes(&mut self, ids: &[EpisodeId]) -> Result<Vec<EpisodeId>, StoreError> {
        let mut gone = Vec::new();
        for id in ids {
            self.tx
                .execute(
                    "DELETE FROM vectors WHERE user = ?1 AND episode = ?2",
                    [self.uid, id.as_str()],
                )
                .map_err(db_error)?;
            let n = self
                .tx
                .execute(
                    "DELETE FROM episodes WHERE user = ?1 AND id = ?2",
                    [self.uid, id.as_str()],
                )
                .map_err(db_error)?;
            if n > 0 {
                gone.push(id.clone());
            }
        }
        Ok(gone)
    }

    fn last_audit(&mut self) -> Result<Option<AuditEntry>, StoreError> {
        let row: Option<String> = self
            .tx
            .query_row(
                "SELECT entry FROM audit WHERE user = ?1 ORDER BY seq DESC LIMIT 1",
                [self.uid],
                |r| r.get(0),
            )
            .optional()
            .map_err(db_error)?;
        row.map(|entry| {
            serde_json::from_str(&entry).map_err(|e| corrupt("audit entry", "latest", e))
        })
        .transpose()
    }

    fn append_audit(&mut self, entry: &AuditEntry) -> Result<(), StoreError> {
        self.tx
            .execute(
                "INSERT INTO audit (user, seq, entry) VALUES (?1, ?2, ?3)",
                params![self.uid, entry.seq as i64, json(entry)],
            )
            .map_err(db_error)?;
        Ok(())
    }

    fn bump_revision(&mut self) -> Result<(), StoreError> {
        self.tx
            .execute(
                "UPDATE users SET revision = revision + 1 WHERE id = ?1",
                [self.uid],
            )
            .map_err(db_error)?;
        Ok(())
    }
}

impl UserStore for SqliteUser {
    fn user(&self) -> &UserId {
        &self.id
    }

    fn append_episode(&self, episode: &Episode) -> Result<Appended, StoreError> {
        self.transaction(|tx| policy::append_episode(&mut self.rows_of(tx), &self.id, episode))
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
        self.transaction(|tx| policy::commit(&mut self.rows_of(tx), &self.id, commit))
    }
    fn delete(&self, what: &Deletion, event: AuditEvent) -> Result<Deleted, StoreError> {
        let deleted = self.transaction(|tx| policy::delete(&mut self.rows_of(tx), what, event))?;
        // Old page images of the deleted rows live in the WAL until it is
        // checkpointed: fold and truncate it so no copy survives on disk.
        self.conn
            .lock()
            .execute_batch("PRAGMA wal_checkpoint(TRUNCATE);")
            .map_err(db_error)?;
        Ok(deleted)
    }
    fn import(&self, import: &Import) -> Result<Imported, StoreError> {
        self.transaction(|tx| policy::import(&mut self.rows_of(tx), &self.id, import))
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
        let (entries, unreadable) =
            audit::parse_log(raw.iter().map(|(seq, e)| (*seq, e.as_slice())));
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
        audit::report_unreadable(&mut report, unreadable, &records);
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
