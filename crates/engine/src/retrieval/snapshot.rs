//! Prepared snapshots and their fusion with a live search.
//!
//! A snapshot is built off the tool-call path (after a final turn, or
//! speculatively from a partial one) and frozen: once a turn has been served
//! from it, no later preparation for that turn replaces it, so what the model
//! remembers cannot change mid-sentence (principle 6).

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};

use memoir_core::{SnapshotId, Timestamp};
use memoir_index::fusion::rrf;

use super::assemble::Budget;
use super::context::{Context, ContextFact, EvidenceCapsule, Standing};

/// An immutable, budgeted context prepared for one turn.
#[derive(Debug)]
pub struct Snapshot {
    pub id: SnapshotId,
    /// The turn it serves.
    pub turn: u32,
    /// Built from a partial transcript.
    pub speculative: bool,
    pub generation: u64,
    pub built_at: Timestamp,
    pub expires_at: Timestamp,
    /// The user index revision it was built at.
    pub revision: u64,
    /// What it holds.
    pub context: Context,
    pub(crate) served: AtomicBool,
}

impl Snapshot {
    /// Whether it may still be served at `now`.
    pub fn is_fresh(&self, now: Timestamp) -> bool {
        now < self.expires_at
    }

    /// Whether a recall has been served from it (and so it is pinned).
    pub fn was_served(&self) -> bool {
        self.served.load(Ordering::Acquire)
    }

    pub(crate) fn mark_served(&self) {
        self.served.store(true, Ordering::Release);
    }
}

/// Fuse a live search with a prepared snapshot by reciprocal rank, then
/// re-apply every budget: two compliant inputs do not make a compliant
/// union. `still_valid` re-checks each fact against current memory, so a
/// fact superseded or forgotten since the snapshot was built is not served.
pub(crate) fn fuse(
    live: Context,
    prepared: Option<&Snapshot>,
    budget: &Budget,
    still_valid: impl Fn(&ContextFact) -> bool,
    episode_exists: impl Fn(&EvidenceCapsule) -> bool,
) -> Context {
    let Some(snapshot) = prepared else {
        return live;
    };
    let prepared = &snapshot.context;

    let live_ids: Vec<&str> = live.facts.iter().map(|f| f.id.as_str()).collect();
    let prepared_ids: Vec<&str> = prepared.facts.iter().map(|f| f.id.as_str()).collect();
    let by_id: HashMap<&str, &ContextFact> = prepared
        .facts
        .iter()
        .chain(live.facts.iter())
        .map(|f| (f.id.as_str(), f))
        .collect();

    let mut out = Context {
        snapshot: Some(snapshot.id.clone()),
        ..Context::default()
    };
    let mut tokens = 0usize;
    let mut per_attribute: HashMap<&str, usize> = HashMap::new();
    for (id, _) in rrf(&[&live_ids[..], &prepared_ids[..]]) {
        if out.facts.len() >= budget.max_facts {
            break;
        }
        let fact = by_id[id];
        if !still_valid(fact) || out.facts.iter().any(|f| f.statement == fact.statement) {
            continue;
        }
        let used = per_attribute.entry(fact.attribute.as_str()).or_default();
        if *used >= budget.max_per_attribute {
            continue;
        }
        if tokens + fact.tokens > budget.max_tokens {
            break;
        }
        *used += 1;
        tokens += fact.tokens;
        out.facts.push(fact.clone());
    }
    out.facts
        .sort_by_key(|f| f.standing == Standing::Provisional);

    let live_keys: Vec<&str> = live.evidence.iter().map(|e| e.key.as_str()).collect();
    let prepared_keys: Vec<&str> = prepared.evidence.iter().map(|e| e.key.as_str()).collect();
    let capsules: HashMap<&str, &EvidenceCapsule> = prepared
        .evidence
        .iter()
        .chain(live.evidence.iter())
        .map(|e| (e.key.as_str(), e))
        .collect();
    let mut remaining = budget
        .evidence_tokens
        .min(budget.max_tokens.saturating_sub(tokens));
    for (key, _) in rrf(&[&live_keys[..], &prepared_keys[..]]) {
        let capsule = capsules[key];
        if !episode_exists(capsule) {
            continue;
        }
        if capsule.tokens > remaining {
            break;
        }
        remaining -= capsule.tokens;
        out.evidence.push(capsule.clone());
    }
    out.recount();
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::Utc;
    use memoir_core::FactKind;

    fn fact(id: &str, statement: &str) -> ContextFact {
        let (statement, tokens) = ContextFact::presented(statement, Standing::Settled);
        ContextFact {
            id: id.into(),
            statement,
            subject: "user".into(),
            attribute: id.into(),
            kind: FactKind::Preference,
            standing: Standing::Settled,
            score: 1.0,
            evidence: vec![],
            tokens,
        }
    }

    fn snapshot(facts: Vec<ContextFact>) -> Snapshot {
        let mut context = Context {
            facts,
            ..Context::default()
        };
        context.recount();
        Snapshot {
            id: SnapshotId::new("snap").unwrap(),
            turn: 1,
            speculative: false,
            generation: 1,
            built_at: Utc::now(),
            expires_at: Utc::now(),
            revision: 0,
            context,
            served: AtomicBool::new(false),
        }
    }

    fn budget(max_tokens: usize) -> Budget {
        Budget {
            max_facts: 10,
            max_tokens,
            max_per_attribute: 3,
            evidence_tokens: 0,
            excerpt_tokens: 40,
            floor_ratio: 0.2,
            fact_floor_ratio: 0.2,
        }
    }

    const LONG: &str = "The user wants every dinner reservation to be somewhere quiet enough to talk without raising a voice, ideally outdoors.";

    #[test]
    fn fusing_two_compliant_answers_still_respects_the_token_cap() {
        let live = fact("a", LONG);
        let prepared = fact("b", LONG);
        let cap = live.tokens + live.tokens / 2;
        let mut live_ctx = Context {
            facts: vec![live],
            ..Context::default()
        };
        live_ctx.recount();
        let fused = fuse(
            live_ctx,
            Some(&snapshot(vec![prepared])),
            &budget(cap),
            |_| true,
            |_| true,
        );
        assert!(fused.token_count <= cap, "{} > {cap}", fused.token_count);
        assert_eq!(fused.facts.len(), 1);
        assert_eq!(
            fused.token_count,
            fused.facts.iter().map(|f| f.tokens).sum::<usize>()
        );
    }

    #[test]
    fn a_cap_that_fits_both_keeps_both_and_agreement_ranks_first() {
        let live = Context {
            facts: vec![
                fact("a", "The user drinks tea."),
                fact("b", "The user lives in Cork."),
            ],
            ..Context::default()
        };
        let fused = fuse(
            live,
            Some(&snapshot(vec![
                fact("b", "The user lives in Cork."),
                fact("c", "Rhea is vegan."),
            ])),
            &budget(1000),
            |_| true,
            |_| true,
        );
        let ids: Vec<&str> = fused.facts.iter().map(|f| f.id.as_str()).collect();
        assert_eq!(ids, vec!["b", "a", "c"]);
    }

    #[test]
    fn a_fact_no_longer_valid_is_not_served_from_a_snapshot() {
        let fused = fuse(
            Context::default(),
            Some(&snapshot(vec![fact("gone", "The user lives in Leeds.")])),
            &budget(1000),
            |f| f.id != "gone",
            |_| true,
        );
        assert!(fused.facts.is_empty());
    }
}
