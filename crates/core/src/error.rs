//! Errors raised by the domain layer.

use thiserror::Error;

/// A value that breaks one of the domain's rules, named precisely enough that
/// a caller can show it to a person.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DomainError {
    /// An identifier was empty, too long or held a forbidden character.
    #[error("invalid {kind} id {value:?}: {reason}")]
    InvalidId {
        kind: &'static str,
        value: String,
        reason: &'static str,
    },
    /// A turn's text was empty or too long.
    #[error("invalid turn text: {0}")]
    InvalidText(String),
    /// A turn number outside 1..=MAX_TURN_NUMBER, or none left in the
    /// session.
    #[error("invalid turn number: {0}")]
    InvalidTurnNumber(String),
    /// A speaker name was unusable.
    #[error("invalid speaker: {0}")]
    InvalidSpeaker(String),
}
