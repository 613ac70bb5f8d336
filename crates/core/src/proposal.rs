//! What an extractor proposes. Proposals are never facts: policy decides.

use serde::{Deserialize, Serialize};

use crate::fact::{Explicitness, FactValue, Subject, TemporalScope};

/// A fact as an extractor read it from one turn.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FactCandidate {
    pub subject: Subject,
    pub attribute: String,
    pub value: FactValue,
    /// A sentence that reads correctly on its own.
    pub statement: String,
    pub explicitness: Explicitness,
    pub confidence: f32,
    pub scope: TemporalScope,
    /// The user asked for it to be remembered ("remember that …").
    #[serde(default)]
    pub commanded: bool,
}

/// "I'm no longer vegetarian": an attribute (and maybe a value) withdrawn.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Retraction {
    pub subject: Subject,
    /// Which attribute, when the extractor could tell.
    pub attribute: Option<String>,
    /// Which value, when the extractor could tell: words that must all occur
    /// in the retracted fact's value.
    pub value: Option<String>,
    /// What was said, for the decision record.
    pub said: String,
}

/// One thing an extractor read from a turn.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "snake_case")]
pub enum Proposal {
    /// Something is (now) true.
    Assert(FactCandidate),
    /// Something is no longer true.
    Retract(Retraction),
    /// The user asked to forget something: the words that name it.
    Forget { about: String },
}
