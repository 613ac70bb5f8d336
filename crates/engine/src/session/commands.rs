//! What the user asks of memory outright (`manage_memory`): remember and
//! correct, applied to the ledger at once and committed at finish.

use super::*;

impl Session {
    /// Remember `text` at the user's explicit request (the `manage_memory`
    /// tool). Provisional at once, durable at finish. Returns the statements
    /// understood.
    pub fn remember(&self, text: &str, at: Timestamp) -> Result<Vec<String>, EngineError> {
        self.command(&format!("remember that {text}"), at, None)
    }

    /// Replace what memory holds with `text`, retiring `fact` if given.
    pub fn correct(
        &self,
        fact: Option<&FactId>,
        text: &str,
        at: Timestamp,
    ) -> Result<Vec<String>, EngineError> {
        let retraction = match fact {
            Some(id) => {
                let f = self
                    .user
                    .fact(id)
                    .ok_or_else(|| EngineError::NotFound(format!("fact {id}")))?;
                Some(Retraction {
                    subject: f.subject.clone(),
                    attribute: Some(f.predicate.clone()),
                    value: Some(f.value.as_text()),
                    said: format!("correction: {text}"),
                })
            }
            None => None,
        };
        self.command(&format!("remember that {text}"), at, retraction)
    }

    fn command(
        &self,
        said: &str,
        at: Timestamp,
        retraction: Option<Retraction>,
    ) -> Result<Vec<String>, EngineError> {
        validate_turn_text(said)?;
        let said = memoir_extract::secrets::mask(said);
        let said: &str = &said;
        let mut proposals = self.user.shared.extractor.extract(&TurnInput {
            speaker: &Speaker::user(),
            text: said,
            occurred_at: at,
            previous_assistant: None,
            previous_user: None,
            known_people: &[],
        });
        proposals.retain(|p| matches!(p, Proposal::Assert(_)));
        if let Some(r) = retraction {
            proposals.insert(0, Proposal::Retract(r));
        }
        let statements = proposals
            .iter()
            .filter_map(|p| match p {
                Proposal::Assert(c) => Some(c.statement.clone()),
                _ => None,
            })
            .collect();
        // The evidence is the turn in which the user asked; without one, the
        // request itself is recorded as that turn.
        let evidence = self.state.ledger.lock().episodes.last().cloned();
        let evidence = match evidence {
            Some(e) => e,
            None => {
                let report = self.observe_final(FinalTurn::user(said, at))?;
                // Its own extraction already put the proposals in the ledger.
                if report
                    .proposals
                    .iter()
                    .any(|p| matches!(p, Proposal::Assert(_)))
                {
                    return Ok(statements);
                }
                report.episode
            }
        };
        let _write = self.user.state.write.lock();
        let mut index = self.user.state.index.write();
        let mut ledger = self.state.ledger.lock();
        for proposal in proposals {
            ledger.entries.push(LedgerEntry {
                proposal,
                evidence: evidence.clone(),
                said_at: at,
            });
        }
        refresh_overlay(&self.user, &self.state.id, &mut index, &mut ledger);
        Ok(statements)
    }
}
