//! Retrieval: planning, search, assembly under budgets, snapshots, evidence
//! capsules and the memory map.

pub(crate) mod assemble;
pub mod context;
pub mod memory_map;
pub mod plan;
pub(crate) mod search;
pub mod snapshot;

pub use context::{Context, ContextFact, EvidenceCapsule, Standing};
pub use memory_map::MemoryMap;
pub use plan::{Intent, Plan, RecallRequest};
pub use snapshot::Snapshot;
