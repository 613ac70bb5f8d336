//! Audit events: every mutation of memory, with its reason and evidence.
//!
//! An event names records by id and says why, in words that never repeat
//! what was said: the log outlives a forget, and a forgotten fact must leave
//! no content behind in it. The store chains events by hash and ties each to
//! a salted digest of the record it produced (see `memoir-store`).

use serde::{Deserialize, Serialize};

use crate::ids::EpisodeId;
use crate::Timestamp;

/// What happened.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AuditAction {
    EpisodeRecorded,
    FactCreated,
    FactReinforced,
    FactSuperseded,
    FactRetracted,
    FactExpired,
    FactCorrected,
    FactImported,
    EpisodeImported,
    ProposalRejected,
    /// Something was forgotten. The event keeps no content.
    Forgotten,
}

/// One mutation, as the engine reports it to the store.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AuditEvent {
    pub at: Timestamp,
    pub action: AuditAction,
    /// The id of the record acted on (a fact, an episode), or what kind of
    /// thing it was ("proposal for diet").
    pub target: String,
    /// Why, in a sentence that names no content.
    pub reason: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub evidence: Vec<EpisodeId>,
}
