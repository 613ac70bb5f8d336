//! Audit events: every mutation of memory, with its reason and evidence.

use serde::{Deserialize, Serialize};

use crate::fact::Fact;
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
    ProposalRejected,
    /// Something was forgotten. The event keeps no content.
    Forgotten,
}

/// One entry of a user's append-only audit log.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AuditEvent {
    pub at: Timestamp,
    pub action: AuditAction,
    /// The id of the record acted on (a fact, an episode, a session).
    pub target: String,
    /// Why, in a sentence.
    pub reason: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub evidence: Vec<EpisodeId>,
    /// The record as it stood after the change; `None` for deletions.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fact: Option<Fact>,
}
