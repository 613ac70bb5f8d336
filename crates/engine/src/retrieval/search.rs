//! Search: candidates from the fact and episode indexes for a plan.

use std::collections::HashMap;

use memoir_core::{RetrievalConfig, SessionId, Timestamp};
use memoir_index::{DocId, Hit, Query, FLAG_TIME};

use super::plan::{Intent, Plan};
use crate::state::UserIndex;

/// Boost for documents about the subject the plan names.
const ABOUT_BOOST: f32 = 1.5;
/// Boost for facts of the attribute the plan names. Soft: a wrong hint costs
/// a little rank, never a result.
const ATTRIBUTE_BOOST: f32 = 1.5;

/// Ranked candidates of both kinds.
#[derive(Debug, Default, Clone)]
pub(crate) struct Candidates {
    pub facts: Vec<Hit>,
    pub episodes: Vec<Hit>,
}

/// A query's vector, and how much the dense signal counts.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Dense<'a> {
    pub query: &'a [f32],
    pub weight: f32,
}

/// The best `depth` facts visible to `session` and the best `depth`
/// episodes for `plan`.
pub(crate) fn search(
    index: &UserIndex,
    plan: &Plan,
    session: Option<&SessionId>,
    now: Timestamp,
    depth: usize,
    dense: Option<Dense<'_>>,
    config: &RetrievalConfig,
) -> Candidates {
    let q = fact_query(index, plan);
    let visible = index.visibility(session, now);
    let mut facts = index.facts.search(&q, depth, |d| visible.allows(d));
    if plan.attribute.is_some() {
        for hit in &mut facts {
            hit.score *= attribute_boost(index, plan, hit.doc);
        }
        facts.sort_by(|a, b| b.score.total_cmp(&a.score).then(a.doc.cmp(&b.doc)));
    }
    if plan.intent == Intent::ExplicitRecall {
        add_everything_about(index, plan, session, now, depth, &mut facts);
    }

    let episodes = search_episodes(index, plan, depth, dense, config);
    add_facts_of_turns(index, &visible, &episodes, &mut facts);
    if plan.only_the_user {
        facts.retain(|hit| !someone_elses_answer(index, plan, hit.doc));
    }
    Candidates { facts, episodes }
}

/// Whether the fact at `doc` holds the attribute the plan asks about for
/// someone other than the user: "where does the user live" is not
/// answered by where the sister lives, nor "what does the user do" by the
/// husband's job. A pet's facts are filed under the pet ("the user's
/// cat is a tabby") and stay answers about the user's pets, as the
/// children's do; a pet filed under someone outside the home ("someone
/// at work got a puppy") is theirs.
fn someone_elses_answer(index: &UserIndex, plan: &Plan, doc: DocId) -> bool {
    plan.attribute.as_ref().is_some_and(|attribute| {
        index.fact_of(doc).is_some_and(|(f, _)| {
            &f.predicate == attribute
                && !f.subject.is_user()
                && (attribute != "pet"
                    || memoir_extract::discourse::filed_under_someone_outside_the_home(
                        &f.subject.key,
                    ))
        })
    })
}

/// The fact index's query for `plan`: its terms, the subject it names
/// boosted. Search and [`explain`](super::explain) build it here alike.
pub(crate) fn fact_query(index: &UserIndex, plan: &Plan) -> Query {
    let q = Query::from_terms(&index.facts, &plan.terms);
    match &plan.about {
        Some(about) => q.boost_label(&index.facts, about, ABOUT_BOOST),
        None => q,
    }
}

/// The factor a fact's score is multiplied by for being of the attribute
/// the plan names (1 when it names none, or another).
pub(crate) fn attribute_boost(index: &UserIndex, plan: &Plan, doc: DocId) -> f32 {
    match &plan.attribute {
        Some(attribute)
            if index
                .fact_of(doc)
                .is_some_and(|(f, _)| &f.predicate == attribute) =>
        {
            ATTRIBUTE_BOOST
        }
        _ => 1.0,
    }
}

/// The turn index's query for `plan`: its terms, the named speaker and
/// time-bearing turns boosted.
pub(crate) fn episode_query(index: &UserIndex, plan: &Plan, config: &RetrievalConfig) -> Query {
    let mut q = Query::from_terms(&index.episodes, &plan.terms);
    if let Some(speaker) = &plan.speaker {
        q = q.boost_label(&index.episodes, speaker, config.speaker_boost);
    }
    if plan.wants_time {
        q = q.boost_flag(FLAG_TIME, config.time_boost);
    }
    q
}

/// How many of the best turns lend their facts.
const TURNS_LENDING_FACTS: usize = 5;
/// A lent fact's score, as a share of the best fact's, times its turn's
/// share of the best turn's.
const LENT_FACT_WEIGHT: f32 = 0.5;

/// Facts derived from the best turns. A turn is searched with its
/// neighbours and, with a model, by meaning: "who is the user's manager"
/// shares no word with the fact "reports to Victor now", but the turn that
/// said it is near the question. A fact found both ways keeps its own score
/// plus half of what the turn lends. Measured on the update suites when it
/// was added: dev 91 → 102 of 125 with the static vectors; without a model,
/// dev-b 102 → 111 of 174.
fn add_facts_of_turns(
    index: &UserIndex,
    visible: &crate::state::Visibility<'_>,
    episodes: &[Hit],
    facts: &mut Vec<Hit>,
) {
    let best_turn = episodes.first().map_or(0.0, |h| h.score);
    if best_turn <= 0.0 {
        return;
    }
    let best_fact = facts.first().map_or(1.0, |h| h.score);
    for turn in episodes.iter().take(TURNS_LENDING_FACTS) {
        let Some(doc) = index.episode_docs.get(turn.doc as usize) else {
            continue;
        };
        let Some(derived) = index.facts_of_episode.get(&doc.id) else {
            continue;
        };
        let lent = LENT_FACT_WEIGHT * best_fact * turn.score / best_turn;
        for &fact in derived {
            if !visible.allows(fact) {
                continue;
            }
            match facts.iter_mut().find(|h| h.doc == fact) {
                Some(hit) => hit.score += lent * 0.5,
                None => facts.push(Hit {
                    doc: fact,
                    score: lent,
                }),
            }
        }
    }
    facts.sort_by(|a, b| b.score.total_cmp(&a.score).then(a.doc.cmp(&b.doc)));
}

/// The best `depth` episodes for `plan`: the turn index with the plan's
/// speaker and time boosts, fused with the dense signal when there is one.
pub(crate) fn search_episodes(
    index: &UserIndex,
    plan: &Plan,
    depth: usize,
    dense: Option<Dense<'_>>,
    config: &RetrievalConfig,
) -> Vec<Hit> {
    let q = episode_query(index, plan, config);
    let (Some(dense), Some(vectors)) = (dense, index.vectors.as_ref()) else {
        return index.episodes.search(&q, depth, |_| true);
    };
    if vectors.is_empty() {
        return index.episodes.search(&q, depth, |_| true);
    }
    // Weighted fusion of max-normalised scores (the study's D* without the
    // neighbour text): lexical over its hits, dense over every turn,
    // min-max normalised, with the same speaker preference.
    let lexical = index.episodes.search(&q, depth.max(100), |_| true);
    let max_lexical = lexical.first().map_or(0.0, |h| h.score);
    let mut fused: HashMap<u32, f32> = HashMap::with_capacity(lexical.len() * 2);
    if max_lexical > 0.0 {
        for h in &lexical {
            fused.insert(h.doc, (1.0 - dense.weight) * h.score / max_lexical);
        }
    }
    let mut scores = vectors.scores(dense.query);
    let (lo, hi) = scores.iter().fold((f32::MAX, f32::MIN), |(lo, hi), s| {
        (lo.min(s.1), hi.max(s.1))
    });
    // One turn alone (or all alike) has no spread to normalise by: its own
    // similarity stands, so a memory of a single turn is still found by
    // meaning.
    let (lo, span) = if hi - lo > 1e-6 {
        (lo, hi - lo)
    } else {
        (0.0, 1.0)
    };
    let speaker = plan
        .speaker
        .as_deref()
        .and_then(|s| index.episodes.label_id(s));
    for s in &mut scores {
        s.1 = ((s.1 - lo) / span).max(0.0);
        if speaker.is_some() && index.episodes.doc_label(s.0) == speaker {
            s.1 *= config.speaker_boost;
        }
    }
    let max_dense = scores.iter().map(|s| s.1).fold(0.0f32, f32::max).max(1e-6);
    for (doc, s) in scores {
        if index.episodes.is_alive(doc) {
            *fused.entry(doc).or_default() += dense.weight * s / max_dense;
        }
    }
    let mut hits: Vec<Hit> = fused
        .into_iter()
        .map(|(doc, score)| Hit { doc, score })
        .collect();
    let by_score = |a: &Hit, b: &Hit| b.score.total_cmp(&a.score).then(a.doc.cmp(&b.doc));
    if hits.len() > depth && depth > 0 {
        hits.select_nth_unstable_by(depth - 1, by_score);
        hits.truncate(depth);
    }
    hits.sort_unstable_by(by_score);
    hits
}

/// "What do you know about me?" shares no words with the answer: list the
/// subject's current facts, most recently said first, after any that matched.
fn add_everything_about(
    index: &UserIndex,
    plan: &Plan,
    session: Option<&SessionId>,
    now: Timestamp,
    depth: usize,
    facts: &mut Vec<Hit>,
) {
    let visible = index.visibility(session, now);
    let subject = plan
        .about
        .as_deref()
        .unwrap_or(memoir_core::Subject::USER_KEY);
    let base = facts.first().map_or(1.0, |h| h.score * 0.5);
    let mut listed: Vec<(DocId, Timestamp)> = (0..index.fact_docs.len() as DocId)
        .filter(|&d| !facts.iter().any(|h| h.doc == d))
        .filter(|&d| visible.allows(d))
        .filter_map(|d| {
            let (f, _) = index.fact_of(d)?;
            (f.subject.key == subject).then_some((d, f.last_seen))
        })
        .collect();
    listed.sort_by_key(|x| std::cmp::Reverse(x.1));
    for (i, (doc, _)) in listed.into_iter().take(depth).enumerate() {
        facts.push(Hit {
            doc,
            score: base * (1.0 - i as f32 * 0.001),
        });
    }
}
