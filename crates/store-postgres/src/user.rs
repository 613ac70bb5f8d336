//! One user's records in Postgres. Every statement binds the tenant and the
//! user this handle was opened for; nothing here takes either from a caller.

use std::sync::Arc;

use memoir_core::{AuditEvent, Episode, EpisodeId, Fact, FactId, SessionId, UserId};
use memoir_store::audit::{self, AuditEntry, StoredRecord, VerifyReport};
use memoir_store::parse_records as parse_rows;
use memoir_store::policy::{self, UserRows};
use memoir_store::{
    Appended, Commit, Committed, Deleted, Deletion, Import, Imported, StoreError, UserStore,
};
use postgres::types::ToSql;
use postgres::Transaction;

use crate::db_error;
use crate::pool::Pool;

use audit::record_json as json;

fn corrupt(kind: &str, id: &str, e: impl std::fmt::Display) -> StoreError {
    StoreError::Corrupt(format!("{kind} {id}: {e}"))
}

/// Take `user`'s write lock for the rest of the transaction: writers of
/// one user queue, on any node.
pub(crate) fn lock_user(
    tx: &mut Transaction<'_>,
    tenant: &str,
    user: &str,
) -> Result<(), StoreError> {
    tx.execute(
        "SELECT pg_advisory_xact_lock(hashtextextended($1 || '/' || $2, 0))",
        &[&tenant, &user],
    )
    .map_err(db_error)?;
    Ok(())
}

/// The channel on which every write announces `node tenant user`.
pub(crate) const CHANGES: &str = "memoir_changes";

/// Announce, on commit, that `user`'s memory changed (see
/// `PostgresStore::watch`).
pub(crate) fn announce(
    tx: &mut Transaction<'_>,
    node: &str,
    tenant: &str,
    user: &str,
) -> Result<(), StoreError> {
    let payload = format!("{node} {tenant} {user}");
    tx.execute("SELECT pg_notify($1, $2)", &[&CHANGES, &payload])
        .map_err(db_error)?;
    Ok(())
}

pub(crate) struct PostgresUser {
    pool: Arc<Pool>,
    /// This store's node id, so it can ignore its own announcements.
    node: Arc<str>,
    /// The key columns every statement binds.
    tenant: String,
    user: String,
    id: UserId,
}

impl PostgresUser {
    pub fn new(pool: Arc<Pool>, node: Arc<str>, tenant: &str, id: UserId) -> Self {
        Self {
            pool,
            node,
            tenant: tenant.to_string(),
            user: id.as_str().to_string(),
            id,
        }
    }

    fn keys(&self) -> [&(dyn ToSql + Sync); 2] {
        [&self.tenant, &self.user]
    }

    /// `(id, record)` rows of a query bound to this tenant and user.
    fn pairs(
        &self,
        sql: &str,
        extra: &[&(dyn ToSql + Sync)],
    ) -> Result<Vec<(String, String)>, StoreError> {
        let mut args: Vec<&(dyn ToSql + Sync)> = self.keys().to_vec();
        args.extend_from_slice(extra);
        let rows = self.pool.get()?.query(sql, &args).map_err(db_error)?;
        Ok(rows.iter().map(|r| (r.get(0), r.get(1))).collect())
    }

    /// A write: one transaction holding the user's lock, the user recorded
    /// with their first write (never by a read).
    fn write<T>(
        &self,
        f: impl FnOnce(&mut PostgresRows<'_, '_>) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let mut client = self.pool.get()?;
        let mut tx = client.transaction().map_err(db_error)?;
        lock_user(&mut tx, &self.tenant, &self.user)?;
        tx.execute(
            "INSERT INTO memoir_users (tenant, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING",
            &self.keys(),
        )
        .map_err(db_error)?;
        let out = f(&mut PostgresRows {
            tx: &mut tx,
            tenant: &self.tenant,
            user: &self.user,
        })?;
        announce(&mut tx, &self.node, &self.tenant, &self.user)?;
        tx.commit().map_err(db_error)?;
        Ok(out)
    }
}

/// One user's rows inside an open Postgres transaction: the store policy
/// (`memoir_store::policy`) runs over these.
struct PostgresRows<'t, 'c> {
    tx: &'t mut Transaction<'c>,
    tenant: &'t str,
    user: &'t str,
}

impl PostgresRows<'_, '_> {
    fn execute(&mut self, sql: &str, extra: &[&(dyn ToSql + Sync)]) -> Result<u64, StoreError> {
        let (tenant, user) = (self.tenant, self.user);
        let mut args: Vec<&(dyn ToSql + Sync)> = vec![&tenant, &user];
        args.extend_from_slice(extra);
        self.tx.execute(sql, &args).map_err(db_error)
    }

    fn query(
        &mut self,
        sql: &str,
        extra: &[&(dyn ToSql + Sync)],
    ) -> Result<Vec<postgres::Row>, StoreError> {
        let (tenant, user) = (self.tenant, self.user);
        let mut args: Vec<&(dyn ToSql + Sync)> = vec![&tenant, &user];
        args.extend_from_slice(extra);
        self.tx.query(sql, &args).map_err(db_error)
    }

    fn query_opt(
        &mut self,
        sql: &str,
        extra: &[&(dyn ToSql + Sync)],
    ) -> Result<Option<postgres::Row>, StoreError> {
        Ok(self.query(sql, extra)?.into_iter().next())
    }

    fn strings(
        &mut self,
        sql: &str,
        extra: &[&(dyn ToSql + Sync)],
    ) -> Result<Vec<String>, StoreError> {
        Ok(self.query(sql, extra)?.iter().map(|r| r.get(0)).collect())
    }
}

impl UserRows for PostgresRows<'_, '_> {
    fn episode_at(
        &mut self,
        session: &SessionId,
        turn: u32,
    ) -> Result<Option<Episode>, StoreError> {
        let turn = i64::from(turn);
        let row = self.query_opt(
            "SELECT id, record FROM memoir_episodes
                 WHERE tenant = $1 AND user_id = $2 AND session = $3 AND turn = $4",
            &[&session.as_str(), &turn],
        )?;
        row.map(|r| {
            let (id, record): (String, String) = (r.get(0), r.get(1));
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
        let turn = i64::from(episode.turn);
        let record = json(episode);
        self.execute(
            "INSERT INTO memoir_episodes (tenant, user_id, id, session, turn, record, salt, reconciled)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
            &[
                &episode.id.as_str(),
                &episode.session.as_str(),
                &turn,
                &record,
                &salt,
                &reconciled,
            ],
        )?;
        Ok(())
    }

    fn is_reconciled(&mut self, episode: &EpisodeId) -> Result<bool, StoreError> {
        let row = self.query_opt(
            "SELECT reconciled FROM memoir_episodes WHERE tenant = $1 AND user_id = $2 AND id = $3",
            &[&episode.as_str()],
        )?;
        Ok(row.is_some_and(|r| r.get::<_, bool>(0)))
    }

    fn mark_reconciled(&mut self, episode: &EpisodeId) -> Result<(), StoreError> {
        self.execute(
            "UPDATE memoir_episodes SET reconciled = TRUE WHERE tenant = $1 AND user_id = $2 AND id = $3",
            &[&episode.as_str()],
        )?;
        Ok(())
    }

    fn count_reconciled(&mut self, episodes: &[EpisodeId]) -> Result<usize, StoreError> {
        let ids: Vec<&str> = episodes.iter().map(|e| e.as_str()).collect();
        let row = self.query_opt(
            "SELECT count(*) FROM memoir_episodes
             WHERE tenant = $1 AND user_id = $2 AND id = ANY($3) AND reconciled",
            &[&ids],
        )?;
        Ok(row.map_or(0, |r| r.get::<_, i64>(0)) as usize)
    }

    fn mark_all_reconciled(&mut self, episodes: &[EpisodeId]) -> Result<(), StoreError> {
        let ids: Vec<&str> = episodes.iter().map(|e| e.as_str()).collect();
        self.execute(
            "UPDATE memoir_episodes SET reconciled = TRUE
             WHERE tenant = $1 AND user_id = $2 AND id = ANY($3)",
            &[&ids],
        )?;
        Ok(())
    }

    fn fact_salts(
        &mut self,
        ids: &[&FactId],
    ) -> Result<std::collections::HashMap<FactId, Vec<u8>>, StoreError> {
        let wanted: Vec<&str> = ids.iter().map(|f| f.as_str()).collect();
        let rows = self.query(
            "SELECT id, salt FROM memoir_facts WHERE tenant = $1 AND user_id = $2 AND id = ANY($3)",
            &[&wanted],
        )?;
        Ok(rows
            .iter()
            .filter_map(|r| Some((FactId::new(r.get::<_, &str>(0)).ok()?, r.get(1))))
            .collect())
    }

    fn write_facts(&mut self, facts: &[(&Fact, Vec<u8>, bool)]) -> Result<(), StoreError> {
        let (new, old): (Vec<_>, Vec<_>) = facts.iter().partition(|(_, _, new)| *new);
        if !new.is_empty() {
            let ids: Vec<&str> = new.iter().map(|(f, _, _)| f.id.as_str()).collect();
            let sessions: Vec<&str> = new.iter().map(|(f, _, _)| f.session.as_str()).collect();
            let records: Vec<String> = new.iter().map(|(f, _, _)| json(*f)).collect();
            let salts: Vec<&[u8]> = new.iter().map(|(_, s, _)| s.as_slice()).collect();
            self.execute(
                "INSERT INTO memoir_facts (tenant, user_id, id, session, record, salt)
                 SELECT $1, $2, i, s, r, k
                 FROM UNNEST($3::text[], $4::text[], $5::text[], $6::bytea[]) AS t(i, s, r, k)",
                &[&ids, &sessions, &records, &salts],
            )?;
        }
        if !old.is_empty() {
            let ids: Vec<&str> = old.iter().map(|(f, _, _)| f.id.as_str()).collect();
            let records: Vec<String> = old.iter().map(|(f, _, _)| json(*f)).collect();
            self.execute(
                "UPDATE memoir_facts AS f SET record = t.r
                 FROM UNNEST($3::text[], $4::text[]) AS t(i, r)
                 WHERE f.tenant = $1 AND f.user_id = $2 AND f.id = t.i",
                &[&ids, &records],
            )?;
        }
        Ok(())
    }

    fn append_audit_all(&mut self, entries: &[AuditEntry]) -> Result<(), StoreError> {
        if entries.is_empty() {
            return Ok(());
        }
        let seqs: Vec<i64> = entries.iter().map(|e| e.seq as i64).collect();
        let bodies: Vec<String> = entries.iter().map(json).collect();
        self.execute(
            "INSERT INTO memoir_audit (tenant, user_id, seq, entry)
             SELECT $1, $2, s, e FROM UNNEST($3::bigint[], $4::text[]) AS t(s, e)",
            &[&seqs, &bodies],
        )?;
        Ok(())
    }

    fn fact_salt(&mut self, id: &FactId) -> Result<Option<Vec<u8>>, StoreError> {
        let row = self.query_opt(
            "SELECT salt FROM memoir_facts WHERE tenant = $1 AND user_id = $2 AND id = $3",
            &[&id.as_str()],
        )?;
        Ok(row.map(|r| r.get(0)))
    }

    fn stored_fact(&mut self, id: &FactId) -> Result<Option<Fact>, StoreError> {
        let row = self.query_opt(
            "SELECT record FROM memoir_facts WHERE tenant = $1 AND user_id = $2 AND id = $3",
            &[&id.as_str()],
        )?;
        Ok(row.and_then(|r| serde_json::from_str(r.get::<_, &str>(0)).ok()))
    }

    fn write_fact(&mut self, fact: &Fact, salt: &[u8], new: bool) -> Result<(), StoreError> {
        let record = json(fact);
        if new {
            self.execute(
                "INSERT INTO memoir_facts (tenant, user_id, id, session, record, salt)
                 VALUES ($1, $2, $3, $4, $5, $6)",
                &[&fact.id.as_str(), &fact.session.as_str(), &record, &salt],
            )?;
        } else {
            self.execute(
                "UPDATE memoir_facts SET record = $4 WHERE tenant = $1 AND user_id = $2 AND id = $3",
                &[&fact.id.as_str(), &record],
            )?;
        }
        Ok(())
    }

    fn all_facts(&mut self) -> Result<Vec<Fact>, StoreError> {
        let rows = self.query(
            "SELECT id, record FROM memoir_facts WHERE tenant = $1 AND user_id = $2 ORDER BY seq",
            &[],
        )?;
        Ok(parse_rows(
            "fact",
            rows.iter().map(|r| (r.get(0), r.get(1))).collect(),
        ))
    }

    fn ids_in(&mut self, what: &Deletion) -> Result<(Vec<FactId>, Vec<EpisodeId>), StoreError> {
        let (facts, episodes) = match what {
            Deletion::Records { facts, episodes } => return Ok((facts.clone(), episodes.clone())),
            Deletion::Session(session) => (
                self.strings(
                    "SELECT id FROM memoir_facts WHERE tenant = $1 AND user_id = $2 AND session = $3",
                    &[&session.as_str()],
                )?,
                self.strings(
                    "SELECT id FROM memoir_episodes WHERE tenant = $1 AND user_id = $2 AND session = $3",
                    &[&session.as_str()],
                )?,
            ),
            Deletion::Everything => (
                self.strings(
                    "SELECT id FROM memoir_facts WHERE tenant = $1 AND user_id = $2",
                    &[],
                )?,
                self.strings(
                    "SELECT id FROM memoir_episodes WHERE tenant = $1 AND user_id = $2",
                    &[],
                )?,
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
            let n = self.execute(
                "DELETE FROM memoir_facts WHERE tenant = $1 AND user_id = $2 AND id = $3",
                &[&id.as_str()],
            )?;
            if n > 0 {
                gone.push(id.clone());
            }
        }
        Ok(gone)
    }

    fn delete_episodes(&mut self, ids: &[EpisodeId]) -> Result<Vec<EpisodeId>, StoreError> {
        let mut gone = Vec::new();
        for id in ids {
            self.execute(
                "DELETE FROM memoir_vectors WHERE tenant = $1 AND user_id = $2 AND episode = $3",
                &[&id.as_str()],
            )?;
            let n = self.execute(
                "DELETE FROM memoir_episodes WHERE tenant = $1 AND user_id = $2 AND id = $3",
                &[&id.as_str()],
            )?;
            if n > 0 {
                gone.push(id.clone());
            }
        }
        Ok(gone)
    }

    fn last_audit(&mut self) -> Result<Option<AuditEntry>, StoreError> {
        let row = self.query_opt(
            "SELECT entry FROM memoir_audit WHERE tenant = $1 AND user_id = $2
                 ORDER BY seq DESC LIMIT 1",
            &[],
        )?;
        row.map(|r| {
            serde_json::from_str(r.get::<_, &str>(0))
                .map_err(|e| corrupt("audit entry", "latest", e))
        })
        .transpose()
    }

    fn append_audit(&mut self, entry: &AuditEntry) -> Result<(), StoreError> {
        let seq = entry.seq as i64;
        let record = json(entry);
        self.execute(
            "INSERT INTO memoir_audit (tenant, user_id, seq, entry) VALUES ($1, $2, $3, $4)",
            &[&seq, &record],
        )?;
        Ok(())
    }

    fn bump_revision(&mut self) -> Result<(), StoreError> {
        self.execute(
            "UPDATE memoir_users SET revision = revision + 1 WHERE tenant = $1 AND user_id = $2",
            &[],
        )?;
        Ok(())
    }
}

impl UserStore for PostgresUser {
    fn user(&self) -> &UserId {
        &self.id
    }

    fn append_episode(&self, episode: &Episode) -> Result<Appended, StoreError> {
        self.write(|rows| policy::append_episode(rows, &self.id, episode))
    }

    fn episodes(&self) -> Result<Vec<Episode>, StoreError> {
        let rows = self.pairs(
            "SELECT id, record FROM memoir_episodes WHERE tenant = $1 AND user_id = $2 ORDER BY seq",
            &[],
        )?;
        Ok(parse_rows("episode", rows))
    }

    fn facts(&self) -> Result<Vec<Fact>, StoreError> {
        let rows = self.pairs(
            "SELECT id, record FROM memoir_facts WHERE tenant = $1 AND user_id = $2 ORDER BY seq",
            &[],
        )?;
        Ok(parse_rows("fact", rows))
    }

    fn reconciled_episodes(&self) -> Result<Vec<EpisodeId>, StoreError> {
        let rows = self.pairs(
            "SELECT id, id FROM memoir_episodes WHERE tenant = $1 AND user_id = $2 AND reconciled ORDER BY seq",
            &[],
        )?;
        Ok(rows
            .into_iter()
            .filter_map(|(id, _)| EpisodeId::new(id).ok())
            .collect())
    }

    fn unreconciled(&self, session: &SessionId) -> Result<Vec<Episode>, StoreError> {
        let rows = self.pairs(
            "SELECT id, record FROM memoir_episodes
             WHERE tenant = $1 AND user_id = $2 AND session = $3 AND NOT reconciled ORDER BY turn",
            &[&session.as_str()],
        )?;
        Ok(parse_rows("episode", rows))
    }

    fn unfinished_sessions(&self) -> Result<Vec<SessionId>, StoreError> {
        let rows = self.pairs(
            "SELECT DISTINCT session, session FROM memoir_episodes
             WHERE tenant = $1 AND user_id = $2 AND NOT reconciled ORDER BY 1",
            &[],
        )?;
        Ok(rows
            .into_iter()
            .filter_map(|(s, _)| SessionId::new(s).ok())
            .collect())
    }

    fn commit(&self, commit: &Commit) -> Result<Committed, StoreError> {
        self.write(|rows| policy::commit(rows, &self.id, commit))
    }

    fn delete(&self, what: &Deletion, event: AuditEvent) -> Result<Deleted, StoreError> {
        self.write(|rows| policy::delete(rows, what, event))
    }

    fn import(&self, import: &Import) -> Result<Imported, StoreError> {
        self.write(|rows| policy::import(rows, &self.id, import))
    }

    fn put_vectors(
        &self,
        model: &str,
        vectors: &[(EpisodeId, Vec<f32>)],
    ) -> Result<(), StoreError> {
        if vectors.is_empty() {
            return Ok(());
        }
        let episodes: Vec<&str> = vectors.iter().map(|(e, _)| e.as_str()).collect();
        let bytes: Vec<Vec<u8>> = vectors
            .iter()
            .map(|(_, v)| v.iter().flat_map(|x| x.to_le_bytes()).collect())
            .collect();
        self.write(|rows| {
            rows.execute(
                "INSERT INTO memoir_vectors (tenant, user_id, episode, model, vector)
                 SELECT $1, $2, e, $3, v FROM UNNEST($4::text[], $5::bytea[]) AS t(e, v)
                 ON CONFLICT (tenant, user_id, episode, model) DO UPDATE SET vector = EXCLUDED.vector",
                &[&model, &episodes, &bytes],
            )?;
            Ok(())
        })
    }

    fn vectors(&self, model: &str) -> Result<Vec<(EpisodeId, Vec<f32>)>, StoreError> {
        let mut args: Vec<&(dyn ToSql + Sync)> = self.keys().to_vec();
        args.push(&model);
        let rows = self
            .pool
            .get()?
            .query(
                "SELECT episode, vector FROM memoir_vectors
                 WHERE tenant = $1 AND user_id = $2 AND model = $3",
                &args,
            )
            .map_err(db_error)?;
        let mut out = Vec::new();
        for r in &rows {
            let (id, bytes): (String, Vec<u8>) = (r.get(0), r.get(1));
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
        let rows = self
            .pool
            .get()?
            .query(
                "SELECT seq, entry FROM memoir_audit WHERE tenant = $1 AND user_id = $2 ORDER BY seq",
                &self.keys(),
            )
            .map_err(db_error)?;
        rows.iter()
            .map(|r| {
                let seq: i64 = r.get(0);
                serde_json::from_str(r.get::<_, &str>(1))
                    .map_err(|e| corrupt("audit entry", &format!("#{seq}"), e))
            })
            .collect()
    }

    fn verify(&self) -> Result<VerifyReport, StoreError> {
        let mut client = self.pool.get()?;
        // One snapshot: the log and the records as of one moment.
        let mut tx = client
            .build_transaction()
            .isolation_level(postgres::IsolationLevel::RepeatableRead)
            .read_only(true)
            .start()
            .map_err(db_error)?;
        let log = tx
            .query(
                "SELECT seq, entry FROM memoir_audit WHERE tenant = $1 AND user_id = $2 ORDER BY seq",
                &self.keys(),
            )
            .map_err(db_error)?;
        let (entries, unreadable) = audit::parse_log(
            log.iter()
                .map(|r| (r.get::<_, i64>(0), r.get::<_, &str>(1).as_bytes())),
        );
        let mut raw: Vec<(&'static str, String, Vec<u8>, String)> = Vec::new();
        for (kind, table) in [("fact", "memoir_facts"), ("episode", "memoir_episodes")] {
            let rows = tx
                .query(
                    &format!(
                        "SELECT id, salt, record FROM {table} WHERE tenant = $1 AND user_id = $2 ORDER BY seq"
                    ),
                    &self.keys(),
                )
                .map_err(db_error)?;
            raw.extend(rows.iter().map(|r| (kind, r.get(0), r.get(1), r.get(2))));
        }
        tx.commit().map_err(db_error)?;
        let records: Vec<StoredRecord<'_>> = raw
            .iter()
            .map(|(kind, id, salt, record)| StoredRecord {
                kind,
                id,
                salt,
                bytes: record.as_bytes(),
            })
            .collect();
        let mut report = audit::verify(&entries, &records);
        audit::report_unreadable(&mut report, unreadable, &records);
        Ok(report)
    }

    fn revision(&self) -> Result<u64, StoreError> {
        let row = self
            .pool
            .get()?
            .query_opt(
                "SELECT revision FROM memoir_users WHERE tenant = $1 AND user_id = $2",
                &self.keys(),
            )
            .map_err(db_error)?;
        Ok(row.map_or(0, |r| r.get::<_, i64>(0)) as u64)
    }
}
