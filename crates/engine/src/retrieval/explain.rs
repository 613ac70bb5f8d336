//! Why recall served what it did: the planner's reading, then for every
//! fact and turn in the context, the parts of its score — each query
//! term's BM25 contribution, the boosts, the turn's similarity in meaning,
//! what a found turn lent the facts it said.
//!
//! It runs the very pipeline recall runs ([`super::pipeline`]) and builds
//! the queries with the same functions search uses, so an explanation
//! cannot drift from the ranking it explains. It is for people (the
//! inspector's recall playground), not the hot path: it looks facts and
//! turns up by id and allocates freely.

use memoir_core::{config::RetrievalConfig, EpisodeId, FactId, Timestamp};
use memoir_index::{Explanation, Hit};
use serde::Serialize;

use super::context::{Context, Standing};
use super::plan::{Intent, Plan, RecallRequest};
use super::search::{attribute_boost, episode_query, fact_query};
use crate::state::UserIndex;

/// A recall and the reasons for it.
#[derive(Debug, Clone, Serialize)]
pub struct RecallExplanation {
    /// How the planner read the request.
    pub plan: Plan,
    /// What the model would be given: the same context recall returns.
    pub context: Context,
    /// The text the model would read.
    pub rendered: String,
    /// One reason per fact in the context, in its order.
    pub facts: Vec<FactReason>,
    /// One reason per evidence capsule in the context, in its order.
    pub evidence: Vec<EvidenceReason>,
    /// Whether the query was embedded (the dense signal took part).
    pub dense: bool,
}

/// Why one fact was served.
#[derive(Debug, Clone, Serialize)]
pub struct FactReason {
    pub id: String,
    /// Its score in search, before assembly.
    pub score: f32,
    /// The query words it holds, term by term, with the subject boost.
    /// `None` when it shares no word with the query.
    pub lexical: Option<Explanation>,
    /// The factor for being of the attribute asked about (1 if none).
    pub attribute_boost: f32,
    /// What the best-ranked turns that said it lent its score.
    pub lent_by_turns: f32,
    /// Listed because the question asks for everything about its subject.
    pub listed_for_subject: bool,
}

/// Why one turn was served as evidence.
#[derive(Debug, Clone, Serialize)]
pub struct EvidenceReason {
    pub key: EpisodeId,
    /// Its score in search (lexical fused with dense when there is a model).
    pub score: f32,
    /// The query words it and its neighbours hold, term by term.
    pub lexical: Option<Explanation>,
    /// Its cosine similarity to the query, when the query was embedded.
    pub cosine: Option<f32>,
}

/// Run recall for `request` over `index` and say why each item ranked.
pub(crate) fn explain(
    index: &UserIndex,
    request: &RecallRequest,
    config: &RetrievalConfig,
    at: Timestamp,
    query_vector: Option<&[f32]>,
) -> RecallExplanation {
    let run = super::pipeline(index, request, config, None, at, query_vector);
    let facts_query = fact_query(index, &run.plan);
    let turns_query = episode_query(index, &run.plan, config);
    let score_of = |hits: &[Hit], doc| hits.iter().find(|h| h.doc == doc).map_or(0.0, |h| h.score);
    let facts = run
        .context
        .facts
        .iter()
        .filter(|f| f.standing == Standing::Settled)
        .filter_map(|f| {
            let doc = index.doc_of_fact(&FactId::new(&f.id).ok()?)?;
            let lexical = index
                .facts
                .explain(&facts_query, doc)
                .filter(|e| !e.terms.is_empty());
            let boost = attribute_boost(index, &run.plan, doc);
            let score = score_of(&run.candidates.facts, doc);
            let listed = lexical.is_none()
                && run.plan.intent == Intent::ExplicitRecall
                && index.fact_of(doc).is_some_and(|(fact, _)| {
                    fact.subject.key
                        == run
                            .plan
                            .about
                            .as_deref()
                            .unwrap_or(memoir_core::Subject::USER_KEY)
                });
            let matched = lexical.as_ref().map_or(0.0, |e| e.score * boost);
            Some(FactReason {
                id: f.id.clone(),
                score,
                lent_by_turns: if listed {
                    0.0
                } else {
                    (score - matched).max(0.0)
                },
                lexical,
                attribute_boost: boost,
                listed_for_subject: listed,
            })
        })
        .collect();
    let evidence = run
        .context
        .evidence
        .iter()
        .filter_map(|capsule| {
            let doc = *index.episode_by_id.get(&capsule.key)?;
            Some(EvidenceReason {
                key: capsule.key.clone(),
                score: score_of(&run.candidates.episodes, doc),
                lexical: index
                    .episodes
                    .explain(&turns_query, doc)
                    .filter(|e| !e.terms.is_empty()),
                cosine: query_vector
                    .zip(index.vectors.as_ref())
                    .and_then(|(q, v)| v.similarity(q, doc)),
            })
        })
        .collect();
    RecallExplanation {
        rendered: run.context.render(),
        plan: run.plan,
        context: run.context,
        facts,
        evidence,
        dense: query_vector.is_some(),
    }
}
