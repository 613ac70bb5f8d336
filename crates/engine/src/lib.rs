//! # memoir-engine
//!
//! memoir's engine: it listens to a conversation, keeps every final turn
//! verbatim as an episode, reads facts out of it, reconciles them across
//! sessions, and hands the model the few memories that matter for the next
//! turn — prepared in the background, served without IO.
//!
//! The facade is three types: [`Memory`] (a store and its users),
//! [`UserMemory`] (one user's memory, isolated from every other) and
//! [`Session`] (one conversation).
//!
//! ```
//! use memoir_engine::{Memory, FinalTurn, RecallRequest};
//! use memoir_core::UserId;
//! use chrono::{Duration, Utc};
//!
//! let memory = Memory::in_memory();
//! let user = memory.user(&UserId::new("jordan").unwrap()).unwrap();
//! let t0 = Utc::now();
//!
//! let first = user.new_session().unwrap();
//! first.observe_final(FinalTurn::user("I live in Leeds", t0)).unwrap();
//! first.finish().unwrap();
//!
//! let second = user.new_session().unwrap();
//! second.observe_final(FinalTurn::user("I live in Bristol now", t0 + Duration::days(30))).unwrap();
//! second.finish().unwrap();
//!
//! let context = user.recall(&RecallRequest::new("where does the user live"));
//! assert!(context.facts[0].statement.contains("Bristol"));
//! assert!(context.facts.iter().all(|f| !f.statement.contains("Leeds")));
//! ```

pub mod clock;
pub mod consolidate;
pub mod embed;
pub mod error;
pub mod extract;
mod memory;
mod prepare;
pub mod retrieval;
mod session;
mod state;
pub mod synthetic;
pub mod tools;
mod user;

pub use clock::{Clock, ManualClock, SystemClock};
pub use consolidate::{Ambiguity, Consolidator, Resolution};
pub use embed::{EmbedError, Embedder};
pub use error::EngineError;
pub use extract::{Extractor, RuleExtractor, TurnInput};
pub use memoir_core::episode::MAX_TURN_NUMBER;
pub use memoir_store::StoreError;
pub use memory::{Memory, MemoryBuilder};
pub use prepare::{PrepareOutcome, PrepareTicket};
pub use retrieval::{
    Context, ContextFact, EvidenceCapsule, EvidenceReason, FactReason, MemoryMap, Plan,
    RecallExplanation, RecallRequest, RenderedContext, Snapshot, Standing,
};
pub use session::{FinalTurn, FinishReport, KnownValue, Session, TurnReport};
pub use user::{FactHistory, Forget, ForgetReport, UserMemory};

/// A fresh, time-ordered id suffix (UUIDv7, hex).
pub(crate) fn mint_suffix() -> String {
    uuid::Uuid::now_v7().simple().to_string()
}

/// A fresh id with `prefix`.
pub(crate) fn mint(prefix: &str) -> String {
    format!("{prefix}-{}", mint_suffix())
}
