//! # memoir-core
//!
//! The domain of memoir, a long-term memory engine for conversational agents:
//! what an [`Episode`] (a verbatim turn) and a [`Fact`] (something derived
//! from episodes) are, the rules that decide how facts change
//! ([`reconcile`]), the attribute catalogue those rules consult
//! ([`attribute`]), configuration, and the text utilities every other layer
//! shares ([`text`]).
//!
//! This crate does no IO, spawns nothing and reads no clock: time is always
//! passed in, so every rule here is a pure function that a test can pin.
//!
//! ```
//! use memoir_core::text;
//! assert_eq!(text::terms("My sister lives in Porto"), vec!["sister", "live", "porto"]);
//! ```

pub mod attribute;
pub mod audit;
pub mod config;
pub mod dates;
pub mod episode;
pub mod error;
pub mod fact;
pub mod ids;
pub mod proposal;
pub mod reconcile;
pub mod similarity;
pub mod text;

pub use audit::{AuditAction, AuditEvent};
pub use config::{Config, PolicyConfig, RetrievalConfig};
pub use episode::{Episode, Role, Speaker};
pub use error::DomainError;
pub use fact::{
    Explicitness, Fact, FactKind, FactStatus, FactValue, Sensitivity, Subject, TemporalScope,
};
pub use ids::{EpisodeId, FactId, SessionId, SnapshotId, UserId};
pub use proposal::{Cue, FactCandidate, Proposal, Retraction};
pub use reconcile::{reconcile, Decision, LedgerEntry, ReconcileContext, Reconciliation};
pub use similarity::{LexicalSimilarity, Similarity};

/// A point in time. Always UTC; always supplied by the caller.
pub type Timestamp = chrono::DateTime<chrono::Utc>;
