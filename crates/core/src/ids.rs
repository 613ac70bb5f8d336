//! Identifiers.
//!
//! Ids are shared, immutable strings (`Arc<str>`): cloning one on the recall
//! path is a reference-count bump, not an allocation. User and session ids come
//! from callers (a REST path, a CLI flag), so they are validated once, here;
//! episode and fact ids are minted by the engine.

use std::fmt;
use std::sync::Arc;

use serde::{Deserialize, Deserializer, Serialize};

use crate::error::DomainError;

/// The longest id accepted from a caller, in bytes.
pub const MAX_ID_BYTES: usize = 128;

fn validate(kind: &'static str, value: &str) -> Result<(), DomainError> {
    let fail = |reason| DomainError::InvalidId {
        kind,
        value: value.chars().take(64).collect(),
        reason,
    };
    if value.is_empty() {
        return Err(fail("it is empty"));
    }
    if value.len() > MAX_ID_BYTES {
        return Err(fail("it is longer than 128 bytes"));
    }
    if value
        .chars()
        .any(|c| c.is_control() || c.is_whitespace() || c == '/' || c == '\\')
    {
        return Err(fail(
            "it holds whitespace, a control character, '/' or '\\'",
        ));
    }
    Ok(())
}

macro_rules! string_id {
    ($(#[$doc:meta])* $name:ident, $kind:literal) => {
        $(#[$doc])*
        #[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
        #[serde(transparent)]
        pub struct $name(Arc<str>);

        impl $name {
            /// Validate and wrap a caller-supplied id.
            pub fn new(value: impl AsRef<str>) -> Result<Self, DomainError> {
                let value = value.as_ref();
                validate($kind, value)?;
                Ok(Self(Arc::from(value)))
            }

            /// An id made by memoir itself: `prefix-suffix`, where both parts
            /// are ASCII alphanumeric, so it needs no validation.
            pub fn generated(prefix: &str, suffix: impl fmt::Display) -> Self {
                let id = format!("{prefix}-{suffix}");
                debug_assert!(validate($kind, &id).is_ok(), "generated id {id:?}");
                Self(Arc::from(id))
            }

            /// The id as text.
            pub fn as_str(&self) -> &str {
                &self.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.0)
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}({:?})", stringify!($name), &*self.0)
            }
        }

        impl AsRef<str> for $name {
            fn as_ref(&self) -> &str {
                &self.0
            }
        }

        impl std::str::FromStr for $name {
            type Err = DomainError;
            fn from_str(s: &str) -> Result<Self, Self::Err> {
                Self::new(s)
            }
        }

        impl<'de> Deserialize<'de> for $name {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let s = String::deserialize(d)?;
                Self::new(&s).map_err(serde::de::Error::custom)
            }
        }
    };
}

string_id!(
    /// Whose memory this is. Every record belongs to exactly one user.
    UserId,
    "user"
);
string_id!(
    /// One conversation.
    SessionId,
    "session"
);
string_id!(
    /// One verbatim turn.
    EpisodeId,
    "episode"
);
string_id!(
    /// One derived fact.
    FactId,
    "fact"
);
string_id!(
    /// One prepared snapshot.
    SnapshotId,
    "snapshot"
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ordinary_id_is_accepted_and_round_trips_through_json() {
        let id = UserId::new("jordan-42").unwrap();
        let json = serde_json::to_string(&id).unwrap();
        assert_eq!(json, "\"jordan-42\"");
        let back: UserId = serde_json::from_str(&json).unwrap();
        assert_eq!(back, id);
    }

    #[test]
    fn empty_long_and_path_like_ids_are_refused_with_the_reason() {
        let err = UserId::new("").unwrap_err().to_string();
        assert!(err.contains("empty"), "{err}");
        let err = UserId::new("a".repeat(129)).unwrap_err().to_string();
        assert!(err.contains("128 bytes"), "{err}");
        let err = SessionId::new("../etc").unwrap_err().to_string();
        assert!(err.contains("'/'"), "{err}");
        assert!(serde_json::from_str::<UserId>("\"a b\"").is_err());
    }
}
