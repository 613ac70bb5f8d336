//! Episodes: what was said, verbatim and immutable.

use serde::{Deserialize, Serialize};

use crate::error::DomainError;
use crate::ids::{EpisodeId, SessionId, UserId};
use crate::Timestamp;

/// The longest turn text accepted, in bytes. A voice turn is a few hundred
/// bytes; 16 KiB leaves room for pasted text without letting one turn balloon
/// the index.
pub const MAX_TURN_BYTES: usize = 16 * 1024;

/// The largest turn number a session takes. Far above any conversation,
/// and far enough below `u32::MAX` that "the next turn" never wraps to 0.
pub const MAX_TURN_NUMBER: u32 = 1_000_000_000;

/// Who spoke a turn, by role.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// The person whose memory this is.
    User,
    /// The agent.
    Assistant,
    /// Someone else in the conversation, named by [`Speaker::name`].
    Other,
}

/// Who spoke a turn: a role and, where known, a name.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Speaker {
    pub role: Role,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

impl Speaker {
    /// The user, unnamed.
    pub fn user() -> Self {
        Self {
            role: Role::User,
            name: None,
        }
    }

    /// The assistant.
    pub fn assistant() -> Self {
        Self {
            role: Role::Assistant,
            name: None,
        }
    }

    /// Someone else, by name.
    pub fn named(name: impl Into<String>) -> Self {
        Self {
            role: Role::Other,
            name: Some(name.into()),
        }
    }

    /// Parse the form a transcript uses: `user`, `assistant`, or a name.
    pub fn parse(text: &str) -> Result<Self, DomainError> {
        let trimmed = text.trim();
        if trimmed.is_empty() {
            return Err(DomainError::InvalidSpeaker("the speaker is empty".into()));
        }
        if trimmed.len() > 128 || trimmed.chars().any(char::is_control) {
            return Err(DomainError::InvalidSpeaker(
                "a speaker name is at most 128 bytes of printable text".into(),
            ));
        }
        Ok(match trimmed.to_ascii_lowercase().as_str() {
            "user" => Self::user(),
            "assistant" | "model" | "agent" => Self::assistant(),
            _ => Self::named(trimmed),
        })
    }

    /// The label shown and indexed for this speaker: the name if there is one,
    /// else the role.
    pub fn label(&self) -> &str {
        match (&self.name, self.role) {
            (Some(name), _) => name,
            (None, Role::User) => "user",
            (None, Role::Assistant) => "assistant",
            (None, Role::Other) => "someone",
        }
    }

    /// Whether first-person statements in this speaker's turns are about a
    /// person whose facts memory keeps: the user, or a named participant.
    /// The assistant's own "I" is never a fact about anyone.
    pub fn speaks_for_a_person(&self) -> bool {
        !matches!(self.role, Role::Assistant)
    }
}

/// One final turn, as kept forever.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Episode {
    pub id: EpisodeId,
    pub user: UserId,
    pub session: SessionId,
    /// Position in its session, from 1.
    pub turn: u32,
    pub speaker: Speaker,
    /// Exactly what was said.
    pub text: String,
    /// When it was said, as the caller reported it.
    pub occurred_at: Timestamp,
    /// When memoir recorded it.
    pub recorded_at: Timestamp,
}

/// Check a turn's text before anything is stored.
pub fn validate_turn_text(text: &str) -> Result<(), DomainError> {
    if text.trim().is_empty() {
        return Err(DomainError::InvalidText("the text is empty".into()));
    }
    if text.len() > MAX_TURN_BYTES {
        return Err(DomainError::InvalidText(format!(
            "the text is {} bytes; a turn holds at most {MAX_TURN_BYTES}",
            text.len()
        )));
    }
    if text.contains('\0') {
        return Err(DomainError::InvalidText("the text holds a NUL byte".into()));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_transcript_speaker_is_a_role_or_a_name() {
        assert_eq!(Speaker::parse("user").unwrap(), Speaker::user());
        assert_eq!(Speaker::parse("Assistant").unwrap(), Speaker::assistant());
        assert_eq!(
            Speaker::parse("Caroline").unwrap(),
            Speaker::named("Caroline")
        );
        assert!(Speaker::parse("  ").is_err());
    }

    #[test]
    fn empty_huge_and_nul_texts_are_refused() {
        assert!(validate_turn_text("hello").is_ok());
        assert!(validate_turn_text("   ").is_err());
        assert!(validate_turn_text(&"x".repeat(MAX_TURN_BYTES + 1)).is_err());
        assert!(validate_turn_text("a\0b").is_err());
    }
}
