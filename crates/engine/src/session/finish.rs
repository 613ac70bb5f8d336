//! Finishing a session: its ledger reconciled into durable facts in one
//! store transaction, and the turns' vectors written.

use super::*;

impl Session {
    /// Reconcile this session into durable facts, in one store transaction.
    /// Idempotent: a second finish finds nothing pending; a session reopened
    /// under the same id reconciles only what was not reconciled before.
    pub fn finish(&self) -> Result<FinishReport, EngineError> {
        let user = &self.user.state;
        let _write = user.write.lock();
        let mut ledger = self.state.ledger.lock();
        let mut report = FinishReport {
            session: Some(self.state.id.clone()),
            ..FinishReport::default()
        };
        if ledger.episodes.is_empty() {
            return Ok(report);
        }
        let now = ledger
            .last_at
            .unwrap_or_else(|| self.user.shared.clock.now());
        let current = {
            let index = user.index.read();
            index.facts_for_reconciliation(&ledger.entries)
        };
        let similarity =
            crate::embed::ReconcileSimilarity::new(self.user.shared.embedder.as_deref());
        let ctx = ReconcileContext {
            user: &user.id,
            session: &self.state.id,
            now,
            policy: &self.user.shared.config.policy,
            similarity: &similarity,
        };
        let mut mint = || FactId::generated("f", crate::mint_suffix());
        let advised = self.consolidated(&ledger.entries, &current);
        let entries = advised.as_deref().unwrap_or(&ledger.entries);
        let result = reconcile(&current, entries, &ctx, &mut mint);
        let audit = result
            .decisions
            .iter()
            .map(|d| AuditEvent {
                at: now,
                action: d.action,
                target: d.target.clone(),
                reason: d.reason.clone(),
                evidence: d.evidence.clone(),
            })
            .collect();
        let commit = Commit {
            session: Some(self.state.id.clone()),
            facts: result.changed.clone(),
            reconciled: ledger.episodes.clone(),
            audit,
        };
        let committed = user.store.commit(&commit)?;
        self.flush_vectors();
        {
            let mut index = user.index.write();
            match committed {
                Committed::Applied => {
                    for fact in result.changed {
                        index.upsert_fact(fact);
                    }
                }
                Committed::AlreadyApplied => {
                    // Another handle (or process) reconciled these turns
                    // first; take its result from the store.
                    for fact in user.store.facts()? {
                        index.upsert_fact(fact);
                    }
                }
            }
            index.clear_overlay(&self.state.id);
        }
        report.episodes = ledger.episodes.len();
        if committed == Committed::Applied {
            for d in &result.decisions {
                match d.action {
                    AuditAction::FactCreated => report.created += 1,
                    AuditAction::FactReinforced => report.reinforced += 1,
                    AuditAction::FactSuperseded => report.superseded += 1,
                    AuditAction::FactRetracted => report.retracted += 1,
                    AuditAction::FactExpired => report.expired += 1,
                    AuditAction::ProposalRejected => report.rejected += 1,
                    _ => {}
                }
            }
            report.decisions = result.decisions;
        }
        ledger.clear();
        Ok(report)
    }

    /// The ledger with a consolidator's checked advice applied, or `None`
    /// without a consolidator, without anything open, or without advice
    /// taken. The model is asked with no index lock held.
    fn consolidated(
        &self,
        entries: &[memoir_core::LedgerEntry],
        current: &[memoir_core::Fact],
    ) -> Option<Vec<memoir_core::LedgerEntry>> {
        let consolidator = self.user.shared.consolidator.as_ref()?;
        let asked = crate::consolidate::ambiguities(entries, current);
        if asked.is_empty() {
            return None;
        }
        let items: Vec<crate::Ambiguity> = asked.iter().map(|(_, a)| a.clone()).collect();
        let resolutions = consolidator.resolve(&items);
        let mut advised = entries.to_vec();
        let taken = crate::consolidate::apply(&mut advised, &asked, &resolutions);
        tracing::debug!(
            consolidator = consolidator.name(),
            asked = items.len(),
            taken,
            "consolidated at finish"
        );
        (taken > 0).then_some(advised)
    }

    /// Store the vectors computed since the last flush, in one transaction.
    /// A failure is logged and the vectors kept for the next flush; if the
    /// process dies first, they are recomputed on the next load.
    fn flush_vectors(&self) {
        let Some(embedder) = &self.user.shared.embedder else {
            return;
        };
        let pending = std::mem::take(&mut self.user.state.index.write().pending_vectors);
        if pending.is_empty() {
            return;
        }
        if let Err(e) = self
            .user
            .state
            .store
            .put_vectors(embedder.model(), &pending)
        {
            tracing::warn!(error = %e, "storing vectors failed; they will be retried");
            self.user
                .state
                .index
                .write()
                .pending_vectors
                .extend(pending);
        }
    }
}
