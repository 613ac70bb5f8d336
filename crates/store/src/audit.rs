//! The append-only, hash-chained audit log, shared by every backend.
//!
//! Each entry's hash covers its sequence number, the event, the digest of the
//! record it produced and the previous entry's hash, so editing or dropping
//! any entry breaks the chain from that entry on. The record digest is
//! `sha256(salt ‖ record JSON)`, with a random salt stored beside the record:
//! verification recomputes it from the stored record, so editing a record is
//! caught too. When a record is forgotten its salt goes with it, and the
//! digest left in the log can no longer be linked to any content.

use memoir_core::{AuditAction, AuditEvent, Episode, Fact};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// Where a user's log ended when memoir last wrote it. Kept outside the
/// database (beside it, one small file per user), so that deleting the
/// newest entries, or rewriting the log and chaining it afresh, shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChainHead {
    pub seq: u64,
    pub hash: String,
}

impl ChainHead {
    /// The head of `entries`, if there are any.
    pub fn of(entries: &[AuditEntry]) -> Option<Self> {
        entries.last().map(|e| Self {
            seq: e.seq,
            hash: e.hash.clone(),
        })
    }

    /// What is wrong with `entries` given that memoir last wrote this head:
    /// the log must reach it and hold that very entry. A log longer than
    /// the head is fine (the head is written after the database commits,
    /// so a crash between the two leaves it one write behind).
    pub fn check(&self, entries: &[AuditEntry]) -> Option<String> {
        match entries.iter().find(|e| e.seq == self.seq) {
            None => Some(format!(
                "the audit log holds {} entries but memoir last wrote entry #{} (entries deleted, or commits lost from a damaged write-ahead log?)",
                entries.len(),
                self.seq
            )),
            Some(e) if e.hash != self.hash => Some(format!(
                "audit entry #{} is not the entry memoir wrote there (the log was rewritten?)",
                self.seq
            )),
            Some(_) => None,
        }
    }
}

/// A file name for `user`'s head that reveals nothing of the id.
pub fn head_file_name(user: &memoir_core::UserId) -> String {
    format!(
        "{}.head",
        digest(b"memoir chain head", user.as_str().as_bytes())
    )
}

/// The hash the first entry chains from.
pub const GENESIS: &str = "genesis";

/// One entry of a user's audit log.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AuditEntry {
    /// 1-based position in the user's log.
    pub seq: u64,
    pub event: AuditEvent,
    /// Salted digest of the record as this event left it, if it left one.
    pub digest: Option<String>,
    /// The previous entry's hash ([`GENESIS`] for the first).
    pub prev: String,
    pub hash: String,
}

fn hex(bytes: &[u8]) -> String {
    // Hand-written: two lines do not justify a dependency.
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A fresh random salt for a record.
pub fn new_salt() -> [u8; 16] {
    *uuid::Uuid::new_v4().as_bytes()
}

/// The canonical bytes of a record: its JSON.
pub fn record_bytes<T: Serialize>(record: &T) -> Vec<u8> {
    serde_json::to_vec(record).unwrap_or_default()
}

/// The canonical text of a record (what a backend stores): its JSON.
pub fn record_json<T: Serialize>(record: &T) -> String {
    serde_json::to_string(record).unwrap_or_default()
}

/// A log as stored, `(seq, entry)` in order, parsed up to the first entry
/// that does not parse; that one's sequence number and why, if any.
pub fn parse_log<'a>(
    rows: impl IntoIterator<Item = (i64, &'a [u8])>,
) -> (Vec<AuditEntry>, Option<(i64, String)>) {
    let mut entries = Vec::new();
    for (seq, entry) in rows {
        match serde_json::from_slice::<AuditEntry>(entry) {
            Ok(e) => entries.push(e),
            Err(e) => return (entries, Some((seq, e.to_string()))),
        }
    }
    (entries, None)
}

/// Add to `report` what a backend found reading raw rows: the entry that
/// does not parse (as the first broken one), and each record that no
/// longer parses as its kind.
pub fn report_unreadable(
    report: &mut VerifyReport,
    unreadable_entry: Option<(i64, String)>,
    records: &[StoredRecord<'_>],
) {
    if let Some((seq, e)) = unreadable_entry {
        report.first_broken_entry.get_or_insert(seq as u64);
        report
            .problems
            .insert(0, format!("audit entry #{seq}: unreadable: {e}"));
    }
    for r in records {
        let parses = match r.kind {
            "fact" => serde_json::from_slice::<Fact>(r.bytes).err(),
            _ => serde_json::from_slice::<Episode>(r.bytes).err(),
        };
        if let Some(e) = parses {
            report
                .problems
                .push(format!("{} {}: unreadable record: {e}", r.kind, r.id));
        }
    }
}

/// `sha256(salt ‖ bytes)`, hex.
pub fn digest(salt: &[u8], bytes: &[u8]) -> String {
    let mut h = Sha256::new();
    h.update(salt);
    h.update(bytes);
    hex(&h.finalize())
}

fn entry_hash(seq: u64, event: &AuditEvent, digest: Option<&str>, prev: &str) -> String {
    let mut h = Sha256::new();
    h.update(seq.to_be_bytes());
    h.update(record_bytes(event));
    h.update([0]);
    h.update(digest.unwrap_or("").as_bytes());
    h.update([0]);
    h.update(prev.as_bytes());
    hex(&h.finalize())
}

/// The entry that follows `last` (or starts the log) for `event`.
pub fn chain(last: Option<&AuditEntry>, event: AuditEvent, digest: Option<String>) -> AuditEntry {
    let seq = last.map_or(1, |e| e.seq + 1);
    let prev = last.map_or_else(|| GENESIS.to_string(), |e| e.hash.clone());
    let hash = entry_hash(seq, &event, digest.as_deref(), &prev);
    AuditEntry {
        seq,
        event,
        digest,
        prev,
        hash,
    }
}

/// A stored record as verification sees it.
pub struct StoredRecord<'a> {
    /// `fact` or `episode`.
    pub kind: &'static str,
    pub id: &'a str,
    pub salt: &'a [u8],
    /// The bytes as stored.
    pub bytes: &'a [u8],
}

/// What `verify` found.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct VerifyReport {
    pub entries: u64,
    pub records: usize,
    /// The first entry whose hash or link does not hold, if any.
    pub first_broken_entry: Option<u64>,
    /// Each problem, in a sentence naming the entry or record.
    pub problems: Vec<String>,
}

impl VerifyReport {
    /// Whether everything checked out.
    pub fn is_ok(&self) -> bool {
        self.problems.is_empty()
    }
}

/// Check the chain and every stored record against it.
pub fn verify(entries: &[AuditEntry], records: &[StoredRecord<'_>]) -> VerifyReport {
    let mut report = VerifyReport {
        entries: entries.len() as u64,
        records: records.len(),
        ..VerifyReport::default()
    };
    let mut prev = GENESIS.to_string();
    for (i, e) in entries.iter().enumerate() {
        let expected_seq = i as u64 + 1;
        let recomputed = entry_hash(e.seq, &e.event, e.digest.as_deref(), &e.prev);
        let problem = if e.seq != expected_seq {
            Some(format!(
                "audit entry #{expected_seq}: sequence number is {}",
                e.seq
            ))
        } else if e.prev != prev {
            Some(format!(
                "audit entry #{}: does not link to the entry before it",
                e.seq
            ))
        } else if recomputed != e.hash {
            Some(format!(
                "audit entry #{}: its content does not match its hash",
                e.seq
            ))
        } else {
            None
        };
        if let Some(p) = problem {
            report.first_broken_entry = Some(expected_seq);
            report.problems.push(p);
            break;
        }
        prev = e.hash.clone();
    }
    // Every record the log says exists must be there: its latest entry
    // stored a digest and no later entry forgot it. Logs written before
    // forgetting named each record carry only a summary event; there a
    // missing record after such a summary is given the benefit of the doubt.
    let per_record_forgets = entries
        .iter()
        .any(|e| e.event.action == AuditAction::Forgotten && e.event.reason == FORGOTTEN_RECORD);
    let present: std::collections::HashSet<&str> = records.iter().map(|r| r.id).collect();
    let mut latest_of: std::collections::HashMap<&str, &AuditEntry> =
        std::collections::HashMap::new();
    for e in entries {
        if e.digest.is_some() || e.event.action == AuditAction::Forgotten {
            latest_of.insert(e.event.target.as_str(), e);
        }
    }
    let mut missing: Vec<(&str, u64)> = latest_of
        .iter()
        .filter(|(id, e)| e.digest.is_some() && !present.contains(*id))
        .filter(|(_, e)| {
            per_record_forgets
                || !entries
                    .iter()
                    .any(|later| later.seq > e.seq && later.event.action == AuditAction::Forgotten)
        })
        .map(|(id, e)| (*id, e.seq))
        .collect();
    missing.sort_by_key(|(_, seq)| *seq);
    for (id, seq) in missing {
        report.problems.push(format!(
            "{id}: audit entry #{seq} records it, but it is not in the store (deleted outside memoir?)"
        ));
    }
    for r in records {
        let latest = entries
            .iter()
            .rev()
            .find(|e| e.event.target == r.id && e.digest.is_some());
        match latest {
            None => report
                .problems
                .push(format!("{} {}: no audit entry records it", r.kind, r.id)),
            Some(e) => {
                if e.digest.as_deref() != Some(digest(r.salt, r.bytes).as_str()) {
                    report.problems.push(format!(
                        "{} {}: the stored record does not match audit entry #{}",
                        r.kind, r.id, e.seq
                    ));
                }
            }
        }
    }
    report
}

const FORGOTTEN_RECORD: &str = "this record was forgotten";

/// The log entry that says one record was forgotten: the summary event's
/// action and time, the record's id as target (an id says nothing of the
/// content). `verify` tells a record forgotten from one deleted behind
/// memoir's back by these.
pub fn forgotten_record(summary: &AuditEvent, id: &str) -> AuditEvent {
    AuditEvent {
        at: summary.at,
        action: AuditAction::Forgotten,
        target: id.to_string(),
        reason: FORGOTTEN_RECORD.into(),
        evidence: Vec::new(),
    }
}

/// The digest of an episode with its salt.
pub fn episode_digest(salt: &[u8], episode: &Episode) -> String {
    digest(salt, &record_bytes(episode))
}

/// The digest of a fact with its salt.
pub fn fact_digest(salt: &[u8], fact: &Fact) -> String {
    digest(salt, &record_bytes(fact))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(target: &str) -> AuditEvent {
        AuditEvent {
            at: chrono::DateTime::from_timestamp(1_700_000_000, 0).unwrap(),
            action: AuditAction::FactCreated,
            target: target.into(),
            reason: "newly said".into(),
            evidence: vec![],
        }
    }

    #[test]
    fn an_intact_chain_and_its_records_verify() {
        let salt = [7u8; 16];
        let a = chain(None, event("f1"), Some(digest(&salt, b"one")));
        let b = chain(Some(&a), event("f2"), Some(digest(&salt, b"two")));
        let records = [
            StoredRecord {
                kind: "fact",
                id: "f1",
                salt: &salt,
                bytes: b"one",
            },
            StoredRecord {
                kind: "fact",
                id: "f2",
                salt: &salt,
                bytes: b"two",
            },
        ];
        let report = verify(&[a, b], &records);
        assert!(report.is_ok(), "{report:?}");
    }

    #[test]
    fn an_edited_entry_is_named_as_the_first_broken_one() {
        let a = chain(None, event("f1"), None);
        let b = chain(Some(&a), event("f2"), None);
        let c = chain(Some(&b), event("f3"), None);
        let mut tampered = vec![a, b, c];
        tampered[1].event.reason = "nothing to see".into();
        let report = verify(&tampered, &[]);
        assert_eq!(report.first_broken_entry, Some(2));
        assert!(report.problems[0].contains("#2"), "{report:?}");
    }

    #[test]
    fn an_edited_record_is_named() {
        let salt = [1u8; 16];
        let a = chain(None, event("f1"), Some(digest(&salt, b"vegan")));
        let records = [StoredRecord {
            kind: "fact",
            id: "f1",
            salt: &salt,
            bytes: b"vegen",
        }];
        let report = verify(&[a], &records);
        assert_eq!(
            report.problems,
            vec!["fact f1: the stored record does not match audit entry #1"]
        );
    }
}
