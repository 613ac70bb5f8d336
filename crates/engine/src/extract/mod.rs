//! Extraction: reading proposals out of a final turn.
//!
//! An [`Extractor`] proposes; it never decides (principle 3). Whatever it
//! returns goes into the session's ledger and is reconciled by
//! [`memoir_core::reconcile`] at finish. The default is [`RuleExtractor`]:
//! English rules, no model, a few microseconds a turn.

mod rules;

use memoir_core::{Proposal, Speaker, Timestamp};

pub use rules::RuleExtractor;

/// One final turn, as an extractor sees it.
#[derive(Debug, Clone, Copy)]
pub struct TurnInput<'a> {
    pub speaker: &'a Speaker,
    pub text: &'a str,
    pub occurred_at: Timestamp,
    /// What the assistant said just before, if anything: a user's "yes, book
    /// that one" refers to it.
    pub previous_assistant: Option<&'a str>,
    /// What the same speaker said in their previous turn: "it" may refer
    /// to something named there.
    pub previous_user: Option<&'a str>,
    /// People already in this user's memory, so a name said without
    /// introduction ("Rhea got the job") is read as that person.
    pub known_people: &'a [memoir_core::Subject],
}

/// Reads proposals from a turn.
pub trait Extractor: Send + Sync {
    /// The proposals in `turn`, in the order said. Must not block on IO: it
    /// runs on the ingestion path.
    fn extract(&self, turn: &TurnInput<'_>) -> Vec<Proposal>;

    /// A short name for logs and run files.
    fn name(&self) -> &'static str;
}
