//! What an extractor proposes. Proposals are never facts: policy decides.

use serde::{Deserialize, Serialize};

use crate::fact::{Explicitness, FactValue, Subject, TemporalScope};

/// How a statement's wording says it relates to what was true before it.
///
/// The extractor reads the cue ("now", "gave up", "sorry, I mean");
/// reconciliation decides what, if anything, it replaces.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Cue {
    /// A plain statement: it replaces only another value of a one-valued
    /// attribute.
    #[default]
    None,
    /// "now", "switched to", "moved", "traded in": it replaces the most
    /// similar thing said before about the same subject.
    Change,
    /// "gave up", "no longer", "called off": it ends what it names. The
    /// statement itself ("The user gave up running.") is still true.
    Retraction,
    /// "sorry, I mean", "scratch that": it replaces what was said just
    /// before in this session.
    Correction,
}

impl Cue {
    /// Whether the statement may end or replace something beyond its own
    /// attribute, so reconciliation must see all of its subject's facts.
    pub fn reaches_beyond_slot(self) -> bool {
        !matches!(self, Self::None)
    }
}

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
    /// What the wording says about change.
    #[serde(default)]
    pub cue: Cue,
    /// For a retraction: the words naming what ends ("running" in "I gave
    /// up running").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub object: Vec<String>,
    /// Earlier facts this replaces, when a consolidator (a model asked at
    /// finish) said so; reconciliation checks each is current and about the
    /// same one before it replaces it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub replaces: Vec<crate::ids::FactId>,
}

impl FactCandidate {
    /// A stated, ongoing fact with no change cue.
    pub fn stated(subject: Subject, attribute: &str, value: FactValue, statement: String) -> Self {
        Self {
            subject,
            attribute: attribute.to_string(),
            value,
            statement,
            explicitness: Explicitness::Stated,
            confidence: 0.9,
            scope: TemporalScope::Ongoing,
            commanded: false,
            cue: Cue::None,
            object: Vec::new(),
            replaces: Vec::new(),
        }
    }
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
    /// "I said Friday but I meant Saturday": what this session stated with
    /// `wrong` is restated with `right`.
    Restate { wrong: String, right: String },
    /// "she spells it Zahra, with an h": a name said before is put right by
    /// its spelling alone; the wrong one is the current name spelled nearly
    /// so ([`crate::reconcile::misspelling_in`]).
    Respell { right: String },
    /// The user asked to forget something: the words that name it.
    Forget { about: String },
}
