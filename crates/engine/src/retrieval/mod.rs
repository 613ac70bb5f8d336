//! Retrieval: planning, search, assembly under budgets, snapshots, evidence
//! capsules and the memory map.

pub(crate) mod assemble;
pub mod context;
pub mod explain;
pub mod memory_map;
pub mod plan;
pub(crate) mod search;
pub mod snapshot;

pub use context::{Context, ContextFact, EvidenceCapsule, RenderedContext, Standing};
pub use explain::{EvidenceReason, FactReason, RecallExplanation};
pub use memory_map::MemoryMap;
pub use plan::{Intent, Plan, RecallRequest};
pub use snapshot::Snapshot;

use memoir_core::{config::RetrievalConfig, SessionId, Timestamp};

use crate::state::UserIndex;
use crate::user::vocabulary;

/// The one retrieval pipeline: plan the request against the user's
/// vocabulary, search (lexical, fused with the dense score when the query
/// was embedded), assemble under the budget. Session recall, recall outside
/// a session and snapshot preparation all run this; `session` adds that
/// session's overlay.
pub(crate) fn run(
    index: &UserIndex,
    request: &RecallRequest,
    config: &RetrievalConfig,
    session: Option<&SessionId>,
    at: Timestamp,
    query_vector: Option<&[f32]>,
) -> (Context, assemble::Budget) {
    let run = pipeline(index, request, config, session, at, query_vector);
    (run.context, run.budget)
}

/// Every stage's output of one run of the pipeline, for [`explain`].
pub(crate) struct Pipeline {
    pub plan: Plan,
    pub candidates: search::Candidates,
    pub context: Context,
    pub budget: assemble::Budget,
}

pub(crate) fn pipeline(
    index: &UserIndex,
    request: &RecallRequest,
    config: &RetrievalConfig,
    session: Option<&SessionId>,
    at: Timestamp,
    query_vector: Option<&[f32]>,
) -> Pipeline {
    let plan = plan::plan(request, &vocabulary(index));
    let budget = assemble::Budget::new(config, request, &plan);
    let depth = config.live_search_depth.max(budget.max_facts * 4);
    let dense = query_vector.map(|query| search::Dense {
        query,
        weight: config.dense_weight,
    });
    let candidates = search::search(index, &plan, session, at, depth, dense, config);
    let context = assemble::assemble(index, &plan, &candidates, &budget, at);
    Pipeline {
        plan,
        candidates,
        context,
        budget,
    }
}
