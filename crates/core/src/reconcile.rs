//! Reconciliation: turning a session's proposals into durable facts.
//!
//! Plain code, no model (principle 3). The rules, per (subject, attribute):
//!
//! - a value said again **reinforces** the fact that holds it;
//! - a newer value of a one-valued attribute **supersedes** the older one,
//!   which is kept as history with `superseded_by` — unless the newer one is
//!   less explicit (an inference never replaces something the user said);
//! - values of a many-valued attribute **coexist**, and so do different
//!   attributes;
//! - a value that contradicts its opposite ("dislikes jazz" after "likes
//!   jazz") supersedes it;
//! - a **retraction** retires what it names and nothing else;
//! - a temporary fact whose window has closed **expires**.
//!
//! Every decision carries its reason and the episode it came from. Reasons
//! name ids and rules, never what was said: the audit log outlives a forget,
//! and must not keep what was forgotten.

use crate::attribute::{self, Cardinality};
use crate::audit::AuditAction;
use crate::config::PolicyConfig;
use crate::fact::{Fact, FactStatus, Sensitivity};
use crate::ids::{EpisodeId, FactId, SessionId, UserId};
use crate::proposal::{FactCandidate, Proposal, Retraction};
use crate::text::normalize_key;
use crate::Timestamp;

/// One proposal with the episode it came from, in the order it was said.
#[derive(Debug, Clone, PartialEq)]
pub struct LedgerEntry {
    pub proposal: Proposal,
    pub evidence: EpisodeId,
    pub said_at: Timestamp,
}

/// Why a fact changed, for the audit log.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Decision {
    pub action: AuditAction,
    /// The fact acted on, or `proposal for <attribute>` for a rejection.
    pub target: String,
    pub reason: String,
    pub evidence: Vec<EpisodeId>,
}

/// What reconciling a session changes.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Reconciliation {
    /// Every fact created or modified, in its new state.
    pub changed: Vec<Fact>,
    pub decisions: Vec<Decision>,
}

/// Who and when a reconciliation is for.
#[derive(Debug, Clone)]
pub struct ReconcileContext<'a> {
    pub user: &'a UserId,
    pub session: &'a SessionId,
    /// The time the session is reconciled at: its last turn's time, never the
    /// wall clock, so that replaying history gives the same answer.
    pub now: Timestamp,
    pub policy: &'a PolicyConfig,
}

/// Whether the words of `needle` all occur in `haystack` (as normalised
/// keys). "the 38" matches "the 38 bus"; "jazz" matches "jazz".
pub fn value_mentions(haystack: &str, needle: &str) -> bool {
    let hay = normalize_key(haystack);
    let hay_words: Vec<&str> = hay.split(' ').collect();
    let needle = normalize_key(needle);
    !needle.is_empty() && needle.split(' ').all(|w| hay_words.contains(&w))
}

struct Working<'a, 'm> {
    ctx: &'a ReconcileContext<'a>,
    facts: Vec<Fact>,
    /// Indices into `facts` that changed or are new.
    touched: Vec<bool>,
    decisions: Vec<Decision>,
    mint: &'m mut dyn FnMut() -> FactId,
}

impl Working<'_, '_> {
    fn touch(&mut self, i: usize) {
        self.facts[i].revision += 1;
        self.touched[i] = true;
    }

    fn decide(
        &mut self,
        action: AuditAction,
        target: String,
        reason: String,
        evidence: &EpisodeId,
    ) {
        self.decisions.push(Decision {
            action,
            target,
            reason,
            evidence: vec![evidence.clone()],
        });
    }

    fn current(&self, subject: &str, attribute: &str) -> Vec<usize> {
        self.facts
            .iter()
            .enumerate()
            .filter(|(_, f)| {
                f.status == FactStatus::Active
                    && f.subject.key == subject
                    && f.predicate == attribute
            })
            .map(|(i, _)| i)
            .collect()
    }

    fn assert(&mut self, c: &FactCandidate, entry: &LedgerEntry) {
        if c.confidence < self.ctx.policy.min_confidence {
            let reason = format!(
                "confidence {:.2} is below the admission threshold {:.2}",
                c.confidence, self.ctx.policy.min_confidence
            );
            self.decide(
                AuditAction::ProposalRejected,
                format!("proposal for {}", c.attribute),
                reason,
                &entry.evidence,
            );
            return;
        }
        if attribute::sensitivity(&c.attribute) == Sensitivity::Secret {
            let reason = "secrets are never stored".to_string();
            self.decide(
                AuditAction::ProposalRejected,
                format!("proposal for {}", c.attribute),
                reason,
                &entry.evidence,
            );
            return;
        }
        let value_key = c.value.key();
        let same_slot = self.current(&c.subject.key, &c.attribute);

        // The same value said again.
        if let Some(&i) = same_slot
            .iter()
            .find(|&&i| self.facts[i].value.key() == value_key)
        {
            let fact = &mut self.facts[i];
            fact.reinforcements += 1;
            fact.last_seen = entry.said_at;
            if !fact.evidence.contains(&entry.evidence) {
                fact.evidence.push(entry.evidence.clone());
            }
            if c.explicitness > fact.explicitness {
                fact.explicitness = c.explicitness;
            }
            fact.confidence = fact.confidence.max(c.confidence);
            // A temporary fact restated with a new window takes the new one.
            fact.scope = c.scope.clone();
            let id = fact.id.to_string();
            self.touch(i);
            self.decide(
                AuditAction::FactReinforced,
                id,
                "the same value was said again".into(),
                &entry.evidence,
            );
            return;
        }

        // What the new value displaces: the other values of a one-valued
        // attribute, and the same value of the opposite attribute.
        let mut displaced: Vec<usize> = Vec::new();
        if attribute::cardinality(&c.attribute) == Cardinality::One {
            displaced.extend(same_slot.iter().copied());
        }
        if let Some(opposite) = attribute::opposite(&c.attribute) {
            displaced.extend(
                self.current(&c.subject.key, opposite)
                    .into_iter()
                    .filter(|&i| self.facts[i].value.key() == value_key),
            );
        }
        if let Some(&stronger) = displaced
            .iter()
            .find(|&&i| self.facts[i].explicitness > c.explicitness)
        {
            let reason = format!(
                "a {:?} value may not replace fact {}, which the user said more explicitly",
                c.explicitness, self.facts[stronger].id
            );
            self.decide(
                AuditAction::ProposalRejected,
                format!("proposal for {}", c.attribute),
                reason,
                &entry.evidence,
            );
            return;
        }

        let id = (self.mint)();
        let new = Fact {
            id: id.clone(),
            user: self.ctx.user.clone(),
            subject: c.subject.clone(),
            predicate: c.attribute.clone(),
            value: c.value.clone(),
            statement: c.statement.clone(),
            kind: attribute::kind_of(&c.attribute),
            status: FactStatus::Active,
            confidence: if c.commanded { 1.0 } else { c.confidence },
            explicitness: c.explicitness,
            scope: c.scope.clone(),
            evidence: vec![entry.evidence.clone()],
            session: self.ctx.session.clone(),
            reinforcements: 0,
            first_seen: entry.said_at,
            last_seen: entry.said_at,
            sensitivity: attribute::sensitivity(&c.attribute),
            supersedes: displaced
                .iter()
                .map(|&i| self.facts[i].id.clone())
                .collect(),
            superseded_by: None,
            revision: 0,
        };
        for &i in &displaced {
            let old = &mut self.facts[i];
            old.status = FactStatus::Superseded;
            old.superseded_by = Some(id.clone());
            let old_id = old.id.to_string();
            self.touch(i);
            self.decide(
                AuditAction::FactSuperseded,
                old_id,
                format!("replaced by fact {id}, a newer value of {}", c.attribute),
                &entry.evidence,
            );
        }
        self.facts.push(new);
        self.touched.push(false);
        let i = self.facts.len() - 1;
        self.touch(i);
        let reason = if c.commanded {
            "the user asked for it to be remembered"
        } else {
            "newly said"
        };
        self.decide(
            AuditAction::FactCreated,
            id.to_string(),
            reason.into(),
            &entry.evidence,
        );
    }

    fn retract(&mut self, r: &Retraction, entry: &LedgerEntry) {
        let matching: Vec<usize> = self
            .facts
            .iter()
            .enumerate()
            .filter(|(_, f)| {
                f.status == FactStatus::Active
                    && f.subject.key == r.subject.key
                    && r.attribute.as_deref().is_none_or(|a| f.predicate == a)
                    && r.value.as_deref().is_none_or(|v| {
                        value_mentions(&f.value.as_text(), v)
                            || crate::attribute::in_category(&f.statement, v)
                    })
            })
            .map(|(i, _)| i)
            .collect();
        if matching.is_empty() {
            self.decide(
                AuditAction::ProposalRejected,
                "retraction".into(),
                "a retraction named nothing current".into(),
                &entry.evidence,
            );
            return;
        }
        for i in matching {
            let fact = &mut self.facts[i];
            fact.status = FactStatus::Retracted;
            fact.last_seen = entry.said_at;
            let id = fact.id.to_string();
            self.touch(i);
            self.decide(
                AuditAction::FactRetracted,
                id,
                "the user withdrew it".into(),
                &entry.evidence,
            );
        }
    }
}

/// Reconcile a session's ledger against the user's current facts.
///
/// `current` should hold the user's active facts (others are ignored).
/// `mint` makes ids for new facts. Pure: the same inputs give the same output.
pub fn reconcile(
    current: &[Fact],
    ledger: &[LedgerEntry],
    ctx: &ReconcileContext<'_>,
    mint: &mut dyn FnMut() -> FactId,
) -> Reconciliation {
    let facts: Vec<Fact> = current
        .iter()
        .filter(|f| f.status == FactStatus::Active)
        .cloned()
        .collect();
    let mut w = Working {
        ctx,
        touched: vec![false; facts.len()],
        facts,
        decisions: Vec::new(),
        mint,
    };
    for entry in ledger {
        match &entry.proposal {
            Proposal::Assert(c) => w.assert(c, entry),
            Proposal::Retract(r) => w.retract(r, entry),
            // Forgetting is applied when it is said, not at reconciliation.
            Proposal::Forget { .. } => {}
        }
    }
    for i in 0..w.facts.len() {
        let fact = &w.facts[i];
        if fact.status == FactStatus::Active && fact.scope.has_lapsed(ctx.now) {
            let id = fact.id.to_string();
            let evidence = fact.evidence.clone();
            w.facts[i].status = FactStatus::Expired;
            w.touch(i);
            w.decisions.push(Decision {
                action: AuditAction::FactExpired,
                target: id,
                reason: "its time window closed".into(),
                evidence,
            });
        }
    }
    let changed = w
        .facts
        .into_iter()
        .zip(w.touched)
        .filter_map(|(f, t)| t.then_some(f))
        .collect();
    Reconciliation {
        changed,
        decisions: w.decisions,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fact::{Explicitness, FactValue, Subject, TemporalScope};
    use chrono::{TimeZone, Utc};

    fn at(day: u32) -> Timestamp {
        Utc.with_ymd_and_hms(2025, 3, day, 12, 0, 0).unwrap()
    }

    fn candidate(attribute: &str, value: &str, explicitness: Explicitness) -> FactCandidate {
        FactCandidate {
            subject: Subject::user(),
            attribute: attribute.into(),
            value: FactValue::Text(value.into()),
            statement: format!("The user {attribute} {value}."),
            explicitness,
            confidence: 0.9,
            scope: TemporalScope::Ongoing,
            commanded: false,
        }
    }

    fn entry(p: Proposal, n: u32) -> LedgerEntry {
        LedgerEntry {
            proposal: p,
            evidence: EpisodeId::new(format!("ep{n}")).unwrap(),
            said_at: at(n),
        }
    }

    fn assert_entry(attribute: &str, value: &str, n: u32) -> LedgerEntry {
        entry(
            Proposal::Assert(candidate(attribute, value, Explicitness::Stated)),
            n,
        )
    }

    /// Runs sessions one after another, each against the facts the previous
    /// ones left, and returns every fact.
    fn run(sessions: &[Vec<LedgerEntry>]) -> Vec<Fact> {
        let user = UserId::new("u").unwrap();
        let session = SessionId::new("s").unwrap();
        let policy = PolicyConfig::default();
        let mut all: Vec<Fact> = Vec::new();
        let mut n = 0;
        for ledger in sessions {
            let ctx = ReconcileContext {
                user: &user,
                session: &session,
                now: ledger.last().map_or(at(28), |e| e.said_at),
                policy: &policy,
            };
            let mut mint = || {
                n += 1;
                FactId::new(format!("f{n}")).unwrap()
            };
            let r = reconcile(&all, ledger, &ctx, &mut mint);
            for f in r.changed {
                match all.iter_mut().find(|g| g.id == f.id) {
                    Some(g) => *g = f,
                    None => all.push(f),
                }
            }
        }
        all
    }

    fn active(facts: &[Fact]) -> Vec<String> {
        facts
            .iter()
            .filter(|f| f.status == FactStatus::Active)
            .map(|f| format!("{}={}", f.predicate, f.value.as_text()))
            .collect()
    }

    #[test]
    fn a_newer_explicit_value_supersedes_the_older_one_and_keeps_it_as_history() {
        let facts = run(&[
            vec![assert_entry("lives_in", "Leeds", 1)],
            vec![assert_entry("lives_in", "Bristol", 2)],
        ]);
        assert_eq!(active(&facts), vec!["lives_in=Bristol"]);
        let leeds = facts.iter().find(|f| f.value.as_text() == "Leeds").unwrap();
        assert_eq!(leeds.status, FactStatus::Superseded);
        let bristol = facts
            .iter()
            .find(|f| f.value.as_text() == "Bristol")
            .unwrap();
        assert_eq!(leeds.superseded_by.as_ref(), Some(&bristol.id));
        assert_eq!(bristol.supersedes, vec![leeds.id.clone()]);
    }

    #[test]
    fn different_attributes_and_different_liked_things_coexist() {
        let facts = run(&[
            vec![
                assert_entry("likes", "sushi", 1),
                assert_entry("lives_in", "Leeds", 1),
            ],
            vec![assert_entry("likes", "jazz", 2)],
        ]);
        let mut now = active(&facts);
        now.sort();
        assert_eq!(now, vec!["likes=jazz", "likes=sushi", "lives_in=Leeds"]);
    }

    #[test]
    fn saying_the_same_thing_again_reinforces_instead_of_duplicating() {
        let facts = run(&[
            vec![assert_entry("diet", "vegetarian", 1)],
            vec![assert_entry("diet", "Vegetarian", 2)],
        ]);
        assert_eq!(facts.len(), 1);
        assert_eq!(facts[0].reinforcements, 1);
        assert_eq!(facts[0].evidence.len(), 2);
        assert_eq!(facts[0].last_seen, at(2));
    }

    #[test]
    fn an_inference_never_replaces_what_the_user_said_however_often_it_recurs() {
        let inferred = |n| {
            entry(
                Proposal::Assert(candidate("diet", "omnivore", Explicitness::Inferred)),
                n,
            )
        };
        let facts = run(&[
            vec![assert_entry("diet", "vegetarian", 1)],
            vec![inferred(2)],
            vec![inferred(3), inferred(4)],
        ]);
        assert_eq!(active(&facts), vec!["diet=vegetarian"]);
    }

    #[test]
    fn an_explicit_statement_replaces_an_inference() {
        let facts = run(&[
            vec![entry(
                Proposal::Assert(candidate("diet", "omnivore", Explicitness::Inferred)),
                1,
            )],
            vec![assert_entry("diet", "vegan", 2)],
        ]);
        assert_eq!(active(&facts), vec!["diet=vegan"]);
    }

    #[test]
    fn a_retraction_retires_only_what_it_names() {
        let retract = Retraction {
            subject: Subject::user(),
            attribute: Some("likes".into()),
            value: Some("red wine".into()),
            said: "I don't drink red wine anymore".into(),
        };
        let facts = run(&[
            vec![
                assert_entry("likes", "red wine", 1),
                assert_entry("likes", "sparkling water", 1),
            ],
            vec![entry(Proposal::Retract(retract), 2)],
        ]);
        assert_eq!(active(&facts), vec!["likes=sparkling water"]);
        let wine = facts
            .iter()
            .find(|f| f.value.as_text() == "red wine")
            .unwrap();
        assert_eq!(wine.status, FactStatus::Retracted);
    }

    #[test]
    fn a_retraction_of_something_never_said_changes_nothing() {
        let retract = Retraction {
            subject: Subject::user(),
            attribute: Some("diet".into()),
            value: None,
            said: "I'm not vegan".into(),
        };
        let facts = run(&[vec![
            assert_entry("likes", "jazz", 1),
            entry(Proposal::Retract(retract), 1),
        ]]);
        assert_eq!(active(&facts), vec!["likes=jazz"]);
    }

    #[test]
    fn a_dislike_of_something_liked_supersedes_the_like() {
        let facts = run(&[
            vec![assert_entry("likes", "cilantro", 1)],
            vec![assert_entry("dislikes", "cilantro", 2)],
        ]);
        assert_eq!(active(&facts), vec!["dislikes=cilantro"]);
    }

    #[test]
    fn a_temporary_fact_expires_when_its_window_closes() {
        let mut trip = candidate("current_location", "Lisbon", Explicitness::Stated);
        trip.scope = TemporalScope::Episodic {
            valid_from: Some(at(1)),
            valid_until: Some(at(7)),
        };
        let facts = run(&[
            vec![entry(Proposal::Assert(trip), 1)],
            vec![assert_entry("likes", "tea", 20)],
        ]);
        let lisbon = facts
            .iter()
            .find(|f| f.value.as_text() == "Lisbon")
            .unwrap();
        assert_eq!(lisbon.status, FactStatus::Expired);
    }

    #[test]
    fn low_confidence_proposals_are_rejected_with_a_reason() {
        let mut hedge = candidate("job", "teacher", Explicitness::Stated);
        hedge.confidence = 0.2;
        let user = UserId::new("u").unwrap();
        let session = SessionId::new("s").unwrap();
        let policy = PolicyConfig::default();
        let ctx = ReconcileContext {
            user: &user,
            session: &session,
            now: at(1),
            policy: &policy,
        };
        let mut mint = || FactId::new("f").unwrap();
        let r = reconcile(&[], &[entry(Proposal::Assert(hedge), 1)], &ctx, &mut mint);
        assert!(r.changed.is_empty());
        assert_eq!(r.decisions[0].action, AuditAction::ProposalRejected);
        assert!(
            r.decisions[0].reason.contains("confidence"),
            "{:?}",
            r.decisions
        );
    }

    #[test]
    fn values_are_matched_by_whole_words() {
        assert!(value_mentions("the 38 bus", "the 38"));
        assert!(!value_mentions("the 380 bus", "38"));
        assert!(!value_mentions("anything", ""));
    }
}
