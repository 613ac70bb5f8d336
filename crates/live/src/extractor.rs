//! Memory as a `TurnExtractor` on the runtime's extraction pipeline.
//!
//! The runtime already accumulates transcripts, cuts them at turn
//! boundaries, runs extractors off the audio path, and promotes their fields
//! into governed `State`. Memory has exactly that shape, so it rides that
//! pipeline: each finalized turn is stored, the next turn's snapshot is
//! prepared while the model is still speaking, and the slots memory can fill
//! are promoted like any other extracted field.

use std::sync::Arc;
use std::time::Duration;

use async_trait::async_trait;
use chrono::Utc;
use gemini_adk_rs::live::{
    ExtractionTrigger, FieldPromotion, MergePolicy, TranscriptTurn, TurnExtractor,
};
use gemini_adk_rs::llm::LlmError;
use gemini_adk_rs::state::State;
use memoir_core::AuditAction;
use memoir_engine::{FinalTurn, PrepareOutcome, Session, Standing};
use serde_json::{json, Map, Value};

use crate::slots::MemorySlot;
use crate::worker::Worker;

/// The name the extractor registers under (and the `State` key the runtime
/// keeps its raw report in).
pub const MEMORY_EXTRACTOR_NAME: &str = "memory";

/// Words that carry no content on their own: acknowledgements and fillers.
const BACK_CHANNEL: &[&str] = &[
    "ok", "okay", "k", "kay", "yeah", "yep", "yup", "ya", "mm", "mmm", "hm", "hmm", "mhm", "uh",
    "huh", "um", "umm", "er", "erm", "ah", "oh", "right", "sure", "cool", "alright", "got", "it",
    "i", "see", "nice", "great", "thanks", "thank", "you", "uh-huh", "mm-hmm", "aha", "wow",
    "fine", "gotcha",
];

/// Whether `utterance` is only back-channel ("ok", "mm hmm", "yeah, got
/// it"): nothing to store or extract. A turn with any other word is kept —
/// "I'm vegan" is two words and a fact.
pub fn is_back_channel(utterance: &str) -> bool {
    let mut words = utterance
        .split(|c: char| c.is_whitespace() || (c.is_ascii_punctuation() && c != '-'))
        .filter(|w| !w.is_empty())
        .peekable();
    if words.peek().is_none() {
        return true;
    }
    words.all(|w| {
        let w = w.to_ascii_lowercase();
        BACK_CHANNEL.contains(&w.as_str())
    })
}

/// Drives a memoir session from the runtime's turn-boundary pipeline.
pub struct MemoryTurnExtractor {
    session: Session,
    slots: Arc<Vec<MemorySlot>>,
    promotions: Vec<FieldPromotion>,
    worker: Arc<Worker>,
    wait: Duration,
}

impl MemoryTurnExtractor {
    pub(crate) fn new(
        session: Session,
        slots: Arc<Vec<MemorySlot>>,
        worker: Arc<Worker>,
        wait: Duration,
    ) -> Self {
        let promotions = slots
            .iter()
            .map(|s| FieldPromotion {
                field: s.state_key.clone(),
                state_key: s.state_key.clone(),
                merge: MergePolicy::KeepKnown,
                accept: None,
            })
            .collect();
        Self {
            session,
            slots,
            promotions,
            worker,
            wait,
        }
    }

    /// Store the turn and prepare the next one; blocking (the store syncs).
    fn ingest(
        session: &Session,
        user: &str,
        model: &str,
        wait: Duration,
    ) -> Result<Value, LlmError> {
        let fail = |e: memoir_engine::EngineError| LlmError::Other(format!("memoir: {e}"));
        let now = Utc::now();
        let mut decisions = Vec::new();
        let mut proposals = 0usize;
        if !user.trim().is_empty() {
            let report = session
                .observe_final(FinalTurn::user(user.trim(), now))
                .map_err(fail)?;
            proposals += report.proposals.len();
            decisions.extend(report.decisions);
        }
        if !model.trim().is_empty() {
            let report = session
                .observe_final(FinalTurn::assistant(model.trim(), now))
                .map_err(fail)?;
            decisions.extend(report.decisions);
        }
        // The next tool call arrives during the model's answer to the user's
        // *next* utterance, before that utterance is stored: the snapshot it
        // will read is the one for the session's current turn. Prepare it now,
        // from what was just said, while the model is still speaking.
        // Waiting for it here (within the extractor's budget) means the
        // runtime, which dispatches tool calls only after extractors return,
        // never hands a tool call a turn whose snapshot is still being built.
        let prepared = if user.trim().is_empty() {
            None
        } else {
            let ticket = session.prepare(session.turn(), user.trim());
            match ticket.wait(wait) {
                Some(PrepareOutcome::Installed(id)) => Some(id.to_string()),
                _ => None,
            }
        };
        let count = |action: AuditAction| decisions.iter().filter(|d| d.action == action).count();
        let session_facts = session
            .known_values()
            .iter()
            .filter(|v| v.standing == Standing::Provisional)
            .count();
        Ok(json!({
            "turn": session.turn(),
            "proposals": proposals,
            "created": count(AuditAction::FactCreated),
            "reinforced": count(AuditAction::FactReinforced),
            "superseded": count(AuditAction::FactSuperseded),
            "retracted": count(AuditAction::FactRetracted),
            "rejected": count(AuditAction::ProposalRejected),
            "session_facts": session_facts,
            "prepared": prepared,
        }))
    }
}

/// The slot values memory holds now: the most recent value of each slot's
/// attribute, settled or said this session.
fn slot_values(session: &Session, slots: &[MemorySlot]) -> Map<String, Value> {
    let mut out = Map::new();
    if slots.is_empty() {
        return out;
    }
    for known in session.known_values() {
        for slot in slots.iter().filter(|s| s.attribute == known.attribute) {
            out.entry(slot.state_key.clone())
                .or_insert_with(|| Value::String(known.value.clone()));
        }
    }
    out
}

/// Write each slot memory can fill and the conversation has not set.
pub(crate) fn fill_slots(session: &Session, slots: &[MemorySlot], state: &State) -> Vec<String> {
    write_slots(slot_values(session, slots), state)
}

/// Write `values` (slot key → value) into `state`, skipping every key the
/// conversation already set. Returns the keys written.
fn write_slots(values: Map<String, Value>, state: &State) -> Vec<String> {
    let mut written = Vec::new();
    for (key, value) in values {
        if state.contains(&key) {
            continue;
        }
        match state.set(key.clone(), value) {
            Ok(()) => written.push(key),
            Err(e) => tracing::warn!(key = %key, error = %e, "a memory slot could not be written"),
        }
    }
    written
}

#[async_trait]
impl TurnExtractor for MemoryTurnExtractor {
    fn name(&self) -> &str {
        MEMORY_EXTRACTOR_NAME
    }

    /// Only the turn just finished: the earlier ones are already in the
    /// memoir session, which keeps its own conversational context.
    fn window_size(&self) -> usize {
        1
    }

    fn trigger(&self) -> ExtractionTrigger {
        ExtractionTrigger::EveryTurn
    }

    fn promotion_rules(&self) -> &[FieldPromotion] {
        &self.promotions
    }

    fn should_extract(&self, window: &[TranscriptTurn]) -> bool {
        window.last().is_some_and(|t| !is_back_channel(&t.user))
    }

    async fn extract(&self, window: &[TranscriptTurn]) -> Result<Value, LlmError> {
        let Some(turn) = window.last() else {
            return Ok(json!({}));
        };
        if is_back_channel(&turn.user) {
            return Ok(json!({}));
        }
        let session = self.session.clone();
        let (user, model) = (turn.user.clone(), turn.model.clone());
        let wait = self.wait;
        let stored = self
            .worker
            .run(move || Self::ingest(&session, &user, &model, wait));
        // The runtime awaits extractors on the lane that also dispatches tool
        // calls: wait for the write at most `wait`, then let it finish on the
        // worker and report it pending.
        let mut report = match tokio::time::timeout(self.wait, stored).await {
            Ok(Ok(report)) => report?,
            Ok(Err(_)) => {
                return Err(LlmError::Other(
                    "memoir: the write worker stopped before storing the turn".into(),
                ))
            }
            Err(_) => json!({ "turn": turn.turn_number, "pending": true }),
        };
        if let Value::Object(fields) = &mut report {
            fields.extend(slot_values(&self.session, &self.slots));
        }
        Ok(report)
    }

    async fn extract_with_state(
        &self,
        window: &[TranscriptTurn],
        state: &State,
    ) -> Result<Value, LlmError> {
        let report = self.extract(window).await?;
        // Written here as well as promoted: an application that declared no
        // promotion rules still gets its slots, and a phase evaluated this
        // same turn sees them. Never over a value the conversation set. The
        // values are the ones the report already carries.
        let values: Map<String, Value> = self
            .slots
            .iter()
            .filter_map(|s| Some((s.state_key.clone(), report.get(&s.state_key)?.clone())))
            .collect();
        write_slots(values, state);
        Ok(report)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn acknowledgements_and_fillers_are_back_channel() {
        for t in [
            "ok",
            "Okay.",
            "mm hmm",
            "yeah, got it",
            "Thanks!",
            "uh-huh",
            "",
            "  ",
        ] {
            assert!(is_back_channel(t), "{t:?}");
        }
    }

    #[test]
    fn a_short_turn_with_content_is_not_back_channel() {
        for t in [
            "I'm vegan",
            "no, Leeds",
            "ok so I moved to Bristol",
            "yes please",
        ] {
            assert!(!is_back_channel(t), "{t:?}");
        }
    }
}
