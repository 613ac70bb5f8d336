//! Facts: what memory derived from episodes, with their lifecycle.

use serde::{Deserialize, Serialize};

use crate::ids::{EpisodeId, FactId, SessionId, UserId};
use crate::text::normalize_key;
use crate::Timestamp;

/// Who or what a fact is about: a normalised key that matching uses, and the
/// form a person reads.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Subject {
    /// Lowercase, whitespace-folded: `"rhea"`, `"user"`, `"max (dog)"`.
    pub key: String,
    /// As said: `"Rhea"`, `"the user"`.
    pub display: String,
}

impl Subject {
    /// The key every first-person statement by the user is filed under.
    pub const USER_KEY: &'static str = "user";

    /// The user themself.
    pub fn user() -> Self {
        Self {
            key: Self::USER_KEY.into(),
            display: "the user".into(),
        }
    }

    /// Someone or something named.
    pub fn named(display: &str) -> Self {
        Self {
            key: normalize_key(display),
            display: display.trim().to_string(),
        }
    }

    /// Whether this is the user.
    pub fn is_user(&self) -> bool {
        self.key == Self::USER_KEY
    }

    /// Whether the subject is filed under a relation and shows a name
    /// beside it: "Tiago (the user's boyfriend)" under "the user's
    /// boyfriend", not "Tom (from accounting)" under its own words.
    pub fn named_beside_a_relation(&self) -> bool {
        self.display.ends_with(')') && self.key != normalize_key(&self.display)
    }
}

/// A fact's value, typed where the type is known.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", content = "value", rename_all = "snake_case")]
pub enum FactValue {
    Text(String),
    Number(f64),
    Flag(bool),
}

impl FactValue {
    /// The value as text, for display and matching.
    pub fn as_text(&self) -> String {
        match self {
            Self::Text(t) => t.clone(),
            Self::Number(n) if n.fract() == 0.0 => format!("{n:.0}"),
            Self::Number(n) => n.to_string(),
            Self::Flag(b) => b.to_string(),
        }
    }

    /// The value's matching key: two values with the same key are the same
    /// value said twice.
    pub fn key(&self) -> String {
        normalize_key(&self.as_text())
    }
}

/// What sort of thing a fact records.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FactKind {
    Identity,
    Attribute,
    Preference,
    Relationship,
    Plan,
    Event,
    Habit,
    /// Allergies, diets, medical and other constraints.
    Constraint,
    Possession,
    /// Something the user asked to be remembered that fits no other kind.
    Note,
}

/// Where a fact is in its lifecycle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FactStatus {
    /// Current.
    Active,
    /// Replaced by a newer value of the same attribute; kept as history.
    Superseded,
    /// Withdrawn by the user ("I'm no longer …").
    Retracted,
    /// A temporary fact whose time has passed.
    Expired,
}

impl FactStatus {
    /// Whether a fact with this status is a current claim.
    pub fn is_current(self) -> bool {
        matches!(self, Self::Active)
    }
}

/// How directly the user said it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Explicitness {
    /// Guessed from behaviour or context.
    Inferred,
    /// Implied by what was said.
    Implied,
    /// Said outright.
    Stated,
}

/// How long a fact holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum TemporalScope {
    /// True until changed: a name, an allergy.
    Persistent,
    /// True now, expected to change some day: a job, a city.
    Ongoing,
    /// True for a window: "this week I'm in Lisbon", an appointment.
    Episodic {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        valid_from: Option<Timestamp>,
        /// After this the fact is expired.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        valid_until: Option<Timestamp>,
    },
}

impl TemporalScope {
    /// When the fact stops holding, if it ever does.
    pub fn valid_until(&self) -> Option<Timestamp> {
        match self {
            Self::Episodic { valid_until, .. } => *valid_until,
            _ => None,
        }
    }

    /// Whether the fact's window has closed at `now`.
    pub fn has_lapsed(&self, now: Timestamp) -> bool {
        self.valid_until().is_some_and(|until| until <= now)
    }
}

/// How carefully a fact must be handled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Sensitivity {
    Normal,
    /// Health, relationships, finances: kept, but never volunteered
    /// outside a question about them.
    Personal,
    /// Credentials and identifiers that must never be stored.
    Secret,
}

/// One derived fact.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Fact {
    pub id: FactId,
    pub user: UserId,
    pub subject: Subject,
    /// The canonical attribute, e.g. `lives_in`, `diet`, `likes`.
    pub predicate: String,
    pub value: FactValue,
    /// One sentence a person (and a model) reads.
    pub statement: String,
    pub kind: FactKind,
    pub status: FactStatus,
    /// 0..=1.
    pub confidence: f32,
    pub explicitness: Explicitness,
    pub scope: TemporalScope,
    /// The episodes that support it, oldest first.
    pub evidence: Vec<EpisodeId>,
    /// The session it was first committed from.
    pub session: SessionId,
    /// How many times it has been said again after the first.
    pub reinforcements: u32,
    pub first_seen: Timestamp,
    pub last_seen: Timestamp,
    pub sensitivity: Sensitivity,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub supersedes: Vec<FactId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub superseded_by: Option<FactId>,
    /// Bumped on every change to this record.
    pub revision: u64,
}

impl Fact {
    /// Whether the fact is a current claim at `now`: active and not lapsed.
    pub fn is_current_at(&self, now: Timestamp) -> bool {
        self.status.is_current() && !self.scope.has_lapsed(now)
    }
}
