//! Assembly: from ranked candidates to a bounded context.
//!
//! Everything here is subtraction: drop what scores under the floor, stop an
//! attribute from flooding the turn, stop at the count cap, and never pass
//! the token cap — a statement is never cut to fit, the list stops instead,
//! because a truncated fact reads as a different fact. Settled facts are
//! shown before provisional ones.

use std::collections::HashMap;

use memoir_core::{text, RetrievalConfig, Timestamp};
use memoir_index::Hit;

use super::context::{Context, ContextFact, EvidenceCapsule, Standing};
use super::plan::{Intent, Plan, RecallRequest};
use super::search::Candidates;
use crate::state::UserIndex;

/// A capsule whose excerpt would be shorter than this is not worth a slot.
const MIN_EXCERPT_TOKENS: usize = 8;
/// Recency may move a capsule's score by at most this fraction: relevance
/// decides what is kept.
const RECENCY_WEIGHT: f32 = 0.1;
const RECENCY_HALF_LIFE_DAYS: f32 = 30.0;
/// A fact's evidence episode enters the capsule pool at this fraction of the
/// fact's normalised score.
const SUPPORT_WEIGHT: f32 = 0.8;

/// The budgets one request is served under.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Budget {
    pub max_facts: usize,
    pub max_tokens: usize,
    pub max_per_attribute: usize,
    pub evidence_tokens: usize,
    pub excerpt_tokens: usize,
    pub floor_ratio: f32,
    pub fact_floor_ratio: f32,
}

impl Budget {
    /// The configured budgets, narrowed by what the request asks.
    pub fn new(config: &RetrievalConfig, request: &RecallRequest, plan: &Plan) -> Self {
        let max_facts = request.max_facts.unwrap_or(config.max_facts);
        Self {
            max_facts,
            max_tokens: request.max_tokens.unwrap_or(config.max_tokens),
            max_per_attribute: if plan.intent == Intent::ExplicitRecall {
                max_facts
            } else {
                config.max_per_attribute
            },
            evidence_tokens: request.evidence_tokens.unwrap_or(config.evidence_tokens),
            excerpt_tokens: config.excerpt_tokens,
            floor_ratio: config.score_floor_ratio,
            fact_floor_ratio: config.fact_floor_ratio,
        }
    }
}

/// Build the context for `plan` from `candidates`.
pub(crate) fn assemble(
    index: &UserIndex,
    plan: &Plan,
    candidates: &Candidates,
    budget: &Budget,
    now: Timestamp,
) -> Context {
    let mut ctx = Context::default();
    let mut tokens = 0usize;
    let top = candidates.facts.first().map_or(0.0, |h| h.score);
    let floor = top * budget.fact_floor_ratio;
    let mut per_attribute: HashMap<&str, usize> = HashMap::new();
    let mut fact_scores: Vec<(usize, f32)> = Vec::new();
    for hit in &candidates.facts {
        if ctx.facts.len() >= budget.max_facts {
            break;
        }
        if hit.score < floor {
            continue;
        }
        let Some((fact, provisional)) = index.fact_of(hit.doc) else {
            continue;
        };
        let used = per_attribute.entry(fact.predicate.as_str()).or_default();
        if *used >= budget.max_per_attribute {
            continue;
        }
        let standing = if provisional {
            Standing::Provisional
        } else {
            Standing::Settled
        };
        let (statement, cost) = ContextFact::presented(&fact.statement, standing);
        if tokens + cost > budget.max_tokens {
            break;
        }
        *used += 1;
        tokens += cost;
        fact_scores.push((
            hit.doc as usize,
            if top > 0.0 { hit.score / top } else { 0.0 },
        ));
        ctx.facts.push(ContextFact {
            id: fact.id.to_string(),
            statement,
            subject: fact.subject.key.clone(),
            attribute: fact.predicate.clone(),
            kind: fact.kind,
            standing,
            score: hit.score,
            evidence: fact.evidence.clone(),
            tokens: cost,
        });
    }
    // Settled before provisional; the sort is stable, so rank order holds
    // within each.
    ctx.facts
        .sort_by_key(|f| f.standing == Standing::Provisional);

    let evidence_budget = budget
        .evidence_tokens
        .min(budget.max_tokens.saturating_sub(tokens));
    if evidence_budget > 0 {
        let supported: Vec<(Vec<memoir_core::EpisodeId>, f32)> = ctx
            .facts
            .iter()
            .zip(fact_scores.iter())
            .map(|(f, (_, s))| (f.evidence.clone(), *s))
            .collect();
        ctx.evidence = capsules(
            index,
            plan,
            &candidates.episodes,
            &supported,
            evidence_budget,
            budget,
            now,
        );
    }
    ctx.recount();
    ctx
}

fn recency(occurred_at: Timestamp, now: Timestamp) -> f32 {
    let days = (now - occurred_at).num_seconds().max(0) as f32 / 86_400.0;
    0.5f32.powf(days / RECENCY_HALF_LIFE_DAYS)
}

/// Pack verbatim excerpts of the most relevant episodes under `budget_tokens`.
fn capsules(
    index: &UserIndex,
    plan: &Plan,
    episodes: &[Hit],
    supported: &[(Vec<memoir_core::EpisodeId>, f32)],
    budget_tokens: usize,
    budget: &Budget,
    now: Timestamp,
) -> Vec<EvidenceCapsule> {
    let top = episodes.first().map_or(0.0, |h| h.score);
    let mut pool: HashMap<u32, f32> = HashMap::new();
    for hit in episodes {
        if top > 0.0 && hit.score >= top * budget.floor_ratio {
            pool.insert(hit.doc, hit.score / top);
        }
    }
    for (evidence, score) in supported {
        for id in evidence {
            if let Some(&doc) = index.episode_by_id.get(id) {
                let s = pool.entry(doc).or_default();
                *s = s.max(score * SUPPORT_WEIGHT);
            }
        }
    }
    let mut ranked: Vec<(u32, f32)> = pool
        .into_iter()
        .map(|(doc, relevance)| {
            let at = index.episode_docs[doc as usize].occurred_at;
            (
                doc,
                relevance * (1.0 - RECENCY_WEIGHT + RECENCY_WEIGHT * recency(at, now)),
            )
        })
        .collect();
    ranked.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));

    let mut out = Vec::new();
    let mut remaining = budget_tokens;
    for (doc, score) in ranked {
        let e = &index.episode_docs[doc as usize];
        let mut capsule = EvidenceCapsule {
            key: e.id.clone(),
            speaker: e.speaker.to_string(),
            occurred_at: e.occurred_at,
            excerpt: String::new(),
            tokens: 0,
            score,
        };
        capsule.price();
        let overhead = capsule.tokens;
        let room = remaining
            .saturating_sub(overhead)
            .min(budget.excerpt_tokens);
        if room < MIN_EXCERPT_TOKENS {
            break;
        }
        capsule.excerpt = excerpt(&e.text, &plan.terms, room);
        capsule.price();
        if capsule.excerpt.is_empty() || capsule.tokens > remaining {
            break;
        }
        remaining -= capsule.tokens;
        out.push(capsule);
    }
    out
}

/// The sentences of `text` that best match `terms`, verbatim, within
/// `max_tokens`; "…" marks text left out.
pub(crate) fn excerpt(text_: &str, terms: &[String], max_tokens: usize) -> String {
    let spans = text::sentence_spans(text_);
    if spans.is_empty() {
        return String::new();
    }
    let matches = |&(s, e): &(usize, usize)| {
        let mut seen = 0;
        text::for_each_term(&text_[s..e], |t| {
            if terms.iter().any(|q| q == t) {
                seen += 1;
            }
        });
        seen
    };
    let scores: Vec<usize> = spans.iter().map(matches).collect();
    let best = (0..spans.len())
        .max_by_key(|&i| (scores[i], std::cmp::Reverse(i)))
        .unwrap_or(0);
    let (mut lo, mut hi) = (best, best);
    let render = |lo: usize, hi: usize| {
        let (s, e) = (spans[lo].0, spans[hi].1);
        let mut out = String::new();
        if s > 0 {
            out.push_str("… ");
        }
        out.push_str(&text_[s..e]);
        if e < text_.trim_end().len() {
            out.push_str(" …");
        }
        out
    };
    let mut current = render(lo, hi);
    if text::estimate_tokens(&current) > max_tokens {
        return text::truncate_to_tokens(&text_[spans[best].0..spans[best].1], max_tokens);
    }
    // Grow forward first (what follows a statement usually explains it),
    // then back, while it fits.
    loop {
        let mut grew = false;
        if hi + 1 < spans.len() {
            let candidate = render(lo, hi + 1);
            if text::estimate_tokens(&candidate) <= max_tokens {
                hi += 1;
                current = candidate;
                grew = true;
            }
        }
        if lo > 0 {
            let candidate = render(lo - 1, hi);
            if text::estimate_tokens(&candidate) <= max_tokens {
                lo -= 1;
                current = candidate;
                grew = true;
            }
        }
        if !grew {
            return current;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn terms(q: &str) -> Vec<String> {
        text::query_terms(q)
    }

    #[test]
    fn an_excerpt_is_the_matching_sentence_verbatim() {
        let t = "We had a long week. The concert on Friday was loud and wonderful. Then we slept.";
        let e = excerpt(t, &terms("concert"), 14);
        assert!(
            e.contains("The concert on Friday was loud and wonderful."),
            "{e}"
        );
        assert!(text::estimate_tokens(&e) <= 14, "{e}");
    }

    #[test]
    fn an_excerpt_of_a_short_episode_is_the_whole_episode() {
        let t = "I moved to Porto.";
        assert_eq!(excerpt(t, &terms("porto"), 40), t);
    }

    #[test]
    fn an_overlong_sentence_is_cut_at_a_word_within_budget() {
        let t = "word ".repeat(100);
        let e = excerpt(t.trim(), &terms("word"), 10);
        assert!(text::estimate_tokens(&e) <= 10, "{e}");
        assert!(e.ends_with('…'));
    }
}
